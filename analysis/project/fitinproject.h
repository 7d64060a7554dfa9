#pragma once

// The fits a project holds (`headroom fit` and the window's Fit page store every point measured as
// a run with the run parameters fit.id, fit.setting, fit.tokens, fit.point and fit.within): which
// fits there are, and one fit's answer read back from its runs alone, each run judged again against
// the limits it was measured under. What the runs do not keep (the precision asked for, the budget)
// is not claimed: a setting with a bracket is "found" with the bracket's width said beside it.

#include "analysis/plan/fitplan.h"
#include "analysis/verdict/fitsearch.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace Analysis {

class Store;

struct StoredFitEntry {
    QString fitId;
    QString planName; // of the first point's run name, "PLAN · setting · N tokens" -> PLAN
    QDateTime startedAt; // of its first run
    int points = 0;
};
// Every fit of the project, oldest first.
QList<StoredFitEntry> storedFits(const Store& store);

struct StoredFit {
    QString fitId;
    PlanFit within; // only the within fields are set
    FitResult result; // settings in the order first measured, their points in the order stored
};
// One fit read back; nullopt with *error (translated) when the project holds no run of it.
std::optional<StoredFit> loadStoredFit(const Store& store, const QString& fitId, QString* error);

// fitSettingKey's text back into a setting ("threads=2;extra.cache_type_k=q8_0").
FitSetting parseFitSettingKey(const QString& key);

} // namespace Analysis
