// A stand-in for NVIDIA's libnvidia-ml.so.1: exactly the NVML calls the probe uses
// (remote/probe/nvml.cpp), with the signatures of nvml.h, answering from a text file the test
// writes (and the workload appends to while it runs). The probe loads it through its one dlopen
// path with --nvml-library. Plain C ABI, C library only: no Qt, no C++ runtime state.
//
// The file ($HEADROOM_STANDIN_NVML), read again at every call:
//   driver 550.54.14
//   device INDEX TOTAL_BYTES USED_BYTES NAME...
//   process INDEX PID BYTES        (BYTES "na": NVML_VALUE_NOT_AVAILABLE, as in some containers)
//   fail init CODE                 (nvmlInit answers CODE, e.g. 9 NVML_ERROR_DRIVER_NOT_LOADED)
// and appends "seen PID" to $HEADROOM_STANDIN_NVML_SEEN for every process it lists.

#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {

constexpr int kMaxDevices = 8;
constexpr int kMaxProcesses = 64;

struct Process {
    unsigned pid;
    unsigned long long bytes;
};
struct Device {
    bool present;
    unsigned long long total, used;
    char name[96];
    Process processes[kMaxProcesses];
    unsigned count;
};
struct State {
    Device devices[kMaxDevices];
    unsigned count;
    char driver[80];
    int initFail;
};

bool load(State& s)
{
    std::memset(&s, 0, sizeof s);
    const char* path = std::getenv("HEADROOM_STANDIN_NVML");
    FILE* f = path ? std::fopen(path, "r") : nullptr;
    if (!f)
        return false;
    char line[512];
    while (std::fgets(line, sizeof line, f)) {
        unsigned index = 0, pid = 0;
        unsigned long long total = 0, used = 0;
        char text[128] = {};
        int code = 0, consumed = 0;
        if (std::sscanf(line, "device %u %llu %llu %n", &index, &total, &used, &consumed) == 3 && index < kMaxDevices) {
            Device& d = s.devices[index];
            d.present = true;
            d.total = total;
            d.used = used;
            std::snprintf(d.name, sizeof d.name, "%s", line + consumed);
            d.name[std::strcspn(d.name, "\r\n")] = 0;
            if (index + 1 > s.count)
                s.count = index + 1;
        } else if (std::sscanf(line, "process %u %u %127s", &index, &pid, text) == 3 && index < kMaxDevices
            && s.devices[index].count < kMaxProcesses) {
            Device& d = s.devices[index];
            d.processes[d.count++] = { pid, std::strcmp(text, "na") == 0 ? ~0ULL : std::strtoull(text, nullptr, 10) };
        } else if (std::sscanf(line, "driver %79s", text) == 1) {
            std::snprintf(s.driver, sizeof s.driver, "%s", text);
        } else if (std::sscanf(line, "fail init %d", &code) == 1) {
            s.initFail = code;
        }
    }
    std::fclose(f);
    return true;
}

struct Memory {
    unsigned long long total, free, used;
};
struct ProcessInfo { // nvmlProcessInfo_t of the _v2/_v3 calls
    unsigned pid;
    unsigned long long usedGpuMemory;
    unsigned gpuInstanceId, computeInstanceId;
};

Device* deviceOf(void* handle, State& s)
{
    const unsigned index = unsigned(reinterpret_cast<unsigned long>(handle)) - 1;
    return index < s.count && s.devices[index].present ? &s.devices[index] : nullptr;
}

} // namespace

extern "C" {

int nvmlInit_v2()
{
    State s;
    if (!load(s))
        return 9; // NVML_ERROR_DRIVER_NOT_LOADED
    return s.initFail;
}

int nvmlShutdown()
{
    return 0;
}

const char* nvmlErrorString(int r)
{
    switch (r) {
    case 0:
        return "Success";
    case 7:
        return "Insufficient Size";
    case 9:
        return "Driver Not Loaded";
    default:
        return "Unknown Error";
    }
}

int nvmlSystemGetDriverVersion(char* version, unsigned length)
{
    State s;
    load(s);
    std::snprintf(version, length, "%s", s.driver[0] ? s.driver : "stand-in");
    return 0;
}

int nvmlDeviceGetCount_v2(unsigned* count)
{
    State s;
    load(s);
    *count = s.count;
    return 0;
}

int nvmlDeviceGetHandleByIndex_v2(unsigned index, void** handle)
{
    State s;
    load(s);
    if (index >= s.count || !s.devices[index].present)
        return 2; // NVML_ERROR_INVALID_ARGUMENT
    *handle = reinterpret_cast<void*>(static_cast<unsigned long>(index) + 1);
    return 0;
}

int nvmlDeviceGetName(void* handle, char* name, unsigned length)
{
    State s;
    load(s);
    const Device* d = deviceOf(handle, s);
    if (!d)
        return 2;
    std::snprintf(name, length, "%s", d->name);
    return 0;
}

int nvmlDeviceGetMemoryInfo(void* handle, Memory* memory)
{
    State s;
    load(s);
    const Device* d = deviceOf(handle, s);
    if (!d)
        return 2;
    memory->total = d->total;
    memory->used = d->used;
    memory->free = d->total > d->used ? d->total - d->used : 0;
    return 0;
}

// The NVML contract: with too small a buffer, the count needed and NVML_ERROR_INSUFFICIENT_SIZE.
int nvmlDeviceGetComputeRunningProcesses_v3(void* handle, unsigned* count, ProcessInfo* infos)
{
    State s;
    load(s);
    const Device* d = deviceOf(handle, s);
    if (!d)
        return 2;
    if (*count < d->count) {
        *count = d->count;
        return 7;
    }
    // "seen PID" lines in $HEADROOM_STANDIN_NVML_SEEN: a workload waits for two, so the reading
    // before its exit was taken into the probe's peaks (the second query comes after the first was).
    FILE* seen = std::getenv("HEADROOM_STANDIN_NVML_SEEN") ? std::fopen(std::getenv("HEADROOM_STANDIN_NVML_SEEN"), "a")
                                                           : nullptr;
    for (unsigned i = 0; i < d->count; ++i) {
        infos[i] = { d->processes[i].pid, d->processes[i].bytes, ~0u, ~0u };
        if (seen)
            std::fprintf(seen, "seen %u\n", d->processes[i].pid);
    }
    if (seen)
        std::fclose(seen);
    *count = d->count;
    return 0;
}

// No graphics contexts on the stand-in.
int nvmlDeviceGetGraphicsRunningProcesses_v3(void* handle, unsigned* count, ProcessInfo*)
{
    State s;
    load(s);
    if (!deviceOf(handle, s))
        return 2;
    *count = 0;
    return 0;
}
}
