#pragma once

// Exports from the window: the selected runs as PDF, Markdown, CSV or JSON, and the Compare page's
// comparison as Markdown, CSV or JSON. The files are what `headroom report` and `headroom compare
// --json` write (analysis/report): the window formats nothing itself. The format is the file
// name's suffix, else the file dialog's filter. Markdown, CSV and JSON are written off the GUI
// thread with progress and cancel; a PDF draws its charts as widgets, so it stays on the GUI thread.

#include "analysis/report/report.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

class QWidget;

namespace Ui {

enum class ExportFormat { Pdf, Markdown, Csv, Json };

// By the file name's suffix (.pdf, .md, .csv, .json); nullopt for any other.
std::optional<ExportFormat> exportFormatOf(const QString& path);
QString exportSuffix(ExportFormat format); // ".md"
// The language the window shows, for the report's sentence and headline.
Analysis::SentenceLanguage windowLanguage();

// Writes each run's report in `format`. One run: `target` is the file; several: `target` is a
// folder (created when missing) with one file each, named by runFileName(). CSV is always a folder
// of the three tables `headroom report --csv DIR` writes. progress(done, total) is called before
// each run and at the end; when it returns false the export stops. Returns what was written;
// *errors gets one message per run that could not be, naming the run and the file. A PDF must be
// written on the GUI thread; the other formats on any thread.
QStringList exportRuns(const QString& projectPath, const QStringList& runIds, ExportFormat format,
    const QString& target, Analysis::SentenceLanguage language, QStringList* errors,
    const std::function<bool(int, int)>& progress = {});

// Writes the comparison (CSV: one file); false with *error naming the file.
bool exportComparison(
    const Analysis::ComparisonReport& report, ExportFormat format, const QString& path, QString* error);

// File > Export…, the Runs page's "Export selected…" and the Run page's "Export…": asks where and in
// which format, writes with a progress dialog, then offers to open the file or show its folder.
void exportRunsInteractively(QWidget* parent, const QString& projectPath, const QStringList& runIds);
// The Compare page's "Export…".
void exportComparisonInteractively(QWidget* parent, const Analysis::ComparisonReport& report);

} // namespace Ui
