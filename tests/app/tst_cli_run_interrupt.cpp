// `headroom run` interrupted with Ctrl-C (SIGINT) on this machine: the real binary stops the
// workload, keeps what was measured, and stores it in the project as an incomplete run (issue 4).

#include "analysis/core/run.h"
#include "analysis/store/store.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace Analysis;

namespace {

bool writeFile(const QString& path, const QByteArray& data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

// The calibrate workload, one input, far more repetitions than the test waits for.
QByteArray longPlan()
{
    return QByteArrayLiteral("version: 1\n"
                             "name: interrupted-calibrate\n"
                             "mode: process\n"
                             "workload: calibrate\n"
                             "params: {model: null, max_new_tokens: 16, temperature: null, top_p: null, top_k: null,\n"
                             "         repetition_penalty: null, threads: 1, batch_size: null, context_length: null,\n"
                             "         quantization: f32, backend: headroom-calibrate, cpu_affinity: null}\n"
                             "inputs:\n"
                             "  - {id: short, file: short.txt}\n"
                             "repetitions: 1000\n"
                             "warmup: 0\n"
                             "sample_interval_ms: 10\n"
                             "timeout_s: 600\n"
                             "limits: {memory: auto, reserve: 15%, latency_s: 5}\n"
                             "load_complete: {first_output: true}\n");
}

// How many repetitions ended in the run folder's events.jsonl under root so far.
int repetitionsEnded(const QString& root)
{
    int n = 0;
    QDirIterator it(root, { QStringLiteral("events.jsonl") }, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile f(it.next());
        if (f.open(QIODevice::ReadOnly))
            n += int(f.readAll().count("\"rep_end\""));
    }
    return n;
}

} // namespace

class TestCliRunInterrupt : public QObject {
    Q_OBJECT

private slots:
    void sigintStoresAnIncompleteRun()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(writeFile(dir.filePath(QStringLiteral("plan.yaml")), longPlan()));
        QVERIFY(writeFile(dir.filePath(QStringLiteral("short.txt")), QByteArrayLiteral("Say hello.\n")));
        const QString project = dir.filePath(QStringLiteral("p.headroom"));
        const QString runs = dir.filePath(QStringLiteral("runs"));

        QProcess p;
        p.start(QStringLiteral(HEADROOM_APP_BIN),
            { QStringLiteral("run"), dir.filePath(QStringLiteral("plan.yaml")), QStringLiteral("--into"), project,
                QStringLiteral("--runs-dir"), runs });
        QVERIFY2(p.waitForStarted(10000), qPrintable(p.errorString()));
        // Wait (bounded) until at least two repetitions ended, then press Ctrl-C.
        QDeadlineTimer deadline(120000);
        while (repetitionsEnded(runs) < 2 && p.state() == QProcess::Running && !deadline.hasExpired())
            p.waitForFinished(100);
        QVERIFY2(p.state() == QProcess::Running, p.readAllStandardError().constData());
        const int endedBefore = repetitionsEnded(runs);
        QVERIFY2(endedBefore >= 2, "no repetition ended within two minutes");
        QCOMPARE(::kill(pid_t(p.processId()), SIGINT), 0);
        QVERIFY(p.waitForFinished(60000));
        const QByteArray out = p.readAllStandardOutput();
        const QByteArray err = p.readAllStandardError();
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QVERIFY2(
            p.exitCode() == 3, qPrintable(QStringLiteral("exit %1: %2").arg(p.exitCode()).arg(QString::fromUtf8(err))));
        QVERIFY2(out.contains("interrupted") && out.contains("incomplete"), out.constData());
        QVERIFY2(err.contains("incomplete"), err.constData()); // the import's warning

        // In the project: one run, named incomplete, with every repetition that ended before the
        // signal, far fewer than the plan asks for; its memory samples are there.
        Store store;
        QVERIFY(!hasErrors(store.open(project, Store::OpenMode::ReadOnly)));
        const QList<RunRow> rows = store.listRuns();
        QCOMPARE(rows.size(), 1);
        QVERIFY2(rows.first().name.contains(QStringLiteral("incomplete")), qPrintable(rows.first().name));
        const std::optional<Run> run = store.loadRun(rows.first().id);
        QVERIFY(run);
        QVERIFY2(run->repetitions.size() >= endedBefore,
            qPrintable(QStringLiteral("%1 stored, %2 ended").arg(run->repetitions.size()).arg(endedBefore)));
        QVERIFY(run->repetitions.size() < 1000);
        QVERIFY(!run->memory.isEmpty() && !run->memory.first().isEmpty());

        // The workload is gone: no process still reads this run's folder.
        const QString runDir = QDir(runs).entryList(QDir::Dirs | QDir::NoDotAndDotDot).value(0);
        QVERIFY(!runDir.isEmpty());
        for (const QString& pid : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(pid));
            if (cmdline.open(QIODevice::ReadOnly))
                QVERIFY2(!cmdline.readAll().contains(runDir.toUtf8()), qPrintable(pid));
        }
    }
};

QTEST_MAIN(TestCliRunInterrupt)
#include "tst_cli_run_interrupt.moc"
