#include "analysis/core/savefile.h"

#include "analysis/core/tr.h"

#include <QFile>
#include <QSaveFile>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <sys/stat.h>
#include <unistd.h>

namespace Analysis {

bool checkSaveTarget(const QString& path, QString* error)
{
    struct stat st { };
    // stat, not lstat: QSaveFile writes through a symbolic link to its target.
    if (::stat(QFile::encodeName(path).constData(), &st) != 0 || S_ISREG(st.st_mode))
        return true; // missing (or unreachable: the write then says why) or a regular file
    if (S_ISDIR(st.st_mode))
        *error = Tr::tr("Cannot write %1: it is a folder, not a file.").arg(path);
    else if (S_ISCHR(st.st_mode))
        *error = Tr::tr("Cannot write %1: it is a character device, not a regular file; Headroom writes only "
                        "regular files (use '-' for standard output where the command offers it).")
                     .arg(path);
    else if (S_ISBLK(st.st_mode))
        *error = Tr::tr("Cannot write %1: it is a block device, not a regular file.").arg(path);
    else if (S_ISFIFO(st.st_mode))
        *error = Tr::tr("Cannot write %1: it is a FIFO (named pipe), not a regular file; Headroom writes only "
                        "regular files (use '-' for standard output where the command offers it).")
                     .arg(path);
    else if (S_ISSOCK(st.st_mode))
        *error = Tr::tr("Cannot write %1: it is a socket, not a regular file.").arg(path);
    else
        *error = Tr::tr("Cannot write %1: it is not a regular file.").arg(path);
    return false;
}

bool saveFile(const QString& path, const QByteArray& data, QString* error)
{
    if (!checkSaveTarget(path, error))
        return false;
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly)) {
        *error = Tr::tr("Cannot write %1: %2").arg(path, f.errorString());
        return false;
    }
    // Not QSaveFile::write(): it buffers, and Qt 6.4's commit() does not see a flush that fails
    // in close() (on a full tmpfs it linked an empty O_TMPFILE into place and returned true);
    // a short write also loses errno ("Unknown error"). So the bytes go through the descriptor,
    // every write and the fsync checked, and the file is renamed into place only after that.
    const int fd = f.handle();
    const char* p = data.constData();
    qint64 left = data.size();
    const auto failed = [&](int code) {
        *error = Tr::tr("Cannot write %1: %2").arg(path, QString::fromLocal8Bit(std::strerror(code)));
        f.cancelWriting();
        return false;
    };
    while (left > 0) {
        const ssize_t n = ::write(fd, p, size_t(std::min<qint64>(left, qint64(1) << 20)));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return failed(n < 0 ? errno : ENOSPC);
        p += n;
        left -= n;
    }
    // Delayed allocation and I/O errors show here on some file systems, before the rename.
    if (::fsync(fd) != 0 && errno != EINVAL)
        return failed(errno);
    if (!f.commit()) {
        *error = Tr::tr("Cannot write %1: %2").arg(path, f.errorString());
        return false;
    }
    return true;
}

} // namespace Analysis
