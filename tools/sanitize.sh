#!/usr/bin/env bash
# Builds everything with g++ -fsanitize=address,undefined into build-asan (or $HEADROOM_ASAN_DIR)
# and runs the whole test suite there: any ASan report, leak or undefined behaviour fails a test.
# Usage: tools/sanitize.sh [ctest arguments...]   e.g. tools/sanitize.sh -R tst_store
# The probe stays a static, unsanitized binary (ASan needs dynamic linking); its parsers are
# covered by the fuzzers (tools/fuzz.sh). See docs/reliability.md.
set -euo pipefail
cd "$(dirname "$0")/.."
build="${HEADROOM_ASAN_DIR:-build-asan}"
# The cross-built probes are the same static sources as the host probe (not sanitized either).
# Debug (-O0): at -O1 GCC 12 with the sanitizers warns "may be used uninitialized" inside Qt's
# headers (std::optional<QString> copies), which -Werror turns into a failed build.
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Debug -DHEADROOM_SANITIZE=ON -DHEADROOM_WERROR=ON \
    -DHEADROOM_CROSS_PROBES=OFF -DCMAKE_CXX_COMPILER=g++ $(tools/cache-args.sh) ${HEADROOM_CMAKE_ARGS:-} >/dev/null
cmake --build "$build"
# Qt and fontconfig keep a few allocations until exit by design; tests/reliability/lsan.supp
# names them (only system libraries, never Headroom code).
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:strict_string_checks=1:detect_stack_use_after_return=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export LSAN_OPTIONS="suppressions=$PWD/tests/reliability/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
cd "$build"
# Left out here, run in the plain build: the .deb (packaging, no Headroom code runs differently),
# the qemu cross build of the unsanitized probe, the lupdate check, and the import's peak RSS
# (ASan's shadow memory and quarantine are most of it there).
ctest --output-on-failure --timeout 900 -j2 -E '^(package_deb|probe_cross_build|translations_complete|bench_importmem_smoke|bench_openprobe_smoke)$' "$@"
