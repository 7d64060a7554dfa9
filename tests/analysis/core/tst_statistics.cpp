// Statistics against figures computed by hand. The quantile method is type 7 (linear
// interpolation between order statistics): for sorted x[0..n-1], h = (n-1)q,
// Q = x[floor h] + (h - floor h)(x[floor h + 1] - x[floor h]).

#include "analysis/core/run.h"
#include "analysis/core/statistics.h"
#include "analysis/verdict/verdict.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace Analysis;

Q_DECLARE_METATYPE(std::vector<double>)
Q_DECLARE_METATYPE(QList<Analysis::Repetition>)

class TstStatistics : public QObject {
    Q_OBJECT

private slots:
    void warmupZeroKeepsEveryRepetition();
    void tailNeedsItsSamples();
    void quantile_data();
    void quantile();
    void summaryByHand();
    void outliers_data();
    void outliers();
    void nonFiniteLeftOut();
    void bootstrapRepeatable();
    void bootstrapSmallSamples();
    void bootstrapWidthPlausible();
    void stableWallMs_data();
    void stableWallMs();
};

void TstStatistics::quantile_data()
{
    QTest::addColumn<std::vector<double>>("sorted");
    QTest::addColumn<double>("q");
    QTest::addColumn<double>("expected");

    QTest::addRow("empty") << std::vector<double> {} << 0.5 << 0.0;
    QTest::addRow("single-median") << std::vector<double> { 5 } << 0.5 << 5.0;
    QTest::addRow("single-p99") << std::vector<double> { 5 } << 0.99 << 5.0;
    // {1, 3}: h = 1 * 0.5 = 0.5 -> 1 + 0.5 * (3 - 1) = 2
    QTest::addRow("two-median") << std::vector<double> { 1, 3 } << 0.5 << 2.0;
    // {1, 3}: h = 0.9 -> 1 + 0.9 * 2 = 2.8
    QTest::addRow("two-p90") << std::vector<double> { 1, 3 } << 0.9 << 2.8;
    // {1, 2, 3, 4}: h = 3 * 0.5 = 1.5 -> 2 + 0.5 * 1 = 2.5
    QTest::addRow("even-median") << std::vector<double> { 1, 2, 3, 4 } << 0.5 << 2.5;
    const std::vector<double> ten { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 };
    // 1..10: h = 9 * 0.5 = 4.5 -> x[4] + 0.5 (x[5] - x[4]) = 5 + 0.5 = 5.5
    QTest::addRow("ten-median") << ten << 0.5 << 5.5;
    // 1..10: h = 9 * 0.9 = 8.1 -> x[8] + 0.1 (x[9] - x[8]) = 9 + 0.1 = 9.1
    QTest::addRow("ten-p90") << ten << 0.9 << 9.1;
    // 1..10: h = 9 * 0.99 = 8.91 -> 9 + 0.91 = 9.91
    QTest::addRow("ten-p99") << ten << 0.99 << 9.91;
    const std::vector<double> skew { 2, 4, 4, 5, 20 };
    // {2,4,4,5,20}: h = 4 * 0.25 = 1 -> x[1] = 4
    QTest::addRow("skew-p25") << skew << 0.25 << 4.0;
    // h = 4 * 0.9 = 3.6 -> x[3] + 0.6 (x[4] - x[3]) = 5 + 0.6 * 15 = 14
    QTest::addRow("skew-p90") << skew << 0.9 << 14.0;
    // h = 4 * 0.99 = 3.96 -> 5 + 0.96 * 15 = 19.4
    QTest::addRow("skew-p99") << skew << 0.99 << 19.4;
    QTest::addRow("skew-q0") << skew << 0.0 << 2.0;
    QTest::addRow("skew-q1") << skew << 1.0 << 20.0;
    QTest::addRow("q-below-0") << skew << -1.0 << 2.0;
    QTest::addRow("q-above-1") << skew << 2.0 << 20.0;
}

void TstStatistics::quantile()
{
    QFETCH(std::vector<double>, sorted);
    QFETCH(double, q);
    QFETCH(double, expected);
    QCOMPARE(quantileSorted(sorted, q), expected);
}

void TstStatistics::summaryByHand()
{
    // Values (unsorted): 10 12 11 13 100 12 11; sorted: 10 11 11 12 12 13 100, n = 7.
    // median: h = 6 * 0.5 = 3 -> 12
    // p90:    h = 6 * 0.9 = 5.4 -> 13 + 0.4 * (100 - 13) = 47.8
    // p99:    h = 6 * 0.99 = 5.94 -> 13 + 0.94 * 87 = 94.78
    // mean:   169 / 7 = 24.142857...
    // stdev:  sum x^2 = 100+121+121+144+144+169+10000 = 10799; n mean^2 = 169^2/7 = 4080.142857;
    //         SS = 6718.857143; / (n-1) = 1119.809524; sqrt = 33.463555
    // MAD:    |x - 12| = 2 1 1 0 0 1 88 -> sorted 0 0 1 1 1 2 88 -> median 1
    // outliers: M(100) = 0.6745 * 88 / 1 = 59.4 > 3.5; M(10) = 0.6745 * 2 = 1.35 -> one outlier
    // tail ratio: 47.8 / 12 = 3.983333
    const Summary s = summarize({ 10, 12, 11, 13, 100, 12, 11 }, 0);
    QCOMPARE(s.n, 7);
    QCOMPARE(s.min, 10.0);
    QCOMPARE(s.max, 100.0);
    QCOMPARE(s.median, 12.0);
    QVERIFY(qAbs(s.p90 - 47.8) < 1e-9);
    QVERIFY(qAbs(s.p99 - 94.78) < 1e-9);
    QVERIFY(qAbs(s.mean - 169.0 / 7.0) < 1e-9);
    QVERIFY(qAbs(s.stdev - 33.463555) < 1e-6);
    QCOMPARE(s.mad, 1.0);
    QCOMPARE(s.outliers, 1);
    QVERIFY(qAbs(s.tailRatio - 47.8 / 12.0) < 1e-9);
    QVERIFY(!s.medianCiLow.has_value());
    QVERIFY(!s.medianCiHigh.has_value());

    const Summary empty = summarize({}, 100);
    QCOMPARE(empty.n, 0);
    QVERIFY(!empty.medianCiLow.has_value());
}

void TstStatistics::outliers_data()
{
    QTest::addColumn<std::vector<double>>("values");
    QTest::addColumn<int>("expected");

    // Median 3, |x-3| = 2 1 0 1 2 -> MAD 1; largest M = 0.6745 * 2 = 1.35: none.
    QTest::addRow("tight") << std::vector<double> { 1, 2, 3, 4, 5 } << 0;
    // Median 5, deviations 0 0 0 0 4 -> MAD 0; mean absolute deviation 4/5 = 0.8;
    // M(9) = 4 / (1.253314 * 0.8) = 3.99 > 3.5: one outlier.
    QTest::addRow("mad-zero-fallback") << std::vector<double> { 5, 5, 5, 5, 9 } << 1;
    // All equal: no spread at all, nothing stands out.
    QTest::addRow("all-equal") << std::vector<double> { 7, 7, 7 } << 0;
    // Sorted 2 10 10 10 11 11 11 30: median h = 7 * 0.5 = 3.5 -> 10.5; |x - 10.5| = 8.5, six 0.5,
    // 19.5 -> MAD 0.5; M(2) = 0.6745 * 8.5 / 0.5 = 11.5, M(30) = 0.6745 * 19.5 / 0.5 = 26.3: two.
    QTest::addRow("both-sides") << std::vector<double> { 10, 11, 2, 10, 11, 30, 10, 11 } << 2;
}

void TstStatistics::outliers()
{
    QFETCH(std::vector<double>, values);
    QFETCH(int, expected);
    QCOMPARE(summarize(values, 0).outliers, expected);
}

void TstStatistics::nonFiniteLeftOut()
{
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    const Summary s = summarize({ 1, nan, 3, inf, -inf }, 200);
    QCOMPARE(s.n, 2);
    QCOMPARE(s.median, 2.0);
    QCOMPARE(s.mean, 2.0);
    QVERIFY(std::isfinite(s.stdev));
    QVERIFY(s.medianCiLow.has_value());
}

void TstStatistics::bootstrapRepeatable()
{
    std::vector<double> values;
    for (int i = 0; i < 200; ++i)
        values.push_back(100 + std::fmod(i * 37.0, 23.0)); // a fixed, irregular spread
    const Summary a = summarize(values, 2000, 42);
    const Summary b = summarize(values, 2000, 42);
    QVERIFY(a.medianCiLow.has_value() && a.medianCiHigh.has_value());
    QCOMPARE(*a.medianCiLow, *b.medianCiLow);
    QCOMPARE(*a.medianCiHigh, *b.medianCiHigh);
    QVERIFY(*a.medianCiLow <= a.median);
    QVERIFY(*a.medianCiHigh >= a.median);
    QVERIFY(*a.medianCiLow >= a.min);
    QVERIFY(*a.medianCiHigh <= a.max);
    // Order of the input does not matter: the values are sorted before resampling.
    std::vector<double> reversed(values.rbegin(), values.rend());
    const Summary c = summarize(reversed, 2000, 42);
    QCOMPARE(*c.medianCiLow, *a.medianCiLow);
}

void TstStatistics::bootstrapSmallSamples()
{
    // {1, 3}: a resample is {1,1} (p 1/4, median 1), {1,3}/{3,1} (p 1/2, median 2) or {3,3}
    // (p 1/4, median 3). The 2.5% and 97.5% quantiles of the resampled medians are 1 and 3.
    const Summary two = summarize({ 3, 1 }, 4000, 7);
    QCOMPARE(*two.medianCiLow, 1.0);
    QCOMPARE(*two.medianCiHigh, 3.0);
    // One value: every resample is that value.
    const Summary one = summarize({ 4.5 }, 100, 7);
    QCOMPARE(*one.medianCiLow, 4.5);
    QCOMPARE(*one.medianCiHigh, 4.5);
    // Identical values: the interval collapses onto them.
    const Summary same = summarize({ 8, 8, 8, 8 }, 500, 7);
    QCOMPARE(*same.medianCiLow, 8.0);
    QCOMPARE(*same.medianCiHigh, 8.0);
}

void TstStatistics::bootstrapWidthPlausible()
{
    // 0..999 is uniform with density f = 1/999 around its median 499.5. The standard error of a
    // sample median is 1 / (2 f sqrt(n)) = 999 / (2 * 31.62) = 15.8, so the 95% interval reaches
    // about 1.96 * 15.8 = 31 either side. Accept 18..45: a broken resampler (e.g. always the same
    // index, or no resampling) lands far outside.
    std::vector<double> values;
    for (int i = 0; i < 1000; ++i)
        values.push_back(i);
    const Summary s = summarize(values, 2000, 1);
    QCOMPARE(s.median, 499.5);
    const double below = s.median - *s.medianCiLow;
    const double above = *s.medianCiHigh - s.median;
    QVERIFY2(below > 18 && below < 45, qPrintable(QString::number(below)));
    QVERIFY2(above > 18 && above < 45, qPrintable(QString::number(above)));
}

void TstStatistics::stableWallMs_data()
{
    QTest::addColumn<QList<Repetition>>("reps");
    QTest::addColumn<int>("warmup");
    QTest::addColumn<std::vector<double>>("expected");

    auto rep = [](int index, double ms, Outcome outcome = Outcome::Ok, bool warmup = false) {
        Repetition r;
        r.inputId = QStringLiteral("short");
        r.index = index;
        r.wallMs = ms;
        r.outcome = outcome;
        r.warmup = warmup;
        return r;
    };

    QTest::addRow("drop-first-unflagged") << QList<Repetition> { rep(0, 900), rep(1, 10), rep(2, 11), rep(3, 12) } << 1
                                          << std::vector<double> { 10, 11, 12 };
    QTest::addRow("drop-none") << QList<Repetition> { rep(0, 900), rep(1, 10) } << 0 << std::vector<double> { 900, 10 };
    // The log flagged its own warm-up: that one goes, the count is not applied on top.
    QTest::addRow("log-flags-warmup") << QList<Repetition> { rep(0, 900, Outcome::Ok, true), rep(1, 10), rep(2, 11) }
                                      << 2 << std::vector<double> { 10, 11 };
    QTest::addRow("failed-dropped") << QList<Repetition> { rep(0, 900), rep(1, 10), rep(2, 5, Outcome::NonZeroExit),
        rep(3, 12) } << 1 << std::vector<double> { 10, 12 };
    // The first repetition that ran is the warm-up, whatever order the list holds them in.
    QTest::addRow("listed-out-of-order") << QList<Repetition> { rep(2, 11), rep(0, 900), rep(1, 10) } << 1
                                         << std::vector<double> { 10, 11 };
    // A crashed first run still used up the warm-up.
    QTest::addRow("failed-first-is-warmup") << QList<Repetition> { rep(0, 900, Outcome::Crashed), rep(1, 10),
        rep(2, 11) } << 1 << std::vector<double> { 10, 11 };
    QTest::addRow("warmup-exceeds-count")
        << QList<Repetition> { rep(0, 900), rep(1, 10) } << 5 << std::vector<double> {};
}

void TstStatistics::stableWallMs()
{
    QFETCH(QList<Repetition>, reps);
    QFETCH(int, warmup);
    QFETCH(std::vector<double>, expected);
    QCOMPARE(Analysis::stableWallMs(reps, warmup), expected);
}

// A plan with `warmup: 0` flags no repetition as warm-up, and neither does a hyperfine or llama-bench
// file (they hold only measured runs): every repetition is a stable one, in the figures the report
// and the window show as in `headroom analyze` (issue 21, item 5). The first used to be dropped again.
void TstStatistics::warmupZeroKeepsEveryRepetition()
{
    Run run;
    run.inputs << InputSpec { QStringLiteral("a"), QString(), -1, -1, -1 };
    for (int i = 0; i < 3; ++i) {
        Repetition r;
        r.inputId = QStringLiteral("a");
        r.index = i;
        r.wallMs = 100.0 + 10 * i; // the first is the slowest-looking warm-up if it were one
        r.wallMs = i == 0 ? 500.0 : r.wallMs;
        r.outcome = Outcome::Ok;
        run.repetitions << r;
    }
    const FigureTable table = perInputFigures(run, VerdictOptions {});
    QCOMPARE(table.inputs.size(), qsizetype(1));
    QCOMPARE(table.inputs.at(0).n, 3);
    QCOMPARE(table.inputs.at(0).medianMs, 120.0);
    // A flagged warm-up is dropped once, not twice.
    run.repetitions[0].warmup = true;
    const FigureTable flagged = perInputFigures(run, VerdictOptions {});
    QCOMPARE(flagged.inputs.at(0).n, 2);
    QCOMPARE(flagged.inputs.at(0).medianMs, 115.0);
}

// The binomial bound: 0.9^29 = 0.047 <= 0.05 < 0.9^28 = 0.052, so a p90 needs 29 repetitions before even
// the slowest bounds it with 95% confidence; a p99 needs 299 (0.99^299 = 0.0495), a median 5.
void TstStatistics::tailNeedsItsSamples()
{
    QCOMPARE(samplesForQuantileBound(0.9), 29);
    QCOMPARE(samplesForQuantileBound(0.99), 299);
    QCOMPARE(samplesForQuantileBound(0.5), 5);
    std::vector<double> v(28);
    for (size_t i = 0; i < v.size(); ++i)
        v[i] = double(i + 1);
    QVERIFY(!quantileUpperBound(v, 0.9)); // 28 are too few
    v.push_back(29);
    QCOMPARE(*quantileUpperBound(v, 0.9), 29.0); // the slowest of 29
    // n = 100, X ~ Binomial(100, 0.9): P(X <= 94) = 0.942 < 0.95 <= P(X <= 95) = 0.976: the 96th smallest.
    std::vector<double> h(100);
    for (size_t i = 0; i < h.size(); ++i)
        h[i] = double(i + 1);
    QCOMPARE(*quantileUpperBound(h, 0.9), 96.0);
    // n = 1000, p99: the 996th smallest (computed the same way); no underflow at (0.01)^1000.
    std::vector<double> k(1000);
    for (size_t i = 0; i < k.size(); ++i)
        k[i] = double(i + 1);
    QCOMPARE(*quantileUpperBound(k, 0.99), 996.0);
}

QTEST_GUILESS_MAIN(TstStatistics)
#include "tst_statistics.moc"
