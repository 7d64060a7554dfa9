#include "analysis/verdict/sustainedsettings.h"

#include "analysis/core/format.h"
#include "analysis/core/tr.h"
#include "analysis/verdict/verdict.h"

#include <QJsonArray>
#include <QSet>

#include <algorithm>
#include <map>

namespace Analysis {

namespace {

int sign(double v)
{
    return v > 0 ? 1 : v < 0 ? -1 : 0;
}

QString outcomeWord(CompareOutcome o)
{
    switch (o) {
    case CompareOutcome::Same:
        return Tr::tr("the same");
    case CompareOutcome::Different:
        return Tr::tr("different");
    case CompareOutcome::Inconclusive:
        break;
    }
    return Tr::tr("inconclusive");
}

// "threads=4 (120.0 ms) < threads=2 (135.2 ms)"
QString orderText(const SustainedSettingsRanking& r, const SustainedSettingsInput& in, bool first)
{
    QStringList parts;
    for (int run : first ? in.rankingFirst : in.rankingLast) {
        const qsizetype k = in.runs.indexOf(run);
        parts << Tr::tr("%1 (%2)").arg(
            r.runs.at(run).name, formatMs(first ? in.medianFirst.at(k) : in.medianLast.at(k)));
    }
    return parts.join(QStringLiteral(" < "));
}

QJsonObject rowJson(const FigureComparison& c)
{
    return QJsonObject { { QStringLiteral("a_ms"), c.base }, { QStringLiteral("b_ms"), c.candidate },
        { QStringLiteral("ci_low"), c.ciLow }, { QStringLiteral("ci_high"), c.ciHigh },
        { QStringLiteral("outcome"), compareOutcomeName(c.outcome) },
        { QStringLiteral("explanation"), c.explanation } };
}

QJsonValue windowJson(const SustainedAnalysis& s, const SustainedWindow& w)
{
    if (!s.sustained || !s.unavailable.isEmpty())
        return QJsonValue(QJsonValue::Null);
    return QJsonObject { { QStringLiteral("rounds"), w.rounds }, { QStringLiteral("from_s"), w.fromS },
        { QStringLiteral("to_s"), w.toS } };
}

} // namespace

bool SustainedSettingPair::swapped() const
{
    const int before = sign(first.candidate - first.base), after = sign(last.candidate - last.base);
    return before != 0 && after != 0 && before != after;
}

bool SustainedSettingPair::beyondNoise() const
{
    return first.outcome == CompareOutcome::Different || last.outcome == CompareOutcome::Different;
}

bool SustainedSettingsInput::changed() const
{
    return std::any_of(pairs.begin(), pairs.end(), [](const SustainedSettingPair& p) { return p.counts(); });
}

bool SustainedSettingsInput::swappedWithinNoise() const
{
    return !changed()
        && std::any_of(pairs.begin(), pairs.end(), [](const SustainedSettingPair& p) { return p.swapped(); });
}

bool SustainedSettingsRanking::isEmpty() const
{
    return std::none_of(runs.begin(), runs.end(), [](const SustainedSettingsRun& r) { return r.windows.sustained; });
}

bool SustainedSettingsRanking::changed() const
{
    return std::any_of(inputs.begin(), inputs.end(), [](const SustainedSettingsInput& in) { return in.changed(); });
}

SustainedSettingsRanking rankSustainedSettings(const QList<Run>& runs)
{
    SustainedSettingsRanking out;
    const QStringList names = settingNames(runs);
    QList<Run> firsts(runs.size()), lasts(runs.size());
    QList<int> ranked;
    for (int i = 0; i < runs.size(); ++i) {
        SustainedSettingsRun r;
        r.name = names.at(i);
        r.windows = sustainedWindows(runs.at(i), &firsts[i], &lasts[i]);
        r.ranked = r.windows.sustained && r.windows.unavailable.isEmpty();
        if (r.ranked)
            ranked << i;
        out.runs << r;
    }
    if (out.isEmpty())
        return out;
    for (const SustainedSettingsRun& r : std::as_const(out.runs)) {
        if (!r.windows.sustained)
            out.notCompared << Tr::tr("%1 is not a sustained run: it is left out of the ranking.").arg(r.name);
        else if (!r.ranked)
            out.notCompared << Tr::tr("%1 is left out of the ranking: %2").arg(r.name, r.windows.unavailable);
    }
    if (ranked.size() < 2) {
        out.notCompared << Tr::tr("Fewer than two sustained runs with both windows: no settings to rank.");
        return out;
    }
    QSet<double> planned;
    for (int i : std::as_const(ranked))
        planned.insert(out.runs.at(i).windows.plannedS);
    if (planned.size() > 1)
        out.notes << Tr::tr("The runs were planned for different times: each run's windows are its own first and "
                            "last rounds, so their last windows lie at different minutes.");

    // Every pair of ranked runs, each window compared as `headroom compare A B --figures median` does.
    std::map<QString, QList<SustainedSettingPair>> pairs; // by input
    QSet<int> paired;
    for (int x = 0; x < ranked.size(); ++x) {
        for (int y = x + 1; y < ranked.size(); ++y) {
            const int a = ranked.at(x), b = ranked.at(y);
            const RunComparison cf = compareRuns(firsts.at(a), firsts.at(b), 0.0, { CompareFigure::MedianLatency });
            const RunComparison cl = compareRuns(lasts.at(a), lasts.at(b), 0.0, { CompareFigure::MedianLatency });
            if (!cf.contended.isEmpty())
                out.notes << Tr::tr("%1 or %2 ran its first rounds under heavy CPU pressure: their order there is "
                                    "inconclusive.")
                                 .arg(out.runs.at(a).name, out.runs.at(b).name);
            if (!cl.contended.isEmpty())
                out.notes << Tr::tr("%1 or %2 ran its last rounds under heavy CPU pressure: their order there is "
                                    "inconclusive.")
                                 .arg(out.runs.at(a).name, out.runs.at(b).name);
            for (const FigureComparison& f : cf.rows) {
                const auto l = std::find_if(cl.rows.begin(), cl.rows.end(),
                    [&f](const FigureComparison& row) { return row.inputId == f.inputId; });
                if (l == cl.rows.end())
                    continue;
                pairs[f.inputId] << SustainedSettingPair { a, b, f, *l };
                paired << a << b;
            }
        }
    }
    // The inputs in the order the ranked runs list them.
    QStringList order;
    for (int i : std::as_const(ranked)) {
        for (const InputSpec& in : runs.at(i).inputs)
            order << in.id;
        for (const Repetition& r : runs.at(i).repetitions)
            order << r.inputId;
    }
    order.removeDuplicates();
    for (const QString& id : std::as_const(order)) {
        const auto it = pairs.find(id);
        if (it == pairs.end()) {
            QList<int> with; // ranked runs that measured it at all
            for (int i : std::as_const(ranked))
                if (!runs.at(i).repetitionsFor(id).isEmpty())
                    with << i;
            if (with.size() == 1 && paired.contains(with.first()))
                out.notCompared << Tr::tr("Input %1 was measured by one sustained run only (%2).")
                                       .arg(inputLabel(id), out.runs.at(with.first()).name);
            else if (with.size() > 1)
                out.notCompared << Tr::tr("Input %1: fewer than two sustained runs have stable repetitions of it in "
                                          "both windows.")
                                       .arg(inputLabel(id));
            continue;
        }
        SustainedSettingsInput in;
        in.inputId = id;
        in.pairs = it->second;
        for (const SustainedSettingPair& p : std::as_const(in.pairs)) {
            for (const auto& [run, base] : { std::pair { p.a, true }, std::pair { p.b, false } }) {
                if (in.runs.contains(run))
                    continue;
                in.runs << run;
                in.medianFirst << (base ? p.first.base : p.first.candidate);
                in.medianLast << (base ? p.last.base : p.last.candidate);
                in.nFirst << (base ? p.first.nBase : p.first.nCandidate);
                in.nLast << (base ? p.last.nBase : p.last.nCandidate);
            }
        }
        // Pairs are made in the order given, so in.runs is too.
        in.rankingFirst = in.rankingLast = in.runs;
        const auto byMedian = [&in](const QList<double>& medians) {
            return [&in, &medians](
                       int a, int b) { return medians.at(in.runs.indexOf(a)) < medians.at(in.runs.indexOf(b)); };
        };
        std::stable_sort(in.rankingFirst.begin(), in.rankingFirst.end(), byMedian(in.medianFirst));
        std::stable_sort(in.rankingLast.begin(), in.rankingLast.end(), byMedian(in.medianLast));
        out.inputs << in;
    }
    for (int i : std::as_const(ranked))
        if (!paired.contains(i))
            out.notCompared << Tr::tr("%1 shares no input with the other sustained runs: it is left out of the "
                                      "ranking.")
                                   .arg(out.runs.at(i).name);
    return out;
}

QString sustainedSettingsInputText(const SustainedSettingsRanking& r, const SustainedSettingsInput& in)
{
    const QString first = orderText(r, in, true), last = orderText(r, in, false);
    const QString input = inputLabel(in.inputId);
    if (in.changed()) {
        QStringList swaps;
        for (const SustainedSettingPair& p : in.pairs) {
            if (!p.counts())
                continue;
            const bool aLed = p.first.candidate > p.first.base;
            swaps << Tr::tr("%1 was faster than %2 at first and slower at the end (%3 in the first rounds, %4 in the "
                            "last)")
                         .arg(r.runs.at(aLed ? p.a : p.b).name, r.runs.at(aLed ? p.b : p.a).name,
                             outcomeWord(p.first.outcome), outcomeWord(p.last.outcome));
        }
        return Tr::tr("Input %1: first rounds %2; last rounds %3. The ranking changed: %4.")
            .arg(input, first, last, swaps.join(QStringLiteral("; ")));
    }
    if (in.swappedWithinNoise()) {
        QStringList swaps;
        for (const SustainedSettingPair& p : in.pairs)
            if (p.swapped())
                swaps << Tr::tr("%1 and %2 are not different in either window (%3, then %4)")
                             .arg(r.runs.at(p.a).name, r.runs.at(p.b).name, outcomeWord(p.first.outcome),
                                 outcomeWord(p.last.outcome));
        return Tr::tr("Input %1: first rounds %2; last rounds %3. The order swapped within noise, which is no "
                      "change: %4.")
            .arg(input, first, last, swaps.join(QStringLiteral("; ")));
    }
    return Tr::tr("Input %1: first rounds %2; last rounds %3. The ranking held.").arg(input, first, last);
}

QStringList sustainedSettingsLines(const SustainedSettingsRanking& r)
{
    if (r.isEmpty())
        return {};
    QStringList lines { Tr::tr("Sustained runs ranked by median latency, first rounds against last (a swap counts "
                               "only where headroom compare calls the two runs different in a window):") };
    for (const SustainedSettingsInput& in : r.inputs)
        lines << sustainedSettingsInputText(r, in);
    for (const QString& n : r.notCompared)
        lines << Tr::tr("not compared: %1").arg(n);
    for (const QString& n : r.notes)
        lines << Tr::tr("note: %1").arg(n);
    return lines;
}

QJsonObject sustainedSettingsToJson(const SustainedSettingsRanking& r)
{
    QJsonArray runs;
    for (const SustainedSettingsRun& run : r.runs) {
        const SustainedAnalysis& w = run.windows;
        runs.append(QJsonObject { { QStringLiteral("name"), run.name }, { QStringLiteral("sustained"), w.sustained },
            { QStringLiteral("ranked"), run.ranked },
            { QStringLiteral("planned_s"), w.sustained ? QJsonValue(w.plannedS) : QJsonValue(QJsonValue::Null) },
            { QStringLiteral("rounds"), w.rounds }, { QStringLiteral("first"), windowJson(w, w.first) },
            { QStringLiteral("last"), windowJson(w, w.last) },
            { QStringLiteral("unavailable"),
                w.unavailable.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(w.unavailable) } });
    }
    const auto namesOf = [&r](const QList<int>& indexes) {
        QJsonArray a;
        for (int i : indexes)
            a.append(r.runs.at(i).name);
        return a;
    };
    QJsonArray inputs;
    for (const SustainedSettingsInput& in : r.inputs) {
        QJsonArray medians, pairs;
        for (qsizetype k = 0; k < in.runs.size(); ++k)
            medians.append(QJsonObject { { QStringLiteral("run"), r.runs.at(in.runs.at(k)).name },
                { QStringLiteral("first_ms"), in.medianFirst.at(k) },
                { QStringLiteral("last_ms"), in.medianLast.at(k) }, { QStringLiteral("n_first"), in.nFirst.at(k) },
                { QStringLiteral("n_last"), in.nLast.at(k) } });
        for (const SustainedSettingPair& p : in.pairs)
            pairs.append(QJsonObject { { QStringLiteral("a"), r.runs.at(p.a).name },
                { QStringLiteral("b"), r.runs.at(p.b).name }, { QStringLiteral("first"), rowJson(p.first) },
                { QStringLiteral("last"), rowJson(p.last) }, { QStringLiteral("swapped"), p.swapped() },
                { QStringLiteral("beyond_noise"), p.beyondNoise() }, { QStringLiteral("counts"), p.counts() } });
        inputs.append(QJsonObject { { QStringLiteral("input"), in.inputId },
            { QStringLiteral("ranking_first"), namesOf(in.rankingFirst) },
            { QStringLiteral("ranking_last"), namesOf(in.rankingLast) }, { QStringLiteral("medians"), medians },
            { QStringLiteral("pairs"), pairs }, { QStringLiteral("changed"), in.changed() },
            { QStringLiteral("swapped_within_noise"), in.swappedWithinNoise() },
            { QStringLiteral("text"), sustainedSettingsInputText(r, in) } });
    }
    return QJsonObject { { QStringLiteral("figure"), compareFigureName(CompareFigure::MedianLatency) },
        { QStringLiteral("runs"), runs }, { QStringLiteral("inputs"), inputs },
        { QStringLiteral("changed"), r.changed() },
        { QStringLiteral("not_compared"), QJsonArray::fromStringList(r.notCompared) },
        { QStringLiteral("notes"), QJsonArray::fromStringList(r.notes) } };
}

} // namespace Analysis
