#include "mappedfiles.h"

#include "util.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

namespace Probe {
namespace {

// A mapping's header: "7f3a...-7f3b... r-xp 00001000 08:01 1234   /usr/lib/libc.so.6". Its
// address starts with a lower-case hex digit; every field line ("Rss:", "VmFlags:") with a capital.
bool isHeader(const char* line)
{
    return (*line >= '0' && *line <= '9') || (*line >= 'a' && *line <= 'f');
}

// The path of a file on storage, or "" for anything else.
std::string filePath(const char* line, const char* end, bool& executable)
{
    // Five fields, then the path (which may hold spaces).
    const char* p = line;
    const char* perms = nullptr;
    for (int field = 0; field < 5; ++field) {
        while (p < end && *p != ' ')
            ++p;
        while (p < end && *p == ' ')
            ++p;
        if (field == 0)
            perms = p;
    }
    executable = perms && end - perms >= 4 && perms[2] == 'x';
    std::string path(p, size_t(end - p));
    while (!path.empty() && (path.back() == ' ' || path.back() == '\r'))
        path.pop_back();
    if (path.empty() || path[0] != '/' || startsWith(path, "/dev/") || startsWith(path, "/memfd:")
        || startsWith(path, "/SYSV"))
        return std::string();
    return path;
}

int64_t kbField(const char* line, const char* end, const char* key)
{
    const size_t n = std::strlen(key);
    if (size_t(end - line) <= n || std::strncmp(line, key, n) != 0)
        return -1;
    return std::strtoll(line + n, nullptr, 10);
}

bool readWhole(const std::string& path, std::string& buf, size_t cap)
{
    buf.clear();
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    char chunk[65536];
    for (;;) {
        const ssize_t got = ::read(fd, chunk, sizeof chunk);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0)
            break;
        buf.append(chunk, size_t(got));
        if (buf.size() >= cap)
            break; // a process with hundreds of thousands of mappings: what was read is summed
    }
    ::close(fd);
    return !buf.empty();
}

// A file seen again (in another process, or by a later scan): the most of each figure is kept.
void keepLargest(MappedFile& into, const MappedFile& f)
{
    into.path = f.path;
    into.rssKb = std::max(into.rssKb, f.rssKb);
    into.sizeKb = std::max(into.sizeKb, f.sizeKb);
    into.code = into.code || f.code;
}

} // namespace

void parseSmaps(const char* text, size_t size, std::map<std::string, MappedFile>& out)
{
    MappedFile* current = nullptr;
    const char* end = text + size;
    for (const char* line = text; line < end;) {
        const char* nl = static_cast<const char*>(std::memchr(line, '\n', size_t(end - line)));
        const char* lineEnd = nl ? nl : end;
        if (isHeader(line)) {
            bool executable = false;
            const std::string path = filePath(line, lineEnd, executable);
            current = nullptr;
            if (!path.empty()) {
                MappedFile& f = out[path];
                f.path = path;
                f.code = f.code || executable;
                current = &f;
            }
        } else if (current) {
            if (const int64_t rss = kbField(line, lineEnd, "Rss:"); rss >= 0)
                current->rssKb += rss;
            else if (const int64_t sz = kbField(line, lineEnd, "Size:"); sz >= 0)
                current->sizeKb += sz;
        }
        line = nl ? nl + 1 : end;
    }
}

void MappedFiles::scan(double nowMs, const std::vector<pid_t>& pids, bool force)
{
    if (!force) {
        if (nowMs < m_next)
            return;
        m_next = nowMs + m_step;
        m_step = std::min(m_step * 2, kMaxIntervalMs);
    }
    std::map<std::string, MappedFile> now;
    for (pid_t pid : pids) {
        // 64 MiB of text is some 300,000 mappings; a process gone since the sample is skipped.
        if (!readWhole("/proc/" + std::to_string(pid) + "/smaps", m_buf, 64u << 20))
            continue;
        std::map<std::string, MappedFile> one;
        parseSmaps(m_buf.data(), m_buf.size(), one);
        for (const auto& [path, f] : one)
            keepLargest(now[path], f);
    }
    ++m_scans;
    for (const auto& [path, f] : now)
        keepLargest(m_max[path], f);
    if (m_buf.capacity() > (1u << 20))
        std::string().swap(m_buf); // the probe's own RSS is part of what ru_maxrss may show
}

std::vector<MappedFile> MappedFiles::largest(size_t n) const
{
    std::vector<MappedFile> all;
    all.reserve(m_max.size());
    for (const auto& [path, f] : m_max)
        all.push_back(f);
    std::sort(all.begin(), all.end(), [](const MappedFile& a, const MappedFile& b) {
        return a.rssKb != b.rssKb ? a.rssKb > b.rssKb : a.path < b.path;
    });
    if (all.size() > n)
        all.resize(n);
    return all;
}

std::string MappedFiles::json(size_t n) const
{
    std::string out = "[";
    for (const MappedFile& f : largest(n)) {
        if (out.size() > 1)
            out += ',';
        out += JsonObject()
                   .str("path", f.path)
                   .num("rss_kb", f.rssKb)
                   .num("size_kb", f.sizeKb)
                   .str("kind", f.code ? "code" : "data")
                   .done();
    }
    return out + "]";
}

} // namespace Probe
