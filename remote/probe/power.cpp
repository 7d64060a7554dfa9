#include "power.h"

#include "util.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <unistd.h>

namespace Probe {

namespace {

std::string g_sysfsRoot;

std::vector<std::string> sortedDir(const std::string& path)
{
    std::vector<std::string> names = listDir(path);
    // hwmon10 after hwmon9: by length, then by name.
    std::sort(names.begin(), names.end(),
        [](const std::string& a, const std::string& b) { return a.size() != b.size() ? a.size() < b.size() : a < b; });
    return names;
}

bool endsWith(const std::string& s, const char* suffix)
{
    const size_t n = std::strlen(suffix);
    return s.size() >= n && s.compare(s.size() - n, n, suffix) == 0;
}

// A board's input rail: what a Jetson's INA3221 calls VDD_IN (Orin, Xavier NX) or POM_5V_IN
// (Nano, TX1), and other boards VIN: everything the board draws.
bool boardInputLabel(const std::string& label)
{
    return endsWith(label, "_IN") || label == "VIN";
}

std::string readable(const std::string& path)
{
    if (::access(path.c_str(), R_OK) == 0)
        return {};
    return std::strerror(errno);
}

} // namespace

void setSysfsRoot(const std::string& root)
{
    g_sysfsRoot = root;
    while (g_sysfsRoot.size() > 1 && g_sysfsRoot.back() == '/')
        g_sysfsRoot.pop_back();
}

std::string sysfsPath(const std::string& path)
{
    if (g_sysfsRoot.empty() || !startsWith(path, "/sys"))
        return path;
    return g_sysfsRoot + path.substr(4);
}

void PowerMeter::discover()
{
    m_sources.clear();
    m_total.clear();
    m_skipped.clear();
    discoverSupplies();
    discoverRapl();
    discoverHwmon();
    chooseTotal();
}

void PowerMeter::discoverRapl()
{
    const std::string base = sysfsPath("/sys/class/powercap");
    for (const auto& e : sortedDir(base)) {
        // intel-rapl:0 (a package or psys), intel-rapl:0:1 (a domain inside it); the bare
        // "intel-rapl" is the control type, with no counter. AMD's RAPL appears under the same names.
        if (!startsWith(e, "intel-rapl:"))
            continue;
        const std::string d = base + "/" + e + "/";
        const std::string name = readLine(d + "name");
        const bool sub = std::count(e.begin(), e.end(), ':') > 1;
        Source s;
        s.id = "powercap/" + e;
        s.label = name.empty() ? e : name;
        s.kind = "rapl";
        s.counter = true;
        s.scale = 1e-6; // microjoules
        s.files = "energy_uj";
        if (!sub && startsWith(name, "package"))
            s.coverage = "package";
        else if (!sub && name == "psys")
            s.coverage = "platform";
        else if (sub && name == "dram")
            s.coverage = "dram"; // outside the package's own counter
        else
            s.coverage = "part of package"; // core, uncore: inside the package's counter
        if (!parseInt64(readLine(d + "max_energy_range_uj"), s.maxRange) || s.maxRange <= 0)
            s.maxRange = -1;
        if (!s.a.open(d + "energy_uj")) {
            // Since Linux 5.10 energy_uj is readable by root only (CVE-2020-8694).
            m_skipped.push_back(s.id + " (" + s.label + "): energy_uj not readable: " + std::strerror(errno));
            continue;
        }
        m_sources.push_back(std::move(s));
    }
}

void PowerMeter::discoverHwmon()
{
    const std::string base = sysfsPath("/sys/class/hwmon");
    for (const auto& h : sortedDir(base)) {
        const std::string d = base + "/" + h + "/";
        const std::string name = readLine(d + "name");
        std::vector<std::string> files = sortedDir(base + "/" + h);
        auto has = [&files](const std::string& f) { return std::find(files.begin(), files.end(), f) != files.end(); };
        for (const auto& f : files) {
            const bool power = startsWith(f, "power") && endsWith(f, "_input");
            const bool curr = startsWith(f, "curr") && endsWith(f, "_input");
            if (!power && !curr)
                continue;
            const std::string n = f.substr(power ? 5 : 4, f.size() - (power ? 5 : 4) - 6);
            int64_t channel = 0;
            if (!parseInt64(n, channel))
                continue;
            Source s;
            s.id = "hwmon/" + h + "/" + (power ? "power" : "in") + n;
            if (power) {
                s.kind = "hwmon_power";
                s.files = f;
                s.scale = 1e-6; // microwatts
                s.label = readLine(d + "power" + n + "_label");
            } else {
                // A current with a power reading of the same channel (INA219/INA226) is that one;
                // without it (INA3221) the bus voltage of the same channel gives the power.
                if (has("power" + n + "_input") || !has("in" + n + "_input"))
                    continue;
                // The INA3221's curr4_input is the sum of its channels and in4..in6 are shunt
                // voltages (Documentation/hwmon/ina3221.rst): only channels 1-3 are rails.
                if (name == "ina3221" && (channel < 1 || channel > 3))
                    continue;
                s.kind = "hwmon_rail";
                s.files = f + " x in" + n + "_input";
                s.scale = 1e-6; // mA x mV = microwatts
                s.label = readLine(d + "in" + n + "_label");
                if (s.label.empty())
                    s.label = readLine(d + "curr" + n + "_label");
            }
            if (s.label.empty())
                s.label = (name.empty() ? h : name) + " " + (power ? "power" : "rail ") + n;
            s.coverage = boardInputLabel(s.label) ? "board" : "rail";
            const std::string first = d + f;
            if (!s.a.open(first) || (!power && !s.b.open(d + "in" + n + "_input"))) {
                m_skipped.push_back(s.id + " (" + s.label + "): not readable: " + readable(first));
                continue;
            }
            m_sources.push_back(std::move(s));
        }
    }
}

void PowerMeter::discoverSupplies()
{
    const std::string base = sysfsPath("/sys/class/power_supply");
    bool external = false, discharging = false, charging = false;
    std::vector<std::string> batteries;
    for (const auto& e : sortedDir(base)) {
        const std::string d = base + "/" + e + "/";
        const std::string type = readLine(d + "type");
        const std::string status = readLine(d + "status");
        if (type == "Battery") {
            // The kernel's status words (Documentation/ABI/testing/sysfs-class-power).
            if (status == "Discharging")
                discharging = true;
            else if (status == "Charging" || status == "Full" || status == "Not charging")
                charging = true;
            // A peripheral's battery (a mouse, scope "Device") is not the device's own.
            if (readLine(d + "scope") != "Device")
                batteries.push_back(e);
        } else if (readLine(d + "online") == "1") {
            external = true; // Mains, USB, USB_PD, Wireless ...
        }
    }
    m_supply = external || (charging && !discharging) ? "mains" : discharging ? "battery" : "unknown";
    if (m_supply != "battery")
        return; // on mains a battery's power is its charge, not the device's draw
    for (const auto& e : batteries) {
        const std::string d = base + "/" + e + "/";
        Source s;
        s.id = "power_supply/" + e;
        s.label = e;
        s.kind = "battery";
        s.coverage = "battery";
        s.absolute = true; // some drivers sign the discharge current negative
        if (s.a.open(d + "power_now")) {
            s.files = "power_now";
            s.scale = 1e-6; // microwatts
        } else if (s.a.open(d + "current_now") && s.b.open(d + "voltage_now")) {
            s.files = "current_now x voltage_now";
            s.scale = 1e-12; // microamps x microvolts
        } else {
            m_skipped.push_back(s.id + ": neither power_now nor current_now and voltage_now readable");
            continue;
        }
        m_sources.push_back(std::move(s));
    }
}

void PowerMeter::chooseTotal()
{
    auto pick = [this](const char* coverage, bool all) {
        for (size_t i = 0; i < m_sources.size(); ++i)
            if (m_sources[i].coverage == coverage) {
                m_total.push_back(i);
                if (!all)
                    return true;
            }
        return !m_total.empty();
    };
    if (pick("board", false))
        m_coverage = "board";
    else if (pick("platform", false))
        m_coverage = "platform";
    else if (pick("battery", true))
        m_coverage = "battery";
    else if (pick("package", true)) {
        pick("dram", true);
        m_coverage = "package";
    } else if (pick("rail", false))
        m_coverage = "rail";
    for (size_t i : m_total)
        m_sources[i].inTotal = true;
    if (m_total.empty()) {
        m_reason = "no power source: no readable RAPL energy_uj in /sys/class/powercap, no hwmon power*_input or "
                   "curr*_input with in*_input in /sys/class/hwmon";
        m_reason += m_supply == "battery" ? ", no readable battery power"
                                          : ", and no battery in use (supply: " + m_supply + ")";
        for (const auto& s : m_skipped)
            m_reason += "; " + s;
    }
}

std::string PowerMeter::json() const
{
    JsonObject o;
    o.boolean("available", available()).str("supply", m_supply);
    std::string sources = "[";
    for (size_t i = 0; i < m_sources.size(); ++i) {
        const Source& s = m_sources[i];
        sources += (i ? "," : "")
            + JsonObject()
                  .str("id", s.id)
                  .str("label", s.label)
                  .str("kind", s.kind)
                  .str("coverage", s.coverage)
                  .str("files", s.files)
                  .boolean("counter", s.counter)
                  .boolean("in_total", s.inTotal)
                  .done();
    }
    bool exact = available();
    for (size_t i : m_total)
        exact = exact && m_sources[i].counter;
    o.raw("sources", sources + "]")
        .strOrNull("coverage", m_coverage, available())
        .boolean("exact", exact)
        .raw("skipped", jsonStringArray(m_skipped))
        .strOrNull("reason", m_reason, !available());
    return o.done();
}

bool PowerMeter::read(Source& s, int64_t& value) const
{
    char buf[64];
    int64_t a = 0, b = 1;
    // A file caught mid-write (empty) or a sensor that answers an error is a missed reading.
    if (s.a.read(buf, sizeof buf) <= 0 || !parseInt64(trim(buf), a))
        return false;
    if (s.b.isOpen() && (s.b.read(buf, sizeof buf) <= 0 || !parseInt64(trim(buf), b)))
        return false;
    if (s.absolute) {
        a = a < 0 ? -a : a;
        b = b < 0 ? -b : b;
    }
    if (s.counter && a < 0)
        return false;
    value = s.b.isOpen() ? a * b : a;
    return true;
}

void PowerMeter::readAll(double nowMs, bool first)
{
    double total = 0;
    bool totalKnown = !m_total.empty();
    for (Source& s : m_sources) {
        int64_t v = 0;
        s.intervalW = -1;
        if (!read(s, v)) {
            if (first)
                s.missed = true;
            continue;
        }
        if (first || !s.havePrev) {
            s.missed = s.missed || !first;
        } else if (s.counter) {
            int64_t delta = v - s.prevCount;
            if (delta < 0) // the counter wrapped at max_energy_range_uj back to 0
                delta = s.maxRange > 0 ? s.maxRange - s.prevCount + v : -1;
            if (delta < 0) {
                s.missed = true; // went backwards with no known range: not a number to add
            } else {
                const double j = double(delta) * s.scale;
                s.joules += j;
                if (nowMs > s.prevT)
                    s.intervalW = j / ((nowMs - s.prevT) / 1000.0);
            }
        } else {
            const double w = double(v) * s.scale;
            s.joules += (s.prevW + w) / 2.0 * ((nowMs - s.prevT) / 1000.0); // trapezoid
            s.intervalW = w;
        }
        s.havePrev = true;
        s.prevT = nowMs;
        if (s.counter)
            s.prevCount = v;
        else
            s.prevW = double(v) * s.scale;
    }
    for (size_t i : m_total) {
        totalKnown = totalKnown && m_sources[i].intervalW >= 0;
        total += m_sources[i].intervalW;
    }
    m_lastTotalW = totalKnown ? total : -1;
    if (m_lastTotalW >= 0)
        m_peakW = std::max(m_peakW, m_lastTotalW);
}

void PowerMeter::begin(double nowMs)
{
    if (m_sources.empty())
        return;
    for (Source& s : m_sources) {
        s.havePrev = false;
        s.missed = false;
        s.joules = 0;
    }
    m_beginMs = nowMs;
    m_peakW = -1;
    m_open = true;
    readAll(nowMs, true);
    // A gauge's first reading is also the start of its first interval's peak.
    double w = 0;
    bool known = !m_total.empty();
    for (size_t i : m_total) {
        const Source& s = m_sources[i];
        known = known && !s.counter && s.havePrev;
        w += s.prevW;
    }
    if (known)
        m_peakW = w;
}

void PowerMeter::sample(double nowMs)
{
    if (m_open)
        readAll(nowMs, false);
}

PowerMeter::RepEnergy PowerMeter::end(double nowMs)
{
    RepEnergy r;
    if (!m_open)
        return r;
    readAll(nowMs, false);
    m_open = false;
    m_lastTotalW = -1;
    r.known = !m_total.empty();
    r.exact = r.known;
    for (size_t i : m_total) {
        const Source& s = m_sources[i];
        r.known = r.known && !s.missed && s.havePrev;
        r.exact = r.exact && s.counter;
        r.joules += s.joules;
    }
    const double seconds = (nowMs - m_beginMs) / 1000.0;
    r.meanW = r.known && seconds > 0 ? r.joules / seconds : 0;
    r.peakW = r.known ? m_peakW : -1;
    r.partsJson = "[";
    for (size_t i = 0; i < m_sources.size(); ++i) {
        const Source& s = m_sources[i];
        const bool known = !s.missed && s.havePrev;
        r.partsJson += (i ? "," : "")
            + JsonObject()
                  .str("id", s.id)
                  .str("label", s.label)
                  .realOrNull("energy_j", s.joules, known, 6)
                  .boolean("in_total", s.inTotal)
                  .done();
    }
    r.partsJson += "]";
    return r;
}

} // namespace Probe
