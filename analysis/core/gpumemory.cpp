#include "analysis/core/gpumemory.h"

#include "analysis/core/tr.h"

#include <algorithm>

namespace Analysis {

QList<GpuPeak> gpuPeaks(const Run& run)
{
    QList<GpuPeak> peaks;
    const auto larger = [](std::optional<int64_t>& into, const std::optional<int64_t>& v) {
        if (v && (!into || *v > *into))
            into = v;
    };
    for (const Repetition& r : run.repetitions) {
        if (r.warmup)
            continue;
        for (const GpuMemory& g : r.gpuMemory) {
            auto it = std::find_if(peaks.begin(), peaks.end(),
                [&](const GpuPeak& p) { return p.inputId == r.inputId && p.index == g.index; });
            if (it == peaks.end()) {
                peaks.append(GpuPeak { r.inputId, g.index, g.name, g.source, g.unified, 0, {}, {}, {}, 0, {}, {}, {} });
                it = peaks.end() - 1;
            }
            if (it->name.isEmpty() && !g.name.isEmpty()) { // the workload's report came first
                it->name = g.name;
                it->source = g.source;
                it->unified = g.unified;
            }
            if (g.allocatedPeakBytes || g.reservedPeakBytes) {
                ++it->workloadN;
                larger(it->allocatedPeakBytes, g.allocatedPeakBytes);
                larger(it->reservedPeakBytes, g.reservedPeakBytes);
                if (!g.peakApi.isEmpty() && !it->peakApi.split(QStringLiteral(", ")).contains(g.peakApi))
                    it->peakApi = it->peakApi.isEmpty() ? g.peakApi : it->peakApi + QStringLiteral(", ") + g.peakApi;
            }
            if (g.samples <= 0)
                continue; // a repetition shorter than one reading: nothing seen, not zero
            ++it->n;
            larger(it->totalBytes, g.totalBytes);
            larger(it->processPeakBytes, g.processPeakBytes);
            larger(it->usedPeakBytes, g.usedPeakBytes);
        }
    }
    return peaks;
}

QString formatGpuBytes(int64_t bytes)
{
    const double gib = double(bytes) / double(int64_t(1) << 30);
    return Tr::tr("%1 GiB (%2 bytes)").arg(QString::number(gib, 'f', gib >= 100 ? 1 : 2)).arg(bytes);
}

QString workloadPeaksMissingText(const Environment& env)
{
    const QString read = env.values.value(QLatin1String(GpuKeys::kWorkloadPeaksRead));
    if (read.isEmpty())
        return {};
    const int refused = env.values.value(QLatin1String(GpuKeys::kWorkloadPeaksRefused)).toInt();
    const QString text
        = Tr::tr("not available: the probe read %1, and the workload reported none for this GPU").arg(read);
    if (refused <= 0)
        return text;
    return text
        + Tr::tr(" (refused lines and peaks files: %1; the run's warnings name each, with its file and line)")
              .arg(refused);
}

QString workloadPeaksFromText(const Environment& env)
{
    const QString from = env.values.value(QLatin1String(GpuKeys::kWorkloadPeaksFrom));
    if (from == u"file")
        return Tr::tr("the peaks file $HEADROOM_GPU_PEAKS_FILE named");
    if (from == u"line,file")
        return Tr::tr("headroom:gpu_peak lines and the peaks file $HEADROOM_GPU_PEAKS_FILE named; the file's figures "
                      "replace the lines' for the GPUs it names");
    return Tr::tr("headroom:gpu_peak lines");
}

QString gpuSourceText(const Environment& env)
{
    const QString source = env.values.value(QLatin1String(GpuKeys::kSource));
    const QString tried = env.values.value(QLatin1String(GpuKeys::kTried));
    const bool unified = env.values.value(QLatin1String(GpuKeys::kUnified)) == u"true";
    if (source.isEmpty())
        return tried.isEmpty() ? QString() : Tr::tr("not available: %1").arg(tried);
    return unified ? Tr::tr("%1; the GPU shares system RAM").arg(source) : source;
}

} // namespace Analysis
