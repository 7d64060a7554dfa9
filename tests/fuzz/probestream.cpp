// The probe's own parsers (remote/probe, no Qt): the JSON reader, the workload's gpu_peak lines and peaks file, serve
// mode's HTTP/SSE/NDJSON client. The stream parsers are private to serveclient.cpp, so the whole client is fuzzed
// through its public entry point, Probe::streamRequest, against a loopback server that answers with the fuzz input (see
// docs/reliability.md for the narrower interface that would make this faster).

#include "fuzztargets.h"

#include "remote/probe/gpupeaks.h"
#include "remote/probe/json.h"
#include "remote/probe/serveclient.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

namespace Fuzz {

namespace {

void require(bool condition, const char* what)
{
    if (condition)
        return;
    std::fprintf(stderr, "fuzz invariant broken: %s\n", what);
    std::abort();
}

// One listening socket on 127.0.0.1 for the whole process.
int listener(int* port)
{
    static int fd = -1;
    static int boundPort = 0;
    if (fd < 0) {
        fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        require(fd >= 0, "socket");
        sockaddr_in a {};
        a.sin_family = AF_INET;
        a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        require(::bind(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0, "bind 127.0.0.1");
        require(::listen(fd, 8) == 0, "listen");
        socklen_t len = sizeof a;
        ::getsockname(fd, reinterpret_cast<sockaddr*>(&a), &len);
        boundPort = ntohs(a.sin_port);
    }
    *port = boundPort;
    return fd;
}

// Waits at most ms for fd to be readable; false on timeout.
bool readable(int fd, int ms)
{
    pollfd p { fd, POLLIN, 0 };
    return ::poll(&p, 1, ms) > 0;
}

// The server side of one request: reads the whole request (so closing never resets the
// connection under unread bytes), sends the answer, closes its side, waits for the client.
void serveOnce(int listenFd, const char* answer, size_t size)
{
    if (!readable(listenFd, 5000))
        return;
    const int c = ::accept4(listenFd, nullptr, nullptr, SOCK_CLOEXEC);
    if (c < 0)
        return;
    std::string request;
    char buf[4096];
    size_t need = std::string::npos;
    while (request.size() < need && readable(c, 5000)) {
        const ssize_t n = ::recv(c, buf, sizeof buf, 0);
        if (n <= 0)
            break;
        request.append(buf, size_t(n));
        const size_t end = request.find("\r\n\r\n");
        if (need == std::string::npos && end != std::string::npos) {
            const size_t cl = request.find("Content-Length: ");
            need = end + 4 + (cl == std::string::npos ? 0 : size_t(std::atol(request.c_str() + cl + 16)));
        }
    }
    for (size_t off = 0; off < size;) {
        const ssize_t n = ::send(c, answer + off, size - off, MSG_NOSIGNAL);
        if (n <= 0)
            break; // the client gave up early (an error it found): that is allowed
        off += size_t(n);
    }
    ::shutdown(c, SHUT_WR);
    while (readable(c, 5000) && ::recv(c, buf, sizeof buf, 0) > 0) { }
    ::close(c);
}

} // namespace

int probeJson(const uint8_t* data, size_t size)
{
    Probe::JsonValue v;
    std::string error;
    const bool ok = Probe::parseJson(reinterpret_cast<const char*>(data), size, v, error);
    require(ok || !error.empty(), "parseJson failed without a message");
    return 0;
}

// The workload's headroom:gpu_peak lines (gpupeaks.cpp), as the probe splits a stream into lines:
// never a crash; a kept line has a GPU index 0..63 and allocated <= reserved; a refused one says why.
int probeGpuPeak(const uint8_t* data, size_t size)
{
    const std::string text(reinterpret_cast<const char*>(data), size);
    size_t start = 0;
    while (start <= text.size()) {
        size_t nl = text.find('\n', start);
        if (nl == std::string::npos)
            nl = text.size();
        Probe::WorkloadGpuPeak p;
        std::string why;
        switch (Probe::parseGpuPeakLine(text.substr(start, nl - start), p, why)) {
        case Probe::GpuPeakLine::Ok:
            require(p.gpu >= 0 && p.gpu < 64 && p.allocatedBytes >= 0 && p.allocatedBytes <= p.reservedBytes
                    && !p.api.empty(),
                "a kept gpu_peak line out of range");
            break;
        case Probe::GpuPeakLine::Refused:
            require(!why.empty(), "a refused gpu_peak line without a reason");
            break;
        case Probe::GpuPeakLine::NotOne:
            break;
        }
        start = nl + 1;
    }
    return 0;
}

// The workload's GPU peaks file (gpupeaks.cpp), the whole input as the file's text: never a
// crash; kept, every GPU 0..63 once with allocated <= reserved and an api; refused, a reason and
// nothing kept (the probe reads at most 64 KiB, so a longer input must be refused by its size).
int probeGpuPeaksFile(const uint8_t* data, size_t size)
{
    const std::string text(reinterpret_cast<const char*>(data), size);
    std::vector<Probe::WorkloadGpuPeak> peaks(1); // cleared by the parser either way
    std::string why;
    if (Probe::parseGpuPeakFile(text, peaks, why)) {
        require(size <= Probe::WorkloadGpuPeaks::kMaxFileBytes, "a peaks file above the size limit kept");
        require(why.empty() && peaks.size() <= Probe::WorkloadGpuPeaks::kMaxGpus, "kept peaks out of bounds");
        uint64_t seen = 0;
        for (const Probe::WorkloadGpuPeak& p : peaks) {
            require(p.gpu >= 0 && p.gpu < 64 && p.allocatedBytes >= 0 && p.allocatedBytes <= p.reservedBytes
                    && p.reservedBytes <= 1000000000000000000LL && !p.api.empty() && p.api.size() <= 64,
                "a kept peaks file entry out of range");
            require(!(seen & (uint64_t(1) << p.gpu)), "a GPU kept twice from one peaks file");
            seen |= uint64_t(1) << p.gpu;
        }
    } else {
        require(!why.empty(), "a refused peaks file without a reason");
        require(peaks.empty(), "a refused peaks file half-kept");
    }
    return 0;
}

int probeStream(const uint8_t* data, size_t size)
{
    if (size == 0)
        return 0;
    // First byte: which engine's API the probe speaks; the rest is the server's whole answer.
    static const Probe::Api apis[]
        = { Probe::Api::Llama, Probe::Api::OpenAiCompletions, Probe::Api::OpenAiChat, Probe::Api::Ollama };
    Probe::Endpoint e;
    e.api = apis[data[0] % 4];
    const int fd = listener(&e.port);
    std::thread server(serveOnce, fd, reinterpret_cast<const char*>(data + 1), size - 1);
    const std::atomic<bool> stop { false };
    const Probe::RequestResult r
        = Probe::streamRequest(e, Probe::requestBody(e.api, "m", "hello", 4, {}), 10000, 5000, stop);
    server.join();
    static const char* kinds[] = { "connect", "send", "http_status", "chunked", "malformed", "truncated",
        "server_error", "timeout", "idle_timeout", "interrupted" };
    if (r.ok) {
        require(r.errorKind.empty(), "ok with an error kind");
        require(r.httpStatus == 200, "ok without HTTP 200");
        require(r.chunks == 0 || (r.ttftMs >= 0 && r.itlMs.size() == size_t(r.chunks - 1)),
            "output events and inter-token gaps disagree");
    } else {
        bool known = false;
        for (const char* k : kinds)
            known = known || r.errorKind == k;
        require(known, "a failed request without a documented error kind");
        require(!r.error.empty(), "a failed request without a message");
        // A loopback answer that ends (the server closes) must never end by a timeout.
        require(r.errorKind != "timeout" && r.errorKind != "idle_timeout", "a finished answer ended by a timeout");
    }
    return 0;
}

} // namespace Fuzz
