#include "analysis/verdict/fitsearch.h"

#include "analysis/core/tr.h"
#include "analysis/core/trends.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace Analysis {

QString fitLimitName(FitLimit l)
{
    switch (l) {
    case FitLimit::Memory:
        return QStringLiteral("memory");
    case FitLimit::Latency:
        return QStringLiteral("latency");
    case FitLimit::Ttft:
        return QStringLiteral("ttft");
    case FitLimit::None:
        break;
    }
    return {};
}

QString fitLimitText(FitLimit l)
{
    switch (l) {
    case FitLimit::Memory:
        return Tr::tr("memory");
    case FitLimit::Latency:
        return Tr::tr("p90 latency");
    case FitLimit::Ttft:
        return Tr::tr("time to first token");
    case FitLimit::None:
        break;
    }
    return Tr::tr("none");
}

QString fitPointResultName(FitPoint::Result r)
{
    switch (r) {
    case FitPoint::Result::Holds:
        return QStringLiteral("holds");
    case FitPoint::Result::Breaks:
        return QStringLiteral("breaks");
    case FitPoint::Result::Failed:
        break;
    }
    return QStringLiteral("failed");
}

QString fitStatusName(FitSettingResult::Status s)
{
    switch (s) {
    case FitSettingResult::Status::Found:
        return QStringLiteral("found");
    case FitSettingResult::Status::BeyondRange:
        return QStringLiteral("beyond_range");
    case FitSettingResult::Status::FailsAtShortest:
        return QStringLiteral("fails_at_shortest");
    case FitSettingResult::Status::Failed:
        return QStringLiteral("failed");
    case FitSettingResult::Status::BudgetSpent:
        return QStringLiteral("budget_spent");
    case FitSettingResult::Status::NotMeasured:
        break;
    }
    return QStringLiteral("not_measured");
}

QString fitStatusText(FitSettingResult::Status s)
{
    switch (s) {
    case FitSettingResult::Status::Found:
        return Tr::tr("found");
    case FitSettingResult::Status::BeyondRange:
        return Tr::tr("holds at the longest length");
    case FitSettingResult::Status::FailsAtShortest:
        return Tr::tr("fails at the shortest length");
    case FitSettingResult::Status::Failed:
        return Tr::tr("failed");
    case FitSettingResult::Status::BudgetSpent:
        return Tr::tr("budget spent, bracket wider than asked");
    case FitSettingResult::Status::NotMeasured:
        break;
    }
    return Tr::tr("not measured (budget spent)");
}

QString fitAnswerName(FitResult::Answer a)
{
    switch (a) {
    case FitResult::Answer::Found:
        return QStringLiteral("found");
    case FitResult::Answer::BudgetSpent:
        return QStringLiteral("budget_spent");
    case FitResult::Answer::NothingFits:
        break;
    }
    return QStringLiteral("nothing_fits");
}

std::optional<double> FitSettingResult::width() const
{
    if (!holds || !breaks || holds->tokens <= 0)
        return std::nullopt;
    return double(breaks->tokens - holds->tokens) / double(holds->tokens);
}

int denseSweepPoints(int64_t from, int64_t to, double precision, int64_t firstBreak)
{
    // Each rung at most (1 + precision) times the one before, rounded down but always one token on.
    int points = 0;
    double x = double(from);
    for (int64_t length = from; points < 1000000; ++points) {
        if (length >= firstBreak || length >= to)
            return points + 1;
        x = std::max(x * (1 + precision), double(length + 1));
        length = int64_t(std::floor(x));
    }
    return points;
}

namespace {

bool within(double width, double precision)
{
    return width <= precision + 1e-12;
}

// The figure of a point that a limit is judged on, when measured.
std::optional<double> figureOf(const FitPoint& p, FitLimit l)
{
    switch (l) {
    case FitLimit::Memory:
        if (p.peakKb)
            return double(*p.peakKb);
        return std::nullopt;
    case FitLimit::Latency:
        return p.p90Ms;
    case FitLimit::Ttft:
        return p.ttftMs;
    case FitLimit::None:
        break;
    }
    return std::nullopt;
}

std::optional<double> limitOf(const FitLimits& limits, FitLimit l)
{
    switch (l) {
    case FitLimit::Memory:
        if (limits.memoryKb)
            return double(*limits.memoryKb);
        return std::nullopt;
    case FitLimit::Latency:
        return limits.p90Ms;
    case FitLimit::Ttft:
        return limits.ttftMs;
    case FitLimit::None:
        break;
    }
    return std::nullopt;
}

// Where the trend of one figure crosses its limit: the verdict's trend (line or quadratic, chosen
// by leave-one-out) over every point that has the figure; with two points, the line through them.
std::optional<double> predictedCrossing(const QList<FitPoint>& points, FitLimit l)
{
    // The newest point's limits: each point was judged against its own (a ceiling from its environment).
    const std::optional<double> limit = points.isEmpty() ? std::nullopt : limitOf(points.constLast().limits, l);
    if (!limit)
        return std::nullopt;
    std::vector<double> x, y;
    for (const auto& p : points)
        if (const auto v = figureOf(p, l); v && p.result != FitPoint::Result::Failed) {
            x.push_back(double(p.measuredTokens > 0 ? p.measuredTokens : p.tokens));
            y.push_back(*v);
        }
    if (x.size() < 2)
        return std::nullopt;
    const Trend t = computeTrend(x, y, limit);
    if (t.distinctLengths() >= kMinLengthsForExtrapolation)
        return t.crossesAt;
    return crossingLength(t.fit, *limit);
}

class SettingSearch {
public:
    SettingSearch(int index, FitSettingResult& result, const FitSearchOptions& options, const FitMeasureFn& measure,
        const std::function<bool()>& budgetLeft, int* points)
        : m_index(index)
        , m_r(result)
        , m_o(options)
        , m_measure(measure)
        , m_budgetLeft(budgetLeft)
        , m_points(points)
    {
    }

    void run()
    {
        // The shortest length: a setting that cannot hold it has no boundary to look for.
        if (!m_budgetLeft())
            return; // NotMeasured
        const FitPoint first = measure(m_o.from);
        if (first.result != FitPoint::Result::Holds) {
            m_r.status = FitSettingResult::Status::FailsAtShortest;
            m_r.breaks = first;
            m_r.binding = first.broke;
            m_r.reason = first.reason;
            return;
        }
        m_r.holds = first;
        // The coarse ladder, up to the first length that breaks.
        const int rungs = std::max(2, m_o.coarsePoints);
        const double ratio = std::pow(double(m_o.to) / double(m_o.from), 1.0 / double(rungs - 1));
        for (int i = 1; i < rungs && !m_r.breaks; ++i) {
            const int64_t length = i == rungs - 1
                ? m_o.to
                : std::clamp<int64_t>(
                    std::llround(double(m_o.from) * std::pow(ratio, i)), m_r.holds->tokens + 1, m_o.to);
            if (!step(length))
                return;
        }
        if (!m_r.breaks) {
            m_r.status = FitSettingResult::Status::BeyondRange;
            return;
        }
        // Inside the bracket: at the predicted crossing while predictions land, bisection after.
        int misses = 0;
        for (int guard = 0; guard < 10000; ++guard) {
            const int64_t lo = m_r.holds->tokens, hi = m_r.breaks->tokens;
            if (hi - lo <= 1 || within(double(hi - lo) / double(lo), m_o.precision)) {
                m_r.status = FitSettingResult::Status::Found;
                return;
            }
            int64_t next = 0;
            bool expectHold = true;
            const std::optional<double> pred = misses < 2 ? prediction() : std::nullopt;
            const bool predictedStep = pred && *pred > double(lo) && *pred < double(hi);
            const double p = m_o.precision;
            if (predictedStep) {
                if (*pred <= double(lo) * (1 + p)) {
                    next = int64_t(std::floor(double(lo) * (1 + p))); // closes the bracket from above
                    expectHold = false;
                } else if (*pred >= double(hi) / (1 + p)) {
                    next = int64_t(std::ceil(double(hi) / (1 + p))); // closes it from below
                } else {
                    next = int64_t(std::floor(*pred / (1 + p / 2))); // just below the crossing
                }
                ++m_r.predicted;
            } else {
                next = std::llround(std::sqrt(double(lo) * double(hi))); // geometric: precision is relative
            }
            next = std::clamp<int64_t>(next, lo + 1, hi - 1);
            if (!step(next))
                return;
            const bool held = m_r.holds->tokens == next;
            if (predictedStep && held != expectHold)
                ++misses; // after two misses the trends are not trusted here: bisection
        }
    }

private:
    FitPoint measure(int64_t tokens)
    {
        FitPoint p = m_measure(m_index, tokens);
        p.tokens = tokens;
        ++*m_points;
        m_r.points.append(p);
        return p;
    }

    // Measures one length inside the bracket; false when the setting's search ends here.
    bool step(int64_t length)
    {
        if (!m_budgetLeft()) {
            m_r.status = FitSettingResult::Status::BudgetSpent;
            return false;
        }
        const FitPoint p = measure(length);
        switch (p.result) {
        case FitPoint::Result::Holds:
            if (!m_r.holds || p.tokens > m_r.holds->tokens)
                m_r.holds = p;
            break;
        case FitPoint::Result::Breaks:
            if (!m_r.breaks || p.tokens < m_r.breaks->tokens) {
                m_r.breaks = p;
                m_r.binding = p.broke;
            }
            break;
        case FitPoint::Result::Failed:
            m_r.status = FitSettingResult::Status::Failed;
            m_r.reason = p.reason;
            return false;
        }
        // A length that held above one that broke: the boundary is not one length (noise, or a
        // limit that is not monotonic). The bracket keeps the shortest break; the longer hold is
        // below it only if it is shorter, so nothing is claimed past a break.
        if (m_r.holds && m_r.breaks && m_r.holds->tokens >= m_r.breaks->tokens) {
            m_r.status = FitSettingResult::Status::Failed;
            m_r.reason = Tr::tr("%1 tokens held after %2 tokens broke: the boundary is not monotonic here "
                                "(noise, or a limit that does not grow with the length).")
                             .arg(m_r.holds->tokens)
                             .arg(m_r.breaks->tokens);
            return false;
        }
        return true;
    }

    std::optional<double> prediction() const
    {
        // The limit that broke decides; the others are looked at when it says nothing.
        QList<FitLimit> order { m_r.binding };
        for (FitLimit l : { FitLimit::Memory, FitLimit::Latency, FitLimit::Ttft })
            if (!order.contains(l))
                order.append(l);
        for (FitLimit l : order)
            if (const auto c = predictedCrossing(m_r.points, l))
                return c;
        return std::nullopt;
    }

    int m_index;
    FitSettingResult& m_r;
    const FitSearchOptions& m_o;
    const FitMeasureFn& m_measure;
    std::function<bool()> m_budgetLeft;
    int* m_points;
};

} // namespace

int recommendedSetting(const QList<FitSettingResult>& settings)
{
    // The longest input held; between equals, the most tokens per second there.
    int recommended = -1;
    for (int i = 0; i < settings.size(); ++i) {
        const auto& s = settings.at(i);
        // A setting that failed for another reason than a limit has no boundary to recommend.
        if (!s.holds || s.status == FitSettingResult::Status::FailsAtShortest
            || s.status == FitSettingResult::Status::Failed)
            continue;
        if (recommended < 0) {
            recommended = i;
            continue;
        }
        const auto& best = settings.at(recommended);
        const double rate = s.holds->tokensPerS.value_or(0), bestRate = best.holds->tokensPerS.value_or(0);
        if (s.holds->tokens > best.holds->tokens || (s.holds->tokens == best.holds->tokens && rate > bestRate))
            recommended = i;
    }
    return recommended;
}

FitResult runFitSearch(const QList<FitSetting>& settings, const FitSearchOptions& options, const FitMeasureFn& measure,
    const FitClockFn& clock)
{
    FitResult result;
    const auto budgetLeft = [&] {
        const bool left = result.points < options.maxPoints && clock() < options.maxSeconds;
        if (!left)
            result.budgetSpent = true;
        return left;
    };
    for (int i = 0; i < settings.size(); ++i) {
        FitSettingResult r;
        r.setting = settings.at(i);
        SettingSearch(i, r, options, measure, budgetLeft, &result.points).run();
        result.settings.append(r);
    }
    result.seconds = clock();

    result.recommended = recommendedSetting(result.settings);
    bool everyDone = true;
    for (const auto& s : result.settings)
        if (s.status == FitSettingResult::Status::BudgetSpent || s.status == FitSettingResult::Status::NotMeasured)
            everyDone = false;
    if (!everyDone)
        result.answer = FitResult::Answer::BudgetSpent;
    else if (result.recommended < 0)
        result.answer = FitResult::Answer::NothingFits;
    else
        result.answer = FitResult::Answer::Found;
    return result;
}

} // namespace Analysis
