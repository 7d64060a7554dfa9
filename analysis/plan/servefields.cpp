// The serve request's fields (servefields.h): the names each API gives the fixed parameters, and
// the names an extra parameter may take. The lists are the engines' documented request fields: a
// name an engine does not know is ignored by it without a word, which is how a parameter believed
// fixed stops being applied.

#include "analysis/plan/servefields.h"

#include "analysis/core/tr.h"
#include "analysis/plan/planparser_p.h"

#include <QRegularExpression>

#include <cmath>

namespace Analysis {
namespace {

// The fields the probe writes into every body itself: an extra of that name would be a second copy.
const QStringList& probeFields(ServeApi api)
{
    static const QStringList llama
        = { QStringLiteral("prompt"), QStringLiteral("stream"), QStringLiteral("n_predict"), QStringLiteral("model") };
    static const QStringList openai = { QStringLiteral("prompt"), QStringLiteral("messages"), QStringLiteral("stream"),
        QStringLiteral("stream_options"), QStringLiteral("model"), QStringLiteral("max_tokens"),
        QStringLiteral("max_completion_tokens") };
    static const QStringList ollama = { QStringLiteral("num_predict") };
    switch (api) {
    case ServeApi::Llama:
        return llama;
    case ServeApi::OpenAiCompletions:
    case ServeApi::OpenAiChat:
        return openai;
    case ServeApi::Ollama:
        break;
    }
    return ollama;
}

// Request names of the fixed parameters under another spelling: an extra of that name would send
// the same setting twice, perhaps with two values.
QString fixedParamFor(ServeApi api, const QString& field)
{
    if (field == u"repeat_penalty" || field == u"repetition_penalty")
        return QStringLiteral("repetition_penalty");
    if (api == ServeApi::Ollama) {
        if (field == u"num_ctx")
            return QStringLiteral("context_length");
        if (field == u"num_thread")
            return QStringLiteral("threads");
        if (field == u"num_batch")
            return QStringLiteral("batch_size");
    }
    return {};
}

// llama.cpp's server, POST /completion (tools/server/README.md): it reads these and ignores the rest.
const QStringList& llamaDocumented()
{
    static const QStringList names = { QStringLiteral("dynatemp_range"), QStringLiteral("dynatemp_exponent"),
        QStringLiteral("min_p"), QStringLiteral("n_indent"), QStringLiteral("n_keep"), QStringLiteral("stop"),
        QStringLiteral("typical_p"), QStringLiteral("repeat_last_n"), QStringLiteral("presence_penalty"),
        QStringLiteral("frequency_penalty"), QStringLiteral("dry_multiplier"), QStringLiteral("dry_base"),
        QStringLiteral("dry_allowed_length"), QStringLiteral("dry_penalty_last_n"), QStringLiteral("xtc_probability"),
        QStringLiteral("xtc_threshold"), QStringLiteral("mirostat"), QStringLiteral("mirostat_tau"),
        QStringLiteral("mirostat_eta"), QStringLiteral("grammar"), QStringLiteral("seed"), QStringLiteral("ignore_eos"),
        QStringLiteral("n_probs"), QStringLiteral("min_keep"), QStringLiteral("t_max_predict_ms"),
        QStringLiteral("id_slot"), QStringLiteral("cache_prompt"), QStringLiteral("return_tokens"),
        QStringLiteral("samplers"), QStringLiteral("timings_per_token"), QStringLiteral("post_sampling_probs"),
        QStringLiteral("top_n_sigma"), QStringLiteral("n_cmpl"), QStringLiteral("return_progress") };
    return names;
}

// The OpenAI completions and chat APIs' own scalar fields, and the sampling extensions that the
// OpenAI-compatible servers document (vLLM's extra sampling parameters, llama.cpp's server).
const QStringList& openAiNames()
{
    static const QStringList names = { QStringLiteral("seed"), QStringLiteral("stop"), QStringLiteral("n"),
        QStringLiteral("best_of"), QStringLiteral("echo"), QStringLiteral("suffix"), QStringLiteral("logprobs"),
        QStringLiteral("top_logprobs"), QStringLiteral("presence_penalty"), QStringLiteral("frequency_penalty"),
        QStringLiteral("user"),
        // vendor extensions
        QStringLiteral("min_p"), QStringLiteral("typical_p"), QStringLiteral("ignore_eos"),
        QStringLiteral("min_tokens"), QStringLiteral("length_penalty"), QStringLiteral("skip_special_tokens"),
        QStringLiteral("spaces_between_special_tokens"), QStringLiteral("include_stop_str_in_output"),
        QStringLiteral("truncate_prompt_tokens"), QStringLiteral("repeat_last_n"), QStringLiteral("mirostat"),
        QStringLiteral("mirostat_tau"), QStringLiteral("mirostat_eta"), QStringLiteral("n_probs"),
        QStringLiteral("cache_prompt"), QStringLiteral("id_slot") };
    return names;
}

// Ollama's "options" (docs/modelfile.md and api.md, "Generate request (with options)").
const QStringList& ollamaOptions()
{
    static const QStringList names = { QStringLiteral("num_keep"), QStringLiteral("seed"), QStringLiteral("min_p"),
        QStringLiteral("typical_p"), QStringLiteral("repeat_last_n"), QStringLiteral("presence_penalty"),
        QStringLiteral("frequency_penalty"), QStringLiteral("penalize_newline"), QStringLiteral("stop"),
        QStringLiteral("numa"), QStringLiteral("num_gpu"), QStringLiteral("main_gpu"), QStringLiteral("low_vram"),
        QStringLiteral("use_mmap"), QStringLiteral("use_mlock"), QStringLiteral("mirostat"),
        QStringLiteral("mirostat_tau"), QStringLiteral("mirostat_eta"), QStringLiteral("tfs_z") };
    return names;
}

// A decimal number as JSON writes it; YAML and QString::toDouble take more (".5", "+1", "1.").
bool isJsonNumber(const QString& s)
{
    static const QRegularExpression re(QStringLiteral("^-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?$"));
    return re.match(s).hasMatch();
}

QString jsonText(const QJsonValue& v, const QString& written)
{
    if (v.isBool())
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (v.isDouble())
        return isJsonNumber(written) ? written : QString::number(v.toDouble(), 'g', 17);
    return v.toString();
}

// A fixed parameter's value: every one of them is checked as a number or a text by the parser.
QJsonValue fixedValue(const QString& text)
{
    bool ok = false;
    const double d = text.toDouble(&ok);
    return ok && std::isfinite(d) ? QJsonValue(d) : QJsonValue(text);
}

} // namespace

QJsonValue extraJsonValue(const Plan& plan, const QString& key)
{
    const auto it = plan.extraParams.constFind(key);
    if (it == plan.extraParams.cend())
        return QJsonValue(QJsonValue::Undefined);
    if (plan.quotedExtras.contains(key))
        return *it;
    const QJsonValue v = PlanDetail::yamlScalarToJson(*it, true);
    // An extra is never null (the parser refuses one), and a YAML number such as .inf or 0x1F is
    // no JSON number: those stay the text as written.
    if (v.isNull() || (v.isDouble() && !std::isfinite(v.toDouble())))
        return *it;
    return v;
}

ServeExtraCheck checkServeExtra(ServeApi api, const QString& key)
{
    ServeExtraCheck c;
    const QString apiName = serveApiName(api);
    c.field = api == ServeApi::Ollama ? QStringLiteral("options.") + key : key;
    if (probeFields(api).contains(key)) {
        c.refused = true;
        c.why = Tr::tr("params.extra.%1 has no place in a request of the %2 API: the probe writes \"%1\" itself "
                       "(the input, max_new_tokens, params.model, streaming).")
                    .arg(key, apiName);
        return c;
    }
    if (const QString fixed = fixedParamFor(api, key); !fixed.isEmpty()) {
        c.refused = true;
        c.why = Tr::tr("params.extra.%1 has no place in a request of the %2 API: params.%3 is sent under that name; "
                       "set params.%3 instead.")
                    .arg(key, apiName, fixed);
        return c;
    }
    switch (api) {
    case ServeApi::Llama:
        // llama.cpp's server reads any sampling field of the body: sent verbatim, with a word when
        // it is not one the server documents (it would ignore it silently).
        if (!llamaDocumented().contains(key))
            c.why = Tr::tr("params.extra.%1 is sent as \"%1\", but llama.cpp's server does not document that field "
                           "for /completion: it ignores fields it does not know.")
                        .arg(key);
        return c;
    case ServeApi::OpenAiCompletions:
    case ServeApi::OpenAiChat:
        if (!openAiNames().contains(key)) {
            c.refused = true;
            c.why = Tr::tr("params.extra.%1 has no place in a request of the %2 API: it is neither an OpenAI "
                           "request field nor a documented extension (%3).")
                        .arg(key, apiName, openAiNames().join(QStringLiteral(", ")));
        }
        return c;
    case ServeApi::Ollama:
        if (!ollamaOptions().contains(key)) {
            c.refused = true;
            c.why = Tr::tr("params.extra.%1 has no place in a request of the %2 API: extras go into \"options\", "
                           "and Ollama has no option of that name (%3).")
                        .arg(key, apiName, ollamaOptions().join(QStringLiteral(", ")));
        }
        return c;
    }
    return c;
}

QList<ServeRequestField> serveRequestFields(const Plan& plan)
{
    const ServeApi api = plan.endpoint ? plan.endpoint->api : ServeApi::Llama;
    const bool ollama = api == ServeApi::Ollama;
    // The sampling parameters under each engine's own names: llama.cpp's /completion and Ollama say
    // repeat_penalty, the OpenAI-compatible servers that take it (vLLM, llama-server) say
    // repetition_penalty. Ollama also sets its context, threads and batch per request; the other
    // engines were started with them.
    QList<QPair<QString, QString>> names = {
        { QStringLiteral("temperature"), QStringLiteral("temperature") },
        { QStringLiteral("top_p"), QStringLiteral("top_p") },
        { QStringLiteral("top_k"), QStringLiteral("top_k") },
        { QStringLiteral("repetition_penalty"),
            api == ServeApi::Llama || ollama ? QStringLiteral("repeat_penalty")
                                             : QStringLiteral("repetition_penalty") },
    };
    if (ollama)
        names += { { QStringLiteral("context_length"), QStringLiteral("num_ctx") },
            { QStringLiteral("threads"), QStringLiteral("num_thread") },
            { QStringLiteral("batch_size"), QStringLiteral("num_batch") } };
    QList<ServeRequestField> fields;
    for (const auto& [param, name] : std::as_const(names))
        if (const auto v = plan.params.value(param)) {
            const QJsonValue value = fixedValue(*v);
            fields.append({ param, name, ollama, value, jsonText(value, *v) });
        }
    for (auto it = plan.extraParams.cbegin(); it != plan.extraParams.cend(); ++it) {
        const ServeExtraCheck check = checkServeExtra(api, it.key());
        if (check.refused)
            continue; // the plan check refused the plan already
        const QJsonValue value = extraJsonValue(plan, it.key());
        fields.append({ QStringLiteral("extra.") + it.key(), it.key(), ollama, value, jsonText(value, it.value()) });
    }
    return fields;
}

QStringList serveParamsNotSent(const Plan& plan)
{
    QStringList sent;
    for (const ServeRequestField& f : serveRequestFields(plan))
        sent << f.param;
    QStringList out;
    for (const char* name : { "threads", "batch_size", "context_length", "cpu_affinity", "gpu_affinity" }) {
        const QString param = QLatin1String(name);
        if (plan.params.value(param) && !sent.contains(param))
            out << QStringLiteral("params.") + param;
    }
    return out;
}

} // namespace Analysis
