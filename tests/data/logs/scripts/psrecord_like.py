# Samples a real process the way psrecord 1.2 does and writes its --log format verbatim
# (psrecord/main.py: the header centred in 12 columns, values '{:12.3f}', MB = bytes / 1024**2).
# psutil is not installed here, so RSS/VMS come from /proc/PID/statm (what psutil reads) and
# CPU % from utime+stime between samples. Usage: python3 psrecord_like.py LOG CMD...
import os, subprocess, sys, time
log, cmd = sys.argv[1], sys.argv[2:]
page = os.sysconf("SC_PAGE_SIZE"); hz = os.sysconf("SC_CLK_TCK")
p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL)
start = time.time(); last_cpu = None; last_t = None
with open(log, "w") as f:
    f.write("# {0:12s} {1:12s} {2:12s} {3:12s}".format("Elapsed time".center(12), "CPU (%)".center(12),
            "Real (MB)".center(12), "Virtual (MB)".center(12)))
    f.write("\n")
    while p.poll() is None:
        now = time.time()
        try:
            vms, rss = [int(x) * page for x in open("/proc/%d/statm" % p.pid).read().split()[:2]]
            st = open("/proc/%d/stat" % p.pid).read().rsplit(")", 1)[1].split()
        except OSError:
            break
        cpu_s = (int(st[11]) + int(st[12])) / hz
        cpu = 0.0 if last_cpu is None else 100.0 * (cpu_s - last_cpu) / max(now - last_t, 1e-9)
        last_cpu, last_t = cpu_s, now
        f.write("{0:12.3f} {1:12.3f} {2:12.3f} {3:12.3f}".format(now - start, cpu, rss / 1024. ** 2, vms / 1024. ** 2))
        f.write("\n")
        f.flush()
        time.sleep(0.2)
