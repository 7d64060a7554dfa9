// The GPU memory table of a report (issue 25, item 3): per input and GPU, what the probe read
// (NVML, or NvMapMemUsed on a unified-memory board). Printed by the Markdown export and drawn by the
// PDF summary (reporttables.h). Each GPU is its own row: figures of two GPUs are never added.

#include "analysis/core/gpumemory.h"
#include "analysis/core/tr.h"
#include "analysis/report/reporttables.h"

namespace Analysis {

ReportTable gpuMemoryTable(const Report& report)
{
    ReportTable t;
    t.title = Tr::tr("GPU memory");
    t.header = QStringList { Tr::tr("Input"), Tr::tr("GPU"), Tr::tr("Workload's peak"), Tr::tr("Device in use (peak)"),
        Tr::tr("Device memory"), Tr::tr("Share"), Tr::tr("Repetitions") };
    t.widths = { 14, 20, 20, 20, 20, 8, 10 };
    const auto bytes = [](const std::optional<int64_t>& v) { return v ? formatGpuBytes(*v) : QString(); };
    bool unified = false;
    for (const GpuPeak& p : gpuPeaks(report.run)) {
        unified = unified || p.unified;
        const auto share = p.share();
        t.rows << QStringList { p.inputId, QStringLiteral("%1: %2").arg(p.index).arg(p.name),
            p.unified ? Tr::tr("in system RAM") : bytes(p.processPeakBytes), bytes(p.usedPeakBytes),
            p.unified ? Tr::tr("system RAM") : bytes(p.totalBytes),
            share ? QStringLiteral("%1%").arg(QString::number(*share * 100.0, 'f', 1)) : QString(),
            QString::number(p.n) };
    }
    if (t.rows.isEmpty())
        return t;
    const QString source = report.run.environment.values.value(QLatin1String(GpuKeys::kSource));
    if (!source.isEmpty())
        t.notes << Tr::tr("Read from %1 at the run's context interval: sampled peaks, warm-up repetitions left out.")
                       .arg(source);
    if (unified)
        t.notes << Tr::tr("The GPU shares system RAM with the CPU: its allocations count in the workload's RAM, and "
                          "the memory ceiling stays on system RAM. NvMapMemUsed is what the GPU driver (nvmap) handed "
                          "out on the whole board, not the workload's share.");
    else
        t.notes << Tr::tr("On a discrete GPU the device's memory is a ceiling of its own: the verdict weighs the "
                          "workload's peak on each GPU against that GPU's memory. An empty cell: the driver gave no "
                          "figure.");
    return t;
}

} // namespace Analysis
