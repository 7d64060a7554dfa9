#include "analysis/import/importers/timingsummary.h"

namespace Analysis::Importers {

namespace {

bool knownKey(std::string_view k)
{
    for (const char* known : { "n", "min", "median", "max", "mean", "p90", "p99", "stdev" })
        if (k == known)
            return true;
    return false;
}

} // namespace

bool looksLikeTimingSummary(std::string_view head)
{
    const std::string_view line = firstLine(head);
    return startsWith(line, "n=") || startsWith(line, "min=") || line.find(" median=") != std::string_view::npos;
}

bool readTimingSummary(Input& in, Run& run)
{
    QList<ReportedSummary> summaries;
    ReportedSummary current;
    bool open = false;
    auto close = [&] {
        if (open)
            summaries.append(current);
        current = ReportedSummary {};
        current.source = in.fileName();
        open = false;
    };
    current.source = in.fileName();
    Line line;
    while (!in.tooManyErrors() && in.next(line)) {
        const std::string_view text = trimmed(line.text);
        if (text.empty())
            continue;
        // Python's print('min=', a, 'median=', b) gives "min= a median= b": key tokens end in '='
        // and the value is the next token; "min=a" is accepted too.
        const auto tokens = splitBlanks(text, 64);
        bool bad = false;
        bool reported = false;
        for (size_t i = 0; i < tokens.size() && !bad; ++i) {
            std::string_view tok = tokens[i];
            const size_t eq = tok.find('=');
            if (eq == std::string_view::npos || !knownKey(tok.substr(0, eq))) {
                bad = true;
                break;
            }
            const std::string_view key = tok.substr(0, eq);
            std::string_view value = tok.substr(eq + 1);
            if (value.empty() && i + 1 < tokens.size())
                value = tokens[++i];
            if (key == "n") {
                close();
                const auto n = parseInt(value);
                if (!n || *n < 0) {
                    in.error(line.number, Tr::tr("expected a count after 'n=', found %1").arg(quoted(value)),
                        QStringLiteral("n"));
                    bad = reported = true;
                    break;
                }
                current.n = *n;
                open = true;
                continue;
            }
            const auto v = parseDouble(value);
            const QString k = toQString(key);
            if (!v || *v < 0) {
                in.error(line.number,
                    Tr::tr("expected a non-negative number of seconds after '%1=', found %2").arg(k, quoted(value)), k);
                bad = reported = true;
                break;
            }
            if (!in.possibleDuration(line.number, *v * 1e3, k)) {
                bad = reported = true;
                break;
            }
            if (current.figures.contains(k)) {
                in.error(
                    line.number, Tr::tr("'%1=' appears twice in one summary (is an 'n=' line missing?)").arg(k), k);
                bad = reported = true;
                break;
            }
            current.figures.insert(k, *v * 1e3);
            open = true;
        }
        if (bad && !reported) {
            if (!line.terminated) {
                in.warning(
                    line.number, Tr::tr("the last line %1 is cut off mid-write; it is ignored").arg(quoted(text)));
                break;
            }
            in.error(line.number,
                Tr::tr("expected the timing script's 'n= N' or 'min= … median= … max= …', found %1").arg(quoted(text)));
        }
    }
    if (in.failed() || in.cancelled() || in.hasErrors())
        return false;
    close();
    if (summaries.isEmpty()) {
        in.error(0, Tr::tr("no summary found (expected 'n= N' and 'min= … median= … max= …')"));
        return false;
    }
    for (const auto& s : summaries) {
        const auto lo = s.figures.value(QStringLiteral("min"), -1);
        const auto mid = s.figures.value(QStringLiteral("median"), -1);
        const auto hi = s.figures.value(QStringLiteral("max"), -1);
        if (lo >= 0 && mid >= 0 && hi >= 0 && !(lo <= mid && mid <= hi)) {
            in.error(0,
                Tr::tr("the summary says min %1 s, median %2 s, max %3 s, which cannot be (min ≤ median ≤ max)")
                    .arg(lo / 1e3)
                    .arg(mid / 1e3)
                    .arg(hi / 1e3));
            return false;
        }
    }
    in.note(Tr::tr("a summary computed by the timing script, not raw repetitions: only its own figures can be shown "
                   "(no p90, no spread, no check of the warm-up); values read as seconds"));
    run.reportedSummaries = summaries;
    return true;
}

} // namespace Analysis::Importers
