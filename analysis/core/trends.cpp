#include "analysis/core/trends.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <set>

namespace Analysis {
namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Analysis)
};

// Growth-order bands on the log-log slope. Below 0.2 a tripling of length changes the figure by
// under 25% (3^0.2 = 1.25): "flat" for practical purposes. 0.8..1.25 is "about linear".
constexpr double kFlatBelow = 0.2;
constexpr double kLinearFrom = 0.8;
constexpr double kLinearTo = 1.25;
} // namespace

LinearFit fitLinear(const std::vector<double>& x, const std::vector<double>& y)
{
    LinearFit fit;
    const size_t count = std::min(x.size(), y.size());
    std::vector<double> xs, ys;
    xs.reserve(count);
    ys.reserve(count);
    for (size_t i = 0; i < count; ++i) {
        if (std::isfinite(x[i]) && std::isfinite(y[i])) {
            xs.push_back(x[i]);
            ys.push_back(y[i]);
        }
    }
    fit.n = static_cast<int>(xs.size());
    if (fit.n < 2)
        return fit;
    const double mx = std::accumulate(xs.begin(), xs.end(), 0.0) / fit.n;
    const double my = std::accumulate(ys.begin(), ys.end(), 0.0) / fit.n;
    double sxx = 0, sxy = 0, syy = 0;
    for (size_t i = 0; i < xs.size(); ++i) {
        sxx += (xs[i] - mx) * (xs[i] - mx);
        sxy += (xs[i] - mx) * (ys[i] - my);
        syy += (ys[i] - my) * (ys[i] - my);
    }
    if (sxx <= 0)
        return fit;
    fit.valid = true;
    fit.slope = sxy / sxx;
    fit.intercept = my - fit.slope * mx;
    // SSres = Syy - slope * Sxy for the least-squares line. A constant y is reproduced exactly.
    if (syy <= 0) {
        fit.r2 = 1;
    } else {
        const double ssres = std::max(0.0, syy - fit.slope * sxy);
        fit.r2 = 1 - ssres / syy;
    }
    return fit;
}

LinearFit fitLogLog(const std::vector<double>& x, const std::vector<double>& y)
{
    const size_t count = std::min(x.size(), y.size());
    std::vector<double> lx, ly;
    for (size_t i = 0; i < count; ++i) {
        if (!(x[i] > 0) || !(y[i] > 0))
            return LinearFit {};
        lx.push_back(std::log(x[i]));
        ly.push_back(std::log(y[i]));
    }
    return fitLinear(lx, ly);
}

GrowthOrder growthOrderFromExponent(double exponent)
{
    if (!std::isfinite(exponent))
        return GrowthOrder::Unknown;
    if (exponent < kFlatBelow)
        return GrowthOrder::Flat;
    if (exponent < kLinearFrom)
        return GrowthOrder::Sublinear;
    if (exponent <= kLinearTo)
        return GrowthOrder::Linear;
    return GrowthOrder::Superlinear;
}

QString growthOrderName(GrowthOrder g)
{
    switch (g) {
    case GrowthOrder::Flat:
        return QStringLiteral("flat");
    case GrowthOrder::Sublinear:
        return QStringLiteral("sublinear");
    case GrowthOrder::Linear:
        return QStringLiteral("linear");
    case GrowthOrder::Superlinear:
        return QStringLiteral("superlinear");
    case GrowthOrder::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

QString growthOrderText(GrowthOrder g)
{
    switch (g) {
    case GrowthOrder::Flat:
        return Tr::tr("flat");
    case GrowthOrder::Sublinear:
        return Tr::tr("slower than linear");
    case GrowthOrder::Linear:
        return Tr::tr("about linear");
    case GrowthOrder::Superlinear:
        return Tr::tr("faster than linear");
    case GrowthOrder::Unknown:
        break;
    }
    return Tr::tr("unknown");
}

std::optional<double> crossingLength(const LinearFit& fit, double limit)
{
    if (!fit.valid || !std::isfinite(limit))
        return std::nullopt;
    if (fit.at(0) >= limit)
        return 0.0; // already at the limit for the shortest conceivable input
    if (fit.slope <= 0)
        return std::nullopt; // flat or falling: never gets there
    return (limit - fit.intercept) / fit.slope;
}

int Trend::distinctLengths() const
{
    return static_cast<int>(std::set<double>(x.begin(), x.end()).size());
}

bool Trend::crossingWithinReach() const
{
    if (!crossesAt || x.empty())
        return false;
    return *crossesAt <= kExtrapolationReach * x.back();
}

Trend computeTrend(std::vector<double> x, std::vector<double> y, std::optional<double> limit)
{
    Trend t;
    const size_t count = std::min(x.size(), y.size());
    std::vector<size_t> order(count);
    std::iota(order.begin(), order.end(), size_t { 0 });
    // stable_sort: equal lengths keep their given order, so the same inputs give the same trend.
    std::stable_sort(order.begin(), order.end(), [&x](size_t a, size_t b) { return x[a] < x[b]; });
    for (size_t i : order) {
        if (!std::isfinite(x[i]) || !std::isfinite(y[i]))
            continue;
        t.x.push_back(x[i]);
        t.y.push_back(y[i]);
    }
    t.limit = limit;
    t.fit = fitLinear(t.x, t.y);
    t.logLog = fitLogLog(t.x, t.y);
    if (t.logLog.valid)
        t.order = growthOrderFromExponent(t.logLog.slope);

    const int lengths = t.distinctLengths();
    if (lengths < kMinLengthsForExtrapolation) {
        t.noExtrapolationReason = lengths == 0
            ? Tr::tr("No input length was recorded: at least %1 measured lengths are needed before a line is extended "
                     "to a limit.")
                  .arg(kMinLengthsForExtrapolation)
            : Tr::tr("Only %n input length(s) measured: at least %1 are needed before a line is extended to a limit.",
                nullptr, lengths)
                  .arg(kMinLengthsForExtrapolation);
        return t;
    }
    if (!limit) {
        t.noExtrapolationReason = Tr::tr("No limit is set for this figure, so there is nothing to extend the line to.");
        return t;
    }
    t.extrapolated = true;
    t.crossesAt = crossingLength(t.fit, *limit);
    return t;
}

} // namespace Analysis
