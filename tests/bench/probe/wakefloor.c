/* The floor under the probe's own CPU at a given sampling interval (tools/bench.sh): the least any
 * sampler reading the same two files per sample can cost on this machine. It wakes every INTERVAL
 * ms and reads /proc/PID/stat (CPU times, faults) and /proc/PID/status (VmRSS, VmHWM, the
 * composition, context switches), nothing else: no parsing, no output.
 *   wakefloor PID INTERVAL_MS SECONDS */
#define _GNU_SOURCE
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char** argv)
{
    if (argc != 4) {
        fprintf(stderr, "usage: wakefloor PID INTERVAL_MS SECONDS\n");
        return 2;
    }
    const long interval = atol(argv[2]);
    const long rounds = atol(argv[3]) * 1000 / (interval > 0 ? interval : 1);
    char path[64], buf[8192];
    snprintf(path, sizeof path, "/proc/%s/stat", argv[1]);
    const int stat = open(path, O_RDONLY);
    snprintf(path, sizeof path, "/proc/%s/status", argv[1]);
    const int status = open(path, O_RDONLY);
    if (stat < 0 || status < 0) {
        perror("open");
        return 1;
    }
    const struct timespec wait = { interval / 1000, (interval % 1000) * 1000000L };
    for (long i = 0; i < rounds; ++i) {
        ppoll(NULL, 0, &wait, NULL);
        if (pread(stat, buf, sizeof buf, 0) < 0 || pread(status, buf, sizeof buf, 0) < 0)
            return 1;
    }
    return 0;
}
