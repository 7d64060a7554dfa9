#pragma once

// NVIDIA's management library (NVML), loaded at run time with dlopen: the probe has no build
// dependency on it and runs the same where no NVIDIA driver is installed. Only the calls below are
// used; tests/probe/standin_nvml.c implements exactly these, with values a test controls.
//
// The probe is linked statically. glibc's dlopen from a static program loads the library's own
// dependencies (libc.so.6 among them) beside the static copy, which works only when the device's
// C library is the release the probe was linked with. So before dlopen the probe compares the two
// (the release string inside the device's libc.so.6) and does not load across releases: a failed
// or crashing load in the middle of a measurement is worse than nvidia-smi's answer
// (docs/architecture.md, "Accelerator memory").

#include <cstdint>
#include <string>
#include <vector>

namespace Probe {

class Nvml {
public:
    Nvml() = default;
    ~Nvml();
    Nvml(const Nvml&) = delete;
    Nvml& operator=(const Nvml&) = delete;

    // Loads `path` ("" for libnvidia-ml.so.1 from the loader's search path) and initialises it.
    // False with why (the library, what failed) when it cannot be used.
    bool load(const std::string& path, std::string& why);
    bool loaded() const { return m_init; }
    const std::string& library() const { return m_library; }
    const std::string& driverVersion() const { return m_driver; }

    struct Process {
        unsigned pid = 0;
        int64_t bytes = -1; // -1: the driver does not say (NVML_VALUE_NOT_AVAILABLE)
    };
    struct Device {
        int index = 0;
        std::string name;
        int64_t totalBytes = -1, usedBytes = -1; // nvmlDeviceGetMemoryInfo; -1 unread
        std::vector<Process> processes; // compute and graphics processes, a pid once
    };
    // Every device's memory and processes now. False with why when the count cannot be read; a
    // device whose memory cannot be read keeps -1 and its error in why.
    bool query(std::vector<Device>& devices, std::string& why);

private:
    void close();
    void* m_handle = nullptr;
    bool m_init = false;
    std::string m_library, m_driver;
    struct Api;
    Api* m_api = nullptr;
};

// The release of the C library the probe was linked with ("2.36") and of the device's libc.so.6
// ("" when not found). Equal, or the probe not static: dlopen may be tried.
std::string probeLibcRelease();
std::string deviceLibcRelease();
bool probeIsStatic();

} // namespace Probe
