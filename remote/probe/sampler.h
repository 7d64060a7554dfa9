#pragma once

// One sample of a process tree: the workload and every descendant, so a `sh -c` wrapper or a
// launcher script does not hide the process that holds the memory; with the tree's CPU time,
// context switches, page faults and storage reads (issue 14) from the same reads.

#include "procfs.h"
#include "runoutput.h"

#include <string>
#include <vector>

namespace Probe {

// How often a sampler reads each process's whole status and stat (and io) by default: the
// memory composition's file and shmem parts, threads, CPU times, context switches, faults and
// storage reads. Every sample in between reads statm alone (issue 27: one read of status costs
// several times a pread of statm). The exact peaks do not depend on it: they come from VmHWM
// after clear_refs and ru_maxrss, read at their own moments.
constexpr double kFullReadMs = 100.0;
// Every sample is full in a sampler's first kFullStartMs (a repetition's start, an attach): a
// repetition that short still has its CPU time, switches and faults at both ends, which the
// verdict's contention figures take per repetition. Long runs, where the cost adds up, pay it once.
constexpr double kFullStartMs = 250.0;

struct TreeSample {
    // true: status and stat were read for every process (all fields below); false: statm only,
    // so the rss, hwm, vm size and anon figures are set and the rest is not (recordSample leaves
    // them out of the event, never writes a stale or a made-up value).
    bool full = true;
    int procs = 0; // processes read (zombies and vanished ones are not counted)
    // hwm on a statm-only sample: per process the larger of the VmHWM its last status read gave
    // and every VmRSS seen since (the kernel's mark is never below it); at least the VmRSS.
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
// opened once per process and re-read with pread(). Each sample reads /proc/PID/statm of every
// process (VmSize, VmRSS and its anon part, the same counters status shows) and the main thread's
// children list (a new child is seen at the next sample). About every fullMs a sample is full:
// it reads status, stat and io instead, and walks all threads' children lists (a child forked by
// a non-main thread is seen within that time; a process that had one thread at the last full
// sample has no other list to walk). The samples of the first kFullStartMs are all full, and the
// next sample after a clear_refs anywhere in this process is full too, so a VmHWM carried between
// reads never outlives its reset. fullMs 0: every sample is full.
class TreeSampler {
public:
    explicit TreeSampler(pid_t root, double fullMs = kFullReadMs);
    TreeSample sample(double nowMs);

private:
    struct Proc {
        pid_t pid = 0;
        ProcFile statm, status, stat, io, children;
        int64_t threads = -1; // from the last status read; 1: the main thread's children list is all
        int64_t readBytes = -1; // io's read_bytes, re-read with each full sample
        int64_t hwmKb = -1; // VmHWM of the last status read, raised by every VmRSS seen since
    };
    void add(pid_t pid);
    void discover(bool allThreads);
    // Reads one process into s; false when it is gone or a zombie (it holds no memory any more).
    bool readFull(Proc& p, TreeSample& s);
    bool readStatm(Proc& p, TreeSample& s);

    pid_t m_root;
    double m_fullMs;
    double m_lastFull = -1e18;
    double m_lastSample = -1e18;
    double m_firstSample = -1e18;
    unsigned m_resets = 0;
    int64_t m_pageKb = 4;
    std::vector<Proc> m_procs;
    std::vector<char> m_buf;
};

// Convenience for a single sample (no state kept): the load marker and tests use it.
TreeSample sampleTree(pid_t root);

// Writes the sample event and the mem.log lines (both batched, see RunOutput::sampleEvent).
void recordSample(
    RunOutput& out, const TreeSample& s, pid_t root, const std::string& input, int rep, double runMs, double repMs);

} // namespace Probe
