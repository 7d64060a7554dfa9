#pragma once

// Loop mode's comparison (docs/plan-format.md, "Loop mode"): per input, what a cold call costs
// (a fresh process: its loading plus its first pass) beside a warm one (the later passes in the
// same processes), in time and in memory. Only measured process repetitions count; pass 1 of each
// process is the cold call's, never a warm one.

#include "analysis/core/run.h"

#include <QList>
#include <QString>

#include <optional>

namespace Analysis {

struct ColdWarm {
    QString inputId;
    int processes = 0; // measured process repetitions with a first pass
    std::optional<double> coldCallMs; // median over them of process start to the end of pass 1
    // The largest of their load-phase and pass-1 peaks, and of the RSS sampled while loading (a
    // helper process that exits before load-complete is not in the VmHWM read then)
    std::optional<int64_t> coldPeakKb;
    int warmN = 0; // measured passes after the first
    std::optional<double> warmCallMs, warmP90Ms; // median and 90th percentile of their durations
    std::optional<int64_t> warmPeakKb; // the largest of their peaks
    bool peaksExact = false; // every peak above was the kernel's exact figure
    std::optional<double> coldOverWarmMs() const
    {
        return coldCallMs && warmCallMs ? std::optional<double>(*coldCallMs - *warmCallMs) : std::nullopt;
    }
};

// One entry per input that has passes, in the run's input order; empty for a run without passes.
QList<ColdWarm> coldVsWarm(const Run& run);

} // namespace Analysis
