// The fit's search (analysis/verdict/fitsearch.h) on deterministic workloads: a memory that grows
// in a straight line, a latency that grows as a square, a setting that breaks at once, a budget too
// small, a boundary beyond the range, a noisy workload that breaks below where it held. The real
// probe is driven in tests/app/tst_cli_fit.cpp.

#include "analysis/verdict/fitsearch.h"

#include <QTest>

#include <cmath>

using namespace Analysis;

namespace {

// A workload whose peak is base + perToken x tokens (KiB) and whose p90 is a + b x tokens² (ms).
struct Model {
    double baseKb = 20000, perTokenKb = 18;
    double latencyA = 50, latencyB = 0.0001;
    FitLimits limits;

    FitPoint at(int64_t tokens) const
    {
        FitPoint p;
        p.tokens = tokens;
        p.measuredTokens = tokens;
        p.limits = limits;
        const double peak = baseKb + perTokenKb * double(tokens);
        p.peakKb = int64_t(peak);
        p.p90Ms = latencyA + latencyB * double(tokens) * double(tokens);
        p.tokensPerS = 1000.0 / (1 + double(tokens) / 1000);
        p.result = FitPoint::Result::Holds;
        if (limits.memoryKb && *p.peakKb > *limits.memoryKb) {
            p.result = FitPoint::Result::Breaks;
            p.broke = FitLimit::Memory;
        } else if (limits.p90Ms && *p.p90Ms > *limits.p90Ms) {
            p.result = FitPoint::Result::Breaks;
            p.broke = FitLimit::Latency;
        }
        return p;
    }
    // The true boundary: the longest length that holds.
    int64_t boundary() const
    {
        int64_t lo = 1, hi = 100000000;
        while (hi - lo > 1) {
            const int64_t mid = (lo + hi) / 2;
            (at(mid).result == FitPoint::Result::Holds ? lo : hi) = mid;
        }
        return lo;
    }
};

FitResult search(const QList<Model>& models, FitSearchOptions o)
{
    QList<FitSetting> settings;
    for (int i = 0; i < models.size(); ++i)
        settings.append({ { QStringLiteral("threads"), QString::number(i + 1) } });
    int calls = 0;
    return runFitSearch(
        settings, o, [&](int s, int64_t tokens) { return models.at(s).at(tokens); },
        [&] { return double(++calls); }); // one "second" per look at the clock
}

} // namespace

class TestFitSearch : public QObject {
    Q_OBJECT

private slots:
    void memoryBound_data()
    {
        QTest::addColumn<double>("precision");
        QTest::addColumn<qint64>("ceilingKb");
        QTest::addRow("5pc") << 0.05 << qint64(100000);
        QTest::addRow("1pc") << 0.01 << qint64(100000);
        QTest::addRow("5pc-near-from") << 0.05 << qint64(22000);
        QTest::addRow("5pc-near-to") << 0.05 << qint64(20000 + 18 * 32000);
    }
    void memoryBound()
    {
        QFETCH(double, precision);
        QFETCH(qint64, ceilingKb);
        Model m;
        m.limits.memoryKb = ceilingKb;
        FitSearchOptions o;
        o.from = 64;
        o.to = 32768;
        o.precision = precision;
        o.maxPoints = 60;
        o.maxSeconds = 1e9;
        const FitResult r = search({ m }, o);
        QCOMPARE(r.answer, FitResult::Answer::Found);
        const FitSettingResult& s = r.settings.at(0);
        QCOMPARE(s.status, FitSettingResult::Status::Found);
        QVERIFY(s.holds && s.breaks);
        QCOMPARE(s.binding, FitLimit::Memory);
        // The bracket holds the true boundary and is as narrow as asked.
        const int64_t b = m.boundary();
        QVERIFY2(s.holds->tokens <= b && s.breaks->tokens > b,
            qPrintable(QStringLiteral("%1 %2 %3").arg(s.holds->tokens).arg(s.breaks->tokens).arg(b)));
        QVERIFY(*s.width() <= precision + 1e-12 || s.breaks->tokens - s.holds->tokens == 1);
        // And with fewer points than a dense sweep to the same precision.
        const int dense = denseSweepPoints(o.from, o.to, precision, s.breaks->tokens);
        QVERIFY2(r.points * 3 <= dense || r.points <= 8,
            qPrintable(QStringLiteral("search %1, dense %2").arg(r.points).arg(dense)));
    }

    // A square latency: the trends' quadratic finds it; the bracket is as narrow as asked.
    void latencyBound()
    {
        Model m;
        m.limits.p90Ms = 2000; // crosses at about 4400 tokens
        FitSearchOptions o;
        o.from = 64;
        o.to = 32768;
        o.precision = 0.05;
        o.maxPoints = 60;
        o.maxSeconds = 1e9;
        const FitResult r = search({ m }, o);
        const FitSettingResult& s = r.settings.at(0);
        QCOMPARE(s.status, FitSettingResult::Status::Found);
        QCOMPARE(s.binding, FitLimit::Latency);
        const int64_t b = m.boundary();
        QVERIFY(s.holds->tokens <= b && s.breaks->tokens > b);
        QVERIFY(*s.width() <= 0.05 + 1e-12);
        QVERIFY(s.predicted > 0); // the trends were used
        const int dense = denseSweepPoints(o.from, o.to, 0.05, s.breaks->tokens);
        QVERIFY2(r.points * 3 <= dense, qPrintable(QStringLiteral("search %1, dense %2").arg(r.points).arg(dense)));
    }

    // Two settings: one breaks at the shortest length (said, with its reason), the other is
    // recommended; the answer is "found".
    void failingSettingAndRecommendation()
    {
        Model fails;
        fails.limits.memoryKb = 10000; // the base alone is over it
        Model fine;
        fine.limits.memoryKb = 60000;
        FitSearchOptions o;
        o.from = 64;
        o.to = 8192;
        o.precision = 0.05;
        o.maxPoints = 60;
        o.maxSeconds = 1e9;
        const FitResult r = search({ fails, fine }, o);
        QCOMPARE(r.settings.at(0).status, FitSettingResult::Status::FailsAtShortest);
        QCOMPARE(r.settings.at(0).points.size(), 1);
        QCOMPARE(r.settings.at(0).binding, FitLimit::Memory);
        QCOMPARE(r.recommended, 1);
        QCOMPARE(r.answer, FitResult::Answer::Found);
    }

    void nothingFits()
    {
        Model fails;
        fails.limits.memoryKb = 10000;
        FitSearchOptions o;
        o.from = 64;
        o.to = 8192;
        const FitResult r = search({ fails, fails }, o);
        QCOMPARE(r.answer, FitResult::Answer::NothingFits);
        QCOMPARE(r.recommended, -1);
        QCOMPARE(r.points, 2);
    }

    // A budget of 5 points: the best bracket so far, said as such.
    void budgetSpentInPoints()
    {
        Model m;
        m.limits.memoryKb = 100000;
        FitSearchOptions o;
        o.from = 64;
        o.to = 32768;
        o.precision = 0.01;
        o.maxPoints = 5;
        o.maxSeconds = 1e9;
        const FitResult r = search({ m }, o);
        QCOMPARE(r.answer, FitResult::Answer::BudgetSpent);
        QVERIFY(r.budgetSpent);
        QCOMPARE(r.points, 5);
        const FitSettingResult& s = r.settings.at(0);
        QCOMPARE(s.status, FitSettingResult::Status::BudgetSpent);
        QVERIFY(s.holds && s.breaks);
        QVERIFY(*s.width() > 0.01);
        QVERIFY(s.holds->tokens <= m.boundary() && s.breaks->tokens > m.boundary());
        QCOMPARE(r.recommended, 0);
    }

    // The minutes run out before the second setting's turn: it is not measured, and said so.
    void budgetSpentInTime()
    {
        Model m;
        m.limits.memoryKb = 100000;
        FitSearchOptions o;
        o.from = 64;
        o.to = 32768;
        o.precision = 0.05;
        o.maxPoints = 1000;
        o.maxSeconds = 3; // three looks at the clock
        const FitResult r = search({ m, m }, o);
        QCOMPARE(r.answer, FitResult::Answer::BudgetSpent);
        QCOMPARE(r.settings.at(1).status, FitSettingResult::Status::NotMeasured);
        QVERIFY(r.settings.at(1).points.isEmpty());
    }

    void beyondRange()
    {
        Model m;
        m.limits.memoryKb = 100000000;
        FitSearchOptions o;
        o.from = 64;
        o.to = 4096;
        o.coarsePoints = 4;
        const FitResult r = search({ m }, o);
        QCOMPARE(r.settings.at(0).status, FitSettingResult::Status::BeyondRange);
        QCOMPARE(r.settings.at(0).holds->tokens, 4096);
        QVERIFY(!r.settings.at(0).breaks);
        QCOMPARE(r.points, 4);
        QCOMPARE(r.answer, FitResult::Answer::Found);
    }

    // A workload that fails (a crash, not a limit) at a longer length: the setting failed, with the reason.
    void failureIsNotABoundary()
    {
        QList<FitSetting> settings { {} };
        FitSearchOptions o;
        o.from = 100;
        o.to = 10000;
        const FitResult r = runFitSearch(
            settings, o,
            [](int, int64_t tokens) {
                FitPoint p;
                p.result = tokens < 1000 ? FitPoint::Result::Holds : FitPoint::Result::Failed;
                if (p.result == FitPoint::Result::Failed)
                    p.reason = QStringLiteral("crashed (signal 11)");
                return p;
            },
            [] { return 0.0; });
        QCOMPARE(r.settings.at(0).status, FitSettingResult::Status::Failed);
        QCOMPARE(r.settings.at(0).reason, QStringLiteral("crashed (signal 11)"));
        QCOMPARE(r.recommended, -1);
        QCOMPARE(r.answer, FitResult::Answer::NothingFits);
    }

    // Noise: a length breaks below one that held. Nothing is claimed past the break.
    void notMonotonic()
    {
        QList<FitSetting> settings { {} };
        FitSearchOptions o;
        o.from = 100;
        o.to = 10000;
        o.coarsePoints = 3;
        const FitResult r = runFitSearch(
            settings, o,
            [](int, int64_t tokens) {
                FitPoint p;
                // holds at 100, breaks at 1000, then holds everywhere between
                p.result = tokens == 1000 ? FitPoint::Result::Breaks : FitPoint::Result::Holds;
                p.broke = tokens == 1000 ? FitLimit::Latency : FitLimit::None;
                return p;
            },
            [] { return 0.0; });
        const FitSettingResult& s = r.settings.at(0);
        // Bisection inside [100, 1000) only ever finds holds: the bracket closes below the break.
        QVERIFY(s.status == FitSettingResult::Status::Found);
        QVERIFY(s.holds->tokens < s.breaks->tokens);
    }

    void denseSweepCount()
    {
        // 64 * 1.05^k >= 6400 at k = 95: 96 lengths, the first break included.
        QCOMPARE(denseSweepPoints(64, 32768, 0.05, 6400), 96);
        QCOMPARE(denseSweepPoints(64, 32768, 0.05, 64), 1);
        QCOMPARE(denseSweepPoints(10, 12, 0.01, 1000), 3); // one token on at least, up to `to`
    }
};

QTEST_GUILESS_MAIN(TestFitSearch)
#include "tst_fitsearch.moc"
