#!/usr/bin/env bash
# Regenerates the probe 0.2 fixtures (calibrate-run is kept as the probe 0.1.0 fixture: readers must
# keep reading it). Run from anywhere: tests/data/probe/make_fixtures.sh PROBE_BIN [STANDIN_NVML_LIB]
# (the stand-in NVML library, build/tests/probe/libheadroom_standin_nvml.so: gpu-run is remade with it)
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
# A discrete GPU through NVML (issue 25, item 3): the tests' stand-in library, copied here for the
# run so the recorded paths are relative; the workload lists itself on GPU 0 with 1.5 GiB and waits
# until the stand-in has shown it to the probe twice.
if [ -n "${2:-}" ]; then
    rm -rf gpu-run
    cp "$2" ./libstandin_nvml.so
    printf 'driver 550.54.14\ndevice 0 8589934592 2147483648 Stand-in GPU\n' > standin-nvml.txt
    HEADROOM_STANDIN_NVML=standin-nvml.txt HEADROOM_STANDIN_NVML_SEEN=standin-seen.txt \
        headroom-probe run --repeat 2 --interval-ms 20 --context-interval-ms 20 \
        --nvml-library ./libstandin_nvml.so --out gpu-run -- /bin/sh -c \
        'echo "process 0 $$ 1610612736" >> standin-nvml.txt; i=0; while [ $i -lt 2000 ]; do
         c=$(grep -c "^seen $$\$" standin-seen.txt 2>/dev/null); [ "${c:-0}" -ge 2 ] && break; sleep 0.01;
         i=$((i + 1)); done'
    rm -f libstandin_nvml.so standin-nvml.txt standin-seen.txt
fi
