#pragma once

// What `headroom analyze` says about one imported file: its format, the memory figures (with
// whether each peak is exact or sampled, and whose peak it is), the sampling interval actually
// seen, and the timing statistics of the stable repetitions. Computed once, written as text for
// people or as a stable JSON object for scripts.

#include "analysis/import/importer.h"
#include "analysis/core/statistics.h"

#include <QJsonObject>

#include <optional>

namespace Analysis {

struct MemoryFigures {
    QString key; // the run's memory key: input id, PID for a multi-process ps, or ""
    int64_t pid = 0;
    int64_t samples = 0;
    bool snapshot = false; // one reading without a time (the "after load" figures)
    bool partialLast = false; // the last sample lacks a field (cut off mid-write)
    int64_t firstRssKb = MemorySeries::kMissing, firstHwmKb = MemorySeries::kMissing;
    int64_t firstVmSizeKb = MemorySeries::kMissing;
    int64_t peakRssKb = MemorySeries::kMissing; // max of samples: Sampled (a spike between samples is missed)
    double peakRssAtS = 0; // seconds after the first sample
    int64_t lastHwmKb = MemorySeries::kMissing; // the kernel's exact peak of this process (not the device's)
    int64_t maxHwmKb = MemorySeries::kMissing; // the largest VmHWM reading
    // VmHWM read lower than before: a reset (clear_refs) or the kernel's per-CPU RSS counters,
    // which are approximate by design (seen here on 6.x: 193764 then 193492 kB with no reset).
    int64_t hwmDropKb = 0; // largest drop between readings
    bool hwmWentDown() const { return hwmDropKb > 0; }
    double durationS = 0;
    std::optional<double> intervalMedianS, intervalMaxS, intervalMeanS;
    bool wholeSecondStamps = false; // date +%s: a single gap reads 0 or 1 s
    QString peakDoubt; // translated: why the sampled peak was probably missed (peakdoubt.h); empty if not
};

struct TimingFigures {
    QString inputId;
    TimingKind kind = TimingKind::Unknown;
    int repetitions = 0; // all, as read
    int warmupDropped = 0;
    int failed = 0; // not outcome ok
    Summary stats; // milliseconds, stable repetitions only
    // The largest maxRssKb of its repetitions (GNU time, hyperfine 1.19+: rusage, exact); kMissing when none had one.
    int64_t maxRssKb = MemorySeries::kMissing;
    int withMaxRss = 0; // repetitions that had one
};

struct FileSummary {
    QString file;
    QString format; // importer id; empty when not recognised
    bool ok = false;
    QList<MemoryFigures> memory;
    QList<TimingFigures> timing;
    QList<ReportedSummary> reported;
    // Figures without a Run field, "<number> <unit>" by "<tool>.<test>.<name>" (environment values).
    QMap<QString, QString> figures;
    QStringList notes;
    Diagnostics diagnostics;
};

FileSummary summarizeImport(const QString& file, const ImportResult& result);
QString toText(const FileSummary& s);
QJsonObject toJson(const FileSummary& s); // keys are a contract: add, never rename

} // namespace Analysis
