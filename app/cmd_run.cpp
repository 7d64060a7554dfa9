#include "app/commands.h"

#include "analysis/plan.h"
#include "analysis/projectimport.h"
#include "analysis/runfolder.h"
#include "analysis/store.h"
#include "app/devicerun.h"

#include <QCommandLineParser>
#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QStandardPaths>

#include <csignal>

namespace App {

// headroom run PLAN.yaml --device local|NAME|user@host[:port] --into P.headroom
// Runs the plan on the device with the probe, then stores the run with every file of its run
// folder and the plan verbatim. Exit 0 when the run completed and was stored, 1 when it ran but
// some repetitions failed or the run is incomplete, 2 when it could not run or be stored.
int runRun(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(Tr::tr("Runs a plan (fixed.yaml) on a device with headroom-probe and stores the run, "
                                       "its raw files and the plan in a project."));
    p.addPositionalArgument(
        QStringLiteral("PLAN"), Tr::tr("The plan, a fixed.yaml file."), QStringLiteral("PLAN.yaml"));
    const QCommandLineOption device(QStringLiteral("device"),
        Tr::tr("local (this machine), a device saved in the project, or user@host[:port]."), QStringLiteral("DEVICE"),
        QStringLiteral("local"));
    const QCommandLineOption into(
        QStringLiteral("into"), Tr::tr("The project (created when missing)."), QStringLiteral("P.headroom"));
    const QCommandLineOption runsDir(QStringLiteral("runs-dir"),
        Tr::tr("Where run folders are kept on this machine (default: the user's data folder)."), QStringLiteral("DIR"));
    const QCommandLineOption acceptKey(QStringLiteral("accept-host-key"),
        Tr::tr("Accept and remember the device's host key if it has this SHA256 "
               "fingerprint (as shown by a first attempt)."),
        QStringLiteral("SHA256:..."));
    const QCommandLineOption identity(QStringLiteral("identity"),
        Tr::tr("SSH: log in with this private key file (default: the SSH agent, or the saved device's key)."),
        QStringLiteral("FILE"));
    const QCommandLineOption quiet(QStringLiteral("quiet"), Tr::tr("Print no progress."));
    p.addOptions({ device, into, runsDir, acceptKey, identity, quiet });
    int code = 0;
    if (!parseArguments(p, QStringLiteral("run"), args, &code))
        return code;
    if (p.positionalArguments().size() != 1 || !p.isSet(into)) {
        err() << Tr::tr("headroom run: give one plan and --into P.headroom") << Qt::endl;
        return 2;
    }

    const auto parsed = Analysis::parsePlanFile(p.positionalArguments().first());
    for (const auto& d : parsed.diagnostics)
        err() << d.toString() << Qt::endl;
    if (!parsed.plan)
        return 2;

    Analysis::Store store;
    const auto opened = store.open(p.value(into), Analysis::Store::OpenMode::ReadWrite);
    for (const auto& d : opened)
        err() << d.toString() << Qt::endl;
    if (Analysis::hasErrors(opened))
        return 2;

    DeviceRunOptions options;
    options.device = p.value(device);
    options.runsRoot = p.isSet(runsDir)
        ? p.value(runsDir)
        : QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + QStringLiteral("/runs");
    options.acceptFingerprint = p.value(acceptKey);
    options.identityFile = p.value(identity);
    options.verbose = !p.isSet(quiet);
    options.knownDevices = store.devices();
    QDir().mkpath(options.runsRoot);

    const DeviceRunResult result = runPlanOnDevice(*parsed.plan, options);
    for (const auto& d : result.diagnostics)
        err() << d.toString() << Qt::endl;
    if (result.runFolder.isEmpty())
        return 2;

    Analysis::PlanText plan { parsed.plan->name, QString::fromUtf8(parsed.plan->sourceText) };
    // The inputs travel with the run so that `headroom verify --rerun` can run the plan elsewhere; a
    // run whose inputs cannot be kept is still stored (it was measured), it just cannot be re-run.
    Analysis::Diagnostics inputDiagnostics;
    QList<Analysis::RawFile> extra;
    if (const auto inputs = Analysis::planInputsRawFile(*parsed.plan, result.runFolder, &inputDiagnostics))
        extra << *inputs;
    for (auto d : inputDiagnostics) {
        d.severity = Analysis::Diagnostic::Severity::Warning;
        err() << d.toString() << Qt::endl;
    }
    // An interrupted run is stored with what it measured, named so in the project's run list.
    std::optional<Analysis::Run> run = result.run;
    if (result.cancelled && !run) {
        Analysis::RunFolderResult folder = Analysis::readRunFolder(result.runFolder);
        if (folder.ok && !folder.complete) {
            run = folder.run;
            run->name = Tr::tr("%1 (cancelled, incomplete)").arg(QFileInfo(result.runFolder).fileName());
        }
    }
    const auto outcome = Analysis::importRunFolder(store, result.runFolder, run, plan, extra);
    for (const auto& d : outcome.diagnostics)
        err() << d.toString() << Qt::endl;
    if (!outcome.ok() || outcome.runIds.isEmpty())
        return 2;
    if (result.cancelled)
        out() << Tr::tr("The run was interrupted. What it measured until then is stored as incomplete run %1 in %2 "
                        "(run folder %3).")
                     .arg(outcome.runIds.first(), p.value(into), QDir::toNativeSeparators(result.runFolder))
              << Qt::endl;
    else
        out() << Tr::tr("Run %1 stored in %2 (run folder %3).")
                     .arg(outcome.runIds.first(), p.value(into), QDir::toNativeSeparators(result.runFolder))
              << Qt::endl;
    return result.complete ? 0 : 1;
}

} // namespace App
