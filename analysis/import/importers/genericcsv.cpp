#include "analysis/import/importers/genericcsv.h"

#include "analysis/import/importers/toolcommon.h"

#include <QHash>

#include <cmath>

namespace Analysis::Importers {

namespace {

char delimiterOf(std::string_view header)
{
    char best = ',';
    size_t bestCount = 0;
    for (char d : { ',', ';', '\t' }) {
        const auto n = static_cast<size_t>(std::count(header.begin(), header.end(), d));
        if (n > bestCount) {
            best = d;
            bestCount = n;
        }
    }
    return best;
}

int findColumn(const std::vector<std::string>& header, const QString& wanted)
{
    for (size_t i = 0; i < header.size(); ++i)
        if (qs(header[i]).compare(wanted, Qt::CaseInsensitive) == 0)
            return static_cast<int>(i);
    bool isNumber = false;
    const int n = wanted.toInt(&isNumber);
    if (isNumber && n >= 1 && n <= static_cast<int>(header.size()))
        return n - 1;
    return -1;
}

struct Mapped {
    int col = -1;
    QString unit;
    double scale = 1; // to seconds (time, latency: then ×1000 for ms) or to bytes (rss)
};

// "123.4", "123.4 MiB", "12ms": the number, and the unit written in the cell if any.
bool splitCell(std::string_view cell, double& value, std::string_view& unit)
{
    cell = trimmed(cell);
    size_t split = 0;
    while (split < cell.size()
        && (std::isdigit(static_cast<unsigned char>(cell[split])) || cell[split] == '.' || cell[split] == '-'
            || cell[split] == '+' || cell[split] == 'e' || cell[split] == 'E'))
        ++split;
    // "1e3" is a number, "1 ms" and "5s" are not all number: back off an 'e' that starts a unit
    while (split > 0 && (cell[split - 1] == 'e' || cell[split - 1] == 'E') && split < cell.size()
        && !std::isdigit(static_cast<unsigned char>(cell[split])))
        --split;
    const auto v = parseDouble(cell.substr(0, split));
    if (!v)
        return false;
    value = *v;
    unit = trimmed(cell.substr(split));
    return true;
}

} // namespace

QByteArray csvHeaderLine(std::string_view head)
{
    return QByteArray::fromStdString(lower(firstLine(head)));
}

namespace {
std::vector<std::string> headerCells(std::string_view head)
{
    const std::string_view header = firstLine(head);
    std::vector<std::string> cells;
    if (!splitCsvCells(header, delimiterOf(header), cells) || cells.size() < 2)
        cells.clear();
    return cells;
}
} // namespace

bool csvHasColumns(std::string_view head, const QList<ColumnMapping>& columns)
{
    const std::vector<std::string> cells = headerCells(head);
    if (columns.isEmpty() || cells.empty())
        return false;
    for (const auto& m : columns)
        if (findColumn(cells, m.column) < 0)
            return false;
    return true;
}

bool looksLikeCsvHeader(std::string_view head)
{
    return !headerCells(head).empty();
}

bool readGenericCsv(Input& in, Run& run)
{
    const QList<ColumnMapping>& mapping = in.options().columns;
    Line line;
    std::vector<std::string> header, cells;
    char delim = ',';
    Mapped time, rss, latency, length;
    MemorySeries series;
    QHash<QString, int> perInput;
    QStringList inputOrder;
    while (!in.tooManyErrors() && in.next(line)) {
        if (isBlank(line.text))
            continue;
        if (header.empty()) {
            delim = delimiterOf(line.text);
            splitCsvCells(line.text, delim, header);
            for (const auto& m : mapping) {
                Mapped* slot = m.role == u"time" ? &time
                    : m.role == u"rss"           ? &rss
                    : m.role == u"latency"       ? &latency
                    : m.role == u"length"        ? &length
                                                 : nullptr;
                if (!slot)
                    continue; // parseColumnMap refused unknown roles already
                slot->col = findColumn(header, m.column);
                slot->unit = m.unit;
                if (slot->col < 0) {
                    QStringList names;
                    for (const auto& h : header)
                        names << qs(h);
                    in.error(line.number,
                        Tr::tr("no column '%1' for %2; the columns are: %3")
                            .arg(m.column, m.role, names.join(QStringLiteral(", "))));
                    return false;
                }
                const std::string u = m.unit.toStdString();
                if (slot == &rss)
                    slot->scale = bytesPerMemoryUnit(u).value_or(0);
                else if (slot != &length)
                    slot->scale = secondsPerTimeUnit(u).value_or(0);
            }
            if (rss.col >= 0 && time.col < 0) {
                in.error(line.number, Tr::tr("an rss column needs a time column (time=COLUMN:s) to make a series"));
                return false;
            }
            if (rss.col < 0 && latency.col < 0) {
                in.error(line.number, Tr::tr("map at least rss (with time) or latency"));
                return false;
            }
            continue;
        }
        if (!splitCsvCells(line.text, delim, cells) || cells.size() != header.size()) {
            const QString message = line.terminated ? Tr::tr("expected %1 cells as in the header, found %2")
                                                    : Tr::tr("the last row is cut off mid-write (%2 of %1 cells)");
            in.error(line.number, message.arg(header.size()).arg(cells.size()));
            continue;
        }
        auto read = [&](const Mapped& m, const QString& role, double& out) -> bool {
            std::string_view unit;
            const std::string& cell = cells[static_cast<size_t>(m.col)];
            if (trimmed(cell).empty())
                return false;
            if (!splitCell(cell, out, unit) || out < 0) {
                in.error(
                    line.number, Tr::tr("%1: expected a non-negative number, found %2").arg(role, quoted(cell)), role);
                return false;
            }
            if (!unit.empty() && toQString(unit) != m.unit) {
                in.error(line.number,
                    Tr::tr("%1: the cell says %2 but the column was mapped as %3; not converted by guess")
                        .arg(role, quoted(cell), m.unit),
                    role);
                out = -1;
                return false;
            }
            return true;
        };
        double t = 0, r = 0, lat = 0, len = 0;
        if (rss.col >= 0) {
            const bool haveT = read(time, QStringLiteral("time"), t);
            const bool haveR = read(rss, QStringLiteral("rss"), r);
            if (haveT) {
                const double seconds = t * time.scale;
                if (!series.isEmpty() && seconds < series.t.back())
                    in.error(line.number,
                        Tr::tr("time goes backwards (%1 s after %2 s)").arg(seconds).arg(series.t.back()),
                        QStringLiteral("time"));
                MemReading reading;
                if (haveR)
                    reading.rss = std::llround(r * rss.scale / 1024.0);
                appendReading(series, seconds, reading);
            }
        }
        if (latency.col >= 0 && read(latency, QStringLiteral("latency"), lat)) {
            Repetition rep;
            if (length.col >= 0 && read(length, QStringLiteral("length"), len))
                rep.inputId = QStringLiteral("%1 %2").arg(numberText(len), length.unit);
            if (!perInput.contains(rep.inputId))
                inputOrder << rep.inputId;
            rep.index = perInput[rep.inputId]++;
            rep.wallMs = lat * latency.scale * 1e3;
            rep.outcome = Outcome::Ok;
            if (in.possibleDuration(line.number, rep.wallMs, QStringLiteral("latency")))
                run.repetitions.append(rep);
        }
    }
    if (in.failed() || in.cancelled() || in.hasErrors())
        return false;
    if (series.isEmpty() && run.repetitions.isEmpty()) {
        in.error(0, Tr::tr("no row with a mapped value"));
        return false;
    }
    if (!series.isEmpty()) {
        series.timeIsEpoch = series.t.front() >= 1e9;
        run.memory[QString()] = std::move(series); // Qt 6.4's QMap::insert copies: move-assign
    }
    for (const QString& id : inputOrder) {
        if (id.isEmpty())
            continue;
        InputSpec spec;
        spec.id = id;
        const int64_t n = std::llround(id.section(u' ', 0, 0).toDouble());
        if (length.unit == u"tokens")
            spec.tokens = n;
        else if (length.unit == u"chars")
            spec.chars = n;
        else if (length.unit == u"bytes")
            spec.bytes = n;
        run.inputs.append(spec);
    }
    for (auto& rep : run.repetitions)
        rep.warmup = rep.index < in.options().warmup;
    run.timingKind = in.options().timingKind;
    QStringList parts;
    for (const auto& m : mapping)
        parts << QStringLiteral("%1 = '%2' in %3").arg(m.role, m.column, m.unit);
    in.note(Tr::tr("CSV mapped by the user: %1; RSS converted to KiB, times to s (series) and ms (latency); the first "
                   "%2 repetition(s) of each input are flagged warm-up")
                .arg(parts.join(QStringLiteral(", ")))
                .arg(in.options().warmup));
    return true;
}

} // namespace Analysis::Importers
