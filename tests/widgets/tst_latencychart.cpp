// The latency chart's axes: counts and repetition numbers are whole numbers on every view that
// shows them; the ECDF's fraction is not forced to integers.
#include "widgets/latencychart.h"

#include <QTest>
#include <QValueAxis>

#include <cmath>

class TestLatencyChart : public QObject {
    Q_OBJECT

    static QValueAxis* axis(Ui::LatencyChart& chart, Qt::Orientation o)
    {
        const auto axes = chart.chart()->axes(o);
        return axes.isEmpty() ? nullptr : qobject_cast<QValueAxis*>(axes.first());
    }

    static Ui::LatencyChart::Group group(int n)
    {
        Ui::LatencyChart::Group g;
        g.label = QStringLiteral("short");
        for (int i = 0; i < n; ++i) {
            const double ms = 400 + (i * 37) % 50;
            g.stableMs.push_back(ms);
            g.repetitions << QPointF(i, ms);
            g.warmup << (i == 0);
        }
        return g;
    }

    static void verifyWholeTicks(QValueAxis* a)
    {
        QVERIFY(a);
        QCOMPARE(a->tickType(), QValueAxis::TicksDynamic);
        QVERIFY(a->tickInterval() >= 1);
        QCOMPARE(a->tickInterval(), std::round(a->tickInterval()));
        QCOMPARE(a->max(), std::round(a->max()));
        QCOMPARE(a->min(), std::round(a->min()));
        QCOMPARE(a->labelFormat(), QStringLiteral("%d"));
    }

private slots:
    // No repetition to draw (nothing checked on the Compare page): a line instead of 0-1 ms axes.
    void emptySaysSo()
    {
        Ui::LatencyChart chart;
        chart.setEmptyText(QStringLiteral("nothing here"));
        chart.setGroups({});
        QVERIFY(chart.isEmptyShown());
        QVERIFY(chart.chart()->axes().isEmpty());
        Ui::LatencyChart::Group g;
        g.label = QStringLiteral("short");
        g.stableMs = { 10, 12, 11 };
        g.repetitions = { { 1, 10 }, { 2, 12 }, { 3, 11 } };
        g.warmup = { false, false, false };
        chart.setGroups({ g });
        QVERIFY(!chart.isEmptyShown());
        QCOMPARE(chart.chart()->axes().size(), 2);
    }

    void countsAreWholeNumbers_data()
    {
        QTest::addColumn<int>("repetitions");
        QTest::addRow("3") << 3; // a histogram bar of 2 once had ticks at 0.5, 1.0, 1.5 ...
        QTest::addRow("10") << 10;
        QTest::addRow("137") << 137;
    }

    void countsAreWholeNumbers()
    {
        QFETCH(int, repetitions);
        Ui::LatencyChart chart;
        chart.setGroups({ group(repetitions) });
        chart.setView(Ui::LatencyChart::View::Histogram);
        verifyWholeTicks(axis(chart, Qt::Vertical));
        QVERIFY(axis(chart, Qt::Vertical)->max() >= 1);

        chart.setView(Ui::LatencyChart::View::Scatter);
        verifyWholeTicks(axis(chart, Qt::Horizontal));
        QVERIFY(axis(chart, Qt::Horizontal)->max() >= repetitions - 1);

        chart.setView(Ui::LatencyChart::View::Ecdf); // a fraction from 0 to 1
        QCOMPARE(axis(chart, Qt::Vertical)->max(), 1.0);
        QVERIFY(axis(chart, Qt::Vertical)->labelFormat() != QStringLiteral("%d"));
    }
};

QTEST_MAIN(TestLatencyChart)
#include "tst_latencychart.moc"
