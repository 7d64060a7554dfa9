#include "remote/localtransport.h"

#include "remote/tr.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryFile>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace Remote {
namespace {
QString errnoText()
{
    return QString::fromLocal8Bit(std::strerror(errno));
}

// Copies between two open descriptors; false on the first short or failed write.
bool copyFd(int from, int to, qint64* copied)
{
    char buffer[64 * 1024];
    for (;;) {
        const ssize_t n = ::read(from, buffer, sizeof buffer);
        if (n == 0)
            return true;
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return false;
        }
        ssize_t done = 0;
        while (done < n) {
            const ssize_t w = ::write(to, buffer + done, size_t(n - done));
            if (w < 0) {
                if (errno == EINTR)
                    continue;
                return false;
            }
            done += w;
        }
        *copied += n;
    }
}

StepResult copyFile(const QByteArray& from, const QByteArray& to, int mode, qint64* copied)
{
    const int in = ::open(from.constData(), O_RDONLY | O_CLOEXEC);
    if (in < 0)
        return { false, Tr::tr("Cannot read \"%1\": %2").arg(QString::fromLocal8Bit(from), errnoText()) };
    const int out = ::open(to.constData(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode);
    if (out < 0) {
        const QString text = errnoText();
        ::close(in);
        return { false, Tr::tr("Cannot write \"%1\": %2").arg(QString::fromLocal8Bit(to), text) };
    }
    const bool ok = copyFd(in, out, copied);
    const QString text = errnoText();
    ::close(in);
    const bool closed = ::close(out) == 0;
    if (!ok || !closed)
        return { false, Tr::tr("Copying \"%1\" failed: %2").arg(QString::fromLocal8Bit(from), text) };
    ::chmod(to.constData(), mode_t(mode));
    return { true, {} };
}
} // namespace

ExecResult LocalTransport::runShell(const QByteArray& command, int timeoutMs)
{
    ExecResult result;
    QProcess process;
    // QProcess takes text arguments; a command with bytes that are not UTF-8 (a hostile file
    // name) would be changed on the way. Such a command goes through a script file instead.
    QTemporaryFile script;
    const QString text = QString::fromLocal8Bit(command);
    if (text.toLocal8Bit() == command) {
        process.setArguments({ QStringLiteral("-c"), text });
    } else {
        if (!script.open() || script.write(command) != command.size() || !script.flush()) {
            result.error = Tr::tr("Cannot write a temporary script: %1").arg(script.errorString());
            return result;
        }
        process.setArguments({ script.fileName() });
    }
    process.setProgram(QStringLiteral("/bin/sh"));
    process.start(QIODevice::ReadWrite);
    if (!process.waitForStarted(timeoutMs)) {
        result.error = Tr::tr("Cannot start /bin/sh: %1").arg(process.errorString());
        return result;
    }
    process.closeWriteChannel();
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished(1000);
        result.error = Tr::tr("The command did not finish within %1 ms.").arg(timeoutMs);
        result.out = process.readAllStandardOutput();
        result.err = process.readAllStandardError();
        return result;
    }
    result.started = true;
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : 128 + 9;
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    return result;
}

StepResult LocalTransport::upload(const QString& localPath, const QByteArray& remotePath, int mode)
{
    return copyFile(QFile::encodeName(localPath), remotePath, mode, &m_bytesUploaded);
}

StepResult LocalTransport::download(const QByteArray& remotePath, const QString& localPath)
{
    qint64 copied = 0;
    return copyFile(remotePath, QFile::encodeName(localPath), 0644, &copied);
}

ReadResult LocalTransport::readFrom(const QByteArray& remotePath, qint64 offset, qint64 maxBytes)
{
    ReadResult result;
    const int fd = ::open(remotePath.constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        result.ok = errno == ENOENT;
        result.error = errnoText();
        return result;
    }
    result.ok = result.exists = true;
    result.data.resize(maxBytes);
    qint64 got = 0;
    while (got < maxBytes) {
        const ssize_t n = ::pread(fd, result.data.data() + got, size_t(maxBytes - got), off_t(offset + got));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            if (n < 0) {
                result.ok = false;
                result.error = errnoText();
            }
            break;
        }
        got += n;
    }
    ::close(fd);
    result.data.truncate(got);
    return result;
}

} // namespace Remote
