// `headroom-probe serve`: repeated streamed requests to a running engine on the loopback, swept
// over concurrency levels (issue 5), with the engine's memory sampled meanwhile.

#include "background.h"
#include "context.h"
#include "envinfo.h"
#include "metricspoller.h"
#include "modes.h"
#include "protocol.h"
#include "runner.h"
#include "runoptions.h"
#include "sampler.h"
#include "serveclient.h"
#include "serveoptions.h"
#include "util.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <thread>

namespace Probe {

namespace {
double quantile(std::vector<double> v, double q)
{
    if (v.empty())
        return -1;
    std::sort(v.begin(), v.end());
    // Nearest rank: an observed value, never an interpolation between two.
    const size_t k = size_t(std::max(1.0, std::ceil(q * double(v.size()))));
    return v[std::min(k, v.size()) - 1];
}

struct Prompt {
    std::string id, text;
};

struct Finished {
    RequestResult r;
    std::string input;
    int level = 0, index = 0, client = 0;
    bool warmup = false;
    double startMs = 0;
};

class Sweep {
public:
    Sweep(ServeOptions o)
        : m_o(std::move(o))
    {
    }
    int exec();

private:
    void runLevel(int level, int requests, bool warmup);
    void writeRequest(const Finished& f);
    void tick(double now, double due);

    ServeOptions m_o;
    RunOutput m_out;
    Guardian m_guardian;
    Background m_background;
    SystemContext m_context;
    std::vector<Prompt> m_prompts;
    std::unique_ptr<TreeSampler> m_engine;
    pid_t m_enginePid = 0;
    bool m_engineGone = false;
    double m_t0 = 0;
    int m_levelIndex = 0;
    std::atomic<bool> m_stop { false };
    std::mutex m_mutex;
    std::condition_variable m_cv;
    std::deque<Finished> m_done;
    int m_requestsDone = 0;
    std::map<std::string, int> m_outputIndex; // per input: the next output file's number
    // Per level, for level_end.
    std::vector<double> m_ttft, m_e2e;
    int m_completed = 0, m_failed = 0;
    int64_t m_tokens = 0;
    int m_sustainable = 0; // 0: none held
    std::vector<Critical> m_critical; // the plan's critical processes, checked once a second
    double m_lastCriticalMs = 0;
    int m_criticalLost = 0;
    bool m_budgetBroken = false;
    bool m_metricsWarned = false; // the engine's metrics could not be read: said once per run
};

void Sweep::tick(double now, double due)
{
    m_context.tick(now, due);
    if (now - m_lastCriticalMs >= 1000.0) {
        m_lastCriticalMs = now;
        for (auto& c : m_critical) {
            if (!c.watched || c.lost || (c.pid ? processAlive(c.pid) : !pidsWithComm(c.spec).empty()))
                continue;
            c.lost = true;
            ++m_criticalLost;
            m_out.event(JsonObject()
                            .num("v", HeadroomProtocol::kFormatVersion)
                            .str("type", HeadroomProtocol::kEvCritical)
                            .str("process", c.spec)
                            .num("level", m_o.levels[size_t(m_levelIndex)])
                            .real("t_ms", now - m_t0, 1)
                            .done());
        }
    }
    if (!m_engine || m_engineGone)
        return;
    const TreeSample s = m_engine->sample(now);
    if (s.procs == 0) {
        m_engineGone = true;
        m_out.event(JsonObject()
                        .num("v", HeadroomProtocol::kFormatVersion)
                        .str("type", HeadroomProtocol::kEvWarning)
                        .str("message", "the engine process " + std::to_string(m_enginePid) + " is gone")
                        .real("t_ms", now - m_t0, 1)
                        .done());
        return;
    }
    m_context.setPids(std::vector<int>(s.pids.begin(), s.pids.end()));
    recordSample(m_out, s, m_enginePid, "", m_levelIndex, now - m_t0, now - m_t0);
}

void Sweep::writeRequest(const Finished& f)
{
    const RequestResult& r = f.r;
    ++m_requestsDone;
    // The answer's text, numbered per input in the order requests end (the order readers number
    // the request events in), so the host can apply the plan's acceptance rules to it.
    const int outIndex = m_outputIndex[f.input]++;
    const std::string outFile = "out/" + f.input + "-" + std::to_string(outIndex) + ".stdout";
    m_out.writeText(outFile, r.text);
    const bool serverTokens = r.serverOutputTokens >= 0;
    const int64_t tokens = serverTokens ? r.serverOutputTokens : r.chunks;
    // Time per output token after the first: what a reader waits per token once text flows.
    const bool haveTpot = r.ok && tokens > 1 && r.ttftMs >= 0;
    const double tpot = haveTpot ? (r.e2eMs - r.ttftMs) / double(tokens - 1) : -1;
    std::string itl = "[";
    for (size_t i = 0; i < r.itlMs.size(); ++i) {
        char b[32];
        std::snprintf(b, sizeof b, "%s%.2f", i ? "," : "", r.itlMs[i]);
        itl += b;
    }
    itl += "]";
    const bool haveItl = !r.itlMs.empty();
    JsonObject server;
    server.str("source", r.serverSource)
        .numOrNull("prompt_tokens", r.serverPromptTokens, r.serverPromptTokens >= 0)
        .numOrNull("output_tokens", r.serverOutputTokens, r.serverOutputTokens >= 0)
        .realOrNull("prompt_ms", r.serverPromptMs, r.serverPromptMs >= 0)
        .realOrNull("generation_ms", r.serverGenerationMs, r.serverGenerationMs >= 0)
        .realOrNull("load_ms", r.serverLoadMs, r.serverLoadMs >= 0)
        .realOrNull("total_ms", r.serverTotalMs, r.serverTotalMs >= 0);
    const std::string outcome = r.ok                                  ? "ok"
        : r.errorKind == "interrupted"                                ? "interrupted"
        : (r.errorKind == "timeout" || r.errorKind == "idle_timeout") ? "timed_out"
                                                                      : "failed";
    JsonObject o;
    o.num("v", HeadroomProtocol::kFormatVersion)
        .str("type", HeadroomProtocol::kEvRequest)
        .str("input", f.input)
        .num("level", f.level)
        .num("index", f.index)
        .num("client", f.client)
        .boolean("warmup", f.warmup)
        .real("t_ms", f.startMs + r.e2eMs - m_t0, 1)
        .real("start_t_ms", f.startMs - m_t0, 1)
        .str("outcome", outcome)
        .str("error_kind", r.errorKind)
        .str("error", r.error)
        .numOrNull("http_status", r.httpStatus, r.httpStatus > 0)
        .realOrNull("ttft_ms", r.ttftMs, r.ttftMs >= 0)
        .real("e2e_ms", r.e2eMs)
        .num("chunks", r.chunks)
        .str("output_file", outFile)
        .num("output_bytes", int64_t(r.text.size() + r.textDropped))
        .boolean("output_cut", r.textDropped > 0) // the file keeps the first kMaxOutputText bytes only
        .numOrNull("tokens_out", tokens, r.ok || r.chunks > 0)
        .str("tokens_source", serverTokens ? "server" : "chunks")
        .realOrNull("tpot_ms", tpot, haveTpot)
        .realOrNull("decode_tokens_per_s", 1000.0 / tpot, haveTpot && tpot > 0, 2)
        .realOrNull("itl_p50_ms", quantile(r.itlMs, 0.5), haveItl)
        .realOrNull("itl_p90_ms", quantile(r.itlMs, 0.9), haveItl)
        .realOrNull("itl_max_ms", quantile(r.itlMs, 1.0), haveItl)
        .raw("itl_ms", itl)
        .raw("server", server.done());
    m_out.event(o.done());
    char row[256];
    std::snprintf(row, sizeof row, "%d,%d,%d,%.3f,%.3f,%lld,%s", f.level, f.index, f.warmup ? 1 : 0, r.ttftMs, r.e2eMs,
        static_cast<long long>(tokens), outcome.c_str());
    m_out.timingsRow(csvField(f.input) + "," + row);
    if (f.warmup)
        return;
    if (r.ok) {
        ++m_completed;
        m_tokens += tokens;
        if (r.ttftMs >= 0)
            m_ttft.push_back(r.ttftMs);
        m_e2e.push_back(r.e2eMs);
    } else {
        ++m_failed;
    }
}

void Sweep::runLevel(int level, int requests, bool warmup)
{
    m_ttft.clear();
    m_e2e.clear();
    m_completed = m_failed = 0;
    m_tokens = 0;
    std::atomic<int> next { 0 };
    std::atomic<int> inFlight { 0 }, running { level };
    std::vector<std::thread> workers;
    const Endpoint ep = m_o.endpoint;
    // At least every 50 ms: a request of a tiny model may be over in less than 100.
    MetricsPoller metrics(ep, warmup ? std::string() : m_o.metricsPath, std::clamp(m_o.intervalMs, 10, 50));
    for (int c = 0; c < level; ++c)
        workers.emplace_back([&, c] {
            for (;;) {
                const int i = next.fetch_add(1);
                if (i >= requests || m_stop.load())
                    break;
                const Prompt& p = m_prompts[size_t(i) % m_prompts.size()];
                const std::string body = requestBody(ep.api, m_o.model, p.text, m_o.maxTokens, m_o.params);
                Finished f;
                f.input = p.id;
                f.level = level;
                f.index = i;
                f.client = c;
                f.warmup = warmup;
                ++inFlight;
                f.startMs = monotonicMs();
                f.r = streamRequest(ep, body, m_o.timeoutS * 1000.0, m_o.idleTimeoutS * 1000.0, m_stop);
                --inFlight;
                std::lock_guard<std::mutex> lock(m_mutex);
                m_done.push_back(std::move(f));
                m_cv.notify_all();
            }
            --running;
            std::lock_guard<std::mutex> lock(m_mutex);
            m_cv.notify_all();
        });
    const double start = monotonicMs();
    double nextTick = start;
    int inFlightAtStop = -1;
    for (;;) {
        std::deque<Finished> done;
        {
            std::unique_lock<std::mutex> lock(m_mutex);
            const double wait = std::max(0.0, nextTick - monotonicMs());
            m_cv.wait_for(lock, std::chrono::duration<double, std::milli>(wait),
                [&] { return !m_done.empty() || running.load() == 0; });
            done.swap(m_done);
        }
        for (const auto& f : done)
            writeRequest(f);
        const double now = monotonicMs();
        if (now >= nextTick) {
            tick(now, nextTick);
            while (nextTick <= now)
                nextTick += m_o.intervalMs;
        }
        if (stopRequested() && !m_stop.load()) {
            inFlightAtStop = inFlight.load();
            m_stop = true;
        }
        if (running.load() == 0) {
            std::lock_guard<std::mutex> lock(m_mutex);
            if (m_done.empty())
                break;
        }
    }
    for (auto& t : workers)
        t.join();
    metrics.finish();
    if (warmup)
        return;
    if (!metrics.error().empty() && !m_metricsWarned) {
        m_metricsWarned = true;
        m_out.event(JsonObject()
                        .num("v", HeadroomProtocol::kFormatVersion)
                        .str("type", HeadroomProtocol::kEvWarning)
                        .str("message", metrics.error())
                        .real("t_ms", monotonicMs() - m_t0, 1)
                        .done());
    }
    const double wallMs = monotonicMs() - start;
    const double q = m_o.budgetQuantile;
    const double ttftQ = quantile(m_ttft, q), e2eQ = quantile(m_e2e, q);
    const bool haveBudget = m_o.ttftBudgetMs > 0 || m_o.e2eBudgetMs > 0;
    const bool within = m_failed == 0 && m_completed > 0 && inFlightAtStop <= 0
        && (m_o.ttftBudgetMs <= 0 || (ttftQ >= 0 && ttftQ <= m_o.ttftBudgetMs))
        && (m_o.e2eBudgetMs <= 0 || e2eQ <= m_o.e2eBudgetMs);
    // Sustainable: the highest level before the first one that broke the budget (a higher
    // level that passes by luck after a broken one is not a load to plan for).
    if (haveBudget && within && !m_budgetBroken)
        m_sustainable = level;
    else if (haveBudget && !within)
        m_budgetBroken = true;
    m_out.event(JsonObject()
                    .num("v", HeadroomProtocol::kFormatVersion)
                    .str("type", HeadroomProtocol::kEvLevelEnd)
                    .num("level", level)
                    .num("requests", requests)
                    .num("completed", m_completed)
                    .num("failed", m_failed)
                    .num("in_flight", std::max(0, inFlightAtStop))
                    .num("not_started", std::max(0, requests - m_completed - m_failed))
                    .real("wall_ms", wallMs)
                    .real("t_ms", monotonicMs() - m_t0, 1)
                    .realOrNull("ttft_p50_ms", quantile(m_ttft, 0.5), !m_ttft.empty())
                    .realOrNull("ttft_p90_ms", quantile(m_ttft, 0.9), !m_ttft.empty())
                    .realOrNull("ttft_p99_ms", quantile(m_ttft, 0.99), !m_ttft.empty())
                    .realOrNull("ttft_max_ms", quantile(m_ttft, 1.0), !m_ttft.empty())
                    .realOrNull("e2e_p50_ms", quantile(m_e2e, 0.5), !m_e2e.empty())
                    .realOrNull("e2e_p90_ms", quantile(m_e2e, 0.9), !m_e2e.empty())
                    .realOrNull("e2e_p99_ms", quantile(m_e2e, 0.99), !m_e2e.empty())
                    .realOrNull("e2e_max_ms", quantile(m_e2e, 1.0), !m_e2e.empty())
                    .real("output_tokens_per_s", wallMs > 0 ? double(m_tokens) * 1000.0 / wallMs : 0.0, 2)
                    .real("requests_per_s", wallMs > 0 ? double(m_completed) * 1000.0 / wallMs : 0.0, 3)
                    .real("budget_quantile", q, 2)
                    .raw("within_budget", haveBudget ? (within ? "true" : "false") : "null")
                    .realOrNull("ttft_budget_ms", m_o.ttftBudgetMs, m_o.ttftBudgetMs > 0)
                    .realOrNull("e2e_budget_ms", m_o.e2eBudgetMs, m_o.e2eBudgetMs > 0)
                    .numOrNull("engine_processing_max", metrics.max(), metrics.max() >= 0)
                    .str("engine_processing_metric", metrics.metric())
                    .done());
}
int Sweep::exec()
{
    for (const auto& [id, file] : m_o.inputs) {
        Prompt p { id, {} };
        if (!readFile(file, p.text, size_t(64) << 20)) {
            std::fprintf(stderr, "headroom-probe serve: cannot read %s\n", file.c_str());
            return 2;
        }
        m_prompts.push_back(std::move(p));
    }
    if (m_prompts.empty())
        m_prompts.push_back({ "prompt", m_o.prompt });
    for (const auto& spec : m_o.critical) {
        Critical c;
        c.spec = spec;
        int64_t pid = 0;
        if (parseInt64(spec, pid))
            c.pid = pid_t(pid);
        c.watched = c.pid ? processAlive(c.pid) : !pidsWithComm(spec).empty();
        m_critical.push_back(c);
    }
    std::string error;
    if (!m_out.open(m_o.outDir, true, error, "input,level,index,warmup,ttft_ms,e2e_ms,tokens_out,outcome")) {
        std::fprintf(stderr, "headroom-probe serve: %s\n", error.c_str());
        return 2;
    }
    m_out.setStream(m_o.stream);
    installSignalPipe();
    if (!m_guardian.start()) {
        std::fprintf(stderr, "headroom-probe serve: cannot start the guardian process: %s\n", std::strerror(errno));
        return 1;
    }
    m_t0 = monotonicMs();
    std::string pidWhy;
    m_enginePid = m_o.enginePid > 0 ? pid_t(m_o.enginePid) : pidListeningOn(m_o.endpoint.port, pidWhy);
    if (m_o.enginePid > 0 && !processAlive(m_enginePid)) {
        pidWhy = "--engine-pid " + std::to_string(m_o.enginePid) + ": no such process";
        m_enginePid = 0;
    }
    std::string levels = "[", inputs = "[";
    for (size_t i = 0; i < m_o.levels.size(); ++i)
        levels += (i ? "," : "") + std::to_string(m_o.levels[i]);
    for (size_t i = 0; i < m_prompts.size(); ++i) {
        JsonObject in;
        in.str("id", m_prompts[i].id)
            .str("file", i < m_o.inputs.size() ? m_o.inputs[i].second : std::string())
            .num("bytes", int64_t(m_prompts[i].text.size()));
        inputs += (i ? "," : "") + in.done();
    }
    m_out.event(JsonObject()
                    .num("v", HeadroomProtocol::kFormatVersion)
                    .str("type", HeadroomProtocol::kEvRunStart)
                    .str("probe", HeadroomProtocol::kProbeVersion)
                    .num("protocol", HeadroomProtocol::kFormatVersion)
                    .str("mode", "serve")
                    .str("timing", "in_process")
                    .raw("argv", jsonStringArray(m_o.argv))
                    .num("started_at", wallSeconds())
                    .num("interval_ms", m_o.intervalMs)
                    .str("url",
                        "http://" + m_o.endpoint.host + ":" + std::to_string(m_o.endpoint.port)
                            + (m_o.endpoint.path.empty() ? defaultPath(m_o.endpoint.api) : m_o.endpoint.path))
                    .str("api", apiName(m_o.endpoint.api))
                    .str("model", m_o.model)
                    .num("max_tokens", m_o.maxTokens)
                    // Every request's body, the input's text in place of "{input}": what the engine
                    // received, field by field and with each value's JSON type.
                    .raw("request_body", requestBody(m_o.endpoint.api, m_o.model, "{input}", m_o.maxTokens, m_o.params))
                    .raw("concurrency", levels + "]")
                    .num("requests", m_o.requests)
                    .num("repeat", m_o.requests)
                    .num("warmup", m_o.warmup)
                    .real("timeout_s", m_o.timeoutS)
                    .raw("inputs", inputs + "]")
                    .numOrNull("engine_pid", m_enginePid, m_enginePid > 0)
                    .str("engine_pid_source",
                        m_o.enginePid > 0     ? "given"
                            : m_enginePid > 0 ? "port"
                                              : "none")
                    .str("engine_pid_reason", pidWhy)
                    .realOrNull("ttft_budget_ms", m_o.ttftBudgetMs, m_o.ttftBudgetMs > 0)
                    .realOrNull("e2e_budget_ms", m_o.e2eBudgetMs, m_o.e2eBudgetMs > 0)
                    .real("budget_quantile", m_o.budgetQuantile, 2)
                    .num("context_interval_ms", m_o.contextIntervalMs)
                    .num("full_sample_ms", m_o.fullSampleMs)
                    .raw("critical", jsonStringArray(m_o.critical))
                    .done());
    for (const auto& c : m_critical)
        if (!c.watched)
            m_out.event(JsonObject()
                            .num("v", HeadroomProtocol::kFormatVersion)
                            .str("type", HeadroomProtocol::kEvWarning)
                            .str("message", "critical process '" + c.spec + "' is not running; not watched")
                            .done());
    const std::string env = environmentJson({});
    m_out.writeText(HeadroomProtocol::kEnvFile, env + "\n");
    m_out.event(JsonObject()
                    .num("v", HeadroomProtocol::kFormatVersion)
                    .str("type", HeadroomProtocol::kEvEnv)
                    .raw("env", env)
                    .done());
    if (m_enginePid > 0)
        m_engine = std::make_unique<TreeSampler>(m_enginePid, double(m_o.fullSampleMs));
    else
        m_out.event(JsonObject()
                        .num("v", HeadroomProtocol::kFormatVersion)
                        .str("type", HeadroomProtocol::kEvWarning)
                        .str("message", "engine memory is not sampled: " + pidWhy)
                        .done());
    if (m_o.contextIntervalMs > 0)
        m_context.start(
            &m_out, m_t0, double(m_o.contextIntervalMs), GpuOptions { 0, double(m_o.gpuIntervalMs), {}, false });
    if (m_o.background.any()
        && !m_background.start(m_o.background, m_out, m_t0, &Guardian::onBackgroundGroup, &m_guardian, error))
        m_out.event(JsonObject()
                        .num("v", HeadroomProtocol::kFormatVersion)
                        .str("type", HeadroomProtocol::kEvWarning)
                        .str("message", "background load not started: " + error)
                        .done());
    if (m_o.warmup > 0)
        runLevel(1, m_o.warmup, true);
    int levelsDone = 0;
    for (size_t i = 0; i < m_o.levels.size() && !stopRequested(); ++i) {
        m_levelIndex = int(i);
        runLevel(m_o.levels[i], m_o.requests, false);
        ++levelsDone;
    }
    m_background.stop(&m_out, m_t0);
    m_context.stop();
    const int sig = pendingStopSignal();
    const bool haveBudget = m_o.ttftBudgetMs > 0 || m_o.e2eBudgetMs > 0;
    JsonObject end;
    end.num("v", HeadroomProtocol::kFormatVersion)
        .str("type", HeadroomProtocol::kEvRunEnd)
        .boolean("complete", !stopRequested())
        .num("reps_done", m_requestsDone)
        .num("reps_planned", int64_t(m_o.warmup) + int64_t(m_o.requests) * int64_t(m_o.levels.size()))
        .num("levels_done", levelsDone)
        .real("t_ms", monotonicMs() - m_t0, 1)
        .numOrNull("sustainable_concurrency", m_sustainable, haveBudget && m_sustainable > 0)
        .num("critical_lost", m_criticalLost);
    if (sig)
        end.str("interrupted_by", strsignal(sig));
    m_out.event(end.done());
    m_guardian.stop();
    m_out.finish();
    if (pendingOutputError())
        return kExitOutputFailed;
    return sig ? 128 + sig : 0;
}
} // namespace

int serveMode(int argc, char** argv)
{
    ServeOptions o;
    if (!parseServeOptions(argc, argv, o))
        return 2;
    Sweep s(std::move(o));
    return s.exec();
}

} // namespace Probe
