#pragma once

// A figure across builds (issue 24, item 3; `headroom history`, the History page): the runs of one
// input in time order, one point per run (or per value of a label with `--by KEY`, the runs of the
// same value pooled), and between each two neighbours the comparison `headroom compare` makes
// (compare.h: a bootstrap interval of the difference and a Mann-Whitney U test for latencies,
// energy and rates; the measurement's resolution for peaks) with the same regression threshold.
// The gate: the newest point against the last good one before it (the newest point that is not a
// regression of its own neighbour), so that a run that only repeats a slower build still fails.

#include "analysis/core/run.h"
#include "analysis/verdict/compare.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace Analysis {

struct HistoryOptions {
    CompareFigure figure = CompareFigure::P90Latency;
    QString inputId; // required
    QString device; // only runs on this device; empty: every device
    QString byLabel; // group by this label's value; empty: one point per run
    double maxRegression = 0.10; // as `compare --max-regression`
};

struct HistoryPoint {
    QString key; // the --by label's value, or the (first) run's id
    QStringList runIds; // the runs behind the point, oldest first
    QStringList runNames;
    QDateTime startedAt; // the first run's
    QString device; // the first run's
    QMap<QString, QString> labels; // the labels every run of the point shares
    std::optional<double> value; // the figure (lower is better but for tokens_per_s); empty: the runs lack it
    int samples = 0; // stable repetitions behind the value (for a peak: those with a peak)
    // Against the previous point (the first point has none).
    std::optional<FigureComparison> change;
    QString notCompared; // translated: why there is no comparison with the previous point
    bool regression = false; // worse than the previous point beyond the threshold, beyond noise
    bool improvement = false; // better than the previous point beyond the threshold, beyond noise
    // A side of the step was measured under heavy CPU pressure (compare.h): the step is inconclusive.
    bool contended = false;
};

struct HistoryResult {
    QList<HistoryPoint> points; // oldest first
    QStringList leftOut; // translated: runs not in the history and why (another input, no such label)
    std::optional<int> lastGood; // the newest point before the newest that is no regression
    std::optional<FigureComparison> gate; // the newest point against lastGood
    bool gateContended = false; // a side of the gate was measured under heavy CPU pressure
    bool newestRegressed = false; // the gate says regression: `headroom history` exits 1
};

// runs: every candidate run (any order; a run's repetitions of other inputs are ignored).
HistoryResult buildHistory(const QList<Run>& runs, const HistoryOptions& options);

// `headroom history --json` (docs/json-format.md): store is the STORE argument as shown.
QJsonObject historyToJson(const QString& store, const HistoryOptions& options, const HistoryResult& history);

// The figure's value as shown (units by magnitude), e.g. "12.3 ms", "1.2 GiB", "38.4 tokens/s".
QString historyValueText(CompareFigure figure, double value);

} // namespace Analysis
