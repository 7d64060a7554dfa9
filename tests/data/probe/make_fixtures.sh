#!/usr/bin/env bash
# Regenerates the probe 0.2 fixtures (calibrate-run is kept as the probe 0.1.0 fixture: readers must
# keep reading it). Run from anywhere: tests/data/probe/make_fixtures.sh PROBE_BIN
# Paths inside the fixtures are relative to tests/data/probe (no machine's absolute paths).
set -euo pipefail
probe=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
cd "$(dirname "$0")"
export PATH="$(dirname "$probe"):$PATH"
rm -rf serve-run context-run critical-run power-run
port=18431
python3 streamserver.py $port &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 100); do (exec 3<>/dev/tcp/127.0.0.1/$port) 2>/dev/null && break; sleep 0.1; done
headroom-probe serve --url http://127.0.0.1:$port --api llama --input short=inputs/short.txt \
    --input medium=inputs/medium.txt --max-tokens 5 --concurrency 1,2,4 --requests 4 --warmup 1 \
    --ttft-budget-ms 1000 --interval-ms 50 --out serve-run
headroom-probe run --interval-ms 20 --background-cpu 0 --input short=inputs/short.txt --repeat 2 \
    --load-regex '^loaded' --token-regex '^token ' --out context-run -- \
    headroom-probe calibrate --prompt-file '{input}' --max-new-tokens 320
# A board with power rails and a battery (issue 25): the sysfs fixture stands in for /sys.
headroom-probe run --interval-ms 20 --background-cpu 0 --sysfs-root ../power/jetson-ina3221-battery \
    --input short=inputs/short.txt --repeat 2 --load-regex '^loaded' --token-regex '^token ' --out power-run -- \
    headroom-probe calibrate --prompt-file '{input}' --max-new-tokens 60
# The probe's own path in mapped_files named the build folder: a device-like path instead, DONE updated.
sed -i "s|\"$probe\"|\"/opt/headroom/headroom-probe\"|g" power-run/events.jsonl
sum=$(sha256sum power-run/events.jsonl | cut -d' ' -f1)
sed -i "s|^[0-9a-f]*  events.jsonl\$|$sum  events.jsonl|" power-run/DONE
# A watched critical process killed by the workload mid-run (the probe looks once a second).
sleep 300 &
victim=$!
headroom-probe run --repeat 3 --interval-ms 20 --critical $victim --out critical-run -- \
    /bin/sh -c "sleep 0.3; kill $victim 2>/dev/null; sleep 0.7"
