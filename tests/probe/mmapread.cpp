// Test workload for the probe (issue 14): a model that mmaps its weights, as llama.cpp does. It
// drops the file's pages from the page cache (fsync, then posix_fadvise DONTNEED), says "loaded",
// then reads every page of the mapping, so each page is a major fault read back from storage and
// shows as RssFile; holds the mapping HOLD_MS so the samples see it. Plain C++: not the probe.
// With "read", it reads the file into memory of its own instead (llama.cpp's --no-mmap): the
// weights are then anonymous memory and no data file stays mapped.
//   headroom_probe_mmapread FILE HOLD_MS [read]

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

int main(int argc, char** argv)
{
    if (argc != 3 && !(argc == 4 && std::strcmp(argv[3], "read") == 0)) {
        std::fprintf(stderr, "usage: %s FILE HOLD_MS [read]\n", argv[0]);
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
    const long ms = std::atol(argv[2]);
    timespec ts { ms / 1000, (ms % 1000) * 1000000L };
    if (argc == 4) {
        char* buf = static_cast<char*>(std::malloc(bytes));
        size_t got = 0;
        for (ssize_t n; buf && got < bytes && (n = read(fd, buf + got, bytes - got)) > 0;)
            got += size_t(n);
        close(fd);
        if (!buf || got != bytes)
            return 5;
        std::printf("loaded\n");
        std::fflush(stdout);
        unsigned sum = 0;
        for (size_t i = 0; i < bytes; i += 4096)
            sum += unsigned(static_cast<unsigned char>(buf[i]));
        std::printf("sum %u\n", sum);
        std::fflush(stdout);
        while (nanosleep(&ts, &ts) != 0) { }
        std::free(buf);
        return 0;
    }
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
    while (nanosleep(&ts, &ts) != 0) { }
    return 0;
}
