#include "analysis/importers/memlog.h"

#include <QSet>

namespace Analysis::Importers {

namespace {

struct Block {
    int line = 0; // the stamp's line
    double t = 0;
    MemReading r;
};

bool isStampStart(char c) { return c >= '0' && c <= '9'; }

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
        else if (StatusField f; stamp && parseStatusField(line, f) == StatusParse::Ok && memKey(f.key) != MemKey::Unknown)
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
        appendReading(series, block.t, block.r);
    };

    Line line;
    while (!in.tooManyErrors() && in.next(line)) {
        const std::string_view text = trimmed(line.text);
        if (text.empty())
            continue;
        if (isStampStart(text.front())) {
            const auto t = parseDouble(text);
            if (!t || *t < 0) {
                if (!line.terminated) {
                    in.warning(line.number, Tr::tr("the last line %1 is cut off mid-write; it is ignored").arg(quoted(text)));
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
                in.warning(line.number, Tr::tr("the last line %1 is cut off mid-write; it is ignored").arg(quoted(text)));
                break;
            }
            if (p == StatusParse::BadValue && memKey(f.key) != MemKey::Unknown)
                in.error(line.number,
                    Tr::tr("expected '%1:' followed by a whole number of kB (as in /proc/<pid>/status), found %2")
                        .arg(QString::fromLatin1(f.key.data(), static_cast<qsizetype>(f.key.size())), quoted(text)),
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
                Tr::tr("expected a time stamp line (date +%s) before the first memory line, found %1").arg(quoted(text)));
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
    run.memory.insert(QString(), std::move(series));
    return true;
}

} // namespace Analysis::Importers
