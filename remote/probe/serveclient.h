#pragma once

// Serve mode's HTTP/1.1 client (issue 5): one streamed request to an inference engine on the
// device's loopback, with no library. It handles Content-Length, chunked transfer encoding and
// read-until-close bodies; SSE (llama.cpp /completion, OpenAI-compatible /v1/completions and
// /v1/chat/completions) and NDJSON (Ollama /api/generate). Every wait is bounded: a request
// ends by its final event, an error, its deadline or its idle timeout, never by hanging.

#include <atomic>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace Probe {

enum class Api { Llama, OpenAiCompletions, OpenAiChat, Ollama };

bool parseApi(const std::string& name, Api& out);
const char* apiName(Api api);
const char* defaultPath(Api api);

struct Endpoint {
    std::string host = "127.0.0.1"; // an IPv4 address; "localhost" is taken as 127.0.0.1
    int port = 0;
    std::string path; // "" until parseUrl or the API's default fills it
    Api api = Api::Llama;
};

// "http://127.0.0.1:8080" or "http://127.0.0.1:8080/completion". No DNS, no TLS.
bool parseUrl(const std::string& url, Endpoint& e, std::string& error);

// A --param value as the JSON text sent: a JSON number, true, false or null as it is, anything
// else (or everything, with forceString: --param-str) as a JSON string.
std::string jsonParamValue(const std::string& v, bool forceString);

// The JSON body of a streamed request. params: extra fields, each a key and its JSON text
// (jsonParamValue); a key "options.KEY" goes into Ollama's "options" object.
std::string requestBody(Api api, const std::string& model, const std::string& prompt, int maxTokens,
    const std::vector<std::pair<std::string, std::string>>& params);

struct RequestResult {
    bool ok = false;
    std::string errorKind; // connect, send, http_status, chunked, malformed, truncated, server_error,
                           // timeout, idle_timeout, interrupted
    std::string error; // one line for the user
    int httpStatus = -1;
    double ttftMs = -1; // request start to the first event with output text
    double e2eMs = -1; // request start to the final event (or the error)
    int chunks = 0; // events that carried output text
    std::vector<double> itlMs; // gaps between consecutive output events
    // The output text as streamed, for the plan's acceptance rules (checked on the host); at most
    // kMaxOutputText bytes are kept, the rest is counted in textDropped.
    static constexpr size_t kMaxOutputText = size_t(4) << 20;
    std::string text;
    size_t textDropped = 0;
    // The server's own figures, kept apart from the client's; -1 when it did not send them.
    int64_t serverPromptTokens = -1, serverOutputTokens = -1;
    double serverPromptMs = -1, serverGenerationMs = -1, serverLoadMs = -1, serverTotalMs = -1;
    std::string serverSource; // "timings" (llama.cpp), "usage" (OpenAI), "ollama", ""
};

// Sends body and reads the stream. Returns when the answer is complete, on an error, at
// timeoutMs after the start, after idleTimeoutMs without a byte, or soon after stop is set.
RequestResult streamRequest(
    const Endpoint& e, const std::string& body, double timeoutMs, double idleTimeoutMs, const std::atomic<bool>& stop);

// A plain GET of a short text from the same engine (its metrics): true with body (at most
// kMaxGetBody bytes of it) on HTTP 200; otherwise false with error. Bounded by timeoutMs and stop.
constexpr size_t kMaxGetBody = size_t(1) << 20;
bool httpGet(const Endpoint& e, const std::string& path, double timeoutMs, const std::atomic<bool>& stop,
    std::string& body, std::string& error);

// How many requests an engine's Prometheus text says it is processing now: the sum of one known
// gauge's samples (llamacpp:requests_processing, vllm:num_requests_running, sglang:num_running_reqs,
// tgi_batch_current_size; the first found), its name in metric; -1 when the text has none.
int processingGauge(const std::string& text, std::string& metric);

} // namespace Probe
