#pragma once

// Shapes of a latency distribution for the charts: histogram bins, the empirical CDF and the
// five numbers of a box plot. Computed here so that widgets only draw.

#include <QList>
#include <QPointF>

#include <vector>

namespace Analysis {

struct HistogramBin {
    double lo = 0, hi = 0; // [lo, hi), the last bin is closed
    int count = 0;
};

// Bin width by the Freedman–Diaconis rule (2 IQR / n^(1/3)), which copes with long tails better
// than Sturges; bins are clamped to [1, maxBins]. All values equal: one bin.
QList<HistogramBin> histogram(std::vector<double> values, int maxBins = 60);

// Steps of the empirical CDF: for sorted x, the point (x[i], (i+1)/n), ties merged.
QList<QPointF> ecdf(std::vector<double> values);

struct BoxPlot {
    double lowerWhisker = 0, q1 = 0, median = 0, q3 = 0, upperWhisker = 0;
    QList<double> outliers; // beyond 1.5 IQR from the box (Tukey)
    int n = 0;
};

BoxPlot boxPlot(std::vector<double> values);

} // namespace Analysis
