#pragma once
// The private state of one repetition of `headroom-probe run` (Runner::Rep), shared by the files
// that work on it: runrep.cpp (start, watch, report) and runloop.cpp (loop mode's passes). Nothing
// outside the run mode includes it.

#include "engine.h"
#include "envinfo.h"
#include "gpupeaks.h"
#include "iterations.h"
#include "mappedfiles.h"
#include "outputcopy.h"
#include "protocol.h"
#include "runner.h"
#include "util.h"

#include <algorithm>
#include <cstring>
#include <string>
#include <sys/resource.h>
#include <vector>

namespace Probe {

// Splits a stream into lines for the load and token regexes; a line longer than the cap is
// matched on its first part so a binary stream cannot grow the buffer without bound.
// memchr, not a byte at a time: on a 300 MB output the byte loop was most of the probe's CPU.
struct LineSplitter {
    static constexpr size_t kCap = 65536;
    std::string partial;
    template <typename F> void feed(const char* p, size_t n, F&& onLine)
    {
        while (n > 0) {
            const char* nl = static_cast<const char*>(std::memchr(p, '\n', n));
            const size_t len = nl ? size_t(nl - p) : n;
            if (partial.size() < kCap)
                partial.append(p, std::min(len, kCap - partial.size()));
            if (!nl)
                return;
            onLine(partial);
            partial.clear();
            p = nl + 1;
            n -= len + 1;
        }
    }
};

// One repetition's readings, from the fork to the rep_end event.
struct Runner::Rep {
    std::string inputId;
    int rep = 0;
    bool warmup = false;
    std::vector<std::string> argv;
    // Bounded copies (outputcopy.h): a run folder never holds more of an output than the host reads.
    OutputCopy outCopy, errCopy;
    pid_t child = -1;
    int outFd = -1, errFd = -1;
    double t0 = 0;
    double endMs = 0;

    // Before the start, to compare with the end.
    ThermalSnapshot thermalBefore;
    int64_t oomBefore = -1;
    CgroupReading cgBefore;
    bool cgPeakReset = false;
    int cgPeakFd = -1;
    Pressure psiBefore;
    ProcMem self;

    // The load phase.
    double loadMs = -1, firstOutMs = -1, firstOutputAfterLoadMs = -1;
    int64_t loadHwmKb = -1, loadRssKb = -1;
    bool clearRefsOk = false, clearRefsTried = false;
    std::vector<pid_t> loadPids;

    // What the output said (engine.h): llama.cpp's closing perf lines, the marker protocol (the
    // marker times are the probe's own CLOCK_MONOTONIC readings) and the token regex.
    LineSplitter outLines, errLines;
    LlamaPerf llama;
    OrtPerf ort;
    double firstTokenMarkerMs = -1, firstAnyTokenMarkerMs = -1, lastTokenMarkerMs = -1;
    int64_t tokenMarkers = 0, iterationMarkers = 0, markerLines = 0;
    int64_t regexTokens = 0, stdoutLines = 0, stderrLines = 0;
    // The workload's own GPU memory peaks (gpupeaks.h): headroom:gpu_peak lines on either stream,
    // and the peaks file: its name in the run folder ("out/run-0.gpu_peaks.json") and the full
    // path the workload gets in $HEADROOM_GPU_PEAKS_FILE.
    WorkloadGpuPeaks gpuPeaks;
    std::string peaksFileName, peaksFilePath;
    // Loop mode: the iterations, and whether the reset that began the open one succeeded.
    IterationTracker iterations;
    bool iterationResetOk = false;
    double doneMs = -1; // headroom:done seen after the process was gone

    // The samples.
    int64_t rssMax = 0, hwmMax = 0, hwmAfterLoadMax = 0, rssAfterLoadMax = 0;
    int maxProcs = 0, samples = 0;
    int maxProcsAfterLoad = 0; // loop mode: an engine's helper process during loading does not cloud the passes
    std::vector<pid_t> known;
    // The workload's file-backed mappings: early, then once a second, and at load-complete (mappedfiles.h).
    MappedFiles mapped { 0 };

    // How it ended.
    bool exited = false, timedOut = false, guardStop = false;
    int stopSig = 0;
    int status = 0;
    rusage ru {};
    double termSentMs = -1;
    // The energy from the start to the process's exit (power.h); read once, at the exit.
    PowerMeter::RepEnergy energy;
    bool energyRead = false;
};

// The start of every event about one repetition: format version, type, input and repetition.
inline JsonObject repEvent(const char* type, const std::string& inputId, int rep)
{
    JsonObject o;
    o.num("v", HeadroomProtocol::kFormatVersion).str("type", type).str("input", inputId).num("rep", rep);
    return o;
}

} // namespace Probe
