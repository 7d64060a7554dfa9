#include "analysis/core/distribution.h"

#include "analysis/core/statistics.h"

#include <algorithm>
#include <cmath>

namespace Analysis {
namespace {
void dropNonFinite(std::vector<double>& v)
{
    v.erase(std::remove_if(v.begin(), v.end(), [](double x) { return !std::isfinite(x); }), v.end());
}
} // namespace

QList<HistogramBin> histogram(std::vector<double> values, int maxBins)
{
    QList<HistogramBin> bins;
    dropNonFinite(values);
    if (values.empty() || maxBins < 1)
        return bins;
    std::sort(values.begin(), values.end());
    const double lo = values.front(), hi = values.back();
    if (hi == lo) {
        bins.append({ lo, hi, int(values.size()) });
        return bins;
    }
    const double iqr = quantileSorted(values, 0.75) - quantileSorted(values, 0.25);
    const double fd = 2.0 * iqr / std::cbrt(double(values.size()));
    int count = fd > 0 ? int(std::ceil((hi - lo) / fd)) : int(std::ceil(std::sqrt(double(values.size()))));
    count = std::clamp(count, 1, maxBins);
    const double width = (hi - lo) / count;
    for (int i = 0; i < count; ++i)
        bins.append({ lo + i * width, i == count - 1 ? hi : lo + (i + 1) * width, 0 });
    for (double v : values) {
        const int i = std::min(count - 1, int((v - lo) / width));
        ++bins[i].count;
    }
    return bins;
}

QList<QPointF> ecdf(std::vector<double> values)
{
    QList<QPointF> pts;
    dropNonFinite(values);
    std::sort(values.begin(), values.end());
    const double n = double(values.size());
    for (size_t i = 0; i < values.size(); ++i) {
        if (i + 1 < values.size() && values[i + 1] == values[i])
            continue; // ties: one step at the last of them
        pts.append(QPointF(values[i], double(i + 1) / n));
    }
    return pts;
}

BoxPlot boxPlot(std::vector<double> values)
{
    BoxPlot b;
    dropNonFinite(values);
    if (values.empty())
        return b;
    std::sort(values.begin(), values.end());
    b.n = int(values.size());
    b.q1 = quantileSorted(values, 0.25);
    b.median = quantileSorted(values, 0.5);
    b.q3 = quantileSorted(values, 0.75);
    const double iqr = b.q3 - b.q1;
    const double loFence = b.q1 - 1.5 * iqr, hiFence = b.q3 + 1.5 * iqr;
    b.lowerWhisker = b.q1;
    b.upperWhisker = b.q3;
    for (double v : values) {
        if (v < loFence || v > hiFence) {
            b.outliers.append(v);
            continue;
        }
        b.lowerWhisker = std::min(b.lowerWhisker, v);
        b.upperWhisker = std::max(b.upperWhisker, v);
    }
    return b;
}

} // namespace Analysis
