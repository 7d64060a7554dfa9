#pragma once

// Accelerator memory (issue 25, item 3): what the probe read per GPU (remote/probe/gpupoller.h),
// summed up per input and GPU, never across GPUs. A discrete GPU's own memory is a ceiling of its
// own; a unified-memory board's (Jetson) GPU allocations are system RAM, so its ceiling stays RAM.

#include "analysis/core/run.h"

#include <QList>
#include <QString>

#include <optional>

namespace Analysis {

// One input on one GPU, over its measured (not warm-up) repetitions.
struct GpuPeak {
    QString inputId;
    int index = 0;
    QString name, source;
    bool unified = false;
    int n = 0; // measured repetitions with a reading of this GPU
    std::optional<int64_t> totalBytes; // the device's memory
    std::optional<int64_t> processPeakBytes; // the workload's own, the largest repetition's
    std::optional<int64_t> usedPeakBytes; // the device's use by every process, the largest
    // What the workload reported itself (a PyTorch script's headroom:gpu_peak lines or peaks file), the largest
    // repetition's each: the peak of allocated tensors and the peak its caching allocator reserved.
    // Apart from processPeakBytes (NVML's view of the process), never added to it or to each other.
    int workloadN = 0; // measured repetitions in which the workload reported this GPU
    std::optional<int64_t> allocatedPeakBytes, reservedPeakBytes;
    QString peakApi; // the call(s) it named, ", " between different ones
    // The workload's peak over the device's memory; unset on a unified board or without figures.
    std::optional<double> share() const
    {
        if (unified || !totalBytes || !processPeakBytes || *totalBytes <= 0)
            return std::nullopt;
        return double(*processPeakBytes) / double(*totalBytes);
    }
};

// Per input (in the run's order) and GPU (by index).
QList<GpuPeak> gpuPeaks(const Run& run);

// "3.00 GiB (3221225472 bytes)": GiB as 2^30 bytes, and the exact count.
// Where the workload's own peaks were read, and none came, what was tried (translated): "not
// available: the probe read headroom:gpu_peak lines on stdout and stderr and the file in
// $HEADROOM_GPU_PEAKS_FILE ..., and the workload reported none for this GPU", with the refused
// lines and files counted; empty when the run's probe did not read them (an import, an older probe).
QString workloadPeaksMissingText(const Environment& env);

// How the workload reported the peaks that were kept (translated): "headroom:gpu_peak lines", "the
// peaks file ($HEADROOM_GPU_PEAKS_FILE)" or both; lines for a run from before the file (probe 0.2.12).
QString workloadPeaksFromText(const Environment& env);

QString formatGpuBytes(int64_t bytes);

// One line for the report's environment: "NVML (libnvidia-ml.so.1, driver 550.54.14)", with "; the GPU
// shares system RAM" on a unified board, or "not available: <what was tried>"; empty when the run
// recorded nothing about GPUs (an import, an older probe). Translated.
QString gpuSourceText(const Environment& env);

// The environment keys the event reader fills from run_start's "gpu" object (probe 0.2.9).
namespace GpuKeys {
inline constexpr char kSource[] = "gpu_memory_source"; // "NVML (libnvidia-ml.so.1, driver ...)", ...
inline constexpr char kUnified[] = "gpu_unified_memory"; // "true" on a unified-memory board
inline constexpr char kTried[] = "gpu_memory_tried"; // what was tried before the source, or in vain
// Probe 0.2.10: where the workload's own peaks were read ("headroom:gpu_peak lines on stdout and
// stderr", since 0.2.12 "... and the file in $HEADROOM_GPU_PEAKS_FILE ..."), and how many lines
// and peaks files were refused over the run (absent: none).
inline constexpr char kWorkloadPeaksRead[] = "gpu_workload_peaks_read";
inline constexpr char kWorkloadPeaksRefused[] = "gpu_workload_peaks_refused";
// Probe 0.2.12: where the kept peaks came from over the run: "line", "file" (the peaks file) or
// "line,file" (an entry without a source, from an older probe, is a line); absent in a run stored
// before it was read, or without peaks.
inline constexpr char kWorkloadPeaksFrom[] = "gpu_workload_peaks_from";
} // namespace GpuKeys

} // namespace Analysis
