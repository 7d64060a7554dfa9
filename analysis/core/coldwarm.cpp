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
