#pragma once

// Readers for /proc and the memory cgroup. Each returns "missing" (-1) rather than a made-up
// zero when the kernel does not offer a figure: devices in the field differ.

#include <cstdint>
#include <string>
#include <sys/types.h>
#include <vector>

namespace Probe {

struct ProcMem {
    pid_t pid = 0;
    int64_t rssKb = -1, hwmKb = -1, vmSizeKb = -1, rssAnonKb = -1, rssFileKb = -1, rssShmemKb = -1;
};

// False when the process is gone or is a zombie (a zombie's status has no Vm lines).
bool readProcMem(pid_t pid, ProcMem& out);
// The process and all its descendants, root first. Uses /proc/PID/task/TID/children
// (CONFIG_PROC_CHILDREN) and falls back to scanning /proc when a kernel lacks it.
std::vector<pid_t> processTree(pid_t root);
bool childrenFileAvailable();

// A /proc (or /sys) file kept open and re-read with one pread() at offset 0: seq_file regenerates
// its text for a read at offset 0, so a sampler pays one system call per file per sample instead
// of open, read, read-to-EOF and close (issue 11: most of the probe's cost was those calls).
// A file of a process that has exited answers ESRCH.
class ProcFile {
public:
    ProcFile() = default;
    explicit ProcFile(const std::string& path) { open(path); }
    ~ProcFile() { close(); }
    ProcFile(const ProcFile&) = delete;
    ProcFile& operator=(const ProcFile&) = delete;
    ProcFile(ProcFile&& o) noexcept
        : m_fd(o.m_fd)
    {
        o.m_fd = -1;
    }
    ProcFile& operator=(ProcFile&& o) noexcept;
    bool open(const std::string& path);
    bool isOpen() const { return m_fd >= 0; }
    // The text, NUL-terminated in buf; the length, or -1 (gone, unreadable). Cut at cap - 1 bytes.
    long read(char* buf, size_t cap) const;
    void close();

private:
    int m_fd = -1;
};
std::string processComm(pid_t pid);
// Alive and not a zombie.
bool processAlive(pid_t pid);
std::vector<pid_t> pidsWithComm(const std::string& name);
// The process with a TCP socket listening on port (any local address, IPv4 or IPv6): the socket's
// inode from /proc/net/tcp{,6}, then the process holding it among /proc/*/fd. 0 when not found
// (why says: nothing listens, or the owner's fds are not readable by this user).
pid_t pidListeningOn(int port, std::string& why);
// Writes "5" to /proc/PID/clear_refs: resets VmHWM to the current RSS.
bool clearRefs(pid_t pid);
// How many clearRefs() calls this process has made: a sampler that carries a process's VmHWM
// between two reads of its status drops it when this changes (the kernel's mark went down).
unsigned hwmResets();

struct MemInfo {
    int64_t totalKb = -1, availableKb = -1, swapTotalKb = -1, swapFreeKb = -1;
};
MemInfo readMemInfo();
// The system-wide OOM kill counter (/proc/vmstat oom_kill, Linux 4.13+); -1 when absent.
int64_t vmstatOomKills();

// Memory pressure (PSI): cumulative stall microseconds; -1 when /proc/pressure/memory is absent.
struct Pressure {
    int64_t someTotalUs = -1, fullTotalUs = -1;
    double someAvg10 = -1;
};
Pressure readMemoryPressure();

// The memory cgroup a process belongs to, v1 or v2.
struct Cgroup {
    int version = 0; // 0: none found
    std::string dir; // absolute path of the cgroup directory
};
Cgroup memoryCgroupOf(pid_t pid);

struct CgroupReading {
    int64_t limitBytes = -1; // -1: unlimited or unknown
    int64_t usageBytes = -1;
    int64_t peakBytes = -1;
    int64_t oomKills = -1; // oom_kill counter (v1 memory.oom_control, v2 memory.events)
    int64_t oomEvents = -1; // v2 "oom" / v1 failcnt-style: times the limit was hit
};
CgroupReading readCgroup(const Cgroup& cg);
// Writes the process into the cgroup directory (cgroup.procs, which v1 and v2 both have).
bool moveToCgroup(const std::string& dir, pid_t pid, std::string& error);
// Makes a memory cgroup of limitBytes below the one this process is in (v1: memory.limit_in_bytes,
// with memsw and swappiness 0 where the kernel has them; v2: memory.max, memory.swap.max 0,
// enabling the memory controller for children when needed). Returns the new cgroup, or version 0
// and a message that names the file and the reason.
Cgroup createMemoryCgroup(int64_t limitBytes, std::string& error);
// Removes a cgroup made by createMemoryCgroup, waiting up to timeoutMs for its last processes to be
// reaped by the kernel (rmdir fails with EBUSY until then). False with a message when it stays.
bool removeCgroup(const std::string& dir, int timeoutMs, std::string& error);
// Resets the cgroup's peak for a new repetition where the kernel allows it: v1
// memory.max_usage_in_bytes takes "0"; v2 memory.peak resets per open file (Linux 6.12+), so the
// returned fd must be kept and read at the end (-1 when not possible).
bool resetCgroupPeakV1(const Cgroup& cg);
int openResetCgroupPeakV2(const Cgroup& cg);
int64_t readPeakFd(int fd);

} // namespace Probe
