// `headroom run` over SSH when the device stops answering without closing the link (SIGSTOP of
// the sshd processes serving it, as a frozen board or a dead route does), through the real
// binary and a real sshd on 127.0.0.1 (issue 19, items 3 and 4):
// - SIGTERM ends the command within 5 s while the link is frozen, and what streamed until then
//   is stored as an incomplete run (exit 3), every repetition that ended locally kept;
// - `headroom run --resume FOLDER` later follows the probe, which kept running on the device, to
//   its end, fetches the whole run folder and replaces the incomplete run with the complete one.
// HOME points at a temporary folder, so the user's own known_hosts is never touched.

#include "../remote/sshdfixture.h"

#include "analysis/core/run.h"
#include "analysis/store/store.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace Analysis;

namespace {

constexpr int kRepetitions = 30;

QByteArray plan()
{
    return QByteArrayLiteral("version: 1\n"
                             "name: frozen-link\n"
                             "mode: process\n"
                             "workload: calibrate\n"
                             "params: {model: null, max_new_tokens: 8, temperature: null, top_p: null, top_k: null,\n"
                             "         repetition_penalty: null, threads: 1, batch_size: null, context_length: null,\n"
                             "         quantization: f32, backend: headroom-calibrate, cpu_affinity: null}\n"
                             "inputs:\n"
                             "  - {id: short, file: short.txt, tokens: 4}\n"
                             "repetitions: 30\n"
                             "warmup: 0\n"
                             "sample_interval_ms: 10\n"
                             "timeout_s: 600\n"
                             "limits: {memory: auto, reserve: 15%, latency_s: 5}\n"
                             "load_complete: {first_output: true}\n");
}

bool writeFile(const QString& path, const QByteArray& data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

// The local run folder under root (the journal is its events.jsonl) and how many repetitions
// ended in it so far.
QString runFolder(const QString& root)
{
    QDirIterator it(root, { QStringLiteral("events.jsonl") }, QDir::Files, QDirIterator::Subdirectories);
    return it.hasNext() ? QFileInfo(it.next()).absolutePath() : QString();
}

int repetitionsEnded(const QString& folder)
{
    QFile f(folder + QStringLiteral("/events.jsonl"));
    return f.open(QIODevice::ReadOnly) ? int(f.readAll().count("\"rep_end\"")) : 0;
}

} // namespace

class TestCliRunFrozen : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void sigtermOnAFrozenLinkKeepsTheRunAndResumeCompletesIt();

private:
    QProcessEnvironment environment() const;

    QTemporaryDir m_home;
    SshdFixture m_sshd;
    QString m_skip;
};

void TestCliRunFrozen::initTestCase()
{
    QVERIFY(m_home.isValid());
    m_skip = m_sshd.start();
    if (!m_skip.isEmpty())
        return;
    QVERIFY(m_sshd.trustHostKey());
    QVERIFY(QDir().mkpath(m_home.filePath(QStringLiteral(".ssh"))));
    QVERIFY(QFile::copy(m_sshd.knownHostsFile(), m_home.filePath(QStringLiteral(".ssh/known_hosts"))));
}

void TestCliRunFrozen::cleanupTestCase()
{
    m_sshd.thawSessions();
    m_sshd.stop();
}

QProcessEnvironment TestCliRunFrozen::environment() const
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), m_home.path());
    for (const char* name : { "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "SSH_AUTH_SOCK", "DISPLAY" })
        env.remove(QLatin1String(name));
    return env;
}

void TestCliRunFrozen::sigtermOnAFrozenLinkKeepsTheRunAndResumeCompletesIt()
{
    if (!m_skip.isEmpty())
        QSKIP(qPrintable(m_skip));
    QTemporaryDir dir;
    QVERIFY(writeFile(dir.filePath(QStringLiteral("plan.yaml")), plan()));
    QVERIFY(writeFile(dir.filePath(QStringLiteral("short.txt")), QByteArrayLiteral("Say hello.\n")));
    const QString project = dir.filePath(QStringLiteral("p.headroom"));
    const QString runs = dir.filePath(QStringLiteral("runs"));
    const QString target = QStringLiteral("%1@127.0.0.1:%2").arg(SshdFixture::userName()).arg(m_sshd.port());

    QProcess run;
    run.setProcessEnvironment(environment());
    run.setStandardInputFile(QProcess::nullDevice());
    run.start(QStringLiteral(HEADROOM_APP_BIN),
        { QStringLiteral("run"), dir.filePath(QStringLiteral("plan.yaml")), QStringLiteral("--device"), target,
            QStringLiteral("--identity"), m_sshd.clientKey(), QStringLiteral("--into"), project,
            QStringLiteral("--runs-dir"), runs });
    QVERIFY2(run.waitForStarted(10000), qPrintable(run.errorString()));
    const auto thaw = qScopeGuard([this] { m_sshd.thawSessions(); });
    // Bounded: until two repetitions are in the local journal, then the device stops answering.
    QDeadlineTimer deadline(120000);
    QString folder;
    while ((folder = runFolder(runs)).isEmpty() || repetitionsEnded(folder) < 2) {
        QVERIFY2(run.state() == QProcess::Running && !deadline.hasExpired(), run.readAllStandardError().constData());
        run.waitForFinished(50);
    }
    QVERIFY(m_sshd.freezeSessions() > 0);
    QTest::qWait(500); // the next poll is now blocked on the frozen link
    const int journaled = repetitionsEnded(folder);
    QElapsedTimer stopping;
    stopping.start();
    QCOMPARE(::kill(pid_t(run.processId()), SIGTERM), 0);
    QVERIFY(run.waitForFinished(60000));
    const qint64 stopMs = stopping.elapsed();
    const QByteArray out = run.readAllStandardOutput();
    const QByteArray err = run.readAllStandardError();
    qInfo("SIGTERM to exit: %lld ms, %d repetitions journaled", stopMs, journaled);
    QCOMPARE(run.exitStatus(), QProcess::NormalExit);
    QVERIFY2(run.exitCode() == 3, qPrintable(QStringLiteral("exit %1: %2").arg(run.exitCode()).arg(QString::fromUtf8(err))));
    QVERIFY2(stopMs <= 5000, qPrintable(QString::number(stopMs)));
    QVERIFY2(out.contains("incomplete"), out.constData());
    {
        Store store;
        QVERIFY(!hasErrors(store.open(project, Store::OpenMode::ReadOnly)));
        const QList<RunRow> rows = store.listRuns();
        QCOMPARE(rows.size(), 1);
        QVERIFY2(rows.first().name.contains(QStringLiteral("incomplete")), qPrintable(rows.first().name));
        const std::optional<Run> stored = store.loadRun(rows.first().id);
        QVERIFY(stored);
        QVERIFY2(stored->repetitions.size() >= journaled && stored->repetitions.size() < kRepetitions,
            qPrintable(QString::number(stored->repetitions.size())));
    }

    // The device answers again; the probe ran on meanwhile. Resume follows it to its end.
    m_sshd.thawSessions();
    QProcess resume;
    resume.setProcessEnvironment(environment());
    resume.setStandardInputFile(QProcess::nullDevice());
    resume.start(QStringLiteral(HEADROOM_APP_BIN),
        { QStringLiteral("run"), QStringLiteral("--resume"), folder, QStringLiteral("--into"), project });
    QVERIFY(resume.waitForFinished(240000));
    const QByteArray resumeOut = resume.readAllStandardOutput();
    const QByteArray resumeErr = resume.readAllStandardError();
    QVERIFY2(resume.exitCode() == 0,
        qPrintable(QStringLiteral("exit %1: %2").arg(resume.exitCode()).arg(QString::fromUtf8(resumeErr))));
    QVERIFY2(resumeOut.contains("in place of incomplete run"), resumeOut.constData());
    Store store;
    QVERIFY(!hasErrors(store.open(project, Store::OpenMode::ReadOnly)));
    const QList<RunRow> rows = store.listRuns();
    QCOMPARE(rows.size(), 1); // the complete run replaced the incomplete one
    QVERIFY2(!rows.first().name.contains(QStringLiteral("incomplete")), qPrintable(rows.first().name));
    const std::optional<Run> complete = store.loadRun(rows.first().id);
    QVERIFY(complete);
    QCOMPARE(int(complete->repetitions.size()), kRepetitions);
    QCOMPARE(repetitionsEnded(folder), kRepetitions);
    QVERIFY(QFile::exists(folder + QStringLiteral("/DONE")));
}

QTEST_MAIN(TestCliRunFrozen)
#include "tst_cli_run_frozen.moc"
