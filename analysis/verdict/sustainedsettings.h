#pragma once

// Settings ranked over sustained runs (issue 25, item 2; docs/measurement-method.md, "Sustained
// runs"): the same plan run sustained with two settings or more (threads=2 and threads=4, two engine
// builds) on one device, compared together by `headroom compare` and the Compare page. A plan has one
// setting, so the settings are the runs. For each input the runs share: the runs in order of median
// latency in their first window and in their last (sustained.h: each run's own first and last fifth
// of its rounds), and whether a run that led at the start trails at the end.
//
// A swap counts only where `headroom compare`'s own test (compare.h: bootstrap interval and
// Mann–Whitney U) calls the two runs' medians different in at least one of the two windows: two
// settings within noise of each other in both windows trade places from noise alone, and that is
// said, not called a change.

#include "analysis/core/run.h"
#include "analysis/verdict/compare.h"
#include "analysis/verdict/sustained.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace Analysis {

// Two runs' medians for one input, in each window: compareRuns(a's window, b's window) with the
// median alone, so `base` is run a's median and `candidate` run b's.
struct SustainedSettingPair {
    int a = 0, b = 0; // indexes into the runs given, a < b
    FigureComparison first, last;
    // The order of a and b in the last window is the opposite of the first (a tie is no order).
    bool swapped() const;
    // compare calls them different in at least one window.
    bool beyondNoise() const;
    bool counts() const { return swapped() && beyondNoise(); }
};

struct SustainedSettingsInput {
    QString inputId;
    QList<int> runs; // the runs ranked for this input, in the order given
    QList<double> medianFirst, medianLast; // parallel to runs, ms
    QList<int> nFirst, nLast; // the stable repetitions behind each median
    QList<int> rankingFirst, rankingLast; // the same runs, fastest first (ties keep the order given)
    QList<SustainedSettingPair> pairs; // every pair of those runs
    bool changed() const; // some pair swapped beyond noise
    bool swappedWithinNoise() const; // some pair swapped, none beyond noise
};

struct SustainedSettingsRun {
    QString name; // what sets it apart from the others (settingNames)
    SustainedAnalysis windows; // sustainedWindows: the windows, no drifts
    bool ranked = false; // sustained, and long enough to have both windows
};

struct SustainedSettingsRanking {
    QList<SustainedSettingsRun> runs; // parallel to the runs given
    QList<SustainedSettingsInput> inputs; // inputs two ranked runs or more measured in both windows
    QStringList notCompared; // translated: runs left out and why, inputs only one ranked run has
    QStringList notes; // translated: what the ranking rests on (CPU pressure, windows at different minutes)
    // No run was sustained: an ordinary comparison, nothing to say.
    bool isEmpty() const;
    bool changed() const; // the ranking changed beyond noise for some input
};

// Ranks the sustained runs among these by median latency in each window. Runs that are not sustained,
// or too short to have two windows, are named in notCompared and left out; so is a ranked run that
// shares no input with another.
SustainedSettingsRanking rankSustainedSettings(const QList<Run>& runs);

// One input in a sentence (translated), with each window's order and medians, and whether the ranking
// changed, held, or swapped within noise.
QString sustainedSettingsInputText(const SustainedSettingsRanking& r, const SustainedSettingsInput& in);

// The whole ranking as lines (translated): a heading, one sentence per input, then "not compared: ..."
// and "note: ..." lines. Empty when isEmpty(). For the command line, the Markdown and the Compare page.
QStringList sustainedSettingsLines(const SustainedSettingsRanking& r);

// The `sustained_settings` object of a comparison's JSON (docs/json-format.md).
QJsonObject sustainedSettingsToJson(const SustainedSettingsRanking& r);

} // namespace Analysis
