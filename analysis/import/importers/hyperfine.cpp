#include "analysis/import/importers/hyperfine.h"

#include "analysis/import/importers/toolcommon.h"

#include <QJsonArray>
#include <QSet>

#include <cmath>

namespace Analysis::Importers {

namespace {

// Summary keys hyperfine writes, all in seconds; kept in ms as "reported" figures.
constexpr const char* kSummaryKeys[] = { "mean", "stddev", "median", "min", "max", "user", "system" };

QString summaryKey(const char* k)
{
    const std::string_view key(k);
    // user/system are the mean CPU times per run, not a spread of wall times: say so in the key.
    if (key == "user" || key == "system")
        return QLatin1String(k) + QStringLiteral("_cpu_mean");
    return QLatin1String(k);
}

// Two commands may read the same once hyperfine expands parameters ("sh -c 'exit 3'" for each
// value of a parameter it does not use): the parameters tell them apart.
QString uniqueLabel(const QString& command, const QString& params, QSet<QString>& used)
{
    QString label = command;
    if (used.contains(label) && !params.isEmpty())
        label = QStringLiteral("%1 (%2)").arg(command, params);
    for (int i = 2; used.contains(label); ++i)
        label = QStringLiteral("%1 #%2").arg(command).arg(i);
    used.insert(label);
    return label;
}

} // namespace

bool looksLikeHyperfineJson(std::string_view head)
{
    const std::string_view first = firstLine(head);
    return startsWith(first, "{") && head.find("\"results\"") != std::string_view::npos
        && head.find("\"command\"") != std::string_view::npos
        && (head.find("\"times\"") != std::string_view::npos || head.find("\"mean\"") != std::string_view::npos);
}

bool looksLikeHyperfineCsv(std::string_view head)
{
    // By its columns, in any order (a spreadsheet round trip may move them).
    std::vector<std::string> cells;
    if (!splitCsvCells(firstLine(head), ',', cells))
        return false;
    int found = 0;
    for (const auto& c : cells)
        found += c == "command" || c == "mean" || c == "stddev" ? 1 : 0;
    return found == 3;
}

bool looksLikeHyperfineMarkdown(std::string_view head)
{
    const std::string_view first = firstLine(head);
    return startsWith(first, "| Command |") && first.find("| Mean [") != std::string_view::npos;
}

bool readHyperfineJson(Input& in, Run& run)
{
    const std::string_view all = in.all();
    const auto root = parseJson(in, all, 1);
    if (!root)
        return false;
    const QJsonArray results = root->toObject().value(u"results").toArray();
    if (results.isEmpty()) {
        in.error(lineOfKey(all, "results"), Tr::tr("hyperfine JSON without results (expected \"results\": [ … ])"));
        return false;
    }
    bool anyExitCodes = false, anyMemory = false, anyMedian = false;
    QSet<QString> used;
    int line = 1;
    for (const auto& value : results) {
        const QJsonObject r = value.toObject();
        line = lineOfKey(all, "command", line + 1);
        const QString command = r.value(u"command").toString();
        if (command.isEmpty()) {
            in.error(line, Tr::tr("a hyperfine result without a command"), QStringLiteral("command"));
            continue;
        }
        QStringList params;
        const QJsonObject p = r.value(u"parameters").toObject();
        for (auto it = p.begin(); it != p.end(); ++it)
            params << QStringLiteral("%1=%2").arg(it.key(), it.value().toVariant().toString());
        const QString label = uniqueLabel(command, params.join(QStringLiteral(", ")), used);

        ReportedSummary summary = newSummary(in, label);
        for (const char* k : kSummaryKeys)
            if (const auto v = jsonNumber(in, r, k, lineOfKey(all, k, line))) {
                if (*v < 0) {
                    in.error(lineOfKey(all, k, line), Tr::tr("'%1' cannot be negative").arg(QLatin1String(k)));
                    continue;
                }
                summary.figures.insert(summaryKey(k), *v * 1e3);
            }
        anyMedian = anyMedian || summary.figures.contains(QStringLiteral("median"));

        const QJsonValue timesValue = r.value(u"times");
        const QJsonArray times = timesValue.toArray();
        const QJsonArray codes = r.value(u"exit_codes").toArray();
        const QJsonArray memory = r.value(u"memory_usage_byte").toArray();
        const int timesLine = lineOfKey(all, "times", line);
        if (!timesValue.isUndefined() && !timesValue.isArray())
            in.error(timesLine, Tr::tr("'times' should be a list of seconds"), QStringLiteral("times"));
        if (!codes.isEmpty() && codes.size() != times.size())
            in.error(lineOfKey(all, "exit_codes", line),
                Tr::tr("%1 exit codes for %2 times: the file is inconsistent").arg(codes.size()).arg(times.size()));
        if (!memory.isEmpty() && memory.size() != times.size())
            in.error(lineOfKey(all, "memory_usage_byte", line),
                Tr::tr("%1 memory readings for %2 times: the file is inconsistent")
                    .arg(memory.size())
                    .arg(times.size()));
        summary.n = times.isEmpty() ? -1 : times.size();
        run.reportedSummaries.append(summary);
        for (int i = 0; i < times.size(); ++i) {
            const double t = times.at(i).toDouble(-1);
            if (!times.at(i).isDouble() || !std::isfinite(t) || t < 0) {
                in.error(timesLine,
                    Tr::tr("time %1 of '%2' is not a non-negative number of seconds").arg(i + 1).arg(label),
                    QStringLiteral("times"));
                continue;
            }
            if (!in.possibleDuration(timesLine, t * 1e3, QStringLiteral("times")))
                continue;
            Repetition rep;
            rep.inputId = label;
            rep.index = i;
            rep.wallMs = t * 1e3;
            if (i < codes.size() && codes.at(i).isDouble()) {
                rep.exitCode = codes.at(i).toInt();
                rep.outcome = *rep.exitCode == 0 ? Outcome::Ok : Outcome::NonZeroExit;
                anyExitCodes = true;
            } else if (i < codes.size()) {
                rep.outcome = Outcome::Crashed; // hyperfine writes null when a signal ended the run
            }
            if (i < memory.size()) {
                const double bytes = memory.at(i).toDouble(-1);
                if (!memory.at(i).isDouble() || bytes < 0)
                    in.error(lineOfKey(all, "memory_usage_byte", line),
                        Tr::tr("memory reading %1 of '%2' is not a number of bytes").arg(i + 1).arg(label));
                else
                    rep.maxRssKb = static_cast<int64_t>(std::llround(bytes / 1024.0));
                anyMemory = true;
            }
            run.repetitions.append(rep);
        }
    }
    if (in.hasErrors())
        return false;
    run.timingKind = TimingKind::ColdStart;
    in.note(Tr::tr("hyperfine JSON: every run's time (s → ms) as a cold-start repetition of its command; hyperfine's "
                   "own warm-up runs are not in the file, so none is dropped; its mean/stddev/median/min/max (s → ms) "
                   "kept as a reported summary"));
    if (!anyExitCodes)
        in.note(Tr::tr("no exit codes in this file (hyperfine before 1.12): each run's outcome is unknown"));
    if (!anyMedian)
        in.note(Tr::tr("no median in this file (hyperfine before 1.10)"));
    in.note(anyMemory ? Tr::tr("peak memory per run from memory_usage_byte (bytes → KiB, the rusage maximum)")
                      : Tr::tr("no memory figures in this file (hyperfine writes memory_usage_byte from 1.19): "
                               "memory stays missing"));
    return true;
}

bool readHyperfineCsv(Input& in, Run& run)
{
    Line line;
    std::vector<std::string> header, cells;
    QSet<QString> used;
    while (!in.tooManyErrors() && in.next(line)) {
        if (isBlank(line.text))
            continue;
        if (header.empty()) {
            splitCsvCells(line.text, ',', header);
            continue;
        }
        if (!splitCsvCells(line.text, ',', cells) || cells.size() != header.size()) {
            if (!line.terminated) {
                in.error(line.number, Tr::tr("the last row %1 is cut off mid-write").arg(quoted(line.text)));
                break;
            }
            in.error(line.number,
                Tr::tr("expected %1 cells as in the header, found %2").arg(header.size()).arg(cells.size()));
            continue;
        }
        QString command;
        QStringList params;
        std::vector<std::pair<QString, double>> figures;
        for (size_t i = 0; i < header.size(); ++i) {
            const std::string& h = header[i];
            if (h == "command") {
                command = qs(cells[i]);
            } else if (startsWith(h, "parameter_")) {
                params << QStringLiteral("%1=%2").arg(qs(h.substr(10)), qs(cells[i]));
            } else {
                const auto v = parseDouble(cells[i]);
                if (!v || *v < 0) {
                    in.error(line.number,
                        Tr::tr("column '%1' should hold seconds, found %2").arg(qs(h), quoted(cells[i])), qs(h));
                    continue;
                }
                figures.emplace_back(summaryKey(h.c_str()), *v * 1e3);
            }
        }
        ReportedSummary s = newSummary(in, uniqueLabel(command, params.join(QStringLiteral(", ")), used));
        for (const auto& [k, v] : figures)
            s.figures.insert(k, v);
        run.reportedSummaries.append(s);
    }
    if (in.failed() || in.cancelled() || in.hasErrors())
        return false;
    if (run.reportedSummaries.isEmpty()) {
        in.error(0, Tr::tr("the hyperfine CSV has a header but no rows"));
        return false;
    }
    in.note(Tr::tr("hyperfine CSV holds hyperfine's summary only (s → ms): no single run's time, so no repetitions "
                   "and no statistics of Headroom's own; export JSON for every run"));
    return true;
}

bool readHyperfineMarkdown(Input& in, Run& run)
{
    Line line;
    std::vector<std::string> header, cells;
    double msPerUnit = 0;
    QSet<QString> used;
    while (!in.tooManyErrors() && in.next(line)) {
        if (isBlank(line.text))
            continue;
        if (!splitMarkdownRow(line.text, cells)) {
            in.error(line.number, Tr::tr("expected a Markdown table row, found %1").arg(quoted(line.text)));
            continue;
        }
        if (header.empty()) {
            header = cells;
            // "Mean [ms]": hyperfine picks one unit for the whole table and names it in the header.
            const std::string& mean = header.size() > 1 ? header[1] : std::string();
            const size_t open = mean.find('['), close = mean.find(']');
            const auto seconds = open != std::string::npos && close != std::string::npos
                ? secondsPerTimeUnit(std::string_view(mean).substr(open + 1, close - open - 1))
                : std::nullopt;
            if (!seconds) {
                in.error(line.number,
                    Tr::tr("the time unit of the table is not known: expected 'Mean [s]', 'Mean [ms]', 'Mean [µs]', "
                           "found %1")
                        .arg(quoted(mean)));
                return false;
            }
            msPerUnit = *seconds * 1e3;
            continue;
        }
        if (isMarkdownRule(cells))
            continue;
        if (cells.size() != header.size()) {
            const QString message = line.terminated ? Tr::tr("expected %2 cells as in the header, found %1")
                                                    : Tr::tr("the last row is cut off mid-write (%1 of %2 cells)");
            in.error(line.number, message.arg(cells.size()).arg(header.size()));
            continue;
        }
        std::string command = cells[0];
        if (command.size() >= 2 && command.front() == '`' && command.back() == '`')
            command = command.substr(1, command.size() - 2);
        ReportedSummary s = newSummary(in, uniqueLabel(qs(command), {}, used));
        for (size_t i = 1; i < header.size(); ++i) {
            const std::string name = lower(header[i].substr(0, header[i].find(' ')));
            if (name == "relative")
                continue; // a ratio to the fastest command, not a time
            std::string_view cell = cells[i];
            std::string_view spread;
            const size_t pm = cell.find("\xc2\xb1"); // "318.9 ± 56.0": the mean and the standard deviation
            if (pm != std::string_view::npos) {
                spread = trimmed(cell.substr(pm + 2));
                cell = trimmed(cell.substr(0, pm));
            }
            const auto v = parseDouble(cell);
            const auto sd = spread.empty() ? std::optional<double>() : parseDouble(spread);
            if (!v || *v < 0 || (!spread.empty() && !sd)) {
                in.error(line.number,
                    Tr::tr("column '%1' should hold a time, found %2").arg(qs(header[i]), quoted(cells[i])),
                    qs(header[i]));
                continue;
            }
            s.figures.insert(qs(name), *v * msPerUnit);
            if (sd)
                s.figures.insert(QStringLiteral("stddev"), *sd * msPerUnit);
        }
        run.reportedSummaries.append(s);
    }
    if (in.failed() || in.cancelled() || in.hasErrors())
        return false;
    if (run.reportedSummaries.isEmpty()) {
        in.error(0, Tr::tr("the hyperfine Markdown table has no rows"));
        return false;
    }
    in.note(Tr::tr("hyperfine Markdown holds hyperfine's rounded summary only (unit from the header → ms): no "
                   "repetitions; export JSON for every run"));
    return true;
}

} // namespace Analysis::Importers
