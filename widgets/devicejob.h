#pragma once

#include "remote/device.h"
#include "remote/sshtransport.h"

#include <QObject>

#include <memory>

class QThread;

namespace Ui {

// One device session on its own thread (a libssh session is never shared between
// threads): the transport is made, used and destroyed on that thread. The GUI talks to it only
// through queued calls and signals. A job runs one task (test or deploy); an unknown host key
// pauses it until the user accepts the fingerprint (acceptHostKey) or gives up (deleteLater).
class DeviceJob final : public QObject {
    Q_OBJECT
public:
    enum class Task { Test, Deploy };
    Q_ENUM(Task)

    // Starts the thread and the task at once. The job deletes itself and its thread after
    // finished(); the caller keeps at most a QPointer.
    static DeviceJob* start(const Remote::Device& device, const Remote::Credentials& credentials, Task task,
        QObject* receiverContext = nullptr);

    ~DeviceJob() override;

    // Queued onto the job's thread: writes the key shown to the user, then resumes the task.
    void acceptHostKey(const QString& fingerprint);
    void cancel(); // ends the job without running further steps

signals:
    void stepFinished(bool ok, const QString& message); // translated
    void hostKeyUnknown(const QString& host, const QString& fingerprint);
    void hostKeyChanged(const QString& host, const QString& fingerprint); // refused: no override
    void finished(bool ok, const QString& summary);

private:
    DeviceJob(const Remote::Device& device, const Remote::Credentials& credentials, Task task);
    void run();
    void runTask();
    void finish(bool ok, const QString& summary);

    Remote::Device m_device;
    Remote::Credentials m_credentials;
    Task m_task;
    std::unique_ptr<Remote::Transport> m_transport;
    Remote::SshTransport* m_ssh = nullptr; // m_transport when the device is remote
    QString m_acceptFingerprint; // the host key the user accepted, once asked
    bool m_done = false;
};

} // namespace Ui
