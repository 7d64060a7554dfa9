#pragma once

// A report as JSON: the whole run (every repetition and memory sample), the figures, the verdict,
// the conclusion, the plan and the provenance, with stable field names documented in
// docs/json-format.md. The top level carries "format_version"; readers refuse a newer major.

#include "analysis/core/diagnostic.h"
#include "analysis/report/report.h"

#include <QByteArray>
#include <QJsonObject>

#include <optional>

namespace Analysis {

constexpr int kReportJsonVersion = 1;

QJsonObject reportToJsonObject(const Report& report);
QByteArray reportToJson(const Report& report); // indented UTF-8

// One comparison as `headroom compare --json` prints it: base and new as named, the threshold, one
// row per input and figure, what was not compared and why, and whether NEW regressed.
QJsonObject comparisonToJsonObject(
    const QString& base, const QString& candidate, double maxRegression, const RunComparison& comparison);
// The Compare page's comparisons: with one candidate the object above; with several
// {"format_version": 1, "comparisons": [one object above per candidate]}. Indented UTF-8.
QByteArray comparisonToJson(const ComparisonReport& report);

// Reads the "run" part of a report written by reportToJson back into a Run, so its figures can be
// recomputed (or compared with `headroom compare`). fileName is used in messages.
std::optional<Run> runFromReportJson(const QByteArray& json, const QString& fileName, Diagnostics* diagnostics);

} // namespace Analysis
