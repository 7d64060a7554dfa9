#pragma once

// Whether a sampled peak was probably missed (docs/measurement-method.md, step 2): a peak read from
// samples is the largest sample, and a loop that took one sample, a handful, sampled only before the
// model had loaded, or read VmRSS alone a few times per repetition tells a resting figure rather than
// the peak. (Where the log has VmHWM, the kernel's peak up to each sample, the gaps between samples
// hide nothing but the last.) Such a peak is never a headline: the verdict names it with the reason
// and leaves it out of the memory trend.

#include "analysis/core/run.h"

#include <QString>

#include <optional>

namespace Analysis {

// Fewer samples than this give no peak worth a trend: a spike lasts less than the gaps.
constexpr int kMinSamplesForPeak = 5;
// Fewer samples per repetition than this: the interval is long against the work it measures.
constexpr double kMinSamplesPerRepetition = 4.0;

struct PeakDoubt {
    bool doubtful = false;
    QString reason; // translated, one clause: "it rests on one sample"
};

// `typicalRepetitionS`: how long one repetition of this input took (its median), when timed;
// `loadCompleteS`: when loading completed on the series' clock, when known.
PeakDoubt sampledPeakDoubt(const MemorySeries& series, std::optional<double> typicalRepetitionS,
    std::optional<double> loadCompleteS);

} // namespace Analysis
