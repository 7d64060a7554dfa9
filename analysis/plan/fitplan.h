#pragma once

// The plan's `fit:` section (docs/plan-format.md, "fit"): the space `headroom fit` searches for the
// longest input, and the settings, that stay within the ceilings. Parsed with the rest of the plan
// (plansfit.cpp); the search itself is analysis/verdict/fitsearch.h.

#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <utility>

namespace Analysis {

struct PlanFitLengths {
    int64_t from = 0; // tokens, the shortest length tried
    int64_t to = 0; // tokens, the longest
    QString unit; // "tokens": the plan's token counter decides every length
    QString text; // the base text, as written: relative to the plan's folder, or absolute
    int line = 0; // where `text` is written (messages about the file name it)
};

// One parameter the search varies: a fixed parameter ("threads") or an extra ("extra.cache_type_k"),
// with its values as written (text, as params are).
struct PlanFitVary {
    QString param;
    QStringList values;
    QList<int> lines; // each value's line in the plan (messages); not compared
};

// A fit searches every combination of the varied values; more than this is a plan to split.
constexpr int kMaxFitSettings = 64;
// ...and at most this many values in all (each is checked by parsing the plan it makes).
constexpr int kMaxFitValues = 128;

struct PlanFit {
    enum class Objective { LongestInput };
    PlanFitLengths lengths;
    QList<PlanFitVary> vary; // in the order written; empty: the plan's own setting only
    Objective objective = Objective::LongestInput;
    // within: the memory ceiling ("ceiling": the plan's limits, as the verdict computes it; or a
    // size), the p90 latency budget and the TTFT budget (median) per repetition; 0: not a limit.
    bool memoryIsCeiling = false;
    int64_t memoryBytes = 0; // when a size
    double p90LatencyS = 0;
    double ttftS = 0;
    double precisionPercent = 0; // the bracket's width, in percent of its lower end: 5 for "5%"
    double budgetMinutes = 0;
    int budgetPoints = 0;

    double precision() const { return precisionPercent / 100.0; } // 0.05 for "5%"
    bool limitsMemory() const { return memoryIsCeiling || memoryBytes > 0; }
};

bool operator==(const PlanFitLengths& a, const PlanFitLengths& b);
bool operator==(const PlanFitVary& a, const PlanFitVary& b);
bool operator==(const PlanFit& a, const PlanFit& b);

QString fitObjectiveName(PlanFit::Objective o); // "longest_input"

// A setting: one value for each varied parameter, in the order of PlanFit::vary.
using FitSetting = QList<std::pair<QString, QString>>;
// Every combination of the varied values, the first parameter varying slowest; one empty setting
// when nothing varies.
QList<FitSetting> fitSettings(const PlanFit& fit);
// "threads=2, extra.cache_type_k=q8_0"; "(the plan's own)" when nothing varies (translated).
QString fitSettingText(const FitSetting& setting);
// Stable, for machines: "threads=2;extra.cache_type_k=q8_0", "" when nothing varies.
QString fitSettingKey(const FitSetting& setting);

} // namespace Analysis
