// The thermal protocol (issue 25, item 2) with the real probe over a fixture thermal zone
// (tests/data/power/jetson-ina3221-battery, --sysfs-root): a test-side writer lowers the zone's
// temperature while the probe waits for it before each repetition; every wait is recorded, read
// by the host, and a spread of start temperatures or a zone that never cooled is flagged in the
// verdict.

#include "analysis/import/runfolder.h"
#include "analysis/verdict/verdict.h"
#include "probetest.h"

#include <QDirIterator>
#include <QTemporaryDir>
#include <QTest>

using namespace ProbeTest;
using namespace Analysis;

namespace {

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

bool writeText(const QString& path, const QByteArray& text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(text) == text.size();
}

QStringList probeArgs(const QString& root, const QString& out, const QStringList& extra)
{
    return QStringList { QStringLiteral("run"), QStringLiteral("--sysfs-root"), root, QStringLiteral("--out"), out }
    + extra + QStringList { QStringLiteral("--"), QStringLiteral("/bin/true") };
}

} // namespace

class TestProbeThermal : public QObject {
    Q_OBJECT
private slots:
    void cooldownWaitsForTheZone();
    void zoneThatNeverCoolsIsFlagged();
    void startSpreadIsFlagged();
    void badZoneIsRefused();
};

// The zone starts at 62 °C; once the probe has read it (its access time passes its modification
// time: only the cooldown reads the fixture's zone) a writer lowers it by 1 °C every 200 ms down to
// 40 °C, so the first wait sees it hot however late the probe gets there. (Started on the run
// folder's existence instead, a probe that read the zone 2.4 s late found it cool already.) On a
// file system without access times the writer starts after 30 s, within the 60 s longest wait.
// The plan waits for 50 °C: the first repetition waits, the
// second pauses 0.3 s first, and both start at or below 50 °C.
void TestProbeThermal::cooldownWaitsForTheZone()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString root = tmp.filePath(QStringLiteral("sys"));
    QVERIFY(copyTree(QStringLiteral(HEADROOM_TEST_DATA "/power/jetson-ina3221-battery"), root));
    const QString temp = root + u"/class/thermal/thermal_zone0/temp";
    QVERIFY(writeText(temp, "62000\n"));
    const QString out = tmp.filePath(QStringLiteral("run"));
    QProcess writer;
    writer.start(QStringLiteral("/bin/sh"),
        { QStringLiteral("-c"),
            QStringLiteral(
                "i=0; while [ -z \"$(find '%1' -neweram '%1')\" ] && [ $i -lt 600 ]; do sleep 0.05; i=$((i+1)); done; "
                "t=62000; while [ $t -gt 40000 ]; do sleep 0.2; t=$((t-1000)); printf '%s\\n' $t > '%1'; done")
                .arg(temp) });
    QVERIFY(writer.waitForStarted());
    const Result r = run(probe(),
        probeArgs(root, out,
            { QStringLiteral("--repeat"), QStringLiteral("2"), QStringLiteral("--cooldown-until-c"),
                QStringLiteral("50"), QStringLiteral("--cooldown-zone"), QStringLiteral("cpu-thermal"),
                QStringLiteral("--cooldown-max-wait-s"), QStringLiteral("60"), QStringLiteral("--pause-s"),
                QStringLiteral("0.3") }));
    writer.kill();
    writer.waitForFinished();
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const auto starts = events(out, QStringLiteral("run_start"));
    QCOMPARE(starts.first().value(u"cooldown_zone").toString(), QStringLiteral("thermal_zone0 (cpu-thermal)"));
    const auto waits = events(out, QStringLiteral("cooldown"));
    QCOMPARE(waits.size(), 2);
    // The first repetition found the zone hot (the writer cools it only after that read) and waited.
    QVERIFY2(waits.at(0).value(u"before_c").toDouble() > 50,
        qPrintable(QString::number(waits.at(0).value(u"before_c").toDouble())));
    QVERIFY(waits.at(0).value(u"waited_ms").toDouble() > 0);
    QCOMPARE(waits.at(0).value(u"paused_ms").toDouble(), 0.0);
    QVERIFY(waits.at(1).value(u"paused_ms").toDouble() >= 300);
    for (const QJsonObject& w : waits) {
        QCOMPARE(w.value(u"reached").toBool(), true);
        QVERIFY(w.value(u"start_c").toDouble() <= 50);
        QCOMPARE(w.value(u"until_c").toDouble(), 50.0);
    }
    const RunFolderResult folder = readRunFolder(out);
    QVERIFY(folder.ok);
    QCOMPARE(folder.run.repetitions.size(), 2);
    for (const Repetition& rep : folder.run.repetitions) {
        QVERIFY(rep.cooldownWaitMs && rep.startTempC && *rep.startTempC <= 50);
        QCOMPARE(rep.cooldownReached, std::optional<bool>(true));
    }
}

// A zone that stays at 70 °C: the wait ends at the plan's longest wait, the repetition starts
// anyway, and the verdict says it started hot.
void TestProbeThermal::zoneThatNeverCoolsIsFlagged()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString root = tmp.filePath(QStringLiteral("sys"));
    QVERIFY(copyTree(QStringLiteral(HEADROOM_TEST_DATA "/power/jetson-ina3221-battery"), root));
    QVERIFY(writeText(root + u"/class/thermal/thermal_zone0/temp", "70000\n"));
    const QString out = tmp.filePath(QStringLiteral("run"));
    const Result r = run(probe(),
        probeArgs(root, out,
            { QStringLiteral("--cooldown-until-c"), QStringLiteral("50"), QStringLiteral("--cooldown-max-wait-s"),
                QStringLiteral("0.5") }));
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const auto waits = events(out, QStringLiteral("cooldown"));
    QCOMPARE(waits.size(), 1);
    QCOMPARE(waits.first().value(u"reached").toBool(), false);
    QVERIFY(waits.first().value(u"waited_ms").toDouble() >= 500);
    QCOMPARE(waits.first().value(u"start_c").toDouble(), 70.0);
    QCOMPARE(waits.first().value(u"zone").toString(), QStringLiteral("hottest of 1 zone"));
    const RunFolderResult folder = readRunFolder(out);
    QVERIFY(folder.ok);
    const Verdict v = decide(folder.run, {});
    QVERIFY(v.thermalStartSpread);
    QVERIFY2(v.thermalNote.contains(QStringLiteral("before the thermal zone cooled")), qPrintable(v.thermalNote));
}

// The rule on its own: measured repetitions that started 8 °C apart are flagged, 2 °C apart are
// not; a warm-up's start does not count.
void TestProbeThermal::startSpreadIsFlagged()
{
    Run run;
    run.timingKind = TimingKind::ColdStart;
    const QList<double> temps { 70, 40, 48, 45, 44 }; // the first is a warm-up
    for (int i = 0; i < temps.size(); ++i) {
        Repetition r;
        r.inputId = QStringLiteral("short");
        r.index = i;
        r.warmup = i == 0;
        r.wallMs = 100;
        r.outcome = Outcome::Ok;
        r.startTempC = temps.at(i);
        r.cooldownWaitMs = 0;
        r.cooldownReached = true;
        run.repetitions << r;
    }
    Verdict v = decide(run, {});
    QVERIFY(v.thermalStartSpread);
    QVERIFY2(v.thermalNote.contains(QStringLiteral("40.0 to 48.0 °C")), qPrintable(v.thermalNote));
    QVERIFY(v.unknowns.join(u'\n').contains(QStringLiteral("one thermal state")));
    run.repetitions[1].startTempC = 46;
    run.repetitions[2].startTempC = 47;
    v = decide(run, {});
    QVERIFY(!v.thermalStartSpread);
}

void TestProbeThermal::badZoneIsRefused()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const Result r = run(probe(),
        probeArgs(QStringLiteral(HEADROOM_TEST_DATA "/power/jetson-ina3221-battery"),
            tmp.filePath(QStringLiteral("run")),
            { QStringLiteral("--cooldown-until-c"), QStringLiteral("50"), QStringLiteral("--cooldown-zone"),
                QStringLiteral("gpu-thermal") }));
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("no such thermal zone (found: thermal_zone0 (cpu-thermal))"), r.err.constData());
}

QTEST_MAIN(TestProbeThermal)
#include "tst_probethermal.moc"
