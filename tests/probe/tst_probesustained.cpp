// A sustained run (issue 25, item 2; plan `sustained`, probe --sustained-s) with the real probe:
// interleaved rounds until the time is spent, each repetition's start temperature read from a
// fixture thermal zone that a test-side writer heats; a cancelled run keeps what it measured; and a
// plan with the calibrate workload run and reported by the CLI, checked through the report JSON.

#include "analysis/import/runfolder.h"
#include "analysis/verdict/sustained.h"
#include "probetest.h"

#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

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

} // namespace

class TestProbeSustained : public QObject {
    Q_OBJECT
private slots:
    void roundsUntilTheTimeIsSpent();
    void cancelledRunKeepsWhatItMeasured();
    void planReportsTheWindows();
};

// Two inputs, --sustained-s 1.5: rounds a, b, a, b ... until 1.5 s have passed since the first
// measured start, every input as often; the zone warms by 1 °C every 50 ms once the probe has read
// it (its access time passes its modification time; without access times after 30 s), so the last
// round starts hotter than the first.
void TestProbeSustained::roundsUntilTheTimeIsSpent()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString root = tmp.filePath(QStringLiteral("sys"));
    QVERIFY(copyTree(QStringLiteral(HEADROOM_TEST_DATA "/power/jetson-ina3221-battery"), root));
    const QString temp = root + u"/class/thermal/thermal_zone0/temp";
    QVERIFY(writeText(temp, "40000\n"));
    QVERIFY(writeText(tmp.filePath(QStringLiteral("a.txt")), "a"));
    QVERIFY(writeText(tmp.filePath(QStringLiteral("b.txt")), "b"));
    QProcess writer;
    writer.start(QStringLiteral("/bin/sh"),
        { QStringLiteral("-c"),
            QStringLiteral(
                "i=0; while [ -z \"$(find '%1' -neweram '%1')\" ] && [ $i -lt 600 ]; do sleep 0.05; i=$((i+1)); done; "
                "t=40000; while [ $t -lt 90000 ]; do sleep 0.05; t=$((t+1000)); printf '%s\\n' $t > '%1'; done")
                .arg(temp) });
    QVERIFY(writer.waitForStarted());
    const QString out = tmp.filePath(QStringLiteral("run"));
    const Result r = run(probe(),
        { QStringLiteral("run"), QStringLiteral("--sysfs-root"), root, QStringLiteral("--out"), out,
            QStringLiteral("--repeat"), QStringLiteral("2"), QStringLiteral("--warmup"), QStringLiteral("1"),
            QStringLiteral("--sustained-s"), QStringLiteral("1.5"), QStringLiteral("--input"),
            u"a=" + tmp.filePath(QStringLiteral("a.txt")), QStringLiteral("--input"),
            u"b=" + tmp.filePath(QStringLiteral("b.txt")), QStringLiteral("--"), QStringLiteral("/bin/cat"),
            QStringLiteral("{input}") });
    writer.kill();
    writer.waitForFinished();
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const auto starts = events(out, QStringLiteral("run_start"));
    QCOMPARE(starts.size(), 1);
    QCOMPARE(starts.first().value(u"sustained_s").toDouble(), 1.5);
    QCOMPARE(starts.first().value(u"interleave").toBool(), true);
    // Interleaved: a, b, a, b ...; the warm-up round first; every round complete.
    const auto reps = events(out, QStringLiteral("rep_end"));
    QVERIFY(reps.size() >= 6); // a warm-up round and at least --repeat rounds
    QCOMPARE(reps.size() % 2, 0);
    for (int i = 0; i < reps.size(); ++i) {
        QCOMPARE(reps.at(i).value(u"input").toString(), i % 2 ? QStringLiteral("b") : QStringLiteral("a"));
        QCOMPARE(reps.at(i).value(u"rep").toInt(), i / 2);
    }
    const auto ends = events(out, QStringLiteral("run_end"));
    QCOMPARE(ends.size(), 1);
    QCOMPARE(ends.first().value(u"complete").toBool(), true);
    QCOMPARE(ends.first().value(u"reps_planned").toInt(), int(reps.size()));
    // A cooldown event before every repetition: no wait, the start temperature and clock.
    const auto starts2 = events(out, QStringLiteral("cooldown"));
    QCOMPARE(starts2.size(), reps.size());
    QVERIFY(starts2.first().value(u"waited_ms").isNull());
    // The time was spent: the last round began before 1.5 s, the loop ended once they had passed.
    const auto repStarts = events(out, QStringLiteral("rep_start"));
    QVERIFY(!repStarts.isEmpty());
    const double measuredT0 = repStarts.at(2).value(u"t_ms").toDouble(); // round 1: after the warm-up
    // The probe takes the round's start instant before it writes rep_start (whose t_ms is later by
    // the write, 1.3 ms once under ASan): the span seen in events may be short of 1.5 s by that much.
    QVERIFY2(ends.first().value(u"t_ms").toDouble() - measuredT0 >= 1500 - 50,
        qPrintable(QString::number(ends.first().value(u"t_ms").toDouble() - measuredT0)));

    const RunFolderResult folder = readRunFolder(out);
    QVERIFY2(folder.ok, qPrintable(folder.diagnostics.isEmpty() ? QString() : folder.diagnostics.first().message));
    const SustainedAnalysis s = analyseSustained(folder.run);
    QVERIFY(s.sustained);
    QCOMPARE(s.plannedS, 1.5);
    QCOMPARE(s.rounds, int(reps.size()) / 2 - 1);
    int tempsRead = 0;
    double firstC = 0, lastC = 0;
    for (const Repetition& rep : folder.run.repetitions)
        if (rep.startTempC) {
            firstC = tempsRead++ ? firstC : *rep.startTempC;
            lastC = *rep.startTempC;
        }
    // The writer truncates and rewrites the file: a read between the two finds it empty (no figure).
    QVERIFY2(tempsRead > int(reps.size()) / 2, qPrintable(QString::number(tempsRead)));
    QVERIFY2(lastC > firstC, qPrintable(QStringLiteral("%1 -> %2").arg(firstC).arg(lastC)));
    if (s.unavailable.isEmpty()) {
        bool tempRow = false;
        for (const SustainedDrift& d : s.drifts)
            tempRow = tempRow || (d.figure == u"start_temp_c" && d.last > d.first);
        QVERIFY(tempRow);
    }
}

// SIGTERM during a long sustained run: the probe stops, says the run is incomplete, and the
// repetitions it finished are read.
void TestProbeSustained::cancelledRunKeepsWhatItMeasured()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString out = tmp.filePath(QStringLiteral("run"));
    QProcess p;
    p.start(probe(),
        { QStringLiteral("run"), QStringLiteral("--out"), out, QStringLiteral("--sustained-s"), QStringLiteral("600"),
            QStringLiteral("--"), QStringLiteral("/bin/true") });
    QVERIFY(p.waitForStarted());
    QTRY_VERIFY_WITH_TIMEOUT(events(out, QStringLiteral("rep_end")).size() >= 3, 30000);
    ::kill(pid_t(p.processId()), SIGTERM);
    QVERIFY(p.waitForFinished(30000));
    QCOMPARE(p.exitCode(), 128 + SIGTERM);
    const auto ends = events(out, QStringLiteral("run_end"));
    QCOMPARE(ends.size(), 1);
    QCOMPARE(ends.first().value(u"complete").toBool(), false);
    const RunFolderResult folder = readRunFolder(out);
    QVERIFY2(folder.ok, qPrintable(folder.diagnostics.isEmpty() ? QString() : folder.diagnostics.first().message));
    QVERIFY(folder.run.repetitions.size() >= 3);
    QCOMPARE(folder.run.params.value(QStringLiteral("sustained_s")), QStringLiteral("600"));
}

// The CLI end to end: a plan with the calibrate workload and sustained: {minutes: 0.05} (3 s) is run
// and reported; the report JSON carries the sustained object and the verdict's flags.
void TestProbeSustained::planReportsTheWindows()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(writeText(dir.filePath(QStringLiteral("short.txt")), "hi"));
    QVERIFY(writeText(dir.filePath(QStringLiteral("long.txt")), QByteArray(200, 'x')));
    const QByteArray plan
        = QByteArrayLiteral("version: 1\n"
                            "name: sustained-calibrate\n"
                            "mode: process\n"
                            "workload: calibrate\n"
                            "params: {model: null, max_new_tokens: 2, temperature: null, top_p: null, top_k: null,\n"
                            "         repetition_penalty: null, threads: 1, batch_size: null, context_length: null,\n"
                            "         quantization: f32, backend: headroom-calibrate, cpu_affinity: null}\n"
                            "inputs:\n"
                            "  - {id: short, file: short.txt, tokens: 3}\n"
                            "  - {id: long, file: long.txt, tokens: 201}\n"
                            "repetitions: 2\n"
                            "warmup: 0\n"
                            "sample_interval_ms: 10\n"
                            "timeout_s: 60\n"
                            "limits: {memory: auto, reserve: 1MiB, latency_s: 30}\n"
                            "load_complete: {regex: \"^loaded \"}\n"
                            "sustained: {minutes: 0.05}\n");
    QVERIFY(writeText(dir.filePath(QStringLiteral("plan.yaml")), plan));
    const QString project = dir.filePath(QStringLiteral("p.headroom"));
    const Result r = run(QStringLiteral(HEADROOM_APP_BIN),
        { QStringLiteral("run"), dir.filePath(QStringLiteral("plan.yaml")), QStringLiteral("--into"), project,
            QStringLiteral("--runs-dir"), dir.filePath(QStringLiteral("runs")) });
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QString json = dir.filePath(QStringLiteral("report.json"));
    const Result rep
        = run(QStringLiteral(HEADROOM_APP_BIN), { QStringLiteral("report"), project, QStringLiteral("--json"), json });
    QVERIFY2(rep.exitCode == 0, rep.err.constData());
    QFile f(json);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonObject doc = QJsonDocument::fromJson(f.readAll()).object();
    const QJsonObject s = doc.value(u"sustained").toObject();
    QVERIFY2(!s.isEmpty(), "no sustained object in the report");
    QCOMPARE(s.value(u"planned_s").toDouble(), 3.0);
    QVERIFY(s.value(u"rounds").toInt() >= 2);
    QCOMPARE(s.value(u"window_fraction").toDouble(), 0.2);
    // Either the windows were compared, or the report says why not; never both, never neither.
    QVERIFY(s.value(u"first").isObject() != s.value(u"unavailable").isString());
    if (s.value(u"first").isObject()) {
        QVERIFY(!s.value(u"drifts").toArray().isEmpty());
        QCOMPARE(s.value(u"ranking_first").toArray().size(), 2);
    }
    const QJsonObject verdict = doc.value(u"verdict").toObject();
    QVERIFY(verdict.value(u"sustained_drift").isBool());
    QVERIFY(verdict.value(u"sustained_ranking_changed").isBool());
    // Every input as often: interleaved rounds.
    int shortN = 0, longN = 0;
    for (const auto& x : doc.value(u"run").toObject().value(u"repetitions").toArray())
        (x.toObject().value(u"input").toString() == u"short" ? shortN : longN)++;
    QCOMPARE(shortN, longN);
    QCOMPARE(shortN, s.value(u"rounds").toInt());
}

QTEST_GUILESS_MAIN(TestProbeSustained)
#include "tst_probesustained.moc"
