#!/usr/bin/env bash
# The README's test command: install what is missing, build with warnings as errors, run every
# test with ctest. Ends with ctest's summary line.
set -euo pipefail
cd "$(dirname "$0")/.."
tools/install-deps.sh
HEADROOM_CMAKE_ARGS="-DHEADROOM_WERROR=ON ${HEADROOM_CMAKE_ARGS:-}" tools/build.sh
cd "${HEADROOM_BUILD_DIR:-build}"
ctest --output-on-failure --timeout 600 -j2
