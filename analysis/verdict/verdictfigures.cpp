// From a Run to the per-input table the verdict reads: each input's peak (the highest of the exact and
// the sampled ones, and whether it was probably missed), its stable latencies, after-load memory and
// TTFT; the memory ceiling that applies; what the probe noted (critical processes lost, warnings);
// and the limits the run was planned with. The rules that read the table are in verdict.cpp.
#include "analysis/core/tr.h"
#include "analysis/verdict/verdict.h"

#include "analysis/core/format.h"
#include "analysis/core/peakdoubt.h"
#include "analysis/core/statistics.h"
#include "analysis/verdict/verdictnumbers_p.h"

#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace Analysis {
namespace {
using VerdictDetail::num;
using VerdictDetail::percent;

// The file a figure came from. Run folders and imports record the files with an importer id;
// repetitions come from the event/timing files, samples from the memory logs.
QString pickSource(const Run& run, std::initializer_list<const char*> hints)
{
    for (const char* hint : hints)
        for (const auto& s : run.sources)
            if (s.format.contains(QLatin1String(hint), Qt::CaseInsensitive))
                return s.path;
    if (run.sources.size() == 1)
        return run.sources.first().path;
    QStringList all;
    for (const auto& s : run.sources)
        all << s.path;
    return all.isEmpty() ? Tr::tr("(no source file recorded)") : all.join(QStringLiteral(", "));
}

std::optional<double> envNumber(const Environment& env, const char* key)
{
    bool ok = false;
    const double v = env.values.value(QLatin1String(key)).trimmed().toDouble(&ok);
    return ok && std::isfinite(v) ? std::optional<double>(v) : std::nullopt;
}

// Serve mode: the lowest concurrency level an input's requests ran at (warm-ups aside); nullopt
// for repetitions that have no level (process mode, imports).
std::optional<int> lowestLevel(const Run& run, const QString& inputId)
{
    std::optional<int> level;
    for (const Repetition& r : run.repetitions)
        if (r.inputId == inputId && !r.warmup && r.concurrency)
            level = std::min(level.value_or(*r.concurrency), *r.concurrency);
    return level;
}

// The requests of one level, with the warm-ups (run once, one at a time, before the sweep).
QList<Repetition> atLevel(const QList<Repetition>& reps, int level)
{
    QList<Repetition> out;
    for (const Repetition& r : reps)
        if (r.warmup || r.concurrency == level)
            out << r;
    return out;
}

void considerPeak(InputFigures& f, int64_t kb, Exactness e, const QString& origin, const QString& source)
{
    if (kb < 0)
        return;
    // A sample a little above the kernel's exact mark is the counters' own resolution (run.h,
    // kRssCounterSlackKb): the larger value stands, still exact, from the same source.
    if (e == Exactness::Sampled && f.peakKb && f.peakExactness == Exactness::Exact && kb > *f.peakKb
        && kb - *f.peakKb <= kRssCounterSlackKb) {
        f.peakKb = kb;
        return;
    }
    // Highest wins; on a tie the exact figure wins, because it says more.
    const bool higher = !f.peakKb || kb > *f.peakKb;
    const bool tieExact = f.peakKb && kb == *f.peakKb && e == Exactness::Exact && f.peakExactness != Exactness::Exact;
    if (higher || tieExact) {
        f.peakKb = kb;
        f.peakExactness = e;
        f.peakOrigin = origin;
        f.peakSource = source;
    }
}
} // namespace

std::vector<double> stableTtftMs(QList<Repetition> reps, int warmupToDrop)
{
    std::stable_sort(
        reps.begin(), reps.end(), [](const Repetition& a, const Repetition& b) { return a.index < b.index; });
    const bool logFlagsWarmup = std::any_of(reps.begin(), reps.end(), [](const Repetition& r) { return r.warmup; });
    std::vector<double> out;
    int skipped = 0;
    for (const auto& r : reps) {
        if (r.warmup)
            continue;
        if (!logFlagsWarmup && skipped < warmupToDrop) {
            ++skipped;
            continue;
        }
        if (r.outcome == Outcome::Ok && r.ttftMs && std::isfinite(*r.ttftMs))
            out.push_back(*r.ttftMs);
    }
    return out;
}

std::optional<bool> kernelOlderThan(const Environment& env, int major, int minor)
{
    // The first "N.N" in the text: "6.1.0-18-amd64", "Linux 5.10.110-rockchip", "4.9.253-tegra".
    static const QRegularExpression re(QStringLiteral("(\\d+)\\.(\\d+)"));
    const auto m = re.match(env.values.value(QStringLiteral("kernel")));
    if (!m.hasMatch())
        return std::nullopt;
    const int ma = m.captured(1).toInt();
    const int mi = m.captured(2).toInt();
    return ma < major || (ma == major && mi < minor);
}

std::optional<int> threadCount(const Run& run)
{
    bool ok = false;
    const int t = run.params.value(QStringLiteral("threads")).trimmed().toInt(&ok);
    return ok && t > 0 ? std::optional<int>(t) : std::nullopt;
}

Ceiling memoryCeiling(const Environment& env, const VerdictOptions& options)
{
    if (options.memoryCeilingKb)
        return { options.memoryCeilingKb, Tr::tr("set by the plan") };
    std::optional<int64_t> base;
    QString what;
    if (env.memTotalKb && *env.memTotalKb > 0) {
        base = env.memTotalKb;
        what = QStringLiteral("MemTotal");
    }
    // A cgroup limit of "max" is stored as nullopt; a huge number (v1's "no limit") loses to MemTotal.
    if (env.cgroupLimitBytes && *env.cgroupLimitBytes > 0) {
        const int64_t cg = *env.cgroupLimitBytes / 1024;
        if (!base || cg < *base) {
            base = cg;
            what = Tr::tr("cgroup memory limit");
        }
    }
    // The limit of the workload's own memory cgroup, read by the probe with every repetition: the
    // one the kernel enforced on the workload, the tightest that applies.
    bool numeric = false;
    const int64_t workload = env.values.value(QStringLiteral("workload_cgroup_limit_bytes")).toLongLong(&numeric);
    if (numeric && workload > 0 && (!base || workload / 1024 < *base)) {
        base = workload / 1024;
        what = env.values.value(QStringLiteral("workload_cgroup_made_by_probe")) == u"true"
            ? Tr::tr("the limit of the memory cgroup the probe made for this run (the plan's cgroup_memory, read "
                     "with each repetition)")
            : Tr::tr("the workload's memory cgroup limit (memory.max or memory.limit_in_bytes, read with each "
                     "repetition)");
    }
    if (!base)
        return { std::nullopt, Tr::tr("unknown: neither MemTotal nor a cgroup limit was recorded") };
    if (options.reserveKb && *options.reserveKb >= 0 && *options.reserveKb < *base)
        return { *base - *options.reserveKb,
            Tr::tr("%1 of %2 KiB less a reserve of %3 KiB").arg(what).arg(*base).arg(*options.reserveKb) };
    const double reserve = std::clamp(options.reserveFraction.value_or(kDefaultReserveFraction), 0.0, 0.9);
    const auto kb = static_cast<int64_t>(std::llround(static_cast<double>(*base) * (1 - reserve)));
    return { kb, Tr::tr("%1 of %2 KiB less a %3% reserve").arg(what).arg(*base).arg(percent(reserve)) };
}

namespace {
// The measured repetitions' mapped files, each file at the most any of them had resident.
void mergeMappedFiles(InputFigures& f, const QList<Repetition>& reps)
{
    for (const Repetition& r : reps) {
        if (r.warmup || !r.mappedScans)
            continue;
        f.mappedScans = f.mappedScans.value_or(0) + *r.mappedScans;
        for (const MappedFile& m : r.mappedFiles) {
            auto it = std::find_if(
                f.mappedFiles.begin(), f.mappedFiles.end(), [&m](const MappedFile& x) { return x.path == m.path; });
            if (it == f.mappedFiles.end()) {
                f.mappedFiles << m;
                continue;
            }
            it->rssKb = std::max(it->rssKb, m.rssKb);
            it->sizeKb = std::max(it->sizeKb, m.sizeKb);
            it->code = it->code || m.code;
        }
    }
    std::stable_sort(f.mappedFiles.begin(), f.mappedFiles.end(),
        [](const MappedFile& a, const MappedFile& b) { return a.rssKb > b.rssKb; });
}

bool hasLength(const InputSpec& s)
{
    return s.tokens > 0 || s.chars > 0;
}

// One unit for every input that has a length: tokens when each of them has tokens, else characters
// when each has those. An input without a length has no place on the trends but takes nobody
// else's away (a combined run's timing log may add an input nobody gave a length: the others'
// typed lengths still hold, as the reports show them).
LengthUnit commonLengthUnit(const QList<InputSpec>& inputs)
{
    if (!std::any_of(inputs.begin(), inputs.end(), hasLength))
        return LengthUnit::Unknown;
    if (std::all_of(inputs.begin(), inputs.end(), [](const InputSpec& s) { return s.tokens > 0 || !hasLength(s); }))
        return LengthUnit::Tokens;
    if (std::all_of(inputs.begin(), inputs.end(), [](const InputSpec& s) { return s.chars > 0 || !hasLength(s); }))
        return LengthUnit::Chars;
    return LengthUnit::Unknown;
}

double lengthIn(const InputSpec& s, LengthUnit unit)
{
    if (!hasLength(s))
        return -1;
    return unit == LengthUnit::Tokens ? static_cast<double>(s.tokens)
        : unit == LengthUnit::Chars   ? static_cast<double>(s.chars)
                                      : -1;
}

} // namespace

const MappedFile* InputFigures::largeDataFile() const
{
    for (const MappedFile& m : mappedFiles)
        if (m.isLargeData())
            return &m;
    return nullptr;
}

namespace {

// The run's inputs: the plan's, or those a timing log names in order of first appearance, or the
// method's own memory log imported alone (one input, named after the run).
QList<InputSpec> inputsOf(const Run& run)
{
    QList<InputSpec> inputs = run.inputs;
    if (!inputs.isEmpty())
        return inputs;
    QStringList seen;
    for (const auto& r : run.repetitions)
        if (!seen.contains(r.inputId))
            seen << r.inputId;
    for (const auto& id : std::as_const(seen))
        inputs << InputSpec { id, QString(), -1, -1, -1 };
    if (inputs.isEmpty() && run.memory.size() == 1 && run.memory.contains(QString()))
        inputs << InputSpec { run.name.isEmpty() ? QStringLiteral("memory log") : run.name, QString(), -1, -1, -1 };
    return inputs;
}

void addWarmupPeak(InputFigures& f, const std::optional<int64_t>& kb)
{
    if (kb && *kb >= 0)
        f.warmupPeakKb = std::max(f.warmupPeakKb.value_or(0), *kb);
}

// The peaks the repetitions themselves give (ru_maxrss, the inference phase's VmHWM) and the
// outcomes. False when a measured repetition has no peak of its own.
bool repetitionPeaks(InputFigures& f, const QList<Repetition>& reps, const QString& timingSource)
{
    bool everyRepetitionHasAPeak = true;
    for (const auto& r : reps) {
        f.outcomes[r.outcome] += 1;
        if (r.warmup) {
            addWarmupPeak(f, r.maxRssKb);
            addWarmupPeak(f, r.inferencePeakKb);
            continue;
        }
        const int64_t own = std::max(r.maxRssKb.value_or(-1), r.inferencePeakKb.value_or(-1));
        if (own >= 0)
            f.repetitionPeaksKb.push_back(static_cast<double>(own));
        else
            everyRepetitionHasAPeak = false;
        if (r.maxRssKb)
            considerPeak(f, *r.maxRssKb, Exactness::Exact, QStringLiteral("ru_maxrss"), timingSource);
        if (r.inferencePeakKb)
            considerPeak(f, *r.inferencePeakKb, r.inferencePeakExactness,
                r.inferencePeakExactness == Exactness::Exact ? QStringLiteral("VmHWM (inference phase)")
                    : r.concurrency ? QStringLiteral("engine VmRSS sampled during the input's requests")
                                    : QStringLiteral("sampled VmRSS"),
                timingSource);
    }
    return everyRepetitionHasAPeak;
}

// The sampled peak (and the RssAnon / RssFile peaks) of the measured repetitions. Samples taken
// while a warm-up repetition ran (its start and wall time on the series' clock) count towards the
// warm-up's peak; without the start (an imported log) they cannot be told apart.
void sampledPeaks(
    InputFigures& f, const MemorySeries& series, const QList<Repetition>& reps, const QString& memorySource)
{
    std::vector<std::pair<double, double>> warmupWindows;
    if (!series.timeIsEpoch)
        for (const auto& r : reps)
            if (r.warmup && r.startMs && std::isfinite(r.wallMs))
                warmupWindows.emplace_back(*r.startMs / 1000.0, (*r.startMs + r.wallMs) / 1000.0);
    int64_t sampledMax = -1;
    for (size_t i = 0; i < series.size(); ++i) {
        const int64_t kb = std::max(series.rssKb[i], series.hwmKb[i]);
        const double t = series.t[i];
        const bool inWarmup = std::any_of(warmupWindows.begin(), warmupWindows.end(),
            [t](const std::pair<double, double>& w) { return t >= w.first && t <= w.second; });
        if (inWarmup) {
            addWarmupPeak(f, kb);
            continue;
        }
        sampledMax = std::max(sampledMax, kb);
        if (i < series.rssAnonKb.size() && series.rssAnonKb[i] >= 0)
            f.anonPeakKb = std::max(f.anonPeakKb.value_or(0), series.rssAnonKb[i]);
        if (i < series.rssFileKb.size() && series.rssFileKb[i] >= 0)
            f.filePeakKb = std::max(f.filePeakKb.value_or(0), series.rssFileKb[i]);
    }
    considerPeak(f, sampledMax, Exactness::Sampled, QStringLiteral("sampled VmRSS/VmHWM"), memorySource);
}

// Memory after load (the measurement method: VmRSS once loading is complete): the first sample at
// or after the first measured repetition's load-complete. The series is on the run's clock, so the
// repetition's own start is needed; without it (an imported log) the figure stays unknown rather
// than being read at the wrong moment of an interleaved run.
void afterLoad(InputFigures& f, const MemorySeries& series, const QList<Repetition>& reps)
{
    if (series.isEmpty() || series.timeIsEpoch)
        return;
    const Repetition* first = nullptr;
    for (const auto& r : reps)
        if (r.loadMs && r.startMs && (!first || *r.startMs < *first->startMs))
            first = &r;
    const double at = first ? (*first->startMs + *first->loadMs) / 1000.0 : 0;
    const auto it = first ? std::lower_bound(series.t.begin(), series.t.end(), at) : series.t.end();
    for (size_t i = size_t(it - series.t.begin()); i < series.size(); ++i)
        if (series.rssKb[i] >= 0) {
            f.afterLoadKb = series.rssKb[i];
            return;
        }
}

// A sampled peak with too few samples, or none after loading, is probably not the peak.
void doubtSampledPeak(InputFigures& f, const MemorySeries& series, const QList<Repetition>& reps)
{
    if (!f.peakKb || f.peakExactness != Exactness::Sampled || series.isEmpty())
        return;
    std::optional<double> loadCompleteS;
    if (!series.timeIsEpoch)
        for (const auto& r : reps)
            if (!r.warmup && r.loadMs && r.startMs)
                loadCompleteS = std::min(loadCompleteS.value_or(1e300), (*r.startMs + *r.loadMs) / 1000.0);
    f.peakDoubt
        = sampledPeakDoubt(series, f.n > 0 ? std::optional<double>(f.medianMs / 1000.0) : std::nullopt, loadCompleteS)
              .reason;
}

struct Sources {
    QString timing, memory;
};

InputFigures figuresOf(const Run& run, const InputSpec& spec, bool onlyInput, LengthUnit unit, const Sources& sources,
    const VerdictOptions& options)
{
    InputFigures f;
    f.inputId = spec.id;
    f.lengthUnit = unit;
    f.length = lengthIn(spec, unit);
    f.timingKind = run.timingKind;
    f.timingSource = sources.timing;
    // Serve mode: the figures of the sweep's lowest level, never a pool over levels (a request at
    // concurrency 4 waits for three others); the other levels are in the streaming table.
    f.concurrency = lowestLevel(run, spec.id);
    const QList<Repetition> reps
        = f.concurrency ? atLevel(run.repetitionsFor(spec.id), *f.concurrency) : run.repetitionsFor(spec.id);
    const bool everyRepetitionHasAPeak = repetitionPeaks(f, reps, sources.timing);
    // The outcomes are every request's, at every level: a request that failed at concurrency 4 is
    // never hidden by the figures being level 1's.
    if (f.concurrency) {
        f.outcomes.clear();
        for (const Repetition& r : run.repetitionsFor(spec.id))
            f.outcomes[r.outcome] += 1;
    }
    // A log without input ids is keyed ""; with a single input it is that input's series.
    // A reference into the run, not a copy: QMap::value copies the whole series (a long run's
    // columns, 120 bytes a sample) while the window loads the run (docs/performance.md, issue 27).
    static const MemorySeries kNoSeries;
    const MemorySeries* found = &kNoSeries;
    if (const auto it = run.memory.constFind(spec.id); it != run.memory.cend())
        found = &it.value();
    else if (const auto all = run.memory.constFind(QString()); (onlyInput || f.concurrency) && all != run.memory.cend())
        found = &all.value();
    const MemorySeries& series = *found;
    // A serve run's series is the engine's over the whole run, whose VmHWM is the engine's lifetime
    // peak: its peak per input is the requests' own (attributeEngineSamples), not the series'.
    if (!f.concurrency)
        sampledPeaks(f, series, reps, sources.memory);
    mergeMappedFiles(f, reps);
    // The per-repetition peaks stand for the input's only when every one has its own and the
    // highest of them is the peak.
    if (!everyRepetitionHasAPeak || f.repetitionPeaksKb.empty() || !f.peakKb
        || *std::max_element(f.repetitionPeaksKb.begin(), f.repetitionPeaksKb.end()) != static_cast<double>(*f.peakKb))
        f.repetitionPeaksKb.clear();
    afterLoad(f, series, reps);

    f.stableMs = stableWallMs(reps, options.warmupToDrop);
    f.n = static_cast<int>(f.stableMs.size());
    if (f.concurrency) {
        QList<int> higher;
        for (const Repetition& r : run.repetitionsFor(spec.id))
            if (!r.warmup && r.concurrency && *r.concurrency > *f.concurrency && !higher.contains(*r.concurrency))
                higher << *r.concurrency;
        for (int level : higher) {
            QList<Repetition> at;
            for (const Repetition& r : run.repetitionsFor(spec.id))
                if (!r.warmup && r.concurrency == level)
                    at << r;
            f.higherLevelMs.insert(level, stableWallMs(at, 0));
        }
    }
    if (f.n > 0) {
        const Summary s = summarize(f.stableMs, 0);
        f.medianMs = s.median;
        f.p90Ms = s.p90;
        f.maxMs = s.max;
    }
    doubtSampledPeak(f, series, reps);
    const auto ttft = stableTtftMs(reps, options.warmupToDrop);
    if (!ttft.empty())
        f.ttftMedianMs = summarize(ttft, 0).median;
    f.stages = stageFigures(reps);
    f.ttftSource = ttftSourceSummary(reps);
    if (f.ttftSource.isEmpty())
        f.ttftSource = run.params.value(QStringLiteral("ttft_source.") + f.inputId);
    return f;
}

ThermalState thermalOf(const Environment& env)
{
    ThermalState t;
    t.tempBeforeC = envNumber(env, kEnvTempBeforeC);
    t.tempAfterC = envNumber(env, kEnvTempAfterC);
    t.freqBeforeKhz = envNumber(env, kEnvFreqBeforeKhz);
    t.freqAfterKhz = envNumber(env, kEnvFreqAfterKhz);
    const QString thr = env.values.value(QLatin1String(kEnvThrottled)).trimmed().toLower();
    t.throttledReported = thr == QLatin1String("1") || thr == QLatin1String("true");
    return t;
}

// The probe's warnings and the critical services lost, each loss with the workload's VmRSS at the
// last sample at or before the moment (the series of the input then running, on the run's clock).
void probeEvents(const Run& run, FigureTable& table)
{
    for (const RunEvent& e : run.events) {
        if (e.type == QLatin1String("warning") && !table.probeWarnings.contains(e.message)) {
            table.probeWarnings << e.message;
        } else if (e.type == QLatin1String("critical_lost")) {
            CriticalLoss c { e, std::nullopt };
            const auto it = run.memory.constFind(e.inputId);
            if (e.tMs && it != run.memory.cend() && !it->timeIsEpoch) {
                const MemorySeries& m = *it;
                const auto at = std::upper_bound(m.t.begin(), m.t.end(), *e.tMs / 1000.0);
                for (auto i = at - m.t.begin(); i-- > 0;)
                    if (m.rssKb[size_t(i)] >= 0) {
                        c.workloadRssKb = m.rssKb[size_t(i)];
                        break;
                    }
            }
            table.criticalLost << c;
        }
    }
}

} // namespace

FigureTable perInputFigures(const Run& run, const VerdictOptions& options)
{
    FigureTable table;
    const Ceiling ceiling = memoryCeiling(run.environment, options);
    table.memoryCeilingKb = ceiling.kb;
    table.ceilingOrigin = ceiling.origin;
    table.gpus = gpuPeaks(run);
    table.latencyBudgetMs = options.latencyBudgetMs;
    const QList<InputSpec> inputs = inputsOf(run);
    table.lengthUnit = commonLengthUnit(inputs);
    const Sources sources { pickSource(run, { "events", "timings", "probe", "hyperfine", "llama" }),
        pickSource(run, { "memlog", "mem", "events", "probe" }) };
    for (const auto& spec : inputs)
        table.inputs << figuresOf(run, spec, inputs.size() == 1, table.lengthUnit, sources, options);
    if (table.lengthUnit != LengthUnit::Unknown) // by length; an input without one after those with one
        std::stable_sort(table.inputs.begin(), table.inputs.end(), [](const InputFigures& a, const InputFigures& b) {
            return b.length < 0 ? a.length >= 0 : a.length >= 0 && a.length < b.length;
        });
    table.thermal = thermalOf(run.environment);
    for (const Repetition& r : run.repetitions) {
        if (r.warmup)
            continue;
        ThermalState& t = table.thermal;
        const auto widen = [](std::optional<double>& lo, std::optional<double>& hi, double v) {
            lo = std::min(lo.value_or(v), v);
            hi = std::max(hi.value_or(v), v);
        };
        if (r.startTempC)
            widen(t.startTempMinC, t.startTempMaxC, *r.startTempC);
        if (r.startFreqMhz)
            widen(t.startFreqMinMhz, t.startFreqMaxMhz, *r.startFreqMhz);
        if (r.cooldownWaitMs) {
            ++t.cooldowns;
            t.cooldownWaitMaxMs = std::max(t.cooldownWaitMaxMs, *r.cooldownWaitMs);
        }
        if (r.cooldownReached && !*r.cooldownReached)
            ++t.cooldownsMissed;
    }
    table.context = contextFigures(run, table.inputs, options.warmupToDrop);
    probeEvents(run, table);
    return table;
}

QString tailSampleNote(const QList<InputFigures>& inputs)
{
    const int needed = samplesForQuantileBound(0.9);
    QStringList few;
    for (const InputFigures& f : inputs)
        if (f.n > 0 && f.n < needed)
            few << QStringLiteral("%1 (n = %2)").arg(inputLabel(f.inputId)).arg(f.n);
    if (few.isEmpty())
        return {};
    return Tr::tr("The p90 of %1 rests on fewer than %2 repetitions: below that not even the slowest one bounds the "
                  "p90 with 95% confidence, so it is an estimate (a p99 needs %3).")
        .arg(few.join(QStringLiteral(", ")))
        .arg(needed)
        .arg(samplesForQuantileBound(0.99));
}

QString ttftSourceNote(const QList<InputFigures>& inputs)
{
    QStringList sources, parts;
    for (const InputFigures& f : inputs)
        if (f.ttftMedianMs && !f.ttftSource.isEmpty() && !sources.contains(f.ttftSource))
            sources << f.ttftSource;
    for (const QString& s : std::as_const(sources))
        if (ttftSourceShortText(s) != ttftSourceText(s))
            parts << Tr::tr("%1: %2", "a TTFT source's short name and what it means")
                         .arg(ttftSourceShortText(s), ttftSourceText(s));
    if (parts.isEmpty())
        return {};
    return Tr::tr("TTFT, in brackets where it came from: %1.").arg(parts.join(QStringLiteral("; ")));
}

QString criticalLossText(const CriticalLoss& c)
{
    const RunEvent& e = c.event;
    QString when = e.tMs ? Tr::tr("%1 disappeared %2 s into the run").arg(e.subject, num(*e.tMs / 1000.0, 1))
                         : Tr::tr("%1 disappeared").arg(e.subject);
    if (e.value)
        when += Tr::tr(", at concurrency %1").arg(num(*e.value, 0));
    if (!e.inputId.isEmpty())
        when += e.rep ? Tr::tr(", during input %1, repetition %2").arg(e.inputId).arg(*e.rep)
                      : Tr::tr(", during input %1").arg(e.inputId);
    if (c.workloadRssKb)
        when += Tr::tr("; the workload's VmRSS then: %1").arg(formatKb(*c.workloadRssKb));
    return when;
}

VerdictOptions verdictOptionsFromRun(const Run& run, const VerdictOptions& defaults)
{
    VerdictOptions o = defaults;
    bool ok = false;
    const QString memory = run.params.value(QStringLiteral("limits.memory")).trimmed();
    if (const qint64 bytes = memory.toLongLong(&ok); ok && bytes > 0)
        o.memoryCeilingKb = bytes / 1024;
    QString reserve = run.params.value(QStringLiteral("limits.reserve")).trimmed();
    if (reserve.endsWith(u'%')) {
        reserve.chop(1);
        if (const double p = reserve.toDouble(&ok); ok && p >= 0 && p < 100) {
            o.reserveFraction = p / 100.0;
            o.reserveKb.reset();
        }
    } else if (const qint64 bytes = reserve.toLongLong(&ok); ok && bytes >= 0) {
        o.reserveKb = bytes / 1024;
    }
    if (const double s = run.params.value(QStringLiteral("limits.latency_s")).toDouble(&ok); ok && s > 0)
        o.latencyBudgetMs = s * 1000.0;
    return o;
}

} // namespace Analysis
