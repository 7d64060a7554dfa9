#pragma once

#include "analysis/import/importers/textinput.h"
#include "analysis/core/run.h"

namespace Analysis::Importers {

// The measurement method's loop, byte for byte:
//   while true; do date +%s; grep -E 'VmRSS|VmHWM' /proc/<PID>/status; sleep 0.5; done > mem.log
// A stamp line (date +%s or +%s.%N), then VmHWM:/VmRSS: lines in either order (VmSize, RssAnon,
// RssFile, RssShmem kept when a wider grep added them). Fills run.memory[""] (timeIsEpoch).
bool readMemLog(Input& in, Run& run);

// Content sniffing: a stamp line followed by /proc status lines within the first lines.
bool looksLikeMemLog(std::string_view head);

} // namespace Analysis::Importers
