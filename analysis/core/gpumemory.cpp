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
                peaks.append(GpuPeak { r.inputId, g.index, g.name, g.source, g.unified, 0, {}, {}, {} });
                it = peaks.end() - 1;
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
