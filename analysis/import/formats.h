#pragma once

// The importer registry: every log format Headroom reads, once. Detection (importer.cpp),
// formatIds(), formatDescription(), `headroom import --help` and the fuzz targets (one per
// family, tests/fuzz) are all made from this table; a new importer is one row here
// (docs/architecture.md, "Where a change goes").

#include <QString>
#include <QStringList>

#include <string_view>
#include <vector>

namespace Analysis {

struct Run;
struct ImportOptions;
namespace Importers {
class Input;
}

// How a format is recognised when the user does not name it.
enum class Detection {
    OwnMarks, // marks only this tool's output has; two formats at once is ambiguous (the user says which)
    MethodOrder, // the measurement method's plain formats, tried in the table's order, the first that fits wins
    AskedFor, // only with the user's word: a column map (generic-csv) or GNU time's -f format
};

// What a format needs from the user besides the bytes.
enum class FormatNeeds { Nothing, ColumnMap, TimeFormat };

// What an AskedFor sniffer says about a file and the user's options.
enum class Fit {
    No,
    Fits, // wins over every other format
    OnlyOption, // taken only when no format fits by its own marks (so its reader can say what is missing)
};

struct ImportFormat {
    const char* id; // the --format word, stored with every imported file
    const char* family; // the tool it belongs to: one fuzz target per family ("hyperfine" for its 3 exports)
    Detection detection;
    FormatNeeds needs;
    bool (*looksLike)(std::string_view head); // OwnMarks, MethodOrder
    Fit (*fitsAskedFor)(std::string_view head, const ImportOptions& options); // AskedFor
    bool (*read)(Importers::Input& in, Run& run);
    const char* description; // English source, translated in the "Analysis" context
};

// Every format, in detection order.
const std::vector<ImportFormat>& importFormats();
const ImportFormat* findImportFormat(const QString& id);

// The ids, in the table's order: "memlog", "procstatus", ... "generic-csv".
QStringList formatIds();
// A human description of an id ("hyperfine --export-json (every run's time)"); "unknown format"
// for an id not in the table (a project written by a newer Headroom).
QString formatDescription(const QString& id);
// The families, in the table's order, each once: the importers' fuzz targets.
QStringList formatFamilies();
// One line per format, "  id  description", for --help.
QString formatHelp();

} // namespace Analysis
