#include "analysis/core/statistics.h"
#include "analysis/core/splitmix64.h"

#include "analysis/core/run.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace Analysis {
namespace {

double medianOfSorted(const std::vector<double>& sorted)
{
    return quantileSorted(sorted, 0.5);
}

// Median of a bootstrap resample of `sorted`, drawn as counts per position: since the source is
// sorted, the k-th order statistic of the resample is found by walking the cumulative counts.
// This costs two linear passes over small integers instead of a copy and nth_element per
// resample (10k resamples of 1,000 values: see docs/performance.md).
double resampleMedian(const std::vector<double>& sorted, std::vector<uint32_t>& counts, SplitMix64& rng)
{
    const size_t n = sorted.size();
    std::fill(counts.begin(), counts.end(), 0U);
    for (size_t i = 0; i < n; ++i)
        ++counts[rng.below(n)];
    // Type 7 median: order statistics lo = floor((n-1)/2) and hi = ceil((n-1)/2).
    const size_t lo = (n - 1) / 2;
    const size_t hi = n / 2;
    size_t seen = 0;
    double loValue = 0;
    for (size_t i = 0; i < n; ++i) {
        seen += counts[i];
        if (seen > lo) {
            loValue = sorted[i];
            if (seen > hi)
                return loValue;
            // The next occupied position holds order statistic hi.
            for (size_t j = i + 1; j < n; ++j)
                if (counts[j] > 0)
                    return 0.5 * (loValue + sorted[j]);
            return loValue;
        }
    }
    return loValue;
}

} // namespace

int samplesForQuantileBound(double q, double confidence)
{
    if (!(q > 0 && q < 1) || !(confidence > 0 && confidence < 1))
        return 0;
    // q^n <= 1 - c  <=>  n >= ln(1 - c) / ln(q)
    return static_cast<int>(std::ceil(std::log(1 - confidence) / std::log(q) - 1e-9));
}

std::optional<double> quantileUpperBound(const std::vector<double>& sorted, double q, double confidence)
{
    const int n = static_cast<int>(sorted.size());
    if (n == 0 || n < samplesForQuantileBound(q, confidence))
        return std::nullopt;
    // P(X < k) for X ~ Binomial(n, q), summed term by term: the k-th smallest sample bounds the
    // quantile when fewer than k samples fall under it with that probability.
    // Each term in logarithms: (1 - q)^n underflows for a few thousand samples.
    const double lq = std::log(q), l1q = std::log1p(-q), lnFact = std::lgamma(n + 1.0);
    double below = 0;
    for (int k = 1; k <= n; ++k) {
        const int j = k - 1;
        below += std::exp(lnFact - std::lgamma(j + 1.0) - std::lgamma(n - j + 1.0) + j * lq + (n - j) * l1q);
        if (below >= confidence) // P(X <= k - 1)
            return sorted[size_t(k - 1)];
    }
    return sorted.back();
}

double quantileSorted(const std::vector<double>& sorted, double q)
{
    if (sorted.empty())
        return 0;
    if (!(q > 0)) // also catches NaN
        return sorted.front();
    if (q >= 1)
        return sorted.back();
    const double h = static_cast<double>(sorted.size() - 1) * q;
    const auto lo = static_cast<size_t>(std::floor(h));
    if (lo + 1 >= sorted.size())
        return sorted.back();
    return sorted[lo] + (h - static_cast<double>(lo)) * (sorted[lo + 1] - sorted[lo]);
}

Summary summarize(std::vector<double> values, int bootstrapResamples, uint64_t seed)
{
    // Non-finite values carry no duration; importers refuse them with a message, and here they
    // are left out rather than turning every figure into NaN.
    values.erase(
        std::remove_if(values.begin(), values.end(), [](double v) { return !std::isfinite(v); }), values.end());

    Summary s;
    s.n = static_cast<int>(values.size());
    if (values.empty())
        return s;
    std::sort(values.begin(), values.end());

    s.min = values.front();
    s.max = values.back();
    s.median = medianOfSorted(values);
    s.p90 = quantileSorted(values, 0.90);
    s.p99 = quantileSorted(values, 0.99);

    // Two passes: the mean first, then squared deviations from it (stabler than sum of squares).
    const double n = static_cast<double>(values.size());
    s.mean = std::accumulate(values.begin(), values.end(), 0.0) / n;
    if (values.size() >= 2) {
        double ss = 0;
        for (double v : values)
            ss += (v - s.mean) * (v - s.mean);
        s.stdev = std::sqrt(ss / (n - 1));
    }

    std::vector<double> deviations(values.size());
    for (size_t i = 0; i < values.size(); ++i)
        deviations[i] = std::fabs(values[i] - s.median);
    std::sort(deviations.begin(), deviations.end());
    s.mad = medianOfSorted(deviations);
    s.tailRatio = s.median != 0 ? s.p90 / s.median : 0;

    // Modified Z-score (Iglewicz & Hoaglin 1993): M = 0.6745 (x - median) / MAD, outlier when
    // |M| > 3.5. When more than half the values are equal the MAD is 0; the usual fallback
    // (also IBM's) divides by 1.253314 * mean absolute deviation instead, so a single slow
    // repetition among identical ones is still reported.
    double scale = 0;
    if (s.mad > 0) {
        scale = s.mad / 0.6745;
    } else {
        const double meanAd = std::accumulate(deviations.begin(), deviations.end(), 0.0) / n;
        scale = 1.253314 * meanAd;
    }
    if (scale > 0) {
        for (double v : values)
            if (std::fabs(v - s.median) / scale > 3.5)
                ++s.outliers;
    }

    if (bootstrapResamples > 0 && values.size() >= 2) {
        SplitMix64 rng(seed);
        std::vector<uint32_t> counts(values.size());
        std::vector<double> medians(static_cast<size_t>(bootstrapResamples));
        for (double& m : medians)
            m = resampleMedian(values, counts, rng);
        std::sort(medians.begin(), medians.end());
        s.medianCiLow = quantileSorted(medians, 0.025);
        s.medianCiHigh = quantileSorted(medians, 0.975);
    } else if (bootstrapResamples > 0 && values.size() == 1) {
        // One value: every resample is that value.
        s.medianCiLow = s.medianCiHigh = values.front();
    }
    return s;
}

std::vector<double> stableWallMs(const QList<Repetition>& reps, int warmupToDrop)
{
    // Order by index so "the first N" means the first N that ran, whatever order the log listed.
    std::vector<const Repetition*> ordered;
    ordered.reserve(static_cast<size_t>(reps.size()));
    bool logFlagsWarmup = false;
    for (const auto& r : reps) {
        ordered.push_back(&r);
        logFlagsWarmup = logFlagsWarmup || r.warmup;
    }
    std::stable_sort(
        ordered.begin(), ordered.end(), [](const Repetition* a, const Repetition* b) { return a->index < b->index; });

    std::vector<double> out;
    out.reserve(ordered.size());
    int skipped = 0;
    for (const Repetition* r : ordered) {
        if (r->warmup)
            continue;
        // A failed first run is still the warm-up run: count it before looking at the outcome.
        if (!logFlagsWarmup && skipped < warmupToDrop) {
            ++skipped;
            continue;
        }
        if (r->outcome != Outcome::Ok || !std::isfinite(r->wallMs))
            continue;
        out.push_back(r->wallMs);
    }
    return out;
}

} // namespace Analysis
