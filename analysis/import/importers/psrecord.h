#pragma once

#include "analysis/import/importers/textinput.h"
#include "analysis/core/run.h"

namespace Analysis::Importers {

// psrecord --log: "# Elapsed time   CPU (%)   Real (MB)   Virtual (MB)" [USS (MB)], then one
// sample per line. psrecord's "MB" is MiB: it divides psutil's bytes by 1024**2 (psrecord/main.py),
// so Real/Virtual × 1024 are KiB (VmRSS/VmSize as psutil reads them, sampled, no peak mark).
// CPU (%) is psutil's cpu_percent of the process (100 = one core), kept as figures (max, mean).
// With --include-children the columns are sums over the process tree.
bool readPsrecord(Input& in, Run& run);
bool looksLikePsrecord(std::string_view head);

} // namespace Analysis::Importers
