#include "gpupoller.h"

#include "procfs.h"
#include "util.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <unistd.h>

namespace Probe {

namespace {
std::string g_procfsRoot;
constexpr double kMiB = 1024.0 * 1024.0;

std::string bytesOrNull(int64_t v)
{
    return v >= 0 ? std::to_string(v) : std::string("null");
}
} // namespace

void setProcfsRoot(const std::string& root)
{
    g_procfsRoot = root;
    while (g_procfsRoot.size() > 1 && g_procfsRoot.back() == '/')
        g_procfsRoot.pop_back();
}

std::string procfsPath(const std::string& path)
{
    if (g_procfsRoot.empty() || !startsWith(path, "/proc"))
        return path;
    return g_procfsRoot + path.substr(5);
}

std::string findOnPath(const char* name)
{
    const char* path = std::getenv("PATH");
    for (const auto& dir : split(path && *path ? path : "/usr/local/bin:/usr/bin:/bin", ':')) {
        const std::string candidate = (dir.empty() ? std::string(".") : dir) + "/" + name;
        if (::access(candidate.c_str(), X_OK) == 0 && !isDirectory(candidate))
            return candidate;
    }
    return {};
}

void GpuPoller::start(const GpuOptions& o)
{
    m_o = o;
    m_stop = false;
    if (o.smiIntervalMs <= 0) {
        m_tried = "GPU reading off (--gpu-interval-ms 0)";
        return;
    }
    std::vector<std::string> tried;
    if (o.unified) {
        std::string text;
        readFile(procfsPath("/proc/meminfo"), text, 1 << 16);
        if (keyValue(text.c_str(), "NvMapMemUsed") >= 0) {
            m_source = "nvmap";
            m_gpus.push_back(Gpu { 0, "nvmap (unified memory)" });
        } else {
            tried.push_back("NvMapMemUsed: not in " + procfsPath("/proc/meminfo"));
        }
    }
    if (m_source.empty() && !o.unified) {
        std::string why;
        if (m_nvml.load(o.nvmlLibrary, why)) {
            m_source = "nvml";
            m_nvmlLibrary = m_nvml.library();
            m_nvmlDriver = m_nvml.driverVersion();
        } else {
            tried.push_back(why);
        }
    }
    if (m_source.empty() && !o.unified) {
        m_program = findOnPath("nvidia-smi");
        if (!m_program.empty())
            m_source = "nvidia-smi";
        else
            tried.push_back("nvidia-smi not found on PATH");
    }
    for (size_t i = 0; i < tried.size(); ++i)
        m_tried += (i ? "; " : "") + tried[i];
    if (m_source.empty())
        return;
    // The first reading before the first repetition starts, so run_start names the devices.
    if (m_source == "nvml")
        pollNvml();
    m_started = true;
    m_thread = std::thread([this] { loop(); });
}

void GpuPoller::stop()
{
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_stop = true;
    }
    m_cv.notify_all();
    if (m_thread.joinable())
        m_thread.join();
}

void GpuPoller::setPids(const std::vector<int>& pids)
{
    std::lock_guard<std::mutex> lock(m_mutex);
    m_pids = pids;
}

std::string GpuPoller::json() const
{
    std::lock_guard<std::mutex> lock(m_mutex);
    JsonObject o;
    o.strOrNull("source", m_source, !m_source.empty()).boolean("unified_memory", m_o.unified);
    if (m_source == "nvml") {
        std::string devices = "[";
        for (size_t i = 0; i < m_gpus.size(); ++i)
            devices += (i ? "," : "")
                + JsonObject()
                      .num("index", m_gpus[i].index)
                      .str("name", m_gpus[i].name)
                      .numOrNull("total_bytes", m_gpus[i].totalBytes, m_gpus[i].totalBytes >= 0)
                      .done();
        o.str("library", m_nvmlLibrary).str("driver", m_nvmlDriver).raw("devices", devices + "]");
    } else if (m_source == "nvidia-smi") {
        o.str("program", m_program);
    } else if (m_source == "nvmap") {
        o.str("file", procfsPath("/proc/meminfo")).str("counter", "NvMapMemUsed");
    }
    if (!m_tried.empty())
        o.str("tried", m_tried);
    o.num("interval_ms",
        int64_t(m_source == "nvidia-smi" ? m_o.smiIntervalMs
                : m_source.empty()       ? 0
                                         : m_o.contextIntervalMs));
    return o.done();
}

void GpuPoller::loop()
{
    const double interval = m_source == "nvidia-smi" ? m_o.smiIntervalMs : m_o.contextIntervalMs;
    for (;;) {
        if (m_source == "nvml")
            pollNvml();
        else if (m_source == "nvidia-smi")
            pollSmi();
        else
            pollNvmap();
        std::unique_lock<std::mutex> lock(m_mutex);
        if (m_cv.wait_for(lock, std::chrono::duration<double, std::milli>(interval), [this] { return m_stop; }))
            return;
    }
}

void GpuPoller::pollNvml()
{
    std::vector<Nvml::Device> devices;
    std::string why;
    const bool ok = m_nvml.query(devices, why);
    std::lock_guard<std::mutex> lock(m_mutex);
    m_valid = ok;
    m_error = why;
    if (!ok)
        return;
    std::vector<Gpu> next;
    m_allBytes = 0;
    m_processes = 0;
    for (const Nvml::Device& d : devices) {
        Gpu g;
        // Peaks carry over from the previous reading of the same device.
        for (const Gpu& old : m_gpus)
            if (old.index == d.index)
                g = old;
        g.index = d.index;
        g.name = d.name;
        g.totalBytes = d.totalBytes;
        g.usedBytes = d.usedBytes;
        g.treeBytes = 0;
        g.treeProcesses = 0;
        g.treeUnknown = false;
        for (const Nvml::Process& p : d.processes) {
            ++m_processes;
            if (p.bytes >= 0)
                m_allBytes += p.bytes;
            if (std::find(m_pids.begin(), m_pids.end(), int(p.pid)) == m_pids.end())
                continue;
            ++g.treeProcesses;
            if (p.bytes < 0)
                g.treeUnknown = true;
            else
                g.treeBytes += p.bytes;
        }
        next.push_back(std::move(g));
    }
    m_gpus = std::move(next);
    account();
}

void GpuPoller::pollSmi()
{
    const std::string cmd
        = "'" + m_program + "' --query-compute-apps=pid,used_memory --format=csv,noheader,nounits 2>/dev/null";
    std::vector<std::pair<int, int64_t>> usage;
    bool ok = false;
    std::string error;
    if (FILE* f = ::popen(cmd.c_str(), "r")) {
        char line[512];
        int lines = 0;
        while (lines < 4096 && std::fgets(line, sizeof line, f)) {
            ++lines;
            // "12345, 2048": pid, MiB. "[N/A]" or "[Not Supported]" (some drivers) are skipped.
            char* end = nullptr;
            const long pid = std::strtol(line, &end, 10);
            if (end == line || *end != ',')
                continue;
            char* end2 = nullptr;
            const long long mib = std::strtoll(end + 1, &end2, 10);
            if (end2 == end + 1)
                continue;
            usage.emplace_back(int(pid), int64_t(mib));
        }
        const int st = ::pclose(f);
        ok = st == 0;
        if (!ok)
            error = "nvidia-smi failed (exit status " + std::to_string(st) + ")";
    } else {
        error = std::string("cannot run nvidia-smi: ") + std::strerror(errno);
    }
    std::lock_guard<std::mutex> lock(m_mutex);
    m_valid = ok;
    m_error = error;
    m_smiUsage = std::move(usage);
}

void GpuPoller::pollNvmap()
{
    std::string text;
    int64_t kb = -1;
    if (readFile(procfsPath("/proc/meminfo"), text, 1 << 16))
        kb = keyValue(text.c_str(), "NvMapMemUsed");
    std::lock_guard<std::mutex> lock(m_mutex);
    m_valid = kb >= 0;
    m_error = kb >= 0 ? std::string() : "NvMapMemUsed could not be read";
    if (m_gpus.empty())
        return;
    m_gpus[0].usedBytes = kb >= 0 ? kb * 1024 : -1;
    if (kb >= 0)
        account();
}

void GpuPoller::account()
{
    for (Gpu& g : m_gpus) {
        ++g.samples;
        g.usedPeak = std::max(g.usedPeak, g.usedBytes);
        if (m_source == "nvml") {
            g.treePeak = std::max(g.treePeak, g.treeBytes);
            g.peakUnknown = g.peakUnknown || g.treeUnknown;
        }
    }
}

void GpuPoller::beginRep()
{
    std::lock_guard<std::mutex> lock(m_mutex);
    for (Gpu& g : m_gpus) {
        g.usedPeak = g.treePeak = -1;
        g.peakUnknown = false;
        g.samples = 0;
    }
}

std::string GpuPoller::endRep()
{
    std::lock_guard<std::mutex> lock(m_mutex);
    if (m_source != "nvml" && m_source != "nvmap")
        return {};
    std::string list = "[";
    for (size_t i = 0; i < m_gpus.size(); ++i) {
        const Gpu& g = m_gpus[i];
        const bool unified = m_source == "nvmap";
        // The tree's peak is unknown when the driver withheld a figure for one of its processes:
        // a partial sum would be a number the source does not contain.
        const int64_t tree = unified || g.peakUnknown ? -1 : g.treePeak;
        list += (i ? "," : "")
            + JsonObject()
                  .num("index", g.index)
                  .str("name", g.name)
                  .str("source", unified ? "meminfo NvMapMemUsed" : "nvml")
                  .boolean("unified", unified)
                  .raw("total_bytes", unified ? "null" : bytesOrNull(g.totalBytes))
                  .raw("used_peak_bytes", bytesOrNull(g.usedPeak))
                  .raw("process_peak_bytes", bytesOrNull(tree))
                  .num("samples", g.samples)
                  .done();
    }
    return list + "]";
}

void GpuPoller::write(JsonObject& o, bool tegra) const
{
    std::lock_guard<std::mutex> lock(m_mutex);
    if (m_source.empty()) {
        if (tegra)
            // tegrastats' RAM figure is the same memory: nothing apart to report, and the reason says so.
            o.str("gpu", "unified memory")
                .str("gpu_reason",
                    "Jetson: the GPU shares RAM with the CPU, so its memory is counted in RAM (RSS, "
                    "MemAvailable)"
                        + (m_tried.empty() ? std::string() : "; " + m_tried));
        else
            o.str("gpu", "not available").str("gpu_reason", m_tried);
        return;
    }
    if (!m_valid) {
        o.null("gpu_mem_mib").str("gpu_reason", m_error.empty() ? "no reading yet" : m_error);
        return;
    }
    if (m_source == "nvmap") {
        o.str("gpu", "unified memory")
            .str("gpu_reason",
                "the GPU shares RAM with the CPU: its allocations are counted in RAM; NvMapMemUsed is what the "
                "nvmap driver handed out")
            .num("nvmap_used_kb", m_gpus.empty() ? 0 : m_gpus[0].usedBytes / 1024);
        return;
    }
    if (m_source == "nvidia-smi") {
        int64_t pidsMiB = 0, allMiB = 0;
        for (const auto& [pid, mib] : m_smiUsage) {
            allMiB += mib;
            if (std::find(m_pids.begin(), m_pids.end(), pid) != m_pids.end())
                pidsMiB += mib;
        }
        o.num("gpu_mem_mib", pidsMiB).num("gpu_mem_all_mib", allMiB).num("gpu_processes", int64_t(m_smiUsage.size()));
        return;
    }
    // NVML: the lane's figure is the tree on all GPUs together; each GPU apart in "gpus".
    int64_t tree = 0;
    bool unknown = false;
    std::string gpus = "[";
    for (size_t i = 0; i < m_gpus.size(); ++i) {
        const Gpu& g = m_gpus[i];
        tree += g.treeBytes;
        unknown = unknown || g.treeUnknown;
        gpus += (i ? "," : "")
            + JsonObject()
                  .num("index", g.index)
                  .raw("used_bytes", bytesOrNull(g.usedBytes))
                  .raw("total_bytes", bytesOrNull(g.totalBytes))
                  .raw("process_bytes", bytesOrNull(g.treeUnknown ? -1 : g.treeBytes))
                  .num("processes", g.treeProcesses)
                  .done();
    }
    if (unknown)
        o.null("gpu_mem_mib").str("gpu_reason", "the driver gives no per-process memory for the workload's processes");
    else
        o.num("gpu_mem_mib", int64_t(double(tree) / kMiB + 0.5));
    o.num("gpu_mem_all_mib", int64_t(double(m_allBytes) / kMiB + 0.5))
        .num("gpu_processes", m_processes)
        .raw("gpus", gpus + "]");
}

} // namespace Probe
