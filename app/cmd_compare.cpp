#include "app/commands.h"

#include "analysis/core/inputfile.h"
#include "analysis/import/importer.h"
#include "analysis/import/runfolder.h"
#include "analysis/report/exportjson.h"
#include "analysis/report/report.h"
#include "analysis/store/store.h"
#include "analysis/store/teamstore.h"
#include "analysis/verdict/compare.h"
#include "analysis/verdict/devicematrix.h"
#include "analysis/verdict/sustainedsettings.h"
#include "app/teamref.h"

#include <QCommandLineParser>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

namespace App {

namespace {

bool isSqlite(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) && f.read(16) == QByteArrayLiteral("SQLite format 3\0");
}

// A .headroom file (its latest run), P.headroom#RUNID, a probe run folder, a JSON report
// written by `headroom report --json`, or a log file of any format `headroom analyze` reads.
std::optional<Analysis::Run> loadRun(const QString& spec, Analysis::Diagnostics* d)
{
    if (Analysis::TeamStore::isUrl(spec)) {
        // A run of a team store, read from a checkout (app/teamref.h).
        TeamCheckout team;
        if (!checkoutTeamRun(spec, {}, QStringLiteral("compare"), &team)) {
            d->append({ Analysis::Diagnostic::Severity::Error, Analysis::TeamStore::shownUrl(spec), 0, {},
                Tr::tr("The run could not be read from the team store.") });
            return std::nullopt;
        }
        Analysis::Store store;
        *d += store.open(team.path, Analysis::Store::OpenMode::ReadOnly);
        return Analysis::hasErrors(*d) ? std::nullopt : store.loadRun(team.runId, d);
    }
    QString path = spec;
    QString runId;
    const qsizetype hash = spec.lastIndexOf(u'#');
    if (hash > 0 && !QFileInfo::exists(spec)) {
        path = spec.left(hash);
        runId = spec.mid(hash + 1);
    }
    const QFileInfo fi(path);
    if (!fi.exists()) {
        d->append({ Analysis::Diagnostic::Severity::Error, path, 0, {}, Tr::tr("No such file or folder.") });
        return std::nullopt;
    }
    if (fi.isDir()) {
        Analysis::RunFolderResult r = Analysis::readRunFolder(path);
        *d += r.diagnostics;
        return r.ok ? std::optional<Analysis::Run>(r.run) : std::nullopt;
    }
    // A device or a FIFO is refused before anything opens it (opening a FIFO waits for a writer).
    if (const QString notAFile = Analysis::notARegularFile(path); !notAFile.isEmpty()) {
        d->append({ Analysis::Diagnostic::Severity::Error, path, 0, {}, notAFile });
        return std::nullopt;
    }
    if (isSqlite(path)) {
        Analysis::Store store;
        *d += store.open(path, Analysis::Store::OpenMode::ReadOnly);
        if (Analysis::hasErrors(*d))
            return std::nullopt;
        if (runId.isEmpty())
            runId = Analysis::latestRunId(store, d);
        if (runId.isEmpty()) {
            d->append({ Analysis::Diagnostic::Severity::Error, path, 0, {}, Tr::tr("The project holds no run.") });
            return std::nullopt;
        }
        auto run = store.loadRun(runId, d);
        if (!run && !Analysis::hasErrors(*d))
            d->append({ Analysis::Diagnostic::Severity::Error, path, 0, {},
                Tr::tr("The project has no run with id %1.").arg(runId) });
        return run;
    }
    QFile f;
    QString why;
    constexpr qint64 kMaxReportBytes = qint64(512) << 20; // a JSON report holds every sample of a run
    if (Analysis::openInputFile(f, path, kMaxReportBytes, &why) && f.peek(64).trimmed().startsWith('{')) {
        f.close();
        const auto json = Analysis::readInputFile(path, kMaxReportBytes, &why);
        if (!json) {
            d->append({ Analysis::Diagnostic::Severity::Error, path, 0, {}, why });
            return std::nullopt;
        }
        return Analysis::runFromReportJson(*json, path, d);
    }
    Analysis::ImportResult r = Analysis::importFile(path, Analysis::ImportOptions {});
    *d += r.diagnostics;
    return r.ok() ? r.run : std::nullopt;
}

} // namespace

// headroom compare BASE NEW [--max-regression 10%] [--figures peak,median,p90,ttft,energy,j_per_token] [--json]
// Exit 0: NEW is the same or better on every selected figure; 1: worse beyond the threshold on at
// least one, or NEW cost a critical service; 2: a wrong command line or a run that cannot be read.
int runCompare(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        Tr::tr("Compares two runs input by input: peak memory against what the measurement can resolve, latency "
               "quantiles with a bootstrap 95% confidence interval and a Mann-Whitney U test.\n"
               "A run is a .headroom file (its most recent run), P.headroom#RUNID, a probe run folder, a JSON report, "
               "a log file or a team store's run: postgresql://...#RUN (its most recent run without #RUN).\n"
               "Exit codes: 0 same or better, 1 NEW is worse beyond the threshold on a selected figure or cost a "
               "critical service, 2 error.")
        + u'\n'
        + Tr::tr("Sustained runs (a plan's sustained) of two settings are also ranked by median latency in their first "
                 "and last rounds, saying whether the faster one at first is still the faster one at the end; the "
                 "ranking does not change the exit code."));
    p.addPositionalArgument(QStringLiteral("BASE"), Tr::tr("The baseline run."));
    p.addPositionalArgument(QStringLiteral("NEW"), Tr::tr("The run to check."));
    const QCommandLineOption maxRegression(QStringLiteral("max-regression"),
        Tr::tr("How much worse NEW may be, e.g. 10% (default 10%)."), QStringLiteral("R"), QStringLiteral("10%"));
    const QCommandLineOption figures(QStringLiteral("figures"),
        Tr::tr("Figures to check, comma separated: peak, median (or p50), p90, p99, ttft, tokens_per_s, energy, "
               "j_per_token (default: peak, median, p90, ttft)."),
        QStringLiteral("LIST"), QStringLiteral("peak,median,p90,ttft"));
    const QCommandLineOption json(QStringLiteral("json"), Tr::tr("Print the comparison as JSON."));
    p.addOptions({ maxRegression, figures, json });
    int code = 0;
    if (!parseArguments(p, QStringLiteral("compare"), args, &code))
        return code;
    const QStringList positional = p.positionalArguments();
    if (positional.size() != 2) {
        err() << Tr::tr("headroom compare: give two runs, BASE and NEW") << Qt::endl;
        return 2;
    }
    const auto threshold = Analysis::parseRegressionThreshold(p.value(maxRegression));
    if (!threshold) {
        err() << Tr::tr("headroom compare: --max-regression expects a percentage such as 10%, got '%1'")
                     .arg(p.value(maxRegression))
              << Qt::endl;
        return 2;
    }
    QList<Analysis::CompareFigure> selected;
    for (const QString& name : p.value(figures).split(u',', Qt::SkipEmptyParts)) {
        const auto f = Analysis::compareFigureFromName(name.trimmed());
        if (!f) {
            err() << Tr::tr(
                "headroom compare: unknown figure '%1'; choose from peak, median, p50, p90, p99, ttft, tokens_per_s, "
                "energy, j_per_token")
                         .arg(name)
                  << Qt::endl;
            return 2;
        }
        if (!selected.contains(*f))
            selected << *f;
    }
    if (selected.isEmpty()) {
        err() << Tr::tr("headroom compare: --figures names no figure") << Qt::endl;
        return 2;
    }

    Analysis::Diagnostics d;
    const auto base = loadRun(positional.at(0), &d);
    const auto candidate = base ? loadRun(positional.at(1), &d) : std::nullopt;
    for (const auto& x : d)
        err() << x.toString() << Qt::endl;
    if (!base || !candidate)
        return 2;

    const Analysis::RunComparison c = Analysis::compareRuns(*base, *candidate, *threshold, selected);
    // Runs of two devices (a fleet run): the devices side by side, too.
    const Analysis::DeviceMatrix matrix = Analysis::deviceMatrix({ *base, *candidate });
    // Sustained runs of two settings: does the one that leads at first still lead at the end?
    const Analysis::SustainedSettingsRanking sustained = Analysis::rankSustainedSettings({ *base, *candidate });
    if (p.isSet(json)) {
        QJsonObject o = Analysis::comparisonToJsonObject(positional.at(0), positional.at(1), *threshold, c);
        if (!matrix.isEmpty())
            o.insert(QStringLiteral("device_matrix"), Analysis::deviceMatrixToJson(matrix));
        if (!sustained.isEmpty())
            o.insert(QStringLiteral("sustained_settings"), Analysis::sustainedSettingsToJson(sustained));
        out() << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented));
    } else {
        out() << Tr::tr("BASE %1\nNEW  %2\nthreshold: %3%\n\n")
                     .arg(positional.at(0), positional.at(1), QString::number(*threshold * 100, 'g', 4));
        out() << QStringLiteral("%1  %2  %3  %4  %5  %6  %7\n")
                     .arg(Tr::tr("input"), -10)
                     .arg(Tr::tr("figure"), -7)
                     .arg(Tr::tr("base"), 12)
                     .arg(Tr::tr("new"), 12)
                     .arg(Tr::tr("change"), 8)
                     .arg(Tr::tr("95% CI of new - base"), -28)
                     .arg(Tr::tr("outcome"));
        for (const auto& r : c.rows) {
            const QString ci = QStringLiteral("[%1, %2]")
                                   .arg(Analysis::signedCompareValueText(r.figure, r.ciLow),
                                       Analysis::signedCompareValueText(r.figure, r.ciHigh));
            out() << QStringLiteral("%1  %2  %3  %4  %5  %6  %7%8\n")
                         .arg(r.inputId, -10)
                         .arg(Analysis::compareFigureName(r.figure), -7)
                         .arg(Analysis::compareValueText(r.figure, r.base), 12)
                         .arg(Analysis::compareValueText(r.figure, r.candidate), 12)
                         .arg(QStringLiteral("%1%").arg(QString::number(r.relativeChange * 100, 'f', 1)), 8)
                         .arg(ci, -28)
                         .arg(Analysis::compareOutcomeName(r.outcome),
                             r.regression ? Tr::tr("  REGRESSION") : QString());
        }
        for (const QString& n : c.notCompared)
            out() << Tr::tr("not compared: %1").arg(n) << '\n';
        for (const QString& n : c.contended)
            out() << n << '\n';
        for (const QString& n : c.notes)
            out() << Tr::tr("note: %1").arg(n) << '\n';
        for (const QString& n : c.criticalLost)
            out() << Tr::tr("NEW cost a critical service: %1").arg(n) << '\n';
        if (!matrix.isEmpty())
            out() << '\n' << Analysis::deviceMatrixText(matrix);
        if (const QStringList lines = Analysis::sustainedSettingsLines(sustained); !lines.isEmpty()) {
            out() << '\n'
                  << lines.first() << '\n'
                  << Tr::tr("BASE is %1, NEW is %2.").arg(sustained.runs.at(0).name, sustained.runs.at(1).name) << '\n';
            for (const QString& line : lines.mid(1))
                out() << line << '\n';
        }
        out() << (!c.criticalLost.isEmpty() ? Tr::tr("\nNEW is worse than BASE: it cost a critical service.\n")
                : c.regression              ? Tr::tr("\nNEW is worse than BASE beyond the threshold.\n")
                                            : Tr::tr("\nNo regression beyond the threshold.\n"));
    }
    out().flush();
    return c.regression ? 1 : 0;
}

} // namespace App
