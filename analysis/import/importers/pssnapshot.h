#pragma once

#include "analysis/import/importers/textinput.h"
#include "analysis/core/run.h"

namespace Analysis::Importers {

// The measurement method's other "after load" reading (procps or busybox ps), one moment per process row:
//   ps -o pid,rss,vsz,etime,cmd -p <PID>
// RSS goes to rssKb, VSZ to vmSizeKb, ELAPSED and the command to environment "process.*".
bool readPsSnapshot(Input& in, Run& run);
bool looksLikePsSnapshot(std::string_view head);

} // namespace Analysis::Importers
