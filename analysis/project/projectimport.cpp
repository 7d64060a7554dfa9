#include "analysis/project/projectimport.h"

#include "analysis/core/tr.h"
#include "analysis/project/rerun.h"

#include "analysis/core/inputfile.h"
#include "analysis/import/runfolder.h"
#include "analysis/store/store.h"
#include "analysis/verdict/verdict.h"
#include "remote/probe/protocol.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <limits>

namespace Analysis {
namespace {

bool isProbeRunFolder(const QString& path)
{
    return QFileInfo(path).isDir() && QFileInfo::exists(path + u'/' + QLatin1String(HeadroomProtocol::kEventsFile));
}

// SQLite files start with this 16-byte header; a .headroom file is one (application_id tells
// a Headroom project from any other SQLite file, checked by the store).
bool looksLikeSqlite(const QString& path)
{
    QFile f;
    QString ignored; // the log importer reads it again and says what is wrong
    if (!openInputFile(f, path, std::numeric_limits<qint64>::max(), &ignored))
        return false;
    return f.read(16) == QByteArrayLiteral("SQLite format 3\0");
}

QString headroomProvenance(const QString& path)
{
    return Tr::tr("imported from %1 by Headroom %2").arg(QFileInfo(path).fileName(), QStringLiteral(HEADROOM_VERSION));
}

// The runs list shows each run's verdict; it is decided once here with the defaults (no plan
// limits are known for an imported log) and again, with the plan's limits, when a run is opened.
void recordVerdict(Store& store, const QString& runId, const Run& run)
{
    store.setVerdict(runId, firstLimitName(decide(run, verdictOptionsFromRun(run)).first));
}

FileImportOutcome importLog(
    Store& store, const QString& path, const ImportOptions& options, const QMap<QString, QString>& labels)
{
    FileImportOutcome out;
    out.path = path;
    QString why;
    // A log is read from a mapping that gives back what the parser has passed, digested in
    // pieces, and copied into the project from disk in pieces: an hour's log at 1 ms (hundreds of
    // MB) is never held whole (issue 27). Files that cannot be mapped (empty, /proc) are read.
    MappedInputFile mapped;
    const bool isMapped = mapped.open(path, Store::kMaxRawFileBytes, &why);
    if (!isMapped && !why.isEmpty()) {
        out.diagnostics << fileError(path, why);
        return out;
    }
    std::optional<QByteArray> read;
    std::optional<FileDigest> digest;
    if (isMapped)
        digest = digestOfFile(path, Store::kMaxRawFileBytes, &why);
    else if ((read = readInputFile(path, Store::kMaxRawFileBytes, &why)))
        digest = FileDigest { QCryptographicHash::hash(*read, QCryptographicHash::Sha256).toHex(), read->size() };
    if (!digest || (isMapped && digest->size != mapped.size())) {
        out.diagnostics << fileError(path, digest ? Tr::tr("the file changed while it was being imported") : why);
        return out;
    }
    ImportOptions reading = options;
    reading.hashSource = false; // digested above, once
    if (isMapped)
        reading.consumed = [&mapped](const char* upTo) { mapped.releaseUpTo(upTo); };
    ImportResult r = importBytes(isMapped ? mapped.bytes() : *read, path, reading);
    if (isMapped)
        mapped.releaseUpTo(mapped.data() + mapped.size());
    out.format = r.format;
    out.diagnostics = r.diagnostics;
    if (!r.ok())
        return out;
    Run run = std::move(*r.run); // not a copy: a long log's columns are most of what an import holds
    for (SourceFile& source : run.sources)
        if (source.path == path && source.sha256.isEmpty())
            source.sha256 = digest->sha256Hex;
    if (run.name.isEmpty())
        run.name = QFileInfo(path).completeBaseName();
    if (run.provenance.isEmpty())
        run.provenance = headroomProvenance(path);
    run.labels.insert(labels);
    RawFile raw;
    raw.name = QFileInfo(path).fileName();
    raw.format = r.format;
    raw.tool = formatDescription(r.format);
    raw.size = digest->size;
    raw.sha256 = QString::fromLatin1(digest->sha256Hex);
    if (isMapped)
        raw.sourcePath = path;
    else
        raw.data = *read;
    ImportOptions used = options;
    used.columns = r.columnsUsed; // a mapping saved for the CSV's shape is kept as well
    const SaveResult saved = store.saveRun(run, { raw, importOptionsRawFile(used, digest->sha256Hex) });
    out.diagnostics += saved.diagnostics;
    out.duplicate = saved.duplicate;
    if (saved.ok()) {
        out.runIds << saved.runId;
        recordVerdict(store, saved.runId, run);
    }
    return out;
}

} // namespace

FileImportOutcome importRunFolder(Store& store, const QString& dir, const std::optional<Run>& given,
    const PlanText& plan, const QList<RawFile>& extraRawFiles, const QMap<QString, QString>& labels)
{
    FileImportOutcome out;
    out.path = dir;
    out.format = QStringLiteral("probe-run");
    RunFolderResult r = readRunFolder(dir);
    out.diagnostics = r.diagnostics;
    if (!r.ok)
        return out;
    if (given)
        r.run = *given; // the runner's run keeps its plan and token counts
    if (!r.complete)
        out.diagnostics << Diagnostic { Diagnostic::Severity::Warning, dir, 0, {},
            Tr::tr("The run is incomplete (no run_end or no DONE): every repetition "
                   "that ended is kept, the rest is missing.") };
    QList<RawFile> raws;
    QDir d(dir);
    // Every file of the folder travels with the run, so every figure can be recomputed later.
    const auto entries = d.entryInfoList(QDir::Files | QDir::NoSymLinks, QDir::Name);
    for (const QFileInfo& fi : entries) {
        if (fi.size() > Store::kMaxRawFileBytes) {
            out.diagnostics << fileError(
                fi.filePath(), Tr::tr("Skipped: larger than %1 MiB.").arg(Store::kMaxRawFileBytes >> 20));
            continue;
        }
        QString why;
        auto data = readInputFile(fi.filePath(), Store::kMaxRawFileBytes, &why);
        if (!data) {
            out.diagnostics << fileError(fi.filePath(), why);
            return out;
        }
        RawFile raw;
        raw.name = fi.fileName();
        raw.format = fi.fileName() == QLatin1String(HeadroomProtocol::kEventsFile) ? QStringLiteral("probe-events")
                                                                                   : QStringLiteral("probe-file");
        raw.tool = QStringLiteral("headroom-probe");
        raw.data = std::move(*data);
        raw.size = raw.data.size();
        raws << raw;
    }
    raws += extraRawFiles;
    Run run = std::move(r.run); // not a copy (r is not used again)
    if (run.name.isEmpty())
        run.name = QFileInfo(dir).fileName();
    run.labels.insert(labels);
    const SaveResult saved = store.saveRun(run, raws, plan);
    out.diagnostics += saved.diagnostics;
    out.duplicate = saved.duplicate;
    if (saved.ok()) {
        out.runIds << saved.runId;
        recordVerdict(store, saved.runId, run);
    }
    return out;
}

StoredPlanRun storePlanRun(Store& store, const PlanRunToStore& what)
{
    StoredPlanRun stored;
    std::optional<Run> run = what.run;
    if (!run) {
        RunFolderResult folder = readRunFolder(what.runFolder);
        if (folder.ok) {
            run = std::move(folder.run);
            stored.incomplete = !folder.complete;
            if (stored.incomplete && !what.incompleteName.isEmpty())
                run->name = what.incompleteName;
            if (!what.device.isEmpty())
                run->device = what.device;
        }
    }
    if (run && !what.rerunOf.isEmpty())
        run->provenance = rerunProvenance(what.rerunOf, run->provenance);
    QMap<QString, QString> labels = what.plan ? what.plan->labels : QMap<QString, QString>();
    labels.insert(what.labels); // a --label wins over the plan's for the same key
    QList<RawFile> extra;
    PlanText planText;
    if (what.plan) {
        planText = { what.plan->name, QString::fromUtf8(what.plan->sourceText) };
        Diagnostics inputs;
        if (const auto bundle = planInputsRawFile(*what.plan, what.runFolder, &inputs))
            extra << *bundle;
        for (Diagnostic d : std::as_const(inputs)) {
            d.severity = Diagnostic::Severity::Warning;
            stored.outcome.diagnostics << d;
        }
    }
    const FileImportOutcome imported = importRunFolder(store, what.runFolder, run, planText, extra, labels);
    stored.outcome.path = imported.path;
    stored.outcome.format = imported.format;
    stored.outcome.runIds = imported.runIds;
    stored.outcome.duplicate = imported.duplicate;
    stored.outcome.diagnostics += imported.diagnostics;
    return stored;
}

namespace {
QString sha256Of(const QByteArray& data)
{
    return QString::fromLatin1(QCryptographicHash::hash(data, QCryptographicHash::Sha256).toHex());
}
} // namespace

std::optional<RawFile> planInputsRawFile(const Plan& plan, const QString& runFolder, Diagnostics* diagnostics)
{
    auto fail = [diagnostics](const QString& file, const QString& message) {
        if (diagnostics)
            *diagnostics << fileError(file, message);
        return std::nullopt;
    };
    const QString eventsPath = runFolder + u'/' + QLatin1String(HeadroomProtocol::kEventsFile);
    QString why;
    const auto events = readInputFile(eventsPath, Store::kMaxRawFileBytes, &why);
    if (!events)
        return fail(eventsPath, why);
    QJsonArray files;
    qint64 total = 0;
    for (const PlanInput& input : plan.inputs) {
        const auto read = readInputFile(plan.inputPath(input), Store::kMaxRawFileBytes, &why);
        if (!read)
            return fail(plan.inputPath(input), why);
        const QByteArray& data = *read;
        total += data.size();
        files.append(QJsonObject { { QStringLiteral("id"), input.id }, { QStringLiteral("file"), input.file },
            { QStringLiteral("sha256"), sha256Of(data) }, { QStringLiteral("size"), double(data.size()) },
            { QStringLiteral("data"), QString::fromLatin1(data.toBase64()) } });
    }
    // The robustness set is made per run into the run folder's robustness/ (robustness.h), which
    // importRunFolder does not keep (it keeps the folder's top level): the bytes the run sent are
    // kept here, so verify can measure them again and a re-run has them.
    if (plan.robustness) {
        const QDir generated(runFolder + QStringLiteral("/robustness"));
        const auto entries = generated.entryInfoList({ QStringLiteral("*.txt") }, QDir::Files, QDir::Name);
        for (const QFileInfo& fi : entries) {
            const auto read = readInputFile(fi.filePath(), Store::kMaxRawFileBytes, &why);
            if (!read)
                return fail(fi.filePath(), why);
            total += read->size();
            files.append(QJsonObject { { QStringLiteral("id"), fi.completeBaseName() },
                { QStringLiteral("file"), QString(QStringLiteral("robustness/") + fi.fileName()) },
                { QStringLiteral("sha256"), sha256Of(*read) }, { QStringLiteral("size"), double(read->size()) },
                { QStringLiteral("data"), QString::fromLatin1(read->toBase64()) } });
        }
    }
    // Base64 makes a third more; refuse early rather than build a blob the store refuses.
    if (total / 3 * 4 > Store::kMaxRawFileBytes - (qint64(1) << 20))
        return fail(plan.sourcePath,
            Tr::tr("The plan's inputs add up to %1 MiB, too much to keep with the run.").arg(total >> 20));
    const QJsonObject root { { QStringLiteral("format"), QLatin1String(kPlanInputsFormat) },
        { QStringLiteral("version"), 1 }, { QStringLiteral("events_sha256"), sha256Of(*events) },
        { QStringLiteral("inputs"), files } };
    RawFile raw;
    raw.name = QStringLiteral("plan-inputs.json");
    raw.format = QLatin1String(kPlanInputsFormat);
    raw.tool = QStringLiteral("Headroom %1").arg(QStringLiteral(HEADROOM_VERSION));
    raw.data = QJsonDocument(root).toJson(QJsonDocument::Compact);
    raw.size = raw.data.size();
    return raw;
}

std::optional<QList<PlanInputFile>> readPlanInputs(
    const QByteArray& bundle, const QString& name, Diagnostics* diagnostics)
{
    auto fail = [diagnostics, &name](const QString& message) {
        if (diagnostics)
            *diagnostics << fileError(name, message);
        return std::nullopt;
    };
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(bundle, &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject())
        return fail(Tr::tr("Not a plan-inputs bundle: %1").arg(pe.errorString()));
    const QJsonObject root = doc.object();
    if (root.value(QStringLiteral("format")).toString() != QLatin1String(kPlanInputsFormat)
        || root.value(QStringLiteral("version")).toInt() != 1)
        return fail(Tr::tr("Not a plan-inputs bundle of version 1."));
    QList<PlanInputFile> out;
    const QJsonArray files = root.value(QStringLiteral("inputs")).toArray();
    for (int i = 0; i < files.size(); ++i) {
        const QJsonObject o = files.at(i).toObject();
        PlanInputFile f;
        f.id = o.value(QStringLiteral("id")).toString();
        f.file = o.value(QStringLiteral("file")).toString();
        const QByteArray encoded = o.value(QStringLiteral("data")).toString().toLatin1();
        const auto decoded = QByteArray::fromBase64Encoding(encoded, QByteArray::AbortOnBase64DecodingErrors);
        if (f.id.isEmpty() || f.file.isEmpty() || !decoded)
            return fail(Tr::tr("Input %1 of the bundle lacks its id, its file or valid data.").arg(i + 1));
        f.data = *decoded;
        if (sha256Of(f.data) != o.value(QStringLiteral("sha256")).toString())
            return fail(Tr::tr("Input %1 does not match its recorded SHA-256: it was changed.").arg(f.id));
        out << f;
    }
    return out;
}

RawFile importOptionsRawFile(const ImportOptions& options, const QByteArray& logSha256Hex)
{
    const QJsonObject root { { QStringLiteral("format"), QLatin1String(kImportOptionsFormat) },
        { QStringLiteral("version"), 1 }, { QStringLiteral("log_sha256"), QString::fromLatin1(logSha256Hex) },
        { QStringLiteral("warmup"), options.warmup },
        { QStringLiteral("timing_kind"), timingKindName(options.timingKind) },
        { QStringLiteral("csv_column"), options.csvColumn }, { QStringLiteral("map"), columnMapText(options.columns) },
        { QStringLiteral("time_format"), options.timeFormat }, { QStringLiteral("forced_format"), options.format } };
    RawFile raw;
    raw.name = QStringLiteral("import-options.json");
    raw.format = QLatin1String(kImportOptionsFormat);
    raw.tool = QStringLiteral("Headroom %1").arg(QStringLiteral(HEADROOM_VERSION));
    raw.data = QJsonDocument(root).toJson(QJsonDocument::Compact);
    raw.size = raw.data.size();
    return raw;
}

std::optional<ImportOptions> readImportOptions(const QByteArray& data, const QString& name, Diagnostics* diagnostics)
{
    auto fail = [diagnostics, &name](const QString& message) {
        if (diagnostics)
            *diagnostics << fileError(name, message);
        return std::nullopt;
    };
    QJsonParseError pe;
    const QJsonObject root = QJsonDocument::fromJson(data, &pe).object();
    if (pe.error != QJsonParseError::NoError || root.value(QStringLiteral("format")).toString() != u"import-options"
        || root.value(QStringLiteral("version")).toInt() != 1)
        return fail(Tr::tr("Not a record of import options of version 1."));
    ImportOptions o;
    o.warmup = root.value(QStringLiteral("warmup")).toInt(-1);
    o.timingKind = timingKindFromName(root.value(QStringLiteral("timing_kind")).toString());
    o.csvColumn = root.value(QStringLiteral("csv_column")).toString();
    o.timeFormat = root.value(QStringLiteral("time_format")).toString();
    o.format = root.value(QStringLiteral("forced_format")).toString();
    const QString map = root.value(QStringLiteral("map")).toString();
    QString why;
    const auto columns = map.isEmpty() ? QList<ColumnMapping> {} : parseColumnMap(map, &why);
    if (!columns)
        return fail(Tr::tr("The column map \"%1\" cannot be read: %2").arg(map, why));
    if (o.warmup < 0)
        return fail(Tr::tr("The warm-up count is missing or negative."));
    o.columns = *columns;
    return o;
}

QStringList expandImportPaths(const QStringList& paths, Diagnostics* diagnostics)
{
    auto report = [diagnostics](Diagnostic::Severity severity, const QString& path, const QString& message) {
        if (diagnostics)
            *diagnostics << Diagnostic { severity, path, 0, QString(), message };
    };
    QStringList out;
    for (const QString& p : paths) {
        const QFileInfo fi(p);
        if (!fi.exists()) {
            report(Diagnostic::Severity::Error, p, Tr::tr("No such file or folder."));
            continue;
        }
        if (!fi.isDir() || isProbeRunFolder(p)) {
            out << p; // a device or a FIFO given by name is refused by name when it is read
            continue;
        }
        QDir d(p);
        // System too: a FIFO, socket or device in the folder is named as skipped, never opened.
        const auto entries = d.entryInfoList(
            QDir::Files | QDir::Dirs | QDir::System | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
        int taken = 0;
        for (const QFileInfo& e : entries) {
            QString skipped;
            if (e.isSymLink())
                skipped = Tr::tr("Skipped: a symbolic link (give its target by name to import it).");
            else if (e.isDir() && !isProbeRunFolder(e.filePath()))
                // one level only: a deep tree is more likely a mistake than a set of logs
                skipped = Tr::tr("Skipped: a sub-folder that is not a probe run folder (only one level is read).");
            else if (!e.isDir() && !notARegularFile(e.filePath()).isEmpty())
                skipped = Tr::tr("Skipped: %1.").arg(notARegularFile(e.filePath()));
            // Hidden files and a folder's own notes are not logs; other Markdown files may well be
            // (hyperfine and llama-bench export Markdown tables), so only README-like names are skipped.
            else if (e.fileName().startsWith(u'.'))
                skipped = Tr::tr("Skipped: a hidden file.");
            else if (e.fileName().startsWith(QLatin1String("README"), Qt::CaseInsensitive))
                skipped = Tr::tr("Skipped: a README is taken for the folder's notes, not a log.");
            if (!skipped.isEmpty()) {
                report(Diagnostic::Severity::Warning, e.filePath(), skipped);
                continue;
            }
            out << e.filePath();
            ++taken;
        }
        // A folder with nothing to import is an error: "0 imported, exit 0" reads as success.
        if (taken == 0)
            report(Diagnostic::Severity::Error, p,
                entries.isEmpty() ? Tr::tr("The folder is empty: there is nothing to import.")
                                  : Tr::tr("The folder holds no file to import (%n entry(ies) skipped).", nullptr,
                                      int(entries.size())));
    }
    return out;
}

QList<FileImportOutcome> importIntoProject(Store& store, const QStringList& paths, const ProjectImportOptions& options)
{
    QList<FileImportOutcome> outcomes;
    Diagnostics expandDiagnostics;
    const QStringList items = expandImportPaths(paths, &expandDiagnostics);
    for (const auto& d : expandDiagnostics) {
        FileImportOutcome o;
        o.path = d.file;
        o.diagnostics << d;
        o.skipped = d.severity == Diagnostic::Severity::Warning;
        outcomes << o;
    }
    for (int i = 0; i < items.size(); ++i) {
        const QString& path = items.at(i);
        if (options.progress && !options.progress(i, int(items.size()), path))
            break;
        if (isProbeRunFolder(path)) {
            outcomes << importRunFolder(store, path, {}, {}, {}, options.labels);
        } else if (looksLikeSqlite(path)) {
            FileImportOutcome o;
            o.path = path;
            o.format = QStringLiteral("headroom");
            const ProjectImportResult r = store.importProject(path);
            o.runIds = r.importedRunIds;
            o.duplicate = r.importedRunIds.isEmpty() && !r.skippedRunIds.isEmpty();
            o.diagnostics = r.diagnostics;
            if (!options.labels.isEmpty())
                o.diagnostics << Diagnostic { Diagnostic::Severity::Warning, path, 0, {},
                    Tr::tr("The labels given were not added: the runs of a .headroom file keep their own.") };
            outcomes << o;
        } else {
            outcomes << importLog(store, path, options.log, options.labels);
        }
    }
    return outcomes;
}

} // namespace Analysis
