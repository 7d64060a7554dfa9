// Writing a plan back as YAML. yaml-cpp's emitter cannot carry the original's comments and
// layout, so this is a fresh text; the original stays verbatim in Plan::sourceText.

#include "analysis/plan/planparser_p.h"
#include "analysis/core/savefile.h"

#include <QFileInfo>
#include <QJsonValue>

#include <limits>

namespace Analysis {
namespace {

std::string utf8(const QString& s)
{
    return s.toStdString();
}

// The shortest decimal text that reads back as the same double, never in scientific notation: a
// person reads the file, and the plan's own patterns (a reserve of "0.00001%") take no exponent.
std::string shortest(double v)
{
    const int mostDecimals = std::numeric_limits<double>::max_exponent10 + std::numeric_limits<double>::max_digits10;
    for (int decimals = 0; decimals <= mostDecimals; ++decimals) {
        const QString s = QString::number(v, 'f', decimals);
        if (s.toDouble() == v)
            return utf8(s);
    }
    return utf8(QString::number(v, 'f', mostDecimals));
}

void quoted(YAML::Emitter& out, const QString& s)
{
    out << YAML::DoubleQuoted << utf8(s);
}

void argList(YAML::Emitter& out, const QStringList& args)
{
    out << YAML::Flow << YAML::BeginSeq;
    for (const QString& a : args)
        quoted(out, a);
    out << YAML::EndSeq;
}

void jsonScalar(YAML::Emitter& out, const QJsonValue& v)
{
    switch (v.type()) {
    case QJsonValue::Bool:
        out << v.toBool();
        break;
    case QJsonValue::Double:
        out << shortest(v.toDouble());
        break;
    case QJsonValue::String:
        quoted(out, v.toString());
        break;
    default:
        out << YAML::Null;
        break;
    }
}

void params(YAML::Emitter& out, const Plan& plan)
{
    // Numbers are written plain (the parser wants them plain), text quoted, null as null.
    static const QStringList textParams = { QStringLiteral("quantization"), QStringLiteral("backend"),
        QStringLiteral("cpu_affinity"), QStringLiteral("model"), QStringLiteral("gpu_affinity") };
    out << YAML::Key << "params" << YAML::Value << YAML::BeginMap;
    for (const QString& name : Plan::knownParams() + Plan::optionalParams()) {
        if (!plan.params.contains(name))
            continue;
        out << YAML::Key << utf8(name) << YAML::Value;
        const auto value = plan.params.value(name);
        if (!value)
            out << YAML::Null;
        else if (textParams.contains(name))
            quoted(out, *value);
        else
            out << utf8(*value);
    }
    if (!plan.extraParams.isEmpty()) {
        out << YAML::Key << "extra" << YAML::Value << YAML::BeginMap;
        for (auto it = plan.extraParams.cbegin(); it != plan.extraParams.cend(); ++it) {
            out << YAML::Key << utf8(it.key()) << YAML::Value;
            // Serve mode sends a plain 42 as a number, a quoted "42" as text: a number or a boolean
            // is written plain unless it was quoted; any other text quoted (it is text either way).
            if (!plan.quotedExtras.contains(it.key()) && PlanDetail::plainScalarIsTyped(it.value()))
                out << utf8(it.value());
            else
                quoted(out, it.value());
        }
        out << YAML::EndMap;
    }
    out << YAML::EndMap;
}

void corpus(YAML::Emitter& out, const Plan& plan)
{
    if (plan.corpus) {
        out << YAML::Key << "corpus" << YAML::Value << YAML::BeginMap;
        out << YAML::Key << "documents" << YAML::Value;
        quoted(out, plan.corpus->documents);
        if (!plan.corpus->expected.isEmpty()) {
            out << YAML::Key << "expected" << YAML::Value;
            quoted(out, plan.corpus->expected);
        }
        if (!plan.corpus->only.isEmpty()) {
            out << YAML::Key << "only" << YAML::Value << YAML::Flow << YAML::BeginSeq;
            for (const QString& id : plan.corpus->only)
                quoted(out, id);
            out << YAML::EndSeq;
        }
        out << YAML::EndMap;
    }
    if (plan.decision) {
        out << YAML::Key << "decision" << YAML::Value << YAML::BeginMap;
        out << YAML::Key << "follows" << YAML::Value;
        quoted(out, plan.decision->follows);
        out << YAML::Key << "because" << YAML::Value << utf8(plan.decision->because);
        out << YAML::Key << "change" << YAML::Value;
        quoted(out, plan.decision->change);
        out << YAML::EndMap;
    }
}

void inputs(YAML::Emitter& out, const Plan& plan)
{
    corpus(out, plan);
    if (plan.inputs.isEmpty())
        return;
    out << YAML::Key << "inputs" << YAML::Value << YAML::BeginSeq;
    for (const auto& input : plan.inputs) {
        out << YAML::Flow << YAML::BeginMap;
        out << YAML::Key << "id" << YAML::Value;
        quoted(out, input.id);
        out << YAML::Key << "file" << YAML::Value;
        quoted(out, input.file);
        if (input.tokens)
            out << YAML::Key << "tokens" << YAML::Value << *input.tokens;
        if (!input.tokenCountCommand.isEmpty()) {
            out << YAML::Key << "token_count_command" << YAML::Value;
            argList(out, input.tokenCountCommand);
        }
        out << YAML::EndMap;
    }
    out << YAML::EndSeq;
}

void limits(YAML::Emitter& out, const PlanLimits& l)
{
    out << YAML::Key << "limits" << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "memory" << YAML::Value;
    if (l.memoryAuto)
        out << "auto";
    else
        quoted(out, formatByteSize(l.memoryBytes));
    out << YAML::Key << "reserve" << YAML::Value;
    if (l.reserveIsPercent)
        quoted(out, QString::fromStdString(shortest(l.reservePercent)) + u'%');
    else
        quoted(out, formatByteSize(l.reserveBytes));
    out << YAML::Key << "latency_s" << YAML::Value << shortest(l.latencyS);
    if (l.ttftS > 0)
        out << YAML::Key << "ttft_s" << YAML::Value << shortest(l.ttftS);
    if (l.cgroupMemoryBytes > 0) {
        out << YAML::Key << "cgroup_memory" << YAML::Value;
        quoted(out, formatByteSize(l.cgroupMemoryBytes));
    }
    out << YAML::EndMap;
}

void acceptance(YAML::Emitter& out, const Plan& plan)
{
    if (plan.acceptance.isEmpty())
        return;
    out << YAML::Key << "acceptance" << YAML::Value << YAML::BeginSeq;
    for (const auto& rule : plan.acceptance) {
        out << YAML::Flow << YAML::BeginMap << YAML::Key << "input" << YAML::Value;
        quoted(out, rule.input);
        switch (rule.kind) {
        case AcceptanceRule::Kind::Regex:
            out << YAML::Key << "regex" << YAML::Value;
            quoted(out, rule.text);
            break;
        case AcceptanceRule::Kind::Exact:
            out << YAML::Key << "exact" << YAML::Value;
            quoted(out, rule.text);
            break;
        case AcceptanceRule::Kind::JsonField:
            out << YAML::Key << "json_field" << YAML::Value;
            quoted(out, rule.jsonField);
            out << YAML::Key << "value" << YAML::Value;
            jsonScalar(out, rule.jsonValue);
            break;
        }
        out << YAML::EndMap;
    }
    out << YAML::EndSeq;
}

void fit(YAML::Emitter& out, const Plan& plan)
{
    if (!plan.fit)
        return;
    const PlanFit& f = *plan.fit;
    out << YAML::Key << "fit" << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "lengths" << YAML::Value << YAML::Flow << YAML::BeginMap;
    out << YAML::Key << "from" << YAML::Value << f.lengths.from << YAML::Key << "to" << YAML::Value << f.lengths.to;
    out << YAML::Key << "unit" << YAML::Value << utf8(f.lengths.unit) << YAML::Key << "text" << YAML::Value;
    quoted(out, f.lengths.text);
    out << YAML::EndMap;
    if (!f.vary.isEmpty()) {
        out << YAML::Key << "vary" << YAML::Value << YAML::BeginMap;
        for (const auto& v : f.vary) {
            out << YAML::Key << utf8(v.param) << YAML::Value << YAML::Flow << YAML::BeginSeq;
            for (const QString& value : v.values)
                quoted(out, value);
            out << YAML::EndSeq;
        }
        out << YAML::EndMap;
    }
    out << YAML::Key << "objective" << YAML::Value << utf8(fitObjectiveName(f.objective));
    out << YAML::Key << "within" << YAML::Value << YAML::Flow << YAML::BeginMap;
    if (f.memoryIsCeiling)
        out << YAML::Key << "memory" << YAML::Value << "ceiling";
    else if (f.memoryBytes > 0) {
        out << YAML::Key << "memory" << YAML::Value;
        quoted(out, formatByteSize(f.memoryBytes));
    }
    if (f.p90LatencyS > 0)
        out << YAML::Key << "p90_latency_s" << YAML::Value << shortest(f.p90LatencyS);
    if (f.ttftS > 0)
        out << YAML::Key << "ttft_s" << YAML::Value << shortest(f.ttftS);
    out << YAML::EndMap;
    out << YAML::Key << "precision" << YAML::Value;
    quoted(out, QString::fromStdString(shortest(f.precisionPercent)) + u'%');
    out << YAML::Key << "budget" << YAML::Value << YAML::Flow << YAML::BeginMap << YAML::Key << "minutes"
        << YAML::Value << shortest(f.budgetMinutes) << YAML::Key << "points" << YAML::Value << f.budgetPoints
        << YAML::EndMap;
    out << YAML::EndMap;
}

} // namespace

QByteArray toYaml(const Plan& plan)
{
    YAML::Emitter out;
    out << YAML::BeginMap;
    out << YAML::Key << "version" << YAML::Value << plan.version;
    out << YAML::Key << "name" << YAML::Value;
    quoted(out, plan.name);
    out << YAML::Key << "mode" << YAML::Value << utf8(planModeName(plan.mode));
    if (!plan.workload.isEmpty())
        out << YAML::Key << "workload" << YAML::Value << utf8(plan.workload);
    if (!plan.command.isEmpty()) {
        out << YAML::Key << "command" << YAML::Value;
        argList(out, plan.command);
    }
    if (plan.endpoint) {
        out << YAML::Key << "endpoint" << YAML::Value << YAML::BeginMap;
        out << YAML::Key << "url" << YAML::Value;
        quoted(out, plan.endpoint->url);
        out << YAML::Key << "api" << YAML::Value << utf8(serveApiName(plan.endpoint->api));
        if (plan.endpoint->pid)
            out << YAML::Key << "pid" << YAML::Value << *plan.endpoint->pid;
        if (!plan.endpoint->metricsPath.isEmpty()) {
            out << YAML::Key << "metrics" << YAML::Value;
            quoted(out, plan.endpoint->metricsPath);
        }
        out << YAML::EndMap;
    }
    params(out, plan);
    if (!plan.labels.isEmpty()) {
        // Quoted: a label is text, whatever it looks like (a commit 0042 stays "0042").
        out << YAML::Key << "labels" << YAML::Value << YAML::BeginMap;
        for (auto it = plan.labels.cbegin(); it != plan.labels.cend(); ++it) {
            out << YAML::Key << utf8(it.key()) << YAML::Value;
            quoted(out, it.value());
        }
        out << YAML::EndMap;
    }
    inputs(out, plan);
    if (!plan.tokenCountCommand.isEmpty()) {
        out << YAML::Key << "token_count_command" << YAML::Value;
        argList(out, plan.tokenCountCommand);
    }
    out << YAML::Key << "repetitions" << YAML::Value << plan.repetitions;
    out << YAML::Key << "warmup" << YAML::Value << plan.warmup;
    if (plan.mode == PlanMode::Loop)
        out << YAML::Key << "iterations" << YAML::Value << plan.iterations;
    out << YAML::Key << "sample_interval_ms" << YAML::Value << plan.sampleIntervalMs;
    out << YAML::Key << "timeout_s" << YAML::Value << shortest(plan.timeoutS);
    limits(out, plan.limits);
    switch (plan.loadComplete.kind) {
    case LoadComplete::Kind::None:
        break;
    case LoadComplete::Kind::Regex:
        out << YAML::Key << "load_complete" << YAML::Value << YAML::Flow << YAML::BeginMap << YAML::Key << "regex"
            << YAML::Value;
        quoted(out, plan.loadComplete.regex);
        out << YAML::EndMap;
        break;
    case LoadComplete::Kind::FirstOutput:
        out << YAML::Key << "load_complete" << YAML::Value << YAML::Flow << YAML::BeginMap << YAML::Key
            << "first_output" << YAML::Value << true << YAML::EndMap;
        break;
    case LoadComplete::Kind::AfterMs:
        out << YAML::Key << "load_complete" << YAML::Value << YAML::Flow << YAML::BeginMap << YAML::Key << "after_ms"
            << YAML::Value << plan.loadComplete.afterMs << YAML::EndMap;
        break;
    }
    if (!plan.outputTokenRegex.isEmpty()) {
        out << YAML::Key << "output_token_regex" << YAML::Value;
        quoted(out, plan.outputTokenRegex);
    }
    if (!plan.engine.isEmpty())
        out << YAML::Key << "engine" << YAML::Value << plan.engine.toStdString();
    acceptance(out, plan);
    if (!plan.criticalProcesses.isEmpty()) {
        out << YAML::Key << "critical_processes" << YAML::Value << YAML::Flow << YAML::BeginSeq;
        for (const QString& p : plan.criticalProcesses)
            quoted(out, p);
        out << YAML::EndSeq;
    }
    if (!plan.concurrency.isEmpty()) {
        out << YAML::Key << "concurrency" << YAML::Value << YAML::Flow << YAML::BeginSeq;
        for (int level : plan.concurrency)
            out << level;
        out << YAML::EndSeq;
    }
    if (plan.interleave)
        out << YAML::Key << "interleave" << YAML::Value << true;
    if (plan.cooldown) {
        out << YAML::Key << "cooldown" << YAML::Value << YAML::Flow << YAML::BeginMap;
        out << YAML::Key << "until_c" << YAML::Value << shortest(plan.cooldown->untilC);
        out << YAML::Key << "zone" << YAML::Value << plan.cooldown->zone.toStdString();
        out << YAML::Key << "max_wait_s" << YAML::Value << shortest(plan.cooldown->maxWaitS);
        out << YAML::EndMap;
    }
    if (plan.pauseS > 0)
        out << YAML::Key << "pause_s" << YAML::Value << shortest(plan.pauseS);
    if (plan.sustained) {
        out << YAML::Key << "sustained" << YAML::Value << YAML::Flow << YAML::BeginMap;
        out << YAML::Key << "minutes" << YAML::Value << shortest(plan.sustained->minutes);
        out << YAML::EndMap;
    }
    if (plan.robustness)
        out << YAML::Key << "robustness" << YAML::Value << true;
    fit(out, plan);
    out << YAML::EndMap;
    QByteArray text = QByteArrayLiteral("# Written by Headroom: a fresh file, the original's comments are not kept.\n");
    text += QByteArray(out.c_str(), qsizetype(out.size()));
    text += '\n';
    return text;
}

bool savePlanAs(const Plan& plan, const QString& path, QString* error)
{
    if (!plan.sourcePath.isEmpty()
        && QFileInfo(path).absoluteFilePath() == QFileInfo(plan.sourcePath).absoluteFilePath()) {
        *error = Tr::tr("%1 is the plan's original file; an edited plan is saved as a new file, "
                                    "so the original and its comments stay as they are.")
                     .arg(path);
        return false;
    }
    return saveFile(path, toYaml(plan), error);
}

} // namespace Analysis
