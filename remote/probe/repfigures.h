#pragma once
// What one repetition's readings mean: its outcome, its peaks (exact or sampled) and its token
// timings. Pure functions over what the repetition loop read, no I/O, so each rule has its own
// unit test (tests/probe/tst_probefigures.cpp) and runrep.cpp only gathers the readings.
// The rules are explained in docs/measurement-method.md ("2. Measure the peak") and
// docs/json-format.md ("Time to first token").

#include "engine.h"

#include <cstdint>
#include <string>

namespace Probe {

// How the repetition ended, as the wait status and the probe's own actions tell it.
struct EndReadings {
    bool stopRequested = false; // the probe was told to stop (a signal, a failed write)
    bool guardStop = false; // the memory guard killed the workload
    bool timedOut = false; // the plan's timeout passed
    bool signaled = false; // WIFSIGNALED
    int signal = 0; // WTERMSIG when signaled
    int exitCode = -1; // WEXITSTATUS, -1 when the process did not exit normally
    int64_t oomKillDelta = 0; // OOM kills counted by the kernel (vmstat, the cgroup) during the repetition
};

// "interrupted", "stopped_by_guard", "oom_killed", "timed_out", "crashed", "nonzero_exit", "ok",
// first match wins in that order. An OOM kill needs both a SIGKILL (or a wrapper shell's 137)
// and a kernel OOM count that rose: a SIGKILL alone is a crash.
std::string classifyOutcome(const EndReadings& r);

// Memory readings of one repetition, in KiB; -1 where a reading was not made.
struct MemoryReadings {
    int64_t sampledRssMax = 0; // the largest tree RSS seen in a sample
    int64_t sampledHwmMax = 0; // the largest tree VmHWM seen in a sample
    int64_t loadHwm = -1; // the tree's VmHWM read at load-complete, before clear_refs
    int64_t sampledRssAfterLoadMax = 0;
    int64_t sampledHwmAfterLoadMax = 0;
    int64_t maxRss = 0; // ru_maxrss of the workload (Linux: KiB)
    int64_t probeRss = 0; // the probe's own RSS when it forked
    int maxProcs = 0; // the most processes seen in the tree at once
    int maxProcsAfterLoad = 0; // the same, after load-complete
    bool loadMarked = false; // load-complete was seen
    bool clearRefsOk = false; // every process's VmHWM was reset at load-complete
};

struct Peaks {
    int64_t peakKb = 0;
    bool peakExact = false;
    bool maxRssTrusted = false;
    bool inferencePresent = false; // false without a load-complete: no inference phase is known
    int64_t inferencePeakKb = -1;
    bool inferenceExact = false;
};

// The peak rule. The whole-run peak is the largest of every reading; it is exact when one process
// ran and ru_maxrss is trustworthy (above the forked probe copy's RSS, which ru_maxrss starts
// from). The inference peak is what the tree reached after load-complete: after clear_refs the
// kernel's high-water mark, and so ru_maxrss, restart there, so it is exact under the same
// conditions plus a successful reset; without the reset only sampled RSS counts (VmHWM still
// holds the load phase).
Peaks peakRule(const MemoryReadings& m);

// Loop mode (iterations.h): the reset at every iteration boundary restarts VmHWM and so ru_maxrss,
// which then holds only the stretch after the last reset. The inference peak is the largest of the
// iterations' peaks, the samples after load-complete and that last stretch; the whole peak adds the
// load phase. Exact when every piece is: one process, every reset done (iterationsExact: each
// iteration's peak exact and the last reset made), ru_maxrss trustworthy.
Peaks loopPeakRule(const MemoryReadings& m, int64_t iterationMaxKb, bool iterationsExact);

// Token timings, in ms from the workload's start; -1 where not seen.
struct TokenReadings {
    Engine engine = Engine::None; // resolved, never Auto
    LlamaPerf llama;
    double firstTokenMarkerMs = -1; // the first headroom:first_token
    double firstAnyTokenMarkerMs = -1; // the first first_token or token marker
    double lastTokenMarkerMs = -1;
    int64_t tokenMarkers = 0;
    double firstOutputAfterLoadMs = -1; // the first stdout chunk after load-complete (or at all, with no load marker)
    double probeLoadMs = -1; // the probe's load-complete, from the start; -1 without a marker
    bool regexTokensCounted = false; // the plan's output-token regex was applied after load-complete
    int64_t regexTokens = 0;
    double wallMs = 0;
};

struct TokenFigures {
    double ttftMs = -1;
    std::string ttftSource = "unknown"; // "llama.cpp", "marker", "first_output", "unknown"
    int64_t tokens = -1;
    std::string tokensSource; // "llama.cpp", "marker", "regex", "" when unknown
    double tpotMs = -1; // > 0 when known; tokens per second is 1000 / TPOT
};

// Auto resolves to the adapter whose lines appeared: llama.cpp's perf lines, then markers, else none.
// ortSeen: onnxruntime_perf_test's summary lines were seen (after llama.cpp's, before the markers).
Engine resolveEngine(Engine asked, const LlamaPerf& llama, int64_t markerLines, bool ortSeen = false);

// TTFT, token count and TPOT from the adapter's own figures; a TTFT that cannot be known stays
// unknown, never the time of a prompt echo.
TokenFigures tokenFigures(const TokenReadings& r);

} // namespace Probe
