#include "analysis/store/teampg.h"

#include <libpq-fe.h>

#include <QtEndian>

#include <cstring>
#include <vector>

namespace Analysis::TeamDetail {

PgParams& PgParams::add(qint64 v)
{
    QByteArray b(8, Qt::Uninitialized);
    qToBigEndian<qint64>(v, b.data());
    m_values.append(b);
    m_null.append(false);
    m_types.append(Int8);
    return *this;
}

PgParams& PgParams::add(double v)
{
    quint64 bits = 0;
    static_assert(sizeof bits == sizeof v);
    std::memcpy(&bits, &v, sizeof v);
    QByteArray b(8, Qt::Uninitialized);
    qToBigEndian<quint64>(bits, b.data());
    m_values.append(b);
    m_null.append(false);
    m_types.append(Float8);
    return *this;
}

PgParams& PgParams::add(const QString& v)
{
    m_values.append(v.toUtf8());
    m_null.append(false);
    m_types.append(Text);
    return *this;
}

PgParams& PgParams::addText(const QByteArray& utf8)
{
    m_values.append(utf8);
    m_null.append(false);
    m_types.append(Text);
    return *this;
}

PgParams& PgParams::addBytes(const QByteArray& v)
{
    m_values.append(v);
    m_null.append(false);
    m_types.append(Bytea);
    return *this;
}

PgParams& PgParams::addNull(PgType type)
{
    m_values.append(QByteArray());
    m_null.append(true);
    m_types.append(type);
    return *this;
}

PgResult::PgResult(pg_result* r)
    : m_r(r, PQclear)
{
    const ExecStatusType s = r ? PQresultStatus(r) : PGRES_FATAL_ERROR;
    m_ok = s == PGRES_COMMAND_OK || s == PGRES_TUPLES_OK;
    if (!m_ok) {
        m_error = r ? QString::fromUtf8(PQresultErrorMessage(r)).trimmed() : QStringLiteral("no result");
        const char* state = r ? PQresultErrorField(r, PG_DIAG_SQLSTATE) : nullptr;
        m_state = state ? QString::fromLatin1(state) : QString();
    }
}

int PgResult::rows() const
{
    return m_r ? PQntuples(m_r.get()) : 0;
}

int PgResult::columns() const
{
    return m_r ? PQnfields(m_r.get()) : 0;
}

QString PgResult::columnName(int col) const
{
    return QString::fromUtf8(PQfname(m_r.get(), col));
}

unsigned PgResult::type(int col) const
{
    return PQftype(m_r.get(), col);
}

bool PgResult::isNull(int row, int col) const
{
    return !m_r || PQgetisnull(m_r.get(), row, col);
}

qint64 PgResult::int64(int row, int col) const
{
    if (isNull(row, col))
        return 0;
    const char* p = PQgetvalue(m_r.get(), row, col);
    const int n = PQgetlength(m_r.get(), row, col);
    if (n == 8)
        return qFromBigEndian<qint64>(p);
    if (n == 4)
        return qFromBigEndian<qint32>(p);
    if (n == 2)
        return qFromBigEndian<qint16>(p);
    return n == 1 ? qint64(p[0] != 0) : 0;
}

double PgResult::real(int row, int col) const
{
    if (isNull(row, col) || PQgetlength(m_r.get(), row, col) != 8)
        return 0;
    const quint64 bits = qFromBigEndian<quint64>(PQgetvalue(m_r.get(), row, col));
    double v = 0;
    std::memcpy(&v, &bits, sizeof v);
    return v;
}

QString PgResult::text(int row, int col) const
{
    if (isNull(row, col))
        return {};
    return QString::fromUtf8(PQgetvalue(m_r.get(), row, col), PQgetlength(m_r.get(), row, col));
}

QByteArray PgResult::bytes(int row, int col) const
{
    if (isNull(row, col))
        return {};
    return QByteArray(PQgetvalue(m_r.get(), row, col), PQgetlength(m_r.get(), row, col));
}

PgConnection::~PgConnection()
{
    close();
}

bool PgConnection::connect(const QString& url, QString* error, const QByteArray& password)
{
    close();
    m_passwordNeeded = false;
    const QByteArray conninfo = url.toUtf8();
    // Earlier keywords are defaults that the URL's own parameters override (expand_dbname); a
    // password given here comes after, so it overrides the URL's.
    const char* keywords[] = { "fallback_application_name", "connect_timeout", "dbname",
        password.isEmpty() ? nullptr : "password", nullptr };
    const char* values[] = { "headroom", "15", conninfo.constData(), password.constData(), nullptr };
    m_conn = PQconnectdbParams(keywords, values, 1);
    if (!m_conn || PQstatus(m_conn) != CONNECTION_OK) {
        m_passwordNeeded = m_conn && PQconnectionNeedsPassword(m_conn);
        if (error)
            *error = m_conn ? QString::fromUtf8(PQerrorMessage(m_conn)).trimmed() : QStringLiteral("out of memory");
        close();
        return false;
    }
    // Every text is UTF-8 both ways, whatever the server's or the user's default.
    PQsetClientEncoding(m_conn, "UTF8");
    return true;
}

bool PgConnection::isOpen() const
{
    return m_conn != nullptr;
}

void PgConnection::close()
{
    if (m_conn)
        PQfinish(m_conn);
    m_conn = nullptr;
}

bool PgConnection::isBroken() const
{
    return !m_conn || PQstatus(m_conn) == CONNECTION_BAD;
}

int PgConnection::backendPid() const
{
    return m_conn ? PQbackendPID(m_conn) : 0;
}

QString PgConnection::user() const
{
    return m_conn ? QString::fromUtf8(PQuser(m_conn)) : QString();
}

PgResult PgConnection::exec(const char* sql)
{
    return exec(QByteArray(sql), PgParams());
}

PgResult PgConnection::exec(const QByteArray& sql, const PgParams& params)
{
    if (!m_conn)
        return PgResult(nullptr);
    const int n = params.size();
    std::vector<const char*> values(size_t(n), nullptr);
    std::vector<int> lengths(size_t(n), 0);
    std::vector<int> formats(size_t(n), 1);
    std::vector<Oid> types(size_t(n), 0);
    for (int i = 0; i < n; ++i) {
        if (!params.m_null.at(i)) {
            values[size_t(i)] = params.m_values.at(i).constData();
            lengths[size_t(i)] = int(params.m_values.at(i).size());
        }
        types[size_t(i)] = params.m_types.at(i);
    }
    return PgResult(PQexecParams(
        m_conn, sql.constData(), n, types.data(), values.data(), lengths.data(), formats.data(), /*binary results*/ 1));
}

QByteArray quoted(const QString& identifier)
{
    QByteArray q = identifier.toUtf8();
    q.replace('"', "\"\"");
    return '"' + q + '"';
}

} // namespace Analysis::TeamDetail
