#include "analysis/import/importers/timingcsv.h"

#include <QHash>

namespace Analysis::Importers {

namespace {

char pickDelimiter(std::string_view header)
{
    char best = 0;
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

// RFC 4180 cells on one line; false on an unbalanced quote.
bool splitCsv(std::string_view line, char delim, QList<QByteArray>& cells)
{
    cells.clear();
    QByteArray cell;
    bool quoted = false;
    bool wasQuoted = false;
    for (size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (quoted) {
            if (c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
                cell += '"';
                ++i;
            } else if (c == '"') {
                quoted = false;
            } else {
                cell += c;
            }
        } else if (c == '"' && trimmed(std::string_view(cell.constData(), static_cast<size_t>(cell.size()))).empty()) {
            quoted = wasQuoted = true;
            cell.clear();
        } else if (c == delim) {
            cells.append(wasQuoted ? cell : cell.trimmed());
            cell.clear();
            wasQuoted = false;
        } else {
            cell += c;
        }
    }
    if (quoted)
        return false;
    cells.append(wasQuoted ? cell : cell.trimmed());
    return true;
}

std::string_view view(const QByteArray& b)
{
    return { b.constData(), static_cast<size_t>(b.size()) };
}

DurationUnit unitFromName(const QByteArray& rawName)
{
    const QByteArray name = rawName.toLower();
    for (const char* ms : { "_ms", "(ms)", "[ms]", " ms", "-ms", "millis" })
        if (name.endsWith(ms) || name == "ms" || (std::string_view(ms) == "millis" && name.contains(ms)))
            return DurationUnit::Milliseconds;
    for (const char* us : { "_us", "(us)", "[us]", " us", "-us" })
        if (name.endsWith(us) || name == "us")
            return DurationUnit::Microseconds;
    for (const char* ns : { "_ns", "(ns)", "[ns]", " ns", "-ns" })
        if (name.endsWith(ns) || name == "ns")
            return DurationUnit::Nanoseconds;
    for (const char* s : { "_s", "(s)", "[s]", " s", "-s", "seconds", "_sec", "secs" })
        if (name.endsWith(s) || name == "s")
            return DurationUnit::Seconds;
    return DurationUnit::None;
}

bool durationLikeName(const QByteArray& rawName)
{
    const QByteArray name = rawName.toLower();
    if (unitFromName(rawName) != DurationUnit::None)
        return true;
    for (const char* w : { "time", "duration", "latency", "elapsed", "wall" })
        if (name.contains(w))
            return true;
    return false;
}

QString columnList(const QList<QByteArray>& header)
{
    QStringList names;
    for (int i = 0; i < header.size(); ++i)
        names << QStringLiteral("%1 (%2)").arg(QString::fromUtf8(header.at(i))).arg(i + 1);
    return names.join(QStringLiteral(", "));
}

} // namespace

bool looksLikeTimingCsv(std::string_view head)
{
    const std::string_view header = firstLine(head);
    const char delim = pickDelimiter(header);
    if (!delim)
        return false;
    QList<QByteArray> cells;
    if (!splitCsv(header, delim, cells))
        return false;
    // A header has at least one cell that is not a number.
    for (const auto& c : cells)
        if (!c.isEmpty() && !parseDouble(view(c)))
            return true;
    return false;
}

bool readTimingCsv(Input& in, Run& run)
{
    Line line;
    QList<QByteArray> header;
    QList<QByteArray> cells;
    char delim = 0;
    int col = -1, inputCol = -1, warmupCol = -1;
    DurationUnit nameUnit = DurationUnit::None;
    bool plainSeen = false;
    std::vector<double> ms;
    QList<Repetition> reps;
    QHash<QString, int> perInput;
    while (!in.tooManyErrors() && in.next(line)) {
        if (isBlank(line.text))
            continue;
        if (header.isEmpty()) {
            delim = pickDelimiter(line.text);
            if (!delim || !splitCsv(line.text, delim, header)) {
                in.error(line.number, Tr::tr("expected a CSV header row, found %1").arg(quoted(line.text)));
                return false;
            }
            continue;
        }
        if (!splitCsv(line.text, delim, cells)) {
            if (!line.terminated) {
                in.warning(
                    line.number, Tr::tr("the last line %1 is cut off mid-write; it is ignored").arg(quoted(line.text)));
                break;
            }
            in.error(line.number, Tr::tr("unbalanced quote in %1").arg(quoted(line.text)));
            continue;
        }
        if (cells.size() != header.size()) {
            if (!line.terminated) {
                in.warning(
                    line.number, Tr::tr("the last line %1 is cut off mid-write; it is ignored").arg(quoted(line.text)));
                break;
            }
            in.error(line.number,
                Tr::tr("expected %1 cells as in the header, found %2").arg(header.size()).arg(cells.size()));
            continue;
        }
        if (col < 0) { // the first data row settles which column holds the durations
            const QString wanted = in.options().csvColumn.trimmed();
            if (!wanted.isEmpty()) {
                for (int i = 0; i < header.size() && col < 0; ++i)
                    if (QString::fromUtf8(header.at(i)).compare(wanted, Qt::CaseInsensitive) == 0)
                        col = i;
                bool isNumber = false;
                const int n = wanted.toInt(&isNumber);
                if (col < 0 && isNumber && n >= 1 && n <= header.size())
                    col = n - 1;
                if (col < 0) {
                    in.error(1, Tr::tr("no column '%1'; the columns are: %2").arg(wanted, columnList(header)));
                    return false;
                }
            } else {
                QList<int> numeric, durationLike;
                for (int i = 0; i < header.size(); ++i) {
                    double v = 0;
                    DurationUnit u = DurationUnit::None;
                    if (parseDuration(view(cells.at(i)), v, u) == DurationParse::Ok) {
                        numeric << i;
                        if (durationLikeName(header.at(i)))
                            durationLike << i;
                    }
                }
                if (durationLike.size() == 1)
                    col = durationLike.first();
                else if (numeric.size() == 1)
                    col = numeric.first();
                else {
                    in.error(1,
                        // --map is what both `import` and `analyze` take (only analyze has --column).
                        Tr::tr("cannot tell which column holds the durations; name it with --map "
                               "latency=COLUMN:UNIT (for example latency=wall_ms:ms). The columns are: %1")
                            .arg(columnList(header)));
                    return false;
                }
            }
            nameUnit = unitFromName(header.at(col));
            in.note(Tr::tr("durations from column '%1'").arg(QString::fromUtf8(header.at(col))));
            for (int i = 0; i < header.size(); ++i) {
                const QByteArray h = header.at(i).toLower();
                if (h == "input" || h == "input_id")
                    inputCol = i;
                else if (h == "warmup")
                    warmupCol = i;
            }
        }
        double v = 0;
        DurationUnit unit = DurationUnit::None;
        const std::string_view cell = view(cells.at(col));
        const DurationParse p = parseDuration(cell, v, unit);
        if (p != DurationParse::Ok) {
            in.error(line.number,
                p == DurationParse::Negative ? Tr::tr("a duration cannot be negative, found %1").arg(quoted(cell))
                                             : Tr::tr("expected a duration in column '%1', found %2")
                                                   .arg(QString::fromUtf8(header.at(col)), quoted(cell)),
                QString::fromUtf8(header.at(col)));
            continue;
        }
        plainSeen = plainSeen || (unit == DurationUnit::None && nameUnit == DurationUnit::None);
        Repetition r;
        r.wallMs = toMs(v, unit == DurationUnit::None ? nameUnit : unit, DurationUnit::Seconds);
        if (!in.possibleDuration(line.number, r.wallMs, QString::fromUtf8(header.at(col))))
            continue;
        r.outcome = Outcome::Ok;
        if (inputCol >= 0)
            r.inputId = QString::fromUtf8(cells.at(inputCol));
        r.index = perInput[r.inputId]++;
        if (warmupCol >= 0) {
            const QByteArray w = cells.at(warmupCol).toLower();
            r.warmup = w == "1" || w == "true" || w == "yes";
        }
        reps.append(r);
    }
    if (in.failed() || in.cancelled() || in.hasErrors())
        return false;
    if (reps.isEmpty()) {
        in.error(0, Tr::tr("the CSV has a header but no data rows"));
        return false;
    }
    if (plainSeen)
        in.note(Tr::tr("numbers without a unit are read as seconds (the column name gives none)"));
    // A warmup column is the log's own word; otherwise the first options.warmup of each input are.
    if (warmupCol < 0)
        for (auto& r : reps)
            r.warmup = r.index < in.options().warmup;
    run.timingKind = in.options().timingKind;
    run.repetitions = std::move(reps);
    return true;
}

} // namespace Analysis::Importers
