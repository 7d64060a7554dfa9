// Test workload for the probe (issue 14): a model that mmaps its weights, as llama.cpp does. It
// drops the file's pages from the page cache (fsync, then posix_fadvise DONTNEED), says "loaded",
// then reads every page of the mapping, so each page is a major fault read back from storage and
// shows as RssFile; holds the mapping HOLD_MS so the samples see it. Plain C++: not the probe.
//   headroom_probe_mmapread FILE HOLD_MS

#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

int main(int argc, char** argv)
{
    if (argc != 3) {
        std::fprintf(stderr, "usage: %s FILE HOLD_MS\n", argv[0]);
        return 2;
    }
    const int fd = open(argv[1], O_RDONLY);
    struct stat st { };
    if (fd < 0 || fstat(fd, &st) != 0 || st.st_size <= 0)
        return 3;
    // Clean pages only can be dropped: the test wrote the file just before.
    fsync(fd);
    posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED);
    const size_t bytes = size_t(st.st_size);
    auto* p = static_cast<const volatile char*>(mmap(nullptr, bytes, PROT_READ, MAP_PRIVATE, fd, 0));
    if (p == MAP_FAILED)
        return 4;
    // No readahead: one major fault per page, like weights read back one tensor at a time.
    madvise(const_cast<char*>(p), bytes, MADV_RANDOM);
    std::printf("loaded\n");
    std::fflush(stdout);
    unsigned sum = 0;
    const long page = sysconf(_SC_PAGESIZE);
    for (size_t i = 0; i < bytes; i += size_t(page))
        sum += unsigned(p[i]);
    std::printf("sum %u\n", sum);
    std::fflush(stdout);
    const long ms = std::atol(argv[2]);
    timespec ts { ms / 1000, (ms % 1000) * 1000000L };
    while (nanosleep(&ts, &ts) != 0) { }
    return 0;
}
