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

ProbeBuilds findProbeBuilds(const QString& folder)
{
    ProbeBuilds builds;
    const QString host = probeBuildForMachine(QSysInfo::currentCpuArchitecture());
    const QString local = LocalDevice::probePath();
    if (!host.isEmpty() && !local.isEmpty())
        builds.insert(host, local);
    const QString dir = folder.isEmpty() ? QCoreApplication::applicationDirPath() : folder;
    for (const QString& arch : { QStringLiteral("x86_64"), QStringLiteral("aarch64"), QStringLiteral("armhf") }) {
        const QString path = dir + QStringLiteral("/headroom-probe-") + arch;
        if (QFileInfo(path).isFile())
            builds.insert(arch, path);
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

StepResult Deployer::pickBuild()
{
    const ExecResult uname = m_transport.exec({ "uname", "-m" });
    if (!uname.ok())
        return { false, Tr::tr("Cannot ask the device for its architecture: %1").arg(uname.error) };
    const QString machine = QString::fromUtf8(uname.out).trimmed();
    const QString build = probeBuildForMachine(machine);
    m_localProbe = m_builds.value(build);
    if (build.isEmpty() || m_localProbe.isEmpty())
        return { false,
            Tr::tr("There is no probe build for %1 (available: %2).").arg(machine, m_builds.keys().join(u", ")) };
    return { true, Tr::tr("%1: using the %2 probe %3.").arg(machine, build, QDir::toNativeSeparators(m_localProbe)) };
}

StepResult Deployer::checkSpace()
{
    const ExecResult df = m_transport.execShell(
        "mkdir -p -- " + shellQuote(m_runFolder + "/bin") + " && df -Pk -- " + shellQuote(m_runFolder));
    const QList<QByteArray> lines = df.out.split('\n');
    const QList<QByteArray> fields = lines.size() >= 2 ? lines.at(1).simplified().split(' ') : QList<QByteArray>();
    bool numeric = false;
    const qint64 freeKiB = fields.size() >= 4 ? fields.at(3).toLongLong(&numeric) : -1;
    if (!df.ok() || !numeric)
        return { false,
            Tr::tr("Cannot create %1 on the device or read its free space: %2")
                .arg(QString::fromUtf8(m_runFolder), QString::fromUtf8(df.err.trimmed()) + df.error) };
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
    const ExecResult sum = m_transport.execShell(
        "if [ -f " + shellQuote(target) + " ]; then sha256sum -- " + shellQuote(target) + "; fi");
    const QByteArray remote = sum.ok() ? sum.out.left(64) : QByteArray();
    if (remote == local)
        return { true,
            Tr::tr("The probe on the device is up to date (SHA-256 %1).").arg(QString::fromLatin1(local.left(12))) };
    QString why = remote.isEmpty() ? Tr::tr("not on the device yet") : Tr::tr("a different version is there");
    if (sum.started && sum.exitCode == 127)
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
    const ExecResult chmod = m_transport.exec({ "chmod", "755", "--", remoteProbePath() });
    if (!chmod.ok())
        return { false,
            Tr::tr("Cannot make the probe executable: %1").arg(QString::fromUtf8(chmod.err.trimmed()) + chmod.error) };
    return { true, Tr::tr("The probe is executable.") };
}

StepResult Deployer::checkVersion()
{
    const ExecResult version = m_transport.exec({ remoteProbePath(), "--version" });
    m_versionLine = QString::fromUtf8(version.out).trimmed();
    if (!version.ok())
        return { false,
            Tr::tr("The probe does not run on the device (exit %1): %2")
                .arg(version.exitCode)
                .arg(QString::fromUtf8(version.err.trimmed()) + version.error) };
    // "headroom-probe 0.1.0 protocol 1"
    static const QRegularExpression pattern(QStringLiteral("^headroom-probe (\\S+) protocol (\\d+)$"));
    const QRegularExpressionMatch match = pattern.match(m_versionLine);
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
