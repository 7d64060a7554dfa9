#include "analysis/import/importers/vllmbench.h"

#include "analysis/import/importers/toolcommon.h"

#include <QJsonArray>
#include <QRegularExpression>

namespace Analysis::Importers {

namespace {

// Python writes float('inf') and nan as bare Infinity/NaN, which is not JSON: quote them
// (outside strings) so the parser keeps them as text. No newline is added: lines stay as they were.
std::string quoteNonFinite(std::string_view text)
{
    std::string out;
    out.reserve(text.size() + 16);
    bool inString = false;
    for (size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            out += c;
            if (c == '\\' && i + 1 < text.size())
                out += text[++i];
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"')
            inString = true;
        bool replaced = false;
        for (const char* word : { "-Infinity", "Infinity", "NaN" }) {
            const std::string_view w(word);
            if (text.substr(i, w.size()) == w) {
                out += '"';
                out += word;
                out += '"';
                i += w.size() - 1;
                replaced = true;
                break;
            }
        }
        if (!replaced)
            out += c;
    }
    return out;
}

struct Figure {
    const char* key;
    const char* unit;
};

constexpr Figure kFigures[] = {
    { "duration", "s" },
    { "completed", "requests" },
    { "failed", "requests" },
    { "num_prompts", "requests" },
    { "total_input_tokens", "tokens" },
    { "total_output_tokens", "tokens" },
    { "request_throughput", "requests/s" },
    { "request_goodput", "requests/s" },
    { "output_throughput", "tokens/s" },
    { "total_token_throughput", "tokens/s" },
    { "input_throughput", "tokens/s" },
    { "max_output_tokens_per_s", "tokens/s" },
    { "max_concurrent_requests", "requests" },
    { "request_rate", "requests/s" },
    { "burstiness", "(gamma shape factor; 1 = Poisson)" },
    { "max_concurrency", "requests" },
};

} // namespace

bool looksLikeVllmBench(std::string_view head)
{
    return startsWith(firstLine(head), "{")
        && (head.find("\"request_throughput\"") != std::string_view::npos
            || head.find("_ttft_ms\"") != std::string_view::npos);
}

bool readVllmBench(Input& in, Run& run)
{
    const std::string text = quoteNonFinite(in.all());
    const auto root = parseJson(in, text, 1);
    if (!root)
        return false;
    const QJsonObject o = root->toObject();
    if (o.isEmpty()) {
        in.error(1, Tr::tr("expected a JSON object of vLLM benchmark results"));
        return false;
    }
    // "mean_ttft_ms", "median_tpot_ms", "std_itl_ms", "p99_e2el_ms", "p99.9_ttft_ms"
    static const QRegularExpression metricKey(
        QStringLiteral("^(mean|median|std|p[0-9]+(?:\\.[0-9]+)?)_(ttft|tpot|itl|e2el)_ms$"));
    QMap<QString, ReportedSummary> summaries;
    const auto completed = o.value(u"completed");
    for (auto it = o.begin(); it != o.end(); ++it) {
        const auto m = metricKey.match(it.key());
        if (!m.hasMatch())
            continue;
        const int line = lineOfKey(text, it.key().toUtf8().constData());
        if (it.value().isNull())
            continue; // vLLM writes null where no request gave the metric (one output token: no TPOT)
        if (!it.value().isDouble() || it.value().toDouble() < 0) {
            in.error(line, Tr::tr("'%1' should be a non-negative number of ms").arg(it.key()), it.key());
            continue;
        }
        const QString metric = m.captured(2);
        auto s = summaries.find(metric);
        if (s == summaries.end()) {
            s = summaries.insert(metric, newSummary(in, metric));
            s->n = completed.isDouble() ? static_cast<int64_t>(completed.toDouble()) : -1;
        }
        const QString stat = m.captured(1) == u"std" ? QStringLiteral("stddev") : m.captured(1);
        s->figures.insert(stat, it.value().toDouble());
    }
    for (const char* metric : { "ttft", "tpot", "itl", "e2el" })
        if (summaries.contains(QLatin1String(metric)))
            run.reportedSummaries.append(summaries.value(QLatin1String(metric)));
    for (const auto& f : kFigures) {
        const QJsonValue v = o.value(QLatin1String(f.key));
        const QString key = QStringLiteral("vllm-bench.%1").arg(QLatin1String(f.key));
        if (v.isDouble())
            putFigure(run, key, v.toDouble(), QLatin1String(f.unit));
        else if (v.isString() && v.toString().contains(QStringLiteral("Infinity")))
            putText(run, key,
                QStringLiteral("inf (%1)")
                    .arg(f.key == std::string_view("max_concurrency") ? QStringLiteral("unlimited")
                                                                      : QStringLiteral("all at once")));
        else if (v.isNull() && f.key == std::string_view("max_concurrency"))
            putText(run, key, QStringLiteral("unlimited"));
        else if (!v.isUndefined() && !v.isNull())
            in.error(lineOfKey(text, f.key), Tr::tr("'%1' should be a number").arg(QLatin1String(f.key)),
                QLatin1String(f.key));
    }
    for (const char* k : { "date", "backend", "model_id", "tokenizer_id", "endpoint_type", "label" })
        if (o.value(QLatin1String(k)).isString())
            putText(run, QStringLiteral("vllm-bench.%1").arg(QLatin1String(k)), o.value(QLatin1String(k)).toString());
    if (in.hasErrors())
        return false;
    if (run.reportedSummaries.isEmpty()) {
        in.error(1,
            Tr::tr("no TTFT/TPOT/ITL/E2EL figures (mean_ttft_ms, …) in the file: which vLLM wrote it? Expected "
                   "the JSON of 'vllm bench serve --save-result' or benchmark_serving.py"));
        return false;
    }
    run.timingKind = TimingKind::InProcess;
    const int detailed = o.value(u"ttfts").toArray().size();
    in.note(Tr::tr("vLLM bench serve: TTFT/TPOT/ITL/E2EL are vLLM's own summaries (ms), throughput and concurrency "
                   "figures as vllm-bench.<name>; no repetitions"));
    if (detailed > 0)
        in.note(Tr::tr("the file holds per-request lists for %n request(s) (--save-detailed) but no per-request "
                       "end-to-end time: not turned into repetitions",
            nullptr, detailed));
    return true;
}

} // namespace Analysis::Importers
