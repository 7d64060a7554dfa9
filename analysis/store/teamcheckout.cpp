// The team store back into .headroom files: one run, under its team id, at the schema version it
// was pushed with (a Store opening the file upgrades it the way it upgrades a colleague's file).

#include "analysis/core/tr.h"
#include "analysis/store/teamprivate.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QTemporaryDir>
#include <QTemporaryFile>

#include <utility>

namespace Analysis {

using TeamDetail::PgParams;
using TeamDetail::PgResult;
using TeamDetail::quoted;
using TeamDetail::ReadSnapshot;
using TeamDetail::SqlTable;
using RunFilter = TeamStore::Private::RunFilter;

namespace {

// Binds one value of a team store row to a SQLite statement, by the team column's type.
void bindValue(sqlite3_stmt* s, int i, const PgResult& r, int row, int col)
{
    if (r.isNull(row, col)) {
        sqlite3_bind_null(s, i);
        return;
    }
    switch (r.type(col)) {
    case TeamDetail::Int8:
    case TeamDetail::Int4:
    case TeamDetail::Bool:
        sqlite3_bind_int64(s, i, r.int64(row, col));
        break;
    case TeamDetail::Float8:
        sqlite3_bind_double(s, i, r.real(row, col));
        break;
    case TeamDetail::Bytea: {
        const QByteArray b = r.bytes(row, col);
        sqlite3_bind_blob64(s, i, b.constData(), sqlite3_uint64(b.size()), SQLITE_TRANSIENT);
        break;
    }
    default: {
        const QByteArray t = r.bytes(row, col);
        sqlite3_bind_text64(s, i, t.constData(), sqlite3_uint64(t.size()), SQLITE_TRANSIENT, SQLITE_UTF8);
        break;
    }
    }
}

} // namespace

Diagnostics TeamStore::checkout(const QString& runId, const QString& destPath) const
{
    Diagnostics diagnostics;
    if (!d->requireOpen(&diagnostics, true))
        return diagnostics;
    bool numeric = false;
    const qint64 id = runId.toLongLong(&numeric);
    if (!numeric) {
        d->addError(&diagnostics, Tr::tr("\"%1\" is not a run id of the team store (a number).").arg(runId));
        return diagnostics;
    }
    if (QFileInfo::exists(destPath)) {
        d->addError(&diagnostics, Tr::tr("%1 already exists; choose another file name.").arg(destPath));
        return diagnostics;
    }
    // One snapshot for every table (the rows never change, but a run may be arriving).
    const ReadSnapshot read(*d, &diagnostics);
    if (!read)
        return diagnostics;
    const PgResult version = d->conn.exec("SELECT schema_version FROM team_runs WHERE run_id = $1", PgParams().add(id));
    if (!version.ok()) {
        d->addError(&diagnostics, Tr::tr("Cannot read the team store: %1").arg(d->serverError(version)));
        return diagnostics;
    }
    if (version.rows() != 1) {
        d->addError(&diagnostics, Tr::tr("The team store has no run with id %1.").arg(runId));
        return diagnostics;
    }
    const int runVersion = int(version.int64(0, 0));
    if (runVersion < 1 || runVersion > Store::kSchemaVersion) {
        d->addError(&diagnostics,
            Tr::tr("Run %1 was pushed with schema version %2; this Headroom reads up to %3.")
                .arg(runId)
                .arg(runVersion)
                .arg(Store::kSchemaVersion));
        return diagnostics;
    }
    return d->checkoutIds(RunFilter { false, { id } }, runVersion, destPath);
}

// Writes the runs `which`, all pushed at schema version runVersion, with their plans, devices, raw
// files and conclusions into a new .headroom file at destPath, under their team ids. Called inside
// a read-only transaction, so that every table is read from one snapshot.
Diagnostics TeamStore::Private::checkoutIds(const RunFilter& which, int runVersion, const QString& destPath)
{
    Diagnostics diagnostics;
    const auto d = this;
    // Written under a temporary name beside the destination and renamed when complete.
    const QFileInfo dest(destPath);
    QTemporaryFile part(dest.absoluteDir().filePath(dest.fileName() + QStringLiteral(".XXXXXX.part")));
    if (!part.open()) {
        d->addError(&diagnostics, Tr::tr("Cannot write %1: %2").arg(destPath, part.errorString()));
        return diagnostics;
    }
    part.close();
    QFile::remove(part.fileName());
    {
        Store::Options o;
        o.schemaVersion = runVersion;
        Store empty(o);
        const Diagnostics made = empty.open(part.fileName(), Store::OpenMode::ReadWrite);
        if (hasErrors(made)) {
            diagnostics += made;
            return diagnostics;
        }
    }
    sqlite3* db = nullptr;
    const int opened = sqlite3_open_v2(part.fileName().toUtf8().constData(), &db, SQLITE_OPEN_READWRITE, nullptr);
    std::unique_ptr<sqlite3, decltype(&sqlite3_close)> closeDb(db, sqlite3_close);
    const auto sqliteFail = [&] {
        d->addError(&diagnostics, Tr::tr("Cannot write %1: %2").arg(destPath, QString::fromUtf8(sqlite3_errmsg(db))));
        return diagnostics;
    };
    if (opened != SQLITE_OK || sqlite3_exec(db, "BEGIN IMMEDIATE", nullptr, nullptr, nullptr) != SQLITE_OK)
        return sqliteFail();
    if (!copyRuns(db, which, destPath, &diagnostics))
        return diagnostics;
    if (sqlite3_exec(db, "COMMIT", nullptr, nullptr, nullptr) != SQLITE_OK)
        return sqliteFail();
    closeDb.reset(); // the last connection folds the WAL into the file before it is renamed
    if (!QFile::rename(part.fileName(), destPath)) {
        d->addError(&diagnostics, Tr::tr("Cannot write %1: renaming the finished file failed.").arg(destPath));
        return diagnostics;
    }
    part.setAutoRemove(false);
    return diagnostics;
}

bool TeamStore::Private::copyRuns(
    sqlite3* db, const RunFilter& which, const QString& destPath, Diagnostics* diagnostics)
{
    const auto teamColumns = columns(diagnostics);
    if (hasErrors(*diagnostics))
        return false;
    const auto sqliteFail = [&] {
        addError(diagnostics, Tr::tr("Cannot write %1: %2").arg(destPath, QString::fromUtf8(sqlite3_errmsg(db))));
        return false;
    };
    QString error;
    const QList<SqlTable> tables = TeamDetail::reflect(db, &error);
    if (tables.isEmpty()) {
        addError(diagnostics, Tr::tr("Cannot read the project schema: %1").arg(error));
        return false;
    }
    // The ids go into the statement as an array literal (numbers this code made): DECLARE takes no
    // parameters.
    QByteArray idArray = "'{";
    for (int i = 0; i < which.ids.size(); ++i)
        idArray += (i ? "," : "") + QByteArray::number(which.ids.at(i));
    idArray += "}'::bigint[]";
    for (const SqlTable& t : tables) {
        const QStringList have = teamColumns.value(t.name);
        QByteArrayList cols;
        bool blobs = false;
        for (const auto& c : t.columns)
            if (have.contains(c.name)) {
                cols << quoted(c.name);
                blobs = blobs || c.pgType() == TeamDetail::Bytea;
            }
        if (cols.isEmpty())
            continue; // a table the team store does not have: nothing of it was pushed
        // Every run: each table read whole (plans and devices those of a run), no id list sent.
        QByteArray where;
        if (t.name == u"runs")
            where = which.all ? QByteArray() : "id = ANY(" + idArray + ')';
        else if (t.name == u"plans")
            where = "id IN (SELECT plan_id FROM runs" + (which.all ? QByteArray() : " WHERE id = ANY(" + idArray + ')')
                + ')';
        else if (t.name == u"devices")
            where = "name IN (SELECT device FROM runs" + (which.all ? QByteArray() : " WHERE id = ANY(" + idArray + ')')
                + ')';
        else
            where = which.all ? QByteArray() : "run_id = ANY(" + idArray + ')';
        if (!run("DECLARE headroom_rows NO SCROLL CURSOR FOR SELECT " + cols.join(',') + " FROM " + quoted(t.name)
                    + (where.isEmpty() ? QByteArray() : " WHERE " + where),
                diagnostics))
            return false;
        QByteArrayList marks;
        for (int i = 0; i < cols.size(); ++i)
            marks << "?";
        // A plan or a device a refreshed snapshot already holds is the same row: kept.
        const bool shared = t.name == u"plans" || t.name == u"devices";
        const TeamDetail::SqliteQuery ins(db,
            QByteArray(shared ? "INSERT OR IGNORE INTO " : "INSERT INTO ") + quoted(t.name) + '(' + cols.join(',')
                + ") VALUES(" + marks.join(',') + ')');
        if (!ins)
            return sqliteFail();
        // Rows with raw files or packed series come a few at a time, others in thousands.
        const QByteArray fetch = "FETCH " + QByteArray::number(blobs ? 16 : 2000) + " FROM headroom_rows";
        for (;;) {
            const PgResult rows = conn.exec(fetch, PgParams());
            if (!rows.ok()) {
                addError(diagnostics, Tr::tr("Cannot read %1 from the team store: %2").arg(t.name, serverError(rows)));
                return false;
            }
            if (rows.rows() == 0)
                break;
            if (options.whileReading) {
                const auto seam = std::exchange(options.whileReading, nullptr);
                seam(conn.backendPid());
            }
            for (int row = 0; row < rows.rows(); ++row) {
                for (int c = 0; c < cols.size(); ++c)
                    bindValue(ins.get(), c + 1, rows, row, c);
                if (sqlite3_step(ins.get()) != SQLITE_DONE)
                    return sqliteFail();
                sqlite3_reset(ins.get());
            }
        }
        if (!run("CLOSE headroom_rows", diagnostics))
            return false;
    }
    return true;
}

ProjectImportResult TeamStore::pull(const QString& runId, Store& into) const
{
    ProjectImportResult result;
    QTemporaryDir tmp;
    if (!tmp.isValid()) {
        d->addError(&result.diagnostics, Tr::tr("Cannot make a temporary folder: %1").arg(tmp.errorString()));
        return result;
    }
    const QString file = tmp.filePath(QStringLiteral("pull.headroom"));
    result.diagnostics = checkout(runId, file);
    if (hasErrors(result.diagnostics))
        return result;
    Store::ImportOptions o;
    o.keepProvenance = true; // the run comes back as it was pushed: the team store keeps who and when
    o.shownName = d->shown + u'#' + runId;
    const ProjectImportResult copied = into.importProject(file, o);
    result.importedRunIds = copied.importedRunIds;
    result.skippedRunIds = copied.skippedRunIds;
    result.diagnostics += copied.diagnostics;
    return result;
}

} // namespace Analysis
