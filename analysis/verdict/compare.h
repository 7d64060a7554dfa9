#pragma once

// Comparing two runs (used by `headroom compare` and `headroom verify`): latency by the difference
// of a quantile with a bootstrap CI and a Mann–Whitney U test; peak memory by its difference
// against what the measurement can resolve. Each comparison ends in same / different /
// inconclusive, with the numbers that led there.

#include "analysis/core/run.h"

#include <QList>
#include <QString>

#include <optional>
#include <vector>

namespace Analysis {

// Below this many stable repetitions on either side, neither test says anything useful: the
// smallest two-sided Mann–Whitney p with 4 vs 4 values is 0.029, one tie away from nothing.
constexpr int kMinSamplesToCompare = 5;
// Two latency samples are "the same" only if the whole 95% CI of the difference lies within this
// fraction of the baseline: a CI that includes zero but spans ±30% means "not enough data".
constexpr double kEquivalenceMargin = 0.05;
constexpr double kSignificanceLevel = 0.05;
// One page: the granularity of every kernel RSS counter.
constexpr int64_t kPageKb = 4;
// SPLIT_RSS_COUNTING (kernels before 6.2): each thread caches up to 64 page-count events before
// folding them into the mm counters that VmRSS, VmHWM and ru_maxrss read.
constexpr int64_t kSplitRssEventsPerThread = 64;

enum class CompareOutcome { Same, Different, Inconclusive };
QString compareOutcomeName(CompareOutcome o); // "same", "different", "inconclusive"

struct MannWhitney {
    bool valid = false; // both samples non-empty
    double u1 = 0; // U of the first sample: pairs (a, b) with a > b, ties counting 1/2
    double u2 = 0; // n1 n2 - u1
    double z = 0; // normal approximation with tie and continuity correction
    double pValue = 1; // two-sided
};

// Mann–Whitney U with mid-ranks for ties. z = (|U1 - n1 n2 / 2| - 1/2) / sigma,
// sigma² = n1 n2 / 12 * ((n + 1) - sum(t³ - t) / (n (n - 1))), p = erfc(|z| / sqrt 2).
MannWhitney mannWhitneyU(const std::vector<double>& a, const std::vector<double>& b);

struct QuantileDifference {
    double q = 0.5;
    int nA = 0, nB = 0;
    double valueA = 0, valueB = 0; // the quantile of each sample
    double difference = 0; // B - A
    double ciLow = 0, ciHigh = 0; // bootstrap 95% percentile CI of the difference
    MannWhitney test;
    CompareOutcome outcome = CompareOutcome::Inconclusive;
    QString explanation; // translated, with the numbers
};

// Compares quantile q (0.5: median, 0.9: p90) of two latency samples. Seeded: the same inputs
// always give the same CI.
// unit: what the explanation's numbers are in ("ms"; "J" for energy, which is compared the same way).
QuantileDifference compareLatency(const std::vector<double>& a, const std::vector<double>& b, double q = 0.5,
    int resamples = 2000, uint64_t seed = 1, const char* unit = "ms");

struct PeakDifference {
    int64_t kbA = 0, kbB = 0;
    int64_t difference = 0; // B - A
    int64_t resolutionKb = 0; // the two resolutions added
    CompareOutcome outcome = CompareOutcome::Inconclusive;
    QString explanation; // translated
};

// What a peak can resolve: one page when exact; when sampled, the largest step between two
// consecutive samples (a spike between them can be that much higher); plus the per-thread RSS
// counter slack on kernels before 6.2 when `threads` > 1.
int64_t peakResolutionKb(Exactness e, const MemorySeries* series, bool kernelBefore62, int threads);

// Same: |diff| <= the larger resolution. Different: |diff| > the two added. Otherwise, or when an
// exactness is unknown, inconclusive.
PeakDifference comparePeaks(int64_t kbA, int64_t resolutionA, int64_t kbB, int64_t resolutionB);

// "10%" -> 0.10, "0.1" -> 0.10; nullopt for anything else or a negative value.
std::optional<double> parseRegressionThreshold(const QString& text);

// Energy and EnergyPerToken (issue 25): the median repetition's energy (J) and the stable
// repetitions' energy per output token, compared as the latencies are (lower is better). Not in
// the default set: `--figures energy,j_per_token` asks for them.
// P99Latency and TokensPerS (issue 24, item 3, for `headroom history`): the p99 of the stable wall
// times, compared as the p90; the median repetition's decode rate (Repetition::tokensPerS), where
// higher is better: NEW regresses when the upper end of the interval of (NEW - BASE) is below
// -threshold x BASE. Neither is in the default set either.
enum class CompareFigure {
    PeakMemory,
    MedianLatency,
    P90Latency,
    Ttft,
    Energy,
    EnergyPerToken,
    P99Latency,
    TokensPerS
};
// "peak", "median", "p90", "ttft", "energy", "j_per_token", "p99", "tokens_per_s"
QString compareFigureName(CompareFigure f);
// Any name compareFigureName gives, and "p50" for "median".
std::optional<CompareFigure> compareFigureFromName(const QString& name);
// Every figure, in the order of the enum (for choosers and help texts).
QList<CompareFigure> allCompareFigures();

struct FigureComparison {
    QString inputId;
    CompareFigure figure = CompareFigure::MedianLatency;
    double base = 0, candidate = 0;
    double relativeChange = 0; // (candidate - base) / base
    double ciLow = 0, ciHigh = 0; // of candidate - base; for peaks: difference ± resolution
    int nBase = 0, nCandidate = 0; // the stable repetitions compared; 0 for peaks (one figure per run)
    CompareOutcome outcome = CompareOutcome::Inconclusive;
    bool regression = false; // worse beyond the threshold, with confidence
    QString explanation;
};

struct RunComparison {
    QList<FigureComparison> rows; // inputs present in both runs, in the base run's order
    QStringList notCompared; // translated: inputs or figures one side lacks
    bool regression = false; // any row is a regression, or NEW cost a critical service
    QStringList criticalLost; // translated: the critical processes NEW lost (criticalLossText)
    QStringList contended; // translated: a side measured under heavy CPU pressure; every row is then inconclusive
    QStringList notes; // translated: what the rows rest on (a p90 from fewer repetitions than a bound needs)
};

// `headroom compare BASE NEW --max-regression 10%`: NEW regresses on a figure when the comparison
// says "different" and the lower end of the interval of (NEW - BASE) is above threshold x BASE:
// worse beyond the threshold even in the most favourable reading, so noise does not fail a
// pipeline. Lower is better for every figure but TokensPerS (see above). Inputs are matched by id.
RunComparison compareRuns(const Run& base, const Run& candidate, double maxRegression,
    const QList<CompareFigure>& figures
    = { CompareFigure::PeakMemory, CompareFigure::MedianLatency, CompareFigure::P90Latency, CompareFigure::Ttft },
    int warmupToDrop = 0);

} // namespace Analysis
