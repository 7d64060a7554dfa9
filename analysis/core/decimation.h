#pragma once

// Reduces a long time series to what a chart of a given pixel width can show: per pixel
// column, the minimum and the maximum, in time order. A 10 ms spike in 10 million samples
// survives at any zoom, which a fixed point cap (heaptrack's 500 points) does not promise.

#include "analysis/core/run.h"

#include <QList>
#include <QMap>
#include <QPointF>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

namespace Analysis {

class MinMaxPyramid {
public:
    MinMaxPyramid() = default;
    // values equal to `missing` are skipped.
    MinMaxPyramid(const std::vector<int64_t>& values, int64_t missing);
    // Takes in values appended since the pyramid was built or last extended (the earlier ones
    // must be unchanged): a live series grows its pyramid at the cost of the new samples only.
    void extend(const std::vector<int64_t>& values);

    // Indices of the first lowest and first highest non-missing value in [from, to) of the values
    // the pyramid was built on; SIZE_MAX when every value there is missing.
    void query(const std::vector<int64_t>& values, size_t from, size_t to, size_t* minIdx, size_t* maxIdx) const;
    // The same over the y of points (a utilisation track's segment); no value is missing.
    explicit MinMaxPyramid(const QList<QPointF>& points);
    void query(const QList<QPointF>& points, size_t from, size_t to, size_t* minIdx, size_t* maxIdx) const;

    size_t size() const { return m_size; }
    int64_t missing() const { return m_missing; }
    size_t levelCount() const { return m_levels.size(); }

    static constexpr size_t kFanOut = 64; // blocks of 64, 4096, 262144... samples

private:
    template <typename Value, typename Valid> void grow(size_t size, Value value, Valid valid);
    template <typename Value, typename Valid>
    void find(size_t size, Value value, Valid valid, size_t from, size_t to, size_t* minIdx, size_t* maxIdx) const;
    struct Level {
        size_t block = 0; // samples per block
        std::vector<size_t> minIdx, maxIdx; // per block, SIZE_MAX when all missing
    };
    size_t m_size = 0;
    int64_t m_missing = -1;
    std::vector<Level> m_levels;
};

// What the memory chart needs of one memory series without touching its samples.
struct SeriesOverview {
    MinMaxPyramid rss { {}, MemorySeries::kMissing }; // over MemorySeries::rssKb
    int64_t topKb = 0; // the highest RSS or high-water mark, 0 when none
    size_t hwmSeen = 0; // hwmKb values taken into topKb
    std::vector<size_t> breaks; // Analysis::repetitionBreaks of the series
    // Takes in the samples appended to `series` since the last call (a live run's series).
    void extend(const MemorySeries& series);
};
using SeriesOverviews = QMap<QString, SeriesOverview>; // keyed like Run::memory

SeriesOverview overviewOf(const MemorySeries& series); // without breaks: those need the run
std::shared_ptr<const SeriesOverviews> overviewsOf(const Run& run); // one pass over every sample

// t must be sorted ascending. Values equal to `missing` are skipped (a log that lacks a figure
// shows a gap, not a zero). Returns at most 2 * columns points with x in [t0, t1], plus the
// nearest sample on each side of the window so lines reach the edges. [from, to) limits the samples
// looked at (one repetition of an interleaved series), neighbours included. With `pyramid` (built on
// `values` with the same `missing`) each pixel column costs O(levels) reads instead of one per
// sample; the points returned are the same.
QList<QPointF> decimateMinMax(const std::vector<double>& t, const std::vector<int64_t>& values, double t0, double t1,
    int columns, int64_t missing = -1, double scale = 1.0, size_t from = 0, size_t to = SIZE_MAX,
    const MinMaxPyramid* pyramid = nullptr);

} // namespace Analysis
