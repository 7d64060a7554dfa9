#include "analysis/core/inputfile.h"

#include "analysis/core/tr.h"

#include <QCryptographicHash>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace Analysis {
namespace {

QString kindRefusal(mode_t mode)
{
    if (S_ISDIR(mode))
        return Tr::tr("this is a folder, not a file");
    if (S_ISCHR(mode))
        return Tr::tr("this is a character device (such as /dev/zero or a terminal), not a file; it is not read");
    if (S_ISBLK(mode))
        return Tr::tr("this is a block device (a disk), not a file; it is not read");
    if (S_ISFIFO(mode))
        return Tr::tr("this is a FIFO (named pipe), not a file; it is not opened, since that would wait for a writer");
    if (S_ISSOCK(mode))
        return Tr::tr("this is a socket, not a file; it is not read");
    return Tr::tr("this is not a regular file; it is not read");
}

QString tooLarge(qint64 size, qint64 maxBytes)
{
    return Tr::tr("the file is %1 MiB; the largest file Headroom reads is %2 MiB").arg(size >> 20).arg(maxBytes >> 20);
}

} // namespace

QString notARegularFile(const QString& path)
{
    struct stat st;
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return Tr::tr("cannot open: %1").arg(QString::fromLocal8Bit(std::strerror(errno)));
    return S_ISREG(st.st_mode) ? QString() : kindRefusal(st.st_mode);
}

bool openInputFile(QFile& file, const QString& path, qint64 maxBytes, QString* error)
{
    const QString before = notARegularFile(path);
    if (!before.isEmpty()) {
        *error = before;
        return false;
    }
    // O_NONBLOCK: should the path become a FIFO after the stat, open() still returns at once.
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        *error = Tr::tr("cannot open: %1").arg(QString::fromLocal8Bit(std::strerror(errno)));
        return false;
    }
    struct stat st { };
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        *error = kindRefusal(st.st_mode);
        ::close(fd);
        return false;
    }
    if (st.st_size > maxBytes) {
        *error = tooLarge(st.st_size, maxBytes);
        ::close(fd);
        return false;
    }
    if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        *error = Tr::tr("cannot open: %1").arg(file.errorString());
        ::close(fd);
        return false;
    }
    return true;
}

std::optional<QByteArray> readInputFile(const QString& path, qint64 maxBytes, QString* error)
{
    QFile file;
    if (!openInputFile(file, path, maxBytes, error))
        return std::nullopt;
    QByteArray data;
    data.reserve(static_cast<qsizetype>(file.size()));
    // Chunks, not read(maxBytes + 1): that would allocate the whole bound for a file of 0 reported bytes.
    constexpr qint64 kChunk = qint64(1) << 20;
    for (;;) {
        const qint64 want = std::min(kChunk, maxBytes + 1 - data.size());
        const QByteArray chunk = file.read(want);
        if (chunk.isEmpty()) {
            if (file.error() != QFileDevice::NoError) {
                *error = Tr::tr("cannot read: %1").arg(file.errorString());
                return std::nullopt;
            }
            break;
        }
        data += chunk;
        if (data.size() > maxBytes) {
            *error = tooLarge(data.size(), maxBytes);
            return std::nullopt;
        }
    }
    return data;
}

TextEncoding textEncoding(std::string_view head)
{
    auto at = [&head](size_t i) { return static_cast<unsigned char>(head[i]); };
    if (head.size() >= 3 && at(0) == 0xEF && at(1) == 0xBB && at(2) == 0xBF)
        return TextEncoding::Utf8Bom;
    // FF FE also starts binary junk: a UTF-16 mark counts when what follows can be UTF-16 (an even
    // length, or the NULs that any ASCII character brings).
    const bool utf16Body = head.size() % 2 == 0 || head.substr(0, 512).find('\0') != std::string_view::npos;
    if (head.size() >= 2 && at(0) == 0xFF && at(1) == 0xFE && utf16Body)
        return TextEncoding::Utf16LE;
    if (head.size() >= 2 && at(0) == 0xFE && at(1) == 0xFF && utf16Body)
        return TextEncoding::Utf16BE;
    // Without a mark: ASCII in UTF-16 has a NUL in every other byte. Binary files have NULs too,
    // but not nearly all of them on one side.
    const size_t n = std::min<size_t>(head.size(), 512) & ~size_t(1);
    if (n < 4)
        return TextEncoding::Utf8;
    size_t evenNul = 0, oddNul = 0;
    for (size_t i = 0; i < n; i += 2) {
        evenNul += at(i) == 0;
        oddNul += at(i + 1) == 0;
    }
    const size_t pairs = n / 2;
    if (oddNul * 2 > pairs && evenNul * 10 <= pairs)
        return TextEncoding::Utf16LE;
    if (evenNul * 2 > pairs && oddNul * 10 <= pairs)
        return TextEncoding::Utf16BE;
    return TextEncoding::Utf8;
}

std::string_view withoutBom(std::string_view head)
{
    return textEncoding(head) == TextEncoding::Utf8Bom ? head.substr(kUtf8BomBytes) : head;
}

QString utf16Refusal(TextEncoding encoding)
{
    return encoding == TextEncoding::Utf16BE
        ? Tr::tr("the file is UTF-16 (big-endian) text; Headroom reads UTF-8: convert it first (iconv -f UTF-16BE "
                 "-t UTF-8)")
        : Tr::tr("the file is UTF-16 (little-endian) text; Headroom reads UTF-8: convert it first (iconv -f "
                 "UTF-16LE -t UTF-8)");
}

MappedInputFile::~MappedInputFile()
{
    if (m_data)
        m_file.unmap(reinterpret_cast<uchar*>(const_cast<char*>(m_data)));
}

bool MappedInputFile::open(const QString& path, qint64 maxBytes, QString* error)
{
    if (!openInputFile(m_file, path, maxBytes, error))
        return false;
    m_size = m_file.size();
    if (m_size > 0)
        m_data = reinterpret_cast<const char*>(m_file.map(0, m_size));
    if (!m_data) {
        m_size = 0;
        error->clear();
        return false;
    }
    return true;
}

void MappedInputFile::releaseUpTo(const char* end)
{
    static const qint64 page = std::max(4096L, ::sysconf(_SC_PAGESIZE));
    if (!m_data || end < m_data)
        return;
    // Whole pages only, from the first not released yet up to the page end falls in; the mapping
    // starts on a page boundary.
    const qint64 upTo = std::min<qint64>(end - m_data, m_size) / page * page;
    if (upTo <= m_released)
        return;
    ::madvise(const_cast<char*>(m_data) + m_released, size_t(upTo - m_released), MADV_DONTNEED);
    m_released = upTo;
}

std::optional<FileDigest> digestOfFile(const QString& path, qint64 maxBytes, QString* error)
{
    QFile f;
    if (!openInputFile(f, path, maxBytes, error))
        return std::nullopt;
    QCryptographicHash hash(QCryptographicHash::Sha256);
    FileDigest d;
    QByteArray buffer(4 << 20, Qt::Uninitialized);
    for (;;) {
        const qint64 n = f.read(buffer.data(), buffer.size());
        if (n < 0) {
            *error = f.errorString();
            return std::nullopt;
        }
        if (n == 0)
            break;
        d.size += n;
        if (d.size > maxBytes) {
            *error = tooLarge(d.size, maxBytes);
            return std::nullopt;
        }
        hash.addData(QByteArrayView(buffer.constData(), n));
    }
    d.sha256Hex = hash.result().toHex();
    return d;
}

} // namespace Analysis
