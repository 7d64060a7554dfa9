#pragma once

// The value types every part of Headroom speaks: a memory series, repetitions, inputs,
// environment and the run that holds them. Plain data, copyable, no QObject.

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <vector>

namespace Analysis {

// Whether a figure is the kernel's exact value or the maximum of periodic samples
// (which can miss a spike between two samples).
enum class Exactness { Unknown, Exact, Sampled };

// The kernel counts resident pages per CPU: a sample read from /proc/PID/status can sit this far
// above the high-water mark the kernel keeps (ru_maxrss) for the same single process, without any
// memory a reader should act on (docs/measurement-method.md, "Which counter is exact").
constexpr int64_t kRssCounterSlackKb = 1024;

// Columnar memory samples, sorted by time. Optional columns are either empty or as long as t.
// A value the log did not contain is kMissing, never zero.
struct MemorySeries {
    static constexpr int64_t kMissing = -1;

    std::vector<double> t; // seconds; see timeIsEpoch
    std::vector<int64_t> rssKb; // VmRSS
    std::vector<int64_t> hwmKb; // VmHWM
    std::vector<int64_t> vmSizeKb; // VmSize (optional)
    std::vector<int64_t> rssAnonKb; // RssAnon (optional)
    std::vector<int64_t> rssFileKb; // RssFile (optional)
    std::vector<int64_t> rssShmemKb; // RssShmem (optional)
    // The workload's counters at each sample (probe 0.2+, optional; issue 14). Cumulative since the
    // processes started, summed over the live tree: differences between samples are the rates.
    std::vector<int64_t> threads;
    std::vector<int64_t> utimeMs, stimeMs; // CPU time incl. reaped children
    std::vector<int64_t> volCtxSwitches, involCtxSwitches;
    std::vector<int64_t> minFaults, majFaults;
    std::vector<int64_t> readBytes; // /proc/PID/io read_bytes; kMissing where not readable
    bool timeIsEpoch = false; // true: Unix time stamps (date +%s); false: seconds since the run started
    int64_t pid = 0; // 0 when the log does not say

    size_t size() const { return t.size(); }
    bool isEmpty() const { return t.empty(); }
    void reserve(size_t n);
    // Appends a sample; optional values may be kMissing.
    void append(double time, int64_t rss, int64_t hwm, int64_t vmSize = kMissing);
};

// Interrupted: the probe itself was told to stop (SIGINT/SIGTERM/SIGHUP) mid-repetition.
enum class Outcome { Ok, NonZeroExit, Crashed, OomKilled, TimedOut, Rejected, StoppedByGuard, Interrupted, Unknown };

QString outcomeName(Outcome o); // stable machine name: "ok", "oom_killed", ...
Outcome outcomeFromName(const QString& name); // Unknown for anything else
QString outcomeText(Outcome o); // translated, for tables and reports

struct Repetition;
// Where a set of repetitions' TTFT came from, as one text: "llama.cpp" when all agree, else each
// source with its count ("first_output 2, unknown 1"); empty when none said.
QString ttftSourceSummary(const QList<Repetition>& reps);
// Names for runs shown together (Compare): each run's name (its id when it has none), with " #id"
// added where two share a name (two runs of one plan read the same otherwise), and " (device)" too
// where those runs ran on different devices (a fleet run). Parallel to runs.
struct Run;
QStringList distinctRunNames(const QList<Run>& runs);
// Names for runs of one plan with different settings (a sustained ranking, sustainedsettings.h): the
// parameters and labels that are not the same in every run, "threads=2" or "batch_size=1, threads=4",
// in key order, "(not set)" where a run lacks one, and "device=NAME" where the devices differ.
// Parameters that only echo others (the plan's text and file name, the command line, the fit's
// bookkeeping) name runs only where nothing else differs. A run whose name would still read like
// another's (nothing differs, or one setting run twice) gets distinctRunNames' name, or " #id".
QStringList settingNames(const QList<Run>& runs);
// The source in words, translated: "llama.cpp log", "marker line", ...; a mixed summary as it is.
QString ttftSourceText(const QString& source);
// A word or two for a table cell beside the TTFT ("marker", "llama.cpp log"); ttftSourceText says it in full.
QString ttftSourceShortText(const QString& source);
// The same for the engine adapter ("llama.cpp", "markers", "none").
QString engineSummary(const QList<Repetition>& reps);

// How a latency was taken: a fresh process each time (includes loading) or repeated
// requests inside one running process. The two are never mixed in one statistic.
enum class TimingKind { Unknown, ColdStart, InProcess };

QString timingKindName(TimingKind k); // "cold_start", "in_process", "unknown"
TimingKind timingKindFromName(const QString& name); // Unknown for anything else

// A file the workload had mapped (probe 0.2.4, rep_end mapped_files; docs/json-format.md): the most
// of it any of the probe's scans (once a second and at load-complete) found resident, summed over the
// file's mappings in one process.
struct MappedFile {
    QString path;
    int64_t rssKb = 0, sizeKb = 0;
    bool code = false; // some mapping of it was executable: the binary or a library, not data
    // A data file on storage large enough to be a model's weights, whose pages the kernel may drop
    // and read back again: judged by what is mapped, since a thrashing model has little resident.
    bool isLargeData() const { return !code && sizeKb >= kLargeDataKb; }
    static constexpr int64_t kLargeDataKb = 16 * 1024;
};

// One GPU's memory over one repetition (probe 0.2.9, rep_end gpu_memory; docs/json-format.md),
// sampled at the run's context interval: kept apart per GPU, never added across GPUs. Bytes.
struct GpuMemory {
    int index = 0; // the driver's device index
    QString name; // "NVIDIA A100-SXM4-40GB"; "nvmap (unified memory)" on a Jetson
    QString source; // "nvml" or "meminfo NvMapMemUsed"
    // The GPU's allocations are system RAM (a Jetson): no ceiling of its own, the run's memory
    // ceiling stays on RAM.
    bool unified = false;
    std::optional<int64_t> totalBytes; // the device's memory (a discrete GPU's ceiling)
    std::optional<int64_t> usedPeakBytes; // the most the device had in use, by any process
    // The most the workload's own processes held on it; unset where the driver gave no per-process
    // figure (or on a unified board, where it has none).
    std::optional<int64_t> processPeakBytes;
    int samples = 0; // readings during the repetition
    // What the workload itself reported (probe 0.2.10, a headroom:gpu_peak line; PyTorch's
    // max_memory_allocated / max_memory_reserved or memory_stats()): the peak of its allocated
    // tensors and the peak its caching allocator reserved. Three different things beside
    // processPeakBytes (NVML's view of the whole process): never added. Unset where it reported
    // none; an entry with only these has samples 0 and an empty source (NVML did not see the GPU).
    std::optional<int64_t> allocatedPeakBytes, reservedPeakBytes;
    QString peakApi; // the call the workload named ("torch.cuda.max_memory"); empty without figures
};

struct Repetition {
    QString inputId;
    int index = 0; // 0-based within its input
    // Loop mode (Run::iterations): the pass within the process repetition `index`, 1-based; the
    // first is the in-process warm-up. Unset for a process repetition or a request.
    std::optional<int> iteration;
    bool warmup = false;
    double wallMs = 0; // start to end, CLOCK_MONOTONIC
    std::optional<double> loadMs; // start to load-complete
    // Time to the first generated token; where it came from is ttftSource (docs/json-format.md,
    // "Time to first token"): "llama.cpp" (the engine's prompt evaluation plus one sample, counted
    // from the end of loading), "marker" (the probe's start to a headroom:first_token line),
    // "first_output" (start to the first stdout after load-complete: may be a prompt echo),
    // "stream" (serve mode: request sent to the first streamed token), "unknown"; empty: the
    // source did not say (an import, an older probe).
    std::optional<double> ttftMs;
    QString ttftSource;
    std::optional<int64_t> tokensOut;
    // The engine adapter's own figures (process mode, probe 0.2.2+): llama.cpp's llama_perf lines.
    QString engine; // "llama.cpp", "markers", "none"; empty: not recorded
    std::optional<double> engineLoadMs, promptEvalMs, evalMs;
    std::optional<int64_t> promptTokens, evalRuns;
    std::optional<int> exitCode;
    std::optional<int> signal;
    Outcome outcome = Outcome::Unknown;
    std::optional<int64_t> maxRssKb; // wait4() ru_maxrss: exact lifetime peak
    // VmHWM read at load-complete, before the reset: the load phase's exact peak (the measurement method:
    // record the figures after loading apart from the inference peak).
    std::optional<int64_t> loadHwmKb;
    // When the repetition started, in ms since the run started (the memory series' time base for
    // probe runs); lets a figure be read at "start + load_ms" in an interleaved run.
    std::optional<double> startMs;
    // Serve mode (TimingKind::InProcess, one streamed request each; probe 0.2+). wallMs is the
    // request's end-to-end time, ttftMs its time to the first output event, tokensOut the server's
    // count where it sent one, else the output events.
    std::optional<int> concurrency; // the sweep level the request ran at
    std::optional<double> tpotMs; // (end-to-end - TTFT) / (tokens - 1)
    std::optional<double> tokensPerS; // 1000 / tpotMs: the decode rate (process mode too, from the probe)
    std::optional<double> serverPromptMs, serverGenerationMs; // the engine's own timings, apart
    QString error; // why a request failed, or why an output was rejected (empty when ok)
    // A rejected output (Outcome::Rejected): "format" (not readable as its rule needs) or "quality"
    // (read, and wrong); empty otherwise or when not recorded (a store before schema 11).
    QString rejection;
    std::optional<int64_t> inferencePeakKb; // VmHWM after clear_refs at load-complete (exact) or sampled max
    Exactness inferencePeakExactness = Exactness::Unknown;
    // The largest file-backed mappings, largest resident first; empty with mappedScans 0 or unset.
    QList<MappedFile> mappedFiles;
    std::optional<int> mappedScans; // how many scans the probe made; unset: not recorded
    // Energy from the process's start to its exit (probe 0.2.8, energy.h): joules, the mean power
    // over the repetition and the highest interval power; unset where the device had no source.
    std::optional<double> energyJ, powerMeanW, powerPeakW;
    // Accelerator memory (probe 0.2.9): one entry per GPU; empty where none was read.
    QList<GpuMemory> gpuMemory;
    // The thermal protocol (probe 0.2.8, plan cooldown/pause_s): how long the probe waited for the
    // zone to cool before this repetition, whether it got there, and the zone's temperature and the
    // CPUs' mean clock when the repetition started. Unset where the run had no protocol.
    std::optional<double> cooldownWaitMs, startTempC, startFreqMhz;
    std::optional<bool> cooldownReached;
};

struct InputSpec {
    QString id; // stable id: short / medium / long ...
    QString file;
    int64_t chars = -1; // UTF-8 code points; -1 unknown
    int64_t bytes = -1;
    int64_t tokens = -1; // only from the engine or a configured counter; never guessed
};

// The environment as recorded (env.json or a log's header). Values are kept as the text
// the source gave, plus a few typed figures the verdict needs.
struct Environment {
    QMap<QString, QString> values; // e.g. "kernel" -> "6.1.0-18-amd64"
    std::optional<int64_t> memTotalKb;
    std::optional<int64_t> memAvailableKb;
    std::optional<int64_t> cgroupLimitBytes; // memory.max / memory.limit_in_bytes; nullopt: none or unknown
};

// One file a run's figures came from.
struct SourceFile {
    QString path; // as given by the user (display only)
    QString format; // importer id, e.g. "memlog"
    QByteArray sha256; // hex
    int64_t size = 0;
};

// A summary someone else computed (e.g. the measurement method's timing script "n= min= median= max=").
// It is shown as a summary, never treated as raw repetitions.
struct ReportedSummary {
    QString source;
    int64_t n = -1;
    QMap<QString, double> figures; // "min", "median", "max", "p90"... in milliseconds
};

// The system around the workload on the same time axis as the memory samples (probe "system"
// events, issue 14). Columns are as long as t; a figure the device did not offer is kMissingPct
// (percentages) or MemorySeries::kMissing.
struct SystemSeries {
    static constexpr double kMissingPct = -1;
    std::vector<double> t; // seconds since the run started
    std::vector<double> cpuUserPct, cpuSystemPct, cpuIowaitPct, cpuStealPct; // of all CPUs' time
    std::vector<double> psiCpuSomePct, psiIoSomePct, psiMemSomePct, psiMemFullPct; // share of wall time stalled
    std::vector<int64_t> memAvailableKb;
    std::vector<double> canaryMaxMs; // worst overshoot of the probe's sampling timer in the interval
    std::vector<int64_t> gpuMemMiB; // the workload's GPU memory; kMissing when not available
    // Probe 0.2 gauges (optional: empty or as long as t). Frequencies from the cores' per-core
    // cpufreq readings; kMissingPct when the device has no cpufreq or thermal zone.
    std::vector<double> cpuFreqMeanMhz, cpuFreqMinMhz; // mean over the cores, slowest core
    std::vector<double> tempMaxC; // hottest thermal zone
    std::vector<double> gpuLoadPct; // Jetson GPU load (sysfs), where read
    // Probe 0.2.4: tasks runnable at each sample (/proc/stat procs_running, less the probe's reading
    // thread) and the CPUs online then. More runnable than CPUs: some task is waiting for a CPU.
    std::vector<double> runnable, cpusOnline;
    // Probe 0.2.8: the power of the energy total's sources over each interval, W (energy.h).
    std::vector<double> powerW;
    // "" when measured, else why not (e.g. "not available: nvidia-smi not found on PATH", or "unified
    // memory: ..." on a Jetson, whose GPU memory is counted in RAM)
    QString gpu;
    size_t size() const { return t.size(); }
    bool isEmpty() const { return t.empty(); }
};

// One concurrency level of a serve-mode sweep (probe "level_end").
struct ConcurrencyLevel {
    int level = 0;
    int requests = 0, completed = 0, failed = 0, inFlight = 0;
    double wallMs = 0;
    std::optional<double> ttftP50Ms, ttftP90Ms, ttftP99Ms, e2eP50Ms, e2eP90Ms, e2eP99Ms;
    double outputTokensPerS = 0, requestsPerS = 0;
    std::optional<bool> withinBudget; // nullopt: no budget given
    // The most requests the engine's own metrics said it was processing at once during the level
    // (llama.cpp's requests_processing, read by the probe); nullopt: the engine offered no such figure.
    // Not the level itself: an engine with fewer slots queues the rest.
    std::optional<int> engineProcessingMax;
};

// What the probe noted beside the measurements (events.jsonl; docs/json-format.md): a watched critical
// process lost, the memory guard stopping a repetition, a warning (a refused CPU affinity: the
// workload ran unpinned), a background load started or stopped. Never dropped: each is shown.
struct RunEvent {
    QString type; // the protocol's type: "critical_lost", "guard", "warning", "background"
    std::optional<double> tMs; // on the run's clock; empty when the probe gave no time
    QString inputId; // the input running then, when known
    std::optional<int> rep;
    QString subject; // critical_lost: the process; background: the load's kind
    QString message; // warning: its text; background: "start" or "stop"
    QString detail; // background: what the load runs
    std::optional<double> value; // guard: MemAvailable (kB); critical_lost in serve mode: the level
    std::optional<double> limit; // guard: the reserve (kB)
};
QString runEventText(const RunEvent& e); // translated, one line: "critical process sshd lost"...

struct Run {
    QString id; // store id or generated
    QString name;
    QString device; // device name, "local" for the embedded default
    QDateTime startedAt; // wall clock, a label only
    QMap<QString, QString> params; // the plan's fixed parameters, verbatim text
    // What a person said about the build measured (labels.h): engine=b4748, commit=abc123 ...
    QMap<QString, QString> labels;
    QList<InputSpec> inputs;
    QList<Repetition> repetitions;
    // Loop mode: each process repetition's passes (Repetition::iteration set), in-process figures
    // kept apart from the cold-start repetitions above; empty in other runs.
    QList<Repetition> iterations;
    TimingKind timingKind = TimingKind::Unknown;
    QMap<QString, MemorySeries> memory; // by input id ("" when the log names none)
    Environment environment;
    QList<SourceFile> sources;
    QList<ReportedSummary> reportedSummaries;
    QString provenance; // "probe <version> on <device>" or "imported from <file> by Headroom <version>"
    SystemSeries system; // empty when the source had none
    QList<ConcurrencyLevel> concurrencyLevels; // serve mode
    std::optional<int> sustainableConcurrency; // highest level within the latency budget
    QList<RunEvent> events; // in the order the probe wrote them

    QList<Repetition> repetitionsFor(const QString& inputId) const;
};

} // namespace Analysis
