#include "analysis/import/importers/procstatus.h"

namespace Analysis::Importers {

bool looksLikeProcStatus(std::string_view head)
{
    StatusField f;
    const std::string_view line = firstLine(head);
    if (parseStatusField(line, f) == StatusParse::Ok)
        return memKey(f.key) != MemKey::Unknown;
    return startsWith(line, "Name:"); // a whole /proc/<pid>/status file
}

bool readProcStatus(Input& in, Run& run)
{
    MemReading r;
    int rssLine = 0; // where VmRSS was read, for a message about the reading
    int64_t pid = 0;
    Line line;
    while (!in.tooManyErrors() && in.next(line)) {
        const std::string_view text = trimmed(line.text);
        if (text.empty())
            continue;
        StatusField f;
        const StatusParse p = parseStatusField(text, f);
        const MemKey key = p == StatusParse::NotAField ? MemKey::Unknown : memKey(f.key);
        if (p == StatusParse::Ok && key != MemKey::Unknown) {
            if (key == MemKey::VmRSS)
                rssLine = line.number;
            if (!r.set(key, f.kb))
                in.error(line.number,
                    Tr::tr("%1 appears twice: a snapshot holds one reading (for a series over time, put a "
                           "'date +%s' line before each reading, as the measurement guide's loop does)")
                        .arg(toQString(f.key)),
                    toQString(f.key));
            continue;
        }
        if (p == StatusParse::BadValue && key != MemKey::Unknown) {
            in.error(line.number,
                f.tooLarge ? statusValueTooLarge(f.key, text)
                           : Tr::tr("expected '%1:' followed by a whole number of kB, found %2")
                                 .arg(toQString(f.key), quoted(text)),
                toQString(f.key));
            continue;
        }
        if (p != StatusParse::NotAField) {
            // Other lines of a whole status file ("Name:\tpython3", "Threads:\t4"): kept quiet,
            // except the PID, which says whose memory this is.
            if (f.key == "Pid") {
                if (const auto v = parseInt(trimmed(text.substr(4))))
                    pid = *v;
            }
            continue;
        }
        if (!line.terminated) {
            in.warning(line.number, Tr::tr("the last line %1 is cut off mid-write; it is ignored").arg(quoted(text)));
            break;
        }
        in.error(line.number,
            Tr::tr("expected a /proc/<pid>/status line such as 'VmRSS:  1234 kB', found %1").arg(quoted(text)));
    }
    if (in.failed() || in.cancelled() || in.hasErrors())
        return false;
    if (r.rss < 0 && r.hwm < 0) {
        in.error(0,
            Tr::tr("no VmRSS or VmHWM line found (expected the output of grep -E 'VmRSS|VmHWM|VmSize' "
                   "/proc/<pid>/status)"));
        return false;
    }
    in.checkReading(rssLine, r);
    MemorySeries series;
    series.pid = pid;
    appendReading(series, 0, r);
    run.memory[QString()] = std::move(series);
    return true;
}

} // namespace Analysis::Importers
