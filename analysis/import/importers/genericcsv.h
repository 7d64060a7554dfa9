#pragma once

#include "analysis/import/importers/textinput.h"
#include "analysis/core/run.h"

namespace Analysis::Importers {

// Any CSV whose columns the user mapped (ImportOptions::columns; `--map rss=col:KiB,time=col:s`):
// time + rss make a memory series (sampled RSS), latency makes repetitions, length groups them
// into inputs (tokens, chars or bytes). Every mapping names its unit; a cell that states a
// different unit ("12 MB" in a KiB column) is refused, not converted by guess.
bool readGenericCsv(Input& in, Run& run);
// True when the header has every mapped column.
bool csvHasColumns(std::string_view head, const QList<ColumnMapping>& columns);
// True when the first line splits into two or more CSV cells (a header a --map could name).
bool looksLikeCsvHeader(std::string_view head);
// The header line that decides a CSV's shape: first non-blank line, trimmed and lower-cased.
QByteArray csvHeaderLine(std::string_view head);

} // namespace Analysis::Importers
