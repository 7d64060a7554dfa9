#pragma once

// The run mode's state: shared by runmode.cpp (set-up, order of repetitions) and runrep.cpp
// (one repetition: start, sample, classify; the classification rules in repfigures.h).

#include "background.h"
#include "context.h"
#include "cooldown.h"
#include "power.h"
#include "procfs.h"
#include "runoptions.h"
#include "runoutput.h"

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <fcntl.h>
#include <regex.h>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

namespace Probe {

class TreeSampler;

struct Critical {
    std::string spec;
    pid_t pid = 0; // 0: watched by name
    bool watched = true;
    bool lost = false;
};

struct Regex {
    regex_t re {};
    bool set = false;
    ~Regex()
    {
        if (set)
            regfree(&re);
    }
    bool compile(const std::string& pattern)
    {
        set = regcomp(&re, pattern.c_str(), REG_EXTENDED | REG_NOSUB) == 0;
        return set;
    }
    bool match(const std::string& line) const { return set && regexec(&re, line.c_str(), 0, nullptr, 0) == 0; }
};

// A forked helper that holds the read end of a pipe: when the probe dies, even by SIGKILL, the
// pipe closes and the guardian kills the workload's process group. Signals to the probe's own
// group (Ctrl-C) do not stop it; only the pipe does.
class Guardian {
public:
    // removeDir: a cgroup made for the run, removed (after the kill) when the probe is gone.
    bool start(const std::string& removeDir = std::string())
    {
        int fds[2];
        if (::pipe2(fds, O_CLOEXEC) != 0)
            return false;
        const pid_t pid = ::fork();
        if (pid < 0)
            return false;
        if (pid == 0) {
            ::close(fds[1]);
            ::signal(SIGINT, SIG_IGN);
            ::signal(SIGHUP, SIG_IGN);
            ::signal(SIGTERM, SIG_IGN);
            long pgid = 0;
            std::vector<long> background; // "B<pgid>" lines: background load, killed at the end too
            char buf[64];
            std::string line;
            for (;;) {
                const ssize_t n = ::read(fds[0], buf, sizeof buf);
                if (n < 0 && errno == EINTR)
                    continue;
                if (n <= 0)
                    break;
                for (ssize_t i = 0; i < n; ++i) {
                    if (buf[i] == '\n') {
                        if (!line.empty() && line[0] == 'B') {
                            if (background.size() < 1024)
                                background.push_back(std::strtol(line.c_str() + 1, nullptr, 10));
                        } else {
                            pgid = std::strtol(line.c_str(), nullptr, 10);
                        }
                        line.clear();
                    } else if (line.size() < 32) {
                        line += buf[i];
                    }
                }
            }
            if (pgid > 0)
                ::kill(pid_t(-pgid), SIGKILL);
            for (long g : background)
                if (g > 0)
                    ::kill(pid_t(-g), SIGKILL);
            if (!removeDir.empty()) {
                std::string ignored; // a normal end removed it already; nobody is left to tell
                removeCgroup(removeDir, 5000, ignored);
            }
            ::_exit(0);
        }
        ::close(fds[0]);
        m_fd = fds[1];
        m_pid = pid;
        return true;
    }
    void watch(pid_t pgid)
    {
        const std::string s = std::to_string(pgid) + "\n";
        if (m_fd >= 0 && ::write(m_fd, s.data(), s.size()) < 0)
            return;
    }
    void watchBackground(pid_t pgid)
    {
        const std::string s = "B" + std::to_string(pgid) + "\n";
        if (m_fd >= 0 && ::write(m_fd, s.data(), s.size()) < 0)
            return;
    }
    static void onBackgroundGroup(void* guardian, pid_t pgid)
    {
        static_cast<Guardian*>(guardian)->watchBackground(pgid);
    }
    void stop()
    {
        if (m_fd >= 0)
            ::close(m_fd);
        m_fd = -1;
        if (m_pid > 0)
            ::waitpid(m_pid, nullptr, 0);
        m_pid = 0;
    }

private:
    int m_fd = -1;
    pid_t m_pid = 0;
};

struct RepResult {
    bool interrupted = false;
};

class Runner {
public:
    explicit Runner(RunOptions o)
        : m_o(std::move(o))
    {
    }
    int exec();

private:
    bool setup(std::string& error);
    // One repetition (runrep.cpp): start the workload, watch it (samples, output, guard, timeout),
    // then report what it measured (the rules in repfigures.h).
    struct Rep;
    RepResult runRep(const std::string& inputId, const std::string& inputFile, int rep, bool warmup);
    bool startWorkload(Rep& r);
    bool placeWorkload(pid_t child);
    void watchWorkload(Rep& r);
    void sampleTick(Rep& r, TreeSampler& sampler, double now);
    void guardMemory(Rep& r, ProcFile& meminfo, double now);
    void readOutput(Rep& r, bool isStdout);
    void readLine(Rep& r, const std::string& line, bool isStdout);
    void readGpuPeakLine(Rep& r, const std::string& line, bool isStdout);
    void readGpuPeaksFile(Rep& r);
    void markLoad(Rep& r, double now);
    // Loop mode (iterations.h): a boundary marker closes the open iteration and starts the next.
    void loopMarker(Rep& r, Marker mk, double now);
    void closeIteration(Rep& r, double now, const char* closedBy, int64_t peakKb, bool exact, const char* source);
    void reportRepEnd(Rep& r);
    void warn(const std::string& message);
    void killTree(pid_t root, const std::vector<pid_t>& known, int sig);
    void checkCritical(const std::string& input, int rep);
    void removeCreatedCgroup();

    RunOptions m_o;
    RunOutput m_out;
    Guardian m_guardian;
    Regex m_loadRe, m_tokenRe;
    Cgroup m_cgroup;
    std::string m_createdCgroup; // --cgroup-limit: the cgroup this run made, removed at its end
    Background m_background;
    SystemContext m_context;
    PowerMeter m_power; // energy per repetition (power.h)
    Cooldown m_cooldown; // the thermal protocol (cooldown.h)
    bool m_firstRep = true;
    std::vector<Critical> m_critical;
    int64_t m_reserveKb = 0;
    int m_sigFd = -1;
    double m_runT0 = 0;
    double m_lastCriticalMs = 0;
    int m_criticalLost = 0;
};

std::string csvField(const std::string& s);

} // namespace Probe
