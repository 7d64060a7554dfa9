#pragma once

#include "analysis/core/diagnostic.h"
#include "analysis/core/run.h"
#include "analysis/plan/plan.h"
#include "analysis/store/store.h"
#include "remote/device.h"
#include "remote/deviceregistry.h"
#include "remote/sshtransport.h"

#include <functional>
#include <optional>

namespace App {

struct DeviceRunOptions {
    QString device = QStringLiteral("local"); // local | a saved device's name | user@host[:port]
    QString runsRoot; // run folders on this machine
    QString acceptFingerprint; // SSH: accept a new host key only if it has this fingerprint
    QString identityFile; // SSH: a private key file; without it, the SSH agent (or the saved device's own)
    bool verbose = true; // progress lines on stderr
    QList<Analysis::DeviceRecord> knownDevices; // the project's saved devices
    // Reconnect attempts after a dropped link before the run is given up (kept as incomplete);
    // negative: the probe session's default.
    int reconnectAttempts = -1;
    QString label; // in a fleet, the device's name: every progress line starts "[label] "
    QString linePrefix() const; // "[label] ", or empty without a label
};

struct DeviceRunResult {
    QString runFolder; // on this machine; empty when nothing ran (nothing streamed)
    std::optional<Analysis::Run> run; // the runner's run (plan, token counts); nullopt: read the folder
    bool complete = false;
    bool cancelled = false; // SIGINT/SIGTERM stopped it; the folder holds what was measured until then
    Analysis::Diagnostics diagnostics;
};

// headroom run --resume FOLDER: the run folder on this machine of a run whose link was lost
// (its .headroom-resume.json names the device, the device's run folder, the probe's pid and the
// plan). Connects again, follows events.jsonl from where the local copy ends until the probe has
// finished, and fetches the whole folder. *planText gets the plan the run was started with.
DeviceRunResult resumeOnDevice(const QString& localFolder, const DeviceRunOptions& options,
    Analysis::PlanText* planText, QString* incompleteRunId);

// Loads the user's device list (DeviceRegistry::defaultPath()) and prints its notes (a device
// moved off /tmp/headroom) to stderr, then saves the list so they are said once.
bool loadDeviceRegistry(Remote::DeviceRegistry* registry, QString* error);

// The device a --device argument names: user@host[:port], or a device in the user's devices.json,
// or one saved in the project. std::nullopt with *error when there is none.
std::optional<Remote::Device> resolveDevice(
    const QString& name, const QList<Analysis::DeviceRecord>& projectDevices, QString* error);

// The secrets a device needs, asked on the terminal (echo off) and held in memory only: a
// password for password auth, a passphrase for an encrypted key. Never from the command line;
// without a terminal on stdin a needed secret is an error.
bool askCredentials(const Remote::Device& device, Remote::Credentials* credentials, QString* error);

// Runs the plan on the device and waits for it (the command line has no window to keep alive).
// SIGINT/SIGTERM cancel the run: the device stops the workload and what was measured is kept.
DeviceRunResult runPlanOnDevice(const Analysis::Plan& plan, const DeviceRunOptions& options);

// Runs the plan on several devices at once (a fleet), one runner and one connection each, and
// waits for all of them. done(index, result) is called on this thread as each device ends, in
// the order they end, never while another call is in progress: the caller stores each run as
// the project's one writer. A device that cannot start (unknown, no credentials) ends at once
// and the others go on. SIGINT/SIGTERM cancel every run still going; each keeps what it measured.
void runPlanOnDevices(const Analysis::Plan& plan, const QList<DeviceRunOptions>& devices,
    const std::function<void(int index, const DeviceRunResult& result)>& done);

} // namespace App
