#pragma once

// The run folder, written as it goes: every line reaches the kernel when it is produced (one
// write() per line, no user-space buffer), so a probe that is killed leaves all it measured.

#include <cstdint>
#include <string>

namespace Probe
{

class RunOutput
{
public:
    ~RunOutput();
    // Creates DIR (and DIR/out for the workload's stdout/stderr files). False with a message.
    bool open(const std::string& dir, bool withMemLog, std::string& error);
    // Also copies every event to stdout (the live stream over SSH reads the same lines).
    void setStream(bool on) { m_stream = on; }

    void event(const std::string& jsonObject);
    // The seeds' loop: a `date +%s` line, then VmHWM and VmRSS as grep prints them from status.
    void memLog(int64_t epochSeconds, int64_t hwmKb, int64_t rssKb);
    void timingsRow(const std::string& csvLine);
    bool writeText(const std::string& name, const std::string& text);
    std::string path(const std::string& name) const { return m_dir + "/" + name; }
    // Writes DONE: one "sha256  relative/path" line per file (sha256sum -c format).
    bool finish();

private:
    static void writeAll(int fd, const std::string& s);
    std::string m_dir;
    int m_events = -1, m_memLog = -1, m_timings = -1;
    bool m_stream = false;
};

} // namespace Probe
