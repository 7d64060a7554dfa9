// One repetition of `headroom-probe run`.

#include "engine.h"
#include "envinfo.h"
#include "mappedfiles.h"
#include "modes.h"
#include "outputcopy.h"
#include "protocol.h"
#include "runner.h"
#include "sampler.h"
#include "util.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <initializer_list>
#include <poll.h>
#include <sched.h>
#include <sys/prctl.h>
#include <sys/resource.h>

namespace Probe {

namespace {

std::string numText(int64_t v, bool present)
{
    return present ? std::to_string(v) : std::string();
}

std::string msText(double v, bool present)
{
    if (!present)
        return {};
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3f", v);
    return buf;
}

// Splits a stream into lines for the load and token regexes; a line longer than the cap is
// matched on its first part so a binary stream cannot grow the buffer without bound.
// memchr, not a byte at a time: on a 300 MB output the byte loop was most of the probe's CPU.
struct LineSplitter {
    static constexpr size_t kCap = 65536;
    std::string partial;
    template <typename F> void feed(const char* p, size_t n, F&& onLine)
    {
        while (n > 0) {
            const char* nl = static_cast<const char*>(std::memchr(p, '\n', n));
            const size_t len = nl ? size_t(nl - p) : n;
            if (partial.size() < kCap)
                partial.append(p, std::min(len, kCap - partial.size()));
            if (!nl)
                return;
            onLine(partial);
            partial.clear();
            p = nl + 1;
            n -= len + 1;
        }
    }
};

[[noreturn]] void execChild(const std::vector<std::string>& argv, int goFd, int outFd, int errFd)
{
    ::setpgid(0, 0);
    // If the probe dies without a chance to clean up, the kernel kills the direct child.
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    sigset_t none;
    sigemptyset(&none);
    ::sigprocmask(SIG_SETMASK, &none, nullptr);
    for (int s : { SIGINT, SIGTERM, SIGHUP, SIGCHLD, SIGPIPE })
        ::signal(s, SIG_DFL);
    const int devNull = ::open("/dev/null", O_RDONLY);
    ::dup2(devNull, STDIN_FILENO);
    ::dup2(outFd, STDOUT_FILENO);
    ::dup2(errFd, STDERR_FILENO);
    // Wait until the probe has put us in the cgroup and started the clock.
    char go = 0;
    while (::read(goFd, &go, 1) < 0 && errno == EINTR) { }
    if (go != 'g')
        ::_exit(126);
    std::vector<char*> args;
    for (const auto& a : argv)
        args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    ::execvp(args[0], args.data());
    std::fprintf(stderr, "headroom-probe: cannot execute %s: %s\n", args[0], std::strerror(errno));
    ::_exit(127);
}

} // namespace

RepResult Runner::runRep(const std::string& inputId, const std::string& inputFile, int rep, bool warmup)
{
    RepResult result;
    const std::vector<std::string> argv
        = m_o.inputs.empty() ? m_o.command : substituteInput(m_o.command, inputId, inputFile);
    const std::string base = "out/" + (inputId.empty() ? std::string("run") : inputId) + "-" + std::to_string(rep);
    // Bounded copies (outputcopy.h): a run folder never holds more of an output than the host reads.
    OutputCopy outCopy, errCopy;
    outCopy.open(m_out.path(base + ".stdout"));
    errCopy.open(m_out.path(base + ".stderr"));

    const ThermalSnapshot thermalBefore = thermalSnapshot();
    const int64_t oomBefore = vmstatOomKills();
    const CgroupReading cgBefore = readCgroup(m_cgroup);
    const bool cgPeakReset = resetCgroupPeakV1(m_cgroup);
    const int cgPeakFd = openResetCgroupPeakV2(m_cgroup);
    const Pressure psiBefore = readMemoryPressure();
    ProcMem self;
    readProcMem(getpid(), self);

    int outPipe[2], errPipe[2], goPipe[2];
    if (::pipe2(outPipe, O_CLOEXEC) != 0 || ::pipe2(errPipe, O_CLOEXEC) != 0 || ::pipe2(goPipe, O_CLOEXEC) != 0) {
        std::fprintf(stderr, "headroom-probe run: pipe: %s\n", std::strerror(errno));
        result.interrupted = true;
        return result;
    }
    const pid_t child = ::fork();
    if (child == 0)
        execChild(argv, goPipe[0], outPipe[1], errPipe[1]);
    ::close(outPipe[1]);
    ::close(errPipe[1]);
    ::close(goPipe[0]);
    if (child < 0) {
        std::fprintf(stderr, "headroom-probe run: fork: %s\n", std::strerror(errno));
        result.interrupted = true;
        return result;
    }
    ::setpgid(child, child); // also in the child: whichever runs first
    m_guardian.watch(child);
    std::string cgError;
    const bool cgMoved = (m_o.cgroupDir.empty() && m_createdCgroup.empty()) || moveToCgroup(m_cgroup.dir, child, cgError);
    if (!cgMoved)
        m_out.event(JsonObject()
                        .num("v", HeadroomProtocol::kFormatVersion)
                        .str("type", HeadroomProtocol::kEvWarning)
                        .str("message", "cannot move the workload into the cgroup: " + cgError)
                        .done());
    // The plan's CPU affinity, set before the workload execs so every thread it starts inherits it.
    // A set that the kernel refuses (CPUs offline or outside the cgroup's cpuset) is recorded: the
    // workload then runs unpinned, which the reader must know.
    if (!m_o.cpuAffinity.empty()) {
        cpu_set_t set;
        CPU_ZERO(&set);
        for (int cpu : m_o.cpuAffinity)
            CPU_SET(cpu, &set);
        if (::sched_setaffinity(child, sizeof set, &set) != 0)
            m_out.event(JsonObject()
                            .num("v", HeadroomProtocol::kFormatVersion)
                            .str("type", HeadroomProtocol::kEvWarning)
                            .str("message", std::string("cpu affinity not applied: ") + std::strerror(errno))
                            .done());
    }
    const double t0 = monotonicMs();
    JsonObject rs;
    rs.num("v", HeadroomProtocol::kFormatVersion)
        .str("type", HeadroomProtocol::kEvRepStart)
        .str("input", inputId)
        .num("rep", rep)
        .boolean("warmup", warmup)
        .num("pid", child)
        .real("t_ms", t0 - m_runT0, 1)
        .num("started_at", wallSeconds())
        .raw("argv", jsonStringArray(argv))
        .raw("thermal", thermalJson(thermalBefore));
    m_out.event(rs.done());
    if (::write(goPipe[1], cgMoved ? "g" : "x", 1) != 1) { }
    ::close(goPipe[1]);

    LineSplitter outLines, errLines;
    double loadMs = -1, firstOutMs = -1, firstOutputAfterLoadMs = -1;
    // Engine adapters (engine.h): llama.cpp's closing perf lines and the marker protocol, read on
    // both streams as they pass; the marker times are the probe's own CLOCK_MONOTONIC readings.
    const bool readLlama = m_o.engine == Engine::Auto || m_o.engine == Engine::LlamaCpp;
    const bool readMarkers = m_o.engine == Engine::Auto || m_o.engine == Engine::Markers;
    LlamaPerf llama;
    double firstTokenMarkerMs = -1, firstAnyTokenMarkerMs = -1, lastTokenMarkerMs = -1;
    int64_t tokenMarkers = 0, iterationMarkers = 0, markerLines = 0;
    int64_t loadHwmKb = -1, loadRssKb = -1, tokens = 0, stdoutLines = 0;
    bool clearRefsOk = false, clearRefsTried = false;
    int64_t rssMax = 0, hwmMax = 0, hwmAfterLoadMax = 0, rssAfterLoadMax = 0;
    int maxProcs = 0, samples = 0;
    std::vector<pid_t> known { child };
    bool exited = false, timedOut = false, guardStop = false;
    int stopSig = 0;
    int status = 0;
    rusage ru {};
    double termSentMs = -1;
    const int guardEvery = std::max(1, 50 / m_o.intervalMs);
    const double deadline = t0 + m_o.timeoutS * 1000.0;
    double nextTick = t0;
    int outFd = outPipe[0], errFd = errPipe[0];
    double drainUntil = -1;
    const bool noLoadMode = !m_loadRe.set && m_o.loadAfterMs < 0 && !m_o.loadFirstOutput;
    // The workload's file-backed mappings: early, then once a second, and at load-complete (mappedfiles.h).
    MappedFiles mapped(t0);
    std::vector<pid_t> loadPids;

    auto markLoad = [&](double now) {
        if (loadMs >= 0)
            return;
        loadMs = now - t0;
        // Read each process's VmHWM before resetting it: that is the load phase's exact peak.
        loadHwmKb = 0;
        loadRssKb = 0;
        clearRefsTried = true;
        clearRefsOk = true;
        int n = 0;
        loadPids.clear();
        for (pid_t p : processTree(child)) {
            ProcMem m;
            if (!readProcMem(p, m))
                continue;
            ++n;
            loadPids.push_back(p);
            loadHwmKb += std::max<int64_t>(m.hwmKb, 0);
            loadRssKb += std::max<int64_t>(m.rssKb, 0);
            clearRefsOk = clearRefs(p) && clearRefsOk;
        }
        clearRefsOk = clearRefsOk && n > 0;
        mapped.scan(now, loadPids, true);
        m_out.event(JsonObject()
                        .num("v", HeadroomProtocol::kFormatVersion)
                        .str("type", HeadroomProtocol::kEvLoaded)
                        .str("input", inputId)
                        .num("rep", rep)
                        .real("load_ms", loadMs)
                        .real("t_ms", now - m_runT0, 1)
                        .num("load_hwm_kb", loadHwmKb)
                        .num("load_rss_kb", loadRssKb)
                        .boolean("clear_refs", clearRefsOk)
                        .done());
    };
    auto onLine = [&](const std::string& line, bool isStdout) {
        const double now = monotonicMs();
        if (isStdout) {
            ++stdoutLines;
            if (loadMs >= 0 && m_tokenRe.match(line))
                ++tokens;
        }
        if (m_loadRe.set && loadMs < 0 && m_loadRe.match(line))
            markLoad(now);
        if (readMarkers) {
            const Marker mk = parseMarker(line);
            if (mk != Marker::None)
                ++markerLines;
            if (mk == Marker::FirstToken || mk == Marker::Token) {
                ++tokenMarkers;
                lastTokenMarkerMs = now - t0;
                if (firstAnyTokenMarkerMs < 0)
                    firstAnyTokenMarkerMs = now - t0;
                if (mk == Marker::FirstToken && firstTokenMarkerMs < 0)
                    firstTokenMarkerMs = now - t0;
            } else if (mk == Marker::Iteration) {
                ++iterationMarkers;
            }
        }
        if (readLlama)
            parseLlamaPerfLine(line, llama);
    };

    TreeSampler sampler(child);
    ProcFile meminfo("/proc/meminfo");
    char memBuf[8192];
    // wait4() only when SIGCHLD arrived on the signal pipe (and once a second as a safety net),
    // not on every wake-up.
    bool childSignalled = true;
    double lastWaitCheck = t0;
    for (;;) {
        const double now = monotonicMs();
        if (!exited && now >= nextTick) {
            m_context.tick(now, nextTick);
            const TreeSample s = sampler.sample(now);
            if (s.procs > 0) {
                m_context.setPids(std::vector<int>(s.pids.begin(), s.pids.end()));
                ++samples;
                recordSample(m_out, s, child, inputId, rep, now - m_runT0, now - t0);
                rssMax = std::max(rssMax, s.rssKb);
                hwmMax = std::max(hwmMax, s.hwmKb);
                if (loadMs >= 0) {
                    hwmAfterLoadMax = std::max(hwmAfterLoadMax, s.hwmKb);
                    rssAfterLoadMax = std::max(rssAfterLoadMax, s.rssKb);
                }
                maxProcs = std::max(maxProcs, s.procs);
                mapped.scan(now, s.pids); // not before 100 ms: the child may not have exec'd yet
                for (pid_t p : s.pids)
                    if (std::find(known.begin(), known.end(), p) == known.end() && known.size() < 4096)
                        known.push_back(p);
            }
            if (m_reserveKb > 0 && !guardStop && samples % guardEvery == 0) {
                MemInfo mi;
                if (meminfo.read(memBuf, sizeof memBuf) > 0)
                    mi.availableKb = keyValue(memBuf, "MemAvailable");
                if (mi.availableKb >= 0 && mi.availableKb < m_reserveKb) {
                    guardStop = true;
                    killTree(child, known, SIGKILL);
                    m_out.event(JsonObject()
                                    .num("v", HeadroomProtocol::kFormatVersion)
                                    .str("type", HeadroomProtocol::kEvGuard)
                                    .str("input", inputId)
                                    .num("rep", rep)
                                    .real("t_ms", now - m_runT0, 1)
                                    .num("mem_available_kb", mi.availableKb)
                                    .num("reserve_kb", m_reserveKb)
                                    .done());
                }
            }
            if (now - m_lastCriticalMs >= 1000.0) {
                m_lastCriticalMs = now;
                checkCritical(inputId, rep);
            }
            if (m_o.loadAfterMs >= 0 && loadMs < 0 && now - t0 >= double(m_o.loadAfterMs))
                markLoad(now);
            if (!timedOut && now >= deadline) {
                timedOut = true;
                termSentMs = now;
                killTree(child, known, SIGTERM);
            }
            if (timedOut && termSentMs >= 0 && now - termSentMs > 2000.0)
                killTree(child, known, SIGKILL);
            while (nextTick <= now)
                nextTick += m_o.intervalMs;
        }
        if (exited && (outFd < 0 && errFd < 0))
            break;
        if (exited && now >= drainUntil)
            break;
        pollfd fds[3] = { { m_sigFd, POLLIN, 0 }, { outFd, POLLIN, 0 }, { errFd, POLLIN, 0 } };
        const double wait = std::max(0.0, exited ? drainUntil - now : std::min(nextTick, deadline + 2100.0) - now);
        // ppoll: a timeout to the microsecond, so that the tick's overshoot (the canary) is the
        // scheduler's, not poll()'s whole-millisecond rounding.
        const timespec ts { time_t(wait / 1000.0), long(std::fmod(wait, 1000.0) * 1e6) };
        const int pr = ::ppoll(fds, 3, &ts, nullptr);
        if (pr < 0 && errno != EINTR)
            break;
        if (fds[0].revents & POLLIN) {
            char sigs[32];
            while (::read(m_sigFd, sigs, sizeof sigs) > 0) { }
            childSignalled = true;
        }
        if (!exited && stopRequested() && stopSig == 0) {
            stopSig = pendingStopSignal() ? pendingStopSignal() : SIGTERM;
            killTree(child, known, SIGKILL);
        }
        for (int k = 1; k <= 2; ++k) {
            if (!(fds[k].revents & (POLLIN | POLLHUP | POLLERR)))
                continue;
            char buf[65536];
            const ssize_t n = ::read(fds[k].fd, buf, sizeof buf);
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0) {
                ::close(fds[k].fd);
                (k == 1 ? outFd : errFd) = -1;
                continue;
            }
            const double t = monotonicMs();
            const bool loadBefore = loadMs >= 0;
            OutputCopy& copy = k == 1 ? outCopy : errCopy;
            if (!copy.write(buf, size_t(n)))
                noteOutputError(copy.path().c_str(), errno);
            if (k == 1 && firstOutMs < 0) {
                firstOutMs = t - t0;
                if (m_o.loadFirstOutput)
                    markLoad(t);
                m_out.event(JsonObject()
                                .num("v", HeadroomProtocol::kFormatVersion)
                                .str("type", HeadroomProtocol::kEvFirstOutput)
                                .str("input", inputId)
                                .num("rep", rep)
                                .real("first_output_ms", firstOutMs)
                                .real("t_ms", t - m_runT0, 1)
                                .done());
            }
            // Without an engine's figures, the first stdout chunk that arrives after load-complete was
            // already marked (with no load marker: the first stdout byte). It may be a prompt echo:
            // its ttft_source says "first_output", never "a token".
            if (k == 1 && firstOutputAfterLoadMs < 0 && (noLoadMode || loadBefore))
                firstOutputAfterLoadMs = t - t0;
            (k == 1 ? outLines : errLines).feed(buf, size_t(n), [&](const std::string& l) { onLine(l, k == 1); });
        }
        if (!exited && (childSignalled || monotonicMs() - lastWaitCheck >= 1000.0)) {
            childSignalled = false;
            lastWaitCheck = monotonicMs();
            const pid_t w = ::wait4(child, &status, WNOHANG, &ru);
            if (w == child) {
                exited = true;
                const double end = monotonicMs();
                result.interrupted = stopSig != 0;
                // The root is gone; what it left behind in its group must not outlive the repetition.
                killTree(child, known, SIGKILL);
                drainUntil = end + 500.0;
                nextTick = end; // reuse as the end time stamp
            }
        }
    }
    const double endMs = nextTick;
    const double wallMs = endMs - t0;
    if (!outLines.partial.empty())
        onLine(outLines.partial, true);
    if (!errLines.partial.empty())
        onLine(errLines.partial, false);
    for (int fd : { outFd, errFd })
        if (fd >= 0)
            ::close(fd);
    for (OutputCopy* copy : { &outCopy, &errCopy })
        if (!copy->finish())
            noteOutputError(copy->path().c_str(), errno);

    const ThermalSnapshot thermalAfter = thermalSnapshot();
    const int64_t oomAfter = vmstatOomKills();
    const CgroupReading cgAfter = readCgroup(m_cgroup);
    const int64_t cgPeakV2 = readPeakFd(cgPeakFd);
    if (cgPeakFd >= 0)
        ::close(cgPeakFd);
    const Pressure psiAfter = readMemoryPressure();

    const bool signaled = WIFSIGNALED(status);
    const int sig = signaled ? WTERMSIG(status) : 0;
    const int exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    const int64_t oomDelta = (oomBefore >= 0 && oomAfter >= 0 ? oomAfter - oomBefore : 0)
        + (cgBefore.oomKills >= 0 && cgAfter.oomKills >= 0 ? cgAfter.oomKills - cgBefore.oomKills : 0);
    // A wrapper shell reports its killed child as exit status 128+9.
    const bool killed9 = (signaled && sig == SIGKILL) || exitCode == 128 + SIGKILL;
    std::string outcome;
    if (stopSig)
        outcome = "interrupted";
    else if (guardStop)
        outcome = "stopped_by_guard";
    else if (killed9 && oomDelta > 0)
        outcome = "oom_killed";
    else if (timedOut)
        outcome = "timed_out";
    else if (signaled)
        outcome = "crashed";
    else if (exitCode != 0)
        outcome = "nonzero_exit";
    else
        outcome = "ok";

    const int64_t maxRssKb = ru.ru_maxrss; // Linux reports kilobytes
    // ru_maxrss starts from the RSS of the forked probe copy that exec replaced: a figure at or below
    // the probe's own RSS may be nothing but that.
    const bool maxRssTrusted = maxRssKb > self.rssKb;
    const bool singleProcess = maxProcs <= 1;
    int64_t peakKb = std::max({ hwmMax, rssMax, loadHwmKb });
    if (maxRssTrusted)
        peakKb = std::max(peakKb, maxRssKb);
    // Exact: one process whose lifetime peak the kernel gave us (ru_maxrss), combined with the load
    // phase's VmHWM read before clear_refs reset it.
    const bool peakExact = singleProcess && maxRssTrusted;
    bool infPresent = loadMs >= 0;
    int64_t infPeakKb = -1;
    bool infExact = false;
    if (infPresent) {
        infPeakKb = clearRefsOk ? std::max(hwmAfterLoadMax, rssAfterLoadMax) : rssAfterLoadMax;
        // After clear_refs the kernel's hiwater, and so ru_maxrss, restarts at load-complete.
        if (clearRefsOk && singleProcess && maxRssTrusted) {
            infPeakKb = std::max(infPeakKb, maxRssKb);
            infExact = true;
        }
    }
    const int thr = throttled(thermalBefore, thermalAfter);

    // Which adapter the repetition's figures come from: the one asked for, or (auto) the one whose
    // lines appeared. TTFT and its source (docs/json-format.md, "Time to first token"); a TTFT that
    // cannot be known is null with the source "unknown", never the time of a prompt echo.
    Engine engine = m_o.engine;
    if (engine == Engine::Auto)
        engine = llama.seen() ? Engine::LlamaCpp : (markerLines > 0 ? Engine::Markers : Engine::None);
    double ttftMs = -1;
    std::string ttftSource = "unknown";
    int64_t adapterTokens = -1;
    std::string tokensSource;
    if (engine == Engine::LlamaCpp) {
        ttftMs = llama.ttftMs();
        if (ttftMs >= 0)
            ttftSource = "llama.cpp";
        adapterTokens = llama.outputTokens();
        if (adapterTokens >= 0)
            tokensSource = "llama.cpp";
    } else if (engine == Engine::Markers) {
        ttftMs = firstTokenMarkerMs >= 0 ? firstTokenMarkerMs : firstAnyTokenMarkerMs;
        if (ttftMs >= 0)
            ttftSource = "marker";
        if (tokenMarkers > 0) {
            adapterTokens = tokenMarkers;
            tokensSource = "marker";
        }
    } else if (firstOutputAfterLoadMs >= 0) {
        ttftMs = firstOutputAfterLoadMs;
        ttftSource = "first_output";
    }
    const bool regexTokens = m_tokenRe.set && loadMs >= 0;
    if (adapterTokens < 0 && regexTokens) {
        adapterTokens = tokens;
        tokensSource = "regex";
    }
    // Time per output token after the first, and tokens per second = 1000 / TPOT: the decode rate,
    // one definition in every mode (docs/json-format.md). llama.cpp: its eval time over its runs;
    // markers: first to last token marker; otherwise the time after TTFT to the end of the process.
    double tpotMs = -1;
    if (engine == Engine::LlamaCpp && llama.evalRuns > 0 && llama.evalMs > 0)
        tpotMs = llama.evalMs / double(llama.evalRuns);
    else if (engine == Engine::Markers && tokenMarkers > 1 && lastTokenMarkerMs > firstAnyTokenMarkerMs)
        tpotMs = (lastTokenMarkerMs - firstAnyTokenMarkerMs) / double(tokenMarkers - 1);
    else if (engine == Engine::None && ttftMs >= 0 && adapterTokens > 1 && wallMs > ttftMs)
        tpotMs = (wallMs - ttftMs) / double(adapterTokens - 1);

    JsonObject e;
    e.num("v", HeadroomProtocol::kFormatVersion)
        .str("type", HeadroomProtocol::kEvRepEnd)
        .str("input", inputId)
        .num("rep", rep)
        .boolean("warmup", warmup)
        .num("pid", child)
        .real("t_ms", endMs - m_runT0, 1)
        .real("wall_ms", wallMs)
        .realOrNull("load_ms", loadMs, loadMs >= 0)
        .realOrNull("ttft_ms", ttftMs, ttftMs >= 0)
        .str("ttft_source", ttftSource)
        .str("engine", engineName(engine))
        .realOrNull("first_output_ms", firstOutMs, firstOutMs >= 0)
        .numOrNull("tokens_out", adapterTokens, adapterTokens >= 0)
        .strOrNull("tokens_source", tokensSource, !tokensSource.empty())
        .realOrNull("tpot_ms", tpotMs, tpotMs > 0)
        .realOrNull("tokens_per_s", tpotMs > 0 ? 1000.0 / tpotMs : 0, tpotMs > 0)
        .realOrNull("engine_load_ms", llama.loadMs, engine == Engine::LlamaCpp && llama.loadMs >= 0)
        .realOrNull("prompt_eval_ms", llama.promptEvalMs, engine == Engine::LlamaCpp && llama.promptEvalMs >= 0)
        .numOrNull("prompt_tokens", llama.promptTokens, engine == Engine::LlamaCpp && llama.promptTokens >= 0)
        .realOrNull("eval_ms", llama.evalMs, engine == Engine::LlamaCpp && llama.evalMs >= 0)
        .numOrNull("eval_runs", llama.evalRuns, engine == Engine::LlamaCpp && llama.evalRuns >= 0)
        .realOrNull("first_token_marker_ms", firstAnyTokenMarkerMs, engine == Engine::Markers && firstAnyTokenMarkerMs >= 0)
        .numOrNull("token_markers", tokenMarkers, engine == Engine::Markers)
        .numOrNull("iteration_markers", iterationMarkers, engine == Engine::Markers)
        .num("stdout_lines", stdoutLines)
        .num("stdout_bytes", outCopy.bytes())
        .str("stdout_sha256", outCopy.sha256())
        .boolean("stdout_cut", outCopy.cut())
        .num("stderr_bytes", errCopy.bytes())
        .str("stderr_sha256", errCopy.sha256())
        .boolean("stderr_cut", errCopy.cut())
        .numOrNull("exit", exitCode, exitCode >= 0)
        .numOrNull("signal", sig, signaled)
        .str("outcome", outcome)
        .numOrNull("maxrss_kb", maxRssKb, maxRssKb > 0)
        .boolean("maxrss_trusted", maxRssTrusted)
        .num("probe_rss_kb", self.rssKb)
        .num("peak_kb", peakKb)
        .boolean("peak_exact", peakExact)
        .numOrNull("inference_peak_kb", infPeakKb, infPresent)
        .boolean("inference_peak_exact", infExact)
        .numOrNull("load_hwm_kb", loadHwmKb, loadHwmKb >= 0)
        .boolean("clear_refs", clearRefsOk)
        .boolean("clear_refs_tried", clearRefsTried)
        .num("sampled_rss_max_kb", rssMax)
        .num("sampled_hwm_max_kb", hwmMax)
        .num("samples", samples)
        .num("max_procs", maxProcs)
        .raw("mapped_files", mapped.json(size_t(HeadroomProtocol::kMappedFilesInRepEnd)))
        .num("mapped_scans", mapped.scans())
        .numOrNull("oom_kill_delta", oomDelta, oomBefore >= 0 || cgBefore.oomKills >= 0)
        .num("cgroup_version", m_cgroup.version)
        .numOrNull("cgroup_limit_bytes", cgAfter.limitBytes, cgAfter.limitBytes >= 0)
        .numOrNull("cgroup_usage_bytes", cgAfter.usageBytes, cgAfter.usageBytes >= 0);
    const int64_t cgPeak = cgPeakFd >= 0 ? cgPeakV2 : cgAfter.peakBytes;
    e.numOrNull("cgroup_peak_bytes", cgPeak, cgPeak >= 0)
        .boolean("cgroup_peak_per_rep", cgPeakReset || (cgPeakFd >= 0 && cgPeakV2 >= 0))
        .numOrNull("psi_some_us", psiAfter.someTotalUs - psiBefore.someTotalUs, psiBefore.someTotalUs >= 0)
        .numOrNull("psi_full_us", psiAfter.fullTotalUs - psiBefore.fullTotalUs, psiBefore.fullTotalUs >= 0)
        .boolean("timed_out", timedOut)
        .boolean("guard_stop", guardStop)
        .raw("thermal_after", thermalJson(thermalAfter));
    if (thr < 0)
        e.null("throttled");
    else
        e.boolean("throttled", thr == 1);
    if (stopSig)
        e.str("interrupted_by", pendingStopSignal() ? strsignal(stopSig) : "a failed write to the run folder");
    m_out.event(e.done());

    m_out.timingsRow(csvField(inputId) + "," + std::to_string(rep) + "," + (warmup ? "1" : "0") + ","
        + msText(wallMs, true) + "," + msText(loadMs, loadMs >= 0) + "," + msText(ttftMs, ttftMs >= 0) + ","
        + msText(firstOutMs, firstOutMs >= 0) + "," + numText(exitCode, exitCode >= 0) + "," + numText(sig, signaled)
        + "," + outcome + "," + numText(maxRssKb, maxRssKb > 0) + "," + std::to_string(peakKb) + ","
        + numText(infPeakKb, infPresent) + "," + (infExact ? "1" : "0"));
    m_guardian.watch(0);
    return result;
}

} // namespace Probe
