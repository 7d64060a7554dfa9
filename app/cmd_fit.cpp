// headroom fit PLAN --device D --into P.headroom [--json CERT]: the longest input, and the setting,
// that stay within the plan's `fit.within` limits, found by measuring (analysis/verdict/fitsearch.h).
// Every length measured is an ordinary run of a plan made for it (analysis/plan/fitpointplan.h),
// stored with its raw files and the fit's id, setting and length as run parameters (fit.*).

#include "app/commands.h"

#include "analysis/core/format.h"
#include "analysis/core/savefile.h"
#include "analysis/report/certificate.h"
#include "analysis/report/fitpoint.h"
#include "analysis/store/store.h"
#include "app/devicerun.h"
#include "remote/fitdriver.h"

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QStandardPaths>

namespace App {
namespace {

QString pointLine(const Analysis::FitPoint& p)
{
    QStringList figures;
    if (p.peakKb)
        figures.append(Tr::tr("peak %1").arg(Analysis::formatKb(*p.peakKb)));
    if (p.p90Ms)
        figures.append(Tr::tr("p90 %1").arg(Analysis::formatMs(*p.p90Ms)));
    if (p.ttftMs)
        figures.append(Tr::tr("TTFT %1").arg(Analysis::formatMs(*p.ttftMs)));
    QString line = Analysis::fitPointResultName(p.result);
    if (!figures.isEmpty())
        line += QStringLiteral(" (") + figures.join(QStringLiteral(", ")) + u')';
    if (!p.reason.isEmpty())
        line += QStringLiteral(": ") + p.reason;
    return line;
}

} // namespace

// Exit 0: found (every setting's bracket within the precision, or held at the longest length),
// 1: nothing fits (every setting breaks or fails at the shortest length), 2: an error stopped it,
// 3: the budget was spent before every bracket was within the precision (the best so far is said).
int runFit(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(Tr::tr("Finds by measurement the longest input, and the setting, that stay within "
                                       "the plan's fit.within limits on a device; stores every point measured as a "
                                       "run and answers with a certificate."));
    p.addPositionalArgument(QStringLiteral("PLAN"), Tr::tr("A plan with a fit section."), QStringLiteral("PLAN.yaml"));
    const QCommandLineOption device(QStringLiteral("device"),
        Tr::tr("local (this machine), a device saved in the project, or user@host[:port]."), QStringLiteral("DEVICE"),
        QStringLiteral("local"));
    const QCommandLineOption into(
        QStringLiteral("into"), Tr::tr("The project (created when missing)."), QStringLiteral("P.headroom"));
    const QCommandLineOption json(
        QStringLiteral("json"), Tr::tr("Write the certificate (JSON) to this file."), QStringLiteral("CERT.json"));
    const QCommandLineOption runsDir(QStringLiteral("runs-dir"),
        Tr::tr("Where run folders are kept on this machine (default: the user's data folder)."), QStringLiteral("DIR"));
    const QCommandLineOption acceptKey(QStringLiteral("accept-host-key"),
        Tr::tr("Accept and remember the device's host key if it has this SHA256 fingerprint."),
        QStringLiteral("SHA256:..."));
    const QCommandLineOption identity(
        QStringLiteral("identity"), Tr::tr("SSH: log in with this private key file."), QStringLiteral("FILE"));
    const QCommandLineOption quiet(QStringLiteral("quiet"), Tr::tr("Print no progress."));
    p.addOptions({ device, into, json, runsDir, acceptKey, identity, quiet });
    int code = 0;
    if (!parseArguments(p, QStringLiteral("fit"), args, &code))
        return code;
    if (p.positionalArguments().size() != 1 || !p.isSet(into)) {
        err() << Tr::tr("headroom fit: give one plan and --into P.headroom") << Qt::endl;
        return 2;
    }
    const auto parsed = Analysis::parsePlanFile(p.positionalArguments().first());
    for (const auto& d : parsed.diagnostics)
        err() << d.toString() << Qt::endl;
    if (!parsed.plan)
        return 2;
    const Analysis::Plan& plan = *parsed.plan;
    if (!plan.fit) {
        err() << Tr::tr("headroom fit: %1 has no fit section; see docs/plan-format.md, \"fit\".").arg(plan.sourcePath)
              << Qt::endl;
        return 2;
    }
    const Analysis::PlanFit& fit = *plan.fit;
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
    options.verbose = false; // one line per point instead
    options.knownDevices = store.devices();
    const bool verbose = !p.isSet(quiet);
    Remote::FitDriveOptions driveOptions;
    driveOptions.device = options.device;
    driveOptions.runsRoot = options.runsRoot;
    driveOptions.keepInterrupted = true; // like an interrupted `headroom run`
    Remote::FitDriveCallbacks callbacks;
    callbacks.note = [](const QString& message) { err() << message << Qt::endl; };
    callbacks.measured = [&](int setting, const Analysis::FitPoint& point, int number) {
        if (verbose)
            err() << Tr::tr("[%1] %2 · %3 tokens: %4")
                         .arg(number)
                         .arg(Analysis::fitSettingText(Analysis::fitSettings(fit).at(setting)))
                         .arg(point.tokens)
                         .arg(pointLine(point))
                  << Qt::endl;
    };
    const Remote::FitDrive drive = Remote::driveFit(
        plan, store, driveOptions,
        [&options](const Analysis::Plan& pointPlan) {
            const DeviceRunResult ran = runPlanOnDevice(pointPlan, options);
            Remote::FitPlanRun r;
            r.runFolder = ran.runFolder;
            r.run = ran.run;
            r.cancelled = ran.cancelled;
            for (const auto& d : ran.diagnostics)
                if (d.severity == Analysis::Diagnostic::Severity::Error)
                    r.errors.append(d.toString());
            return r;
        },
        callbacks);
    if (!drive.ok()) {
        err() << (drive.started ? Tr::tr("headroom fit: stopped: %1").arg(drive.error)
                                : Tr::tr("headroom fit: %1").arg(drive.error))
              << Qt::endl;
        return 2;
    }
    const Analysis::FitResult& result = drive.result;
    const QString fitId = drive.fitId;
    const QJsonObject& certificate = drive.certificate;
    if (p.isSet(json)) {
        QString error;
        if (!Analysis::saveFile(p.value(json), QJsonDocument(certificate).toJson(QJsonDocument::Indented), &error)) {
            err() << error << Qt::endl;
            return 2;
        }
    }
    for (const QString& line : Analysis::fitTableLines(result))
        out() << line << Qt::endl;
    switch (result.answer) {
    case Analysis::FitResult::Answer::Found:
        out() << Tr::tr("Found: %1 points measured; fit %2 stored in %3.").arg(result.points).arg(fitId, p.value(into))
              << Qt::endl;
        if (!drive.engineArguments.isEmpty())
            out() << Tr::tr("Launch the recommended setting with: %1").arg(drive.engineArguments.join(u' '))
                  << Qt::endl;
        return 0;
    case Analysis::FitResult::Answer::NothingFits:
        out() << Tr::tr("Nothing fits: no setting holds the limits at %1 tokens.").arg(fit.lengths.from) << Qt::endl;
        return 1;
    case Analysis::FitResult::Answer::BudgetSpent:
        out() << Tr::tr("The budget (%1 points, %2 min) was spent after %3 points: the brackets above are the best so "
                        "far, wider than the %4% asked for.")
                     .arg(fit.budgetPoints)
                     .arg(Analysis::formatNumber(fit.budgetMinutes))
                     .arg(result.points)
                     .arg(Analysis::formatNumber(fit.precisionPercent))
              << Qt::endl;
        return 3;
    }
    return 2;
}

} // namespace App
