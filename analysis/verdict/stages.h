#pragma once

// Where an input's time goes: loading, prompt evaluation (prefill) and generation (decode), each
// the median over the stable repetitions that have it (docs/json-format.md, "Load, prefill and
// decode"). From the engine's own figures where it prints them (llama.cpp's llama_perf lines),
// else from the marker protocol and the load-complete marker; unknown stays unknown.

#include "analysis/core/run.h"

#include <QList>
#include <QString>

#include <optional>

namespace Analysis {

struct StageFigures {
    std::optional<double> loadMs, prefillMs, decodeMs;
    QString source; // "llama.cpp", "markers" (with the load-complete marker), "" when none is known
    bool any() const { return loadMs || prefillMs || decodeMs; }
};

// One repetition's stages: llama.cpp's load, prompt eval and eval times; with markers, load-complete,
// the first token after it (prefill, one sample included) and the rest of the tokens (decode).
StageFigures repetitionStages(const Repetition& r);

// The medians over the stable repetitions (not warm-up, outcome ok).
StageFigures stageFigures(const QList<Repetition>& reps);

} // namespace Analysis
