#pragma once

// Trends of a figure against input length: a least-squares line and a least-squares quadratic
// (attention and the KV cache make prefill time and memory grow faster than linearly on long
// inputs), the growth order from the slope of the log-log fit, and the length at which the chosen
// fit reaches a limit, with an interval from the repetitions' spread (docs/measurement-method.md,
// "Trends and the crossing"). Extrapolation needs at least kMinLengthsForExtrapolation distinct
// lengths: through two points any line fits perfectly, so R² says nothing and a crossing would be
// a guess.

#include <QString>

#include <functional>
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

// Leave-one-out needs every fold to fit: a quadratic left with three distinct lengths, so four in
// all. With three lengths the quadratic passes through every point and cannot be compared with the
// line on its errors; the fit that reaches the limit sooner is used instead (the pessimistic one).
constexpr int kMinLengthsForModelChoice = 4;
// Bootstrap of the crossing: resamples of the repetitions of every length, and the share of them
// left out on each side of the interval (5% and 95%: a 90% percentile interval).
constexpr int kCrossingResamples = 400;
constexpr double kCrossingIntervalTail = 0.05;

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

struct QuadraticFit {
    bool valid = false; // at least three distinct x
    int n = 0;
    double c0 = 0, c1 = 0, c2 = 0; // y = c0 + c1 x + c2 x²
    double r2 = 0;

    double at(double x) const { return c0 + (c1 + c2 * x) * x; }
};

// Least squares of y on (1, x, x²). Pairs with a non-finite member are skipped.
QuadraticFit fitQuadratic(const std::vector<double>& x, const std::vector<double>& y);

enum class TrendModel { Line, Quadratic };
QString trendModelName(TrendModel m); // stable machine name: "linear", "quadratic"
QString trendModelText(TrendModel m); // translated, for sentences: "straight line", "quadratic curve"

// Root mean square of the leave-one-out prediction errors: each point predicted by the model fitted
// to all the others. Empty when a fold cannot be fitted (too few distinct lengths left).
std::optional<double> leaveOneOutError(const std::vector<double>& x, const std::vector<double>& y, TrendModel m);

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
    LinearFit fit; // the straight line
    QuadraticFit quadratic; // the curve; valid with three or more distinct lengths
    LinearFit logLog;
    GrowthOrder order = GrowthOrder::Unknown;
    // The fit the crossing is read from, and why (translated; empty with fewer than three lengths).
    TrendModel model = TrendModel::Line;
    QString modelReason;
    std::optional<double> looLine, looQuadratic; // leave-one-out RMS errors, in y's unit
    std::optional<double> limit;
    bool extrapolated = false; // a crossing was looked for
    // Length where the chosen fit reaches the limit (0 when it is already at or above the limit
    // at length 0). Empty when it never reaches it, or when not extrapolated.
    std::optional<double> crossesAt;
    // The 5th..95th percentile of the crossings of kCrossingResamples bootstrap resamples of the
    // repetitions (the model kept), when some length has more than one repetition. crossHigh is
    // empty while crossLow is set when more than 5% of the resamples never reach the limit.
    std::optional<double> crossLow, crossHigh;
    int resamples = 0; // 0: no interval (one value per length)
    QString noExtrapolationReason; // translated; set when !extrapolated

    int distinctLengths() const;
    // The crossing lies within kExtrapolationReach times the longest tested length.
    bool crossingWithinReach() const;
    // The chosen fit's value and R² (the line's before a model is chosen).
    double at(double length) const;
    double r2() const;
    // How many times the longest tested length the crossing lies at (0 without a crossing).
    double crossingReach() const;
};

// The values of one length's repetitions, and how a trend point is made from them (median, p90,
// maximum...): what the bootstrap resamples. Empty samples, or one value, keep that point fixed.
struct TrendSamples {
    std::vector<std::vector<double>> perPoint; // aligned with computeTrend's x and y
    std::function<double(std::vector<double>&)> statistic;
};

// Builds a trend from (length, value) pairs in any order; sorts by length.
Trend computeTrend(std::vector<double> x, std::vector<double> y, std::optional<double> limit,
    const TrendSamples& samples = {});

// Where the line or the curve first reaches `limit` (x >= 0), if it ever does.
std::optional<double> crossingLength(const LinearFit& fit, double limit);
std::optional<double> crossingLength(const QuadraticFit& fit, double limit);

} // namespace Analysis
