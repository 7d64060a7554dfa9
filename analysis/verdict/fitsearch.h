#pragma once

// The search behind `headroom fit` (docs/measurement-method.md, "Fitting the longest input"): for each
// setting, the longest input length that holds every limit, found by measuring. Pure: it decides
// which length to measure next and calls a measure function for it, so a test drives it with a
// deterministic function and the command line with real probe runs.
//
// Per setting: the shortest length first (a setting that breaks there fails, with the reason); a
// coarse sweep up a geometric ladder to the first length that breaks; then, inside the bracket, a
// measurement where the verdict's trends (analysis/core/trends.h) predict the limit is crossed, and
// bisection once the predictions miss, until the bracket (holds, breaks) is within the precision or
// the budget is spent.

#include "analysis/plan/fitplan.h"

#include <QList>
#include <QString>

#include <cstdint>
#include <functional>
#include <optional>

namespace Analysis {

// The limit a measured length broke. Memory: the peak over the ceiling, an OOM kill or the probe's
// memory guard. Latency: the p90 over its budget, or the repetition's timeout. Ttft: the median TTFT
// over its budget.
enum class FitLimit { None, Memory, Latency, Ttft };
QString fitLimitName(FitLimit l); // "memory", "latency", "ttft", "" for None
QString fitLimitText(FitLimit l); // translated

struct FitLimits {
    std::optional<int64_t> memoryKb;
    std::optional<double> p90Ms, ttftMs;
};

// One measured length.
struct FitPoint {
    enum class Result { Holds, Breaks, Failed };
    int64_t tokens = 0; // the length asked for
    int64_t measuredTokens = -1; // the counter's count of the input that ran; -1 unknown
    Result result = Result::Failed;
    FitLimit broke = FitLimit::None; // Breaks: the limit that broke (memory first when several did)
    QString reason; // translated: why it broke or failed, with the numbers
    std::optional<int64_t> peakKb; // the measured repetitions' peak; empty when unknown (killed)
    std::optional<double> p90Ms, ttftMs, tokensPerS;
    QString outcomes; // the repetitions' outcomes, e.g. "ok 3" or "oom_killed 1"
    FitLimits limits; // what it was judged against (a ceiling read from its own run's environment)
    QString runId; // the run that holds it (set by the caller)
    double seconds = 0; // how long measuring it took
};
QString fitPointResultName(FitPoint::Result r); // "holds", "breaks", "failed"

struct FitSearchOptions {
    int64_t from = 1, to = 2; // tokens
    double precision = 0.05; // (breaks - holds) / holds at most this
    int maxPoints = 60; // over all settings
    double maxSeconds = 1800; // over all settings
    int coarsePoints = 4; // the coarse ladder's rungs, `from` and `to` included
};

struct FitSettingResult {
    enum class Status {
        Found, // a bracket within the precision
        BeyondRange, // held at the longest length asked for: the boundary lies further out
        FailsAtShortest, // broke or failed at `from`
        Failed, // a length failed for another reason than a limit (a crash, a non-zero exit)
        BudgetSpent, // the budget ran out before the bracket was within the precision
        NotMeasured, // the budget ran out before this setting's turn
    };
    FitSetting setting;
    Status status = Status::NotMeasured;
    std::optional<FitPoint> holds; // the longest length measured that held
    std::optional<FitPoint> breaks; // the shortest length measured that broke (after holds)
    FitLimit binding = FitLimit::None; // the limit broken at `breaks`
    QString reason; // translated, for FailsAtShortest and Failed
    QList<FitPoint> points; // in the order measured
    int predicted = 0; // points measured at a predicted crossing
    // (breaks - holds) / holds; empty without both ends.
    std::optional<double> width() const;
};
QString fitStatusName(FitSettingResult::Status s); // "found", "beyond_range", "fails_at_shortest", ...
QString fitStatusText(FitSettingResult::Status s); // translated

struct FitResult {
    enum class Answer { Found, NothingFits, BudgetSpent };
    QList<FitSettingResult> settings;
    int points = 0; // measured over all settings
    double seconds = 0;
    bool budgetSpent = false;
    int recommended = -1; // index into settings: the longest input held, then the most tokens/s
    Answer answer = Answer::NothingFits;
};
QString fitAnswerName(FitResult::Answer a); // "found", "nothing_fits", "budget_spent"

// Measures `tokens` tokens with settings[settingIndex]; holds, breaks or failed.
using FitMeasureFn = std::function<FitPoint(int settingIndex, int64_t tokens)>;
// Seconds since the search started (a test passes a counter, the command line a clock).
using FitClockFn = std::function<double()>;

FitResult runFitSearch(const QList<FitSetting>& settings, const FitSearchOptions& options, const FitMeasureFn& measure,
    const FitClockFn& clock);

// The setting to recommend: the longest input held, then the most tokens/s there; settings that
// failed, or fail at the shortest length, are not recommended. -1 when none held.
int recommendedSetting(const QList<FitSettingResult>& settings);

// How many points a dense sweep needs for the same answer: lengths from `from` up by the factor
// (1 + precision), stopping at the first that breaks (or `to`): what the search is compared with
// (docs/performance.md).
int denseSweepPoints(int64_t from, int64_t to, double precision, int64_t firstBreak);

} // namespace Analysis
