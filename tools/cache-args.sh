#!/usr/bin/env bash
# Prints the CMake arguments that put ccache in front of the compilers when it is installed
# (tools/install-deps.sh installs it): the test command builds the same sources three times
# (plain, sanitized, fuzz) and again on every run, and a rebuild after a small change or on an
# unchanged tree then costs the link steps only. Empty launchers (which also clear a build folder
# configured with ccache before) when ccache is missing or HEADROOM_NO_CCACHE is set, e.g. to
# measure a cold build. The checkout is ccache's base directory, so that a clone in another folder
# (CI builds a fresh clone each time) finds what an earlier clone compiled; CMakeLists.txt maps the
# checkout's path out of the debug information, without which ccache hashes the folder too. Test
# executables are the exception: their paths to tests/data and the built programs are compiled in.
if [ -z "${HEADROOM_NO_CCACHE:-}" ] && command -v ccache >/dev/null 2>&1; then
    root=$(cd "$(dirname "$0")/.." && pwd)
    launcher="env;CCACHE_BASEDIR=$root;ccache"
    echo "-DCMAKE_CXX_COMPILER_LAUNCHER=$launcher -DCMAKE_C_COMPILER_LAUNCHER=$launcher"
else
    echo "-DCMAKE_CXX_COMPILER_LAUNCHER= -DCMAKE_C_COMPILER_LAUNCHER="
fi
