// `headroom-probe run`: start the command once per repetition, sample it, time it, classify how
// it ended, and never leave it running.

#include "envinfo.h"
#include "modes.h"
#include "procfs.h"
#include "protocol.h"
#include "runner.h"
#include "sampler.h"
#include "util.h"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <regex.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

namespace Probe {

namespace {

Cgroup cgroupFromDir(const std::string& dir)
{
    Cgroup cg;
    if (fileExists(dir + "/memory.max") || fileExists(dir + "/memory.current"))
        cg.version = 2;
    else if (fileExists(dir + "/memory.limit_in_bytes"))
        cg.version = 1;
    cg.dir = dir;
    return cg;
}

} // namespace

std::string csvField(const std::string& s)
{
    if (s.find_first_of(",\"\n") == std::string::npos)
        return s;
    std::string out = "\"";
    for (char c : s)
        out += c == '"' ? std::string("\"\"") : std::string(1, c);
    return out + "\"";
}

namespace {

int64_t utf8Chars(const std::string& s)
{
    int64_t n = 0;
    for (unsigned char c : s)
        n += (c & 0xC0) != 0x80;
    return n;
}

} // namespace

bool Runner::setup(std::string& error)
{
    if (!m_o.loadRegex.empty() && !m_loadRe.compile(m_o.loadRegex)) {
        error = "--load-regex: not a valid POSIX extended regex: " + m_o.loadRegex;
        return false;
    }
    if (!m_o.tokenRegex.empty() && !m_tokenRe.compile(m_o.tokenRegex)) {
        error = "--token-regex: not a valid POSIX extended regex: " + m_o.tokenRegex;
        return false;
    }
    if (!m_o.cgroupDir.empty()) {
        m_cgroup = cgroupFromDir(m_o.cgroupDir);
        if (m_cgroup.version == 0) {
            error = "--cgroup " + m_o.cgroupDir
                + ": not a memory cgroup directory (no memory.max or memory.limit_in_bytes)";
            return false;
        }
    } else {
        m_cgroup = memoryCgroupOf(getpid()); // the workload inherits the probe's cgroup
    }
    for (const auto& spec : m_o.critical) {
        Critical c;
        c.spec = spec;
        int64_t pid = 0;
        if (parseInt64(spec, pid)) {
            if (!processAlive(pid_t(pid))) {
                error = "--critical " + spec + ": no such process";
                return false;
            }
            c.pid = pid_t(pid);
        } else {
            c.watched = !pidsWithComm(spec).empty();
        }
        m_critical.push_back(c);
    }
    const MemInfo mem = readMemInfo();
    m_reserveKb = m_o.guardReserveKb >= 0
        ? m_o.guardReserveKb
        : int64_t(double(std::max<int64_t>(mem.totalKb, 0)) * m_o.guardReservePct / 100.0);
    if (!m_cooldown.setup(m_o.cooldown, error))
        return false;
    if (!m_out.open(m_o.outDir, true, error))
        return false;
    m_out.setStream(m_o.stream);
    // Made last, so that no failure above leaves it behind.
    if (m_o.cgroupLimitBytes > 0) {
        m_cgroup = createMemoryCgroup(m_o.cgroupLimitBytes, error);
        if (m_cgroup.version == 0) {
            error = "--cgroup-limit: " + error;
            return false;
        }
        m_createdCgroup = m_cgroup.dir;
    }
    return true;
}

void Runner::removeCreatedCgroup()
{
    if (m_createdCgroup.empty())
        return;
    std::string error;
    if (!removeCgroup(m_createdCgroup, 5000, error))
        warn(error);
    m_createdCgroup.clear();
}

void Runner::killTree(pid_t root, const std::vector<pid_t>& known, int sig)
{
    ::kill(-root, sig);
    // Descendants that left the process group (setsid, setpgid) are killed one by one.
    for (pid_t p : known)
        ::kill(p, sig);
    for (pid_t p : processTree(root))
        ::kill(p, sig);
}

void Runner::checkCritical(const std::string& input, int rep)
{
    for (auto& c : m_critical) {
        if (!c.watched || c.lost)
            continue;
        const bool alive = c.pid ? processAlive(c.pid) : !pidsWithComm(c.spec).empty();
        if (alive)
            continue;
        c.lost = true;
        ++m_criticalLost;
        JsonObject o;
        o.num("v", HeadroomProtocol::kFormatVersion)
            .str("type", HeadroomProtocol::kEvCritical)
            .str("process", c.spec)
            .str("input", input)
            .num("rep", rep)
            .real("t_ms", monotonicMs() - m_runT0, 1);
        m_out.event(o.done());
    }
}

int Runner::exec()
{
    std::string error;
    if (!setup(error)) {
        std::fprintf(stderr, "headroom-probe run: %s\n", error.c_str());
        return 2;
    }
    m_sigFd = installSignalPipe();
    if (!m_guardian.start(m_createdCgroup)) {
        std::fprintf(stderr, "headroom-probe run: cannot start the guardian process: %s\n", std::strerror(errno));
        std::string ignored;
        if (!m_createdCgroup.empty())
            removeCgroup(m_createdCgroup, 5000, ignored);
        return 1;
    }
    m_runT0 = monotonicMs();
    m_power.discover();

    std::vector<std::string> files;
    files.push_back(m_o.command[0]);
    std::string inputs = "[";
    for (size_t i = 0; i < m_o.inputs.size(); ++i) {
        std::string text;
        readFile(m_o.inputs[i].second, text, size_t(1) << 30);
        JsonObject in;
        in.str("id", m_o.inputs[i].first)
            .str("file", m_o.inputs[i].second)
            .num("bytes", int64_t(text.size()))
            .num("chars", utf8Chars(text));
        inputs += (i ? "," : "") + in.done();
        files.push_back(m_o.inputs[i].second);
    }
    inputs += "]";
    std::string load = "none";
    if (!m_o.loadRegex.empty())
        load = "regex";
    else if (m_o.loadFirstOutput)
        load = "first_output";
    else if (m_o.loadAfterMs >= 0)
        load = "after_ms";
    // Before run_start, which names the GPU source (or what was tried).
    if (m_o.contextIntervalMs > 0)
        m_context.start(&m_out, m_runT0, double(m_o.contextIntervalMs),
            GpuOptions { 0, double(m_o.gpuIntervalMs), m_o.nvmlLibrary, false });
    JsonObject start;
    start.num("v", HeadroomProtocol::kFormatVersion)
        .str("type", HeadroomProtocol::kEvRunStart)
        .str("probe", HeadroomProtocol::kProbeVersion)
        .num("protocol", HeadroomProtocol::kFormatVersion)
        .str("mode", "run")
        .str("timing", "cold_start")
        .raw("argv", jsonStringArray(m_o.argv))
        .raw("command", jsonStringArray(m_o.command))
        .num("started_at", wallSeconds())
        .num("interval_ms", m_o.intervalMs)
        .num("repeat", m_o.repeat)
        .num("warmup", m_o.warmup)
        .boolean("interleave", m_o.interleave)
        .boolean("loop", m_o.loop)
        .str("cpu_affinity", cpuAffinityText(m_o.cpuAffinity))
        .real("timeout_s", m_o.timeoutS)
        .raw("inputs", inputs)
        .str("load", load)
        .str("load_regex", m_o.loadRegex)
        .numOrNull("load_after_ms", m_o.loadAfterMs, m_o.loadAfterMs >= 0)
        .num("guard_reserve_kb", m_reserveKb)
        .raw("critical", jsonStringArray(m_o.critical))
        .num("cgroup_version", m_cgroup.version)
        .str("cgroup_dir", m_cgroup.dir)
        .boolean("cgroup_created", !m_createdCgroup.empty())
        .numOrNull("cgroup_created_limit_bytes", m_o.cgroupLimitBytes, !m_createdCgroup.empty())
        .num("context_interval_ms", m_o.contextIntervalMs)
        .num("full_sample_ms", m_o.fullSampleMs)
        .num("output_head_bytes", HeadroomProtocol::kOutputHeadBytes)
        .num("output_tail_bytes", HeadroomProtocol::kOutputTailBytes)
        .raw("power", m_power.json())
        .str("workload_gpu_peaks",
            std::string("headroom:gpu_peak lines on stdout and stderr and the file in $")
                + HeadroomProtocol::kGpuPeaksFileEnv + " (out/ID-REP" + HeadroomProtocol::kGpuPeaksFileSuffix + ")")
        .raw("gpu",
            m_o.contextIntervalMs > 0
                ? m_context.gpu().json()
                : std::string("{\"source\":null,\"tried\":\"no system events (--context-interval-ms 0)\"}"))
        .realOrNull("cooldown_until_c", m_o.cooldown.untilC, m_o.cooldown.enabled, 1)
        .strOrNull("cooldown_zone", m_cooldown.zoneText(), m_o.cooldown.enabled)
        .realOrNull("cooldown_max_wait_s", m_o.cooldown.maxWaitS, m_o.cooldown.enabled)
        .real("pause_s", m_o.cooldown.pauseS)
        .realOrNull("sustained_s", m_o.sustainedS, m_o.sustainedS > 0);
    m_out.event(start.done());
    const std::string env = environmentJson(files);
    m_out.writeText(HeadroomProtocol::kEnvFile, env + "\n");
    m_out.event(JsonObject()
                    .num("v", HeadroomProtocol::kFormatVersion)
                    .str("type", HeadroomProtocol::kEvEnv)
                    .raw("env", env)
                    .done());
    for (const auto& c : m_critical)
        if (!c.watched)
            warn("critical process '" + c.spec + "' is not running; not watched");

    m_context.setPower(&m_power);
    if (m_o.background.any()) {
        std::string bgError;
        if (!m_background.start(m_o.background, m_out, m_runT0, &Guardian::onBackgroundGroup, &m_guardian, bgError))
            warn("background load not started: " + bgError);
    }

    // The order of repetitions: by input, or round-robin across inputs to spread thermal drift.
    struct Slot {
        size_t input;
        int rep;
    };
    std::vector<std::pair<std::string, std::string>> ins = m_o.inputs;
    if (ins.empty())
        ins.emplace_back("", "");
    const int total = m_o.warmup + m_o.repeat;
    std::vector<Slot> order;
    if (m_o.interleave) {
        for (int r = 0; r < total; ++r)
            for (size_t i = 0; i < ins.size(); ++i)
                order.push_back({ i, r });
    } else {
        for (size_t i = 0; i < ins.size(); ++i)
            for (int r = 0; r < total; ++r)
                order.push_back({ i, r });
    }
    int done = 0;
    bool interrupted = false;
    const auto runSlot = [&](const Slot& s) {
        const RepResult r = runRep(ins[s.input].first, ins[s.input].second, s.rep, s.rep < m_o.warmup);
        ++done;
        interrupted = r.interrupted || stopRequested();
        return !interrupted;
    };
    if (m_o.sustainedS > 0) {
        // Sustained: rounds of every input until the time is spent, counted from the first measured
        // repetition's start; a round once begun finishes, so every input has as many repetitions.
        double measuredT0 = -1;
        const int64_t maxRounds = std::max<int64_t>(1, 1000000 / int64_t(ins.size()));
        for (int64_t r = 0; r < maxRounds && !interrupted; ++r) {
            if (r >= m_o.warmup) {
                if (measuredT0 < 0)
                    measuredT0 = monotonicMs();
                else if (r >= total && monotonicMs() - measuredT0 >= m_o.sustainedS * 1000.0)
                    break;
            }
            for (size_t i = 0; i < ins.size() && !interrupted; ++i)
                runSlot({ i, int(r) });
        }
    } else {
        for (const auto& s : order)
            if (!runSlot(s))
                break;
    }
    // Background load and the GPU poller end with the measurement, on every way out of the loop.
    m_background.stop(&m_out, m_runT0);
    m_context.stop();
    removeCreatedCgroup();
    const int sig = pendingStopSignal();
    JsonObject end;
    end.num("v", HeadroomProtocol::kFormatVersion)
        .str("type", HeadroomProtocol::kEvRunEnd)
        .boolean("complete", !interrupted)
        .num("reps_done", done)
        .num("reps_planned", m_o.sustainedS > 0 ? int64_t(done) : int64_t(order.size()))
        .real("t_ms", monotonicMs() - m_runT0, 1)
        .num("critical_lost", m_criticalLost);
    if (interrupted && sig)
        end.str("interrupted_by", strsignal(sig));
    m_out.event(end.done());
    m_guardian.stop();
    m_out.finish();
    if (pendingOutputError())
        return kExitOutputFailed;
    if (interrupted)
        return 128 + (sig ? sig : SIGTERM);
    return 0;
}

int runMode(int argc, char** argv)
{
    RunOptions o;
    if (!parseRunOptions(argc, argv, o))
        return 2;
    setSysfsRoot(o.sysfsRoot);
    setProcfsRoot(o.procfsRoot);
    Runner r(std::move(o));
    return r.exec();
}

} // namespace Probe
