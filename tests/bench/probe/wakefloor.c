/* The floor under the probe's own CPU at a given sampling interval (tools/bench.sh): the least any
 * sampler reading the same files can cost on this machine. It wakes every INTERVAL ms and reads,
 * with no parsing and no output:
 *   status (the default): /proc/PID/stat and /proc/PID/status at every wake-up, what the probe
 *     read per sample up to 0.2.6;
 *   statm: /proc/PID/statm at every wake-up, and stat and status every FULL_MS (default 100),
 *     what the probe reads from 0.2.7 on (its --full-sample-ms).
 *   wakefloor PID INTERVAL_MS SECONDS [status | statm [FULL_MS]] */
#define _GNU_SOURCE
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static int openProc(const char* pid, const char* leaf)
{
    char path[64];
    snprintf(path, sizeof path, "/proc/%s/%s", pid, leaf);
    const int fd = open(path, O_RDONLY);
    if (fd < 0)
        perror(path);
    return fd;
}

int main(int argc, char** argv)
{
    if (argc < 4 || argc > 6 || (argc >= 5 && strcmp(argv[4], "status") != 0 && strcmp(argv[4], "statm") != 0)) {
        fprintf(stderr, "usage: wakefloor PID INTERVAL_MS SECONDS [status | statm [FULL_MS]]\n");
        return 2;
    }
    const long interval = atol(argv[2]) > 0 ? atol(argv[2]) : 1;
    const long rounds = atol(argv[3]) * 1000 / interval;
    const int statmMode = argc >= 5 && strcmp(argv[4], "statm") == 0;
    const long fullMs = argc == 6 ? atol(argv[5]) : 100;
    const long fullEvery = statmMode ? (fullMs > interval ? (fullMs + interval / 2) / interval : 1) : 1;
    char buf[8192];
    const int stat = openProc(argv[1], "stat");
    const int status = openProc(argv[1], "status");
    const int statm = statmMode ? openProc(argv[1], "statm") : -1;
    if (stat < 0 || status < 0 || (statmMode && statm < 0))
        return 1;
    const struct timespec wait = { interval / 1000, (interval % 1000) * 1000000L };
    for (long i = 0; i < rounds; ++i) {
        ppoll(NULL, 0, &wait, NULL);
        if (i % fullEvery == 0) {
            if (pread(stat, buf, sizeof buf, 0) < 0 || pread(status, buf, sizeof buf, 0) < 0)
                return 1;
        } else if (pread(statm, buf, sizeof buf, 0) < 0) {
            return 1;
        }
    }
    return 0;
}
