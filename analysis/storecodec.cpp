#include "analysis/storecodec.h"

#include <QtEndian>

#include <cstring>

namespace Analysis::StoreDetail {

namespace {

template <typename T> QByteArray pack(const std::vector<T>& values, char type)
{
    static_assert(sizeof(T) == 8, "packed columns hold 8-byte elements");
    QByteArray blob(kPackedHeaderBytes + qsizetype(values.size() * 8), Qt::Uninitialized);
    auto* p = reinterpret_cast<uchar*>(blob.data());
    p[0] = kPackedFormat;
    p[1] = uchar(type);
    qToLittleEndian<quint64>(quint64(values.size()), p + 2);
    if (!values.empty())
        qToLittleEndian<T>(values.data(), qsizetype(values.size()), p + kPackedHeaderBytes);
    return blob;
}

template <typename T>
bool unpack(const QByteArray& blob, char type, quint64 expectedCount, std::vector<T>* out, QString* error)
{
    out->clear();
    if (blob.size() < kPackedHeaderBytes) {
        *error = QStringLiteral("column blob too short (%1 bytes)").arg(blob.size());
        return false;
    }
    const auto* p = reinterpret_cast<const uchar*>(blob.constData());
    if (p[0] != kPackedFormat) {
        *error = QStringLiteral("column format %1 is not supported (this version reads %2)")
                     .arg(int(p[0]))
                     .arg(int(kPackedFormat));
        return false;
    }
    if (p[1] != uchar(type)) {
        *error = QStringLiteral("column element type '%1' where '%2' was expected")
                     .arg(QLatin1Char(char(p[1])))
                     .arg(QLatin1Char(type));
        return false;
    }
    const quint64 count = qFromLittleEndian<quint64>(p + 2);
    // Compare in 64 bits before multiplying so a hostile count cannot overflow.
    const quint64 payload = quint64(blob.size() - kPackedHeaderBytes);
    if (count != expectedCount || payload / 8 != count || payload % 8 != 0) {
        *error = QStringLiteral("column holds %1 bytes for %2 elements, expected %3 elements")
                     .arg(payload)
                     .arg(count)
                     .arg(expectedCount);
        return false;
    }
    out->resize(count);
    if (count)
        qFromLittleEndian<T>(p + kPackedHeaderBytes, qsizetype(count), out->data());
    return true;
}

} // namespace

QByteArray packDoubles(const std::vector<double>& values)
{
    return pack(values, 'd');
}

QByteArray packInt64(const std::vector<int64_t>& values)
{
    return pack(values, 'q');
}

bool unpackDoubles(const QByteArray& blob, quint64 expectedCount, std::vector<double>* out, QString* error)
{
    return unpack(blob, 'd', expectedCount, out, error);
}

bool unpackInt64(const QByteArray& blob, quint64 expectedCount, std::vector<int64_t>* out, QString* error)
{
    return unpack(blob, 'q', expectedCount, out, error);
}

} // namespace Analysis::StoreDetail
