#include "remote/deploy.h"

#include "remote/devicetest.h"
#include "remote/localdevice.h"
#include "remote/probe/protocol.h"
#include "remote/shellquote.h"
#include "remote/transport.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSysInfo>

namespace Remote {
namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Remote)
};

QByteArray sha256Of(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(&file);
    return hash.result().toHex();
}
} // namespace

ProbeBuilds findProbeBuilds(const QString& appDir)
{
    ProbeBuilds builds;
    const QString host = probeBuildForMachine(QSysInfo::currentCpuArchitecture());
    const QString local = LocalDevice::probePath();
    if (!host.isEmpty() && !local.isEmpty())
        builds.insert(host, local);
    const QString app = appDir.isEmpty() ? QCoreApplication::applicationDirPath() : appDir;
    // Later folders win: the installed layout first, then a build next to the application.
    const QStringList dirs = { QDir::cleanPath(app + QStringLiteral("/../libexec/headroom")), app };
    for (const QString& dir : dirs) {
        for (const QString& arch : { QStringLiteral("x86_64"), QStringLiteral("aarch64"), QStringLiteral("armhf") }) {
            const QString path = dir + QStringLiteral("/headroom-probe-") + arch;
            if (QFileInfo(path).isFile())
                builds.insert(arch, path);
        }
    }
    return builds;
}

Deployer::Deployer(Transport& transport, const QByteArray& runFolder, const ProbeBuilds& builds)
    : m_transport(transport)
    , m_runFolder(runFolder)
    , m_builds(builds)
{
}

QList<StepResult> Deployer::run(const std::function<void(const StepResult&)>& progress)
{
    QList<StepResult> results;
    m_succeeded = false;
    m_uploaded = false;
    using Step = StepResult (Deployer::*)();
    for (const Step step : { &Deployer::pickBuild, &Deployer::checkSpace, &Deployer::uploadIfChanged,
             &Deployer::makeExecutable, &Deployer::checkVersion }) {
        results.append((this->*step)());
        if (progress)
            progress(results.constLast());
        if (!results.constLast().ok)
            return results;
    }
    m_succeeded = true;
    return results;
}

const QRegularExpression& Deployer::versionPattern()
{
    // "headroom-probe 0.1.0 protocol 1"
    static const QRegularExpression pattern(QStringLiteral("^headroom-probe (\\S+) protocol (\\d+)$"));
    return pattern;
}

StepResult Deployer::pickBuild()
{
    // One round trip for the whole cached deploy: on a device whose login shell reads a heavy rc
    // file each command costs that file (0.5 s on the test machine). The probe already there is
    // asked for its version in the same command; that answer counts only if its checksum then
    // matches the build, otherwise the uploaded probe is asked again.
    const QByteArray target = shellQuote(remoteProbePath());
    const ExecResult inspect = m_transport.execShell("uname -m; mkdir -p -- " + shellQuote(m_runFolder + "/bin")
        + " && df -Pk -- " + shellQuote(m_runFolder) + " | tail -n 1; if [ -f " + target + " ]; then sha256sum -- "
        + target + " 2>/dev/null || echo nosum; chmod 755 -- " + target + " 2>/dev/null && " + target
        + " --version 2>/dev/null | head -n 1; :; else echo none; fi");
    if (!inspect.ok())
        return { false,
            Tr::tr("Cannot inspect the device: %1").arg(QString::fromUtf8(inspect.err.trimmed()) + inspect.error) };
    const QList<QByteArray> lines = inspect.out.split('\n');
    const QString machine = QString::fromUtf8(lines.value(0)).trimmed();
    m_dfLine = lines.value(1).simplified();
    m_remoteSum = lines.value(2).trimmed();
    m_cachedVersionLine = QString::fromUtf8(lines.value(3)).trimmed();
    const QString build = probeBuildForMachine(machine);
    m_localProbe = m_builds.value(build);
    if (build.isEmpty() || m_localProbe.isEmpty())
        return { false,
            Tr::tr("There is no probe build for %1 (available: %2).").arg(machine, m_builds.keys().join(u", ")) };
    return { true, Tr::tr("%1: using the %2 probe %3.").arg(machine, build, QDir::toNativeSeparators(m_localProbe)) };
}

StepResult Deployer::checkSpace()
{
    const QList<QByteArray> fields = m_dfLine.split(' ');
    bool numeric = false;
    const qint64 freeKiB = fields.size() >= 4 ? fields.at(3).toLongLong(&numeric) : -1;
    if (!numeric)
        return { false,
            Tr::tr("Cannot create %1 on the device or read its free space (df said \"%2\").")
                .arg(QString::fromUtf8(m_runFolder), QString::fromUtf8(m_dfLine)) };
    // The probe, its temporary copy while uploading, and room for a run's logs.
    const qint64 neededKiB = 2 * QFileInfo(m_localProbe).size() / 1024 + 8 * 1024;
    if (freeKiB < neededKiB)
        return { false,
            Tr::tr("Only %1 KiB free in %2; %3 KiB are needed.")
                .arg(freeKiB)
                .arg(QString::fromUtf8(m_runFolder))
                .arg(neededKiB) };
    return { true, Tr::tr("%1 MiB free on the device.").arg(freeKiB / 1024) };
}

StepResult Deployer::uploadIfChanged()
{
    const QByteArray local = sha256Of(m_localProbe);
    if (local.isEmpty())
        return { false, Tr::tr("Cannot read the probe build %1.").arg(m_localProbe) };
    const QByteArray target = remoteProbePath();
    const QByteArray remote = m_remoteSum.size() >= 64 ? m_remoteSum.left(64) : QByteArray();
    if (remote == local)
        return { true,
            Tr::tr("The probe on the device is up to date (SHA-256 %1).").arg(QString::fromLatin1(local.left(12))) };
    QString why = remote.isEmpty() ? Tr::tr("not on the device yet") : Tr::tr("a different version is there");
    if (m_remoteSum == "nosum")
        why = Tr::tr("the device has no sha256sum, so it is always uploaded");
    // Upload next to the target and rename: a broken link never leaves half a probe to run.
    const QByteArray partial = target + ".part";
    const StepResult up = m_transport.upload(m_localProbe, partial, 0755);
    if (!up.ok)
        return up;
    const ExecResult mv = m_transport.exec({ "mv", "-f", "--", partial, target });
    if (!mv.ok())
        return {
            false,
            Tr::tr("Cannot move the uploaded probe into place: %1").arg(QString::fromUtf8(mv.err.trimmed()) + mv.error)
        };
    m_uploaded = true;
    return { true, Tr::tr("Uploaded the probe (%1 KiB): %2.").arg(QFileInfo(m_localProbe).size() / 1024).arg(why) };
}

StepResult Deployer::makeExecutable()
{
    if (!m_uploaded && versionPattern().match(m_cachedVersionLine).hasMatch()) {
        // The inspection made the probe executable and ran it: its version line is the answer.
        m_version = {};
        m_version.started = true;
        m_version.exitCode = 0;
        m_version.out = m_cachedVersionLine.toUtf8();
        return { true, Tr::tr("The probe is executable.") };
    }
    // chmod and --version in one round trip; 200 marks a failed chmod.
    const QByteArray target = shellQuote(remoteProbePath());
    m_version = m_transport.execShell("chmod 755 -- " + target + " || exit 200; exec " + target + " --version");
    if (!m_version.started || m_version.exitCode == 200)
        return { false,
            Tr::tr("Cannot make the probe executable: %1")
                .arg(QString::fromUtf8(m_version.err.trimmed()) + m_version.error) };
    return { true, Tr::tr("The probe is executable.") };
}

StepResult Deployer::checkVersion()
{
    const ExecResult& version = m_version;
    m_versionLine = QString::fromUtf8(version.out).trimmed();
    if (!version.ok())
        return { false,
            Tr::tr("The probe does not run on the device (exit %1): %2")
                .arg(version.exitCode)
                .arg(QString::fromUtf8(version.err.trimmed()) + version.error) };
    const QRegularExpressionMatch match = versionPattern().match(m_versionLine);
    if (!match.hasMatch())
        return { false, Tr::tr("The probe printed an unexpected version line: \"%1\".").arg(m_versionLine) };
    const int protocol = match.captured(2).toInt();
    if (protocol != HeadroomProtocol::kFormatVersion)
        return { false,
            Tr::tr("The probe speaks protocol %1, this Headroom speaks %2: deploy a matching probe build.")
                .arg(protocol)
                .arg(HeadroomProtocol::kFormatVersion) };
    return { true, Tr::tr("Probe %1 runs on the device (protocol %2).").arg(match.captured(1)).arg(protocol) };
}

} // namespace Remote
