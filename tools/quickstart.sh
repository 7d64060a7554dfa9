#!/usr/bin/env bash
# The README's first command: install what is missing for the workbench, build only the workbench
# and the native probe (tests, sanitizers, fuzzers and cross-built probes are the test command's),
# measure this machine with the probe's built-in calibrate workload at three input lengths, and
# open the result (or, with no display, print its summary).
set -euo pipefail
cd "$(dirname "$0")/.."
tools/install-deps.sh --app
# A folder of its own: the test command's build (./build) keeps its tests and cross probes.
build="${HEADROOM_QUICKSTART_DIR:-build-quickstart}"
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DHEADROOM_BUILD_TESTS=OFF \
    -DHEADROOM_CROSS_PROBES=OFF ${HEADROOM_CMAKE_ARGS:-} >/dev/null
cmake --build "$build" --target headroom headroom-probe
project="${HEADROOM_DEMO_PROJECT:-$PWD/demo.headroom}"
"$build/app/headroom" run examples/calibrate.yaml --device local --into "$project"
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
    exec "$build/app/headroom" "$project"
fi
echo "No display: the summary follows. Open $project in the workbench on a desktop." >&2
exec "$build/app/headroom" report "$project" --md -
