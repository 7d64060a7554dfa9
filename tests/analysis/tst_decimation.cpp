#include "analysis/decimation.h"

#include <QTest>

#include <cmath>

using namespace Analysis;

class TestDecimation : public QObject {
    Q_OBJECT
private slots:
    void spikeSurvives_data();
    void spikeSurvives();
    void visibleRangeOnly();
    void missingValuesAreGaps();
    void degenerateInputs();
};

void TestDecimation::spikeSurvives_data()
{
    QTest::addColumn<int>("samples");
    QTest::addColumn<int>("columns");
    QTest::addRow("1M-into-800") << 1000000 << 800;
    QTest::addRow("10k-into-10000") << 10000 << 10000;
    QTest::addRow("100-into-3") << 100 << 3;
}

void TestDecimation::spikeSurvives()
{
    QFETCH(int, samples);
    QFETCH(int, columns);
    std::vector<double> t(samples);
    std::vector<int64_t> v(samples, 1000);
    for (int i = 0; i < samples; ++i)
        t[i] = i * 0.01;
    const int spikeAt = samples / 3;
    v[spikeAt] = 250000; // one sample: a 10 ms spike
    v[spikeAt + 1] = 10; // and a dip right after it
    const auto pts = decimateMinMax(t, v, t.front(), t.back(), columns);
    QVERIFY(pts.size() <= 2 * columns);
    double maxY = 0, minY = 1e18;
    for (const auto& p : pts) {
        maxY = std::max(maxY, p.y());
        minY = std::min(minY, p.y());
    }
    QCOMPARE(maxY, 250000.0);
    QCOMPARE(minY, 10.0);
    for (int i = 1; i < pts.size(); ++i)
        QVERIFY2(pts[i].x() >= pts[i - 1].x(), "points stay in time order");
}

void TestDecimation::visibleRangeOnly()
{
    std::vector<double> t { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9 };
    std::vector<int64_t> v { 9, 1, 2, 3, 4, 5, 6, 7, 8, 99 };
    // Window [3,6] with one column: min 3 at t=3, max 6 at t=6, plus neighbours t=2 and t=7.
    const auto pts = decimateMinMax(t, v, 3, 6, 1);
    QCOMPARE(pts.size(), 4);
    QCOMPARE(pts[0], QPointF(2, 2));
    QCOMPARE(pts[1], QPointF(3, 3));
    QCOMPARE(pts[2], QPointF(6, 6));
    QCOMPARE(pts[3], QPointF(7, 7));
}

void TestDecimation::missingValuesAreGaps()
{
    std::vector<double> t { 0, 1, 2, 3 };
    std::vector<int64_t> v { -1, 5, -1, 7 };
    const auto pts = decimateMinMax(t, v, 0, 3, 4);
    QCOMPARE(pts.size(), 2);
    QCOMPARE(pts[0], QPointF(1, 5));
    QCOMPARE(pts[1], QPointF(3, 7));
}

void TestDecimation::degenerateInputs()
{
    QVERIFY(decimateMinMax({}, {}, 0, 1, 10).isEmpty());
    QVERIFY(decimateMinMax({ 1.0 }, { 5 }, 0, 1, 0).isEmpty());
    QVERIFY(decimateMinMax({ 1.0 }, { 5 }, 2, 1, 10).isEmpty()); // reversed window
    QCOMPARE(decimateMinMax({ 1.0 }, { 5 }, 1, 1, 10).size(), 1); // zero-width window
    QVERIFY(decimateMinMax({ 1.0 }, { 5 }, std::nan(""), 1, 10).isEmpty());
}

QTEST_GUILESS_MAIN(TestDecimation)
#include "tst_decimation.moc"
