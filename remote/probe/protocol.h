#pragma once

// The one header the probe shares with the host side: protocol constants only.
// Plain C++17, no Qt, no other includes: it must build in the probe's cross toolchains.

namespace HeadroomProtocol {

// events.jsonl "v" field. A reader refuses a newer major version with a clear message.
constexpr int kFormatVersion = 1;
constexpr const char kProbeVersion[] = "0.2.0";

// Event "type" values.
constexpr const char kEvRunStart[] = "run_start"; // first line: format version, probe version, argv, interval
constexpr const char kEvEnv[] = "env"; // environment snapshot (same content as env.json)
constexpr const char kEvRepStart[] = "rep_start";
constexpr const char kEvLoaded[] = "loaded"; // load-complete marker for a repetition
constexpr const char kEvFirstOutput[] = "first_output";
constexpr const char kEvSample[] = "sample"; // memory sample
constexpr const char kEvRepEnd[] = "rep_end";
constexpr const char kEvWarning[] = "warning";
constexpr const char kEvCritical[] = "critical_lost"; // a watched critical process disappeared
constexpr const char kEvGuard[] = "guard"; // memory guard stopped the workload
constexpr const char kEvRunEnd[] = "run_end";
// Added in probe 0.2.0, still format 1 (new types and fields only; a 0.1 reader ignores them).
constexpr const char kEvSystem[] = "system"; // CPU split, PSI, MemAvailable, canary, GPU memory
constexpr const char kEvBackground[] = "background"; // a background load started or stopped
constexpr const char kEvRequest[] = "request"; // serve mode: one streamed request to an engine
constexpr const char kEvLevelEnd[] = "level_end"; // serve mode: one concurrency level's summary

// Run-folder file names.
constexpr const char kEventsFile[] = "events.jsonl";
constexpr const char kMemLogFile[] = "mem.log";
constexpr const char kTimingsFile[] = "timings.csv";
constexpr const char kEnvFile[] = "env.json";
constexpr const char kDoneFile[] = "DONE";

} // namespace HeadroomProtocol
