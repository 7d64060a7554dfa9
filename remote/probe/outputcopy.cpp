#include "outputcopy.h"

#include "protocol.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

namespace Probe {

namespace {
constexpr int64_t kHead = HeadroomProtocol::kOutputHeadBytes;
constexpr size_t kTail = size_t(HeadroomProtocol::kOutputTailBytes);
} // namespace

OutputCopy::~OutputCopy()
{
    finish();
}

bool OutputCopy::open(const std::string& path)
{
    m_path = path;
    m_fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    return m_fd >= 0;
}

bool OutputCopy::writeFd(const char* p, size_t n)
{
    while (n > 0) {
        const ssize_t w = ::write(m_fd, p, n);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0) {
            if (w == 0)
                errno = ENOSPC;
            return false;
        }
        p += w;
        n -= size_t(w);
    }
    return true;
}

bool OutputCopy::write(const char* p, size_t n)
{
    if (n == 0)
        return true;
    m_hash.update(p, n);
    bool ok = true;
    if (m_total < kHead) {
        const size_t head = size_t(std::min<int64_t>(int64_t(n), kHead - m_total));
        ok = writeFd(p, head);
        m_lastHeadByte = p[head - 1];
        m_total += int64_t(head);
        p += head;
        n -= head;
    }
    if (n == 0)
        return ok;
    if (!m_ring)
        m_ring.reset(new char[kTail]);
    m_total += int64_t(n);
    // Only the last kTail bytes of this chunk can survive.
    if (n > kTail) {
        p += n - kTail;
        n = kTail;
    }
    const size_t first = std::min(n, kTail - m_ringPos);
    std::memcpy(m_ring.get() + m_ringPos, p, first);
    std::memcpy(m_ring.get(), p + first, n - first);
    m_ringPos = (m_ringPos + n) % kTail;
    return ok;
}

bool OutputCopy::cut() const
{
    return m_total > kHead + int64_t(kTail);
}

int64_t OutputCopy::leftOut() const
{
    return cut() ? m_total - kHead - int64_t(kTail) : 0;
}

std::string OutputCopy::marker(int64_t total, const std::string& sha256)
{
    char buf[320];
    std::snprintf(buf, sizeof buf,
        "[headroom-probe: %lld bytes left out here; this file keeps the first %lld and the last %lld of %lld bytes; "
        "SHA-256 of all of them: %s]\n",
        static_cast<long long>(total - kHead - int64_t(kTail)), static_cast<long long>(kHead),
        static_cast<long long>(kTail), static_cast<long long>(total), sha256.c_str());
    return buf;
}

bool OutputCopy::finish()
{
    if (m_finished)
        return true;
    m_finished = true;
    m_digest = m_hash.hexDigest();
    bool ok = m_fd >= 0;
    if (ok && m_total > kHead) {
        const size_t held = size_t(std::min<int64_t>(m_total - kHead, int64_t(kTail)));
        if (cut()) {
            // The marker starts a line of its own, whatever the head ended with.
            const std::string line
                = (m_lastHeadByte == '\n' ? std::string() : std::string("\n")) + marker(m_total, m_digest);
            // The ring is full: its oldest byte is at the write position.
            ok = writeFd(line.data(), line.size()) && writeFd(m_ring.get() + m_ringPos, kTail - m_ringPos)
                && writeFd(m_ring.get(), m_ringPos);
        } else {
            ok = writeFd(m_ring.get(), held); // nothing left out: head and tail meet
        }
    }
    m_ring.reset();
    if (m_fd >= 0) {
        const int err = errno;
        ::close(m_fd);
        errno = err;
    }
    m_fd = -1;
    return ok;
}

} // namespace Probe
