#include "app/commands.h"

#include "analysis/compare.h"
#include "analysis/plan.h"
#include "analysis/projectimport.h"
#include "analysis/runfolder.h"
#include "analysis/store.h"
#include "analysis/verify.h"
#include "app/devicerun.h"

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

// A path from a file someone handed us: only a plain relative path may be written, so that
// nothing in a project can make Headroom write outside the folder made for the re-run.
bool safeRelativePath(const QString& path)
{
    if (path.isEmpty() || QDir::isAbsolutePath(path) || path.contains(u'\\') || path.contains(QChar(0)))
        return false;
    const QStringList parts = path.split(u'/');
    for (const QString& part : parts)
        if (part == QLatin1String(".."))
            return false;
    return true;
}

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

// Writes the stored plan and its kept inputs into dir as the plan expects them, and parses it.
std::optional<Analysis::Plan> restorePlan(Analysis::Store& store, const QString& runId, const QString& dir)
{
    const auto planText = store.plan(runId);
    if (!planText || planText->isEmpty()) {
        err() << Tr::tr("headroom verify --rerun: run %1 has no plan to re-run (it was imported from a log, not run by "
                        "Headroom from a plan)")
                     .arg(runId)
              << Qt::endl;
        return std::nullopt;
    }
    Analysis::Diagnostics diagnostics;
    std::optional<QList<Analysis::PlanInputFile>> inputs;
    for (const auto& raw : store.rawFiles(runId, &diagnostics)) {
        if (raw.format != QLatin1String(Analysis::kPlanInputsFormat))
            continue;
        if (const auto data = store.rawFileData(raw.id, &diagnostics))
            inputs = Analysis::readPlanInputs(*data, raw.name, &diagnostics);
        break;
    }
    for (const auto& d : diagnostics)
        err() << d.toString() << Qt::endl;
    if (Analysis::hasErrors(diagnostics))
        return std::nullopt;
    if (!inputs) {
        err() << Tr::tr(
            "headroom verify --rerun: run %1 keeps its plan but not the plan's input files (it was stored by "
            "an earlier version of Headroom); it cannot be re-run")
                     .arg(runId)
              << Qt::endl;
        return std::nullopt;
    }
    const QString planPath = dir + QStringLiteral("/plan.yaml");
    for (const auto& in : *inputs) {
        if (!safeRelativePath(in.file) || QDir::cleanPath(in.file) == QLatin1String("plan.yaml")) {
            err() << Tr::tr(
                "headroom verify --rerun: input %1 of run %2 has the path \"%3\"; a re-run writes only plain "
                "relative paths (no \"..\", not absolute), so it is not re-run")
                         .arg(in.id, runId, in.file)
                  << Qt::endl;
            return std::nullopt;
        }
        const QString target = QDir(dir).filePath(QDir::cleanPath(in.file));
        QFile f(target);
        if (!QDir().mkpath(QFileInfo(target).path()) || !f.open(QIODevice::WriteOnly | QIODevice::NewOnly)
            || f.write(in.data) != in.data.size()) {
            err() << Tr::tr("headroom verify --rerun: cannot write input %1 (%2): %3")
                         .arg(in.id, in.file, f.errorString())
                  << Qt::endl;
            return std::nullopt;
        }
    }
    QFile pf(planPath);
    const QByteArray text = planText->text.toUtf8();
    if (!pf.open(QIODevice::WriteOnly | QIODevice::NewOnly) || pf.write(text) != text.size()) {
        err() << Tr::tr("headroom verify --rerun: cannot write the plan: %1").arg(pf.errorString()) << Qt::endl;
        return std::nullopt;
    }
    pf.close();
    auto parsed = Analysis::parsePlan(text, planPath, dir);
    for (const auto& d : parsed.diagnostics)
        err() << d.toString() << Qt::endl;
    if (!parsed.plan)
        return std::nullopt;
    // The plan text is what decides which files the run reads: each must be one that was kept.
    for (const auto& input : parsed.plan->inputs) {
        const bool kept = std::any_of(inputs->cbegin(), inputs->cend(),
            [&input](const Analysis::PlanInputFile& f) { return f.id == input.id && f.file == input.file; });
        if (!kept || !safeRelativePath(input.file)) {
            err() << Tr::tr("headroom verify --rerun: the plan's input %1 (%2) was not kept with run %3 as a plain "
                            "relative path; it cannot be re-run")
                         .arg(input.id, input.file, runId)
                  << Qt::endl;
            return std::nullopt;
        }
    }
    return parsed.plan;
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
    const auto plan = restorePlan(store, runId, dir.path());
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
    std::optional<Analysis::Run> run = result.run;
    if (!run) {
        auto folder = Analysis::readRunFolder(result.runFolder);
        if (folder.ok)
            run = folder.run;
    }
    if (run)
        run->provenance = run->provenance.isEmpty() ? Tr::tr("re-run of run %1").arg(runId)
                                                    : Tr::tr("re-run of run %1; %2").arg(runId, run->provenance);
    Analysis::Diagnostics inputDiagnostics;
    QList<Analysis::RawFile> extra;
    if (const auto inputs = Analysis::planInputsRawFile(*plan, result.runFolder, &inputDiagnostics))
        extra << *inputs;
    for (const auto& d : inputDiagnostics)
        err() << d.toString() << Qt::endl;
    const Analysis::PlanText planText { plan->name, QString::fromUtf8(plan->sourceText) };
    const auto outcome = Analysis::importRunFolder(store, result.runFolder, run, planText, extra);
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

    const auto c = Analysis::compareRuns(*original, *rerunRun, 0.0, options.figures);
    int different = 0, same = 0;
    out() << Tr::tr("run %1 re-run on %2 as run %3").arg(runId, deviceOptions.device, newId) << '\n';
    for (const auto& row : c.rows) {
        different += row.outcome == Analysis::CompareOutcome::Different;
        same += row.outcome == Analysis::CompareOutcome::Same;
        out() << Tr::tr("  input %1, %2: %3 → %4 (%5): %6")
                     .arg(row.inputId, Analysis::compareFigureName(row.figure))
                     .arg(row.base)
                     .arg(row.candidate)
                     .arg(Analysis::compareOutcomeName(row.outcome), row.explanation)
              << '\n';
    }
    for (const QString& n : c.notCompared)
        out() << u"  " << n << '\n';
    const int n = int(c.rows.size());
    if (different > 0)
        out() << Tr::tr("not reproduced: %1 of %2 figures differ").arg(different).arg(n) << '\n';
    else if (n > 0 && same == n)
        out() << Tr::tr("reproduced: %1 of %1 figures the same").arg(n) << '\n';
    else
        out() << Tr::tr("inconclusive: %1 of %2 figures the same, none differs").arg(same).arg(n) << '\n';
    out().flush();
    return different > 0 ? 1 : 0;
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
    p.addOptions({ json, rerun, device, runOpt, figures, runsDir, acceptKey, quiet });
    int code = 0;
    if (!parseArguments(p, QStringLiteral("verify"), args, &code))
        return code;
    if (p.positionalArguments().size() != 1) {
        err() << Tr::tr("headroom verify: give one project") << Qt::endl;
        return 2;
    }
    const bool rerunOnly = p.isSet(device) || p.isSet(runOpt) || p.isSet(figures) || p.isSet(runsDir)
        || p.isSet(acceptKey) || p.isSet(quiet);
    if (p.isSet(rerun)) {
        if (p.isSet(json)) {
            err() << Tr::tr("headroom verify: --json is not available with --rerun") << Qt::endl;
            return 2;
        }
        RerunOptions o;
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
        return runRerun(p.positionalArguments().first(), o);
    }
    if (rerunOnly) {
        err() << Tr::tr("headroom verify: --device, --run, --figures, --runs-dir, --accept-host-key and --quiet go "
                        "with --rerun")
              << Qt::endl;
        return 2;
    }
    const QString path = p.positionalArguments().first();
    Analysis::Store store;
    const auto opened = store.open(path, Analysis::Store::OpenMode::ReadOnly);
    for (const auto& d : opened)
        err() << d.toString() << Qt::endl;
    if (Analysis::hasErrors(opened))
        return 2;

    const Analysis::VerifyResult result = Analysis::verifyProject(store);
    for (const auto& d : result.diagnostics)
        err() << d.toString() << Qt::endl;
    if (Analysis::hasErrors(result.diagnostics))
        return 2;
    if (p.isSet(json)) {
        out() << QString::fromUtf8(QJsonDocument(Analysis::verifyResultToJson(result, path)).toJson());
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
                out() << u"  " << n << '\n';
            for (const auto& d : r.diagnostics)
                out() << u"  " << d.toString() << '\n';
        }
        if (result.runs.isEmpty())
            out() << Tr::tr("The project holds no run.") << '\n';
    }
    out().flush();
    return result.allReproduced() ? 0 : 1;
}

} // namespace App
