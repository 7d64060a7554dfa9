// One file, a few lines over 600: the request loop, its HTTP/1.1 decoder (HttpDecoder) and the
// SSE/NDJSON event reader (StreamReader) are private to it. Moving the two parsers behind a header
// of their own goes with a faster fuzz target for them (docs/reliability.md, "Known not covered").
#include "serveclient.h"

#include "json.h"
#include "util.h"

#include <algorithm>
#include <arpa/inet.h>
#include <cerrno>
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
std::string jsonParam(const std::string& v)
{
    double d = 0;
    if (v == "true" || v == "false" || v == "null" || parseDouble(v, d))
        return v;
    std::string s;
    appendJsonString(s, v);
    return s;
}
} // namespace

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
                options += ":" + jsonParam(v);
            }
        o.str("prompt", prompt).boolean("stream", true).raw("options", options + "}");
        break;
    }
    }
    for (const auto& [k, v] : params)
        if (api != Api::Ollama || !startsWith(k, "options."))
            o.raw(k.c_str(), jsonParam(v));
    return o.done();
}

namespace {
double num(const JsonValue* v)
{
    return v && v->isNumber() ? v->number : -1;
}

// Reads the events of one answer: splits the body into lines, SSE events or NDJSON objects,
// and records output times and the server's figures.
class StreamReader {
public:
    StreamReader(Api api, RequestResult& r, double t0)
        : m_api(api)
        , m_r(r)
        , m_t0(t0)
    {
    }
    // False on a stream error (set in the result).
    bool feed(const char* p, size_t n, double now)
    {
        for (size_t i = 0; i < n && !m_failed && !m_complete; ++i) {
            if (p[i] != '\n') {
                if (m_line.size() > (size_t(8) << 20))
                    return fail("malformed", "an event line longer than 8 MiB");
                m_line += p[i];
                continue;
            }
            if (!m_line.empty() && m_line.back() == '\r')
                m_line.pop_back();
            line(m_line, now);
            m_line.clear();
        }
        return !m_failed;
    }
    void end(double now)
    {
        if (m_failed || m_complete)
            return;
        if (!m_line.empty())
            line(m_line, now);
        if (m_api != Api::Ollama && !m_data.empty() && !m_failed && !m_complete)
            dispatch(now);
    }
    bool complete() const { return m_complete; }
    bool failed() const { return m_failed; }

private:
    bool fail(const char* kind, const std::string& msg)
    {
        m_failed = true;
        m_r.errorKind = kind;
        m_r.error = msg;
        return false;
    }
    void line(const std::string& l, double now)
    {
        if (m_api == Api::Ollama) {
            if (!trim(l).empty())
                event(l, now);
            return;
        }
        if (l.empty()) {
            if (!m_data.empty())
                dispatch(now);
            return;
        }
        if (l[0] == ':')
            return; // SSE comment (keep-alive)
        if (startsWith(l, "data:")) {
            if (!m_data.empty())
                m_data += '\n';
            m_data += l.substr(l.size() > 5 && l[5] == ' ' ? 6 : 5);
        }
        // event:, id:, retry: carry nothing measured here
    }
    void dispatch(double now)
    {
        const std::string d = m_data;
        m_data.clear();
        if (trim(d) == "[DONE]") {
            m_complete = true;
            return;
        }
        event(d, now);
    }
    void output(double now, const std::string& text)
    {
        const size_t room = RequestResult::kMaxOutputText - std::min(m_r.text.size(), RequestResult::kMaxOutputText);
        m_r.text.append(text, 0, std::min(room, text.size()));
        m_r.textDropped += text.size() - std::min(room, text.size());
        if (m_r.chunks == 0)
            m_r.ttftMs = now - m_t0;
        else
            m_r.itlMs.push_back(now - m_last);
        m_last = now;
        ++m_r.chunks;
    }
    void event(const std::string& text, double now)
    {
        JsonValue v;
        std::string err;
        if (!parseJson(text.data(), text.size(), v, err) || !v.isObject()) {
            std::string shown = text.substr(0, 80);
            for (auto& c : shown)
                if (static_cast<unsigned char>(c) < 0x20)
                    c = ' ';
            fail(
                "malformed", "an event is not a JSON object (" + (err.empty() ? "not an object" : err) + "): " + shown);
            return;
        }
        if (const JsonValue* e = v.get("error")) {
            const JsonValue* m = e->isObject() ? e->get("message") : e;
            fail("server_error",
                "the server sent an error: " + (m && m->isString() ? m->text : std::string("(no message)")));
            return;
        }
        switch (m_api) {
        case Api::Llama: {
            const JsonValue* c = v.get("content");
            if (c && c->isString() && !c->text.empty())
                output(now, c->text);
            const JsonValue* stop = v.get("stop");
            if (stop && stop->type == JsonValue::Bool && stop->boolean) {
                timings(v.get("timings"));
                m_complete = true;
            }
            break;
        }
        case Api::OpenAiCompletions:
        case Api::OpenAiChat: {
            const JsonValue* ch = v.get("choices");
            const JsonValue* c0 = ch ? ch->at(0) : nullptr;
            if (c0) {
                const JsonValue* t = m_api == Api::OpenAiChat
                    ? (c0->get("delta") ? c0->get("delta")->get("content") : nullptr)
                    : c0->get("text");
                if (t && t->isString() && !t->text.empty())
                    output(now, t->text);
            }
            if (const JsonValue* u = v.get("usage"); u && u->isObject()) {
                m_r.serverPromptTokens = int64_t(num(u->get("prompt_tokens")));
                m_r.serverOutputTokens = int64_t(num(u->get("completion_tokens")));
                if (m_r.serverSource.empty())
                    m_r.serverSource = "usage";
            }
            if (v.get("timings"))
                timings(v.get("timings")); // llama.cpp's OpenAI endpoint adds them
            break;
        }
        case Api::Ollama: {
            const JsonValue* c = v.get("response");
            if (!c && v.get("message"))
                c = v.get("message")->get("content");
            if (c && c->isString() && !c->text.empty())
                output(now, c->text);
            const JsonValue* done = v.get("done");
            if (done && done->type == JsonValue::Bool && done->boolean) {
                m_r.serverSource = "ollama";
                m_r.serverPromptTokens = int64_t(num(v.get("prompt_eval_count")));
                m_r.serverOutputTokens = int64_t(num(v.get("eval_count")));
                auto ms = [&](const char* k) { return num(v.get(k)) >= 0 ? num(v.get(k)) / 1e6 : -1.0; };
                m_r.serverPromptMs = ms("prompt_eval_duration");
                m_r.serverGenerationMs = ms("eval_duration");
                m_r.serverLoadMs = ms("load_duration");
                m_r.serverTotalMs = ms("total_duration");
                m_complete = true;
            }
            break;
        }
        }
    }
    void timings(const JsonValue* t)
    {
        if (!t || !t->isObject())
            return;
        m_r.serverSource = "timings";
        m_r.serverPromptTokens = int64_t(num(t->get("prompt_n")));
        m_r.serverOutputTokens = int64_t(num(t->get("predicted_n")));
        m_r.serverPromptMs = num(t->get("prompt_ms"));
        m_r.serverGenerationMs = num(t->get("predicted_ms"));
    }

    Api m_api;
    RequestResult& m_r;
    double m_t0, m_last = 0;
    std::string m_line, m_data;
    bool m_failed = false, m_complete = false;
};

// HTTP/1.1 response framing: status line and headers, then a body by Content-Length, chunked,
// or until the server closes.
class HttpDecoder {
public:
    enum class State { Headers, Body, ChunkSize, ChunkData, ChunkCrlf, Trailers, Done, Error };
    State state = State::Headers;
    int status = -1;
    std::string error;
    bool untilClose = false;

    template <typename F> void feed(const char* p, size_t n, F&& body)
    {
        size_t i = 0;
        while (i < n && state != State::Done && state != State::Error) {
            switch (state) {
            case State::Headers: {
                const char c = p[i++];
                m_head += c;
                if (m_head.size() > 65536)
                    return fail("response headers longer than 64 KiB");
                if (m_head.size() >= 4 && m_head.compare(m_head.size() - 4, 4, "\r\n\r\n") == 0)
                    headers();
                break;
            }
            case State::Body: {
                size_t take = n - i;
                if (m_remaining >= 0 && int64_t(take) > m_remaining)
                    take = size_t(m_remaining);
                body(p + i, take);
                i += take;
                if (m_remaining >= 0 && (m_remaining -= int64_t(take)) == 0)
                    state = State::Done;
                break;
            }
            case State::ChunkSize:
            case State::Trailers: {
                const char c = p[i++];
                if (c != '\n') {
                    if (m_line.size() > 1024)
                        return fail("malformed chunked encoding: a size line longer than 1 KiB");
                    m_line += c;
                    break;
                }
                if (!m_line.empty() && m_line.back() == '\r')
                    m_line.pop_back();
                if (state == State::Trailers) {
                    if (m_line.empty())
                        state = State::Done;
                    m_line.clear();
                    break;
                }
                const std::string size = trim(m_line.substr(0, m_line.find(';')));
                m_line.clear();
                char* end = nullptr;
                const long long v = size.empty() ? -1 : std::strtoll(size.c_str(), &end, 16);
                if (v < 0 || *end != '\0' || size.size() > 15)
                    return fail("malformed chunked encoding: bad chunk size '" + size + "'");
                m_remaining = v;
                state = v == 0 ? State::Trailers : State::ChunkData;
                break;
            }
            case State::ChunkData: {
                const size_t take = std::min<size_t>(n - i, size_t(m_remaining));
                body(p + i, take);
                i += take;
                m_remaining -= int64_t(take);
                if (m_remaining == 0)
                    state = State::ChunkCrlf;
                break;
            }
            case State::ChunkCrlf: {
                const char c = p[i++];
                if (c == '\r')
                    break;
                if (c != '\n')
                    return fail("malformed chunked encoding: no CRLF after a chunk");
                state = State::ChunkSize;
                break;
            }
            default:
                return;
            }
        }
    }

private:
    void fail(const std::string& msg)
    {
        state = State::Error;
        error = msg;
    }
    void headers()
    {
        // "HTTP/1.1 200 OK"
        if (!startsWith(m_head, "HTTP/1.") || m_head.size() < 12)
            return fail("not an HTTP/1.x response");
        status = std::atoi(m_head.c_str() + 9);
        if (status < 100 || status > 599)
            return fail("bad HTTP status line");
        std::string lower;
        for (char c : m_head)
            lower += char(c >= 'A' && c <= 'Z' ? c + 32 : c);
        if (lower.find("\ntransfer-encoding: chunked") != std::string::npos
            || lower.find("\ntransfer-encoding:chunked") != std::string::npos) {
            state = State::ChunkSize;
            return;
        }
        const auto cl = lower.find("\ncontent-length:");
        if (cl != std::string::npos) {
            m_remaining = std::strtoll(lower.c_str() + cl + 16, nullptr, 10);
            state = m_remaining > 0 ? State::Body : State::Done;
            return;
        }
        untilClose = true;
        m_remaining = -1;
        state = State::Body;
    }
    std::string m_head, m_line;
    int64_t m_remaining = -1;
};
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
    const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
    if (fd < 0)
        return finish("connect", std::string("socket: ") + std::strerror(errno));
    struct Closer {
        int fd;
        ~Closer() { ::close(fd); }
    } closer { fd };
    const int one = 1;
    ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    sockaddr_in sa {};
    sa.sin_family = AF_INET;
    sa.sin_port = htons(uint16_t(e.port));
    ::inet_pton(AF_INET, e.host.c_str(), &sa.sin_addr);
    const std::string where = e.host + ":" + std::to_string(e.port);
    if (::connect(fd, reinterpret_cast<sockaddr*>(&sa), sizeof sa) != 0 && errno != EINPROGRESS)
        return finish("connect", "cannot connect to " + where + ": " + std::strerror(errno));
    // Waits for fd to be ready in events, in slices so that stop is seen within 100 ms.
    auto waitFor = [&](short events, double until) -> int {
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
    };
    int w = waitFor(POLLOUT, deadline);
    if (w == -2)
        return finish("interrupted", "interrupted while connecting");
    if (w <= 0)
        return finish("timeout", "no connection to " + where + " within the request timeout");
    int soErr = 0;
    socklen_t len = sizeof soErr;
    ::getsockopt(fd, SOL_SOCKET, SO_ERROR, &soErr, &len);
    if (soErr != 0)
        return finish("connect", "cannot connect to " + where + ": " + std::strerror(soErr));

    const std::string path = e.path.empty() ? defaultPath(e.api) : e.path;
    const std::string req = "POST " + path + " HTTP/1.1\r\nHost: " + where
        + "\r\nUser-Agent: headroom-probe\r\nContent-Type: application/json\r\nAccept: "
        + (e.api == Api::Ollama ? "application/x-ndjson" : "text/event-stream")
        + "\r\nConnection: close\r\nContent-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body;
    for (size_t off = 0; off < req.size();) {
        const ssize_t n = ::send(fd, req.data() + off, req.size() - off, MSG_NOSIGNAL);
        if (n > 0) {
            off += size_t(n);
            continue;
        }
        if (n < 0 && errno != EAGAIN && errno != EINTR)
            return finish("send", "sending the request failed: " + std::string(std::strerror(errno)));
        w = waitFor(POLLOUT, deadline);
        if (w == -2)
            return finish("interrupted", "interrupted while sending");
        if (w <= 0)
            return finish("timeout", "the request could not be sent within the timeout");
    }

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

} // namespace Probe
