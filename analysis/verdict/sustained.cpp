#include "analysis/verdict/sustained.h"

#include "analysis/core/format.h"
#include "analysis/core/statistics.h"
#include "analysis/core/tr.h"
#include "analysis/verdict/verdict.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <map>

namespace Analysis {

namespace {

// The run with only the repetitions (and loop-mode passes) of the given rounds.
Run windowRun(const Run& run, const QSet<int>& rounds)
{
    Run w = run;
    const auto keep = [&rounds](QList<Repetition>& reps) {
        reps.removeIf([&rounds](const Repetition& r) { return r.warmup || !rounds.contains(r.index); });
    };
    keep(w.repetitions);
    keep(w.iterations);
    return w;
}

QString unitOf(CompareFigure f)
{
    switch (f) {
    case CompareFigure::PeakMemory:
        return QStringLiteral("KiB");
    case CompareFigure::TokensPerS:
        return QStringLiteral("tokens/s");
    case CompareFigure::Energy:
        return QStringLiteral("J");
    case CompareFigure::EnergyPerToken:
        return QStringLiteral("J/token");
    default:
        break;
    }
    return QStringLiteral("ms");
}

// A run-wide start figure (temperature, clock) of the two windows, compared as compare does a median.
void startFigure(const Run& first, const Run& last, const char* name, const char* unit,
    std::optional<double> Repetition::*field, SustainedAnalysis& s)
{
    std::vector<double> a, b;
    for (const Repetition& r : first.repetitions)
        if (r.*field)
            a.push_back(*(r.*field));
    for (const Repetition& r : last.repetitions)
        if (r.*field)
            b.push_back(*(r.*field));
    if (a.empty() || b.empty())
        return;
    const QuantileDifference d = compareLatency(a, b, 0.5, 2000, 1, unit);
    SustainedDrift x;
    x.figure = QLatin1String(name);
    x.unit = QString::fromUtf8(unit);
    x.first = d.valueA;
    x.last = d.valueB;
    x.change = d.difference;
    x.relativeChange = d.valueA != 0 ? d.difference / std::abs(d.valueA) : 0;
    x.ciLow = d.ciLow;
    x.ciHigh = d.ciHigh;
    x.nFirst = d.nA;
    x.nLast = d.nB;
    x.outcome = d.outcome;
    x.explanation = d.explanation;
    s.drifts << x;
}

const SustainedDrift* runWide(const SustainedAnalysis& s, const char* figure)
{
    for (const SustainedDrift& d : s.drifts)
        if (d.inputId.isEmpty() && d.figure == QLatin1String(figure))
            return &d;
    return nullptr;
}

QString num(double v, int decimals)
{
    return QString::number(v, 'f', decimals);
}

} // namespace

bool SustainedAnalysis::anyHolds() const
{
    return std::any_of(drifts.begin(), drifts.end(), [](const SustainedDrift& d) { return d.holds(); });
}

SustainedAnalysis sustainedWindows(const Run& run, Run* firstWindow, Run* lastWindow)
{
    SustainedAnalysis s;
    const QString planned = run.params.value(QStringLiteral("sustained_s"));
    bool ok = false;
    s.plannedS = planned.toDouble(&ok);
    s.sustained = ok && s.plannedS > 0;
    if (!s.sustained)
        return s;
    // Rounds: every input's repetition k ran in round k (the probe interleaves a sustained run).
    std::map<int, std::pair<double, double>> rounds; // index -> first start, last end (ms)
    std::optional<double> t0;
    for (const Repetition& r : run.repetitions) {
        if (r.warmup)
            continue;
        const double start = r.startMs.value_or(0);
        auto [it, fresh] = rounds.try_emplace(r.index, start, start + r.wallMs);
        if (!fresh) {
            it->second.first = std::min(it->second.first, start);
            it->second.second = std::max(it->second.second, start + r.wallMs);
        }
        t0 = std::min(t0.value_or(start), start);
    }
    s.rounds = int(rounds.size());
    if (!rounds.empty())
        s.spanS = (rounds.rbegin()->second.first - *t0) / 1000.0;
    const int k = std::max(kSustainedMinWindowRounds, int(std::ceil(kSustainedWindowFraction * s.rounds)));
    if (2 * k > s.rounds) {
        s.unavailable
            = Tr::tr("The run measured %n round(s); comparing its first rounds with its last needs at least "
                     "%1 (%2 in each window, not overlapping). A longer run or shorter repetitions give more.",
                nullptr, s.rounds)
                  .arg(2 * kSustainedMinWindowRounds)
                  .arg(kSustainedMinWindowRounds);
        return s;
    }
    QSet<int> firstRounds, lastRounds;
    int i = 0;
    for (const auto& [index, span] : rounds) {
        if (i < k) {
            firstRounds.insert(index);
            s.first.fromS = i == 0 ? (span.first - *t0) / 1000.0 : s.first.fromS;
            s.first.toS = (span.second - *t0) / 1000.0;
        } else if (i >= s.rounds - k) {
            lastRounds.insert(index);
            s.last.fromS = i == s.rounds - k ? (span.first - *t0) / 1000.0 : s.last.fromS;
            s.last.toS = (span.second - *t0) / 1000.0;
        }
        ++i;
    }
    s.first.rounds = s.last.rounds = k;
    if (firstWindow)
        *firstWindow = windowRun(run, firstRounds);
    if (lastWindow)
        *lastWindow = windowRun(run, lastRounds);
    return s;
}

SustainedAnalysis analyseSustained(const Run& run)
{
    Run first, last;
    SustainedAnalysis s = sustainedWindows(run, &first, &last);
    if (!s.sustained || !s.unavailable.isEmpty())
        return s;

    QList<CompareFigure> figures { CompareFigure::MedianLatency, CompareFigure::P90Latency };
    const auto any = [&run](auto has) { return std::any_of(run.repetitions.begin(), run.repetitions.end(), has); };
    if (any([](const Repetition& r) { return r.tokensPerS.has_value(); }))
        figures << CompareFigure::TokensPerS;
    if (any([](const Repetition& r) { return r.maxRssKb || r.inferencePeakKb; }))
        figures << CompareFigure::PeakMemory;
    if (any([](const Repetition& r) { return r.energyJ.has_value(); }))
        figures << CompareFigure::EnergyPerToken;
    // The same statistics as `headroom compare FIRST LAST`; no threshold: a drift either holds or not.
    const RunComparison c = compareRuns(first, last, 0.0, figures);
    std::map<QString, std::pair<double, double>> medians; // input -> first, last
    for (const FigureComparison& row : c.rows) {
        SustainedDrift x;
        x.inputId = row.inputId;
        x.figure = compareFigureName(row.figure);
        x.unit = unitOf(row.figure);
        x.first = row.base;
        x.last = row.candidate;
        x.change = row.candidate - row.base;
        x.relativeChange = row.relativeChange;
        x.ciLow = row.ciLow;
        x.ciHigh = row.ciHigh;
        x.nFirst = row.nBase;
        x.nLast = row.nCandidate;
        x.outcome = row.outcome;
        x.explanation = row.explanation;
        s.drifts << x;
        if (row.figure == CompareFigure::MedianLatency)
            medians[row.inputId] = { row.base, row.candidate };
    }
    s.notes << c.contended << c.notes << c.notCompared;
    startFigure(first, last, "start_temp_c", "°C", &Repetition::startTempC, s);
    startFigure(first, last, "start_freq_mhz", "MHz", &Repetition::startFreqMhz, s);

    // The ranking of the inputs by median latency in each window (ties keep the run's order).
    for (const InputSpec& in : run.inputs)
        if (medians.count(in.id))
            s.rankingFirst << in.id;
    for (const auto& [id, m] : medians) // inputs the run_start did not list (an import)
        if (!s.rankingFirst.contains(id))
            s.rankingFirst << id;
    s.rankingLast = s.rankingFirst;
    std::stable_sort(s.rankingFirst.begin(), s.rankingFirst.end(),
        [&medians](const QString& a, const QString& b) { return medians[a].first < medians[b].first; });
    std::stable_sort(s.rankingLast.begin(), s.rankingLast.end(),
        [&medians](const QString& a, const QString& b) { return medians[a].second < medians[b].second; });
    s.rankingChanged = s.rankingFirst != s.rankingLast;
    return s;
}

QString sustainedDriftNote(const SustainedAnalysis& s)
{
    if (!s.sustained || !s.unavailable.isEmpty() || !s.anyHolds())
        return {};
    QStringList moved;
    for (const SustainedDrift& d : s.drifts) {
        if (!d.holds() || d.inputId.isEmpty())
            continue;
        const QString pct = num(std::abs(d.relativeChange) * 100, 0);
        moved << (d.change >= 0 ? Tr::tr("%1 of input %2 rose %3%") : Tr::tr("%1 of input %2 fell %3%"))
                     .arg(d.figure, d.inputId, pct);
    }
    if (moved.isEmpty())
        return {};
    QStringList evidence;
    const SustainedDrift* temp = runWide(s, "start_temp_c");
    const SustainedDrift* freq = runWide(s, "start_freq_mhz");
    if (temp)
        evidence << Tr::tr("the median start temperature went from %1 to %2 °C")
                        .arg(num(temp->first, 1), num(temp->last, 1));
    if (freq)
        evidence << Tr::tr("the median CPU clock at the start went from %1 to %2 MHz")
                        .arg(num(freq->first, 0), num(freq->last, 0));
    QString note = Tr::tr("Sustained run: from the first %1 to the last %2, %3 (beyond the run's own noise: bootstrap "
                          "interval and Mann–Whitney test, as headroom compare uses).")
                       .arg(formatDuration((s.first.toS - s.first.fromS) * 1000),
                           formatDuration((s.last.toS - s.last.fromS) * 1000), moved.join(QStringLiteral(", ")));
    if (evidence.isEmpty())
        note += u' '
            + Tr::tr(
                "No start temperature or clock was recorded, so throttling can be neither confirmed nor ruled out.");
    else
        note += u' ' + Tr::tr("Evidence: %1.").arg(evidence.join(QStringLiteral("; ")));
    const bool hotter = temp && temp->holds() && temp->change > 0;
    const bool slower = freq && freq->holds() && freq->change < 0;
    if (hotter || slower)
        note += u' ' + Tr::tr("The device heated up or slowed down: throttling?");
    return note;
}

QString sustainedRankingNote(const SustainedAnalysis& s)
{
    if (!s.rankingChanged)
        return {};
    return Tr::tr("The ranking of the inputs by median latency changed from the first rounds (%1) to the last (%2).")
        .arg(s.rankingFirst.join(QStringLiteral(" < ")), s.rankingLast.join(QStringLiteral(" < ")));
}

QJsonValue sustainedToJson(const SustainedAnalysis& s)
{
    if (!s.sustained)
        return QJsonValue(QJsonValue::Null);
    const auto window = [](const SustainedWindow& w) {
        return QJsonObject { { QStringLiteral("rounds"), w.rounds }, { QStringLiteral("from_s"), w.fromS },
            { QStringLiteral("to_s"), w.toS } };
    };
    QJsonArray drifts;
    for (const SustainedDrift& d : s.drifts)
        drifts.append(QJsonObject {
            { QStringLiteral("input"), d.inputId.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(d.inputId) },
            { QStringLiteral("figure"), d.figure }, { QStringLiteral("unit"), d.unit },
            { QStringLiteral("first"), d.first }, { QStringLiteral("last"), d.last },
            { QStringLiteral("change"), d.change }, { QStringLiteral("relative_change"), d.relativeChange },
            { QStringLiteral("ci_low"), d.ciLow }, { QStringLiteral("ci_high"), d.ciHigh },
            { QStringLiteral("n_first"), d.nFirst }, { QStringLiteral("n_last"), d.nLast },
            { QStringLiteral("outcome"), compareOutcomeName(d.outcome) }, { QStringLiteral("holds"), d.holds() },
            { QStringLiteral("explanation"), d.explanation } });
    const bool compared = s.unavailable.isEmpty();
    return QJsonObject { { QStringLiteral("planned_s"), s.plannedS }, { QStringLiteral("rounds"), s.rounds },
        { QStringLiteral("span_s"), s.spanS }, { QStringLiteral("window_fraction"), kSustainedWindowFraction },
        { QStringLiteral("min_window_rounds"), kSustainedMinWindowRounds },
        { QStringLiteral("first"), compared ? QJsonValue(window(s.first)) : QJsonValue(QJsonValue::Null) },
        { QStringLiteral("last"), compared ? QJsonValue(window(s.last)) : QJsonValue(QJsonValue::Null) },
        { QStringLiteral("unavailable"), compared ? QJsonValue(QJsonValue::Null) : QJsonValue(s.unavailable) },
        { QStringLiteral("drifts"), drifts },
        { QStringLiteral("ranking_first"), QJsonArray::fromStringList(s.rankingFirst) },
        { QStringLiteral("ranking_last"), QJsonArray::fromStringList(s.rankingLast) },
        { QStringLiteral("ranking_changed"), s.rankingChanged },
        { QStringLiteral("notes"), QJsonArray::fromStringList(s.notes) } };
}

SustainedAnalysis addSustainedToVerdict(const Run& run, Verdict& v)
{
    SustainedAnalysis s = analyseSustained(run);
    const QString drift = sustainedDriftNote(s), ranking = sustainedRankingNote(s);
    for (const QString& note : { drift, ranking })
        if (!note.isEmpty())
            v.thermalNote = v.thermalNote.isEmpty() ? note : v.thermalNote + u' ' + note;
    v.sustainedDrift = !drift.isEmpty();
    v.sustainedRankingChanged = s.rankingChanged;
    return s;
}

Verdict decide(const Run& run, const VerdictOptions& options)
{
    Verdict v = decide(perInputFigures(run, options));
    addSustainedToVerdict(run, v);
    return v;
}

} // namespace Analysis
