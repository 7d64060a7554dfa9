#include "analysis/verdict/compare.h"

#include <QTest>

#include <cmath>

using namespace Analysis;

namespace {
// A run with one input and `reps` repetitions (the first is the warm-up), latencies spread by a
// fixed pattern of ±2% around `medianMs`, and an exact ru_maxrss peak.
Run makeRun(double medianMs, int64_t peakKb, int reps = 21)
{
    Run run;
    run.inputs << InputSpec { QStringLiteral("short"), QString(), 40, 40, 12 };
    run.environment.values.insert(QStringLiteral("kernel"), QStringLiteral("6.6.0"));
    for (int i = 0; i < reps; ++i) {
        Repetition r;
        r.inputId = QStringLiteral("short");
        r.index = i;
        r.wallMs = medianMs * (1 + 0.01 * ((i * 7) % 5 - 2));
        r.ttftMs = r.wallMs / 10;
        r.outcome = Outcome::Ok;
        r.maxRssKb = peakKb;
        run.repetitions << r;
    }
    return run;
}
} // namespace

class TestCompare : public QObject {
    Q_OBJECT
private slots:
    void mannWhitney_data();
    void mannWhitney();
    void latency_data();
    void latency();
    void latencyIsDeterministic();
    void peaks_data();
    void peaks();
    void resolution_data();
    void resolution();
    void threshold_data();
    void threshold();
    void regression_data();
    void regression();
};

void TestCompare::mannWhitney_data()
{
    QTest::addColumn<std::vector<double>>("a");
    QTest::addColumn<std::vector<double>>("b");
    QTest::addColumn<double>("u1");
    QTest::addColumn<double>("z");
    QTest::addColumn<double>("p");
    // No a exceeds any b: U1 = 0, U2 = 9. sigma² = 3*3/12 * 7 = 5.25 (no ties);
    // z = (|0 - 4.5| - 0.5) / sqrt(5.25) = 1.745743; p = erfc(z / sqrt 2) = 0.080856.
    QTest::addRow("separated") << std::vector<double> { 1, 2, 3 } << std::vector<double> { 4, 5, 6 } << 0.0 << 1.745743
                               << 0.080856;
    QTest::addRow("separated-reversed") << std::vector<double> { 4, 5, 6 } << std::vector<double> { 1, 2, 3 } << 9.0
                                        << 1.745743 << 0.080856;
    // a = 1,2,2; b = 2,3. Pooled 1,2,2,2,3 -> ranks 1,3,3,3,5; R1 = 1+3+3 = 7, U1 = 7 - 3*4/2 = 1
    // (pairs: the two 2-vs-2 ties count 1/2 each). Ties: one group of 3 -> sum(t³-t) = 24.
    // sigma² = 3*2/12 * (6 - 24/(5*4)) = 0.5 * 4.8 = 2.4; z = (|1 - 3| - 0.5)/sqrt(2.4) = 0.968246;
    // p = erfc(0.968246 / sqrt 2) = 0.332922.
    QTest::addRow("ties") << std::vector<double> { 1, 2, 2 } << std::vector<double> { 2, 3 } << 1.0 << 0.968246
                          << 0.332922;
    // All equal: variance 0, nothing to tell apart.
    QTest::addRow("all-equal") << std::vector<double> { 5, 5 } << std::vector<double> { 5, 5 } << 2.0 << 0.0 << 1.0;
}

void TestCompare::mannWhitney()
{
    QFETCH(std::vector<double>, a);
    QFETCH(std::vector<double>, b);
    QFETCH(double, u1);
    QFETCH(double, z);
    QFETCH(double, p);
    const MannWhitney r = mannWhitneyU(a, b);
    QVERIFY(r.valid);
    QCOMPARE(r.u1, u1);
    QCOMPARE(r.u1 + r.u2, double(a.size() * b.size()));
    QVERIFY2(std::abs(r.z - z) < 1e-6, qPrintable(QString::number(r.z, 'g', 10)));
    QVERIFY2(std::abs(r.pValue - p) < 1e-6, qPrintable(QString::number(r.pValue, 'g', 10)));
}

void TestCompare::latency_data()
{
    QTest::addColumn<std::vector<double>>("a");
    QTest::addColumn<std::vector<double>>("b");
    QTest::addColumn<QString>("outcome");
    std::vector<double> base, shifted;
    for (int i = 0; i < 30; ++i) {
        base.push_back(100 + (i % 10) * 0.1); // 100.0 .. 100.9, median 100.45
        shifted.push_back(150 + (i % 10) * 0.1);
    }
    QTest::addRow("identical") << base << base << QStringLiteral("same");
    QTest::addRow("shifted-by-50ms") << base << shifted << QStringLiteral("different");
    QTest::addRow("too-few") << std::vector<double> { 100, 101, 102 } << std::vector<double> { 150, 151, 152 }
                             << QStringLiteral("inconclusive");
    // Medians both 200 (type 7 between 100 and 300), but resampled medians range over 100..300:
    // the CI of the difference spans far beyond ±5%.
    QTest::addRow("too-wide") << std::vector<double> { 100, 300, 100, 300, 100, 300 }
                              << std::vector<double> { 300, 100, 300, 100, 300, 100 } << QStringLiteral("inconclusive");
}

void TestCompare::latency()
{
    QFETCH(std::vector<double>, a);
    QFETCH(std::vector<double>, b);
    const QuantileDifference d = compareLatency(a, b);
    QTEST(compareOutcomeName(d.outcome), "outcome");
    QVERIFY(d.ciLow <= d.difference + 1e-9 || d.outcome == CompareOutcome::Inconclusive);
    QVERIFY(!d.explanation.isEmpty());
    // The explanation carries the numbers, not just the word.
    QVERIFY2(d.explanation.contains(QString::number(d.test.pValue, 'f', 4)), qPrintable(d.explanation));
}

void TestCompare::latencyIsDeterministic()
{
    const std::vector<double> a { 10, 12, 11, 13, 15, 9, 10, 14 };
    const std::vector<double> b { 12, 14, 13, 16, 11, 12, 15, 13 };
    const auto x = compareLatency(a, b, 0.9, 500, 7);
    const auto y = compareLatency(a, b, 0.9, 500, 7);
    QCOMPARE(x.ciLow, y.ciLow);
    QCOMPARE(x.ciHigh, y.ciHigh);
    QCOMPARE(x.explanation, y.explanation);
}

void TestCompare::peaks_data()
{
    QTest::addColumn<qint64>("b");
    QTest::addColumn<QString>("outcome");
    // A = 1,000,000 KiB, both exact (resolution one page, 4 KiB each, 8 together).
    QTest::addRow("one-page") << qint64(1000004) << QStringLiteral("same");
    QTest::addRow("between-resolutions") << qint64(1000006) << QStringLiteral("inconclusive");
    QTest::addRow("clearly-more") << qint64(1000100) << QStringLiteral("different");
    QTest::addRow("clearly-less") << qint64(999900) << QStringLiteral("different");
}

void TestCompare::peaks()
{
    QFETCH(qint64, b);
    const PeakDifference p = comparePeaks(1000000, kPageKb, b, kPageKb);
    QTEST(compareOutcomeName(p.outcome), "outcome");
    QCOMPARE(p.difference, b - 1000000);
    QCOMPARE(p.resolutionKb, int64_t(8));
}

void TestCompare::resolution_data()
{
    QTest::addColumn<int>("exactness");
    QTest::addColumn<bool>("oldKernel");
    QTest::addColumn<int>("threads");
    QTest::addColumn<qint64>("expected");
    QTest::addRow("exact-new-kernel") << int(Exactness::Exact) << false << 8 << qint64(4);
    // 4 + 64 events x 4 KiB x 4 threads = 4 + 1024.
    QTest::addRow("exact-old-kernel-4-threads") << int(Exactness::Exact) << true << 4 << qint64(1028);
    QTest::addRow("exact-old-kernel-1-thread") << int(Exactness::Exact) << true << 1 << qint64(4);
    // Samples 100, 500, 300: largest step 400 KiB.
    QTest::addRow("sampled-new-kernel") << int(Exactness::Sampled) << false << 4 << qint64(400);
    QTest::addRow("sampled-old-kernel-2-threads") << int(Exactness::Sampled) << true << 2 << qint64(400 + 512);
}

void TestCompare::resolution()
{
    QFETCH(int, exactness);
    QFETCH(bool, oldKernel);
    QFETCH(int, threads);
    MemorySeries s;
    s.append(0, 100, 100);
    s.append(0.5, 500, 500);
    s.append(1.0, 300, 500);
    QTEST(qint64(peakResolutionKb(static_cast<Exactness>(exactness), &s, oldKernel, threads)), "expected");
}

void TestCompare::threshold_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("expected"); // -1: rejected
    QTest::addRow("percent") << QStringLiteral("10%") << 0.10;
    QTest::addRow("fraction") << QStringLiteral("0.1") << 0.10;
    QTest::addRow("spaces") << QStringLiteral(" 5 % ") << 0.05;
    QTest::addRow("zero") << QStringLiteral("0%") << 0.0;
    QTest::addRow("negative") << QStringLiteral("-1%") << -1.0;
    QTest::addRow("words") << QStringLiteral("ten percent") << -1.0;
    QTest::addRow("empty") << QString() << -1.0;
    QTest::addRow("double-percent") << QStringLiteral("10%%") << -1.0;
}

void TestCompare::threshold()
{
    QFETCH(QString, text);
    QFETCH(double, expected);
    const auto v = parseRegressionThreshold(text);
    QCOMPARE(v.has_value(), expected >= 0);
    if (v)
        QVERIFY(std::abs(*v - expected) < 1e-12);
}

void TestCompare::regression_data()
{
    QTest::addColumn<double>("newMedian");
    QTest::addColumn<qint64>("newPeak");
    QTest::addColumn<bool>("regression");
    QTest::addColumn<QStringList>("regressedFigures");
    // Base: median 1000 ms, peak 1,000,000 KiB; threshold 10%.
    QTest::addRow("same-run") << 1000.0 << qint64(1000000) << false << QStringList {};
    // 5% slower: different, but not beyond 10%.
    QTest::addRow("five-percent-slower") << 1050.0 << qint64(1000000) << false << QStringList {};
    // 30% slower: the whole CI is above +100 ms (10% of 1000). p90 and TTFT move with it.
    QTest::addRow("thirty-percent-slower")
        << 1300.0 << qint64(1000000) << true
        << QStringList { QStringLiteral("median"), QStringLiteral("p90"), QStringLiteral("ttft") };
    // +200,000 KiB (20%) on an exact peak, resolution 8 KiB.
    QTest::addRow("twenty-percent-more-memory")
        << 1000.0 << qint64(1200000) << true << QStringList { QStringLiteral("peak") };
    QTest::addRow("less-memory-is-no-regression") << 1000.0 << qint64(800000) << false << QStringList {};
}

void TestCompare::regression()
{
    QFETCH(double, newMedian);
    QFETCH(qint64, newPeak);
    QFETCH(QStringList, regressedFigures);
    const RunComparison c = compareRuns(makeRun(1000, 1000000), makeRun(newMedian, newPeak), 0.10);
    QCOMPARE(c.rows.size(), 4); // peak, median, p90, ttft for the one input
    QTEST(c.regression, "regression");
    QStringList regressed;
    for (const auto& row : c.rows) {
        QVERIFY(!row.explanation.isEmpty());
        if (row.regression)
            regressed << compareFigureName(row.figure);
    }
    QCOMPARE(regressed, regressedFigures);
    QVERIFY(c.notCompared.isEmpty());
}

QTEST_GUILESS_MAIN(TestCompare)
#include "tst_compare.moc"
