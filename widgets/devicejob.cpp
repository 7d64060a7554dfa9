#include "widgets/devicejob.h"

#include "remote/deploy.h"
#include "remote/devicetest.h"
#include "remote/localtransport.h"

#include <QThread>

namespace Ui {

DeviceJob* DeviceJob::start(
    const Remote::Device& device, const Remote::Credentials& credentials, Task task, QObject* receiverContext)
{
    auto* thread = new QThread;
    thread->setObjectName(QStringLiteral("device %1").arg(device.name));
    auto* job = new DeviceJob(device, credentials, task);
    job->moveToThread(thread);
    connect(thread, &QThread::started, job, &DeviceJob::run);
    // The job dies on its own thread (its transport with it), then the thread stops and is freed.
    connect(job, &QObject::destroyed, thread, &QThread::quit);
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    if (receiverContext)
        connect(receiverContext, &QObject::destroyed, job, &DeviceJob::cancel);
    thread->start();
    return job;
}

DeviceJob::DeviceJob(const Remote::Device& device, const Remote::Credentials& credentials, Task task)
    : m_device(device)
    , m_credentials(credentials)
    , m_task(task)
{
}

DeviceJob::~DeviceJob() = default;

void DeviceJob::acceptHostKey(const QString& fingerprint)
{
    QMetaObject::invokeMethod(this, [this, fingerprint] {
        if (!m_ssh || m_done)
            return;
        m_acceptFingerprint = fingerprint;
        run(); // connect again: the key is written if the device still shows it
    });
}

void DeviceJob::cancel()
{
    QMetaObject::invokeMethod(this, [this] {
        if (!m_done)
            finish(false, tr("Cancelled."));
    });
}

void DeviceJob::run()
{
    if (m_device.isLocal()) {
        m_transport = std::make_unique<Remote::LocalTransport>();
    } else if (!m_ssh) {
        Remote::SshOptions options;
        auto ssh = std::make_unique<Remote::SshTransport>(m_device, m_credentials, options);
        m_ssh = ssh.get();
        m_transport = std::move(ssh);
    }
    const Remote::TrustedOpen open = Remote::openTrusting(*m_transport, m_acceptFingerprint);
    const Remote::StepResult& opened = open.opened;
    if (!open.acceptedMessage.isEmpty())
        emit stepFinished(true, open.acceptedMessage);
    if (!open.unknownFingerprint.isEmpty() && m_acceptFingerprint.isEmpty()) {
        // Wait for the user: the job stays alive on its thread until accept or cancel.
        emit hostKeyUnknown(m_device.target(), open.unknownFingerprint);
        return;
    }
    if (m_ssh && m_ssh->hostKeyState() == Remote::SshTransport::HostKey::Changed) {
        emit hostKeyChanged(m_device.target(), m_ssh->hostKeyFingerprint());
        finish(false, opened.message);
        return;
    }
    if (!opened.ok) {
        emit stepFinished(false, opened.message);
        finish(false, opened.message);
        return;
    }
    runTask();
}

void DeviceJob::runTask()
{
    const QByteArray folder = m_device.runFolder.toUtf8();
    if (m_task == Task::Test) {
        const Remote::DeviceTestReport report = Remote::testDevice(
            *m_transport, folder, [this](const Remote::DeviceTestStep& s) { emit stepFinished(s.ok, s.message); });
        finish(report.passed(),
            report.passed() ? tr("The device passed the test (%1, %2).").arg(report.architecture, report.kernel)
                            : tr("The device failed a required step."));
        return;
    }
    Remote::Deployer deployer(*m_transport, folder, Remote::findProbeBuilds());
    deployer.run([this](const Remote::StepResult& r) { emit stepFinished(r.ok, r.message); });
    finish(deployer.succeeded(),
        deployer.succeeded()
            ? (deployer.uploaded() ? tr("Probe deployed: %1").arg(deployer.probeVersionLine())
                                   : tr("Probe already up to date: %1").arg(deployer.probeVersionLine()))
            : tr("Deploy failed."));
}

void DeviceJob::finish(bool ok, const QString& summary)
{
    if (m_done)
        return;
    m_done = true;
    if (m_transport)
        m_transport->close();
    emit finished(ok, summary);
    deleteLater();
}

} // namespace Ui
