#!/usr/bin/env bash
# Configures and builds Headroom into ./build (or $HEADROOM_BUILD_DIR).
set -euo pipefail
cd "$(dirname "$0")/.."
build="${HEADROOM_BUILD_DIR:-build}"
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo $(tools/cache-args.sh) ${HEADROOM_CMAKE_ARGS:-} >/dev/null
cmake --build "$build"
