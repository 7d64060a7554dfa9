#pragma once

// Re-running a stored run's plan (issue 6, `headroom verify --rerun --device D` and the Runs page's
// "Re-run on a device"): the plan and the input files kept with the run are written back to a
// folder, and once the plan has run again the two runs are compared with the comparison
// statistics of the verdict: reproduced / not reproduced / inconclusive, with the numbers.
// The running itself is remote/'s (the command line waits for it, the window shows it live).

#include "analysis/verdict/compare.h"
#include "analysis/core/diagnostic.h"
#include "analysis/plan/plan.h"

#include <QMetaType>

#include <optional>

namespace Analysis {

class Store;

// Writes the stored plan (plan.yaml) and its kept inputs into dir and parses it. nullopt with a
// diagnostic when the run has no plan (an imported log), keeps no inputs, or names an input path
// that is not a plain relative one: nothing in a project may make Headroom write outside dir.
std::optional<Plan> restoreRerunPlan(
    const Store& store, const QString& runId, const QString& dir, Diagnostics* diagnostics);

struct RerunResult {
    enum class Status { Reproduced, NotReproduced, Inconclusive };
    Status status = Status::Inconclusive;
    RunComparison comparison;
    int same = 0, different = 0;
};
// The provenance of a re-run: "re-run of run N", before what the run already said. Translated.
QString rerunProvenance(const QString& originalRunId, const QString& provenance);

QString rerunStatusName(RerunResult::Status s); // "reproduced", "not reproduced", "inconclusive"
QString rerunStatusText(const RerunResult& r); // translated, with the counts

// Not reproduced when any figure differs; reproduced when every figure compared is the same;
// otherwise inconclusive.
RerunResult compareRerun(const Run& original, const Run& rerun,
    const QList<CompareFigure>& figures
    = { CompareFigure::PeakMemory, CompareFigure::MedianLatency, CompareFigure::P90Latency });

} // namespace Analysis

Q_DECLARE_METATYPE(Analysis::RerunResult)
