#pragma once

#include "remote/deploy.h"
#include "remote/devicetest.h"
#include "remote/sshtransport.h"

#include <QObject>
#include <QThread>
#include <memory>

class QTimer;

namespace Remote {

// One device's connection on its own thread, so the GUI thread never waits on the network.
// Every slot is queued onto that thread; results come back as signals. The transport (and its
// libssh session) is created and used only there. Keepalives run while it is connected.
class DeviceWorker final : public QObject {
    Q_OBJECT
public:
    // The local device when device.isLocal(); credentials stay in this object's memory.
    DeviceWorker(const Device& device, const Credentials& credentials, const SshOptions& options = {});
    ~DeviceWorker() override; // stops the thread

public slots:
    void connectDevice();
    // Only with the fingerprint the user was shown in hostKeyUnknown(); then connects again.
    void acceptHostKey(const QString& fingerprint);
    void testDevice();
    void deploy(const Remote::ProbeBuilds& builds);
    void disconnectDevice();

signals:
    void connected();
    void hostKeyUnknown(const QString& fingerprint, const QString& message);
    void connectFailed(const QString& message);
    void testStepFinished(const Remote::DeviceTestStep& step);
    void testFinished(bool passed);
    void deployStepFinished(const Remote::StepResult& step);
    void deployFinished(bool ok, const QByteArray& remoteProbePath);

private:
    bool ensureOpen();

    QThread m_thread;
    Device m_device;
    Credentials m_credentials;
    SshOptions m_options;
    std::unique_ptr<Transport> m_transport;
    QTimer* m_keepAlive = nullptr;
};

} // namespace Remote

Q_DECLARE_METATYPE(Remote::DeviceTestStep)
Q_DECLARE_METATYPE(Remote::StepResult)
Q_DECLARE_METATYPE(Remote::ProbeBuilds)
