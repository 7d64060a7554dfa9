#include "gpupeaks.h"

#include "util.h"

#include <algorithm>
#include <cstring>

namespace Probe {

namespace {

constexpr char kPrefix[] = "headroom:gpu_peak";
constexpr int64_t kMaxBytes = 1000000000000000000LL; // 10^18: far above any device, far below int64's end

bool blank(char c)
{
    return c == ' ' || c == '\t' || c == '\r';
}

// A value as the workload wrote it, cut for a message: printable ASCII only, at most 40 bytes.
std::string shown(const std::string& v)
{
    std::string s;
    for (unsigned char c : v.substr(0, 40))
        s += (c >= 0x20 && c < 0x7f) ? char(c) : '?';
    return v.size() > 40 ? s + "..." : s;
}

// Decimal digits only: no sign, no point, no exponent (torch returns an int; a float printed by
// mistake, "1.5e9", is refused rather than rounded).
bool wholeNumber(const std::string& v, int64_t max, int64_t& out)
{
    if (v.empty() || v.size() > 19)
        return false;
    int64_t x = 0;
    for (char c : v) {
        if (c < '0' || c > '9')
            return false;
        x = x * 10 + (c - '0');
        if (x > max)
            return false;
    }
    out = x;
    return true;
}

bool apiName(const std::string& v)
{
    if (v.empty() || v.size() > 64)
        return false;
    return std::all_of(v.begin(), v.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' || c == '_'
            || c == '-' || c == ':' || c == '(' || c == ')' || c == '[' || c == ']' || c == '"' || c == '\'';
    });
}

} // namespace

GpuPeakLine parseGpuPeakLine(const std::string& line, WorkloadGpuPeak& out, std::string& why)
{
    size_t i = 0;
    while (i < line.size() && blank(line[i]))
        ++i;
    const size_t n = sizeof kPrefix - 1;
    if (line.compare(i, n, kPrefix) != 0)
        return GpuPeakLine::NotOne;
    i += n;
    if (i < line.size() && !blank(line[i]))
        return GpuPeakLine::NotOne; // headroom:gpu_peaks, ...: another word
    WorkloadGpuPeak p;
    p.fromStdout = out.fromStdout;
    p.line = out.line;
    bool seenGpu = false, seenAlloc = false, seenRes = false, seenApi = false;
    while (true) {
        while (i < line.size() && blank(line[i]))
            ++i;
        if (i >= line.size())
            break;
        size_t end = i;
        while (end < line.size() && !blank(line[end]))
            ++end;
        const std::string field = line.substr(i, end - i);
        i = end;
        const size_t eq = field.find('=');
        if (eq == std::string::npos) {
            why = "\"" + shown(field) + "\" is no key=value";
            return GpuPeakLine::Refused;
        }
        const std::string key = field.substr(0, eq), value = field.substr(eq + 1);
        bool* seen = key == "gpu" ? &seenGpu
            : key == "allocated"  ? &seenAlloc
            : key == "reserved"   ? &seenRes
            : key == "api"        ? &seenApi
                                  : nullptr;
        if (!seen) {
            why = "unknown key \"" + shown(key) + "\" (gpu, allocated, reserved and api are read)";
            return GpuPeakLine::Refused;
        }
        if (*seen) {
            why = key + "= given twice";
            return GpuPeakLine::Refused;
        }
        *seen = true;
        int64_t x = 0;
        if (key == "gpu") {
            if (!wholeNumber(value, int64_t(WorkloadGpuPeaks::kMaxGpus) - 1, x)) {
                why = "gpu= must be a device index from 0 to 63, got \"" + shown(value) + "\"";
                return GpuPeakLine::Refused;
            }
            p.gpu = int(x);
        } else if (key == "api") {
            if (!apiName(value)) {
                why = "api= must name the call in 1 to 64 letters, digits and ._-:()[]'\", got \"" + shown(value)
                    + "\"";
                return GpuPeakLine::Refused;
            }
            p.api = value;
        } else {
            if (!wholeNumber(value, kMaxBytes, x)) {
                why = key + "= must be a whole number of bytes (digits only, at most 10^18), got \"" + shown(value)
                    + "\"";
                return GpuPeakLine::Refused;
            }
            (key == "allocated" ? p.allocatedBytes : p.reservedBytes) = x;
        }
    }
    if (!seenGpu || !seenAlloc || !seenRes || !seenApi) {
        why = std::string("missing ")
            + (!seenGpu          ? "gpu="
                    : !seenAlloc ? "allocated="
                    : !seenRes   ? "reserved="
                                 : "api=")
            + " (a line carries gpu=, allocated=, reserved= and api=)";
        return GpuPeakLine::Refused;
    }
    if (p.allocatedBytes > p.reservedBytes) {
        why = "allocated= (" + std::to_string(p.allocatedBytes) + ") above reserved= ("
            + std::to_string(p.reservedBytes)
            + "): the caching allocator reserves every byte it allocates; were the two swapped?";
        return GpuPeakLine::Refused;
    }
    out = p;
    return GpuPeakLine::Ok;
}

void WorkloadGpuPeaks::add(const WorkloadGpuPeak& p)
{
    for (WorkloadGpuPeak& q : m_peaks)
        if (q.gpu == p.gpu) {
            q = p;
            return;
        }
    if (m_peaks.size() < kMaxGpus)
        m_peaks.push_back(p);
}

std::string WorkloadGpuPeaks::json() const
{
    std::vector<WorkloadGpuPeak> sorted = m_peaks;
    std::sort(sorted.begin(), sorted.end(), [](const auto& a, const auto& b) { return a.gpu < b.gpu; });
    std::string s = "[";
    for (const WorkloadGpuPeak& p : sorted) {
        JsonObject o;
        o.num("gpu", p.gpu)
            .num("allocated_peak_bytes", p.allocatedBytes)
            .num("reserved_peak_bytes", p.reservedBytes)
            .str("api", p.api)
            .str("stream", p.fromStdout ? "stdout" : "stderr")
            .num("line", p.line);
        if (s.size() > 1)
            s += ',';
        s += o.done();
    }
    return s + "]";
}

} // namespace Probe
