#pragma once

// Internal to the team store (teamstore.cpp, teamcheckout.cpp): its connection and helpers.

#include "analysis/store/storeschema.h"
#include "analysis/store/teampg.h"
#include "analysis/store/teamschema.h"
#include "analysis/store/teamstore.h"

#include <sqlite3.h>

#include <QHash>

#include <optional>

namespace Analysis::TeamDetail {

// A prepared SQLite statement for the generic row copies (the SQL is built from the schema).
class SqliteQuery {
public:
    SqliteQuery(sqlite3* db, const QByteArray& sql)
    {
        if (sqlite3_prepare_v2(db, sql.constData(), int(sql.size()), &m_stmt, nullptr) != SQLITE_OK) {
            sqlite3_finalize(m_stmt);
            m_stmt = nullptr;
        }
    }
    ~SqliteQuery() { sqlite3_finalize(m_stmt); }
    SqliteQuery(const SqliteQuery&) = delete;
    SqliteQuery& operator=(const SqliteQuery&) = delete;
    explicit operator bool() const { return m_stmt != nullptr; }
    sqlite3_stmt* get() const { return m_stmt; }

private:
    sqlite3_stmt* m_stmt = nullptr;
};

} // namespace Analysis::TeamDetail

namespace Analysis {

struct TeamStore::Private {
    struct PushSource {
        QString file;
        QString runId;
        QString replaces;
    };

    TeamStore::Options options;
    mutable TeamDetail::PgConnection conn;
    QString shown; // the URL without its password
    bool hasSchema = false;
    int schemaVersion = 0;
    int teamVersion = 0;
    QString lastState; // the SQLSTATE of the last failed insert of a push

    void addError(Diagnostics* diagnostics, const QString& message) const;
    QString serverError(const TeamDetail::PgResult& r) const;
    bool run(const QByteArray& sql, Diagnostics* diagnostics, const TeamDetail::PgParams& params = {});
    bool requireOpen(Diagnostics* diagnostics, bool schema) const;
    bool readVersions(Diagnostics* diagnostics);
    QHash<QString, QStringList> columns(Diagnostics* diagnostics) const;
    QList<TeamDetail::SqlTable> currentTables(Diagnostics* diagnostics) const;
    bool ensureSchema(Diagnostics* diagnostics);
    qint64 pushRun(sqlite3* db, const QList<TeamDetail::SqlTable>& tables, qint64 tmpId, const PushSource& source,
        QString* existing, Diagnostics* diagnostics);
    // Which runs a copy out of the team store takes: every one (no id list sent), or those ids.
    struct RunFilter {
        bool all = false;
        QList<qint64> ids;
    };
    Diagnostics checkoutIds(const RunFilter& which, int runVersion, const QString& destPath);
    // Copies the rows of the runs `which` (with their plans and devices, those already there kept)
    // into the open SQLite file db, inside the caller's SQLite transaction and read-only snapshot.
    // The rows come through a cursor in batches, so memory stays bounded by the batch.
    bool copyRuns(sqlite3* db, const RunFilter& which, const QString& destPath, Diagnostics* diagnostics);
    // Inside a ReadSnapshot: the team store's every run into a new file at destPath (replacing it
    // only once complete), with what it was taken from (teamsnapshot.cpp).
    Diagnostics writeSnapshot(const QString& destPath, int* runCount);
    std::optional<qint64> pushPlan(sqlite3* db, qint64 tmpPlanId, Diagnostics* diagnostics);
};

namespace TeamDetail {

// One read-only transaction for every table read while it lives (the rows never change, but runs
// may be arriving: a push that lands meanwhile is wholly in or wholly out), ended when it goes.
class ReadSnapshot {
public:
    ReadSnapshot(TeamStore::Private& d, Diagnostics* diagnostics)
        : m_conn(d.conn)
        , m_open(d.run("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", diagnostics))
    {
    }
    ~ReadSnapshot()
    {
        if (m_open)
            m_conn.exec("ROLLBACK");
    }
    ReadSnapshot(const ReadSnapshot&) = delete;
    ReadSnapshot& operator=(const ReadSnapshot&) = delete;
    explicit operator bool() const { return m_open; }

private:
    PgConnection& m_conn;
    bool m_open;
};

} // namespace TeamDetail

} // namespace Analysis
