#pragma once

#include "background.h"
#include "cooldown.h"
#include "engine.h"
#include "sampler.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace Probe {

struct RunOptions {
    int repeat = 1;
    int warmup = 0;
    int intervalMs = 10;
    double timeoutS = 3600;
    bool interleave = false;
    // --sustained-s: after the warm-up, rounds of every input (interleaved) until this many seconds
    // have passed since the first measured repetition started; at least `repeat` rounds. 0: off.
    double sustainedS = 0;
    // --loop: the workload repeats the input itself, headroom:iteration lines between (iterations.h);
    // the probe reads and resets VmHWM at each so every iteration has its own peak.
    bool loop = false;
    std::vector<std::pair<std::string, std::string>> inputs; // id, file
    std::string loadRegex;
    bool loadFirstOutput = false;
    int64_t loadAfterMs = -1;
    std::string tokenRegex;
    Engine engine = Engine::Auto; // --engine: whose figures give TTFT and the token count (engine.h)
    int64_t guardReserveKb = -1; // resolved from guardReservePct when -1
    double guardReservePct = 5.0;
    std::vector<std::string> critical;
    std::string cgroupDir;
    int64_t cgroupLimitBytes = 0; // --cgroup-limit: a memory cgroup made for the run, removed after
    std::vector<int> cpuAffinity; // CPUs the workload may run on (sched_setaffinity); empty: not set
    std::string outDir;
    bool stream = false;
    BackgroundOptions background;
    int64_t contextIntervalMs = 100; // "system" events; 0: none
    int64_t fullSampleMs = int64_t(kFullReadMs); // status and stat every N ms, statm between; 0: always
    int64_t gpuIntervalMs = 1000; // nvidia-smi runs; 0: no GPU reading at all (gpupoller.h)
    std::string nvmlLibrary; // --nvml-library: NVML from this file (testing: the stand-in)
    CooldownOptions cooldown; // --cooldown-*, --pause-s (cooldown.h)
    std::string sysfsRoot; // --sysfs-root: a fixture tree in place of /sys (testing; power.h)
    std::string procfsRoot; // --procfs-root: meminfo and device-tree of a fixture (testing; gpupoller.h)
    std::vector<std::string> command;
    std::vector<std::string> argv; // as given, for run_start
};

// An input id: 1-64 of [A-Za-z0-9._-], not "." or ".." (ids become file names under out/).
bool validId(const std::string& id);
// "4-7", "0,2,4", "0-1,6": CPU numbers, sorted and unique; false for anything else or a CPU this
// kernel cannot name (>= CPU_SETSIZE).
bool parseCpuAffinity(const std::string& text, std::vector<int>& cpus);
// The list as "0,2,4,5" ("" when empty), for run_start.
std::string cpuAffinityText(const std::vector<int>& cpus);
// Parses `run` arguments; on error prints a message and returns false.
bool parseRunOptions(int argc, char** argv, RunOptions& o);
// Replaces {input} and {input_id} in each argument; no shell is involved.
std::vector<std::string> substituteInput(
    const std::vector<std::string>& command, const std::string& id, const std::string& file);

} // namespace Probe
