// The team store as one .headroom file for the workbench: a whole snapshot, and a refresh that adds
// only the runs pushed since (runs are immutable once pushed, so those a snapshot holds never change).
//
// The snapshot file records what it was taken from in two tables of its own, which a Store ignores:
// team_snapshot (key, value: the URL as shown, the database, when the store was made, the store's
// schema versions, the runs' schema version, when it was taken) and team_snapshot_runs (the team run
// ids it holds). A refresh compares them with the server inside one read-only transaction.

#include "analysis/core/tr.h"
#include "analysis/store/teamprivate.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QSet>
#include <QTemporaryDir>
#include <QTemporaryFile>

#include <cstdio>

namespace Analysis {

using TeamDetail::PgResult;
using TeamDetail::ReadSnapshot;
using RunFilter = TeamStore::Private::RunFilter;

namespace {

using Meta = QMap<QString, QString>;

struct ServerRuns {
    QMap<int, QList<qint64>> byVersion; // readable runs by the schema version they were pushed with
    QStringList tooNew; // ids of runs pushed by a newer Headroom
};

bool listRunVersions(TeamStore::Private& d, ServerRuns* runs, Diagnostics* diagnostics)
{
    const PgResult r = d.conn.exec("SELECT run_id, schema_version FROM team_runs ORDER BY run_id");
    if (!r.ok()) {
        d.addError(diagnostics, Tr::tr("Cannot read the team store: %1").arg(d.serverError(r)));
        return false;
    }
    for (int i = 0; i < r.rows(); ++i) {
        const int v = int(r.int64(i, 1));
        if (v < 1 || v > Store::kSchemaVersion)
            runs->tooNew << QString::number(r.int64(i, 0));
        else
            runs->byVersion[v] << r.int64(i, 0);
    }
    return true;
}

void warnTooNew(const TeamStore::Private& d, const QStringList& tooNew, Diagnostics* diagnostics)
{
    if (tooNew.isEmpty())
        return;
    Diagnostic left = fileError(d.shown,
        Tr::tr("%n run(s) pushed by a newer Headroom are left out (ids %1): this Headroom reads up to schema "
               "version %2.",
            nullptr, int(tooNew.size()))
            .arg(tooNew.join(QStringLiteral(", ")))
            .arg(Store::kSchemaVersion));
    left.severity = Diagnostic::Severity::Warning;
    diagnostics->append(left);
}

// What the snapshot is taken from, as the server says it now.
bool readOrigin(TeamStore::Private& d, Meta* meta, Diagnostics* diagnostics)
{
    const PgResult r = d.conn.exec("SELECT current_database()::text, "
                                   "(SELECT value FROM headroom_store WHERE key = 'created_at'), "
                                   "(SELECT value FROM headroom_store WHERE key = 'schema_version'), "
                                   "(SELECT value FROM headroom_store WHERE key = 'team_version'), now()::text");
    if (!r.ok() || r.rows() != 1) {
        d.addError(diagnostics, Tr::tr("Cannot read the team store: %1").arg(d.serverError(r)));
        return false;
    }
    meta->insert(QStringLiteral("url"), d.shown);
    meta->insert(QStringLiteral("database"), r.text(0, 0));
    meta->insert(QStringLiteral("created_at"), r.text(0, 1));
    meta->insert(QStringLiteral("store_schema_version"), r.text(0, 2));
    meta->insert(QStringLiteral("team_version"), r.text(0, 3));
    meta->insert(QStringLiteral("taken_at"), r.text(0, 4));
    meta->insert(QStringLiteral("headroom_schema_version"), QString::number(Store::kSchemaVersion));
    return true;
}

bool exec(sqlite3* db, const QByteArray& sql)
{
    return sqlite3_exec(db, sql.constData(), nullptr, nullptr, nullptr) == SQLITE_OK;
}

// Writes (or rewrites) the snapshot's record of its origin and adds `ids` to its runs.
bool writeOrigin(sqlite3* db, const Meta& meta, const QList<qint64>& ids)
{
    if (!exec(db,
            "CREATE TABLE IF NOT EXISTS team_snapshot(key TEXT PRIMARY KEY, value TEXT NOT NULL);"
            "CREATE TABLE IF NOT EXISTS team_snapshot_runs(run_id INTEGER PRIMARY KEY)"))
        return false;
    const TeamDetail::SqliteQuery put(db, "INSERT OR REPLACE INTO team_snapshot(key, value) VALUES(?, ?)");
    const TeamDetail::SqliteQuery run(db, "INSERT OR IGNORE INTO team_snapshot_runs(run_id) VALUES(?)");
    if (!put || !run)
        return false;
    for (auto it = meta.cbegin(); it != meta.cend(); ++it) {
        const QByteArray k = it.key().toUtf8(), v = it.value().toUtf8();
        sqlite3_bind_text(put.get(), 1, k.constData(), int(k.size()), SQLITE_TRANSIENT);
        sqlite3_bind_text(put.get(), 2, v.constData(), int(v.size()), SQLITE_TRANSIENT);
        if (sqlite3_step(put.get()) != SQLITE_DONE)
            return false;
        sqlite3_reset(put.get());
    }
    for (const qint64 id : ids) {
        sqlite3_bind_int64(run.get(), 1, id);
        if (sqlite3_step(run.get()) != SQLITE_DONE)
            return false;
        sqlite3_reset(run.get());
    }
    return true;
}

// A name beside path for a file written in full before it replaces path; removed unless kept.
std::unique_ptr<QTemporaryFile> partBeside(const QString& path, QString* error)
{
    const QFileInfo dest(path);
    auto part = std::make_unique<QTemporaryFile>(
        dest.absoluteDir().filePath(dest.fileName() + QStringLiteral(".XXXXXX.part")));
    if (!part->open()) {
        *error = part->errorString();
        return nullptr;
    }
    part->close();
    QFile::remove(part->fileName());
    return part;
}

// Replaces dest by the finished part in one step (rename(2) is atomic).
bool replaceWith(QTemporaryFile& part, const QString& dest)
{
    if (std::rename(QFile::encodeName(part.fileName()).constData(), QFile::encodeName(dest).constData()) != 0)
        return false;
    part.setAutoRemove(false);
    return true;
}

} // namespace

Diagnostics TeamStore::snapshot(const QString& destPath, int* runCount) const
{
    Diagnostics diagnostics;
    if (runCount)
        *runCount = 0;
    if (!d->requireOpen(&diagnostics, true))
        return diagnostics;
    if (QFileInfo::exists(destPath)) {
        d->addError(&diagnostics, Tr::tr("%1 already exists; choose another file name.").arg(destPath));
        return diagnostics;
    }
    const ReadSnapshot read(*d, &diagnostics);
    if (!read)
        return diagnostics;
    diagnostics += d->writeSnapshot(destPath, runCount);
    return diagnostics;
}

Diagnostics TeamStore::Private::writeSnapshot(const QString& destPath, int* runCount)
{
    Diagnostics diagnostics;
    ServerRuns runs;
    Meta meta;
    if (!listRunVersions(*this, &runs, &diagnostics) || !readOrigin(*this, &meta, &diagnostics))
        return diagnostics;
    warnTooNew(*this, runs.tooNew, &diagnostics);
    QString error;
    const auto part = partBeside(destPath, &error);
    if (!part) {
        addError(&diagnostics, Tr::tr("Cannot write %1: %2").arg(destPath, error));
        return diagnostics;
    }
    // Runs by the schema version they were pushed with: the newest version's runs are written
    // straight into the file under their team ids (every table read whole when they are all the
    // runs); older ones are written apart, upgraded by opening them as any older file is, and
    // imported (under new ids, their names saying the team id, as a pull does).
    QList<qint64> held;
    int count = 0;
    if (runs.byVersion.isEmpty()) {
        Store empty;
        diagnostics += empty.open(part->fileName(), Store::OpenMode::ReadWrite);
        meta.insert(QStringLiteral("run_schema_version"), QString::number(Store::kSchemaVersion));
    } else {
        const int newest = runs.byVersion.lastKey();
        const QList<qint64> ids = runs.byVersion.take(newest);
        const bool all = runs.byVersion.isEmpty() && runs.tooNew.isEmpty() && !options.snapshotByIds;
        diagnostics += checkoutIds(RunFilter { all, all ? QList<qint64>() : ids }, newest, part->fileName());
        held = ids;
        count = int(ids.size());
        meta.insert(QStringLiteral("run_schema_version"), QString::number(newest));
    }
    if (!runs.byVersion.isEmpty() && !hasErrors(diagnostics)) {
        Store into;
        diagnostics += into.open(part->fileName(), Store::OpenMode::ReadWrite);
        QTemporaryDir tmp;
        if (!tmp.isValid()) {
            addError(&diagnostics, Tr::tr("Cannot make a temporary folder: %1").arg(tmp.errorString()));
            return diagnostics;
        }
        for (auto it = runs.byVersion.cbegin(); it != runs.byVersion.cend() && !hasErrors(diagnostics); ++it) {
            const QString older = tmp.filePath(QStringLiteral("v%1.headroom").arg(it.key()));
            diagnostics += checkoutIds(RunFilter { false, it.value() }, it.key(), older);
            if (hasErrors(diagnostics))
                break;
            Store upgrade;
            diagnostics += upgrade.open(older, Store::OpenMode::ReadWrite);
            upgrade.close();
            Store::ImportOptions o;
            o.keepProvenance = true;
            const ProjectImportResult copied = into.importProject(older, o);
            diagnostics += copied.diagnostics;
            count += int(copied.importedRunIds.size());
            held += it.value();
        }
    }
    if (hasErrors(diagnostics))
        return diagnostics;
    if (!held.isEmpty())
        meta.insert(QStringLiteral("last_run_id"), QString::number(*std::max_element(held.cbegin(), held.cend())));
    sqlite3* db = nullptr;
    const bool opened
        = sqlite3_open_v2(part->fileName().toUtf8().constData(), &db, SQLITE_OPEN_READWRITE, nullptr) == SQLITE_OK;
    std::unique_ptr<sqlite3, decltype(&sqlite3_close)> closeDb(db, sqlite3_close);
    if (!opened || !exec(db, "BEGIN IMMEDIATE") || !writeOrigin(db, meta, held) || !exec(db, "COMMIT")) {
        addError(&diagnostics, Tr::tr("Cannot write %1: %2").arg(destPath, QString::fromUtf8(sqlite3_errmsg(db))));
        return diagnostics;
    }
    closeDb.reset();
    if (!replaceWith(*part, destPath)) {
        addError(&diagnostics, Tr::tr("Cannot write %1: renaming the finished file failed.").arg(destPath));
        return diagnostics;
    }
    if (runCount)
        *runCount = count;
    return diagnostics;
}

bool TeamStore::isSnapshot(const QString& path)
{
    sqlite3* db = nullptr;
    const bool opened = QFileInfo(path).isFile()
        && sqlite3_open_v2(QFile::encodeName(path).constData(), &db, SQLITE_OPEN_READONLY, nullptr) == SQLITE_OK;
    std::unique_ptr<sqlite3, decltype(&sqlite3_close)> closeDb(db, sqlite3_close);
    const TeamDetail::SqliteQuery meta(db, "SELECT key, value FROM team_snapshot");
    const TeamDetail::SqliteQuery ids(db, "SELECT run_id FROM team_snapshot_runs");
    return opened && meta && ids;
}

Diagnostics TeamStore::refresh(const QString& previousPath, const QString& destPath, TeamRefresh* result) const
{
    Diagnostics diagnostics;
    TeamRefresh ignored;
    TeamRefresh& out = result ? *result : ignored;
    out = TeamRefresh();
    if (!d->requireOpen(&diagnostics, true))
        return diagnostics;
    // What the snapshot says it was taken from, and the team runs it holds.
    Meta was;
    QSet<qint64> held;
    {
        sqlite3* db = nullptr;
        const bool opened = QFileInfo(previousPath).isFile()
            && sqlite3_open_v2(QFile::encodeName(previousPath).constData(), &db, SQLITE_OPEN_READONLY, nullptr)
                == SQLITE_OK;
        std::unique_ptr<sqlite3, decltype(&sqlite3_close)> closeDb(db, sqlite3_close);
        const TeamDetail::SqliteQuery meta(db, "SELECT key, value FROM team_snapshot");
        const TeamDetail::SqliteQuery ids(db, "SELECT run_id FROM team_snapshot_runs");
        if (!opened || !meta || !ids) {
            d->addError(&diagnostics,
                Tr::tr("%1 is not a team store snapshot (it does not say which store it was taken from); choose "
                       "another file name.")
                    .arg(previousPath));
            return diagnostics;
        }
        while (sqlite3_step(meta.get()) == SQLITE_ROW)
            was.insert(QString::fromUtf8(reinterpret_cast<const char*>(sqlite3_column_text(meta.get(), 0))),
                QString::fromUtf8(reinterpret_cast<const char*>(sqlite3_column_text(meta.get(), 1))));
        while (sqlite3_step(ids.get()) == SQLITE_ROW)
            held.insert(sqlite3_column_int64(ids.get(), 0));
    }
    // One read-only transaction: the runs listed and the rows copied are of the same moment.
    const ReadSnapshot read(*d, &diagnostics);
    if (!read)
        return diagnostics;
    ServerRuns runs;
    Meta now;
    if (!listRunVersions(*d, &runs, &diagnostics) || !readOrigin(*d, &now, &diagnostics))
        return diagnostics;
    const auto differs
        = [&](const char* key) { return was.value(QLatin1String(key)) != now.value(QLatin1String(key)); };
    QString reason;
    if (differs("url"))
        reason = Tr::tr("it was taken from %1, not %2").arg(was.value(QStringLiteral("url")), d->shown);
    else if (differs("database") || differs("created_at"))
        reason = Tr::tr("the database %1 is not the one it was taken from (a store made anew)")
                     .arg(now.value(QStringLiteral("database")));
    else if (differs("store_schema_version") || differs("team_version"))
        reason = Tr::tr("the team store's schema changed (version %1, now %2)")
                     .arg(was.value(QStringLiteral("store_schema_version")),
                         now.value(QStringLiteral("store_schema_version")));
    else if (differs("headroom_schema_version"))
        reason = Tr::tr("it was written by another version of Headroom (schema version %1, this one %2)")
                     .arg(was.value(QStringLiteral("headroom_schema_version")))
                     .arg(Store::kSchemaVersion);
    QList<qint64> fresh;
    QSet<qint64> onServer;
    for (auto it = runs.byVersion.cbegin(); it != runs.byVersion.cend(); ++it)
        for (const qint64 id : it.value()) {
            onServer.insert(id);
            if (!held.contains(id)) {
                fresh << id;
                if (reason.isEmpty() && QString::number(it.key()) != was.value(QStringLiteral("run_schema_version")))
                    reason = Tr::tr("run %1 was pushed with schema version %2, the snapshot's runs with %3")
                                 .arg(id)
                                 .arg(it.key())
                                 .arg(was.value(QStringLiteral("run_schema_version")));
            }
        }
    if (reason.isEmpty() && !onServer.contains(held))
        reason = Tr::tr("runs it holds are no longer in the team store");
    if (!reason.isEmpty()) {
        out.startedOver = true;
        out.reason = reason;
        Diagnostic note = fileError(previousPath, Tr::tr("Refreshing the snapshot started over: %1.").arg(reason));
        note.severity = Diagnostic::Severity::Warning;
        diagnostics.append(note);
        diagnostics += d->writeSnapshot(destPath, &out.runs);
        if (!hasErrors(diagnostics))
            out.added = out.runs;
        return diagnostics;
    }
    warnTooNew(*d, runs.tooNew, &diagnostics);
    // The previous snapshot copied beside the destination, the new runs added to the copy, and the
    // copy renamed over the destination once complete.
    QString error;
    const auto part = partBeside(destPath, &error);
    if (!part || !QFile::copy(previousPath, part->fileName())) {
        d->addError(&diagnostics, Tr::tr("Cannot write %1: %2").arg(destPath, part ? QString() : error));
        return diagnostics;
    }
    // The copy keeps the previous file's permissions, writable by its owner while it is written.
    QFile::setPermissions(part->fileName(), QFile::permissions(previousPath) | QFile::WriteOwner);
    std::sort(fresh.begin(), fresh.end());
    if (!fresh.isEmpty())
        now.insert(QStringLiteral("last_run_id"), QString::number(fresh.last()));
    else
        now.insert(QStringLiteral("last_run_id"), was.value(QStringLiteral("last_run_id")));
    now.insert(QStringLiteral("run_schema_version"), was.value(QStringLiteral("run_schema_version")));
    sqlite3* db = nullptr;
    const bool opened
        = sqlite3_open_v2(part->fileName().toUtf8().constData(), &db, SQLITE_OPEN_READWRITE, nullptr) == SQLITE_OK;
    std::unique_ptr<sqlite3, decltype(&sqlite3_close)> closeDb(db, sqlite3_close);
    const auto sqliteFail = [&] {
        d->addError(&diagnostics, Tr::tr("Cannot write %1: %2").arg(destPath, QString::fromUtf8(sqlite3_errmsg(db))));
        return diagnostics;
    };
    if (!opened || !exec(db, "BEGIN IMMEDIATE"))
        return sqliteFail();
    if (!fresh.isEmpty() && !d->copyRuns(db, RunFilter { false, fresh }, destPath, &diagnostics))
        return diagnostics;
    if (!writeOrigin(db, now, fresh) || !exec(db, "COMMIT"))
        return sqliteFail();
    closeDb.reset();
    if (!replaceWith(*part, destPath)) {
        d->addError(&diagnostics, Tr::tr("Cannot write %1: renaming the finished file failed.").arg(destPath));
        return diagnostics;
    }
    out.added = int(fresh.size());
    out.runs = int(held.size()) + out.added;
    return diagnostics;
}

} // namespace Analysis
