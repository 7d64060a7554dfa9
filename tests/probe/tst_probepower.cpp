// Energy per repetition (issue 25) with the real probe over fixture sysfs trees (tests/data/power,
// whose README says where each layout comes from): --sysfs-root points the probe's power readers
// at a copy, and the workload itself is the test-side writer that advances the counters by known
// amounts while the probe runs. Then the host reads the run folder: report, JSON, CSV, compare.

#include "analysis/core/utilisation.h"
#include "analysis/import/runfolder.h"
#include "analysis/report/exportcsv.h"
#include "analysis/report/exportjson.h"
#include "analysis/report/exportmarkdown.h"
#include "analysis/report/report.h"
#include "analysis/verdict/compare.h"
#include "probetest.h"

#include <QDirIterator>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace ProbeTest;
using namespace Analysis;

namespace {

// A writable copy of a fixture tree (the workload writes into it).
bool copyTree(const QString& from, const QString& to)
{
    QDirIterator it(from, QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        const QString target = to + file.mid(from.size());
        if (!QDir().mkpath(QFileInfo(target).path()) || !QFile::copy(file, target))
            return false;
        QFile::setPermissions(target, QFile::ReadOwner | QFile::WriteOwner);
    }
    return true;
}

QString fixture(const char* name)
{
    return QStringLiteral(HEADROOM_TEST_DATA "/power/") + QLatin1String(name);
}

QJsonObject powerOf(const QString& out)
{
    const auto starts = events(out, QStringLiteral("run_start"));
    return starts.isEmpty() ? QJsonObject() : starts.first().value(u"power").toObject();
}

QJsonObject sourceNamed(const QJsonObject& power, const QString& label)
{
    for (const auto& s : power.value(u"sources").toArray())
        if (s.toObject().value(u"label").toString() == label)
            return s.toObject();
    return {};
}

} // namespace

class TestProbePower : public QObject {
    Q_OBJECT
private slots:
    void inaRailAndBattery();
    void raplWrapMidRepetition();
    void noSourceSaysWhy();
};

// A Jetson-style board: an INA3221 with VDD_IN (the board's input) and two rails inside it, and a
// battery it runs on. The total is VDD_IN alone (the rails and the battery overlap it); its power
// is curr1_input x in1_input = 1216 mA x 5072 mV, constant, so each repetition's energy is that
// power over its own wall time.
void TestProbePower::inaRailAndBattery()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString root = tmp.filePath(QStringLiteral("sys"));
    QVERIFY(copyTree(fixture("jetson-ina3221-battery"), root));
    const QString out = tmp.filePath(QStringLiteral("run"));
    // Three tokens by the marker protocol (docs/json-format.md): J per token has a count to divide by.
    const Result r = run(probe(),
        { QStringLiteral("run"), QStringLiteral("--repeat"), QStringLiteral("2"), QStringLiteral("--warmup"),
            QStringLiteral("1"), QStringLiteral("--context-interval-ms"), QStringLiteral("20"),
            QStringLiteral("--sysfs-root"), root, QStringLiteral("--out"), out, QStringLiteral("--"),
            QStringLiteral("/bin/sh"), QStringLiteral("-c"),
            QStringLiteral(
                "sleep 0.1; echo headroom:first_token; echo headroom:token; echo headroom:token; sleep 0.1") });
    QVERIFY2(r.exitCode == 0, r.err.constData());

    const QJsonObject power = powerOf(out);
    QCOMPARE(power.value(u"available").toBool(), true);
    QCOMPARE(power.value(u"supply").toString(), QStringLiteral("battery"));
    QCOMPARE(power.value(u"coverage").toString(), QStringLiteral("board"));
    QCOMPARE(power.value(u"exact").toBool(), false);
    const QJsonObject in = sourceNamed(power, QStringLiteral("VDD_IN"));
    QCOMPARE(in.value(u"in_total").toBool(), true);
    QCOMPARE(in.value(u"kind").toString(), QStringLiteral("hwmon_rail"));
    QCOMPARE(in.value(u"files").toString(), QStringLiteral("curr1_input x in1_input"));
    QCOMPARE(sourceNamed(power, QStringLiteral("VDD_SOC")).value(u"in_total").toBool(), false);
    QCOMPARE(
        sourceNamed(power, QStringLiteral("VDD_CPU_GPU_CV")).value(u"coverage").toString(), QStringLiteral("rail"));
    const QJsonObject battery = sourceNamed(power, QStringLiteral("BAT0"));
    QCOMPARE(battery.value(u"files").toString(), QStringLiteral("current_now x voltage_now"));
    QCOMPARE(battery.value(u"in_total").toBool(), false);
    // curr4_input is the INA3221's sum channel, in4_input a shunt voltage: never a rail.
    QCOMPARE(power.value(u"sources").toArray().size(), 4);
    QVERIFY(sourceNamed(power, QStringLiteral("ina3221 rail 4")).isEmpty());

    const double watts = 1.216 * 5.072;
    const auto ends = events(out, QStringLiteral("rep_end"));
    QCOMPARE(ends.size(), 3);
    for (const QJsonObject& e : ends) {
        const double wallS = e.value(u"wall_ms").toDouble() / 1000.0;
        QVERIFY2(std::abs(e.value(u"energy_j").toDouble() - watts * wallS) < 0.001,
            qPrintable(QStringLiteral("%1 J over %2 s").arg(e.value(u"energy_j").toDouble()).arg(wallS)));
        QCOMPARE(e.value(u"power_mean_w").toDouble(), std::round(watts * 1000) / 1000);
        QCOMPARE(e.value(u"power_peak_w").toDouble(), std::round(watts * 1000) / 1000);
        QCOMPARE(e.value(u"energy_exact").toBool(), false);
        // The battery's own energy beside it: 0.54 A x 11.82 V (the sign of the discharge dropped).
        for (const auto& part : e.value(u"energy_parts").toArray())
            if (part.toObject().value(u"label").toString() == u"BAT0")
                QVERIFY(std::abs(part.toObject().value(u"energy_j").toDouble() - 0.54 * 11.82 * wallS) < 0.001);
    }
    bool sampled = false;
    for (const auto& s : events(out, QStringLiteral("system")))
        sampled = sampled || s.value(u"power_w").toDouble() == std::round(watts * 1000) / 1000;
    QVERIFY(sampled);

    // The host: figures per input, the supply state, and every export.
    const RunFolderResult folder = readRunFolder(out);
    QVERIFY2(folder.ok, qPrintable(folder.diagnostics.isEmpty() ? QString() : folder.diagnostics.first().message));
    QCOMPARE(folder.run.environment.values.value(QStringLiteral("power_supply_state")), QStringLiteral("battery"));
    QVERIFY(folder.run.repetitions.first().energyJ);
    QVERIFY(!folder.run.system.powerW.empty());
    // The window's power lane: one track, in watts, named after the total's source.
    const Utilisation u = utilisationOf(folder.run);
    const auto lane
        = std::find_if(u.tracks.begin(), u.tracks.end(), [](const UtilisationTrack& t) { return t.key == u"power_w"; });
    QVERIFY(lane != u.tracks.end());
    QCOMPARE(lane->lane, UtilisationLane::Power);
    QCOMPARE(lane->label, QStringLiteral("power of VDD_IN"));
    const Report report = makeReport(folder.run, {}, {}, std::nullopt);
    const QByteArray json = reportToJson(report);
    QVERIFY2(json.contains("\"energy_j_per_token\""), json.left(2000).constData());
    const QString md = reportToMarkdown(report, SentenceLanguage::English);
    QVERIFY2(md.contains(QStringLiteral("on battery")), qPrintable(md));
    QVERIFY2(md.contains(QStringLiteral("VDD_IN")), qPrintable(md));
    QVERIFY2(md.contains(QStringLiteral("## Energy")), qPrintable(md)); // the PDF draws the same table
    double measuredJ = 0;
    for (const QJsonObject& e : ends)
        if (!e.value(u"warmup").toBool())
            measuredJ += e.value(u"energy_j").toDouble();
    // Two stable repetitions, three tokens each.
    const QJsonObject figures = QJsonDocument::fromJson(json).object().value(u"figures").toObject();
    const QJsonObject input = figures.value(u"inputs").toArray().first().toObject();
    QVERIFY2(std::abs(input.value(u"energy_j_per_token").toDouble() - measuredJ / 6) < 0.001,
        qPrintable(QString::fromUtf8(QJsonDocument(input).toJson())));
    QVERIFY(std::abs(input.value(u"energy_j_per_accepted").toDouble() - measuredJ / 2) < 0.001);
}

// An x86 package counter that wraps in the middle of a repetition. The workload adds 0.7 J, 1.8 J
// and 0.5 J to energy_uj (wrapping at max_energy_range_uj as the hardware does), so each repetition
// used exactly 3 J; the first starts 1 J below the wrap. The core domain inside the package is
// listed but never added; the battery charges on mains and is no source.
void TestProbePower::raplWrapMidRepetition()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString root = tmp.filePath(QStringLiteral("sys"));
    QVERIFY(copyTree(fixture("x86-rapl-mains"), root));
    const QString counter = root + u"/class/powercap/intel-rapl:0/energy_uj";
    const QString step = QStringLiteral(
        "v=$(cat \"$F\"); v=$((v + $1)); if [ $v -gt $M ]; then v=$((v - M)); fi; printf '%s\\n' $v > \"$F\"");
    const QString script = QStringLiteral("F='%1'; M=262143328850; step() { %2; }; step 700000; sleep 0.1; "
                                          "step 1800000; sleep 0.1; step 500000")
                               .arg(counter, step);
    const QString out = tmp.filePath(QStringLiteral("run"));
    const Result r = run(probe(),
        { QStringLiteral("run"), QStringLiteral("--repeat"), QStringLiteral("2"),
            QStringLiteral("--context-interval-ms"), QStringLiteral("20"), QStringLiteral("--sysfs-root"), root,
            QStringLiteral("--out"), out, QStringLiteral("--"), QStringLiteral("/bin/sh"), QStringLiteral("-c"),
            script });
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject power = powerOf(out);
    QCOMPARE(power.value(u"supply").toString(), QStringLiteral("mains"));
    QCOMPARE(power.value(u"coverage").toString(), QStringLiteral("package"));
    QCOMPARE(power.value(u"exact").toBool(), true);
    QCOMPARE(sourceNamed(power, QStringLiteral("core")).value(u"in_total").toBool(), false);
    QCOMPARE(sourceNamed(power, QStringLiteral("dram")).value(u"in_total").toBool(), true);
    QVERIFY(sourceNamed(power, QStringLiteral("BAT0")).isEmpty());
    const auto ends = events(out, QStringLiteral("rep_end"));
    QCOMPARE(ends.size(), 2);
    for (const QJsonObject& e : ends) {
        QCOMPARE(e.value(u"energy_j").toDouble(), 3.0);
        QCOMPARE(e.value(u"energy_exact").toBool(), true);
        QVERIFY(e.value(u"power_peak_w").toDouble() > 0);
    }
    // The counter ended where the writer left it: 1 J before the wrap, then 6 J.
    QFile f(counter);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll().trimmed().toLongLong(), 262142328850LL + 6000000 - 262143328850LL);

    // compare --figures energy: a run that costs more energy is worse.
    const RunFolderResult folder = readRunFolder(out);
    QVERIFY(folder.ok);
    Run costly = folder.run;
    for (Repetition& rep : costly.repetitions)
        rep.energyJ = *rep.energyJ * 1.5;
    const auto energy = compareFigureFromName(QStringLiteral("energy"));
    QVERIFY(energy && compareFigureFromName(QStringLiteral("j_per_token")));
    const RunComparison worse = compareRuns(folder.run, costly, 0.10, { *energy });
    QCOMPARE(worse.rows.size(), 1);
    QCOMPARE(worse.rows.first().base, 3.0);
    QCOMPARE(worse.rows.first().candidate, 4.5);
    QVERIFY(worse.rows.first().explanation.contains(QStringLiteral(" J ")));
}

// A machine with no power source: energy is null, and run_start's power says why.
void TestProbePower::noSourceSaysWhy()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString out = tmp.filePath(QStringLiteral("run"));
    const Result r = run(probe(),
        { QStringLiteral("run"), QStringLiteral("--sysfs-root"), fixture("no-source"), QStringLiteral("--out"), out,
            QStringLiteral("--"), QStringLiteral("/bin/true") });
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject power = powerOf(out);
    QCOMPARE(power.value(u"available").toBool(), false);
    QVERIFY(power.value(u"reason").toString().startsWith(u"no power source"));
    const auto ends = events(out, QStringLiteral("rep_end"));
    QCOMPARE(ends.size(), 1);
    QVERIFY(ends.first().value(u"energy_j").isNull());
    const RunFolderResult folder = readRunFolder(out);
    QVERIFY(folder.ok);
    const Report report = makeReport(folder.run, {}, {}, std::nullopt);
    const QString md = reportToMarkdown(report, SentenceLanguage::English);
    QVERIFY2(md.contains(QStringLiteral("no power source")), qPrintable(md));
}

QTEST_MAIN(TestProbePower)
#include "tst_probepower.moc"
