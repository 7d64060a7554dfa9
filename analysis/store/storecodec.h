#pragma once

// Packed memory-series columns: one blob per column instead of one row per sample.
// Measured on 1M samples (docs/performance.md, "## Store"): packed columns insert and load
// an order of magnitude faster than a row per sample and take a fraction of the space.
//
// Blob layout, little-endian on every host:
//   byte 0      format version (kPackedFormat)
//   byte 1      element type: 'd' float64, 'q' int64, or 'v' int64 as delta varints (schema 4)
//   bytes 2..9  element count, uint64
//   then count elements of 8 bytes each ('d', 'q'), or for 'v' each value's difference to the
//   one before (the first: to 0), zigzag-encoded, in LEB128 (1 to 10 bytes).
// A reader refuses a newer format version instead of guessing.

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <vector>

namespace Analysis::StoreDetail {

constexpr quint8 kPackedFormat = 1;
constexpr int kPackedHeaderBytes = 10;
constexpr char kDeltaVarintType = 'v';

QByteArray packDoubles(const std::vector<double>& values);
QByteArray packInt64(const std::vector<int64_t>& values); // delta varints ('v')
QByteArray packInt64Raw(const std::vector<int64_t>& values); // 8 bytes each ('q'), as schema 3 wrote
// unpackInt64 reads both 'q' and 'v'.

// expectedCount guards against a column that disagrees with the series' sample count.
// On failure, error holds an English reason and out is left empty.
bool unpackDoubles(const QByteArray& blob, quint64 expectedCount, std::vector<double>* out, QString* error);
bool unpackInt64(const QByteArray& blob, quint64 expectedCount, std::vector<int64_t>* out, QString* error);

} // namespace Analysis::StoreDetail
