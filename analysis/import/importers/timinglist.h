#pragma once

#include "analysis/import/importers/textinput.h"
#include "analysis/core/run.h"

namespace Analysis::Importers {

// One duration per line: plain numbers are seconds (what the measurement method's perf_counter script
// measures), or a number with a unit (ms, s, us, ns). Lines starting with '#' are comments.
bool readTimingList(Input& in, Run& run);
bool looksLikeTimingList(std::string_view head);

} // namespace Analysis::Importers
