// The rules of repfigures.h.

#include "repfigures.h"

#include <algorithm>
#include <csignal>

namespace Probe {

std::string classifyOutcome(const EndReadings& r)
{
    // A wrapper shell reports its killed child as exit status 128+9.
    const bool killed9 = (r.signaled && r.signal == SIGKILL) || r.exitCode == 128 + SIGKILL;
    if (r.stopRequested)
        return "interrupted";
    if (r.guardStop)
        return "stopped_by_guard";
    if (killed9 && r.oomKillDelta > 0)
        return "oom_killed";
    if (r.timedOut)
        return "timed_out";
    if (r.signaled)
        return "crashed";
    if (r.exitCode != 0)
        return "nonzero_exit";
    return "ok";
}

Peaks peakRule(const MemoryReadings& m)
{
    Peaks p;
    p.maxRssTrusted = m.maxRss > m.probeRss;
    const bool singleProcess = m.maxProcs <= 1;
    p.peakKb = std::max({ m.sampledHwmMax, m.sampledRssMax, m.loadHwm, int64_t(0) });
    if (p.maxRssTrusted)
        p.peakKb = std::max(p.peakKb, m.maxRss);
    p.peakExact = singleProcess && p.maxRssTrusted;
    p.inferencePresent = m.loadMarked;
    if (!p.inferencePresent)
        return p;
    p.inferencePeakKb
        = m.clearRefsOk ? std::max(m.sampledHwmAfterLoadMax, m.sampledRssAfterLoadMax) : m.sampledRssAfterLoadMax;
    if (m.clearRefsOk && singleProcess && p.maxRssTrusted) {
        p.inferencePeakKb = std::max(p.inferencePeakKb, m.maxRss);
        p.inferenceExact = true;
    }
    return p;
}

Peaks loopPeakRule(const MemoryReadings& m, int64_t iterationMaxKb, bool iterationsExact)
{
    Peaks p = peakRule(m);
    p.inferencePresent = true;
    // ru_maxrss (the stretch after the last reset) counts only while the workload is one process:
    // with a helper process it is the larger of the two, not the stretch's peak.
    const bool lastStretch = p.maxRssTrusted && m.maxProcs <= 1;
    p.inferencePeakKb = std::max({ iterationMaxKb, m.sampledRssAfterLoadMax, lastStretch ? m.maxRss : int64_t(0) });
    // A helper process during loading (node-llama-cpp starts one) leaves the passes exact; only
    // processes after load-complete make them sums.
    p.inferenceExact = iterationsExact && m.clearRefsOk && m.maxProcsAfterLoad <= 1;
    p.peakKb = std::max({ p.peakKb, p.inferencePeakKb, m.loadHwm });
    p.peakExact = p.inferenceExact && lastStretch && m.loadHwm >= 0;
    return p;
}

Engine resolveEngine(Engine asked, const LlamaPerf& llama, int64_t markerLines, bool ortSeen)
{
    if (asked != Engine::Auto)
        return asked;
    if (llama.seen())
        return Engine::LlamaCpp;
    if (ortSeen)
        return Engine::OnnxRuntime;
    return markerLines > 0 ? Engine::Markers : Engine::None;
}

TokenFigures tokenFigures(const TokenReadings& r)
{
    TokenFigures f;
    if (r.engine == Engine::LlamaCpp) {
        // From the process start, like every process-mode TTFT: the loading (the probe's own
        // load-complete when the plan marks it, else llama.cpp's load time, which leaves out the
        // moments before the engine starts loading: a lower bound by those), then llama.cpp's
        // prompt evaluation and one sample. Without a load figure it is unknown.
        const double afterLoad = r.llama.ttftMs();
        const double load = r.probeLoadMs >= 0 ? r.probeLoadMs : r.llama.loadMs;
        if (afterLoad >= 0 && load >= 0) {
            f.ttftMs = load + afterLoad;
            f.ttftSource = "llama.cpp";
        }
        f.tokens = r.llama.outputTokens();
        if (f.tokens >= 0)
            f.tokensSource = "llama.cpp";
    } else if (r.engine == Engine::Markers) {
        f.ttftMs = r.firstTokenMarkerMs >= 0 ? r.firstTokenMarkerMs : r.firstAnyTokenMarkerMs;
        if (f.ttftMs >= 0)
            f.ttftSource = "marker";
        if (r.tokenMarkers > 0) {
            f.tokens = r.tokenMarkers;
            f.tokensSource = "marker";
        }
    } else if (r.engine == Engine::OnnxRuntime) {
        // Not a token generator: its figures are inferences (the repetition's own summary), and no
        // stdout chunk is a first token.
    } else if (r.firstOutputAfterLoadMs >= 0) {
        f.ttftMs = r.firstOutputAfterLoadMs;
        f.ttftSource = "first_output";
    }
    if (f.tokens < 0 && r.regexTokensCounted) {
        f.tokens = r.regexTokens;
        f.tokensSource = "regex";
    }
    // Time per output token after the first, one definition in every mode (docs/json-format.md).
    // llama.cpp: its eval time over its runs; markers: first to last token marker; otherwise the
    // time after TTFT to the end of the process.
    if (r.engine == Engine::LlamaCpp && r.llama.evalRuns > 0 && r.llama.evalMs > 0)
        f.tpotMs = r.llama.evalMs / double(r.llama.evalRuns);
    else if (r.engine == Engine::Markers && r.tokenMarkers > 1 && r.lastTokenMarkerMs > r.firstAnyTokenMarkerMs)
        f.tpotMs = (r.lastTokenMarkerMs - r.firstAnyTokenMarkerMs) / double(r.tokenMarkers - 1);
    else if (r.engine == Engine::None && f.ttftMs >= 0 && f.tokens > 1 && r.wallMs > f.ttftMs)
        f.tpotMs = (r.wallMs - f.ttftMs) / double(f.tokens - 1);
    return f;
}

} // namespace Probe
