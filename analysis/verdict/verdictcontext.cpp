// Why the tail (issue 14): the verdict's advice from the system context recorded beside a run:
// contention, weights paged back from storage, storage waits, thermal throttling, thrash risk.
// Each rule names the numbers it fired on; without its evidence it stays quiet.

#include "analysis/core/format.h"
#include "analysis/core/statistics.h"
#include "analysis/core/tr.h"
#include "analysis/verdict/verdict.h"
#include "analysis/verdict/verdictnumbers_p.h"


#include <algorithm>
#include <cmath>

namespace Analysis {
namespace {
using VerdictDetail::num;

struct Window {
    double t0 = 0, t1 = 0; // seconds on the run's clock
    double loadEnd = -1; // load-complete, or -1 when unknown
    double wallMs = 0;
};

// The series of an input as the verdict reads it (the same fallback as perInputFigures).
const MemorySeries* seriesOf(const Run& run, const QString& input)
{
    if (run.memory.contains(input))
        return &*run.memory.find(input);
    if (run.memory.size() == 1 && run.memory.contains(QString()))
        return &*run.memory.find(QString());
    return nullptr;
}

// The stable repetitions of an input with their time windows: warm-up and failures dropped, as
// stableWallMs does, and only those whose start on the run's clock is known. Serve mode: the
// requests of the level the input's figures are from (a sweep's higher levels load the device
// themselves).
QList<Window> stableWindows(const Run& run, const QString& input, int warmupToDrop, std::optional<int> level)
{
    QList<Repetition> reps = run.repetitionsFor(input);
    if (level)
        reps.removeIf([&level](const Repetition& r) { return !r.warmup && r.concurrency != level; });
    std::stable_sort(
        reps.begin(), reps.end(), [](const Repetition& a, const Repetition& b) { return a.index < b.index; });
    const bool flagged = std::any_of(reps.begin(), reps.end(), [](const Repetition& r) { return r.warmup; });
    QList<Window> out;
    int skipped = 0;
    for (const auto& r : std::as_const(reps)) {
        if (r.warmup || (!flagged && skipped++ < warmupToDrop))
            continue;
        if (r.outcome != Outcome::Ok || !r.startMs)
            continue;
        Window w { *r.startMs / 1000.0, (*r.startMs + r.wallMs) / 1000.0, -1, r.wallMs };
        if (r.loadMs)
            w.loadEnd = (*r.startMs + *r.loadMs) / 1000.0;
        out << w;
    }
    return out;
}

// Growth of a cumulative counter over [t0, t1]: last minus first sample inside the window.
std::optional<std::pair<int64_t, double>> growth(
    const MemorySeries& m, const std::vector<int64_t>& counter, double t0, double t1)
{
    if (counter.size() != m.size())
        return std::nullopt;
    auto a = size_t(std::lower_bound(m.t.begin(), m.t.end(), t0) - m.t.begin());
    auto b = size_t(std::upper_bound(m.t.begin(), m.t.end(), t1) - m.t.begin());
    // The first and the last sample inside the window that have the counter (the probe reads it
    // at its full samples only, every 100 ms).
    while (a < b && counter[a] < 0)
        ++a;
    while (b > a && counter[b - 1] < 0)
        --b;
    if (b < a + 2 || counter[b - 1] < counter[a])
        return std::nullopt;
    return std::make_pair(counter[b - 1] - counter[a], m.t[b - 1] - m.t[a]);
}

// Mean of a system column over the samples inside the windows.
std::optional<double> meanIn(const SystemSeries& s, const std::vector<double>& col, const QList<Window>& ws)
{
    double sum = 0;
    int n = 0;
    for (const auto& w : ws) {
        const auto a = size_t(std::lower_bound(s.t.begin(), s.t.end(), w.t0) - s.t.begin());
        for (size_t i = a; i < s.size() && i < col.size() && s.t[i] <= w.t1; ++i)
            if (col[i] != SystemSeries::kMissingPct) {
                sum += col[i];
                ++n;
            }
    }
    return n ? std::optional<double>(sum / n) : std::nullopt;
}

// Mean of a system column over the first or the last quarter of its valid samples.
std::optional<double> quarterMean(const SystemSeries& s, const std::vector<double>& col, bool last)
{
    std::vector<double> v;
    for (size_t i = 0; i < s.size() && i < col.size(); ++i)
        if (col[i] != SystemSeries::kMissingPct)
            v.push_back(col[i]);
    if (v.size() < 4)
        return std::nullopt;
    const size_t q = v.size() / 4;
    double sum = 0;
    for (size_t i = 0; i < q; ++i)
        sum += last ? v[v.size() - 1 - i] : v[i];
    return sum / double(q);
}

void add(Verdict& v, Advice a, const QString& evidence)
{
    if (!v.advice.contains(a))
        v.advice << a;
    v.adviceEvidence.insert(a, evidence);
}
} // namespace

QString inputLabel(const QString& inputId)
{
    return inputId.isEmpty() ? Tr::tr("(unnamed)") : inputId;
}

ContextFigures contextFigures(const Run& run, const QList<InputFigures>& inputs, int warmupToDrop)
{
    ContextFigures c;
    const SystemSeries& sys = run.system;
    QList<Window> all;
    int64_t majors = 0;
    bool majorsKnown = false;
    for (const auto& f : inputs) {
        const QList<Window> ws = stableWindows(run, f.inputId, warmupToDrop, f.concurrency);
        all << ws;
        const MemorySeries* m = seriesOf(run, f.inputId);
        if (m && !m->timeIsEpoch)
            for (const auto& w : ws)
                if (w.loadEnd >= 0) {
                    ++c.repetitionsWithLoad;
                    if (const auto g = growth(*m, m->majFaults, w.loadEnd, w.t1)) {
                        majors += g->first;
                        majorsKnown = true;
                    }
                }
        if (f.n < kMinRepetitionsForTail || f.tailRatio() < kLongTailRatio || f.tailRatio() <= c.tailRatio)
            continue;
        c.tailInput = f.inputId;
        c.tailRatio = f.tailRatio();
        // The slow repetitions against the typical ones.
        QList<Window> tail, typical, between;
        for (const auto& w : ws)
            (w.wallMs >= f.p90Ms ? tail : w.wallMs <= f.medianMs ? typical : between) << w;
        auto rate = [m](const QList<Window>& group) -> std::optional<double> {
            int64_t count = 0;
            double seconds = 0;
            for (const auto& w : group)
                if (const auto g = m ? growth(*m, m->involCtxSwitches, w.t0, w.t1) : std::nullopt) {
                    count += g->first;
                    seconds += g->second;
                }
            return seconds > 0 ? std::optional<double>(double(count) / seconds) : std::nullopt;
        };
        auto share = [m](const QList<Window>& group) -> std::optional<double> {
            double cpuMs = 0, seconds = 0;
            for (const auto& w : group) {
                const auto user = m ? growth(*m, m->utimeMs, w.t0, w.t1) : std::nullopt;
                const auto system = m ? growth(*m, m->stimeMs, w.t0, w.t1) : std::nullopt;
                if (user && system) {
                    cpuMs += double(user->first + system->first);
                    seconds += user->second;
                }
            }
            return seconds > 0 ? std::optional<double>(cpuMs / 1000.0 / seconds) : std::nullopt;
        };
        c.involPerSTail = m && !m->timeIsEpoch ? rate(tail) : std::nullopt;
        c.involPerSTypical = m && !m->timeIsEpoch ? rate(typical) : std::nullopt;
        c.cpuShareTail = m && !m->timeIsEpoch ? share(tail) : std::nullopt;
        c.cpuShareTypical = m && !m->timeIsEpoch ? share(typical) : std::nullopt;
        c.psiCpuTail = meanIn(sys, sys.psiCpuSomePct, tail);
        c.psiCpuTypical = meanIn(sys, sys.psiCpuSomePct, typical);
        c.stealPctTail = meanIn(sys, sys.cpuStealPct, tail);
        c.stealPctTypical = meanIn(sys, sys.cpuStealPct, typical);
    }
    if (majorsKnown)
        c.majorFaultsInference = majors;
    c.iowaitPctMean = meanIn(sys, sys.cpuIowaitPct, all);
    c.psiCpuMeanPct = meanIn(sys, sys.psiCpuSomePct, all);
    c.stealPctMean = meanIn(sys, sys.cpuStealPct, all);
    {
        int over = 0, known = 0;
        for (const auto& w : std::as_const(all)) {
            const auto a = size_t(std::lower_bound(sys.t.begin(), sys.t.end(), w.t0) - sys.t.begin());
            for (size_t i = a; i < sys.size() && sys.t[i] <= w.t1; ++i) {
                const double r = i < sys.runnable.size() ? sys.runnable[i] : SystemSeries::kMissingPct;
                const double cpus = i < sys.cpusOnline.size() ? sys.cpusOnline[i] : SystemSeries::kMissingPct;
                if (r == SystemSeries::kMissingPct || cpus <= 0)
                    continue;
                ++known;
                over += r > cpus ? 1 : 0;
            }
        }
        if (known)
            c.runQueueOverSharePct = 100.0 * over / known;
    }
    for (const auto& w : std::as_const(all)) {
        const auto a = size_t(std::lower_bound(sys.t.begin(), sys.t.end(), w.t0) - sys.t.begin());
        for (size_t i = a; i < sys.size() && i < sys.cpuIowaitPct.size() && sys.t[i] <= w.t1; ++i)
            if (sys.cpuIowaitPct[i] != SystemSeries::kMissingPct)
                c.iowaitPctMax = std::max(c.iowaitPctMax.value_or(0.0), sys.cpuIowaitPct[i]);
    }
    c.freqStartMhz = quarterMean(sys, sys.cpuFreqMeanMhz, false);
    c.freqEndMhz = quarterMean(sys, sys.cpuFreqMeanMhz, true);
    c.tempStartC = quarterMean(sys, sys.tempMaxC, false);
    c.tempEndC = quarterMean(sys, sys.tempMaxC, true);
    for (const auto& m : run.memory) {
        for (auto v : m.rssAnonKb)
            if (v >= 0)
                c.anonPeakKb = std::max(c.anonPeakKb.value_or(0), v);
        for (auto v : m.rssFileKb)
            if (v >= 0)
                c.filePeakKb = std::max(c.filePeakKb.value_or(0), v);
    }
    for (const InputFigures& f : inputs) {
        c.mappedRecorded = c.mappedRecorded || f.mappedScans;
        if (const MappedFile* m = f.largeDataFile(); m && (!c.largeDataFile || m->sizeKb > c.largeDataFile->sizeKb)) {
            c.largeDataFile = *m;
            c.largeDataInput = f.inputId;
        }
    }
    return c;
}

namespace {
// A long tail that none of the context rules explains is an unknown, said as such.
void explainTail(const FigureTable& table, Verdict& v)
{
    const ContextFigures& c = table.context;
    if (!c.hasTail())
        return;
    const QString input = inputLabel(c.tailInput);
    for (Advice a : { Advice::Contention, Advice::PagedWeights, Advice::Storage, Advice::Throttling })
        if (v.advice.contains(a))
            return;
    const bool recorded = c.involPerSTail || c.cpuShareTail || c.psiCpuTail || c.stealPctTail || c.iowaitPctMean || c.majorFaultsInference;
    v.unknowns << (recorded
            ? Tr::tr("The long tail of input %1 (p90/median %2) is not explained by the system context recorded "
                     "beside it: no contention, no weights paged back, no storage waits and no throttling were "
                     "seen.")
                  .arg(input, num(c.tailRatio, 2))
            : Tr::tr("No system context (CPU contention, page faults, I/O waits) was recorded during the "
                     "repetitions, so the cause of the long tail of input %1 (p90/median %2) cannot be told.")
                  .arg(input, num(c.tailRatio, 2)));
}
} // namespace

void adviseFromContext(const FigureTable& table, Verdict& v)
{
    const ContextFigures& c = table.context;
    const QString derived = Tr::tr("derived from the samples");
    // Contention: the slow repetitions were preempted more, or the hypervisor took the CPUs.
    if (c.hasTail()) {
        const QString input = inputLabel(c.tailInput);
        const bool switches = c.involPerSTail && c.involPerSTypical && *c.involPerSTail >= kContentionMinSwitchesPerS
            && *c.involPerSTail >= kContentionSwitchFactor * *c.involPerSTypical;
        const bool steal = c.stealPctTail && *c.stealPctTail >= kContentionStealPct
            && *c.stealPctTail >= kContentionSwitchFactor * c.stealPctTypical.value_or(0.0);
        const bool starved = c.cpuShareTail && c.cpuShareTypical && *c.cpuShareTypical > 0
            && *c.cpuShareTail <= kContentionShareFactor * *c.cpuShareTypical && c.psiCpuTail
            && *c.psiCpuTail >= kContentionPsiPct && *c.psiCpuTail >= kContentionSwitchFactor * c.psiCpuTypical.value_or(0.0);
        if (starved) {
            // The most direct evidence: the work was there, the CPU was given to something else.
            add(v, Advice::Contention,
                Tr::tr("CPU contention: the slowest repetitions of input %1 (p90/median %2) ran on a CPU %3% of "
                       "their wall time, against %4% in the typical ones, while tasks waited for a CPU %5% of "
                       "the time (CPU pressure), against %6%. Another process wants the same cores: pin the "
                       "workload, or move the other load away.")
                    .arg(input, num(c.tailRatio, 2), num(*c.cpuShareTail * 100), num(*c.cpuShareTypical * 100),
                        num(*c.psiCpuTail), num(c.psiCpuTypical.value_or(0.0))));
            v.evidence << Evidence { Tr::tr("CPU time per wall time, slowest repetitions of input %1").arg(input),
                *c.cpuShareTail * 100, QStringLiteral("%"), derived };
            v.evidence << Evidence { Tr::tr("CPU time per wall time, typical repetitions of input %1").arg(input),
                *c.cpuShareTypical * 100, QStringLiteral("%"), derived };
            v.evidence << Evidence { Tr::tr("CPU pressure during the slowest repetitions of input %1").arg(input),
                *c.psiCpuTail, QStringLiteral("%"), derived };
        } else if (switches || steal) {
            add(v, Advice::Contention,
                switches ? Tr::tr("CPU contention: the slowest repetitions of input %1 (p90/median %2) were preempted "
                                  "%3 times a second, against %4 in the typical ones. Another process wants the "
                                  "same cores: pin the workload, or move the other load away.")
                               .arg(input, num(c.tailRatio, 2), num(*c.involPerSTail), num(*c.involPerSTypical))
                         : Tr::tr("CPU contention: during the slowest repetitions of input %1 (p90/median %2) the "
                                  "hypervisor took %3% of the CPUs (steal), against %4% in the typical ones.")
                               .arg(input, num(c.tailRatio, 2), num(*c.stealPctTail),
                                   num(c.stealPctTypical.value_or(0.0))));
            if (switches) {
                v.evidence << Evidence {
                    Tr::tr("involuntary context switches, slowest repetitions of input %1").arg(input),
                    *c.involPerSTail, QStringLiteral("/s"), derived
                };
                v.evidence << Evidence {
                    Tr::tr("involuntary context switches, typical repetitions of input %1").arg(input),
                    *c.involPerSTypical, QStringLiteral("/s"), derived
                };
            } else {
                v.evidence << Evidence { Tr::tr("CPU steal, slowest repetitions of input %1").arg(input),
                    *c.stealPctTail, QStringLiteral("%"), derived };
            }
        }
    }
    // Major faults after load-complete: the weights are read again while tokens are generated. Said
    // of a model only when a large data file was mapped; a --no-mmap run's faults are its code's.
    const MappedFile* model = c.largeDataFile ? &*c.largeDataFile : nullptr;
    if (c.majorFaultsInference && c.repetitionsWithLoad > 0 && (model || !c.mappedRecorded)) {
        const double perRep = double(*c.majorFaultsInference) / c.repetitionsWithLoad;
        if (perRep >= kPagedWeightsMajorFaultsPerRep) {
            const QString faults = Tr::tr("%1 major page faults after load-complete in %2 stable repetitions (%3 per "
                                          "repetition)")
                                       .arg(*c.majorFaultsInference)
                                       .arg(c.repetitionsWithLoad)
                                       .arg(num(perRep));
            add(v, Advice::PagedWeights,
                model ? Tr::tr("Weights paged back from storage: %1, with the model file %2 mapped (%3, at most %4 "
                               "resident). Its pages were reclaimed and read again during inference: keep them "
                               "resident (mlock, --no-mmap) or leave more memory free.")
                            .arg(faults, model->path, formatKb(model->sizeKb), formatKb(model->rssKb))
                      : Tr::tr("Pages read back from storage: %1. File-backed pages (an mmap'ed model, or the binary "
                               "and its libraries: which files were mapped was not recorded) were reclaimed and read "
                               "again during inference: keep them resident or leave more memory free.")
                            .arg(faults));
            v.evidence << Evidence { Tr::tr("major page faults after load-complete"), double(*c.majorFaultsInference),
                QStringLiteral("count"), derived };
        }
    }
    if (c.iowaitPctMean && *c.iowaitPctMean >= kHighIowaitPct) {
        add(v, Advice::Storage,
            Tr::tr("Storage: the CPUs waited for I/O %1% of the time during the repetitions (at most %2%). A slow "
                   "card or disk, or another process writing to it, holds the workload back.")
                .arg(num(*c.iowaitPctMean), num(c.iowaitPctMax.value_or(*c.iowaitPctMean))));
        v.evidence << Evidence { Tr::tr("iowait during the repetitions (mean)"), *c.iowaitPctMean, QStringLiteral("%"),
            derived };
    }
    // Throttling: the series (first against last quarter) or, without one, the env before/after.
    std::optional<double> f0 = c.freqStartMhz, f1 = c.freqEndMhz, t0 = c.tempStartC, t1 = c.tempEndC;
    if (!(f0 && f1 && t0 && t1)) {
        const ThermalState& th = table.thermal;
        if (th.freqBeforeKhz && th.freqAfterKhz && th.tempBeforeC && th.tempAfterC) {
            f0 = *th.freqBeforeKhz / 1000.0;
            f1 = *th.freqAfterKhz / 1000.0;
            t0 = th.tempBeforeC;
            t1 = th.tempAfterC;
        }
    }
    if (f0 && f1 && t0 && t1 && *f0 > 0 && (*f0 - *f1) / *f0 >= kDriftFreqDropFraction
        && *t1 - *t0 >= kDriftTempRiseC) {
        add(v, Advice::Throttling,
            Tr::tr("Thermal throttling: the CPU frequency fell from %1 to %2 MHz while the temperature rose from %3 "
                   "to %4 °C. Later repetitions ran on a slower CPU: cool the device or measure it at its steady "
                   "temperature.")
                .arg(num(*f0, 0), num(*f1, 0), num(*t0), num(*t1)));
        v.evidence << Evidence { Tr::tr("CPU frequency at the start"), *f0, QStringLiteral("MHz"), derived };
        v.evidence << Evidence { Tr::tr("CPU frequency at the end"), *f1, QStringLiteral("MHz"), derived };
    }
    // Anonymous memory against the ceiling, and whether the mapped model fits beside it: all of its
    // pages are read for every token, so its mapped size is what must stay resident.
    if (c.anonPeakKb && table.memoryCeilingKb) {
        v.evidence << Evidence { Tr::tr("peak anonymous memory (RssAnon)"), double(*c.anonPeakKb),
            QStringLiteral("KiB"), derived };
        const int64_t fileKb = model ? model->sizeKb : c.mappedRecorded ? 0 : c.filePeakKb.value_or(0);
        if (fileKb > 0 && *c.anonPeakKb + fileKb > *table.memoryCeilingKb) {
            const QString anon = Tr::tr("the anonymous memory (%1, %2% of the %3 ceiling)")
                                     .arg(formatKb(*c.anonPeakKb),
                                         num(100.0 * double(*c.anonPeakKb) / double(*table.memoryCeilingKb), 0),
                                         formatKb(*table.memoryCeilingKb));
            add(v, Advice::ThrashRisk,
                model ? Tr::tr("Thrash risk: %1 and the model file %2 (%3 mapped) do not fit under the ceiling "
                               "together; the kernel will drop model pages and read them again.")
                            .arg(anon, model->path, formatKb(model->sizeKb))
                      : Tr::tr("Thrash risk: %1 and the file-backed pages (%2; an mmap'ed model or the binary and its "
                               "libraries: which files were mapped was not recorded) do not fit under the ceiling "
                               "together; the kernel will drop file pages and read them again.")
                            .arg(anon, formatKb(fileKb)));
            v.evidence << Evidence { model ? Tr::tr("model file mapped: %1").arg(model->path)
                                           : Tr::tr("peak file-backed memory (RssFile)"),
                double(fileKb), QStringLiteral("KiB"), derived };
        }
    }
    explainTail(table, v);
}

QString adviceText(const Verdict& v, Advice a)
{
    const QString e = v.adviceEvidence.value(a);
    return e.isEmpty() ? adviceText(a) : e;
}

QString adviceName(Advice a)
{
    switch (a) {
    case Advice::Threads:
        return QStringLiteral("threads");
    case Advice::Quantization:
        return QStringLiteral("quantization");
    case Advice::InputLength:
        return QStringLiteral("input_length");
    case Advice::Contention:
        return QStringLiteral("contention");
    case Advice::PagedWeights:
        return QStringLiteral("paged_weights");
    case Advice::Storage:
        return QStringLiteral("storage");
    case Advice::Throttling:
        return QStringLiteral("throttling");
    case Advice::ThrashRisk:
        return QStringLiteral("thrash_risk");
    }
    return QString();
}

QString contentionText(const ContextFigures& c)
{
    QStringList parts;
    if (c.psiCpuMeanPct && *c.psiCpuMeanPct >= kContendedPsiPct)
        parts << Tr::tr("tasks waited for a CPU %1% of the repetitions' time").arg(num(*c.psiCpuMeanPct, 0));
    if (c.runQueueOverSharePct && *c.runQueueOverSharePct >= kContendedRunQueueSharePct)
        parts << Tr::tr("more tasks were runnable than CPUs in %1% of the samples").arg(num(*c.runQueueOverSharePct, 0));
    if (c.stealPctMean && *c.stealPctMean >= kContendedStealPct)
        parts << Tr::tr("the hypervisor took %1% of the CPUs (steal)").arg(num(*c.stealPctMean, 0));
    return parts.join(QStringLiteral("; "));
}

} // namespace Analysis
