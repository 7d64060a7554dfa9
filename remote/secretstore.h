#pragma once

#include <QObject>

namespace Remote {

// Passwords and key passphrases, kept only in the system keychain (QtKeychain). Never in the
// project file, QSettings, logs or command lines; insecure fallbacks are off. Asynchronous:
// the keychain may ask the user to unlock it.
class SecretStore final : public QObject {
    Q_OBJECT
public:
    enum class Kind { Password, Passphrase };

    explicit SecretStore(QObject* parent = nullptr);

    void read(const QString& deviceName, Kind kind);
    void write(const QString& deviceName, Kind kind, const QByteArray& secret);
    void remove(const QString& deviceName, Kind kind);

    static QString serviceName() { return QStringLiteral("headroom"); }
    static QString keyFor(const QString& deviceName, Kind kind);

signals:
    // error empty on success; secret empty when none is stored.
    void secretRead(
        const QString& deviceName, Remote::SecretStore::Kind kind, const QByteArray& secret, const QString& error);
    void secretWritten(const QString& deviceName, Remote::SecretStore::Kind kind, const QString& error);
    void secretRemoved(const QString& deviceName, Remote::SecretStore::Kind kind, const QString& error);
};

} // namespace Remote
