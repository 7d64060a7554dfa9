# Touches N MiB (argv[1]) and exits: a short cold-start workload with a known peak.
import sys
n = int(sys.argv[1]) * 1024 * 1024
b = bytearray(n)
for j in range(0, n, 4096):
    b[j] = 1
