#!/usr/bin/env bash
# The README's first command: install what is missing, build, measure this machine with the
# probe's built-in calibrate workload at three input lengths, and open the result (or, with no
# display, print its summary).
set -euo pipefail
cd "$(dirname "$0")/.."
tools/install-deps.sh
tools/build.sh
build="${HEADROOM_BUILD_DIR:-build}"
project="${HEADROOM_DEMO_PROJECT:-$PWD/demo.headroom}"
"$build/app/headroom" run examples/calibrate.yaml --device local --into "$project"
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
    exec "$build/app/headroom" "$project"
fi
echo "No display: the summary follows. Open $project in the workbench on a desktop." >&2
exec "$build/app/headroom" report "$project" --md -
