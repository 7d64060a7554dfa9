#pragma once

// A fleet side by side (issue 24, item 2): when the runs compared come from several devices, one
// row per device and one column group per input, with the peak, the p90 and the TTFT of each, and
// each run's verdict. `headroom compare` prints it and writes it in its JSON; the Compare page
// shows it. Every figure is the one the run's own report gives (perInputFigures); a figure the run
// does not have is empty, never made up.

#include "analysis/core/run.h"
#include "analysis/verdict/verdict.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Analysis {

struct DeviceMatrixCell {
    bool present = false; // the run has this input
    std::optional<int64_t> peakKb;
    Exactness peakExactness = Exactness::Unknown;
    std::optional<double> p90Ms; // empty without a stable repetition
    int n = 0; // stable repetitions the p90 rests on
    std::optional<double> ttftMs; // median time to first token
};

struct DeviceMatrixRow {
    QString device; // Run::device; "(not recorded)" is shown for an empty one
    QString runId;
    QString runName;
    FirstLimit first = FirstLimit::Undetermined;
    VerdictRule rule = VerdictRule::NoData;
    QString reason; // translated: the verdict's sentence
    QList<DeviceMatrixCell> cells; // one per DeviceMatrix::inputs, in that order
};

struct DeviceMatrix {
    QStringList inputs; // every input of any run, in the order first seen
    QList<DeviceMatrixRow> rows; // one per run, in the order given
    // A matrix says something only across devices: two or more distinct devices.
    bool isEmpty() const { return rows.size() < 2; }
};

// The matrix of these runs, or an empty one when they come from fewer than two distinct devices.
DeviceMatrix deviceMatrix(const QList<Run>& runs, const VerdictOptions& defaults = {});

// {"inputs": [...], "rows": [{"device", "run_id", "run_name", "first_limit", "verdict_rule",
// "reason", "cells": [{"input", "peak_kb", "peak_exact", "p90_ms", "n", "ttft_ms"}]}]}; a figure
// the run does not have is null (docs/json-format.md).
QJsonObject deviceMatrixToJson(const DeviceMatrix& m);

// Plain text, one line per device and input (translated headers), for the command line.
QString deviceMatrixText(const DeviceMatrix& m);

} // namespace Analysis
