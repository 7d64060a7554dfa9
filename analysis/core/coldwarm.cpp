#include "analysis/core/coldwarm.h"

#include "analysis/core/statistics.h"

#include <algorithm>

namespace Analysis {

namespace {
std::optional<int64_t> maxOf(std::optional<int64_t> a, std::optional<int64_t> b)
{
    if (!a)
        return b;
    return b ? std::max(*a, *b) : a;
}
// The largest RSS sampled for input between two times on the run's clock (ms); nullopt without samples.
std::optional<int64_t> sampledMax(const Run& run, const QString& input, double fromMs, double toMs)
{
    const auto it = run.memory.constFind(input);
    if (it == run.memory.cend() || it->timeIsEpoch)
        return std::nullopt;
    std::optional<int64_t> peak;
    for (size_t i = 0; i < it->size(); ++i) {
        const double ms = it->t[i] * 1000.0;
        if (ms >= fromMs && ms <= toMs && it->rssKb[i] != MemorySeries::kMissing)
            peak = maxOf(peak, it->rssKb[i]);
    }
    return peak;
}

} // namespace

QList<ColdWarm> coldVsWarm(const Run& run)
{
    QList<ColdWarm> out;
    if (run.iterations.isEmpty())
        return out;
    QStringList order;
    for (const InputSpec& in : run.inputs)
        order << in.id;
    for (const Repetition& it : run.iterations)
        if (!order.contains(it.inputId))
            order << it.inputId;
    for (const QString& id : order) {
        ColdWarm cw;
        cw.inputId = id;
        std::vector<double> cold, warm;
        bool exact = true;
        for (const Repetition& rep : run.repetitions) {
            if (rep.inputId != id || rep.warmup || rep.iteration)
                continue;
            const Repetition* first = nullptr;
            for (const Repetition& it : run.iterations)
                if (it.inputId == id && it.index == rep.index && it.iteration == 1)
                    first = &it;
            if (!first)
                continue;
            ++cw.processes;
            if (first->startMs)
                cold.push_back(*first->startMs + first->wallMs);
            cw.coldPeakKb = maxOf(maxOf(cw.coldPeakKb, rep.loadHwmKb), first->inferencePeakKb);
            exact = exact && rep.loadHwmKb && first->inferencePeakExactness == Exactness::Exact;
            // A process that lived only while loading (an engine's helper) is gone from the VmHWM
            // read at load-complete; the samples still saw it, and a cold start pays for it.
            if (rep.startMs && rep.loadMs) {
                const auto loading = sampledMax(run, id, *rep.startMs, *rep.startMs + *rep.loadMs);
                cw.coldPeakKb = maxOf(cw.coldPeakKb, loading);
                if (loading && (!rep.loadHwmKb || *loading > *rep.loadHwmKb + kRssCounterSlackKb))
                    exact = false;
            }
            for (const Repetition& it : run.iterations) {
                if (it.inputId != id || it.index != rep.index || it.iteration.value_or(0) < 2
                    || it.outcome != Outcome::Ok)
                    continue;
                warm.push_back(it.wallMs);
                cw.warmPeakKb = maxOf(cw.warmPeakKb, it.inferencePeakKb);
                exact = exact && it.inferencePeakExactness == Exactness::Exact;
            }
        }
        if (cw.processes == 0)
            continue;
        std::sort(cold.begin(), cold.end());
        std::sort(warm.begin(), warm.end());
        if (!cold.empty())
            cw.coldCallMs = quantileSorted(cold, 0.5);
        cw.warmN = int(warm.size());
        if (!warm.empty()) {
            cw.warmCallMs = quantileSorted(warm, 0.5);
            cw.warmP90Ms = quantileSorted(warm, 0.9);
        }
        cw.peaksExact = exact && cw.coldPeakKb && cw.warmPeakKb;
        out.append(cw);
    }
    return out;
}

} // namespace Analysis
