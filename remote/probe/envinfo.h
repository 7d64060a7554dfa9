#pragma once

// The environment a run was measured in (docs/architecture.md, the probe), as one JSON object, and the
// thermal/frequency snapshot taken before and after each repetition.

#include <cstdint>
#include <string>
#include <vector>

namespace Probe {

// Everything `headroom-probe env` prints. workloadFiles: paths whose size and SHA-256 are recorded
// (the workload binary, model and input files).
std::string environmentJson(const std::vector<std::string>& workloadFiles);

struct ThermalSnapshot {
    std::vector<int64_t> tempMilliC; // one per thermal zone, -1 unreadable
    std::vector<int64_t> freqKhz; // scaling_cur_freq per CPU, -1 unreadable
    int64_t throttleCount = -1; // sum of x86 thermal_throttle counters; -1 when absent
};
ThermalSnapshot thermalSnapshot();
std::string thermalJson(const ThermalSnapshot& s);
// A repetition probably ran throttled: the kernel's throttle counters rose, or the CPUs ran
// below 90% of their frequency before while the temperature rose. -1: cannot tell (no cpufreq,
// no counters), 0: no sign, 1: throttled.
int throttled(const ThermalSnapshot& before, const ThermalSnapshot& after);

} // namespace Probe
