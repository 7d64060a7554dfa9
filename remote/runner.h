#pragma once

// What the window and the command line see of a plan while it runs, wherever it runs: on this
// machine (PlanRunner, the probe as a child process) or on a device (RemotePlanRunner, over a
// transport). Both give the same Run for the same plan (readPlanRun), so one set of handlers
// serves both.

#include "analysis/core/diagnostic.h"
#include "analysis/core/run.h"
#include "analysis/plan/plan.h"

#include <QByteArray>
#include <QObject>
#include <QString>

namespace Remote {

class Runner : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    // Starts the plan in a fresh folder under runsRoot (on this machine). False (and *error)
    // when it cannot start; otherwise exactly one of finished() and failed() follows.
    virtual bool start(const Analysis::Plan& plan, const QString& runsRoot, QString* error) = 0;
    // Stops the workload; what it measured stays in runDir(). failed() follows.
    virtual void cancel() = 0;
    virtual bool isRunning() const = 0;
    // The run folder on this machine, once start() succeeded.
    virtual QString runDir() const = 0;

Q_SIGNALS:
    void stageChanged(const QString& stage); // translated: "Counting tokens", "Running the probe"
    void progressChanged(int done, int total); // repetitions ended so far; total 0: not known (a sustained run)
    void eventReceived(const QByteArray& line); // each events.jsonl line, as the probe writes it
    void finished(const Analysis::Run& run, const Analysis::Diagnostics& warnings);
    void failed(const QString& message);
};

} // namespace Remote
