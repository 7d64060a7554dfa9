#include "app/commands.h"

#include "analysis/projectimport.h"
#include "analysis/store.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QSettings>

namespace App {

// headroom import FILE... --into P.headroom: logs, probe run folders, colleagues' .headroom
// files, or folders of them. Each file is one transaction. Exit 0 when all were imported (or
// already there), 1 when any failed, 2 when the project could not be opened.
int runImport(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(Tr::tr("Imports log files, probe run folders and .headroom files into a project. "
                                       "A file with an error leaves nothing behind."));
    p.addPositionalArgument(QStringLiteral("FILE"), Tr::tr("Files or folders to import."), QStringLiteral("FILE..."));
    const QCommandLineOption into(
        QStringLiteral("into"), Tr::tr("The project (created when missing)."), QStringLiteral("P.headroom"));
    const QCommandLineOption warmup(QStringLiteral("warmup"),
        Tr::tr("Timing lists: repetitions to drop as warm-up (default 1)."), QStringLiteral("N"), QStringLiteral("1"));
    // Other tools' logs (issue 10): a generic CSV's column mapping, GNU time's -f format, a forced format.
    const QCommandLineOption map(QStringLiteral("map"),
        Tr::tr("Generic CSV: map columns, e.g. rss=RSS:KiB,time=t:s,latency=ms:ms,length=n:tokens (saved for CSVs "
               "with the same header)."),
        QStringLiteral("MAPPING"));
    const QCommandLineOption timeFormat(QStringLiteral("time-format"),
        Tr::tr("GNU time -f output: the format it was written with, e.g. '%e %M'."), QStringLiteral("FORMAT"));
    const QCommandLineOption format(
        QStringLiteral("format"), Tr::tr("Read as this format instead of detecting it."), QStringLiteral("ID"));
    p.addOptions({ into, warmup, map, timeFormat, format });
    int code = 0;
    if (!parseArguments(p, QStringLiteral("import"), args, &code))
        return code;
    if (!p.isSet(into) || p.positionalArguments().isEmpty()) {
        err() << Tr::tr("headroom import: give files to import and --into P.headroom") << Qt::endl;
        return 2;
    }
    bool ok = false;
    Analysis::ProjectImportOptions options;
    options.log.warmup = p.value(warmup).toInt(&ok);
    if (!ok || options.log.warmup < 0) {
        err() << Tr::tr("headroom import: --warmup expects a whole number >= 0, got '%1'").arg(p.value(warmup))
              << Qt::endl;
        return 2;
    }
    if (p.isSet(map)) {
        QString error;
        const auto columns = Analysis::parseColumnMap(p.value(map), &error);
        if (!columns) {
            err() << Tr::tr("headroom import: --map: %1").arg(error) << Qt::endl;
            return 2;
        }
        options.log.columns = *columns;
    }
    options.log.savedColumns = [](const QByteArray& shape) {
        QString ignored;
        return Analysis::parseColumnMap(
            QSettings().value(QStringLiteral("importMappings/%1").arg(QLatin1String(shape))).toString(), &ignored)
            .value_or(QList<Analysis::ColumnMapping> {});
    };
    options.log.timeFormat = p.value(timeFormat);
    options.log.format = p.value(format);
    Analysis::Store store;
    const auto opened = store.open(p.value(into), Analysis::Store::OpenMode::ReadWrite);
    for (const auto& d : opened)
        err() << d.toString() << Qt::endl;
    if (Analysis::hasErrors(opened))
        return 2;

    bool failed = false;
    const auto outcomes = Analysis::importIntoProject(store, p.positionalArguments(), options);
    for (const auto& o : outcomes) {
        for (const auto& d : o.diagnostics)
            err() << d.toString() << Qt::endl;
        if (!o.ok()) {
            failed = true;
            out() << Tr::tr("%1: not imported").arg(o.path) << Qt::endl;
        } else if (o.duplicate) {
            out() << Tr::tr("%1: already in the project").arg(o.path) << Qt::endl;
        } else {
            out() << Tr::tr("%1: %2, run %3").arg(o.path, o.format, o.runIds.join(QStringLiteral(", "))) << Qt::endl;
            if (o.format == u"generic-csv" && p.isSet(map)) // the next CSV with this header is read the same way
                QSettings().setValue(QStringLiteral("importMappings/%1").arg(QLatin1String(Analysis::csvShape(o.path))),
                    Analysis::columnMapText(options.log.columns));
        }
    }
    return failed ? 1 : 0;
}

} // namespace App
