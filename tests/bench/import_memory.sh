#!/usr/bin/env bash
# The memory a long log's import costs (issue 27, item 2): peak RSS of `headroom import` of an
# N-sample mem.log (the kernel's bytes, written here with awk), less the peak of importing a
# 10-sample one in the same run, per sample. Goal: at most 48 bytes a sample beyond the program's
# own footprint, everything included. Prints one line:
#   importmem samples N file_mb F base_kb B peak_kb P bytes_per_sample X goal 48
# and, as a smoke test (CI), exits 1 when X is more than half again the goal (72): memory, not
# time, so it does not depend on the machine's load. Skips (77) without /usr/bin/time.
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
peak() { # log: the import's maximum resident set size in kB
    rm -f "$tmp/p.headroom"
    HOME="$tmp" /usr/bin/time -f "%M" -o "$tmp/time" "$app" import "$1" --into "$tmp/p.headroom" > /dev/null
    cat "$tmp/time"
}
write_log 10 "$tmp/small.log"
write_log "$n" "$tmp/big.log"
base=$(peak "$tmp/small.log")
big=$(peak "$tmp/big.log")
mb=$(( $(stat -c %s "$tmp/big.log") / 1048576 ))
per=$(awk -v b="$base" -v p="$big" -v n="$n" 'BEGIN { printf "%.1f", (p - b) * 1024 / n }')
echo "importmem samples $n file_mb $mb base_kb $base peak_kb $big bytes_per_sample $per goal 48"
awk -v x="$per" 'BEGIN { exit (x > 72) ? 1 : 0 }'
