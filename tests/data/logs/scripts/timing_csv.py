# Per-repetition CSV for two inputs of different length (sha256 over 10 MB and 60 MB).
import time, subprocess
print('input,rep,bytes,wall_ms')
for name, size in (('short', 10_000_000), ('long', 60_000_000)):
    for i in range(12):
        t0 = time.perf_counter()
        subprocess.run(['python3', '-c', f'import hashlib; hashlib.sha256(bytes({size})).digest()'], check=True)
        print(f'{name},{i},{size},{(time.perf_counter() - t0) * 1000:.3f}')
