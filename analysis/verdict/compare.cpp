#include "analysis/verdict/compare.h"

#include "analysis/core/splitmix64.h"
#include "analysis/core/statistics.h"
#include "analysis/core/tr.h"
#include "analysis/verdict/verdict.h"
#include "analysis/verdict/verdictnumbers_p.h"

#include <algorithm>
#include <cmath>

namespace Analysis {
namespace {
// Type-7 quantile of a resample of x. Only two order statistics are needed, so nth_element plus
// a min over the upper part replaces a full sort (n = 1,000, 2,000 resamples: see
// docs/performance.md "Verdict and comparison").
double bootstrapQuantile(const std::vector<double>& x, double q, std::vector<double>& scratch, SplitMix64& rng)
{
    const size_t n = x.size();
    scratch.resize(n);
    for (auto& v : scratch)
        v = x[rng.below(n)];
    const double h = static_cast<double>(n - 1) * q;
    const auto lo = static_cast<size_t>(std::floor(h));
    std::nth_element(scratch.begin(), scratch.begin() + static_cast<std::ptrdiff_t>(lo), scratch.end());
    const double low = scratch[lo];
    if (lo + 1 >= n)
        return low;
    const double high = *std::min_element(scratch.begin() + static_cast<std::ptrdiff_t>(lo + 1), scratch.end());
    return low + (h - static_cast<double>(lo)) * (high - low);
}

using VerdictDetail::num;

MemorySeries seriesFor(const Run& run, const QString& inputId)
{
    if (run.memory.contains(inputId))
        return run.memory.value(inputId);
    if (run.inputs.size() <= 1)
        return run.memory.value(QString());
    return {};
}

int64_t resolutionOf(const Run& run, const InputFigures& f)
{
    const MemorySeries series = seriesFor(run, f.inputId);
    // An unknown kernel may be an old one: count the slack rather than claim a precision we lack.
    const bool old = kernelOlderThan(run.environment, 6, 2).value_or(true);
    const int64_t instrument = peakResolutionKb(f.peakExactness, &series, old, threadCount(run).value_or(1));
    // Two runs of the same process differ by a few pages even when nothing changed (allocator,
    // page cache, ASLR): the spread of the exact per-repetition peaks inside one run is that
    // run-to-run noise, measured, so a difference smaller than it is not called "different".
    int64_t lo = -1, hi = -1;
    for (const Repetition& r : run.repetitionsFor(f.inputId)) {
        const auto peak = r.inferencePeakKb ? r.inferencePeakKb : r.maxRssKb;
        if (r.warmup || r.outcome != Outcome::Ok || !peak)
            continue;
        lo = lo < 0 ? *peak : std::min(lo, *peak);
        hi = std::max(hi, *peak);
    }
    return std::max(instrument, hi - lo);
}
} // namespace

QString compareOutcomeName(CompareOutcome o)
{
    switch (o) {
    case CompareOutcome::Same:
        return QStringLiteral("same");
    case CompareOutcome::Different:
        return QStringLiteral("different");
    case CompareOutcome::Inconclusive:
        break;
    }
    return QStringLiteral("inconclusive");
}

MannWhitney mannWhitneyU(const std::vector<double>& a, const std::vector<double>& b)
{
    MannWhitney r;
    const size_t n1 = a.size(), n2 = b.size(), n = n1 + n2;
    if (n1 == 0 || n2 == 0)
        return r;
    // Pool with a side flag, sort, and give tied values the mean of their ranks.
    std::vector<std::pair<double, bool>> pooled;
    pooled.reserve(n);
    for (double v : a)
        pooled.emplace_back(v, true);
    for (double v : b)
        pooled.emplace_back(v, false);
    std::sort(pooled.begin(), pooled.end());
    double rankSumA = 0, tieTerm = 0;
    for (size_t i = 0; i < n;) {
        size_t j = i;
        while (j < n && pooled[j].first == pooled[i].first)
            ++j;
        const double t = static_cast<double>(j - i);
        const double midRank = (static_cast<double>(i + 1) + static_cast<double>(j)) / 2; // ranks i+1..j
        for (size_t k = i; k < j; ++k)
            if (pooled[k].second)
                rankSumA += midRank;
        tieTerm += t * t * t - t;
        i = j;
    }
    const double dn1 = static_cast<double>(n1), dn2 = static_cast<double>(n2), dn = static_cast<double>(n);
    r.valid = true;
    r.u1 = rankSumA - dn1 * (dn1 + 1) / 2;
    r.u2 = dn1 * dn2 - r.u1;
    const double mean = dn1 * dn2 / 2;
    const double variance = n > 1 ? dn1 * dn2 / 12 * ((dn + 1) - tieTerm / (dn * (dn - 1))) : 0;
    if (variance <= 0) {
        // Every value equal: nothing to tell the samples apart.
        r.z = 0;
        r.pValue = 1;
        return r;
    }
    r.z = std::max(0.0, std::abs(r.u1 - mean) - 0.5) / std::sqrt(variance);
    r.pValue = std::min(1.0, std::erfc(r.z / std::sqrt(2.0)));
    return r;
}

QuantileDifference compareLatency(const std::vector<double>& a, const std::vector<double>& b, double q, int resamples,
    uint64_t seed, const char* unit)
{
    QuantileDifference d;
    d.q = q;
    d.nA = static_cast<int>(a.size());
    d.nB = static_cast<int>(b.size());
    if (a.empty() || b.empty()) {
        d.explanation = Tr::tr("One of the runs has no stable repetitions to compare.");
        return d;
    }
    std::vector<double> sa = a, sb = b;
    std::sort(sa.begin(), sa.end());
    std::sort(sb.begin(), sb.end());
    d.valueA = quantileSorted(sa, q);
    d.valueB = quantileSorted(sb, q);
    d.difference = d.valueB - d.valueA;
    d.test = mannWhitneyU(a, b);

    SplitMix64 rng(seed);
    std::vector<double> diffs, scratch;
    diffs.reserve(static_cast<size_t>(std::max(resamples, 0)));
    for (int i = 0; i < resamples; ++i) {
        const double qa = bootstrapQuantile(sa, q, scratch, rng);
        diffs.push_back(bootstrapQuantile(sb, q, scratch, rng) - qa);
    }
    std::sort(diffs.begin(), diffs.end());
    d.ciLow = diffs.empty() ? d.difference : quantileSorted(diffs, 0.025);
    d.ciHigh = diffs.empty() ? d.difference : quantileSorted(diffs, 0.975);

    const QString figures = Tr::tr("difference %1 %8 (95% CI %2 to %3 %8), Mann–Whitney U = %4, p = %5, n = %6 / %7")
                                .arg(num(d.difference), num(d.ciLow), num(d.ciHigh), num(d.test.u1, 1),
                                    QString::number(d.test.pValue, 'f', 4))
                                .arg(d.nA)
                                .arg(d.nB)
                                .arg(QLatin1String(unit));
    const double margin = kEquivalenceMargin * std::abs(d.valueA);
    if (d.nA < kMinSamplesToCompare || d.nB < kMinSamplesToCompare) {
        d.outcome = CompareOutcome::Inconclusive;
        d.explanation = Tr::tr("Inconclusive: fewer than %1 stable repetitions on one side; %2.")
                            .arg(kMinSamplesToCompare)
                            .arg(figures);
    } else if ((d.ciLow > 0 || d.ciHigh < 0) && d.test.pValue < kSignificanceLevel) {
        d.outcome = CompareOutcome::Different;
        d.explanation = Tr::tr("Different: %1.").arg(figures);
    } else if (d.ciLow >= -margin && d.ciHigh <= margin) {
        d.outcome = CompareOutcome::Same;
        d.explanation = Tr::tr("Same within ±%1%: %2.").arg(num(kEquivalenceMargin * 100, 0), figures);
    } else {
        d.outcome = CompareOutcome::Inconclusive;
        d.explanation
            = Tr::tr("Inconclusive: the interval is too wide to call the runs the same or different; %1.").arg(figures);
    }
    return d;
}

int64_t peakResolutionKb(Exactness e, const MemorySeries* series, bool kernelBefore62, int threads)
{
    int64_t res = kPageKb;
    if (e == Exactness::Sampled && series) {
        for (size_t i = 1; i < series->size(); ++i) {
            const int64_t prev = series->rssKb[i - 1], cur = series->rssKb[i];
            if (prev >= 0 && cur >= 0)
                res = std::max(res, std::abs(cur - prev));
        }
    }
    if (kernelBefore62 && threads > 1)
        res += kSplitRssEventsPerThread * kPageKb * threads;
    return res;
}

PeakDifference comparePeaks(int64_t kbA, int64_t resolutionA, int64_t kbB, int64_t resolutionB)
{
    PeakDifference p;
    p.kbA = kbA;
    p.kbB = kbB;
    p.difference = kbB - kbA;
    p.resolutionKb = resolutionA + resolutionB;
    const int64_t mag = std::abs(p.difference);
    if (mag <= std::max(resolutionA, resolutionB))
        p.outcome = CompareOutcome::Same;
    else if (mag > p.resolutionKb)
        p.outcome = CompareOutcome::Different;
    else
        p.outcome = CompareOutcome::Inconclusive;
    const QString figures = Tr::tr("peak %1 → %2 KiB, difference %3 KiB, resolution %4 KiB")
                                .arg(kbA)
                                .arg(kbB)
                                .arg(p.difference)
                                .arg(p.resolutionKb);
    switch (p.outcome) {
    case CompareOutcome::Same:
        p.explanation = Tr::tr("Same: %1.").arg(figures);
        break;
    case CompareOutcome::Different:
        p.explanation = Tr::tr("Different: %1.").arg(figures);
        break;
    case CompareOutcome::Inconclusive:
        p.explanation = Tr::tr("Inconclusive: the difference is within what the two measurements can resolve "
                               "together; %1.")
                            .arg(figures);
        break;
    }
    return p;
}

std::optional<double> parseRegressionThreshold(const QString& text)
{
    QString t = text.trimmed();
    const bool isPercent = t.endsWith(QLatin1Char('%'));
    if (isPercent)
        t.chop(1);
    bool ok = false;
    const double v = t.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(v) || v < 0)
        return std::nullopt;
    return isPercent ? v / 100 : v;
}

QString compareFigureName(CompareFigure f)
{
    switch (f) {
    case CompareFigure::PeakMemory:
        return QStringLiteral("peak");
    case CompareFigure::MedianLatency:
        return QStringLiteral("median");
    case CompareFigure::P90Latency:
        return QStringLiteral("p90");
    case CompareFigure::Ttft:
        return QStringLiteral("ttft");
    case CompareFigure::Energy:
        return QStringLiteral("energy");
    case CompareFigure::EnergyPerToken:
        return QStringLiteral("j_per_token");
    case CompareFigure::P99Latency:
        return QStringLiteral("p99");
    case CompareFigure::TokensPerS:
        return QStringLiteral("tokens_per_s");
    }
    return QString();
}

QList<CompareFigure> allCompareFigures()
{
    return { CompareFigure::PeakMemory, CompareFigure::MedianLatency, CompareFigure::P90Latency, CompareFigure::Ttft,
        CompareFigure::Energy, CompareFigure::EnergyPerToken, CompareFigure::P99Latency, CompareFigure::TokensPerS };
}

std::optional<CompareFigure> compareFigureFromName(const QString& name)
{
    const QString n = name.trimmed().toLower();
    if (n == u"p50")
        return CompareFigure::MedianLatency;
    for (auto f : allCompareFigures())
        if (compareFigureName(f) == n)
            return f;
    return std::nullopt;
}

namespace {
// Each stable repetition's energy, or its energy per output token (repetitions with a count).
std::vector<double> stableEnergy(const QList<Repetition>& reps, int warmupToDrop, CompareFigure fig)
{
    std::vector<double> out;
    for (const Repetition& r : reps) {
        if (r.warmup || r.index < warmupToDrop || r.outcome != Outcome::Ok || !r.energyJ)
            continue;
        if (fig == CompareFigure::Energy)
            out.push_back(*r.energyJ);
        else if (r.tokensOut && *r.tokensOut > 0)
            out.push_back(*r.energyJ / double(*r.tokensOut));
    }
    return out;
}

// Each stable repetition's decode rate (tokens per second), where the source gave one.
std::vector<double> stableTokensPerS(const QList<Repetition>& reps, int warmupToDrop)
{
    std::vector<double> out;
    for (const Repetition& r : reps)
        if (!r.warmup && r.index >= warmupToDrop && r.outcome == Outcome::Ok && r.tokensPerS
            && std::isfinite(*r.tokensPerS))
            out.push_back(*r.tokensPerS);
    return out;
}
} // namespace

RunComparison compareRuns(
    const Run& base, const Run& candidate, double maxRegression, const QList<CompareFigure>& figures, int warmupToDrop)
{
    RunComparison out;
    VerdictOptions options;
    options.warmupToDrop = warmupToDrop;
    const FigureTable a = perInputFigures(base, options);
    const FigureTable b = perInputFigures(candidate, options);
    // A critical service lost is worse than any figure (the method's safety layer): NEW fails.
    for (const CriticalLoss& c : b.criticalLost)
        out.criticalLost << criticalLossText(c);
    out.regression = !out.criticalLost.isEmpty();
    // A contended run's figures are not its device's own: nothing compared with them is conclusive.
    for (const auto& [table, side] : { std::pair { &a, Tr::tr("BASE") }, std::pair { &b, Tr::tr("NEW") } })
        if (table->context.contended())
            out.contended << Tr::tr("%1 was measured under heavy CPU pressure (%2): every comparison with it is "
                                    "inconclusive.")
                                 .arg(side, contentionText(table->context));
    for (const auto& fa : a.inputs) {
        const auto it = std::find_if(
            b.inputs.begin(), b.inputs.end(), [&fa](const InputFigures& f) { return f.inputId == fa.inputId; });
        if (it == b.inputs.end()) {
            out.notCompared << Tr::tr("Input %1 is only in the base run.").arg(inputLabel(fa.inputId));
            continue;
        }
        const InputFigures& fb = *it;
        for (CompareFigure fig : figures) {
            FigureComparison row;
            row.inputId = fa.inputId;
            row.figure = fig;
            if (fig == CompareFigure::PeakMemory) {
                if (!fa.peakKb || !fb.peakKb) {
                    out.notCompared
                        << Tr::tr("Input %1: peak memory is missing on one side.").arg(inputLabel(fa.inputId));
                    continue;
                }
                const auto p
                    = comparePeaks(*fa.peakKb, resolutionOf(base, fa), *fb.peakKb, resolutionOf(candidate, fb));
                row.base = static_cast<double>(p.kbA);
                row.candidate = static_cast<double>(p.kbB);
                row.ciLow = static_cast<double>(p.difference - p.resolutionKb);
                row.ciHigh = static_cast<double>(p.difference + p.resolutionKb);
                row.outcome = p.outcome;
                row.explanation = p.explanation;
            } else {
                std::vector<double> xa = fa.stableMs, xb = fb.stableMs;
                const bool energy = fig == CompareFigure::Energy || fig == CompareFigure::EnergyPerToken;
                if (fig == CompareFigure::Ttft) {
                    xa = stableTtftMs(base.repetitionsFor(fa.inputId), warmupToDrop);
                    xb = stableTtftMs(candidate.repetitionsFor(fb.inputId), warmupToDrop);
                } else if (energy) {
                    xa = stableEnergy(base.repetitionsFor(fa.inputId), warmupToDrop, fig);
                    xb = stableEnergy(candidate.repetitionsFor(fb.inputId), warmupToDrop, fig);
                } else if (fig == CompareFigure::TokensPerS) {
                    xa = stableTokensPerS(base.repetitionsFor(fa.inputId), warmupToDrop);
                    xb = stableTokensPerS(candidate.repetitionsFor(fb.inputId), warmupToDrop);
                }
                if (xa.empty() || xb.empty()) {
                    out.notCompared << Tr::tr("Input %1: %2 is missing on one side.")
                                           .arg(inputLabel(fa.inputId), compareFigureName(fig));
                    continue;
                }
                const double q = fig == CompareFigure::P90Latency ? 0.9 : fig == CompareFigure::P99Latency ? 0.99 : 0.5;
                const auto d = compareLatency(xa, xb, q, 2000, 1,
                    energy                                 ? "J"
                        : fig == CompareFigure::TokensPerS ? "tokens/s"
                                                           : "ms");
                const int needed = samplesForQuantileBound(q);
                if (q > 0.5 && (int(xa.size()) < needed || int(xb.size()) < needed))
                    out.notes << Tr::tr("Input %1: the %5 rests on %2 and %3 repetitions, fewer than the %4 a 95% "
                                        "bound needs: both are estimates.")
                                     .arg(inputLabel(fa.inputId))
                                     .arg(xa.size())
                                     .arg(xb.size())
                                     .arg(needed)
                                     .arg(compareFigureName(fig));
                row.base = d.valueA;
                row.candidate = d.valueB;
                row.ciLow = d.ciLow;
                row.ciHigh = d.ciHigh;
                row.nBase = d.nA;
                row.nCandidate = d.nB;
                row.outcome = d.outcome;
                row.explanation = d.explanation;
            }
            row.relativeChange = row.base > 0 ? (row.candidate - row.base) / row.base : 0;
            // Worse beyond the threshold even at the favourable end of the interval.
            // For a rate (higher is better) that is the upper end below -threshold x BASE.
            row.regression = row.outcome == CompareOutcome::Different
                && (fig == CompareFigure::TokensPerS ? row.ciHigh < -maxRegression * row.base
                                                     : row.ciLow > maxRegression * row.base);
            if (!out.contended.isEmpty()) {
                row.outcome = CompareOutcome::Inconclusive;
                row.regression = false;
            }
            out.regression = out.regression || row.regression;
            out.rows << row;
        }
    }
    for (const auto& fb : b.inputs)
        if (std::none_of(
                a.inputs.begin(), a.inputs.end(), [&fb](const InputFigures& f) { return f.inputId == fb.inputId; }))
            out.notCompared << Tr::tr("Input %1 is only in the new run.").arg(inputLabel(fb.inputId));
    return out;
}

} // namespace Analysis
