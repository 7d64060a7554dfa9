#pragma once

// `headroom-probe serve`'s options (docs/plan-format.md, "How a plan runs").

#include "background.h"
#include "sampler.h"
#include "serveclient.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace Probe {

struct ServeOptions {
    Endpoint endpoint;
    std::string model;
    std::vector<std::pair<std::string, std::string>> inputs; // id, file
    std::string prompt;
    int maxTokens = 64;
    std::vector<std::pair<std::string, std::string>> params; // key, the value's JSON text
    std::vector<int> levels { 1 };
    int requests = 8; // per level
    int warmup = 1;
    double timeoutS = 300, idleTimeoutS = 60;
    double ttftBudgetMs = -1, e2eBudgetMs = -1, budgetQuantile = 0.9;
    int64_t enginePid = 0;
    int intervalMs = 10;
    int64_t contextIntervalMs = 100, gpuIntervalMs = 1000;
    int64_t fullSampleMs = int64_t(kFullReadMs); // the engine's status and stat every N ms; 0: always
    BackgroundOptions background;
    std::vector<std::string> critical;
    bool stream = false;
    // The engine's Prometheus metrics on the same host and port ("/metrics"); empty: not read.
    std::string metricsPath;
    std::string outDir;
    std::vector<std::string> argv;
};

// Reads argv into o; false (after a usage message) on a bad option or value.
bool parseServeOptions(int argc, char** argv, ServeOptions& o);

} // namespace Probe
