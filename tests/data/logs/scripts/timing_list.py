# The measurement method's loop, printing every duration instead of the summary (plain seconds, then ms).
import sys, time, subprocess
unit = sys.argv[1]
for i in range(20):
    t0 = time.perf_counter()
    subprocess.run(['python3', '-c', 'import hashlib; hashlib.sha256(bytes(30_000_000)).digest()'], check=True)
    dt = time.perf_counter() - t0
    print(dt if unit == 's' else f'{dt * 1000:.3f} ms')
