#include "sampler.h"

#include "protocol.h"
#include "util.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <unistd.h>

namespace Probe {

namespace {
std::string procPath(pid_t pid, const char* leaf)
{
    return "/proc/" + std::to_string(pid) + "/" + leaf;
}

// Parses pids separated by spaces ("123 456 ") into out.
void parsePids(const char* p, std::vector<pid_t>& out)
{
    while (*p) {
        char* end = nullptr;
        const long v = std::strtol(p, &end, 10);
        if (end == p) {
            ++p;
            continue;
        }
        if (v > 0)
            out.push_back(pid_t(v));
        p = end;
    }
}

// The /proc/PID/status fields a sample needs, in one pass over its lines (a scan per key was a
// quarter of the probe's instructions, issue 11).
struct StatusFields {
    int64_t rss = -1, hwm = -1, vmSize = -1, anon = -1, file = -1, shmem = -1, threads = -1, vcs = -1, ivcs = -1;
};
void parseStatus(const char* p, StatusFields& f)
{
    struct Key {
        const char* name;
        size_t len;
        int64_t StatusFields::*field;
    };
    static const Key keys[] = {
        { "VmRSS", 5, &StatusFields::rss },
        { "VmHWM", 5, &StatusFields::hwm },
        { "VmSize", 6, &StatusFields::vmSize },
        { "RssAnon", 7, &StatusFields::anon },
        { "RssFile", 7, &StatusFields::file },
        { "RssShmem", 8, &StatusFields::shmem },
        { "Threads", 7, &StatusFields::threads },
        { "voluntary_ctxt_switches", 23, &StatusFields::vcs },
        { "nonvoluntary_ctxt_switches", 26, &StatusFields::ivcs },
    };
    while (*p) {
        const char* colon = std::strchr(p, ':');
        if (!colon)
            return;
        const size_t len = size_t(colon - p);
        const char c = *p;
        if (c == 'V' || c == 'R' || c == 'T' || c == 'v' || c == 'n')
            for (const auto& k : keys)
                if (k.len == len && std::memcmp(p, k.name, len) == 0) {
                    char* end = nullptr;
                    const long long v = std::strtoll(colon + 1, &end, 10);
                    if (end != colon + 1)
                        f.*k.field = v;
                    break;
                }
        const char* nl = std::strchr(colon, '\n');
        if (!nl)
            return;
        p = nl + 1;
    }
}

double ticksToMs(int64_t ticks)
{
    static const double hz = double(std::max(1L, ::sysconf(_SC_CLK_TCK)));
    return double(ticks) * 1000.0 / hz;
}
} // namespace

TreeSampler::TreeSampler(pid_t root, double fullMs)
    : m_root(root)
    , m_fullMs(fullMs)
    , m_resets(hwmResets())
    , m_pageKb(std::max(1L, ::sysconf(_SC_PAGESIZE) / 1024))
    , m_buf(65536)
{
    add(root);
}

void TreeSampler::add(pid_t pid)
{
    for (const auto& p : m_procs)
        if (p.pid == pid)
            return;
    if (m_procs.size() >= 4096)
        return; // a fork bomb must not make the sampler loop for ever
    Proc p;
    p.pid = pid;
    p.statm.open(procPath(pid, "statm"));
    p.status.open(procPath(pid, "status"));
    p.stat.open(procPath(pid, "stat"));
    p.io.open(procPath(pid, "io"));
    p.children.open("/proc/" + std::to_string(pid) + "/task/" + std::to_string(pid) + "/children");
    m_procs.push_back(std::move(p));
}

void TreeSampler::discover(bool allThreads)
{
    static const bool haveChildren = childrenFileAvailable();
    std::vector<pid_t> found;
    if (!haveChildren) {
        if (allThreads)
            found = processTree(m_root);
    } else if (allThreads) {
        for (size_t i = 0; i < m_procs.size(); ++i) {
            if (m_procs[i].threads == 1) { // no other thread's list to walk (saves a directory walk)
                if (m_procs[i].children.read(m_buf.data(), m_buf.size()) > 0)
                    parsePids(m_buf.data(), found);
                continue;
            }
            const std::string taskDir = procPath(m_procs[i].pid, "task");
            for (const auto& tid : listDir(taskDir)) {
                ProcFile f(taskDir + "/" + tid + "/children");
                if (f.read(m_buf.data(), m_buf.size()) > 0)
                    parsePids(m_buf.data(), found);
            }
        }
    } else {
        for (const auto& p : m_procs)
            if (p.children.read(m_buf.data(), m_buf.size()) > 0)
                parsePids(m_buf.data(), found);
    }
    for (pid_t pid : found)
        add(pid);
}

TreeSample TreeSampler::sample(double nowMs)
{
    // Full about every m_fullMs: half the last step of slack, so that a sampler called every
    // 100 ms (a little early or late) reads status every time and one called every 10 ms every
    // tenth time.
    const double step = m_lastSample > -1e17 ? nowMs - m_lastSample : 0;
    if (m_firstSample < -1e17)
        m_firstSample = nowMs;
    m_lastSample = nowMs;
    const unsigned resets = hwmResets();
    const bool full
        = nowMs - m_lastFull >= m_fullMs - step / 2 || nowMs - m_firstSample < kFullStartMs || resets != m_resets;
    if (full) {
        m_lastFull = nowMs;
        m_resets = resets;
    }
    // New children first, then one pass of reads; a child added now is read in this sample.
    discover(full);
    TreeSample s;
    s.full = full;
    int64_t largest = -1;
    for (size_t i = 0; i < m_procs.size();) {
        Proc& p = m_procs[i];
        const int64_t before = s.rssKb;
        if (!(full ? readFull(p, s) : readStatm(p, s))) {
            // Gone, or a zombie. The root stays known while its files can be read (a zombie's
            // status has no Vm lines, its statm is all zeros): it is reaped by the runner.
            if (p.pid != m_root || p.status.read(m_buf.data(), m_buf.size()) < 0) {
                m_procs.erase(m_procs.begin() + long(i));
                continue;
            }
            ++i;
            continue;
        }
        ++s.procs;
        s.pids.push_back(p.pid);
        if (s.rssKb - before > largest) {
            largest = s.rssKb - before;
            s.largestPid = p.pid;
        }
        ++i;
    }
    return s;
}

bool TreeSampler::readStatm(Proc& p, TreeSample& s)
{
    // "size resident shared text lib data dt", in pages: resident is VmRSS (RssAnon + RssFile +
    // RssShmem), shared is RssFile + RssShmem, from the same counters status prints.
    char* buf = m_buf.data();
    if (p.statm.read(buf, m_buf.size()) <= 0)
        return false;
    int64_t f[3] = { -1, -1, -1 };
    const char* q = buf;
    for (auto& v : f) {
        char* end = nullptr;
        const long long x = std::strtoll(q, &end, 10);
        if (end == q)
            return false;
        v = x;
        q = end;
    }
    if (f[0] <= 0 && f[1] <= 0)
        return false; // a zombie or a kernel thread: no address space
    const int64_t rss = f[1] * m_pageKb;
    p.hwmKb = std::max(p.hwmKb, rss);
    s.rssKb += rss;
    s.hwmKb += p.hwmKb;
    s.vmSizeKb += f[0] * m_pageKb;
    s.rssAnonKb += std::max<int64_t>(0, f[1] - f[2]) * m_pageKb;
    return true;
}

bool TreeSampler::readFull(Proc& p, TreeSample& s)
{
    char* buf = m_buf.data();
    const size_t cap = m_buf.size();
    StatusFields st;
    if (p.status.read(buf, cap) > 0)
        parseStatus(buf, st);
    if (st.rss < 0)
        return false;
    p.threads = st.threads;
    p.hwmKb = std::max(st.hwm, st.rss);
    auto add = [](int64_t& sum, int64_t v) {
        if (v > 0)
            sum += v;
    };
    s.rssKb += st.rss;
    add(s.hwmKb, st.hwm);
    add(s.vmSizeKb, st.vmSize);
    add(s.rssAnonKb, st.anon);
    add(s.rssFileKb, st.file);
    add(s.rssShmemKb, st.shmem);
    add(s.threads, st.threads);
    add(s.volCtxSwitches, st.vcs);
    add(s.involCtxSwitches, st.ivcs);
    if (p.stat.read(buf, cap) > 0) {
        // The comm field may hold spaces and parentheses: fields are counted from the last ')'.
        const char* q = std::strrchr(buf, ')');
        int64_t f[15] = {};
        int n = 0;
        if (q) {
            q += 2; // ") S"
            while (*q && *q != ' ')
                ++q;
            while (n < 15 && *q) {
                char* end = nullptr;
                f[n++] = std::strtoll(q, &end, 10);
                if (end == q)
                    break;
                q = end;
            }
        }
        // After the state: ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime
        // stime cutime cstime.
        if (n >= 14) {
            s.minFaults += f[6] + f[7];
            s.majFaults += f[8] + f[9];
            s.utimeMs += ticksToMs(f[10] + f[12]);
            s.stimeMs += ticksToMs(f[11] + f[13]);
        }
    }
    if (p.io.read(buf, cap) > 0)
        p.readBytes = keyValue(buf, "read_bytes");
    if (p.readBytes >= 0)
        s.readBytes = std::max<int64_t>(s.readBytes, 0) + p.readBytes;
    return true;
}

TreeSample sampleTree(pid_t root)
{
    TreeSampler t(root, 0);
    return t.sample(monotonicMs());
}

namespace {
// One member of the sample event: the key with its quotes, colon and leading comma as one literal.
template <size_t N> void member(std::string& out, const char (&key)[N], long long v)
{
    out.append(key, N - 1);
    appendInt(out, v);
}
template <size_t N> void fixed(std::string& out, const char (&key)[N], double v, int decimals)
{
    out.append(key, N - 1);
    if (std::isfinite(v))
        appendFixed(out, v, decimals);
    else
        out += "null";
}
} // namespace

void recordSample(
    RunOutput& out, const TreeSample& s, pid_t root, const std::string& input, int rep, double runMs, double repMs)
{
    // Written by hand into one buffer kept for the probe's life (the sampling loop is the only
    // writer): the same text JsonObject would give, without its per-key work and allocations,
    // which were most of the probe's instructions per sample.
    static std::string line;
    line.clear();
    member(line, "{\"v\":", HeadroomProtocol::kFormatVersion);
    line += ",\"type\":\"";
    line += HeadroomProtocol::kEvSample;
    line += "\",\"input\":";
    appendJsonString(line, input);
    member(line, ",\"rep\":", rep);
    fixed(line, ",\"t_ms\":", runMs, 1);
    fixed(line, ",\"rep_t_ms\":", repMs, 1);
    member(line, ",\"pid\":", root);
    member(line, ",\"procs\":", s.procs);
    member(line, ",\"rss_kb\":", s.rssKb);
    member(line, ",\"hwm_kb\":", s.hwmKb);
    member(line, ",\"vm_size_kb\":", s.vmSizeKb);
    member(line, ",\"rss_anon_kb\":", s.rssAnonKb);
    member(line, ",\"largest_pid\":", s.largestPid);
    // The rest only where status and stat were read (every kFullReadMs): absent, not stale.
    if (s.full) {
        member(line, ",\"rss_file_kb\":", s.rssFileKb);
        member(line, ",\"rss_shmem_kb\":", s.rssShmemKb);
        member(line, ",\"threads\":", s.threads);
        fixed(line, ",\"utime_ms\":", s.utimeMs, 0);
        fixed(line, ",\"stime_ms\":", s.stimeMs, 0);
        member(line, ",\"vol_cs\":", s.volCtxSwitches);
        member(line, ",\"invol_cs\":", s.involCtxSwitches);
        member(line, ",\"min_flt\":", s.minFaults);
        member(line, ",\"maj_flt\":", s.majFaults);
        if (s.readBytes >= 0)
            member(line, ",\"read_bytes\":", s.readBytes);
        else
            line += ",\"read_bytes\":null";
    }
    line += '}';
    out.sampleEvent(line);
    out.memLog(wallSeconds(), s.hwmKb, s.rssKb);
}

} // namespace Probe
