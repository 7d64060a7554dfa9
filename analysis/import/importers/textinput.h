#pragma once

// Shared plumbing of the log importers: a line reader over raw bytes (no QString per line, no
// regex: a 1M-sample mem.log is 50 MB), bounded number parsers, and the diagnostics sink that
// names file and line and stops after a sane number of errors.

#include "analysis/core/diagnostic.h"
#include "analysis/core/tr.h"
#include "analysis/import/importer.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace Analysis::Importers {

// One line without its terminator ("\n" or "\r\n").
struct Line {
    std::string_view text;
    int number = 0; // 1-based
    bool terminated = true; // false for a last line with no newline (possibly cut off mid-write)
};

struct MemReading;

class Input {
public:
    Input(const char* data, qsizetype size, const QString& fileName, const ImportOptions& options);

    // Next line, or false at the end, on a refused over-long line, or when cancelled; check
    // failed() afterwards.
    bool next(Line& line);
    bool failed() const { return m_failed; }
    bool cancelled() const { return m_cancelled; }

    // What the importer assumed or chose (a unit, a column), shown with the summary.
    void note(const QString& text) { m_notes.append(text); }
    QStringList takeNotes() { return std::move(m_notes); }

    void error(int line, const QString& message, const QString& field = {});
    void warning(int line, const QString& message, const QString& field = {});
    bool hasErrors() const { return m_errors > 0; }

    // Values no measurement has (issue 19, item 12): a duration of more than a year, a clock above
    // 100 GHz. False, with an error naming the line, for such a value; parsers call these where
    // a duration or a frequency is read, so a million years never reaches a chart as a figure.
    static constexpr double kMaxDurationMs = 366.0 * 24 * 3600 * 1000;
    static constexpr double kMaxFrequencyMhz = 100e3;
    bool possibleDuration(int line, double ms, const QString& field = {});
    bool possibleFrequency(int line, double mhz, const QString& field = {});
    // VmRSS above VmHWM in one reading: the kernel never writes that (VmHWM is at least the RSS it
    // reports beside it), so the log was edited or mixed up. A warning naming the line.
    void checkReading(int line, const MemReading& r);
    // True once too many errors were reported to keep reading (one per line of a binary file
    // would only bury the first, useful one).
    bool tooManyErrors() const { return m_errors >= kMaxErrors; }

    const QString& fileName() const { return m_fileName; }
    const ImportOptions& options() const { return m_options; }
    Diagnostics takeDiagnostics() { return std::move(m_diagnostics); }
    std::string_view all() const { return { m_data, static_cast<size_t>(m_size) }; }

    static constexpr int kMaxErrors = 50;

private:
    const char* m_data;
    qsizetype m_size;
    qsizetype m_pos = 0;
    qsizetype m_nextProgress = 0;
    qsizetype m_nextConsumed = 0;
    int m_lineNumber = 0;
    QString m_fileName;
    const ImportOptions& m_options;
    Diagnostics m_diagnostics;
    QStringList m_notes;
    int m_errors = 0;
    bool m_failed = false;
    bool m_cancelled = false;
};

// Text helpers (all bounded by the view; nothing reads past its end).
std::string_view trimmed(std::string_view s);
bool isBlank(std::string_view s);
// Start of s, made safe to print: at most 60 characters, invalid UTF-8 replaced.
QString quoted(std::string_view s);
std::optional<int64_t> parseInt(std::string_view s); // optional sign, digits only, no overflow
std::optional<double> parseDouble(std::string_view s); // decimal, finite only; no "nan"/"inf"
bool startsWith(std::string_view s, std::string_view prefix);
bool equalsIgnoreCase(std::string_view a, std::string_view b);
std::string_view firstLine(std::string_view head); // first non-blank line, trimmed
// Splits on runs of blanks into at most maxParts; the last part keeps its inner blanks.
std::vector<std::string_view> splitBlanks(std::string_view s, size_t maxParts);
QString toQString(std::string_view s); // UTF-8, invalid sequences replaced

// "VmRSS:\t  123456 kB" -> key "VmRSS", value 123456. Nullopt when not of the form Key:<ws>N<ws>kB.
struct StatusField {
    std::string_view key;
    int64_t kb = 0;
    bool tooLarge = false; // BadValue because the number has more digits than any memory size
};
// "the value of VmRSS in "…" is too large …": the message for a StatusField with tooLarge set.
QString statusValueTooLarge(std::string_view key, std::string_view text);
enum class StatusParse { Ok, NotAField, BadValue };
StatusParse parseStatusField(std::string_view line, StatusField& out);

// The /proc/<pid>/status memory keys Headroom keeps. Other Vm*/Rss*/Hugetlb* keys are real
// kernel fields that a wider grep picks up: Ignored, not an error.
enum class MemKey { Unknown, Ignored, VmRSS, VmHWM, VmSize, RssAnon, RssFile, RssShmem };
MemKey memKey(std::string_view key);

// One reading of the kept keys; kMissing where the text had none.
struct MemReading {
    int64_t rss = -1, hwm = -1, vmSize = -1, anon = -1, file = -1, shmem = -1;
    // Stores kb under key; false when that key already had a value.
    bool set(MemKey key, int64_t kb);
    bool hasAny() const { return rss >= 0 || hwm >= 0 || vmSize >= 0 || anon >= 0 || file >= 0 || shmem >= 0; }
};
// A duration with an optional unit: "0.123", "0.123 s", "123ms", "850 us", "850µs", "5ns".
enum class DurationUnit { None, Seconds, Milliseconds, Microseconds, Nanoseconds };
enum class DurationParse { Ok, NotANumber, Negative, BadUnit };
DurationParse parseDuration(std::string_view s, double& value, DurationUnit& unit);
double toMs(double value, DurationUnit unit, DurationUnit assumed);
QString unitName(DurationUnit unit);

// Repetitions of the only input ("") from durations in ms; the first options.warmup are flagged.
void setRepetitions(Run& run, const std::vector<double>& ms, const ImportOptions& options);

// Appends a reading to a series, keeping the optional columns as long as t once they appear.
void appendReading(MemorySeries& series, double t, const MemReading& r);

} // namespace Analysis::Importers
