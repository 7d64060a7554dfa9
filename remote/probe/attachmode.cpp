// `headroom-probe attach` and `headroom-probe env`.

#include "context.h"
#include "envinfo.h"
#include "modes.h"
#include "procfs.h"
#include "protocol.h"
#include "runoutput.h"
#include "sampler.h"
#include "util.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <poll.h>
#include <unistd.h>

namespace Probe {

int envMode(int argc, char** argv)
{
    if (argc > 0)
        return usageError("env", "takes no arguments, got '%s'", argv[0]);
    std::printf("%s\n", environmentJson({}).c_str());
    return 0;
}

int attachMode(int argc, char** argv)
{
    int64_t pid = 0;
    double durationS = 0;
    int64_t intervalMs = 10;
    int64_t fullSampleMs = int64_t(kFullReadMs);
    std::string outDir;
    bool stream = false;
    std::vector<std::string> args;
    for (int i = 0; i < argc; ++i) {
        args.emplace_back(argv[i]);
        const std::string a = argv[i];
        if (a == "--stream") {
            stream = true;
            continue;
        }
        if (i + 1 >= argc)
            return usageError("attach", "%s needs a value (or unknown option)", a.c_str());
        const std::string v = argv[++i];
        args.push_back(v);
        if (a == "--pid" && parseInt64(v, pid) && pid > 0) {
        } else if (a == "--duration-s" && parseDouble(v, durationS) && durationS > 0) {
        } else if (a == "--interval-ms" && parseInt64(v, intervalMs) && intervalMs >= 1 && intervalMs <= 3600000) {
        } else if (a == "--full-sample-ms" && parseInt64(v, fullSampleMs) && fullSampleMs >= 0
            && fullSampleMs <= 3600000) {
        } else if (a == "--out")
            outDir = v;
        else
            return usageError("attach", "bad option or value: %s %s", a.c_str(), v.c_str());
    }
    if (pid <= 0 || outDir.empty())
        return usageError("attach", "--pid PID and --out DIR are required");
    if (!processAlive(pid_t(pid)))
        return usageError("attach", "no such process: %lld", static_cast<long long>(pid));

    RunOutput out;
    std::string error;
    if (!out.open(outDir, true, error)) {
        std::fprintf(stderr, "headroom-probe attach: %s\n", error.c_str());
        return 2;
    }
    out.setStream(stream);
    const int sigFd = installSignalPipe();
    const double t0 = monotonicMs();
    const std::string cmdline = readLine("/proc/" + std::to_string(pid) + "/comm");
    out.event(JsonObject()
                  .num("v", HeadroomProtocol::kFormatVersion)
                  .str("type", HeadroomProtocol::kEvRunStart)
                  .str("probe", HeadroomProtocol::kProbeVersion)
                  .num("protocol", HeadroomProtocol::kFormatVersion)
                  .str("mode", "attach")
                  .str("timing", "unknown")
                  .raw("argv", jsonStringArray(args))
                  .num("started_at", wallSeconds())
                  .num("interval_ms", intervalMs)
                  .num("full_sample_ms", fullSampleMs)
                  .num("pid", pid)
                  .str("comm", cmdline)
                  .done());
    const std::string env = environmentJson({});
    out.writeText(HeadroomProtocol::kEnvFile, env + "\n");
    out.event(JsonObject()
                  .num("v", HeadroomProtocol::kFormatVersion)
                  .str("type", HeadroomProtocol::kEvEnv)
                  .raw("env", env)
                  .done());
    out.event(JsonObject()
                  .num("v", HeadroomProtocol::kFormatVersion)
                  .str("type", HeadroomProtocol::kEvRepStart)
                  .str("input", "attached")
                  .num("rep", 0)
                  .boolean("warmup", false)
                  .num("pid", pid)
                  .real("t_ms", 0.0, 1)
                  .done());

    TreeSampler sampler { pid_t(pid), double(fullSampleMs) };
    SystemContext context;
    context.start(&out, t0, 100.0, GpuOptions {});
    int64_t rssMax = 0, hwmMax = 0, samples = 0;
    std::string ended = "process_exited";
    double next = t0;
    for (;;) {
        const double now = monotonicMs();
        if (durationS > 0 && now - t0 >= durationS * 1000.0) {
            ended = "duration";
            break;
        }
        if (stopRequested()) {
            ended = pendingStopSignal() ? strsignal(pendingStopSignal()) : "a failed write to the run folder";
            break;
        }
        if (now >= next) {
            context.tick(now, next);
            const TreeSample s = sampler.sample(now);
            if (s.procs == 0)
                break;
            context.setPids(std::vector<int>(s.pids.begin(), s.pids.end()));
            ++samples;
            recordSample(out, s, pid_t(pid), "attached", 0, now - t0, now - t0);
            rssMax = std::max(rssMax, s.rssKb);
            hwmMax = std::max(hwmMax, s.hwmKb);
            while (next <= now)
                next += double(intervalMs);
        }
        pollfd p { sigFd, POLLIN, 0 };
        ::poll(&p, 1, std::max(0, int(next - monotonicMs() + 0.999)));
        if (p.revents & POLLIN) {
            char b[32];
            while (::read(sigFd, b, sizeof b) > 0) { }
        }
    }
    context.stop();
    const double end = monotonicMs();
    // Not our child: no exit status and no ru_maxrss. VmHWM is the process's own lifetime peak
    // (exact for one process, as read at the last sample).
    out.event(JsonObject()
                  .num("v", HeadroomProtocol::kFormatVersion)
                  .str("type", HeadroomProtocol::kEvRepEnd)
                  .str("input", "attached")
                  .num("rep", 0)
                  .boolean("warmup", false)
                  .num("pid", pid)
                  .real("t_ms", end - t0, 1)
                  .real("wall_ms", end - t0)
                  .null("load_ms")
                  .null("ttft_ms")
                  .null("exit")
                  .null("signal")
                  .str("outcome", pendingStopSignal() ? "interrupted" : "unknown")
                  .str("ended", ended)
                  .null("maxrss_kb")
                  .num("peak_kb", std::max(rssMax, hwmMax))
                  .boolean("peak_exact", false)
                  .null("inference_peak_kb")
                  .boolean("inference_peak_exact", false)
                  .num("sampled_rss_max_kb", rssMax)
                  .num("sampled_hwm_max_kb", hwmMax)
                  .num("samples", samples)
                  .done());
    out.event(JsonObject()
                  .num("v", HeadroomProtocol::kFormatVersion)
                  .str("type", HeadroomProtocol::kEvRunEnd)
                  .boolean("complete", !stopRequested())
                  .num("reps_done", 1)
                  .num("reps_planned", 1)
                  .real("t_ms", end - t0, 1)
                  .done());
    out.finish();
    if (pendingOutputError())
        return kExitOutputFailed;
    return pendingStopSignal() ? 128 + pendingStopSignal() : 0;
}

} // namespace Probe
