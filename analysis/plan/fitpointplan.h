#pragma once

// The plan one point of a fit runs (`headroom fit`): the fit plan with one setting applied to its
// parameters, one input of an exact length, and no fit section. It is an ordinary plan, written
// out as YAML and parsed again, so each point is stored and re-run like any `headroom run`.

#include "analysis/plan/plan.h"

namespace Analysis {

// `setting`'s values replace the plan's parameters (extra.NAME: params.extra.NAME); the one input
// is {inputId, inputFile}. The plan's acceptance rules are dropped (a fit plan has none).
Plan fitPointPlan(const Plan& plan, const FitSetting& setting, const QString& inputId, const QString& inputFile);
// toYaml(point) parsed again with point.baseDir: what the point's run keeps as its plan, verbatim.
PlanParseResult parseFitPointPlan(const Plan& point, const QString& fileName);

} // namespace Analysis
