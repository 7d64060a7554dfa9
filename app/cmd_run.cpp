#include "app/commands.h"

#include "analysis/core/inputfile.h"
#include "analysis/core/labels.h"
#include "analysis/core/savefile.h"
#include "analysis/import/runfolder.h"
#include "analysis/plan/plan.h"
#include "analysis/project/projectimport.h"
#include "analysis/store/store.h"
#include "app/devicerun.h"
#include "remote/deviceregistry.h"
#include "remote/remoteplanrunner.h"

#include <QCommandLineParser>
#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

#include <algorithm>
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

// What storing one device's run gave: the exit code `headroom run` has for it and the line it
// prints on stdout (empty when nothing was stored; the reasons went to stderr).
struct StoredDeviceRun {
    int code = 2;
    QString runId;
    QString message;
};

// Stores one device's run as `headroom run` does: an interrupted run (cancelled, or its link lost
// for good) with every repetition that streamed, named so in the project's run list; the plan's
// inputs travel with the run so that `headroom verify --rerun` can run it elsewhere. Diagnostics
// go to stderr with `prefix` before each.
StoredDeviceRun storeDeviceRun(Analysis::Store& store, const Analysis::Plan& plan, const DeviceRunResult& result,
    const QString& device, const QString& project, const QMap<QString, QString>& labels, const QString& prefix = {})
{
    StoredDeviceRun stored;
    for (const auto& d : result.diagnostics)
        err() << prefix << d.toString() << Qt::endl;
    if (result.runFolder.isEmpty())
        return stored;
    Analysis::PlanRunToStore what;
    what.runFolder = result.runFolder;
    what.run = result.run;
    what.plan = &plan;
    what.device = device;
    what.labels = labels;
    what.incompleteName = result.cancelled
        ? Tr::tr("%1 (cancelled, incomplete)").arg(QFileInfo(result.runFolder).fileName())
        : Tr::tr("%1 (incomplete: the link was lost)").arg(QFileInfo(result.runFolder).fileName());
    const Analysis::StoredPlanRun kept = Analysis::storePlanRun(store, what);
    const Analysis::FileImportOutcome& outcome = kept.outcome;
    const bool incomplete = kept.incomplete;
    for (const auto& d : outcome.diagnostics)
        err() << prefix << d.toString() << Qt::endl;
    if (!outcome.ok() || outcome.runIds.isEmpty())
        return stored;
    stored.runId = outcome.runIds.first();
    if (incomplete)
        noteIncompleteRun(result.runFolder, stored.runId);
    const QString folder = QDir::toNativeSeparators(result.runFolder);
    if (result.cancelled)
        stored.message = Tr::tr("The run was interrupted. What it measured until then is stored as incomplete run %1 "
                                "in %2 (run folder %3).")
                             .arg(stored.runId, project, folder);
    else if (incomplete)
        stored.message = Tr::tr("The link to the device was lost. Every repetition that streamed is stored as "
                                "incomplete run %1 in %2. When the probe has finished on the device: headroom run "
                                "--resume %3 --into %2")
                             .arg(stored.runId, project, folder);
    else
        stored.message = Tr::tr("Run %1 stored in %2 (run folder %3).").arg(stored.runId, project, folder);
    stored.code = (incomplete || result.cancelled) ? 3 : result.complete ? 0 : 1;
    return stored;
}

// The devices --device and --group name, in the order given: a --device @NAME or --group NAME
// is the saved group's devices. Empty with a message on stderr when a group is unknown or a
// device is named twice.
QStringList fleetDevices(const QStringList& given, const QStringList& groups, bool* ok)
{
    *ok = false;
    QStringList names;
    QStringList groupNames = groups;
    QStringList plain;
    for (const QString& d : given) {
        if (d.startsWith(u'@'))
            groupNames << d.mid(1);
        else
            plain << d;
    }
    if (!groupNames.isEmpty()) {
        Remote::DeviceRegistry registry;
        QString error;
        if (!loadDeviceRegistry(&registry, &error)) {
            err() << Tr::tr("headroom run: %1").arg(error) << Qt::endl;
            return {};
        }
        for (const QString& g : std::as_const(groupNames)) {
            if (!registry.groups().contains(g)) {
                err() << Tr::tr("headroom run: there is no device group named \"%1\". Save one with: headroom device "
                                "group add %1 DEVICE...")
                             .arg(g)
                      << Qt::endl;
                return {};
            }
            names += registry.groups().value(g);
        }
    }
    names = plain + names;
    if (names.isEmpty())
        names << QStringLiteral("local");
    for (qsizetype i = 0; i < names.size(); ++i) {
        if (names.indexOf(names.at(i)) != i) {
            err() << Tr::tr("headroom run: device \"%1\" is named twice; a fleet runs once on each device.")
                         .arg(names.at(i))
                  << Qt::endl;
            return {};
        }
    }
    *ok = true;
    return names;
}

// headroom run PLAN --device a --device b ... (or --group NAME): the same plan on every device at
// once, one connection each; each device's run is stored as it ends (this thread is the project's
// one writer) and a failing device does not stop the others. Exit 0 when every device's run
// completed and was stored, 1 when every device's run was stored but some repetitions failed,
// 3 when the fleet was interrupted (Ctrl-C, SIGTERM), 4 when some devices failed and the others'
// runs are stored, 2 when no run could be stored.
int runFleet(const Analysis::Plan& plan, const QStringList& devices, const DeviceRunOptions& common,
    Analysis::Store& store, const QString& project, const QMap<QString, QString>& labels)
{
    QList<DeviceRunOptions> options;
    for (const QString& device : devices) {
        DeviceRunOptions o = common;
        o.device = device;
        o.label = device;
        options << o;
    }
    QList<StoredDeviceRun> stored(devices.size());
    QList<bool> cancelled(devices.size(), false);
    runPlanOnDevices(plan, options, [&](int index, const DeviceRunResult& result) {
        const QString prefix = options.at(index).linePrefix();
        stored[index] = storeDeviceRun(store, plan, result, devices.at(index), project, labels, prefix);
        cancelled[index] = result.cancelled;
        if (!stored.at(index).message.isEmpty())
            out() << prefix << stored.at(index).message << Qt::endl;
    });
    QStringList ok, failed;
    bool anyStored = false, anyCancelled = false, allComplete = true, someRepetitionsFailed = false;
    for (qsizetype i = 0; i < devices.size(); ++i) {
        anyStored = anyStored || !stored.at(i).runId.isEmpty();
        anyCancelled = anyCancelled || cancelled.at(i);
        if (stored.at(i).code == 0 || stored.at(i).code == 1) {
            ok << devices.at(i);
            someRepetitionsFailed = someRepetitionsFailed || stored.at(i).code == 1;
        } else {
            failed << devices.at(i);
            allComplete = false;
        }
    }
    out() << Tr::tr("Fleet: %1 of %2 devices finished and stored (%3).")
                 .arg(ok.size())
                 .arg(devices.size())
                 .arg(ok.isEmpty() ? Tr::tr("none") : ok.join(QStringLiteral(", ")))
          << Qt::endl;
    if (!failed.isEmpty())
        out() << Tr::tr("Failed: %1 (see the lines starting with their names above).")
                     .arg(failed.join(QStringLiteral(", ")))
              << Qt::endl;
    if (anyCancelled)
        return 3;
    if (allComplete)
        return someRepetitionsFailed ? 1 : 0;
    return ok.isEmpty() && !anyStored ? 2 : 4;
}
} // namespace

// headroom run PLAN.yaml --device local|NAME|user@host[:port] [--device ...] [--group NAME] --into P.headroom
// Runs the plan on the device with the probe, then stores the run with every file of its run
// folder and the plan verbatim. Exit 0 when the run completed and was stored, 1 when it ran but
// some repetitions failed, 2 when it could not run or be stored, 3 when it was stored as
// incomplete (cancelled, or the link was lost for good: --resume fetches the rest). Several
// devices, or a group, make a fleet run (runFleet, with its own summary and exit codes).
int runRun(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(Tr::tr("Runs a plan (fixed.yaml) on a device with headroom-probe and stores the run, "
                                       "its raw files and the plan in a project."));
    p.addPositionalArgument(
        QStringLiteral("PLAN"), Tr::tr("The plan, a fixed.yaml file."), QStringLiteral("PLAN.yaml"));
    const QCommandLineOption device(QStringLiteral("device"),
        Tr::tr("local (this machine), a saved device, user@host[:port], or @GROUP (a saved device group). Give it "
               "several times to run the plan on every device at once."),
        QStringLiteral("DEVICE"), QStringLiteral("local"));
    const QCommandLineOption group(QStringLiteral("group"),
        Tr::tr("Run the plan on every device of this saved group at once (headroom device group add)."),
        QStringLiteral("NAME"));
    const QCommandLineOption reconnect(QStringLiteral("reconnect-attempts"),
        Tr::tr("After a dropped link, reconnect this many times (backing off up to 5 s) before the run is given up "
               "and kept as incomplete (default 30)."),
        QStringLiteral("N"));
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
    p.addOptions({ device, group, into, runsDir, acceptKey, identity, quiet, resume, reconnect, label });
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

    int reconnectAttempts = -1;
    if (p.isSet(reconnect)) {
        bool numeric = false;
        reconnectAttempts = p.value(reconnect).toInt(&numeric);
        if (!numeric || reconnectAttempts < 0 || reconnectAttempts > 1000) {
            err() << Tr::tr("headroom run: --reconnect-attempts takes a whole number from 0 to 1000, not \"%1\".")
                         .arg(p.value(reconnect))
                  << Qt::endl;
            return 2;
        }
    }
    bool devicesOk = false;
    const QStringList devices = fleetDevices(p.values(device), p.values(group), &devicesOk);
    if (!devicesOk)
        return 2;
    // One device named once is the plain run; several, or any group, a fleet.
    const QStringList named = p.values(device);
    const bool fleet = devices.size() > 1 || p.isSet(group)
        || std::any_of(named.cbegin(), named.cend(), [](const QString& d) { return d.startsWith(u'@'); });

    const auto parsed = Analysis::parsePlanFile(p.positionalArguments().first());
    for (const auto& d : parsed.diagnostics)
        err() << d.toString() << Qt::endl;
    if (!parsed.plan)
        return 2;

    if (!openProject())
        return 2;

    DeviceRunOptions options;
    options.device = devices.constFirst();
    options.reconnectAttempts = reconnectAttempts;
    options.runsRoot = p.isSet(runsDir)
        ? p.value(runsDir)
        : QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + QStringLiteral("/runs");
    options.acceptFingerprint = p.value(acceptKey);
    options.identityFile = p.value(identity);
    options.verbose = !p.isSet(quiet);
    options.knownDevices = store.devices();
    QDir().mkpath(options.runsRoot);

    if (devices.size() == 1 && !fleet) {
        const DeviceRunResult result = runPlanOnDevice(*parsed.plan, options);
        const StoredDeviceRun stored
            = storeDeviceRun(store, *parsed.plan, result, options.device, p.value(into), labels);
        if (!stored.message.isEmpty())
            out() << stored.message << Qt::endl;
        return stored.code;
    }
    return runFleet(*parsed.plan, devices, options, store, p.value(into), labels);
}

} // namespace App
