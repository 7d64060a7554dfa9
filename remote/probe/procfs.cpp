#include "procfs.h"

#include "util.h"

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace Probe {

namespace {
std::string procPath(pid_t pid, const char* leaf)
{
    return "/proc/" + std::to_string(pid) + "/" + leaf;
}

void appendChildren(pid_t pid, std::vector<pid_t>& out)
{
    const std::string taskDir = procPath(pid, "task");
    std::string text;
    for (const auto& tid : listDir(taskDir)) {
        if (!readFile(taskDir + "/" + tid + "/children", text, 65536))
            continue;
        for (const auto& tok : split(text, ' ')) {
            int64_t v = 0;
            if (parseInt64(trim(tok), v) && v > 0)
                out.push_back(pid_t(v));
        }
    }
}

// Parent pid from /proc/PID/stat; the comm field may hold spaces and parentheses, so parse
// from the last ')'.
pid_t parentOf(pid_t pid)
{
    std::string s;
    if (!readFile(procPath(pid, "stat"), s, 4096))
        return -1;
    const auto rp = s.rfind(')');
    if (rp == std::string::npos || rp + 4 >= s.size())
        return -1;
    char state = 0;
    int ppid = -1;
    if (std::sscanf(s.c_str() + rp + 2, "%c %d", &state, &ppid) != 2)
        return -1;
    return ppid;
}
} // namespace

bool readProcMem(pid_t pid, ProcMem& out)
{
    std::string s;
    out = ProcMem {};
    out.pid = pid;
    if (!readFile(procPath(pid, "status"), s, 16384))
        return false;
    out.rssKb = fieldValue(s, "VmRSS");
    if (out.rssKb < 0)
        return false; // zombie or kernel thread
    out.hwmKb = fieldValue(s, "VmHWM");
    out.vmSizeKb = fieldValue(s, "VmSize");
    out.rssAnonKb = fieldValue(s, "RssAnon");
    out.rssFileKb = fieldValue(s, "RssFile");
    out.rssShmemKb = fieldValue(s, "RssShmem");
    return true;
}

ProcFile& ProcFile::operator=(ProcFile&& o) noexcept
{
    if (this != &o) {
        close();
        m_fd = o.m_fd;
        o.m_fd = -1;
    }
    return *this;
}

bool ProcFile::open(const std::string& path)
{
    close();
    m_fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    return m_fd >= 0;
}

long ProcFile::read(char* buf, size_t cap) const
{
    if (m_fd < 0 || cap == 0)
        return -1;
    ssize_t n;
    do
        n = ::pread(m_fd, buf, cap - 1, 0);
    while (n < 0 && errno == EINTR);
    if (n < 0)
        return -1;
    buf[n] = '\0';
    return long(n);
}

void ProcFile::close()
{
    if (m_fd >= 0)
        ::close(m_fd);
    m_fd = -1;
}

bool childrenFileAvailable()
{
    const std::string self = std::to_string(getpid());
    return fileExists("/proc/" + self + "/task/" + self + "/children");
}

std::vector<pid_t> processTree(pid_t root)
{
    std::vector<pid_t> out { root };
    static const bool haveChildren = childrenFileAvailable();
    if (haveChildren) {
        // Bounded: a fork bomb must not make the sampler loop for ever.
        for (size_t i = 0; i < out.size() && out.size() < 4096; ++i)
            appendChildren(out[i], out);
        return out;
    }
    std::vector<std::pair<pid_t, pid_t>> all; // pid, ppid
    for (const auto& name : listDir("/proc")) {
        int64_t v = 0;
        if (parseInt64(name, v))
            all.emplace_back(pid_t(v), parentOf(pid_t(v)));
    }
    for (size_t i = 0; i < out.size() && out.size() < 4096; ++i)
        for (const auto& [p, pp] : all)
            if (pp == out[i])
                out.push_back(p);
    return out;
}

std::string processComm(pid_t pid)
{
    return readLine(procPath(pid, "comm"));
}

bool processAlive(pid_t pid)
{
    if (pid <= 0 || (::kill(pid, 0) != 0 && errno == ESRCH))
        return false;
    std::string s;
    if (!readFile(procPath(pid, "stat"), s, 4096))
        return false;
    const auto rp = s.rfind(')');
    return rp != std::string::npos && rp + 2 < s.size() && s[rp + 2] != 'Z' && s[rp + 2] != 'X';
}

std::vector<pid_t> pidsWithComm(const std::string& name)
{
    std::vector<pid_t> out;
    for (const auto& entry : listDir("/proc")) {
        int64_t v = 0;
        if (parseInt64(entry, v) && processComm(pid_t(v)) == name)
            out.push_back(pid_t(v));
    }
    return out;
}

pid_t pidListeningOn(int port, std::string& why)
{
    std::vector<std::string> inodes;
    for (const char* table : { "/proc/net/tcp", "/proc/net/tcp6" }) {
        std::string s;
        if (!readFile(table, s, 16 << 20))
            continue;
        // "  0: 0100007F:1F90 00000000:0000 0A ... uid timeout inode"
        for (const auto& line : split(s, '\n')) {
            std::vector<std::string> f;
            for (const auto& t : split(line, ' '))
                if (!t.empty())
                    f.push_back(t);
            if (f.size() < 10 || f[3] != "0A")
                continue; // 0A: LISTEN
            const auto colon = f[1].rfind(':');
            if (colon == std::string::npos)
                continue;
            if (std::strtol(f[1].c_str() + colon + 1, nullptr, 16) == port)
                inodes.push_back("socket:[" + f[9] + "]");
        }
    }
    if (inodes.empty()) {
        why = "no TCP socket listens on port " + std::to_string(port);
        return 0;
    }
    bool unreadable = false;
    char target[128];
    for (const auto& entry : listDir("/proc")) {
        int64_t pid = 0;
        if (!parseInt64(entry, pid))
            continue;
        const std::string fdDir = "/proc/" + entry + "/fd";
        const auto fds = listDir(fdDir);
        if (fds.empty() && !isDirectory(fdDir + "/0"))
            unreadable = unreadable || ::access(fdDir.c_str(), R_OK) != 0;
        for (const auto& fd : fds) {
            const ssize_t n = ::readlink((fdDir + "/" + fd).c_str(), target, sizeof target - 1);
            if (n <= 0)
                continue;
            target[n] = '\0';
            for (const auto& ino : inodes)
                if (ino == target)
                    return pid_t(pid);
        }
    }
    why = "port " + std::to_string(port) + " listens, but its process was not found"
        + (unreadable ? " (other users' /proc/PID/fd are not readable: give --engine-pid)" : "");
    return 0;
}

namespace {
std::atomic<unsigned> g_hwmResets { 0 };
}

unsigned hwmResets()
{
    return g_hwmResets.load(std::memory_order_relaxed);
}

bool clearRefs(pid_t pid)
{
    // Counted before the write: a sampler must not keep a mark the kernel may already have reset.
    g_hwmResets.fetch_add(1, std::memory_order_relaxed);
    const int fd = ::open(procPath(pid, "clear_refs").c_str(), O_WRONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    const bool ok = ::write(fd, "5", 1) == 1;
    ::close(fd);
    return ok;
}

MemInfo readMemInfo()
{
    MemInfo m;
    std::string s;
    if (!readFile("/proc/meminfo", s, 65536))
        return m;
    m.totalKb = fieldValue(s, "MemTotal");
    m.availableKb = fieldValue(s, "MemAvailable");
    m.swapTotalKb = fieldValue(s, "SwapTotal");
    m.swapFreeKb = fieldValue(s, "SwapFree");
    return m;
}

int64_t vmstatOomKills()
{
    std::string s;
    if (!readFile("/proc/vmstat", s, 1 << 16))
        return -1;
    const auto p = s.find("\noom_kill ");
    if (p == std::string::npos)
        return -1;
    return std::strtoll(s.c_str() + p + 10, nullptr, 10);
}

Pressure readMemoryPressure()
{
    Pressure p;
    std::string s;
    if (!readFile("/proc/pressure/memory", s, 4096))
        return p;
    for (const auto& line : split(s, '\n')) {
        const bool some = startsWith(line, "some ");
        if (!some && !startsWith(line, "full "))
            continue;
        for (const auto& tok : split(line, ' ')) {
            if (startsWith(tok, "total="))
                (some ? p.someTotalUs : p.fullTotalUs) = std::strtoll(tok.c_str() + 6, nullptr, 10);
            else if (some && startsWith(tok, "avg10="))
                p.someAvg10 = std::strtod(tok.c_str() + 6, nullptr);
        }
    }
    return p;
}

Cgroup memoryCgroupOf(pid_t pid)
{
    Cgroup cg;
    std::string cgText, mounts;
    if (!readFile(procPath(pid, "cgroup"), cgText) || !readFile("/proc/self/mountinfo", mounts, 1 << 20))
        return cg;
    std::string v1Path, v2Path;
    bool haveV2 = false;
    for (const auto& line : split(cgText, '\n')) {
        // "4:memory:/a/b" (v1) or "0::/a/b" (v2)
        const auto c1 = line.find(':');
        const auto c2 = c1 == std::string::npos ? c1 : line.find(':', c1 + 1);
        if (c2 == std::string::npos)
            continue;
        const std::string ctrls = line.substr(c1 + 1, c2 - c1 - 1);
        for (const auto& c : split(ctrls, ','))
            if (c == "memory")
                v1Path = line.substr(c2 + 1);
        if (ctrls.empty() && line.compare(0, c1, "0") == 0) {
            v2Path = line.substr(c2 + 1);
            haveV2 = true;
        }
    }
    // mountinfo: id parent major:minor root mountpoint opts ... - fstype source superopts
    for (const auto& line : split(mounts, '\n')) {
        const auto f = split(line, ' ');
        const auto dash = line.find(" - ");
        if (f.size() < 5 || dash == std::string::npos)
            continue;
        const auto tail = split(line.substr(dash + 3), ' ');
        if (tail.size() < 3)
            continue;
        const std::string& root = f[3];
        const std::string& mountPoint = f[4];
        std::string path;
        int version = 0;
        if (tail[0] == "cgroup" && !v1Path.empty()) {
            bool memory = false;
            for (const auto& o : split(tail[2], ','))
                memory = memory || o == "memory";
            if (!memory)
                continue;
            path = v1Path;
            version = 1;
        } else if (tail[0] == "cgroup2" && haveV2 && v1Path.empty()) {
            path = v2Path;
            version = 2;
        } else {
            continue;
        }
        // Inside a cgroup namespace or a bind mount the path is relative to the mount's root.
        if (root != "/" && startsWith(path, root.c_str()))
            path = path.substr(root.size());
        std::string dir = mountPoint + (path == "/" ? "" : path);
        if (!isDirectory(dir))
            dir = mountPoint;
        cg.version = version;
        cg.dir = dir;
        return cg;
    }
    return cg;
}

namespace {
int64_t readNumber(const std::string& path)
{
    const std::string s = trim(readLine(path));
    int64_t v = -1;
    if (s == "max" || !parseInt64(s, v))
        return -1;
    return v;
}

int64_t keyedValue(const std::string& path, const char* key)
{
    std::string s;
    if (!readFile(path, s, 65536))
        return -1;
    for (const auto& line : split(s, '\n')) {
        const auto parts = split(line, ' ');
        int64_t v = 0;
        if (parts.size() == 2 && parts[0] == key && parseInt64(parts[1], v))
            return v;
    }
    return -1;
}
} // namespace

CgroupReading readCgroup(const Cgroup& cg)
{
    CgroupReading r;
    if (cg.version == 1) {
        r.limitBytes = readNumber(cg.dir + "/memory.limit_in_bytes");
        // v1 reports "no limit" as a huge page-aligned number.
        if (r.limitBytes >= (int64_t(1) << 62))
            r.limitBytes = -1;
        r.usageBytes = readNumber(cg.dir + "/memory.usage_in_bytes");
        r.peakBytes = readNumber(cg.dir + "/memory.max_usage_in_bytes");
        r.oomKills = keyedValue(cg.dir + "/memory.oom_control", "oom_kill");
        r.oomEvents = readNumber(cg.dir + "/memory.failcnt");
    } else if (cg.version == 2) {
        r.limitBytes = readNumber(cg.dir + "/memory.max");
        r.usageBytes = readNumber(cg.dir + "/memory.current");
        r.peakBytes = readNumber(cg.dir + "/memory.peak");
        r.oomKills = keyedValue(cg.dir + "/memory.events", "oom_kill");
        r.oomEvents = keyedValue(cg.dir + "/memory.events", "oom");
    }
    return r;
}

bool moveToCgroup(const std::string& dir, pid_t pid, std::string& error)
{
    const std::string path = dir + "/cgroup.procs";
    const int fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC);
    if (fd < 0) {
        error = path + ": " + std::strerror(errno);
        return false;
    }
    const std::string s = std::to_string(pid);
    const bool ok = ::write(fd, s.data(), s.size()) == ssize_t(s.size());
    if (!ok)
        error = path + ": " + std::strerror(errno);
    ::close(fd);
    return ok;
}

Cgroup createMemoryCgroup(int64_t limitBytes, std::string& error)
{
    const Cgroup parent = memoryCgroupOf(getpid());
    if (parent.version == 0) {
        error = "no memory cgroup (v1 or v2) is mounted here";
        return Cgroup();
    }
    if (parent.version == 2) {
        // A child gets memory.max only when its parent hands the controller down.
        std::string control;
        readFile(parent.dir + "/cgroup.subtree_control", control);
        bool enabled = false;
        for (const auto& c : split(trim(control), ' '))
            enabled = enabled || c == "memory";
        if (!enabled && !writeFile(parent.dir + "/cgroup.subtree_control", "+memory")) {
            error = parent.dir + "/cgroup.subtree_control: cannot enable the memory controller for a child ("
                + std::strerror(errno)
                + "); run the probe in a delegated cgroup (systemd-run --user -p Delegate=yes) or pass --cgroup DIR";
            return Cgroup();
        }
    }
    const std::string dir = parent.dir + "/headroom-probe-" + std::to_string(getpid());
    if (::mkdir(dir.c_str(), 0755) != 0) {
        error = dir + ": cannot create the memory cgroup (" + std::strerror(errno) + ")";
        return Cgroup();
    }
    const std::string limit = std::to_string(limitBytes);
    const std::string limitFile = dir + (parent.version == 1 ? "/memory.limit_in_bytes" : "/memory.max");
    if (!writeFile(limitFile, limit)) {
        error = limitFile + ": cannot set the limit to " + limit + " bytes (" + std::strerror(errno) + ")";
        ::rmdir(dir.c_str());
        return Cgroup();
    }
    // As on a board of that size: the workload's pages are not pushed to swap past the limit. These
    // files exist only where the kernel accounts swap; a missing one changes nothing.
    if (parent.version == 1) {
        writeFile(dir + "/memory.swappiness", "0");
        writeFile(dir + "/memory.memsw.limit_in_bytes", limit);
    } else {
        writeFile(dir + "/memory.swap.max", "0");
    }
    Cgroup cg;
    cg.version = parent.version;
    cg.dir = dir;
    return cg;
}

bool removeCgroup(const std::string& dir, int timeoutMs, std::string& error)
{
    const double until = monotonicMs() + timeoutMs;
    for (;;) {
        // The cgroup was made for the workload alone: whatever is left in it (a child that left the
        // process group) is the workload's and ends with the run.
        std::string procs;
        if (readFile(dir + "/cgroup.procs", procs))
            for (const auto& p : split(procs, '\n')) {
                int64_t pid = 0;
                if (parseInt64(trim(p), pid) && pid > 1)
                    ::kill(pid_t(pid), SIGKILL);
            }
        if (::rmdir(dir.c_str()) == 0 || errno == ENOENT)
            return true;
        if (errno != EBUSY || monotonicMs() >= until) {
            error = dir + ": cannot remove the memory cgroup (" + std::strerror(errno) + ")";
            return false;
        }
        ::usleep(20 * 1000);
    }
}

bool resetCgroupPeakV1(const Cgroup& cg)
{
    return cg.version == 1 && writeFile(cg.dir + "/memory.max_usage_in_bytes", "0");
}

int openResetCgroupPeakV2(const Cgroup& cg)
{
    if (cg.version != 2)
        return -1;
    const int fd = ::open((cg.dir + "/memory.peak").c_str(), O_RDWR | O_CLOEXEC);
    if (fd < 0)
        return -1;
    if (::write(fd, "reset\n", 6) != 6) {
        ::close(fd);
        return -1;
    }
    return fd;
}

int64_t readPeakFd(int fd)
{
    if (fd < 0)
        return -1;
    char buf[64] = {};
    const ssize_t n = ::pread(fd, buf, sizeof buf - 1, 0);
    if (n <= 0)
        return -1;
    int64_t v = -1;
    return parseInt64(trim(std::string(buf, size_t(n))), v) ? v : -1;
}

} // namespace Probe
