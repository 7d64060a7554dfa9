#pragma once

#include <QDialog>

namespace Ui {

class DeviceJob;

// Shown when a device's host key is not in known_hosts: the host and the key's SHA256
// fingerprint, to be compared with `ssh-keygen -lf` on the device. Only an explicit click on
// "Trust this key" accepts; Enter and Escape both refuse. A changed key never gets this dialog:
// it is refused with a message (showChangedKey), with no override.
class HostKeyDialog final : public QDialog {
    Q_OBJECT
public:
    HostKeyDialog(const QString& host, const QString& fingerprint, QWidget* parent = nullptr);
    QString fingerprint() const { return m_fingerprint; }

    static void showChangedKey(QWidget* parent, const QString& host, const QString& fingerprint);

private:
    QString m_fingerprint;
};

// Shows the dialog when the job meets an unknown key (accepting resumes it, refusing cancels it)
// and the refusal when the key changed.
void handleHostKeys(DeviceJob* job, QWidget* parent);

} // namespace Ui
