// A sustained run's first rounds against its last (issue 25, item 2; analysis/verdict/sustained.h), on
// repetitions built here: a drift that holds, one within noise, a ranking that swaps, a run too short.

#include "analysis/report/report.h"
#include "analysis/report/reporttables.h"
#include "analysis/verdict/sustained.h"
#include "analysis/verdict/verdict.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

#include <cmath>
#include <functional>

using namespace Analysis;

namespace {

// -1..1, the same sequence every time.
struct Noise {
    uint64_t state = 12345;
    double next()
    {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        return double((state >> 11) & ((1ULL << 20) - 1)) / double(1ULL << 19) - 1.0;
    }
};

// `rounds` interleaved rounds of each input; wall(input, round) gives its time. 1 s per round.
Run sustainedRun(const QStringList& inputs, int rounds, const std::function<double(int, int)>& wall,
    const std::function<double(int)>& tempC = {})
{
    Run run;
    run.id = QStringLiteral("s");
    run.timingKind = TimingKind::ColdStart;
    run.params.insert(QStringLiteral("sustained_s"), QStringLiteral("60"));
    for (const QString& id : inputs)
        run.inputs << InputSpec { id, id + QStringLiteral(".txt") };
    double t = 0;
    for (int r = 0; r < rounds; ++r)
        for (int i = 0; i < inputs.size(); ++i) {
            Repetition rep;
            rep.inputId = inputs.at(i);
            rep.index = r;
            rep.startMs = t;
            rep.wallMs = wall(i, r);
            rep.outcome = Outcome::Ok;
            rep.exitCode = 0;
            rep.maxRssKb = 100000;
            if (tempC) {
                rep.startTempC = tempC(r);
                rep.startFreqMhz = 2400 - 20 * (tempC(r) - 40);
            }
            t += rep.wallMs + 10;
            run.repetitions << rep;
        }
    return run;
}

const SustainedDrift* find(const SustainedAnalysis& s, const QString& input, const QString& figure)
{
    for (const SustainedDrift& d : s.drifts)
        if (d.inputId == input && d.figure == figure)
            return &d;
    return nullptr;
}

} // namespace

class TestSustained : public QObject {
    Q_OBJECT
private slots:
    void notSustained()
    {
        Run run = sustainedRun({ QStringLiteral("a") }, 20, [](int, int) { return 100.0; });
        run.params.remove(QStringLiteral("sustained_s"));
        const SustainedAnalysis s = analyseSustained(run);
        QVERIFY(!s.sustained);
        QVERIFY(s.drifts.isEmpty());
        QVERIFY(sustainedToJson(s).isNull());
        Verdict v = decide(run, VerdictOptions {});
        QVERIFY(!v.sustainedDrift);
    }

    void tooShort()
    {
        const Run run = sustainedRun({ QStringLiteral("a") }, 9, [](int, int) { return 100.0; });
        const SustainedAnalysis s = analyseSustained(run);
        QVERIFY(s.sustained);
        QCOMPARE(s.rounds, 9);
        QVERIFY2(s.unavailable.contains(u"10"), qPrintable(s.unavailable));
        QVERIFY(s.drifts.isEmpty());
        QVERIFY(sustainedDriftNote(s).isEmpty());
        const QJsonObject o = sustainedToJson(s).toObject();
        QVERIFY(o.value(u"first").isNull());
        QVERIFY(o.value(u"unavailable").isString());
    }

    // 50 rounds: windows of 10 (a fifth); at least 5 each for a short run.
    void windows()
    {
        const SustainedAnalysis s
            = analyseSustained(sustainedRun({ QStringLiteral("a") }, 50, [](int, int) { return 100.0; }));
        QCOMPARE(s.first.rounds, 10);
        QCOMPARE(s.last.rounds, 10);
        QCOMPARE(s.first.fromS, 0.0);
        QVERIFY(s.last.fromS > s.first.toS);
        const SustainedAnalysis shortRun
            = analyseSustained(sustainedRun({ QStringLiteral("a") }, 12, [](int, int) { return 100.0; }));
        QCOMPARE(shortRun.first.rounds, kSustainedMinWindowRounds);
    }

    // Latency rises by half over the run while the start temperature climbs: the drift holds, and
    // the verdict names the evidence.
    void driftHolds()
    {
        Noise n;
        const Run run = sustainedRun(
            { QStringLiteral("a") }, 50, [&n](int, int r) { return 100.0 * (1 + r / 100.0) + 2 * n.next(); },
            [](int r) { return 40.0 + r * 0.6; });
        const SustainedAnalysis s = analyseSustained(run);
        QVERIFY(s.unavailable.isEmpty());
        const SustainedDrift* p90 = find(s, QStringLiteral("a"), QStringLiteral("p90"));
        QVERIFY(p90);
        QVERIFY2(p90->holds(), qPrintable(p90->explanation));
        QVERIFY(p90->relativeChange > 0.3);
        const SustainedDrift* temp = find(s, QString(), QStringLiteral("start_temp_c"));
        QVERIFY(temp && temp->holds() && temp->change > 20);
        const SustainedDrift* freq = find(s, QString(), QStringLiteral("start_freq_mhz"));
        QVERIFY(freq && freq->holds() && freq->change < 0);
        const QString note = sustainedDriftNote(s);
        QVERIFY2(note.contains(u"p90 of input a rose"), qPrintable(note));
        QVERIFY2(note.contains(u"start temperature went from"), qPrintable(note));
        QVERIFY2(note.contains(u"throttling?"), qPrintable(note));
        const Verdict v = decide(run, VerdictOptions {});
        QVERIFY(v.sustainedDrift);
        QVERIFY(v.thermalNote.contains(note));
        const QJsonObject o = sustainedToJson(s).toObject();
        QCOMPARE(o.value(u"rounds").toInt(), 50);
        bool found = false;
        for (const auto& d : o.value(u"drifts").toArray())
            found = found
                || (d.toObject().value(u"input").toString() == u"a"
                    && d.toObject().value(u"figure").toString() == u"p90" && d.toObject().value(u"holds").toBool()
                    && d.toObject().value(u"outcome").toString() == u"different");
        QVERIFY(found);
    }

    // ±5% noise and no trend: nothing drifts, and the verdict says nothing.
    void withinNoise()
    {
        Noise n;
        const Run run = sustainedRun(
            { QStringLiteral("a"), QStringLiteral("b") }, 50,
            [&n](int i, int) { return (i == 0 ? 100.0 : 300.0) * (1 + 0.05 * n.next()); }, [](int) { return 45.0; });
        const SustainedAnalysis s = analyseSustained(run);
        QVERIFY(s.unavailable.isEmpty());
        for (const SustainedDrift& d : s.drifts)
            QVERIFY2(!d.holds(), qPrintable(d.inputId + u' ' + d.figure + u' ' + d.explanation));
        QVERIFY(!s.anyHolds());
        QVERIFY(sustainedDriftNote(s).isEmpty());
        QVERIFY(!s.rankingChanged);
        QCOMPARE(s.rankingFirst, QStringList({ QStringLiteral("a"), QStringLiteral("b") }));
        const Verdict v = decide(run, VerdictOptions {});
        QVERIFY(!v.sustainedDrift);
        QVERIFY(!v.sustainedRankingChanged);
    }

    // b is faster than a at first and slower at the end: the ranking changed.
    void rankingSwap()
    {
        Noise n;
        const Run run = sustainedRun({ QStringLiteral("a"), QStringLiteral("b") }, 40,
            [&n](int i, int r) { return (i == 0 ? 100.0 : 80.0 + r * 1.5) + n.next(); });
        const SustainedAnalysis s = analyseSustained(run);
        QCOMPARE(s.rankingFirst, QStringList({ QStringLiteral("b"), QStringLiteral("a") }));
        QCOMPARE(s.rankingLast, QStringList({ QStringLiteral("a"), QStringLiteral("b") }));
        QVERIFY(s.rankingChanged);
        QVERIFY(sustainedRankingNote(s).contains(u"b < a"));
        // No temperature was recorded: the note says throttling can be neither confirmed nor ruled out.
        QVERIFY(sustainedDriftNote(s).contains(u"neither confirmed nor ruled out"));
        const Verdict v = decide(run, VerdictOptions {});
        QVERIFY(v.sustainedRankingChanged);
        QVERIFY(v.thermalNote.contains(sustainedRankingNote(s)));
    }

    // The report carries the table (Markdown and PDF draw it) and the JSON object.
    void reportTable()
    {
        Noise n;
        const Run run = sustainedRun(
            { QStringLiteral("a") }, 30, [&n](int, int r) { return 100.0 + r * 3 + n.next(); },
            [](int r) { return 40.0 + r; });
        const Report r = makeReport(run, {}, {}, std::nullopt);
        QVERIFY(r.sustained.sustained);
        const ReportTable t = sustainedTable(r);
        QVERIFY(!t.rows.isEmpty());
        bool tableListed = false;
        for (const ReportTable& x : planFigureTables(r))
            tableListed = tableListed || x.title == t.title;
        QVERIFY(tableListed);
        QVERIFY(r.verdict.sustainedDrift);
    }
};

QTEST_MAIN(TestSustained)
#include "tst_sustained.moc"
