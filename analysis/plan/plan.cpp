#include "analysis/plan/plan.h"
#include "analysis/plan/planparser_p.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Analysis {

using namespace PlanDetail;

QString planModeName(PlanMode mode)
{
    switch (mode) {
    case PlanMode::Process:
        break;
    case PlanMode::Loop:
        return QStringLiteral("loop");
    case PlanMode::Serve:
        return QStringLiteral("serve");
    }
    return QStringLiteral("process");
}

QString serveApiName(ServeApi api)
{
    switch (api) {
    case ServeApi::Llama:
        return QStringLiteral("llama");
    case ServeApi::OpenAiCompletions:
        return QStringLiteral("openai-completions");
    case ServeApi::OpenAiChat:
        return QStringLiteral("openai-chat");
    case ServeApi::Ollama:
        return QStringLiteral("ollama");
    }
    return QString();
}

const QStringList& Plan::knownParams()
{
    static const QStringList names
        = { QStringLiteral("max_new_tokens"), QStringLiteral("temperature"), QStringLiteral("top_p"),
              QStringLiteral("top_k"), QStringLiteral("repetition_penalty"), QStringLiteral("threads"),
              QStringLiteral("batch_size"), QStringLiteral("context_length"), QStringLiteral("quantization"),
              QStringLiteral("backend"), QStringLiteral("cpu_affinity"), QStringLiteral("model") };
    return names;
}

const QStringList& Plan::optionalParams()
{
    static const QStringList names = { QStringLiteral("gpu_affinity") };
    return names;
}

QString Plan::inputPath(const PlanInput& input) const
{
    return QDir::cleanPath(QDir(baseDir).absoluteFilePath(input.file));
}

const PlanInput* Plan::findInput(const QString& id) const
{
    for (const auto& input : inputs)
        if (input.id == id)
            return &input;
    return nullptr;
}

namespace PlanDetail {

const QRegularExpression& placeholderPattern()
{
    static const QRegularExpression re(QStringLiteral("\\{([A-Za-z_][A-Za-z0-9_]*)\\}"));
    return re;
}

QStringList placeholdersIn(const QStringList& args)
{
    QStringList names;
    for (const QString& arg : args) {
        auto it = placeholderPattern().globalMatch(arg);
        while (it.hasNext()) {
            const QString name = it.next().captured(1);
            if (!names.contains(name))
                names.append(name);
        }
    }
    return names;
}

QStringList calibrateCommand()
{
    // The probe's built-in reference workload, fed the same fixed parameters a model would be.
    return { QStringLiteral("headroom-probe"), QStringLiteral("calibrate"), QStringLiteral("--prompt-file"),
        QStringLiteral("{input}"), QStringLiteral("--max-new-tokens"), QStringLiteral("{max_new_tokens}"),
        QStringLiteral("--threads"), QStringLiteral("{threads}") };
}

QJsonValue yamlScalarToJson(const QString& text, bool plain)
{
    if (!plain)
        return text;
    if (text == u"true" || text == u"True" || text == u"TRUE")
        return true;
    if (text == u"false" || text == u"False" || text == u"FALSE")
        return false;
    if (text.isEmpty() || text == u"~" || text == u"null" || text == u"Null" || text == u"NULL")
        return QJsonValue(QJsonValue::Null);
    bool ok = false;
    const double v = text.toDouble(&ok);
    return ok ? QJsonValue(v) : QJsonValue(text);
}

bool plainScalarIsTyped(const QString& text)
{
    const QJsonValue v = yamlScalarToJson(text, true);
    return v.isBool() || (v.isDouble() && std::isfinite(v.toDouble()));
}

} // namespace PlanDetail

QStringList Plan::expandedCommand() const
{
    const QStringList source = workload.isEmpty() ? command : calibrateCommand();
    QStringList out;
    out.reserve(source.size());
    // One pass per argument: a value that itself contains "{x}" is never substituted again.
    for (const QString& arg : source) {
        QString result;
        qsizetype last = 0;
        auto it = placeholderPattern().globalMatch(arg);
        while (it.hasNext()) {
            const auto m = it.next();
            const QString name = m.captured(1);
            QString value = m.captured(0);
            if (name == u"iterations" && mode == PlanMode::Loop) {
                value = QString::number(iterations);
            } else if (name != u"input" && name != u"input_id") {
                if (extraParams.contains(name))
                    value = extraParams.value(name);
                else if (params.value(name))
                    value = *params.value(name);
            }
            result += QStringView(arg).mid(last, m.capturedStart() - last) + value;
            last = m.capturedEnd();
        }
        result += QStringView(arg).mid(last);
        out.append(result);
    }
    return out;
}

QStringList Plan::tokenCommandFor(const PlanInput& input) const
{
    QStringList argv = input.tokenCountCommand.isEmpty() ? tokenCountCommand : input.tokenCountCommand;
    const QString path = inputPath(input);
    for (QString& arg : argv)
        arg.replace(QStringLiteral("{input}"), path);
    return argv;
}

bool operator==(const PlanEndpoint& a, const PlanEndpoint& b)
{
    return a.url == b.url && a.api == b.api && a.pid == b.pid && a.metricsPath == b.metricsPath;
}

bool operator==(const PlanInput& a, const PlanInput& b)
{
    return a.id == b.id && a.file == b.file && a.tokens == b.tokens && a.tokenCountCommand == b.tokenCountCommand;
}

bool operator==(const AcceptanceRule& a, const AcceptanceRule& b)
{
    return a.input == b.input && a.kind == b.kind && a.text == b.text && a.jsonField == b.jsonField
        && a.jsonValue == b.jsonValue;
}

bool operator==(const LoadComplete& a, const LoadComplete& b)
{
    return a.kind == b.kind && a.regex == b.regex && a.afterMs == b.afterMs;
}

bool operator==(const PlanLimits& a, const PlanLimits& b)
{
    return a.memoryAuto == b.memoryAuto && a.memoryBytes == b.memoryBytes && a.reserveIsPercent == b.reserveIsPercent
        && a.reservePercent == b.reservePercent && a.reserveBytes == b.reserveBytes && a.latencyS == b.latencyS
        && a.cgroupMemoryBytes == b.cgroupMemoryBytes
        && a.ttftS == b.ttftS;
}

bool operator==(const Plan& a, const Plan& b)
{
    return a.version == b.version && a.name == b.name && a.mode == b.mode && a.workload == b.workload
        && a.command == b.command && a.endpoint == b.endpoint && a.params == b.params && a.extraParams == b.extraParams
        && a.quotedExtras == b.quotedExtras && a.labels == b.labels && a.inputs == b.inputs
        && a.tokenCountCommand == b.tokenCountCommand && a.repetitions == b.repetitions && a.warmup == b.warmup
        && a.iterations == b.iterations && a.sampleIntervalMs == b.sampleIntervalMs && a.timeoutS == b.timeoutS
        && a.limits == b.limits && a.loadComplete == b.loadComplete && a.outputTokenRegex == b.outputTokenRegex
        && a.engine == b.engine && a.acceptance == b.acceptance && a.criticalProcesses == b.criticalProcesses
        && a.concurrency == b.concurrency && a.interleave == b.interleave && a.robustness == b.robustness
        && a.corpus == b.corpus && a.decision == b.decision && a.fit == b.fit && a.cooldown == b.cooldown
        && a.pauseS == b.pauseS && a.sustained == b.sustained;
}

bool operator==(const PlanSustained& a, const PlanSustained& b)
{
    return a.minutes == b.minutes;
}

bool operator==(const PlanCooldown& a, const PlanCooldown& b)
{
    return a.untilC == b.untilC && a.zone == b.zone && a.maxWaitS == b.maxWaitS;
}

bool operator==(const PlanCorpus& a, const PlanCorpus& b)
{
    return a.documents == b.documents && a.expected == b.expected && a.only == b.only;
}

bool operator==(const PlanDecision& a, const PlanDecision& b)
{
    return a.follows == b.follows && a.because == b.because && a.change == b.change;
}

namespace {

// The JSON inside an output: the whole text, or else from the first '{' or '[' to the last
// matching bracket (engines often print text around it).
std::optional<QJsonValue> findJson(const QByteArray& output)
{
    QJsonParseError error;
    QJsonDocument doc = QJsonDocument::fromJson(output.trimmed(), &error);
    if (error.error != QJsonParseError::NoError) {
        const qsizetype brace = output.indexOf('{');
        const qsizetype bracket = output.indexOf('[');
        qsizetype start = brace < 0 ? bracket : (bracket < 0 ? brace : qMin(brace, bracket));
        if (start < 0)
            return std::nullopt;
        const qsizetype end = output.lastIndexOf(output.at(start) == '{' ? '}' : ']');
        if (end <= start)
            return std::nullopt;
        doc = QJsonDocument::fromJson(output.mid(start, end - start + 1), &error);
        if (error.error != QJsonParseError::NoError)
            return std::nullopt;
    }
    return doc.isObject() ? QJsonValue(doc.object()) : QJsonValue(doc.array());
}

} // namespace

bool AcceptanceRule::accepts(const QByteArray& output, QString* why, Rejection* as) const
{
    const auto reject = [why, as](Rejection kind, const QString& reason) {
        if (why)
            *why = reason;
        if (as)
            *as = kind;
        return false;
    };
    switch (kind) {
    case Kind::Regex:
        if (QRegularExpression(text, QRegularExpression::MultilineOption).match(QString::fromUtf8(output)).hasMatch())
            return true;
        return reject(Rejection::Quality, QStringLiteral("output does not match /%1/").arg(text));
    case Kind::Exact: {
        // Trailing newlines and spaces are how a program ends its output, not part of the answer.
        const QString got = QString::fromUtf8(output);
        const auto chopTrailing = [](QString s) {
            qsizetype n = s.size();
            while (n > 0 && s.at(n - 1).isSpace())
                --n;
            s.truncate(n);
            return s;
        };
        if (chopTrailing(got) == chopTrailing(text))
            return true;
        return reject(Rejection::Quality, QStringLiteral("output is not exactly the expected text"));
    }
    case Kind::JsonField: {
        // No JSON, or JSON without the field, is a format failure: the output is not what the rule
        // can read. A field that is there with another value is a quality failure. An expected null
        // is met by a field that is null or absent (how a missing field is handled, said once).
        const auto json = findJson(output);
        if (!json)
            return reject(Rejection::Format, QStringLiteral("output holds no JSON"));
        QJsonValue v = *json;
        for (const QString& part : jsonField.split(u'.')) {
            bool isIndex = false;
            const int index = part.toInt(&isIndex);
            if (v.isArray() && isIndex && index >= 0 && index < v.toArray().size())
                v = v.toArray().at(index);
            else if (v.isObject() && v.toObject().contains(part))
                v = v.toObject().value(part);
            else if (jsonValue.isNull())
                return true;
            else
                return reject(Rejection::Format, QStringLiteral("JSON has no field %1").arg(jsonField));
        }
        if (v == jsonValue)
            return true;
        // Each value as JSON writes it ("abc" in quotes, 12.5, true, null), without the array around it.
        const auto asJson = [](const QJsonValue& x) {
            return QString::fromUtf8(QJsonDocument(QJsonArray { x }).toJson(QJsonDocument::Compact)).mid(1).chopped(1);
        };
        return reject(Rejection::Quality,
            QStringLiteral("JSON field %1 is %2, expected %3").arg(jsonField, asJson(v), asJson(jsonValue)));
    }
    }
    return reject(Rejection::Format, QStringLiteral("unknown rule"));
}

QString rejectionName(Rejection r)
{
    return r == Rejection::Format ? QStringLiteral("format") : QStringLiteral("quality");
}

namespace {

struct Unit {
    const char* suffix;
    int64_t factor;
};
// Binary and decimal units are both written out: "G" alone is ambiguous and refused.
constexpr Unit kUnits[] = { { "TiB", int64_t(1) << 40 }, { "GiB", int64_t(1) << 30 }, { "MiB", int64_t(1) << 20 },
    { "KiB", int64_t(1) << 10 }, { "TB", 1000000000000LL }, { "GB", 1000000000LL }, { "MB", 1000000LL },
    { "kB", 1000LL }, { "B", 1 } };

} // namespace

bool parseByteSize(const QString& text, int64_t* bytes)
{
    static const QRegularExpression re(QStringLiteral("^(\\d+(?:\\.\\d+)?)\\s*([A-Za-z]*)$"));
    const auto m = re.match(text.trimmed());
    if (!m.hasMatch())
        return false;
    const QString suffix = m.captured(2);
    int64_t factor = 0;
    if (suffix.isEmpty())
        factor = 1;
    for (const auto& unit : kUnits)
        if (suffix == QLatin1String(unit.suffix))
            factor = unit.factor;
    if (factor == 0)
        return false;
    const double value = m.captured(1).toDouble() * double(factor);
    if (value > 9.0e18 || (suffix.isEmpty() && m.captured(1).contains(u'.')))
        return false;
    *bytes = int64_t(value + 0.5);
    return true;
}

QString formatByteSize(int64_t bytes)
{
    for (const auto& unit : kUnits) {
        if (unit.factor >= 1 << 10 && QLatin1String(unit.suffix).endsWith(QLatin1String("iB"))
            && bytes % unit.factor == 0)
            return QString::number(bytes / unit.factor) + QLatin1String(unit.suffix);
    }
    // Half and quarter units read better than a long byte count ("3.5GiB"). Written from whole
    // numbers, never through a double: a large count must not come out as "1.04858e+06TiB", which
    // reads back as something else or not at all (the plan fuzz target's round trip).
    for (const auto& unit : kUnits) {
        if (unit.factor > 1 << 10 && QLatin1String(unit.suffix).endsWith(QLatin1String("iB")) && bytes >= unit.factor
            && bytes < (int64_t(1) << 60) && (bytes * 4) % unit.factor == 0) {
            static const char* const quarters[] = { "", ".25", ".5", ".75" };
            return QString::number(bytes / unit.factor)
                + QLatin1String(quarters[(bytes % unit.factor) * 4 / unit.factor]) + QLatin1String(unit.suffix);
        }
    }
    return QString::number(bytes);
}

} // namespace Analysis
