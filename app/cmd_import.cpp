#include "app/commands.h"

#include "analysis/core/labels.h"

#include "analysis/import/formats.h"
#include "analysis/project/importgroup.h"
#include "analysis/project/projectimport.h"
#include "analysis/store/store.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QSettings>

namespace App {

namespace {
std::optional<Analysis::ImportGroup> groupFromArguments(const QString& name, const QStringList& lengths,
    const QString& unit, const QStringList& others, const Analysis::ImportOptions& log)
{
    Analysis::ImportGroup g;
    g.runName = name;
    g.log = log;
    if (name.trimmed().isEmpty() || lengths.isEmpty()) {
        err() << Tr::tr("headroom import: --run NAME and at least one --length N=FILE go together") << Qt::endl;
        return std::nullopt;
    }
    if (unit != u"tokens" && unit != u"chars") {
        err() << Tr::tr("headroom import: --length-unit is tokens or chars, got '%1'").arg(unit) << Qt::endl;
        return std::nullopt;
    }
    g.unit = unit == u"chars" ? Analysis::LengthUnit::Chars : Analysis::LengthUnit::Tokens;
    for (const QString& spec : lengths) {
        const qsizetype eq = spec.indexOf(u'=');
        bool ok = false;
        const qint64 n = spec.left(eq).toLongLong(&ok);
        if (eq <= 0 || !ok || n <= 0 || eq + 1 >= spec.size()) {
            err() << Tr::tr("headroom import: --length expects N=FILE with N > 0, got '%1'").arg(spec) << Qt::endl;
            return std::nullopt;
        }
        const QString id = QStringLiteral("len%1").arg(n);
        g.members << Analysis::GroupMember { spec.mid(eq + 1), id, {} };
        g.lengths.insert(id, n);
    }
    for (const QString& f : others)
        g.members << Analysis::GroupMember { f, QString(), {} };
    return g;
}

// A file given without --length whose figures have no input: say how to give it one (the analysis
// message says what is missing, not which option gives it).
void hintInputs(const Analysis::FileImportOutcome& outcome, const QStringList& unplaced)
{
    for (const Analysis::Diagnostic& d : outcome.diagnostics)
        if (d.field == QLatin1String(Analysis::kMissingInputField) && unplaced.contains(d.file)) {
            err() << Tr::tr("headroom import: give %1 its input with --length N=%1, the same N as the memory log "
                            "of that input")
                         .arg(d.file)
                  << Qt::endl;
            return;
        }
}

// One line per file on stdout, its messages on stderr; true when any failed. A generic CSV read
// with --map (mapped) keeps the mapping for the next CSV with the same header.
bool printOutcomes(const QList<Analysis::FileImportOutcome>& outcomes, const QList<Analysis::ColumnMapping>* mapped)
{
    bool failed = false;
    for (const auto& o : outcomes) {
        for (const auto& d : o.diagnostics)
            err() << d.toString() << Qt::endl;
        if (o.skipped) {
            out() << Tr::tr("%1: skipped").arg(o.path) << Qt::endl;
        } else if (!o.ok()) {
            failed = true;
            out() << Tr::tr("%1: not imported").arg(o.path) << Qt::endl;
        } else if (o.duplicate) {
            out() << Tr::tr("%1: already in the project").arg(o.path) << Qt::endl;
        } else {
            out() << Tr::tr("%1: %2, run %3").arg(o.path, o.format, o.runIds.join(QStringLiteral(", "))) << Qt::endl;
            if (o.format == u"generic-csv" && mapped)
                QSettings().setValue(QStringLiteral("importMappings/%1").arg(QLatin1String(Analysis::csvShape(o.path))),
                    Analysis::columnMapText(*mapped));
        }
    }
    return failed;
}
} // namespace

// headroom import FILE... --into P.headroom: logs, probe run folders, colleagues' .headroom
// files, or folders of them. Each file is one transaction. Exit 0 when all were imported (or
// already there), 1 when any failed, 2 when the project could not be opened.
int runImport(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(Tr::tr("Imports log files, probe run folders and .headroom files into a project. "
                                       "A file with an error leaves nothing behind.")
        + u'\n' + Tr::tr("Log formats (detected from the content, or named with --format ID):") + u'\n'
        + Analysis::formatHelp());
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
    // Several hand-made logs as ONE run (importgroup.h): a mem.log per input length, a timing log.
    const QCommandLineOption runName(QStringLiteral("run"),
        Tr::tr("Combine the files into one run of this name: each --length file measured one input; FILEs "
               "without one name their inputs themselves (a timing CSV's input column)."),
        QStringLiteral("NAME"));
    const QCommandLineOption length(QStringLiteral("length"),
        Tr::tr("With --run: FILE measured the input of length N (input id lenN); repeat for each length, and "
               "give the same N to a memory log and the timing log (hyperfine, GNU time, a timing list or CSV "
               "without an input column) of that input."),
        QStringLiteral("N=FILE"));
    const QCommandLineOption lengthUnit(QStringLiteral("length-unit"),
        Tr::tr("With --run: the lengths are tokens (default) or chars."), QStringLiteral("tokens|chars"),
        QStringLiteral("tokens"));
    const QCommandLineOption label(QStringLiteral("label"),
        Tr::tr("Label each imported run, e.g. --label engine=b4748 (repeatable)."), QStringLiteral("KEY=VALUE"));
    p.addOptions({ into, warmup, map, timeFormat, format, runName, length, lengthUnit, label });
    int code = 0;
    if (!parseArguments(p, QStringLiteral("import"), args, &code))
        return code;
    if (!p.isSet(into) || (p.positionalArguments().isEmpty() && !p.isSet(length))) {
        err() << Tr::tr("headroom import: give files to import and --into P.headroom") << Qt::endl;
        return 2;
    }
    bool ok = false;
    Analysis::ProjectImportOptions options;
    if (const QString why = Analysis::parseLabelArguments(p.values(label), &options.labels); !why.isEmpty()) {
        err() << Tr::tr("headroom import: %1").arg(why) << Qt::endl;
        return 2;
    }
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

    QList<Analysis::FileImportOutcome> outcomes;
    if (p.isSet(runName) || p.isSet(length)) {
        auto group = groupFromArguments(
            p.value(runName), p.values(length), p.value(lengthUnit), p.positionalArguments(), options.log);
        if (!group)
            return 2;
        group->labels = options.labels;
        outcomes << Analysis::importGroup(store, *group);
    } else {
        outcomes = Analysis::importIntoProject(store, p.positionalArguments(), options);
    }
    const bool failed = printOutcomes(outcomes, p.isSet(map) ? &options.log.columns : nullptr);
    if (p.isSet(runName) || p.isSet(length))
        hintInputs(outcomes.first(), p.positionalArguments()); // after the errors it explains
    return failed ? 1 : 0;
}

} // namespace App
