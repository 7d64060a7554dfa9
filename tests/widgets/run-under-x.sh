#!/bin/sh
# Runs a test against a real X server (Xvfb, the xcb platform), the size of a full-HD monitor.
# Exit 77 (ctest: skipped, with the reason) where Xvfb is not installed.
if ! command -v xvfb-run >/dev/null 2>&1; then
    echo "SKIP: xvfb-run is not installed (apt-get install xvfb xauth)"
    exit 77
fi
# Under AddressSanitizer: libxkbcommon-x11 (Debian 12) reads the server's keymap names with strndup
# past their end (xkb_x11_keymap_new_from_device), a system library's over-read that ASan's strndup
# interceptor reports before any Headroom code runs. Only that interceptor is turned off.
if [ -n "${ASAN_OPTIONS:-}" ]; then
    export ASAN_OPTIONS="$ASAN_OPTIONS:intercept_strndup=0"
fi
exec xvfb-run -a -s "-screen 0 1920x1080x24" "$@"
