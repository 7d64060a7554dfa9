#pragma once

// Accelerator memory (issue 25, item 3), read by a thread of its own so the sampling loop never
// waits on a driver. Sources, first that works:
//   - a unified-memory board (Jetson): the GPU's allocations are system RAM; NvMapMemUsed from
//     /proc/meminfo where the kernel has it (the memory the nvmap driver handed out), never a
//     separate ceiling;
//   - NVML (nvml.h), dlopen'ed: each GPU's used and total memory and the workload tree's own
//     processes on it, at the run's context interval;
//   - nvidia-smi --query-compute-apps on PATH (every --gpu-interval-ms: one run costs tens of
//     milliseconds): the tree's memory over all GPUs, no per-GPU figures.
// What was tried is kept and written into the run where nothing worked (run_start "gpu").

#include "nvml.h"

#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace Probe {

class JsonObject;

// --procfs-root (testing): /proc/meminfo's NvMapMemUsed and /proc/device-tree/compatible are read
// under this root instead (a fixture tree copied from a Jetson).
void setProcfsRoot(const std::string& root);
std::string procfsPath(const std::string& path); // "/proc/meminfo" -> "<root>/meminfo"

struct GpuOptions {
    double contextIntervalMs = 100; // NVML and NvMapMemUsed
    double smiIntervalMs = 1000; // nvidia-smi; 0: no GPU reading at all
    std::string nvmlLibrary; // --nvml-library; "" libnvidia-ml.so.1
    bool unified = false; // a Jetson or another board whose GPU shares RAM
};

class GpuPoller {
public:
    ~GpuPoller() { stop(); }
    void start(const GpuOptions& o);
    void stop();
    // "nvml", "nvidia-smi", "nvmap" or "" (none: tried() says what was tried and why not).
    const std::string& source() const { return m_source; }
    const std::string& tried() const { return m_tried; }
    // run_start's "gpu" object.
    std::string json() const;
    void setPids(const std::vector<int>& pids);
    // Appends this interval's GPU fields to a "system" event.
    void write(JsonObject& o, bool tegra) const;
    // Per-repetition peaks: begin at the workload's start, end after its exit. end() gives rep_end's
    // "gpu_memory" array, "" without a source.
    void beginRep();
    std::string endRep();

private:
    struct Gpu {
        int index = 0;
        std::string name;
        int64_t totalBytes = -1, usedBytes = -1;
        int64_t treeBytes = -1; // the tree's processes on this GPU; -1 unknown
        int treeProcesses = 0;
        bool treeUnknown = false; // one of the tree's processes had no figure from the driver
        int64_t usedPeak = -1, treePeak = -1;
        bool peakUnknown = false;
        int samples = 0;
    };
    void loop();
    void pollNvml();
    void pollSmi();
    void pollNvmap();
    void account(); // this poll into the repetition's peaks (under the lock)

    GpuOptions m_o;
    std::string m_source, m_tried, m_nvmlLibrary, m_nvmlDriver, m_program;
    mutable std::mutex m_mutex;
    std::condition_variable m_cv;
    bool m_stop = false, m_valid = false, m_started = false;
    std::string m_error;
    std::vector<int> m_pids;
    std::vector<Gpu> m_gpus;
    int64_t m_allBytes = 0; // every process's memory on every GPU (known figures)
    int m_processes = 0;
    std::vector<std::pair<int, int64_t>> m_smiUsage; // nvidia-smi: pid, MiB
    std::thread m_thread;
    Nvml m_nvml; // used by the polling thread only, after start()
};

// Finds an executable on PATH; "" when absent.
std::string findOnPath(const char* name);

} // namespace Probe
