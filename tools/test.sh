#!/usr/bin/env bash
# The README's test command: install what is missing, then
#   1. build with warnings as errors and run every test with ctest (build/);
#   2. build again with AddressSanitizer + UndefinedBehaviorSanitizer and run the suite there
#      (tools/sanitize.sh, build-asan/);
#   3. build the libFuzzer targets with clang and run each one for a bounded time
#      (tools/fuzz.sh, build-fuzz/; HEADROOM_FUZZ_SECONDS, default 10).
# Stops at the first stage that fails; ends with one line per stage.
set -euo pipefail
cd "$(dirname "$0")/.."
tools/install-deps.sh
started=$(date +%s)
HEADROOM_CMAKE_ARGS="-DHEADROOM_WERROR=ON ${HEADROOM_CMAKE_ARGS:-}" tools/build.sh
(cd "${HEADROOM_BUILD_DIR:-build}" && ctest --output-on-failure --timeout 600 -j2)
plain=$(date +%s)
tools/sanitize.sh
sanitized=$(date +%s)
# Seeded and bounded in executions too, so CI repeats the run that was checked before a commit;
# unseeded runs (tools/fuzz.sh 30 and longer) are for finding new bugs.
HEADROOM_FUZZ_SEED="${HEADROOM_FUZZ_SEED:-1}" HEADROOM_FUZZ_RUNS="${HEADROOM_FUZZ_RUNS:-10000}" \
    tools/fuzz.sh "${HEADROOM_FUZZ_SECONDS:-10}"
fuzzed=$(date +%s)
echo "test.sh: plain build and tests passed in $((plain - started)) s"
echo "test.sh: ASan + UBSan build and tests passed in $((sanitized - plain)) s"
echo "test.sh: every fuzz target ran ${HEADROOM_FUZZ_SECONDS:-10} s without a finding in $((fuzzed - sanitized)) s"
