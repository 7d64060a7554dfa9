#pragma once

// The one way Headroom reads a file given from outside (a log, a plan, an input, a run folder's
// files): only a regular file is opened, and never more than a bound is read. `headroom analyze
// /dev/zero` once ended in std::bad_alloc after 2 GB, /dev/urandom grew without end, and a FIFO
// with no writer hung in open() (issue 19, item 6). And the one place that knows text encodings:
// a UTF-8 byte-order mark is skipped, UTF-16 is named as such (item 8).

#include <QByteArray>
#include <QFile>
#include <QString>

#include <optional>
#include <string_view>

namespace Analysis {

// The most read of any one file: the store keeps raw files up to the same size (Store::kMaxRawFileBytes).
inline constexpr qint64 kMaxInputFileBytes = qint64(256) << 20;

// Why path cannot be read as a file, as a sentence without the path (callers name it): missing, a
// folder, a character or block device, a FIFO, a socket. Empty for a regular file (or a symbolic
// link to one). Decided with stat(), never by opening: open() of a FIFO waits for a writer.
QString notARegularFile(const QString& path);

// Opens path read-only when it is a regular file of at most maxBytes, checked before the open
// (stat) and again on the opened descriptor (fstat), so a file swapped for a FIFO or a device in
// between is refused too; the open itself is non-blocking, so it never waits. On failure: false,
// and *error says why (without the path).
bool openInputFile(QFile& file, const QString& path, qint64 maxBytes, QString* error);

// The whole of a regular file, never more than maxBytes of it: a /proc file reports size 0 and is
// read to its end, and one that grows past maxBytes meanwhile is refused.
std::optional<QByteArray> readInputFile(const QString& path, qint64 maxBytes, QString* error);

// A regular file (as openInputFile takes it) mapped read-only, for a parse that reads it once from
// the start: releaseUpTo() gives back the pages behind the reader (they are read again from the
// page cache if touched again, same bytes), so a log of hundreds of megabytes is never resident
// whole (issue 27). Empty files and files that cannot be mapped (a /proc file says size 0): open()
// is false with an empty *error, and the caller reads them another way.
class MappedInputFile {
public:
    MappedInputFile() = default;
    MappedInputFile(const MappedInputFile&) = delete;
    MappedInputFile& operator=(const MappedInputFile&) = delete;
    ~MappedInputFile();
    bool open(const QString& path, qint64 maxBytes, QString* error);
    const char* data() const { return m_data; }
    qint64 size() const { return m_size; }
    // The whole file as bytes, without a copy (valid while this object lives).
    QByteArray bytes() const { return QByteArray::fromRawData(m_data, m_size); }
    void releaseUpTo(const char* end);

private:
    QFile m_file;
    const char* m_data = nullptr;
    qint64 m_size = 0;
    qint64 m_released = 0;
};

// The SHA-256 (hex) and size of a regular file, read in pieces through a small buffer (not held).
// Nothing when it cannot be read; *error says why.
struct FileDigest {
    QByteArray sha256Hex;
    qint64 size = 0;
};
std::optional<FileDigest> digestOfFile(const QString& path, qint64 maxBytes, QString* error);

// What the first bytes of a text say about its encoding: a UTF-8 byte-order mark (EF BB BF), a
// UTF-16 one (FF FE, FE FF), or UTF-16 without a mark (every other byte NUL, as ASCII text in
// UTF-16 is). Anything else is taken as UTF-8.
enum class TextEncoding { Utf8, Utf8Bom, Utf16LE, Utf16BE };
TextEncoding textEncoding(std::string_view head);
inline constexpr qsizetype kUtf8BomBytes = 3;
// head without a leading UTF-8 byte-order mark.
std::string_view withoutBom(std::string_view head);
// "the file is UTF-16 (little-endian) text; Headroom reads UTF-8 ..." for Utf16LE/Utf16BE.
QString utf16Refusal(TextEncoding encoding);

} // namespace Analysis
