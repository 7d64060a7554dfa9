#pragma once

// A sustained run (plan `sustained: {minutes: N}`, issue 25, item 2; docs/measurement-method.md,
// "Sustained runs"): the plan's inputs ran in interleaved rounds until the time was spent. Its
// first rounds are compared with its last, figure by figure, with the statistics `headroom compare`
// uses (compare.h: a bootstrap interval of the difference and a Mann–Whitney U test for the
// repetitions' figures, the resolution of the counters for peaks), so a drift is called only where
// it holds beyond the run's own noise. A device's ranking at minute 1 is not its ranking at minute 30.

#include "analysis/core/run.h"
#include "analysis/verdict/compare.h"

#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Analysis {

// Each window is the first (last) fifth of the measured rounds...
constexpr double kSustainedWindowFraction = 0.2;
// ...but at least this many rounds (the fewest with which the Mann–Whitney test can say anything),
// and the two never overlap: a run with fewer than twice this many rounds is not compared.
constexpr int kSustainedMinWindowRounds = kMinSamplesToCompare;

// The rounds one window holds and when they started, in seconds since the first measured
// repetition started.
struct SustainedWindow {
    int rounds = 0;
    double fromS = 0, toS = 0; // first and last repetition start in the window
};

// One figure, first window against last. inputId empty: a figure of the whole run (the start
// temperature, the mean CPU clock at the start).
struct SustainedDrift {
    QString inputId;
    QString figure; // "p50", "p90", "tokens_per_s", "peak", "j_per_token", "start_temp_c", "start_freq_mhz"
    QString unit; // "ms", "tokens/s", "KiB", "J/token", "°C", "MHz"
    double first = 0, last = 0;
    double change = 0; // last - first
    double relativeChange = 0; // (last - first) / first; 0 when first is 0
    double ciLow = 0, ciHigh = 0; // of last - first (peaks: difference ± resolution)
    int nFirst = 0, nLast = 0;
    CompareOutcome outcome = CompareOutcome::Inconclusive;
    QString explanation; // translated, compare's own words with the numbers
    bool holds() const { return outcome == CompareOutcome::Different; } // beyond noise
};

struct SustainedAnalysis {
    bool sustained = false; // the run was a sustained one (run_start sustained_s)
    double plannedS = 0; // the plan's time
    int rounds = 0; // measured rounds that started
    double spanS = 0; // first to last measured repetition start
    SustainedWindow first, last;
    QString unavailable; // translated: why first and last were not compared; empty when they were
    QList<SustainedDrift> drifts; // by input in the run's order, then the run-wide figures
    // The inputs by median latency, fastest first, in each window; only inputs measured in both.
    QStringList rankingFirst, rankingLast;
    bool rankingChanged = false;
    QStringList notes; // translated: what the comparison rests on, figures one window lacks
    bool anyHolds() const;
};

// Reads the run's repetitions (not the warm-up) by round (Repetition::index) and compares the windows.
SustainedAnalysis analyseSustained(const Run& run);

// The windows alone, not compared: sustained, plannedS, rounds, spanS, first, last and unavailable
// as analyseSustained gives them, no drifts. Where the windows exist (sustained, unavailable empty),
// firstWindow and lastWindow (when given) become the run with only those rounds' repetitions and
// loop-mode passes, warm-up dropped: what analyseSustained compares, and what a ranking of several
// sustained runs compares run with run (sustainedsettings.h).
SustainedAnalysis sustainedWindows(const Run& run, Run* firstWindow = nullptr, Run* lastWindow = nullptr);

// The verdict's sentence when some figure drifted beyond noise (empty otherwise), naming the
// evidence: the start temperatures and clocks of the two windows.
QString sustainedDriftNote(const SustainedAnalysis& s);
// The ranking sentence (empty when it held or was not compared).
QString sustainedRankingNote(const SustainedAnalysis& s);

// The report JSON's "sustained" object (docs/json-format.md); null for a run that was not sustained.
QJsonValue sustainedToJson(const SustainedAnalysis& s);

struct Verdict;
// Adds the two sentences to the verdict (its thermalNote, sustainedDrift, sustainedRankingChanged)
// and returns the analysis; decide(run, options) calls it.
SustainedAnalysis addSustainedToVerdict(const Run& run, Verdict& v);

} // namespace Analysis
