#!/usr/bin/env bash
# Benchmark (not a timed test): the probe's own cost against the measurement method's shell loop, and a 200 MB
# spike as seen by the probe, by /usr/bin/time -v and by the measurement method's 0.5 s loop.
#   tests/bench/probe/probe_vs_loop.sh PROBE_BIN SPIKE_BIN [SECONDS]
# PROBE_BIN: build/remote/probe/headroom-probe; SPIKE_BIN: build/tests/probe/headroom_probe_spike.
# Prints a Markdown table; CPU is utime+stime (children included for the loop, which forks
# date, grep and sleep every round) from /proc/PID/stat over SECONDS (default 20).
set -euo pipefail
probe="$1"
spike="$2"
secs="${3:-20}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
tck=$(getconf CLK_TCK)

# utime+stime+cutime+cstime of PID, in clock ticks.
ticks() { awk '{ sub(/^.*\) /, ""); print $12 + $13 + $14 + $15 }' "/proc/$1/stat"; }
kb() { awk -v k="$2:" '$1 == k { print $2 }' "/proc/$1/status"; }

row() { # name interval cpu_ticks hwm_kb
    awk -v n="$1" -v i="$2" -v t="$3" -v hz="$tck" -v s="$secs" -v h="$4" \
        'BEGIN { printf "| %s | %s ms | %.2f%% | %d kB |\n", n, i, 100 * t / hz / s, h }'
}

echo "| sampler | interval | CPU (% of one core) | RSS (VmHWM) |"
echo "|---|---|---|---|"
for interval in 10 100; do
    "$probe" run --interval-ms "$interval" --out "$tmp/run$interval" -- sleep $((secs + 2)) &
    pid=$!
    sleep 1
    t0=$(ticks $pid)
    sleep "$secs"
    t1=$(ticks $pid)
    row "headroom-probe run" "$interval" $((t1 - t0)) "$(kb $pid VmHWM)"
    wait $pid

    sleep $((secs + 2)) &
    target=$!
    delay=$(awk -v i="$interval" 'BEGIN { printf "%.3f", i / 1000 }')
    bash -c "while true; do date +%s; grep -E 'VmRSS|VmHWM' /proc/$target/status; sleep $delay; done > $tmp/loop$interval.log" &
    loop=$!
    sleep 1
    t0=$(ticks $loop)
    sleep "$secs"
    t1=$(ticks $loop)
    row "the measurement method's shell loop" "$interval" $((t1 - t0)) "$(kb $loop VmHWM)"
    kill $loop $target 2>/dev/null || true
    wait $loop $target 2>/dev/null || true
done

echo
echo "| 200 MB held 20 ms | peak (kB) |"
echo "|---|---|"
/usr/bin/time -v "$probe" run --interval-ms 10 --out "$tmp/spike" -- "$spike" 200 20 1500 2> "$tmp/time.txt" >/dev/null
awk -F': ' '/Maximum resident set size/ { printf "| /usr/bin/time -v maximum resident set size | %s |\n", $2 }' "$tmp/time.txt"
grep '"type":"rep_end"' "$tmp/spike/events.jsonl" | sed -E 's/.*"peak_kb":([0-9]+).*"sampled_rss_max_kb":([0-9]+),"sampled_hwm_max_kb":([0-9]+).*/| probe peak_kb (ru_maxrss + VmHWM) | \1 |\n| probe sampled VmRSS max, 10 ms | \2 |\n| probe sampled VmHWM max, 10 ms | \3 |/'
"$spike" 200 20 1500 >/dev/null &
target=$!
bash -c "while true; do date +%s; grep -E 'VmRSS|VmHWM' /proc/$target/status; sleep 0.5; done > $tmp/loop-spike.log 2>/dev/null" &
loop=$!
wait $target || true
kill $loop 2>/dev/null || true
wait $loop 2>/dev/null || true
awk '$1 == "VmRSS:" && $2 > r { r = $2 } $1 == "VmHWM:" && $2 > h { h = $2 }
     END { printf "| the method'"'"'s 0.5 s loop, max VmRSS | %d |\n| the method'"'"'s 0.5 s loop, max VmHWM | %d |\n", r, h }' "$tmp/loop-spike.log"
