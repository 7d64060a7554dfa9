#include "analysis/verdict/stages.h"

#include "analysis/core/statistics.h"

#include <algorithm>
#include <vector>

namespace Analysis {

StageFigures repetitionStages(const Repetition& r)
{
    StageFigures s;
    if (r.engine == u"llama.cpp") {
        s.loadMs = r.engineLoadMs;
        s.prefillMs = r.promptEvalMs;
        s.decodeMs = r.evalMs;
        s.source = s.any() ? QStringLiteral("llama.cpp") : QString();
    } else if (r.engine == u"onnxruntime") {
        // Its session creation; an inference has no prefill and decode of its own.
        s.loadMs = r.engineLoadMs;
        s.source = s.any() ? QStringLiteral("onnxruntime") : QString();
    } else if (r.engine == u"markers" && r.ttftSource == u"marker") {
        s.loadMs = r.loadMs;
        // The marker TTFT counts from the process start: less the loading, it is the prefill.
        if (r.loadMs && r.ttftMs && *r.ttftMs >= *r.loadMs)
            s.prefillMs = *r.ttftMs - *r.loadMs;
        if (r.tpotMs && r.tokensOut && *r.tokensOut >= 2)
            s.decodeMs = *r.tpotMs * double(*r.tokensOut - 1);
        s.source = s.any() ? QStringLiteral("markers") : QString();
    }
    return s;
}

StageFigures stageFigures(const QList<Repetition>& reps)
{
    std::vector<double> load, prefill, decode;
    QStringList sources;
    for (const Repetition& r : reps) {
        if (r.warmup || r.outcome != Outcome::Ok)
            continue;
        const StageFigures s = repetitionStages(r);
        if (s.loadMs)
            load.push_back(*s.loadMs);
        if (s.prefillMs)
            prefill.push_back(*s.prefillMs);
        if (s.decodeMs)
            decode.push_back(*s.decodeMs);
        if (!s.source.isEmpty() && !sources.contains(s.source))
            sources << s.source;
    }
    const auto median = [](std::vector<double> v) -> std::optional<double> {
        if (v.empty())
            return std::nullopt;
        std::sort(v.begin(), v.end());
        return quantileSorted(v, 0.5);
    };
    StageFigures out;
    out.loadMs = median(load);
    out.prefillMs = median(prefill);
    out.decodeMs = median(decode);
    out.source = sources.join(QStringLiteral(", "));
    return out;
}

} // namespace Analysis
