#pragma once

// The thermal protocol (issue 25, item 2): before each repetition, an optional pause and a wait
// until a thermal zone is at or below a temperature, bounded by a longest wait. What the wait took
// and the temperature and CPU clock at the repetition's start go into a "cooldown" event, so a run
// whose repetitions started from different thermal states can be told apart from one that did not.

#include <string>
#include <vector>

namespace Probe {

struct CooldownOptions {
    bool enabled = false; // --cooldown-until-c given
    double untilC = 0; // wait until the zone is at or below this temperature
    std::string zone = "auto"; // auto: the hottest zone; else a thermal_zoneN or a zone's type
    double maxWaitS = 300; // give up after this long (the repetition then starts, noted as not reached)
    double pauseS = 0; // --pause-s: a fixed pause before every repetition but the first
    // --sustained-s: no wait, but each repetition's start temperature and clock are recorded.
    bool recordStart = false;
    bool any() const { return enabled || pauseS > 0 || recordStart; }
};

struct CooldownResult {
    double pausedMs = 0, waitedMs = 0;
    double startC = -1000, endC = -1000; // the zone's temperature before the wait and at the start; -1000 unread
    double freqMhz = -1; // the mean current CPU frequency at the start; -1 without cpufreq
    bool reached = true; // the zone was at or below untilC when the repetition started
    bool interrupted = false; // a signal or a failed write stopped the wait
};

class Cooldown {
public:
    // Finds the zone(s) under /sys/class/thermal (through --sysfs-root). False with a message when
    // a cooldown is asked for and there is no such zone.
    bool setup(const CooldownOptions& o, std::string& error);
    // Pauses (not before the first repetition) and waits; sigFd wakes it for a stop request.
    CooldownResult wait(int sigFd, bool first);
    // "thermal_zone0 (cpu-thermal)", or "hottest of 3 zones".
    const std::string& zoneText() const { return m_zoneText; }
    const CooldownOptions& options() const { return m_o; }

private:
    double readC() const; // the zone's temperature (auto: the hottest), -1000 when none reads
    double readFreqMhz() const;
    CooldownOptions m_o;
    std::vector<std::string> m_zones; // temp file paths
    std::vector<std::string> m_freq; // scaling_cur_freq paths
    std::string m_zoneText;
};

} // namespace Probe
