// Navigation of the charts (issue 23): wheel zoom at the cursor, drag to pan, Home and double-click
// to reset, arrow keys, the crosshair readout, round ticks after a zoom, and the Run page's memory
// chart and utilisation lanes moving in step. Real widgets and real Qt events; no timing.

#include "widgets/chartnavigator.h"
#include "widgets/latencychart.h"
#include "widgets/memorychart.h"
#include "widgets/trendchart.h"

#include <QChart>
#include <QMouseEvent>
#include <QSignalSpy>
#include <QTest>
#include <QValueAxis>
#include <QWheelEvent>

#include <cmath>

using namespace Ui;

namespace {
// Two repetitions of 0..10 s each, the second 100 MiB higher, one sample every 10 ms.
Analysis::MemorySeries twoRepetitions(std::vector<size_t>* breaks)
{
    Analysis::MemorySeries s;
    for (int rep = 0; rep < 2; ++rep) {
        breaks->push_back(s.size());
        for (int i = 0; i <= 1000; ++i)
            s.append(rep * 20 + i * 0.01, (100 + rep * 100) * 1024, (100 + rep * 100) * 1024);
    }
    return s;
}

QPoint plotPoint(QChartView& v, double fx, double fy)
{
    const QRectF plot = v.chart()->plotArea();
    const QPointF chartPos(plot.left() + fx * plot.width(), plot.top() + fy * plot.height());
    return v.mapFromScene(v.chart()->mapToScene(chartPos));
}

void wheel(QWidget* viewport, QPoint at, int notches)
{
    QWheelEvent e(at, viewport->mapToGlobal(at), QPoint(), QPoint(0, 120 * notches), Qt::NoButton, Qt::NoModifier,
        Qt::NoScrollPhase, false);
    QApplication::sendEvent(viewport, &e);
}

// A mouse move without a button, sent to the viewport (QTest::mouseMove moves the platform's cursor,
// which the offscreen platform does not report to a second window).
void hover(QWidget* viewport, QPoint at)
{
    QMouseEvent e(QEvent::MouseMove, at, viewport->mapToGlobal(at), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
    QApplication::sendEvent(viewport, &e);
}

QValueAxis* xAxis(QChartView& v)
{
    return qobject_cast<QValueAxis*>(v.chart()->axes(Qt::Horizontal).value(0));
}
QValueAxis* yAxis(QChartView& v)
{
    return qobject_cast<QValueAxis*>(v.chart()->axes(Qt::Vertical).value(0));
}

// The value axis's labels are round numbers (no 12.3456 after a zoom): the tick interval is 1, 2 or
// 5 times a power of ten.
bool roundInterval(QValueAxis* a)
{
    const double step = a->tickInterval();
    const double mantissa = step / std::pow(10.0, std::floor(std::log10(step) + 1e-9));
    return std::abs(mantissa - 1) < 1e-6 || std::abs(mantissa - 2) < 1e-6 || std::abs(mantissa - 5) < 1e-6;
}
// One track named "long" on a chart of that size, shown and exposed.
bool showTrack(MemoryChart& chart, const Analysis::MemorySeries& series, const std::vector<size_t>& breaks, QSize size)
{
    chart.resize(size);
    chart.setTracks({ { QStringLiteral("long"), &series, 0, breaks } });
    chart.show();
    return QTest::qWaitForWindowExposed(&chart);
}
} // namespace

class TestChartNavigator : public QObject {
    Q_OBJECT
private slots:
    void wheelZoomsAtTheCursorDragPansHomeResets()
    {
        std::vector<size_t> breaks;
        const auto series = twoRepetitions(&breaks);
        MemoryChart chart;
        QVERIFY(showTrack(chart, series, breaks, QSize(900, 500)));
        const double t0 = chart.xMin(), t1 = chart.xMax();
        QCOMPARE(t0, 0.0);
        QCOMPARE(t1, 30.0);
        QSignalSpy moved(&chart, &MemoryChart::xRangeChanged);

        // A quarter of the way in: the time under the cursor stays under it.
        const QPoint at = plotPoint(chart, 0.25, 0.5);
        const double before = t0 + 0.25 * (t1 - t0);
        wheel(chart.viewport(), at, 2);
        QVERIFY(chart.xMax() - chart.xMin() < (t1 - t0) * 0.7);
        const double under = chart.xMin() + 0.25 * (chart.xMax() - chart.xMin());
        QVERIFY2(std::abs(under - before) < 0.05 * (t1 - t0), qPrintable(QString::number(under)));
        QVERIFY(!moved.isEmpty()); // the utilisation lanes follow this signal
        QVERIFY(roundInterval(xAxis(chart)));
        QVERIFY(chart.navigator()->isNavigated());

        // Drag to the right by 100 px: earlier times come in, the span stays.
        const double span = chart.xMax() - chart.xMin(), min = chart.xMin();
        const QPoint from = plotPoint(chart, 0.5, 0.5);
        QTest::mousePress(chart.viewport(), Qt::LeftButton, {}, from);
        QTest::mouseMove(chart.viewport(), from + QPoint(50, 0));
        QTest::mouseMove(chart.viewport(), from + QPoint(100, 0));
        QTest::mouseRelease(chart.viewport(), Qt::LeftButton, {}, from + QPoint(100, 0));
        const double expected = min - 100 / chart.chart()->plotArea().width() * span;
        QVERIFY2(std::abs(chart.xMin() - expected) < 1e-6 * span, qPrintable(QString::number(chart.xMin())));
        QVERIFY(std::abs((chart.xMax() - chart.xMin()) - span) < 1e-9 * span);
        // The value axis of a time chart does not move with a zoom or a drag.
        QCOMPARE(yAxis(chart)->min(), 0.0);

        // Arrow keys pan a tenth of the range, Up zooms in.
        chart.setFocus();
        const double beforeKey = chart.xMin();
        QTest::keyClick(&chart, Qt::Key_Right);
        QVERIFY(std::abs(chart.xMin() - (beforeKey + 0.1 * span)) < 1e-6 * span);
        QTest::keyClick(&chart, Qt::Key_Up);
        QVERIFY(chart.xMax() - chart.xMin() < span);

        QTest::keyClick(&chart, Qt::Key_Home);
        QCOMPARE(chart.xMin(), t0);
        QCOMPARE(chart.xMax(), t1);
        QVERIFY(!chart.navigator()->isNavigated());

        wheel(chart.viewport(), at, 1);
        QVERIFY(chart.xMax() - chart.xMin() < t1 - t0);
        QTest::mouseDClick(chart.viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(chart.xMin(), t0);
        QCOMPARE(chart.xMax(), t1);
    }

    void aZoomSurvivesNewSamplesOfALiveRun()
    {
        std::vector<size_t> breaks;
        auto series = twoRepetitions(&breaks);
        MemoryChart chart;
        QVERIFY(showTrack(chart, series, breaks, QSize(800, 400)));
        wheel(chart.viewport(), plotPoint(chart, 0.5, 0.5), 3);
        const double a = chart.xMin(), b = chart.xMax();
        for (int i = 1; i <= 100; ++i)
            series.append(30 + i * 0.01, 300 * 1024, 300 * 1024);
        chart.setTracks({ { QStringLiteral("long"), &series, 0, breaks } });
        QCOMPARE(chart.xMin(), a);
        QCOMPARE(chart.xMax(), b);
        QVERIFY(yAxis(chart)->max() >= 300); // the value axis still fits every sample
        chart.navigator()->reset();
        QCOMPARE(chart.xMax(), 31.0); // the whole run, the new samples included
    }

    void crosshairNamesInputRepetitionTimeAndValue()
    {
        std::vector<size_t> breaks;
        const auto series = twoRepetitions(&breaks);
        MemoryChart chart;
        QVERIFY(showTrack(chart, series, breaks, QSize(900, 500)));
        // Over the second repetition's line (200 MiB at t 20..30 s).
        const double tShare = 25.0 / 30.0;
        const double yShare = 1 - 200.0 / yAxis(chart)->max();
        hover(chart.viewport(), plotPoint(chart, tShare, yShare));
        const QString text = chart.navigator()->readout();
        QVERIFY2(text.contains(QLatin1String("long, repetition 2")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("200.0 MiB")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String(" s")), qPrintable(text));
        // Off the plot: no readout.
        hover(chart.viewport(), QPoint(2, 2));
        QVERIFY(chart.navigator()->readout().isEmpty());
    }

    void trendsZoomBothAxesWithRoundTicks()
    {
        TrendChart chart;
        chart.resize(700, 400);
        Analysis::Trend trend;
        trend.x = { 128, 512, 2048 };
        trend.y = { 40, 60, 130 };
        chart.setTrend(QStringLiteral("Peak memory"), QStringLiteral("Input length (tokens)"),
            QStringLiteral("Peak (MiB)"), trend);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        const double ySpan = yAxis(chart)->max() - yAxis(chart)->min();
        wheel(chart.viewport(), plotPoint(chart, 0.5, 0.5), 2);
        QVERIFY(yAxis(chart)->max() - yAxis(chart)->min() < ySpan * 0.7);
        QVERIFY(roundInterval(xAxis(chart)));
        QVERIFY(roundInterval(yAxis(chart)));
        QTest::keyClick(&chart, Qt::Key_Home);
        QCOMPARE(yAxis(chart)->max() - yAxis(chart)->min(), ySpan);
    }

    void histogramZoomReadsDurations()
    {
        LatencyChart chart;
        chart.resize(600, 400);
        LatencyChart::Group g;
        g.label = QStringLiteral("short");
        for (int i = 0; i < 50; ++i)
            g.stableMs.push_back(2600 + i * 3);
        chart.setGroups({ g });
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        wheel(chart.viewport(), plotPoint(chart, 0.5, 0.5), 1);
        QVERIFY(roundInterval(xAxis(chart)));
        hover(chart.viewport(), plotPoint(chart, 0.5, 0.9));
        const QString text = chart.findChild<ChartNavigator*>()->readout();
        QVERIFY2(text.contains(QLatin1String(" s")) || text.contains(QLatin1String(" ms")), qPrintable(text));
    }
};

QTEST_MAIN(TestChartNavigator)
#include "tst_chartnavigator.moc"
