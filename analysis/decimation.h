#pragma once

// Reduces a long time series to what a chart of a given pixel width can show: per pixel
// column, the minimum and the maximum, in time order. A 10 ms spike in 10 million samples
// survives at any zoom, which a fixed point cap (heaptrack's 500 points) does not promise.

#include <QList>
#include <QPointF>

#include <cstddef>
#include <cstdint>
#include <vector>

namespace Analysis {

// t must be sorted ascending. Values equal to `missing` are skipped (a log that lacks a figure
// shows a gap, not a zero). Returns at most 2 * columns points with x in [t0, t1], plus the
// nearest sample on each side of the window so lines reach the edges. [from, to) limits the samples
// looked at (one repetition of an interleaved series), neighbours included.
QList<QPointF> decimateMinMax(const std::vector<double>& t, const std::vector<int64_t>& values, double t0, double t1,
    int columns, int64_t missing = -1, double scale = 1.0, size_t from = 0, size_t to = SIZE_MAX);

} // namespace Analysis
