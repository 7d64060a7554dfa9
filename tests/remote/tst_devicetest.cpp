#include <algorithm>
#include "remote/devicetest.h"
#include "remote/localtransport.h"
#include "remote/sshtransport.h"
#include "sshdfixture.h"

#include <QFile>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>

class TestDeviceTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void machineToBuild_data();
    void machineToBuild();
    void runsOnDevice_data();
    void runsOnDevice();
    void unusableRunFolder();
    void deviceWithoutSftpFails();

private:
    SshdFixture m_sshd;
    QString m_sshdError;
};

void TestDeviceTest::initTestCase()
{
    m_sshdError = m_sshd.start();
    if (m_sshdError.isEmpty())
        QVERIFY(m_sshd.trustHostKey());
}

void TestDeviceTest::machineToBuild_data()
{
    QTest::addColumn<QString>("machine");
    QTest::addColumn<QString>("build");
    QTest::addRow("x86_64") << QStringLiteral("x86_64") << QStringLiteral("x86_64");
    QTest::addRow("aarch64") << QStringLiteral("aarch64") << QStringLiteral("aarch64");
    QTest::addRow("armv7l") << QStringLiteral("armv7l") << QStringLiteral("armhf");
    QTest::addRow("armv6l") << QStringLiteral("armv6l") << QStringLiteral("armhf");
    QTest::addRow("mips") << QStringLiteral("mips") << QString();
    QTest::addRow("empty") << QString() << QString();
}

void TestDeviceTest::machineToBuild()
{
    QFETCH(QString, machine);
    QTEST(Remote::probeBuildForMachine(machine), "build");
}

void TestDeviceTest::runsOnDevice_data()
{
    QTest::addColumn<bool>("overSsh");
    QTest::addRow("local") << false;
    QTest::addRow("ssh") << true;
}

void TestDeviceTest::runsOnDevice()
{
    QFETCH(bool, overSsh);
    if (overSsh && !m_sshdError.isEmpty())
        QSKIP(qPrintable(m_sshdError));
    std::unique_ptr<Remote::Transport> transport;
    if (overSsh) {
        Remote::SshOptions options;
        options.processUserConfig = false;
        options.useGlobalKnownHosts = false;
        transport = std::make_unique<Remote::SshTransport>(m_sshd.device(), Remote::Credentials {}, options);
    } else {
        transport = std::make_unique<Remote::LocalTransport>();
    }
    QVERIFY(transport->open().ok);
    QTemporaryDir dir;
    int reported = 0;
    const Remote::DeviceTestReport report
        = Remote::testDevice(*transport, QFile::encodeName(dir.filePath(QStringLiteral("run folder's"))),
            [&](const Remote::DeviceTestStep&) { ++reported; });
    for (const Remote::DeviceTestStep& step : report.steps)
        qInfo("%s %s: %s", step.ok ? "ok  " : "FAIL", qPrintable(step.name), qPrintable(step.message));
    QCOMPARE(reported, report.steps.size());
    QVERIFY(report.passed());
    // What this machine is, found independently.
    QCOMPARE(report.probeBuild, Remote::probeBuildForMachine(QSysInfo::currentCpuArchitecture()));
    QCOMPARE(report.kernel, QSysInfo::kernelVersion());
    QVERIFY(report.freeKiB > 0);
    QCOMPARE(report.cgroupVersion, QFile::exists(QStringLiteral("/sys/fs/cgroup/cgroup.controllers")) ? 2 : 1);
    QVERIFY(QFile::exists(dir.filePath(QStringLiteral("run folder's"))));
    const auto transfer = std::find_if(report.steps.begin(), report.steps.end(),
        [](const Remote::DeviceTestStep& s) { return s.name == u"transfer"; });
    QVERIFY(transfer != report.steps.end() && transfer->ok && transfer->required);
    // The test file is removed again.
    QCOMPARE(QDir(dir.filePath(QStringLiteral("run folder's"))).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
        QStringList());
    for (const Remote::DeviceTestStep& step : report.steps)
        QVERIFY(!step.message.isEmpty());
}

void TestDeviceTest::unusableRunFolder()
{
    Remote::LocalTransport local;
    // A regular file where the folder should be.
    QTemporaryDir dir;
    QFile blocker(dir.filePath(QStringLiteral("file")));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    const Remote::DeviceTestReport report = Remote::testDevice(local, QFile::encodeName(blocker.fileName()) + "/run");
    QVERIFY(!report.passed());
    bool spaceFailed = false;
    for (const Remote::DeviceTestStep& step : report.steps)
        spaceFailed |= step.name == QLatin1String("space") && !step.ok;
    QVERIFY(spaceFailed);
}

// A board whose sshd has no SFTP subsystem runs commands fine; every run then failed with "The device
// refused SFTP" after the device test had passed (issue 23). The test copies a file now.
void TestDeviceTest::deviceWithoutSftpFails()
{
    SshdFixture noSftp;
    const QString error = noSftp.start(false, false);
    if (!error.isEmpty())
        QSKIP(qPrintable(error));
    QVERIFY(noSftp.trustHostKey());
    Remote::SshOptions options;
    options.processUserConfig = false;
    options.useGlobalKnownHosts = false;
    Remote::SshTransport transport(noSftp.device(), Remote::Credentials {}, options);
    QVERIFY(transport.open().ok);
    QTemporaryDir dir;
    const Remote::DeviceTestReport report = Remote::testDevice(transport, QFile::encodeName(dir.filePath(QStringLiteral("rf"))));
    const auto transfer = std::find_if(report.steps.begin(), report.steps.end(),
        [](const Remote::DeviceTestStep& s) { return s.name == u"transfer"; });
    QVERIFY(transfer != report.steps.end());
    QVERIFY(!transfer->ok);
    QVERIFY2(transfer->message.contains(QLatin1String("SFTP")), qPrintable(transfer->message));
    QVERIFY(!report.passed());
    // Everything else still works: only the copy is named.
    for (const Remote::DeviceTestStep& step : report.steps)
        if (step.name == u"quoting" || step.name == u"space")
            QVERIFY2(step.ok, qPrintable(step.message));
}

QTEST_GUILESS_MAIN(TestDeviceTest)
#include "tst_devicetest.moc"
