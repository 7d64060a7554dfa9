#include "remote/deploy.h"

#include "remote/devicetest.h"
#include "remote/localdevice.h"
#include "remote/probe/protocol.h"
#include "remote/shellquote.h"
#include "remote/tr.h"
#include "remote/transport.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSysInfo>

namespace Remote {
namespace {
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

QByteArray runFolderAssignment(const QByteArray& configured)
{
    if (!configured.isEmpty())
        return "RF=" + shellQuote(configured);
    return "case \"$XDG_CACHE_HOME\" in /*) RF=\"$XDG_CACHE_HOME/headroom\" ;; *) RF=\"$HOME/.cache/headroom\" ;; esac";
}

namespace {
// "uid mode owner type" as stat -c '%u %a %U %F' printed it.
struct FolderState {
    bool known = false;
    uint uid = 0;
    uint mode = 0;
    QString owner;
    QString type;
};

FolderState folderState(const QByteArray& line)
{
    FolderState f;
    const QList<QByteArray> fields = line.trimmed().split(' ');
    if (fields.size() < 4)
        return f;
    bool uidOk = false, modeOk = false;
    f.uid = fields.at(0).toUInt(&uidOk);
    f.mode = fields.at(1).toUInt(&modeOk, 8);
    f.owner = QString::fromUtf8(fields.at(2));
    f.type = QString::fromUtf8(fields.mid(3).join(' '));
    f.known = uidOk && modeOk;
    return f;
}
} // namespace

Deployer::Deployer(Transport& transport, const QByteArray& runFolder, const ProbeBuilds& builds)
    : m_transport(transport)
    , m_runFolder(runFolder)
    , m_builds(builds)
    , m_configuredFolder(runFolder)
{
}

QList<StepResult> Deployer::run(const std::function<void(const StepResult&)>& progress)
{
    QList<StepResult> results;
    m_succeeded = false;
    m_uploaded = false;
    using Step = StepResult (Deployer::*)();
    for (const Step step : { &Deployer::pickBuild, &Deployer::checkFolder, &Deployer::checkSpace,
             &Deployer::uploadIfChanged, &Deployer::makeExecutable, &Deployer::checkVersion }) {
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
    // file each command costs that file (0.5 s on the test machine). The device resolves the run
    // folder, creates it 0700, reports its owner and mode, and hashes the probe there. Only when
    // that checksum is one of this Headroom's builds, and the folder, bin/ and the probe are the
    // device user's and writable by nobody else, is the probe asked for its version in the same
    // command. Anything else is never executed: it is replaced by the upload below.
    QByteArray known;
    for (const QString& path : std::as_const(m_builds)) {
        const QByteArray sum = sha256Of(path);
        if (!sum.isEmpty())
            known += (known.isEmpty() ? "" : "|") + sum;
    }
    if (known.isEmpty())
        known = "no-build";
    const QByteArray script = runFolderAssignment(m_configuredFolder)
        + "\nB=\"$RF/bin\"; T=\"$B/headroom-probe\"; u=$(id -u)\n"
          "echo \"machine=$(uname -m)\"; echo \"uid=$u\"; printf 'folder=%s\\n' \"$RF\"\n"
          "mkdir -p -m 700 -- \"$RF\" \"$B\" 2>/dev/null\n"
          "echo \"dir=$(stat -c '%u %a %U %F' -- \"$RF\" 2>/dev/null)\"\n"
          "echo \"bin=$(stat -c '%u %a %U %F' -- \"$B\" 2>/dev/null)\"\n"
          "echo \"df=$(df -Pk -- \"$RF\" 2>/dev/null | tail -n 1)\"\n"
          "own() { s=$(stat -c '%u %a' -- \"$1\" 2>/dev/null) || return 1; case \"$s\" in \"$u \"*) ;; *) return 1 ;; "
          "esac; case \"${s#* }\" in *[2367]? | *[2367]) return 1 ;; esac; }\n"
          "if [ -f \"$T\" ] && [ ! -L \"$T\" ]; then\n"
          "  if h=$(sha256sum -- \"$T\" 2>/dev/null); then h=${h%% *}; echo \"sum=$h\"; else h=; echo sum=nosum; fi\n"
          "  case \"$h\" in "
        + known
        + ") if own \"$RF\" && own \"$B\" && own \"$T\"; then chmod 755 -- \"$T\" && echo \"version=$(\"$T\" "
          "--version 2>/dev/null | head -n 1)\"; fi ;; esac\n"
          "else echo sum=none; fi\n";
    const ExecResult inspect = m_transport.execShell(script);
    if (!inspect.ok())
        return { false,
            Tr::tr("Cannot inspect the device: %1").arg(QString::fromUtf8(inspect.err.trimmed()) + inspect.error) };
    m_inspection.clear();
    for (const QByteArray& line : inspect.out.split('\n')) {
        const qsizetype eq = line.indexOf('=');
        if (eq > 0)
            m_inspection.insert(line.left(eq), line.mid(eq + 1));
    }
    m_runFolder = m_inspection.value("folder");
    m_dfLine = m_inspection.value("df").simplified();
    m_remoteSum = m_inspection.value("sum").trimmed();
    m_cachedVersionLine = QString::fromUtf8(m_inspection.value("version")).trimmed();
    const QString machine = QString::fromUtf8(m_inspection.value("machine")).trimmed();
    const QString build = probeBuildForMachine(machine);
    m_localProbe = m_builds.value(build);
    if (build.isEmpty() || m_localProbe.isEmpty())
        return { false,
            Tr::tr("There is no probe build for %1 (available: %2).").arg(machine, m_builds.keys().join(u", ")) };
    return { true, Tr::tr("%1: using the %2 probe %3.").arg(machine, build, QDir::toNativeSeparators(m_localProbe)) };
}

StepResult Deployer::checkFolder()
{
    if (m_runFolder.isEmpty())
        return { false, Tr::tr("The device did not say where its run folder is.") };
    bool uidOk = false;
    const uint uid = m_inspection.value("uid").trimmed().toUInt(&uidOk);
    const QString folder = QString::fromUtf8(m_runFolder);
    for (const char* key : { "dir", "bin" }) {
        const QString path = qstrcmp(key, "dir") == 0 ? folder : folder + QStringLiteral("/bin");
        const FolderState f = folderState(m_inspection.value(key));
        if (!uidOk || !f.known)
            return { false, Tr::tr("Cannot create %1 on the device or read its owner and mode.").arg(path) };
        if (f.type != QLatin1String("directory"))
            //: %2 is stat's file type, e.g. "symbolic link"
            return { false,
                Tr::tr("%1 on the device is a %2, not a folder: Headroom runs nothing from it. Remove it or choose "
                       "another run folder.")
                    .arg(path, f.type) };
        if (f.uid != uid)
            return { false,
                Tr::tr("%1 on the device belongs to %2 (uid %3, mode %4), not to the user Headroom logs in as (uid "
                       "%5): another user could have put a program there. Headroom runs nothing from it. Remove it "
                       "or choose another run folder.")
                    .arg(path, f.owner)
                    .arg(f.uid)
                    .arg(f.mode, 4, 8, QLatin1Char('0'))
                    .arg(uid) };
        if (f.mode & 022)
            return { false,
                Tr::tr("%1 on the device (owner %2, mode %3) is writable by other users, who could replace the "
                       "probe. Headroom runs nothing from it. Run chmod go-w on it, or choose another run folder.")
                    .arg(path, f.owner)
                    .arg(f.mode, 4, 8, QLatin1Char('0')) };
    }
    return { true, Tr::tr("The run folder %1 belongs to the device user and no one else can write to it.").arg(folder) };
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
    m_localSum = sha256Of(m_localProbe);
    if (m_localSum.isEmpty())
        return { false, Tr::tr("Cannot read the probe build %1.").arg(m_localProbe) };
    const QByteArray target = remoteProbePath();
    const QByteArray remote = m_remoteSum.size() == 64 ? m_remoteSum : QByteArray();
    if (remote == m_localSum && versionPattern().match(m_cachedVersionLine).hasMatch())
        return { true,
            Tr::tr("The probe on the device is up to date (SHA-256 %1).")
                .arg(QString::fromLatin1(m_localSum.left(12))) };
    QString why = remote.isEmpty() ? Tr::tr("not on the device yet") : Tr::tr("a different version is there");
    if (m_remoteSum == "nosum")
        why = Tr::tr("the device has no sha256sum, so it is always uploaded");
    else if (remote == m_localSum)
        why = Tr::tr("the copy there could not be run");
    // Upload next to the target and rename: a broken link never leaves half a probe to run. The
    // name is this upload's own: two Headroom instances deploying to one device at once (two
    // engineers, two CI jobs) each rename a whole file of their own (mv replaces atomically).
    const QByteArray partial
        = target + ".part-" + QByteArray::number(QRandomGenerator::system()->generate64(), 16);
    const StepResult up = m_transport.upload(m_localProbe, partial, 0755);
    if (!up.ok) {
        m_transport.exec({ "rm", "-f", "--", partial }); // best effort: the link may be gone
        return up;
    }
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
    if (!m_uploaded) {
        // The inspection checked the checksum and the folder, then ran the probe: its version
        // line is the answer.
        m_version = {};
        m_version.started = true;
        m_version.exitCode = 0;
        m_version.out = m_cachedVersionLine.toUtf8();
        return { true, Tr::tr("The probe's checksum matches this Headroom's build.") };
    }
    // Hashed again after the upload (201: it does not match), then chmod (200) and --version in
    // one round trip. A device without sha256sum has only the upload to go by.
    const QByteArray target = shellQuote(remoteProbePath());
    m_version = m_transport.execShell("if command -v sha256sum >/dev/null 2>&1; then h=$(sha256sum -- " + target
        + ") || exit 201; [ \"${h%% *}\" = " + m_localSum + " ] || exit 201; fi; chmod 755 -- " + target
        + " || exit 200; exec " + target + " --version");
    if (m_version.started && m_version.exitCode == 201)
        return { false,
            Tr::tr("The probe on the device does not match the uploaded build after the upload (SHA-256); it was "
                   "not run. The device's storage may be failing, or something replaced it.") };
    if (!m_version.started || m_version.exitCode == 200)
        return { false,
            Tr::tr("Cannot make the probe executable: %1")
                .arg(QString::fromUtf8(m_version.err.trimmed()) + m_version.error) };
    return { true, Tr::tr("The uploaded probe's checksum matches this Headroom's build.") };
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
