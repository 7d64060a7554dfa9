# A stand-in workload: "loads" 48 MiB, then grows in 16 MiB steps during "inference", then
# frees most of it and idles before exiting.
import sys, time
def touch(n):
    b = bytearray(n)
    for j in range(0, n, 4096):
        b[j] = 1
    return b
model = touch(48 * 1024 * 1024)
print("loaded", flush=True)
time.sleep(1.0)
work = []
for i in range(8):
    work.append(touch(16 * 1024 * 1024))
    time.sleep(0.4)
del work[2:]
time.sleep(float(sys.argv[1]) if len(sys.argv) > 1 else 2.0)
