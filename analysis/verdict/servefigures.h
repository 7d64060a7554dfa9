#pragma once

// The figures of a plan's run that are not about memory: per input the streaming latencies of a
// serve-mode run (TTFT, time per output token, inter-token latency), the acceptance counts
// (accepted / expected, and accepted outputs per minute: "a syntactically valid JSON can still hold
// a wrong answer", so throughput counts right answers, not tokens), and per concurrency level the
// accepted outputs per second. Plain data, QtCore only; the report prints it.

#include "analysis/plan/robustness.h"
#include "analysis/core/run.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace Analysis {

struct StreamingFigures {
    QString inputId;
    int level = 0; // the concurrency level: one row per input and level, never pooled over levels
    int n = 0; // stable (not warm-up) requests that completed
    std::optional<double> ttftP50Ms, ttftP90Ms, tpotP50Ms, tpotP90Ms;
    std::optional<double> e2eP50Ms, e2eP90Ms; // end to end, the request's latency
    // Inter-token latencies of those requests, pooled. Only in the probe's events.jsonl (the run
    // keeps per request the time per output token, not every gap): nullopt without it.
    std::optional<double> itlP50Ms, itlP90Ms, itlMaxMs;
    int itlCount = 0;
};

// Per input and concurrency level with at least one stable request that carries streaming figures
// (serve mode), in the run's input order, then level order. eventsJsonl: the run's events.jsonl, for the inter-token
// latencies; empty leaves them unknown.
QList<StreamingFigures> streamingFigures(const Run& run, const QByteArray& eventsJsonl = QByteArray());

struct AcceptanceFigures {
    QString inputId;
    QString rule; // as the run recorded it (params "acceptance.ID"); empty: the input has no rule
    int accepted = 0; // stable repetitions that ran and passed the rule
    int expected = 0; // stable repetitions planned (every recorded one, failed ones included)
    double stableWallMs = 0; // the stable repetitions' wall time, added up
    // accepted / stableWallMs, per minute: what one client gets, one request after another.
    std::optional<double> acceptedPerMinute;
};

// One row per input of the run, in its order; inputs without a rule have an empty rule and count
// nothing as accepted.
QList<AcceptanceFigures> acceptanceFigures(const Run& run);

struct LevelAcceptance {
    int level = 0;
    int accepted = 0, expected = 0; // stable requests of inputs that have a rule, at this level
    std::optional<double> acceptedPerS; // accepted / the level's wall time
};

// Per concurrency level of a serve-mode sweep, in the run's order; empty without a sweep or without
// any acceptance rule.
QList<LevelAcceptance> levelAcceptance(const Run& run);

// The report JSON's "plan_figures" object (docs/json-format.md): streaming[], acceptance[],
// level_acceptance[], robustness[]; unknown figures are null.
QJsonObject planFiguresToJson(const QList<StreamingFigures>& streaming, const QList<AcceptanceFigures>& acceptance,
    const QList<LevelAcceptance>& levels, const QList<RobustnessRow>& robustness);

} // namespace Analysis
