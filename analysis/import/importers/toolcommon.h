#pragma once

// Plumbing shared by the importers of other tools' logs (hyperfine, llama.cpp, GNU time,
// psrecord, tegrastats, vLLM, generic CSV): JSON with file:line errors, CSV and Markdown cells,
// and the one place where a figure that has no Run field is written with its unit and source.

#include "analysis/import/importers/textinput.h"
#include "analysis/core/run.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace Analysis::Importers {

// A figure with no Run field (tokens/s, a frequency, a count) kept as an environment value
// "<number> <unit>" under "<tool>.<label>.<name>": the unit travels with the number, the key
// names the tool and the test it belongs to, and the run's SourceFile names the file.
void putFigure(Run& run, const QString& key, double value, const QString& unit);
void putText(Run& run, const QString& key, const QString& text);
QString numberText(double v); // shortest text that reads back as the same double

// "<file>: <label>": which file and which test of it a reported summary came from.
ReportedSummary newSummary(const Input& in, const QString& label);

// 1-based line of a byte offset.
int lineOfOffset(std::string_view all, qsizetype offset);
// The JSON value of text (which starts at firstLine of the file); on an error, a message with
// the line and nullopt.
std::optional<QJsonValue> parseJson(Input& in, std::string_view text, int firstLine);
// The line in all where "key": first appears at or after `from` (for messages about a value);
// `from` (1 when not found).
int lineOfKey(std::string_view all, const char* key, int fromLine = 1);

// A JSON number, or nullopt when the key is absent or null; an error when present but not a
// finite number.
std::optional<double> jsonNumber(Input& in, const QJsonObject& o, const char* key, int line);

// RFC 4180 cells of one line; false on an unbalanced quote.
bool splitCsvCells(std::string_view line, char delim, std::vector<std::string>& cells);
// Cells of a Markdown table row "| a | b |", trimmed; false when the line is not a row.
bool splitMarkdownRow(std::string_view line, std::vector<std::string>& cells);
bool isMarkdownRule(const std::vector<std::string>& cells); // "|:---|---:|"

// Bytes in one of a memory unit, spelled as the tools do: B, kB/KB (1000), KiB (1024), MB (10^6),
// MiB, GB, GiB. Case matters where it must (kB vs KiB); nullopt for anything else.
std::optional<double> bytesPerMemoryUnit(std::string_view unit);
// Seconds in one of a duration unit: ns, us, µs, ms, s, min, h; nullopt otherwise.
std::optional<double> secondsPerTimeUnit(std::string_view unit);

std::string lower(std::string_view s);
QString qs(const std::string& s);

} // namespace Analysis::Importers
