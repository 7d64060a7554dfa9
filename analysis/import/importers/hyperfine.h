#pragma once

#include "analysis/import/importers/textinput.h"
#include "analysis/core/run.h"

namespace Analysis::Importers {

// hyperfine's exports. JSON (--export-json) holds every run's time: those become repetitions
// (cold starts: hyperfine starts the command afresh each run), with exit codes where the
// version wrote them (1.12+) and the peak memory where it wrote that (memory_usage_byte, 1.19+);
// its mean/stddev/median/min/max are kept as a reported summary beside them. CSV and Markdown
// (--export-csv, --export-markdown) hold only hyperfine's summary: reported summaries, never
// invented repetitions.
bool readHyperfineJson(Input& in, Run& run);
bool readHyperfineCsv(Input& in, Run& run);
bool readHyperfineMarkdown(Input& in, Run& run);
bool looksLikeHyperfineJson(std::string_view head);
bool looksLikeHyperfineCsv(std::string_view head);
bool looksLikeHyperfineMarkdown(std::string_view head);

} // namespace Analysis::Importers
