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
    Diagnostics checkoutIds(const QList<qint64>& ids, int runVersion, const QString& destPath);
    std::optional<qint64> pushPlan(sqlite3* db, qint64 tmpPlanId, Diagnostics* diagnostics);
};

} // namespace Analysis
