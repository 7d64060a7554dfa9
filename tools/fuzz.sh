#!/usr/bin/env bash
# Builds the libFuzzer targets (clang++, -DHEADROOM_FUZZ=ON) into build-fuzz (or $HEADROOM_FUZZ_DIR)
# and runs each for SECONDS (default 30) with -max_total_time. Exits non-zero when any target
# finds a crash, a leak, a timeout or a broken invariant; the input is copied to
# tests/data/fuzz-regressions/<target>/ (rename it after what it shows, fix the bug, commit both:
# tst_fuzzregressions replays it in every build).
# Usage: tools/fuzz.sh [SECONDS] [TARGET...]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-30}"
shift || true
build="${HEADROOM_FUZZ_DIR:-build-fuzz}"

command -v clang++ >/dev/null || { echo "fuzz.sh: clang++ is missing (apt-get install clang libclang-rt-14-dev)" >&2; exit 2; }
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
    -DHEADROOM_FUZZ=ON -DHEADROOM_WERROR=OFF $(tools/cache-args.sh) ${HEADROOM_CMAKE_ARGS:-} >/dev/null
cmake --build "$build" --target fuzz_headroom
fuzzer="$build/tests/fuzz/fuzz_headroom"
# The targets come from the fuzzer itself (tests/fuzz/fuzztargets.cpp): one per importer family
# of the importer registry, so a new importer is fuzzed without a line here.
mapfile -t all < <(HEADROOM_FUZZ_TARGET=list "$fuzzer")
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=("${all[@]}")

# Seeds: the committed corpus, earlier findings, and the test fixtures each parser reads.
seeds_for() {
    local t="$1"
    echo tests/fuzz/corpus/"$t"
    [ -d tests/data/fuzz-regressions/"$t" ] && echo tests/data/fuzz-regressions/"$t"
    case "$t" in
    plan) echo tests/data/plans ;;
    events) echo tests/data/probe/calibrate-run ;;
    store | probe-json | probe-gpu-peak | probe-gpu-peaks-file | probe-stream | corpus) ;;
    *) echo tests/data/logs tests/data/probe/calibrate-run ;; # the import path and every importer family
    esac
}

export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
export ASAN_OPTIONS="detect_leaks=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
summary="$build/fuzz-summary.txt"
printf '%-16s %8s %12s %10s  %s\n' target seconds executions exec/s result >"$summary"
failed=0
for t in "${targets[@]}"; do
    work="$build/corpus/$t"
    artifacts="$build/artifacts/$t/"
    mkdir -p "$work" "$artifacts"
    log="$build/fuzz-$t.log"
    start=$(date +%s.%N)
    set +e
    # shellcheck disable=SC2046
    # HEADROOM_FUZZ_SEED / HEADROOM_FUZZ_RUNS make a run repeatable (CI): the same seed gives the
    # same inputs in the same order, so a slower machine runs a prefix of what was checked.
    HEADROOM_FUZZ_TARGET="$t" "$fuzzer" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
        ${HEADROOM_FUZZ_SEED:+-seed=$HEADROOM_FUZZ_SEED} ${HEADROOM_FUZZ_RUNS:+-runs=$HEADROOM_FUZZ_RUNS} \
        -artifact_prefix="$artifacts" "$work" $(seeds_for "$t") >"$log" 2>&1
    rc=$?
    set -e
    took=$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    execs=${execs:-0}
    rate=$(awk -v e="$execs" -v s="$took" 'BEGIN { printf "%d", (s > 0 ? e / s : 0) }')
    result=ok
    if [ $rc -ne 0 ]; then
        result="FOUND (exit $rc)"
        failed=1
        mkdir -p tests/data/fuzz-regressions/"$t"
        for a in "$artifacts"*; do
            [ -f "$a" ] || continue
            cp "$a" tests/data/fuzz-regressions/"$t"/"$(basename "$a")"
            result="$result: tests/data/fuzz-regressions/$t/$(basename "$a")"
        done
        grep -m3 -E 'ERROR:|runtime error|invariant broken|SUMMARY' "$log" >&2 || true
    fi
    printf '%-16s %8.1f %12s %10s  %s\n' "$t" "$took" "$execs" "$rate" "$result" | tee -a "$summary"
done
echo "fuzz: summary in $summary; logs in $build/fuzz-<target>.log"
exit $failed
