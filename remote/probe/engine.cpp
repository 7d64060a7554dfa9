#include "engine.h"

#include <cstdlib>
#include <cstring>

namespace Probe {

bool parseEngine(const std::string& name, Engine& out)
{
    if (name == "llama.cpp")
        out = Engine::LlamaCpp;
    else if (name == "onnxruntime")
        out = Engine::OnnxRuntime;
    else if (name == "markers")
        out = Engine::Markers;
    else if (name == "none")
        out = Engine::None;
    else if (name == "auto")
        out = Engine::Auto;
    else
        return false;
    return true;
}

const char* engineName(Engine e)
{
    switch (e) {
    case Engine::LlamaCpp:
        return "llama.cpp";
    case Engine::OnnxRuntime:
        return "onnxruntime";
    case Engine::Markers:
        return "markers";
    case Engine::None:
        return "none";
    case Engine::Auto:
        break;
    }
    return "auto";
}

double LlamaPerf::ttftMs() const
{
    if (promptEvalMs < 0)
        return -1;
    double t = promptEvalMs;
    if (sampleMs >= 0 && sampleRuns > 0)
        t += sampleMs / double(sampleRuns);
    return t;
}

namespace {

const char* skipBlanks(const char* p)
{
    while (*p == ' ' || *p == '\t')
        ++p;
    return p;
}

bool startsWith(const char* p, const char* prefix) { return std::strncmp(p, prefix, std::strlen(prefix)) == 0; }

// "  875.12 ms /   512 tokens (...)": the milliseconds, and the count when there is one.
bool msAndCount(const char* p, double& ms, int64_t& count)
{
    char* end = nullptr;
    ms = std::strtod(p, &end);
    if (end == p || ms < 0 || ms != ms)
        return false;
    p = skipBlanks(end);
    if (!startsWith(p, "ms"))
        return false;
    p = skipBlanks(p + 2);
    count = -1;
    if (*p == '/') {
        p = skipBlanks(p + 1);
        const long long n = std::strtoll(p, &end, 10);
        if (end != p && n >= 0)
            count = n;
    }
    return true;
}

} // namespace

bool parseLlamaPerfLine(const std::string& line, LlamaPerf& perf)
{
    const char* p = skipBlanks(line.c_str());
    // llama.cpp's own prefixes (__func__ of the printing function), oldest to newest.
    static const char* const kPrefixes[]
        = { "llama_print_timings:", "llama_perf_context_print:", "llama_perf_sampler_print:", "common_perf_print:" };
    bool known = false;
    for (const char* prefix : kPrefixes)
        if (startsWith(p, prefix)) {
            p += std::strlen(prefix);
            known = true;
            break;
        }
    if (!known)
        return false;
    p = skipBlanks(p);
    const char* eq = std::strchr(p, '=');
    if (!eq)
        return false;
    std::string label(p, size_t(eq - p));
    while (!label.empty() && (label.back() == ' ' || label.back() == '\t'))
        label.pop_back();
    double ms = 0;
    int64_t count = -1;
    if (!msAndCount(eq + 1, ms, count))
        return false;
    if (label == "load time") {
        perf.loadMs = ms;
    } else if (label == "prompt eval time") {
        perf.promptEvalMs = ms;
        perf.promptTokens = count;
    } else if (label == "eval time") {
        perf.evalMs = ms;
        perf.evalRuns = count;
    } else if (label == "sampling time" || label == "sample time") {
        // common_perf_print's "sampling time" has no count; its "samplers time ... / N tokens" has.
        if (count >= 0 || perf.sampleMs < 0) {
            perf.sampleMs = ms;
            perf.sampleRuns = count;
        }
    } else if (label == "samplers time") {
        if (perf.sampleRuns < 0 && count > 0) {
            perf.sampleMs = ms;
            perf.sampleRuns = count;
        }
    } else if (label == "total time") {
        perf.totalMs = ms;
    } else {
        return false;
    }
    return true;
}

bool parseOrtPerfLine(const std::string& line, OrtPerf& perf)
{
    const char* p = skipBlanks(line.c_str());
    // The label up to the colon; onnxruntime's versions differ in the blank after it and in
    // "Average inference time cost total".
    const char* colon = std::strchr(p, ':');
    if (!colon || colon - p > 48)
        return false;
    const std::string label(p, size_t(colon - p));
    const char* v = skipBlanks(colon + 1);
    char* end = nullptr;
    const double x = std::strtod(v, &end);
    if (end == v || x < 0 || x != x)
        return false;
    const char* unit = skipBlanks(end);
    const auto ms = [&](double& out) {
        if (startsWith(unit, "ms"))
            out = x;
        else if (*unit == 's' && (unit[1] == 0 || unit[1] == ' ' || unit[1] == '\r'))
            out = x * 1000.0;
        else
            return false;
        return true;
    };
    if (label == "Session creation time cost")
        return ms(perf.sessionCreationMs);
    if (label == "First inference time cost")
        return ms(perf.firstInferenceMs);
    if (label == "Total inference requests") {
        perf.requests = int64_t(x);
        return true;
    }
    if (label == "Average inference time cost" || label == "Average inference time cost total")
        return ms(perf.averageMs);
    if (label == "Total inference run time")
        return ms(perf.totalRunMs);
    if (label == "Peak working set size") {
        // "Peak working set size: N bytes", and a second "Peak working set size:N" in newer builds.
        perf.peakWorkingSetBytes = int64_t(x);
        return true;
    }
    static const struct {
        const char* label;
        double OrtPerf::*field;
    } kLatencies[] = { { "Min Latency", &OrtPerf::minMs }, { "Max Latency", &OrtPerf::maxMs },
        { "P50 Latency", &OrtPerf::p50Ms }, { "P90 Latency", &OrtPerf::p90Ms }, { "P95 Latency", &OrtPerf::p95Ms },
        { "P99 Latency", &OrtPerf::p99Ms } };
    for (const auto& l : kLatencies)
        if (label == l.label)
            return ms(perf.*l.field);
    return false;
}

Marker parseMarker(const std::string& line)
{
    const char* p = skipBlanks(line.c_str());
    if (!startsWith(p, "headroom:"))
        return Marker::None;
    p += 9;
    auto word = [&](const char* w) {
        const size_t n = std::strlen(w);
        return std::strncmp(p, w, n) == 0 && (p[n] == 0 || p[n] == ' ' || p[n] == '\t' || p[n] == '\r');
    };
    if (word("first_token"))
        return Marker::FirstToken;
    if (word("token"))
        return Marker::Token;
    if (word("iteration"))
        return Marker::Iteration;
    if (word("done"))
        return Marker::Done;
    return Marker::None;
}

} // namespace Probe
