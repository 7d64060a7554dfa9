#pragma once

// The PDF summary of a run (issue 9): A4, the verdict and the measurement method's sentence first, then the
// environment, the fixed parameters, the figures of every input, the charts (as vectors, through
// QChartView::render), known and unknown, and the provenance of every raw file; page numbers at
// the foot. Chinese text is set in "Noto Sans CJK SC" explicitly (Qt's fallback may pick the
// Japanese variant for Han text) and the fonts are embedded by QPdfWriter.
//
// Needs a QApplication (the charts are widgets); `headroom report --pdf` makes one on the
// offscreen platform when there is no display.

#include "analysis/report/report.h"

#include <QString>

namespace Ui {

bool writePdfReport(
    const Analysis::Report& report, Analysis::SentenceLanguage lang, const QString& path, QString* error);

} // namespace Ui
