#include "analysis/core/peakdoubt.h"

#include "analysis/core/format.h"
#include "analysis/core/tr.h"


#include <algorithm>
#include <vector>

namespace Analysis {

PeakDoubt sampledPeakDoubt(const MemorySeries& series, std::optional<double> typicalRepetitionS,
    std::optional<double> loadCompleteS)
{
    std::vector<double> t;
    int64_t maxHwm = MemorySeries::kMissing;
    for (size_t i = 0; i < series.size(); ++i) {
        const int64_t rss = series.rssKb[i], hwm = i < series.hwmKb.size() ? series.hwmKb[i] : MemorySeries::kMissing;
        if (rss < 0 && hwm < 0)
            continue;
        t.push_back(series.t[i]);
        maxHwm = std::max(maxHwm, hwm);
    }
    if (t.empty())
        return {};
    const int n = static_cast<int>(t.size());
    const double span = t.back() - t.front();
    if (n == 1)
        return { true, Tr::tr("it rests on one sample") };
    if (loadCompleteS && t.back() < *loadCompleteS)
        return { true,
            Tr::tr("every sample was taken before loading completed (%1 after the start)")
                .arg(formatDuration(*loadCompleteS * 1000)) };
    if (n < kMinSamplesForPeak)
        return { true,
            Tr::tr("it rests on %1 samples over %2").arg(n).arg(formatDuration(span * 1000)) }; // n >= 2 here
    // VmHWM is the kernel's peak up to each sample: where the log has it, the gaps between samples
    // hide nothing but the last one. Without it (ps, psrecord: VmRSS alone) a spike between two
    // samples is lost, and a long interval against the work it measures loses most of them.
    if (maxHwm < 0 && typicalRepetitionS && *typicalRepetitionS > 0 && span > 0) {
        const double interval = span / (n - 1);
        if (*typicalRepetitionS / interval < kMinSamplesPerRepetition)
            return { true,
                Tr::tr("a sample every %1 against repetitions of %2, without VmHWM: fewer than %3 samples per "
                       "repetition")
                    .arg(formatDuration(interval * 1000), formatDuration(*typicalRepetitionS * 1000))
                    .arg(kMinSamplesPerRepetition) };
    }
    return {};
}

} // namespace Analysis
