#pragma once

#include "remote/device.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace Remote {

struct ExecResult {
    bool started = false; // false: the command never ran (no connection, no shell)
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    QString error; // translated, when !started or on timeout
    bool ok() const { return started && exitCode == 0; }
};

struct ReadResult {
    bool ok = false;
    bool exists = false; // false with ok: the file is not there (yet)
    QByteArray data;
    QString error;
};

// The narrow interface between Headroom and a device: run a command, move files, read a file
// from an offset (to follow a growing events.jsonl). The local machine and SSH devices both
// implement it, so deploy steps and probe sessions never know which one they talk to.
// Remote paths are bytes: a device's file names need not be UTF-8.
// Not thread-safe: one transport lives on one thread (libssh sessions must not be shared).
class Transport {
public:
    virtual ~Transport();

    // Connects and authenticates. Local: always ok.
    virtual StepResult open() = 0;
    virtual bool isOpen() const = 0;
    virtual void close() = 0;

    // Runs argv on the device; every argument is quoted (shellquote.h), none reaches the shell raw.
    ExecResult exec(const QList<QByteArray>& argv, int timeoutMs = 30000);
    // Runs a command line through the device's /bin/sh. The caller has quoted every user value.
    // Its stdout and stderr are framed by a random marker, so whatever the device user's login
    // shell prints around it (.bashrc, ~/.ssh/rc) never reaches out or err; exitCode is the
    // command's own status.
    ExecResult execShell(const QByteArray& command, int timeoutMs = 30000);
    // The framed command line execShell sends (exposed for the test of the frame).
    static QByteArray frame(const QByteArray& command, const QByteArray& marker);

    virtual StepResult upload(const QString& localPath, const QByteArray& remotePath, int mode = 0644) = 0;
    virtual StepResult download(const QByteArray& remotePath, const QString& localPath) = 0;
    // Up to maxBytes of remotePath from offset on.
    virtual ReadResult readFrom(const QByteArray& remotePath, qint64 offset, qint64 maxBytes) = 0;
    // Sends a keepalive where the link needs one; false when the link is gone.
    virtual bool keepAlive() { return isOpen(); }
    // Bytes written to the device by upload() since construction (the deploy test checks that a
    // second deploy writes none).
    qint64 bytesUploaded() const { return m_bytesUploaded; }
    // Commands run since construction: each costs the device's login shell, which can be the
    // largest part of a deploy (the deploy test checks that a cached deploy runs one).
    int commandsRun() const { return m_commandsRun; }

protected:
    virtual ExecResult runShell(const QByteArray& command, int timeoutMs) = 0;
    qint64 m_bytesUploaded = 0;

private:
    int m_commandsRun = 0;
};

} // namespace Remote
