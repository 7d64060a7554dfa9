#pragma once

#include "remote/sshtransport.h" // Credentials

#include <QDialog>

#include <functional>
#include <optional>

class QCheckBox;
class QLineEdit;

namespace Ui {

// Asks for a password or a key passphrase: echo off, and a "Remember" box that keeps the secret
// in the system keychain (SecretStore), never anywhere else. Enabled only when the keychain
// answered.
class SecretDialog final : public QDialog {
    Q_OBJECT
public:
    SecretDialog(const QString& prompt, bool keychainAvailable, QWidget* parent = nullptr);

    QByteArray secret() const;
    bool remember() const;
    QLineEdit* field() const { return m_field; }

private:
    QLineEdit* m_field = nullptr;
    QCheckBox* m_remember = nullptr;
};

// The secrets a device needs before connecting, gathered without blocking the GUI thread: the
// keychain first, then a SecretDialog. Agent devices and unencrypted keys need none, and `done`
// is called at once. `done` gets std::nullopt when the user gave up; it is never called once
// `parent` is gone.
void askCredentials(
    const Remote::Device& device, QWidget* parent, const std::function<void(std::optional<Remote::Credentials>)>& done);

} // namespace Ui
