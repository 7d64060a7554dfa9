#include "app/commands.h"

#include "analysis/verdict/compare.h"
#include "analysis/plan/plan.h"
#include "analysis/project/projectimport.h"
#include "analysis/project/rerun.h"
#include "analysis/import/runfolder.h"
#include "analysis/store/store.h"
#include "analysis/store/teamstore.h"
#include "app/teamref.h"
#include "analysis/project/verify.h"
#include "app/devicerun.h"
#include "app/fitverify.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <algorithm>

namespace App {

namespace {

struct RerunOptions {
    QString runId; // empty: the latest run
    QList<Analysis::CompareFigure> figures;
    DeviceRunOptions device;
};

QString latestRun(const QList<Analysis::RunRow>& rows)
{
    QString id;
    QDateTime at;
    for (const auto& r : rows)
        if (id.isEmpty() || !(r.startedAt < at)) {
            id = r.id;
            at = r.startedAt;
        }
    return id;
}

// headroom verify P --rerun: 0 reproduced (or inconclusive: nothing differs), 1 not reproduced, 2 error.
int runRerun(const QString& path, const RerunOptions& options)
{
    Analysis::Store store;
    const auto opened = store.open(path, Analysis::Store::OpenMode::ReadWrite);
    for (const auto& d : opened)
        err() << d.toString() << Qt::endl;
    if (Analysis::hasErrors(opened))
        return 2;
    Analysis::Diagnostics diagnostics;
    const QString runId = options.runId.isEmpty() ? latestRun(store.listRuns(&diagnostics)) : options.runId;
    if (runId.isEmpty()) {
        err() << Tr::tr("headroom verify --rerun: the project holds no run") << Qt::endl;
        return 2;
    }
    const auto original = store.loadRun(runId, &diagnostics);
    for (const auto& d : diagnostics)
        err() << d.toString() << Qt::endl;
    if (!original) {
        err() << Tr::tr("headroom verify --rerun: no run %1 in %2").arg(runId, path) << Qt::endl;
        return 2;
    }
    QTemporaryDir dir;
    if (!dir.isValid()) {
        err() << Tr::tr("headroom verify --rerun: cannot create a temporary folder: %1").arg(dir.errorString())
              << Qt::endl;
        return 2;
    }
    Analysis::Diagnostics restored;
    const auto plan = Analysis::restoreRerunPlan(store, runId, dir.path(), &restored);
    for (const auto& d : restored)
        err() << Tr::tr("headroom verify --rerun: %1").arg(d.toString()) << Qt::endl;
    if (!plan)
        return 2;

    DeviceRunOptions deviceOptions = options.device;
    deviceOptions.knownDevices = store.devices();
    QDir().mkpath(deviceOptions.runsRoot);
    const DeviceRunResult result = runPlanOnDevice(*plan, deviceOptions);
    for (const auto& d : result.diagnostics)
        err() << d.toString() << Qt::endl;
    if (result.runFolder.isEmpty())
        return 2;
    Analysis::PlanRunToStore what;
    what.runFolder = result.runFolder;
    what.run = result.run;
    what.plan = &*plan;
    what.rerunOf = runId;
    const Analysis::FileImportOutcome outcome = Analysis::storePlanRun(store, what).outcome;
    for (const auto& d : outcome.diagnostics)
        err() << d.toString() << Qt::endl;
    if (!outcome.ok() || outcome.runIds.isEmpty())
        return 2;
    const QString newId = outcome.runIds.first();
    const auto rerunRun = store.loadRun(newId);
    if (!rerunRun)
        return 2;
    if (!result.complete)
        err() << Tr::tr("headroom verify --rerun: the re-run is incomplete; what it measured is compared") << Qt::endl;

    // The same comparison as the Runs page's re-run (analysis/project/rerun.h).
    const Analysis::RerunResult r = Analysis::compareRerun(*original, *rerunRun, options.figures);
    out() << Tr::tr("run %1 re-run on %2 as run %3").arg(runId, deviceOptions.device, newId) << '\n';
    for (const auto& row : r.comparison.rows)
        out() << Tr::tr("  input %1, %2: %3 → %4 (%5): %6")
                     .arg(row.inputId, Analysis::compareFigureName(row.figure))
                     .arg(row.base)
                     .arg(row.candidate)
                     .arg(Analysis::compareOutcomeName(row.outcome), row.explanation)
              << '\n';
    for (const QString& n : r.comparison.notCompared)
        out() << QLatin1String("  ") << n << '\n';
    out() << Analysis::rerunStatusText(r) << '\n';
    out().flush();
    return r.status == Analysis::RerunResult::Status::NotReproduced ? 1 : 0;
}

} // namespace

// headroom verify P.headroom [--json]: recomputes every stored figure from the raw files kept in
// the project. Exit 0 when every run reproduces, 1 when a figure differs or a run cannot be
// recomputed, 2 on a wrong command line or a project that cannot be read.
// With --rerun: runs a stored run's plan again (see rerun()).
int runVerify(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        Tr::tr("Recomputes every stored figure of every run from the raw files kept in the project and reports each "
               "figure that differs (a number edited by hand is caught).\n"
               "Exit codes: 0 every run reproduced, 1 a figure differs or a run cannot be recomputed, 2 error.\n"
               "With --rerun: runs the plan of a stored run again on --device (with the input files kept with the "
               "run), stores the new run in the project (provenance \"re-run of run N\") and compares the two. "
               "Exit codes: 0 reproduced, or inconclusive (no figure differs significantly, but not every figure "
               "could be shown the same: the output says \"inconclusive\"), 1 not reproduced (a figure differs), "
               "2 error (including a run that has no plan or no kept inputs)."));
    p.addPositionalArgument(QStringLiteral("project"), Tr::tr("The .headroom project."), QStringLiteral("P.headroom"));
    const QCommandLineOption json(QStringLiteral("json"), Tr::tr("Print the result as JSON."));
    const QCommandLineOption rerun(
        QStringLiteral("rerun"), Tr::tr("Run the stored plan again on a device and compare."));
    const QCommandLineOption device(QStringLiteral("device"),
        Tr::tr("The device for --rerun: local, a device saved in the project, or user@host[:port]."),
        QStringLiteral("D"), QStringLiteral("local"));
    const QCommandLineOption runOpt(
        QStringLiteral("run"), Tr::tr("The run to re-run (default: the latest)."), QStringLiteral("ID"));
    const QCommandLineOption figures(QStringLiteral("figures"),
        Tr::tr(
            "The figures --rerun compares, comma-separated from peak, median, p90, ttft (default: peak,median,p90)."),
        QStringLiteral("LIST"), QStringLiteral("peak,median,p90"));
    const QCommandLineOption runsDir(QStringLiteral("runs-dir"),
        Tr::tr("Where --rerun keeps run folders on this machine (default: the user's data folder)."),
        QStringLiteral("DIR"));
    const QCommandLineOption acceptKey(QStringLiteral("accept-host-key"),
        Tr::tr("Accept and remember the device's host key if it has this SHA256 fingerprint."),
        QStringLiteral("SHA256:..."));
    const QCommandLineOption quiet(QStringLiteral("quiet"), Tr::tr("Print no progress during --rerun."));
    const QCommandLineOption fitOpt(QStringLiteral("fit"),
        Tr::tr("With --rerun: re-measure the two bracket points of this fit's recommended setting (its fit_id)."),
        QStringLiteral("FIT_ID"));
    p.addOptions({ json, rerun, device, runOpt, figures, runsDir, acceptKey, quiet, fitOpt });
    int code = 0;
    if (!parseArguments(p, QStringLiteral("verify"), args, &code))
        return code;
    if (p.positionalArguments().size() != 1) {
        err() << Tr::tr("headroom verify: give one project") << Qt::endl;
        return 2;
    }
    const bool rerunOnly = p.isSet(device) || p.isSet(runOpt) || p.isSet(figures) || p.isSet(runsDir)
        || p.isSet(acceptKey) || p.isSet(quiet) || p.isSet(fitOpt);
    if (p.isSet(rerun)) {
        if (Analysis::TeamStore::isUrl(p.positionalArguments().first())) {
            err() << Tr::tr("headroom verify: --rerun stores the new run in a project: pull the run from the team store "
                            "first (headroom pull URL#RUN --into P.headroom)")
                  << Qt::endl;
            return 2;
        }
        if (p.isSet(json)) {
            err() << Tr::tr("headroom verify: --json is not available with --rerun") << Qt::endl;
            return 2;
        }
        RerunOptions o;
        if (p.isSet(fitOpt) && (p.isSet(runOpt) || p.isSet(figures))) {
            err() << Tr::tr("headroom verify: --fit re-checks the fit's own two points; --run and --figures do not go "
                            "with it")
                  << Qt::endl;
            return 2;
        }
        o.runId = p.value(runOpt);
        for (const QString& name : p.value(figures).split(u',', Qt::SkipEmptyParts)) {
            const auto f = Analysis::compareFigureFromName(name.trimmed());
            if (!f) {
                err() << Tr::tr("headroom verify: unknown figure \"%1\" (peak, median, p90, ttft)").arg(name)
                      << Qt::endl;
                return 2;
            }
            o.figures << *f;
        }
        if (o.figures.isEmpty()) {
            err() << Tr::tr("headroom verify: --figures names no figure") << Qt::endl;
            return 2;
        }
        o.device.device = p.value(device);
        o.device.runsRoot = p.isSet(runsDir)
            ? p.value(runsDir)
            : QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + QStringLiteral("/runs");
        o.device.acceptFingerprint = p.value(acceptKey);
        o.device.verbose = !p.isSet(quiet);
        if (p.isSet(fitOpt))
            return runFitRerun(p.positionalArguments().first(), p.value(fitOpt), o.device);
        return runRerun(p.positionalArguments().first(), o);
    }
    if (rerunOnly) {
        err() << Tr::tr("headroom verify: --device, --run, --figures, --runs-dir, --accept-host-key and --quiet go "
                        "with --rerun")
              << Qt::endl;
        return 2;
    }
    const QString path = p.positionalArguments().first();
    Analysis::VerifyResult result;
    if (Analysis::TeamStore::isUrl(path)) {
        // A team store: each run is checked out and verified from its own raw files (app/teamref.h).
        QStringList ids;
        if (!teamRunIds(path, QStringLiteral("verify"), &ids))
            return 2;
        QString url, ignored;
        Analysis::TeamStore::splitRunReference(path, &url, &ignored);
        for (const QString& id : std::as_const(ids)) {
            TeamCheckout team;
            if (!checkoutTeamRun(url + u'#' + id, {}, QStringLiteral("verify"), &team))
                return 2;
            Analysis::Store store;
            result.diagnostics += store.open(team.path, Analysis::Store::OpenMode::ReadOnly);
            if (Analysis::hasErrors(result.diagnostics))
                break;
            const Analysis::VerifyResult one = Analysis::verifyProject(store);
            result.runs += one.runs;
            result.diagnostics += one.diagnostics;
        }
    } else {
        Analysis::Store store;
        const auto opened = store.open(path, Analysis::Store::OpenMode::ReadOnly);
        for (const auto& d : opened)
            err() << d.toString() << Qt::endl;
        if (Analysis::hasErrors(opened))
            return 2;
        result = Analysis::verifyProject(store);
    }
    for (const auto& d : result.diagnostics)
        err() << d.toString() << Qt::endl;
    if (Analysis::hasErrors(result.diagnostics))
        return 2;
    if (p.isSet(json)) {
        out() << QString::fromUtf8(QJsonDocument(Analysis::verifyResultToJson(result, Analysis::TeamStore::shownUrl(path))).toJson());
    } else {
        for (const auto& r : result.runs) {
            out() << Tr::tr("run %1 (%2): %3, %4 figures compared")
                         .arg(r.runId, r.runName, Analysis::verificationStatusName(r.status))
                         .arg(r.figuresCompared)
                  << '\n';
            for (const auto& d : r.differences)
                out() << Tr::tr("  input %1, %2: stored %3, recomputed %4")
                             .arg(d.inputId, d.figure, d.stored, d.recomputed)
                      << '\n';
            for (const QString& n : r.notes)
                out() << QLatin1String("  ") << n << '\n';
            // What no raw file gives back is named, as the JSON names it, and is not in the count above.
            if (!r.notChecked.isEmpty())
                out() << Tr::tr("  not checked (%n stored column(s) that no raw file gives back): %1", nullptr,
                             int(r.notChecked.size()))
                             .arg(r.notChecked.join(QStringLiteral(", ")))
                      << '\n';
            for (const auto& d : r.diagnostics)
                out() << QLatin1String("  ") << d.toString() << '\n';
        }
        if (result.runs.isEmpty())
            out() << Tr::tr("The project holds no run.") << '\n';
    }
    out().flush();
    return result.allReproduced() ? 0 : 1;
}

} // namespace App
