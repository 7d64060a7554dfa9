#pragma once

// PDF summaries from the window: the same report `headroom report --pdf` writes (pdfreport.h), for
// one run into a file or for several into a folder, one file each named after the run. On the GUI
// thread: the report's charts are widgets. Asked from the window with the other formats: reportexport.h.

#include "analysis/report/report.h"

#include <QString>
#include <QStringList>

namespace Ui {

// The file name a run's export gets in a folder: "<id> <name><suffix>", with characters that are
// not safe in a file name replaced by "_".
QString runFileName(const QString& runId, const QString& runName, const QString& suffix);
QString pdfFileName(const QString& runId, const QString& runName); // suffix ".pdf"

// Writes the PDF of each run; one path for one run, a folder (created if missing) for several.
// Returns the files written; *errors gets one message per run that could not be written, naming
// the run and the file.
QStringList exportRunPdfs(const QString& projectPath, const QStringList& runIds, const QString& target,
    Analysis::SentenceLanguage language, QStringList* errors);

} // namespace Ui
