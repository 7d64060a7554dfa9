#pragma once

#include "remote/device.h"

#include <QList>
#include <functional>

namespace Remote {

class Transport;

struct DeviceTestStep {
    // stable id: "quoting", "uname", "kernel", "space", "transfer", "proc", "cgroup", "clear_refs", "tools"
    QString name;
    bool ok = false;
    bool required = true; // a failed optional step degrades measurements but does not stop a run
    QString message; // translated
};

struct DeviceTestReport {
    QList<DeviceTestStep> steps;
    QString architecture; // uname -m as the device says it
    QString probeBuild; // x86_64, aarch64 or armhf; empty when none fits
    QString kernel;
    QString runFolder; // as the device resolved it
    qint64 freeKiB = -1;
    int cgroupVersion = 0; // 1, 2, or 0 when none was found
    bool clearRefsWritable = false;
    bool passed() const;
};

// Like Qt Creator's device test: small commands, each with a clear message, all through the
// same quoting as real work. Runs on the caller's thread (a session worker).
// runFolder empty: the device user's cache folder (deploy.h, runFolderAssignment).
DeviceTestReport testDevice(
    Transport& transport, const QByteArray& runFolder, const std::function<void(const DeviceTestStep&)>& progress = {});

// "x86_64" / "aarch64" / "armhf" for a `uname -m`, or empty when Headroom has no probe for it.
QString probeBuildForMachine(const QString& machine);

} // namespace Remote
