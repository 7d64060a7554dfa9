#pragma once

// Internal to the team store: a narrow wrapper around libpq (a connection, parameters sent in
// binary, results read in binary). Not part of the public API: libpq-fe.h stays out of
// teamstore.h. Why libpq rather than Qt SQL's PSQL driver: docs/architecture.md, "The team store".

#include <QByteArray>
#include <QList>
#include <QString>

#include <memory>
#include <optional>

struct pg_conn;
struct pg_result;

namespace Analysis::TeamDetail {

// PostgreSQL type oids the team store uses (pg_type.h).
enum PgType : unsigned { Bool = 16, Bytea = 17, Int8 = 20, Int4 = 23, Text = 25, Float8 = 701 };

// Parameters of one statement, each kept as the bytes PostgreSQL's binary format expects.
class PgParams {
public:
    PgParams& add(qint64 v);
    PgParams& add(double v);
    PgParams& add(const QString& v);
    PgParams& addText(const QByteArray& utf8);
    PgParams& addBytes(const QByteArray& v);
    PgParams& addNull(PgType type);
    int size() const { return int(m_values.size()); }

private:
    friend class PgConnection;
    QList<QByteArray> m_values;
    QList<bool> m_null;
    QList<unsigned> m_types;
};

// One result, read in binary: numbers are exact, a bytea is its bytes.
class PgResult {
public:
    PgResult() = default;
    explicit PgResult(pg_result* r);
    bool ok() const { return m_ok; }
    QString error() const { return m_error; } // the server's message, English
    QString sqlState() const { return m_state; } // e.g. "42501"; empty when the connection failed
    int rows() const;
    int columns() const;
    QString columnName(int col) const;
    unsigned type(int col) const;
    bool isNull(int row, int col) const;
    qint64 int64(int row, int col) const; // int8, int4, bool
    double real(int row, int col) const; // float8
    QString text(int row, int col) const;
    QByteArray bytes(int row, int col) const;
    std::optional<qint64> optInt64(int row, int col) const
    {
        return isNull(row, col) ? std::nullopt : std::optional<qint64>(int64(row, col));
    }

private:
    std::shared_ptr<pg_result> m_r;
    bool m_ok = false;
    QString m_error;
    QString m_state;
};

class PgConnection {
public:
    PgConnection() = default;
    ~PgConnection();
    PgConnection(const PgConnection&) = delete;
    PgConnection& operator=(const PgConnection&) = delete;

    // url: a postgresql:// URI or a key=value string, given to libpq unchanged (sslmode,
    // sslrootcert, passfile, service all pass through; the password comes from ~/.pgpass,
    // PGPASSWORD or the service file, never from a project). Returns libpq's message on failure.
    // password, when not empty, overrides what the URL and ~/.pgpass give. After a failed connect,
    // passwordNeeded() says whether the server asked for a password that none of them supplied.
    bool connect(const QString& url, QString* error, const QByteArray& password = {});
    bool passwordNeeded() const { return m_passwordNeeded; }
    bool isOpen() const;
    void close();
    // True when the connection is gone (the server ended it, the network dropped).
    bool isBroken() const;
    int backendPid() const;
    QString user() const;

    PgResult exec(const char* sql);
    PgResult exec(const QByteArray& sql, const PgParams& params);

private:
    pg_conn* m_conn = nullptr;
    bool m_passwordNeeded = false;
};

// Double quotes an identifier for SQL ("user" is a keyword in PostgreSQL).
QByteArray quoted(const QString& identifier);

} // namespace Analysis::TeamDetail
