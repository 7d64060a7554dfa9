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
    QCOMPARE(progress, 5);
    QVERIFY(first.uploaded());
    const qint64 probeSize = QFileInfo(QString::fromUtf8(HEADROOM_PROBE_BIN)).size();
    QCOMPARE(t->bytesUploaded(), probeSize);
    QVERIFY(first.probeVersionLine().startsWith(QLatin1String("headroom-probe ")));

    const int commandsBefore = t->commandsRun();
    Remote::Deployer second(*t, runFolder, builds());
    QCOMPARE(second.run().size(), 5); // every step is still reported
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
    QCOMPARE(steps.size(), 5);
    QVERIFY2(steps.constLast().message.contains(QStringLiteral("99")), qPrintable(steps.constLast().message));
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

// The event types in order, samples left out (their number depends on timing).
static QStringList eventTypes(const QList<QByteArray>& lines)
{
    QStringList types;
    for (const QByteArray& line : lines) {
        const QString type = QJsonDocument::fromJson(line).object().value(QStringLiteral("type")).toString();
        if (type != QLatin1String("sample"))
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
