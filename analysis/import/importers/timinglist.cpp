#include "analysis/import/importers/timinglist.h"

#include "analysis/core/statistics.h"

namespace Analysis::Importers {

bool looksLikeTimingList(std::string_view head)
{
    double v = 0;
    DurationUnit unit = DurationUnit::None;
    size_t pos = 0;
    while (pos < head.size()) {
        const size_t nl = head.find('\n', pos);
        const std::string_view line = trimmed(head.substr(pos, nl == std::string_view::npos ? head.npos : nl - pos));
        pos = nl == std::string_view::npos ? head.size() : nl + 1;
        if (line.empty() || line.front() == '#')
            continue;
        return parseDuration(line, v, unit) != DurationParse::NotANumber;
    }
    return false;
}

bool readTimingList(Input& in, Run& run)
{
    std::vector<double> ms;
    std::vector<double> plain; // values given without a unit, to check the seconds assumption
    Line line;
    while (!in.tooManyErrors() && in.next(line)) {
        const std::string_view text = trimmed(line.text);
        if (text.empty() || text.front() == '#')
            continue;
        double v = 0;
        DurationUnit unit = DurationUnit::None;
        switch (parseDuration(text, v, unit)) {
        case DurationParse::Ok:
            if (!in.possibleDuration(line.number, toMs(v, unit, DurationUnit::Seconds)))
                continue;
            ms.push_back(toMs(v, unit, DurationUnit::Seconds));
            if (unit == DurationUnit::None)
                plain.push_back(v);
            continue;
        case DurationParse::Negative:
            in.error(line.number, Tr::tr("a duration cannot be negative, found %1").arg(quoted(text)));
            continue;
        case DurationParse::BadUnit:
            in.error(line.number, Tr::tr("unknown unit in %1; expected s, ms, us or ns").arg(quoted(text)));
            continue;
        case DurationParse::NotANumber:
            break;
        }
        if (!line.terminated) {
            in.warning(line.number, Tr::tr("the last line %1 is cut off mid-write; it is ignored").arg(quoted(text)));
            break;
        }
        in.error(line.number,
            Tr::tr("expected one duration per line (seconds, or a number with ms/s/us), found %1").arg(quoted(text)));
    }
    if (in.failed() || in.cancelled() || in.hasErrors())
        return false;
    if (ms.empty()) {
        in.error(0, Tr::tr("no durations found (expected one per line)"));
        return false;
    }
    if (!plain.empty()) {
        in.note(Tr::tr("numbers without a unit are read as seconds (as the measurement guide's time.perf_counter() script gives)"));
        // A list of milliseconds written without a unit would be read 1000x too long; say so.
        const double median = summarize(plain, 0).median;
        if (median >= 100)
            in.warning(0,
                Tr::tr("numbers without a unit are read as seconds, and their median is %1 s: if they are "
                       "milliseconds, write 'ms' after them")
                    .arg(median));
    }
    setRepetitions(run, ms, in.options());
    return true;
}

} // namespace Analysis::Importers
