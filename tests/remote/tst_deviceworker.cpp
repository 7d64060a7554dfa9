#include "remote/deviceworker.h"
#include "sshdfixture.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QSysInfo>
#include <QTest>

// The threaded front of a device: connect (with the explicit host key acceptance), test and
// deploy, each on the worker's thread with results by signal.
class TestDeviceWorker : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void acceptTestDeployOverSsh();
    void localDevice();

private:
    SshdFixture m_sshd;
    QString m_sshdError;
};

void TestDeviceWorker::initTestCase()
{
    qRegisterMetaType<Remote::DeviceTestStep>();
    qRegisterMetaType<Remote::StepResult>();
    m_sshdError = m_sshd.start();
}

void TestDeviceWorker::acceptTestDeployOverSsh()
{
    if (!m_sshdError.isEmpty())
        QSKIP(qPrintable(m_sshdError));
    QFile::remove(m_sshd.knownHostsFile());
    Remote::SshOptions options;
    options.processUserConfig = false;
    options.useGlobalKnownHosts = false;
    Remote::DeviceWorker worker(m_sshd.device(), {}, options);
    QSignalSpy unknown(&worker, &Remote::DeviceWorker::hostKeyUnknown);
    QSignalSpy connected(&worker, &Remote::DeviceWorker::connected);
    QSignalSpy failed(&worker, &Remote::DeviceWorker::connectFailed);
    QThread* workerThread = nullptr;
    connect(
        &worker, &Remote::DeviceWorker::testStepFinished, this, [&] { workerThread = QThread::currentThread(); },
        Qt::DirectConnection);

    QMetaObject::invokeMethod(&worker, &Remote::DeviceWorker::connectDevice);
    QVERIFY(unknown.wait(10000));
    QCOMPARE(unknown.constFirst().at(0).toString(), m_sshd.hostFingerprint());
    QCOMPARE(connected.size(), 0);

    QMetaObject::invokeMethod(&worker, "acceptHostKey", Q_ARG(QString, m_sshd.hostFingerprint()));
    QVERIFY(connected.wait(10000));
    QCOMPARE(failed.size(), 0);

    QSignalSpy tested(&worker, &Remote::DeviceWorker::testFinished);
    QSignalSpy steps(&worker, &Remote::DeviceWorker::testStepFinished);
    QMetaObject::invokeMethod(&worker, &Remote::DeviceWorker::testDevice);
    QVERIFY(tested.wait(20000));
    QVERIFY(tested.constFirst().at(0).toBool());
    QVERIFY(steps.size() >= 6);
    QVERIFY(workerThread && workerThread != QThread::currentThread());

    QSignalSpy deployed(&worker, &Remote::DeviceWorker::deployFinished);
    QSignalSpy deploySteps(&worker, &Remote::DeviceWorker::deployStepFinished);
    const Remote::ProbeBuilds builds { { Remote::probeBuildForMachine(QSysInfo::currentCpuArchitecture()),
        QString::fromUtf8(HEADROOM_PROBE_BIN) } };
    QMetaObject::invokeMethod(&worker, "deploy", Q_ARG(Remote::ProbeBuilds, builds));
    QVERIFY(deployed.wait(20000));
    QVERIFY(deployed.constFirst().at(0).toBool());
    QCOMPARE(deploySteps.size(), 6); // build, folder, space, upload, checksum, version
    QVERIFY(QFile::exists(QFile::decodeName(deployed.constFirst().at(1).toByteArray())));
}

void TestDeviceWorker::localDevice()
{
    Remote::Device local;
    local.name = QStringLiteral("local");
    local.runFolder = QDir::tempPath() + QStringLiteral("/headroom-tst-deviceworker");
    Remote::DeviceWorker worker(local, {});
    QSignalSpy tested(&worker, &Remote::DeviceWorker::testFinished);
    QMetaObject::invokeMethod(&worker, &Remote::DeviceWorker::testDevice);
    QVERIFY(tested.wait(20000));
    QVERIFY(tested.constFirst().at(0).toBool());
    QDir(local.runFolder).removeRecursively();
}

QTEST_GUILESS_MAIN(TestDeviceWorker)
#include "tst_deviceworker.moc"
