// `headroom run` on a fleet (issue 24, item 2), through the real binary, the real probe and two
// real sshd servers on 127.0.0.1 (two "boards"):
// - this machine plus a saved device group of the two boards, one of them stopped midway (its
//   sshd killed): the two that finished are stored, one run per device, each naming its device;
//   the stopped one is named as failed; exit 4;
// - Ctrl-C cancels every device's run; each keeps what it measured as an incomplete run; exit 3;
// - a device that cannot start (not saved) does not stop the others; an unknown group or a
//   device named twice is refused before anything runs.
// HOME points at a temporary folder, so the user's own devices and known_hosts are never touched.

#include "../remote/sshdfixture.h"

#include "analysis/core/run.h"
#include "analysis/store/store.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace Analysis;

namespace {

QByteArray plan(int repetitions)
{
    return QByteArrayLiteral("version: 1\n"
                             "name: fleet\n"
                             "mode: process\n"
                             "workload: calibrate\n"
                             "params: {model: null, max_new_tokens: 8, temperature: null, top_p: null, top_k: null,\n"
                             "         repetition_penalty: null, threads: 1, batch_size: null, context_length: null,\n"
                             "         quantization: f32, backend: headroom-calibrate, cpu_affinity: null}\n"
                             "inputs:\n"
                             "  - {id: short, file: short.txt, tokens: 4}\n"
                             "repetitions: ")
        + QByteArray::number(repetitions)
        + QByteArrayLiteral("\n"
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

// How many repetitions ended in the events.jsonl files under root so far.
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

struct Result {
    int code = -1;
    QString out;
    QString err;
};

} // namespace

class TestCliFleet : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void groupsAreSavedListedAndRemoved();
    void wrongFleetsAreRefusedBeforeAnythingRuns();
    void aDeviceThatCannotStartDoesNotStopTheOthers();
    void aBoardStoppedMidwayFailsAndTheOthersAreStored();
    void ctrlCCancelsEveryDevice();

private:
    QProcessEnvironment environment() const;
    Result headroom(const QStringList& args, int timeoutMs = 60000) const;
    QString boardTarget(const SshdFixture& sshd) const
    {
        return QStringLiteral("%1@127.0.0.1:%2").arg(SshdFixture::userName()).arg(sshd.port());
    }

    QTemporaryDir m_home;
    QTemporaryDir m_work;
    SshdFixture m_boardA;
    SshdFixture m_boardB;
    QString m_skip;
};

void TestCliFleet::initTestCase()
{
    QVERIFY(m_home.isValid() && m_work.isValid());
    QVERIFY(writeFile(m_work.filePath(QStringLiteral("short.txt")), QByteArrayLiteral("Say hello.\n")));
    QVERIFY(writeFile(m_work.filePath(QStringLiteral("plan.yaml")), plan(40)));
    QVERIFY(writeFile(m_work.filePath(QStringLiteral("short-plan.yaml")), plan(3)));
    QVERIFY(writeFile(m_work.filePath(QStringLiteral("long-plan.yaml")), plan(1000)));
    m_skip = m_boardA.start();
    if (m_skip.isEmpty())
        m_skip = m_boardB.start();
    if (!m_skip.isEmpty())
        return;
    QVERIFY(m_boardA.trustHostKey() && m_boardB.trustHostKey());
    QByteArray knownHosts;
    for (const SshdFixture* sshd : { &m_boardA, &m_boardB }) {
        QFile f(sshd->knownHostsFile());
        QVERIFY(f.open(QIODevice::ReadOnly));
        knownHosts += f.readAll();
    }
    QVERIFY(QDir().mkpath(m_home.filePath(QStringLiteral(".ssh"))));
    QVERIFY(writeFile(m_home.filePath(QStringLiteral(".ssh/known_hosts")), knownHosts));
    // Each board keeps its run folders in a folder of its own, so the test can watch board b's.
    const QList<std::pair<QString, const SshdFixture*>> boards
        = { { QStringLiteral("a"), &m_boardA }, { QStringLiteral("b"), &m_boardB } };
    for (const auto& [name, sshd] : boards) {
        const QString folder = m_work.filePath(QStringLiteral("device-") + name);
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
        const Result r = headroom({ QStringLiteral("device"), QStringLiteral("add"), name, boardTarget(*sshd),
            QStringLiteral("--identity"), sshd->clientKey(), QStringLiteral("--run-folder"), folder });
        QVERIFY2(r.code == 0, qPrintable(r.err));
    }
}

void TestCliFleet::cleanupTestCase()
{
    m_boardA.stop();
    m_boardB.stop();
}

QProcessEnvironment TestCliFleet::environment() const
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), m_home.path());
    for (const char* name : { "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "SSH_AUTH_SOCK", "DISPLAY" })
        env.remove(QLatin1String(name));
    return env;
}

Result TestCliFleet::headroom(const QStringList& args, int timeoutMs) const
{
    QProcess p;
    p.setProcessEnvironment(environment());
    p.setStandardInputFile(QProcess::nullDevice()); // not a terminal: no secret is ever asked for
    p.start(QStringLiteral(HEADROOM_APP_BIN), args);
    if (!p.waitForFinished(timeoutMs))
        p.kill();
    p.waitForFinished(5000);
    return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
        QString::fromUtf8(p.readAllStandardError()) };
}

void TestCliFleet::groupsAreSavedListedAndRemoved()
{
    if (!m_skip.isEmpty())
        QSKIP(qPrintable(m_skip));
    Result r = headroom({ QStringLiteral("device"), QStringLiteral("group"), QStringLiteral("add"),
        QStringLiteral("boards"), QStringLiteral("a"), QStringLiteral("b") });
    QVERIFY2(r.code == 0, qPrintable(r.err));
    r = headroom({ QStringLiteral("device"), QStringLiteral("group"), QStringLiteral("add"), QStringLiteral("bad"),
        QStringLiteral("a"), QStringLiteral("nosuch") });
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(QStringLiteral("nosuch")), qPrintable(r.err));
    r = headroom({ QStringLiteral("device"), QStringLiteral("group"), QStringLiteral("add"), QStringLiteral("twice"),
        QStringLiteral("a"), QStringLiteral("a") });
    QCOMPARE(r.code, 2);
    r = headroom({ QStringLiteral("device"), QStringLiteral("group"), QStringLiteral("add"), QStringLiteral("spare"),
        QStringLiteral("local") });
    QVERIFY2(r.code == 0, qPrintable(r.err));
    r = headroom(
        { QStringLiteral("device"), QStringLiteral("group"), QStringLiteral("remove"), QStringLiteral("spare") });
    QVERIFY2(r.code == 0, qPrintable(r.err));
    r = headroom(
        { QStringLiteral("device"), QStringLiteral("group"), QStringLiteral("list"), QStringLiteral("--json") });
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QJsonObject groups
        = QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("groups")).toObject();
    QCOMPARE(groups.keys(), QStringList { QStringLiteral("boards") });
    QCOMPARE(
        groups.value(QStringLiteral("boards")).toArray(), QJsonArray({ QStringLiteral("a"), QStringLiteral("b") }));
    // The devices are still listed as before; the group did not change them.
    r = headroom({ QStringLiteral("device"), QStringLiteral("list") });
    QVERIFY2(r.code == 0 && r.out.contains(QStringLiteral("\na\t")) && r.out.contains(QStringLiteral("\nb\t")),
        qPrintable(r.out + r.err));
}

void TestCliFleet::wrongFleetsAreRefusedBeforeAnythingRuns()
{
    const QString project = m_work.filePath(QStringLiteral("refused.headroom"));
    Result r = headroom({ QStringLiteral("run"), m_work.filePath(QStringLiteral("short-plan.yaml")),
        QStringLiteral("--group"), QStringLiteral("nosuch"), QStringLiteral("--into"), project });
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(QStringLiteral("nosuch")), qPrintable(r.err));
    r = headroom({ QStringLiteral("run"), m_work.filePath(QStringLiteral("short-plan.yaml")),
        QStringLiteral("--device"), QStringLiteral("local"), QStringLiteral("--device"), QStringLiteral("local"),
        QStringLiteral("--into"), project });
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(QStringLiteral("twice")), qPrintable(r.err));
    QVERIFY(!QFile::exists(project)); // refused before the project was opened
}

void TestCliFleet::aDeviceThatCannotStartDoesNotStopTheOthers()
{
    const QString project = m_work.filePath(QStringLiteral("unknown.headroom"));
    const Result r = headroom(
        { QStringLiteral("run"), m_work.filePath(QStringLiteral("short-plan.yaml")), QStringLiteral("--device"),
            QStringLiteral("local"), QStringLiteral("--device"), QStringLiteral("nosuch"), QStringLiteral("--into"),
            project, QStringLiteral("--runs-dir"), m_work.filePath(QStringLiteral("runs-unknown")) },
        240000);
    QVERIFY2(r.code == 4, qPrintable(QStringLiteral("exit %1: %2").arg(r.code).arg(r.err)));
    QVERIFY2(r.err.contains(QStringLiteral("[nosuch] ")), qPrintable(r.err));
    QVERIFY2(r.out.contains(QStringLiteral("Failed: nosuch")), qPrintable(r.out));
    Store store;
    QVERIFY(!hasErrors(store.open(project, Store::OpenMode::ReadOnly)));
    const QList<RunRow> rows = store.listRuns();
    QCOMPARE(rows.size(), 1);
    const std::optional<Run> run = store.loadRun(rows.first().id);
    QVERIFY(run);
    QCOMPARE(run->device, QStringLiteral("local"));
    QCOMPARE(int(run->repetitions.size()), 3);
}

void TestCliFleet::aBoardStoppedMidwayFailsAndTheOthersAreStored()
{
    if (!m_skip.isEmpty())
        QSKIP(qPrintable(m_skip));
    const QString project = m_work.filePath(QStringLiteral("fleet.headroom"));
    QProcess run;
    run.setProcessEnvironment(environment());
    run.setStandardInputFile(QProcess::nullDevice());
    // local and the group: three devices at once. One reconnect attempt: a board that is gone is
    // given up at once rather than after the default's two minutes of backing off.
    run.start(QStringLiteral(HEADROOM_APP_BIN),
        { QStringLiteral("run"), m_work.filePath(QStringLiteral("plan.yaml")), QStringLiteral("--device"),
            QStringLiteral("local"), QStringLiteral("--group"), QStringLiteral("boards"), QStringLiteral("--into"),
            project, QStringLiteral("--runs-dir"), m_work.filePath(QStringLiteral("runs-fleet")),
            QStringLiteral("--reconnect-attempts"), QStringLiteral("1") });
    QVERIFY2(run.waitForStarted(10000), qPrintable(run.errorString()));
    // Bounded: until board b's probe has ended two repetitions (in its own run folder, on the
    // device), then board b goes away: its sshd and every session of it are killed.
    const QString boardBFolder = m_work.filePath(QStringLiteral("device-b"));
    QDeadlineTimer deadline(120000);
    while (repetitionsEnded(boardBFolder) < 2) {
        QVERIFY2(run.state() == QProcess::Running && !deadline.hasExpired(), run.readAllStandardError().constData());
        run.waitForFinished(20);
    }
    m_boardB.stop();
    QVERIFY(run.waitForFinished(240000));
    const QString out = QString::fromUtf8(run.readAllStandardOutput());
    const QString err = QString::fromUtf8(run.readAllStandardError());
    QCOMPARE(run.exitStatus(), QProcess::NormalExit);
    QVERIFY2(run.exitCode() == 4, qPrintable(QStringLiteral("exit %1: %2\n%3").arg(run.exitCode()).arg(out, err)));
    QVERIFY2(out.contains(QStringLiteral("Fleet: 2 of 3 devices finished and stored (local, a)")), qPrintable(out));
    QVERIFY2(out.contains(QStringLiteral("Failed: b")), qPrintable(out));
    // Per-device progress, each line naming its device.
    for (const char* prefix : { "[local] repetition ", "[a] repetition ", "[b] " })
        QVERIFY2(err.contains(QLatin1String(prefix)), qPrintable(err));

    Store store;
    QVERIFY(!hasErrors(store.open(project, Store::OpenMode::ReadOnly)));
    QMap<QString, Run> complete;
    int incomplete = 0;
    for (const RunRow& row : store.listRuns()) {
        const std::optional<Run> stored = store.loadRun(row.id);
        QVERIFY(stored);
        if (row.name.contains(QStringLiteral("incomplete"))) {
            // What board b streamed before it went is kept, named so (resumable later).
            QCOMPARE(stored->device, QStringLiteral("b"));
            ++incomplete;
            continue;
        }
        QVERIFY2(!complete.contains(stored->device), qPrintable(stored->device));
        complete.insert(stored->device, *stored);
    }
    QCOMPARE(complete.keys(), (QStringList { QStringLiteral("a"), QStringLiteral("local") }));
    for (const Run& r : std::as_const(complete))
        QCOMPARE(int(r.repetitions.size()), 40);
    QVERIFY(incomplete <= 1);

    // The two devices that finished, side by side: `headroom compare` gives their matrix.
    const Result compared
        = headroom({ QStringLiteral("compare"), project + u'#' + complete.value(QStringLiteral("local")).id,
            project + u'#' + complete.value(QStringLiteral("a")).id, QStringLiteral("--json") });
    QVERIFY2(compared.code == 0 || compared.code == 1, qPrintable(compared.err));
    const QJsonObject matrix
        = QJsonDocument::fromJson(compared.out.toUtf8()).object().value(QStringLiteral("device_matrix")).toObject();
    const QJsonArray rows = matrix.value(QStringLiteral("rows")).toArray();
    QCOMPARE(rows.size(), 2);
    QCOMPARE(rows.at(0).toObject().value(QStringLiteral("device")).toString(), QStringLiteral("local"));
    QCOMPARE(rows.at(1).toObject().value(QStringLiteral("device")).toString(), QStringLiteral("a"));
    for (const QJsonValue& row : rows) {
        const QJsonArray cells = row.toObject().value(QStringLiteral("cells")).toArray();
        QCOMPARE(cells.size(), 1);
        QVERIFY(cells.at(0).toObject().value(QStringLiteral("n")).toInt() > 0);
        QVERIFY(cells.at(0).toObject().value(QStringLiteral("p90_ms")).toDouble() > 0);
        QVERIFY(cells.at(0).toObject().value(QStringLiteral("peak_kb")).toInteger() > 0);
    }
}

void TestCliFleet::ctrlCCancelsEveryDevice()
{
    if (!m_skip.isEmpty())
        QSKIP(qPrintable(m_skip));
    const QString project = m_work.filePath(QStringLiteral("cancelled.headroom"));
    const QString runs = m_work.filePath(QStringLiteral("runs-cancelled"));
    const QString boardAFolder = m_work.filePath(QStringLiteral("device-a"));
    const int before = repetitionsEnded(boardAFolder);
    QProcess run;
    run.setProcessEnvironment(environment());
    run.setStandardInputFile(QProcess::nullDevice());
    run.start(QStringLiteral(HEADROOM_APP_BIN),
        { QStringLiteral("run"), m_work.filePath(QStringLiteral("long-plan.yaml")), QStringLiteral("--device"),
            QStringLiteral("local"), QStringLiteral("--device"), QStringLiteral("a"), QStringLiteral("--into"), project,
            QStringLiteral("--runs-dir"), runs });
    QVERIFY2(run.waitForStarted(10000), qPrintable(run.errorString()));
    // Bounded: until both devices have ended two repetitions, then Ctrl-C.
    QDeadlineTimer deadline(120000);
    while (repetitionsEnded(boardAFolder) - before < 2 || repetitionsEnded(runs) < 4) {
        QVERIFY2(run.state() == QProcess::Running && !deadline.hasExpired(), run.readAllStandardError().constData());
        run.waitForFinished(20);
    }
    QCOMPARE(::kill(pid_t(run.processId()), SIGINT), 0);
    QVERIFY(run.waitForFinished(60000));
    const QString out = QString::fromUtf8(run.readAllStandardOutput());
    const QString err = QString::fromUtf8(run.readAllStandardError());
    QCOMPARE(run.exitStatus(), QProcess::NormalExit);
    QVERIFY2(run.exitCode() == 3, qPrintable(QStringLiteral("exit %1: %2\n%3").arg(run.exitCode()).arg(out, err)));
    Store store;
    QVERIFY(!hasErrors(store.open(project, Store::OpenMode::ReadOnly)));
    QStringList devices;
    for (const RunRow& row : store.listRuns()) {
        QVERIFY2(row.name.contains(QStringLiteral("incomplete")), qPrintable(row.name));
        const std::optional<Run> stored = store.loadRun(row.id);
        QVERIFY(stored);
        QVERIFY(stored->repetitions.size() >= 2 && stored->repetitions.size() < 1000);
        devices << stored->device;
    }
    devices.sort();
    QCOMPARE(devices, (QStringList { QStringLiteral("a"), QStringLiteral("local") }));
}

QTEST_MAIN(TestCliFleet)
#include "tst_cli_fleet.moc"
