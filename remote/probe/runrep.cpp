// One repetition of `headroom-probe run`, from the fork to the rep_end event: the start, the watch
// loop and the report, which read and write one private state (Runner::Rep, runrep_p.h; loop
// mode's passes over it are runloop.cpp). What the readings mean (outcome, peaks, token timings)
// is pure logic in repfigures.cpp, tested on its own.
// It stays one file because the start, the watch loop and the report share Runner::Rep's private state.

#include "engine.h"
#include "envinfo.h"
#include "iterations.h"
#include "mappedfiles.h"
#include "modes.h"
#include "outputcopy.h"
#include "protocol.h"
#include "repfigures.h"
#include "runner.h"
#include "runrep_p.h"
#include "sampler.h"
#include "util.h"

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <initializer_list>
#include <poll.h>
#include <sched.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>

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

// The path as the workload can use it from any directory it changes to.
std::string absolutePath(const std::string& path)
{
    if (!path.empty() && path[0] == '/')
        return path;
    char cwd[PATH_MAX];
    return ::getcwd(cwd, sizeof cwd) ? std::string(cwd) + "/" + path : path;
}

// The workload's environment: the probe's, with $HEADROOM_GPU_PEAKS_FILE set to this repetition's
// peaks file (an inherited value replaced). Built before the fork.
std::vector<std::string> workloadEnvironment(const std::string& peaksFile)
{
    const std::string key = std::string(HeadroomProtocol::kGpuPeaksFileEnv) + "=";
    std::vector<std::string> env;
    for (char** e = environ; e && *e; ++e)
        if (std::strncmp(*e, key.c_str(), key.size()) != 0)
            env.emplace_back(*e);
    env.push_back(key + peaksFile);
    return env;
}

[[noreturn]] void execChild(char* const* argv, char* const* envp, int goFd, int outFd, int errFd)
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
    ::execvpe(argv[0], argv, envp);
    std::fprintf(stderr, "headroom-probe: cannot execute %s: %s\n", argv[0], std::strerror(errno));
    ::_exit(127);
}

} // namespace

RepResult Runner::runRep(const std::string& inputId, const std::string& inputFile, int rep, bool warmup)
{
    RepResult result;
    Rep r;
    r.inputId = inputId;
    r.rep = rep;
    r.warmup = warmup;
    r.argv = m_o.inputs.empty() ? m_o.command : substituteInput(m_o.command, inputId, inputFile);
    const std::string base = "out/" + (inputId.empty() ? std::string("run") : inputId) + "-" + std::to_string(rep);
    if (m_o.cooldown.any()) {
        // The thermal protocol: pause, then wait for the zone to cool, before anything is read.
        const CooldownResult c = m_cooldown.wait(m_sigFd, m_firstRep);
        m_out.event(repEvent(HeadroomProtocol::kEvCooldown, inputId, rep)
                        .boolean("warmup", warmup)
                        .real("t_ms", monotonicMs() - m_runT0, 1)
                        .real("paused_ms", c.pausedMs, 1)
                        .realOrNull("waited_ms", c.waitedMs, m_o.cooldown.enabled || m_o.cooldown.pauseS > 0, 1)
                        .strOrNull("zone", m_cooldown.zoneText(), !m_cooldown.zoneText().empty())
                        .realOrNull("until_c", m_o.cooldown.untilC, m_o.cooldown.enabled, 1)
                        .realOrNull("before_c", c.startC, c.startC > -1000, 1)
                        .realOrNull("start_c", c.endC, c.endC > -1000, 1)
                        .realOrNull("start_freq_mhz", c.freqMhz, c.freqMhz > 0, 0)
                        .boolean("reached", c.reached)
                        .done());
        if (c.interrupted) {
            result.interrupted = true;
            return result;
        }
    }
    m_firstRep = false;
    r.outCopy.open(m_out.path(base + ".stdout"));
    r.errCopy.open(m_out.path(base + ".stderr"));
    // The peaks file is the probe's name: whatever is there before the start is not this repetition's.
    r.peaksFileName = base + HeadroomProtocol::kGpuPeaksFileSuffix;
    r.peaksFilePath = absolutePath(m_out.path(r.peaksFileName));
    ::unlink(r.peaksFilePath.c_str());

    r.thermalBefore = thermalSnapshot();
    r.oomBefore = vmstatOomKills();
    r.cgBefore = readCgroup(m_cgroup);
    r.cgPeakReset = resetCgroupPeakV1(m_cgroup);
    r.cgPeakFd = openResetCgroupPeakV2(m_cgroup);
    r.psiBefore = readMemoryPressure();
    readProcMem(getpid(), r.self);

    if (!startWorkload(r)) {
        if (r.cgPeakFd >= 0)
            ::close(r.cgPeakFd);
        result.interrupted = true;
        return result;
    }
    watchWorkload(r);
    result.interrupted = r.stopSig != 0;
    reportRepEnd(r);
    m_guardian.watch(0);
    return result;
}

bool Runner::startWorkload(Rep& r)
{
    int outPipe[2], errPipe[2], goPipe[2];
    if (::pipe2(outPipe, O_CLOEXEC) != 0 || ::pipe2(errPipe, O_CLOEXEC) != 0 || ::pipe2(goPipe, O_CLOEXEC) != 0) {
        std::fprintf(stderr, "headroom-probe run: pipe: %s\n", std::strerror(errno));
        return false;
    }
    // argv and the environment as exec takes them, made before the fork (the child only execs).
    const std::vector<std::string> env = workloadEnvironment(r.peaksFilePath);
    std::vector<char*> argv, envp;
    for (const auto& a : r.argv)
        argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    for (const auto& e : env)
        envp.push_back(const_cast<char*>(e.c_str()));
    envp.push_back(nullptr);
    const pid_t child = ::fork();
    if (child == 0)
        execChild(argv.data(), envp.data(), goPipe[0], outPipe[1], errPipe[1]);
    ::close(outPipe[1]);
    ::close(errPipe[1]);
    ::close(goPipe[0]);
    if (child < 0) {
        std::fprintf(stderr, "headroom-probe run: fork: %s\n", std::strerror(errno));
        return false;
    }
    r.child = child;
    r.known = { child };
    r.outFd = outPipe[0];
    r.errFd = errPipe[0];
    ::setpgid(child, child); // also in the child: whichever runs first
    m_guardian.watch(child);
    const bool cgMoved = placeWorkload(child);
    r.t0 = monotonicMs();
    m_power.begin(r.t0); // before the go byte: nothing of the workload has run yet
    m_context.gpu().beginRep();
    r.mapped = MappedFiles(r.t0);
    JsonObject rs = repEvent(HeadroomProtocol::kEvRepStart, r.inputId, r.rep);
    rs.boolean("warmup", r.warmup)
        .num("pid", child)
        .real("t_ms", r.t0 - m_runT0, 1)
        .num("started_at", wallSeconds())
        .raw("argv", jsonStringArray(r.argv))
        .raw("thermal", thermalJson(r.thermalBefore));
    m_out.event(rs.done());
    // The child waits for this byte: it execs only once it is in the cgroup and the clock runs.
    if (::write(goPipe[1], cgMoved ? "g" : "x", 1) != 1) { }
    ::close(goPipe[1]);
    return true;
}

bool Runner::placeWorkload(pid_t child)
{
    std::string cgError;
    const bool cgMoved
        = (m_o.cgroupDir.empty() && m_createdCgroup.empty()) || moveToCgroup(m_cgroup.dir, child, cgError);
    if (!cgMoved)
        warn("cannot move the workload into the cgroup: " + cgError);
    // The plan's CPU affinity, set before the workload execs so every thread it starts inherits it.
    // A set that the kernel refuses (CPUs offline or outside the cgroup's cpuset) is recorded: the
    // workload then runs unpinned, which the reader must know.
    if (!m_o.cpuAffinity.empty()) {
        cpu_set_t set;
        CPU_ZERO(&set);
        for (int cpu : m_o.cpuAffinity)
            CPU_SET(cpu, &set);
        if (::sched_setaffinity(child, sizeof set, &set) != 0)
            warn(std::string("cpu affinity not applied: ") + std::strerror(errno));
    }
    return cgMoved;
}

void Runner::warn(const std::string& message)
{
    m_out.event(JsonObject()
                    .num("v", HeadroomProtocol::kFormatVersion)
                    .str("type", HeadroomProtocol::kEvWarning)
                    .str("message", message)
                    .done());
}

void Runner::markLoad(Rep& r, double now)
{
    if (r.loadMs >= 0)
        return;
    r.loadMs = now - r.t0;
    // Read each process's VmHWM before resetting it: that is the load phase's exact peak.
    r.loadHwmKb = 0;
    r.loadRssKb = 0;
    r.clearRefsTried = true;
    r.clearRefsOk = true;
    int n = 0;
    r.loadPids.clear();
    for (pid_t p : processTree(r.child)) {
        ProcMem m;
        if (!readProcMem(p, m))
            continue;
        ++n;
        r.loadPids.push_back(p);
        r.loadHwmKb += std::max<int64_t>(m.hwmKb, 0);
        r.loadRssKb += std::max<int64_t>(m.rssKb, 0);
        r.clearRefsOk = clearRefs(p) && r.clearRefsOk;
    }
    r.clearRefsOk = r.clearRefsOk && n > 0;
    r.mapped.scan(now, r.loadPids, true);
    m_out.event(repEvent(HeadroomProtocol::kEvLoaded, r.inputId, r.rep)
                    .real("load_ms", r.loadMs)
                    .real("t_ms", now - m_runT0, 1)
                    .num("load_hwm_kb", r.loadHwmKb)
                    .num("load_rss_kb", r.loadRssKb)
                    .boolean("clear_refs", r.clearRefsOk)
                    .done());
}

void Runner::readLine(Rep& r, const std::string& line, bool isStdout)
{
    const double now = monotonicMs();
    if (isStdout) {
        ++r.stdoutLines;
        if (r.loadMs >= 0 && m_tokenRe.match(line))
            ++r.regexTokens;
    } else {
        ++r.stderrLines;
    }
    readGpuPeakLine(r, line, isStdout);
    if (m_loadRe.set && r.loadMs < 0 && m_loadRe.match(line))
        markLoad(r, now);
    if (m_o.loop || m_o.engine == Engine::Auto || m_o.engine == Engine::Markers) {
        const Marker mk = parseMarker(line);
        if (m_o.loop)
            loopMarker(r, mk, now);
        if (mk != Marker::None)
            ++r.markerLines;
        if (mk == Marker::FirstToken || mk == Marker::Token) {
            ++r.tokenMarkers;
            r.lastTokenMarkerMs = now - r.t0;
            if (r.firstAnyTokenMarkerMs < 0)
                r.firstAnyTokenMarkerMs = now - r.t0;
            if (mk == Marker::FirstToken && r.firstTokenMarkerMs < 0)
                r.firstTokenMarkerMs = now - r.t0;
        } else if (mk == Marker::Iteration) {
            ++r.iterationMarkers;
        }
    }
    if (m_o.engine == Engine::Auto || m_o.engine == Engine::LlamaCpp)
        parseLlamaPerfLine(line, r.llama);
    if (isStdout && (m_o.engine == Engine::Auto || m_o.engine == Engine::OnnxRuntime))
        parseOrtPerfLine(line, r.ort);
}

// A headroom:gpu_peak line (gpupeaks.h), on either stream and with any engine: kept per GPU, or
// refused with a warning that names the output file and the line, the first few per repetition.
void Runner::readGpuPeakLine(Rep& r, const std::string& line, bool isStdout)
{
    WorkloadGpuPeak p;
    p.fromStdout = isStdout;
    p.line = isStdout ? r.stdoutLines : r.stderrLines;
    std::string why;
    switch (parseGpuPeakLine(line, p, why)) {
    case GpuPeakLine::NotOne:
        return;
    case GpuPeakLine::Ok:
        r.gpuPeaks.add(p);
        return;
    case GpuPeakLine::Refused:
        if (r.gpuPeaks.noteRefused() <= WorkloadGpuPeaks::kMaxWarnings) {
            // The copy's name inside the run folder ("out/run-3.stderr"), whose line numbers these are.
            const std::string& path = (isStdout ? r.outCopy : r.errCopy).path();
            const size_t last = path.rfind('/');
            const size_t cut = last == std::string::npos || last == 0 ? std::string::npos : path.rfind('/', last - 1);
            warn((r.inputId.empty() ? std::string() : "input " + r.inputId + ", ") + "repetition "
                + std::to_string(r.rep) + ": " + (cut == std::string::npos ? path : path.substr(cut + 1)) + " line "
                + std::to_string(p.line) + ": headroom:gpu_peak refused: " + why);
        }
        return;
    }
}

// The peaks file (gpupeaks.h), once the workload has exited and its output is read: its peaks
// replace the lines' for every GPU it names. A refused file (unreadable, not a regular file, larger
// than 64 KiB, not the JSON the rules ask for) counts with the refused lines and is named in a
// warning; none of its peaks is kept. No file: the workload wrote none, which is no error. The file
// stays in the run folder as the workload left it.
void Runner::readGpuPeaksFile(Rep& r)
{
    const auto refuse = [&](const std::string& why) {
        r.gpuPeaks.noteRefused();
        warn((r.inputId.empty() ? std::string() : "input " + r.inputId + ", ") + "repetition " + std::to_string(r.rep)
            + ": " + r.peaksFileName + ": GPU peaks file refused: " + why);
    };
    // Not followed if a link, never blocking on a FIFO: the workload chose what it left there.
    const int fd = ::open(r.peaksFilePath.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) {
        if (errno != ENOENT)
            refuse(errno == ELOOP ? std::string("a symbolic link, which is not followed")
                                  : std::string("cannot be read: ") + std::strerror(errno));
        return;
    }
    constexpr size_t kMax = WorkloadGpuPeaks::kMaxFileBytes;
    struct stat st { };
    std::string text;
    std::string why;
    if (::fstat(fd, &st) != 0) {
        why = std::string("cannot be read: ") + std::strerror(errno);
    } else if (!S_ISREG(st.st_mode)) {
        why = std::string("not a regular file (") + (S_ISDIR(st.st_mode) ? "a directory" : "a FIFO, socket or device")
            + ")";
    } else if (st.st_size > off_t(kMax)) {
        why = "larger than " + std::to_string(kMax) + " bytes (" + std::to_string(int64_t(st.st_size))
            + " bytes); none of it was read";
    } else {
        char buf[4096];
        while (text.size() <= kMax) { // one byte more than allowed shows a file that grew
            const ssize_t n = ::read(fd, buf, sizeof buf);
            if (n < 0 && errno == EINTR)
                continue;
            if (n < 0) {
                why = std::string("cannot be read: ") + std::strerror(errno);
                break;
            }
            if (n == 0)
                break;
            text.append(buf, size_t(n));
        }
        if (why.empty() && text.size() > kMax)
            why = "larger than " + std::to_string(kMax) + " bytes (it grew while it was read)";
    }
    ::close(fd);
    std::vector<WorkloadGpuPeak> peaks;
    if (why.empty())
        parseGpuPeakFile(text, peaks, why); // false: why says what is wrong
    if (!why.empty()) {
        refuse(why);
        return;
    }
    for (WorkloadGpuPeak& p : peaks) {
        p.file = r.peaksFileName;
        r.gpuPeaks.add(p);
    }
}

void Runner::sampleTick(Rep& r, TreeSampler& sampler, double now)
{
    const TreeSample s = sampler.sample(now);
    if (s.procs <= 0)
        return;
    m_context.setPids(s.pids);
    ++r.samples;
    recordSample(m_out, s, r.child, r.inputId, r.rep, now - m_runT0, now - r.t0);
    r.rssMax = std::max(r.rssMax, s.rssKb);
    r.hwmMax = std::max(r.hwmMax, s.hwmKb);
    if (r.loadMs >= 0) {
        r.hwmAfterLoadMax = std::max(r.hwmAfterLoadMax, s.hwmKb);
        r.rssAfterLoadMax = std::max(r.rssAfterLoadMax, s.rssKb);
    }
    r.maxProcs = std::max(r.maxProcs, s.procs);
    r.iterations.sample(s.rssKb, s.procs);
    if (r.loadMs >= 0)
        r.maxProcsAfterLoad = std::max(r.maxProcsAfterLoad, s.procs);
    r.mapped.scan(now, s.pids); // not before 100 ms: the child may not have exec'd yet
    for (pid_t p : s.pids)
        if (std::find(r.known.begin(), r.known.end(), p) == r.known.end() && r.known.size() < 4096)
            r.known.push_back(p);
}

void Runner::guardMemory(Rep& r, ProcFile& meminfo, double now)
{
    char buf[8192];
    MemInfo mi;
    if (meminfo.read(buf, sizeof buf) > 0)
        mi.availableKb = keyValue(buf, "MemAvailable");
    if (mi.availableKb < 0 || mi.availableKb >= m_reserveKb)
        return;
    r.guardStop = true;
    killTree(r.child, r.known, SIGKILL);
    m_out.event(repEvent(HeadroomProtocol::kEvGuard, r.inputId, r.rep)
                    .real("t_ms", now - m_runT0, 1)
                    .num("mem_available_kb", mi.availableKb)
                    .num("reserve_kb", m_reserveKb)
                    .done());
}

void Runner::readOutput(Rep& r, bool isStdout)
{
    int& fd = isStdout ? r.outFd : r.errFd;
    char buf[65536];
    const ssize_t n = ::read(fd, buf, sizeof buf);
    if (n < 0 && errno == EINTR)
        return;
    if (n <= 0) {
        ::close(fd);
        fd = -1;
        return;
    }
    const double t = monotonicMs();
    const bool loadBefore = r.loadMs >= 0;
    OutputCopy& copy = isStdout ? r.outCopy : r.errCopy;
    if (!copy.write(buf, size_t(n)))
        noteOutputError(copy.path().c_str(), errno);
    if (isStdout && r.firstOutMs < 0) {
        r.firstOutMs = t - r.t0;
        if (m_o.loadFirstOutput)
            markLoad(r, t);
        m_out.event(repEvent(HeadroomProtocol::kEvFirstOutput, r.inputId, r.rep)
                        .real("first_output_ms", r.firstOutMs)
                        .real("t_ms", t - m_runT0, 1)
                        .done());
    }
    // Without an engine's figures, the first stdout chunk that arrives after load-complete was
    // already marked (with no load marker: the first stdout byte). It may be a prompt echo:
    // its ttft_source says "first_output", never "a token".
    const bool noLoadMode = !m_loadRe.set && m_o.loadAfterMs < 0 && !m_o.loadFirstOutput;
    if (isStdout && r.firstOutputAfterLoadMs < 0 && (noLoadMode || loadBefore))
        r.firstOutputAfterLoadMs = t - r.t0;
    (isStdout ? r.outLines : r.errLines).feed(buf, size_t(n), [&](const std::string& l) { readLine(r, l, isStdout); });
}

void Runner::watchWorkload(Rep& r)
{
    const int guardEvery = std::max(1, 50 / m_o.intervalMs);
    const double deadline = r.t0 + m_o.timeoutS * 1000.0;
    double nextTick = r.t0;
    double drainUntil = -1;
    TreeSampler sampler(r.child, double(m_o.fullSampleMs));
    ProcFile meminfo("/proc/meminfo");
    // wait4() only when SIGCHLD arrived on the signal pipe (and once a second as a safety net),
    // not on every wake-up.
    bool childSignalled = true;
    double lastWaitCheck = r.t0;
    for (;;) {
        const double now = monotonicMs();
        if (!r.exited && now >= nextTick) {
            m_context.tick(now, nextTick);
            sampleTick(r, sampler, now);
            if (m_reserveKb > 0 && !r.guardStop && r.samples % guardEvery == 0)
                guardMemory(r, meminfo, now);
            if (now - m_lastCriticalMs >= 1000.0) {
                m_lastCriticalMs = now;
                checkCritical(r.inputId, r.rep);
            }
            if (m_o.loadAfterMs >= 0 && r.loadMs < 0 && now - r.t0 >= double(m_o.loadAfterMs))
                markLoad(r, now);
            if (!r.timedOut && now >= deadline) {
                r.timedOut = true;
                r.termSentMs = now;
                killTree(r.child, r.known, SIGTERM);
            }
            if (r.timedOut && r.termSentMs >= 0 && now - r.termSentMs > 2000.0)
                killTree(r.child, r.known, SIGKILL);
            while (nextTick <= now)
                nextTick += m_o.intervalMs;
        }
        if (r.exited && (r.outFd < 0 && r.errFd < 0))
            break;
        if (r.exited && now >= drainUntil)
            break;
        pollfd fds[3] = { { m_sigFd, POLLIN, 0 }, { r.outFd, POLLIN, 0 }, { r.errFd, POLLIN, 0 } };
        const double wait = std::max(0.0, r.exited ? drainUntil - now : std::min(nextTick, deadline + 2100.0) - now);
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
        if (!r.exited && stopRequested() && r.stopSig == 0) {
            r.stopSig = pendingStopSignal() ? pendingStopSignal() : SIGTERM;
            killTree(r.child, r.known, SIGKILL);
        }
        for (int k = 1; k <= 2; ++k)
            if (fds[k].revents & (POLLIN | POLLHUP | POLLERR))
                readOutput(r, k == 1);
        if (!r.exited && (childSignalled || monotonicMs() - lastWaitCheck >= 1000.0)) {
            childSignalled = false;
            lastWaitCheck = monotonicMs();
            if (::wait4(r.child, &r.status, WNOHANG, &r.ru) == r.child) {
                r.exited = true;
                const double end = monotonicMs();
                r.energy = m_power.end(end);
                r.energyRead = true;
                // The root is gone; what it left behind in its group must not outlive the repetition.
                killTree(r.child, r.known, SIGKILL);
                drainUntil = end + 500.0;
                nextTick = end; // reuse as the end time stamp
            }
        }
    }
    r.endMs = nextTick;
    if (!r.outLines.partial.empty())
        readLine(r, r.outLines.partial, true);
    if (!r.errLines.partial.empty())
        readLine(r, r.errLines.partial, false);
    for (int fd : { r.outFd, r.errFd })
        if (fd >= 0)
            ::close(fd);
    for (OutputCopy* copy : { &r.outCopy, &r.errCopy })
        if (!copy->finish())
            noteOutputError(copy->path().c_str(), errno);
}

void Runner::reportRepEnd(Rep& r)
{
    readGpuPeaksFile(r); // after every line: the file is the workload's last word
    const double wallMs = r.endMs - r.t0;
    if (!r.energyRead)
        r.energy = m_power.end(r.endMs);
    const ThermalSnapshot thermalAfter = thermalSnapshot();
    const int64_t oomAfter = vmstatOomKills();
    const CgroupReading cgAfter = readCgroup(m_cgroup);
    const int64_t cgPeakV2 = readPeakFd(r.cgPeakFd);
    if (r.cgPeakFd >= 0)
        ::close(r.cgPeakFd);
    const Pressure psiAfter = readMemoryPressure();

    EndReadings end;
    end.stopRequested = r.stopSig != 0;
    end.guardStop = r.guardStop;
    end.timedOut = r.timedOut;
    end.signaled = WIFSIGNALED(r.status);
    end.signal = end.signaled ? WTERMSIG(r.status) : 0;
    end.exitCode = WIFEXITED(r.status) ? WEXITSTATUS(r.status) : -1;
    end.oomKillDelta = (r.oomBefore >= 0 && oomAfter >= 0 ? oomAfter - r.oomBefore : 0)
        + (r.cgBefore.oomKills >= 0 && cgAfter.oomKills >= 0 ? cgAfter.oomKills - r.cgBefore.oomKills : 0);
    const std::string outcome = classifyOutcome(end);

    MemoryReadings mem;
    mem.sampledRssMax = r.rssMax;
    mem.sampledHwmMax = r.hwmMax;
    mem.loadHwm = r.loadHwmKb;
    mem.sampledRssAfterLoadMax = r.rssAfterLoadMax;
    mem.sampledHwmAfterLoadMax = r.hwmAfterLoadMax;
    mem.maxRss = r.ru.ru_maxrss; // Linux reports kilobytes
    mem.probeRss = r.self.rssKb;
    mem.maxProcs = r.maxProcs;
    mem.maxProcsAfterLoad = r.maxProcsAfterLoad;
    mem.loadMarked = r.loadMs >= 0;
    mem.clearRefsOk = r.clearRefsOk;
    if (r.iterations.open()) {
        // The process ended inside an iteration: ru_maxrss is the high-water mark since the last
        // reset (exact for one process, as at load-complete), else only the samples say.
        // ru_maxrss covers the reaped children too: exact only with one process since loading.
        const bool exact
            = r.maxProcsAfterLoad <= 1 && r.maxProcs <= 1 && r.iterationResetOk && mem.maxRss > mem.probeRss;
        closeIteration(r, r.doneMs >= 0 ? r.doneMs : r.endMs, r.doneMs >= 0 ? "done" : "exit", exact ? mem.maxRss : -1,
            exact, "maxrss");
    }
    const Peaks peaks = m_o.loop && r.iterations.count() > 0
        ? loopPeakRule(mem, r.iterations.maxPeakKb(), r.iterations.allExact() && r.iterationResetOk)
        : peakRule(mem);
    const int thr = throttled(r.thermalBefore, thermalAfter);

    TokenReadings tr;
    tr.engine = resolveEngine(m_o.engine, r.llama, r.markerLines, r.ort.seen());
    tr.llama = r.llama;
    tr.firstTokenMarkerMs = r.firstTokenMarkerMs;
    tr.firstAnyTokenMarkerMs = r.firstAnyTokenMarkerMs;
    tr.lastTokenMarkerMs = r.lastTokenMarkerMs;
    tr.tokenMarkers = r.tokenMarkers;
    tr.firstOutputAfterLoadMs = r.firstOutputAfterLoadMs;
    tr.probeLoadMs = r.loadMs;
    tr.regexTokensCounted = m_tokenRe.set && r.loadMs >= 0;
    tr.regexTokens = r.regexTokens;
    tr.wallMs = wallMs;
    TokenFigures tok = tokenFigures(tr);
    if (m_o.loop && !r.iterations.closed().empty() && tr.engine == Engine::Markers) {
        // Loop mode: the repetition's token figures are its cold call's (pass 1), not a count and a
        // decode rate spread over every pass and the gaps between them; each pass has its own.
        const IterationFigures& first = r.iterations.closed().front();
        tok.tokens = first.tokens > 0 ? first.tokens : -1;
        tok.tokensSource = first.tokens > 0 ? "marker" : "";
        tok.tpotMs = first.tpotMs();
    }
    const bool llamaFigures = tr.engine == Engine::LlamaCpp;
    const bool markerFigures = tr.engine == Engine::Markers;
    const bool ortFigures = tr.engine == Engine::OnnxRuntime;
    const OrtPerf& o = r.ort;

    JsonObject e = repEvent(HeadroomProtocol::kEvRepEnd, r.inputId, r.rep);
    e.boolean("warmup", r.warmup)
        .num("pid", r.child)
        .real("t_ms", r.endMs - m_runT0, 1)
        .real("wall_ms", wallMs)
        .realOrNull("load_ms", r.loadMs, r.loadMs >= 0)
        .realOrNull("ttft_ms", tok.ttftMs, tok.ttftMs >= 0)
        .str("ttft_source", tok.ttftSource)
        .str("engine", engineName(tr.engine))
        .realOrNull("first_output_ms", r.firstOutMs, r.firstOutMs >= 0)
        .numOrNull("tokens_out", tok.tokens, tok.tokens >= 0)
        .strOrNull("tokens_source", tok.tokensSource, !tok.tokensSource.empty())
        .realOrNull("tpot_ms", tok.tpotMs, tok.tpotMs > 0)
        .realOrNull("tokens_per_s", tok.tpotMs > 0 ? 1000.0 / tok.tpotMs : 0, tok.tpotMs > 0)
        .realOrNull("engine_load_ms", llamaFigures ? r.llama.loadMs : o.sessionCreationMs,
            (llamaFigures && r.llama.loadMs >= 0) || (ortFigures && o.sessionCreationMs >= 0))
        .realOrNull("ort_first_inference_ms", o.firstInferenceMs, ortFigures && o.firstInferenceMs >= 0)
        .numOrNull("ort_requests", o.requests, ortFigures && o.requests >= 0)
        .realOrNull("ort_average_ms", o.averageMs, ortFigures && o.averageMs >= 0)
        .realOrNull("ort_run_ms", o.totalRunMs, ortFigures && o.totalRunMs >= 0)
        .realOrNull("ort_min_ms", o.minMs, ortFigures && o.minMs >= 0)
        .realOrNull("ort_p50_ms", o.p50Ms, ortFigures && o.p50Ms >= 0)
        .realOrNull("ort_p90_ms", o.p90Ms, ortFigures && o.p90Ms >= 0)
        .realOrNull("ort_p95_ms", o.p95Ms, ortFigures && o.p95Ms >= 0)
        .realOrNull("ort_p99_ms", o.p99Ms, ortFigures && o.p99Ms >= 0)
        .realOrNull("ort_max_ms", o.maxMs, ortFigures && o.maxMs >= 0)
        .numOrNull("ort_peak_working_set_kb", o.peakWorkingSetBytes / 1024, ortFigures && o.peakWorkingSetBytes >= 0)
        .realOrNull("prompt_eval_ms", r.llama.promptEvalMs, llamaFigures && r.llama.promptEvalMs >= 0)
        .numOrNull("prompt_tokens", r.llama.promptTokens, llamaFigures && r.llama.promptTokens >= 0)
        .realOrNull("eval_ms", r.llama.evalMs, llamaFigures && r.llama.evalMs >= 0)
        .numOrNull("eval_runs", r.llama.evalRuns, llamaFigures && r.llama.evalRuns >= 0)
        .realOrNull("first_token_marker_ms", r.firstAnyTokenMarkerMs, markerFigures && r.firstAnyTokenMarkerMs >= 0)
        .numOrNull("token_markers", r.tokenMarkers, markerFigures)
        .numOrNull("iteration_markers", r.iterationMarkers, markerFigures)
        .numOrNull("iterations", r.iterations.count(), m_o.loop)
        .num("stdout_lines", r.stdoutLines)
        .num("stdout_bytes", r.outCopy.bytes())
        .str("stdout_sha256", r.outCopy.sha256())
        .boolean("stdout_cut", r.outCopy.cut())
        .num("stderr_bytes", r.errCopy.bytes())
        .str("stderr_sha256", r.errCopy.sha256())
        .boolean("stderr_cut", r.errCopy.cut())
        .numOrNull("exit", end.exitCode, end.exitCode >= 0)
        .numOrNull("signal", end.signal, end.signaled)
        .str("outcome", outcome)
        .numOrNull("maxrss_kb", mem.maxRss, mem.maxRss > 0)
        .boolean("maxrss_trusted", peaks.maxRssTrusted)
        .num("probe_rss_kb", r.self.rssKb)
        .num("peak_kb", peaks.peakKb)
        .boolean("peak_exact", peaks.peakExact)
        .numOrNull("inference_peak_kb", peaks.inferencePeakKb, peaks.inferencePresent)
        .boolean("inference_peak_exact", peaks.inferenceExact)
        .numOrNull("load_hwm_kb", r.loadHwmKb, r.loadHwmKb >= 0)
        .boolean("clear_refs", r.clearRefsOk)
        .boolean("clear_refs_tried", r.clearRefsTried)
        .num("sampled_rss_max_kb", r.rssMax)
        .num("sampled_hwm_max_kb", r.hwmMax)
        .num("samples", r.samples)
        .num("max_procs", r.maxProcs)
        .raw("mapped_files", r.mapped.json(size_t(HeadroomProtocol::kMappedFilesInRepEnd)))
        .num("mapped_scans", r.mapped.scans())
        .numOrNull("oom_kill_delta", end.oomKillDelta, r.oomBefore >= 0 || r.cgBefore.oomKills >= 0)
        .num("cgroup_version", m_cgroup.version)
        .numOrNull("cgroup_limit_bytes", cgAfter.limitBytes, cgAfter.limitBytes >= 0)
        .numOrNull("cgroup_usage_bytes", cgAfter.usageBytes, cgAfter.usageBytes >= 0);
    const int64_t cgPeak = r.cgPeakFd >= 0 ? cgPeakV2 : cgAfter.peakBytes;
    e.numOrNull("cgroup_peak_bytes", cgPeak, cgPeak >= 0)
        .boolean("cgroup_peak_per_rep", r.cgPeakReset || (r.cgPeakFd >= 0 && cgPeakV2 >= 0))
        .numOrNull("psi_some_us", psiAfter.someTotalUs - r.psiBefore.someTotalUs, r.psiBefore.someTotalUs >= 0)
        .numOrNull("psi_full_us", psiAfter.fullTotalUs - r.psiBefore.fullTotalUs, r.psiBefore.fullTotalUs >= 0)
        .boolean("timed_out", r.timedOut)
        .boolean("guard_stop", r.guardStop)
        .raw("thermal_after", thermalJson(thermalAfter));
    // Energy (power.h): null with the run_start's power.reason when the device has no source.
    const PowerMeter::RepEnergy& en = r.energy;
    e.realOrNull("energy_j", en.joules, en.known, 6)
        .realOrNull("power_mean_w", en.meanW, en.known)
        .realOrNull("power_peak_w", en.peakW, en.known && en.peakW >= 0)
        .boolean("energy_exact", en.known && en.exact)
        .raw("energy_parts", en.partsJson);
    // Accelerator memory (gpupoller.h): each GPU's peaks over the repetition, sampled; absent
    // without a per-GPU source (run_start's "gpu" says what was tried).
    if (const std::string gpu = m_context.gpu().endRep(); !gpu.empty())
        e.raw("gpu_memory", gpu);
    // The workload's own peaks (gpupeaks.h), apart from NVML's: an empty array where it reported none.
    e.raw("workload_gpu_peaks", r.gpuPeaks.json()).num("workload_gpu_peaks_refused", r.gpuPeaks.refused());
    if (thr < 0)
        e.null("throttled");
    else
        e.boolean("throttled", thr == 1);
    if (r.stopSig)
        e.str("interrupted_by", pendingStopSignal() ? strsignal(r.stopSig) : "a failed write to the run folder");
    m_out.event(e.done());

    m_out.timingsRow(csvField(r.inputId) + "," + std::to_string(r.rep) + "," + (r.warmup ? "1" : "0") + ","
        + msText(wallMs, true) + "," + msText(r.loadMs, r.loadMs >= 0) + "," + msText(tok.ttftMs, tok.ttftMs >= 0) + ","
        + msText(r.firstOutMs, r.firstOutMs >= 0) + "," + numText(end.exitCode, end.exitCode >= 0) + ","
        + numText(end.signal, end.signaled) + "," + outcome + "," + numText(mem.maxRss, mem.maxRss > 0) + ","
        + std::to_string(peaks.peakKb) + "," + numText(peaks.inferencePeakKb, peaks.inferencePresent) + ","
        + (peaks.inferenceExact ? "1" : "0"));
}

} // namespace Probe
