#include "analysis/import/importers/psrecord.h"

#include "analysis/import/importers/toolcommon.h"

#include <cmath>

namespace Analysis::Importers {

namespace {

// The header's columns are centred in 12 characters and separated by a space: two or more
// blanks end a name ("Elapsed time" keeps its single inner blank).
std::vector<std::string> headerColumns(std::string_view header)
{
    std::vector<std::string> out;
    std::string_view s = trimmed(header.substr(1));
    while (!s.empty()) {
        size_t end = s.find("  ");
        const std::string_view name = trimmed(s.substr(0, end));
        if (!name.empty())
            out.emplace_back(name);
        if (end == std::string_view::npos)
            break;
        s = trimmed(s.substr(end));
    }
    return out;
}

} // namespace

bool looksLikePsrecord(std::string_view head)
{
    const std::string_view first = firstLine(head);
    return startsWith(first, "#") && first.find("Elapsed time") != std::string_view::npos
        && first.find("CPU (%)") != std::string_view::npos;
}

bool readPsrecord(Input& in, Run& run)
{
    Line line;
    std::vector<std::string> columns;
    int timeCol = -1, cpuCol = -1, realCol = -1, virtualCol = -1, ussCol = -1;
    MemorySeries series;
    double cpuMax = 0, cpuSum = 0, ussMax = -1;
    size_t n = 0;
    while (!in.tooManyErrors() && in.next(line)) {
        const std::string_view t = trimmed(line.text);
        if (t.empty())
            continue;
        if (columns.empty()) {
            columns = headerColumns(t);
            for (int i = 0; i < static_cast<int>(columns.size()); ++i) {
                const std::string& c = columns[static_cast<size_t>(i)];
                if (c == "Elapsed time")
                    timeCol = i;
                else if (c == "CPU (%)")
                    cpuCol = i;
                else if (c == "Real (MB)")
                    realCol = i;
                else if (c == "Virtual (MB)")
                    virtualCol = i;
                else if (c == "USS (MB)")
                    ussCol = i;
                else if (startsWith(c, "Real") || startsWith(c, "Virtual") || startsWith(c, "USS")) {
                    in.error(line.number,
                        Tr::tr("the column %1 has a unit psrecord never wrote (expected MB, which "
                               "psrecord computes as bytes / 1024²)")
                            .arg(quoted(c)));
                    return false;
                }
            }
            if (timeCol < 0 || realCol < 0) {
                in.error(line.number, Tr::tr("psrecord header without 'Elapsed time' and 'Real (MB)'"));
                return false;
            }
            continue;
        }
        if (t.front() == '#')
            continue;
        const auto parts = splitBlanks(t, columns.size() + 1);
        std::vector<double> v;
        for (const auto& p : parts) {
            const auto d = parseDouble(p);
            if (!d)
                break;
            v.push_back(*d);
        }
        if (v.size() != columns.size() || parts.size() != columns.size()) {
            if (!line.terminated) {
                in.warning(line.number, Tr::tr("the last line %1 is cut off mid-write; it is ignored").arg(quoted(t)));
                break;
            }
            in.error(line.number,
                Tr::tr("expected %1 numbers as in the header, found %2").arg(columns.size()).arg(quoted(t)));
            continue;
        }
        const double time = v[static_cast<size_t>(timeCol)];
        if (!series.isEmpty() && time < series.t.back()) {
            in.error(line.number,
                Tr::tr("the elapsed time goes backwards (%1 s after %2 s)").arg(time).arg(series.t.back()));
            continue;
        }
        bool negative = false;
        for (double x : v)
            negative = negative || x < 0;
        if (negative) {
            in.error(line.number, Tr::tr("a negative value in %1").arg(quoted(t)));
            continue;
        }
        MemReading r;
        r.rss = std::llround(v[static_cast<size_t>(realCol)] * 1024.0);
        if (virtualCol >= 0)
            r.vmSize = std::llround(v[static_cast<size_t>(virtualCol)] * 1024.0);
        appendReading(series, time, r);
        if (cpuCol >= 0) {
            cpuMax = std::max(cpuMax, v[static_cast<size_t>(cpuCol)]);
            cpuSum += v[static_cast<size_t>(cpuCol)];
        }
        if (ussCol >= 0)
            ussMax = std::max(ussMax, v[static_cast<size_t>(ussCol)]);
        ++n;
    }
    if (in.failed() || in.cancelled() || in.hasErrors())
        return false;
    if (n == 0) {
        in.error(0, Tr::tr("psrecord log without samples"));
        return false;
    }
    run.memory[QString()] = std::move(series); // Qt 6.4's QMap::insert copies: move-assign
    putFigure(run, QStringLiteral("psrecord.samples"), static_cast<double>(n), QStringLiteral("samples"));
    if (cpuCol >= 0) {
        putFigure(run, QStringLiteral("psrecord.cpu_max"), cpuMax, QStringLiteral("% of one core"));
        putFigure(
            run, QStringLiteral("psrecord.cpu_mean"), cpuSum / static_cast<double>(n), QStringLiteral("% of one core"));
    }
    if (ussMax >= 0)
        putFigure(run, QStringLiteral("psrecord.uss_max"), ussMax, QStringLiteral("MiB"));
    in.note(Tr::tr("psrecord: 'MB' is MiB (psrecord divides bytes by 1024²): Real → RSS and Virtual → VmSize in KiB "
                   "(× 1024, rounded); sampled, so the peak between two samples is missed and there is no exact peak "
                   "(no VmHWM); time is seconds since psrecord started"));
    return true;
}

} // namespace Analysis::Importers
