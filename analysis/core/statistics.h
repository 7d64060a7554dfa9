#pragma once

// Descriptive statistics of latencies. Quantiles use linear interpolation between order
// statistics (Hyndman & Fan type 7, the default of R, NumPy and hyperfine): for sorted x[0..n-1]
// and q in [0,1], h = (n-1)q, Q = x[floor h] + (h - floor h)(x[floor h + 1] - x[floor h]).

#include <QList>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace Analysis {

struct Repetition;

struct Summary {
    int n = 0;
    double min = 0, median = 0, p90 = 0, p99 = 0, max = 0, mean = 0;
    double stdev = 0; // sample standard deviation (n-1); 0 when n < 2
    double mad = 0; // median absolute deviation, unscaled
    double tailRatio = 0; // p90 / median; 0 when median is 0
    std::optional<double> medianCiLow, medianCiHigh; // bootstrap 95% CI (percentile method)
    int outliers = 0; // |modified Z| > 3.5, M = 0.6745 (x - median) / MAD (Iglewicz & Hoaglin)
};

// Quantile of already sorted values (type 7). q in [0,1]. Empty input gives 0.
double quantileSorted(const std::vector<double>& sorted, double q);

// Tails from few samples (docs/measurement-method.md, step 3). With n samples, the chance that every
// one lies under the true q-quantile is q^n; the k-th smallest sample is an upper bound of the
// q-quantile with confidence c when P(Binomial(n, q) < k) >= c (the binomial bound MLPerf LoadGen's
// early stopping uses). The fewest samples for which even the largest bounds it: 29 for a p90 and
// 299 for a p99 at 95%.
constexpr double kTailConfidence = 0.95;
int samplesForQuantileBound(double q, double confidence = kTailConfidence);
// That bound from sorted samples: the smallest order statistic that bounds the q-quantile from above
// with the confidence. Empty with fewer than samplesForQuantileBound(q) samples.
std::optional<double> quantileUpperBound(const std::vector<double>& sorted, double q, double confidence = kTailConfidence);

// Full summary of values (any order). bootstrapResamples = 0 skips the CI. The seed makes the
// CI repeatable: the same inputs always give the same figures.
Summary summarize(std::vector<double> values, int bootstrapResamples = 2000, uint64_t seed = 1);

// The stable repetitions of one input: drops the first `warmup` non-warm-up-flagged ones only
// when the log did not flag warm-ups itself, drops repetitions flagged warm-up, and keeps only
// outcome ok. Returns wall times in milliseconds.
std::vector<double> stableWallMs(const QList<Repetition>& reps, int warmupToDrop);

} // namespace Analysis
