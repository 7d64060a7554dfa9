#include "nvml.h"

#include "util.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <dlfcn.h>
#include <gnu/libc-version.h>

namespace Probe {

namespace {

// NVML's ABI, as its header declares it (nvml.h, API version 11 and 12). Return codes: 0 success,
// 7 NVML_ERROR_INSUFFICIENT_SIZE.
using Ret = int;
using Handle = void*;
struct Memory {
    unsigned long long total, free, used;
};
// nvmlProcessInfo_v1_t (the unversioned calls) and nvmlProcessInfo_t (_v2, _v3).
struct ProcessV1 {
    unsigned pid;
    unsigned long long usedGpuMemory;
};
struct ProcessV2 {
    unsigned pid;
    unsigned long long usedGpuMemory;
    unsigned gpuInstanceId, computeInstanceId;
};
constexpr unsigned long long kValueNotAvailable = ~0ULL;
constexpr Ret kInsufficientSize = 7;
constexpr unsigned kMaxProcesses = 1024;

bool sameRelease(const std::string& a, const std::string& b)
{
    return !a.empty() && a == b;
}

} // namespace

struct Nvml::Api {
    Ret (*init)() = nullptr;
    Ret (*shutdown)() = nullptr;
    const char* (*errorString)(Ret) = nullptr;
    Ret (*count)(unsigned*) = nullptr;
    Ret (*handle)(unsigned, Handle*) = nullptr;
    Ret (*name)(Handle, char*, unsigned) = nullptr;
    Ret (*memory)(Handle, Memory*) = nullptr;
    Ret (*driver)(char*, unsigned) = nullptr;
    Ret (*compute)(Handle, unsigned*, void*) = nullptr;
    Ret (*graphics)(Handle, unsigned*, void*) = nullptr;
    bool processV2 = true; // the _v2/_v3 struct; false: the v1 struct of the unversioned calls
    std::string error(Ret r) const
    {
        const char* s = errorString ? errorString(r) : nullptr;
        return (s ? std::string(s) : "error") + " (" + std::to_string(r) + ")";
    }
};

bool probeIsStatic()
{
#ifdef HEADROOM_PROBE_STATIC_BUILD
    return true;
#else
    return false;
#endif
}

std::string probeLibcRelease()
{
    return gnu_get_libc_version();
}

std::string deviceLibcRelease()
{
    // Where Debian, Ubuntu (multiarch), Fedora, Yocto and L4T keep the C library.
    std::vector<std::string> candidates;
    for (const char* dir : { "/lib", "/usr/lib" })
        for (const auto& e : listDir(dir))
            if (e.find("-linux-gnu") != std::string::npos)
                candidates.push_back(std::string(dir) + "/" + e + "/libc.so.6");
    for (const char* p : { "/lib64/libc.so.6", "/usr/lib64/libc.so.6", "/lib/libc.so.6", "/usr/lib/libc.so.6" })
        candidates.emplace_back(p);
    for (const auto& path : candidates) {
        std::string text;
        if (!readFile(path, text, size_t(16) << 20))
            continue;
        // "GNU C Library (Debian GLIBC 2.36-9+deb12u14) stable release version 2.36."
        const std::string key = "release version ";
        const size_t at = text.find(key, text.find("GNU C Library"));
        if (at == std::string::npos)
            continue;
        size_t end = at + key.size();
        while (end < text.size() && (std::isdigit(static_cast<unsigned char>(text[end])) || text[end] == '.'))
            ++end;
        std::string release = text.substr(at + key.size(), end - at - key.size());
        while (!release.empty() && release.back() == '.')
            release.pop_back();
        if (!release.empty())
            return release;
    }
    return {};
}

Nvml::~Nvml()
{
    close();
}

void Nvml::close()
{
    if (m_init && m_api && m_api->shutdown)
        m_api->shutdown();
    m_init = false;
    delete m_api;
    m_api = nullptr;
    if (m_handle)
        ::dlclose(m_handle);
    m_handle = nullptr;
}

bool Nvml::load(const std::string& path, std::string& why)
{
    close();
    m_library = path.empty() ? std::string("libnvidia-ml.so.1") : path;
    if (probeIsStatic()) {
        const std::string mine = probeLibcRelease(), device = deviceLibcRelease();
        if (!sameRelease(mine, device)) {
            why = m_library + " not loaded: the probe is linked statically with glibc " + mine
                + ", and dlopen from a static program needs the device's C library to be the same release ("
                + (device.empty() ? std::string("no libc.so.6 found") : "it is " + device) + ")";
            return false;
        }
    }
    m_handle = ::dlopen(m_library.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!m_handle) {
        const char* e = ::dlerror();
        why = "dlopen " + m_library + ": " + (e ? e : "failed");
        return false;
    }
    m_api = new Api;
    auto sym = [this](const char* name) { return ::dlsym(m_handle, name); };
    auto bind = [&](auto& fn, std::initializer_list<const char*> names) {
        for (const char* n : names)
            if (void* p = sym(n)) {
                fn = reinterpret_cast<std::remove_reference_t<decltype(fn)>>(p);
                return n;
            }
        return static_cast<const char*>(nullptr);
    };
    bind(m_api->init, { "nvmlInit_v2", "nvmlInit" });
    bind(m_api->shutdown, { "nvmlShutdown" });
    bind(m_api->errorString, { "nvmlErrorString" });
    bind(m_api->count, { "nvmlDeviceGetCount_v2", "nvmlDeviceGetCount" });
    bind(m_api->handle, { "nvmlDeviceGetHandleByIndex_v2", "nvmlDeviceGetHandleByIndex" });
    bind(m_api->name, { "nvmlDeviceGetName" });
    bind(m_api->memory, { "nvmlDeviceGetMemoryInfo" });
    bind(m_api->driver, { "nvmlSystemGetDriverVersion" });
    const char* compute = bind(m_api->compute,
        { "nvmlDeviceGetComputeRunningProcesses_v3", "nvmlDeviceGetComputeRunningProcesses_v2",
            "nvmlDeviceGetComputeRunningProcesses" });
    // The graphics list with the same struct version as the compute list, or none.
    const bool v1 = compute && std::strcmp(compute, "nvmlDeviceGetComputeRunningProcesses") == 0;
    m_api->processV2 = !v1;
    if (v1)
        bind(m_api->graphics, { "nvmlDeviceGetGraphicsRunningProcesses" });
    else
        bind(m_api->graphics,
            { "nvmlDeviceGetGraphicsRunningProcesses_v3", "nvmlDeviceGetGraphicsRunningProcesses_v2" });
    if (!m_api->init || !m_api->shutdown || !m_api->count || !m_api->handle || !m_api->memory || !m_api->compute) {
        why = m_library
            + " lacks the NVML calls the probe uses (nvmlInit, nvmlDeviceGetCount, "
              "nvmlDeviceGetHandleByIndex, nvmlDeviceGetMemoryInfo, nvmlDeviceGetComputeRunningProcesses)";
        close();
        return false;
    }
    if (const Ret r = m_api->init(); r != 0) {
        why = "nvmlInit: " + m_api->error(r);
        delete m_api;
        m_api = nullptr;
        ::dlclose(m_handle);
        m_handle = nullptr;
        return false;
    }
    m_init = true;
    char driver[96] = {};
    if (m_api->driver && m_api->driver(driver, sizeof driver) == 0)
        m_driver.assign(driver, strnlen(driver, sizeof driver));
    return true;
}

bool Nvml::query(std::vector<Device>& devices, std::string& why)
{
    devices.clear();
    why.clear();
    if (!m_init)
        return false;
    unsigned n = 0;
    if (const Ret r = m_api->count(&n); r != 0) {
        why = "nvmlDeviceGetCount: " + m_api->error(r);
        return false;
    }
    n = std::min(n, 64u);
    for (unsigned i = 0; i < n; ++i) {
        Device d;
        d.index = int(i);
        void* h = nullptr;
        if (const Ret r = m_api->handle(i, &h); r != 0) {
            why = "nvmlDeviceGetHandleByIndex(" + std::to_string(i) + "): " + m_api->error(r);
            devices.push_back(d);
            continue;
        }
        char name[96] = {};
        if (m_api->name && m_api->name(h, name, sizeof name) == 0)
            d.name.assign(name, strnlen(name, sizeof name));
        Memory mem {};
        if (const Ret r = m_api->memory(h, &mem); r == 0) {
            d.totalBytes = int64_t(std::min<unsigned long long>(mem.total, INT64_MAX));
            d.usedBytes = int64_t(std::min<unsigned long long>(mem.used, INT64_MAX));
        } else {
            why = "nvmlDeviceGetMemoryInfo(" + std::to_string(i) + "): " + m_api->error(r);
        }
        for (auto* list : { m_api->compute, m_api->graphics }) {
            if (!list)
                continue;
            // Two tries: the count may grow between the call that sizes and the call that fills.
            std::vector<ProcessV2> v2;
            std::vector<ProcessV1> v1;
            unsigned count = 64;
            Ret r = kInsufficientSize;
            for (int attempt = 0; attempt < 3 && r == kInsufficientSize; ++attempt) {
                count = std::min(count, kMaxProcesses);
                if (m_api->processV2)
                    v2.assign(count, ProcessV2 {});
                else
                    v1.assign(count, ProcessV1 {});
                unsigned got = count;
                r = list(h, &got, m_api->processV2 ? static_cast<void*>(v2.data()) : static_cast<void*>(v1.data()));
                if (r == kInsufficientSize)
                    count = got + 8;
                else
                    count = std::min(got, count);
            }
            if (r != 0) {
                why = (list == m_api->compute ? "nvmlDeviceGetComputeRunningProcesses("
                                              : "nvmlDeviceGetGraphicsRunningProcesses(")
                    + std::to_string(i) + "): " + m_api->error(r);
                continue;
            }
            for (unsigned k = 0; k < count; ++k) {
                const unsigned pid = m_api->processV2 ? v2[k].pid : v1[k].pid;
                const unsigned long long used = m_api->processV2 ? v2[k].usedGpuMemory : v1[k].usedGpuMemory;
                const int64_t bytes
                    = used == kValueNotAvailable ? -1 : int64_t(std::min<unsigned long long>(used, INT64_MAX));
                // A process in both lists (a compute context with a display) is counted once.
                auto same = std::find_if(
                    d.processes.begin(), d.processes.end(), [pid](const Process& p) { return p.pid == pid; });
                if (same == d.processes.end())
                    d.processes.push_back({ pid, bytes });
                else if (bytes > same->bytes)
                    same->bytes = bytes;
            }
        }
        devices.push_back(std::move(d));
    }
    return true;
}

} // namespace Probe
