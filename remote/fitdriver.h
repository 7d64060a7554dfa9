#pragma once

// Drives a fit (issue 26; docs/measurement-method.md, "Fitting the longest input"): the search of
// analysis/verdict/fitsearch.h with a measure function that makes the input of each length (the
// plan's token counter decides), writes the plan of the point, runs it on the device, judges the
// run against the plan's fit.within and stores it in the project with the fit's id, setting and
// length as run parameters (fit.*). Then the certificate. `headroom fit` and the window's Fit page
// both drive a fit through this, each with its own way of running one plan (the command line's
// runPlanOnDevice, the page's runner in a worker thread): the same search, the same stored runs.
//
// Synchronous: call it from a thread that may block (the command line's main thread, the page's
// worker thread); the store must belong to that thread. The certificate is written into the fit's
// folder (FitDrive::certificatePath()); a failed write is an error.

#include "analysis/plan/plan.h"
#include "analysis/verdict/fitsearch.h"
#include "remote/runner.h"

#include <QJsonObject>
#include <QStringList>

#include <atomic>
#include <functional>
#include <optional>

namespace Analysis {
class Store;
}

namespace Remote {

// What running one point's plan gave.
struct FitPlanRun {
    QString runFolder; // on this machine; empty when nothing ran
    std::optional<Analysis::Run> run; // the finished run; nullopt when it did not finish
    bool cancelled = false;
    QStringList errors; // translated, why it did not finish
};
using FitRunPlanFn = std::function<FitPlanRun(const Analysis::Plan& plan)>;

struct FitDriveOptions {
    QString device; // as named to the user (the certificate's device.name)
    QString runsRoot; // the fit's folder (inputs' plans, certificate) is made under it
    // An interrupted point: true keeps what it measured in the project as an incomplete run (the
    // command line, like an interrupted `headroom run`); false removes its folder and stores nothing.
    bool keepInterrupted = true;
    const std::atomic<bool>* cancel = nullptr; // set from any thread: no further point starts
};

struct FitDriveCallbacks {
    // Before a point is measured (the input is made first): which setting and length, its number.
    std::function<void(int setting, int64_t tokens, int number)> measuring;
    // After: as judged, with its run id when stored.
    std::function<void(int setting, const Analysis::FitPoint& point, int number)> measured;
    // A diagnostic worth saying that does not stop the fit (a store warning), translated.
    std::function<void(const QString& message)> note;
};

struct FitDrive {
    QString error; // translated: set when the fit did not start, or stopped (an error or a cancel)
    bool started = false;
    bool cancelled = false; // stopped by FitDriveOptions::cancel
    QString fitId, fitDir;
    QList<Analysis::FitSetting> settings;
    Analysis::FitResult result; // complete only when error is empty
    QJsonObject certificate; // complete only when error is empty; written to certificatePath()
    QStringList engineArguments; // the recommended setting's command, {input} for the input file
    bool ok() const { return started && error.isEmpty(); }
    QString certificatePath() const { return fitDir + QStringLiteral("/certificate.json"); }
};

// The plan must have a fit section. store: the project, open read-write in this thread.
FitDrive driveFit(const Analysis::Plan& plan, Analysis::Store& store, const FitDriveOptions& options,
    const FitRunPlanFn& runPlan, const FitDriveCallbacks& callbacks = {});

// A FitRunPlanFn's body for a Runner (PlanRunner on this machine, RemotePlanRunner on a device):
// starts it in runsRoot and waits in an event loop of this thread until it finishes or fails;
// cancel (when set) is looked at ten times a second and cancels the runner.
FitPlanRun followRunner(
    Runner& runner, const Analysis::Plan& plan, const QString& runsRoot, const std::atomic<bool>* cancel);

} // namespace Remote
