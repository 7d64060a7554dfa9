#include "serveclient.h"

#include "httpstream.h"
#include "json.h"
#include "util.h"

#include <algorithm>
#include <arpa/inet.h>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

namespace Probe {

bool parseApi(const std::string& name, Api& out)
{
    if (name == "llama")
        out = Api::Llama;
    else if (name == "openai")
        out = Api::OpenAiCompletions;
    else if (name == "openai-chat")
        out = Api::OpenAiChat;
    else if (name == "ollama")
        out = Api::Ollama;
    else
        return false;
    return true;
}

const char* apiName(Api api)
{
    switch (api) {
    case Api::Llama:
        return "llama";
    case Api::OpenAiCompletions:
        return "openai";
    case Api::OpenAiChat:
        return "openai-chat";
    case Api::Ollama:
        return "ollama";
    }
    return "";
}

const char* defaultPath(Api api)
{
    switch (api) {
    case Api::Llama:
        return "/completion";
    case Api::OpenAiCompletions:
        return "/v1/completions";
    case Api::OpenAiChat:
        return "/v1/chat/completions";
    case Api::Ollama:
        return "/api/generate";
    }
    return "/";
}

bool parseUrl(const std::string& url, Endpoint& e, std::string& error)
{
    if (!startsWith(url, "http://")) {
        error = "--url must start with http:// (no TLS on the loopback): " + url;
        return false;
    }
    const std::string rest = url.substr(7);
    const auto slash = rest.find('/');
    const std::string hostPort = rest.substr(0, slash);
    e.path = slash == std::string::npos ? std::string() : rest.substr(slash);
    const auto colon = hostPort.rfind(':');
    int64_t port = 0;
    if (colon == std::string::npos || !parseInt64(hostPort.substr(colon + 1), port) || port < 1 || port > 65535) {
        error = "--url needs a port, e.g. http://127.0.0.1:8080: " + url;
        return false;
    }
    e.host = hostPort.substr(0, colon);
    if (e.host == "localhost")
        e.host = "127.0.0.1";
    in_addr a {};
    if (::inet_pton(AF_INET, e.host.c_str(), &a) != 1) {
        error = "--url host must be an IPv4 address such as 127.0.0.1 (no name lookup): " + e.host;
        return false;
    }
    e.port = int(port);
    return true;
}

namespace {
// A number exactly as JSON writes it: strtod also takes "0x1p3", ".5", "+1" and " 1", which a
// JSON parser refuses, so those are sent as strings rather than as a body the engine cannot read.
bool isJsonNumber(const std::string& v)
{
    size_t i = 0;
    const auto digits = [&] {
        const size_t from = i;
        while (i < v.size() && v[i] >= '0' && v[i] <= '9')
            ++i;
        return i > from;
    };
    if (i < v.size() && v[i] == '-')
        ++i;
    if (i < v.size() && v[i] == '0')
        ++i;
    else if (!digits())
        return false;
    if (i < v.size() && v[i] == '.') {
        ++i;
        if (!digits())
            return false;
    }
    if (i < v.size() && (v[i] == 'e' || v[i] == 'E')) {
        ++i;
        if (i < v.size() && (v[i] == '+' || v[i] == '-'))
            ++i;
        if (!digits())
            return false;
    }
    return i == v.size();
}
} // namespace

std::string jsonParamValue(const std::string& v, bool forceString)
{
    if (!forceString && (v == "true" || v == "false" || v == "null" || isJsonNumber(v)))
        return v;
    std::string s;
    appendJsonString(s, v);
    return s;
}

std::string requestBody(Api api, const std::string& model, const std::string& prompt, int maxTokens,
    const std::vector<std::pair<std::string, std::string>>& params)
{
    JsonObject o;
    if (api != Api::Llama || !model.empty())
        o.str("model", model);
    switch (api) {
    case Api::Llama:
        o.str("prompt", prompt).num("n_predict", maxTokens).boolean("stream", true);
        break;
    case Api::OpenAiCompletions:
        o.str("prompt", prompt).num("max_tokens", maxTokens).boolean("stream", true);
        o.raw("stream_options", "{\"include_usage\":true}");
        break;
    case Api::OpenAiChat: {
        std::string msg = "[{\"role\":\"user\",\"content\":";
        appendJsonString(msg, prompt);
        o.raw("messages", msg + "}]").num("max_tokens", maxTokens).boolean("stream", true);
        o.raw("stream_options", "{\"include_usage\":true}");
        break;
    }
    case Api::Ollama: {
        // Ollama takes the sampling parameters inside "options": a param named "options.KEY" goes there.
        std::string options = "{\"num_predict\":" + std::to_string(maxTokens);
        for (const auto& [k, v] : params)
            if (startsWith(k, "options.")) {
                options += ",";
                appendJsonString(options, k.substr(8));
                options += ":" + v;
            }
        o.str("prompt", prompt).boolean("stream", true).raw("options", options + "}");
        break;
    }
    }
    for (const auto& [k, v] : params)
        if (api != Api::Ollama || !startsWith(k, "options."))
            o.raw(k.c_str(), v);
    return o.done();
}

namespace {

// Waits for fd to be ready in events, in slices so that stop is seen within 100 ms: 1 ready, 0 the
// time ran out (until or deadline), -1 an error, -2 stopped.
int waitReady(int fd, short events, double until, double deadline, const std::atomic<bool>& stop)
{
    for (;;) {
        if (stop.load())
            return -2;
        const double left = std::min(until, deadline) - monotonicMs();
        if (left <= 0)
            return 0;
        pollfd p { fd, events, 0 };
        const int pr = ::poll(&p, 1, int(std::min(left, 100.0)) + 1);
        if (pr < 0 && errno != EINTR)
            return -1;
        if (pr > 0)
            return 1;
    }
}

// A connected non-blocking socket to e, or -1 with kind and msg (the RequestResult's errorKind and error).
int openConnection(
    const Endpoint& e, double deadline, const std::atomic<bool>& stop, std::string& kind, std::string& msg)
{
    const auto failed = [&](int fd, const char* k, std::string m) {
        if (fd >= 0)
            ::close(fd);
        kind = k;
        msg = std::move(m);
        return -1;
    };
    const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
    if (fd < 0)
        return failed(-1, "connect", std::string("socket: ") + std::strerror(errno));
    const int one = 1;
    ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    sockaddr_in sa {};
    sa.sin_family = AF_INET;
    sa.sin_port = htons(uint16_t(e.port));
    ::inet_pton(AF_INET, e.host.c_str(), &sa.sin_addr);
    const std::string where = e.host + ":" + std::to_string(e.port);
    if (::connect(fd, reinterpret_cast<sockaddr*>(&sa), sizeof sa) != 0 && errno != EINPROGRESS)
        return failed(fd, "connect", "cannot connect to " + where + ": " + std::strerror(errno));
    const int w = waitReady(fd, POLLOUT, deadline, deadline, stop);
    if (w == -2)
        return failed(fd, "interrupted", "interrupted while connecting");
    if (w <= 0)
        return failed(fd, "timeout", "no connection to " + where + " within the request timeout");
    int soErr = 0;
    socklen_t len = sizeof soErr;
    ::getsockopt(fd, SOL_SOCKET, SO_ERROR, &soErr, &len);
    if (soErr != 0)
        return failed(fd, "connect", "cannot connect to " + where + ": " + std::strerror(soErr));
    return fd;
}

// Sends all of req; false with kind and msg when it cannot.
bool sendAll(
    int fd, const std::string& req, double deadline, const std::atomic<bool>& stop, std::string& kind, std::string& msg)
{
    for (size_t off = 0; off < req.size();) {
        const ssize_t n = ::send(fd, req.data() + off, req.size() - off, MSG_NOSIGNAL);
        if (n > 0) {
            off += size_t(n);
            continue;
        }
        if (n < 0 && errno != EAGAIN && errno != EINTR) {
            kind = "send";
            msg = "sending the request failed: " + std::string(std::strerror(errno));
            return false;
        }
        const int w = waitReady(fd, POLLOUT, deadline, deadline, stop);
        if (w == -2 || w <= 0) {
            kind = w == -2 ? "interrupted" : "timeout";
            msg = w == -2 ? "interrupted while sending" : "the request could not be sent within the timeout";
            return false;
        }
    }
    return true;
}

} // namespace

RequestResult streamRequest(
    const Endpoint& e, const std::string& body, double timeoutMs, double idleTimeoutMs, const std::atomic<bool>& stop)
{
    RequestResult r;
    const double t0 = monotonicMs();
    const double deadline = t0 + timeoutMs;
    auto finish = [&](std::string kind, std::string msg) {
        r.ok = false;
        r.errorKind = std::move(kind);
        r.error = std::move(msg);
        r.e2eMs = monotonicMs() - t0;
        return r;
    };
    std::string kind, msg;
    const int fd = openConnection(e, deadline, stop, kind, msg);
    if (fd < 0)
        return finish(kind, msg);
    struct Closer {
        int fd;
        ~Closer() { ::close(fd); }
    } closer { fd };
    const std::string where = e.host + ":" + std::to_string(e.port);
    auto waitFor = [&](short events, double until) { return waitReady(fd, events, until, deadline, stop); };
    int w = 0;

    const std::string path = e.path.empty() ? defaultPath(e.api) : e.path;
    const std::string req = "POST " + path + " HTTP/1.1\r\nHost: " + where
        + "\r\nUser-Agent: headroom-probe\r\nContent-Type: application/json\r\nAccept: "
        + (e.api == Api::Ollama ? "application/x-ndjson" : "text/event-stream")
        + "\r\nConnection: close\r\nContent-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body;
    if (!sendAll(fd, req, deadline, stop, kind, msg))
        return finish(kind, msg);

    HttpDecoder http;
    StreamReader reader(e.api, r, t0);
    std::string errorBody;
    char buf[16384];
    double lastByte = monotonicMs();
    for (;;) {
        w = waitFor(POLLIN, lastByte + idleTimeoutMs);
        if (w == -2)
            return finish("interrupted", "interrupted mid-stream");
        if (w == 0) {
            if (monotonicMs() >= deadline)
                return finish("timeout", "no complete answer within " + std::to_string(int(timeoutMs / 1000)) + " s");
            return finish("idle_timeout",
                "no byte from the server for " + std::to_string(int(idleTimeoutMs / 1000)) + " s (stream stalled)");
        }
        if (w < 0)
            return finish("connect", std::string("poll: ") + std::strerror(errno));
        const ssize_t n = ::recv(fd, buf, sizeof buf, 0);
        if (n < 0 && (errno == EAGAIN || errno == EINTR))
            continue;
        const double now = monotonicMs();
        if (n <= 0) { // closed (or reset) by the server
            if (http.state == HttpDecoder::State::Headers)
                return finish("truncated", "the server closed the connection before a complete HTTP response header");
            if (http.status != 200)
                break;
            if (http.untilClose || http.state == HttpDecoder::State::Done)
                break;
            reader.end(now);
            if (reader.failed())
                return finish(r.errorKind, r.error);
            if (reader.complete())
                break; // the last event arrived; the framing's end did not
            return finish("truncated",
                "the connection closed mid-stream (chunked body not finished) after " + std::to_string(r.chunks)
                    + " output events");
        }
        lastByte = now;
        http.feed(buf, size_t(n), [&](const char* p, size_t k) {
            if (http.status != 200) {
                if (errorBody.size() < 300)
                    errorBody.append(p, std::min(k, 300 - errorBody.size()));
                return;
            }
            reader.feed(p, k, now);
        });
        r.httpStatus = http.status;
        if (http.state == HttpDecoder::State::Error)
            return finish("chunked", http.error);
        if (reader.failed())
            return finish(r.errorKind, r.error);
        if (reader.complete() && http.status == 200)
            break;
        if (http.state == HttpDecoder::State::Done)
            break;
    }
    r.httpStatus = http.status;
    if (http.status != 200) {
        for (auto& c : errorBody)
            if (static_cast<unsigned char>(c) < 0x20)
                c = ' ';
        return finish("http_status", "HTTP " + std::to_string(http.status) + ": " + trim(errorBody));
    }
    reader.end(monotonicMs());
    if (reader.failed())
        return finish(r.errorKind, r.error);
    if (!reader.complete())
        return finish("truncated",
            "the stream ended without its final event ("
                + std::string(e.api == Api::Ollama ? "\"done\":true"
                        : e.api == Api::Llama      ? "\"stop\":true"
                                                   : "[DONE]")
                + ") after " + std::to_string(r.chunks) + " output events");
    r.e2eMs = monotonicMs() - t0;
    r.ok = true;
    return r;
}

bool httpGet(const Endpoint& e, const std::string& path, double timeoutMs, const std::atomic<bool>& stop,
    std::string& body, std::string& error)
{
    const double deadline = monotonicMs() + timeoutMs;
    std::string kind;
    body.clear();
    const int fd = openConnection(e, deadline, stop, kind, error);
    if (fd < 0)
        return false;
    struct Closer {
        int fd;
        ~Closer() { ::close(fd); }
    } closer { fd };
    const std::string req = "GET " + path + " HTTP/1.1\r\nHost: " + e.host + ":" + std::to_string(e.port)
        + "\r\nUser-Agent: headroom-probe\r\nAccept: text/plain\r\nConnection: close\r\n\r\n";
    if (!sendAll(fd, req, deadline, stop, kind, error))
        return false;
    HttpDecoder http;
    char buf[16384];
    for (;;) {
        const int w = waitReady(fd, POLLIN, deadline, deadline, stop);
        if (w <= 0) {
            error = w == -2 ? "interrupted" : w == 0 ? "no complete answer within the timeout" : std::strerror(errno);
            return false;
        }
        const ssize_t n = ::recv(fd, buf, sizeof buf, 0);
        if (n < 0 && (errno == EAGAIN || errno == EINTR))
            continue;
        if (n <= 0) {
            if (http.state == HttpDecoder::State::Done || (http.untilClose && http.state == HttpDecoder::State::Body))
                break;
            error = "the connection closed before the answer was complete";
            return false;
        }
        http.feed(buf, size_t(n), [&](const char* p, size_t k) {
            if (body.size() < kMaxGetBody)
                body.append(p, std::min(k, kMaxGetBody - body.size()));
        });
        if (http.state == HttpDecoder::State::Error) {
            error = http.error;
            return false;
        }
        if (http.state == HttpDecoder::State::Done)
            break;
    }
    if (http.status != 200) {
        error = "HTTP " + std::to_string(http.status);
        return false;
    }
    return true;
}

int processingGauge(const std::string& text, std::string& metric)
{
    // The gauges engines use for "requests being processed now" (not waiting, not finished).
    static const char* const kGauges[] = { "llamacpp:requests_processing", "vllm:num_requests_running",
        "sglang:num_running_reqs", "tgi_batch_current_size" };
    for (const char* name : kGauges) {
        const size_t len = std::strlen(name);
        double sum = 0;
        bool found = false;
        for (size_t at = 0; at < text.size();) {
            size_t end = text.find('\n', at);
            if (end == std::string::npos)
                end = text.size();
            const std::string line = text.substr(at, end - at);
            at = end + 1;
            // "NAME 3", "NAME{model="x"} 3": one sample per label set; their sum is the engine's.
            if (line.compare(0, len, name) != 0 || line.size() <= len || (line[len] != ' ' && line[len] != '{'))
                continue;
            size_t v = line[len] == '{' ? line.find('}', len) : len;
            if (v == std::string::npos)
                continue;
            const char* p = line.c_str() + v + 1;
            char* stop = nullptr;
            const double x = std::strtod(p, &stop);
            if (stop == p || !std::isfinite(x) || x < 0)
                continue;
            sum += x;
            found = true;
        }
        if (found) {
            metric = name;
            return int(std::min(sum, 1e9));
        }
    }
    return -1;
}

} // namespace Probe
