// The verdict's trends on real llama.cpp runs (tests/data/runs/README.md): prefill cost grows faster
// than linearly with the prompt, so the longest input, left out, must be predicted by the fit the
// trend chooses from the others, and a straight line must not be what is chosen.

#include "analysis/import/runfolder.h"
#include "analysis/plan/plan.h"
#include "analysis/verdict/verdict.h"

#include <QTest>

#include <cmath>

using namespace Analysis;

class TestVerdictReal : public QObject {
    Q_OBJECT
private slots:
    void longestInputIsPredicted_data();
    void longestInputIsPredicted();
    void crossingHasItsInterval_data();
    void crossingHasItsInterval();
};

namespace {
// The run as `headroom run` stores it: the folder, with the token counts the plan states.
FigureTable tableOf(const QString& folder)
{
    const QString dir = QStringLiteral(HEADROOM_TEST_DATA "/runs/") + folder;
    RunFolderResult r = readRunFolder(dir);
    const PlanParseResult plan = parsePlanFile(dir + QStringLiteral("/plan.yaml"));
    if (!r.ok || !plan.plan) {
        for (const auto& d : r.diagnostics + plan.diagnostics)
            qWarning().noquote() << d.file << d.line << d.message;
        return {};
    }
    for (InputSpec& spec : r.run.inputs)
        for (const PlanInput& in : plan.plan->inputs)
            if (in.id == spec.id && in.tokens)
                spec.tokens = *in.tokens;
    return perInputFigures(r.run, verdictOptionsFromRun(r.run));
}

void addFolders()
{
    QTest::addColumn<QString>("folder");
    QTest::addRow("2-threads") << QStringLiteral("llama-cli-lengths");
    QTest::addRow("1-thread") << QStringLiteral("llama-cli-lengths-t1");
}
} // namespace

void TestVerdictReal::longestInputIsPredicted_data()
{
    addFolders();
}

void TestVerdictReal::longestInputIsPredicted()
{
    QFETCH(QString, folder);
    FigureTable table = tableOf(folder);
    QCOMPARE(table.inputs.size(), 6);
    QCOMPARE(table.lengthUnit, LengthUnit::Tokens);
    const InputFigures longest = table.inputs.takeLast();
    QVERIFY(longest.n >= 4);

    const Verdict v = decide(table);
    for (const auto& [trend, measured, name] :
        { std::tuple { &v.medianTrend, longest.medianMs, "median" }, std::tuple { &v.p90Trend, longest.p90Ms, "p90" } }) {
        QCOMPARE(trend->distinctLengths(), 5);
        QVERIFY2(trend->model == TrendModel::Quadratic, name);
        const double chosen = std::abs(trend->at(longest.length) - measured) / measured;
        const double line = std::abs(trend->fit.at(longest.length) - measured) / measured;
        const QByteArray what = QStringLiteral("%1: measured %2 ms at %3 tokens, curve %4, line %5")
                                    .arg(QLatin1String(name))
                                    .arg(measured)
                                    .arg(longest.length)
                                    .arg(trend->at(longest.length))
                                    .arg(trend->fit.at(longest.length))
                                    .toUtf8();
        // The curve predicts the left-out input within 10%; the line falls short by more than that (these
        // runs: curve 2% and 6% off, line 19% and 15% short), the error that put a 2 s budget too far out.
        QVERIFY2(chosen < 0.10, what.constData());
        QVERIFY2(line > 0.10 && line > chosen && trend->fit.at(longest.length) < measured, what.constData());
    }
}

void TestVerdictReal::crossingHasItsInterval_data()
{
    addFolders();
}

void TestVerdictReal::crossingHasItsInterval()
{
    QFETCH(QString, folder);
    FigureTable table = tableOf(folder);
    QCOMPARE(table.inputs.size(), 6);
    // A budget a little beyond the longest input's p90: the crossing lies past the measured lengths.
    table.latencyBudgetMs = table.inputs.last().p90Ms * 1.5;
    const Verdict v = decide(table);
    const Trend& t = v.p90Trend;
    QVERIFY(t.crossesAt);
    QCOMPARE(t.resamples, kCrossingResamples);
    QVERIFY(t.crossLow && t.crossHigh);
    QVERIFY(*t.crossLow <= *t.crossesAt && *t.crossesAt <= *t.crossHigh);
    QVERIFY(t.crossingReach() > 1 && t.crossingReach() < kExtrapolationReach);
    QCOMPARE(v.rule, VerdictRule::CrossesFirst);
    QCOMPARE(v.first, FirstLimit::Latency);
    // The sentence says which fit, where, how sure and how far out.
    QVERIFY2(v.reason.contains(QLatin1String("quadratic curve")), qPrintable(v.reason));
    QVERIFY2(v.reason.contains(QLatin1String("90% interval")), qPrintable(v.reason));
    QVERIFY2(v.reason.contains(QLatin1String("times the longest tested length")), qPrintable(v.reason));
}

QTEST_GUILESS_MAIN(TestVerdictReal)
#include "tst_verdictreal.moc"
