#include "analysis/plan/inputlength.h"

#include "analysis/core/inputfile.h"
#include "analysis/core/tr.h"

#include <QFile>
#include <QRegularExpression>

namespace Analysis {
namespace {

// A streaming strict UTF-8 counter, so that a long input is read in chunks, never whole.
class Utf8Counter {
public:
    void feed(const char* data, qint64 n)
    {
        for (qint64 i = 0; i < n; ++i)
            step(static_cast<unsigned char>(data[i]));
    }

    Utf8Scan finish()
    {
        markInvalid(m_pending); // a sequence cut off by the end of the text
        m_pending = 0;
        return m_scan;
    }

private:
    void step(unsigned char c)
    {
        if (m_need > 0) {
            if (c >= m_lo && c <= m_hi) {
                ++m_pending;
                m_lo = 0x80;
                m_hi = 0xBF;
                if (--m_need == 0) {
                    ++m_scan.codePoints;
                    m_pending = 0;
                }
                advance(c);
                return;
            }
            // The sequence broke off: its bytes are invalid, this byte starts afresh (the same
            // count GNU wc gets by skipping one byte at a time).
            markInvalid(m_pending);
            m_pending = 0;
            m_need = 0;
        }
        if (c < 0x80) {
            ++m_scan.codePoints;
        } else if (c >= 0xC2 && c <= 0xDF) {
            start(1, 0x80, 0xBF);
        } else if (c == 0xE0) {
            start(2, 0xA0, 0xBF); // no overlong 3-byte forms
        } else if (c == 0xED) {
            start(2, 0x80, 0x9F); // no UTF-16 surrogates
        } else if (c >= 0xE1 && c <= 0xEF) {
            start(2, 0x80, 0xBF);
        } else if (c == 0xF0) {
            start(3, 0x90, 0xBF); // no overlong 4-byte forms
        } else if (c >= 0xF1 && c <= 0xF3) {
            start(3, 0x80, 0xBF);
        } else if (c == 0xF4) {
            start(3, 0x80, 0x8F); // nothing above U+10FFFF
        } else {
            markInvalid(1);
        }
        advance(c);
    }

    void start(int need, unsigned char lo, unsigned char hi)
    {
        m_need = need;
        m_lo = lo;
        m_hi = hi;
        m_pending = 1;
    }

    void markInvalid(int64_t count)
    {
        if (count <= 0)
            return;
        // Invalid bytes always start at the current sequence: a lone bad byte is a sequence of one.
        if (m_scan.firstInvalidOffset < 0) {
            m_scan.firstInvalidOffset = m_sequenceStart;
            m_scan.firstInvalidLine = m_lineAtSequenceStart;
        }
        m_scan.invalidBytes += count;
    }

    void advance(unsigned char c)
    {
        ++m_scan.bytes;
        if (c == '\n')
            ++m_line;
        if (m_need == 0) {
            m_sequenceStart = m_scan.bytes;
            m_lineAtSequenceStart = m_line;
        }
    }

    Utf8Scan m_scan;
    int m_need = 0;
    int64_t m_pending = 0;
    unsigned char m_lo = 0x80;
    unsigned char m_hi = 0xBF;
    int64_t m_sequenceStart = 0;
    int m_line = 1;
    int m_lineAtSequenceStart = 1;
};

} // namespace

Utf8Scan scanUtf8(const QByteArray& bytes)
{
    Utf8Counter counter;
    counter.feed(bytes.constData(), bytes.size());
    return counter.finish();
}

InputLength measureInputFile(const QString& path)
{
    InputLength length;
    QFile file;
    QString why;
    if (!openInputFile(file, path, kMaxInputFileBytes, &why)) {
        length.error = Tr::tr("Cannot read the input %1: %2").arg(path, why);
        return length;
    }
    Utf8Counter counter;
    QByteArray chunk(1 << 20, Qt::Uninitialized);
    // Bounded by the file's size: read() returns 0 at the end and -1 on an error.
    for (qint64 total = 0;;) {
        const qint64 n = file.read(chunk.data(), chunk.size());
        if (n < 0) {
            length.error = Tr::tr("Cannot read the input %1: %2").arg(path, file.errorString());
            return length;
        }
        if (n == 0)
            break;
        qint64 from = 0;
        if (total == 0) {
            const TextEncoding encoding = textEncoding(std::string_view(chunk.constData(), static_cast<size_t>(n)));
            if (encoding == TextEncoding::Utf16LE || encoding == TextEncoding::Utf16BE) {
                length.error = Tr::tr("Cannot count the input %1: %2").arg(path, utf16Refusal(encoding));
                return length;
            }
            // A byte-order mark is no character of the text: said, not counted.
            length.bom = encoding == TextEncoding::Utf8Bom;
            from = length.bom ? kUtf8BomBytes : 0;
        }
        total += n;
        if (total > kMaxInputFileBytes) { // grew while read
            length.error = Tr::tr("Cannot read the input %1: %2")
                               .arg(path, Tr::tr("larger than %1 MiB").arg(kMaxInputFileBytes >> 20));
            return length;
        }
        counter.feed(chunk.constData() + from, n - from);
    }
    const Utf8Scan scan = counter.finish();
    length.bytes = scan.bytes;
    length.chars = scan.codePoints;
    length.invalidBytes = scan.invalidBytes;
    return length;
}

int64_t parseTokenCount(const QByteArray& stdoutText, QString* error)
{
    const QList<QByteArray> lines = stdoutText.split('\n');
    QByteArray last;
    for (auto it = lines.crbegin(); it != lines.crend(); ++it) {
        const QByteArray line = it->trimmed();
        if (!line.isEmpty()) {
            last = line;
            break;
        }
    }
    if (last.isEmpty()) {
        if (error)
            *error = Tr::tr("The token-count command printed nothing.");
        return -1;
    }
    static const QRegularExpression pattern(QStringLiteral("^(?:[A-Za-z_][A-Za-z0-9_ ]*\\s*[:=]\\s*)?(\\d{1,15})$"));
    const auto match = pattern.match(QString::fromUtf8(last));
    if (!match.hasMatch()) {
        if (error)
            *error = Tr::tr("The token-count command's last line is not a count: \"%1\".")
                         .arg(QString::fromUtf8(last.left(80)));
        return -1;
    }
    return match.captured(1).toLongLong();
}

} // namespace Analysis
