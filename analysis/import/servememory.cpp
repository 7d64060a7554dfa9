// Serve mode's memory per request (runfolder.h, attributeEngineSamples).

#include "analysis/import/runfolder.h"

#include <algorithm>

namespace Analysis {

void attributeEngineSamples(Run& run)
{
    const auto it = run.memory.constFind(QString());
    if (it == run.memory.cend() || it->isEmpty() || it->timeIsEpoch)
        return;
    const MemorySeries& m = *it;
    for (Repetition& r : run.repetitions) {
        // Only serve requests (they carry their level); a process-mode repetition has its own peaks.
        if (!r.concurrency || !r.startMs || r.inferencePeakKb)
            continue;
        const double t0 = *r.startMs / 1000.0, t1 = (*r.startMs + r.wallMs) / 1000.0;
        int64_t peak = -1;
        for (auto i = size_t(std::lower_bound(m.t.begin(), m.t.end(), t0) - m.t.begin()); i < m.size() && m.t[i] <= t1;
             ++i)
            peak = std::max(peak, m.rssKb[i]);
        if (peak < 0)
            continue; // no sample while it was in flight: unknown, never a neighbour's value
        r.inferencePeakKb = peak;
        r.inferencePeakExactness = Exactness::Sampled;
    }
}

} // namespace Analysis
