// The team store on PostgreSQL: a push. The runs are exported with the .headroom mapping first
// (Store::exportRuns) and their rows copied over, in one transaction.

#include "analysis/store/teamstore.h"

#include "analysis/core/tr.h"
#include "analysis/store/teamprivate.h"

#include <QFileInfo>
#include <QSysInfo>
#include <QTemporaryDir>

namespace Analysis {

using TeamDetail::PgParams;
using TeamDetail::PgResult;
using TeamDetail::PgType;
using TeamDetail::quoted;
using TeamDetail::SqlColumn;
using TeamDetail::SqlTable;

namespace {

QString whoAmI()
{
    for (const char* name : { "USER", "LOGNAME", "USERNAME" })
        if (const QString v = qEnvironmentVariable(name); !v.isEmpty())
            return v;
    return QStringLiteral("unknown");
}

// Sends one value of a SQLite row to PostgreSQL with the team column's type.
void addValue(PgParams& p, sqlite3_stmt* s, int col, PgType type)
{
    if (sqlite3_column_type(s, col) == SQLITE_NULL) {
        p.addNull(type);
        return;
    }
    switch (type) {
    case TeamDetail::Int8:
        p.add(qint64(sqlite3_column_int64(s, col)));
        break;
    case TeamDetail::Float8:
        p.add(sqlite3_column_double(s, col));
        break;
    case TeamDetail::Bytea: {
        const auto* b = static_cast<const char*>(sqlite3_column_blob(s, col));
        p.addBytes(QByteArray::fromRawData(b ? b : "", sqlite3_column_bytes(s, col)));
        break;
    }
    default: {
        const auto* t = reinterpret_cast<const char*>(sqlite3_column_text(s, col));
        p.addText(QByteArray::fromRawData(t ? t : "", sqlite3_column_bytes(s, col)));
        break;
    }
    }
}

} // namespace

// Copies one run of the exported file (tmpId) into the team store, inside the open transaction.
// Returns the new team id; 0 with an error; -1 when the team store has it already (*existing).
qint64 TeamStore::Private::pushRun(sqlite3* db, const QList<SqlTable>& tables, qint64 tmpId, const PushSource& source,
    QString* existing, Diagnostics* diagnostics)
{
    const auto sqliteFail = [&](const char* what) {
        addError(diagnostics,
            Tr::tr("Cannot read the run to push (%1): %2")
                .arg(QLatin1String(what), QString::fromUtf8(sqlite3_errmsg(db))));
        return qint64(0);
    };
    // The same raw file anywhere in the team store: the run is there already.
    {
        StoreDetail::Statement s(db, "SELECT sha256 FROM raw_files WHERE run_id=? AND size>0");
        s.bind(1, tmpId);
        for (int i = 0; s.ok() && i < 100000 && s.step() == SQLITE_ROW; ++i) {
            const PgResult r = conn.exec(
                "SELECT run_id FROM raw_files WHERE size > 0 AND sha256 = $1 LIMIT 1", PgParams().add(s.text(0)));
            if (!r.ok()) {
                addError(diagnostics, Tr::tr("Cannot push: %1").arg(serverError(r)));
                return 0;
            }
            if (r.rows() == 1) {
                *existing = QString::number(r.int64(0, 0));
                return -1;
            }
        }
        if (!s.ok())
            return sqliteFail("raw_files");
    }
    qint64 teamId = 0;
    std::optional<qint64> planId;
    for (const SqlTable& t : tables) {
        if (t.name == u"plans")
            continue; // with the run, below: only the plan the run names
        QByteArrayList cols;
        QList<PgType> types;
        for (const SqlColumn& c : t.columns)
            if (!(c.name == u"id" && t.hasSerialId())) {
                cols << quoted(c.name);
                types << c.pgType();
            }
        QByteArray where;
        if (t.name == u"devices")
            where = "name = (SELECT device FROM runs WHERE id = ?)";
        else if (t.name == u"runs")
            where = "id = ?";
        else
            where = "run_id = ?";
        const QByteArray select = "SELECT " + cols.join(',') + " FROM " + quoted(t.name) + " WHERE " + where;
        const TeamDetail::SqliteQuery s(db, select);
        if (!s)
            return sqliteFail("select");
        sqlite3_bind_int64(s.get(), 1, tmpId);
        QByteArrayList placeholders;
        for (int i = 1; i <= cols.size(); ++i)
            placeholders << '$' + QByteArray::number(i);
        QByteArray insert
            = "INSERT INTO " + quoted(t.name) + '(' + cols.join(',') + ") VALUES(" + placeholders.join(',') + ')';
        if (t.name == u"devices")
            insert += " ON CONFLICT (name) DO NOTHING"; // the team's record of that name is kept
        else if (t.name == u"runs")
            insert += " RETURNING id";
        const int planCol = int(cols.indexOf("\"plan_id\""));
        int rc = SQLITE_ROW;
        for (int row = 0; row < 100000000 && (rc = sqlite3_step(s.get())) == SQLITE_ROW; ++row) {
            if (t.name == u"runs" && planCol >= 0 && sqlite3_column_type(s.get(), planCol) != SQLITE_NULL) {
                planId = pushPlan(db, sqlite3_column_int64(s.get(), planCol), diagnostics);
                if (!planId)
                    return 0;
            }
            PgParams p;
            for (int i = 0; i < cols.size(); ++i) {
                if (cols.at(i) == "\"run_id\"")
                    p.add(teamId);
                else if (t.name == u"runs" && i == planCol)
                    planId ? p.add(*planId) : p.addNull(TeamDetail::Int8);
                else
                    addValue(p, s.get(), i, types.at(i));
            }
            const PgResult r = conn.exec(insert, p);
            if (!r.ok()) {
                lastState = r.sqlState();
                addError(diagnostics, Tr::tr("Cannot push to %1: %2").arg(t.name, serverError(r)));
                return 0;
            }
            if (t.name == u"runs")
                teamId = r.int64(0, 0);
        }
        if (rc != SQLITE_DONE)
            return sqliteFail("step");
        if (t.name == u"runs" && teamId == 0) {
            addError(diagnostics, Tr::tr("Cannot push: the exported run %1 is missing.").arg(tmpId));
            return 0;
        }
    }
    PgParams p;
    p.add(teamId).add(qint64(Store::kSchemaVersion)).add(whoAmI()).add(QSysInfo::machineHostName());
    p.add(source.file).add(source.runId);
    source.replaces.isEmpty() ? p.addNull(TeamDetail::Int8) : p.add(source.replaces.toLongLong());
    p.add(QStringLiteral(HEADROOM_VERSION));
    if (!run("INSERT INTO team_runs(run_id, schema_version, pushed_by, pushed_from, source_file, source_run, replaces, "
             "headroom_version) VALUES($1,$2,$3,$4,$5,$6,$7,$8)",
            diagnostics, p))
        return 0;
    return teamId;
}

std::optional<qint64> TeamStore::Private::pushPlan(sqlite3* db, qint64 tmpPlanId, Diagnostics* diagnostics)
{
    StoreDetail::Statement s(db, "SELECT name, sha256, text FROM plans WHERE id=?");
    s.bind(1, tmpPlanId);
    if (s.step() != SQLITE_ROW) {
        addError(diagnostics, Tr::tr("Cannot read the plan of the run to push: %1").arg(s.error()));
        return std::nullopt;
    }
    PgParams p;
    p.add(s.text(0)).add(s.text(1)).add(s.text(2));
    const PgResult ins
        = conn.exec("INSERT INTO plans(name, sha256, text) VALUES($1,$2,$3) ON CONFLICT (sha256) DO NOTHING", p);
    const PgResult sel = conn.exec("SELECT id FROM plans WHERE sha256 = $1", PgParams().add(s.text(1)));
    if (!ins.ok() || !sel.ok() || sel.rows() != 1) {
        addError(diagnostics, Tr::tr("Cannot push the plan: %1").arg(serverError(ins.ok() ? sel : ins)));
        return std::nullopt;
    }
    return sel.int64(0, 0);
}

TeamPushResult TeamStore::push(const QString& projectPath, const QStringList& runIds, const QString& replaces)
{
    TeamPushResult result;
    Diagnostics& diagnostics = result.diagnostics;
    if (!d->requireOpen(&diagnostics, false))
        return result;
    if (!canPush()) {
        d->addError(&diagnostics,
            Tr::tr("The role \"%1\" may read this team store but not push to it (it has no right to add rows). Ask the "
                   "store's owner for a role that may push.")
                .arg(d->conn.user()));
        return result;
    }
    // The runs are written out with the .headroom mapping first: the rows pushed are the rows a
    // colleague's file would hold.
    Store project;
    diagnostics += project.open(projectPath, Store::OpenMode::ReadOnly);
    if (hasErrors(diagnostics))
        return result;
    QStringList ids = runIds;
    if (ids.isEmpty())
        for (const RunRow& r : project.listRuns(&diagnostics))
            ids << r.id;
    if (hasErrors(diagnostics))
        return result;
    if (ids.isEmpty()) {
        diagnostics.append(fileError(projectPath, Tr::tr("The project holds no run.")));
        return result;
    }
    if (!replaces.isEmpty() && ids.size() != 1) {
        d->addError(&diagnostics, Tr::tr("--replaces names the run that one pushed run corrects: push one run."));
        return result;
    }
    QTemporaryDir tmp;
    const QString exported = tmp.filePath(QStringLiteral("push.headroom"));
    diagnostics += project.exportRuns(ids, exported);
    project.close();
    if (!tmp.isValid() || hasErrors(diagnostics))
        return result;
    if (!d->ensureSchema(&diagnostics))
        return result;
    if (!replaces.isEmpty()) {
        const PgResult r = d->conn.exec("SELECT 1 FROM runs WHERE id = $1", PgParams().add(replaces.toLongLong()));
        if (!r.ok() || r.rows() != 1) {
            d->addError(&diagnostics, Tr::tr("The team store has no run %1 to replace.").arg(replaces));
            return result;
        }
    }

    sqlite3* db = nullptr;
    if (sqlite3_open_v2(exported.toUtf8().constData(), &db, SQLITE_OPEN_READWRITE, nullptr) != SQLITE_OK) {
        d->addError(
            &diagnostics, Tr::tr("Cannot read the exported runs: %1").arg(QString::fromUtf8(sqlite3_errmsg(db))));
        sqlite3_close(db);
        return result;
    }
    const std::unique_ptr<sqlite3, decltype(&sqlite3_close)> closeDb(db, sqlite3_close);
    QString error;
    const QList<SqlTable> tables = TeamDetail::reflect(db, &error);
    if (tables.isEmpty()) {
        d->addError(&diagnostics, Tr::tr("Cannot read the exported runs: %1").arg(error));
        return result;
    }
    const QString file = QFileInfo(projectPath).absoluteFilePath();
    // Two pushes of the same run at once: the second one's insert waits for the first and then
    // fails on the raw file's unique SHA-256; run again, it finds the run there and skips it.
    for (int attempt = 0; attempt < 3; ++attempt) {
        Diagnostics tryDiagnostics;
        QStringList pushed, skipped;
        d->lastState.clear();
        bool ok = d->run("BEGIN", &tryDiagnostics);
        for (qsizetype i = 0; ok && i < ids.size(); ++i) {
            QString existing;
            const qint64 id = d->pushRun(db, tables, i + 1, { file, ids.at(i), replaces }, &existing, &tryDiagnostics);
            if (id < 0) {
                skipped << existing;
                tryDiagnostics.append({ Diagnostic::Severity::Warning, d->shown, 0, {},
                    Tr::tr("Run %1 of %2 is already in the team store as run %3 (the same raw files); it was skipped.")
                        .arg(ids.at(i), projectPath, existing) });
            } else if (id > 0) {
                pushed << QString::number(id);
                if (pushed.size() == 1 && d->options.beforeCommit)
                    d->options.beforeCommit(d->conn.backendPid());
            } else
                ok = false;
        }
        if (ok)
            ok = d->run("COMMIT", &tryDiagnostics);
        if (ok) {
            result.pushedRunIds = pushed;
            result.skippedRunIds = skipped;
            diagnostics += tryDiagnostics;
            return result;
        }
        if (d->conn.isBroken()) {
            diagnostics += tryDiagnostics;
            d->addError(&diagnostics,
                Tr::tr("The connection was lost during the push. Nothing of it was stored (a push is one transaction); "
                       "run the push again."));
            return result;
        }
        d->conn.exec("ROLLBACK");
        if (d->lastState != u"23505" && d->lastState != u"40001" && d->lastState != u"40P01") {
            diagnostics += tryDiagnostics;
            return result;
        }
    }
    d->addError(&diagnostics, Tr::tr("Cannot push: other pushes kept colliding with this one; run it again."));
    return result;
}

} // namespace Analysis
