#include "analysis/import/importers/pssnapshot.h"

#include <QList>

#include <vector>

namespace Analysis::Importers {

namespace {

// procps prints RSS and VSZ in KiB; busybox ps abbreviates large ones ("1234m", "2.1g").
std::optional<int64_t> parsePsKb(std::string_view s)
{
    if (s.empty())
        return std::nullopt;
    double scale = 1;
    const char last = s.back();
    if (last == 'k' || last == 'K' || last == 'm' || last == 'M' || last == 'g' || last == 'G') {
        scale = (last == 'm' || last == 'M') ? 1024.0 : (last == 'g' || last == 'G') ? 1024.0 * 1024.0 : 1.0;
        s.remove_suffix(1);
    }
    const auto v = parseDouble(s);
    if (!v || *v < 0 || *v > 1e15)
        return std::nullopt;
    return static_cast<int64_t>(*v * scale + 0.5);
}

} // namespace

bool looksLikePsSnapshot(std::string_view head)
{
    const auto cols = splitBlanks(firstLine(head), 32);
    bool pid = false;
    bool rss = false;
    for (auto c : cols) {
        pid = pid || c == "PID";
        rss = rss || c == "RSS";
    }
    return pid && rss;
}

bool readPsSnapshot(Input& in, Run& run)
{
    Line line;
    std::vector<std::string_view> header;
    int pidCol = -1, rssCol = -1, vszCol = -1, etimeCol = -1, cmdCol = -1;
    struct Row {
        int64_t pid;
        int64_t rss;
        int64_t vsz;
        QString etime, cmd;
    };
    QList<Row> rows;
    while (!in.tooManyErrors() && in.next(line)) {
        const std::string_view text = trimmed(line.text);
        if (text.empty())
            continue;
        if (header.empty()) {
            header = splitBlanks(text, 32);
            for (int i = 0; i < static_cast<int>(header.size()); ++i) {
                const auto h = header[static_cast<size_t>(i)];
                if (h == "PID")
                    pidCol = i;
                else if (h == "RSS" || h == "RSZ")
                    rssCol = i;
                else if (h == "VSZ" || h == "VSIZE")
                    vszCol = i;
                else if (h == "ELAPSED" || h == "TIME")
                    etimeCol = i;
                else if (h == "CMD" || h == "COMMAND" || h == "ARGS")
                    cmdCol = i;
            }
            if (pidCol < 0 || rssCol < 0) {
                in.error(line.number,
                    Tr::tr("expected a ps header with PID and RSS columns (ps -o pid,rss,vsz,etime,cmd), found %1")
                        .arg(quoted(text)));
                return false;
            }
            if (cmdCol >= 0 && cmdCol != static_cast<int>(header.size()) - 1) {
                in.error(line.number,
                    Tr::tr("the command column must come last (it may contain blanks), found %1").arg(quoted(text)));
                return false;
            }
            continue;
        }
        const auto cells = splitBlanks(text, header.size());
        const size_t needed = cmdCol >= 0 ? header.size() - 1 : header.size();
        const auto pid = cells.size() >= needed ? parseInt(cells[static_cast<size_t>(pidCol)]) : std::nullopt;
        const auto rss = pid ? parsePsKb(cells[static_cast<size_t>(rssCol)]) : std::nullopt;
        const auto vsz
            = rss && vszCol >= 0 ? parsePsKb(cells[static_cast<size_t>(vszCol)]) : std::optional<int64_t>(-1);
        if (!pid || *pid <= 0 || !rss || !vsz) {
            if (!line.terminated) {
                in.warning(
                    line.number, Tr::tr("the last line %1 is cut off mid-write; it is ignored").arg(quoted(text)));
                break;
            }
            in.error(line.number,
                Tr::tr("expected a process row with a PID and RSS/VSZ in KiB under the header, found %1")
                    .arg(quoted(text)));
            continue;
        }
        Row row { *pid, *rss, *vsz, {}, {} };
        if (etimeCol >= 0 && static_cast<size_t>(etimeCol) < cells.size())
            row.etime = toQString(cells[static_cast<size_t>(etimeCol)]);
        if (cmdCol >= 0 && static_cast<size_t>(cmdCol) < cells.size())
            row.cmd = toQString(cells[static_cast<size_t>(cmdCol)]);
        rows.append(row);
    }
    if (in.failed() || in.cancelled() || in.hasErrors())
        return false;
    if (rows.isEmpty()) {
        in.error(0, Tr::tr("the ps output has a header but no process row: had the process already exited?"));
        return false;
    }
    for (const Row& row : rows) {
        MemorySeries series;
        series.pid = row.pid;
        MemReading r;
        r.rss = row.rss;
        r.vmSize = row.vsz;
        appendReading(series, 0, r);
        // One row is the usual "-p <PID>"; several (-p 1,2) are kept apart by PID.
        const QString key = rows.size() == 1 ? QString() : QString::number(row.pid);
        run.memory[key] = std::move(series);
        const QString prefix = key.isEmpty() ? QStringLiteral("process.") : QStringLiteral("process.%1.").arg(key);
        if (!row.etime.isEmpty())
            run.environment.values.insert(prefix + u"etime", row.etime);
        if (!row.cmd.isEmpty())
            run.environment.values.insert(prefix + u"cmd", row.cmd);
    }
    return true;
}

} // namespace Analysis::Importers
