#pragma once

// What the workload has mapped from files (issue 22, item 5): at a low rate (100, 200, 400 and
// 800 ms into the repetition, then once a second, and at load-complete), the file-backed mappings of every process of the tree from /proc/PID/smaps, summed
// per file, so the report can say "model file X: Y MiB resident, file-backed" apart from the binary
// and its libraries. rep_end carries the largest (mapped_files). A mapping with execute permission
// makes its file code; anonymous memory, the heap, stacks, [vdso], device nodes (/dev/...) and
// memfd or SysV segments are not files on storage and are left out.

#include <cstdint>
#include <map>
#include <string>
#include <sys/types.h>
#include <vector>

namespace Probe {

struct MappedFile {
    std::string path; // as /proc/PID/smaps names it (" (deleted)" kept)
    int64_t rssKb = 0; // resident, the most any scan found
    int64_t sizeKb = 0; // mapped, the most any scan found
    bool code = false; // some mapping of it was executable
};

// Sums one smaps text per file: Rss and Size over the file's mappings in that process.
void parseSmaps(const char* text, size_t size, std::map<std::string, MappedFile>& out);

class MappedFiles {
public:
    // startMs: when the repetition started. The first scans come early and then ever less often,
    // so a short repetition is seen too and a long one costs one scan a second.
    explicit MappedFiles(double startMs)
        : m_next(startMs + kFirstMs)
    {
    }
    static constexpr double kFirstMs = 100, kMaxIntervalMs = 1000;
    // Scans when a scan is due (or always with force, which leaves the schedule as it was). A file
    // mapped in several processes keeps the largest per-process figure: its pages are shared, so
    // summing would count them twice.
    void scan(double nowMs, const std::vector<pid_t>& pids, bool force = false);
    int scans() const { return m_scans; }
    // The n largest by resident size (then by path), as the JSON array rep_end carries.
    std::string json(size_t n) const;
    std::vector<MappedFile> largest(size_t n) const;

private:
    double m_next;
    double m_step = kFirstMs;
    int m_scans = 0;
    std::map<std::string, MappedFile> m_max;
    std::string m_buf;
};

} // namespace Probe
