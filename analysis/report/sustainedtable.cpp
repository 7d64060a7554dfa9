// The sustained table of a report (issue 25, item 2; sustained.h): each figure in the first rounds
// against the last, with the change and whether it holds beyond the run's noise. Printed by the
// Markdown export and drawn by the PDF summary (reporttables.h).

#include "analysis/core/energy.h"
#include "analysis/core/format.h"
#include "analysis/core/tr.h"
#include "analysis/report/reporttables.h"

#include <cmath>

namespace Analysis {

namespace {

QString valueText(double v, const QString& unit)
{
    if (unit == u"ms")
        return formatMs(v);
    if (unit == u"KiB")
        return formatKb(int64_t(std::llround(v)));
    if (unit == u"J/token" || unit == u"J")
        return formatJoules(v);
    if (unit == u"°C")
        return QString::number(v, 'f', 1) + QStringLiteral(" °C");
    if (unit == u"MHz")
        return QString::number(v, 'f', 0) + QStringLiteral(" MHz");
    return formatNumber(v) + u' ' + unit;
}

QString outcomeText(CompareOutcome o)
{
    switch (o) {
    case CompareOutcome::Different:
        return Tr::tr("yes: drifted");
    case CompareOutcome::Same:
        return Tr::tr("no: the same");
    case CompareOutcome::Inconclusive:
        break;
    }
    return Tr::tr("inconclusive");
}

} // namespace

ReportTable sustainedTable(const Report& report)
{
    const SustainedAnalysis& s = report.sustained;
    ReportTable t;
    t.title = Tr::tr("Sustained run: first rounds against last");
    t.header = QStringList { Tr::tr("Input"), Tr::tr("Figure"), Tr::tr("First"), Tr::tr("Last"), Tr::tr("Change"),
        Tr::tr("Beyond noise"), Tr::tr("n (first / last)") };
    t.widths = { 16, 14, 14, 14, 12, 16, 14 };
    if (!s.sustained)
        return t;
    for (const SustainedDrift& d : s.drifts) {
        const QString sign = d.change >= 0 ? QStringLiteral("+") : QString();
        const QString change = d.unit == u"°C" || d.unit == u"MHz"
            ? QString(sign + valueText(d.change, d.unit))
            : QString(sign + QString::number(d.relativeChange * 100, 'f', 1) + u'%');
        t.rows << QStringList { d.inputId.isEmpty() ? Tr::tr("(whole run)") : d.inputId, d.figure,
            valueText(d.first, d.unit), valueText(d.last, d.unit), change, outcomeText(d.outcome),
            d.nFirst > 0 ? QStringLiteral("%1 / %2").arg(d.nFirst).arg(d.nLast) : QString() };
    }
    t.notes << Tr::tr("The plan asked for %1; %n round(s) of every input were measured, the last starting %2 after "
                      "the first.",
        nullptr, s.rounds)
                   .arg(formatDuration(s.plannedS * 1000), formatDuration(s.spanS * 1000));
    if (!s.unavailable.isEmpty()) {
        t.notes << s.unavailable;
        return t;
    }
    t.notes << Tr::tr("First window: rounds 1 to %1 (%2 to %3 after the start); last window: the last %1 rounds (%4 to "
                      "%5). Each window is the first or last fifth of the rounds, at least %6. Beyond noise: the "
                      "bootstrap interval and Mann–Whitney test of headroom compare (peaks: against the counters' "
                      "resolution).")
                   .arg(s.first.rounds)
                   .arg(formatDuration(s.first.fromS * 1000), formatDuration(s.first.toS * 1000),
                       formatDuration(s.last.fromS * 1000), formatDuration(s.last.toS * 1000))
                   .arg(kSustainedMinWindowRounds);
    if (s.rankingFirst.size() > 1)
        t.notes << (s.rankingChanged ? sustainedRankingNote(s)
                                     : Tr::tr("The ranking of the inputs by median latency held: %1.")
                                           .arg(s.rankingFirst.join(QStringLiteral(" < "))));
    t.notes << s.notes;
    return t;
}

} // namespace Analysis
