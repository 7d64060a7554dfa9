#pragma once

// Brings files into a project: log files of any supported format, probe run folders, a
// colleague's .headroom file, or a folder holding any mix of them. Used by `headroom import` and
// by the workbench alike. Each file is one transaction: a file with an error leaves nothing.

#include "analysis/diagnostic.h"
#include "analysis/importer.h"
#include "analysis/store.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace Analysis
{

class Store;

struct FileImportOutcome {
    QString path;
    QString format; // importer id, "probe-run" or "headroom"
    QStringList runIds; // runs created
    bool duplicate = false; // the same raw bytes were already in the project
    Diagnostics diagnostics;
    bool ok() const { return !hasErrors(diagnostics); }
};

struct ProjectImportOptions {
    ImportOptions log; // options for log files
    // Called before each file with (index, total, path); return false to stop (cancel).
    std::function<bool(int, int, const QString&)> progress;
};

// Expands folders (a folder with events.jsonl is one probe run; others are walked, one level
// of files and sub-folders, sorted by name) into the list of things to import.
QStringList expandImportPaths(const QStringList& paths, Diagnostics* diagnostics);

// One probe run folder with every file in it as raw files. `run`, when given, replaces what is read
// from the folder (PlanRunner's run carries the plan's token counts); `plan` is kept verbatim.
FileImportOutcome importRunFolder(
    Store& store, const QString& dir, const std::optional<Run>& run = {}, const PlanText& plan = {});

QList<FileImportOutcome> importIntoProject(Store& store, const QStringList& paths, const ProjectImportOptions& options);

} // namespace Analysis
