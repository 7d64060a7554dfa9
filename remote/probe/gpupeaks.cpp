#include "gpupeaks.h"

#include "json.h"
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

const char* GpuPeakFields::name(Key k)
{
    static const char* const names[kKeys] = { "gpu", "allocated", "reserved", "api" };
    return names[k];
}

std::string GpuPeakFields::named(Key k) const
{
    if (!m_file)
        return std::string(name(k)) + "=";
    return m_spelled[k].empty() ? "\"" + std::string(name(k)) + "\"" : m_spelled[k];
}

bool GpuPeakFields::set(Key k, const std::string& spelled, const std::string& value, std::string& why)
{
    if (m_seen[k]) {
        why = m_spelled[k] == spelled ? named(k) + " given twice"
                                      : spelled + " given beside " + named(k) + ": one name per figure";
        return false;
    }
    m_seen[k] = true;
    m_spelled[k] = spelled;
    int64_t x = 0;
    switch (k) {
    case Gpu:
        if (!wholeNumber(value, int64_t(WorkloadGpuPeaks::kMaxGpus) - 1, x)) {
            why = named(k) + " must be a device index from 0 to 63, got \"" + shown(value) + "\"";
            return false;
        }
        m_p.gpu = int(x);
        return true;
    case Api:
        if (!apiName(value)) {
            why = named(k) + " must name the call in 1 to 64 letters, digits and ._-:()[]'\", got \"" + shown(value)
                + "\"";
            return false;
        }
        m_p.api = value;
        return true;
    case Allocated:
    case Reserved:
    case kKeys:
        break;
    }
    if (!wholeNumber(value, kMaxBytes, x)) {
        why = named(k) + " must be a whole number of bytes (digits only, at most 10^18), got \"" + shown(value) + "\"";
        return false;
    }
    (k == Allocated ? m_p.allocatedBytes : m_p.reservedBytes) = x;
    return true;
}

bool GpuPeakFields::done(WorkloadGpuPeak& out, std::string& why) const
{
    for (int k = 0; k < kKeys; ++k)
        if (!m_seen[k]) {
            const Key key = Key(k);
            why = "missing " + named(key)
                + (m_file ? " (an entry carries \"gpu\", \"allocated\", \"reserved\" and \"api\")"
                          : " (a line carries gpu=, allocated=, reserved= and api=)");
            return false;
        }
    if (m_p.allocatedBytes > m_p.reservedBytes) {
        why = named(Allocated) + " (" + std::to_string(m_p.allocatedBytes) + ") above " + named(Reserved) + " ("
            + std::to_string(m_p.reservedBytes)
            + "): the caching allocator reserves every byte it allocates; were the two swapped?";
        return false;
    }
    WorkloadGpuPeak p = m_p;
    p.fromStdout = out.fromStdout;
    p.line = out.line;
    p.file = out.file;
    out = p;
    return true;
}

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
    GpuPeakFields fields(false);
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
        int k = 0;
        while (k < GpuPeakFields::kKeys && key != GpuPeakFields::name(GpuPeakFields::Key(k)))
            ++k;
        if (k == GpuPeakFields::kKeys) {
            why = "unknown key \"" + shown(key) + "\" (gpu, allocated, reserved and api are read)";
            return GpuPeakLine::Refused;
        }
        if (!fields.set(GpuPeakFields::Key(k), key, value, why))
            return GpuPeakLine::Refused;
    }
    WorkloadGpuPeak p;
    p.fromStdout = out.fromStdout;
    p.line = out.line;
    if (!fields.done(p, why))
        return GpuPeakLine::Refused;
    out = p;
    return GpuPeakLine::Ok;
}

namespace {

const char* typeName(const JsonValue& v)
{
    switch (v.type) {
    case JsonValue::Null:
        return "null";
    case JsonValue::Bool:
        return "true or false";
    case JsonValue::Number:
        return "a number";
    case JsonValue::String:
        return "a string";
    case JsonValue::Array:
        return "an array";
    case JsonValue::Object:
        return "an object";
    }
    return "?";
}

// An entry's member names: ours, and torch's own for the two peaks (the spelling family: 1 for
// max_memory_allocated()/max_memory_reserved(), 2 for memory_stats()'s keys).
struct FileKey {
    const char* name;
    GpuPeakFields::Key key;
    int family;
};
constexpr FileKey kFileKeys[] = {
    { "gpu", GpuPeakFields::Gpu, 0 },
    { "allocated", GpuPeakFields::Allocated, 0 },
    { "max_memory_allocated", GpuPeakFields::Allocated, 1 },
    { "allocated_bytes.all.peak", GpuPeakFields::Allocated, 2 },
    { "reserved", GpuPeakFields::Reserved, 0 },
    { "max_memory_reserved", GpuPeakFields::Reserved, 1 },
    { "reserved_bytes.all.peak", GpuPeakFields::Reserved, 2 },
    { "api", GpuPeakFields::Api, 0 },
};

bool fileEntry(const JsonValue& e, WorkloadGpuPeak& p, std::string& why)
{
    if (!e.isObject()) {
        why = std::string("must be an object, got ") + typeName(e);
        return false;
    }
    GpuPeakFields fields(true);
    int family[2] = { -1, -1 }; // of allocated, of reserved
    for (const auto& m : e.members) {
        const FileKey* k = nullptr;
        for (const FileKey& f : kFileKeys)
            if (m.first == f.name)
                k = &f;
        if (!k) {
            why = "unknown member \"" + shown(m.first)
                + "\" (gpu, allocated, reserved and api are read, or torch's max_memory_allocated/max_memory_reserved "
                  "or allocated_bytes.all.peak/reserved_bytes.all.peak)";
            return false;
        }
        const std::string spelled = std::string("\"") + k->name + "\"";
        const bool wantString = k->key == GpuPeakFields::Api;
        if (wantString ? !m.second.isString() : !m.second.isNumber()) {
            why = spelled + (wantString ? " must be a string" : " must be a number") + ", got " + typeName(m.second);
            return false;
        }
        // A number's literal as written: "1.5e9" or "2147483648.0" is refused as on a line.
        if (!fields.set(k->key, spelled, m.second.text, why))
            return false;
        if (k->key == GpuPeakFields::Allocated || k->key == GpuPeakFields::Reserved)
            family[k->key == GpuPeakFields::Reserved] = k->family;
    }
    if (!fields.has(GpuPeakFields::Api) && family[0] == family[1] && family[0] > 0
        && !fields.set(
            GpuPeakFields::Api, "\"api\"", family[0] == 1 ? "torch.cuda.max_memory" : "torch.cuda.memory_stats", why))
        return false;
    return fields.done(p, why);
}

} // namespace

bool parseGpuPeakFile(const std::string& text, std::vector<WorkloadGpuPeak>& out, std::string& why)
{
    out.clear();
    if (text.size() > WorkloadGpuPeaks::kMaxFileBytes) {
        why = "larger than " + std::to_string(WorkloadGpuPeaks::kMaxFileBytes) + " bytes";
        return false;
    }
    JsonValue doc;
    std::string error;
    if (!parseJson(text.data(), text.size(), doc, error)) {
        why = "not JSON: " + error;
        return false;
    }
    if (!doc.isObject()) {
        why = std::string("the top level must be an object, {\"gpus\": [...]}, got ") + typeName(doc);
        return false;
    }
    const JsonValue* gpus = nullptr;
    for (const auto& m : doc.members) {
        if (m.first != "gpus") {
            why = "unknown member \"" + shown(m.first) + "\" at the top level (only \"gpus\" is read)";
            return false;
        }
        if (gpus) {
            why = "\"gpus\" given twice";
            return false;
        }
        gpus = &m.second;
    }
    if (!gpus) {
        why = "missing \"gpus\" (the file is {\"gpus\": [...]}, one entry per GPU)";
        return false;
    }
    if (gpus->type != JsonValue::Array || gpus->items.size() > WorkloadGpuPeaks::kMaxGpus) {
        why = std::string("\"gpus\" must be an array of at most 64 entries, one per GPU, got ")
            + (gpus->type == JsonValue::Array ? std::to_string(gpus->items.size()) + " entries" : typeName(*gpus));
        return false;
    }
    std::vector<WorkloadGpuPeak> peaks;
    for (size_t i = 0; i < gpus->items.size(); ++i) {
        WorkloadGpuPeak p;
        std::string entryWhy;
        const std::string where = "\"gpus\" entry " + std::to_string(i + 1) + ": ";
        if (!fileEntry(gpus->items[i], p, entryWhy)) {
            why = where + entryWhy;
            return false;
        }
        for (size_t j = 0; j < peaks.size(); ++j)
            if (peaks[j].gpu == p.gpu) {
                why = where + "GPU " + std::to_string(p.gpu) + " given twice (also in entry " + std::to_string(j + 1)
                    + ")";
                return false;
            }
        peaks.push_back(p);
    }
    out = peaks;
    return true;
}

void WorkloadGpuPeaks::add(const WorkloadGpuPeak& p)
{
    for (WorkloadGpuPeak& q : m_peaks)
        if (q.gpu == p.gpu) {
            if (!q.fromFile() || p.fromFile()) // the file, written at the end, wins over any line
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
            .str("api", p.api);
        if (p.fromFile())
            o.str("source", "file").str("file", p.file);
        else
            o.str("source", "line").str("stream", p.fromStdout ? "stdout" : "stderr").num("line", p.line);
        if (s.size() > 1)
            s += ',';
        s += o.done();
    }
    return s + "]";
}

} // namespace Probe
