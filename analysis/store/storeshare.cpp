// Sharing: export runs to a standalone .headroom file and import one into a project.

#include "analysis/core/tr.h"
#include "analysis/store/store.h"

#include "analysis/store/storeschema.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTemporaryFile>

namespace Analysis {

namespace {
using StoreDetail::Statement;

// Copies one run with its plan, raw files, conclusion, verdict and device from src into dst,
// inside dst's open transaction. Returns the new id, 0 on failure.
// provenance replaces the run's own when given.
qint64 copyRun(const Store::Private& src, qint64 srcId, Store::Private& dst, const std::optional<QString>& provenance,
    Diagnostics* diagnostics)
{
    auto run = src.loadRun(srcId, diagnostics);
    if (!run)
        return 0;
    if (provenance)
        run->provenance = *provenance;
    const PlanText planText = src.plan(srcId).value_or(PlanText {});
    const qint64 id = dst.insertRun(*run, planText, diagnostics);
    if (id == 0)
        return 0;
    const QList<RawFile> raws = src.rawFiles(srcId, diagnostics);
    for (RawFile raw : raws) {
        const auto data = src.rawData(raw.id, raw.sha256, diagnostics);
        if (!data)
            return 0;
        raw.data = *data;
        if (!dst.insertRawFile(id, raw, diagnostics))
            return 0;
    }
    if (const auto c = src.conclusion(srcId); c && !dst.insertConclusion(id, *c, diagnostics))
        return 0;
    if (const auto c = src.conclusion(srcId, ConclusionKind::Draft);
        c && !dst.insertConclusion(id, *c, diagnostics, ConclusionKind::Draft))
        return 0;
    if (const auto v = src.verdict(srcId); v && !dst.updateVerdict(id, v, diagnostics))
        return 0;
    // A device record is copied only when the receiver has none of that name: the
    // receiver's own connection data for "local" or "board-1" wins.
    if (const auto dev = src.device(run->device); dev && !dst.insertDevice(*dev, false, diagnostics))
        return 0;
    return id;
}

} // namespace

Diagnostics Store::exportRuns(const QStringList& ids, const QString& destPath) const
{
    Diagnostics diagnostics;
    if (!d->requireOpen(&diagnostics, false))
        return diagnostics;
    const StoreDetail::ReadSnapshot snapshot(d->db); // the runs as they were at one moment
    QList<qint64> keys;
    for (const QString& id : ids) {
        const auto key = d->runKey(id, &diagnostics);
        if (!key)
            return diagnostics;
        keys.append(*key);
    }
    if (QFileInfo::exists(destPath)) {
        d->addError(&diagnostics, Tr::tr("%1 already exists; choose another file name.").arg(destPath));
        return diagnostics;
    }
    // Written under a temporary name in the same folder and renamed when complete, so a
    // half-written export never looks like a finished one.
    const QFileInfo dest(destPath);
    QTemporaryFile part(dest.absoluteDir().filePath(dest.fileName() + QStringLiteral(".XXXXXX.part")));
    if (!part.open()) {
        d->addError(&diagnostics, Tr::tr("Cannot write %1: %2").arg(destPath, part.errorString()));
        return diagnostics;
    }
    part.close();

    Store out;
    const Diagnostics opened = out.d->openFile(part.fileName(), OpenMode::ReadWrite, destPath);
    diagnostics.append(opened);
    if (hasErrors(opened) || !out.d->begin(&diagnostics))
        return diagnostics;
    for (qint64 key : std::as_const(keys)) {
        if (copyRun(*d, key, *out.d, std::nullopt, &diagnostics) == 0) {
            out.d->rollback();
            return diagnostics;
        }
    }
    if (!out.d->commit(&diagnostics))
        return diagnostics;
    out.close();
    if (!QFile::rename(part.fileName(), destPath)) {
        d->addError(&diagnostics, Tr::tr("Cannot write %1: renaming the finished file failed.").arg(destPath));
        return diagnostics;
    }
    part.setAutoRemove(false);
    return diagnostics;
}

ProjectImportResult Store::importProject(const QString& srcPath)
{
    return importProject(srcPath, ImportOptions {});
}

ProjectImportResult Store::importProject(const QString& srcPath, const ImportOptions& options)
{
    ProjectImportResult result;
    const QString shown = options.shownName.isEmpty() ? srcPath : options.shownName;
    if (!d->requireOpen(&result.diagnostics, true))
        return result;
    const QFileInfo srcInfo(srcPath);
    if (srcInfo.exists() && srcInfo.canonicalFilePath() == QFileInfo(d->path).canonicalFilePath()) {
        d->addError(&result.diagnostics, Tr::tr("%1 is this project; it cannot be imported into itself.").arg(srcPath));
        return result;
    }
    // The colleague's file is read from a private copy: it may be of an older format that
    // must be upgraded before reading, and nothing is ever written next to the original.
    QTemporaryDir tmp;
    const QString copy = tmp.filePath(QStringLiteral("import.headroom"));
    if (!srcInfo.isFile()) {
        d->addError(&result.diagnostics, Tr::tr("%1 does not exist.").arg(srcPath));
        return result;
    }
    if (!tmp.isValid() || !QFile::copy(srcPath, copy)
        || (QFile::exists(srcPath + QStringLiteral("-wal"))
            && !QFile::copy(srcPath + QStringLiteral("-wal"), copy + QStringLiteral("-wal")))) {
        d->addError(&result.diagnostics, Tr::tr("Cannot read %1.").arg(srcPath));
        return result;
    }
    for (const QString& f : QStringList { copy, copy + QStringLiteral("-wal") })
        if (QFile::exists(f))
            QFile::setPermissions(f, QFile::ReadOwner | QFile::WriteOwner);

    Store src;
    const Diagnostics opened = src.d->openFile(copy, OpenMode::ReadWrite, shown);
    result.diagnostics.append(opened);
    if (hasErrors(opened))
        return result;
    {
        // The whole file is checked before anything is taken from it.
        Statement check(src.d->db, "PRAGMA quick_check(20)");
        int rc = SQLITE_ROW;
        for (int i = 0; check.ok() && i < 20 && (rc = check.step()) == SQLITE_ROW; ++i)
            if (check.text(0) != QLatin1String("ok"))
                src.d->addError(&result.diagnostics, Tr::tr("%1 is damaged: %2").arg(shown, check.text(0)));
        if (!check.ok() || (rc != SQLITE_ROW && rc != SQLITE_DONE))
            src.d->addError(&result.diagnostics, Tr::tr("%1 is damaged: %2").arg(shown, check.error()));
        if (hasErrors(result.diagnostics))
            return result;
    }

    Diagnostics listed;
    const QList<RunRow> rows = src.listRuns(&listed);
    result.diagnostics.append(listed);
    if (hasErrors(listed) || !d->begin(&result.diagnostics))
        return result;
    const QString stamp = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    for (const RunRow& row : rows) {
        const qint64 srcId = row.id.toLongLong();
        Diagnostics rawDiagnostics;
        const QList<RawFile> raws = src.d->rawFiles(srcId, &rawDiagnostics);
        if (hasErrors(rawDiagnostics)) {
            result.diagnostics.append(rawDiagnostics);
            d->rollback();
            return result;
        }
        std::optional<RawFile> existing;
        for (int i = 0; !existing && i < raws.size(); ++i)
            existing = d->rawBySha(raws.at(i).sha256);
        if (existing) {
            result.skippedRunIds.append(existing->runId);
            d->addWarning(&result.diagnostics,
                Tr::tr("Run \"%1\" of %2 is already in this project as run %3 (same raw file %4); it was skipped.")
                    .arg(row.name, shown, existing->runId, existing->name));
            continue;
        }
        // Provenance is data, not a user-visible message: it stays English like logs.
        const QString imported = QStringLiteral("imported from colleague file %1 (run %2) on %3 by Headroom %4")
                                     .arg(srcInfo.fileName(), row.id, stamp, QStringLiteral(HEADROOM_VERSION));
        const QString provenance
            = row.provenance.isEmpty() ? imported : QStringLiteral("%1; %2").arg(row.provenance, imported);
        const qint64 id = copyRun(*src.d, srcId, *d,
            options.keepProvenance ? std::nullopt : std::optional<QString>(provenance), &result.diagnostics);
        if (id == 0) {
            d->rollback();
            result.importedRunIds.clear();
            return result;
        }
        result.importedRunIds.append(QString::number(id));
    }
    if (!d->commit(&result.diagnostics))
        result.importedRunIds.clear();
    return result;
}

} // namespace Analysis
