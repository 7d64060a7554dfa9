#include "sampler.h"

#include "protocol.h"
#include "util.h"

namespace Probe
{

TreeSample sampleTree(pid_t root)
{
    TreeSample s;
    int64_t largest = -1;
    for (pid_t pid : processTree(root)) {
        ProcMem m;
        if (!readProcMem(pid, m)) continue;
        ++s.procs;
        s.pids.push_back(pid);
        auto add = [](int64_t& sum, int64_t v) {
            if (v > 0) sum += v;
        };
        add(s.rssKb, m.rssKb);
        add(s.hwmKb, m.hwmKb);
        add(s.vmSizeKb, m.vmSizeKb);
        add(s.rssAnonKb, m.rssAnonKb);
        add(s.rssFileKb, m.rssFileKb);
        add(s.rssShmemKb, m.rssShmemKb);
        if (m.rssKb > largest) {
            largest = m.rssKb;
            s.largestPid = pid;
        }
    }
    return s;
}

void recordSample(
    RunOutput& out, const TreeSample& s, pid_t root, const std::string& input, int rep, double runMs, double repMs)
{
    JsonObject o;
    o.num("v", HeadroomProtocol::kFormatVersion)
        .str("type", HeadroomProtocol::kEvSample)
        .str("input", input)
        .num("rep", rep)
        .real("t_ms", runMs, 1)
        .real("rep_t_ms", repMs, 1)
        .num("pid", root)
        .num("procs", s.procs)
        .num("rss_kb", s.rssKb)
        .num("hwm_kb", s.hwmKb)
        .num("vm_size_kb", s.vmSizeKb)
        .num("rss_anon_kb", s.rssAnonKb)
        .num("rss_file_kb", s.rssFileKb)
        .num("rss_shmem_kb", s.rssShmemKb)
        .num("largest_pid", s.largestPid);
    out.event(o.done());
    out.memLog(wallSeconds(), s.hwmKb, s.rssKb);
}

} // namespace Probe
