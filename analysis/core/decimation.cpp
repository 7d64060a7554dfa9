#include "analysis/core/decimation.h"

#include "analysis/core/utilisation.h"

#include <algorithm>

namespace Analysis {

namespace {
// Keeps the first lowest / first highest: candidates are offered in index order.
template <typename Value> struct Pick {
    Value value;
    size_t lo = SIZE_MAX, hi = SIZE_MAX;
    void offer(size_t mn, size_t mx)
    {
        if (mn != SIZE_MAX && (lo == SIZE_MAX || value(mn) < value(lo)))
            lo = mn;
        if (mx != SIZE_MAX && (hi == SIZE_MAX || value(mx) > value(hi)))
            hi = mx;
    }
};
template <typename Value> Pick<Value> pick(Value v)
{
    return Pick<Value> { v };
}
} // namespace

template <typename Value, typename Valid> void MinMaxPyramid::grow(size_t size, Value value, Valid valid)
{
    if (size <= m_size)
        return;
    m_size = size;
    // Level 0 from the samples, each further level from the one below; only the blocks completed
    // since the last call are computed, so a live series costs O(new samples) per call.
    size_t block = kFanOut;
    for (size_t l = 0; block <= m_size; ++l) {
        if (l == m_levels.size()) {
            m_levels.emplace_back();
            m_levels.back().block = block;
        }
        Level& level = m_levels[l];
        const size_t blocks = m_size / block; // whole blocks only; the tail is read from below
        for (size_t b = level.minIdx.size(); b < blocks; ++b) {
            auto p = pick(value);
            if (l == 0) {
                for (size_t i = b * block; i < (b + 1) * block; ++i)
                    if (valid(i))
                        p.offer(i, i);
            } else {
                const Level& below = m_levels[l - 1];
                for (size_t k = b * kFanOut; k < (b + 1) * kFanOut; ++k)
                    p.offer(below.minIdx[k], below.maxIdx[k]);
            }
            level.minIdx.push_back(p.lo);
            level.maxIdx.push_back(p.hi);
        }
        if (block > SIZE_MAX / kFanOut)
            break;
        block *= kFanOut;
    }
}

template <typename Value, typename Valid>
void MinMaxPyramid::find(
    size_t size, Value value, Valid valid, size_t from, size_t to, size_t* minIdx, size_t* maxIdx) const
{
    auto p = pick(value);
    to = std::min({ to, m_size, size });
    size_t i = from;
    // Up: single samples, then ever larger blocks while they fit; down again for the tail.
    auto fits = [&](size_t lvl) { return i % m_levels[lvl].block == 0 && i + m_levels[lvl].block <= to; };
    while (i < to) {
        int lvl = -1;
        for (size_t l = 0; l < m_levels.size() && fits(l); ++l)
            lvl = int(l);
        if (lvl < 0) {
            if (valid(i))
                p.offer(i, i);
            ++i;
        } else {
            const Level& level = m_levels[size_t(lvl)];
            const size_t b = i / level.block;
            p.offer(level.minIdx[b], level.maxIdx[b]);
            i += level.block;
        }
    }
    *minIdx = p.lo;
    *maxIdx = p.hi;
}

MinMaxPyramid::MinMaxPyramid(const std::vector<int64_t>& values, int64_t missing)
    : m_missing(missing)
{
    extend(values);
}

void MinMaxPyramid::extend(const std::vector<int64_t>& values)
{
    const int64_t missing = m_missing;
    grow(
        values.size(), [&values](size_t i) { return values[i]; },
        [&values, missing](size_t i) { return values[i] != missing; });
}

void MinMaxPyramid::query(
    const std::vector<int64_t>& values, size_t from, size_t to, size_t* minIdx, size_t* maxIdx) const
{
    const int64_t missing = m_missing;
    find(
        values.size(), [&values](size_t i) { return values[i]; },
        [&values, missing](size_t i) { return values[i] != missing; }, from, to, minIdx, maxIdx);
}

MinMaxPyramid::MinMaxPyramid(const QList<QPointF>& points)
{
    grow(
        size_t(points.size()), [&points](size_t i) { return points[qsizetype(i)].y(); }, [](size_t) { return true; });
}

void MinMaxPyramid::query(const QList<QPointF>& points, size_t from, size_t to, size_t* minIdx, size_t* maxIdx) const
{
    find(
        size_t(points.size()), [&points](size_t i) { return points[qsizetype(i)].y(); }, [](size_t) { return true; },
        from, to, minIdx, maxIdx);
}

void SeriesOverview::extend(const MemorySeries& series)
{
    for (size_t i = rss.size(); i < series.rssKb.size(); ++i)
        topKb = std::max(topKb, series.rssKb[i]);
    for (size_t i = hwmSeen; i < series.hwmKb.size(); ++i)
        topKb = std::max(topKb, series.hwmKb[i]);
    hwmSeen = std::max(hwmSeen, series.hwmKb.size());
    rss.extend(series.rssKb);
}

SeriesOverview overviewOf(const MemorySeries& series)
{
    SeriesOverview o;
    o.extend(series);
    return o;
}

std::shared_ptr<const SeriesOverviews> overviewsOf(const Run& run)
{
    auto out = std::make_shared<SeriesOverviews>();
    for (auto it = run.memory.cbegin(); it != run.memory.cend(); ++it) {
        SeriesOverview o = overviewOf(it.value());
        o.breaks = repetitionBreaks(run, it.key(), it.value());
        (*out)[it.key()] = std::move(o); // QMap::insert would copy it (no rvalue overload in Qt 6.4)
    }
    return out;
}

QList<QPointF> decimateMinMax(const std::vector<double>& t, const std::vector<int64_t>& values, double t0, double t1,
    int columns, int64_t missing, double scale, size_t from, size_t to, const MinMaxPyramid* pyramid)
{
    if (pyramid && (pyramid->size() != values.size() || pyramid->missing() != missing))
        pyramid = nullptr; // built on other values: scan
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
        if (pyramid) {
            // The same column as the scan below: the opening sample and every one before colEnd.
            const size_t end = col == columns - 1
                ? last
                : size_t(std::lower_bound(t.begin() + long(i) + 1, t.begin() + long(last), colEnd) - t.begin());
            pyramid->query(values, i, end, &minIdx, &maxIdx);
            i = end;
        } else {
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
        }
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
