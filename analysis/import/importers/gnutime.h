#pragma once

#include "analysis/import/importers/textinput.h"
#include "analysis/core/run.h"

namespace Analysis::Importers {

// GNU time's reports, one repetition (a cold start) per run of the command:
// - `-v`: "Maximum resident set size (kbytes)" is the kernel's exact lifetime peak (rusage
//   ru_maxrss, KiB), "Elapsed (wall clock) time" is h:mm:ss or m:ss.ss, "Exit status", and
//   "Command terminated by signal N" before the block when a signal ended it;
// - the default format ("0.09user 0.03system 0:00.41elapsed … 46168maxresident)k");
// - `-f FORMAT` with the format given in ImportOptions::timeFormat (%e %E %M %x %U %S %P %C %%),
//   one line per run; "Command exited with non-zero status N" lines are read as GNU time writes
//   them. A figure whose specifier has no known unit is not read.
// Several runs appended with -a give several repetitions.
bool readGnuTimeVerbose(Input& in, Run& run);
bool readGnuTimeDefault(Input& in, Run& run);
bool readGnuTimeFormat(Input& in, Run& run);
bool looksLikeGnuTimeVerbose(std::string_view head);
bool looksLikeGnuTimeDefault(std::string_view head);
bool looksLikeGnuTimeFormat(std::string_view head, const QString& format);

} // namespace Analysis::Importers
