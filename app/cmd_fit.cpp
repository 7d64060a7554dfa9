// headroom fit PLAN --device D --into P.headroom [--json CERT]: the longest input, and the setting,
// that stay within the plan's `fit.within` limits, found by measuring (analysis/verdict/fitsearch.h).
// Every length measured is an ordinary run of a plan made for it (analysis/plan/fitpointplan.h),
// stored with its raw files and the fit's id, setting and length as run parameters (fit.*).

#include "app/commands.h"

#include "analysis/core/format.h"
#include "analysis/core/savefile.h"
#include "analysis/plan/fitinputs.h"
#include "analysis/plan/fitpointplan.h"
#include "analysis/project/projectimport.h"
#include "analysis/report/certificate.h"
#include "analysis/report/fitpoint.h"
#include "analysis/store/store.h"
#include "app/devicerun.h"
#include "remote/planrunner.h"

#include <QCommandLineParser>
#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QProcess>
#include <QStandardPaths>

namespace App {
namespace {

// The plan's token counter on a file holding `text` (on this machine, like every token count).
int64_t countTokens(const Analysis::Plan& plan, const QString& file, const QByteArray& text, QString* why)
{
    QString error;
    if (!Analysis::saveFile(file, text, &error)) {
        *why = error;
        return -1;
    }
    const QStringList argv = plan.tokenCommandFor(Analysis::PlanInput { QStringLiteral("count"), file, {}, {} });
    QProcess p;
    p.setWorkingDirectory(plan.baseDir);
    p.start(argv.constFirst(), argv.mid(1));
    if (!p.waitForStarted(10000)) {
        *why = Tr::tr("The token-count command could not start: %1.").arg(p.errorString());
        return -1;
    }
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished(2000);
        *why = Tr::tr("The token-count command took longer than 60 s.");
        return -1;
    }
    if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        *why = Tr::tr("The token-count command exited with code %1.").arg(p.exitCode());
        return -1;
    }
    return Analysis::parseTokenCount(p.readAllStandardOutput(), why);
}

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
    QString why;
    // The fit's own folder: the inputs it made and the plan of every point, beside the run folders.
    const QString fitDir = Remote::freshRunFolder(options.runsRoot, plan.name + QStringLiteral("-fit"), &why);
    if (fitDir.isEmpty()) {
        err() << why << Qt::endl;
        return 2;
    }
    const QString fitId = QFileInfo(fitDir).fileName();
    QDir(fitDir).mkpath(QStringLiteral("plans"));
    // The inputs go beside the plan, under a plain relative path (fit-inputs/FIT_ID/tokens-N.txt): the
    // command runs in the plan's folder, and a re-run (headroom verify --rerun) restores only plain
    // relative paths.
    const QString inputsRelative = QStringLiteral("fit-inputs/") + fitId;
    if (!QDir(plan.baseDir).mkpath(inputsRelative)) {
        err() << Tr::tr("headroom fit: cannot create %1 beside the plan for the inputs it makes.")
                     .arg(QDir(plan.baseDir).filePath(inputsRelative))
              << Qt::endl;
        return 2;
    }
    const QString basePath = QDir::cleanPath(QDir(plan.baseDir).absoluteFilePath(fit.lengths.text));
    QFile baseFile(basePath);
    if (!baseFile.open(QIODevice::ReadOnly)) {
        err() << Tr::tr("Cannot read the base text %1: %2").arg(basePath, baseFile.errorString()) << Qt::endl;
        return 2;
    }
    const QByteArray base = baseFile.read(Analysis::kMaxPlanBytes * 64);

    const QList<Analysis::FitSetting> settings = Analysis::fitSettings(fit);
    QHash<int64_t, QString> inputFiles; // tokens -> the input made for it, shared by every setting
    bool stopped = false; // an error that ends the fit (the probe cannot run, Ctrl-C)
    int pointNumber = 0;
    const auto measure = [&](int settingIndex, int64_t tokens) -> Analysis::FitPoint {
        Analysis::FitPoint point;
        point.tokens = tokens;
        point.result = Analysis::FitPoint::Result::Failed;
        if (stopped) {
            point.reason = Tr::tr("not measured: the fit was stopped");
            return point;
        }
        QElapsedTimer timer;
        timer.start();
        const QString id = QStringLiteral("tokens-%1").arg(tokens);
        QString file = inputFiles.value(tokens);
        if (file.isEmpty()) {
            const Analysis::ExactLengthText text
                = Analysis::textOfTokens(base, tokens, [&](const QByteArray& candidate, QString* error) {
                      return countTokens(plan, fitDir + QStringLiteral("/counting.txt"), candidate, error);
                  });
            if (!text.ok) {
                point.reason = text.error;
                stopped = true;
                return point;
            }
            file = inputsRelative + u'/' + id + QStringLiteral(".txt");
            QString error;
            if (!Analysis::saveFile(QDir(plan.baseDir).filePath(file), text.text, &error)) {
                point.reason = error;
                stopped = true;
                return point;
            }
            inputFiles.insert(tokens, file);
        }
        const Analysis::FitSetting& setting = settings.at(settingIndex);
        Analysis::Plan made = Analysis::fitPointPlan(plan, setting, id, file);
        made.name = QStringLiteral("%1 · %2 · %3 tokens").arg(plan.name, Analysis::fitSettingText(setting)).arg(tokens);
        const QString planFile = fitDir + QStringLiteral("/plans/point-%1.yaml").arg(++pointNumber);
        QString error;
        if (!Analysis::saveFile(planFile, Analysis::toYaml(made), &error)) {
            point.reason = error;
            stopped = true;
            return point;
        }
        Analysis::PlanParseResult pointPlan = Analysis::parseFitPointPlan(made, planFile);
        if (!pointPlan.plan) {
            QStringList messages;
            for (const auto& d : pointPlan.diagnostics)
                messages.append(d.toString());
            point.reason = messages.join(u'\n');
            stopped = true;
            return point;
        }
        pointPlan.plan->sourcePath = planFile;
        const DeviceRunResult result = runPlanOnDevice(*pointPlan.plan, options);
        if (result.runFolder.isEmpty() || result.cancelled || !result.run) {
            QStringList messages;
            for (const auto& d : result.diagnostics)
                if (d.severity == Analysis::Diagnostic::Severity::Error)
                    messages.append(d.toString());
            point.reason = result.cancelled ? Tr::tr("the fit was interrupted") : messages.join(u'\n');
            stopped = true;
            // What was measured until then is kept, named as incomplete, like an interrupted run.
            if (!result.runFolder.isEmpty()) {
                Analysis::PlanRunToStore what;
                what.runFolder = result.runFolder;
                what.plan = &*pointPlan.plan;
                what.incompleteName = Tr::tr("%1 (interrupted fit point)").arg(made.name);
                Analysis::storePlanRun(store, what);
            }
            return point;
        }
        Analysis::Run run = *result.run;
        point = Analysis::fitPointFromRun(run, Analysis::resolveFitLimits(fit, run));
        point.tokens = tokens;
        run.params.insert(QStringLiteral("fit.id"), fitId);
        run.params.insert(QStringLiteral("fit.setting"), Analysis::fitSettingKey(setting));
        run.params.insert(QStringLiteral("fit.tokens"), QString::number(tokens));
        run.params.insert(QStringLiteral("fit.point"), Analysis::fitPointResultName(point.result));
        if (point.broke != Analysis::FitLimit::None)
            run.params.insert(QStringLiteral("fit.broke"), Analysis::fitLimitName(point.broke));
        run.params.insert(QStringLiteral("fit.within"), Analysis::fitWithinText(fit));
        run.params.insert(QStringLiteral("fit.plan_sha256"),
            QString::fromLatin1(QCryptographicHash::hash(plan.sourceText, QCryptographicHash::Sha256).toHex()));
        Analysis::PlanRunToStore what;
        what.runFolder = result.runFolder;
        what.run = run;
        what.plan = &*pointPlan.plan;
        const Analysis::StoredPlanRun stored = Analysis::storePlanRun(store, what);
        for (const auto& d : stored.outcome.diagnostics)
            if (d.severity == Analysis::Diagnostic::Severity::Error)
                err() << d.toString() << Qt::endl;
        if (!stored.outcome.ok() || stored.runId().isEmpty()) {
            point.result = Analysis::FitPoint::Result::Failed;
            point.reason = Tr::tr("the run could not be stored in %1").arg(p.value(into));
            stopped = true;
            return point;
        }
        point.runId = stored.runId();
        point.seconds = timer.elapsed() / 1000.0;
        if (verbose)
            err() << Tr::tr("[%1] %2 · %3 tokens: %4")
                         .arg(pointNumber)
                         .arg(Analysis::fitSettingText(setting))
                         .arg(tokens)
                         .arg(pointLine(point))
                  << Qt::endl;
        return point;
    };

    Analysis::FitSearchOptions search;
    search.from = fit.lengths.from;
    search.to = fit.lengths.to;
    search.precision = fit.precision();
    search.maxPoints = fit.budgetPoints;
    search.maxSeconds = fit.budgetMinutes * 60;
    QElapsedTimer clock;
    clock.start();
    const Analysis::FitResult result
        = Analysis::runFitSearch(settings, search, measure, [&clock] { return clock.elapsed() / 1000.0; });
    if (stopped) {
        for (const auto& s : result.settings)
            for (const auto& pt : s.points)
                if (pt.result == Analysis::FitPoint::Result::Failed && !pt.reason.isEmpty()) {
                    err() << Tr::tr("headroom fit: stopped: %1").arg(pt.reason) << Qt::endl;
                    return 2;
                }
        return 2;
    }

    // The certificate: the recommended setting's environment, and the command it launches with.
    Analysis::FitCertificateInput in;
    in.plan = &plan;
    in.device = options.device;
    in.fitId = fitId;
    in.result = &result;
    if (result.recommended >= 0) {
        const auto& rec = result.settings.at(result.recommended);
        if (rec.holds && !rec.holds->runId.isEmpty())
            if (const auto run = store.loadRun(rec.holds->runId))
                in.environment = run->environment;
        in.engineArguments
            = Analysis::fitPointPlan(plan, rec.setting, QStringLiteral("input"), QStringLiteral("{input}"))
                  .expandedCommand();
    }
    const QJsonObject certificate = Analysis::fitCertificate(in);
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
        if (!in.engineArguments.isEmpty())
            out() << Tr::tr("Launch the recommended setting with: %1").arg(in.engineArguments.join(u' ')) << Qt::endl;
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
