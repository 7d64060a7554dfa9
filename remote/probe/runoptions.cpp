#include "runoptions.h"

#include "modes.h"
#include "util.h"

#include <algorithm>
#include <cstring>
#include <sched.h>

namespace Probe {

bool validId(const std::string& id)
{
    if (id.empty() || id.size() > 64)
        return false;
    // Ids become file names under out/: keep them to a portable set.
    for (char c : id)
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-'
                || c == '.'))
            return false;
    return id != "." && id != "..";
}

bool parseCpuAffinity(const std::string& text, std::vector<int>& cpus)
{
    cpus.clear();
    if (text.empty())
        return false;
    for (const auto& part : split(text, ',')) {
        const auto dash = part.find('-');
        int64_t lo = 0, hi = 0;
        if (!parseInt64(dash == std::string::npos ? part : part.substr(0, dash), lo))
            return false;
        hi = lo;
        if (dash != std::string::npos && !parseInt64(part.substr(dash + 1), hi))
            return false;
        if (lo < 0 || hi < lo || hi >= CPU_SETSIZE)
            return false;
        for (int64_t c = lo; c <= hi; ++c)
            cpus.push_back(int(c));
    }
    std::sort(cpus.begin(), cpus.end());
    cpus.erase(std::unique(cpus.begin(), cpus.end()), cpus.end());
    return true;
}

std::string cpuAffinityText(const std::vector<int>& cpus)
{
    std::string out;
    for (size_t i = 0; i < cpus.size(); ++i)
        out += (i ? "," : "") + std::to_string(cpus[i]);
    return out;
}

namespace {

void replaceAll(std::string& s, const std::string& from, const std::string& to)
{
    for (size_t p = s.find(from); p != std::string::npos; p = s.find(from, p + to.size()))
        s.replace(p, from.size(), to);
}
} // namespace

std::vector<std::string> substituteInput(
    const std::vector<std::string>& command, const std::string& id, const std::string& file)
{
    std::vector<std::string> out = command;
    for (auto& a : out) {
        replaceAll(a, "{input_id}", id);
        replaceAll(a, "{input}", file);
    }
    return out;
}

bool parseRunOptions(int argc, char** argv, RunOptions& o)
{
    for (int i = 0; i < argc; ++i)
        o.argv.emplace_back(argv[i]);
    int loadModes = 0;
    for (int i = 0; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--") {
            for (int k = i + 1; k < argc; ++k)
                o.command.emplace_back(argv[k]);
            break;
        }
        if (a == "--interleave") {
            o.interleave = true;
            continue;
        }
        if (a == "--loop") {
            o.loop = true;
            continue;
        }
        if (a == "--load-first-output") {
            o.loadFirstOutput = true;
            ++loadModes;
            continue;
        }
        if (a == "--stream") {
            o.stream = true;
            continue;
        }
        if (i + 1 >= argc)
            return usageError("run", "%s needs a value (or unknown option)", a.c_str()) == 0;
        const std::string v = argv[++i];
        int64_t n = 0;
        double d = 0;
        std::string bgError;
        if (parseBackgroundOption(a, v, o.background, bgError)) {
            if (!bgError.empty())
                return usageError("run", "%s", bgError.c_str()) == 0;
        } else if (a == "--context-interval-ms" && parseInt64(v, n) && n >= 0 && n <= 3600000)
            o.contextIntervalMs = n;
        else if (a == "--full-sample-ms" && parseInt64(v, n) && n >= 0 && n <= 3600000)
            o.fullSampleMs = n;
        else if (a == "--gpu-interval-ms" && parseInt64(v, n) && n >= 0 && n <= 3600000)
            o.gpuIntervalMs = n;
        else if (a == "--repeat" && parseInt64(v, n) && n >= 1 && n <= 100000)
            o.repeat = int(n);
        else if (a == "--warmup" && parseInt64(v, n) && n >= 0 && n <= 1000)
            o.warmup = int(n);
        else if (a == "--interval-ms" && parseInt64(v, n) && n >= 1 && n <= 3600000)
            o.intervalMs = int(n);
        else if (a == "--timeout-s" && parseDouble(v, d) && d > 0)
            o.timeoutS = d;
        else if (a == "--input") {
            const auto eq = v.find('=');
            if (eq == std::string::npos || !validId(v.substr(0, eq)) || eq + 1 == v.size())
                return usageError("run", "--input wants ID=FILE with ID of [A-Za-z0-9._-], got '%s'", v.c_str()) == 0;
            for (const auto& in : o.inputs)
                if (in.first == v.substr(0, eq))
                    return usageError("run", "input id '%s' given twice", in.first.c_str()) == 0;
            o.inputs.emplace_back(v.substr(0, eq), v.substr(eq + 1));
        } else if (a == "--load-regex") {
            o.loadRegex = v;
            ++loadModes;
        } else if (a == "--load-after-ms" && parseInt64(v, n) && n >= 0) {
            o.loadAfterMs = n;
            ++loadModes;
        } else if (a == "--token-regex")
            o.tokenRegex = v;
        else if (a == "--engine") {
            if (!parseEngine(v, o.engine))
                return usageError("run", "--engine wants llama.cpp, markers, none or auto, got '%s'", v.c_str()) == 0;
        } else if (a == "--guard-reserve-kb") {
            if (!v.empty() && v.back() == '%' && parseDouble(v.substr(0, v.size() - 1), d) && d >= 0 && d < 100) {
                o.guardReservePct = d;
                o.guardReserveKb = -1;
            } else if (parseInt64(v, n) && n >= 0) {
                o.guardReserveKb = n;
            } else {
                return usageError("run", "--guard-reserve-kb wants KB or PERCENT%%, got '%s'", v.c_str()) == 0;
            }
        } else if (a == "--critical")
            o.critical.push_back(v);
        else if (a == "--cgroup")
            o.cgroupDir = v;
        else if (a == "--cgroup-limit") {
            if (!parseInt64(v, n) || n < (int64_t(4) << 20))
                return usageError("run", "--cgroup-limit wants a byte count of at least 4 MiB, got '%s'", v.c_str())
                    == 0;
            o.cgroupLimitBytes = n;
        } else if (a == "--cpu-affinity") {
            if (!parseCpuAffinity(v, o.cpuAffinity))
                return usageError("run", "--cpu-affinity wants a CPU list such as 4-7 or 0,2,4, got '%s'", v.c_str())
                    == 0;
        } else if (a == "--out")
            o.outDir = v;
        else if (a == "--cooldown-until-c" && parseDouble(v, d) && d >= -40 && d <= 150) {
            o.cooldown.enabled = true;
            o.cooldown.untilC = d;
        } else if (a == "--cooldown-zone" && !v.empty())
            o.cooldown.zone = v;
        else if (a == "--cooldown-max-wait-s" && parseDouble(v, d) && d > 0 && d <= 86400)
            o.cooldown.maxWaitS = d;
        else if (a == "--pause-s" && parseDouble(v, d) && d >= 0 && d <= 86400)
            o.cooldown.pauseS = d;
        else if (a == "--sustained-s" && parseDouble(v, d) && d > 0 && d <= 86400) {
            o.sustainedS = d;
            o.interleave = true; // every input early and late
            o.cooldown.recordStart = true; // each repetition's start temperature and clock
        }
        else if (a == "--sysfs-root") {
            if (!isDirectory(v))
                return usageError("run", "--sysfs-root %s: not a directory", v.c_str()) == 0;
            o.sysfsRoot = v;
        } else if (a == "--procfs-root") {
            if (!isDirectory(v))
                return usageError("run", "--procfs-root %s: not a directory", v.c_str()) == 0;
            o.procfsRoot = v;
        } else if (a == "--nvml-library" && !v.empty())
            o.nvmlLibrary = v;
        else
            return usageError("run", "bad option or value: %s %s", a.c_str(), v.c_str()) == 0;
    }
    if (loadModes > 1)
        return usageError("run", "choose one of --load-regex, --load-first-output, --load-after-ms") == 0;
    if (o.outDir.empty())
        return usageError("run", "--out DIR is required") == 0;
    if (!o.cgroupDir.empty() && o.cgroupLimitBytes > 0)
        return usageError("run", "choose one of --cgroup and --cgroup-limit") == 0;
    if (o.command.empty())
        return usageError("run", "no command: put it after --") == 0;
    for (const auto& in : o.inputs)
        if (!fileExists(in.second))
            return usageError("run", "input '%s': file not found: %s", in.first.c_str(), in.second.c_str()) == 0;
    return true;
}

} // namespace Probe
