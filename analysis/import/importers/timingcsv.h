#pragma once

#include "analysis/import/importers/textinput.h"
#include "analysis/core/run.h"

namespace Analysis::Importers {

// A CSV with a header row and one repetition per row (',', ';' or tab separated, "quoted"
// cells allowed). The duration column is ImportOptions::csvColumn, or the only duration-like
// one; its unit comes from the name ("wall_ms", "time (s)") or the cells, else seconds.
// Optional columns "input" and "warmup" are used when present.
bool readTimingCsv(Input& in, Run& run);
bool looksLikeTimingCsv(std::string_view head);

} // namespace Analysis::Importers
