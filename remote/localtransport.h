#pragma once

#include "remote/transport.h"

namespace Remote {

// This machine as a device, through the same interface as SSH: commands through /bin/sh,
// files with plain POSIX calls (so byte file names survive exactly as on a device).
// Not final: the tests derive a device whose login shell prints around every command.
class LocalTransport : public Transport {
public:
    StepResult open() override { return { true, {} }; }
    bool isOpen() const override { return true; }
    void close() override { }

    StepResult upload(const QString& localPath, const QByteArray& remotePath, int mode = 0644) override;
    StepResult download(const QByteArray& remotePath, const QString& localPath) override;
    ReadResult readFrom(const QByteArray& remotePath, qint64 offset, qint64 maxBytes) override;

protected:
    ExecResult runShell(const QByteArray& command, int timeoutMs) override;
};

} // namespace Remote
