# Records lengths/: the measurement method's mem.log loop around kvgrow.py for three input lengths (one file
# each, as people make them by hand), and one timing CSV of 6 repetitions per length.
# Run from tests/data/logs: sh scripts/record_lengths.sh
set -e
for n in 128 512 2048; do
    python3 scripts/kvgrow.py $n 1.0 & PID=$!
    ( while kill -0 $PID 2>/dev/null; do date +%s.%N; grep -E 'VmRSS|VmHWM' /proc/$PID/status; sleep 0.2; done ) > lengths/mem-len$n.log 2>/dev/null || true
    wait $PID
done
python3 - > lengths/timing-lengths.csv <<'PY'
import time, subprocess
print('input,rep,tokens,wall_ms')
for n in (128, 512, 2048):
    for i in range(6):
        t0 = time.perf_counter()
        subprocess.run(['python3', 'scripts/kvgrow.py', str(n)], check=True, stdout=subprocess.DEVNULL)
        print(f'len{n},{i},{n},{(time.perf_counter() - t0) * 1000:.3f}')
PY
# The same workload timed by the real tools, one input each (hyperfine 1.15.0, GNU time 1.9): logs that name
# their command, not an input, so the user says which input they measured when combining.
rm -f lengths/gnutime-len2048.txt
hyperfine -N --runs 6 --warmup 1 --export-json lengths/hyperfine-len512.json 'python3 scripts/kvgrow.py 512'
for i in 1 2 3; do /usr/bin/time -v -a -o lengths/gnutime-len2048.txt python3 scripts/kvgrow.py 2048 >/dev/null; done
