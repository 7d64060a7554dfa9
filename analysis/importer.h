#pragma once

// The entry point for log files made outside Headroom: the seeds' mem.log loop, /proc status and
// ps snapshots, timing lists, timing CSVs and the seeds' timing-script summary. The format is
// found from the content, never from the file name. Pure and synchronous: the caller picks the
// thread (STYLE.md), and the progress callback may cancel.

#include "analysis/diagnostic.h"
#include "analysis/run.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace Analysis {

struct ImportOptions {
    // Lines longer than this are refused with a message: no text log has them, and a bounded
    // line keeps a binary file from being read as one enormous "value".
    static constexpr qsizetype kDefaultMaxLineBytes = 1 << 20;

    QString csvColumn; // timing CSV: column name (case-insensitive) or 1-based number; empty: the only numeric one
    int warmup = 1; // timing lists: the first N repetitions are flagged warm-up (the seeds drop one)
    TimingKind timingKind = TimingKind::Unknown; // what a timing log measured; logs do not say it themselves
    qsizetype maxLineBytes = kDefaultMaxLineBytes;
    bool hashSource = true; // SHA-256 of the file for SourceFile (provenance); off only for measurements
    // Called about every MiB with bytes done and total; return false to cancel.
    std::function<bool(qint64 done, qint64 total)> progress;
};

struct ImportResult {
    QString format; // importer id (formatIds()); empty when not recognised
    std::optional<Run> run; // set only when the whole file was read without an error
    Diagnostics diagnostics; // errors and warnings, each naming file and line
    QStringList notes; // what the importer assumed or chose (unit, column), to show with the figures
    bool cancelled = false;

    bool ok() const { return run.has_value() && !hasErrors(diagnostics); }
};

// Importer ids: "memlog", "procstatus", "ps", "timing-list", "timing-csv", "timing-summary".
QStringList formatIds();
// A human description of an importer id ("the seeds' /proc/<PID>/status loop (mem.log)").
QString formatDescription(const QString& id);

ImportResult importFile(const QString& path, const ImportOptions& options);
// fileName is used in messages and provenance only.
ImportResult importBytes(const QByteArray& data, const QString& fileName, const ImportOptions& options);

} // namespace Analysis
