#include "analysis/core/trends.h"

#include "analysis/core/splitmix64.h"
#include "analysis/core/statistics.h"
#include "analysis/core/tr.h"


#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <set>

namespace Analysis {
namespace {
// Growth-order bands on the log-log slope. Below 0.2 a tripling of length changes the figure by
// under 25% (3^0.2 = 1.25): "flat" for practical purposes. 0.8..1.25 is "about linear".
constexpr double kFlatBelow = 0.2;
constexpr double kLinearFrom = 0.8;
constexpr double kLinearTo = 1.25;

// The bootstrap's seed: the same inputs give the same interval on every machine (splitmix64.h).
constexpr uint64_t kCrossingSeed = 0x7265'6e64'5f68'6472ULL;

void finitePairs(const std::vector<double>& x, const std::vector<double>& y, std::vector<double>& xs,
    std::vector<double>& ys)
{
    const size_t count = std::min(x.size(), y.size());
    xs.clear();
    ys.clear();
    for (size_t i = 0; i < count; ++i) {
        if (std::isfinite(x[i]) && std::isfinite(y[i])) {
            xs.push_back(x[i]);
            ys.push_back(y[i]);
        }
    }
}

size_t distinctCount(const std::vector<double>& x)
{
    return std::set<double>(x.begin(), x.end()).size();
}

double predict(const std::vector<double>& x, const std::vector<double>& y, TrendModel m, double at, bool& ok)
{
    if (m == TrendModel::Line) {
        const LinearFit f = fitLinear(x, y);
        ok = f.valid;
        return f.at(at);
    }
    const QuadraticFit f = fitQuadratic(x, y);
    ok = f.valid;
    return f.at(at);
}

std::optional<double> crossingOf(const std::vector<double>& x, const std::vector<double>& y, TrendModel m,
    double limit)
{
    return m == TrendModel::Line ? crossingLength(fitLinear(x, y), limit) : crossingLength(fitQuadratic(x, y), limit);
}

// Chooses the fit the crossing is read from (see kMinLengthsForModelChoice) and says why.
void chooseModel(Trend& t)
{
    const size_t lengths = distinctCount(t.x);
    if (!t.quadratic.valid || lengths < 3)
        return; // the line, the only fit there is
    if (static_cast<int>(lengths) >= kMinLengthsForModelChoice) {
        t.looLine = leaveOneOutError(t.x, t.y, TrendModel::Line);
        t.looQuadratic = leaveOneOutError(t.x, t.y, TrendModel::Quadratic);
    }
    if (t.looLine && t.looQuadratic) {
        // The curve must predict the left-out points better; equal errors keep the simpler line.
        t.model = *t.looQuadratic < *t.looLine ? TrendModel::Quadratic : TrendModel::Line;
        t.modelReason = t.model == TrendModel::Quadratic
            ? Tr::tr("The quadratic curve is used: left out one at a time, the %n length(s) are predicted better by "
                     "it than by a straight line.",
                nullptr, static_cast<int>(lengths))
            : Tr::tr("The straight line is used: left out one at a time, the %n length(s) are predicted no better "
                     "by a quadratic curve.",
                nullptr, static_cast<int>(lengths));
        return;
    }
    if (!t.limit) {
        t.modelReason = Tr::tr("With three lengths a line and a curve cannot be told apart by their errors; "
                               "both are drawn.");
        return;
    }
    // A figure that does not rise from the shortest to the longest length is not bent upwards by three
    // points: a curve through a falling series would turn round just past the data and "cross".
    const auto line = crossingLength(t.fit, *t.limit);
    const auto curve = crossingLength(t.quadratic, *t.limit);
    const double inf = std::numeric_limits<double>::infinity();
    if (t.y.back() > t.y.front() && curve.value_or(inf) < line.value_or(inf)) {
        t.model = TrendModel::Quadratic;
        t.modelReason = Tr::tr("With three lengths a line and a curve cannot be told apart by their errors: the "
                               "quadratic curve reaches the limit sooner, so it is used (the pessimistic choice).");
    } else {
        t.modelReason = Tr::tr("With three lengths a line and a curve cannot be told apart by their errors: the "
                               "straight line reaches the limit no later than the curve, so it is used (the "
                               "pessimistic choice).");
    }
}

// The 90% percentile interval of the crossing over bootstrap resamples of each length's repetitions.
void bootstrapCrossing(Trend& t, const std::vector<double>& xs, const std::vector<std::vector<double>>& perPoint,
    const std::function<double(std::vector<double>&)>& statistic)
{
    if (!t.limit || !t.crossesAt || !statistic || perPoint.size() != xs.size())
        return;
    if (std::none_of(perPoint.begin(), perPoint.end(), [](const std::vector<double>& s) { return s.size() > 1; }))
        return;
    SplitMix64 rng(kCrossingSeed);
    const double inf = std::numeric_limits<double>::infinity();
    std::vector<double> crossings;
    crossings.reserve(kCrossingResamples);
    std::vector<double> ys(xs.size()), draw;
    for (int b = 0; b < kCrossingResamples; ++b) {
        for (size_t i = 0; i < xs.size(); ++i) {
            const auto& s = perPoint[i];
            if (s.size() <= 1) {
                ys[i] = t.y[i];
                continue;
            }
            draw.resize(s.size());
            for (auto& d : draw)
                d = s[rng.below(s.size())];
            ys[i] = statistic(draw);
        }
        crossings.push_back(crossingOf(xs, ys, t.model, *t.limit).value_or(inf));
    }
    std::sort(crossings.begin(), crossings.end());
    t.resamples = kCrossingResamples;
    const double low = quantileSorted(crossings, kCrossingIntervalTail);
    const double high = quantileSorted(crossings, 1 - kCrossingIntervalTail);
    if (std::isfinite(low))
        t.crossLow = low;
    if (std::isfinite(high))
        t.crossHigh = high;
}
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

QuadraticFit fitQuadratic(const std::vector<double>& x, const std::vector<double>& y)
{
    QuadraticFit fit;
    std::vector<double> xs, ys;
    finitePairs(x, y, xs, ys);
    fit.n = static_cast<int>(xs.size());
    if (distinctCount(xs) < 3)
        return fit;
    // Normal equations on x scaled to [-1, 1] around its middle: lengths of thousands squared would
    // leave the 3x3 system badly conditioned.
    const auto [lo, hi] = std::minmax_element(xs.begin(), xs.end());
    const double mid = (*lo + *hi) / 2, half = (*hi - *lo) / 2;
    double m[3][4] = {};
    for (size_t i = 0; i < xs.size(); ++i) {
        const double u = (xs[i] - mid) / half;
        const double p[3] = { 1, u, u * u };
        for (int r = 0; r < 3; ++r) {
            for (int c = 0; c < 3; ++c)
                m[r][c] += p[r] * p[c];
            m[r][3] += p[r] * ys[i];
        }
    }
    // Gaussian elimination with partial pivoting.
    for (int col = 0; col < 3; ++col) {
        int pivot = col;
        for (int r = col + 1; r < 3; ++r)
            if (std::abs(m[r][col]) > std::abs(m[pivot][col]))
                pivot = r;
        if (std::abs(m[pivot][col]) < 1e-12)
            return fit;
        std::swap(m[col], m[pivot]);
        for (int r = 0; r < 3; ++r) {
            if (r == col)
                continue;
            const double f = m[r][col] / m[col][col];
            for (int c = col; c < 4; ++c)
                m[r][c] -= f * m[col][c];
        }
    }
    const double b0 = m[0][3] / m[0][0], b1 = m[1][3] / m[1][1], b2 = m[2][3] / m[2][2];
    // y = b0 + b1 u + b2 u², u = (x - mid) / half, back to powers of x.
    fit.c2 = b2 / (half * half);
    fit.c1 = b1 / half - 2 * b2 * mid / (half * half);
    fit.c0 = b0 - b1 * mid / half + b2 * mid * mid / (half * half);
    fit.valid = std::isfinite(fit.c0) && std::isfinite(fit.c1) && std::isfinite(fit.c2);
    const double my = std::accumulate(ys.begin(), ys.end(), 0.0) / static_cast<double>(ys.size());
    double ssres = 0, sstot = 0;
    for (size_t i = 0; i < xs.size(); ++i) {
        const double u = (xs[i] - mid) / half;
        const double e = ys[i] - (b0 + (b1 + b2 * u) * u);
        ssres += e * e;
        sstot += (ys[i] - my) * (ys[i] - my);
    }
    fit.r2 = sstot <= 0 ? 1 : std::max(0.0, 1 - ssres / sstot);
    return fit;
}

QString trendModelName(TrendModel m)
{
    return m == TrendModel::Quadratic ? QStringLiteral("quadratic") : QStringLiteral("linear");
}

QString trendModelText(TrendModel m)
{
    return m == TrendModel::Quadratic ? Tr::tr("quadratic curve") : Tr::tr("straight line");
}

std::optional<double> leaveOneOutError(const std::vector<double>& x, const std::vector<double>& y, TrendModel m)
{
    std::vector<double> xs, ys;
    finitePairs(x, y, xs, ys);
    if (xs.size() < 2)
        return std::nullopt;
    double sum = 0;
    std::vector<double> fx, fy;
    for (size_t i = 0; i < xs.size(); ++i) {
        fx.clear();
        fy.clear();
        for (size_t j = 0; j < xs.size(); ++j)
            if (j != i) {
                fx.push_back(xs[j]);
                fy.push_back(ys[j]);
            }
        bool ok = false;
        const double e = ys[i] - predict(fx, fy, m, xs[i], ok);
        if (!ok)
            return std::nullopt;
        sum += e * e;
    }
    return std::sqrt(sum / static_cast<double>(xs.size()));
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

std::optional<double> crossingLength(const QuadraticFit& fit, double limit)
{
    if (!fit.valid || !std::isfinite(limit))
        return std::nullopt;
    const double c = fit.c0 - limit;
    if (c >= 0)
        return 0.0;
    // The smallest root x > 0 of c2 x² + c1 x + c = 0 (c < 0: the curve starts under the limit, so
    // its first root past zero is where it reaches the limit from below).
    const double scale = std::max({ std::abs(fit.c1), std::abs(fit.c2), std::abs(c) });
    if (std::abs(fit.c2) <= 1e-15 * scale) {
        if (fit.c1 <= 0)
            return std::nullopt;
        return -c / fit.c1;
    }
    const double disc = fit.c1 * fit.c1 - 4 * fit.c2 * c;
    if (disc < 0)
        return std::nullopt;
    // The stable pair of roots: q = -(b + sign(b) sqrt(disc)) / 2, roots q / a and c / q.
    const double q = -0.5 * (fit.c1 + std::copysign(std::sqrt(disc), fit.c1));
    std::vector<double> roots;
    if (q != 0) {
        roots.push_back(q / fit.c2);
        roots.push_back(c / q);
    } else {
        roots.push_back(std::sqrt(-c / fit.c2));
    }
    std::optional<double> best;
    for (double r : roots)
        if (std::isfinite(r) && r > 0 && (!best || r < *best))
            best = r;
    return best;
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

double Trend::at(double length) const
{
    return model == TrendModel::Quadratic ? quadratic.at(length) : fit.at(length);
}

double Trend::r2() const
{
    return model == TrendModel::Quadratic ? quadratic.r2 : fit.r2;
}

double Trend::crossingReach() const
{
    return crossesAt && !x.empty() && x.back() > 0 ? *crossesAt / x.back() : 0;
}

Trend computeTrend(std::vector<double> x, std::vector<double> y, std::optional<double> limit,
    const TrendSamples& samples)
{
    Trend t;
    const size_t count = std::min(x.size(), y.size());
    std::vector<size_t> order(count);
    std::iota(order.begin(), order.end(), size_t { 0 });
    // stable_sort: equal lengths keep their given order, so the same inputs give the same trend.
    std::stable_sort(order.begin(), order.end(), [&x](size_t a, size_t b) { return x[a] < x[b]; });
    std::vector<std::vector<double>> perPoint;
    const bool withSamples = samples.perPoint.size() == count;
    for (size_t i : order) {
        if (!std::isfinite(x[i]) || !std::isfinite(y[i]))
            continue;
        t.x.push_back(x[i]);
        t.y.push_back(y[i]);
        if (withSamples)
            perPoint.push_back(samples.perPoint[i]);
    }
    t.limit = limit;
    t.fit = fitLinear(t.x, t.y);
    t.quadratic = fitQuadratic(t.x, t.y);
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
    chooseModel(t);
    if (!limit) {
        t.noExtrapolationReason = Tr::tr("No limit is set for this figure, so there is nothing to extend the line to.");
        return t;
    }
    t.extrapolated = true;
    t.crossesAt = t.model == TrendModel::Quadratic ? crossingLength(t.quadratic, *limit) : crossingLength(t.fit, *limit);
    if (withSamples)
        bootstrapCrossing(t, t.x, perPoint, samples.statistic);
    return t;
}

} // namespace Analysis
