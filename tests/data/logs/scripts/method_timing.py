import time, statistics, subprocess

N = 20
times = []
for i in range(N):
    t0 = time.perf_counter()
    subprocess.run(['python3', '-c', 'import hashlib; hashlib.sha256(bytes(30_000_000)).digest()'], check=True)
    t1 = time.perf_counter()
    times.append(t1 - t0)

stable = times[1:]  # 丢弃首次加载/预热结果
print('n=', len(stable))
print('min=', min(stable), 'median=', statistics.median(stable), 'max=', max(stable))
