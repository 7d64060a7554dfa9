#include "app/commands.h"

#include "analysis/import/filesummary.h"
#include "analysis/import/importer.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>

namespace App {

// headroom analyze FILE... [--json]: each file's format and summary. Exit 0 when every file
// was read, 1 when any failed (messages on stderr as file:line), 2 on a wrong command line.
int runAnalyze(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(Tr::tr("Prints the detected format and a summary of each log file: load-after "
                                       "RSS/HWM, peak (exact or sampled), samples, sampling interval seen, timing "
                                       "statistics."));
    p.addHelpOption();
    p.addPositionalArgument(
        QStringLiteral("FILE"), Tr::tr("Log files of any supported format."), QStringLiteral("FILE..."));
    const QCommandLineOption json(QStringLiteral("json"), Tr::tr("Print one stable JSON object instead of text."));
    const QCommandLineOption column(QStringLiteral("column"),
        Tr::tr("Timing CSV: the duration column (name or 1-based number)."), QStringLiteral("NAME"));
    const QCommandLineOption warmup(QStringLiteral("warmup"),
        Tr::tr("Timing lists: repetitions to drop as warm-up (default 1)."), QStringLiteral("N"), QStringLiteral("1"));
    const QCommandLineOption kind(QStringLiteral("timing-kind"),
        Tr::tr("What the timings measured: cold-start or in-process."), QStringLiteral("KIND"));
    // Other tools' logs (issue 10): a generic CSV's column mapping, GNU time's -f format, a forced format.
    const QCommandLineOption map(QStringLiteral("map"),
        Tr::tr("Generic CSV: map columns, e.g. rss=RSS:KiB,time=t:s,latency=ms:ms,length=n:tokens (saved for CSVs "
               "with the same header)."),
        QStringLiteral("MAPPING"));
    const QCommandLineOption timeFormat(QStringLiteral("time-format"),
        Tr::tr("GNU time -f output: the format it was written with, e.g. '%e %M'."), QStringLiteral("FORMAT"));
    const QCommandLineOption format(
        QStringLiteral("format"), Tr::tr("Read as this format instead of detecting it."), QStringLiteral("ID"));
    p.addOptions({ json, column, warmup, kind, map, timeFormat, format });
    if (!p.parse(QStringList { QStringLiteral("headroom analyze") } + args)) {
        err() << Tr::tr("headroom analyze: %1").arg(p.errorText()) << Qt::endl;
        return 2;
    }
    if (p.isSet(QStringLiteral("help"))) {
        out() << helpTextFor(p, QStringLiteral("analyze"));
        return 0;
    }
    Analysis::ImportOptions options;
    // A summary on screen needs no provenance hash (it costs as much as the parse); import keeps it.
    options.hashSource = false;
    options.csvColumn = p.value(column);
    bool numberOk = false;
    options.warmup = p.value(warmup).toInt(&numberOk);
    if (!numberOk || options.warmup < 0) {
        err() << Tr::tr("headroom analyze: --warmup expects a whole number >= 0, got '%1'").arg(p.value(warmup))
              << Qt::endl;
        return 2;
    }
    if (p.isSet(kind)) {
        const QString k = p.value(kind);
        if (k == u"cold-start" || k == u"cold_start")
            options.timingKind = Analysis::TimingKind::ColdStart;
        else if (k == u"in-process" || k == u"in_process")
            options.timingKind = Analysis::TimingKind::InProcess;
        else {
            err() << Tr::tr("headroom analyze: --timing-kind expects cold-start or in-process, got '%1'").arg(k)
                  << Qt::endl;
            return 2;
        }
    }
    if (p.isSet(map)) {
        QString error;
        const auto columns = Analysis::parseColumnMap(p.value(map), &error);
        if (!columns) {
            err() << Tr::tr("headroom analyze: --map: %1").arg(error) << Qt::endl;
            return 2;
        }
        options.columns = *columns;
    }
    options.savedColumns = [](const QByteArray& shape) {
        QString ignored;
        return Analysis::parseColumnMap(
            QSettings().value(QStringLiteral("importMappings/%1").arg(QLatin1String(shape))).toString(), &ignored)
            .value_or(QList<Analysis::ColumnMapping> {});
    };
    options.timeFormat = p.value(timeFormat);
    options.format = p.value(format);
    const QStringList files = p.positionalArguments();
    if (files.isEmpty()) {
        err() << Tr::tr("headroom analyze: no FILE given. Run 'headroom analyze --help'.") << Qt::endl;
        return 2;
    }
    bool anyFailed = false;
    QJsonArray results;
    for (const QString& file : files) {
        const Analysis::ImportResult r = Analysis::importFile(file, options);
        const Analysis::FileSummary summary = Analysis::summarizeImport(file, r);
        anyFailed = anyFailed || !r.ok();
        if (r.ok() && p.isSet(map) && !r.shape.isEmpty()) // the next CSV with this header is read the same way
            QSettings().setValue(QStringLiteral("importMappings/%1").arg(QLatin1String(r.shape)),
                Analysis::columnMapText(r.columnsUsed));
        for (const auto& d : r.diagnostics)
            err() << d.toString() << Qt::endl;
        if (p.isSet(json))
            results.append(Analysis::toJson(summary));
        else if (r.ok())
            out() << Analysis::toText(summary) << Qt::flush;
    }
    if (p.isSet(json))
        out() << QJsonDocument(QJsonObject { { QStringLiteral("version"), 1 }, { QStringLiteral("files"), results } })
                     .toJson(QJsonDocument::Indented);
    return anyFailed ? 1 : 0;
}

} // namespace App
