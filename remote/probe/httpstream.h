#pragma once

// The two parsers of serve mode's HTTP client (serveclient.cpp): HTTP/1.1 response framing
// (HttpDecoder: status line and headers, then a body by Content-Length, chunked, or until the
// server closes) and the answer's events (StreamReader: SSE or NDJSON lines, output times, the
// server's own figures). Both are fed bytes and keep no socket, so they can be driven without a
// connection. Only serveclient.cpp (and its fuzz target, which compiles it) includes this.

#include "json.h"
#include "serveclient.h"
#include "util.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string>

namespace Probe {

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

    static double num(const JsonValue* v) { return v && v->isNumber() ? v->number : -1; }

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

} // namespace Probe
