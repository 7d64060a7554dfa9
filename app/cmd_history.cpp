#include "app/commands.h"

#include "analysis/core/labels.h"
#include "analysis/project/historyload.h"
#include "analysis/store/store.h"
#include "analysis/store/teamstore.h"
#include "analysis/verdict/history.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QJsonDocument>

#include <cmath>

namespace App {

namespace {

QString changeText(Analysis::CompareFigure figure, const Analysis::FigureComparison& c)
{
    const auto signedValue = [figure](double v) -> QString { // a QString, not a builder of temporaries
        return (v < 0 ? QStringLiteral("-") : QStringLiteral("+")) + Analysis::historyValueText(figure, std::abs(v));
    };
    return QStringLiteral("%1%  [%2, %3]  %4")
        .arg(QString::number(c.relativeChange * 100, 'f', 1), signedValue(c.ciLow), signedValue(c.ciHigh),
            Analysis::compareOutcomeName(c.outcome));
}

void printHistory(const QString& store, const Analysis::HistoryOptions& o, const Analysis::HistoryResult& h)
{
    out() << Tr::tr("%1 of input %2 in %3%4%5, threshold %6%\n\n")
                 .arg(Analysis::compareFigureName(o.figure), o.inputId, store,
                     o.device.isEmpty() ? QString() : Tr::tr(", device %1").arg(o.device),
                     o.byLabel.isEmpty() ? QString() : Tr::tr(", by %1").arg(o.byLabel),
                     QString::number(o.maxRegression * 100, 'g', 4));
    out() << QStringLiteral("%1  %2  %3  %4  %5  %6\n")
                 .arg(QStringLiteral("#"), 3)
                 .arg(Tr::tr("started"), -19)
                 .arg(o.byLabel.isEmpty() ? Tr::tr("run") : o.byLabel, -14)
                 .arg(Tr::tr("value"), 14)
                 .arg(Tr::tr("n"), 4)
                 .arg(Tr::tr("change from the previous (95% CI), outcome"));
    for (qsizetype i = 0; i < h.points.size(); ++i) {
        const Analysis::HistoryPoint& p = h.points.at(i);
        QString key = p.key;
        if (!o.byLabel.isEmpty() && p.runIds.size() > 1)
            key += QStringLiteral(" (%1)").arg(p.runIds.size());
        const QString when = p.startedAt.isValid()
            ? p.startedAt.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"))
            : Tr::tr("unknown");
        QString change;
        if (p.change)
            change = changeText(o.figure, *p.change);
        else if (i > 0)
            change = Tr::tr("not compared: %1").arg(p.notCompared);
        if (p.contended)
            change += Tr::tr("  (measured under heavy CPU pressure)");
        if (p.regression)
            change += Tr::tr("  REGRESSION");
        else if (p.improvement)
            change += Tr::tr("  improvement");
        out() << QStringLiteral("%1  %2  %3  %4  %5  %6\n")
                     .arg(i + 1, 3)
                     .arg(when, -19)
                     .arg(key, -14)
                     .arg(p.value ? Analysis::historyValueText(o.figure, *p.value) : Tr::tr("n/a"), 14)
                     .arg(p.samples, 4)
                     .arg(change);
        if (!p.labels.isEmpty())
            out() << QStringLiteral("     ") << Analysis::labelsText(p.labels) << '\n';
    }
    for (const QString& l : h.leftOut)
        out() << Tr::tr("left out: %1").arg(l) << '\n';
    out() << '\n';
    if (h.points.size() < 2) {
        out() << Tr::tr("Fewer than two points: nothing to compare.\n");
    } else if (h.lastGood && h.gate) {
        const int newest = int(h.points.size());
        out() << Tr::tr("Newest (%1) against the last good one (%2): %3\n")
                     .arg(newest)
                     .arg(*h.lastGood + 1)
                     .arg(changeText(o.figure, *h.gate));
        out() << (h.newestRegressed ? Tr::tr("The newest is a regression beyond the threshold.\n")
                                    : Tr::tr("No regression of the newest beyond the threshold.\n"));
    } else {
        out() << Tr::tr("The newest could not be compared with the last good one.\n");
    }
}

} // namespace

// headroom history STORE --figure p90 --input ID [--device D] [--by KEY] [--max-regression 10%] [--json]
// Exit 0: the newest point is no regression against the last good one; 1: it is; 2: a wrong command
// line or a store that cannot be read.
int runHistory(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        Tr::tr("Prints a figure over the runs of a project or a team store in time order, one point per run or per "
               "value of a label (--by), and marks each change from the previous point that holds beyond noise: the "
               "same comparison and threshold as headroom compare.\n"
               "Exit codes: 0 the newest is no regression against the last good one, 1 it is, 2 error."));
    p.addPositionalArgument(
        QStringLiteral("STORE"), Tr::tr("A .headroom file or a team store, postgresql://..."), QStringLiteral("STORE"));
    const QCommandLineOption figure(QStringLiteral("figure"),
        Tr::tr("The figure: p50 (or median), p90, p99, peak, ttft, tokens_per_s, energy, j_per_token (default p90)."),
        QStringLiteral("FIGURE"), QStringLiteral("p90"));
    const QCommandLineOption input(QStringLiteral("input"), Tr::tr("The input id, e.g. short."), QStringLiteral("ID"));
    const QCommandLineOption device(
        QStringLiteral("device"), Tr::tr("Only runs on this device (default: every device)."), QStringLiteral("D"));
    const QCommandLineOption by(QStringLiteral("by"),
        Tr::tr("One point per value of this label, e.g. commit; runs without it are left out."), QStringLiteral("KEY"));
    const QCommandLineOption maxRegression(QStringLiteral("max-regression"),
        Tr::tr("How much worse a point may be than the previous one, e.g. 10% (default 10%)."), QStringLiteral("R"),
        QStringLiteral("10%"));
    const QCommandLineOption json(QStringLiteral("json"), Tr::tr("Print the history as JSON."));
    p.addOptions({ figure, input, device, by, maxRegression, json });
    int code = 0;
    if (!parseArguments(p, QStringLiteral("history"), args, &code))
        return code;
    if (p.positionalArguments().size() != 1 || !p.isSet(input)) {
        err() << Tr::tr("headroom history: give one STORE and --input ID") << Qt::endl;
        return 2;
    }
    Analysis::HistoryOptions options;
    options.inputId = p.value(input);
    options.device = p.value(device);
    options.byLabel = p.value(by);
    const auto f = Analysis::compareFigureFromName(p.value(figure));
    if (!f) {
        err() << Tr::tr("headroom history: unknown figure '%1'; choose from p50, median, p90, p99, peak, ttft, "
                        "tokens_per_s, energy, j_per_token")
                     .arg(p.value(figure))
              << Qt::endl;
        return 2;
    }
    options.figure = *f;
    const auto threshold = Analysis::parseRegressionThreshold(p.value(maxRegression));
    if (!threshold) {
        err() << Tr::tr("headroom history: --max-regression expects a percentage such as 10%, got '%1'")
                     .arg(p.value(maxRegression))
              << Qt::endl;
        return 2;
    }
    options.maxRegression = *threshold;
    if (!options.byLabel.isEmpty()) {
        if (const QString why = Analysis::labelKeyError(options.byLabel); !why.isEmpty()) {
            err() << Tr::tr("headroom history: --by: %1").arg(why) << Qt::endl;
            return 2;
        }
    }

    const QString spec = p.positionalArguments().first();
    Analysis::Diagnostics d;
    QList<Analysis::Run> runs;
    QString shown = spec;
    if (Analysis::TeamStore::isUrl(spec)) {
        shown = Analysis::TeamStore::shownUrl(spec);
        if (spec.contains(u'#')) {
            err() << Tr::tr("headroom history: give the team store without #RUN: a history reads every run")
                  << Qt::endl;
            return 2;
        }
        runs = Analysis::teamHistoryRuns(spec, options.device, options.byLabel, &d);
    } else if (!QFileInfo(spec).isFile()) {
        d << Analysis::fileError(spec, Tr::tr("No such project."));
    } else {
        Analysis::Store store;
        d += store.open(spec, Analysis::Store::OpenMode::ReadOnly);
        if (!Analysis::hasErrors(d))
            runs = Analysis::historyRuns(store, options.device, options.byLabel, &d);
    }
    for (const auto& x : d)
        err() << x.toString() << Qt::endl;
    if (Analysis::hasErrors(d))
        return 2;

    const Analysis::HistoryResult h = Analysis::buildHistory(runs, options);
    if (h.points.isEmpty()) {
        err() << Tr::tr("headroom history: no run in %1 has input %2%3%4.")
                     .arg(shown, options.inputId,
                         options.device.isEmpty() ? QString() : Tr::tr(" on device %1").arg(options.device),
                         options.byLabel.isEmpty() ? QString() : Tr::tr(" with label %1").arg(options.byLabel))
              << Qt::endl;
        return 2;
    }
    if (p.isSet(json))
        out() << QString::fromUtf8(
            QJsonDocument(Analysis::historyToJson(shown, options, h)).toJson(QJsonDocument::Indented));
    else
        printHistory(shown, options, h);
    out().flush();
    return h.newestRegressed ? 1 : 0;
}

} // namespace App
