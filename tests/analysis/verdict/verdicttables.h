#pragma once

// Hand-written per-input tables for the verdict's tests (tst_verdict, tst_verdictcontext).

#include "analysis/verdict/verdict.h"

#include <QMetaType>

Q_DECLARE_METATYPE(Analysis::FigureTable)

namespace VerdictTables {

// One row of a hand-written per-input table. p90 is given; median is the typical request.
inline Analysis::InputFigures input(
    const QString& id, double tokens, int64_t peakKb, double medianMs, double p90Ms, int oomKilled = 0)
{
    using namespace Analysis;
    InputFigures f;
    f.inputId = id;
    f.length = tokens;
    f.lengthUnit = LengthUnit::Tokens;
    f.peakKb = peakKb;
    f.peakExactness = Exactness::Exact;
    f.peakOrigin = QStringLiteral("ru_maxrss");
    f.peakSource = QStringLiteral("events.jsonl");
    f.timingKind = TimingKind::InProcess;
    f.timingSource = QStringLiteral("timings.csv");
    f.n = 19;
    f.medianMs = medianMs;
    f.p90Ms = p90Ms;
    f.maxMs = p90Ms * 1.05;
    f.stableMs.assign(19, medianMs); // flat across repetitions: no drift
    f.outcomes[Outcome::Ok] = 20 - oomKilled;
    if (oomKilled > 0)
        f.outcomes[Outcome::OomKilled] = oomKilled;
    return f;
}

inline Analysis::FigureTable table(
    std::optional<int64_t> ceilingKb, std::optional<double> budgetMs, QList<Analysis::InputFigures> inputs)
{
    using namespace Analysis;
    FigureTable t;
    t.inputs = std::move(inputs);
    t.lengthUnit = LengthUnit::Tokens;
    t.memoryCeilingKb = ceilingKb;
    t.ceilingOrigin = QStringLiteral("test");
    t.latencyBudgetMs = budgetMs;
    return t;
}

} // namespace VerdictTables
