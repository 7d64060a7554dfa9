#include "analysis/core/decimation.h"
#include "analysis/core/utilisation.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <random>

using namespace Analysis;

class TestDecimation : public QObject {
    Q_OBJECT
private slots:
    void spikeSurvives_data();
    void spikeSurvives();
    void visibleRangeOnly();
    void missingValuesAreGaps();
    void degenerateInputs();
    void pyramidMatchesScan_data();
    void pyramidMatchesScan();
    void pointsPyramidMatchesScan();
    void grownPyramidMatchesBuilt();
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

void TestDecimation::pyramidMatchesScan_data()
{
    QTest::addColumn<int>("samples");
    QTest::addColumn<int>("missingEvery"); // 0: none missing
    QTest::addRow("300k-dense") << 300000 << 0;
    QTest::addRow("300k-gaps") << 300000 << 7;
    QTest::addRow("5000-small") << 5000 << 0;
    QTest::addRow("63-below-one-block") << 63 << 3;
}

// The pyramid is only a faster way to the same points: for random data with one single-sample spike
// and many zoom windows (whole run, deep zooms, windows past either end, a repetition's stretch),
// the points are exactly those of the scan, and the spike is among them whenever it is in view.
void TestDecimation::pyramidMatchesScan()
{
    QFETCH(int, samples);
    QFETCH(int, missingEvery);
    std::mt19937_64 rng(samples + missingEvery);
    std::uniform_int_distribution<int64_t> value(1000, 2000);
    std::uniform_real_distribution<double> gap(0.005, 0.015); // uneven sampling, ~10 ms
    std::vector<double> t(static_cast<size_t>(samples));
    std::vector<int64_t> v(static_cast<size_t>(samples));
    double now = 100;
    for (size_t i = 0; i < t.size(); ++i) {
        t[i] = now;
        now += gap(rng);
        v[i] = missingEvery && i % size_t(missingEvery) == 3 ? -1 : value(rng);
    }
    const size_t spike = size_t(samples) * 2 / 3 + 1;
    v[spike] = 1000000;
    const MinMaxPyramid pyramid(v, -1);
    QVERIFY(samples < 64 || pyramid.levelCount() >= 1);

    std::uniform_real_distribution<double> unit(0, 1);
    const double a = t.front(), b = t.back(), span = b - a;
    int checked = 0, spikeSeen = 0;
    for (int k = 0; k < 400; ++k) {
        double w = span * std::pow(10.0, -5.0 * unit(rng)); // from the whole run down to 1e-5 of it
        double x0 = a - span * 0.1 + unit(rng) * span * 1.2;
        if (k == 0)
            x0 = a, w = span;
        const int columns = 1 + int(unit(rng) * 2000);
        const size_t from = k % 5 == 4 ? size_t(samples) / 4 : 0;
        const size_t to = k % 5 == 4 ? size_t(samples) * 3 / 4 : SIZE_MAX;
        const auto scan = decimateMinMax(t, v, x0, x0 + w, columns, -1, 0.5, from, to);
        const auto fast = decimateMinMax(t, v, x0, x0 + w, columns, -1, 0.5, from, to, &pyramid);
        QCOMPARE(fast, scan);
        ++checked;
        if (t[spike] >= x0 && t[spike] <= x0 + w && spike >= from && spike < std::min<size_t>(to, t.size())) {
            QVERIFY2(std::any_of(fast.begin(), fast.end(), [](const QPointF& p) { return p.y() == 500000; }),
                qPrintable(QStringLiteral("window %1 + %2, %3 columns").arg(x0).arg(w).arg(columns)));
            ++spikeSeen;
        }
    }
    QCOMPARE(checked, 400);
    QVERIFY(spikeSeen > 0);
    // A pyramid of other values is not used (same points as the scan, no out-of-range read).
    std::vector<int64_t> shorter(v.begin(), v.begin() + samples / 2);
    QCOMPARE(
        decimateMinMax(t, shorter, a, b, 100, -1, 1.0, 0, SIZE_MAX, &pyramid), decimateMinMax(t, shorter, a, b, 100));
}

// The utilisation tracks' decimation (decimatePoints) through a pyramid of their points: the same
// points as the scan for many zoom windows, and a one-point spike is kept whenever it is in view.
void TestDecimation::pointsPyramidMatchesScan()
{
    std::mt19937_64 rng(42);
    std::uniform_real_distribution<double> unit(0, 1);
    QList<QPointF> points;
    double x = 5;
    for (int i = 0; i < 200000; ++i) {
        points.append(QPointF(x, std::floor(unit(rng) * 100))); // many equal values: first one wins
        x += 0.1 * (0.5 + unit(rng));
    }
    const qsizetype spike = 123457;
    points[spike].setY(5000);
    const MinMaxPyramid pyramid(points);
    const double a = points.constFirst().x(), span = points.constLast().x() - a;
    int spikeSeen = 0;
    for (int k = 0; k < 300; ++k) {
        const double w = k == 0 ? span : span * std::pow(10.0, -4.0 * unit(rng));
        const double x0 = k == 0 ? a : a - span * 0.1 + unit(rng) * span * 1.2;
        const int columns = 1 + int(unit(rng) * 2000);
        const auto fast = decimatePoints(points, x0, x0 + w, columns, &pyramid);
        QCOMPARE(fast, decimatePoints(points, x0, x0 + w, columns));
        if (points.at(spike).x() >= x0 && points.at(spike).x() < x0 + w) {
            QVERIFY(fast.contains(points.at(spike)));
            ++spikeSeen;
        }
    }
    QVERIFY(spikeSeen > 0);
}

// A live series grows its pyramid and overview as samples arrive, in chunks of any size (one
// sample, one block, several levels at once). After each chunk the grown pyramid answers every
// query like one built on the whole series so far, and the overview's top is the highest value.
void TestDecimation::grownPyramidMatchesBuilt()
{
    std::mt19937_64 rng(7);
    std::uniform_int_distribution<int64_t> value(100, 900);
    std::uniform_int_distribution<size_t> chunk(1, 9000);
    MemorySeries series;
    SeriesOverview grown;
    int64_t top = 0;
    int queries = 0;
    while (series.size() < 300000) {
        const size_t n = series.size() < 70 ? 1 : chunk(rng); // single samples across the first block
        for (size_t k = 0; k < n; ++k) {
            const int64_t rss = series.size() % 11 == 5 ? MemorySeries::kMissing : value(rng);
            const int64_t hwm = series.size() == 150001 ? 5000 : value(rng); // a peak only in hwm
            series.append(double(series.size()) * 0.01, rss, hwm);
            top = std::max({ top, rss, hwm });
        }
        grown.extend(series);
        QCOMPARE(grown.rss.size(), series.size());
        QCOMPARE(grown.topKb, top);
        const MinMaxPyramid built(series.rssKb, MemorySeries::kMissing);
        QCOMPARE(grown.rss.levelCount(), built.levelCount());
        std::uniform_int_distribution<size_t> at(0, series.size());
        for (int q = 0; q < 20; ++q, ++queries) {
            size_t from = at(rng), to = at(rng);
            if (from > to)
                std::swap(from, to);
            size_t lo1 = 0, hi1 = 0, lo2 = 0, hi2 = 0;
            grown.rss.query(series.rssKb, from, to, &lo1, &hi1);
            built.query(series.rssKb, from, to, &lo2, &hi2);
            QCOMPARE(lo1, lo2);
            QCOMPARE(hi1, hi2);
        }
    }
    QCOMPARE(top, 5000);
    QVERIFY(queries > 600);
    QVERIFY(grown.rss.levelCount() >= 3); // 300k samples: blocks of 64, 4096 and 262144
    // Nothing new: extending again changes nothing.
    const int64_t before = grown.topKb;
    grown.extend(series);
    QCOMPARE(grown.topKb, before);
    QCOMPARE(grown.rss.size(), series.size());
}

QTEST_GUILESS_MAIN(TestDecimation)
#include "tst_decimation.moc"
