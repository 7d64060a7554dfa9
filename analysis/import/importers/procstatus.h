#pragma once

#include "analysis/import/importers/textinput.h"
#include "analysis/core/run.h"

namespace Analysis::Importers {

// The measurement method's "after load" reading, one moment (a one-sample series at t = 0, not epoch):
//   grep -E 'VmRSS|VmHWM|VmSize' /proc/<PID>/status      (a whole status file is read too)
bool readProcStatus(Input& in, Run& run);
bool looksLikeProcStatus(std::string_view head);

} // namespace Analysis::Importers
