// The figure across builds (verdict/history.h): neighbours compared as `headroom compare` does, the
// gate against the last good point, grouping by a label, and runs left out with the reason.

#include "analysis/verdict/history.h"

#include <QTest>

using namespace Analysis;

namespace {
// A run of one input "short" with 12 stable repetitions spread ±2% around medianMs, an exact peak and
// a decode rate, started `minute` minutes after a fixed time.
Run makeRun(int id, double medianMs, int minute, const QMap<QString, QString>& labels = {})
{
    Run run;
    run.id = QString::number(id);
    run.name = QStringLiteral("run-%1").arg(id);
    run.device = QStringLiteral("board");
    run.startedAt = QDateTime(QDate(2026, 1, 1), QTime(10, 0), Qt::UTC).addSecs(minute * 60);
    run.labels = labels;
    run.inputs << InputSpec { QStringLiteral("short"), QString(), 40, 40, 12 };
    run.environment.values.insert(QStringLiteral("kernel"), QStringLiteral("6.6.0"));
    for (int i = 0; i < 12; ++i) {
        Repetition r;
        r.inputId = QStringLiteral("short");
        r.index = i;
        r.wallMs = medianMs * (1 + 0.01 * ((i * 7) % 5 - 2));
        r.ttftMs = r.wallMs / 10;
        r.tokensPerS = 1000.0 / r.wallMs * 10;
        r.outcome = Outcome::Ok;
        r.maxRssKb = 100000;
        run.repetitions << r;
    }
    return run;
}

HistoryOptions options(CompareFigure f = CompareFigure::P90Latency, const QString& by = {})
{
    HistoryOptions o;
    o.figure = f;
    o.inputId = QStringLiteral("short");
    o.byLabel = by;
    o.maxRegression = 0.10;
    return o;
}

QList<int> regressions(const HistoryResult& h)
{
    QList<int> out;
    for (int i = 0; i < h.points.size(); ++i)
        if (h.points.at(i).regression)
            out << i;
    return out;
}
} // namespace

class TestHistory : public QObject {
    Q_OBJECT
private slots:
    void newestSlowerIsARegression();
    void slowerInTheMiddleIsMarkedButTheGatePasses();
    void repeatedSlowBuildStillFailsTheGate();
    void timeOrderNotStoreOrder();
    void groupedByLabel();
    void leftOutSaysWhy();
    void tokensPerSecondHigherIsBetter();
    void figureNames_data();
    void figureNames();
};

void TestHistory::newestSlowerIsARegression()
{
    QList<Run> runs;
    for (int i = 0; i < 5; ++i)
        runs << makeRun(i + 1, 100, i);
    runs << makeRun(6, 150, 5);
    const HistoryResult h = buildHistory(runs, options());
    QCOMPARE(h.points.size(), 6);
    QCOMPARE(regressions(h), QList<int> { 5 });
    QVERIFY(h.lastGood);
    QCOMPARE(*h.lastGood, 4);
    QVERIFY(h.newestRegressed);
    QVERIFY(!h.points.first().change); // the first has nothing before it
    QVERIFY(h.points.at(1).change);
    QCOMPARE(h.points.at(1).change->outcome, CompareOutcome::Same);
    QCOMPARE(h.points.at(5).samples, 12);
}

void TestHistory::slowerInTheMiddleIsMarkedButTheGatePasses()
{
    QList<Run> runs;
    for (int i = 0; i < 6; ++i)
        runs << makeRun(i + 1, i == 3 ? 150 : 100, i);
    const HistoryResult h = buildHistory(runs, options());
    QCOMPARE(regressions(h), QList<int> { 3 });
    QVERIFY(h.points.at(4).improvement); // back to the earlier speed
    QVERIFY(!h.newestRegressed);
}

void TestHistory::repeatedSlowBuildStillFailsTheGate()
{
    // The newest is the same as its neighbour, but both are slower than the last good one.
    QList<Run> runs { makeRun(1, 100, 0), makeRun(2, 100, 1), makeRun(3, 150, 2), makeRun(4, 150, 3) };
    const HistoryResult h = buildHistory(runs, options());
    QCOMPARE(regressions(h), QList<int> { 2 });
    QCOMPARE(*h.lastGood, 1);
    QVERIFY(h.newestRegressed);
}

void TestHistory::timeOrderNotStoreOrder()
{
    // Stored slow first, but it started last: it is the newest.
    QList<Run> runs { makeRun(1, 150, 9), makeRun(2, 100, 0), makeRun(3, 100, 1) };
    const HistoryResult h = buildHistory(runs, options());
    QCOMPARE(h.points.last().runIds, QStringList { QStringLiteral("1") });
    QVERIFY(h.newestRegressed);
}

void TestHistory::groupedByLabel()
{
    const auto commit = [](const char* c) {
        return QMap<QString, QString> { { QStringLiteral("commit"), QLatin1String(c) },
            { QStringLiteral("engine"), QStringLiteral("b1") } };
    };
    QList<Run> runs { makeRun(1, 100, 0, commit("a")), makeRun(2, 100, 1, commit("a")), makeRun(3, 100, 2, commit("b")),
        makeRun(4, 100, 3, commit("b")), makeRun(5, 150, 4, commit("c")), makeRun(6, 100, 5, {}) };
    const HistoryResult h = buildHistory(runs, options(CompareFigure::MedianLatency, QStringLiteral("commit")));
    QCOMPARE(h.points.size(), 3);
    QCOMPARE(h.points.at(0).key, QStringLiteral("a"));
    QCOMPARE(h.points.at(0).runIds, (QStringList { QStringLiteral("1"), QStringLiteral("2") }));
    QCOMPARE(h.points.at(0).samples, 24); // both runs' repetitions pooled
    QCOMPARE(h.points.at(0).labels, commit("a"));
    QCOMPARE(regressions(h), QList<int> { 2 });
    QCOMPARE(h.leftOut.size(), 1);
    QVERIFY(h.leftOut.first().contains(QStringLiteral("commit")));
}

void TestHistory::leftOutSaysWhy()
{
    Run other = makeRun(2, 100, 1);
    for (Repetition& r : other.repetitions)
        r.inputId = QStringLiteral("long");
    Run elsewhere = makeRun(3, 300, 2);
    elsewhere.device = QStringLiteral("other-board");
    HistoryOptions o = options();
    o.device = QStringLiteral("board");
    const HistoryResult h = buildHistory({ makeRun(1, 100, 0), other, elsewhere }, o);
    QCOMPARE(h.points.size(), 1);
    QCOMPARE(h.leftOut.size(), 1); // another device is filtered, not "left out"
    QVERIFY(h.leftOut.first().contains(QStringLiteral("short")));
    QVERIFY(!h.lastGood);
    QVERIFY(!h.newestRegressed);
}

void TestHistory::tokensPerSecondHigherIsBetter()
{
    // Slower runs decode fewer tokens per second: a drop is the regression, a rise is not.
    QList<Run> runs { makeRun(1, 100, 0), makeRun(2, 100, 1), makeRun(3, 150, 2) };
    HistoryResult h = buildHistory(runs, options(CompareFigure::TokensPerS));
    QCOMPARE(regressions(h), QList<int> { 2 });
    QVERIFY(h.newestRegressed);
    runs = { makeRun(1, 150, 0), makeRun(2, 150, 1), makeRun(3, 100, 2) };
    h = buildHistory(runs, options(CompareFigure::TokensPerS));
    QCOMPARE(regressions(h), QList<int> {});
    QVERIFY(h.points.last().improvement);
    QVERIFY(!h.newestRegressed);
}

void TestHistory::figureNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("figure");
    QTest::addRow("p50") << QStringLiteral("p50") << int(CompareFigure::MedianLatency);
    QTest::addRow("median") << QStringLiteral("median") << int(CompareFigure::MedianLatency);
    QTest::addRow("p90") << QStringLiteral("p90") << int(CompareFigure::P90Latency);
    QTest::addRow("p99") << QStringLiteral("P99") << int(CompareFigure::P99Latency);
    QTest::addRow("peak") << QStringLiteral("peak") << int(CompareFigure::PeakMemory);
    QTest::addRow("ttft") << QStringLiteral("ttft") << int(CompareFigure::Ttft);
    QTest::addRow("tokens_per_s") << QStringLiteral("tokens_per_s") << int(CompareFigure::TokensPerS);
    QTest::addRow("energy") << QStringLiteral("energy") << int(CompareFigure::Energy);
    QTest::addRow("j_per_token") << QStringLiteral("j_per_token") << int(CompareFigure::EnergyPerToken);
}

void TestHistory::figureNames()
{
    QFETCH(QString, name);
    QFETCH(int, figure);
    const auto f = compareFigureFromName(name);
    QVERIFY(f);
    QCOMPARE(int(*f), figure);
    QVERIFY(!compareFigureFromName(QStringLiteral("p95")));
}

QTEST_APPLESS_MAIN(TestHistory)
#include "tst_history.moc"
