#include "analysis/store/teamschema.h"

#include "analysis/store/storeschema.h"

#include <QHash>

namespace Analysis::TeamDetail {

namespace {

using StoreDetail::Statement;

QByteArray columnDefinition(const SqlTable& table, const SqlColumn& c, bool forAlter)
{
    if (c.name == u"id" && table.hasSerialId())
        return "\"id\" bigserial PRIMARY KEY";
    QByteArray def = quoted(c.name) + ' ';
    switch (c.pgType()) {
    case Int8:
        def += "bigint";
        break;
    case Float8:
        def += "double precision";
        break;
    case Bytea:
        def += "bytea";
        break;
    default:
        def += "text";
        break;
    }
    // A column added to rows already there needs a default to be NOT NULL.
    if (c.notNull && (!forAlter || !c.defaultValue.isEmpty()))
        def += " NOT NULL";
    if (!c.defaultValue.isEmpty())
        def += " DEFAULT " + c.defaultValue.toUtf8();
    if (c.name == u"run_id" && table.name != u"runs")
        def += " REFERENCES runs(id)";
    else if (c.name == u"plan_id" && table.name == u"runs")
        def += " REFERENCES plans(id)";
    return def;
}

QByteArray createTable(const SqlTable& t)
{
    QByteArrayList parts;
    QList<QPair<int, QString>> pk;
    for (const SqlColumn& c : t.columns) {
        parts << columnDefinition(t, c, false);
        if (c.pk > 0 && !(c.name == u"id" && t.hasSerialId()))
            pk.append({ c.pk, c.name });
    }
    std::sort(pk.begin(), pk.end());
    if (!pk.isEmpty()) {
        QByteArrayList names;
        for (const auto& p : std::as_const(pk))
            names << quoted(p.second);
        parts << "PRIMARY KEY(" + names.join(',') + ')';
    }
    return "CREATE TABLE " + quoted(t.name) + '(' + parts.join(", ") + ')';
}

QList<QByteArray> tableExtras(const SqlTable& t)
{
    QList<QByteArray> s;
    const QByteArray name = quoted(t.name);
    // What makes a run or a plan the same one across the team (storeschema.cpp has the same).
    if (t.name == u"plans")
        s << "CREATE UNIQUE INDEX plans_sha ON plans(sha256)";
    else if (t.name == u"devices")
        s << "CREATE UNIQUE INDEX devices_name ON devices(name)";
    else if (t.name == u"raw_files")
        s << "CREATE UNIQUE INDEX raw_files_sha ON raw_files(sha256) WHERE size > 0"
          << "CREATE INDEX raw_files_run ON raw_files(run_id)";
    // Devices are connection data, not measurements; everything else of a run is never changed.
    if (t.name != u"devices")
        s << "CREATE TRIGGER headroom_immutable BEFORE UPDATE OR DELETE ON " + name
                + " FOR EACH ROW EXECUTE FUNCTION headroom_immutable()"
          << "CREATE TRIGGER headroom_immutable_truncate BEFORE TRUNCATE ON " + name
                + " FOR EACH STATEMENT EXECUTE FUNCTION headroom_immutable()";
    return s;
}

} // namespace

PgType SqlColumn::pgType() const
{
    const QString t = declType.toUpper();
    if (t.contains(u"INT"))
        return Int8;
    if (t.contains(u"REAL") || t.contains(u"FLOA") || t.contains(u"DOUB"))
        return Float8;
    if (t.contains(u"BLOB"))
        return Bytea;
    return Text;
}

bool SqlTable::has(const QString& column) const
{
    for (const SqlColumn& c : columns)
        if (c.name == column)
            return true;
    return false;
}

bool SqlTable::hasSerialId() const
{
    for (const SqlColumn& c : columns)
        if (c.name == u"id")
            return c.pk == 1 && c.pgType() == Int8;
    return false;
}

QList<SqlTable> reflect(sqlite3* db, QString* error)
{
    QList<SqlTable> tables;
    // A team store snapshot's record of where it came from (teamsnapshot.cpp) is no run's table.
    Statement list(db,
        "SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' "
        "AND name NOT LIKE 'team\\_snapshot%' ESCAPE '\\' ORDER BY rowid");
    QStringList names;
    for (int i = 0; list.ok() && i < 1000 && list.step() == SQLITE_ROW; ++i)
        names << list.text(0);
    if (!list.ok() || names.isEmpty()) {
        *error = list.ok() ? QStringLiteral("no tables") : list.error();
        return {};
    }
    // Parents first, so that every reference points at a table made before it.
    QStringList ordered { QStringLiteral("devices"), QStringLiteral("plans"), QStringLiteral("runs") };
    for (const QString& n : std::as_const(names))
        if (!ordered.contains(n))
            ordered << n;
    for (const QString& n : std::as_const(ordered)) {
        if (!names.contains(n)) {
            *error = QStringLiteral("table %1 is missing").arg(n);
            return {};
        }
        const QByteArray sql = "PRAGMA table_info(" + quoted(n) + ')';
        Statement info(db, sql.constData());
        SqlTable t;
        t.name = n;
        for (int i = 0; info.ok() && i < 1000 && info.step() == SQLITE_ROW; ++i)
            t.columns.append({ info.text(1), info.text(2), info.int64(3) != 0, info.text(4), int(info.int64(5)) });
        if (t.columns.isEmpty()) {
            *error = QStringLiteral("table %1 has no columns").arg(n);
            return {};
        }
        if (n != u"runs" && n != u"plans" && n != u"devices" && !t.isRunPart()) {
            // A table that belongs to no run has no place in the team store yet: say so rather
            // than leave it behind.
            *error = QStringLiteral("table %1 belongs to no run; the team store does not know how to keep it").arg(n);
            return {};
        }
        tables.append(t);
    }
    return tables;
}

QList<QByteArray> createStatements(const QList<SqlTable>& tables, int schemaVersion, int teamVersion)
{
    QList<QByteArray> s;
    s << "CREATE TABLE headroom_store(key text PRIMARY KEY, value text NOT NULL)"
      << "INSERT INTO headroom_store(key, value) VALUES('schema_version', '" + QByteArray::number(schemaVersion)
            + "'), ('team_version', '" + QByteArray::number(teamVersion) + "'), ('created_at', now()::text)"
      << "CREATE FUNCTION headroom_immutable() RETURNS trigger LANGUAGE plpgsql AS $f$ BEGIN RAISE EXCEPTION "
         "'a pushed run is immutable: % on % refused (a correction is a new run that names the one it "
         "replaces)', TG_OP, TG_TABLE_NAME USING ERRCODE = '55000'; END $f$";
    for (const SqlTable& t : tables)
        s << createTable(t) << tableExtras(t);
    s << "CREATE TABLE team_runs(run_id bigint PRIMARY KEY REFERENCES runs(id), schema_version integer NOT NULL, "
         "pushed_by text NOT NULL, role text NOT NULL DEFAULT current_user, pushed_from text NOT NULL, "
         "pushed_at timestamptz NOT NULL DEFAULT now(), source_file text NOT NULL, source_run text NOT NULL, "
         "replaces bigint REFERENCES runs(id), headroom_version text NOT NULL)"
      << "CREATE TRIGGER headroom_immutable BEFORE UPDATE OR DELETE ON team_runs FOR EACH ROW EXECUTE FUNCTION "
         "headroom_immutable()"
      << "CREATE TRIGGER headroom_immutable_truncate BEFORE TRUNCATE ON team_runs FOR EACH STATEMENT EXECUTE "
         "FUNCTION headroom_immutable()";
    return s;
}

QList<QByteArray> upgradeStatements(
    const QList<SqlTable>& tables, const QHash<QString, QStringList>& existing, int schemaVersion)
{
    QList<QByteArray> s;
    for (const SqlTable& t : tables) {
        if (!existing.contains(t.name)) {
            s << createTable(t) << tableExtras(t);
            continue;
        }
        const QStringList have = existing.value(t.name);
        for (const SqlColumn& c : t.columns)
            if (!have.contains(c.name))
                s << "ALTER TABLE " + quoted(t.name) + " ADD COLUMN " + columnDefinition(t, c, true);
    }
    s << "UPDATE headroom_store SET value = '" + QByteArray::number(schemaVersion) + "' WHERE key = 'schema_version'";
    return s;
}

} // namespace Analysis::TeamDetail
