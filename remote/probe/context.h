#pragma once

// The system around the workload (issue 14), on the same time axis as the memory samples: the
// CPU split from /proc/stat, per-core frequency, the hottest thermal zone, PSI stalls for cpu, io
// and memory, MemAvailable, a scheduling-latency canary and GPU memory (gpupoller.h; on a Jetson,
// unified memory is stated and the GPU load read). Written as "system" events every
// interval.

#include "gpupoller.h"
#include "procfs.h"

#include <cstdint>
#include <string>
#include <vector>

namespace Probe {

class JsonObject;
class PowerMeter;
class RunOutput;

class SystemContext {
public:
    // The GPU reading starts here too (gpupoller.h): options.unified is decided from the board.
    void start(RunOutput* out, double runT0, double intervalMs, GpuOptions gpu);
    void stop() { m_gpu.stop(); }
    // At every sampling tick: now and when the tick was due. The overshoot (now - due) of this
    // periodic timer is the canary: what the rest of the system does to a waiting thread.
    void tick(double now, double due);
    // Power (power.h): its total is read at each interval and written as power_w.
    void setPower(PowerMeter* power) { m_power = power; }
    // The workload's pids, for GPU memory per process.
    void setPids(const std::vector<int>& pids)
    {
        if (pids != m_pids) { // the same tree at almost every sample: no copy
            m_pids = pids;
            m_gpu.setPids(pids);
        }
    }
    GpuPoller& gpu() { return m_gpu; }

private:
    struct CpuTimes {
        int64_t user = -1, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0;
        // Tasks runnable at the read (procs_running), less the probe's own reading thread; -1 unread.
        int64_t runnable = -1;
        int64_t total() const { return user + nice + system + idle + iowait + irq + softirq + steal; }
    };
    struct Psi {
        int64_t some = -1, full = -1; // total stall, microseconds
    };
    CpuTimes readCpu();
    Psi readPsi(const ProcFile& f);
    void openGauges();
    // Appends cpu_freq_mhz (one per core, null unreadable), temp_max_c and the Jetson GPU fields.
    void writeGauges(JsonObject& o);
    void write(double now);

    RunOutput* m_out = nullptr;
    double m_runT0 = 0, m_intervalMs = 100, m_last = 0;
    ProcFile m_stat, m_meminfo, m_psiCpu, m_psiIo, m_psiMem, m_cpusOnline;
    CpuTimes m_prevCpu;
    Psi m_prevCpuPsi, m_prevIoPsi, m_prevMemPsi;
    double m_overMax = 0, m_overSum = 0;
    int m_ticks = 0;
    std::vector<int> m_pids;
    GpuPoller m_gpu;
    PowerMeter* m_power = nullptr;
    std::vector<ProcFile> m_freq; // scaling_cur_freq per core with cpufreq, in CPU order
    std::vector<ProcFile> m_temp; // thermal_zone*/temp
    bool m_tegra = false; // Jetson: the GPU shares RAM with the CPU
    ProcFile m_gpuLoad; // Jetson GPU load in per mille (what tegrastats shows as GR3D_FREQ)
    char m_buf[16384];
};

} // namespace Probe
