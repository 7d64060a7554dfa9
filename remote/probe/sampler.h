#pragma once

// One memory sample of a process tree: the workload and every descendant, so a `sh -c` wrapper
// or a launcher script does not hide the process that holds the memory.

#include "procfs.h"
#include "runoutput.h"

#include <string>

namespace Probe
{

struct TreeSample {
    int procs = 0; // processes read (zombies and vanished ones are not counted)
    int64_t rssKb = 0, hwmKb = 0, vmSizeKb = 0, rssAnonKb = 0, rssFileKb = 0, rssShmemKb = 0;
    pid_t largestPid = 0; // the process with the largest VmRSS
    std::vector<pid_t> pids;
};

// Sums over the tree. hwm is the sum of each process's VmHWM: exact for one process, an upper
// bound of the tree's peak for several (their peaks need not coincide).
TreeSample sampleTree(pid_t root);

// Writes the sample event and the mem.log lines.
void recordSample(
    RunOutput& out, const TreeSample& s, pid_t root, const std::string& input, int rep, double runMs, double repMs);

} // namespace Probe
