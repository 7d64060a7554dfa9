#pragma once

// Power and energy (issue 25): every power source the device exposes in sysfs, what each covers,
// and the energy of each repetition. The sources (docs/measurement-method.md, "Energy"):
//   - RAPL energy counters, /sys/class/powercap/intel-rapl:*/energy_uj (microjoules, wrapping at
//     max_energy_range_uj): exact differences, no sampling needed;
//   - hwmon power meters, /sys/class/hwmon/hwmon*/power*_input (microwatts), and shunt monitors
//     that give a rail's current and voltage apart (INA219/INA226/INA3221: curr*_input in mA times
//     in*_input in mV, named by in*_label), sampled and integrated;
//   - a battery's power_now (microwatts) or current_now x voltage_now (microamps, microvolts), used
//     only while the device runs on it (discharging): on mains it measures the charge, not the draw.
// Sources overlap (a board's input rail feeds its CPU rail; a RAPL package holds its cores), so
// the total is never a sum across coverages: one board input, else the platform (RAPL psys), else
// the battery, else the RAPL packages (with DRAM, which is outside them), else a single rail.
// Every other source keeps its own energy beside the total.

#include "procfs.h"

#include <cstdint>
#include <string>
#include <vector>

namespace Probe {

// --sysfs-root (a testing option): the power and thermal readers look under DIR instead of /sys,
// so a test can point them at a fixture tree. Empty: the real /sys.
void setSysfsRoot(const std::string& root);
// "/sys/class/powercap" under the root, or as given without one.
std::string sysfsPath(const std::string& path);

class PowerMeter {
public:
    PowerMeter() = default;
    PowerMeter(const PowerMeter&) = delete;
    PowerMeter& operator=(const PowerMeter&) = delete;

    // Finds the sources and picks those the total is made of.
    void discover();
    bool available() const { return !m_total.empty(); }
    // "mains", "battery" or "unknown": what the power supply class says powers the device.
    const std::string& supply() const { return m_supply; }
    // The run_start "power" object: sources, coverage, supply, and why there is no total.
    std::string json() const;

    // A repetition's window: begin() reads every source at its start, sample() at each context
    // interval in between (counters need none but give the peak; gauges are integrated between
    // readings), end() at its end.
    void begin(double nowMs);
    void sample(double nowMs);
    struct RepEnergy {
        bool known = false;
        double joules = 0, meanW = 0, peakW = -1; // peakW -1: no interval gave one
        bool exact = false; // every source of the total is an energy counter
        std::string partsJson = "[]"; // each source's own energy, total or not
    };
    RepEnergy end(double nowMs);
    // The total's power over the last interval sample() read; -1 when unknown.
    double lastTotalW() const { return m_lastTotalW; }

private:
    struct Source {
        std::string id, label, kind, coverage, files;
        bool counter = false, inTotal = false;
        ProcFile a, b; // a: the energy counter or power reading or current; b: the voltage
        int64_t maxRange = -1; // RAPL: max_energy_range_uj
        double scale = 1; // the reading (or a x b) times scale gives watts, or joules for a counter
        bool absolute = false; // battery currents may be signed by direction
        // The window's state.
        bool havePrev = false;
        double prevT = 0, prevW = -1;
        int64_t prevCount = 0;
        double joules = 0, intervalW = -1;
        bool missed = false; // no reading at the window's start: its energy is unknown
    };
    bool read(Source& s, int64_t& value) const;
    void readAll(double nowMs, bool first);
    void discoverRapl();
    void discoverHwmon();
    void discoverSupplies();
    void chooseTotal();

    std::vector<Source> m_sources;
    std::vector<size_t> m_total;
    std::string m_coverage, m_supply = "unknown", m_reason;
    std::vector<std::string> m_skipped; // sources found but not readable, with why
    double m_beginMs = 0, m_lastTotalW = -1, m_peakW = -1;
    bool m_open = false;
};

} // namespace Probe
