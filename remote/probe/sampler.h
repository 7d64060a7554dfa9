#pragma once

// One sample of a process tree: the workload and every descendant, so a `sh -c` wrapper or a
// launcher script does not hide the process that holds the memory; with the tree's CPU time,
// context switches, page faults and storage reads (issue 14) from the same reads.

#include "procfs.h"
#include "runoutput.h"

#include <string>
#include <vector>

namespace Probe {

struct TreeSample {
    int procs = 0; // processes read (zombies and vanished ones are not counted)
    int64_t rssKb = 0, hwmKb = 0, vmSizeKb = 0, rssAnonKb = 0, rssFileKb = 0, rssShmemKb = 0;
    pid_t largestPid = 0; // the process with the largest VmRSS
    std::vector<pid_t> pids;
    // Sums over the live processes of the tree. CPU time and faults include reaped children
    // (cutime, cmajflt ...), so a wrapper shell keeps what its finished children spent.
    int64_t threads = 0;
    double utimeMs = 0, stimeMs = 0;
    int64_t minFaults = 0, majFaults = 0;
    int64_t volCtxSwitches = 0, involCtxSwitches = 0;
    int64_t readBytes = -1; // /proc/PID/io read_bytes; -1 when no process's io was readable
};

// Samples one tree again and again with as few system calls as the kernel allows: every file is
// opened once per process and re-read with pread(); each sample reads the main thread's children
// list of each known process (a new child is seen at the next sample), and all threads' children
// lists are walked again only every rescanMs (a child forked by a non-main thread is seen within
// that time; a process that had one thread at the last sample has no other list to walk).
// read_bytes is re-read only every rescanMs too: a 10 ms figure of storage reads says nothing a
// 100 ms one does not, and /proc/PID/io was one of five system calls per sample (issue 11).
class TreeSampler {
public:
    explicit TreeSampler(pid_t root, double rescanMs = 100.0);
    TreeSample sample(double nowMs);

private:
    struct Proc {
        pid_t pid = 0;
        ProcFile status, stat, io, children;
        int64_t threads = -1; // from the last status read; 1: the main thread's children list is all
        int64_t readBytes = -1; // io's read_bytes, re-read with each full scan (every rescanMs)
    };
    void add(pid_t pid);
    void discover(bool allThreads);

    pid_t m_root;
    double m_rescanMs;
    double m_lastScan = -1e18;
    std::vector<Proc> m_procs;
    std::vector<char> m_buf;
};

// Convenience for a single sample (no state kept): the load marker and tests use it.
TreeSample sampleTree(pid_t root);

// Writes the sample event and the mem.log lines (both batched, see RunOutput::sampleEvent).
void recordSample(
    RunOutput& out, const TreeSample& s, pid_t root, const std::string& input, int rep, double runMs, double repMs);

} // namespace Probe
