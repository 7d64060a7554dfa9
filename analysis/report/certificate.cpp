#include "analysis/report/certificate.h"

#include "analysis/core/format.h"
#include "analysis/core/tr.h"

#include <QCryptographicHash>
#include <QJsonArray>

#include <cmath>

namespace Analysis {

QStringList environmentDigestKeys()
{
    return { QStringLiteral("cgroup_limit_bytes"), QStringLiteral("cpu_count"), QStringLiteral("cpu_model"),
        QStringLiteral("device_model"), QStringLiteral("hostname"), QStringLiteral("kernel"),
        QStringLiteral("kernel_version"), QStringLiteral("machine"), QStringLiteral("mem_total_kb"),
        QStringLiteral("os"), QStringLiteral("probe_version"), QStringLiteral("swap_total_kb") };
}

QByteArray environmentDigest(const Environment& env)
{
    QByteArray text;
    for (const QString& key : environmentDigestKeys()) {
        QString value = env.values.value(key);
        if (key == u"mem_total_kb" && env.memTotalKb)
            value = QString::number(*env.memTotalKb);
        if (key == u"cgroup_limit_bytes")
            value = env.cgroupLimitBytes ? QString::number(*env.cgroupLimitBytes) : QString();
        text += key.toUtf8() + '=' + value.toUtf8() + '\n';
    }
    return QCryptographicHash::hash(text, QCryptographicHash::Sha256).toHex();
}

namespace {

QJsonValue opt(const std::optional<double>& v)
{
    return v ? QJsonValue(*v) : QJsonValue();
}

QJsonObject settingObject(const FitSetting& setting)
{
    QJsonObject o;
    for (const auto& [param, value] : setting)
        o.insert(param, value);
    return o;
}

QJsonObject pointObject(const FitPoint& p)
{
    QJsonObject o;
    o.insert(QStringLiteral("tokens"), double(p.tokens));
    o.insert(
        QStringLiteral("measured_tokens"), p.measuredTokens >= 0 ? QJsonValue(double(p.measuredTokens)) : QJsonValue());
    o.insert(QStringLiteral("result"), fitPointResultName(p.result));
    o.insert(QStringLiteral("broke"), p.broke == FitLimit::None ? QJsonValue() : QJsonValue(fitLimitName(p.broke)));
    o.insert(QStringLiteral("reason"), p.reason);
    o.insert(QStringLiteral("peak_kb"), p.peakKb ? QJsonValue(double(*p.peakKb)) : QJsonValue());
    o.insert(QStringLiteral("p90_latency_s"), p.p90Ms ? QJsonValue(*p.p90Ms / 1000) : QJsonValue());
    o.insert(QStringLiteral("ttft_s"), p.ttftMs ? QJsonValue(*p.ttftMs / 1000) : QJsonValue());
    o.insert(QStringLiteral("tokens_per_s"), opt(p.tokensPerS));
    o.insert(QStringLiteral("outcomes"), p.outcomes);
    o.insert(QStringLiteral("run_id"), p.runId);
    return o;
}

QJsonObject limitsObject(const FitLimits& l)
{
    QJsonObject o;
    o.insert(QStringLiteral("memory_kb"), l.memoryKb ? QJsonValue(double(*l.memoryKb)) : QJsonValue());
    o.insert(QStringLiteral("p90_latency_s"), l.p90Ms ? QJsonValue(*l.p90Ms / 1000) : QJsonValue());
    o.insert(QStringLiteral("ttft_s"), l.ttftMs ? QJsonValue(*l.ttftMs / 1000) : QJsonValue());
    return o;
}

// A limit as the certificate names it: the TTFT is a latency too (binding_figure says which).
QJsonValue bindingName(FitLimit l)
{
    if (l == FitLimit::None)
        return QJsonValue();
    return l == FitLimit::Memory ? QStringLiteral("memory") : QStringLiteral("latency");
}

QJsonObject settingResultObject(const FitSettingResult& s)
{
    QJsonObject o;
    o.insert(QStringLiteral("setting"), settingObject(s.setting));
    o.insert(QStringLiteral("status"), fitStatusName(s.status));
    o.insert(QStringLiteral("holds_tokens"), s.holds ? QJsonValue(double(s.holds->tokens)) : QJsonValue());
    o.insert(QStringLiteral("breaks_tokens"), s.breaks ? QJsonValue(double(s.breaks->tokens)) : QJsonValue());
    o.insert(QStringLiteral("width"), opt(s.width()));
    o.insert(QStringLiteral("binding_limit"), bindingName(s.binding));
    o.insert(QStringLiteral("binding_figure"),
        s.binding == FitLimit::None ? QJsonValue() : QJsonValue(fitLimitName(s.binding)));
    o.insert(QStringLiteral("reason"), s.reason);
    o.insert(QStringLiteral("tokens_per_s"), s.holds ? opt(s.holds->tokensPerS) : QJsonValue());
    o.insert(
        QStringLiteral("peak_kb"), s.holds && s.holds->peakKb ? QJsonValue(double(*s.holds->peakKb)) : QJsonValue());
    o.insert(QStringLiteral("points"), int(s.points.size()));
    o.insert(QStringLiteral("predicted_points"), s.predicted);
    QJsonArray points;
    for (const auto& p : s.points)
        points.append(pointObject(p));
    o.insert(QStringLiteral("measured"), points);
    return o;
}

} // namespace

QJsonObject fitCertificate(const FitCertificateInput& in)
{
    const FitResult& r = *in.result;
    const PlanFit& fit = *in.plan->fit;
    QJsonObject c;
    c.insert(QStringLiteral("format"), QStringLiteral("headroom-fit-certificate"));
    c.insert(QStringLiteral("format_version"), kFitCertificateVersion);
    c.insert(QStringLiteral("fit_id"), in.fitId);
    c.insert(QStringLiteral("answer"), fitAnswerName(r.answer));
    QJsonObject plan;
    plan.insert(QStringLiteral("name"), in.plan->name);
    plan.insert(QStringLiteral("sha256"),
        QString::fromLatin1(QCryptographicHash::hash(in.plan->sourceText, QCryptographicHash::Sha256).toHex()));
    c.insert(QStringLiteral("plan"), plan);

    QJsonObject device;
    device.insert(QStringLiteral("name"), in.device);
    device.insert(QStringLiteral("environment_digest"), QString::fromLatin1(environmentDigest(in.environment)));
    QJsonObject facts;
    for (const QString& key : environmentDigestKeys())
        if (in.environment.values.contains(key))
            facts.insert(key, in.environment.values.value(key));
    if (in.environment.memTotalKb)
        facts.insert(QStringLiteral("mem_total_kb"), QString::number(*in.environment.memTotalKb));
    if (in.environment.cgroupLimitBytes)
        facts.insert(QStringLiteral("cgroup_limit_bytes"), QString::number(*in.environment.cgroupLimitBytes));
    device.insert(QStringLiteral("environment"), facts);
    c.insert(QStringLiteral("device"), device);

    QJsonObject search;
    search.insert(QStringLiteral("objective"), fitObjectiveName(fit.objective));
    search.insert(QStringLiteral("from_tokens"), double(fit.lengths.from));
    search.insert(QStringLiteral("to_tokens"), double(fit.lengths.to));
    search.insert(QStringLiteral("precision"), fit.precision());
    search.insert(QStringLiteral("budget_points"), fit.budgetPoints);
    search.insert(QStringLiteral("budget_minutes"), fit.budgetMinutes);
    search.insert(QStringLiteral("points_measured"), r.points);
    search.insert(QStringLiteral("seconds"), r.seconds);
    search.insert(QStringLiteral("budget_spent"), r.budgetSpent);
    c.insert(QStringLiteral("search"), search);

    const FitSettingResult* rec = r.recommended >= 0 ? &r.settings.at(r.recommended) : nullptr;
    c.insert(QStringLiteral("setting"), rec ? QJsonValue(settingObject(rec->setting)) : QJsonValue());
    c.insert(QStringLiteral("engine_arguments"),
        rec ? QJsonValue(QJsonArray::fromStringList(in.engineArguments)) : QJsonValue());
    QJsonObject boundary;
    boundary.insert(
        QStringLiteral("holds_tokens"), rec && rec->holds ? QJsonValue(double(rec->holds->tokens)) : QJsonValue());
    boundary.insert(
        QStringLiteral("breaks_tokens"), rec && rec->breaks ? QJsonValue(double(rec->breaks->tokens)) : QJsonValue());
    boundary.insert(QStringLiteral("width"), rec ? opt(rec->width()) : QJsonValue());
    boundary.insert(QStringLiteral("within_precision"),
        rec
            && (rec->status == FitSettingResult::Status::Found
                || rec->status == FitSettingResult::Status::BeyondRange));
    boundary.insert(QStringLiteral("status"), rec ? QJsonValue(fitStatusName(rec->status)) : QJsonValue());
    c.insert(QStringLiteral("boundary"), boundary);
    c.insert(QStringLiteral("binding_limit"), rec ? bindingName(rec->binding) : QJsonValue());
    c.insert(QStringLiteral("binding_figure"),
        rec && rec->binding != FitLimit::None ? QJsonValue(fitLimitName(rec->binding)) : QJsonValue());
    c.insert(QStringLiteral("limits"), rec && rec->holds ? QJsonValue(limitsObject(rec->holds->limits)) : QJsonValue());
    c.insert(QStringLiteral("at_holds"), rec && rec->holds ? QJsonValue(pointObject(*rec->holds)) : QJsonValue());
    c.insert(QStringLiteral("at_breaks"), rec && rec->breaks ? QJsonValue(pointObject(*rec->breaks)) : QJsonValue());
    QJsonArray runIds;
    if (rec)
        for (const auto& p : rec->points)
            if (!p.runId.isEmpty())
                runIds.append(p.runId);
    c.insert(QStringLiteral("run_ids"), runIds);
    QJsonArray settings;
    for (const auto& s : r.settings)
        settings.append(settingResultObject(s));
    c.insert(QStringLiteral("settings"), settings);
    return c;
}

QStringList fitTableLines(const FitResult& result)
{
    QStringList lines;
    for (int i = 0; i < result.settings.size(); ++i) {
        const FitSettingResult& s = result.settings.at(i);
        QString line = (i == result.recommended ? QStringLiteral("* ") : QStringLiteral("  "))
            + fitSettingText(s.setting) + QStringLiteral(": ");
        switch (s.status) {
        case FitSettingResult::Status::Found:
        case FitSettingResult::Status::BudgetSpent:
            if (s.holds && s.breaks) {
                //: %1 tokens held, %2 tokens broke, %3 the limit that broke, %4 the bracket's width in percent
                line += Tr::tr("holds %1 tokens, breaks at %2 (%3; bracket %4%)")
                            .arg(s.holds->tokens)
                            .arg(s.breaks->tokens)
                            .arg(fitLimitText(s.binding), formatNumber(std::round(s.width().value_or(0) * 1000) / 10));
                break;
            }
            line += s.holds ? Tr::tr("holds %1 tokens, no length broke yet").arg(s.holds->tokens)
                            : Tr::tr("nothing measured yet");
            break;
        case FitSettingResult::Status::BeyondRange:
            line += Tr::tr("holds %1 tokens, the longest length asked for").arg(s.holds ? s.holds->tokens : 0);
            break;
        case FitSettingResult::Status::FailsAtShortest:
        case FitSettingResult::Status::Failed:
            line += Tr::tr("%1: %2").arg(fitStatusText(s.status), s.reason);
            break;
        case FitSettingResult::Status::NotMeasured:
            line += fitStatusText(s.status);
            break;
        }
        if (s.status == FitSettingResult::Status::BudgetSpent)
            line += Tr::tr(" [budget spent]");
        if (s.holds && s.status != FitSettingResult::Status::FailsAtShortest) {
            const QString rate
                = s.holds->tokensPerS ? formatNumber(std::round(*s.holds->tokensPerS * 10) / 10) : QStringLiteral("-");
            line += Tr::tr("; at %1 tokens: %2 tokens/s, peak %3")
                        .arg(s.holds->tokens)
                        .arg(rate, formatKbValue(s.holds->peakKb));
        }
        line += Tr::tr(" (%n point(s))", nullptr, int(s.points.size()));
        lines.append(line);
    }
    return lines;
}

} // namespace Analysis
