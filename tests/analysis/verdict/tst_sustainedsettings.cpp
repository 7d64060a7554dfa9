// Settings ranked over sustained runs (issue 25, item 2; analysis/verdict/sustainedsettings.h): two
// runs of one plan with threads=2 and threads=4, built from repetitions as tst_sustained builds them.
// The ranking changes between the windows, holds, swaps within noise (not a change), loses a lead
// that was beyond noise in one window only (a change); a run that is not sustained, one too short
// and one that shares no input are left out and said; the runs are named by what differs.

#include "analysis/verdict/sustainedsettings.h"
#include "sustainedruns.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace Analysis;
using namespace SustainedRuns;

namespace {

const QStringList kInputs { QStringLiteral("short"), QStringLiteral("long") };

// threads=2 steady at 100 ms; threads=4 given by `four` (its round). "long" takes twice as long on both.
QList<Run> twoSettings(const std::function<double(int)>& four, int rounds = 40)
{
    return { settingRun(QStringLiteral("1"), QStringLiteral("2"), kInputs, rounds,
                 [](int i, int r) { return (i + 1) * (100.0 + 0.1 * cycle(r)); }),
        settingRun(QStringLiteral("2"), QStringLiteral("4"), kInputs, rounds,
            [four](int i, int r) { return (i + 1) * four(r); }) };
}

const SustainedSettingsInput* inputOf(const SustainedSettingsRanking& r, const QString& id)
{
    for (const SustainedSettingsInput& in : r.inputs)
        if (in.inputId == id)
            return &in;
    return nullptr;
}

QStringList namesOf(const SustainedSettingsRanking& r, const QList<int>& order)
{
    QStringList names;
    for (int i : order)
        names << r.runs.at(i).name;
    return names;
}

} // namespace

class TestSustainedSettings : public QObject {
    Q_OBJECT
private slots:
    // threads=4 starts at 80 ms and slows by 1.2 ms a round: it leads at minute 1 and trails at the end.
    void rankingChanges()
    {
        const SustainedSettingsRanking r
            = rankSustainedSettings(twoSettings([](int round) { return 80.0 + 1.2 * round; }));
        QVERIFY(!r.isEmpty());
        QCOMPARE(r.runs.size(), 2);
        QCOMPARE(r.runs.at(0).name, QStringLiteral("threads=2"));
        QCOMPARE(r.runs.at(1).name, QStringLiteral("threads=4"));
        QVERIFY(r.runs.at(0).ranked && r.runs.at(1).ranked);
        QCOMPARE(r.runs.at(1).windows.first.rounds, 8); // a fifth of 40
        QCOMPARE(r.inputs.size(), 2);
        const SustainedSettingsInput* in = inputOf(r, QStringLiteral("short"));
        QVERIFY(in);
        QCOMPARE(
            namesOf(r, in->rankingFirst), QStringList({ QStringLiteral("threads=4"), QStringLiteral("threads=2") }));
        QCOMPARE(
            namesOf(r, in->rankingLast), QStringList({ QStringLiteral("threads=2"), QStringLiteral("threads=4") }));
        QCOMPARE(in->pairs.size(), 1);
        const SustainedSettingPair& p = in->pairs.first();
        QVERIFY(p.swapped());
        QCOMPARE(p.first.outcome, CompareOutcome::Different);
        QCOMPARE(p.last.outcome, CompareOutcome::Different);
        QVERIFY(in->changed());
        QVERIFY(r.changed());
        // The medians are compare's: threads=4's first window is rounds 0-7 (80 + 1.2 x 3.5).
        QCOMPARE(in->medianFirst.at(1), 84.2);
        QCOMPARE(in->medianFirst.at(0), 100.0);
        const QString text = sustainedSettingsInputText(r, *in);
        QVERIFY2(
            text.contains(u"The ranking changed: threads=4 was faster than threads=2 at first and slower at the end "
                          u"(different in the first rounds, different in the last)"),
            qPrintable(text));
        QVERIFY2(text.contains(u"first rounds threads=4 (84.2 ms) < threads=2 (100.0 ms)"), qPrintable(text));
        QVERIFY(r.notCompared.isEmpty());

        const QJsonObject o = sustainedSettingsToJson(r);
        QCOMPARE(o.value(u"figure").toString(), QStringLiteral("median"));
        QVERIFY(o.value(u"changed").toBool());
        const QJsonObject shortIn = o.value(u"inputs").toArray().first().toObject();
        QCOMPARE(shortIn.value(u"input").toString(), QStringLiteral("short"));
        QCOMPARE(shortIn.value(u"ranking_first").toArray().first().toString(), QStringLiteral("threads=4"));
        QCOMPARE(shortIn.value(u"ranking_last").toArray().first().toString(), QStringLiteral("threads=2"));
        const QJsonObject pair = shortIn.value(u"pairs").toArray().first().toObject();
        QCOMPARE(pair.value(u"a").toString(), QStringLiteral("threads=2"));
        QVERIFY(pair.value(u"counts").toBool());
        QCOMPARE(pair.value(u"first").toObject().value(u"outcome").toString(), QStringLiteral("different"));
        QCOMPARE(pair.value(u"first").toObject().value(u"b_ms").toDouble(), 84.2);
        const QJsonObject run = o.value(u"runs").toArray().at(1).toObject();
        QCOMPARE(run.value(u"name").toString(), QStringLiteral("threads=4"));
        QCOMPARE(run.value(u"rounds").toInt(), 40);
        QCOMPARE(run.value(u"first").toObject().value(u"rounds").toInt(), 8);
    }

    // threads=4 is 20 ms faster throughout: the ranking held, and beyond noise.
    void rankingHolds()
    {
        const SustainedSettingsRanking r
            = rankSustainedSettings(twoSettings([](int round) { return 80.0 + 0.1 * cycle(round); }));
        const SustainedSettingsInput* in = inputOf(r, QStringLiteral("short"));
        QVERIFY(in);
        QCOMPARE(in->rankingFirst, in->rankingLast);
        QCOMPARE(namesOf(r, in->rankingFirst).first(), QStringLiteral("threads=4"));
        QVERIFY(in->pairs.first().beyondNoise());
        QVERIFY(!in->pairs.first().swapped());
        QVERIFY(!in->changed());
        QVERIFY(!r.changed());
        QVERIFY(sustainedSettingsInputText(r, *in).endsWith(u"The ranking held."));
    }

    // The two settings are 1 ms apart inside a spread of ±10 ms, and trade places halfway: the order
    // differs, compare calls neither window different, so it is not a change.
    void swapWithinNoise()
    {
        QList<Run> runs { settingRun(QStringLiteral("1"), QStringLiteral("2"), kInputs, 40,
                              [](int, int r) { return 100.0 + cycle(r); }),
            settingRun(QStringLiteral("2"), QStringLiteral("4"), kInputs, 40,
                [](int, int r) { return 100.0 + cycle(r) + (r < 20 ? -1.0 : 1.0); }) };
        const SustainedSettingsRanking r = rankSustainedSettings(runs);
        const SustainedSettingsInput* in = inputOf(r, QStringLiteral("short"));
        QVERIFY(in);
        QVERIFY(in->rankingFirst != in->rankingLast);
        const SustainedSettingPair& p = in->pairs.first();
        QVERIFY(p.swapped());
        QVERIFY2(p.first.outcome != CompareOutcome::Different, qPrintable(p.first.explanation));
        QVERIFY2(p.last.outcome != CompareOutcome::Different, qPrintable(p.last.explanation));
        QVERIFY(!p.counts());
        QVERIFY(!in->changed());
        QVERIFY(in->swappedWithinNoise());
        QVERIFY(!r.changed());
        const QString text = sustainedSettingsInputText(r, *in);
        QVERIFY2(text.contains(u"The order swapped within noise, which is no change"), qPrintable(text));
        const QJsonObject o = sustainedSettingsToJson(r);
        QVERIFY(!o.value(u"changed").toBool());
        const QJsonObject pair
            = o.value(u"inputs").toArray().first().toObject().value(u"pairs").toArray().first().toObject();
        QVERIFY(pair.value(u"swapped").toBool());
        QVERIFY(!pair.value(u"counts").toBool());
        QVERIFY(o.value(u"inputs").toArray().first().toObject().value(u"swapped_within_noise").toBool());
    }

    // threads=4 leads by 20 ms at first (beyond noise) and ends 0.5 ms behind (within noise): its lead is
    // gone, a change, since one window is beyond noise.
    void leadLostBeyondNoiseInOneWindow()
    {
        const SustainedSettingsRanking r = rankSustainedSettings(
            twoSettings([](int round) { return (round < 20 ? 80.0 : 100.5) + 0.2 * cycle(round); }));
        const SustainedSettingsInput* in = inputOf(r, QStringLiteral("short"));
        QVERIFY(in);
        const SustainedSettingPair& p = in->pairs.first();
        QCOMPARE(p.first.outcome, CompareOutcome::Different);
        QVERIFY2(p.last.outcome != CompareOutcome::Different, qPrintable(p.last.explanation));
        QVERIFY(p.counts());
        QVERIFY(in->changed());
    }

    // A third run without sustained_s, and a fourth too short for two windows: both said, the two
    // sustained runs ranked as before.
    void nonSustainedMixedIn()
    {
        QList<Run> runs = twoSettings([](int round) { return 80.0 + 1.2 * round; });
        runs << settingRun(
            QStringLiteral("3"), QStringLiteral("8"), kInputs, 40, [](int, int r) { return 90.0 + cycle(r); }, 0);
        runs << settingRun(
            QStringLiteral("4"), QStringLiteral("1"), kInputs, 9, [](int, int r) { return 150.0 + cycle(r); });
        const SustainedSettingsRanking r = rankSustainedSettings(runs);
        QVERIFY(!r.isEmpty());
        QCOMPARE(r.runs.at(2).name, QStringLiteral("sustained_s=(not set), threads=8"));
        QVERIFY(!r.runs.at(2).ranked && !r.runs.at(2).windows.sustained);
        QVERIFY(!r.runs.at(3).ranked && r.runs.at(3).windows.sustained);
        QVERIFY2(r.notCompared.size() == 2, qPrintable(r.notCompared.join(u'\n')));
        QVERIFY(r.notCompared.at(0).contains(u"threads=8 is not a sustained run"));
        QVERIFY(r.notCompared.at(1).contains(u"threads=1 is left out of the ranking: The run measured 9 round"));
        const SustainedSettingsInput* in = inputOf(r, QStringLiteral("short"));
        QVERIFY(in);
        QCOMPARE(in->runs, QList<int>({ 0, 1 }));
        QVERIFY(in->changed());
        const QStringList lines = sustainedSettingsLines(r);
        QVERIFY(lines.first().startsWith(u"Sustained runs ranked by median latency"));
        QVERIFY(lines.contains(u"not compared: " + r.notCompared.at(0)));
        const QJsonObject o = sustainedSettingsToJson(r);
        const QJsonObject plain = o.value(u"runs").toArray().at(2).toObject();
        QVERIFY(!plain.value(u"sustained").toBool());
        QVERIFY(plain.value(u"planned_s").isNull());
        QVERIFY(plain.value(u"first").isNull());
        QCOMPARE(o.value(u"not_compared").toArray().size(), 2);
    }

    // Nothing sustained: an ordinary comparison, the ranking has nothing to say.
    void noneSustained()
    {
        QList<Run> runs = twoSettings([](int) { return 80.0; }, 20);
        for (Run& run : runs)
            run.params.remove(QStringLiteral("sustained_s"));
        const SustainedSettingsRanking r = rankSustainedSettings(runs);
        QVERIFY(r.isEmpty());
        QVERIFY(r.inputs.isEmpty());
        QVERIFY(sustainedSettingsLines(r).isEmpty());
    }

    // One sustained run and a plain one: nothing to rank, said.
    void oneSustained()
    {
        QList<Run> runs = twoSettings([](int) { return 80.0; });
        runs[1].params.remove(QStringLiteral("sustained_s"));
        const SustainedSettingsRanking r = rankSustainedSettings(runs);
        QVERIFY(!r.isEmpty());
        QVERIFY(r.inputs.isEmpty());
        QVERIFY(r.notCompared.last().contains(u"Fewer than two sustained runs"));
    }

    // A third sustained run measured another input: it shares none and is left out; an input only
    // one ranked run measured is named.
    void noSharedInput()
    {
        QList<Run> runs = twoSettings([](int round) { return 80.0 + 0.1 * cycle(round); });
        runs[1].repetitions.removeIf([](const Repetition& rep) { return rep.inputId == u"long"; });
        runs[1].inputs.removeLast();
        runs << settingRun(QStringLiteral("3"), QStringLiteral("8"), { QStringLiteral("other") }, 40,
            [](int, int r) { return 90.0 + cycle(r); });
        const SustainedSettingsRanking r = rankSustainedSettings(runs);
        QCOMPARE(r.inputs.size(), 1);
        QCOMPARE(r.inputs.first().inputId, QStringLiteral("short"));
        const QString all = r.notCompared.join(u'\n');
        QVERIFY2(all.contains(u"Input long was measured by one sustained run only (threads=2)"), qPrintable(all));
        QVERIFY2(all.contains(u"threads=8 shares no input with the other sustained runs"), qPrintable(all));
    }

    // Runs are named by what differs: parameters and labels, the command line only where nothing else
    // differs, the run's own name (and id) where nothing does.
    void namesByDifference()
    {
        QList<Run> runs = twoSettings([](int) { return 80.0; }, 1);
        QCOMPARE(settingNames(runs), QStringList({ QStringLiteral("threads=2"), QStringLiteral("threads=4") }));
        runs[0].labels.insert(QStringLiteral("engine"), QStringLiteral("b4748"));
        runs[1].labels.insert(QStringLiteral("engine"), QStringLiteral("b5000"));
        QCOMPARE(settingNames(runs),
            QStringList({ QStringLiteral("engine=b4748, threads=2"), QStringLiteral("engine=b5000, threads=4") }));
        // Only the command line differs.
        QList<Run> sameParams = twoSettings([](int) { return 80.0; }, 1);
        sameParams[1].params.insert(QStringLiteral("threads"), QStringLiteral("2"));
        QCOMPARE(settingNames(sameParams),
            QStringList({ QStringLiteral("command=./llama-cli -t 2"), QStringLiteral("command=./llama-cli -t 4") }));
        // Nothing differs: the run names, told apart by id.
        sameParams[1].params = sameParams[0].params;
        QCOMPARE(settingNames(sameParams),
            QStringList({ QStringLiteral("llama-sustained #1"), QStringLiteral("llama-sustained #2") }));
        // One setting twice beside another: the two alike get their ids.
        QList<Run> three = twoSettings([](int) { return 80.0; }, 1);
        three << three.first();
        three.last().id = QStringLiteral("3");
        QCOMPARE(settingNames(three),
            QStringList(
                { QStringLiteral("threads=2 #1"), QStringLiteral("threads=4"), QStringLiteral("threads=2 #3") }));
    }
};

QTEST_MAIN(TestSustainedSettings)
#include "tst_sustainedsettings.moc"
