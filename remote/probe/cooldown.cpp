#include "cooldown.h"

#include "modes.h"
#include "power.h"
#include "util.h"

#include <algorithm>
#include <cerrno>
#include <poll.h>
#include <unistd.h>

namespace Probe {

bool Cooldown::setup(const CooldownOptions& o, std::string& error)
{
    m_o = o;
    const std::string base = sysfsPath("/sys/class/thermal");
    std::vector<std::string> names;
    for (const auto& e : listDir(base))
        if (startsWith(e, "thermal_zone"))
            names.push_back(e);
    std::sort(names.begin(), names.end(),
        [](const std::string& a, const std::string& b) { return a.size() != b.size() ? a.size() < b.size() : a < b; });
    std::string have;
    for (const auto& z : names) {
        const std::string type = readLine(base + "/" + z + "/type");
        have += (have.empty() ? "" : ", ") + z + (type.empty() ? "" : " (" + type + ")");
        if (o.zone == "auto" || o.zone == z || o.zone == type) {
            m_zones.push_back(base + "/" + z + "/temp");
            if (o.zone != "auto")
                m_zoneText = z + (type.empty() ? "" : " (" + type + ")");
        }
        if (o.zone != "auto" && !m_zones.empty())
            break;
    }
    if (o.zone == "auto")
        m_zoneText = "hottest of " + std::to_string(m_zones.size()) + " zone" + (m_zones.size() == 1 ? "" : "s");
    if (o.enabled && m_zones.empty()) {
        error = o.zone == "auto" ? std::string("--cooldown-until-c: no thermal zone in ") + base
                                 : "--cooldown-zone " + o.zone
                + ": no such thermal zone (found: " + (have.empty() ? std::string("none") : have) + ")";
        return false;
    }
    const std::string cpus = sysfsPath("/sys/devices/system/cpu");
    for (const auto& e : listDir(cpus)) {
        int64_t n = 0;
        const std::string f = cpus + "/" + e + "/cpufreq/scaling_cur_freq";
        if (startsWith(e, "cpu") && parseInt64(e.substr(3), n) && fileExists(f))
            m_freq.push_back(f);
    }
    return true;
}

double Cooldown::readC() const
{
    double hottest = -1000;
    for (const auto& z : m_zones) {
        int64_t mc = 0;
        // A zone whose sensor is off answers an error or -273000: not a temperature.
        if (parseInt64(readLine(z), mc) && mc > -100000)
            hottest = std::max(hottest, double(mc) / 1000.0);
    }
    return hottest;
}

double Cooldown::readFreqMhz() const
{
    double sum = 0;
    int n = 0;
    for (const auto& f : m_freq) {
        int64_t khz = 0;
        if (parseInt64(readLine(f), khz) && khz > 0) {
            sum += double(khz) / 1000.0;
            ++n;
        }
    }
    return n ? sum / n : -1;
}

namespace {
// Sleeps up to ms, woken early by the signal pipe; false when a stop was requested.
bool sleepUnlessStopped(int sigFd, double ms)
{
    pollfd p { sigFd, POLLIN, 0 };
    const int r = ::poll(&p, sigFd >= 0 ? 1 : 0, int(std::max(0.0, ms)));
    if (r > 0 && (p.revents & POLLIN)) {
        char buf[32];
        while (::read(sigFd, buf, sizeof buf) > 0) { }
    }
    return !stopRequested();
}
} // namespace

CooldownResult Cooldown::wait(int sigFd, bool first)
{
    CooldownResult r;
    if (m_o.pauseS > 0 && !first) {
        const double t0 = monotonicMs(), until = t0 + m_o.pauseS * 1000.0;
        // Bounded: each pass sleeps until the end or is woken by a signal (then stops, or continues).
        for (int i = 0; i < 100000 && monotonicMs() < until; ++i)
            if (!sleepUnlessStopped(sigFd, until - monotonicMs())) {
                r.interrupted = true;
                break;
            }
        r.pausedMs = monotonicMs() - t0;
    }
    r.startC = readC();
    r.endC = r.startC;
    if (m_o.enabled && !r.interrupted) {
        const double t0 = monotonicMs(), deadline = t0 + m_o.maxWaitS * 1000.0;
        // Every 250 ms: a thermal zone's own polling interval is of that order or longer.
        for (int i = 0; i < 10000000 && !(r.endC > -1000 && r.endC <= m_o.untilC); ++i) {
            const double now = monotonicMs();
            if (now >= deadline)
                break;
            if (!sleepUnlessStopped(sigFd, std::min(250.0, deadline - now))) {
                r.interrupted = true;
                break;
            }
            r.endC = readC();
        }
        r.waitedMs = monotonicMs() - t0;
        r.reached = r.endC > -1000 && r.endC <= m_o.untilC;
    }
    r.freqMhz = readFreqMhz();
    return r;
}

} // namespace Probe
