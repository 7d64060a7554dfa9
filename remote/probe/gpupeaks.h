#pragma once
// The workload's own GPU memory peaks (issue 25, item 3): a PyTorch script knows the peak of its
// allocated tensors and the peak its caching allocator reserved (torch.cuda.max_memory_allocated /
// max_memory_reserved, or memory_stats()); NVML only sees the process's whole use. The script
// reports them in either of two ways (docs/json-format.md, "The workload's GPU memory peaks"):
//
// - one marker line per GPU, on stdout or stderr:
//
//     headroom:gpu_peak gpu=0 allocated=1073741824 reserved=2147483648 api=torch.cuda.max_memory
//
// - a JSON file at the path the probe gives it in $HEADROOM_GPU_PEAKS_FILE (inside the run folder's
//   out/, one per repetition), read once the workload has exited:
//
//     {"gpus": [{"gpu": 0, "allocated": 1073741824, "reserved": 2147483648, "api": "torch.cuda.max_memory"}]}
//
// Both are checked by the same rules (GpuPeakFields). Pure functions, no I/O: any byte sequence is safe.

#include <cstdint>
#include <string>
#include <vector>

namespace Probe {

struct WorkloadGpuPeak {
    int gpu = -1;
    int64_t allocatedBytes = -1; // the peak of allocated tensors
    int64_t reservedBytes = -1; // the peak the caching allocator reserved
    std::string api; // which call gave them, as the workload named it
    // Where it came from: a line of stdout or stderr (1-based), or the peaks file (its name in the
    // run folder, "out/run-0.gpu_peaks.json"; empty for a line).
    bool fromStdout = true;
    int64_t line = 0;
    std::string file;
    bool fromFile() const { return !file.empty(); }
};

// The rules one GPU's report obeys, whichever way it came: gpu 0..63, allocated and reserved whole
// bytes (digits only, at most 10^18) with allocated <= reserved, api 1 to 64 letters, digits and
// ._-:()[]'", each given once, nothing else. A line names its keys "allocated=", the file
// "\"allocated\"" (or the torch spelling the workload used), so each message names what was written.
class GpuPeakFields {
public:
    enum Key { Gpu, Allocated, Reserved, Api, kKeys };
    // fromFile: messages name keys as JSON members, not key= fields.
    explicit GpuPeakFields(bool fromFile)
        : m_file(fromFile)
    {
    }
    // One key's value as written (a line's text after '=', a JSON number's literal or a string's
    // text); `spelled` is how the workload named the key, for messages. False with why.
    bool set(Key k, const std::string& spelled, const std::string& value, std::string& why);
    bool has(Key k) const { return m_seen[k]; }
    // Every key given and allocated <= reserved: the report, with out's source fields kept.
    bool done(WorkloadGpuPeak& out, std::string& why) const;
    static const char* name(Key k);

private:
    std::string named(Key k) const; // "allocated=" or "\"allocated\"", as the workload spelled it
    bool m_file;
    bool m_seen[kKeys] = {};
    std::string m_spelled[kKeys];
    WorkloadGpuPeak m_p;
};

enum class GpuPeakLine { NotOne, Ok, Refused };

// NotOne: the line is no headroom:gpu_peak marker (anything else, including other markers).
// Refused: it is one, and `why` says what is wrong with it (a key missing, twice, unknown, a value
// that is no whole number of bytes, allocated above reserved). Any byte sequence is safe.
GpuPeakLine parseGpuPeakLine(const std::string& line, WorkloadGpuPeak& out, std::string& why);

// The peaks file's whole text, at most kMaxFileBytes. True with every GPU's report in `out` (none
// for {"gpus": []}); false with `why` and `out` empty: one bad entry refuses the whole file, nothing
// of it is half-kept. Each entry takes "allocated"/"reserved" or torch's own names for them
// ("max_memory_allocated"/"max_memory_reserved", or memory_stats()'s "allocated_bytes.all.peak"/
// "reserved_bytes.all.peak"); "api" may be left out where both use the same torch spelling (it is
// then "torch.cuda.max_memory" or "torch.cuda.memory_stats"). A GPU given twice refuses the file.
bool parseGpuPeakFile(const std::string& text, std::vector<WorkloadGpuPeak>& out, std::string& why);

// The repetition's peaks, one per GPU. A later line for a GPU replaces the earlier one (PyTorch's
// peaks only grow until reset_peak_memory_stats(), so the last line is the repetition's); the file,
// written at the end, replaces the lines for every GPU it names, and no line replaces the file's.
class WorkloadGpuPeaks {
public:
    static constexpr size_t kMaxGpus = 64;
    static constexpr int kMaxWarnings = 10; // refused lines reported by text per repetition
    static constexpr size_t kMaxFileBytes = 64 * 1024; // a larger peaks file is refused unread
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
