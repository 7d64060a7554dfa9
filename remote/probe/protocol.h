#pragma once

// The one header the probe shares with the host side: protocol constants only.
// Plain C++17, no Qt, no other includes: it must build in the probe's cross toolchains.

namespace HeadroomProtocol {

// events.jsonl "v" field. A reader refuses a newer major version with a clear message.
constexpr int kFormatVersion = 1;
constexpr const char kProbeVersion[] = "0.2.12";

// Event "type" values.
constexpr const char kEvRunStart[] = "run_start"; // first line: format version, probe version, argv, interval
constexpr const char kEvEnv[] = "env"; // environment snapshot (same content as env.json)
constexpr const char kEvRepStart[] = "rep_start";
constexpr const char kEvLoaded[] = "loaded"; // load-complete marker for a repetition
constexpr const char kEvFirstOutput[] = "first_output";
constexpr const char kEvSample[] = "sample"; // memory sample
constexpr const char kEvRepEnd[] = "rep_end";
constexpr const char kEvIterationEnd[] = "iteration_end"; // loop mode: one pass of the workload's own loop
constexpr const char kEvWarning[] = "warning";
constexpr const char kEvCritical[] = "critical_lost"; // a watched critical process disappeared
constexpr const char kEvGuard[] = "guard"; // memory guard stopped the workload
constexpr const char kEvRunEnd[] = "run_end";
// Added in probe 0.2.0, still format 1 (new types and fields only; a 0.1 reader ignores them).
constexpr const char kEvSystem[] = "system"; // CPU split, PSI, MemAvailable, canary, GPU memory
constexpr const char kEvBackground[] = "background"; // a background load started or stopped
constexpr const char kEvRequest[] = "request"; // serve mode: one streamed request to an engine
constexpr const char kEvLevelEnd[] = "level_end"; // serve mode: one concurrency level's summary
// Probe 0.2.8: the thermal protocol's wait before a repetition (cooldown.h).
constexpr const char kEvCooldown[] = "cooldown";
// Probe 0.2.1, still format 1: rep_end's stdout_bytes/_sha256/_cut and stderr_*, request's
// output_cut, run_start's output_head_bytes/output_tail_bytes (bounded output copies, below).
// Probe 0.2.2, still format 1: rep_end's ttft_source, engine, tokens_source, tpot_ms,
// tokens_per_s and the engine adapters' figures (engine.h; docs/json-format.md).
// Probe 0.2.3, still format 1: run_start's cgroup_created and cgroup_created_limit_bytes (a memory
// cgroup made for the run by --cgroup-limit, removed at its end).
// Probe 0.2.4, still format 1: system's runnable and cpus_online (the run queue); rep_end's
// mapped_files and mapped_scans (the workload's largest file-backed mappings, mappedfiles.h).
// Probe 0.2.8, still format 1: run_start's power object, system's power_w, rep_end's energy_j,
// power_mean_w, power_peak_w, energy_exact and energy_parts (energy per repetition, power.h).
// Probe 0.2.9, still format 1: run_start's gpu object, system's gpus and nvmap_used_kb, rep_end's
// gpu_memory (accelerator memory per GPU, gpupoller.h).
// Probe 0.2.10, still format 1: run_start's workload_gpu_peaks (what is read for them), rep_end's
// workload_gpu_peaks and workload_gpu_peaks_refused (a PyTorch workload's headroom:gpu_peak lines,
// gpupeaks.h); a warning event names each refused line's file and line.
// Probe 0.2.11, still format 1: run_start's sustained_s (--sustained-s: interleaved rounds until the
// time is spent); a cooldown event before every repetition of a sustained run, waited_ms null
// without a cooldown or pause.
// Probe 0.2.12, still format 1: the workload's GPU peaks also from a JSON file it writes where
// $HEADROOM_GPU_PEAKS_FILE says (out/ID-REP.gpu_peaks.json, below); rep_end's workload_gpu_peaks[]
// entries gain source ("line" or "file") and, from the file, file instead of stream and line; a
// refused file counts in workload_gpu_peaks_refused and a warning names it.

// rep_end's mapped_files: at most this many files, the largest resident first.
constexpr int kMappedFilesInRepEnd = 8;

// Run-folder file names.
constexpr const char kEventsFile[] = "events.jsonl";
constexpr const char kMemLogFile[] = "mem.log";
constexpr const char kTimingsFile[] = "timings.csv";
constexpr const char kEnvFile[] = "env.json";
constexpr const char kDoneFile[] = "DONE";

// The workload's GPU memory peaks file (remote/probe/gpupeaks.h): each repetition's workload gets
// the full path of out/<input>-<rep> + kGpuPeaksFileSuffix in this environment variable, and the
// probe reads what it wrote there (at most 64 KiB of JSON) once it has exited. The file stays in
// the run folder, listed in DONE.
constexpr const char kGpuPeaksFileEnv[] = "HEADROOM_GPU_PEAKS_FILE";
constexpr const char kGpuPeaksFileSuffix[] = ".gpu_peaks.json";

// What a run folder keeps of each repetition's stdout and stderr (out/<input>-<rep>.stdout): the
// first kOutputHeadBytes and the last kOutputTailBytes, with one marker line between them when
// bytes were left out. rep_end gives the whole stream's byte count and SHA-256. Every file the
// probe writes for one repetition stays far below what the host reads of a file (256 MiB).
constexpr long long kOutputHeadBytes = 4LL << 20;
constexpr long long kOutputTailBytes = 4LL << 20;

} // namespace HeadroomProtocol
