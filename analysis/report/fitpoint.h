#pragma once

// One measured length of a fit (`headroom fit`), judged from its run: the figures the limits are
// judged on (the verdict's per-input table, analysis/verdict/verdict.h) and whether the length holds
// every limit of the plan's `fit.within`, broke one, or failed for another reason.

#include "analysis/core/run.h"
#include "analysis/plan/fitplan.h"
#include "analysis/verdict/fitsearch.h"

namespace Analysis {

// The limits `within` sets, as numbers for this run: "ceiling" is the verdict's memory ceiling of
// the run (the plan's limits, or min(cgroup limit, MemTotal) less the reserve). Unset: not a limit.
FitLimits resolveFitLimits(const PlanFit& fit, const Run& run);

// The run holds one input (the length measured). An OOM kill or a stop by the memory guard breaks
// memory whatever the limits; a timed-out repetition breaks latency; a peak over the ceiling, a p90
// over its budget or a median TTFT over its budget break theirs. A repetition that crashed otherwise,
// exited non-zero or was rejected fails the point, as does a limit whose figure was not measured.
FitPoint fitPointFromRun(const Run& run, const FitLimits& limits);

// `within` as one text, kept with every point's run (the run parameter fit.within), so that a
// point can be judged again from the project alone: "memory=ceiling;p90_latency_s=2;ttft_s=1".
QString fitWithinText(const PlanFit& fit);
// Back into fit's within fields; false for a text fitWithinText does not write.
bool parseFitWithin(const QString& text, PlanFit* fit);

} // namespace Analysis
