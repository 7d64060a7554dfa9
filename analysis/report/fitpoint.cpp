#include "analysis/report/fitpoint.h"

#include "analysis/core/format.h"
#include "analysis/core/tr.h"
#include "analysis/report/inputtable.h"
#include "analysis/verdict/verdict.h"

namespace Analysis {

FitLimits resolveFitLimits(const PlanFit& fit, const Run& run)
{
    FitLimits limits;
    if (fit.memoryIsCeiling)
        limits.memoryKb = perInputFigures(run, verdictOptionsFromRun(run)).memoryCeilingKb;
    else if (fit.memoryBytes > 0)
        limits.memoryKb = fit.memoryBytes / 1024;
    if (fit.p90LatencyS > 0)
        limits.p90Ms = fit.p90LatencyS * 1000;
    if (fit.ttftS > 0)
        limits.ttftMs = fit.ttftS * 1000;
    return limits;
}

QString fitWithinText(const PlanFit& fit)
{
    QStringList parts;
    if (fit.memoryIsCeiling)
        parts.append(QStringLiteral("memory=ceiling"));
    else if (fit.memoryBytes > 0)
        parts.append(QStringLiteral("memory=%1").arg(fit.memoryBytes));
    if (fit.p90LatencyS > 0)
        parts.append(QStringLiteral("p90_latency_s=") + QString::number(fit.p90LatencyS, 'g', 17));
    if (fit.ttftS > 0)
        parts.append(QStringLiteral("ttft_s=") + QString::number(fit.ttftS, 'g', 17));
    return parts.join(u';');
}

bool parseFitWithin(const QString& text, PlanFit* fit)
{
    bool any = false;
    for (const QString& part : text.split(u';', Qt::SkipEmptyParts)) {
        const QString key = part.section(u'=', 0, 0), value = part.section(u'=', 1);
        bool ok = false;
        if (key == u"memory" && value == u"ceiling") {
            fit->memoryIsCeiling = true;
            ok = true;
        } else if (key == u"memory") {
            fit->memoryBytes = value.toLongLong(&ok);
            ok = ok && fit->memoryBytes > 0;
        } else if (key == u"p90_latency_s") {
            fit->p90LatencyS = value.toDouble(&ok);
            ok = ok && fit->p90LatencyS > 0;
        } else if (key == u"ttft_s") {
            fit->ttftS = value.toDouble(&ok);
            ok = ok && fit->ttftS > 0;
        }
        if (!ok)
            return false;
        any = true;
    }
    return any;
}

FitPoint fitPointFromRun(const Run& run, const FitLimits& limits)
{
    FitPoint p;
    p.limits = limits;
    const FigureTable table = perInputFigures(run, verdictOptionsFromRun(run));
    if (table.inputs.isEmpty() || run.inputs.isEmpty()) {
        p.result = FitPoint::Result::Failed;
        p.reason = Tr::tr("The run holds no measured input.");
        return p;
    }
    const InputFigures& f = table.inputs.constFirst();
    p.measuredTokens = run.inputs.constFirst().tokens;
    QStringList outcomes;
    for (auto it = f.outcomes.cbegin(); it != f.outcomes.cend(); ++it)
        outcomes.append(QStringLiteral("%1 %2").arg(outcomeName(it.key())).arg(it.value()));
    p.outcomes = outcomes.join(QStringLiteral(", "));
    const int killed = f.count(Outcome::OomKilled), guarded = f.count(Outcome::StoppedByGuard);
    const int timedOut = f.count(Outcome::TimedOut);
    // A killed repetition's peak is where the kernel stopped it, not what the length needs.
    if (killed == 0 && guarded == 0)
        p.peakKb = f.peakKb;
    if (f.n > 0) {
        p.p90Ms = f.p90Ms;
        p.ttftMs = f.ttftMedianMs;
    }
    const QMap<QString, double> rates = tokensPerSecondByInput(run, table);
    if (const auto r = rates.constFind(f.inputId); r != rates.cend())
        p.tokensPerS = *r;

    QStringList broken; // every limit that broke, in words
    FitLimit first = FitLimit::None;
    const auto breaks = [&](FitLimit l, const QString& why) {
        if (first == FitLimit::None || l == FitLimit::Memory)
            first = first == FitLimit::Memory ? first : l;
        broken.append(why);
    };
    if (killed > 0)
        breaks(FitLimit::Memory, Tr::tr("the OOM killer stopped %n repetition(s)", nullptr, killed));
    if (guarded > 0)
        breaks(FitLimit::Memory, Tr::tr("the memory guard stopped %n repetition(s)", nullptr, guarded));
    if (limits.memoryKb && p.peakKb && *p.peakKb > *limits.memoryKb)
        breaks(FitLimit::Memory,
            Tr::tr("the peak %1 is over the memory ceiling %2").arg(formatKb(*p.peakKb), formatKb(*limits.memoryKb)));
    if (timedOut > 0)
        breaks(FitLimit::Latency, Tr::tr("%n repetition(s) ran past the plan's timeout", nullptr, timedOut));
    if (limits.p90Ms && p.p90Ms && *p.p90Ms > *limits.p90Ms)
        breaks(FitLimit::Latency,
            Tr::tr("the p90 latency %1 is over the budget %2").arg(formatMs(*p.p90Ms), formatMs(*limits.p90Ms)));
    if (limits.ttftMs && p.ttftMs && *p.ttftMs > *limits.ttftMs)
        breaks(FitLimit::Ttft,
            Tr::tr("the median TTFT %1 is over the budget %2").arg(formatMs(*p.ttftMs), formatMs(*limits.ttftMs)));
    if (!broken.isEmpty()) {
        p.result = FitPoint::Result::Breaks;
        p.broke = first;
        p.reason = broken.join(QStringLiteral("; "));
        return p;
    }
    // Not a limit: the workload itself failed, or a figure a limit needs is unknown.
    QStringList failed;
    for (Outcome o :
        { Outcome::NonZeroExit, Outcome::Crashed, Outcome::Rejected, Outcome::Interrupted, Outcome::Unknown })
        if (const int n = f.count(o))
            failed.append(QStringLiteral("%1 × %2").arg(outcomeText(o)).arg(n));
    if (!failed.isEmpty()) {
        QString detail;
        for (const auto& rep : run.repetitions)
            if (!rep.error.isEmpty()) {
                detail = rep.error.left(200);
                break;
            }
        p.result = FitPoint::Result::Failed;
        p.reason = detail.isEmpty()
            ? Tr::tr("the workload failed: %1").arg(failed.join(QStringLiteral(", ")))
            : Tr::tr("the workload failed: %1 (%2)").arg(failed.join(QStringLiteral(", ")), detail);
        return p;
    }
    QStringList unknown;
    if (f.n == 0)
        unknown.append(Tr::tr("no repetition was measured"));
    if (limits.memoryKb && !p.peakKb)
        unknown.append(Tr::tr("the peak is unknown"));
    if (limits.memoryKb && f.peakInDoubt())
        unknown.append(Tr::tr("the sampled peak is in doubt: %1").arg(f.peakDoubt));
    if (limits.ttftMs && !p.ttftMs)
        unknown.append(Tr::tr("the TTFT is unknown"));
    if (!unknown.isEmpty()) {
        p.result = FitPoint::Result::Failed;
        p.reason = unknown.join(QStringLiteral("; "));
        return p;
    }
    p.result = FitPoint::Result::Holds;
    return p;
}

} // namespace Analysis
