#!/usr/bin/env bash
# The memory a long log costs (issue 27, item 2): peak RSS of `headroom import` of an N-sample
# mem.log (the kernel's bytes, written here with awk), less the peak of importing a 10-sample one
# in the same run, per sample; then the same for the workbench opening each imported run on its
# Run page (HEADROOM_EXIT_AFTER_RUN_SHOWN: the window shows the project's newest run, paints it
# and quits; the offscreen platform, so no display is needed). Goal: at most 48 bytes a sample
# beyond the program's own footprint, everything included (decoded columns, min/max pyramids,
# the chart). Prints two lines:
#   importmem samples N file_mb F base_kb B peak_kb P bytes_per_sample X goal 48
#   openmem samples N base_kb B peak_kb P bytes_per_sample X goal 48
# and, as a smoke test (CI), exits 1 when the import's X is more than half again the goal (72):
# memory, not time, so it does not depend on the machine's load. The window's figure is printed
# and not held to it yet (docs/performance.md says where it stands). Skips (77) without
# /usr/bin/time.
#   tests/bench/import_memory.sh HEADROOM_BINARY [SAMPLES]   (default 2,000,000)
set -euo pipefail
app="$1"
n="${2:-2000000}"
[ -x /usr/bin/time ] || { echo "skipped: /usr/bin/time is not installed (Debian package 'time')"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
write_log() { # samples file: a stamp a second apart, VmHWM and VmRSS as grep prints them
    awk -v n="$1" 'BEGIN { h = 0; for (i = 0; i < n; i++) { r = 100000 + (i * 7919) % 50000; if (r > h) h = r;
        printf "%d\nVmHWM:\t%8d kB\nVmRSS:\t%8d kB\n", 1700000000 + i, h, r } }' > "$2"
}
peak() { # log project: the import's maximum resident set size in kB
    rm -f "$2"
    HOME="$tmp" /usr/bin/time -f "%M" -o "$tmp/time" "$app" import "$1" --into "$2" > /dev/null
    cat "$tmp/time"
}
open_peak() { # project: the window's maximum resident set size in kB, its newest run shown
    HOME="$tmp" XDG_CONFIG_HOME="$tmp/.config" QT_QPA_PLATFORM=offscreen HEADROOM_EXIT_AFTER_RUN_SHOWN=1 \
        /usr/bin/time -f "%M" -o "$tmp/time" "$app" "$1" > /dev/null 2>&1
    cat "$tmp/time"
}
write_log 10 "$tmp/small.log"
write_log "$n" "$tmp/big.log"
base=$(peak "$tmp/small.log" "$tmp/small.headroom")
big=$(peak "$tmp/big.log" "$tmp/big.headroom")
mb=$(( $(stat -c %s "$tmp/big.log") / 1048576 ))
per=$(awk -v b="$base" -v p="$big" -v n="$n" 'BEGIN { printf "%.1f", (p - b) * 1024 / n }')
echo "importmem samples $n file_mb $mb base_kb $base peak_kb $big bytes_per_sample $per goal 48"
obase=$(open_peak "$tmp/small.headroom")
obig=$(open_peak "$tmp/big.headroom")
oper=$(awk -v b="$obase" -v p="$obig" -v n="$n" 'BEGIN { printf "%.1f", (p - b) * 1024 / n }')
echo "openmem samples $n base_kb $obase peak_kb $obig bytes_per_sample $oper goal 48"
awk -v x="$per" 'BEGIN { exit (x > 72) ? 1 : 0 }'
