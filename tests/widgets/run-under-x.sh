#!/bin/sh
# Runs a test against a real X server (Xvfb, the xcb platform), the size of a full-HD monitor.
# Exit 77 (ctest: skipped, with the reason) where Xvfb is not installed.
if ! command -v xvfb-run >/dev/null 2>&1; then
    echo "SKIP: xvfb-run is not installed (apt-get install xvfb xauth)"
    exit 77
fi
exec xvfb-run -a -s "-screen 0 1920x1080x24" "$@"
