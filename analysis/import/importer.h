#pragma once

// The entry point for log files made outside Headroom: the measurement method's mem.log loop, /proc status and
// ps snapshots, timing lists, timing CSVs and the measurement method's timing-script summary, and other tools'
// logs (hyperfine, llama-bench, llama-server, GNU time, psrecord, tegrastats, vLLM bench, a CSV
// with user-mapped columns). The format is found from the content, never from the file name;
// the most specific format wins, and content that fits two formats is refused with a message. Pure and synchronous: the
// caller picks the thread , and the progress callback may cancel.

#include "analysis/core/diagnostic.h"
#include "analysis/core/run.h"
#include "analysis/import/formats.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace Analysis {

// One column of a generic CSV as the user mapped it (`--map rss=RSS_KB:KiB,time=t:s`).
struct ColumnMapping {
    QString role; // "time", "rss", "latency", "length"
    QString column; // header name (case-insensitive) or 1-based number
    QString unit; // time/latency: ns us ms s min h; rss: B kB KB KiB MB MiB GB GiB; length: tokens chars bytes
    bool operator==(const ColumnMapping& o) const { return role == o.role && column == o.column && unit == o.unit; }
};

// "rss=RSS:KiB,time=t:s" -> mappings, or nullopt with *error set (unknown role, missing or unknown
// unit: a unit is never assumed).
std::optional<QList<ColumnMapping>> parseColumnMap(const QString& spec, QString* error);
QString columnMapText(const QList<ColumnMapping>& mapping); // the inverse of parseColumnMap

struct ImportOptions {
    // Lines longer than this are refused with a message: no text log has them, and a bounded
    // line keeps a binary file from being read as one enormous "value".
    static constexpr qsizetype kDefaultMaxLineBytes = 1 << 20;

    QString csvColumn; // timing CSV: column name (case-insensitive) or 1-based number; empty: the only numeric one
    int warmup = 1; // timing lists: the first N repetitions are flagged warm-up (the method drops one)
    TimingKind timingKind = TimingKind::Unknown; // what a timing log measured; logs do not say it themselves
    qsizetype maxLineBytes = kDefaultMaxLineBytes;
    // Generic CSV: the user's column mapping; a CSV whose header has these columns is read with it.
    QList<ColumnMapping> columns;
    // Called with a CSV's shape (csvShape) when columns is empty: a mapping saved for that shape
    // earlier (the app keeps them in its settings), or an empty list.
    std::function<QList<ColumnMapping>(const QByteArray& shape)> savedColumns;
    QString timeFormat; // GNU time -f FORMAT the log was written with ("%e %M"); empty: not a -f log
    QString format; // an importer id to use instead of detection (the user's override); empty: detect
    bool hashSource = true; // SHA-256 of the file for SourceFile (provenance); off only for measurements
    // Called about every MiB with bytes done and total; return false to cancel.
    std::function<bool(qint64 done, qint64 total)> progress;
    // Called about every 16 MiB of lines read with how far the reading got (a pointer into the
    // bytes given): an importer of a mapped file releases what lies behind (MappedInputFile).
    // Bytes behind it may still be read again; they are the same bytes.
    std::function<void(const char* readUpTo)> consumed;
};

struct ImportResult {
    QString format; // importer id (formats.h); empty when not recognised
    std::optional<Run> run; // set only when the whole file was read without an error
    Diagnostics diagnostics; // errors and warnings, each naming file and line
    QStringList notes; // what the importer assumed or chose (unit, column), to show with the figures
    QList<ColumnMapping> columnsUsed; // generic-csv: the mapping it was read with (to save for its shape)
    QByteArray shape; // generic-csv: csvShape of the file
    bool cancelled = false;

    bool ok() const { return run.has_value() && !hasErrors(diagnostics); }
};

// A CSV's shape, to save a column mapping for the next file like it: SHA-256 (hex) of its header
// line, trimmed and lower-cased. Empty when the file cannot be read or is empty.
QByteArray csvShape(const QString& path);
QByteArray csvShapeOfBytes(const QByteArray& head);

ImportResult importFile(const QString& path, const ImportOptions& options);
// fileName is used in messages and provenance only.
ImportResult importBytes(const QByteArray& data, const QString& fileName, const ImportOptions& options);

} // namespace Analysis
