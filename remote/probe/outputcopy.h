#pragma once

// A repetition's stdout or stderr as the run folder keeps it. A workload that printed 300 MB
// once cost the whole run: the host reads no file over 256 MiB, so it could not check the copy
// against DONE (issue 19, item 5). The file now holds the first kOutputHeadBytes, written as they
// arrive, then one marker line that says how many bytes were left out, then the last
// kOutputTailBytes (held in a ring while the workload runs, written when it ends). The whole
// stream's byte count and SHA-256 are computed as it passes and go into rep_end.

#include "sha256.h"

#include <cstdint>
#include <memory>
#include <string>

namespace Probe {

class OutputCopy {
public:
    OutputCopy() = default;
    OutputCopy(const OutputCopy&) = delete;
    OutputCopy& operator=(const OutputCopy&) = delete;
    ~OutputCopy();

    // False when the file cannot be created (errno says why); write() then fails too.
    bool open(const std::string& path);
    // False when the file could not take the bytes (errno); the count and hash still see them.
    bool write(const char* p, size_t n);
    // Writes the marker and the tail, closes. False on a failed write (errno). Idempotent.
    bool finish();

    int64_t bytes() const { return m_total; } // the whole stream
    bool cut() const; // the file holds head, marker and tail: bytes were left out
    int64_t leftOut() const;
    const std::string& sha256() const { return m_digest; } // of the whole stream; after finish()
    const std::string& path() const { return m_path; }

    // The marker line between head and tail, for a stream of total bytes with that SHA-256.
    static std::string marker(int64_t total, const std::string& sha256);

private:
    bool writeFd(const char* p, size_t n);
    std::string m_path;
    int m_fd = -1;
    int64_t m_total = 0;
    Sha256 m_hash;
    std::string m_digest;
    char m_lastHeadByte = '\n';
    std::unique_ptr<char[]> m_ring; // allocated when the head is full: small outputs cost nothing
    size_t m_ringPos = 0; // next write position; the ring is full once m_total passes head + tail
    bool m_finished = false;
};

} // namespace Probe
