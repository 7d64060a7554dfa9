#include "analysis/decimation.h"

#include <algorithm>

namespace Analysis {

QList<QPointF> decimateMinMax(const std::vector<double>& t, const std::vector<int64_t>& values, double t0, double t1,
    int columns, int64_t missing, double scale, size_t from, size_t to)
{
    QList<QPointF> out;
    const size_t n = std::min({ t.size(), values.size(), to });
    if (n == 0 || from >= n || columns <= 0 || !(t1 >= t0))
        return out;

    // The visible range by binary search (PlotJuggler's habit): cost depends on what is shown.
    size_t first = size_t(std::lower_bound(t.begin() + long(from), t.begin() + long(n), t0) - t.begin());
    size_t last = size_t(std::upper_bound(t.begin() + long(first), t.begin() + long(n), t1) - t.begin()); // one past
    // Include the neighbours just outside the window so the line is not cut at the edges.
    for (size_t i = first; i-- > from;) {
        if (values[i] != missing) {
            out.append(QPointF(t[i], double(values[i]) * scale));
            break;
        }
    }
    out.reserve(out.size() + std::min<size_t>(last - first, size_t(columns) * 2) + 1);

    const double width = t1 > t0 ? (t1 - t0) : 1.0;
    size_t i = first;
    while (i < last) {
        const int col = std::min(columns - 1, int((t[i] - t0) / width * columns));
        const double colEnd = t0 + width * (col + 1) / columns;
        size_t minIdx = SIZE_MAX, maxIdx = SIZE_MAX;
        // do/while: the sample that opened the column is always consumed, even when rounding
        // puts it on the far side of colEnd, so the loop always advances.
        do {
            const int64_t v = values[i];
            if (v != missing) {
                if (minIdx == SIZE_MAX || v < values[minIdx])
                    minIdx = i;
                if (maxIdx == SIZE_MAX || v > values[maxIdx])
                    maxIdx = i;
            }
            ++i;
        } while (i < last && (t[i] < colEnd || col == columns - 1));
        if (minIdx == SIZE_MAX)
            continue;
        const size_t a = std::min(minIdx, maxIdx), b = std::max(minIdx, maxIdx);
        out.append(QPointF(t[a], double(values[a]) * scale));
        if (b != a)
            out.append(QPointF(t[b], double(values[b]) * scale));
    }
    for (size_t j = last; j < n; ++j) {
        if (values[j] != missing) {
            out.append(QPointF(t[j], double(values[j]) * scale));
            break;
        }
    }
    return out;
}

} // namespace Analysis
