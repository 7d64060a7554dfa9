#include "analysis/store/storecodec.h"

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

// Integer columns (VmRSS, counters) change little from one sample to the next: each value is
// stored as the zigzag-encoded difference to the one before, in LEB128 (1-3 bytes instead of 8).
// A 1M-sample run with every probe 0.2 column went from 115 MiB to about a quarter of that, and
// its insert from 523 ms to under the 0.5 s goal (docs/performance.md, "## Store").
// Differences wrap in 64 bits, so any int64 sequence (kMissing, INT64_MIN..MAX) round-trips.
QByteArray packDeltaVarint(const std::vector<int64_t>& values)
{
    QByteArray blob(kPackedHeaderBytes + qsizetype(values.size() * 10), Qt::Uninitialized);
    auto* p = reinterpret_cast<uchar*>(blob.data());
    p[0] = kPackedFormat;
    p[1] = uchar(kDeltaVarintType);
    qToLittleEndian<quint64>(quint64(values.size()), p + 2);
    uchar* o = p + kPackedHeaderBytes;
    quint64 prev = 0;
    for (const int64_t v : values) {
        const quint64 d = quint64(v) - prev;
        prev = quint64(v);
        quint64 z = (d << 1) ^ (0 - (d >> 63)); // zigzag: small negative differences stay small
        while (z >= 0x80) {
            *o++ = uchar(z | 0x80);
            z >>= 7;
        }
        *o++ = uchar(z);
    }
    blob.resize(qsizetype(o - p));
    return blob;
}

bool unpackDeltaVarint(const uchar* payload, quint64 bytes, quint64 count, std::vector<int64_t>* out, QString* error)
{
    // Every element takes at least one byte: a hostile count is refused before anything is allocated.
    if (count > bytes) {
        *error = QStringLiteral("column holds %1 bytes, too few for %2 elements").arg(bytes).arg(count);
        return false;
    }
    out->resize(count);
    const uchar* in = payload;
    const uchar* end = payload + bytes;
    quint64 prev = 0;
    for (quint64 i = 0; i < count; ++i) {
        quint64 z = 0;
        int shift = 0;
        for (;;) {
            if (in == end) {
                out->clear();
                *error = QStringLiteral("column holds %1 bytes, too few for %2 elements").arg(bytes).arg(count);
                return false;
            }
            const uchar b = *in++;
            if (shift == 63 && b > 1) {
                out->clear();
                *error = QStringLiteral("column element %1 does not fit in 64 bits").arg(i);
                return false;
            }
            z |= quint64(b & 0x7f) << shift;
            if (!(b & 0x80))
                break;
            shift += 7;
        }
        prev += (z >> 1) ^ (0 - (z & 1));
        (*out)[i] = int64_t(prev);
    }
    if (in != end) {
        out->clear();
        *error = QStringLiteral("column holds %1 bytes for %2 elements: %3 bytes left over")
                     .arg(bytes)
                     .arg(count)
                     .arg(quint64(end - in));
        return false;
    }
    return true;
}

} // namespace

QByteArray packDoubles(const std::vector<double>& values)
{
    return pack(values, 'd');
}

QByteArray packInt64(const std::vector<int64_t>& values)
{
    return packDeltaVarint(values);
}

QByteArray packInt64Raw(const std::vector<int64_t>& values)
{
    return pack(values, 'q');
}

bool unpackDoubles(const QByteArray& blob, quint64 expectedCount, std::vector<double>* out, QString* error)
{
    return unpack(blob, 'd', expectedCount, out, error);
}

bool unpackInt64(const QByteArray& blob, quint64 expectedCount, std::vector<int64_t>* out, QString* error)
{
    // Schema 3 files hold raw 8-byte integers ('q'); schema 4 writes delta varints.
    const auto* p = reinterpret_cast<const uchar*>(blob.constData());
    if (blob.size() < kPackedHeaderBytes || p[0] != kPackedFormat || p[1] != uchar(kDeltaVarintType))
        return unpack(blob, 'q', expectedCount, out, error);
    out->clear();
    const quint64 count = qFromLittleEndian<quint64>(p + 2);
    if (count != expectedCount) {
        *error = QStringLiteral("column holds %1 elements, expected %2 elements").arg(count).arg(expectedCount);
        return false;
    }
    return unpackDeltaVarint(p + kPackedHeaderBytes, quint64(blob.size() - kPackedHeaderBytes), count, out, error);
}

} // namespace Analysis::StoreDetail
