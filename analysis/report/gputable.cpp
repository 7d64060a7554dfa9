// The GPU memory table of a report (issue 25, item 3): per input and GPU, what the probe read
// (NVML, or NvMapMemUsed on a unified-memory board). Printed by the Markdown export and drawn by the
// PDF summary (reporttables.h). Each GPU is its own row: figures of two GPUs are never added.

#include "analysis/core/gpumemory.h"
#include "analysis/core/tr.h"
#include "analysis/report/reporttables.h"

#include <algorithm>

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
    bool workload = false;
    for (const GpuPeak& p : gpuPeaks(report.run)) {
        workload = workload || p.workloadN > 0;
        if (p.source.isEmpty())
            continue; // only the workload reported this GPU: its own table has it
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
    if (!workload) {
        if (const QString missing = workloadPeaksMissingText(report.run.environment); !missing.isEmpty())
            t.notes << Tr::tr("The workload's own peaks (PyTorch's allocated and reserved memory): %1.").arg(missing);
    }
    return t;
}

namespace {

QString gpuLabel(const GpuPeak& p)
{
    return p.name.isEmpty() ? QString::number(p.index) : QStringLiteral("%1: %2").arg(p.index).arg(p.name);
}

} // namespace

ReportTable workloadGpuMemoryTable(const Report& report)
{
    ReportTable t;
    t.title = Tr::tr("GPU memory the workload reported");
    t.header = QStringList { Tr::tr("Input"), Tr::tr("GPU"), Tr::tr("Tensors allocated (peak)"),
        Tr::tr("Allocator reserved (peak)"), Tr::tr("NVML: workload's processes (peak)"), Tr::tr("Reported by"),
        Tr::tr("Repetitions") };
    t.widths = { 14, 16, 22, 22, 22, 18, 10 };
    const QList<GpuPeak> peaks = gpuPeaks(report.run);
    if (std::none_of(peaks.cbegin(), peaks.cend(), [](const GpuPeak& p) { return p.workloadN > 0; }))
        return t;
    const QString na = Tr::tr("not available");
    const auto bytes = [&](const std::optional<int64_t>& v) { return v ? formatGpuBytes(*v) : na; };
    bool missingWorkload = false, missingNvml = false;
    for (const GpuPeak& p : peaks) {
        missingWorkload = missingWorkload || p.workloadN == 0;
        const bool seen = !p.source.isEmpty();
        missingNvml = missingNvml || !seen;
        const QString nvml = !seen ? na : p.unified ? Tr::tr("in system RAM") : bytes(p.processPeakBytes);
        t.rows << QStringList { p.inputId, gpuLabel(p), p.workloadN > 0 ? bytes(p.allocatedPeakBytes) : na,
            p.workloadN > 0 ? bytes(p.reservedPeakBytes) : na, nvml, p.workloadN > 0 ? p.peakApi : na,
            QString::number(p.workloadN) };
    }
    t.notes << Tr::tr("Three different figures, never added: the peak of the tensors the workload allocated, the "
                      "peak its caching allocator reserved (those tensors and the free blocks it kept), and the "
                      "most NVML saw the workload's processes hold (the reserved memory, the CUDA context and any "
                      "other library's allocations). The first two are the workload's own report (%1), the largest "
                      "measured repetition's; NVML's is sampled. GiB = 2^30 bytes.")
                   .arg(workloadPeaksFromText(report.run.environment));
    if (missingWorkload) {
        if (const QString missing = workloadPeaksMissingText(report.run.environment); !missing.isEmpty())
            t.notes << Tr::tr("Where the workload's figures are not available: %1.").arg(missing);
    }
    if (missingNvml) {
        const QString source = gpuSourceText(report.run.environment);
        t.notes << Tr::tr("Where NVML's figure is not available, it did not see that GPU: %1.")
                       .arg(source.isEmpty() ? Tr::tr("the run recorded no GPU source") : source);
    }
    return t;
}

} // namespace Analysis
