#include "remote/deploy.h"
#include "remote/devicetest.h"
#include "remote/localtransport.h"
#include "remote/probesession.h"
#include "remote/shellquote.h"
#include "remote/sshtransport.h"
#include "sshdfixture.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QScopeGuard>

#include <sys/stat.h>
#include <unistd.h>

// Deploy steps and a full calibrate run of the real probe, locally and through a real sshd.
class TestDeploy : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void secondDeployUploadsNothing_data();
    void secondDeployUploadsNothing();
    void noBuildForArchitecture();
    void findsInstalledProbeBuilds();
    void wrongProtocolRefused();
    void plantedProgramNeverRuns_data();
    void plantedProgramNeverRuns();
    void unsafeFolderRefused_data();
    void unsafeFolderRefused();
    void defaultFolderIsTheUsersCache();
    void printingShellNeverReachesAParser();
    void concurrentDeploysBothSucceed();
    void calibrateOverSshMatchesLocal();

private:
    std::unique_ptr<Remote::Transport> transport(bool overSsh) const;
    Remote::ProbeBuilds builds() const
    {
        return { { Remote::probeBuildForMachine(QSysInfo::currentCpuArchitecture()),
            QString::fromUtf8(HEADROOM_PROBE_BIN) } };
    }
    // Deploys, runs calibrate through the probe's run mode, and returns the fetch result.
    Remote::FetchResult calibrateRun(bool overSsh, const QString& base, QList<QByteArray>* lines);

    SshdFixture m_sshd;
    QString m_sshdError;
};

void TestDeploy::initTestCase()
{
    QVERIFY(QFile::exists(QString::fromUtf8(HEADROOM_PROBE_BIN)));
    m_sshdError = m_sshd.start();
    if (m_sshdError.isEmpty())
        QVERIFY(m_sshd.trustHostKey());
}

std::unique_ptr<Remote::Transport> TestDeploy::transport(bool overSsh) const
{
    if (!overSsh)
        return std::make_unique<Remote::LocalTransport>();
    Remote::SshOptions options;
    options.processUserConfig = false;
    options.useGlobalKnownHosts = false;
    return std::make_unique<Remote::SshTransport>(m_sshd.device(), Remote::Credentials {}, options);
}

void TestDeploy::secondDeployUploadsNothing_data()
{
    QTest::addColumn<bool>("overSsh");
    QTest::addRow("local") << false;
    QTest::addRow("ssh") << true;
}

void TestDeploy::secondDeployUploadsNothing()
{
    QFETCH(bool, overSsh);
    if (overSsh && !m_sshdError.isEmpty())
        QSKIP(qPrintable(m_sshdError));
    QTemporaryDir dir;
    const QByteArray runFolder = QFile::encodeName(dir.filePath(QStringLiteral("it's $(here)")));
    auto t = transport(overSsh);
    QVERIFY(t->open().ok);

    Remote::Deployer first(*t, runFolder, builds());
    int progress = 0;
    const QList<Remote::StepResult> steps = first.run([&](const Remote::StepResult&) { ++progress; });
    for (const Remote::StepResult& step : steps)
        qInfo("%s %s", step.ok ? "ok  " : "FAIL", qPrintable(step.message));
    QVERIFY(first.succeeded());
    QCOMPARE(progress, 6);
    QVERIFY(first.uploaded());
    const qint64 probeSize = QFileInfo(QString::fromUtf8(HEADROOM_PROBE_BIN)).size();
    QCOMPARE(t->bytesUploaded(), probeSize);
    QVERIFY(first.probeVersionLine().startsWith(QLatin1String("headroom-probe ")));

    const int commandsBefore = t->commandsRun();
    Remote::Deployer second(*t, runFolder, builds());
    QCOMPARE(second.run().size(), 6); // every step is still reported
    QVERIFY(second.succeeded());
    QVERIFY(!second.uploaded());
    QCOMPARE(t->bytesUploaded(), probeSize); // not one byte more
    // One command for the cached deploy: each costs the device user's login shell.
    QCOMPARE(t->commandsRun() - commandsBefore, 1);
    QCOMPARE(second.probeVersionLine(), first.probeVersionLine());

    // A changed copy on the device (another version, a corrupt transfer) is replaced.
    QVERIFY(t->execShell("echo >> " + Remote::shellQuote(first.remoteProbePath())).ok());
    Remote::Deployer third(*t, runFolder, builds());
    third.run();
    QVERIFY(third.succeeded());
    QVERIFY(third.uploaded());
    QCOMPARE(t->bytesUploaded(), 2 * probeSize);
}

void TestDeploy::noBuildForArchitecture()
{
    QTemporaryDir dir;
    Remote::LocalTransport local;
    Remote::Deployer deployer(local, QFile::encodeName(dir.path()), {});
    const QList<Remote::StepResult> steps = deployer.run();
    QCOMPARE(steps.size(), 1);
    QVERIFY(!steps.constFirst().ok);
    QVERIFY(!deployer.succeeded());
    QCOMPARE(local.bytesUploaded(), 0);
}

void TestDeploy::findsInstalledProbeBuilds()
{
    // The .deb's layout: bin/headroom and libexec/headroom/headroom-probe-<arch>.
    QTemporaryDir root;
    QVERIFY(QDir(root.path()).mkpath(QStringLiteral("usr/bin")));
    QVERIFY(QDir(root.path()).mkpath(QStringLiteral("usr/libexec/headroom/headroom-probe-x86_64"))); // a folder
    const QString bin = root.filePath(QStringLiteral("usr/bin"));
    const QString libexec = root.filePath(QStringLiteral("usr/libexec/headroom"));
    const auto touch = [](const QString& path) {
        QFile f(path);
        return f.open(QIODevice::WriteOnly) && f.write("probe") == 5;
    };
    QVERIFY(touch(libexec + QStringLiteral("/headroom-probe-aarch64")));
    QVERIFY(touch(libexec + QStringLiteral("/headroom-probe-armhf")));
    QVERIFY(touch(libexec + QStringLiteral("/headroom-probe-mips"))); // no such build name

    Remote::ProbeBuilds builds = Remote::findProbeBuilds(bin);
    QCOMPARE(builds.value(QStringLiteral("aarch64")), libexec + QStringLiteral("/headroom-probe-aarch64"));
    QCOMPARE(builds.value(QStringLiteral("armhf")), libexec + QStringLiteral("/headroom-probe-armhf"));
    QVERIFY(!builds.contains(QStringLiteral("mips")));
    // The host build is this machine's probe, never the folder that only has its name.
    const QString host = Remote::probeBuildForMachine(QSysInfo::currentCpuArchitecture());
    if (!host.isEmpty() && builds.contains(host))
        QVERIFY(QFileInfo(builds.value(host)).isFile());

    // A build next to the application (the build tree) wins over the installed one.
    QVERIFY(touch(bin + QStringLiteral("/headroom-probe-aarch64")));
    builds = Remote::findProbeBuilds(bin);
    QCOMPARE(builds.value(QStringLiteral("aarch64")), bin + QStringLiteral("/headroom-probe-aarch64"));
    QCOMPARE(builds.value(QStringLiteral("armhf")), libexec + QStringLiteral("/headroom-probe-armhf"));

    // Neither folder: only the host build.
    QTemporaryDir empty;
    builds = Remote::findProbeBuilds(empty.path());
    QVERIFY(!builds.contains(QStringLiteral("aarch64")));
    QVERIFY(!builds.contains(QStringLiteral("armhf")));
}

void TestDeploy::wrongProtocolRefused()
{
    // A "probe" that answers with another protocol version.
    QTemporaryDir dir;
    const QString fake = dir.filePath(QStringLiteral("fake-probe"));
    QFile file(fake);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("#!/bin/sh\necho 'headroom-probe 9.9.9 protocol 99'\n");
    file.close();
    Remote::LocalTransport local;
    Remote::Deployer deployer(local, QFile::encodeName(dir.filePath(QStringLiteral("run"))),
        { { Remote::probeBuildForMachine(QSysInfo::currentCpuArchitecture()), fake } });
    const QList<Remote::StepResult> steps = deployer.run();
    QVERIFY(!deployer.succeeded());
    QCOMPARE(steps.size(), 6);
    QVERIFY2(steps.constLast().message.contains(QStringLiteral("99")), qPrintable(steps.constLast().message));
}

namespace {
// A "probe" that anyone could have put there: it leaves a marker and claims to be the right one.
QString plantProgram(const QString& path, const QString& marker)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return file.errorString();
    file.write("#!/bin/sh\ntouch " + Remote::shellQuote(QFile::encodeName(marker)) + "\necho 'headroom-probe "
        + HEADROOM_VERSION + " protocol 1'\n");
    file.close();
    return file.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ExeGroup
               | QFile::ReadGroup | QFile::ReadOther | QFile::ExeOther)
        ? QString()
        : file.errorString();
}

// A device user whose startup files talk: a banner without a newline before the command, a
// warning on stderr, a goodbye after it. The frame must leave exactly the command's own output.
class PrintingShell : public Remote::LocalTransport {
protected:
    Remote::ExecResult runShell(const QByteArray& command, int timeoutMs) override
    {
        return LocalTransport::runShell("printf 'Welcome to the board!'; echo 'motd: be nice' >&2; " + command
                + "\necho 'Goodbye'; echo 'logout warning' >&2",
            timeoutMs);
    }
};
} // namespace

void TestDeploy::plantedProgramNeverRuns_data()
{
    QTest::addColumn<bool>("overSsh");
    QTest::addRow("local") << false;
    QTest::addRow("ssh") << true;
}

// A program at bin/headroom-probe that is not this Headroom's build is never executed, in a run
// folder that is otherwise the user's own: it is hashed, found different, and replaced.
void TestDeploy::plantedProgramNeverRuns()
{
    QFETCH(bool, overSsh);
    if (overSsh && !m_sshdError.isEmpty())
        QSKIP(qPrintable(m_sshdError));
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("run"));
    const QString marker = dir.filePath(QStringLiteral("MARKER"));
    QVERIFY(QDir().mkpath(folder + QStringLiteral("/bin")));
    const QString planted = plantProgram(folder + QStringLiteral("/bin/headroom-probe"), marker);
    QVERIFY2(planted.isEmpty(), qPrintable(planted));
    auto t = transport(overSsh);
    QVERIFY(t->open().ok);
    Remote::Deployer deployer(*t, QFile::encodeName(folder), builds());
    const QList<Remote::StepResult> steps = deployer.run();
    for (const Remote::StepResult& step : steps)
        qInfo("%s %s", step.ok ? "ok  " : "FAIL", qPrintable(step.message));
    QVERIFY(deployer.succeeded());
    QVERIFY(deployer.uploaded());
    QVERIFY(!QFileInfo::exists(marker));
    QFile probe(QString::fromUtf8(deployer.remoteProbePath()));
    QVERIFY(probe.open(QIODevice::ReadOnly));
    QFile build(QString::fromUtf8(HEADROOM_PROBE_BIN));
    QVERIFY(build.open(QIODevice::ReadOnly));
    QVERIFY(probe.readAll() == build.readAll()); // replaced by this Headroom's build
}

void TestDeploy::unsafeFolderRefused_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("expected");
    QTest::addRow("folder of another user") << QStringLiteral("foreign folder") << QStringLiteral("belongs to");
    QTest::addRow("bin of another user") << QStringLiteral("foreign bin") << QStringLiteral("belongs to");
    QTest::addRow("world-writable folder") << QStringLiteral("0777 folder") << QStringLiteral("0777");
    QTest::addRow("group-writable bin") << QStringLiteral("0775 bin") << QStringLiteral("0775");
    QTest::addRow("sticky /tmp-like folder") << QStringLiteral("1777 folder") << QStringLiteral("1777");
    QTest::addRow("symbolic link") << QStringLiteral("symlink") << QStringLiteral("symbolic link");
}

// Like OpenSSH's StrictModes: a run folder or bin/ that another user owns or may write to is
// refused with the path, the owner and the mode, and nothing in it runs, not even a program
// whose checksum matches (someone could swap it between the check and the start).
void TestDeploy::unsafeFolderRefused()
{
    QFETCH(QString, kind);
    QFETCH(QString, expected);
    const bool foreign = kind.startsWith(QLatin1String("foreign"));
    if (foreign && ::geteuid() != 0)
        QSKIP("giving a folder to another user (chown) needs root");
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("run"));
    const QString bin = folder + QStringLiteral("/bin");
    const QString marker = dir.filePath(QStringLiteral("MARKER"));
    QVERIFY(QDir().mkpath(bin));
    QVERIFY(plantProgram(bin + QStringLiteral("/headroom-probe"), marker).isEmpty());
    QString refused = folder;
    QString deployFolder = folder;
    if (kind == QLatin1String("foreign folder")) {
        QVERIFY(::chown(QFile::encodeName(folder).constData(), 65534, 65534) == 0); // nobody
    } else if (kind == QLatin1String("foreign bin")) {
        QVERIFY(::chown(QFile::encodeName(bin).constData(), 65534, 65534) == 0);
        refused = bin;
    } else if (kind == QLatin1String("0777 folder")) {
        QVERIFY(::chmod(QFile::encodeName(folder).constData(), 0777) == 0);
    } else if (kind == QLatin1String("1777 folder")) {
        QVERIFY(::chmod(QFile::encodeName(folder).constData(), 01777) == 0);
    } else if (kind == QLatin1String("0775 bin")) {
        QVERIFY(::chmod(QFile::encodeName(bin).constData(), 0775) == 0);
        refused = bin;
    } else {
        deployFolder = dir.filePath(QStringLiteral("link"));
        QVERIFY(QFile::link(folder, deployFolder));
        refused = deployFolder;
    }
    Remote::LocalTransport local;
    Remote::Deployer deployer(local, QFile::encodeName(deployFolder), builds());
    const QList<Remote::StepResult> steps = deployer.run();
    QVERIFY(!deployer.succeeded());
    QCOMPARE(steps.size(), 2); // refused at the folder check, before any upload
    const QString message = steps.constLast().message;
    qInfo("%s", qPrintable(message));
    QVERIFY2(message.contains(refused + u' '), qPrintable(message));
    QVERIFY2(message.contains(expected), qPrintable(message));
    if (foreign)
        QVERIFY2(message.contains(QLatin1String("65534")), qPrintable(message));
    QCOMPARE(local.bytesUploaded(), 0);
    QVERIFY(!QFileInfo::exists(marker));
}

// The default run folder is the device user's own: $XDG_CACHE_HOME/headroom when that is an
// absolute path, else ~/.cache/headroom, created 0700.
void TestDeploy::defaultFolderIsTheUsersCache()
{
    QTemporaryDir dir;
    const QByteArray oldHome = qgetenv("HOME");
    const QByteArray oldXdg = qgetenv("XDG_CACHE_HOME");
    const bool hadXdg = qEnvironmentVariableIsSet("XDG_CACHE_HOME");
    const auto restore = qScopeGuard([&] {
        qputenv("HOME", oldHome);
        if (hadXdg)
            qputenv("XDG_CACHE_HOME", oldXdg);
        else
            qunsetenv("XDG_CACHE_HOME");
    });
    const QString xdg = dir.filePath(QStringLiteral("xdg cache"));
    const QString home = dir.filePath(QStringLiteral("home"));
    QVERIFY(QDir().mkpath(home));
    for (const auto& [xdgValue, expected] : QList<QPair<QString, QString>> { { xdg, xdg + QStringLiteral("/headroom") },
             { QStringLiteral("relative/cache"), home + QStringLiteral("/.cache/headroom") },
             { QString(), home + QStringLiteral("/.cache/headroom") } }) {
        qputenv("HOME", QFile::encodeName(home));
        if (xdgValue.isEmpty())
            qunsetenv("XDG_CACHE_HOME");
        else
            qputenv("XDG_CACHE_HOME", QFile::encodeName(xdgValue));
        Remote::LocalTransport local;
        Remote::Deployer deployer(local, QByteArray(), builds());
        deployer.run();
        QVERIFY(deployer.succeeded());
        QCOMPARE(QString::fromUtf8(deployer.runFolder()), expected);
        QCOMPARE(QFileInfo(expected).permissions() & (QFile::ReadGroup | QFile::WriteGroup | QFile::ExeGroup
                     | QFile::ReadOther | QFile::WriteOther | QFile::ExeOther),
            QFile::Permissions());
        QVERIFY(QFileInfo(expected + QStringLiteral("/bin/headroom-probe")).isExecutable());
        const Remote::DeviceTestReport report = Remote::testDevice(local, QByteArray());
        QCOMPARE(report.runFolder, expected);
    }
}

// Whatever the login shell prints around a command (no newline after a banner, stderr too)
// never reaches a parser: the device test, the deploy and a plain command see only their own.
void TestDeploy::printingShellNeverReachesAParser()
{
    PrintingShell shell;
    const Remote::ExecResult echo = shell.exec({ "printf", "%s", "exact" });
    QVERIFY(echo.ok());
    QCOMPARE(echo.out, QByteArray("exact"));
    QCOMPARE(echo.err, QByteArray());
    const Remote::ExecResult failing = shell.execShell("echo out; echo err >&2; exit 7");
    QCOMPARE(failing.exitCode, 7);
    QCOMPARE(failing.out, QByteArray("out\n"));
    QCOMPARE(failing.err, QByteArray("err\n"));
    QCOMPARE(shell.execShell("exec true").exitCode, 0); // exec and exit still reach the end of the frame

    QTemporaryDir dir;
    const QByteArray folder = QFile::encodeName(dir.filePath(QStringLiteral("run")));
    const Remote::DeviceTestReport report = Remote::testDevice(shell, folder);
    for (const auto& step : report.steps) {
        QVERIFY2(!step.message.contains(QLatin1String("Welcome")) && !step.message.contains(QLatin1String("motd")),
            qPrintable(step.message));
        if (step.name == QLatin1String("quoting") || step.name == QLatin1String("uname")
            || step.name == QLatin1String("space"))
            QVERIFY2(step.ok, qPrintable(step.message));
    }
    Remote::Deployer deployer(shell, folder, builds());
    const QList<Remote::StepResult> steps = deployer.run();
    for (const Remote::StepResult& step : steps)
        QVERIFY2(!step.message.contains(QLatin1String("Welcome")), qPrintable(step.message));
    QVERIFY(deployer.succeeded());
    QVERIFY(deployer.probeVersionLine().startsWith(QLatin1String("headroom-probe ")));
    Remote::Deployer cached(shell, folder, builds());
    cached.run();
    QVERIFY(cached.succeeded());
    QVERIFY(!cached.uploaded());
}

// Two Headroom instances deploy to one device's run folder at the same moment (two engineers, two
// CI jobs): each uploads under a name of its own and renames a whole file, so both succeed and the
// probe there is whole (a shared ".part" name made one rename the other's file, or fail).
void TestDeploy::concurrentDeploysBothSucceed()
{
    QTemporaryDir dir;
    const QByteArray folder = QFile::encodeName(dir.filePath(QStringLiteral("shared")));
    for (int round = 0; round < 3; ++round) {
        QFile::remove(QString::fromUtf8(folder) + QStringLiteral("/bin/headroom-probe")); // both upload
        bool ok[2] = { false, false };
        QThread* threads[2];
        for (int i = 0; i < 2; ++i) {
            threads[i] = QThread::create([&, i] {
                Remote::LocalTransport local;
                Remote::Deployer deployer(local, folder, builds());
                deployer.run();
                ok[i] = deployer.succeeded();
            });
            threads[i]->start();
        }
        for (QThread* t : threads) {
            QVERIFY(t->wait(60000));
            delete t;
        }
        QVERIFY(ok[0] && ok[1]);
        QFile probe(QString::fromUtf8(folder) + QStringLiteral("/bin/headroom-probe"));
        QVERIFY(probe.open(QIODevice::ReadOnly));
        QFile build(QString::fromUtf8(HEADROOM_PROBE_BIN));
        QVERIFY(build.open(QIODevice::ReadOnly));
        QVERIFY(probe.readAll() == build.readAll());
    }
}

Remote::FetchResult TestDeploy::calibrateRun(bool overSsh, const QString& base, QList<QByteArray>* lines)
{
    const QByteArray deviceFolder = QFile::encodeName(base + QStringLiteral("/device"));
    auto t = transport(overSsh);
    if (!t->open().ok)
        return {};
    Remote::Deployer deployer(*t, deviceFolder, builds());
    deployer.run();
    if (!deployer.succeeded())
        return {};
    const QByteArray probe = deployer.remoteProbePath();
    const QByteArray runFolder = deviceFolder + "/runs/1";
    const QList<QByteArray> argv = { probe, "run", "--repeat", "2", "--interval-ms", "10", "--out", runFolder, "--",
        probe, "calibrate", "--prompt-tokens", "16", "--max-new-tokens", "8", "--dim", "64", "--layers", "2" };
    Remote::TransportFactory factory;
    if (overSsh) {
        Remote::SshOptions options;
        options.processUserConfig = false;
        options.useGlobalKnownHosts = false;
        const Remote::Device device = m_sshd.device();
        factory = [device, options] {
            return std::make_unique<Remote::SshTransport>(device, Remote::Credentials {}, options);
        };
    } else {
        factory = [] { return std::make_unique<Remote::LocalTransport>(); };
    }
    Remote::ProbeSessionOptions options;
    options.pollMs = 20;
    QThread thread;
    auto* session = new Remote::ProbeSession(factory, runFolder, argv, base + QStringLiteral("/fetched"), options);
    session->moveToThread(&thread);
    connect(&thread, &QThread::started, session, &Remote::ProbeSession::start);
    connect(&thread, &QThread::finished, session, &QObject::deleteLater);
    connect(
        session, &Remote::ProbeSession::eventsAvailable, this, [lines](const QList<QByteArray>& l) { *lines += l; });
    Remote::FetchResult result;
    bool finished = false;
    connect(session, &Remote::ProbeSession::finished, this, [&](const Remote::FetchResult& r) {
        result = r;
        finished = true;
    });
    thread.start();
    [&] { QTRY_VERIFY_WITH_TIMEOUT(finished, 120000); }();
    thread.quit();
    thread.wait(10000);
    return result;
}

// The event types in order, samples and system events left out: both are periodic, so their
// number depends on how long the run took (a loaded machine once gave one more system event
// over SSH than locally, and the comparison failed by chance).
static QStringList eventTypes(const QList<QByteArray>& lines)
{
    QStringList types;
    for (const QByteArray& line : lines) {
        const QString type = QJsonDocument::fromJson(line).object().value(QStringLiteral("type")).toString();
        if (type != QLatin1String("sample") && type != QLatin1String("system"))
            types.append(type);
    }
    return types;
}

void TestDeploy::calibrateOverSshMatchesLocal()
{
    if (!m_sshdError.isEmpty())
        QSKIP(qPrintable(m_sshdError));
    QTemporaryDir localDir;
    QTemporaryDir sshDir;
    QList<QByteArray> localLines;
    QList<QByteArray> sshLines;
    const Remote::FetchResult local = calibrateRun(false, localDir.path(), &localLines);
    QVERIFY2(local.ok, qPrintable(local.message));
    const Remote::FetchResult ssh = calibrateRun(true, sshDir.path(), &sshLines);
    QVERIFY2(ssh.ok, qPrintable(ssh.message));
    // The same run folder: the same files, all checked against DONE, the same event sequence.
    QCOMPARE(ssh.files, local.files);
    QVERIFY(local.files.contains(QStringLiteral("events.jsonl")));
    QVERIFY(local.files.contains(QStringLiteral("timings.csv")));
    QVERIFY(!eventTypes(localLines).isEmpty());
    QCOMPARE(eventTypes(sshLines), eventTypes(localLines));
    QCOMPARE(eventTypes(sshLines).constFirst(), QStringLiteral("run_start"));
    QCOMPARE(eventTypes(sshLines).constLast(), QStringLiteral("run_end"));
    // What streamed live is byte for byte the fetched events.jsonl.
    QFile fetched(sshDir.filePath(QStringLiteral("fetched/events.jsonl")));
    QVERIFY(fetched.open(QIODevice::ReadOnly));
    QCOMPARE(fetched.readAll(), sshLines.join('\n') + '\n');
}

QTEST_GUILESS_MAIN(TestDeploy)
#include "tst_deploy.moc"
