// headroom-probe: the measuring end that travels to the device (docs/architecture.md).

#include "modes.h"
#include "protocol.h"

#include <cerrno>
#include <csignal>
#include <cstdarg>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <initializer_list>
#include <unistd.h>

namespace {

const char kHelp[] = R"(headroom-probe - measure memory and latency of a workload on this device

usage:
  headroom-probe run [OPTIONS] --out DIR -- COMMAND [ARG...]
  headroom-probe attach --pid PID [--duration-s S] [--interval-ms N] [--full-sample-ms N] [--stream] --out DIR
  headroom-probe serve --url http://127.0.0.1:PORT [OPTIONS] --out DIR
  headroom-probe env
  headroom-probe calibrate [OPTIONS]
  headroom-probe --version | --help

run: start COMMAND once per repetition (a fresh process each time: the cold-start figure), in
its own process group, with no shell. Samples the workload and all its descendants: VmRSS,
VmSize and RssAnon from /proc/PID/statm every sample, VmHWM carried from the last status read;
/proc/PID/status (also RssFile, RssShmem) and stat every --full-sample-ms, takes wait4() ru_maxrss, cgroup and
PSI figures, and writes the run folder DIR as it goes: events.jsonl, mem.log (the measurement guide's loop
format), timings.csv, env.json, out/ID-REP.stdout|stderr, and DONE (sha256sum -c format).
The workload gets HEADROOM_GPU_PEAKS_FILE, the full path of out/ID-REP.gpu_peaks.json: a PyTorch
script may write its GPU memory peaks there as JSON, or print headroom:gpu_peak lines (json-format.md).
  --repeat N            measured repetitions per input (default 1)
  --warmup N            extra repetitions first, marked "warmup" (default 0)
  --interval-ms N       sampling interval (default 10)
  --full-sample-ms N    read status, stat and io (the composition, threads, CPU, switches,
                        faults, read_bytes) every N ms, statm alone between (default 100; 0:
                        every sample). The exact peaks do not depend on it.
  --timeout-s S         per repetition; SIGTERM, then SIGKILL 2 s later (default 3600)
  --interleave          run input A rep 0, input B rep 0, ... to spread thermal drift
  --loop                the command repeats the input itself and prints headroom:iteration
                        at the start of each pass (headroom:done after the last): each pass
                        gets an iteration_end event with its time, tokens and its own exact
                        peak (VmHWM read and reset at every boundary); the first marker is
                        also load-complete
  --input ID=FILE       an input; {input} in COMMAND's arguments becomes FILE, {input_id}
                        becomes ID. Repeatable. Without --input the command runs as given.
  --load-regex RE       load-complete when a stdout/stderr line matches RE (POSIX ERE)
  --load-first-output   load-complete at the first stdout byte
  --load-after-ms N     load-complete N ms after start
                        At load-complete VmHWM is read and reset (clear_refs) so the inference
                        phase peak is exact where the kernel allows it.
  --token-regex RE      count stdout lines matching RE after load-complete as tokens_out
  --engine E            llama.cpp | markers | none | auto (default): whose figures give TTFT and
                        tokens_out: llama.cpp's llama_perf_* lines, headroom:first_token /
                        headroom:token / headroom:iteration marker lines, or neither (the first
                        stdout after load-complete); auto: detected from the output, recorded
  --guard-reserve-kb N|P%  stop the workload when MemAvailable falls below N kB or P% of
                        MemTotal (default 5%; 0 disables)
  --critical PID|NAME   a process whose loss during the run is an event (checked every
                        second). Repeatable.
  --cgroup DIR          put the workload into this memory cgroup (v1 or v2) and read it
  --cgroup-limit BYTES  make a memory cgroup of this size below the probe's own (v1 or v2, swap
                        off where the kernel accounts it), run the workload in it, remove it at
                        the end (also when the probe is killed: its guardian removes it)
  --cpu-affinity LIST   run the workload on these CPUs only (e.g. 4-7 or 0,2,4), set with
                        sched_setaffinity before it starts; a refused set is a warning event
  --stream              also print every event line on stdout (the live stream)
  --out DIR             the run folder (must not hold a run already)
  --context-interval-ms N  "system" events (CPU split from /proc/stat, PSI cpu/io/memory,
                        MemAvailable, the scheduling-latency canary: the sampling timer's
                        overshoot, GPU memory) every N ms (default 100; 0: none)
  --gpu-interval-ms N   GPU memory: NVML (libnvidia-ml.so.1, loaded at run time) at the
                        context interval, else nvidia-smi --query-compute-apps every N ms
                        (default 1000; 0: no GPU reading); on a Jetson NvMapMemUsed. Without
                        any, "gpu":"not available" and run_start's "gpu" say what was tried
  --nvml-library FILE   (testing) load NVML from FILE instead of libnvidia-ml.so.1
  --cooldown-until-c C  before each repetition, wait until the thermal zone is at or below C
                        degrees Celsius (a "cooldown" event records the wait, the temperature
                        and the mean CPU clock at the start)
  --cooldown-zone Z     auto (the hottest zone, default), a thermal_zoneN or a zone's type
  --cooldown-max-wait-s S  wait at most S seconds (default 300); then start, noted "reached": false
  --pause-s S           pause S seconds before every repetition but the first
  --sustained-s S       after the warm-up, rounds of every input (interleaved) until S seconds
                        have passed (at least --repeat rounds); each start's temperature and clock recorded
  --sysfs-root DIR      (testing) read the power sources (powercap, hwmon, power_supply) and
                        the thermal zones under DIR instead of /sys, e.g. a fixture tree
  --procfs-root DIR     (testing) read /proc/meminfo's NvMapMemUsed and
                        /proc/device-tree/compatible under DIR instead of /proc
Energy: every repetition's energy from the device's power sources (RAPL energy_uj, hwmon
power*_input or curr*_input x in*_input, a battery in use); run_start's "power" says which
sources there are, what each covers and which make the total, or why there is none.
  --background-cpu LIST one spinning process pinned to each core in LIST (e.g. 0,1)
  --background-mem MB   one process holding MB of touched memory
  --background-cmd CMD  a command run by /bin/sh -c; repeatable. Background load runs for the
                        whole measurement and is killed at its end, also on SIGINT/SIGTERM.
Every full sample also has the tree's RssFile/RssShmem, threads, utime/stime, voluntary/involuntary
context switches, minor/major faults and read_bytes (/proc/PID/io, null when not readable);
a statm-only sample leaves them out.
Exit: 0 when all repetitions ran (whatever their outcome), 2 on bad options, 128+SIG when
interrupted by SIG (the workload is killed and a final event written).

attach: sample an existing process tree until it exits or S seconds pass (default: until it
exits). Same event and mem.log formats; the repetition's input is "attached".

serve: streamed requests to an engine already running on this device's loopback, swept over
concurrency levels; the engine's memory (found from the port, or --engine-pid) is sampled
meanwhile. Per request: TTFT, time per output token, inter-token latencies, output tokens,
end-to-end, and the server's own timings apart from the client's. Events "request" and
"level_end"; run_end has the sustainable concurrency when a budget is given.
  --url URL             http://127.0.0.1:PORT[/PATH] (IPv4 address, no TLS, no DNS)
  --api NAME            llama (/completion, SSE), openai (/v1/completions, SSE), openai-chat
                        (/v1/chat/completions, SSE), ollama (/api/generate, NDJSON); default llama
  --model NAME          the model field of the request (OpenAI, Ollama)
  --prompt TEXT | --input ID=FILE   what to send (inputs are used in turn); repeatable --input
  --max-tokens N        output tokens asked for (default 64)
  --param KEY=VALUE     an extra top-level request field (JSON numbers, true/false/null as JSON,
                        anything else as a string); --param-str KEY=VALUE: always a string
  --concurrency LIST    levels, e.g. 1,2,4,8 (default 1); one client thread per level step
  --requests N          requests per level (default 8); --warmup N first, one at a time (default 1)
  --timeout-s S         per request (default 300); --idle-timeout-s S without a byte (default 60)
  --ttft-budget-ms MS, --e2e-budget-ms MS, --budget-quantile Q (default 0.9): a level holds the
                        budget when its Q-quantile is within it and no request failed
  --engine-pid PID      the engine's process (default: the process listening on the port)
  --critical PID|NAME   as run; also the engine's answer text goes to out/ID-N.stdout (N counts
                        each input's requests in the order they end) for acceptance checks
  --param options.KEY=V (ollama) a field of the request's "options" object
  --interval-ms, --full-sample-ms, --context-interval-ms, --gpu-interval-ms, --background-*,
  --stream, --out: as run

env: print the environment as JSON: device model, kernel, OS, CPU, frequencies, memory, swap,
cgroup, thermal zones, power supply, load average, clear_refs.

calibrate: a small transformer decoder with random weights and a growing KV cache, real
float arithmetic, prompt phase then generation. Prints "loaded ..." once the weights are
allocated, then one "token I ID" line per generated token on stdout; a summary on stderr.
  --prompt-file F       prompt bytes become tokens (byte-level); or
  --prompt-tokens N     N pseudo-random prompt tokens (default 128)
  --max-new-tokens N    generated tokens (default 32)
  --dim D --layers L --heads H --vocab V   model shape (default 256, 4, 4, 4096)
  --seed S              weights and prompt PRNG seed (default 1)
  --threads T           worker threads for the matrix products (default 1)
)";

int g_sigPipe[2] = { -1, -1 };
volatile sig_atomic_t g_stopSignal = 0;
volatile sig_atomic_t g_outputErrno = 0;

void onSignal(int sig)
{
    const int saved = errno;
    if (sig != SIGCHLD && g_stopSignal == 0)
        g_stopSignal = sig;
    const char b = char(sig);
    if (::write(g_sigPipe[1], &b, 1) < 0) { }
    errno = saved;
}

} // namespace

namespace Probe {

int usageError(const char* mode, const char* fmt, ...)
{
    std::fprintf(stderr, "headroom-probe %s: ", mode);
    va_list ap;
    va_start(ap, fmt);
    std::vfprintf(stderr, fmt, ap);
    va_end(ap);
    std::fprintf(stderr, "\n(see headroom-probe --help)\n");
    return 2;
}

int installSignalPipe()
{
    if (g_sigPipe[0] >= 0)
        return g_sigPipe[0];
    if (::pipe2(g_sigPipe, O_CLOEXEC | O_NONBLOCK) != 0)
        return -1;
    struct sigaction sa { };
    sa.sa_handler = onSignal;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESTART;
    for (int s : { SIGINT, SIGTERM, SIGHUP, SIGCHLD })
        ::sigaction(s, &sa, nullptr);
    ::signal(SIGPIPE, SIG_IGN); // a closed --stream reader must not kill the measurement
    return g_sigPipe[0];
}

int pendingStopSignal()
{
    return g_stopSignal;
}

void noteOutputError(const char* path, int err)
{
    if (g_outputErrno != 0)
        return;
    g_outputErrno = err != 0 ? err : EIO;
    std::fprintf(stderr, "headroom-probe: cannot write %s: %s; stopping the workload (the run is incomplete)\n", path,
        std::strerror(g_outputErrno));
    const char b = 0; // wakes a sampling loop waiting in poll()
    if (g_sigPipe[1] >= 0 && ::write(g_sigPipe[1], &b, 1) < 0) { }
}

int pendingOutputError()
{
    return g_outputErrno;
}

bool stopRequested()
{
    return g_stopSignal != 0 || g_outputErrno != 0;
}

} // namespace Probe

int main(int argc, char** argv)
{
    if (argc < 2) {
        std::fputs(kHelp, stderr);
        return 2;
    }
    const char* mode = argv[1];
    if (std::strcmp(mode, "--version") == 0) {
        std::printf(
            "headroom-probe %s protocol %d\n", HeadroomProtocol::kProbeVersion, HeadroomProtocol::kFormatVersion);
        return 0;
    }
    if (std::strcmp(mode, "--help") == 0 || std::strcmp(mode, "-h") == 0 || std::strcmp(mode, "help") == 0) {
        std::fputs(kHelp, stdout);
        return 0;
    }
    for (int i = 2; i < argc && std::strcmp(argv[i], "--") != 0; ++i)
        if (std::strcmp(argv[i], "--help") == 0) {
            std::fputs(kHelp, stdout);
            return 0;
        }
    if (std::strcmp(mode, "run") == 0)
        return Probe::runMode(argc - 2, argv + 2);
    if (std::strcmp(mode, "attach") == 0)
        return Probe::attachMode(argc - 2, argv + 2);
    if (std::strcmp(mode, "env") == 0)
        return Probe::envMode(argc - 2, argv + 2);
    if (std::strcmp(mode, "calibrate") == 0)
        return Probe::calibrateMode(argc - 2, argv + 2);
    if (std::strcmp(mode, "serve") == 0)
        return Probe::serveMode(argc - 2, argv + 2);
    std::fprintf(stderr, "headroom-probe: unknown mode '%s' (modes: run, attach, serve, env, calibrate)\n", mode);
    return 2;
}
