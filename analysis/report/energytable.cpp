// The energy table of a report (issue 25): per input, what the probe measured from the device's
// power sources. Printed by the Markdown export and drawn by the PDF summary (reporttables.h).

#include "analysis/core/energy.h"
#include "analysis/core/tr.h"
#include "analysis/report/reporttables.h"

namespace Analysis {

ReportTable energyTable(const Report& report)
{
    ReportTable t;
    t.title = Tr::tr("Energy");
    t.header = QStringList { Tr::tr("Input"), Tr::tr("Energy (median)"), Tr::tr("Mean power"), Tr::tr("Peak power"),
        Tr::tr("Per output token"), Tr::tr("Per accepted output"), Tr::tr("Repetitions") };
    t.widths = { 16, 14, 12, 12, 16, 18, 12 };
    const auto text
        = [](const std::optional<double>& v, QString (*format)(double)) { return v ? format(*v) : QString(); };
    for (const InputFigures& f : report.figures.inputs) {
        const EnergyFigures e = energyFigures(report.run, f.inputId);
        if (!e.known())
            continue;
        t.rows << QStringList { f.inputId, text(e.medianJ, formatJoules), text(e.meanW, formatWatts),
            text(e.peakW, formatWatts), text(e.jPerToken, formatJoules), text(e.jPerAccepted, formatJoules),
            QString::number(e.n) };
    }
    const QString source = energySourceText(report.run.environment);
    if (t.rows.isEmpty()) {
        // A run that looked for power sources and found none says so; an import says nothing.
        if (!source.isEmpty())
            t.notes << Tr::tr("Energy: %1.").arg(source);
        return t;
    }
    t.notes << Tr::tr("Measured from %1.").arg(source);
    t.notes << Tr::tr("Each repetition's energy runs from its process's start to its exit, loading included; the "
                      "peak is the highest power over one sampling interval. Warm-up repetitions are left out; failed "
                      "ones count in the energy per accepted output.");
    return t;
}

} // namespace Analysis
