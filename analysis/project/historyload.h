#pragma once

// The runs a history reads (verdict/history.h), from a .headroom project or a team store. Only runs
// on `device` (every device when empty) and, when `byLabel` is given, carrying that label are read:
// the listing says both without reading a run's samples.

#include "analysis/core/diagnostic.h"
#include "analysis/core/run.h"

#include <QList>
#include <QString>

namespace Analysis {

class Store;

QList<Run> historyRuns(const Store& store, const QString& device, const QString& byLabel, Diagnostics* diagnostics);

// A team store (postgresql://...): each run is checked out into a temporary .headroom file under its
// team id (TeamStore::checkout), so the runs keep the ids the team store gives them.
QList<Run> teamHistoryRuns(const QString& url, const QString& device, const QString& byLabel, Diagnostics* diagnostics);

} // namespace Analysis
