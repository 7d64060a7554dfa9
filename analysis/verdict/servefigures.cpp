#include "analysis/verdict/servefigures.h"

#include "analysis/core/statistics.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>

#include <algorithm>
#include <vector>

namespace Analysis {
namespace {

std::optional<double> quantileOf(std::vector<double> v, double q)
{
    if (v.empty())
        return std::nullopt;
    std::sort(v.begin(), v.end());
    return quantileSorted(v, q);
}

// Every gap between output events of the stable requests that completed, by input and level.
// Bounded by the file: one pass, lines that are not request events are skipped unparsed.
QMap<QPair<QString, int>, std::vector<double>> interTokenLatencies(const QByteArray& events)
{
    QMap<QPair<QString, int>, std::vector<double>> out;
    qsizetype start = 0;
    while (start < events.size()) {
        qsizetype end = events.indexOf('\n', start);
        if (end < 0)
            end = events.size();
        const QByteArray line = events.mid(start, end - start);
        start = end + 1;
        if (!line.contains("\"type\":\"request\""))
            continue;
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        if (o.value(QLatin1String("warmup")).toBool(true) || o.value(QLatin1String("outcome")).toString() != u"ok")
            continue;
        std::vector<double>& gaps
            = out[qMakePair(o.value(QLatin1String("input")).toString(), o.value(QLatin1String("level")).toInt())];
        for (const QJsonValue& v : o.value(QLatin1String("itl_ms")).toArray())
            if (v.isDouble())
                gaps.push_back(v.toDouble());
    }
    return out;
}

bool stable(const Repetition& r)
{
    return !r.warmup;
}

QJsonValue opt(const std::optional<double>& v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

} // namespace

QList<StreamingFigures> streamingFigures(const Run& run, const QByteArray& eventsJsonl)
{
    const QMap<QPair<QString, int>, std::vector<double>> itl = interTokenLatencies(eventsJsonl);
    // The sweep's levels in the order they ran; requests of a level without its level_end (a run
    // stopped mid-level) still count, after them.
    QList<int> levels;
    for (const ConcurrencyLevel& l : run.concurrencyLevels)
        if (!levels.contains(l.level))
            levels << l.level;
    for (const Repetition& r : run.repetitions)
        if (r.concurrency && !r.warmup && !levels.contains(*r.concurrency))
            levels << *r.concurrency;
    QList<StreamingFigures> rows;
    for (const InputSpec& spec : run.inputs) {
        for (int level : std::as_const(levels)) {
            StreamingFigures f;
            f.inputId = spec.id;
            f.level = level;
            std::vector<double> ttft, tpot, e2e;
            for (const Repetition& r : run.repetitionsFor(spec.id)) {
                // Streaming figures are a serve request's (it has its concurrency level); a rejected
                // answer was still streamed and timed.
                if (!stable(r) || r.concurrency != level
                    || (r.outcome != Outcome::Ok && r.outcome != Outcome::Rejected))
                    continue;
                ++f.n;
                if (r.ttftMs)
                    ttft.push_back(*r.ttftMs);
                if (r.tpotMs)
                    tpot.push_back(*r.tpotMs);
                e2e.push_back(r.wallMs);
            }
            if (f.n == 0)
                continue;
            f.ttftP50Ms = quantileOf(ttft, 0.5);
            f.ttftP90Ms = quantileOf(ttft, 0.9);
            f.tpotP50Ms = quantileOf(tpot, 0.5);
            f.tpotP90Ms = quantileOf(tpot, 0.9);
            f.e2eP50Ms = quantileOf(e2e, 0.5);
            f.e2eP90Ms = quantileOf(e2e, 0.9);
            const std::vector<double> gaps = itl.value(qMakePair(spec.id, level));
            f.itlCount = int(gaps.size());
            f.itlP50Ms = quantileOf(gaps, 0.5);
            f.itlP90Ms = quantileOf(gaps, 0.9);
            f.itlMaxMs = quantileOf(gaps, 1.0);
            rows.append(f);
        }
    }
    return rows;
}

QList<AcceptanceFigures> acceptanceFigures(const Run& run)
{
    QList<AcceptanceFigures> rows;
    for (const InputSpec& spec : run.inputs) {
        AcceptanceFigures f;
        f.inputId = spec.id;
        f.rule = run.params.value(QStringLiteral("acceptance.") + spec.id);
        // An input without a rule has nothing to accept: it is absent, not "0 of 5" (issue 21, item 5).
        if (f.rule.isEmpty())
            continue;
        for (const Repetition& r : run.repetitionsFor(spec.id)) {
            if (!stable(r))
                continue;
            ++f.expected;
            f.stableWallMs += r.wallMs;
            if (!f.rule.isEmpty() && r.outcome == Outcome::Ok)
                ++f.accepted;
        }
        if (!f.rule.isEmpty() && f.stableWallMs > 0)
            f.acceptedPerMinute = f.accepted * 60000.0 / f.stableWallMs;
        rows.append(f);
    }
    return rows;
}

QList<LevelAcceptance> levelAcceptance(const Run& run)
{
    QList<LevelAcceptance> rows;
    bool anyRule = false;
    for (const InputSpec& spec : run.inputs)
        anyRule = anyRule || run.params.contains(QStringLiteral("acceptance.") + spec.id);
    if (!anyRule)
        return rows;
    for (const ConcurrencyLevel& l : run.concurrencyLevels) {
        LevelAcceptance a;
        a.level = l.level;
        for (const Repetition& r : run.repetitions) {
            if (!stable(r) || r.concurrency != l.level
                || !run.params.contains(QStringLiteral("acceptance.") + r.inputId))
                continue;
            ++a.expected;
            if (r.outcome == Outcome::Ok)
                ++a.accepted;
        }
        if (l.wallMs > 0)
            a.acceptedPerS = a.accepted * 1000.0 / l.wallMs;
        rows.append(a);
    }
    return rows;
}

QJsonObject planFiguresToJson(const QList<StreamingFigures>& streaming, const QList<AcceptanceFigures>& acceptance,
    const QList<LevelAcceptance>& levels, const QList<RobustnessRow>& robustness)
{
    QJsonArray s, a, l, r;
    for (const StreamingFigures& f : streaming)
        s.append(QJsonObject { { QStringLiteral("input"), f.inputId }, { QStringLiteral("level"), f.level },
            { QStringLiteral("n"), f.n }, { QStringLiteral("ttft_p50_ms"), opt(f.ttftP50Ms) },
            { QStringLiteral("ttft_p90_ms"), opt(f.ttftP90Ms) }, { QStringLiteral("e2e_p50_ms"), opt(f.e2eP50Ms) },
            { QStringLiteral("e2e_p90_ms"), opt(f.e2eP90Ms) }, { QStringLiteral("tpot_p50_ms"), opt(f.tpotP50Ms) },
            { QStringLiteral("tpot_p90_ms"), opt(f.tpotP90Ms) }, { QStringLiteral("itl_p50_ms"), opt(f.itlP50Ms) },
            { QStringLiteral("itl_p90_ms"), opt(f.itlP90Ms) }, { QStringLiteral("itl_max_ms"), opt(f.itlMaxMs) },
            { QStringLiteral("itl_count"), f.itlCount } });
    for (const AcceptanceFigures& f : acceptance)
        a.append(QJsonObject { { QStringLiteral("input"), f.inputId },
            { QStringLiteral("rule"), f.rule.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(f.rule) },
            { QStringLiteral("accepted"), f.accepted }, { QStringLiteral("expected"), f.expected },
            { QStringLiteral("accepted_per_minute"), opt(f.acceptedPerMinute) } });
    for (const LevelAcceptance& x : levels)
        l.append(QJsonObject { { QStringLiteral("level"), x.level }, { QStringLiteral("accepted"), x.accepted },
            { QStringLiteral("expected"), x.expected }, { QStringLiteral("accepted_per_s"), opt(x.acceptedPerS) } });
    for (const RobustnessRow& x : robustness)
        r.append(QJsonObject { { QStringLiteral("input"), x.inputId },
            { QStringLiteral("worst"), robustnessOutcomeName(x.worst) }, { QStringLiteral("ok"), x.ok },
            { QStringLiteral("error_reply"), x.errorReply }, { QStringLiteral("crash"), x.crash },
            { QStringLiteral("hang"), x.hang }, { QStringLiteral("not_run"), x.notRun } });
    return QJsonObject { { QStringLiteral("streaming"), s }, { QStringLiteral("acceptance"), a },
        { QStringLiteral("level_acceptance"), l }, { QStringLiteral("robustness"), r } };
}

} // namespace Analysis
