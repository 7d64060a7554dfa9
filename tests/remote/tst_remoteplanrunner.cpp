#include "analysis/import/runfolder.h"
#include "remote/devicetest.h"
#include "remote/planrunner.h"
#include "remote/remoteplanrunner.h"
#include "sshdfixture.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QSignalSpy>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>

using namespace Analysis;
using namespace Remote;

// A plan run on a device through a real sshd (and through the local transport, the same code)
// gives the Run a local PlanRunner gives; cancel stops the workload on the device and keeps
// what was measured; an unknown host key stops the run with its fingerprint.
class TestRemotePlanRunner : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void runMatchesLocal_data();
    void runMatchesLocal();
    void cancelStopsTheWorkload();
    void resumesAfterTheLinkIsCut();
    void unknownHostKeyFails_data();
    void unknownHostKeyFails();
    void givingUpKeepsEveryStreamedRepetition();

private:
    // The calibrate workload, three inputs, one of them named to break a careless shell.
    QString writePlan(const QTemporaryDir& dir, int repetitions);
    RemoteRunSettings sshSettings(const QString& knownHosts) const;

    SshdFixture m_sshd;
    QString m_sshdError;
};

namespace {

const QString kHostileName = QStringLiteral("it's $(date) `id` x.txt");

Plan parsed(const QString& path)
{
    const auto result = parsePlanFile(path);
    for (const auto& d : result.diagnostics)
        qWarning("%s", qPrintable(d.toString()));
    return result.plan.value_or(Plan());
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Processes whose command line holds `needle` (the device's run folder is in the probe's and
// the workload's argv): what must be gone after a cancel.
QStringList processesMentioning(const QByteArray& needle)
{
    QStringList found;
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString& entry : entries) {
        bool isPid = false;
        entry.toInt(&isPid);
        if (!isPid)
            continue;
        const QByteArray cmdline = readAll(QStringLiteral("/proc/%1/cmdline").arg(entry));
        if (cmdline.contains(needle)) {
            // A zombie has an empty cmdline, so anything here is alive.
            found.append(entry + u' ' + QString::fromLocal8Bit(QByteArray(cmdline).replace('\0', ' ')));
        }
    }
    return found;
}

struct Result {
    std::optional<Run> run;
    Diagnostics warnings;
    QString failure;
};

template <typename Runner> Result waitFor(Runner& runner)
{
    Result outcome;
    bool done = false;
    QObject::connect(&runner, &Runner::finished, &runner, [&](const Run& run, const Diagnostics& warnings) {
        outcome.run = run;
        outcome.warnings = warnings;
        done = true;
    });
    QObject::connect(&runner, &Runner::failed, &runner, [&](const QString& message) {
        outcome.failure = message;
        done = true;
    });
    if (!QTest::qWaitFor([&] { return done; }, 240000))
        outcome.failure = QStringLiteral("no result within 240 s");
    QObject::disconnect(&runner, nullptr, &runner, nullptr);
    return outcome;
}

} // namespace

void TestRemotePlanRunner::initTestCase()
{
    if (!QFileInfo(QStringLiteral(HEADROOM_PROBE_BIN)).isExecutable())
        QSKIP("headroom-probe is not built");
    m_sshdError = m_sshd.start();
}

QString TestRemotePlanRunner::writePlan(const QTemporaryDir& dir, int repetitions)
{
    const QString data = QStringLiteral(HEADROOM_TEST_DATA "/plans/e2e/inputs/");
    QDir(dir.path()).mkpath(QStringLiteral("inputs"));
    const QList<QPair<QString, QString>> files = { { QStringLiteral("short.txt"), QStringLiteral("short.txt") },
        { QStringLiteral("medium.txt"), kHostileName }, { QStringLiteral("long.txt"), QStringLiteral("long.txt") } };
    for (const auto& [from, to] : files)
        if (!QFile::copy(data + from, dir.filePath(QStringLiteral("inputs/") + to)))
            return {};
    const QString path = dir.filePath(QStringLiteral("plan.yaml"));
    QFile plan(path);
    if (!plan.open(QIODevice::WriteOnly))
        return {};
    plan.write("# a comment, to show the plan is kept verbatim\nversion: 1\nname: remote-e2e\nmode: process\n"
               "workload: calibrate\n"
               "params: {model: null, max_new_tokens: 8, temperature: null, top_p: null, top_k: null,\n"
               "         repetition_penalty: null, threads: 1, batch_size: null, context_length: null,\n"
               "         quantization: f32, backend: headroom-calibrate, cpu_affinity: null}\n"
               "inputs:\n"
               "  - {id: short, file: inputs/short.txt, tokens: 82}\n"
               "  - {id: medium, file: \"inputs/it's $(date) `id` x.txt\"}\n"
               "  - {id: long, file: inputs/long.txt, token_count_command: [/bin/false, \"{input}\"]}\n"
               "token_count_command: [/bin/sh, -c, 'echo \"tokens: $(($(wc -c < \"$1\") + 1))\"', sh, \"{input}\"]\n"
               "repetitions: ");
    plan.write(QByteArray::number(repetitions));
    plan.write("\nwarmup: 1\nsample_interval_ms: 10\ntimeout_s: 60\n"
               "limits: {memory: auto, reserve: 1%, latency_s: 5}\n"
               "load_complete: {regex: \"^loaded \"}\n"
               "acceptance:\n  - {input: short, regex: \"^token 0 [0-9]+\"}\n"
               "  - {input: medium, regex: \"this never appears\"}\n");
    return path;
}

RemoteRunSettings TestRemotePlanRunner::sshSettings(const QString& knownHosts) const
{
    RemoteRunSettings s;
    s.device = m_sshd.device();
    s.device.knownHostsFile = knownHosts;
    s.ssh.processUserConfig = false;
    s.ssh.useGlobalKnownHosts = false;
    s.ssh.connectTimeoutSec = 5;
    s.builds.insert(probeBuildForMachine(QSysInfo::currentCpuArchitecture()), QStringLiteral(HEADROOM_PROBE_BIN));
    s.session.pollMs = 50;
    return s;
}

void TestRemotePlanRunner::runMatchesLocal_data()
{
    QTest::addColumn<bool>("overSsh");
    QTest::addRow("ssh") << true;
    QTest::addRow("local-transport") << false;
}

void TestRemotePlanRunner::runMatchesLocal()
{
    QFETCH(bool, overSsh);
    if (overSsh && !m_sshdError.isEmpty())
        QSKIP(qPrintable(m_sshdError));
    QTemporaryDir dir;
    const QString planPath = writePlan(dir, 2);
    QVERIFY(!planPath.isEmpty());
    const Plan plan = parsed(planPath);
    QCOMPARE(plan.inputs.size(), 3);

    PlanRunner local;
    local.setProbePath(QStringLiteral(HEADROOM_PROBE_BIN));
    QString error;
    QVERIFY2(local.start(plan, dir.filePath(QStringLiteral("local-runs")), &error), qPrintable(error));
    const Result expected = waitFor(local);
    QVERIFY2(expected.run, qPrintable(expected.failure));

    RemoteRunSettings settings = sshSettings(dir.filePath(QStringLiteral("known_hosts")));
    if (overSsh) {
        settings.acceptFingerprint = m_sshd.hostFingerprint(); // a fresh known_hosts: accepted on the way
    } else {
        settings.device = Device();
        settings.device.name = QStringLiteral("this-machine");
        settings.device.runFolder = dir.filePath(QStringLiteral("device"));
    }
    RemotePlanRunner remote;
    remote.setSettings(settings);
    QSignalSpy progress(&remote, &RemotePlanRunner::progressChanged);
    QSignalSpy events(&remote, &RemotePlanRunner::eventReceived);
    QVERIFY2(remote.start(plan, dir.filePath(QStringLiteral("fetched")), &error), qPrintable(error));
    const Result got = waitFor(remote);
    QVERIFY2(got.run, qPrintable(got.failure));
    if (overSsh)
        QVERIFY(readAll(dir.filePath(QStringLiteral("known_hosts"))).contains("[127.0.0.1]:"));

    const int perInput = plan.warmup + plan.repetitions;
    QCOMPARE(progress.last().at(0).toInt(), 3 * perInput);
    QCOMPARE(progress.last().at(1).toInt(), 3 * perInput);
    QVERIFY(events.size() > 3 * perInput);

    const Run& a = *expected.run;
    const Run& b = *got.run;
    QCOMPARE(b.device, settings.device.name);
    QCOMPARE(b.name, a.name);
    QCOMPARE(b.timingKind, a.timingKind);
    // The plan verbatim, every parameter, the limits, and what the probe recorded; only the
    // probe's own path in the command differs (the device runs its deployed copy).
    QCOMPARE(b.params.keys(), a.params.keys());
    for (auto it = a.params.cbegin(); it != a.params.cend(); ++it) {
        if (it.key() == u"command")
            QCOMPARE(b.params.value(it.key()).section(u' ', 1), it.value().section(u' ', 1));
        else
            QCOMPARE(b.params.value(it.key()), it.value());
    }
    QCOMPARE(b.params.value(QStringLiteral("plan")).toUtf8(), readAll(planPath));
    QCOMPARE(b.inputs.size(), 3);
    QCOMPARE(b.repetitions.size(), a.repetitions.size());
    for (const auto& input : plan.inputs) {
        const auto spec = [&](const Run& run) {
            for (const auto& s : run.inputs)
                if (s.id == input.id)
                    return s;
            return InputSpec();
        };
        QCOMPARE(spec(b).file, plan.inputPath(input)); // the user's file, not the device's copy
        QCOMPARE(spec(b).file, spec(a).file);
        QCOMPARE(spec(b).bytes, spec(a).bytes);
        QCOMPARE(spec(b).chars, spec(a).chars);
        QCOMPARE(spec(b).tokens, spec(a).tokens);
        const QList<Repetition> ra = a.repetitionsFor(input.id);
        const QList<Repetition> rb = b.repetitionsFor(input.id);
        QCOMPARE(rb.size(), perInput);
        QCOMPARE(rb.size(), ra.size());
        for (int i = 0; i < rb.size(); ++i) {
            QCOMPARE(rb.at(i).index, ra.at(i).index);
            QCOMPARE(rb.at(i).warmup, ra.at(i).warmup);
            QCOMPARE(rb.at(i).outcome, ra.at(i).outcome);
            QCOMPARE(rb.at(i).tokensOut, ra.at(i).tokensOut);
            QVERIFY(rb.at(i).wallMs > 0);
        }
    }
    QCOMPARE(b.repetitionsFor(QStringLiteral("medium")).constLast().outcome, Outcome::Rejected);
    QCOMPARE(b.inputs.at(2).tokens, int64_t(-1)); // the counter failed: unknown on both sides

    // The hostile name never reached the device: the copy there has a generated name and the
    // same bytes.
    const PlanInput* medium = plan.findInput(QStringLiteral("medium"));
    QVERIFY(medium);
    QCOMPARE(readAll(remote.runDir() + QStringLiteral("/inputs/medium.input")), readAll(plan.inputPath(*medium)));
    QDirIterator it(remote.deviceRunDir(), QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        QVERIFY2(!it.next().contains(QStringLiteral("$(date)")), qPrintable(it.filePath()));
    QVERIFY(QFile::exists(remote.runDir() + QStringLiteral("/DONE")));
    // The device's run folder carries the local folder's name, made with its inputs folder by
    // one command.
    QCOMPARE(remote.deviceRunDir(),
        settings.device.runFolder + QStringLiteral("/runs/") + QFileInfo(remote.runDir()).fileName());
    QVERIFY(QFileInfo(remote.deviceRunDir() + QStringLiteral("/inputs")).isDir());
}

void TestRemotePlanRunner::cancelStopsTheWorkload()
{
    if (!m_sshdError.isEmpty())
        QSKIP(qPrintable(m_sshdError));
    QTemporaryDir dir;
    const Plan plan = parsed(writePlan(dir, 40));
    QVERIFY(!plan.name.isEmpty());
    QVERIFY(m_sshd.trustHostKey());
    RemotePlanRunner remote;
    remote.setSettings(sshSettings(m_sshd.knownHostsFile()));
    int ended = 0;
    connect(&remote, &RemotePlanRunner::eventReceived, this, [&](const QByteArray& line) {
        if (isRepetitionEnd(line) && ++ended == 3)
            remote.cancel();
    });
    QString error;
    QVERIFY2(remote.start(plan, dir.filePath(QStringLiteral("fetched")), &error), qPrintable(error));
    const Result got = waitFor(remote);
    QVERIFY(!got.run);
    QVERIFY2(got.failure.contains(QStringLiteral("cancelled")), qPrintable(got.failure));
    QVERIFY(ended >= 3);
    QVERIFY(ended < 3 * 41);

    // Nothing of the run is left on the device: neither the probe nor its workload.
    const QByteArray deviceDir = remote.deviceRunDir().toUtf8();
    QVERIFY(!deviceDir.isEmpty());
    QTRY_VERIFY2_WITH_TIMEOUT(
        processesMentioning(deviceDir).isEmpty(), qPrintable(processesMentioning(deviceDir).join(u'\n')), 60000);

    // What was measured is kept: every repetition that ended is in the fetched folder.
    const RunFolderResult folder = readRunFolder(remote.runDir());
    QVERIFY(folder.ok);
    QVERIFY(!folder.complete);
    qsizetype recorded = 0;
    for (const auto& rep : folder.run.repetitions)
        recorded += rep.outcome == Outcome::Ok ? 1 : 0;
    QVERIFY2(recorded >= 3, qPrintable(QString::number(recorded)));
    QCOMPARE(readAll(remote.runDir() + QStringLiteral("/events.jsonl")),
        readAll(remote.deviceRunDir() + QStringLiteral("/events.jsonl")));
}

void TestRemotePlanRunner::resumesAfterTheLinkIsCut()
{
    if (!m_sshdError.isEmpty())
        QSKIP(qPrintable(m_sshdError));
    QTemporaryDir dir;
    const Plan plan = parsed(writePlan(dir, 3));
    QVERIFY(!plan.name.isEmpty());
    QVERIFY(m_sshd.trustHostKey());
    RemotePlanRunner remote;
    remote.setSettings(sshSettings(m_sshd.knownHostsFile()));
    QList<QByteArray> streamed;
    int cuts = 0;
    qsizetype cutAt = 0;
    // The link is cut twice while the probe writes (the sshd child serving it is killed); the
    // probe runs detached and carries on, the runner reconnects and resumes from its offset.
    // Between two connections there is nothing to kill: the cut is tried again a line later.
    connect(&remote, &RemotePlanRunner::eventReceived, this, [&](const QByteArray& line) {
        streamed << line;
        const bool due = (cuts == 0 && streamed.size() >= 5) || (cuts == 1 && streamed.size() >= cutAt + 10);
        if (due && m_sshd.killSessions() > 0) {
            ++cuts;
            cutAt = streamed.size();
        }
    });
    QSignalSpy lost(&remote, &RemotePlanRunner::connectionLost);
    QSignalSpy reconnected(&remote, &RemotePlanRunner::reconnected);
    QString error;
    QVERIFY2(remote.start(plan, dir.filePath(QStringLiteral("fetched")), &error), qPrintable(error));
    const Result got = waitFor(remote);
    QVERIFY2(got.run, qPrintable(got.failure));
    QVERIFY2(cuts == 2, qPrintable(QStringLiteral("%1 cuts in %2 events").arg(cuts).arg(streamed.size())));
    // The first cut always lands while events stream; the second may land when the probe has
    // just finished and the runner is already fetching the folder, which retries without
    // reporting a lost stream. Either way every lost link was followed by a reconnection.
    QVERIFY2(lost.size() >= 1, qPrintable(QString::number(lost.size())));
    QVERIFY2(reconnected.size() >= lost.size(),
        qPrintable(QStringLiteral("%1 lost, %2 reconnected").arg(lost.size()).arg(reconnected.size())));

    // Exactly the device's events: none lost, none twice, none torn, in order; and the fetched
    // file is the device's byte for byte.
    const QByteArray device = readAll(remote.deviceRunDir() + QStringLiteral("/events.jsonl"));
    QVERIFY(device.endsWith('\n'));
    QList<QByteArray> written = device.split('\n');
    written.removeLast();
    QVERIFY2(written.size() > cutAt, qPrintable(QString::number(written.size())));
    QCOMPARE(streamed.size(), written.size());
    QCOMPARE(streamed, written);
    QCOMPARE(readAll(remote.runDir() + QStringLiteral("/events.jsonl")), device);
    QVERIFY(QFile::exists(remote.runDir() + QStringLiteral("/DONE"))); // and DONE's SHA-256s matched
    const int perInput = plan.warmup + plan.repetitions;
    QCOMPARE(got.run->repetitions.size(), qsizetype(3 * perInput));
}

// The device goes away for good while the probe writes (the sshd stops, listener included):
// reconnecting gives up, and the local journal holds every repetition that streamed, readable
// as an incomplete run; the message says how to fetch the rest. Runs last: it stops the sshd.
void TestRemotePlanRunner::givingUpKeepsEveryStreamedRepetition()
{
    if (!m_sshdError.isEmpty())
        QSKIP(qPrintable(m_sshdError));
    QTemporaryDir dir;
    const Plan plan = parsed(writePlan(dir, 40));
    QVERIFY(!plan.name.isEmpty());
    QVERIFY(m_sshd.trustHostKey());
    RemoteRunSettings settings = sshSettings(m_sshd.knownHostsFile());
    settings.session.maxReconnectAttempts = 2;
    settings.session.firstRetryMs = 50;
    settings.session.maxRetryMs = 100;
    RemotePlanRunner remote;
    remote.setSettings(settings);
    int ended = 0;
    connect(&remote, &RemotePlanRunner::progressChanged, this, [&](int done, int) {
        ended = done;
        if (done == 3) {
            m_sshd.killSessions();
            m_sshd.stop();
        }
    });
    QString error;
    QVERIFY2(remote.start(plan, dir.filePath(QStringLiteral("fetched")), &error), qPrintable(error));
    const Result got = waitFor(remote);
    QVERIFY(!got.run);
    qInfo("%d repetitions streamed; %s", ended, qPrintable(got.failure));
    QVERIFY2(got.failure.contains(QLatin1String("headroom run --resume ")), qPrintable(got.failure));
    QVERIFY(ended >= 3);
    const RunFolderResult folder = readRunFolder(remote.runDir());
    QVERIFY(folder.ok);
    QVERIFY(!folder.complete);
    QVERIFY2(folder.run.repetitions.size() >= ended,
        qPrintable(QStringLiteral("%1 kept, %2 streamed").arg(folder.run.repetitions.size()).arg(ended)));
    QVERIFY(QFile::exists(remote.runDir() + u'/' + RemotePlanRunner::resumeFileName()));
    // The probe carries on on the "device" (this machine): stop its process group.
    const qint64 probe = readAll(remote.deviceRunDir() + QStringLiteral("/probe.pid")).trimmed().toLongLong();
    if (probe > 1)
        ::kill(-pid_t(probe), SIGTERM);
    m_sshdError = m_sshd.start(); // for any test after this one
}

void TestRemotePlanRunner::unknownHostKeyFails_data()
{
    QTest::addColumn<QString>("accept");
    QTest::addRow("not-accepted") << QString();
    QTest::addRow("other-fingerprint") << QStringLiteral("SHA256:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
}

void TestRemotePlanRunner::unknownHostKeyFails()
{
    QFETCH(QString, accept);
    if (!m_sshdError.isEmpty())
        QSKIP(qPrintable(m_sshdError));
    QTemporaryDir dir;
    const Plan plan = parsed(writePlan(dir, 1));
    QVERIFY(!plan.name.isEmpty());
    const QString knownHosts = dir.filePath(QStringLiteral("known_hosts"));
    RemoteRunSettings settings = sshSettings(knownHosts);
    settings.acceptFingerprint = accept;
    RemotePlanRunner remote;
    remote.setSettings(settings);
    QSignalSpy unknown(&remote, &RemotePlanRunner::hostKeyUnknown);
    QString error;
    QVERIFY2(remote.start(plan, dir.filePath(QStringLiteral("fetched")), &error), qPrintable(error));
    const Result got = waitFor(remote);
    QVERIFY(!got.run);
    const QString fingerprint = m_sshd.hostFingerprint();
    QVERIFY(fingerprint.startsWith(QStringLiteral("SHA256:")));
    QVERIFY2(got.failure.contains(fingerprint), qPrintable(got.failure));
    QCOMPARE(unknown.size(), 1);
    QCOMPARE(unknown.at(0).at(0).toString(), fingerprint);
    QVERIFY(readAll(knownHosts).isEmpty()); // nothing written without the right fingerprint
    QVERIFY(remote.deviceRunDir().isEmpty()); // and nothing was started
}

QTEST_GUILESS_MAIN(TestRemotePlanRunner)
#include "tst_remoteplanrunner.moc"
