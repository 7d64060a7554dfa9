// Test workload for the probe: touches MB megabytes (every page written, so it is resident),
// holds them HOLD_MS, frees them, then stays alive AFTER_MS. Plain C++: it must not be the probe.
//   headroom_probe_spike MB HOLD_MS AFTER_MS

#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <sys/mman.h>
#include <unistd.h>

static void pause(long ms)
{
    timespec ts { ms / 1000, (ms % 1000) * 1000000L };
    while (nanosleep(&ts, &ts) != 0) { }
}

int main(int argc, char** argv)
{
    if (argc != 4) {
        std::fprintf(stderr, "usage: %s MB HOLD_MS AFTER_MS\n", argv[0]);
        return 2;
    }
    const size_t bytes = size_t(std::atol(argv[1])) * 1024 * 1024;
    const long page = sysconf(_SC_PAGESIZE);
    auto* p = static_cast<char*>(mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0));
    if (p == MAP_FAILED)
        return 3;
    for (size_t i = 0; i < bytes; i += size_t(page))
        p[i] = char(i);
    std::printf("touched %s MB\n", argv[1]);
    std::fflush(stdout);
    pause(std::atol(argv[2]));
    munmap(p, bytes);
    pause(std::atol(argv[3]));
    return 0;
}
