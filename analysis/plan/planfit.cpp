// The plan's `fit:` section (fitplan.h): parsed strictly like the rest of the plan, and every
// setting it names checked by parsing the plan that setting would run (fitpointplan.h), so a bad
// value is refused with its line before anything is measured.

#include "analysis/plan/fitpointplan.h"
#include "analysis/plan/inputlength.h"
#include "analysis/plan/planparser_p.h"

#include <QDir>
#include <QFileInfo>

namespace Analysis {

bool operator==(const PlanFitLengths& a, const PlanFitLengths& b)
{
    return a.from == b.from && a.to == b.to && a.unit == b.unit && a.text == b.text;
}

bool operator==(const PlanFitVary& a, const PlanFitVary& b)
{
    return a.param == b.param && a.values == b.values;
}

bool operator==(const PlanFit& a, const PlanFit& b)
{
    return a.lengths == b.lengths && a.vary == b.vary && a.objective == b.objective
        && a.memoryIsCeiling == b.memoryIsCeiling && a.memoryBytes == b.memoryBytes && a.p90LatencyS == b.p90LatencyS
        && a.ttftS == b.ttftS && a.precisionPercent == b.precisionPercent && a.budgetMinutes == b.budgetMinutes
        && a.budgetPoints == b.budgetPoints;
}

QString fitObjectiveName(PlanFit::Objective)
{
    return QStringLiteral("longest_input");
}

QList<FitSetting> fitSettings(const PlanFit& fit)
{
    QList<FitSetting> settings { FitSetting {} };
    for (const auto& vary : fit.vary) {
        QList<FitSetting> next;
        for (const auto& partial : settings)
            for (const QString& value : vary.values) {
                FitSetting s = partial;
                s.append({ vary.param, value });
                next.append(s);
            }
        settings = next;
    }
    return settings;
}

QString fitSettingText(const FitSetting& setting)
{
    if (setting.isEmpty())
        return Tr::tr("(the plan's own)");
    QStringList parts;
    for (const auto& [param, value] : setting)
        parts.append(param + u'=' + value);
    return parts.join(QStringLiteral(", "));
}

QString fitSettingKey(const FitSetting& setting)
{
    QStringList parts;
    for (const auto& [param, value] : setting)
        parts.append(param + u'=' + value);
    return parts.join(u';');
}

Plan fitPointPlan(const Plan& plan, const FitSetting& setting, const QString& inputId, const QString& inputFile)
{
    Plan point = plan;
    point.fit.reset();
    for (const auto& [param, value] : setting) {
        if (param.startsWith(QStringLiteral("extra.")))
            point.extraParams.insert(param.mid(6), value);
        else
            point.params.insert(param, value);
    }
    point.inputs = { PlanInput { inputId, inputFile, std::nullopt, {} } };
    point.acceptance.clear(); // the plan's rules name its own inputs, which a fit has none of
    point.sourceText.clear();
    point.sourcePath.clear();
    return point;
}

PlanParseResult parseFitPointPlan(const Plan& point, const QString& fileName)
{
    return parsePlan(toYaml(point), fileName, point.baseDir);
}

namespace PlanDetail {

void Parser::parseFit(const Item& item, const Fields& top, Plan* plan)
{
    const auto f = mapOf(item,
        { QStringLiteral("lengths"), QStringLiteral("vary"), QStringLiteral("objective"), QStringLiteral("within"),
            QStringLiteral("precision"), QStringLiteral("budget") });
    if (!f
        || !require(*f, item,
            { QStringLiteral("lengths"), QStringLiteral("objective"), QStringLiteral("within"),
                QStringLiteral("precision"), QStringLiteral("budget") }))
        return;
    // The fit makes its own inputs, one per length it measures, each a fresh process.
    if (plan->mode != PlanMode::Process)
        error(item.line, item.field, Tr::tr("A fit runs in process mode: every length is a fresh process."));
    for (const char* key : { "inputs", "corpus", "robustness", "acceptance" })
        if (const auto it = top.constFind(QLatin1String(key)); it != top.cend())
            error(it->line, it->field,
                Tr::tr("\"%1\" cannot be used with \"fit\": the fit makes its own inputs from fit.lengths.text.")
                    .arg(it->field));
    if (plan->tokenCountCommand.isEmpty())
        error(item.line, item.field,
            Tr::tr("A fit needs the plan's token_count_command: the lengths are counted in tokens by it."));
    PlanFit fit;

    const Item& lengths = (*f)[QStringLiteral("lengths")];
    if (const auto l = mapOf(
            lengths, { QStringLiteral("from"), QStringLiteral("to"), QStringLiteral("unit"), QStringLiteral("text") });
        l
        && require(*l, lengths,
            { QStringLiteral("from"), QStringLiteral("to"), QStringLiteral("unit"), QStringLiteral("text") })) {
        fit.lengths.from = integer((*l)[QStringLiteral("from")], 1, 10000000).value_or(0);
        fit.lengths.to = integer((*l)[QStringLiteral("to")], 2, 10000000).value_or(0);
        if (fit.lengths.from > 0 && fit.lengths.to > 0 && fit.lengths.to <= fit.lengths.from)
            error((*l)[QStringLiteral("to")].line, (*l)[QStringLiteral("to")].field,
                Tr::tr("fit.lengths.to (%1) must be longer than fit.lengths.from (%2).")
                    .arg(fit.lengths.to)
                    .arg(fit.lengths.from));
        const Item& unit = (*l)[QStringLiteral("unit")];
        if (const auto s = scalar(unit)) {
            if (*s == u"tokens")
                fit.lengths.unit = *s;
            else
                error(unit.line, unit.field,
                    Tr::tr("The unit of a fit's lengths is \"tokens\" (counted by the plan's token_count_command), "
                           "not \"%1\".")
                        .arg(s->left(40)));
        }
        const Item& text = (*l)[QStringLiteral("text")];
        if (const auto s = this->text(text)) {
            fit.lengths.text = *s;
            fit.lengths.line = text.line;
            const QString path = QDir::cleanPath(QDir(m_baseDir).absoluteFilePath(*s));
            const InputLength length = measureInputFile(path);
            if (!length.error.isEmpty())
                error(text.line, text.field, length.error);
            else if (length.bytes == 0)
                error(text.line, text.field, Tr::tr("The base text %1 is empty.").arg(path));
            else if (length.invalidBytes > 0)
                error(text.line, text.field,
                    Tr::tr("The base text %1 is not valid UTF-8; a fit cuts it at character boundaries.").arg(path));
        }
    }

    fit.vary = parseFitVary(f->value(QStringLiteral("vary")), *plan, f->contains(QStringLiteral("vary")));

    const Item& objective = (*f)[QStringLiteral("objective")];
    if (const auto s = scalar(objective); s && *s != u"longest_input")
        error(objective.line, objective.field,
            Tr::tr("The objective must be \"longest_input\", not \"%1\" (this version searches for the longest input "
                   "only).")
                .arg(s->left(40)));

    const Item& within = (*f)[QStringLiteral("within")];
    if (const auto w
        = mapOf(within, { QStringLiteral("memory"), QStringLiteral("p90_latency_s"), QStringLiteral("ttft_s") })) {
        if (w->isEmpty())
            error(within.line, within.field,
                Tr::tr("fit.within needs at least one limit: memory, p90_latency_s or ttft_s."));
        if (const auto m = w->constFind(QStringLiteral("memory")); m != w->cend()) {
            if (const auto s = scalar(*m)) {
                int64_t bytes = 0;
                if (*s == u"ceiling")
                    fit.memoryIsCeiling = true;
                else if (parseByteSize(*s, &bytes) && bytes > 0)
                    fit.memoryBytes = bytes;
                else
                    error(m->line, m->field,
                        Tr::tr("Expected \"ceiling\" (the plan's limits) or a size such as \"512MiB\", got \"%1\".")
                            .arg(s->left(40)));
            }
        }
        if (const auto p = w->constFind(QStringLiteral("p90_latency_s")); p != w->cend())
            fit.p90LatencyS = number(*p, 0, 7 * 24 * 3600, true).value_or(0);
        if (const auto t = w->constFind(QStringLiteral("ttft_s")); t != w->cend())
            fit.ttftS = number(*t, 0, 7 * 24 * 3600, true).value_or(0);
    }

    const Item& precision = (*f)[QStringLiteral("precision")];
    if (const auto s = scalar(precision)) {
        static const QRegularExpression percent(QStringLiteral("^(\\d+(?:\\.\\d+)?)\\s*%$"));
        const auto m = percent.match(*s);
        const double p = m.hasMatch() ? m.captured(1).toDouble() : -1;
        if (p < 0.1 || p > 50)
            error(precision.line, precision.field,
                Tr::tr("The precision is a share of the length between 0.1% and 50%, such as \"5%\", not \"%1\".")
                    .arg(s->left(40)));
        else
            fit.precisionPercent = p;
    }

    const Item& budget = (*f)[QStringLiteral("budget")];
    if (const auto b = mapOf(budget, { QStringLiteral("minutes"), QStringLiteral("points") });
        b && require(*b, budget, { QStringLiteral("minutes"), QStringLiteral("points") })) {
        fit.budgetMinutes = number((*b)[QStringLiteral("minutes")], 0, 7 * 24 * 60, true).value_or(0);
        fit.budgetPoints = int(integer((*b)[QStringLiteral("points")], 1, 10000).value_or(0));
    }
    plan->fit = fit;
}

QList<PlanFitVary> Parser::parseFitVary(const Item& item, const Plan& plan, bool present)
{
    QList<PlanFitVary> vary;
    if (!present)
        return vary;
    if (!item.node.IsMap()) {
        error(item.line, item.field, Tr::tr("Expected a map of parameters to lists of values."));
        return vary;
    }
    const QStringList fixed = Plan::knownParams() + Plan::optionalParams();
    qint64 combinations = 1;
    for (auto it = item.node.begin(); it != item.node.end(); ++it) {
        const int keyLine = lineOf(it->first, item.line);
        if (!it->first.IsScalar()) {
            error(keyLine, item.field, Tr::tr("A key must be a plain name."));
            continue;
        }
        const QString key = QString::fromStdString(it->first.Scalar());
        const QString field = item.field + u'.' + key;
        const bool isExtra = key.startsWith(QStringLiteral("extra."));
        if (isExtra ? !plan.extraParams.contains(key.mid(6)) : !fixed.contains(key)) {
            error(keyLine, field,
                isExtra
                    ? Tr::tr("%1 is not in params.extra; write it there with the value the plan runs with.").arg(key)
                    : Tr::tr("Unknown parameter \"%1\": a fit varies a fixed parameter (%2) or extra.NAME.")
                          .arg(key, fixed.join(QStringLiteral(", "))));
            continue;
        }
        if (std::any_of(vary.cbegin(), vary.cend(), [&](const PlanFitVary& v) { return v.param == key; })) {
            error(keyLine, field, Tr::tr("Duplicate key \"%1\".").arg(key));
            continue;
        }
        const Item values { it->second, lineOf(it->second, keyLine), field };
        if (!values.node.IsSequence() || values.node.size() == 0) {
            error(values.line, field, Tr::tr("Expected a non-empty list of values, e.g. [2, 4]."));
            continue;
        }
        PlanFitVary v { key, {}, {} };
        int index = 0;
        for (const auto& element : values.node) {
            const Item e { element, lineOf(element, values.line), field + u'[' + QString::number(index++) + u']' };
            const auto s = text(e);
            if (!s)
                continue;
            if (v.values.contains(*s))
                error(e.line, e.field, Tr::tr("The value %1 is listed twice.").arg(*s));
            else {
                v.values.append(*s);
                v.lines.append(e.line);
            }
        }
        combinations *= qMax<qsizetype>(1, v.values.size());
        vary.append(v);
    }
    // Each value is checked by parsing the plan it makes: bounded, so a hostile plan cannot ask for
    // thousands of parses.
    qsizetype values = 0;
    for (const auto& v : vary)
        values += v.values.size();
    if (values > kMaxFitValues)
        error(item.line, item.field,
            Tr::tr("fit.vary lists %1 values; a fit takes at most %2.").arg(values).arg(kMaxFitValues));
    if (combinations > kMaxFitSettings)
        error(item.line, item.field,
            Tr::tr("fit.vary makes %1 settings; a fit searches at most %2.").arg(combinations).arg(kMaxFitSettings));
    return vary;
}

// Each value as the plan it runs: a value its parameter refuses (threads: many) is an error on its
// own line, said with the setting. One value at a time, so the line is the value's.
void Parser::checkFitSettings(const Plan& plan)
{
    if (!plan.fit)
        return;
    const QString base = QDir::cleanPath(QDir(m_baseDir).absoluteFilePath(plan.fit->lengths.text));
    for (const PlanFitVary& vary : plan.fit->vary)
        for (qsizetype i = 0; i < vary.values.size(); ++i) {
            const FitSetting setting { { vary.param, vary.values.at(i) } };
            const PlanParseResult parsed
                = parseFitPointPlan(fitPointPlan(plan, setting, QStringLiteral("check"), base), m_file);
            for (const auto& d : parsed.diagnostics)
                if (d.severity == Diagnostic::Severity::Error)
                    //: %1 is a setting ("threads=2"), %2 the parser's message about it
                    error(vary.lines.value(i), QStringLiteral("fit.vary.") + vary.param,
                        Tr::tr("With %1: %2").arg(fitSettingText(setting), d.message));
        }
}

} // namespace PlanDetail
} // namespace Analysis
