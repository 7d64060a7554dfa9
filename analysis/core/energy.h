#pragma once

// Energy per repetition (issue 25): what the probe measured from the device's power sources
// (remote/probe/power.h), summed up per input, and the words that say where it came from. The
// figures are the probe's; nothing here invents one a source did not give.

#include "analysis/core/run.h"

#include <QString>

#include <optional>

namespace Analysis {

// One input's energy over its stable (not warm-up) repetitions. Each repetition's energy runs
// from its process's start to its exit, loading included: the cold-start cost of one answer.
struct EnergyFigures {
    int n = 0; // stable repetitions with an energy
    std::optional<double> medianJ; // the median repetition's energy
    std::optional<double> meanW; // the median of the repetitions' mean power
    std::optional<double> peakW; // the highest interval power of any of them
    // The stable repetitions' energy over their output tokens (only repetitions with a count).
    std::optional<double> jPerToken;
    // All stable repetitions' energy (failed ones cost energy too) over the accepted outputs.
    std::optional<double> jPerAccepted;
    bool known() const { return n > 0; }
};

EnergyFigures energyFigures(const Run& run, const QString& inputId);

// "12.4 J", "850 mJ", "3.21 kJ": joules by magnitude; "6.17 W", "420 mW": watts.
QString formatJoules(double j);
QString formatWatts(double w);

// The environment keys the event reader fills from the probe's run_start "power" object.
namespace PowerKeys {
inline constexpr char kAvailable[] = "power_available"; // "true" / "false"; absent: not recorded
inline constexpr char kSupply[] = "power_supply_state"; // "mains", "battery", "unknown"
inline constexpr char kCoverage[] = "power_coverage"; // "board", "platform", "battery", "package", "rail"
inline constexpr char kTotal[]
    = "power_total"; // the total's sources: "VDD_IN (hwmon/hwmon1/in1: curr1_input x in1_input)"
inline constexpr char kOthers[] = "power_others"; // the sources beside the total
inline constexpr char kExact[] = "energy_exact"; // "true": energy counters, "false": integrated power
inline constexpr char kReason[] = "power_reason"; // why there is no total
} // namespace PowerKeys

// One line for the report's environment: "board input: VDD_IN (...), integrated from sampled power;
// on battery", or "not available: <the probe's reason>"; empty when the run recorded nothing about
// power (an import, an older probe).
QString energySourceText(const Environment& env);
// "on mains", "on battery", "unknown"; translated.
QString supplyStateText(const QString& state);

} // namespace Analysis
