#pragma once

#include "background.h"

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
    std::vector<std::pair<std::string, std::string>> inputs; // id, file
    std::string loadRegex;
    bool loadFirstOutput = false;
    int64_t loadAfterMs = -1;
    std::string tokenRegex;
    int64_t guardReserveKb = -1; // resolved from guardReservePct when -1
    double guardReservePct = 5.0;
    std::vector<std::string> critical;
    std::string cgroupDir;
    std::string outDir;
    bool stream = false;
    BackgroundOptions background;
    int64_t contextIntervalMs = 100; // "system" events; 0: none
    int64_t gpuIntervalMs = 1000; // nvidia-smi runs; 0: never
    std::vector<std::string> command;
    std::vector<std::string> argv; // as given, for run_start
};

// Parses `run` arguments; on error prints a message and returns false.
bool parseRunOptions(int argc, char** argv, RunOptions& o);
// Replaces {input} and {input_id} in each argument; no shell is involved.
std::vector<std::string> substituteInput(
    const std::vector<std::string>& command, const std::string& id, const std::string& file);

} // namespace Probe
