#pragma once

#include "analysis/import/importers/textinput.h"
#include "analysis/core/run.h"

namespace Analysis::Importers {

// The output of the measurement method's timing script:
//   n= 19
//   min= 0.812 median= 0.845 max= 1.02
// Figures someone else computed: kept as Run::reportedSummaries (seconds, stored in ms), never as
// repetitions, since the raw times are gone. Several blocks (one per input) are allowed.
bool readTimingSummary(Input& in, Run& run);
bool looksLikeTimingSummary(std::string_view head);

} // namespace Analysis::Importers
