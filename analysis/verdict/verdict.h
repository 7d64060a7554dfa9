#pragma once

// The verdict: which ceiling, memory or latency, a workload reaches first (docs/measurement-method.md, step 4;
// docs/architecture.md). It works on a per-input table of figures, which either comes
// from a Run (perInputFigures) or is written by hand, so every rule can be tested on its own.

#include "analysis/core/gpumemory.h"
#include "analysis/core/run.h"
#include "analysis/verdict/stages.h"
#include "analysis/core/trends.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace Analysis {

// --- Thresholds. Each is named so a reader can find and argue with it. ---

// A peak within 5% of the ceiling means memory first. The allocator, page cache and
// the sampling gap make the last 5% unusable in practice.
constexpr double kPeakNearCeilingFraction = 0.95;
// The plan's default reserve for system services (fixed.yaml `reserve: 15%`): a board with
// nothing kept for sshd, journald and the watchdog is a board that falls over.
constexpr double kDefaultReserveFraction = 0.15;
// p90/median at or above this is a long tail. 1.5 means one request in ten takes at least half
// as long again as the typical one, which users notice; jitter on an idle board stays well below.
constexpr double kLongTailRatio = 1.5;
// "Memory to spare" for the long-tail rule: the peak uses less than this share of the ceiling,
// so memory pressure (swapping, reclaim) is an unlikely cause of the tail.
constexpr double kMemoryToSpareFraction = 0.8;
// A figure "rises with length" when it grows by at least this fraction from the shortest to the
// longest input. The method speaks of 明显上升 (clearly rising): 25% is well above repetition noise
// of medians (a few percent) and of peaks (pages).
constexpr double kRisingFraction = 0.25;
// Thermal drift: the fitted latency grows by this fraction across the repetitions of one input...
constexpr double kDriftFraction = 0.10;
// ...and the straight line explains at least this much of the variation (not one outlier)...
constexpr double kDriftMinR2 = 0.5;
// ...together with this rise in temperature (°C) or this drop in CPU frequency.
constexpr double kDriftTempRiseC = 5.0;
constexpr double kDriftFreqDropFraction = 0.10;
// The thermal protocol (issue 25, item 2): measured repetitions whose start temperatures spread
// by more than this (°C, hottest start less coolest), or whose mean CPU clocks at the start spread
// by more than this fraction of the fastest, did not start from one thermal state: flagged.
constexpr double kStartTempSpreadC = 5.0;
constexpr double kStartFreqSpreadFraction = 0.10;
// Fewer stable repetitions than this give no tail ratio or drift worth a rule.
constexpr int kMinRepetitionsForTail = 5;

// --- Why the tail (issue 14): advice from the system context recorded beside the run. ---

// Contention: the slowest repetitions (at or above p90) were preempted at least this many times as
// often per second as the typical ones (at or below the median)...
constexpr double kContentionSwitchFactor = 2.0;
// ...and at least this often: a few switches a second is the timer tick, not a competitor.
constexpr double kContentionMinSwitchesPerS = 20.0;
// Or the slowest repetitions ran on a CPU for at most this fraction of the share of wall time the
// typical ones did (the work was there; the CPU was not)...
constexpr double kContentionShareFactor = 0.75;
// ...while tasks waited for a CPU (PSI cpu "some") at least this share of the time, and at least
// kContentionSwitchFactor times as much as during the typical ones. Both are needed: a smaller
// CPU share alone can be waiting for storage or the network.
constexpr double kContentionPsiPct = 10.0;
// Or the hypervisor took this share of the CPUs (steal) during the slow repetitions, and at least
// kContentionSwitchFactor times as much as during the typical ones.
constexpr double kContentionStealPct = 5.0;
// A run is contended, its figures not the device's own, when tasks waited for a CPU (PSI cpu "some")
// this share of its repetitions' time on average... (a workload alone on a quiet board stays in single
// digits: 1-4% for llama-cli on two cores here; beside a pinned busy loop it is 100%)
constexpr double kContendedPsiPct = 40.0;
// ...or the hypervisor took this share of the CPUs (steal)...
constexpr double kContendedStealPct = 10.0;
// ...or more tasks were runnable than CPUs were online in this share of the system samples (the
// probe's own reading thread not counted). The one measure a kernel without PSI still gives; where
// PSI exists it rarely says more than "some" does.
constexpr double kContendedRunQueueSharePct = 50.0;
// Repetitions of one input whose slowest is this many times the fastest are always remarked on.
constexpr double kHugeSpreadFactor = 3.0;
// Major faults after load-complete, per stable repetition on average: each is a read from storage
// in the middle of inference. Ten is well above the odd shared-library page.
constexpr double kPagedWeightsMajorFaultsPerRep = 10.0;
// The system's iowait averaged over the repetitions' time: at this share the CPUs are idle waiting
// for storage long enough to matter.
constexpr double kHighIowaitPct = 10.0;

// Environment keys (env.json) the thermal check reads; the probe writes them before and after.
constexpr const char kEnvTempBeforeC[] = "temp_before_c";
constexpr const char kEnvTempAfterC[] = "temp_after_c";
constexpr const char kEnvFreqBeforeKhz[] = "cpu_freq_before_khz";
constexpr const char kEnvFreqAfterKhz[] = "cpu_freq_after_khz";
constexpr const char kEnvThrottled[] = "throttled"; // "1"/"true" when the kernel reported throttling

enum class LengthUnit { Unknown, Tokens, Chars };
QString lengthUnitName(LengthUnit u); // "tokens", "chars", "unknown"
QString lengthUnitText(LengthUnit u); // translated, for sentences

struct InputFigures {
    QString inputId;
    double length = -1; // in `lengthUnit`; -1 unknown
    LengthUnit lengthUnit = LengthUnit::Unknown;

    std::optional<int64_t> peakKb; // highest of exact and sampled peaks
    Exactness peakExactness = Exactness::Unknown;
    QString peakOrigin; // what the peak is: "ru_maxrss", "VmHWM (inference)", "sampled VmRSS/VmHWM"
    QString peakSource; // file it came from
    // The warm-up repetitions' own peak (their ru_maxrss, VmHWM and the samples taken while they ran),
    // shown on its own and never in peakKb: the peak is the measured repetitions' (issue 21, item 5).
    std::optional<int64_t> warmupPeakKb;
    std::optional<int64_t> afterLoadKb; // VmRSS at the first sample after load-complete
    // Why the sampled peak was probably missed (peakdoubt.h), translated; empty when the peak is exact
    // or its samples are dense enough. Such a peak is a lower bound: left out of the memory trend.
    QString peakDoubt;
    bool peakInDoubt() const { return !peakDoubt.isEmpty(); }
    // Each measured repetition's own peak (ru_maxrss or the inference VmHWM), when every one has
    // one and together they give peakKb: what the crossing's bootstrap resamples. Empty otherwise.
    std::vector<double> repetitionPeaksKb;
    // What the memory was (the measured repetitions' samples): anonymous (heap, KV cache, buffers)
    // and file-backed (the binary, its libraries, an mmap'ed model) at their highest.
    std::optional<int64_t> anonPeakKb, filePeakKb;
    // The largest file-backed mappings of the measured repetitions (the most of each file any
    // repetition had resident), largest first; mappedScans unset when the probe did not record them.
    QList<MappedFile> mappedFiles;
    std::optional<int> mappedScans;
    // The largest data file (not code) with at least MappedFile::kLargeDataKb mapped, or nullptr.
    const MappedFile* largeDataFile() const;

    TimingKind timingKind = TimingKind::Unknown;
    // Serve mode: the concurrency level every figure here comes from, the sweep's lowest (latency,
    // TTFT, peak and the drift check are never pooled over levels); nullopt outside serve mode.
    std::optional<int> concurrency;
    int n = 0; // stable repetitions (warm-up dropped, outcome ok)
    double medianMs = 0, p90Ms = 0, maxMs = 0;
    std::optional<double> ttftMedianMs;
    StageFigures stages; // load, prefill, decode (stages.h)
    // Where the TTFT came from (Repetition::ttftSource, summarized over the input's repetitions;
    // from the run's "ttft_source.<input>" parameter when the repetitions do not say).
    QString ttftSource;
    std::vector<double> stableMs; // in repetition order, for the drift check
    // Serve mode: the stable requests of each higher concurrency level, in the order they ended,
    // for the same drift check per level (a drift only under load is a drift too).
    QMap<int, std::vector<double>> higherLevelMs;
    QString timingSource;

    QMap<Outcome, int> outcomes; // every repetition, warm-up and failures included
    int count(Outcome o) const { return outcomes.value(o, 0); }
    double tailRatio() const { return medianMs > 0 ? p90Ms / medianMs : 0; }
};

struct ThermalState {
    std::optional<double> tempBeforeC, tempAfterC;
    std::optional<double> freqBeforeKhz, freqAfterKhz;
    bool throttledReported = false;
    // The thermal protocol's readings at the measured repetitions' starts (empty without one).
    std::optional<double> startTempMinC, startTempMaxC, startFreqMinMhz, startFreqMaxMhz;
    int cooldowns = 0, cooldownsMissed = 0; // repetitions that waited; those whose zone never got there
    double cooldownWaitMaxMs = 0;
    bool hasData() const { return tempBeforeC || freqBeforeKhz || throttledReported; }
};

// The system context of the stable repetitions (issue 14), from the run's memory series counters
// and system series. Every figure is empty when the run did not record it.
struct ContextFigures {
    // The input with the longest tail (n >= kMinRepetitionsForTail); "" is an input too (a run
    // without input names): hasTail() says whether there is one.
    QString tailInput;
    double tailRatio = 0;
    bool hasTail() const { return tailRatio > 0; }
    std::optional<double> involPerSTail, involPerSTypical; // the workload's involuntary switches per s
    // The workload's CPU time per second of wall time (1 = one core busy the whole time).
    std::optional<double> cpuShareTail, cpuShareTypical;
    std::optional<double> psiCpuTail, psiCpuTypical; // system CPU pressure (% of time some task waited)
    std::optional<double> stealPctTail, stealPctTypical; // system steal during those repetitions
    std::optional<int64_t> majorFaultsInference; // after load-complete, summed over stable repetitions
    int repetitionsWithLoad = 0; // stable repetitions whose load-complete is known
    std::optional<double> iowaitPctMean, iowaitPctMax; // system iowait during the stable repetitions
    // CPU frequency and temperature in the first and the last quarter of the run (system series).
    std::optional<double> freqStartMhz, freqEndMhz, tempStartC, tempEndC;
    std::optional<int64_t> anonPeakKb, filePeakKb; // RssAnon and RssFile maxima
    // Whether the probe recorded the workload's mapped files (probe 0.2.4) in any stable repetition,
    // and the largest data file it found mapped (MappedFile::isLargeData), with its input. The mmap
    // and thrash advice names a model file only when there is one.
    bool mappedRecorded = false;
    std::optional<MappedFile> largeDataFile;
    QString largeDataInput;
    // Over all stable repetitions (issue 22, item 4): a run spent under heavy CPU pressure is contended
    // whether or not its repetitions differ.
    std::optional<double> psiCpuMeanPct, stealPctMean;
    // Share of the system samples in the stable repetitions with more runnable tasks than CPUs.
    std::optional<double> runQueueOverSharePct;
    bool contended() const
    {
        return (psiCpuMeanPct && *psiCpuMeanPct >= kContendedPsiPct) || (stealPctMean && *stealPctMean >= kContendedStealPct)
            || (runQueueOverSharePct && *runQueueOverSharePct >= kContendedRunQueueSharePct);
    }
};
// Translated, for a contended run: each measure that crossed its threshold ("tasks waited for a CPU
// 99% of the repetitions' time; more tasks were runnable than CPUs in 100% of the samples").
QString contentionText(const ContextFigures& c);

// An input's id as a sentence names it: "(unnamed)" for a run without input names. Translated.
QString inputLabel(const QString& inputId);

// Fills ContextFigures from the run (perInputFigures calls it).
ContextFigures contextFigures(const Run& run, const QList<InputFigures>& inputs, int warmupToDrop);

struct VerdictOptions {
    std::optional<int64_t> memoryCeilingKb; // the plan's ceiling; overrides the environment
    std::optional<double> reserveFraction; // the plan's reserve; default kDefaultReserveFraction
    std::optional<int64_t> reserveKb; // a reserve given as a size; wins over reserveFraction
    std::optional<double> latencyBudgetMs; // the plan's budget
    // Repetitions to drop on top of those the run flags as warm-up, for a run that flags none. 0: one
    // statistics path (issue 21, item 5): the warm-up is what the run says it is, the plan's warm-up
    // (the probe flags those repetitions) or what an importer flagged from --warmup for a timing
    // list; hyperfine and llama-bench files hold only measured runs and flag none. `headroom analyze`
    // reads files the same way (filesummary.cpp), so analyze, import, report, verify and the window
    // give the same n and median.
    int warmupToDrop = 0;
};

// A critical process the run cost (the measurement method's safety layer), with the workload's
// memory at the last sample before it was noticed.
struct CriticalLoss {
    RunEvent event;
    std::optional<int64_t> workloadRssKb;
};
// Translated: "sshd disappeared 12.4 s into the run, during input long, repetition 2; the workload's
// VmRSS then: 1.20 GiB".
QString criticalLossText(const CriticalLoss& c);

// Translated, once for the whole table: which inputs' p90 rests on fewer repetitions than a 95% bound
// needs (samplesForQuantileBound: 29), so it is an estimate; empty when every p90 has enough.
struct InputFigures;
QString tailSampleNote(const QList<InputFigures>& inputs);
// Translated, once for the whole table: what each TTFT source named in its cells means ("TTFT in
// brackets: where it came from. marker: headroom:first_token marker; ..."); empty when none is named.
QString ttftSourceNote(const QList<InputFigures>& inputs);

struct FigureTable {
    QList<InputFigures> inputs; // ascending length where known, else in the run's order
    QList<CriticalLoss> criticalLost; // in the order the probe noticed them
    QStringList probeWarnings; // the probe's warning messages, as written (English), each once
    LengthUnit lengthUnit = LengthUnit::Unknown;
    std::optional<int64_t> memoryCeilingKb;
    QString ceilingOrigin; // translated: how the ceiling was obtained
    std::optional<double> latencyBudgetMs;
    ThermalState thermal;
    ContextFigures context;
    // Accelerator memory per input and GPU (gpumemory.h): a discrete GPU's memory is a ceiling of
    // its own; a unified board's GPU memory is RAM, under memoryCeilingKb.
    QList<GpuPeak> gpus;
};

// The memory ceiling: the plan's, or min(cgroup limit, MemTotal) less the reserve.
struct Ceiling {
    std::optional<int64_t> kb;
    QString origin; // translated
};
Ceiling memoryCeiling(const Environment& env, const VerdictOptions& options);

FigureTable perInputFigures(const Run& run, const VerdictOptions& options);

// The limits a run was planned with: the plan runner writes the plan's `limits` into the run's
// params (limits.memory: "auto" or bytes, limits.reserve: "15%" or bytes, limits.latency_s), so a
// run carries them wherever it goes (a colleague's .headroom file included). What the run does not
// say comes from `defaults` (the user's settings).
VerdictOptions verdictOptionsFromRun(const Run& run, const VerdictOptions& defaults = {});

// Time to first token of the stable repetitions, by the rule stableWallMs documents (statistics.h).
std::vector<double> stableTtftMs(QList<Repetition> reps, int warmupToDrop);
// Whether env "kernel" (e.g. "6.1.0-18-amd64", "Linux 5.10.110") is older than major.minor; empty
// when the kernel was not recorded or cannot be read.
std::optional<bool> kernelOlderThan(const Environment& env, int major, int minor);
// The plan's "threads" parameter; empty when absent or not a number.
std::optional<int> threadCount(const Run& run);

enum class FirstLimit { Undetermined, Memory, Latency };
QString firstLimitName(FirstLimit f); // "memory", "latency", "undetermined"
QString firstLimitText(FirstLimit f); // translated: "memory reaches its ceiling first"...

// Which rule decided; tests and reports name it.
enum class VerdictRule {
    NoData,
    OomKilled,
    PeakAtCeiling,
    LatencyOverBudget,
    CrossesFirst,
    LongTail,
    MemoryRises,
    LatencyRises,
    BothRiseNearer,
    NothingApproaches,
    GuardStopped, // the probe's memory guard stopped the workload (added last: names are stable)
    MissingFigures, // a figure rises, but the other is not known at comparable lengths, or no limit is
    GpuPeakAtCeiling, // the workload's memory on a discrete GPU within 5% of that GPU's memory (issue 25)
};
QString verdictRuleName(VerdictRule r); // stable machine name

struct Evidence {
    QString figure; // translated label, e.g. "peak memory, input long"
    double value = 0;
    QString unit; // "KiB", "ms", "%", "ratio", "tokens"...
    QString source; // file the value came from, or "derived"
};

enum class Advice {
    Threads,
    Quantization,
    InputLength,
    // From the system context (issue 14):
    Contention, // long tail with rising involuntary context switches or steal
    PagedWeights, // major faults during inference: weights read back from storage
    Storage, // high iowait
    Throttling, // CPU frequency fell while the temperature rose
    ThrashRisk, // anonymous memory plus the file-backed pages do not fit under the ceiling
};

struct Verdict {
    // The run cost a critical service: said first in the reason, whatever rule decided; compare and
    // CI fail on it.
    bool criticalLost = false;
    // The run was spent under heavy CPU pressure (ContextFigures::contended): said first; compare is
    // inconclusive on it.
    bool contended = false;
    FirstLimit first = FirstLimit::Undetermined;
    VerdictRule rule = VerdictRule::NoData;
    QString reason; // translated sentence: why
    QList<Advice> advice;
    QMap<Advice, QString> adviceEvidence; // translated sentence with the numbers behind an advice
    bool thermalDrift = false;
    // The thermal protocol's starts spread (checkStartState): temperatures, clocks, or a zone that never cooled.
    bool thermalStartSpread = false;
    QString thermalNote; // translated; empty when nothing to say
    // A sustained run (sustained.h): a figure drifted beyond noise from the first rounds to the last,
    // or the inputs' ranking changed; the sentences are also in thermalNote.
    bool sustainedDrift = false, sustainedRankingChanged = false;
    Trend peakTrend, medianTrend, p90Trend, maxTrend, ttftTrend;
    QList<Evidence> evidence;
    QStringList unknowns; // translated
};

QString adviceText(Advice a); // translated
// The advice with the numbers behind it where the verdict has them (adviceText(a) otherwise).
QString adviceText(const Verdict& v, Advice a);
QString adviceName(Advice a); // stable machine name: "threads", "contention", ...
// Adds the context advice (issue 14) to a verdict; decide() calls it whatever rule decided.
void adviseFromContext(const FigureTable& table, Verdict& v);

Verdict decide(const FigureTable& table);
// decide(perInputFigures(run, options)), plus a sustained run's drift (sustained.h).
Verdict decide(const Run& run, const VerdictOptions& options);

} // namespace Analysis
