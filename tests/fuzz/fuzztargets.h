#pragma once

// The fuzzed entry points, one function per target, shared by the libFuzzer executables
// (fuzz_main.cpp) and by tst_fuzzregressions, which replays every saved input in a normal build.
// Each function feeds untrusted bytes to one parser exactly as Headroom does and checks the
// invariants the parser promises; a broken invariant aborts (a fuzzer finding).

#include <QString>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <vector>

namespace Fuzz {

using Entry = std::function<int(const uint8_t* data, size_t size)>;

struct Target {
    QString name; // also the folder under tests/data/fuzz-regressions/ and tests/fuzz/corpus/
    Entry entry;
};

int importBytes(const uint8_t* data, size_t size); // format detection, then the importer
// One importer family of the registry (formats.h), every format of it in turn: the measurement
// method's parsers alone, other tools' through the import path with the format forced, as the
// user would with --format (hyperfine JSON, CSV and Markdown, ...).
int importFamily(const QString& family, const uint8_t* data, size_t size);
int plan(const uint8_t* data, size_t size);
int events(const uint8_t* data, size_t size);
int store(const uint8_t* data, size_t size);
int probeJson(const uint8_t* data, size_t size);
int probeGpuPeak(const uint8_t* data, size_t size); // the workload's headroom:gpu_peak lines
int probeGpuPeaksFile(const uint8_t* data, size_t size); // the workload's $HEADROOM_GPU_PEAKS_FILE
int probeStream(const uint8_t* data, size_t size);

// Every target, in the order tools/fuzz.sh runs them: the whole import path, one per importer
// family, then the plan, the probe's events, the store and the probe's own readers.
const std::vector<Target>& targets();
const Target* findTarget(const QString& name);

} // namespace Fuzz
