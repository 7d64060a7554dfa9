// Test workload for the probe's loop mode: a "model" of BASE_MB held for the whole run, then one
// iteration per size in MB_LIST, each marked by a headroom:iteration line and touching that many
// megabytes (every page written), printing TOKENS token markers 5 ms apart, and freeing them.
// Plain C++ and one process, so VmHWM and ru_maxrss are the kernel's exact figures.
//   headroom_probe_loop BASE_MB MB_LIST TOKENS [done|nodone|fail]
//   nodone: no headroom:done line; fail: exit 3 in the middle of the last iteration.

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <string>
#include <sys/mman.h>
#include <unistd.h>
#include <vector>

static void pause(long ms)
{
    timespec ts { ms / 1000, (ms % 1000) * 1000000L };
    while (nanosleep(&ts, &ts) != 0) { }
}

static char* touch(size_t mb)
{
    const size_t bytes = mb * 1024 * 1024;
    auto* p = static_cast<char*>(mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0));
    if (p == MAP_FAILED)
        std::exit(4);
    const long page = sysconf(_SC_PAGESIZE);
    for (size_t i = 0; i < bytes; i += size_t(page))
        p[i] = char(i);
    return p;
}

static void line(const char* text)
{
    std::printf("%s\n", text);
    std::fflush(stdout);
}

int main(int argc, char** argv)
{
    if (argc < 4 || argc > 5) {
        std::fprintf(stderr, "usage: %s BASE_MB MB_LIST TOKENS [done|nodone|fail]\n", argv[0]);
        return 2;
    }
    const std::string end = argc == 5 ? argv[4] : "done";
    std::vector<size_t> sizes;
    for (const char* p = argv[2]; *p;) {
        char* next = nullptr;
        sizes.push_back(size_t(std::strtoul(p, &next, 10)));
        p = *next == ',' ? next + 1 : next;
        if (next == p && *p)
            return 2;
    }
    const int tokens = std::atoi(argv[3]);
    touch(size_t(std::atol(argv[1]))); // the model: resident until the end
    pause(30);
    for (size_t k = 0; k < sizes.size(); ++k) {
        line("headroom:iteration");
        pause(20); // the probe reads and resets VmHWM at the marker before the pass grows
        char* buf = touch(sizes[k]);
        for (int t = 0; t < tokens; ++t) {
            line(t == 0 ? "headroom:first_token" : "headroom:token");
            pause(5);
        }
        if (end == "fail" && k + 1 == sizes.size())
            return 3;
        munmap(buf, sizes[k] * 1024 * 1024);
        pause(20);
    }
    if (end == "done")
        line("headroom:done");
    pause(30);
    return 0;
}
