// The verdict's rules: decide() in the order a reader argues with them (every rule names the figures
// it used) and the sentences that lead a reason (a critical service lost, contention). The per-input
// table the rules read is built in verdictfigures.cpp, the system-context advice in
// verdictcontext.cpp, and the names and words of the verdict's values in verdictwords.cpp.
// decide() stays in one file: its rules are an ordered argument that reads top to bottom.
#include "analysis/verdict/verdict.h"

#include "analysis/core/format.h"
#include "analysis/core/statistics.h"
#include "analysis/core/tr.h"
#include "analysis/verdict/verdictnumbers_p.h"


#include <algorithm>
#include <cmath>

namespace Analysis {
namespace {
using VerdictDetail::num;
using VerdictDetail::percent;

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

// The thermal protocol (issue 25, item 2): repetitions that did not start from one thermal state.
void checkStartState(const ThermalState& th, Verdict& v)
{
    QStringList spread;
    if (th.startTempMinC && *th.startTempMaxC - *th.startTempMinC > kStartTempSpreadC)
        spread << Tr::tr("start temperatures from %1 to %2 °C (more than %3 °C apart)")
                      .arg(QString::number(*th.startTempMinC, 'f', 1), QString::number(*th.startTempMaxC, 'f', 1),
                          QString::number(kStartTempSpreadC, 'f', 0));
    if (th.startFreqMaxMhz && *th.startFreqMaxMhz > 0
        && (*th.startFreqMaxMhz - *th.startFreqMinMhz) / *th.startFreqMaxMhz > kStartFreqSpreadFraction)
        spread << Tr::tr("mean CPU clocks at the start from %1 to %2 MHz (more than %3% apart)")
                      .arg(QString::number(*th.startFreqMinMhz, 'f', 0), QString::number(*th.startFreqMaxMhz, 'f', 0),
                          QString::number(kStartFreqSpreadFraction * 100, 'f', 0));
    if (th.cooldownsMissed > 0)
        spread << Tr::tr("%n repetition(s) started before the thermal zone cooled to the plan's temperature "
                         "(the longest wait was used up)",
            nullptr, th.cooldownsMissed);
    if (spread.isEmpty())
        return;
    v.thermalStartSpread = true;
    const QString note = Tr::tr("The measured repetitions did not start from one thermal state: %1. Their "
                                "figures mix a cooler and a hotter device.")
                             .arg(spread.join(QStringLiteral("; ")));
    v.thermalNote = v.thermalNote.isEmpty() ? note : v.thermalNote + u' ' + note;
    v.unknowns << note;
}

void checkThermal(const FigureTable& table, Verdict& v)
{
    QStringList rising;
    // One series: the figures of one input (at one level), in the order they ran.
    const auto check = [&rising](const std::vector<double>& ms, const QString& label) {
        const auto n = ms.size();
        if (static_cast<int>(n) < kMinRepetitionsForTail)
            return;
        const double median = summarize(ms, 0).median;
        if (!(median > 0))
            return;
        std::vector<double> idx(n);
        for (size_t i = 0; i < n; ++i)
            idx[i] = static_cast<double>(i);
        const LinearFit fit = fitLinear(idx, ms);
        const double rise = fit.slope * static_cast<double>(n - 1) / median;
        if (fit.valid && rise >= kDriftFraction && fit.r2 >= kDriftMinR2)
            rising << Tr::tr("%1 (+%2% over %n repetition(s))", nullptr, static_cast<int>(n)).arg(label, percent(rise));
    };
    for (const auto& f : table.inputs) {
        check(f.stableMs, inputLabel(f.inputId));
        for (auto it = f.higherLevelMs.cbegin(); it != f.higherLevelMs.cend(); ++it)
            check(*it, Tr::tr("%1 at concurrency %2").arg(inputLabel(f.inputId)).arg(it.key()));
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
    checkStartState(th, v);
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
    // Accelerator memory, each GPU apart (issue 25, item 3).
    for (const GpuPeak& p : table.gpus) {
        const QString gpu = QStringLiteral("%1 (%2)").arg(p.index).arg(p.name);
        if (p.unified && p.usedPeakBytes)
            v.evidence << Evidence { Tr::tr("GPU memory of the whole board (NvMapMemUsed, in system RAM), input %1")
                                         .arg(inputLabel(p.inputId)),
                double(*p.usedPeakBytes), QStringLiteral("bytes"), p.source };
        if (!p.unified && p.processPeakBytes)
            v.evidence << Evidence {
                Tr::tr("workload's GPU memory peak on GPU %1, input %2").arg(gpu, inputLabel(p.inputId)),
                double(*p.processPeakBytes), QStringLiteral("bytes"), p.source };
        if (!p.unified && p.totalBytes)
            v.evidence << Evidence {
                Tr::tr("memory of GPU %1 (its ceiling), input %2").arg(gpu, inputLabel(p.inputId)),
                double(*p.totalBytes), QStringLiteral("bytes"), p.source };
        // The workload's own report, apart from NVML's figure: never added to it.
        const QString reported = Tr::tr("the workload (%1)").arg(p.peakApi);
        if (p.allocatedPeakBytes)
            v.evidence << Evidence {
                Tr::tr("peak of allocated tensors on GPU %1, input %2").arg(p.index).arg(inputLabel(p.inputId)),
                double(*p.allocatedPeakBytes), QStringLiteral("bytes"), reported
            };
        if (p.reservedPeakBytes)
            v.evidence << Evidence { Tr::tr("peak the caching allocator reserved on GPU %1, input %2")
                                         .arg(p.index)
                                         .arg(inputLabel(p.inputId)),
                double(*p.reservedPeakBytes), QStringLiteral("bytes"), reported };
    }
}

// The discrete GPU whose memory the workload filled the most; nullptr without one.
const GpuPeak* fullestGpu(const FigureTable& table)
{
    const GpuPeak* top = nullptr;
    for (const GpuPeak& p : table.gpus)
        if (p.share() && (!top || *p.share() > *top->share()))
            top = &p;
    return top;
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

namespace {
// What every rule of the verdict reads (docs/measurement-method.md, "which ceiling comes first").
struct RuleInputs {
    const FigureTable& table;
    std::optional<double> ceiling; // KiB
    std::optional<double> budget; // ms
    const InputFigures* peakInput = nullptr; // the largest peak
    const InputFigures* p90Input = nullptr; // the largest p90
    double memFrac = -1; // the largest peak over the ceiling; -1 unknown
    double latFrac = -1; // the largest p90 over the budget; -1 unknown
    QStringList doubtful; // inputs whose peak was probably missed
};

void fitTrends(const RuleInputs& in, Verdict& v)
{
    const FigureTable& table = in.table;
    v.peakTrend = trendOf(
        table, in.ceiling, [](const InputFigures& f) { return f.peakKb.has_value() && !f.peakInDoubt(); },
        [](const InputFigures& f) { return static_cast<double>(*f.peakKb); }, peaksOf, maxOf);
    const auto hasTiming = [](const InputFigures& f) { return f.n > 0; };
    v.medianTrend = trendOf(
        table, in.budget, hasTiming, [](const InputFigures& f) { return f.medianMs; }, stableOf, medianOf);
    v.p90Trend = trendOf(
        table, in.budget, hasTiming, [](const InputFigures& f) { return f.p90Ms; }, stableOf, p90Of);
    v.maxTrend = trendOf(
        table, in.budget, hasTiming, [](const InputFigures& f) { return f.maxMs; }, stableOf, maxOf);
    v.ttftTrend = trendOf(
        table, std::nullopt, [](const InputFigures& f) { return f.ttftMedianMs.has_value(); },
        [](const InputFigures& f) { return *f.ttftMedianMs; });
}

// What the verdict cannot see: no ceiling, no budget, too few lengths, lengths without a unit.
void noteMissingLimits(const RuleInputs& in, Verdict& v)
{
    const FigureTable& table = in.table;
    if (!in.ceiling)
        v.unknowns << Tr::tr("The memory ceiling is unknown (%1).").arg(table.ceilingOrigin);
    if (!in.budget)
        v.unknowns << Tr::tr("No latency budget is set, so latency cannot be compared with a limit.");
    if (v.peakTrend.distinctLengths() < kMinLengthsForExtrapolation
        && v.p90Trend.distinctLengths() < kMinLengthsForExtrapolation)
        v.unknowns << (v.peakTrend.noExtrapolationReason.isEmpty() ? v.p90Trend.noExtrapolationReason
                                                                   : v.peakTrend.noExtrapolationReason);
    if (table.lengthUnit == LengthUnit::Unknown && table.inputs.size() > 1)
        v.unknowns << Tr::tr("Input lengths were not recorded in tokens or characters, so no trend against length.");
}

// Peaks probably missed or only sampled; the inputs whose peak was probably missed are returned.
QStringList notePeakDoubts(const RuleInputs& in, Verdict& v)
{
    const FigureTable& table = in.table;
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
    if (in.peakInput && in.peakInput->peakExactness == Exactness::Sampled && !in.peakInput->peakInDoubt())
        v.unknowns << Tr::tr("The peak of input %1 is the largest sample: a shorter spike between two samples "
                             "would not be seen.")
                          .arg(inputLabel(in.peakInput->inputId));
    return doubtful;
}

bool decideByKills(const RuleInputs& in, Verdict& v)
{
    // 1. OOM kills: the kernel has already said memory ran out.
    for (const auto& f : in.table.inputs) {
        if (f.count(Outcome::OomKilled) > 0) {
            v.first = FirstLimit::Memory;
            v.rule = VerdictRule::OomKilled;
            v.reason = in.memFrac >= 0
                ? Tr::tr("%n repetition(s) of input %1 were killed by the out-of-memory killer. The highest peak is "
                         "%2% of the memory ceiling.",
                    nullptr, f.count(Outcome::OomKilled))
                      .arg(inputLabel(f.inputId), percent(in.memFrac))
                : Tr::tr("%n repetition(s) of input %1 were killed by the out-of-memory killer.", nullptr,
                    f.count(Outcome::OomKilled))
                      .arg(inputLabel(f.inputId));
            return true;
        }
    }
    // 1b. The memory guard stopped the workload: MemAvailable fell under the reserve, so memory
    // reached the ceiling Headroom keeps for the device's own services.
    for (const auto& f : in.table.inputs) {
        if (f.count(Outcome::StoppedByGuard) > 0) {
            v.first = FirstLimit::Memory;
            v.rule = VerdictRule::GuardStopped;
            v.reason = Tr::tr("The memory guard stopped %n repetition(s) of input %1: the device's available memory "
                              "fell under the reserve kept for its own services.",
                nullptr, f.count(Outcome::StoppedByGuard))
                           .arg(inputLabel(f.inputId));
            return true;
        }
    }
    return false;
}

bool decideByGpu(const RuleInputs& in, Verdict& v)
{
    // 1c. A discrete GPU's memory is a ceiling of its own: the workload's peak on it within 5%.
    const GpuPeak* top = fullestGpu(in.table);
    if (!top || *top->share() < kPeakNearCeilingFraction)
        return false;
    v.first = FirstLimit::Memory;
    v.rule = VerdictRule::GpuPeakAtCeiling;
    v.reason = Tr::tr("The workload's GPU memory on GPU %1 (%2) reached %3% of that GPU's memory with input %4 (%5 of "
                      "%6): on a discrete GPU its own memory is the ceiling.")
                   .arg(QString::number(top->index), top->name, percent(*top->share()), inputLabel(top->inputId),
                       formatGpuBytes(*top->processPeakBytes), formatGpuBytes(*top->totalBytes));
    return true;
}

bool decideByFiguresNow(const RuleInputs& in, Verdict& v)
{
    // 2. A peak within 5% of the ceiling.
    if (in.memFrac >= kPeakNearCeilingFraction) {
        v.first = FirstLimit::Memory;
        v.rule = VerdictRule::PeakAtCeiling;
        v.reason = Tr::tr("The peak memory of input %1 is %2% of the memory ceiling (%3 of %4 KiB).")
                       .arg(inputLabel(in.peakInput->inputId), percent(in.memFrac))
                       .arg(*in.peakInput->peakKb)
                       .arg(*in.table.memoryCeilingKb);
        return true;
    }
    // 3. Latency already over its budget.
    if (in.latFrac >= 1) {
        v.first = FirstLimit::Latency;
        v.rule = VerdictRule::LatencyOverBudget;
        v.reason = Tr::tr("The p90 latency of input %1 is %2 ms, over the budget of %3 ms.")
                       .arg(inputLabel(in.p90Input->inputId), num(in.p90Input->p90Ms), num(*in.budget));
        return true;
    }
    return false;
}

bool decideByCrossing(const RuleInputs& in, Verdict& v)
{
    // 4. The limit whose fitted line or curve is crossed at the smaller length, within reach.
    const bool memCross = v.peakTrend.crossingWithinReach();
    const bool latCross = v.p90Trend.crossingWithinReach();
    const QString unit = lengthUnitText(in.table.lengthUnit);
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
        return true;
    }
    return false;
}

bool decideByLongTail(const RuleInputs& in, Verdict& v)
{
    // 5. A long tail with memory to spare: the measurement method's threads / quantization / input length advice.
    const InputFigures* tailInput = nullptr;
    for (const auto& f : in.table.inputs)
        if (f.n >= kMinRepetitionsForTail && f.tailRatio() >= kLongTailRatio
            && (!tailInput || f.tailRatio() > tailInput->tailRatio()))
            tailInput = &f;
    if (tailInput && in.memFrac >= 0 && in.memFrac < kMemoryToSpareFraction && in.doubtful.isEmpty()) {
        v.first = FirstLimit::Latency;
        v.rule = VerdictRule::LongTail;
        v.advice = { Advice::Threads, Advice::Quantization, Advice::InputLength };
        v.reason = Tr::tr("Input %1 has a long latency tail (p90/median %2) while the peak memory uses only %3% of "
                          "the ceiling.")
                       .arg(inputLabel(tailInput->inputId), num(tailInput->tailRatio(), 2), percent(in.memFrac));
        return true;
    }
    return false;
}

bool decideByShape(const RuleInputs& in, Verdict& v)
{
    // 6. The shape against length (the measurement method's table of short / medium / long inputs). Both
    // figures must be known at comparable lengths, and at least one limit, or the rise says nothing of
    // which comes first: then the verdict is undetermined and says what is missing.
    const auto memRise = relativeRise(v.peakTrend);
    const auto latRise = relativeRise(v.medianTrend);
    const bool memUp = memRise && *memRise >= kRisingFraction;
    const bool latUp = latRise && *latRise >= kRisingFraction;
    if ((memUp || latUp) && (!memRise || !latRise || (!in.ceiling && !in.budget))) {
        v.rule = VerdictRule::MissingFigures;
        QStringList missing;
        if (!memRise)
            missing << (in.doubtful.isEmpty()
                    ? Tr::tr("peak memory at comparable lengths")
                    : Tr::tr("peak memory at comparable lengths (the peaks of %1 were probably "
                             "missed)")
                          .arg(in.doubtful.join(QStringLiteral(", "))));
        if (!latRise)
            missing << Tr::tr("latency at comparable lengths");
        if (!in.ceiling && !in.budget)
            missing << Tr::tr("a memory ceiling or a latency budget");
        v.reason = (memUp ? Tr::tr("Peak memory rises by %1% from the shortest to the longest input, but which limit "
                                   "comes first cannot be told without %2.")
                                .arg(percent(*memRise))
                          : Tr::tr("The median latency rises by %1% from the shortest to the longest input, but which "
                                   "limit comes first cannot be told without %2.")
                                .arg(percent(*latRise)))
                       .arg(missing.join(Tr::tr(" and ")));
        return true;
    }
    if (memUp && !latUp) {
        v.first = FirstLimit::Memory;
        v.rule = VerdictRule::MemoryRises;
        v.reason = Tr::tr("Peak memory rises by %1% from the shortest to the longest input while the median latency "
                          "changes by %2%.")
                       .arg(percent(*memRise), percent(*latRise));
        return true;
    }
    if (latUp && !memUp) {
        v.first = FirstLimit::Latency;
        v.rule = VerdictRule::LatencyRises;
        v.reason = Tr::tr("The median latency rises by %1% from the shortest to the longest input while peak memory "
                          "changes by %2%.")
                       .arg(percent(*latRise), percent(*memRise));
        return true;
    }
    if (memUp && latUp) {
        if (in.memFrac >= 0 && in.latFrac >= 0) {
            v.first = in.memFrac >= in.latFrac ? FirstLimit::Memory : FirstLimit::Latency;
            v.rule = VerdictRule::BothRiseNearer;
            v.reason = Tr::tr("Both rise with length; peak memory is at %1% of its ceiling and p90 latency at %2% of "
                              "its budget, so the nearer one comes first.")
                           .arg(percent(in.memFrac), percent(in.latFrac));
            return true;
        }
        v.rule = VerdictRule::NothingApproaches;
        v.reason = Tr::tr("Both peak memory and latency rise with length, but without both a ceiling and a budget "
                          "they cannot be compared.");
        return true;
    }
    return false;
}

void nothingDecides(const RuleInputs& in, Verdict& v)
{
    // 7. Nothing decides.
    v.rule = VerdictRule::NothingApproaches;
    QStringList why;
    why << Tr::tr("No repetition was killed for memory.");
    why << (in.memFrac >= 0 ? Tr::tr("Peak memory is at %1% of the ceiling.").arg(percent(in.memFrac))
                            : Tr::tr("The memory ceiling is unknown."));
    if (const GpuPeak* gpu = fullestGpu(in.table))
        why << Tr::tr("The workload's GPU memory is at %1% of the memory of GPU %2 (%3).")
                   .arg(percent(*gpu->share()), QString::number(gpu->index), gpu->name);
    why << (in.latFrac >= 0 ? Tr::tr("p90 latency is at %1% of the budget.").arg(percent(in.latFrac))
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
}

Verdict decideFirstLimit(const FigureTable& table)
{
    Verdict v;
    const auto ceiling
        = table.memoryCeilingKb ? std::optional<double>(static_cast<double>(*table.memoryCeilingKb)) : std::nullopt;
    RuleInputs in { table, ceiling, table.latencyBudgetMs, nullptr, nullptr, -1, -1, {} };
    fitTrends(in, v);
    addEvidence(table, v);
    checkThermal(table, v);
    noteMissingLimits(in, v);
    in.peakInput = inputWithMaxPeak(table.inputs);
    in.p90Input = inputWithMaxP90(table.inputs);
    if (!in.peakInput && !in.p90Input) {
        int oom = 0;
        for (const auto& f : table.inputs)
            oom += f.count(Outcome::OomKilled) + f.count(Outcome::StoppedByGuard);
        if (oom == 0) {
            v.rule = VerdictRule::NoData;
            v.reason = Tr::tr("No peak memory and no successful stable repetition were recorded.");
            return v;
        }
    }
    in.memFrac = in.peakInput && in.ceiling ? static_cast<double>(*in.peakInput->peakKb) / *in.ceiling : -1;
    in.latFrac = in.p90Input && in.budget ? in.p90Input->p90Ms / *in.budget : -1;
    in.doubtful = notePeakDoubts(in, v);
    // The rules in the measurement method's order: the first that decides gives the verdict.
    for (const auto rule : { decideByKills, decideByGpu, decideByFiguresNow, decideByCrossing, decideByLongTail, decideByShape })
        if (rule(in, v))
            return v;
    nothingDecides(in, v);
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
        const QString pressure = contentionText(c);
        lead << Tr::tr("The run was contended (%1): its figures are not the device's own.").arg(pressure);
        v.unknowns << Tr::tr("Contention: the run was measured under heavy CPU pressure (%1); on a quiet device the "
                             "latencies may be lower.")
                          .arg(pressure);
        if (c.psiCpuMeanPct)
            v.evidence << Evidence { Tr::tr("CPU pressure during the repetitions (mean)"), *c.psiCpuMeanPct,
                QStringLiteral("%"), Tr::tr("derived from the samples") };
        if (c.runQueueOverSharePct)
            v.evidence << Evidence { Tr::tr("samples with more runnable tasks than CPUs"), *c.runQueueOverSharePct,
                QStringLiteral("%"), QStringLiteral("/proc/stat procs_running") };
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

} // namespace Analysis

