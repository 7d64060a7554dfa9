// The sections of a plan below the top level: params, inputs, limits, acceptance rules, the
// load-complete marker, and the placeholder check that ties the command to the params.

#include "analysis/core/labels.h"
#include "analysis/plan/planparser_p.h"
#include "analysis/plan/servefields.h"

#include <QDir>
#include <QFileInfo>

namespace Analysis {
namespace PlanDetail {

// labels: {engine: b4748, commit: abc123}: plain keys, one-line values (core/labels.h). A number or a
// boolean is kept as the text written (a commit "0042" stays "0042").
void Parser::parseLabels(const Item& item, Plan* plan)
{
    if (!item.node.IsMap()) {
        error(item.line, item.field, Tr::tr("Expected a map of label names and values."));
        return;
    }
    if (item.node.size() > size_t(kMaxLabels)) {
        error(item.line, item.field, Tr::tr("At most %1 labels.").arg(kMaxLabels));
        return;
    }
    for (auto it = item.node.begin(); it != item.node.end(); ++it) {
        const int keyLine = lineOf(it->first, item.line);
        const QString key = it->first.IsScalar() ? QString::fromStdString(it->first.Scalar()) : QString();
        const Item value { it->second, lineOf(it->second, keyLine), item.field + u'.' + key.left(kMaxLabelKeyChars) };
        if (const QString why = labelKeyError(key); !why.isEmpty()) {
            error(keyLine, value.field, Tr::tr("Not a label: %1.").arg(why));
            continue;
        }
        if (plan->labels.contains(key)) {
            error(keyLine, value.field, Tr::tr("Duplicate key \"%1\".").arg(key));
            continue;
        }
        const auto s = scalar(value);
        if (!s)
            continue;
        if (const QString why = labelValueError(*s); !why.isEmpty()) {
            error(value.line, value.field, Tr::tr("Not a label: %1.").arg(why));
            continue;
        }
        plan->labels.insert(key, *s);
    }
}

void Parser::parseParams(const Item& item, Plan* plan)
{
    enum class Type { PositiveInt, NonNegativeInt, NonNegativeNumber, Probability, PositiveNumber, Text, CpuList };
    static const QMap<QString, Type> types = { { QStringLiteral("max_new_tokens"), Type::PositiveInt },
        { QStringLiteral("temperature"), Type::NonNegativeNumber }, { QStringLiteral("top_p"), Type::Probability },
        { QStringLiteral("top_k"), Type::NonNegativeInt },
        { QStringLiteral("repetition_penalty"), Type::PositiveNumber },
        { QStringLiteral("threads"), Type::PositiveInt }, { QStringLiteral("batch_size"), Type::PositiveInt },
        { QStringLiteral("context_length"), Type::PositiveInt }, { QStringLiteral("quantization"), Type::Text },
        { QStringLiteral("backend"), Type::Text }, { QStringLiteral("cpu_affinity"), Type::CpuList },
        { QStringLiteral("model"), Type::Text }, { QStringLiteral("gpu_affinity"), Type::Text } };
    QStringList allowed = Plan::knownParams() + Plan::optionalParams();
    allowed.append(QStringLiteral("extra"));
    const auto f = mapOf(item, allowed);
    if (!f)
        return;
    // Every parameter the method lists must be written down; null says "not applicable" explicitly.
    require(*f, item, Plan::knownParams());
    for (auto it = f->cbegin(); it != f->cend(); ++it) {
        const Item& p = it.value();
        if (it.key() == u"extra")
            continue; // checked below, once the fixed names are known
        if (p.node.IsNull()) {
            plan->params.insert(it.key(), std::nullopt);
            continue;
        }
        bool ok = false;
        switch (types.value(it.key())) {
        case Type::PositiveInt:
            ok = integer(p, 1, 100000000).has_value();
            break;
        case Type::NonNegativeInt:
            ok = integer(p, 0, 100000000).has_value();
            break;
        case Type::NonNegativeNumber:
            ok = number(p, 0, 1e6, false).has_value();
            break;
        case Type::Probability:
            ok = number(p, 0, 1, true).has_value();
            break;
        case Type::PositiveNumber:
            ok = number(p, 0, 1e6, true).has_value();
            break;
        case Type::Text:
            ok = text(p).has_value();
            break;
        case Type::CpuList:
            if (const auto s = text(p)) {
                static const QRegularExpression cpus(QStringLiteral("^\\d+(-\\d+)?(,\\d+(-\\d+)?)*$"));
                ok = cpus.match(*s).hasMatch();
                if (!ok)
                    error(p.line, p.field,
                        Tr::tr("Expected a CPU list such as \"4-7\" or \"0,2,4\", got \"%1\".").arg(s->left(40)));
            }
            break;
        }
        if (ok)
            plan->params.insert(it.key(), QString::fromStdString(p.node.Scalar()));
    }
    if (!f->contains(QStringLiteral("extra")))
        return;
    // params.extra holds the user's own placeholders; the fixed names above cannot be shadowed,
    // and a typo in them stays an error instead of becoming an extra.
    const Item& extraItem = (*f)[QStringLiteral("extra")];
    if (!extraItem.node.IsMap()) {
        error(extraItem.line, extraItem.field, Tr::tr("Expected a map of names and values."));
        return;
    }
    for (auto it = extraItem.node.begin(); it != extraItem.node.end(); ++it) {
        const int keyLine = lineOf(it->first, extraItem.line);
        const QString key = it->first.IsScalar() ? QString::fromStdString(it->first.Scalar()) : QString();
        const Item value { it->second, lineOf(it->second, keyLine), extraItem.field + u'.' + key };
        if (!identifierPattern().match(key).hasMatch()) {
            error(keyLine, value.field, Tr::tr("An extra parameter's name must be a plain identifier."));
            continue;
        }
        if (Plan::knownParams().contains(key) || Plan::optionalParams().contains(key) || key == u"input"
            || key == u"input_id") {
            error(keyLine, value.field, Tr::tr("\"%1\" is not an extra parameter: it has its own key.").arg(key));
            continue;
        }
        if (plan->extraParams.contains(key)) {
            error(keyLine, value.field, Tr::tr("Duplicate key \"%1\".").arg(key));
            continue;
        }
        if (const auto s = scalar(value)) {
            plan->extraParams.insert(key, *s);
            // yaml-cpp: "?" is a plain scalar, "!" a quoted one.
            if (value.node.Tag() != "?" && plainScalarIsTyped(*s))
                plan->quotedExtras.insert(key);
        }
    }
}

void Parser::checkServeExtras(const Fields& top, const Plan& plan)
{
    if (plan.mode != PlanMode::Serve || !plan.endpoint)
        return;
    // Fixed, and listed as fixed in the conclusion, but in no request: said, as process mode says
    // of a parameter the command does not use.
    if (const QStringList notSent = serveParamsNotSent(plan); !notSent.isEmpty()) {
        const Item& params = top.value(QStringLiteral("params"));
        warning(params.line, params.field,
            Tr::tr("%1: recorded, not sent: a request of the %2 API has no field for them, so they hold only if "
                   "the engine was started with them (e.g. llama-server -t, -b, -c; taskset -c).")
                .arg(notSent.join(QStringLiteral(", ")), serveApiName(plan.endpoint->api)));
    }
    // Each extra's own line, for the message: the key as the user wrote it.
    QMap<QString, int> lines;
    const Item& params = top.value(QStringLiteral("params"));
    const YAML::Node extra = params.node.IsMap() ? params.node[std::string("extra")] : YAML::Node();
    if (extra && extra.IsMap())
        for (auto it = extra.begin(); it != extra.end(); ++it)
            if (it->first.IsScalar())
                lines.insert(QString::fromStdString(it->first.Scalar()), lineOf(it->first, params.line));
    for (auto it = plan.extraParams.cbegin(); it != plan.extraParams.cend(); ++it) {
        const ServeExtraCheck check = checkServeExtra(plan.endpoint->api, it.key());
        const int line = lines.value(it.key(), params.line);
        const QString field = QStringLiteral("params.extra.") + it.key();
        if (check.refused)
            error(line, field, check.why);
        else if (!check.why.isEmpty())
            warning(line, field, check.why);
    }
}

void Parser::parseInputs(const Item& item, Plan* plan)
{
    if (!item.node.IsSequence() || item.node.size() == 0) {
        error(item.line, item.field,
            Tr::tr("Expected a non-empty list of inputs, e.g. - {id: short, file: inputs/short.txt}."));
        return;
    }
    static const QRegularExpression idPattern(QStringLiteral("^[A-Za-z0-9_.-]{1,64}$"));
    QMap<QString, int> seen;
    int index = 0;
    for (const auto& element : item.node) {
        const Item e { element, lineOf(element, item.line), item.field + u'[' + QString::number(index++) + u']' };
        const auto f = mapOf(e,
            { QStringLiteral("id"), QStringLiteral("file"), QStringLiteral("tokens"),
                QStringLiteral("token_count_command") });
        if (!f || !require(*f, e, { QStringLiteral("id"), QStringLiteral("file") }))
            continue;
        PlanInput input;
        const Item& idItem = (*f)[QStringLiteral("id")];
        if (const auto id = scalar(idItem)) {
            input.id = *id;
            if (!idPattern.match(*id).hasMatch())
                error(idItem.line, idItem.field,
                    Tr::tr("An input id is 1 to 64 letters, digits, '_', '.' or '-', not \"%1\".").arg(id->left(40)));
            else if (seen.contains(*id))
                error(idItem.line, idItem.field,
                    Tr::tr("The input id \"%1\" is used twice (first on line %2).").arg(*id).arg(seen.value(*id)));
            else
                seen.insert(*id, idItem.line);
        }
        const Item& fileItem = (*f)[QStringLiteral("file")];
        if (const auto file = text(fileItem)) {
            input.file = *file;
            const QString path = QDir(m_baseDir).absoluteFilePath(*file);
            const QFileInfo info(path);
            if (!info.exists())
                error(fileItem.line, fileItem.field, Tr::tr("The input file %1 does not exist.").arg(path));
            else if (!info.isFile() || !info.isReadable())
                error(fileItem.line, fileItem.field, Tr::tr("The input %1 is not a readable file.").arg(path));
        }
        if (f->contains(QStringLiteral("tokens")) && f->contains(QStringLiteral("token_count_command")))
            error(e.line, e.field, Tr::tr("Give either \"tokens\" or \"token_count_command\", not both."));
        if (f->contains(QStringLiteral("tokens")))
            input.tokens = integer((*f)[QStringLiteral("tokens")], 0, int64_t(1) << 40);
        if (f->contains(QStringLiteral("token_count_command"))) {
            const Item& c = (*f)[QStringLiteral("token_count_command")];
            if (const auto list = argv(c)) {
                input.tokenCountCommand = *list;
                if (!list->join(QChar()).contains(u"{input}"))
                    error(c.line, c.field, Tr::tr("The token-count command must name the input as \"{input}\"."));
            }
        }
        plan->inputs.append(input);
    }
}

// "auto", a byte count, or a size with a unit ("3.5GiB").
static bool parseMemory(const Item& item, const QString& s, bool* isAuto, int64_t* bytes)
{
    if (s == u"auto" && item.node.Tag() == "?") {
        *isAuto = true;
        return true;
    }
    *isAuto = false;
    return parseByteSize(s, bytes) && *bytes > 0;
}

void Parser::parseLimits(const Item& item, Plan* plan)
{
    const auto f = mapOf(item,
        { QStringLiteral("memory"), QStringLiteral("reserve"), QStringLiteral("latency_s"), QStringLiteral("ttft_s"),
            QStringLiteral("cgroup_memory") });
    if (!f || !require(*f, item, { QStringLiteral("memory"), QStringLiteral("reserve"), QStringLiteral("latency_s") }))
        return;
    const Item& memory = (*f)[QStringLiteral("memory")];
    if (const auto s = scalar(memory)) {
        if (!parseMemory(memory, *s, &plan->limits.memoryAuto, &plan->limits.memoryBytes))
            error(memory.line, memory.field,
                Tr::tr("Expected \"auto\" or a size such as \"3.5GiB\", \"800MB\" or a byte count, got \"%1\".")
                    .arg(s->left(40)));
    }
    const Item& reserve = (*f)[QStringLiteral("reserve")];
    if (const auto s = scalar(reserve)) {
        static const QRegularExpression percent(QStringLiteral("^(\\d+(?:\\.\\d+)?)\\s*%$"));
        const auto m = percent.match(*s);
        if (m.hasMatch()) {
            plan->limits.reserveIsPercent = true;
            plan->limits.reservePercent = m.captured(1).toDouble();
            if (plan->limits.reservePercent >= 100)
                error(reserve.line, reserve.field, Tr::tr("A reserve of %1 leaves nothing for the workload.").arg(*s));
        } else if (parseByteSize(*s, &plan->limits.reserveBytes)) {
            plan->limits.reserveIsPercent = false;
        } else {
            error(reserve.line, reserve.field,
                Tr::tr("Expected a share such as \"15%\" or a size such as \"512MiB\", got \"%1\".").arg(s->left(40)));
        }
    }
    plan->limits.latencyS = number((*f)[QStringLiteral("latency_s")], 0, 7 * 24 * 3600, true).value_or(0);
    // Optional: the interactive budget for the first token (the measurement method, docs/measurement-method.md: TTFT "以交互预算为准"). Only a
    // streamed request has a first token the probe can time, so it belongs to serve mode.
    if (f->contains(QStringLiteral("ttft_s"))) {
        const Item& t = (*f)[QStringLiteral("ttft_s")];
        plan->limits.ttftS = number(t, 0, 7 * 24 * 3600, true).value_or(0);
        if (plan->mode != PlanMode::Serve)
            error(t.line, t.field, Tr::tr("\"ttft_s\" belongs to serve mode, where the probe times the first token."));
    }
    // Optional: a memory cgroup of this size, made by the probe for the run (process mode: in serve
    // mode the engine is already running, outside any cgroup the probe could make).
    if (f->contains(QStringLiteral("cgroup_memory"))) {
        const Item& c = (*f)[QStringLiteral("cgroup_memory")];
        if (const auto s = scalar(c)) {
            int64_t bytes = 0;
            if (!parseByteSize(*s, &bytes) || bytes < PlanLimits::kMinCgroupMemoryBytes)
                error(c.line, c.field,
                    Tr::tr("Expected a size of at least 4 MiB such as \"4GiB\" or \"512MiB\", got \"%1\".")
                        .arg(s->left(40)));
            else
                plan->limits.cgroupMemoryBytes = bytes;
        }
        if (plan->mode == PlanMode::Serve)
            error(c.line, c.field,
                Tr::tr("\"cgroup_memory\" belongs to process mode: in serve mode the engine is already running; "
                       "start it in a memory cgroup yourself (systemd-run -p MemoryMax=...)."));
    }
}

void Parser::parseAcceptance(const Item& item, Plan* plan)
{
    if (!item.node.IsSequence()) {
        error(item.line, item.field, Tr::tr("Expected a list of rules, e.g. - {input: short, regex: \"fox\"}."));
        return;
    }
    int index = 0;
    for (const auto& element : item.node) {
        const Item e { element, lineOf(element, item.line), item.field + u'[' + QString::number(index++) + u']' };
        const auto f = mapOf(e,
            { QStringLiteral("input"), QStringLiteral("regex"), QStringLiteral("exact"), QStringLiteral("json_field"),
                QStringLiteral("value") });
        if (!f || !require(*f, e, { QStringLiteral("input") }))
            continue;
        AcceptanceRule rule;
        const Item& inputItem = (*f)[QStringLiteral("input")];
        if (const auto s = scalar(inputItem)) {
            rule.input = *s;
            if (!plan->findInput(*s) && !m_corpusIds.contains(*s))
                error(inputItem.line, inputItem.field, Tr::tr("No input has the id \"%1\".").arg(s->left(64)));
        }
        const int kinds = int(f->contains(QStringLiteral("regex"))) + int(f->contains(QStringLiteral("exact")))
            + int(f->contains(QStringLiteral("json_field")));
        if (kinds != 1) {
            error(e.line, e.field, Tr::tr("A rule has exactly one of \"regex\", \"exact\" and \"json_field\"."));
            continue;
        }
        if (f->contains(QStringLiteral("json_field")) != f->contains(QStringLiteral("value"))) {
            error(e.line, e.field, Tr::tr("\"value\" goes with \"json_field\", and only with it."));
            continue;
        }
        if (f->contains(QStringLiteral("regex"))) {
            const Item& r = (*f)[QStringLiteral("regex")];
            rule.kind = AcceptanceRule::Kind::Regex;
            if (const auto s = text(r)) {
                rule.text = *s;
                checkRegex(r, *s);
            }
        } else if (f->contains(QStringLiteral("exact"))) {
            rule.kind = AcceptanceRule::Kind::Exact;
            rule.text = scalar((*f)[QStringLiteral("exact")]).value_or(QString());
        } else {
            rule.kind = AcceptanceRule::Kind::JsonField;
            rule.jsonField = text((*f)[QStringLiteral("json_field")]).value_or(QString());
            const Item& v = (*f)[QStringLiteral("value")];
            if (v.node.IsNull()) {
                rule.jsonValue = QJsonValue(QJsonValue::Null);
            } else if (const auto s = scalar(v)) {
                rule.jsonValue = yamlScalarToJson(*s, v.node.Tag() == "?");
            }
        }
        plan->acceptance.append(rule);
    }
}

void Parser::parseLoadComplete(const Item& item, Plan* plan)
{
    const auto f = mapOf(item, { QStringLiteral("regex"), QStringLiteral("first_output"), QStringLiteral("after_ms") });
    if (!f)
        return;
    if (f->size() != 1) {
        error(item.line, item.field,
            Tr::tr("load_complete has exactly one of \"regex\", \"first_output: true\" and \"after_ms\"."));
        return;
    }
    const Item& v = f->first();
    if (f->contains(QStringLiteral("regex"))) {
        if (const auto s = text(v); s && checkEre(v, *s)) {
            plan->loadComplete.kind = LoadComplete::Kind::Regex;
            plan->loadComplete.regex = *s;
        }
    } else if (f->contains(QStringLiteral("first_output"))) {
        if (v.node.IsScalar() && v.node.Tag() == "?" && v.node.Scalar() == "true")
            plan->loadComplete.kind = LoadComplete::Kind::FirstOutput;
        else
            error(v.line, v.field, Tr::tr("Write \"first_output: true\"."));
    } else if (const auto ms = integer(v, 0, 3600 * 1000)) {
        plan->loadComplete.kind = LoadComplete::Kind::AfterMs;
        plan->loadComplete.afterMs = *ms;
    }
}

void Parser::checkPlaceholders(const Fields& top, const Plan& plan)
{
    if (!startsProcess(plan.mode))
        return;
    const Item& where = top.value(plan.workload.isEmpty() ? QStringLiteral("command") : QStringLiteral("workload"));
    const QStringList used = placeholdersIn(plan.workload.isEmpty() ? plan.command : calibrateCommand());
    for (const QString& name : used) {
        if (name == u"input" || name == u"input_id" || plan.extraParams.contains(name)
            || (name == u"iterations" && plan.mode == PlanMode::Loop))
            continue;
        if (!plan.params.contains(name))
            error(where.line, where.field, Tr::tr("The command uses {%1}, which no parameter defines.").arg(name));
        else if (!plan.params.value(name))
            error(where.line, where.field,
                Tr::tr("The command uses {%1}, but params.%1 is null (not applicable).").arg(name));
    }
    if (!used.contains(QStringLiteral("input")))
        error(where.line, where.field,
            Tr::tr("The command never uses \"{input}\", so every input would run the same command."));
    // quantization and backend describe the build and are never passed; anything else that is
    // set but unused is probably a parameter the user believes fixed and is not.
    const Item& params = top.value(QStringLiteral("params"));
    for (auto it = plan.params.cbegin(); it != plan.params.cend(); ++it) {
        // cpu_affinity is applied by the probe itself (sched_setaffinity), used in the command or not.
        if (it.value() && !used.contains(it.key()) && it.key() != u"quantization" && it.key() != u"backend"
            && it.key() != u"cpu_affinity")
            warning(params.line, params.field + u'.' + it.key(),
                Tr::tr("params.%1 is set but the command does not use {%1}: it is recorded, not applied.")
                    .arg(it.key()));
    }
    for (auto it = plan.extraParams.cbegin(); it != plan.extraParams.cend(); ++it)
        if (!used.contains(it.key()))
            warning(params.line, params.field + QStringLiteral(".extra.") + it.key(),
                Tr::tr("params.extra.%1 is not used by the command.").arg(it.key()));
}

} // namespace PlanDetail
} // namespace Analysis
