#include "context.h"

#include "power.h"
#include "protocol.h"
#include "runoutput.h"
#include "util.h"

#include <algorithm>
#include <chrono>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <unistd.h>

namespace Probe {

void SystemContext::start(RunOutput* out, double runT0, double intervalMs, GpuOptions gpu)
{
    m_out = out;
    m_runT0 = runT0;
    m_intervalMs = intervalMs;
    m_stat.open("/proc/stat");
    m_meminfo.open("/proc/meminfo");
    m_cpusOnline.open("/sys/devices/system/cpu/online");
    m_psiCpu.open("/proc/pressure/cpu");
    m_psiIo.open("/proc/pressure/io");
    m_psiMem.open("/proc/pressure/memory");
    m_prevCpu = readCpu();
    m_prevCpuPsi = readPsi(m_psiCpu);
    m_prevIoPsi = readPsi(m_psiIo);
    m_prevMemPsi = readPsi(m_psiMem);
    m_last = monotonicMs();
    openGauges();
    gpu.unified = m_tegra;
    gpu.contextIntervalMs = intervalMs;
    m_gpu.start(gpu);
}

void SystemContext::openGauges()
{
    std::vector<int> cpus;
    for (const auto& e : listDir("/sys/devices/system/cpu")) {
        int64_t n = 0;
        if (startsWith(e, "cpu") && parseInt64(e.substr(3), n))
            cpus.push_back(int(n));
    }
    std::sort(cpus.begin(), cpus.end());
    for (int cpu : cpus) {
        ProcFile f;
        // A core without cpufreq (a VM, a fixed-clock board) has no file: it is left out, not zero.
        if (f.open("/sys/devices/system/cpu/cpu" + std::to_string(cpu) + "/cpufreq/scaling_cur_freq"))
            m_freq.push_back(std::move(f));
    }
    for (const auto& e : listDir("/sys/class/thermal")) {
        ProcFile f;
        if (startsWith(e, "thermal_zone") && f.open("/sys/class/thermal/" + e + "/temp"))
            m_temp.push_back(std::move(f));
    }
    std::string compatible;
    readFile(procfsPath("/proc/device-tree/compatible"), compatible, 4096);
    m_tegra = fileExists("/etc/nv_tegra_release") || compatible.find("nvidia,tegra") != std::string::npos;
    if (m_tegra)
        // The GPU's sysfs node moved between L4T releases (Nano/TX2, Xavier, Orin).
        for (const char* path : { "/sys/devices/gpu.0/load", "/sys/devices/platform/gpu.0/load",
                 "/sys/devices/platform/17000000.ga10b/load", "/sys/devices/platform/17000000.gv11b/load",
                 "/sys/devices/platform/bus@0/17000000.gpu/load" })
            if (m_gpuLoad.open(path))
                break;
}

void SystemContext::writeGauges(JsonObject& o)
{
    std::string freq = "[";
    for (size_t i = 0; i < m_freq.size(); ++i) {
        int64_t khz = -1;
        if (m_freq[i].read(m_buf, sizeof m_buf) > 0 && !parseInt64(trim(m_buf), khz))
            khz = -1;
        freq += (i ? "," : "") + (khz > 0 ? std::to_string((khz + 500) / 1000) : std::string("null"));
    }
    if (!m_freq.empty())
        o.raw("cpu_freq_mhz", freq + "]");
    int64_t hottest = INT64_MIN;
    for (const auto& f : m_temp) {
        int64_t mc = 0;
        // Some zones answer EINVAL or a bogus -273000 when their sensor is off: skipped.
        if (f.read(m_buf, sizeof m_buf) > 0 && parseInt64(trim(m_buf), mc) && mc > -100000)
            hottest = std::max(hottest, mc);
    }
    o.realOrNull("temp_max_c", double(hottest) / 1000.0, hottest != INT64_MIN, 1);
    if (m_gpuLoad.isOpen()) {
        int64_t permille = -1;
        if (m_gpuLoad.read(m_buf, sizeof m_buf) > 0 && !parseInt64(trim(m_buf), permille))
            permille = -1;
        o.realOrNull("gpu_load_pct", double(permille) / 10.0, permille >= 0, 1);
    }
}

SystemContext::CpuTimes SystemContext::readCpu()
{
    CpuTimes c;
    if (m_stat.read(m_buf, sizeof m_buf) <= 0 || std::strncmp(m_buf, "cpu ", 4) != 0)
        return c;
    long long v[8] = {};
    if (std::sscanf(m_buf + 4, "%lld %lld %lld %lld %lld %lld %lld %lld", &v[0], &v[1], &v[2], &v[3], &v[4], &v[5],
            &v[6], &v[7])
        < 4)
        return c;
    c = { v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], -1 };
    // An instant count, not a rate: the thread reading it is running, so it is one of them. (On a
    // machine with very many interrupt lines the file can outgrow the buffer: then it stays unread.)
    if (const char* r = std::strstr(m_buf, "\nprocs_running ")) {
        const long long n = std::strtoll(r + 15, nullptr, 10);
        if (n >= 1)
            c.runnable = n - 1;
    }
    return c;
}

SystemContext::Psi SystemContext::readPsi(const ProcFile& f)
{
    Psi p;
    if (f.read(m_buf, sizeof m_buf) <= 0)
        return p;
    // "some avg10=0.00 avg60=0.00 avg300=0.00 total=123\nfull ... total=45"
    for (const char* line = m_buf; line && *line;) {
        const char* total = std::strstr(line, "total=");
        const char* nl = std::strchr(line, '\n');
        if (total && (!nl || total < nl)) {
            const int64_t v = std::strtoll(total + 6, nullptr, 10);
            if (std::strncmp(line, "some", 4) == 0)
                p.some = v;
            if (std::strncmp(line, "full", 4) == 0)
                p.full = v;
        }
        line = nl ? nl + 1 : nullptr;
    }
    return p;
}

namespace {
// The number of CPUs in a kernel CPU list such as "0-3,6\n"; 0 when it cannot be read.
long countCpuList(const char* p)
{
    long n = 0;
    while (*p && *p != '\n') {
        char* end = nullptr;
        const long a = std::strtol(p, &end, 10);
        if (end == p)
            return 0;
        long b = a;
        p = end;
        if (*p == '-') {
            b = std::strtol(p + 1, &end, 10);
            if (end == p + 1 || b < a)
                return 0;
            p = end;
        }
        n += b - a + 1;
        if (*p == ',')
            ++p;
        else if (*p && *p != '\n')
            return 0;
    }
    return n;
}
} // namespace

void SystemContext::tick(double now, double due)
{
    if (!m_out)
        return;
    const double over = std::max(0.0, now - due);
    m_overMax = std::max(m_overMax, over);
    m_overSum += over;
    ++m_ticks;
    if (now - m_last >= m_intervalMs)
        write(now);
}

void SystemContext::write(double now)
{
    const double dtMs = now - m_last;
    m_last = now;
    const CpuTimes c = readCpu();
    const Psi cpuPsi = readPsi(m_psiCpu), ioPsi = readPsi(m_psiIo), memPsi = readPsi(m_psiMem);
    JsonObject o;
    o.num("v", HeadroomProtocol::kFormatVersion)
        .str("type", HeadroomProtocol::kEvSystem)
        .real("t_ms", now - m_runT0, 1)
        .real("dt_ms", dtMs, 1);
    const int64_t total = c.total() - m_prevCpu.total();
    const bool cpuOk = c.user >= 0 && m_prevCpu.user >= 0 && total > 0;
    auto pct = [&](int64_t a) { return 100.0 * double(a) / double(total); };
    o.realOrNull("cpu_user_pct", pct(c.user + c.nice - m_prevCpu.user - m_prevCpu.nice), cpuOk, 1)
        .realOrNull("cpu_system_pct",
            pct(c.system + c.irq + c.softirq - m_prevCpu.system - m_prevCpu.irq - m_prevCpu.softirq), cpuOk, 1)
        .realOrNull("cpu_iowait_pct", pct(c.iowait - m_prevCpu.iowait), cpuOk, 1)
        .realOrNull("cpu_steal_pct", pct(c.steal - m_prevCpu.steal), cpuOk, 1)
        .realOrNull("cpu_idle_pct", pct(c.idle - m_prevCpu.idle), cpuOk, 1)
        .numOrNull("runnable", c.runnable, c.runnable >= 0);
    // Online CPUs now (hot-plug and a board's power governor can take cores away during a run):
    // the kernel's list ("0-3,6") on a file kept open; sysconf() opens and closes it every time.
    long cpus = m_cpusOnline.read(m_buf, sizeof m_buf) > 0 ? countCpuList(m_buf) : 0;
    if (cpus <= 0)
        cpus = sysconf(_SC_NPROCESSORS_ONLN);
    o.numOrNull("cpus_online", int64_t(cpus), cpus > 0);
    // PSI as the share of wall time in which some (or all) runnable tasks were stalled.
    auto stall = [&](const char* key, int64_t cur, int64_t prev) {
        o.realOrNull(key, double(cur - prev) / (dtMs * 10.0), cur >= 0 && prev >= 0 && dtMs > 0, 2);
    };
    stall("psi_cpu_some_pct", cpuPsi.some, m_prevCpuPsi.some);
    stall("psi_io_some_pct", ioPsi.some, m_prevIoPsi.some);
    stall("psi_io_full_pct", ioPsi.full, m_prevIoPsi.full);
    stall("psi_mem_some_pct", memPsi.some, m_prevMemPsi.some);
    stall("psi_mem_full_pct", memPsi.full, m_prevMemPsi.full);
    const int64_t avail = m_meminfo.read(m_buf, sizeof m_buf) > 0 ? keyValue(m_buf, "MemAvailable") : -1;
    o.numOrNull("mem_available_kb", avail, avail >= 0)
        .real("canary_max_ms", m_overMax, 3)
        .real("canary_mean_ms", m_ticks ? m_overSum / m_ticks : 0.0, 3)
        .num("canary_ticks", m_ticks);
    writeGauges(o);
    if (m_power && m_power->available()) {
        m_power->sample(now);
        o.realOrNull("power_w", m_power->lastTotalW(), m_power->lastTotalW() >= 0);
    }
    m_gpu.write(o, m_tegra);
    m_out->sampleEvent(o.done());
    m_prevCpu = c;
    m_prevCpuPsi = cpuPsi;
    m_prevIoPsi = ioPsi;
    m_prevMemPsi = memPsi;
    m_overMax = m_overSum = 0;
    m_ticks = 0;
}

} // namespace Probe
