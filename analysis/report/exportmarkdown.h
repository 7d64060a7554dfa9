#pragma once

// A report as Markdown, for pasting into an issue tracker or a wiki: the verdict and the method's
// sentence first, then the per-input figures, known and unknown, and the provenance (SHA-256 of
// every raw file). GitHub-flavoured tables; pipes in cells are escaped.

#include "analysis/report/report.h"

namespace Analysis {

QString reportToMarkdown(const Report& report, SentenceLanguage lang);

// The comparisons as the Compare page shows them: per compared run, a table of every input and
// figure against the base with the interval and the outcome, then what was not compared and why.
QString comparisonToMarkdown(const ComparisonReport& report);

} // namespace Analysis
