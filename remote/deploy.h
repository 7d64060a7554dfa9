#pragma once

#include "remote/device.h"
#include "remote/transport.h"

#include <QList>
#include <QMap>
#include <functional>

class QRegularExpression;

namespace Remote {

class Transport;

// Static probe builds by architecture ("x86_64", "aarch64", "armhf") → local file.
using ProbeBuilds = QMap<QString, QString>;

// This machine's own host build, plus the builds named headroom-probe-<arch> in appDir (the
// build tree puts them next to headroom) and in appDir/../libexec/headroom (where the .deb
// installs them, see cmake/packaging.cmake). A build next to the application wins. appDir
// defaults to the application's folder; tests pass a temporary tree.
ProbeBuilds findProbeBuilds(const QString& appDir = {});

// The shell assignment RF=... of a device's run folder: the configured absolute path, or for an
// empty one (the default) the device user's own cache, $XDG_CACHE_HOME/headroom when that is an
// absolute path, else $HOME/.cache/headroom. Resolved on the device, where those variables live.
QByteArray runFolderAssignment(const QByteArray& configured);

// Deploy as small steps, each reporting {ok, message} as it finishes (Qt Creator's
// generic direct upload step): pick the build for the device's architecture, check that the run
// folder is the device user's own (owned by them, writable by nobody else: OpenSSH's
// StrictModes), check free space, upload only when the SHA-256 differs, check the checksum of
// what is there and its protocol version. Nothing on the device is executed before its checksum
// matches one of this Headroom's probe builds.
class Deployer {
public:
    // runFolder empty: the device user's cache folder (runFolderAssignment).
    Deployer(Transport& transport, const QByteArray& runFolder, const ProbeBuilds& builds);

    // Stops at the first failed step. Returns every step's result in order.
    QList<StepResult> run(const std::function<void(const StepResult&)>& progress = {});
    bool succeeded() const { return m_succeeded; }
    bool uploaded() const { return m_uploaded; }
    // The run folder as the device resolved it (valid once the first step has run).
    QByteArray runFolder() const { return m_runFolder; }
    QByteArray remoteProbePath() const { return m_runFolder + "/bin/headroom-probe"; }
    QString probeVersionLine() const { return m_versionLine; }

private:
    static const QRegularExpression& versionPattern();
    StepResult pickBuild();
    StepResult checkFolder();
    StepResult checkSpace();
    StepResult uploadIfChanged();
    StepResult makeExecutable();
    StepResult checkVersion();

    Transport& m_transport;
    QByteArray m_runFolder;
    ProbeBuilds m_builds;
    QString m_localProbe;
    QByteArray m_localSum; // SHA-256 in hex of m_localProbe
    QString m_versionLine;
    QByteArray m_configuredFolder;
    QMap<QByteArray, QByteArray> m_inspection; // key=value lines of the one inspection command
    QByteArray m_dfLine;
    QByteArray m_remoteSum; // the SHA-256 in hex, "none" or "nosum"
    QString m_cachedVersionLine; // what the probe already there said to --version, if it ran
    ExecResult m_version;
    bool m_uploaded = false;
    bool m_succeeded = false;
};

} // namespace Remote
