// The team store on PostgreSQL: opening and versions, listing. Push is in teampush.cpp, checkout and
// pull in teamcheckout.cpp, the tables in teamschema.cpp, libpq in teampg.cpp.

#include "analysis/store/teamstore.h"

#include "analysis/core/tr.h"
#include "analysis/store/teamprivate.h"

#include <QHash>
#include <QRegularExpression>
#include <QTemporaryDir>

namespace Analysis {

using TeamDetail::PgParams;
using TeamDetail::PgResult;
using TeamDetail::SqlTable;

namespace {

// One key for the advisory lock that makes creating or upgrading the tables one at a time.
constexpr qint64 kSchemaLockKey = 0x4864526d;
} // namespace

TeamStore::TeamStore()
    : TeamStore(Options {})
{
}

TeamStore::TeamStore(Options options)
    : d(std::make_unique<Private>())
{
    d->options = std::move(options);
}

TeamStore::~TeamStore() = default;

bool TeamStore::isUrl(const QString& text)
{
    return text.startsWith(u"postgresql://") || text.startsWith(u"postgres://");
}

void TeamStore::splitRunReference(const QString& text, QString* url, QString* runId)
{
    const qsizetype hash = text.lastIndexOf(u'#');
    *url = hash > 0 ? text.left(hash) : text;
    *runId = hash > 0 ? text.mid(hash + 1) : QString();
}

QString TeamStore::shownUrl(const QString& url)
{
    // postgresql://user:secret@host/db -> postgresql://user:***@host/db (QUrl does not know a
    // libpq URI's host lists, so the password is cut out by hand).
    const qsizetype scheme = url.indexOf(QLatin1String("://"));
    const qsizetype at = url.indexOf(u'@', scheme + 3);
    const qsizetype slash = url.indexOf(u'/', scheme + 3);
    QString shown = url;
    if (scheme > 0 && at > 0 && (slash < 0 || at < slash)) {
        const qsizetype colon = url.indexOf(u':', scheme + 3);
        if (colon > 0 && colon < at)
            shown = url.left(colon + 1) + QStringLiteral("***") + url.mid(at);
    }
    // A password given as a parameter (?password=...) goes too.
    static const QRegularExpression param(QStringLiteral("([?&]password=)[^&]*"));
    return shown.replace(param, QStringLiteral("\\1***"));
}

void TeamStore::Private::addError(Diagnostics* diagnostics, const QString& message) const
{
    if (diagnostics)
        diagnostics->append(fileError(shown, message));
}

QString TeamStore::Private::serverError(const PgResult& r) const
{
    if (conn.isBroken())
        return Tr::tr("the connection to the server was lost (%1)").arg(r.error());
    if (r.sqlState() == u"42501")
        return Tr::tr("the role \"%1\" is not allowed to do this (%2)").arg(conn.user(), r.error());
    return r.error();
}

bool TeamStore::Private::run(const QByteArray& sql, Diagnostics* diagnostics, const PgParams& params)
{
    const PgResult r = conn.exec(sql, params);
    if (!r.ok())
        addError(diagnostics, Tr::tr("The team store refused a statement: %1").arg(serverError(r)));
    return r.ok();
}

bool TeamStore::Private::readVersions(Diagnostics* diagnostics)
{
    hasSchema = false;
    schemaVersion = 0;
    teamVersion = 0;
    const PgResult exists = conn.exec("SELECT to_regclass('headroom_store') IS NOT NULL");
    if (!exists.ok() || exists.rows() != 1) {
        addError(diagnostics, Tr::tr("Cannot read the team store: %1").arg(serverError(exists)));
        return false;
    }
    if (!exists.int64(0, 0))
        return true;
    const PgResult r
        = conn.exec("SELECT key, value FROM headroom_store WHERE key IN ('schema_version', 'team_version')");
    if (!r.ok()) {
        addError(diagnostics, Tr::tr("Cannot read the team store's version: %1").arg(serverError(r)));
        return false;
    }
    for (int i = 0; i < r.rows(); ++i)
        (r.text(i, 0) == u"schema_version" ? schemaVersion : teamVersion) = r.text(i, 1).toInt();
    if (schemaVersion <= 0 || teamVersion <= 0) {
        addError(diagnostics, Tr::tr("The team store's version table is damaged: it names no schema version."));
        return false;
    }
    hasSchema = true;
    if (schemaVersion > Store::kSchemaVersion || teamVersion > kTeamVersion) {
        addError(diagnostics,
            Tr::tr("The team store has schema version %1 (team layout %2), newer than this Headroom's %3 (team layout "
                   "%4); update Headroom to use it.")
                .arg(schemaVersion)
                .arg(teamVersion)
                .arg(Store::kSchemaVersion)
                .arg(kTeamVersion));
        return false;
    }
    return true;
}

QHash<QString, QStringList> TeamStore::Private::columns(Diagnostics* diagnostics) const
{
    QHash<QString, QStringList> out;
    const PgResult r = const_cast<TeamDetail::PgConnection&>(conn).exec(
        "SELECT table_name::text, column_name::text FROM information_schema.columns "
        "WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position");
    if (!r.ok()) {
        addError(diagnostics, Tr::tr("Cannot read the team store's tables: %1").arg(serverError(r)));
        return {};
    }
    for (int i = 0; i < r.rows(); ++i)
        out[r.text(i, 0)].append(r.text(i, 1));
    return out;
}

// The .headroom schema of this Headroom, read from a new empty project.
QList<SqlTable> TeamStore::Private::currentTables(Diagnostics* diagnostics) const
{
    QTemporaryDir tmp;
    const QString path = tmp.filePath(QStringLiteral("schema.headroom"));
    {
        Store s;
        const Diagnostics opened = s.open(path, Store::OpenMode::ReadWrite);
        if (!tmp.isValid() || hasErrors(opened)) {
            if (diagnostics)
                diagnostics->append(opened);
            addError(diagnostics, Tr::tr("Cannot make a temporary project to read the schema from."));
            return {};
        }
    }
    sqlite3* db = nullptr;
    QString error;
    QList<SqlTable> tables;
    if (sqlite3_open_v2(path.toUtf8().constData(), &db, SQLITE_OPEN_READONLY, nullptr) == SQLITE_OK)
        tables = TeamDetail::reflect(db, &error);
    else
        error = QString::fromUtf8(sqlite3_errmsg(db));
    sqlite3_close(db);
    if (tables.isEmpty())
        addError(diagnostics, Tr::tr("Cannot read the project schema: %1").arg(error));
    return tables;
}

bool TeamStore::Private::ensureSchema(Diagnostics* diagnostics)
{
    if (hasSchema && schemaVersion == Store::kSchemaVersion)
        return true;
    const QList<SqlTable> tables = currentTables(diagnostics);
    if (tables.isEmpty())
        return false;
    if (!run("BEGIN", diagnostics))
        return false;
    const auto fail = [&] {
        conn.exec("ROLLBACK");
        return false;
    };
    // Another push may be making the tables this moment: one at a time, then look again.
    if (!run("SELECT pg_advisory_xact_lock($1)", diagnostics, PgParams().add(kSchemaLockKey))
        || !readVersions(diagnostics))
        return fail();
    QList<QByteArray> statements;
    if (!hasSchema)
        statements = TeamDetail::createStatements(tables, Store::kSchemaVersion, kTeamVersion);
    else if (schemaVersion < Store::kSchemaVersion) {
        const auto existing = columns(diagnostics);
        if (existing.isEmpty())
            return fail();
        statements = TeamDetail::upgradeStatements(tables, existing, Store::kSchemaVersion);
    }
    for (const QByteArray& sql : std::as_const(statements)) {
        const PgResult r = conn.exec(sql, PgParams());
        if (!r.ok()) {
            addError(diagnostics,
                r.sqlState() == u"42501"
                    ? Tr::tr("The role \"%1\" may not make or upgrade the team store's tables (%2). Ask the database's "
                             "owner to push once with this Headroom, or for a role that may create tables.")
                          .arg(conn.user(), r.error())
                    : Tr::tr("Cannot make the team store's tables: %1").arg(serverError(r)));
            return fail();
        }
    }
    if (!run("COMMIT", diagnostics))
        return false;
    if (!hasSchema) {
        hasSchema = true;
        teamVersion = kTeamVersion;
    }
    schemaVersion = Store::kSchemaVersion;
    return true;
}

Diagnostics TeamStore::open(const QString& url, const QByteArray& password)
{
    close();
    Diagnostics diagnostics;
    d->shown = shownUrl(url);
    QString error;
    if (!d->conn.connect(url, &error, password)) {
        d->addError(&diagnostics, Tr::tr("Cannot connect to the team store: %1").arg(error));
        return diagnostics;
    }
    if (!d->readVersions(&diagnostics))
        d->conn.close();
    return diagnostics;
}

bool TeamStore::passwordNeeded() const
{
    return d->conn.passwordNeeded();
}

void TeamStore::close()
{
    d->conn.close();
    d->hasSchema = false;
    d->schemaVersion = 0;
}

bool TeamStore::isOpen() const
{
    return d->conn.isOpen();
}

QString TeamStore::url() const
{
    return d->shown;
}

bool TeamStore::hasSchema() const
{
    return d->hasSchema;
}

int TeamStore::schemaVersion() const
{
    return d->schemaVersion;
}

bool TeamStore::canPush() const
{
    if (!d->hasSchema) {
        // An empty database: the first push makes the tables, which needs CREATE on the schema.
        const PgResult r = d->conn.exec("SELECT has_schema_privilege(current_schema(), 'CREATE')");
        return r.ok() && r.rows() == 1 && r.int64(0, 0);
    }
    const PgResult r = d->conn.exec("SELECT has_table_privilege('runs', 'INSERT') AND has_table_privilege('raw_files', "
                                    "'INSERT') AND has_table_privilege('team_runs', 'INSERT')");
    return r.ok() && r.rows() == 1 && r.int64(0, 0);
}

bool TeamStore::Private::requireOpen(Diagnostics* diagnostics, bool schema) const
{
    if (!conn.isOpen()) {
        addError(diagnostics, Tr::tr("The team store is not open."));
        return false;
    }
    if (schema && !hasSchema) {
        addError(diagnostics, Tr::tr("The database holds no team store yet: push a run to it first."));
        return false;
    }
    return true;
}

QList<TeamRunRow> TeamStore::listRuns(Diagnostics* diagnostics) const
{
    if (!d->requireOpen(diagnostics, true))
        return {};
    const PgResult r = d->conn.exec(
        "SELECT r.id, r.name, r.device, r.model, r.quantization, r.backend, r.started_at, r.provenance, r.verdict, "
        "t.schema_version, t.pushed_by, t.role, t.pushed_from, "
        "to_char(t.pushed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"'), t.source_file, t.source_run, "
        "t.replaces FROM runs r JOIN team_runs t ON t.run_id = r.id ORDER BY r.id");
    if (!r.ok()) {
        d->addError(diagnostics, Tr::tr("Cannot list the team store's runs: %1").arg(d->serverError(r)));
        return {};
    }
    QList<TeamRunRow> rows;
    rows.reserve(r.rows());
    for (int i = 0; i < r.rows(); ++i) {
        TeamRunRow row;
        row.run.id = QString::number(r.int64(i, 0));
        row.run.name = r.text(i, 1);
        row.run.device = r.text(i, 2);
        row.run.model = r.text(i, 3);
        row.run.quantization = r.text(i, 4);
        row.run.backend = r.text(i, 5);
        row.run.startedAt = QDateTime::fromString(r.text(i, 6), Qt::ISODateWithMs);
        row.run.provenance = r.text(i, 7);
        if (!r.isNull(i, 8))
            row.run.verdict = r.text(i, 8);
        row.schemaVersion = int(r.int64(i, 9));
        row.pushedBy = r.text(i, 10);
        row.role = r.text(i, 11);
        row.pushedFrom = r.text(i, 12);
        row.pushedAt = QDateTime::fromString(r.text(i, 13), Qt::ISODateWithMs);
        row.sourceFile = r.text(i, 14);
        row.sourceRun = r.text(i, 15);
        if (!r.isNull(i, 16))
            row.replaces = QString::number(r.int64(i, 16));
        rows.append(row);
    }
    // Labels arrived with schema 13: a team store made by an older Headroom has no run_labels yet.
    if (!d->columns(diagnostics).contains(QStringLiteral("run_labels")))
        return rows;
    const PgResult l = d->conn.exec("SELECT run_id, key, value FROM run_labels ORDER BY run_id, key");
    if (!l.ok()) {
        d->addError(diagnostics, Tr::tr("Cannot list the team store's runs: %1").arg(d->serverError(l)));
        return {};
    }
    qsizetype at = 0;
    for (int i = 0; i < l.rows(); ++i) {
        while (at < rows.size() && rows.at(at).run.id.toLongLong() < l.int64(i, 0))
            ++at;
        if (at < rows.size() && rows.at(at).run.id.toLongLong() == l.int64(i, 0))
            rows[at].run.labels.insert(l.text(i, 1), l.text(i, 2));
    }
    return rows;
}

QString TeamStore::latestRunId(Diagnostics* diagnostics) const
{
    if (!d->requireOpen(diagnostics, true))
        return {};
    const PgResult r = d->conn.exec("SELECT max(run_id) FROM team_runs");
    if (!r.ok()) {
        d->addError(diagnostics, Tr::tr("Cannot read the team store: %1").arg(d->serverError(r)));
        return {};
    }
    return r.isNull(0, 0) ? QString() : QString::number(r.int64(0, 0));
}

} // namespace Analysis
