#pragma once

// Numbers a person reads: one set of forms for every report, table, chart label and CLI line.
// Fixed and locale-independent (a report reads the same on every machine), never in exponent
// form, never "-0.0", and a size or a duration always with its unit, chosen by magnitude.

#include <QString>

#include <cstdint>
#include <optional>

namespace Analysis {

// "512 KiB", "18.2 MiB", "20.01 GiB"; the unit by magnitude.
QString formatKb(int64_t kb);
QString formatKbValue(std::optional<int64_t> kb); // formatKb, or "-" when unknown
// "0.42 ms", "203.8 ms", "1680.2 ms": milliseconds, two decimals under 10 ms, one above.
QString formatMs(double ms);
// A duration in prose: "204 ms", "12.5 ms", "1.68 s", "12 min 4 s", "2 h 5 min" (the conclusion's sentence).
QString formatDuration(double ms);
// A length in tokens, short for an axis or a chart label: "950", "1 k", "3.52 k", "32.8 k", "1.2 M"
// (three significant digits at most, never an exponent).
QString formatTokens(int64_t tokens);
// A plain number as exact as it is, with no exponent: "20981104", "228.95", "-" when not finite.
QString formatNumber(double v);

} // namespace Analysis
