#pragma once

// A report as CSV: one file per table, so each opens as one sheet in a spreadsheet.
//   repetitions.csv  one row per repetition, warm-ups and failures included, in the run's order
//   inputs.csv       one row per input: lengths and the figures the verdict used
//   samples.csv      one row per memory sample (input, t_s, rss_kb, hwm_kb, ...)
// Comma separated, RFC 4180 quoting, '.' as the decimal point, an empty cell where a value was
// not recorded. repetitions.csv reads back through the timing-csv importer (column "wall_ms").

#include "analysis/report/report.h"

#include <QByteArray>
#include <QMap>
#include <QString>

namespace Analysis {

QByteArray repetitionsCsv(const Report& report);
QByteArray inputsCsv(const Report& report);
QByteArray samplesCsv(const Report& report);

// File name -> contents, the three tables above.
QMap<QString, QByteArray> reportToCsv(const Report& report);

// A comparison as one table: one row per compared run, input and figure (base, new, input, figure,
// base_value, new_value, relative_change, ci_low, ci_high, outcome, regression); values in KiB for
// peaks and ms for latencies, as `headroom compare --json` has them.
QByteArray comparisonToCsv(const ComparisonReport& report);

// Writes the three files into `dir` (created when missing). Each file appears whole or not at
// all (saveFile(), analysis/core/savefile.h); a failure stops at that file, so the files before it
// are new and the rest are as they were. Returns false with *error naming the file.
bool writeCsvFiles(const Report& report, const QString& dir, QString* error);

} // namespace Analysis
