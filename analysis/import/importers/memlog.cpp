#include "analysis/import/importers/memlog.h"

#include <QSet>

namespace Analysis::Importers {

namespace {

struct Block {
    int line = 0; // the stamp's line
    double t = 0;
    MemReading r;
};

bool isStampStart(char c)
{
    return c >= '0' && c <= '9';
}
bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

// The fast path for the bytes the kernel and date(1) write, exactly: "1700000000" or
// "1700000000.123456789", and "VmRSS:\t  123456 kB". Anything else (blanks around, CRLF already
// stripped, other keys) takes the general path below. This is what makes a 1M-sample log cost
// tens of milliseconds (docs/performance.md); from_chars and the general field parser cost
// about 3x as much per line.
bool fastStamp(std::string_view s, double& t)
{
    if (s.empty() || s.size() > 30)
        return false;
    size_t i = 0;
    int64_t whole = 0;
    while (i < s.size() && isDigit(s[i]) && i < 18)
        whole = whole * 10 + (s[i++] - '0');
    if (i == 0)
        return false;
    double frac = 0;
    if (i < s.size() && s[i] == '.') {
        ++i;
        double scale = 0.1;
        const size_t start = i;
        while (i < s.size() && isDigit(s[i])) {
            frac += (s[i++] - '0') * scale;
            scale *= 0.1;
        }
        if (i == start)
            return false;
    }
    if (i != s.size())
        return false;
    t = static_cast<double>(whole) + frac;
    return true;
}

MemKey fastField(std::string_view s, int64_t& kb)
{
    if (s.size() < 10 || s[0] != 'V' || s[1] != 'm' || s[5] != ':')
        return MemKey::Unknown;
    MemKey key = MemKey::Unknown;
    if (s[2] == 'R' && s[3] == 'S' && s[4] == 'S')
        key = MemKey::VmRSS;
    else if (s[2] == 'H' && s[3] == 'W' && s[4] == 'M')
        key = MemKey::VmHWM;
    else
        return MemKey::Unknown;
    size_t i = 6;
    while (i < s.size() && (s[i] == ' ' || s[i] == '\t'))
        ++i;
    const size_t start = i;
    int64_t v = 0;
    while (i < s.size() && isDigit(s[i]) && i - start < 15)
        v = v * 10 + (s[i++] - '0');
    if (i == start || s.size() - i != 3 || s[i] != ' ' || s[i + 1] != 'k' || s[i + 2] != 'B')
        return MemKey::Unknown;
    kb = v;
    return key;
}

// Which kept fields a reading holds, as bits; the first complete block sets what every later
// block must hold too.
unsigned fieldBits(const MemReading& r)
{
    return (r.rss >= 0 ? 1U : 0U) | (r.hwm >= 0 ? 2U : 0U) | (r.vmSize >= 0 ? 4U : 0U) | (r.anon >= 0 ? 8U : 0U)
        | (r.file >= 0 ? 16U : 0U) | (r.shmem >= 0 ? 32U : 0U);
}

QString fieldNames(unsigned bits)
{
    static const char* const names[] = { "VmRSS", "VmHWM", "VmSize", "RssAnon", "RssFile", "RssShmem" };
    QStringList out;
    for (int i = 0; i < 6; ++i)
        if (bits & (1U << i))
            out << QString::fromLatin1(names[i]);
    return out.join(QStringLiteral(", "));
}

} // namespace

bool looksLikeMemLog(std::string_view head)
{
    bool stamp = false;
    size_t pos = 0;
    for (int n = 0; n < 64 && pos < head.size(); ++n) {
        const size_t nl = head.find('\n', pos);
        const std::string_view line = trimmed(head.substr(pos, nl == std::string_view::npos ? head.npos : nl - pos));
        pos = nl == std::string_view::npos ? head.size() : nl + 1;
        if (line.empty())
            continue;
        if (parseDouble(line))
            stamp = true;
        else if (StatusField f;
                 stamp && parseStatusField(line, f) == StatusParse::Ok && memKey(f.key) != MemKey::Unknown)
            return true;
        else if (!stamp)
            return false;
    }
    return false;
}

bool readMemLog(Input& in, Run& run)
{
    MemorySeries series;
    series.timeIsEpoch = true;
    series.reserve(static_cast<size_t>(in.all().size() / 40 + 1));

    Block block;
    bool haveBlock = false;
    unsigned expected = 0; // fields of the first block with values
    int firstEmptyAfterData = 0; // first stamp line of a run of stamps with nothing after them
    int emptyCount = 0;
    double lastT = -1;
    int lastTLine = 0;
    QSet<QByteArray> unknownKeysReported;

    // Closes the current block; `last` says whether it is the final one of the file.
    auto flush = [&](bool last) {
        if (!haveBlock)
            return;
        haveBlock = false;
        const unsigned bits = fieldBits(block.r);
        if (bits == 0) {
            // After the process exits, grep finds no status file and the loop keeps printing
            // bare stamps until someone stops it: normal at the end, odd in the middle.
            if (emptyCount++ == 0)
                firstEmptyAfterData = block.line;
            return;
        }
        if (emptyCount > 0) {
            in.warning(firstEmptyAfterData,
                Tr::tr("%n time stamp(s) from here on carry no VmRSS/VmHWM lines (the process was not running?); "
                       "they are skipped",
                    nullptr, emptyCount));
            emptyCount = 0;
        }
        if (expected == 0)
            expected = bits;
        if ((bits & expected) != expected) {
            const QString missing = fieldNames(expected & ~bits);
            if (last) {
                in.warning(block.line,
                    Tr::tr("the last block is cut off (no %1 after this stamp); it is kept as a partial sample")
                        .arg(missing));
            } else {
                in.error(block.line,
                    Tr::tr("expected %1 after this time stamp, as after the first one; found only %2")
                        .arg(fieldNames(expected), fieldNames(bits)));
                return;
            }
        }
        if (block.t < lastT) {
            in.error(block.line,
                Tr::tr("time stamp %1 is earlier than the one at line %2 (%3); stamps must not go backwards "
                       "(was the clock changed while logging?)")
                    .arg(block.t, 0, 'f', 3)
                    .arg(lastTLine)
                    .arg(lastT, 0, 'f', 3));
            return;
        }
        lastT = block.t;
        lastTLine = block.line;
        in.checkReading(block.line, block.r);
        appendReading(series, block.t, block.r);
    };

    Line line;
    while (!in.tooManyErrors() && in.next(line)) {
        {
            int64_t kb = 0;
            const MemKey key = haveBlock ? fastField(line.text, kb) : MemKey::Unknown;
            if (key != MemKey::Unknown && block.r.set(key, kb))
                continue;
            double t = 0;
            if (key == MemKey::Unknown && fastStamp(line.text, t)) {
                flush(false);
                block = Block {};
                block.line = line.number;
                block.t = t;
                haveBlock = true;
                continue;
            }
        }
        const std::string_view text = trimmed(line.text);
        if (text.empty())
            continue;
        if (isStampStart(text.front())) {
            const auto t = parseDouble(text);
            if (!t || *t < 0) {
                if (!line.terminated) {
                    in.warning(
                        line.number, Tr::tr("the last line %1 is cut off mid-write; it is ignored").arg(quoted(text)));
                    break;
                }
                in.error(line.number,
                    Tr::tr("expected a time stamp from 'date +%s' (seconds, optionally with a fraction), found %1")
                        .arg(quoted(text)));
                continue;
            }
            flush(false);
            block = Block {};
            block.line = line.number;
            block.t = *t;
            haveBlock = true;
            continue;
        }
        StatusField f;
        const StatusParse p = parseStatusField(text, f);
        if (p != StatusParse::Ok) {
            if (!line.terminated) {
                in.warning(
                    line.number, Tr::tr("the last line %1 is cut off mid-write; it is ignored").arg(quoted(text)));
                break;
            }
            if (p == StatusParse::BadValue && memKey(f.key) != MemKey::Unknown)
                in.error(line.number,
                    f.tooLarge
                        ? statusValueTooLarge(f.key, text)
                        : Tr::tr("expected '%1:' followed by a whole number of kB (as in /proc/<pid>/status), found %2")
                              .arg(QString::fromLatin1(f.key.data(), static_cast<qsizetype>(f.key.size())),
                                  quoted(text)),
                    QString::fromLatin1(f.key.data(), static_cast<qsizetype>(f.key.size())));
            else if (p == StatusParse::BadValue && unknownKeysReported.size() < 20) {
                // A wider grep (or cat) of the status file brings lines such as "Name:\tpython3".
                const QByteArray key(f.key.data(), static_cast<qsizetype>(f.key.size()));
                if (!unknownKeysReported.contains(key)) {
                    unknownKeysReported.insert(key);
                    in.warning(line.number, Tr::tr("line %1 is not a memory field; ignored").arg(quoted(text)));
                }
            } else if (p == StatusParse::NotAField)
                in.error(line.number,
                    Tr::tr("expected a time stamp line or a 'VmRSS:'/'VmHWM:' line, found %1").arg(quoted(text)));
            continue;
        }
        const MemKey key = memKey(f.key);
        if (key == MemKey::Unknown || key == MemKey::Ignored)
            continue;
        if (!haveBlock) {
            in.error(line.number,
                Tr::tr("expected a time stamp line (date +%s) before the first memory line, found %1")
                    .arg(quoted(text)));
            continue;
        }
        if (!block.r.set(key, f.kb))
            in.error(line.number,
                Tr::tr("%1 appears twice after the time stamp at line %2 (is a stamp line missing?)")
                    .arg(QString::fromLatin1(f.key.data(), static_cast<qsizetype>(f.key.size())))
                    .arg(block.line));
    }
    if (in.failed() || in.cancelled())
        return false;
    flush(true);
    if (emptyCount > 0 && !series.isEmpty())
        in.warning(firstEmptyAfterData,
            Tr::tr("%n time stamp(s) at the end carry no VmRSS/VmHWM lines: the process had exited (or the PID was "
                   "wrong) while the loop ran on; they are skipped",
                nullptr, emptyCount));
    if (in.hasErrors())
        return false;
    if (series.isEmpty()) {
        in.error(0,
            Tr::tr("the log has time stamps but no VmRSS/VmHWM lines: was the process running, and was the PID "
                   "right?"));
        return false;
    }
    run.memory[QString()] = std::move(series); // Qt 6.4's QMap::insert copies: move-assign
    return true;
}

} // namespace Analysis::Importers
