#pragma once

// The fuzzed entry points, one function per target, shared by the libFuzzer executables
// (fuzz_main.cpp) and by tst_fuzzregressions, which replays every saved input in a normal build.
// Each function feeds untrusted bytes to one parser exactly as Headroom does and checks the
// invariants the parser promises; a broken invariant aborts (a fuzzer finding).

#include <cstddef>
#include <cstdint>

namespace Fuzz {

using Entry = int (*)(const uint8_t* data, size_t size);

struct Target {
    const char* name; // also the folder under tests/data/fuzz-regressions/ and tests/fuzz/corpus/
    Entry entry;
};

int importBytes(const uint8_t* data, size_t size); // format detection, then the importer
int memLog(const uint8_t* data, size_t size);
int procStatus(const uint8_t* data, size_t size);
int psSnapshot(const uint8_t* data, size_t size);
int timingList(const uint8_t* data, size_t size);
int timingCsv(const uint8_t* data, size_t size);
int timingSummary(const uint8_t* data, size_t size);
// Other tools' logs, each through the importer the user would force with --format, every variant
// of the tool in turn (hyperfine JSON, CSV and Markdown, ...).
int hyperfine(const uint8_t* data, size_t size);
int llamaBench(const uint8_t* data, size_t size);
int llamaServer(const uint8_t* data, size_t size);
int gnuTime(const uint8_t* data, size_t size);
int psrecord(const uint8_t* data, size_t size);
int tegrastats(const uint8_t* data, size_t size);
int vllmBench(const uint8_t* data, size_t size);
int genericCsv(const uint8_t* data, size_t size);
int plan(const uint8_t* data, size_t size);
int events(const uint8_t* data, size_t size);
int store(const uint8_t* data, size_t size);
int probeJson(const uint8_t* data, size_t size);
int probeStream(const uint8_t* data, size_t size);

// Every target, in the order tools/fuzz.sh runs them.
const Target* targets(size_t* count);

} // namespace Fuzz
