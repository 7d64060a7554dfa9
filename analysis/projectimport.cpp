#include "analysis/projectimport.h"

#include "analysis/runfolder.h"
#include "analysis/store.h"
#include "analysis/verdict.h"
#include "remote/probe/protocol.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>

namespace Analysis
{
namespace
{

    struct Tr {
        Q_DECLARE_TR_FUNCTIONS(Analysis)
    };

    Diagnostic error(const QString& file, const QString& message)
    {
        Diagnostic d;
        d.file = file;
        d.message = message;
        return d;
    }

    bool isProbeRunFolder(const QString& path)
    {
        return QFileInfo(path).isDir() && QFileInfo::exists(path + u'/' + QLatin1String(HeadroomProtocol::kEventsFile));
    }

    // SQLite files start with this 16-byte header; a .headroom file is one (application_id tells
    // a Headroom project from any other SQLite file, checked by the store).
    bool looksLikeSqlite(const QString& path)
    {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly)) return false;
        return f.read(16) == QByteArrayLiteral("SQLite format 3\0");
    }

    QString headroomProvenance(const QString& path)
    {
        return Tr::tr("imported from %1 by Headroom %2")
            .arg(QFileInfo(path).fileName(), QStringLiteral(HEADROOM_VERSION));
    }

    // The runs list shows each run's verdict; it is decided once here with the defaults (no plan
    // limits are known for an imported log) and again, with the plan's limits, when a run is opened.
    void recordVerdict(Store& store, const QString& runId, const Run& run)
    {
        store.setVerdict(runId, firstLimitName(decide(run, VerdictOptions {}).first));
    }

    FileImportOutcome importLog(Store& store, const QString& path, const ImportOptions& options)
    {
        FileImportOutcome out;
        out.path = path;
        QFile f(path);
        if (f.size() > Store::kMaxRawFileBytes) {
            out.diagnostics << error(path,
                Tr::tr("The file is %1 MiB; the largest log Headroom keeps is %2 MiB.")
                    .arg(f.size() >> 20)
                    .arg(Store::kMaxRawFileBytes >> 20));
            return out;
        }
        if (!f.open(QIODevice::ReadOnly)) {
            out.diagnostics << error(path, Tr::tr("Cannot read the file: %1").arg(f.errorString()));
            return out;
        }
        const QByteArray bytes = f.readAll();
        ImportResult r = importBytes(bytes, path, options);
        out.format = r.format;
        out.diagnostics = r.diagnostics;
        if (!r.ok()) return out;
        Run run = *r.run;
        if (run.name.isEmpty()) run.name = QFileInfo(path).completeBaseName();
        if (run.provenance.isEmpty()) run.provenance = headroomProvenance(path);
        RawFile raw;
        raw.name = QFileInfo(path).fileName();
        raw.format = r.format;
        raw.tool = formatDescription(r.format);
        raw.data = bytes;
        raw.size = bytes.size();
        const SaveResult saved = store.saveRun(run, { raw });
        out.diagnostics += saved.diagnostics;
        out.duplicate = saved.duplicate;
        if (saved.ok()) {
            out.runIds << saved.runId;
            recordVerdict(store, saved.runId, run);
        }
        return out;
    }

} // namespace

FileImportOutcome importRunFolder(Store& store, const QString& dir, const std::optional<Run>& given, const PlanText& plan)
{
    FileImportOutcome out;
    out.path = dir;
    out.format = QStringLiteral("probe-run");
    RunFolderResult r = readRunFolder(dir);
    out.diagnostics = r.diagnostics;
    if (!r.ok) return out;
    if (given) r.run = *given; // the runner's run keeps its plan and token counts
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
            out.diagnostics << error(
                fi.filePath(), Tr::tr("Skipped: larger than %1 MiB.").arg(Store::kMaxRawFileBytes >> 20));
            continue;
        }
        QFile f(fi.filePath());
        if (!f.open(QIODevice::ReadOnly)) {
            out.diagnostics << error(fi.filePath(), Tr::tr("Cannot read the file: %1").arg(f.errorString()));
            return out;
        }
        RawFile raw;
        raw.name = fi.fileName();
        raw.format = fi.fileName() == QLatin1String(HeadroomProtocol::kEventsFile) ? QStringLiteral("probe-events")
                                                                                   : QStringLiteral("probe-file");
        raw.tool = QStringLiteral("headroom-probe");
        raw.data = f.readAll();
        raw.size = raw.data.size();
        raws << raw;
    }
    Run run = r.run;
    if (run.name.isEmpty()) run.name = QFileInfo(dir).fileName();
    const SaveResult saved = store.saveRun(run, raws, plan);
    out.diagnostics += saved.diagnostics;
    out.duplicate = saved.duplicate;
    if (saved.ok()) {
        out.runIds << saved.runId;
        recordVerdict(store, saved.runId, run);
    }
    return out;
}

QStringList expandImportPaths(const QStringList& paths, Diagnostics* diagnostics)
{
    QStringList out;
    for (const QString& p : paths) {
        const QFileInfo fi(p);
        if (!fi.exists()) {
            if (diagnostics) *diagnostics << error(p, Tr::tr("No such file or folder."));
            continue;
        }
        if (!fi.isDir() || isProbeRunFolder(p)) {
            out << p;
            continue;
        }
        QDir d(p);
        const auto entries
            = d.entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot | QDir::NoSymLinks, QDir::Name);
        for (const QFileInfo& e : entries) {
            if (e.isDir() && !isProbeRunFolder(e.filePath()))
                continue; // one level only: a deep tree is more likely a mistake than a set of logs
            if (e.fileName().startsWith(u'.') || e.fileName().endsWith(QLatin1String(".md"), Qt::CaseInsensitive))
                continue;
            out << e.filePath();
        }
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
        outcomes << o;
    }
    for (int i = 0; i < items.size(); ++i) {
        const QString& path = items.at(i);
        if (options.progress && !options.progress(i, int(items.size()), path)) break;
        if (isProbeRunFolder(path)) {
            outcomes << importRunFolder(store, path);
        } else if (looksLikeSqlite(path)) {
            FileImportOutcome o;
            o.path = path;
            o.format = QStringLiteral("headroom");
            const ProjectImportResult r = store.importProject(path);
            o.runIds = r.importedRunIds;
            o.duplicate = r.importedRunIds.isEmpty() && !r.skippedRunIds.isEmpty();
            o.diagnostics = r.diagnostics;
            outcomes << o;
        } else {
            outcomes << importLog(store, path, options.log);
        }
    }
    return outcomes;
}

} // namespace Analysis
