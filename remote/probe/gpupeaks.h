#pragma once
// The workload's own GPU memory peaks (issue 25, item 3): a PyTorch script knows the peak of its
// allocated tensors and the peak its caching allocator reserved (torch.cuda.max_memory_allocated /
// max_memory_reserved, or memory_stats()); NVML only sees the process's whole use. The script prints
// them as one marker line per GPU (docs/json-format.md, "The workload's GPU memory peaks"):
//
//   headroom:gpu_peak gpu=0 allocated=1073741824 reserved=2147483648 api=torch.cuda.max_memory
//
// Pure functions, no I/O: run on every output line after a prefix check.

#include <cstdint>
#include <string>
#include <vector>

namespace Probe {

struct WorkloadGpuPeak {
    int gpu = -1;
    int64_t allocatedBytes = -1; // the peak of allocated tensors
    int64_t reservedBytes = -1; // the peak the caching allocator reserved
    std::string api; // which call gave them, as the workload named it
    bool fromStdout = true;
    int64_t line = 0; // 1-based line of that stream
};

enum class GpuPeakLine { NotOne, Ok, Refused };

// NotOne: the line is no headroom:gpu_peak marker (anything else, including other markers).
// Refused: it is one, and `why` says what is wrong with it (a key missing, twice, unknown, a value
// that is no whole number of bytes, allocated above reserved). Any byte sequence is safe.
GpuPeakLine parseGpuPeakLine(const std::string& line, WorkloadGpuPeak& out, std::string& why);

// The repetition's peaks, one per GPU: a later line for a GPU replaces the earlier one (PyTorch's
// peaks only grow until reset_peak_memory_stats(), so the last line is the repetition's).
class WorkloadGpuPeaks {
public:
    static constexpr size_t kMaxGpus = 64;
    static constexpr int kMaxWarnings = 10; // refused lines reported by text per repetition
    void add(const WorkloadGpuPeak& p);
    void clear()
    {
        m_peaks.clear();
        m_refused = 0;
    }
    int64_t refused() const { return m_refused; }
    int64_t noteRefused() { return ++m_refused; }
    bool empty() const { return m_peaks.empty(); }
    // rep_end's "workload_gpu_peaks" array, by GPU index.
    std::string json() const;

private:
    std::vector<WorkloadGpuPeak> m_peaks;
    int64_t m_refused = 0;
};

} // namespace Probe
