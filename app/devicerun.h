#pragma once

#include "analysis/diagnostic.h"
#include "analysis/plan.h"
#include "analysis/run.h"
#include "analysis/store.h"

#include <optional>

namespace App {

struct DeviceRunOptions {
    QString device = QStringLiteral("local"); // local | a saved device's name | user@host[:port]
    QString runsRoot; // run folders on this machine
    QString acceptFingerprint; // SSH: accept a new host key only if it has this fingerprint
    bool verbose = true; // progress lines on stderr
    QList<Analysis::DeviceRecord> knownDevices; // the project's saved devices
};

struct DeviceRunResult {
    QString runFolder; // on this machine; empty when nothing ran
    std::optional<Analysis::Run> run; // the runner's run (plan, token counts); nullopt: read the folder
    bool complete = false;
    Analysis::Diagnostics diagnostics;
};

// Runs the plan on the device and waits for it (the command line has no window to keep alive).
// SIGINT/SIGTERM cancel the run: the device stops the workload and what was measured is kept.
DeviceRunResult runPlanOnDevice(const Analysis::Plan& plan, const DeviceRunOptions& options);

} // namespace App
