#pragma once

// The run folder, written as it goes. Every event other than a sample reaches the kernel when it is
// produced. Samples and mem.log lines are gathered and written together at most kFlushMs apart (one
// write() per file per batch instead of two per sample, issue 11): a probe killed by SIGKILL loses
// at most that much of the series; any other event, finish() and the destructor flush first, so
// the order of lines in events.jsonl is the order they were produced.

#include <cstdint>
#include <string>

namespace Probe {

class RunOutput {
public:
    ~RunOutput();
    // Creates DIR (and DIR/out for the workload's stdout/stderr files). False with a message.
    // timingsHeader: the first line of timings.csv (run mode's columns when empty).
    bool open(const std::string& dir, bool withMemLog, std::string& error, const char* timingsHeader = nullptr);
    // Also copies every event to stdout (the live stream over SSH reads the same lines).
    void setStream(bool on) { m_stream = on; }

    static constexpr double kFlushMs = 100.0;
    void event(const std::string& jsonObject);
    void sampleEvent(const std::string& jsonObject);
    void flush();
    // The measurement method's loop: a `date +%s` line, then VmHWM and VmRSS as grep prints them from status.
    void memLog(int64_t epochSeconds, int64_t hwmKb, int64_t rssKb);
    void timingsRow(const std::string& csvLine);
    bool writeText(const std::string& name, const std::string& text); // failures: noteOutputError()
    std::string path(const std::string& name) const { return m_dir + "/" + name; }
    // Writes DONE: one "sha256  relative/path" line per file (sha256sum -c format). Not when a
    // write to the folder failed: a DONE would vouch for a folder that lost figures.
    bool finish();

private:
    // A failed write to a run-folder file goes to noteOutputError() (modes.h); a failed write to
    // the --stream copy on stdout is ignored (the reader on the host may be gone; the file has it).
    void writeAll(int fd, const std::string& s);
    void flushIfDue();
    std::string m_dir;
    std::string m_pendingEvents, m_pendingMemLog;
    double m_lastFlush = 0;
    int m_events = -1, m_memLog = -1, m_timings = -1;
    bool m_stream = false;
};

} // namespace Probe
