#pragma once

// Background load for the duration of a measurement (issue 14): CPU hogs pinned to chosen cores,
// a memory hog of a given size, or any shell command (the device's own log uploader, say). Each
// runs in a process group of its own; stop() kills every group and reaps it, and the run and serve
// modes call it on every way out (end, SIGINT/SIGTERM/SIGHUP). Against SIGKILL of the probe: the
// hogs are forked with PR_SET_PDEATHSIG and their groups are handed to the guardian.

#include <string>
#include <sys/types.h>
#include <vector>

namespace Probe {

class RunOutput;

struct BackgroundOptions {
    std::vector<int> cpuCores; // one spinning process per core, pinned to it
    int64_t memMb = 0; // one process that allocates, touches and keeps touching this much
    std::vector<std::string> commands; // /bin/sh -c COMMAND each
    bool any() const { return !cpuCores.empty() || memMb > 0 || !commands.empty(); }
};

// Parses "--background-cpu 0,2", "--background-mem 512", "--background-cmd '...'"; true when arg
// was one of them (value consumed from v), false otherwise. error is set on a bad value.
bool parseBackgroundOption(const std::string& arg, const std::string& v, BackgroundOptions& o, std::string& error);

class Background {
public:
    ~Background() { stop(); }
    // Starts everything; writes one "background" event per process. onGroup: called with each
    // process group (for the guardian).
    bool start(const BackgroundOptions& o, RunOutput& out, double runT0, void (*onGroup)(void*, pid_t), void* ctx,
        std::string& error);
    // Kills and reaps every group; writes a "background" stop event per process (when out given).
    void stop(RunOutput* out = nullptr, double runT0 = 0);
    const std::vector<pid_t>& pids() const { return m_pids; }

private:
    std::vector<pid_t> m_pids;
    std::vector<std::string> m_kinds;
};

} // namespace Probe
