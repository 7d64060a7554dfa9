#include "remote/secretstore.h"

#include <qt6keychain/keychain.h>

namespace Remote {

SecretStore::SecretStore(QObject* parent)
    : QObject(parent)
{
}

QString SecretStore::keyFor(const QString& deviceName, Kind kind)
{
    return QStringLiteral("device/%1/%2")
        .arg(deviceName, kind == Kind::Password ? QStringLiteral("password") : QStringLiteral("passphrase"));
}

void SecretStore::read(const QString& deviceName, Kind kind)
{
    auto* job = new QKeychain::ReadPasswordJob(serviceName(), this);
    job->setInsecureFallback(false);
    job->setKey(keyFor(deviceName, kind));
    connect(job, &QKeychain::Job::finished, this, [this, deviceName, kind](QKeychain::Job* j) {
        auto* readJob = static_cast<QKeychain::ReadPasswordJob*>(j);
        const bool missing = j->error() == QKeychain::EntryNotFound;
        emit secretRead(deviceName, kind, missing ? QByteArray() : readJob->binaryData(),
            j->error() == QKeychain::NoError || missing ? QString() : j->errorString());
    });
    job->start();
}

void SecretStore::write(const QString& deviceName, Kind kind, const QByteArray& secret)
{
    auto* job = new QKeychain::WritePasswordJob(serviceName(), this);
    job->setInsecureFallback(false);
    job->setKey(keyFor(deviceName, kind));
    job->setBinaryData(secret);
    connect(job, &QKeychain::Job::finished, this, [this, deviceName, kind](QKeychain::Job* j) {
        emit secretWritten(deviceName, kind, j->error() == QKeychain::NoError ? QString() : j->errorString());
    });
    job->start();
}

void SecretStore::remove(const QString& deviceName, Kind kind)
{
    auto* job = new QKeychain::DeletePasswordJob(serviceName(), this);
    job->setInsecureFallback(false);
    job->setKey(keyFor(deviceName, kind));
    connect(job, &QKeychain::Job::finished, this, [this, deviceName, kind](QKeychain::Job* j) {
        const bool ok = j->error() == QKeychain::NoError || j->error() == QKeychain::EntryNotFound;
        emit secretRemoved(deviceName, kind, ok ? QString() : j->errorString());
    });
    job->start();
}

} // namespace Remote
