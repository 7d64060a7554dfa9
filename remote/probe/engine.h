#pragma once
// Engine adapters (docs/json-format.md, "Time to first token"): what the probe reads from a
// workload's own output, line by line, as it passes. Pure functions, no I/O: cheap enough to run
// on every line of a 300 MB stream (a prefix check first), and testable on their own.

#include <cstdint>
#include <string>

namespace Probe {

enum class Engine { Auto, LlamaCpp, OnnxRuntime, Markers, None };

// "llama.cpp", "onnxruntime", "markers", "none", "auto"; false for anything else.
bool parseEngine(const std::string& name, Engine& out);
const char* engineName(Engine e);

// The closing figures llama.cpp prints to stderr (llama_perf_context_print and
// llama_perf_sampler_print in llama.cpp, common_perf_print in newer builds, llama_print_timings
// in older ones). -1: the line was not seen.
struct LlamaPerf {
    double loadMs = -1;
    double promptEvalMs = -1;
    int64_t promptTokens = -1;
    double evalMs = -1;
    int64_t evalRuns = -1;
    double sampleMs = -1;
    int64_t sampleRuns = -1;
    double totalMs = -1;
    bool seen() const { return promptEvalMs >= 0 || evalMs >= 0 || loadMs >= 0; }
    // llama.cpp samples the first token after prompt evaluation, then runs one decode per further
    // token: output tokens = eval runs + 1. -1 when the eval line was not seen.
    int64_t outputTokens() const { return evalRuns >= 0 ? evalRuns + 1 : -1; }
    // The time to the first token as llama.cpp's log gives it: prompt evaluation plus one sample
    // (sampling time / runs, when the sampler line was seen). Counted from the end of loading, not
    // from the process start. -1 without the prompt eval line.
    double ttftMs() const;
};

// Reads one line into perf; true when it was one of llama.cpp's perf lines.
bool parseLlamaPerfLine(const std::string& line, LlamaPerf& perf);

// The summary onnxruntime_perf_test prints on stdout (onnxruntime/test/perftest): its own session
// creation time, a first (warm-up) inference, then its repeated inferences in one process, with
// their count, mean and percentiles (with -s, or without a result file) and the process's peak
// working set. -1 where the line was not seen. Times in ms.
struct OrtPerf {
    double sessionCreationMs = -1;
    double firstInferenceMs = -1;
    int64_t requests = -1;
    double averageMs = -1;
    double totalRunMs = -1; // start to end of the repeated inferences
    double minMs = -1, maxMs = -1, p50Ms = -1, p90Ms = -1, p95Ms = -1, p99Ms = -1;
    int64_t peakWorkingSetBytes = -1;
    bool seen() const { return sessionCreationMs >= 0 || requests >= 0 || averageMs >= 0; }
};

// Reads one line into perf; true when it was one of onnxruntime_perf_test's summary lines.
bool parseOrtPerfLine(const std::string& line, OrtPerf& perf);

// The marker protocol: a line that starts with (after leading blanks) "headroom:first_token",
// "headroom:token", "headroom:iteration" or "headroom:done", followed by the end of the line or a
// blank. "done" ends the last iteration of a loop-mode workload (iterations.h).
enum class Marker { None, FirstToken, Token, Iteration, Done };
Marker parseMarker(const std::string& line);

} // namespace Probe
