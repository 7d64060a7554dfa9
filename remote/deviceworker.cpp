#include "remote/deviceworker.h"

#include "remote/localtransport.h"

#include <QCoreApplication>
#include <QFile>
#include <QTimer>

namespace Remote {
namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Remote)
};
constexpr int kKeepAliveMs = 15000;
} // namespace

DeviceWorker::DeviceWorker(const Device& device, const Credentials& credentials, const SshOptions& options)
    : m_device(device)
    , m_credentials(credentials)
    , m_options(options)
{
    qRegisterMetaType<Remote::DeviceTestStep>();
    qRegisterMetaType<Remote::StepResult>();
    qRegisterMetaType<Remote::ProbeBuilds>();
    m_keepAlive = new QTimer(this);
    m_keepAlive->setInterval(kKeepAliveMs);
    connect(m_keepAlive, &QTimer::timeout, this, [this] {
        if (m_transport && !m_transport->keepAlive())
            m_keepAlive->stop();
    });
    moveToThread(&m_thread);
    m_thread.setObjectName(QStringLiteral("device ") + device.name);
    m_thread.start();
}

DeviceWorker::~DeviceWorker()
{
    // Destroyed from the owner's thread: tear the session down on the worker first.
    QMetaObject::invokeMethod(
        this, [this] { disconnectDevice(); }, Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
}

bool DeviceWorker::ensureOpen()
{
    if (m_transport && m_transport->isOpen())
        return true;
    if (m_device.isLocal())
        m_transport = std::make_unique<LocalTransport>();
    else
        m_transport = std::make_unique<SshTransport>(m_device, m_credentials, m_options);
    const StepResult opened = m_transport->open();
    if (opened.ok) {
        m_keepAlive->start();
        return true;
    }
    auto* ssh = dynamic_cast<SshTransport*>(m_transport.get());
    if (ssh && ssh->hostKeyState() == SshTransport::HostKey::Unknown)
        emit hostKeyUnknown(ssh->hostKeyFingerprint(), opened.message); // the session stays for acceptHostKey
    else {
        emit connectFailed(opened.message);
        m_transport.reset();
    }
    return false;
}

void DeviceWorker::connectDevice()
{
    if (ensureOpen())
        emit connected();
}

void DeviceWorker::acceptHostKey(const QString& fingerprint)
{
    auto* ssh = dynamic_cast<SshTransport*>(m_transport.get());
    if (!ssh) {
        emit connectFailed(Tr::tr("There is no unknown host key to accept; connect first."));
        return;
    }
    const StepResult accepted = ssh->acceptHostKey(fingerprint);
    if (!accepted.ok) {
        emit connectFailed(accepted.message);
        return;
    }
    m_transport.reset();
    connectDevice();
}

void DeviceWorker::testDevice()
{
    if (!ensureOpen()) {
        emit testFinished(false);
        return;
    }
    const DeviceTestReport report = Remote::testDevice(*m_transport, QFile::encodeName(m_device.runFolder),
        [this](const DeviceTestStep& step) { emit testStepFinished(step); });
    emit testFinished(report.passed());
}

void DeviceWorker::deploy(const ProbeBuilds& builds)
{
    if (!ensureOpen()) {
        emit deployFinished(false, {});
        return;
    }
    Deployer deployer(*m_transport, QFile::encodeName(m_device.runFolder), builds);
    deployer.run([this](const StepResult& step) { emit deployStepFinished(step); });
    emit deployFinished(deployer.succeeded(), deployer.remoteProbePath());
}

void DeviceWorker::disconnectDevice()
{
    m_keepAlive->stop();
    m_transport.reset();
}

} // namespace Remote
