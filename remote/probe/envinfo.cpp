#include "envinfo.h"

#include "procfs.h"
#include "protocol.h"
#include "sha256.h"
#include "util.h"

#include <algorithm>
#include <sys/stat.h>
#include <sys/utsname.h>
#include <unistd.h>

namespace Probe {

namespace {
// device-tree strings end in NUL; strip it so the JSON stays clean.
std::string deviceTreeString(const char* path)
{
    std::string s;
    if (!readFile(path, s, 4096))
        return {};
    while (!s.empty() && (s.back() == '\0' || s.back() == '\n'))
        s.pop_back();
    for (auto& c : s)
        if (c == '\0')
            c = ',';
    return s;
}

std::string osRelease()
{
    std::string s;
    if (!readFile("/etc/os-release", s, 65536) && !readFile("/usr/lib/os-release", s, 65536))
        return {};
    for (const auto& line : split(s, '\n'))
        if (startsWith(line, "PRETTY_NAME=")) {
            std::string v = line.substr(12);
            if (v.size() >= 2 && v.front() == '"' && v.back() == '"')
                v = v.substr(1, v.size() - 2);
            return v;
        }
    return {};
}

std::string cpuModel()
{
    std::string s;
    if (!readFile("/proc/cpuinfo", s, 1 << 20))
        return {};
    // x86 says "model name"; ARM kernels say "Hardware" or only "CPU part".
    for (const char* key : { "model name", "Hardware", "Processor", "CPU part" })
        for (const auto& line : split(s, '\n'))
            if (startsWith(line, key)) {
                const auto colon = line.find(':');
                if (colon != std::string::npos)
                    return trim(line.substr(colon + 1));
            }
    return {};
}

std::vector<int> cpuList()
{
    std::vector<int> out;
    for (const auto& e : listDir("/sys/devices/system/cpu")) {
        int64_t n = 0;
        if (startsWith(e, "cpu") && parseInt64(e.substr(3), n))
            out.push_back(int(n));
    }
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<std::string> thermalZones()
{
    std::vector<std::string> zones;
    for (const auto& e : listDir("/sys/class/thermal"))
        if (startsWith(e, "thermal_zone"))
            zones.push_back(e);
    std::sort(zones.begin(), zones.end());
    return zones;
}

std::string cpuFreqJson()
{
    std::string out = "[";
    bool first = true;
    for (int cpu : cpuList()) {
        const std::string d = "/sys/devices/system/cpu/cpu" + std::to_string(cpu) + "/cpufreq/";
        if (!isDirectory(d))
            continue;
        int64_t cur = -1, mn = -1, mx = -1;
        parseInt64(readLine(d + "scaling_cur_freq"), cur);
        parseInt64(readLine(d + "cpuinfo_min_freq"), mn);
        parseInt64(readLine(d + "cpuinfo_max_freq"), mx);
        JsonObject o;
        o.num("cpu", cpu)
            .str("governor", readLine(d + "scaling_governor"))
            .numOrNull("cur_khz", cur, cur >= 0)
            .numOrNull("min_khz", mn, mn >= 0)
            .numOrNull("max_khz", mx, mx >= 0);
        out += (first ? "" : ",") + o.done();
        first = false;
    }
    return out + "]";
}

std::string powerSupplyJson()
{
    std::string out = "[";
    bool first = true;
    for (const auto& e : listDir("/sys/class/power_supply")) {
        const std::string d = "/sys/class/power_supply/" + e + "/";
        JsonObject o;
        o.str("name", e).str("type", readLine(d + "type"));
        const std::string online = readLine(d + "online");
        const std::string status = readLine(d + "status");
        const std::string capacity = readLine(d + "capacity");
        if (!online.empty())
            o.boolean("online", online == "1");
        if (!status.empty())
            o.str("status", status);
        int64_t cap = 0;
        if (parseInt64(capacity, cap))
            o.num("capacity_pct", cap);
        out += (first ? "" : ",") + o.done();
        first = false;
    }
    return out + "]";
}

std::string cgroupJson()
{
    const Cgroup cg = memoryCgroupOf(getpid());
    JsonObject o;
    o.num("version", cg.version);
    if (cg.version == 0)
        return o.done();
    const CgroupReading r = readCgroup(cg);
    o.str("dir", cg.dir)
        .numOrNull("limit_bytes", r.limitBytes, r.limitBytes >= 0)
        .numOrNull("usage_bytes", r.usageBytes, r.usageBytes >= 0)
        .numOrNull("peak_bytes", r.peakBytes, r.peakBytes >= 0)
        .numOrNull("oom_kill", r.oomKills, r.oomKills >= 0);
    o.boolean(
        "unified_mounted", isDirectory("/sys/fs/cgroup/unified") || fileExists("/sys/fs/cgroup/cgroup.controllers"));
    return o.done();
}

std::string fileJson(const std::string& path)
{
    JsonObject o;
    o.str("path", path);
    struct stat st { };
    if (::stat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode))
        return o.boolean("readable", false).done();
    o.num("size", int64_t(st.st_size)).str("sha256", sha256File(path));
    return o.done();
}
} // namespace

ThermalSnapshot thermalSnapshot()
{
    ThermalSnapshot s;
    for (const auto& z : thermalZones()) {
        int64_t t = -1;
        if (!parseInt64(readLine("/sys/class/thermal/" + z + "/temp"), t))
            t = -1;
        s.tempMilliC.push_back(t);
    }
    for (int cpu : cpuList()) {
        const std::string d = "/sys/devices/system/cpu/cpu" + std::to_string(cpu);
        int64_t f = -1;
        if (isDirectory(d + "/cpufreq")) {
            if (!parseInt64(readLine(d + "/cpufreq/scaling_cur_freq"), f))
                f = -1;
            s.freqKhz.push_back(f);
        }
        int64_t c = 0;
        if (parseInt64(readLine(d + "/thermal_throttle/core_throttle_count"), c))
            s.throttleCount = (s.throttleCount < 0 ? 0 : s.throttleCount) + c;
    }
    return s;
}

std::string thermalJson(const ThermalSnapshot& s)
{
    auto arr = [](const std::vector<int64_t>& v) {
        std::string out = "[";
        for (size_t i = 0; i < v.size(); ++i)
            out += (i ? "," : "") + (v[i] < 0 ? std::string("null") : std::to_string(v[i]));
        return out + "]";
    };
    JsonObject o;
    o.raw("temp_mc", arr(s.tempMilliC)).raw("freq_khz", arr(s.freqKhz));
    o.numOrNull("throttle_count", s.throttleCount, s.throttleCount >= 0);
    return o.done();
}

int throttled(const ThermalSnapshot& before, const ThermalSnapshot& after)
{
    if (before.throttleCount >= 0 && after.throttleCount > before.throttleCount)
        return 1;
    auto mean = [](const std::vector<int64_t>& v) {
        double sum = 0;
        int n = 0;
        for (auto x : v)
            if (x > 0) {
                sum += double(x);
                ++n;
            }
        return n ? sum / n : -1.0;
    };
    const double fb = mean(before.freqKhz), fa = mean(after.freqKhz);
    const double tb = mean(before.tempMilliC), ta = mean(after.tempMilliC);
    if (fb > 0 && fa > 0 && fa < 0.9 * fb && tb > 0 && ta > tb)
        return 1;
    if ((fb > 0 && fa > 0) || before.throttleCount >= 0)
        return 0;
    return -1;
}

std::string environmentJson(const std::vector<std::string>& workloadFiles)
{
    utsname u {};
    ::uname(&u);
    std::string model = deviceTreeString("/proc/device-tree/model");
    std::string modelSource = "device-tree";
    if (model.empty()) {
        const std::string vendor = readLine("/sys/class/dmi/id/sys_vendor");
        const std::string product = readLine("/sys/class/dmi/id/product_name");
        model = trim(vendor + " " + product);
        modelSource = "dmi";
    }
    if (model.empty())
        modelSource = "none";
    const MemInfo mem = readMemInfo();
    const std::vector<int> cpus = cpuList();
    std::string zones = "[";
    bool first = true;
    for (const auto& z : thermalZones()) {
        int64_t t = -1;
        const bool ok = parseInt64(readLine("/sys/class/thermal/" + z + "/temp"), t);
        JsonObject o;
        o.str("zone", z).str("type", readLine("/sys/class/thermal/" + z + "/type")).numOrNull("temp_mc", t, ok);
        zones += (first ? "" : ",") + o.done();
        first = false;
    }
    zones += "]";
    const std::string loadavg = readLine("/proc/loadavg");
    const auto la = split(loadavg, ' ');
    const std::string self = "/proc/" + std::to_string(getpid()) + "/clear_refs";
    const Pressure psi = readMemoryPressure();
    std::string files = "[";
    for (size_t i = 0; i < workloadFiles.size(); ++i)
        files += (i ? "," : "") + fileJson(workloadFiles[i]);
    files += "]";

    JsonObject o;
    o.num("v", HeadroomProtocol::kFormatVersion)
        .str("probe_version", HeadroomProtocol::kProbeVersion)
        .str("device_model", model)
        .str("device_model_source", modelSource)
        .str("hostname", u.nodename)
        .str("kernel", u.release)
        .str("kernel_version", u.version)
        .str("machine", u.machine)
        .str("os", osRelease())
        .str("cpu_model", cpuModel())
        .num("cpu_count", int64_t(cpus.size()))
        .num("cpu_online", int64_t(sysconf(_SC_NPROCESSORS_ONLN)))
        .raw("cpufreq", cpuFreqJson())
        .numOrNull("mem_total_kb", mem.totalKb, mem.totalKb >= 0)
        .numOrNull("mem_available_kb", mem.availableKb, mem.availableKb >= 0)
        .numOrNull("swap_total_kb", mem.swapTotalKb, mem.swapTotalKb >= 0)
        .numOrNull("swap_free_kb", mem.swapFreeKb, mem.swapFreeKb >= 0)
        .raw("cgroup", cgroupJson())
        .raw("thermal_zones", zones)
        .raw("power_supply", powerSupplyJson())
        .str("loadavg", la.size() >= 3 ? la[0] + " " + la[1] + " " + la[2] : loadavg)
        .boolean("clear_refs_writable", ::access(self.c_str(), W_OK) == 0)
        .boolean("proc_children", childrenFileAvailable())
        .boolean("psi_memory", psi.someTotalUs >= 0)
        .num("page_size", int64_t(sysconf(_SC_PAGESIZE)))
        .raw("files", files);
    return o.done();
}

} // namespace Probe
