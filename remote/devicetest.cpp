#include "remote/devicetest.h"

#include "remote/deploy.h"

#include "remote/shellquote.h"
#include "remote/tr.h"
#include "remote/transport.h"

#include <algorithm>
#include <QTemporaryFile>
#include <QUuid>

namespace Remote {
namespace {
// Quotes, a $(...) and a backtick (no backslash: dash's echo interprets them): if the device's shell evaluated any of
// it, the echo differs.
const QByteArray kEchoProbe = "Headroom's \"quoting\" test: $(echo no) `echo no`";
constexpr qint64 kMinFreeKiB = 64 * 1024; // the probe plus a few runs' logs

// A run copies the probe and the plan up and reads the events back (SFTP over SSH): a small file up,
// read back and compared, then removed. A device whose sshd has no SFTP subsystem passed every other
// step and failed the run with "The device refused SFTP" (issue 23).
void testTransfer(Transport& transport, const QByteArray& folder,
    const std::function<void(const QString&, bool, const QString&, bool)>& add)
{
    const QByteArray content = "headroom device test " + QUuid::createUuid().toByteArray(QUuid::WithoutBraces) + '\n';
    QTemporaryFile local;
    if (!local.open() || local.write(content) != content.size() || !local.flush()) {
        add(QStringLiteral("transfer"), false, Tr::tr("Cannot write a test file here: %1").arg(local.errorString()), true);
        return;
    }
    const QByteArray remote = folder + "/.headroom-device-test-" + QUuid::createUuid().toByteArray(QUuid::Id128);
    const StepResult up = transport.upload(local.fileName(), remote, 0600);
    if (!up.ok) {
        add(QStringLiteral("transfer"), false, Tr::tr("Cannot copy files to the device: %1").arg(up.message), true);
        return;
    }
    const ReadResult back = transport.readFrom(remote, 0, content.size() + 1);
    transport.exec({ "rm", "-f", "--", remote });
    const bool same = back.ok && back.exists && back.data == content;
    add(QStringLiteral("transfer"), same,
        same            ? Tr::tr("Files can be copied to the device and read back.")
            : !back.ok  ? Tr::tr("Cannot read files back from the device: %1").arg(back.error)
                        : Tr::tr("A file copied to the device read back different."),
        true);
}
} // namespace

bool DeviceTestReport::passed() const
{
    for (const DeviceTestStep& step : steps)
        if (step.required && !step.ok)
            return false;
    return !steps.isEmpty();
}

QString probeBuildForMachine(const QString& machine)
{
    if (machine == QLatin1String("x86_64") || machine == QLatin1String("amd64"))
        return QStringLiteral("x86_64");
    if (machine == QLatin1String("aarch64") || machine == QLatin1String("arm64") || machine == QLatin1String("armv8l"))
        return QStringLiteral("aarch64");
    if (machine.startsWith(QLatin1String("armv7")) || machine.startsWith(QLatin1String("armv6"))
        || machine == QLatin1String("armhf"))
        return QStringLiteral("armhf");
    return {};
}

DeviceTestReport testDevice(
    Transport& transport, const QByteArray& runFolder, const std::function<void(const DeviceTestStep&)>& progress)
{
    DeviceTestReport report;
    auto add = [&](const QString& name, bool ok, const QString& message, bool required = true) {
        report.steps.append({ name, ok, required, message });
        if (progress)
            progress(report.steps.constLast());
    };

    const ExecResult echo = transport.exec({ "echo", kEchoProbe });
    if (!echo.started) {
        add(QStringLiteral("quoting"), false, Tr::tr("Cannot run commands on the device: %1").arg(echo.error));
        return report;
    }
    add(QStringLiteral("quoting"), echo.out == kEchoProbe + '\n',
        echo.out == kEchoProbe + '\n' ? Tr::tr("Commands and quoting work.")
                                      : Tr::tr("The device's shell changed a quoted argument: sent %1, got %2.")
                                            .arg(QString::fromUtf8(kEchoProbe), QString::fromUtf8(echo.out.trimmed())));

    const ExecResult uname = transport.exec({ "uname", "-rsm" });
    const QStringList parts = QString::fromUtf8(uname.out).simplified().split(u' ');
    if (uname.ok() && parts.size() >= 3) {
        report.kernel = parts.at(1);
        report.architecture = parts.constLast();
        report.probeBuild = probeBuildForMachine(report.architecture);
        add(QStringLiteral("uname"), !report.probeBuild.isEmpty(),
            report.probeBuild.isEmpty()
                //: %1 is the kernel name from uname (Linux), %2 the machine architecture (aarch64)
                ? Tr::tr("%1 on %2: Headroom has no probe for this architecture.").arg(parts.at(0), report.architecture)
                : Tr::tr("%1 on %2: the %3 probe will be used.")
                      .arg(parts.at(0), report.architecture, report.probeBuild));
        add(QStringLiteral("kernel"), parts.at(0) == QLatin1String("Linux"),
            Tr::tr("Kernel %1 %2.").arg(parts.at(0), report.kernel));
    } else {
        add(QStringLiteral("uname"), false,
            Tr::tr("uname -rsm failed: %1").arg(QString::fromUtf8(uname.err.trimmed()) + uname.error));
    }

    // mkdir first: df needs an existing path, and the run folder must be creatable anyway. The
    // device resolves the default folder (its user's cache) and says where it is.
    const ExecResult df = transport.execShell(runFolderAssignment(runFolder)
        + "\nmkdir -p -m 700 -- \"$RF\" && printf '%s\\n' \"$RF\" && df -Pk -- \"$RF\"");
    const QStringList dfLines = QString::fromUtf8(df.out).split(u'\n', Qt::SkipEmptyParts);
    const QString folder = dfLines.isEmpty() ? QString::fromUtf8(runFolder) : dfLines.constFirst();
    report.runFolder = folder;
    const QByteArray folderBytes = df.out.left(std::max<qsizetype>(0, df.out.indexOf('\n'))); // as the device names it
    const QStringList dfFields = dfLines.size() >= 3 ? dfLines.at(2).simplified().split(u' ') : QStringList();
    bool numeric = false;
    if (df.ok() && dfFields.size() >= 4)
        report.freeKiB = dfFields.at(3).toLongLong(&numeric);
    if (!numeric) {
        add(QStringLiteral("space"), false,
            Tr::tr("Cannot create the run folder %1 or read its free space: %2")
                .arg(folder, QString::fromUtf8(df.err.trimmed()) + df.error));
    } else {
        add(QStringLiteral("space"), report.freeKiB >= kMinFreeKiB,
            Tr::tr("%1 MiB free in %2 (at least %3 MiB needed).")
                .arg(report.freeKiB / 1024)
                .arg(folder)
                .arg(kMinFreeKiB / 1024));
    }

    const ExecResult proc = transport.exec({ "cat", "/proc/self/status" });
    const bool procOk = proc.ok() && proc.out.contains("VmRSS:");
    add(QStringLiteral("proc"), procOk,
        procOk ? Tr::tr("/proc is readable (VmRSS, VmHWM).")
               : Tr::tr("/proc/self/status is not readable: memory cannot be sampled."));

    // cgroup2 has cgroup.controllers at its root; v1 mounts one folder per controller.
    const ExecResult cg = transport.execShell("if [ -f /sys/fs/cgroup/cgroup.controllers ]; then echo 2; "
                                              "elif [ -d /sys/fs/cgroup/memory ]; then echo 1; else echo 0; fi");
    report.cgroupVersion = cg.out.trimmed().toInt();
    add(QStringLiteral("cgroup"), report.cgroupVersion > 0,
        report.cgroupVersion > 0
            ? Tr::tr("cgroup v%1: memory limits and OOM kills can be read.").arg(report.cgroupVersion)
            : Tr::tr("No memory cgroup found: limits and OOM kills cannot be read."),
        false);

    // "5" resets VmHWM (kernel 4.0+); without it, the inference-phase peak is only sampled.
    const ExecResult refs = transport.execShell("echo 5 > /proc/$$/clear_refs");
    report.clearRefsWritable = refs.ok();
    add(QStringLiteral("clear_refs"), refs.ok(),
        refs.ok() ? Tr::tr("clear_refs is writable: the peak of each phase is exact.")
                  : Tr::tr("clear_refs is not writable: phase peaks will be sampled, not exact."),
        false);

    if (numeric) // only into a folder that exists
        testTransfer(transport, folderBytes, add);
    else
        add(QStringLiteral("transfer"), false, Tr::tr("No run folder to copy a test file into."), true);

    const ExecResult tools = transport.execShell(
        "for t in sh setsid kill tail sha256sum df stat; do command -v \"$t\" >/dev/null 2>&1 || echo \"$t\"; done");
    const QString missing = QString::fromUtf8(tools.out).simplified();
    // sha256sum missing only costs a re-upload each time; the others are needed.
    const bool toolsOk = tools.ok() && (missing.isEmpty() || missing == QLatin1String("sha256sum"));
    add(QStringLiteral("tools"), toolsOk,
        missing.isEmpty() ? Tr::tr("All needed tools are present.")
                          : Tr::tr("Missing on the device: %1.").arg(missing));
    return report;
}

} // namespace Remote
