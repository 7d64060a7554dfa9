#pragma once

// Small helpers the probe's modes share: clocks, whole-file reads, number parsing, and a JSON
// line writer. stdio and the standard library only: iostreams would add ~1 MB to a static build.

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace Probe {

// CLOCK_MONOTONIC in milliseconds (fractional): every duration the probe reports uses it.
double monotonicMs();
// Wall clock in seconds since the epoch: only a label (mem.log stamps, run_start).
int64_t wallSeconds();

// Reads a whole (small) file, e.g. under /proc or /sys. False when it cannot be opened.
bool readFile(const std::string& path, std::string& out, size_t limit = 1 << 20);
// First line of a file without the newline; "" when unreadable.
std::string readLine(const std::string& path);
bool writeFile(const std::string& path, const std::string& data);
bool fileExists(const std::string& path);
bool isDirectory(const std::string& path);
// mkdir -p; false (errno set) when a component cannot be created.
bool makeDirs(const std::string& path);
std::vector<std::string> listDir(const std::string& path);

bool parseInt64(const std::string& s, int64_t& out);
bool parseDouble(const std::string& s, double& out);
std::string trim(const std::string& s);
bool startsWith(const std::string& s, const char* prefix);
std::vector<std::string> split(const std::string& s, char sep);
// The number after "Key:" in a "Key:   1234 kB" style text (proc status, meminfo); -1 when absent.
int64_t fieldValue(const std::string& text, const char* key);
// The same on a NUL-terminated buffer (the samplers' reused pread buffers): no allocation.
int64_t keyValue(const char* text, const char* key);

// Appends s as a JSON string (quoted, escaped; invalid UTF-8 bytes become U+FFFD so every line
// stays valid JSON whatever bytes a command line or file name holds).
void appendJsonString(std::string& out, const std::string& s);
// Integer and fixed-point text without locale or printf machinery (samples are written up to a
// thousand times a second). appendFixed gives what "%.*f" gives, rounding half away from zero.
void appendInt(std::string& out, long long v);
void appendFixed(std::string& out, double v, int decimals);

// Builds one JSON object; fields are appended in order. Numbers with a "missing" value are
// written as null, never as 0: a zero would be a measurement.
class JsonObject {
public:
    JsonObject& str(const char* key, const std::string& v);
    JsonObject& strOrNull(const char* key, const std::string& v, bool present);
    JsonObject& num(const char* key, int64_t v);
    JsonObject& numOrNull(const char* key, int64_t v, bool present);
    JsonObject& real(const char* key, double v, int decimals = 3);
    JsonObject& realOrNull(const char* key, double v, bool present, int decimals = 3);
    JsonObject& boolean(const char* key, bool v);
    JsonObject& null(const char* key);
    JsonObject& raw(const char* key, const std::string& json); // an already formatted value
    std::string done() const { return m_text + "}"; }

private:
    void key(const char* k);
    std::string m_text = "{";
};

std::string jsonStringArray(const std::vector<std::string>& items);

} // namespace Probe
