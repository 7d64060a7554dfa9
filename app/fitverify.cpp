#include "app/fitverify.h"

#include "analysis/project/fitrecheck.h"
#include "analysis/project/projectimport.h"
#include "analysis/project/rerun.h"
#include "analysis/report/fitpoint.h"
#include "analysis/store/store.h"
#include "app/commands.h"

#include <QDir>
#include <QTemporaryDir>

namespace App {
namespace {

// One stored point's plan run again and judged again; nullopt after printing why it could not run.
std::optional<Analysis::FitPoint> measureAgain(
    Analysis::Store& store, const QString& runId, const Analysis::PlanFit& within, const DeviceRunOptions& options)
{
    QTemporaryDir dir;
    if (!dir.isValid()) {
        err() << Tr::tr("headroom verify --rerun: cannot create a temporary folder: %1").arg(dir.errorString())
              << Qt::endl;
        return std::nullopt;
    }
    Analysis::Diagnostics restored;
    const auto plan = Analysis::restoreRerunPlan(store, runId, dir.path(), &restored);
    for (const auto& d : restored)
        err() << Tr::tr("headroom verify --rerun: %1").arg(d.toString()) << Qt::endl;
    if (!plan)
        return std::nullopt;
    const DeviceRunResult result = runPlanOnDevice(*plan, options);
    for (const auto& d : result.diagnostics)
        err() << d.toString() << Qt::endl;
    if (result.runFolder.isEmpty() || !result.run || !result.complete)
        return std::nullopt;
    Analysis::PlanRunToStore what;
    what.runFolder = result.runFolder;
    what.run = result.run;
    what.plan = &*plan;
    what.rerunOf = runId;
    const Analysis::FileImportOutcome outcome = Analysis::storePlanRun(store, what).outcome;
    for (const auto& d : outcome.diagnostics)
        err() << d.toString() << Qt::endl;
    if (!outcome.ok() || outcome.runIds.isEmpty())
        return std::nullopt;
    Analysis::FitPoint point = Analysis::fitPointFromRun(*result.run, Analysis::resolveFitLimits(within, *result.run));
    point.runId = outcome.runIds.first();
    out() << Tr::tr("run %1 re-run on %2 as run %3").arg(runId, options.device, point.runId) << '\n';
    return point;
}

} // namespace

int runFitRerun(const QString& path, const QString& fitId, DeviceRunOptions options)
{
    Analysis::Store store;
    const auto opened = store.open(path, Analysis::Store::OpenMode::ReadWrite);
    for (const auto& d : opened)
        err() << d.toString() << Qt::endl;
    if (Analysis::hasErrors(opened))
        return 2;
    QString why;
    const std::optional<Analysis::FitBracketRuns> bracket = Analysis::fitBracketRuns(store, fitId, &why);
    if (!bracket) {
        err() << Tr::tr("headroom verify --rerun: %1").arg(why) << Qt::endl;
        return 2;
    }
    options.knownDevices = store.devices();
    QDir().mkpath(options.runsRoot);
    const auto holds = measureAgain(store, bracket->holdsRunId, bracket->within, options);
    if (!holds)
        return 2;
    std::optional<Analysis::FitPoint> breaks;
    if (!bracket->breaksRunId.isEmpty()) {
        breaks = measureAgain(store, bracket->breaksRunId, bracket->within, options);
        if (!breaks)
            return 2;
    }
    const Analysis::FitRecheck r = Analysis::judgeFitRecheck(*bracket, *holds, breaks);
    out() << r.text << '\n';
    out().flush();
    return r.status == Analysis::FitRecheck::Status::NotReproduced ? 1 : 0;
}

} // namespace App
