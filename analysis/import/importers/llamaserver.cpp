#include "analysis/import/importers/llamaserver.h"

#include "analysis/import/importers/toolcommon.h"

#include <QJsonObject>

#include <cmath>
#include <cstring>

namespace Analysis::Importers {

namespace {

std::string_view sseData(std::string_view line)
{
    if (!startsWith(line, "data:"))
        return {};
    return trimmed(line.substr(5));
}

struct MetricUnit {
    const char* name;
    const char* unit;
};

// llama.cpp's server metrics (tools/server/server.cpp): the unit each one counts in.
constexpr MetricUnit kKnown[] = {
    { "llamacpp:prompt_tokens_total", "tokens" },
    { "llamacpp:prompt_seconds_total", "s" },
    { "llamacpp:tokens_predicted_total", "tokens" },
    { "llamacpp:tokens_predicted_seconds_total", "s" },
    { "llamacpp:n_decode_total", "decode calls" },
    { "llamacpp:n_busy_slots_per_decode", "slots" },
    { "llamacpp:prompt_tokens_seconds", "tokens/s" }, // a rate despite the name
    { "llamacpp:predicted_tokens_seconds", "tokens/s" },
    { "llamacpp:kv_cache_usage_ratio", "ratio" },
    { "llamacpp:kv_cache_tokens", "tokens" },
    { "llamacpp:requests_processing", "requests" },
    { "llamacpp:requests_deferred", "requests" },
    { "llamacpp:n_past_max", "tokens" },
    { "llamacpp:n_tokens_max", "tokens" },
};

QString unitOf(std::string_view name)
{
    for (const auto& k : kKnown)
        if (name == k.name)
            return QLatin1String(k.unit);
    // Prometheus naming: the base unit is the name's suffix.
    for (const auto& [suffix, unit] : { std::pair { "_seconds_total", "s" }, std::pair { "_seconds", "s" },
             std::pair { "_bytes_total", "B" }, std::pair { "_bytes", "B" }, std::pair { "_ratio", "ratio" } })
        if (name.size() > std::strlen(suffix) && name.substr(name.size() - std::strlen(suffix)) == suffix)
            return QLatin1String(unit);
    return {};
}

} // namespace

bool looksLikeLlamaServerStream(std::string_view head)
{
    const std::string_view first = firstLine(head);
    return startsWith(first, "data:") && sseData(first).substr(0, 1) == "{";
}

bool looksLikeLlamaServerMetrics(std::string_view head)
{
    const std::string_view first = firstLine(head);
    return (startsWith(first, "# HELP llamacpp:") || startsWith(first, "# TYPE llamacpp:")
        || startsWith(first, "llamacpp:"));
}

bool readLlamaServerStream(Input& in, Run& run)
{
    Line line;
    int chunks = 0, responses = 0, openLine = 0;
    while (!in.tooManyErrors() && in.next(line)) {
        const std::string_view t = trimmed(line.text);
        if (t.empty() || startsWith(t, "event:") || startsWith(t, ":"))
            continue;
        const std::string_view data = sseData(t);
        if (data.empty() && !startsWith(t, "data:")) {
            in.error(line.number, Tr::tr("expected an SSE 'data: {…}' line, found %1").arg(quoted(t)));
            continue;
        }
        if (data == "[DONE]")
            continue;
        const auto v = parseJson(in, data, line.number);
        if (!v)
            continue;
        const QJsonObject o = v->toObject();
        if (o.contains(u"error")) {
            in.error(line.number,
                Tr::tr("the server answered with an error: %1")
                    .arg(o.value(u"error").toObject().value(u"message").toString()));
            continue;
        }
        if (chunks == 0 || openLine == 0)
            openLine = line.number;
        ++chunks;
        if (!o.value(u"stop").toBool())
            continue;
        const QJsonObject timings = o.value(u"timings").toObject();
        if (timings.isEmpty()) {
            in.error(line.number,
                Tr::tr("the last event (\"stop\": true) has no \"timings\" object; llama-server "
                       "sends it with /completion (not every OpenAI-style endpoint does)"));
            continue;
        }
        ++responses;
        const QString label = QStringLiteral("response %1").arg(responses);
        const QString key = QStringLiteral("llama-server.%1.").arg(label);
        ReportedSummary s = newSummary(in, label);
        s.n = 1;
        for (const char* k : { "prompt_ms", "predicted_ms", "prompt_per_token_ms", "predicted_per_token_ms" })
            if (const auto x = jsonNumber(in, timings, k, line.number))
                s.figures.insert(QLatin1String(k), *x);
        run.reportedSummaries.append(s);
        for (const auto& [k, unit] : { std::pair { "prompt_n", "tokens" }, std::pair { "predicted_n", "tokens" },
                 std::pair { "cache_n", "tokens" }, std::pair { "prompt_per_second", "tokens/s" },
                 std::pair { "predicted_per_second", "tokens/s" } })
            if (const auto x = jsonNumber(in, timings, k, line.number))
                putFigure(run, key + QLatin1String(k), *x, QLatin1String(unit));
        for (const char* k : { "tokens_predicted", "tokens_evaluated" })
            if (const auto x = jsonNumber(in, o, k, line.number))
                putFigure(run, key + QLatin1String(k), *x, QStringLiteral("tokens"));
        putFigure(run, key + QStringLiteral("stream_events"), chunks, QStringLiteral("events"));
        if (o.contains(u"model"))
            putText(run, key + QStringLiteral("model"), o.value(u"model").toString());
        chunks = 0;
        openLine = 0;
    }
    if (in.failed() || in.cancelled() || in.hasErrors())
        return false;
    if (chunks > 0) {
        in.error(openLine,
            Tr::tr("the stream ends without its final event (\"stop\": true with \"timings\"): cut off "
                   "after %n event(s)?",
                nullptr, chunks));
        return false;
    }
    if (responses == 0) {
        in.error(0, Tr::tr("no completed response in the stream"));
        return false;
    }
    run.timingKind = TimingKind::InProcess;
    in.note(Tr::tr("llama-server stream: the server's own timings (ms) as a reported summary per response; token "
                   "counts and tokens/s as figures; the client's end-to-end time and TTFT are not in a saved stream, "
                   "so no repetitions"));
    return true;
}

bool readLlamaServerMetrics(Input& in, Run& run)
{
    Line line;
    int kept = 0;
    while (!in.tooManyErrors() && in.next(line)) {
        const std::string_view t = trimmed(line.text);
        if (t.empty() || t.front() == '#')
            continue;
        // name{labels} value [timestamp]
        const size_t brace = t.find('{');
        const size_t nameEnd = std::min(brace, t.find(' '));
        if (nameEnd == std::string_view::npos) {
            in.error(line.number, Tr::tr("expected 'metric value', found %1").arg(quoted(t)));
            continue;
        }
        const std::string_view name = t.substr(0, nameEnd);
        std::string_view rest = t.substr(nameEnd);
        QString labels;
        if (brace == nameEnd) {
            const size_t close = rest.find('}');
            if (close == std::string_view::npos) {
                in.error(line.number, Tr::tr("unclosed '{' in %1").arg(quoted(t)));
                continue;
            }
            labels = toQString(rest.substr(0, close + 1));
            rest = rest.substr(close + 1);
        }
        const auto parts = splitBlanks(trimmed(rest), 3);
        const auto value = parts.empty() ? std::nullopt : parseDouble(parts[0]);
        if (!value) {
            if (!line.terminated) {
                in.error(line.number, Tr::tr("the last line %1 is cut off mid-write").arg(quoted(t)));
                break;
            }
            in.error(line.number, Tr::tr("expected a number after %1, found %2").arg(toQString(name), quoted(rest)));
            continue;
        }
        const QString unit = unitOf(name);
        if (unit.isEmpty()) {
            in.warning(line.number,
                Tr::tr("metric %1: its unit is not known (not a documented llama.cpp metric, no unit suffix); left out")
                    .arg(toQString(name)));
            continue;
        }
        putFigure(run, QStringLiteral("llama-server.metrics.%1%2").arg(toQString(name), labels), *value, unit);
        ++kept;
    }
    if (in.failed() || in.cancelled() || in.hasErrors())
        return false;
    if (kept == 0) {
        in.error(0, Tr::tr("no metric with a known unit in the file"));
        return false;
    }
    in.note(Tr::tr("llama-server /metrics: a snapshot of the server's counters and gauges since it started, each "
                   "with its unit, as figures llama-server.metrics.<name>"));
    return true;
}

} // namespace Analysis::Importers
