// One file for one concept: from a Run to the verdict. The per-input figures, the ceiling and the
// ordered rules of decide() are read together when arguing with a verdict (every rule names the
// figures it used), followed by the verdict's words for people. The system-context advice lives
// apart (verdictcontext.cpp).
#include "analysis/verdict/verdict.h"

#include "analysis/core/format.h"
#include "analysis/core/peakdoubt.h"
#include "analysis/core/statistics.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <climits>
#include <cmath>

namespace Analysis {
namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Analysis)
};

QString num(double v, int decimals = 1)
{
    return QString::number(v, 'f', decimals);
}
// Whole percent, and "< 1" for a share that would round to 0 but is not nothing.
QString percent(double fraction)
{
    if (fraction > 0 && fraction * 100 < 0.5)
        return QStringLiteral("< 1");
    return QString::number(fraction * 100, 'f', 0);
}

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

void considerPeak(InputFigures& f, int64_t kb, Exactness e, const QString& origin, const QString& source)
{
    if (kb < 0)
        return;
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

const InputFigures* inputWithMaxPeak(const QList<InputFigures>& in)
{
    const InputFigures* best = nullptr;
    for (const auto& f : in)
        if (f.peakKb && (!best || *f.peakKb > *best->peakKb))
            best = &f;
    return best;
}

const InputFigures* inputWithMaxP90(const QList<InputFigures>& in)
{
    const InputFigures* best = nullptr;
    for (const auto& f : in)
        if (f.n > 0 && (!best || f.p90Ms > best->p90Ms))
            best = &f;
    return best;
}

// Relative change from the shortest to the longest length of a trend.
std::optional<double> relativeRise(const Trend& t)
{
    if (t.distinctLengths() < kMinLengthsForExtrapolation || !(t.y.front() > 0))
        return std::nullopt;
    return t.y.back() / t.y.front() - 1;
}

void checkThermal(const FigureTable& table, Verdict& v)
{
    QStringList rising;
    for (const auto& f : table.inputs) {
        const auto n = f.stableMs.size();
        if (static_cast<int>(n) < kMinRepetitionsForTail || !(f.medianMs > 0))
            continue;
        std::vector<double> idx(n);
        for (size_t i = 0; i < n; ++i)
            idx[i] = static_cast<double>(i);
        const LinearFit fit = fitLinear(idx, f.stableMs);
        const double rise = fit.slope * static_cast<double>(n - 1) / f.medianMs;
        if (fit.valid && rise >= kDriftFraction && fit.r2 >= kDriftMinR2)
            rising << Tr::tr("%1 (+%2% over %n repetition(s))", nullptr, static_cast<int>(n))
                          .arg(inputLabel(f.inputId), percent(rise));
    }
    const ThermalState& th = table.thermal;
    const bool hot = th.tempBeforeC && th.tempAfterC && *th.tempAfterC - *th.tempBeforeC >= kDriftTempRiseC;
    const bool slowed = th.freqBeforeKhz && th.freqAfterKhz && *th.freqBeforeKhz > 0
        && (*th.freqBeforeKhz - *th.freqAfterKhz) / *th.freqBeforeKhz >= kDriftFreqDropFraction;
    const bool throttleSign = hot || slowed || th.throttledReported;
    if (!rising.isEmpty() && throttleSign) {
        v.thermalDrift = true;
        v.thermalNote = Tr::tr("Latency rose with the repetition index (%1) while the device heated up or slowed "
                               "down: thermal drift. Latency figures of the later repetitions are not the "
                               "device's steady state.")
                            .arg(rising.join(QStringLiteral(", ")));
    } else if (!rising.isEmpty()) {
        v.thermalNote = Tr::tr("Latency rose with the repetition index (%1); no temperature or CPU frequency change "
                               "was recorded, so thermal throttling can be neither confirmed nor ruled out.")
                            .arg(rising.join(QStringLiteral(", ")));
        v.unknowns << v.thermalNote;
    } else if (throttleSign) {
        v.thermalNote = Tr::tr("The device reported heating or a lower CPU frequency, but latency did not rise "
                               "across repetitions.");
    }
    if (!th.hasData())
        v.unknowns << Tr::tr("Thermal throttling: no temperature or CPU frequency was recorded before and after.");
}

void addEvidence(const FigureTable& table, Verdict& v)
{
    for (const auto& f : table.inputs) {
        if (f.length >= 0)
            v.evidence << Evidence { Tr::tr("length, input %1").arg(inputLabel(f.inputId)), f.length, lengthUnitName(f.lengthUnit),
                Tr::tr("plan inputs") };
        if (f.peakKb)
            v.evidence << Evidence { Tr::tr("peak memory (%1), input %2").arg(f.peakOrigin, inputLabel(f.inputId)),
                static_cast<double>(*f.peakKb), QStringLiteral("KiB"), f.peakSource };
        if (f.n > 0) {
            v.evidence << Evidence { Tr::tr("median latency, input %1 (n = %2)").arg(inputLabel(f.inputId)).arg(f.n), f.medianMs,
                QStringLiteral("ms"), f.timingSource };
            v.evidence << Evidence { Tr::tr("p90 latency, input %1").arg(inputLabel(f.inputId)), f.p90Ms, QStringLiteral("ms"),
                f.timingSource };
        }
        if (f.count(Outcome::OomKilled) > 0)
            v.evidence << Evidence { Tr::tr("OOM-killed repetitions, input %1").arg(inputLabel(f.inputId)),
                static_cast<double>(f.count(Outcome::OomKilled)), QStringLiteral("count"), f.timingSource };
    }
    if (table.memoryCeilingKb)
        v.evidence << Evidence { Tr::tr("memory ceiling"), static_cast<double>(*table.memoryCeilingKb),
            QStringLiteral("KiB"), table.ceilingOrigin };
    if (table.latencyBudgetMs)
        v.evidence << Evidence { Tr::tr("latency budget"), *table.latencyBudgetMs, QStringLiteral("ms"),
            Tr::tr("plan") };
}

// A trend of one figure against length. `samples` gives the repetitions' values the figure is made
// of and `statistic` makes it from them again, for the crossing's bootstrap; without them the
// crossing has no interval.
// "3255 tokens, 1.6 times the longest tested length (90% interval 3100-3420 from 400 resamples of the
// repetitions)": where a fit crosses, how far out, and how sure.
QString crossingText(const Trend& t, const QString& unit)
{
    QString interval;
    if (t.resamples > 0 && t.crossLow && t.crossHigh)
        interval = Tr::tr(" (90% interval %1-%2 from %3 resamples of the repetitions)")
                       .arg(num(*t.crossLow, 0), num(*t.crossHigh, 0))
                       .arg(t.resamples);
    else if (t.resamples > 0 && t.crossLow)
        interval = Tr::tr(" (90% interval from %1 upwards: in more than 5% of %2 resamples of the repetitions the fit "
                          "never reaches the limit)")
                       .arg(num(*t.crossLow, 0))
                       .arg(t.resamples);
    else
        interval = Tr::tr(" (no interval: one value per length)");
    return Tr::tr("%1 %2, %3 times the longest tested length%4")
        .arg(num(*t.crossesAt, 0), unit, num(t.crossingReach(), 1), interval);
}

Trend trendOf(const FigureTable& table, std::optional<double> limit, bool (*has)(const InputFigures&),
    double (*get)(const InputFigures&), std::vector<double> (*samples)(const InputFigures&) = nullptr,
    double (*statistic)(std::vector<double>&) = nullptr)
{
    std::vector<double> x, y;
    TrendSamples perPoint;
    for (const auto& f : table.inputs) {
        if (f.length > 0 && has(f)) {
            x.push_back(f.length);
            y.push_back(get(f));
            if (samples)
                perPoint.perPoint.push_back(samples(f));
        }
    }
    if (statistic)
        perPoint.statistic = statistic;
    return computeTrend(std::move(x), std::move(y), limit, perPoint);
}

double medianOf(std::vector<double>& v)
{
    return summarize(std::move(v), 0).median;
}
double p90Of(std::vector<double>& v)
{
    return summarize(std::move(v), 0).p90;
}
double maxOf(std::vector<double>& v)
{
    return v.empty() ? 0 : *std::max_element(v.begin(), v.end());
}
std::vector<double> stableOf(const InputFigures& f)
{
    return f.stableMs;
}
std::vector<double> peaksOf(const InputFigures& f)
{
    return f.repetitionPeaksKb;
}
} // namespace

QString lengthUnitName(LengthUnit u)
{
    switch (u) {
    case LengthUnit::Tokens:
        return QStringLiteral("tokens");
    case LengthUnit::Chars:
        return QStringLiteral("chars");
    case LengthUnit::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

QString firstLimitName(FirstLimit f)
{
    switch (f) {
    case FirstLimit::Memory:
        return QStringLiteral("memory");
    case FirstLimit::Latency:
        return QStringLiteral("latency");
    case FirstLimit::Undetermined:
        break;
    }
    return QStringLiteral("undetermined");
}

QString verdictRuleName(VerdictRule r)
{
    static const char* const names[] = { "no_data", "oom_killed", "peak_at_ceiling", "latency_over_budget",
        "crosses_first", "long_tail", "memory_rises", "latency_rises", "both_rise_nearer", "nothing_approaches",
        "guard_stopped", "missing_figures" };
    return QString::fromLatin1(names[static_cast<int>(r)]);
}

QString adviceText(Advice a)
{
    switch (a) {
    case Advice::Threads:
        return Tr::tr("Check the thread count and CPU affinity: more threads than free cores, or threads moved "
                      "between big and little cores, give occasional slow requests.");
    case Advice::Quantization:
        return Tr::tr("Check the quantization: a format the backend has no fast kernels for, or a mixed format, "
                      "makes some requests much slower.");
    case Advice::InputLength:
        return Tr::tr("Check the input length: a longer prompt than usual, or one near the context length, takes "
                      "disproportionately longer.");
    case Advice::Contention:
        return Tr::tr("Check what else runs on the device: other processes preempted the workload.");
    case Advice::PagedWeights:
        return Tr::tr("Check whether the model stays in memory: its pages were read from storage again during "
                      "inference.");
    case Advice::Storage:
        return Tr::tr("Check the storage: the CPUs waited for I/O during the repetitions.");
    case Advice::Throttling:
        return Tr::tr("Check the cooling: the CPU slowed down as the device heated up.");
    case Advice::ThrashRisk:
        return Tr::tr("Check the memory composition: the anonymous memory and the file-backed pages do not fit "
                      "under the ceiling together.");
    }
    return QString();
}

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
        what = Tr::tr("the workload's memory cgroup limit (memory.max or memory.limit_in_bytes, read with each "
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

FigureTable perInputFigures(const Run& run, const VerdictOptions& options)
{
    FigureTable table;
    const Ceiling ceiling = memoryCeiling(run.environment, options);
    table.memoryCeilingKb = ceiling.kb;
    table.ceilingOrigin = ceiling.origin;
    table.latencyBudgetMs = options.latencyBudgetMs;

    QList<InputSpec> inputs = run.inputs;
    if (inputs.isEmpty()) {
        // A timing log names its inputs but has no plan: take them in order of first appearance.
        QStringList seen;
        for (const auto& r : run.repetitions)
            if (!seen.contains(r.inputId))
                seen << r.inputId;
        for (const auto& id : std::as_const(seen))
            inputs << InputSpec { id, QString(), -1, -1, -1 };
        // The method's own memory log imported alone (no timings, no input ids): one input, named
        // after the run (the file), so its peak and timeline are figures like any other.
        if (inputs.isEmpty() && run.memory.size() == 1 && run.memory.contains(QString()))
            inputs << InputSpec { run.name.isEmpty() ? QStringLiteral("memory log") : run.name, QString(), -1, -1, -1 };
    }
    const bool allTokens = !inputs.isEmpty()
        && std::all_of(inputs.begin(), inputs.end(), [](const InputSpec& s) { return s.tokens > 0; });
    const bool allChars = !inputs.isEmpty()
        && std::all_of(inputs.begin(), inputs.end(), [](const InputSpec& s) { return s.chars > 0; });
    table.lengthUnit = allTokens ? LengthUnit::Tokens : allChars ? LengthUnit::Chars : LengthUnit::Unknown;

    const QString timingSource = pickSource(run, { "events", "timings", "probe", "hyperfine", "llama" });
    const QString memorySource = pickSource(run, { "memlog", "mem", "events", "probe" });
    for (const auto& spec : std::as_const(inputs)) {
        InputFigures f;
        f.inputId = spec.id;
        f.lengthUnit = table.lengthUnit;
        f.length = allTokens ? static_cast<double>(spec.tokens) : allChars ? static_cast<double>(spec.chars) : -1;
        f.timingKind = run.timingKind;
        f.timingSource = timingSource;

        const QList<Repetition> reps = run.repetitionsFor(spec.id);
        const auto warmupPeak = [&f](const std::optional<int64_t>& kb) {
            if (kb && *kb >= 0)
                f.warmupPeakKb = std::max(f.warmupPeakKb.value_or(0), *kb);
        };
        bool everyRepetitionHasAPeak = true;
        for (const auto& r : reps) {
            f.outcomes[r.outcome] += 1;
            if (r.warmup) {
                warmupPeak(r.maxRssKb);
                warmupPeak(r.inferencePeakKb);
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
                                                                 : QStringLiteral("sampled VmRSS"),
                    timingSource);
        }
        // A log without input ids is keyed ""; with a single input it is that input's series.
        MemorySeries series;
        if (run.memory.contains(spec.id))
            series = run.memory.value(spec.id);
        else if (inputs.size() == 1 && run.memory.contains(QString()))
            series = run.memory.value(QString());
        // Samples taken while a warm-up repetition ran (its start and wall time on the series' clock)
        // count towards the warm-up's peak; without the start (an imported log) they cannot be told apart.
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
            if (inWarmup)
                warmupPeak(kb);
            else
                sampledMax = std::max(sampledMax, kb);
        }
        considerPeak(f, sampledMax, Exactness::Sampled, QStringLiteral("sampled VmRSS/VmHWM"), memorySource);
        if (!everyRepetitionHasAPeak || f.repetitionPeaksKb.empty() || !f.peakKb
            || *std::max_element(f.repetitionPeaksKb.begin(), f.repetitionPeaksKb.end())
                != static_cast<double>(*f.peakKb))
            f.repetitionPeaksKb.clear();
        // Memory after load (the measurement method: VmRSS once loading is complete): the first sample at or after
        // the first measured repetition's load-complete. The series is on the run's clock, so the
        // repetition's own start is needed; without it (an imported log) the figure stays unknown
        // rather than being read at the wrong moment of an interleaved run.
        if (!series.isEmpty() && !series.timeIsEpoch) {
            const Repetition* first = nullptr;
            for (const auto& r : reps)
                if (r.loadMs && r.startMs && (!first || *r.startMs < *first->startMs))
                    first = &r;
            const double at = first ? (*first->startMs + *first->loadMs) / 1000.0 : 0;
            const auto it = first ? std::lower_bound(series.t.begin(), series.t.end(), at) : series.t.end();
            for (size_t i = size_t(it - series.t.begin()); i < series.size(); ++i)
                if (series.rssKb[i] >= 0) {
                    f.afterLoadKb = series.rssKb[i];
                    break;
                }
        }

        f.stableMs = stableWallMs(reps, options.warmupToDrop);
        f.n = static_cast<int>(f.stableMs.size());
        if (f.n > 0) {
            const Summary s = summarize(f.stableMs, 0);
            f.medianMs = s.median;
            f.p90Ms = s.p90;
            f.maxMs = s.max;
        }
        // A sampled peak with too few samples, or none after loading, is probably not the peak.
        if (f.peakKb && f.peakExactness == Exactness::Sampled && !series.isEmpty()) {
            std::optional<double> loadCompleteS;
            if (!series.timeIsEpoch)
                for (const auto& r : reps)
                    if (!r.warmup && r.loadMs && r.startMs)
                        loadCompleteS = std::min(loadCompleteS.value_or(1e300), (*r.startMs + *r.loadMs) / 1000.0);
            const PeakDoubt doubt = sampledPeakDoubt(
                series, f.n > 0 ? std::optional<double>(f.medianMs / 1000.0) : std::nullopt, loadCompleteS);
            f.peakDoubt = doubt.reason;
        }
        const auto ttft = stableTtftMs(reps, options.warmupToDrop);
        if (!ttft.empty())
            f.ttftMedianMs = summarize(ttft, 0).median;
        f.ttftSource = ttftSourceSummary(reps);
        if (f.ttftSource.isEmpty())
            f.ttftSource = run.params.value(QStringLiteral("ttft_source.") + f.inputId);
        table.inputs << f;
    }
    if (table.lengthUnit != LengthUnit::Unknown)
        std::stable_sort(table.inputs.begin(), table.inputs.end(),
            [](const InputFigures& a, const InputFigures& b) { return a.length < b.length; });

    const Environment& env = run.environment;
    table.thermal.tempBeforeC = envNumber(env, kEnvTempBeforeC);
    table.thermal.tempAfterC = envNumber(env, kEnvTempAfterC);
    table.thermal.freqBeforeKhz = envNumber(env, kEnvFreqBeforeKhz);
    table.thermal.freqAfterKhz = envNumber(env, kEnvFreqAfterKhz);
    const QString thr = env.values.value(QLatin1String(kEnvThrottled)).trimmed().toLower();
    table.thermal.throttledReported = thr == QLatin1String("1") || thr == QLatin1String("true");
    table.context = contextFigures(run, table.inputs, options.warmupToDrop);
    for (const RunEvent& e : run.events) {
        if (e.type == QLatin1String("warning") && !table.probeWarnings.contains(e.message)) {
            table.probeWarnings << e.message;
        } else if (e.type == QLatin1String("critical_lost")) {
            CriticalLoss c { e, std::nullopt };
            // The workload's VmRSS at the last sample at or before the moment (the series of the input
            // then running, on the run's clock).
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

namespace {
Verdict decideFirstLimit(const FigureTable& table)
{
    Verdict v;
    const auto ceiling
        = table.memoryCeilingKb ? std::optional<double>(static_cast<double>(*table.memoryCeilingKb)) : std::nullopt;
    const auto budget = table.latencyBudgetMs;
    v.peakTrend = trendOf(
        table, ceiling, [](const InputFigures& f) { return f.peakKb.has_value() && !f.peakInDoubt(); },
        [](const InputFigures& f) { return static_cast<double>(*f.peakKb); }, peaksOf, maxOf);
    const auto hasTiming = [](const InputFigures& f) { return f.n > 0; };
    v.medianTrend
        = trendOf(table, budget, hasTiming, [](const InputFigures& f) { return f.medianMs; }, stableOf, medianOf);
    v.p90Trend = trendOf(table, budget, hasTiming, [](const InputFigures& f) { return f.p90Ms; }, stableOf, p90Of);
    v.maxTrend = trendOf(table, budget, hasTiming, [](const InputFigures& f) { return f.maxMs; }, stableOf, maxOf);
    v.ttftTrend = trendOf(
        table, std::nullopt, [](const InputFigures& f) { return f.ttftMedianMs.has_value(); },
        [](const InputFigures& f) { return *f.ttftMedianMs; });
    addEvidence(table, v);
    checkThermal(table, v);

    if (!ceiling)
        v.unknowns << Tr::tr("The memory ceiling is unknown (%1).").arg(table.ceilingOrigin);
    if (!budget)
        v.unknowns << Tr::tr("No latency budget is set, so latency cannot be compared with a limit.");
    if (v.peakTrend.distinctLengths() < kMinLengthsForExtrapolation
        && v.p90Trend.distinctLengths() < kMinLengthsForExtrapolation)
        v.unknowns << (v.peakTrend.noExtrapolationReason.isEmpty() ? v.p90Trend.noExtrapolationReason
                                                                   : v.peakTrend.noExtrapolationReason);
    if (table.lengthUnit == LengthUnit::Unknown && table.inputs.size() > 1)
        v.unknowns << Tr::tr("Input lengths were not recorded in tokens or characters, so no trend against length.");

    const InputFigures* peakInput = inputWithMaxPeak(table.inputs);
    const InputFigures* p90Input = inputWithMaxP90(table.inputs);
    if (!peakInput && !p90Input) {
        int oom = 0;
        for (const auto& f : table.inputs)
            oom += f.count(Outcome::OomKilled) + f.count(Outcome::StoppedByGuard);
        if (oom == 0) {
            v.rule = VerdictRule::NoData;
            v.reason = Tr::tr("No peak memory and no successful stable repetition were recorded.");
            return v;
        }
    }
    const double memFrac = peakInput && ceiling ? static_cast<double>(*peakInput->peakKb) / *ceiling : -1;
    const double latFrac = p90Input && budget ? p90Input->p90Ms / *budget : -1;
    // A peak that was probably missed is a lower bound: named with its reason, out of the memory trend,
    // and no rule that needs memory to be low ("memory to spare") may rest on it.
    QStringList doubtful;
    for (const auto& f : table.inputs)
        if (f.peakInDoubt()) {
            doubtful << inputLabel(f.inputId);
            v.unknowns << Tr::tr("The peak of input %1 was probably missed: %2. It is left out of the memory trend and "
                                 "counts only as a lower bound.")
                              .arg(inputLabel(f.inputId), f.peakDoubt);
        }
    if (peakInput && peakInput->peakExactness == Exactness::Sampled && !peakInput->peakInDoubt())
        v.unknowns << Tr::tr("The peak of input %1 is the largest sample: a shorter spike between two samples "
                             "would not be seen.")
                          .arg(inputLabel(peakInput->inputId));

    // 1. OOM kills: the kernel has already said memory ran out.
    for (const auto& f : table.inputs) {
        if (f.count(Outcome::OomKilled) > 0) {
            v.first = FirstLimit::Memory;
            v.rule = VerdictRule::OomKilled;
            v.reason = memFrac >= 0
                ? Tr::tr("%n repetition(s) of input %1 were killed by the out-of-memory killer. The highest peak is "
                         "%2% of the memory ceiling.",
                      nullptr, f.count(Outcome::OomKilled))
                      .arg(inputLabel(f.inputId), percent(memFrac))
                : Tr::tr("%n repetition(s) of input %1 were killed by the out-of-memory killer.", nullptr,
                      f.count(Outcome::OomKilled))
                      .arg(inputLabel(f.inputId));
            return v;
        }
    }
    // 1b. The memory guard stopped the workload: MemAvailable fell under the reserve, so memory
    // reached the ceiling Headroom keeps for the device's own services.
    for (const auto& f : table.inputs) {
        if (f.count(Outcome::StoppedByGuard) > 0) {
            v.first = FirstLimit::Memory;
            v.rule = VerdictRule::GuardStopped;
            v.reason = Tr::tr("The memory guard stopped %n repetition(s) of input %1: the device's available memory "
                              "fell under the reserve kept for its own services.",
                nullptr, f.count(Outcome::StoppedByGuard))
                           .arg(inputLabel(f.inputId));
            return v;
        }
    }
    // 2. A peak within 5% of the ceiling.
    if (memFrac >= kPeakNearCeilingFraction) {
        v.first = FirstLimit::Memory;
        v.rule = VerdictRule::PeakAtCeiling;
        v.reason = Tr::tr("The peak memory of input %1 is %2% of the memory ceiling (%3 of %4 KiB).")
                       .arg(inputLabel(peakInput->inputId), percent(memFrac))
                       .arg(*peakInput->peakKb)
                       .arg(*table.memoryCeilingKb);
        return v;
    }
    // 3. Latency already over its budget.
    if (latFrac >= 1) {
        v.first = FirstLimit::Latency;
        v.rule = VerdictRule::LatencyOverBudget;
        v.reason = Tr::tr("The p90 latency of input %1 is %2 ms, over the budget of %3 ms.")
                       .arg(inputLabel(p90Input->inputId), num(p90Input->p90Ms), num(*budget));
        return v;
    }
    // 4. The limit whose fitted line or curve is crossed at the smaller length, within reach.
    const bool memCross = v.peakTrend.crossingWithinReach();
    const bool latCross = v.p90Trend.crossingWithinReach();
    const QString unit = lengthUnitText(table.lengthUnit);
    for (const Trend* t : { &v.peakTrend, &v.p90Trend })
        if (t->crossesAt && !t->crossingWithinReach())
            v.unknowns << Tr::tr("The fitted %1 of %2 reaches its limit at %3 %4, %5 times the longest tested length; "
                                 "beyond %6 times the fit is not trusted.")
                              .arg(trendModelText(t->model), t == &v.peakTrend ? Tr::tr("peak memory") : Tr::tr("p90 latency"),
                                  num(*t->crossesAt, 0), unit, num(t->crossingReach(), 1), num(kExtrapolationReach, 0));
    if (memCross || latCross) {
        const bool memoryFirst = memCross && (!latCross || *v.peakTrend.crossesAt <= *v.p90Trend.crossesAt);
        const Trend& t = memoryFirst ? v.peakTrend : v.p90Trend;
        v.first = memoryFirst ? FirstLimit::Memory : FirstLimit::Latency;
        v.rule = VerdictRule::CrossesFirst;
        v.reason = (memoryFirst
                ? Tr::tr("The fitted peak-memory %1 (R² %2) reaches the ceiling at %3, before latency reaches its budget.")
                : Tr::tr("The fitted p90-latency %1 (R² %2) reaches the budget at %3, before memory reaches its ceiling."))
                       .arg(trendModelText(t.model), num(t.r2(), 2), crossingText(t, unit));
        if (!t.modelReason.isEmpty())
            v.reason += QLatin1Char(' ') + t.modelReason;
        return v;
    }
    // 5. A long tail with memory to spare: the measurement method's threads / quantization / input length advice.
    const InputFigures* tailInput = nullptr;
    for (const auto& f : table.inputs)
        if (f.n >= kMinRepetitionsForTail && f.tailRatio() >= kLongTailRatio
            && (!tailInput || f.tailRatio() > tailInput->tailRatio()))
            tailInput = &f;
    if (tailInput && memFrac >= 0 && memFrac < kMemoryToSpareFraction && doubtful.isEmpty()) {
        v.first = FirstLimit::Latency;
        v.rule = VerdictRule::LongTail;
        v.advice = { Advice::Threads, Advice::Quantization, Advice::InputLength };
        v.reason = Tr::tr("Input %1 has a long latency tail (p90/median %2) while the peak memory uses only %3% of "
                          "the ceiling.")
                       .arg(inputLabel(tailInput->inputId), num(tailInput->tailRatio(), 2), percent(memFrac));
        return v;
    }
    // 6. The shape against length (the measurement method's table of short / medium / long inputs). Both
    // figures must be known at comparable lengths, and at least one limit, or the rise says nothing of
    // which comes first: then the verdict is undetermined and says what is missing.
    const auto memRise = relativeRise(v.peakTrend);
    const auto latRise = relativeRise(v.medianTrend);
    const bool memUp = memRise && *memRise >= kRisingFraction;
    const bool latUp = latRise && *latRise >= kRisingFraction;
    if ((memUp || latUp) && (!memRise || !latRise || (!ceiling && !budget))) {
        v.rule = VerdictRule::MissingFigures;
        QStringList missing;
        if (!memRise)
            missing << (doubtful.isEmpty() ? Tr::tr("peak memory at comparable lengths")
                                           : Tr::tr("peak memory at comparable lengths (the peaks of %1 were probably "
                                                    "missed)")
                                                 .arg(doubtful.join(QStringLiteral(", "))));
        if (!latRise)
            missing << Tr::tr("latency at comparable lengths");
        if (!ceiling && !budget)
            missing << Tr::tr("a memory ceiling or a latency budget");
        v.reason = (memUp ? Tr::tr("Peak memory rises by %1% from the shortest to the longest input, but which limit "
                                   "comes first cannot be told without %2.")
                                .arg(percent(*memRise))
                          : Tr::tr("The median latency rises by %1% from the shortest to the longest input, but which "
                                   "limit comes first cannot be told without %2.")
                                .arg(percent(*latRise)))
                       .arg(missing.join(Tr::tr(" and ")));
        return v;
    }
    if (memUp && !latUp) {
        v.first = FirstLimit::Memory;
        v.rule = VerdictRule::MemoryRises;
        v.reason = Tr::tr("Peak memory rises by %1% from the shortest to the longest input while the median latency "
                          "changes by %2%.")
                       .arg(percent(*memRise), percent(*latRise));
        return v;
    }
    if (latUp && !memUp) {
        v.first = FirstLimit::Latency;
        v.rule = VerdictRule::LatencyRises;
        v.reason = Tr::tr("The median latency rises by %1% from the shortest to the longest input while peak memory "
                          "changes by %2%.")
                       .arg(percent(*latRise), percent(*memRise));
        return v;
    }
    if (memUp && latUp) {
        if (memFrac >= 0 && latFrac >= 0) {
            v.first = memFrac >= latFrac ? FirstLimit::Memory : FirstLimit::Latency;
            v.rule = VerdictRule::BothRiseNearer;
            v.reason = Tr::tr("Both rise with length; peak memory is at %1% of its ceiling and p90 latency at %2% of "
                              "its budget, so the nearer one comes first.")
                           .arg(percent(memFrac), percent(latFrac));
            return v;
        }
        v.rule = VerdictRule::NothingApproaches;
        v.reason = Tr::tr("Both peak memory and latency rise with length, but without both a ceiling and a budget "
                          "they cannot be compared.");
        return v;
    }
    // 7. Nothing decides.
    v.rule = VerdictRule::NothingApproaches;
    QStringList why;
    why << Tr::tr("No repetition was killed for memory.");
    why << (memFrac >= 0 ? Tr::tr("Peak memory is at %1% of the ceiling.").arg(percent(memFrac))
                         : Tr::tr("The memory ceiling is unknown."));
    why << (latFrac >= 0 ? Tr::tr("p90 latency is at %1% of the budget.").arg(percent(latFrac))
                         : Tr::tr("There is no latency budget."));
    if (v.peakTrend.distinctLengths() < kMinLengthsForExtrapolation
        && v.p90Trend.distinctLengths() < kMinLengthsForExtrapolation)
        why << (v.peakTrend.noExtrapolationReason.isEmpty() ? v.p90Trend.noExtrapolationReason
                                                            : v.peakTrend.noExtrapolationReason);
    else
        why << Tr::tr("Neither figure rises by %1% across the tested lengths, and no fitted line reaches its limit "
                      "within %2 times the longest tested length.")
                   .arg(percent(kRisingFraction), num(kExtrapolationReach, 0));
    v.reason = why.join(QLatin1Char(' '));
    return v;
}
} // namespace

Verdict decide(const FigureTable& table)
{
    Verdict v = decideFirstLimit(table);
    adviseFromContext(table, v);
    // The method's safety layer comes before any ratio: a run that cost a critical service is not a
    // run the device can take, whichever limit the figures point at. Then contention: what the figures
    // rest on. Both lead the reason, in that order.
    QStringList lead;
    if (!table.criticalLost.isEmpty()) {
        QStringList lost;
        for (const CriticalLoss& c : table.criticalLost) {
            lost << criticalLossText(c);
            v.evidence << Evidence { Tr::tr("critical process lost: %1").arg(c.event.subject),
                c.event.tMs.value_or(std::nan("")), QStringLiteral("ms"), QStringLiteral("events.jsonl") };
        }
        v.criticalLost = true;
        lead << Tr::tr("The run cost a critical service: %1.").arg(lost.join(QStringLiteral("; ")));
    }
    // Contention in absolute terms: a run spent waiting for CPUs is not the device's own figure,
    // whether or not its repetitions differ.
    const ContextFigures& c = table.context;
    if (c.contended()) {
        v.contended = true;
        const QString pressure = c.psiCpuMeanPct && c.stealPctMean
            ? Tr::tr("tasks waited for a CPU %1% of the repetitions' time, steal %2%")
                  .arg(num(*c.psiCpuMeanPct, 0), num(*c.stealPctMean, 0))
            : c.psiCpuMeanPct ? Tr::tr("tasks waited for a CPU %1% of the repetitions' time").arg(num(*c.psiCpuMeanPct, 0))
                              : Tr::tr("the hypervisor took %1% of the CPUs (steal)").arg(num(*c.stealPctMean, 0));
        lead << Tr::tr("The run was contended (%1): its figures are not the device's own.").arg(pressure);
        v.unknowns << Tr::tr("Contention: the run was measured under heavy CPU pressure (%1); on a quiet device the "
                             "latencies may be lower.")
                          .arg(pressure);
        if (c.psiCpuMeanPct)
            v.evidence << Evidence { Tr::tr("CPU pressure during the repetitions (mean)"), *c.psiCpuMeanPct,
                QStringLiteral("%"), Tr::tr("derived from the samples") };
    }
    if (!lead.isEmpty())
        v.reason = (lead << v.reason).join(u' ');
    // A spread no rule can ignore: the slowest repetition of an input many times its fastest.
    for (const InputFigures& f : table.inputs) {
        if (f.stableMs.size() < 2)
            continue;
        const auto [lo, hi] = std::minmax_element(f.stableMs.begin(), f.stableMs.end());
        if (*lo > 0 && *hi >= kHugeSpreadFactor * *lo)
            v.unknowns << Tr::tr("The repetitions of input %1 range from %2 to %3 (%4 times): one figure per input "
                                 "hides that; see the repetitions.")
                              .arg(inputLabel(f.inputId), formatDuration(*lo), formatDuration(*hi), num(*hi / *lo, 1));
    }
    for (const QString& w : table.probeWarnings)
        v.unknowns << Tr::tr("The probe warned: %1.").arg(w);
    if (const QString few = tailSampleNote(table.inputs); !few.isEmpty())
        v.unknowns << few;
    return v;
}

// The verdict's words for people and the limits a run carries.
QString lengthUnitText(LengthUnit u)
{
    switch (u) {
    case LengthUnit::Tokens:
        return Tr::tr("tokens");
    case LengthUnit::Chars:
        return Tr::tr("characters");
    case LengthUnit::Unknown:
        break;
    }
    return Tr::tr("unknown unit");
}

QString firstLimitText(FirstLimit f)
{
    switch (f) {
    case FirstLimit::Memory:
        return Tr::tr("memory reaches its ceiling first");
    case FirstLimit::Latency:
        return Tr::tr("latency reaches its budget first");
    case FirstLimit::Undetermined:
        break;
    }
    return Tr::tr("undetermined");
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

