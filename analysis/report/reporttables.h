#pragma once

// The tables of a run beyond memory and latency per input: the trends against input length (both
// fits, the crossing and its interval), serve mode's streaming
// latencies, the concurrency sweep with the sustainable level, the acceptance counts and the
// robustness set's outcomes. Each only when the run has its figures. Made once here, printed by
// the Markdown export and drawn by the PDF summary, so both say the same.

#include "analysis/report/report.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace Analysis {

struct ReportTable {
    QString title; // translated
    QStringList header; // translated
    QList<QStringList> rows; // empty cells: unknown
    QList<int> widths; // relative column widths, for a page
    QStringList notes; // sentences printed under the table
};

QList<ReportTable> planFigureTables(const Report& report);
// Energy per input (energytable.cpp; issue 25): no rows when nothing was measured, then a note with
// the probe's reason where it looked for power sources.
ReportTable energyTable(const Report& report);
// GPU memory per input and GPU (gputable.cpp; issue 25, item 3): no rows when no GPU was read.
ReportTable gpuMemoryTable(const Report& report);
// A PyTorch workload's own peaks per input and GPU (allocated, reserved), beside NVML's figure for
// its processes; no rows when the workload reported none.
ReportTable workloadGpuMemoryTable(const Report& report);
// A sustained run (sustainedtable.cpp; issue 25, item 2): each figure in the first rounds against the
// last; only notes when the run was too short to compare; nothing for a run that was not sustained.
ReportTable sustainedTable(const Report& report);
// Loop mode: per input, a cold call (a fresh process to the end of its first pass) beside a warm
// one (the later passes), in time and memory. The window shows the same table.
ReportTable coldWarmTable(const QList<ColdWarm>& rows);
// An offline corpus run (corpustables.cpp): what it obtained per pass, and the documents that failed
// with their reasons; empty for other runs.
QList<ReportTable> corpusTables(const CorpusFigures& corpus);
// The most failed documents a table lists; the JSON export lists every one.
inline constexpr int kMaxFailedDocumentRows = 200;

} // namespace Analysis
