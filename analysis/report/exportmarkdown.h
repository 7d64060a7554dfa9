#pragma once

// A report as Markdown, for pasting into an issue tracker or a wiki: the verdict and the method's
// sentence first, then the per-input figures, known and unknown, and the provenance (SHA-256 of
// every raw file). GitHub-flavoured tables; pipes in cells are escaped.

#include "analysis/report/report.h"

namespace Analysis {

QString reportToMarkdown(const Report& report, SentenceLanguage lang);

} // namespace Analysis
