#include "app/commands.h"

#include "analysis/plan/plan.h"
#include "analysis/project/projectimport.h"
#include "analysis/import/runfolder.h"
#include "analysis/store/store.h"
#include "analysis/core/inputfile.h"
#include "analysis/core/labels.h"
#include "analysis/core/savefile.h"
#include "app/devicerun.h"
#include "remote/remoteplanrunner.h"

#include <QCommandLineParser>
#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

#include <csignal>

namespace App {

namespace {
// After an incomplete run is stored: its id goes into the run folder's resume file, so that
// --resume replaces that run with the complete one (they share raw files, which a project holds
// once).
void noteIncompleteRun(const QString& runFolder, const QString& runId)
{
    const QString path = runFolder + u'/' + Remote::RemotePlanRunner::resumeFileName();
    QString why;
    const std::optional<QByteArray> bytes = Analysis::readInputFile(path, 1 << 20, &why);
    if (!bytes)
        return; // not resumable (a local run, or no probe started)
    QJsonObject resume = QJsonDocument::fromJson(*bytes).object();
    resume.insert(QStringLiteral("incompleteRunId"), runId);
    if (!Analysis::saveFile(path, QJsonDocument(resume).toJson(), &why))
        err() << why << Qt::endl;
}

// headroom run --resume FOLDER --into P.headroom
int resumeRun(const QString& folder, Analysis::Store& store, const QString& project, const DeviceRunOptions& options,
    const QMap<QString, QString>& labels)
{
    Analysis::PlanText plan;
    QString incompleteId;
    const DeviceRunResult result = resumeOnDevice(folder, options, &plan, &incompleteId);
    for (const auto& d : result.diagnostics)
        err() << d.toString() << Qt::endl;
    if (result.runFolder.isEmpty())
        return 2;
    if (!result.complete) {
        err() << Tr::tr("The run is still incomplete; run the same command again later.") << Qt::endl;
        return 3;
    }
    Analysis::Diagnostics diagnostics;
    if (!incompleteId.isEmpty() && !store.deleteRun(incompleteId, &diagnostics)) {
        for (const auto& d : diagnostics)
            err() << d.toString() << Qt::endl;
        return 2;
    }
    const auto parsed = Analysis::parsePlan(plan.text.toUtf8(), plan.name, folder);
    Analysis::PlanRunToStore what;
    what.runFolder = folder;
    what.plan = parsed.plan ? &*parsed.plan : nullptr;
    what.labels = labels;
    const Analysis::FileImportOutcome outcome = Analysis::storePlanRun(store, what).outcome;
    for (const auto& d : outcome.diagnostics)
        err() << d.toString() << Qt::endl;
    if (!outcome.ok() || outcome.runIds.isEmpty())
        return 2;
    out() << (incompleteId.isEmpty()
                     ? Tr::tr("Run %1 stored in %2 (resumed; run folder %3).")
                           .arg(outcome.runIds.first(), project, QDir::toNativeSeparators(folder))
                     : Tr::tr("Run %1 stored in %2 in place of incomplete run %3 (resumed; run folder %4).")
                           .arg(outcome.runIds.first(), project, incompleteId, QDir::toNativeSeparators(folder)))
          << Qt::endl;
    return 0;
}
} // namespace

// headroom run PLAN.yaml --device local|NAME|user@host[:port] --into P.headroom
// Runs the plan on the device with the probe, then stores the run with every file of its run
// folder and the plan verbatim. Exit 0 when the run completed and was stored, 1 when it ran but
// some repetitions failed, 2 when it could not run or be stored, 3 when it was stored as
// incomplete (cancelled, or the link was lost for good: --resume fetches the rest).
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
    const QCommandLineOption resume(QStringLiteral("resume"),
        Tr::tr("Fetch the rest of a run whose link was lost (its run folder on this machine, as the lost run "
               "printed it) once the probe has finished on the device; the complete run replaces the incomplete "
               "one."),
        QStringLiteral("FOLDER"));
    const QCommandLineOption label(QStringLiteral("label"),
        Tr::tr("Label the run, e.g. --label engine=b4748 --label commit=abc123 (repeatable; wins over the plan's "
               "labels for the same key)."),
        QStringLiteral("KEY=VALUE"));
    p.addOptions({ device, into, runsDir, acceptKey, identity, quiet, resume, label });
    int code = 0;
    if (!parseArguments(p, QStringLiteral("run"), args, &code))
        return code;
    QMap<QString, QString> labels;
    if (const QString why = Analysis::parseLabelArguments(p.values(label), &labels); !why.isEmpty()) {
        err() << Tr::tr("headroom run: %1").arg(why) << Qt::endl;
        return 2;
    }
    if (p.isSet(resume) && (!p.positionalArguments().isEmpty() || !p.isSet(into))) {
        err() << Tr::tr("headroom run: give --resume FOLDER and --into P.headroom, and no plan") << Qt::endl;
        return 2;
    }
    // The project, opened for writing with its messages printed; false when it cannot be.
    Analysis::Store store;
    const auto openProject = [&] {
        const auto opened = store.open(p.value(into), Analysis::Store::OpenMode::ReadWrite);
        for (const auto& d : opened)
            err() << d.toString() << Qt::endl;
        return !Analysis::hasErrors(opened);
    };
    if (p.isSet(resume)) {
        if (!openProject())
            return 2;
        DeviceRunOptions options;
        options.identityFile = p.value(identity);
        options.verbose = !p.isSet(quiet);
        return resumeRun(p.value(resume), store, p.value(into), options, labels);
    }
    if (p.positionalArguments().size() != 1 || !p.isSet(into)) {
        err() << Tr::tr("headroom run: give one plan and --into P.headroom") << Qt::endl;
        return 2;
    }

    const auto parsed = Analysis::parsePlanFile(p.positionalArguments().first());
    for (const auto& d : parsed.diagnostics)
        err() << d.toString() << Qt::endl;
    if (!parsed.plan)
        return 2;

    if (!openProject())
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

    // An interrupted run (cancelled, or its link lost for good) is stored with every repetition
    // that streamed, named so in the project's run list; the plan's inputs travel with the run so
    // that `headroom verify --rerun` can run it elsewhere.
    Analysis::PlanRunToStore what;
    what.runFolder = result.runFolder;
    what.run = result.run;
    what.plan = &*parsed.plan;
    what.labels = labels;
    what.incompleteName = result.cancelled
        ? Tr::tr("%1 (cancelled, incomplete)").arg(QFileInfo(result.runFolder).fileName())
        : Tr::tr("%1 (incomplete: the link was lost)").arg(QFileInfo(result.runFolder).fileName());
    const Analysis::StoredPlanRun stored = Analysis::storePlanRun(store, what);
    const Analysis::FileImportOutcome& outcome = stored.outcome;
    const bool incomplete = stored.incomplete;
    for (const auto& d : outcome.diagnostics)
        err() << d.toString() << Qt::endl;
    if (!outcome.ok() || outcome.runIds.isEmpty())
        return 2;
    if (incomplete)
        noteIncompleteRun(result.runFolder, outcome.runIds.first());
    if (result.cancelled)
        out() << Tr::tr("The run was interrupted. What it measured until then is stored as incomplete run %1 in %2 "
                        "(run folder %3).")
                     .arg(outcome.runIds.first(), p.value(into), QDir::toNativeSeparators(result.runFolder))
              << Qt::endl;
    else if (incomplete)
        out() << Tr::tr("The link to the device was lost. Every repetition that streamed is stored as incomplete run "
                        "%1 in %2. When the probe has finished on the device: headroom run --resume %3 --into %2")
                     .arg(outcome.runIds.first(), p.value(into), QDir::toNativeSeparators(result.runFolder))
              << Qt::endl;
    else
        out() << Tr::tr("Run %1 stored in %2 (run folder %3).")
                     .arg(outcome.runIds.first(), p.value(into), QDir::toNativeSeparators(result.runFolder))
              << Qt::endl;
    if (incomplete || result.cancelled)
        return 3;
    return result.complete ? 0 : 1;
}

} // namespace App
