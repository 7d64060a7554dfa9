#include "remote/fitdriver.h"

#include "analysis/core/savefile.h"
#include "analysis/plan/fitinputs.h"
#include "analysis/plan/fitpointplan.h"
#include "analysis/project/projectimport.h"
#include "analysis/report/certificate.h"
#include "analysis/report/fitpoint.h"
#include "analysis/store/store.h"
#include "remote/planrunner.h"
#include "remote/tr.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QProcess>
#include <QTimer>

namespace Remote {
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

bool cancelled(const FitDriveOptions& o)
{
    return o.cancel && o.cancel->load();
}

} // namespace

FitPlanRun followRunner(
    Runner& runner, const Analysis::Plan& plan, const QString& runsRoot, const std::atomic<bool>* cancel)
{
    FitPlanRun result;
    QEventLoop loop;
    bool cancelling = false;
    const auto finished = QObject::connect(
        &runner, &Runner::finished, &loop, [&](const Analysis::Run& run, const Analysis::Diagnostics&) {
            result.run = run;
            loop.quit();
        });
    const auto failed = QObject::connect(&runner, &Runner::failed, &loop, [&](const QString& message) {
        result.errors.append(message);
        loop.quit();
    });
    QTimer poll;
    poll.setInterval(100);
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (cancel && cancel->load() && !cancelling) {
            cancelling = true;
            result.cancelled = true;
            runner.cancel();
        }
    });
    QString why;
    if (cancel && cancel->load()) {
        result.cancelled = true;
    } else if (!runner.start(plan, runsRoot, &why)) {
        result.errors.append(why);
    } else {
        poll.start();
        loop.exec();
    }
    QObject::disconnect(finished);
    QObject::disconnect(failed);
    // Nothing streamed (cancelled while counting tokens, or the probe never started): nothing ran.
    if (!runner.runDir().isEmpty() && QFileInfo(runner.runDir() + QStringLiteral("/events.jsonl")).size() > 0)
        result.runFolder = runner.runDir();
    return result;
}

FitDrive driveFit(const Analysis::Plan& plan, Analysis::Store& store, const FitDriveOptions& options,
    const FitRunPlanFn& runPlan, const FitDriveCallbacks& callbacks)
{
    FitDrive drive;
    if (!plan.fit) {
        drive.error = Tr::tr("%1 has no fit section; see docs/plan-format.md, \"fit\".").arg(plan.sourcePath);
        return drive;
    }
    const Analysis::PlanFit& fit = *plan.fit;
    QString why;
    // The fit's own folder: the plan of every point and the certificate, beside the run folders.
    drive.fitDir = freshRunFolder(options.runsRoot, plan.name + QStringLiteral("-fit"), &why);
    if (drive.fitDir.isEmpty() || !QDir(drive.fitDir).mkpath(QStringLiteral("plans"))) {
        drive.error = why.isEmpty() ? Tr::tr("Cannot create the fit's folder under %1.").arg(options.runsRoot) : why;
        return drive;
    }
    drive.fitId = QFileInfo(drive.fitDir).fileName();
    // The inputs go beside the plan, under a plain relative path (fit-inputs/FIT_ID/tokens-N.txt): the
    // command runs in the plan's folder, and a re-run (headroom verify --rerun) restores only plain
    // relative paths.
    const QString inputsRelative = QStringLiteral("fit-inputs/") + drive.fitId;
    if (!QDir(plan.baseDir).mkpath(inputsRelative)) {
        drive.error = Tr::tr("Cannot create %1 beside the plan for the inputs the fit makes.")
                          .arg(QDir(plan.baseDir).filePath(inputsRelative));
        return drive;
    }
    const QString basePath = QDir::cleanPath(QDir(plan.baseDir).absoluteFilePath(fit.lengths.text));
    QFile baseFile(basePath);
    if (!baseFile.open(QIODevice::ReadOnly)) {
        drive.error = Tr::tr("Cannot read the base text %1: %2").arg(basePath, baseFile.errorString());
        return drive;
    }
    const QByteArray base = baseFile.read(Analysis::kMaxPlanBytes * 64);
    drive.started = true;
    drive.settings = Analysis::fitSettings(fit);
    const QList<Analysis::FitSetting>& settings = drive.settings;

    QHash<int64_t, QString> inputFiles; // tokens -> the input made for it, shared by every setting
    bool stopped = false; // an error that ends the fit (the probe cannot run, a cancel)
    int pointNumber = 0;
    const QString fitDir = drive.fitDir;
    const QString fitId = drive.fitId;
    const auto measure = [&](int settingIndex, int64_t tokens) -> Analysis::FitPoint {
        Analysis::FitPoint point;
        point.tokens = tokens;
        point.result = Analysis::FitPoint::Result::Failed;
        if (!stopped && cancelled(options)) {
            stopped = true;
            drive.cancelled = true;
        }
        if (stopped) {
            point.reason = Tr::tr("not measured: the fit was stopped");
            return point;
        }
        QElapsedTimer timer;
        timer.start();
        const Analysis::FitSetting& setting = settings.at(settingIndex);
        if (callbacks.measuring)
            callbacks.measuring(settingIndex, tokens, pointNumber + 1);
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
        const FitPlanRun ran = runPlan(*pointPlan.plan);
        if (ran.runFolder.isEmpty() || ran.cancelled || !ran.run) {
            point.reason = ran.cancelled ? Tr::tr("the fit was interrupted") : ran.errors.join(u'\n');
            if (point.reason.isEmpty())
                point.reason = Tr::tr("the point's run did not finish");
            stopped = true;
            drive.cancelled = drive.cancelled || ran.cancelled || cancelled(options);
            if (!ran.runFolder.isEmpty()) {
                if (options.keepInterrupted) {
                    // What was measured until then is kept, named as incomplete, like an interrupted run.
                    Analysis::PlanRunToStore what;
                    what.runFolder = ran.runFolder;
                    what.plan = &*pointPlan.plan;
                    what.incompleteName = Tr::tr("%1 (interrupted fit point)").arg(made.name);
                    Analysis::storePlanRun(store, what);
                } else {
                    QDir(ran.runFolder).removeRecursively();
                }
            }
            return point;
        }
        Analysis::Run run = *ran.run;
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
        what.runFolder = ran.runFolder;
        what.run = run;
        what.plan = &*pointPlan.plan;
        const Analysis::StoredPlanRun stored = Analysis::storePlanRun(store, what);
        for (const auto& d : stored.outcome.diagnostics)
            if (d.severity == Analysis::Diagnostic::Severity::Error && callbacks.note)
                callbacks.note(d.toString());
        if (!stored.outcome.ok() || stored.runId().isEmpty()) {
            point.result = Analysis::FitPoint::Result::Failed;
            point.reason = Tr::tr("the run could not be stored in the project");
            stopped = true;
            return point;
        }
        point.runId = stored.runId();
        point.seconds = timer.elapsed() / 1000.0;
        if (callbacks.measured)
            callbacks.measured(settingIndex, point, pointNumber);
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
    drive.result = Analysis::runFitSearch(settings, search, measure, [&clock] { return clock.elapsed() / 1000.0; });
    if (stopped) {
        for (const auto& s : drive.result.settings)
            for (const auto& pt : s.points)
                if (drive.error.isEmpty() && pt.result == Analysis::FitPoint::Result::Failed && !pt.reason.isEmpty())
                    drive.error = pt.reason;
        if (drive.cancelled)
            drive.error = Tr::tr("the fit was cancelled");
        if (drive.error.isEmpty())
            drive.error = Tr::tr("the fit was stopped");
        return drive;
    }

    // The certificate: the recommended setting's environment, and the command it launches with.
    Analysis::FitCertificateInput in;
    in.plan = &plan;
    in.device = options.device;
    in.fitId = fitId;
    in.result = &drive.result;
    if (drive.result.recommended >= 0) {
        const auto& rec = drive.result.settings.at(drive.result.recommended);
        if (rec.holds && !rec.holds->runId.isEmpty())
            if (const auto run = store.loadRun(rec.holds->runId))
                in.environment = run->environment;
        in.engineArguments
            = Analysis::fitPointPlan(plan, rec.setting, QStringLiteral("input"), QStringLiteral("{input}"))
                  .expandedCommand();
    }
    drive.engineArguments = in.engineArguments;
    drive.certificate = Analysis::fitCertificate(in);
    // Beside the points' plans, wherever the fit was driven from: the window shows it from there.
    QString error;
    if (!Analysis::saveFile(
            drive.certificatePath(), QJsonDocument(drive.certificate).toJson(QJsonDocument::Indented), &error))
        drive.error = Tr::tr("the certificate could not be written: %1").arg(error);
    return drive;
}

} // namespace Remote
