#pragma once

// Re-checking a fit (`headroom verify P --rerun --fit ID`, issue 26): the two bracket points of the
// recommended setting, found from the project alone (every point's run carries fit.id, fit.setting,
// fit.tokens, fit.point and fit.within), run again on a device and judged again against the same
// limits: reproduced when the held length holds and the broken one breaks, not reproduced when
// either flips, inconclusive when a point fails for another reason.

#include "analysis/plan/fitplan.h"
#include "analysis/verdict/fitsearch.h"

#include <QString>

#include <optional>

namespace Analysis {

class Store;

struct FitBracketRuns {
    QString fitId;
    QString setting; // fit.setting of the recommended setting ("" when nothing varied)
    QString holdsRunId, breaksRunId; // breaksRunId empty when the longest length held
    int64_t holdsTokens = 0, breaksTokens = 0;
    PlanFit within; // only the within fields are set
};

// The recommended setting's bracket: the setting whose held length is longest, its longest hold
// and the shortest break above it. nullopt with *error (translated) when the project has no run of
// that fit, or none that held.
std::optional<FitBracketRuns> fitBracketRuns(const Store& store, const QString& fitId, QString* error);

struct FitRecheck {
    enum class Status { Reproduced, NotReproduced, Inconclusive };
    Status status = Status::Inconclusive;
    FitPoint holds, breaks; // as judged again
    QString text; // translated: the answer with the numbers
};
QString fitRecheckStatusName(FitRecheck::Status s); // "reproduced", "not reproduced", "inconclusive"

// The answer from the two points measured again (breaks unset when the bracket had no break).
FitRecheck judgeFitRecheck(const FitBracketRuns& bracket, const FitPoint& holds, const std::optional<FitPoint>& breaks);

} // namespace Analysis
