#include "analysis/core/peakdoubt.h"

#include "analysis/core/format.h"
#include "analysis/core/tr.h"


#include <algorithm>
#include <limits>

namespace Analysis {

PeakDoubt sampledPeakDoubt(const MemorySeries& series, std::optional<double> typicalRepetitionS,
    std::optional<double> loadCompleteS)
{
    // The samples with a reading: how many, the first and the last time (no copy of the series:
    // a long run has millions).
    int64_t maxHwm = MemorySeries::kMissing;
    int64_t count = 0;
    double first = 0, last = 0;
    for (size_t i = 0; i < series.size(); ++i) {
        const int64_t rss = series.rssKb[i], hwm = i < series.hwmKb.size() ? series.hwmKb[i] : MemorySeries::kMissing;
        if (rss < 0 && hwm < 0)
            continue;
        if (count++ == 0)
            first = series.t[i];
        last = series.t[i];
        maxHwm = std::max(maxHwm, hwm);
    }
    if (count == 0)
        return {};
    const int n = static_cast<int>(std::min<int64_t>(count, std::numeric_limits<int>::max()));
    const double span = last - first;
    if (n == 1)
        return { true, Tr::tr("it rests on one sample") };
    if (loadCompleteS && last < *loadCompleteS)
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
