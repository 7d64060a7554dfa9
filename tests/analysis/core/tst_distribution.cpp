#include "analysis/core/distribution.h"

#include <QTest>

#include <cmath>

using namespace Analysis;

class TestDistribution : public QObject {
    Q_OBJECT
private slots:
    void histogramCountsEveryValue();
    void histogramConstant();
    void ecdfSteps();
    void boxPlotByHand();
    void nonFiniteIgnored();
};

void TestDistribution::histogramCountsEveryValue()
{
    std::vector<double> v;
    for (int i = 0; i < 1000; ++i)
        v.push_back(100 + (i % 37) * 0.5 + (i == 999 ? 400 : 0)); // one long-tail value
    const auto bins = histogram(v, 60);
    QVERIFY(!bins.isEmpty());
    QVERIFY(bins.size() <= 60);
    int total = 0;
    for (const auto& b : bins)
        total += b.count;
    QCOMPARE(total, 1000);
    QCOMPARE(bins.front().lo, 100.0);
    QCOMPARE(bins.back().hi, 500.0); // i = 999 = 27 * 37: 100 + 0 + 400
    QCOMPARE(bins.back().count, 1); // the tail value sits alone in the last bin
}

void TestDistribution::histogramConstant()
{
    const auto bins = histogram({ 5, 5, 5 });
    QCOMPARE(bins.size(), 1);
    QCOMPARE(bins[0].count, 3);
}

void TestDistribution::ecdfSteps()
{
    // Sorted 1,2,2,4: steps at 1 -> 1/4, 2 -> 3/4 (ties merged), 4 -> 1.
    const auto pts = ecdf({ 4, 2, 1, 2 });
    QCOMPARE(pts.size(), 3);
    QCOMPARE(pts[0], QPointF(1, 0.25));
    QCOMPARE(pts[1], QPointF(2, 0.75));
    QCOMPARE(pts[2], QPointF(4, 1.0));
}

void TestDistribution::boxPlotByHand()
{
    // 1..9 and 100. Type 7: n=10, Q1 at h=2.25 -> 3.25; median h=4.5 -> 5.5; Q3 h=6.75 -> 7.75.
    // IQR 4.5, fences -3.5 and 14.5: 100 is an outlier, whiskers 1 and 9.
    const auto b = boxPlot({ 100, 1, 2, 3, 4, 5, 6, 7, 8, 9 });
    QCOMPARE(b.n, 10);
    QCOMPARE(b.q1, 3.25);
    QCOMPARE(b.median, 5.5);
    QCOMPARE(b.q3, 7.75);
    QCOMPARE(b.lowerWhisker, 1.0);
    QCOMPARE(b.upperWhisker, 9.0);
    QCOMPARE(b.outliers, QList<double> { 100 });
}

void TestDistribution::nonFiniteIgnored()
{
    const auto b = boxPlot({ std::nan(""), 1, INFINITY, 3 });
    QCOMPARE(b.n, 2);
    QCOMPARE(ecdf({ std::nan("") }).size(), 0);
    QCOMPARE(histogram({ std::nan("") }).size(), 0);
}

QTEST_GUILESS_MAIN(TestDistribution)
#include "tst_distribution.moc"
