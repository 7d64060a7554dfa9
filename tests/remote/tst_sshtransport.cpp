#include "remote/shellquote.h"
#include "remote/sshtransport.h"
#include "sshdfixture.h"

#include <QFile>
#include <QTemporaryDir>
#include <QElapsedTimer>
#include <QScopeGuard>
#include <QTest>

#include <chrono>
#include <thread>

// The SSH transport against a real OpenSSH server on 127.0.0.1 (no mock of the protocol).
class TestSshTransport : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void unknownHostKeyRefusedUntilAccepted();
    void changedHostKeyRefused();
    void wrongKeyFails();
    void wrongPasswordFails();
    void execReportsExitAndStreams();
    void hostileFileNamesSurvive_data();
    void hostileFileNamesSurvive();
    void readFromOffset();
    void frozenPeerEndsEveryCall_data();
    void frozenPeerEndsEveryCall();
    void abortEndsABlockedCallAtOnce();
    void cleanupTestCase();

private:
    Remote::SshOptions options() const
    {
        Remote::SshOptions o;
        o.processUserConfig = false;
        o.useGlobalKnownHosts = false;
        o.connectTimeoutSec = 5;
        return o;
    }

    SshdFixture m_sshd;
};

void TestSshTransport::initTestCase()
{
    const QString error = m_sshd.start();
    if (!error.isEmpty())
        QSKIP(qPrintable(error));
}

void TestSshTransport::cleanupTestCase()
{
    m_sshd.thawSessions();
    m_sshd.stop();
}

void TestSshTransport::frozenPeerEndsEveryCall_data()
{
    QTest::addColumn<QString>("call");
    for (const char* call : { "readFrom", "download", "upload", "exec", "keepAlive" })
        QTest::addRow("%s", call) << QString::fromLatin1(call);
}

// The peer stops answering without closing the link (SIGSTOP of the sshd processes serving it):
// each blocking call ends by the dead-peer timeout with the link down, instead of waiting for
// ever (SFTP's reply loop did: over ten minutes). Bounded by a minute here only so that a
// regression fails instead of hanging; the call itself takes the 2 s timeout and a little.
void TestSshTransport::frozenPeerEndsEveryCall()
{
    QFETCH(QString, call);
    QVERIFY(m_sshd.trustHostKey());
    QTemporaryDir dir;
    const QByteArray file = QFile::encodeName(dir.filePath(QStringLiteral("file")));
    QFile f(QFile::decodeName(file));
    QVERIFY(f.open(QIODevice::WriteOnly) && f.write(QByteArray(100000, 'x')) == 100000);
    f.close();
    Remote::Device device = m_sshd.device();
    device.deadPeerTimeoutSec = 2; // per device, over the options' default
    Remote::SshTransport ssh(device, {}, options());
    QVERIFY(ssh.open().ok);
    QVERIFY(ssh.readFrom(file, 0, 10).ok); // SFTP is up before the freeze
    QVERIFY(m_sshd.freezeSessions() > 0);
    auto thaw = qScopeGuard([this] { m_sshd.thawSessions(); });
    QElapsedTimer timer;
    timer.start();
    bool ok = true;
    QString message;
    if (call == u"readFrom") {
        const Remote::ReadResult r = ssh.readFrom(file, 0, 100000);
        ok = r.ok;
        message = r.error;
    } else if (call == u"download") {
        const Remote::StepResult r = ssh.download(file, dir.filePath(QStringLiteral("copy")));
        ok = r.ok;
        message = r.message;
    } else if (call == u"upload") {
        const Remote::StepResult r = ssh.upload(QFile::decodeName(file), file + ".up");
        ok = r.ok;
        message = r.message;
    } else if (call == u"exec") {
        const Remote::ExecResult r = ssh.exec({ "true" }, 60000);
        ok = r.ok();
        message = r.error;
    } else {
        ok = ssh.keepAlive();
    }
    const qint64 ms = timer.elapsed();
    qInfo("%s ended after %lld ms: %s", qPrintable(call), ms, qPrintable(message));
    QVERIFY(!ok);
    QVERIFY(!ssh.isOpen());
    QVERIFY(ms >= 1500); // the timeout, not some other error
    QVERIFY(ms < 60000);
    if (call != u"keepAlive" && call != u"exec")
        QVERIFY2(message.contains(QLatin1String("dead-peer")), qPrintable(message));
    m_sshd.thawSessions();
    thaw.dismiss();
    QVERIFY(ssh.open().ok); // and the link can be made again
}

// Cancelling a run whose link froze: the abort flag ends the blocked call within a fraction of
// a second, and the transport refuses to connect again.
void TestSshTransport::abortEndsABlockedCallAtOnce()
{
    QVERIFY(m_sshd.trustHostKey());
    QTemporaryDir dir;
    const QByteArray file = QFile::encodeName(dir.filePath(QStringLiteral("file")));
    QFile f(QFile::decodeName(file));
    QVERIFY(f.open(QIODevice::WriteOnly) && f.write("x") == 1);
    f.close();
    Remote::SshOptions o = options();
    o.deadPeerTimeoutSec = 600; // only the abort can end the call in time
    o.abort = std::make_shared<std::atomic_bool>(false);
    Remote::SshTransport ssh(m_sshd.device(), {}, o);
    QVERIFY(ssh.open().ok);
    QVERIFY(ssh.readFrom(file, 0, 10).ok);
    QVERIFY(m_sshd.freezeSessions() > 0);
    const auto thaw = qScopeGuard([this] { m_sshd.thawSessions(); });
    const auto abort = o.abort;
    QElapsedTimer timer;
    timer.start();
    std::thread canceller([abort] {
        std::this_thread::sleep_for(std::chrono::milliseconds(500));
        *abort = true;
    });
    const Remote::ReadResult r = ssh.readFrom(file, 0, 10);
    const qint64 ms = timer.elapsed();
    canceller.join();
    qInfo("the aborted read ended after %lld ms: %s", ms, qPrintable(r.error));
    QVERIFY(!r.ok);
    QVERIFY2(r.error.contains(QLatin1String("cancelled")), qPrintable(r.error));
    QVERIFY(ms < 5000); // the bound for cancelling in any state
    const Remote::StepResult again = ssh.open();
    QVERIFY(!again.ok);
    QVERIFY2(again.message.contains(QLatin1String("cancelled")), qPrintable(again.message));
}

void TestSshTransport::unknownHostKeyRefusedUntilAccepted()
{
    QFile::remove(m_sshd.knownHostsFile());
    Remote::SshTransport ssh(m_sshd.device(), {}, options());
    Remote::StepResult r = ssh.open();
    QVERIFY(!r.ok);
    QVERIFY(!ssh.isOpen());
    QCOMPARE(ssh.hostKeyState(), Remote::SshTransport::HostKey::Unknown);
    // The fingerprint shown is OpenSSH's, so the user can compare it with ssh-keygen -lf.
    QCOMPARE(ssh.hostKeyFingerprint(), m_sshd.hostFingerprint());
    QVERIFY(r.message.contains(m_sshd.hostFingerprint()));
    QVERIFY(!QFile::exists(m_sshd.knownHostsFile()));
    QVERIFY(!ssh.exec({ "true" }).started);

    // Accepting a different fingerprint than the one shown does nothing.
    QVERIFY(!ssh.acceptHostKey(QStringLiteral("SHA256:AAAA")).ok);
    QVERIFY(!QFile::exists(m_sshd.knownHostsFile()));

    r = ssh.acceptHostKey(m_sshd.hostFingerprint());
    QVERIFY2(r.ok, qPrintable(r.message));
    QFile known(m_sshd.knownHostsFile());
    QVERIFY(known.open(QIODevice::ReadOnly));
    const QByteArray line = known.readAll();
    const QByteArray prefix = "[127.0.0.1]:" + QByteArray::number(m_sshd.port()) + ' ';
    QVERIFY2(line.startsWith(prefix), line.constData());

    r = ssh.open();
    QVERIFY2(r.ok, qPrintable(r.message));
    QCOMPARE(ssh.hostKeyState(), Remote::SshTransport::HostKey::Known);
    QVERIFY(ssh.exec({ "true" }).ok());
}

void TestSshTransport::changedHostKeyRefused()
{
    QVERIFY(m_sshd.trustHostKey());
    const QString oldFingerprint = m_sshd.hostFingerprint();
    const QString error = m_sshd.restartWithNewHostKey();
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(m_sshd.hostFingerprint() != oldFingerprint);

    Remote::SshTransport ssh(m_sshd.device(), {}, options());
    const Remote::StepResult r = ssh.open();
    QVERIFY(!r.ok);
    QCOMPARE(ssh.hostKeyState(), Remote::SshTransport::HostKey::Changed);
    QVERIFY2(r.message.contains(QStringLiteral("CHANGED")), qPrintable(r.message));
    QVERIFY(!ssh.isOpen());
    // No override: accepting is refused for a changed key.
    QVERIFY(!ssh.acceptHostKey(m_sshd.hostFingerprint()).ok);
    QVERIFY(m_sshd.trustHostKey()); // back to a trusted key for the following tests
}

void TestSshTransport::wrongKeyFails()
{
    QVERIFY(m_sshd.trustHostKey());
    Remote::Device device = m_sshd.device();
    device.keyFile = m_sshd.otherClientKey();
    Remote::SshTransport ssh(device, {}, options());
    const Remote::StepResult r = ssh.open();
    QVERIFY(!r.ok);
    QVERIFY(!ssh.isOpen());
    QVERIFY2(r.message.contains(QStringLiteral("refused")), qPrintable(r.message));
    QCOMPARE(ssh.hostKeyState(), Remote::SshTransport::HostKey::Known);

    device.keyFile = m_sshd.dir() + QStringLiteral("/no-such-key");
    Remote::SshTransport missing(device, {}, options());
    QVERIFY(!missing.open().ok);
}

void TestSshTransport::wrongPasswordFails()
{
    // The server allows keys only unless asked; a second server with passwords on is started
    // here. A wrong password must fail whether or not the user has one.
    SshdFixture withPasswords;
    const QString error = withPasswords.start(true);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(withPasswords.trustHostKey());
    Remote::Device device = withPasswords.device();
    device.auth = Remote::Device::Auth::Password;
    Remote::Credentials credentials;
    credentials.password = "definitely-not-the-password";
    Remote::SshTransport ssh(device, credentials, options());
    const Remote::StepResult r = ssh.open();
    QVERIFY(!r.ok);
    QVERIFY(!ssh.isOpen());
    QVERIFY2(r.message.contains(QStringLiteral("password")), qPrintable(r.message));
}

void TestSshTransport::execReportsExitAndStreams()
{
    QVERIFY(m_sshd.trustHostKey());
    Remote::SshTransport ssh(m_sshd.device(), {}, options());
    QVERIFY(ssh.open().ok);
    const Remote::ExecResult r = ssh.execShell("echo out; echo err >&2; exit 3");
    QVERIFY(r.started);
    QCOMPARE(r.exitCode, 3);
    QCOMPARE(r.out, QByteArray("out\n"));
    QCOMPARE(r.err, QByteArray("err\n"));
    QVERIFY(ssh.keepAlive());
}

void TestSshTransport::hostileFileNamesSurvive_data()
{
    QTest::addColumn<QByteArray>("name");
    QTest::addRow("apostrophe") << QByteArray("it's");
    QTest::addRow("command-substitution") << QByteArray("$(date)");
    QTest::addRow("backticks") << QByteArray("`id`");
    QTest::addRow("newline") << QByteArray("two\nlines");
    QTest::addRow("spaces") << QByteArray(" a b ");
    QTest::addRow("leading-dash") << QByteArray("-rf");
    QByteArray all;
    for (int b = 1; b < 256; ++b)
        if (b != '/')
            all += char(b);
    QTest::addRow("all-bytes") << all;
}

void TestSshTransport::hostileFileNamesSurvive()
{
    QFETCH(QByteArray, name);
    QVERIFY(m_sshd.trustHostKey());
    Remote::SshTransport ssh(m_sshd.device(), {}, options());
    QVERIFY(ssh.open().ok);
    QTemporaryDir local;
    const QByteArray remoteDir = QFile::encodeName(m_sshd.dir()) + "/hostile";
    QVERIFY(ssh.exec({ "mkdir", "-p", remoteDir }).ok());
    const QByteArray remotePath = remoteDir + '/' + name;

    QFile source(local.filePath(QStringLiteral("source")));
    QVERIFY(source.open(QIODevice::WriteOnly));
    const QByteArray content = "payload for " + name + '\n';
    source.write(content);
    source.close();

    Remote::StepResult r = ssh.upload(source.fileName(), remotePath);
    QVERIFY2(r.ok, qPrintable(r.message));
    // The name as an argument to a command on the device.
    const Remote::ExecResult cat = ssh.exec({ "cat", "--", remotePath });
    QVERIFY2(cat.ok(), cat.err.constData());
    QCOMPARE(cat.out, content);
    const Remote::ExecResult listed = ssh.execShell("cd " + Remote::shellQuote(remoteDir) + " && ls -1A");
    QVERIFY(listed.ok());
    QVERIFY(listed.out.contains(name));
    r = ssh.download(remotePath, local.filePath(QStringLiteral("back")));
    QVERIFY2(r.ok, qPrintable(r.message));
    QFile back(local.filePath(QStringLiteral("back")));
    QVERIFY(back.open(QIODevice::ReadOnly));
    QCOMPARE(back.readAll(), content);
    QVERIFY(ssh.exec({ "rm", "--", remotePath }).ok());
}

void TestSshTransport::readFromOffset()
{
    QVERIFY(m_sshd.trustHostKey());
    Remote::SshTransport ssh(m_sshd.device(), {}, options());
    QVERIFY(ssh.open().ok);
    const QByteArray path = QFile::encodeName(m_sshd.dir()) + "/growing.txt";
    QVERIFY(ssh.exec({ "sh", "-c", "printf 0123456789 > \"$1\"", "sh", path }).ok());
    Remote::ReadResult r = ssh.readFrom(path, 4, 3);
    QVERIFY(r.ok && r.exists);
    QCOMPARE(r.data, QByteArray("456"));
    r = ssh.readFrom(path, 10, 100);
    QVERIFY(r.ok);
    QVERIFY(r.data.isEmpty());
    r = ssh.readFrom(path + ".missing", 0, 100);
    QVERIFY(r.ok);
    QVERIFY(!r.exists);
}

QTEST_GUILESS_MAIN(TestSshTransport)
#include "tst_sshtransport.moc"
