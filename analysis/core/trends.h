#pragma once

// Trends of a figure against input length: an ordinary least-squares line with R², the growth
// order from the slope of the log-log fit, and the length at which the fitted line reaches a
// limit. Extrapolation needs at least kMinLengthsForExtrapolation distinct lengths: through two
// points any line fits perfectly, so R² says nothing and a crossing would be a guess.

#include <QString>

#include <optional>
#include <vector>

namespace Analysis {

// Three lengths is the measurement method's minimum (short, medium, long) and the smallest number for which a
// straight line can be seen to fit or not.
constexpr int kMinLengthsForExtrapolation = 3;

// A crossing further out than this multiple of the longest tested length is reported but not
// trusted: a straight line fitted over short inputs says little about inputs many times longer
// (KV caches, context limits and allocator behaviour change the shape).
constexpr double kExtrapolationReach = 2.0;

struct LinearFit {
    bool valid = false; // at least two points and x not constant
    int n = 0;
    double slope = 0;
    double intercept = 0;
    double r2 = 0; // 1 - SSres/SStot; 1 when y is constant and the line reproduces it

    double at(double x) const { return intercept + slope * x; }
};

// Ordinary least squares of y on x. Pairs with a non-finite member are skipped.
LinearFit fitLinear(const std::vector<double>& x, const std::vector<double>& y);

// Least squares of log(y) on log(x): slope is the growth order (y ~ x^slope). Invalid when any
// x or y is not positive (a logarithm would not exist).
LinearFit fitLogLog(const std::vector<double>& x, const std::vector<double>& y);

enum class GrowthOrder { Unknown, Flat, Sublinear, Linear, Superlinear };

// Classifies a log-log slope. The bands are wide on purpose: three to five lengths with
// measurement noise cannot tell 0.9 from 1.1.
GrowthOrder growthOrderFromExponent(double exponent);
QString growthOrderName(GrowthOrder g); // stable machine name: "flat", "linear", ...
QString growthOrderText(GrowthOrder g); // translated

struct Trend {
    std::vector<double> x; // lengths, ascending
    std::vector<double> y;
    LinearFit fit;
    LinearFit logLog;
    GrowthOrder order = GrowthOrder::Unknown;
    std::optional<double> limit;
    bool extrapolated = false; // a crossing was looked for
    // Length where the fitted line reaches the limit (0 when it is already at or above the limit
    // at length 0). Empty when the line never reaches it, or when not extrapolated.
    std::optional<double> crossesAt;
    QString noExtrapolationReason; // translated; set when !extrapolated

    int distinctLengths() const;
    // The crossing lies within kExtrapolationReach times the longest tested length.
    bool crossingWithinReach() const;
};

// Builds a trend from (length, value) pairs in any order; sorts by length.
Trend computeTrend(std::vector<double> x, std::vector<double> y, std::optional<double> limit);

// Where the line reaches `limit` (x >= 0), if it ever does.
std::optional<double> crossingLength(const LinearFit& fit, double limit);

} // namespace Analysis
