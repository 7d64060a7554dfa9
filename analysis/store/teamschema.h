#pragma once

// Internal to the team store: the .headroom schema read from a SQLite file (PRAGMA table_info),
// and the PostgreSQL tables made from it. The .headroom file's migrations (storeschema.cpp) stay the
// one description of the schema: a new column there becomes a new column in the team store the
// next time a newer Headroom pushes.

#include "analysis/store/teampg.h"

#include <sqlite3.h>

#include <QList>
#include <QString>
#include <QStringList>

namespace Analysis::TeamDetail {

struct SqlColumn {
    QString name;
    QString declType; // as SQLite has it: INTEGER, REAL, TEXT, BLOB
    bool notNull = false;
    QString defaultValue; // SQL text, empty when none
    int pk = 0; // position in the primary key, 0 when not part of it
    PgType pgType() const;
};

struct SqlTable {
    QString name;
    QList<SqlColumn> columns;
    bool has(const QString& column) const;
    bool hasSerialId() const; // "id INTEGER PRIMARY KEY": the team store numbers the rows itself
    bool isRunPart() const { return has(QStringLiteral("run_id")); }
};

// The user tables of the SQLite file, parents first (devices, plans, runs, then the rest in the
// order they were made). Empty with *error set on failure.
QList<SqlTable> reflect(sqlite3* db, QString* error);

// The statements that make the team store: its own tables, the run tables and the immutability
// triggers. schemaVersion goes into headroom_store.
QList<QByteArray> createStatements(const QList<SqlTable>& tables, int schemaVersion, int teamVersion);
// The statements that bring an older team store up to the tables given: new tables, new columns.
// existing: table -> its columns in the team store.
QList<QByteArray> upgradeStatements(
    const QList<SqlTable>& tables, const QHash<QString, QStringList>& existing, int schemaVersion);

} // namespace Analysis::TeamDetail
