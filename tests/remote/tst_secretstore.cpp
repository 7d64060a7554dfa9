#include "remote/secretstore.h"

#include <QSignalSpy>
#include <QTest>

// Secrets go to the system keychain and nowhere else. Without a keychain service (a headless CI
// machine has no Secret Service on D-Bus) the write must fail cleanly, and the test says so.
class TestSecretStore : public QObject {
    Q_OBJECT
private slots:
    void keyNamesAreStable();
    void roundTripOrCleanFailure();
};

void TestSecretStore::keyNamesAreStable()
{
    QCOMPARE(Remote::SecretStore::keyFor(QStringLiteral("jetson"), Remote::SecretStore::Kind::Password),
        QStringLiteral("device/jetson/password"));
    QCOMPARE(Remote::SecretStore::keyFor(QStringLiteral("jetson"), Remote::SecretStore::Kind::Passphrase),
        QStringLiteral("device/jetson/passphrase"));
}

void TestSecretStore::roundTripOrCleanFailure()
{
    Remote::SecretStore store;
    const QString device = QStringLiteral("headroom-test-%1").arg(QCoreApplication::applicationPid());
    QSignalSpy written(&store, &Remote::SecretStore::secretWritten);
    store.write(device, Remote::SecretStore::Kind::Password, QByteArray("s3cret 'with' $(quotes)\n"));
    QVERIFY(written.wait(20000));
    const QString writeError = written.constFirst().at(2).toString();
    if (!writeError.isEmpty()) {
        // The failure is reported, not swallowed, and nothing can be read back.
        QSignalSpy read(&store, &Remote::SecretStore::secretRead);
        store.read(device, Remote::SecretStore::Kind::Password);
        QVERIFY(read.wait(20000));
        QVERIFY(read.constFirst().at(2).toByteArray().isEmpty());
        QSKIP(qPrintable(QStringLiteral("no system keychain here: %1").arg(writeError)));
    }
    QSignalSpy read(&store, &Remote::SecretStore::secretRead);
    store.read(device, Remote::SecretStore::Kind::Password);
    QVERIFY(read.wait(20000));
    QCOMPARE(read.constFirst().at(2).toByteArray(), QByteArray("s3cret 'with' $(quotes)\n"));
    QVERIFY(read.constFirst().at(3).toString().isEmpty());
    QSignalSpy removed(&store, &Remote::SecretStore::secretRemoved);
    store.remove(device, Remote::SecretStore::Kind::Password);
    QVERIFY(removed.wait(20000));
    QVERIFY(removed.constFirst().at(2).toString().isEmpty());
}

QTEST_GUILESS_MAIN(TestSecretStore)
#include "tst_secretstore.moc"
