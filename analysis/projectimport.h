#pragma once

// Brings files into a project: log files of any supported format, probe run folders, a
// colleague's .headroom file, or a folder holding any mix of them. Used by `headroom import` and
// by the workbench alike. Each file is one transaction: a file with an error leaves nothing.

#include "analysis/diagnostic.h"
#include "analysis/importer.h"

#include <QString>
#include <QStringList>

#include <functional>

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

QList<FileImportOutcome> importIntoProject(Store& store, const QStringList& paths, const ProjectImportOptions& options);

} // namespace Analysis
