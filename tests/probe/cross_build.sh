#!/usr/bin/env bash
# Cross-builds headroom-probe for aarch64 and armhf with the toolchain files, checks each static
# binary is under 2 MiB, and runs --version and calibrate under qemu-user (called explicitly:
# binfmt_misc may not be mounted). Exit 77 (ctest SKIP) when a tool is missing.
#   cross_build.sh SOURCE_DIR WORK_DIR [BUILD_DIR]
# With BUILD_DIR (a build with HEADROOM_CROSS_PROBES on), the probes that build made with the
# same toolchain files (BUILD_DIR/probe-aarch64, probe-armhf; cmake/packaging.cmake) are checked
# instead of building them a second time: that second build was the test suite's longest test.
set -euo pipefail
src="$1"
work="$2"
built="${3:-}"
missing=()
for tool in aarch64-linux-gnu-g++ arm-linux-gnueabihf-g++ qemu-aarch64-static qemu-arm-static; do
    command -v "$tool" >/dev/null || missing+=("$tool")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "SKIP: not installed: ${missing[*]} (apt-get install g++-aarch64-linux-gnu g++-arm-linux-gnueabihf qemu-user-static)"
    exit 77
fi
status=0
for arch in aarch64-linux-gnu:qemu-aarch64-static arm-linux-gnueabihf:qemu-arm-static; do
    triple="${arch%%:*}"
    qemu="${arch##*:}"
    short=aarch64
    [ "$triple" = arm-linux-gnueabihf ] && short=armhf
    if [ -n "$built" ] && [ -x "$built/probe-$short/headroom-probe" ]; then
        bin="$built/probe-$short/headroom-probe"
        echo "$triple: the build's own cross probe, $bin"
    else
        build="$work/$triple"
        cmake -S "$src/remote/probe" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
            -DCMAKE_TOOLCHAIN_FILE="$src/cmake/toolchains/$triple.cmake" >/dev/null
        cmake --build "$build" >/dev/null
        bin="$build/headroom-probe"
    fi
    size=$(stat -c %s "$bin")
    file "$bin" 2>/dev/null | grep -q "statically linked" || { command -v file >/dev/null && { echo "FAIL $triple: not static"; status=1; }; }
    echo "$triple: $size bytes"
    if [ "$size" -ge $((2 * 1024 * 1024)) ]; then
        echo "FAIL $triple: $size bytes is not under 2 MiB"
        status=1
    fi
    version=$("$qemu" "$bin" --version)
    echo "$triple: $version"
    [[ "$version" == "headroom-probe "*" protocol "* ]] || { echo "FAIL $triple: --version"; status=1; }
    out=$("$qemu" "$bin" calibrate --prompt-tokens 32 --max-new-tokens 4 --dim 64 --vocab 512 2>/dev/null)
    lines=$(printf '%s\n' "$out" | grep -c '^token ')
    [ "$lines" -eq 4 ] || { echo "FAIL $triple: calibrate printed $lines token lines"; status=1; }
    # Deterministic PRNG and arithmetic order: the ARM build generates what the host build does.
    echo "$triple: calibrate $(printf '%s\n' "$out" | tail -1)"
done
exit $status
