#pragma once

#include "remote/device.h"

#include <QProcess>
#include <QString>
#include <QTemporaryDir>

#include <csignal>

// A real OpenSSH server on 127.0.0.1 for the remote tests: its own host key, client key and
// authorized_keys in a temp dir, a free port, run as a child of the test and stopped with it. A non-root sshd can log in only as its own user, so
// the device user is always the user running the test.
class SshdFixture {
public:
    SshdFixture();
    ~SshdFixture();

    // Empty on success, else why the server could not start (the test QSKIPs or fails with it).
    // sftp false: sshd without its SFTP subsystem (a board whose sshd_config lost the line).
    QString start(bool passwordAuthentication = false, bool sftp = true);
    void stop();
    // Replaces the host key and restarts on the same port (the "changed host key" case).
    QString restartWithNewHostKey();
    // Kills the sshd processes serving connections (children of the listener), so clients see
    // their link drop while the listener keeps accepting. Returns how many were killed.
    int killSessions();
    // Sends signal to every sshd process serving a connection (SIGSTOP: a peer that stops
    // answering without closing the link, as a frozen board does; SIGCONT undoes it).
    int freezeSessions() { return signalSessions(SIGSTOP, true); }
    int thawSessions() { return signalSessions(SIGCONT, true); }

    QString dir() const { return m_dir.path(); }
    int port() const { return m_port; }
    QString clientKey() const { return m_dir.filePath(QStringLiteral("id_ed25519")); }
    QString otherClientKey() const { return m_dir.filePath(QStringLiteral("id_other")); }
    QString knownHostsFile() const { return m_dir.filePath(QStringLiteral("known_hosts")); }
    QString hostPublicKey() const { return m_dir.filePath(QStringLiteral("host_ed25519.pub")); }
    // Writes the current host key into knownHostsFile() as OpenSSH would ("[127.0.0.1]:PORT").
    bool trustHostKey();
    // `ssh-keygen -lf host_ed25519.pub`'s SHA256 fingerprint.
    QString hostFingerprint() const;
    // A device for this server with key auth and the fixture's known_hosts.
    Remote::Device device() const;
    static QString userName();

private:
    int signalSessions(int signal, bool wholeTree);
    static QString run(const QString& program, const QStringList& args, QByteArray* out = nullptr);
    QString makeHostKey();

    QTemporaryDir m_dir;
    QProcess m_sshd;
    int m_port = 0;
    bool m_passwordAuthentication = false;
};
