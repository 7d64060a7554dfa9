#!/usr/bin/env node
// A real llama.cpp inference engine for Headroom's tests, through node-llama-cpp: the model is
// loaded and run by llama.cpp's own code, so memory and timing are real (see README.md here).
//
//   tiny-engine.mjs loop  --model M --prompt-file F --iterations N --max-tokens K [--seed S]
//                         [--threads T] [--ctx C] [--temperature X]
//   tiny-engine.mjs serve --model M --port P [--host 127.0.0.1] [--log-requests FILE]
//                         [--port-file FILE] [--parallel N] [--threads T] [--ctx C]
//
// loop prints Headroom's marker protocol on stdout: "headroom:iteration" at the start of each
// iteration, "headroom:first_token" for the first generated token and "headroom:token" for each
// further one (K tokens in all, end of sequence ignored), "headroom:done" after the last
// iteration. Each iteration starts from an empty KV cache.
//
// serve answers llama.cpp server's POST /completion, OpenAI's POST /v1/completions and
// /v1/chat/completions, Ollama's POST /api/generate (all streamed or not), GET /health,
// GET /metrics and GET /v1/models.
//
// node-llama-cpp is found through HEADROOM_ENGINE_DIR (an npm prefix holding node_modules, or the
// node_modules folder itself), NODE_PATH, ~/.cache/headroom/engine, or node's own resolution.

import { appendFileSync, readFileSync, writeFileSync, renameSync, existsSync } from "node:fs";
import { writeSync } from "node:fs";
import { createRequire } from "node:module";
import { homedir } from "node:os";
import { basename, dirname, join } from "node:path";
import { pathToFileURL, fileURLToPath } from "node:url";
import http from "node:http";

const NAME = "headroom-tiny-engine";

function fail(msg, code = 1) {
    process.stderr.write(`${NAME}: ${msg}\n`);
    process.exit(code);
}

function usage(msg) {
    if (msg) process.stderr.write(`${NAME}: ${msg}\n`);
    process.stderr.write(
        "usage: tiny-engine.mjs loop --model M --prompt-file F --iterations N --max-tokens K [--seed S] [--threads T] [--ctx C] [--temperature X]\n"
            + "       tiny-engine.mjs serve --model M --port P [--host 127.0.0.1] [--log-requests FILE] [--port-file FILE] [--parallel N] [--threads T] [--ctx C]\n");
    process.exit(2);
}

function parseArgs(argv) {
    const cmd = argv[0];
    if (cmd === "-h" || cmd === "--help") usage();
    if (cmd !== "loop" && cmd !== "serve") usage(cmd ? `unknown command ${cmd}` : "a command is required");
    const o = { cmd, threads: 1, ctx: 0, seed: 42, temperature: 0, host: "127.0.0.1", parallel: 1 };
    const known = {
        loop: { "--model": "s", "--prompt-file": "s", "--iterations": "i", "--max-tokens": "i", "--seed": "i", "--threads": "i", "--ctx": "i", "--temperature": "n" },
        serve: { "--model": "s", "--port": "i", "--host": "s", "--log-requests": "s", "--port-file": "s", "--parallel": "i", "--threads": "i", "--ctx": "i" },
    }[cmd];
    for (let i = 1; i < argv.length; i += 2) {
        const a = argv[i];
        const v = argv[i + 1];
        const kind = known[a];
        if (!kind) usage(`unknown argument for ${cmd}: ${a}`);
        if (v === undefined) usage(`${a} needs a value`);
        const key = a.slice(2).replace(/-(.)/g, (_, c) => c.toUpperCase());
        if (kind === "i") {
            if (!/^\d+$/.test(v)) usage(`${a} takes a whole number, not ${v}`);
            o[key] = Number(v);
        } else if (kind === "n") {
            if (!Number.isFinite(Number(v)) || Number(v) < 0) usage(`${a} takes a number >= 0, not ${v}`);
            o[key] = Number(v);
        } else {
            o[key] = v;
        }
    }
    if (!o.model) usage("--model is required");
    if (cmd === "loop") {
        for (const k of ["promptFile", "iterations", "maxTokens"])
            if (o[k] === undefined) usage(`--${k.replace(/[A-Z]/g, (c) => "-" + c.toLowerCase())} is required`);
        if (o.iterations < 1) usage("--iterations must be at least 1");
        if (o.maxTokens < 1) usage("--max-tokens must be at least 1");
    } else {
        if (o.port === undefined) usage("--port is required (0: any free port, see --port-file)");
        if (o.port > 65535) usage(`--port ${o.port} is not a port`);
        if (o.parallel < 1 || o.parallel > 64) usage("--parallel is 1..64");
    }
    if (o.threads < 1) usage("--threads must be at least 1");
    return o;
}

// node-llama-cpp, wherever install-deps.sh (or the user) put it.
async function importEngine() {
    const bases = [];
    const env = process.env.HEADROOM_ENGINE_DIR;
    if (env) bases.push(basename(env) === "node_modules" ? dirname(env) : env);
    for (const p of (process.env.NODE_PATH || "").split(":").filter(Boolean)) bases.push(basename(p) === "node_modules" ? dirname(p) : p);
    bases.push(join(homedir(), ".cache", "headroom", "engine"));
    bases.push(dirname(fileURLToPath(import.meta.url)));
    for (const base of bases) {
        try {
            const entry = createRequire(join(base, "noop.js")).resolve("node-llama-cpp");
            return { mod: await import(pathToFileURL(entry).href), where: entry };
        } catch (e) {
            if (e && e.code !== "MODULE_NOT_FOUND") fail(`cannot load node-llama-cpp from ${base}: ${e.message}`);
        }
    }
    fail("node-llama-cpp not found (looked in HEADROOM_ENGINE_DIR, NODE_PATH, ~/.cache/headroom/engine): "
        + "tools/install-deps.sh installs it, or set HEADROOM_ENGINE_DIR to an npm prefix holding it");
}

async function loadModel(o) {
    const { mod } = await importEngine();
    const t0 = performance.now();
    if (!existsSync(o.model)) fail(`model file not found: ${o.model}`);
    const llama = await mod.getLlama({ gpu: false, build: "never", usePrebuiltBinaries: true, skipDownload: true, progressLogs: false, logLevel: "warn" });
    let model;
    try {
        model = await llama.loadModel({ modelPath: o.model, gpuLayers: 0 });
    } catch (e) {
        fail(`cannot load the model ${o.model}: ${e.message}`);
    }
    const ctxSize = o.ctx || model.trainContextSize;
    let context;
    try {
        context = await model.createContext({ contextSize: ctxSize, sequences: o.parallel || 1, threads: o.threads });
    } catch (e) {
        fail(`cannot create a ${ctxSize}-token context: ${e.message}`);
    }
    const loadMs = performance.now() - t0;
    process.stderr.write(`${NAME}: model loaded in ${loadMs.toFixed(1)} ms (${o.model}, context ${context.contextSize} tokens, ${o.threads} thread(s))\n`);
    return { mod, llama, model, context, ctxSize: context.contextSize, loadMs };
}

function promptTokens(model, prompt) {
    const toks = typeof prompt === "string" ? model.tokenize(prompt, false) : prompt.slice();
    if (model.shouldPrependBosToken && model.tokens.bos != null && toks[0] !== model.tokens.bos) toks.unshift(model.tokens.bos);
    return toks;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const out = (line) => writeSync(1, line + "\n"); // synchronous: the line has left the process when it returns

async function runLoop(o) {
    let prompt;
    try {
        prompt = readFileSync(o.promptFile, "utf8");
    } catch (e) {
        fail(`cannot read the prompt file ${o.promptFile}: ${e.message}`);
    }
    const { model, context, ctxSize } = await loadModel(o);
    const tokens = promptTokens(model, prompt);
    if (tokens.length > ctxSize) fail(`the prompt is ${tokens.length} tokens, longer than the context (${ctxSize} tokens)`);
    if (tokens.length + o.maxTokens > ctxSize)
        fail(`the prompt (${tokens.length} tokens) and --max-tokens ${o.maxTokens} do not fit in the context (${ctxSize} tokens)`);
    const seq = context.getSequence();
    for (let it = 1; it <= o.iterations; ++it) {
        out("headroom:iteration");
        await sleep(15); // a sampler polling every few ms sees the iteration start
        await seq.clearHistory();
        let n = 0;
        const t0 = performance.now();
        let tFirst = 0;
        for await (const tok of seq.evaluate(tokens, { temperature: o.temperature, seed: o.seed, yieldEogToken: true })) {
            void tok;
            ++n;
            if (n === 1) {
                out("headroom:first_token");
                tFirst = performance.now();
            } else {
                out("headroom:token");
            }
            if (n >= o.maxTokens) break;
        }
        const t1 = performance.now();
        if (n < o.maxTokens) fail(`iteration ${it}: generation stopped after ${n} of ${o.maxTokens} tokens`);
        process.stderr.write(`${NAME}: iteration ${it}: ${tokens.length} prompt tokens, ${n} tokens, first after ${(tFirst - t0).toFixed(1)} ms, `
            + `${n > 1 ? ((t1 - tFirst) / (n - 1)).toFixed(2) : "-"} ms per further token\n`);
    }
    out("headroom:done");
    await context.dispose();
    await model.dispose();
    process.exit(0);
}

// ---------------------------------------------------------------------------------------------
// serve

class HttpError extends Error {
    constructor(status, message) {
        super(message);
        this.status = status;
    }
}

function num(v, name, def, { min = -Infinity, int = false } = {}) {
    if (v === undefined || v === null) return def;
    if (typeof v !== "number" || !Number.isFinite(v) || v < min || (int && !Number.isInteger(v)))
        throw new HttpError(400, `"${name}" must be a ${int ? "whole " : ""}number${min > -Infinity ? " >= " + min : ""}`);
    return v;
}

// The request's sampling settings, with each API's own names and defaults.
function settings(api, b) {
    const opt = api === "ollama" && b.options && typeof b.options === "object" ? b.options : {};
    const pick = (...names) => {
        for (const [src, n] of names) if (src[n] !== undefined) return [src[n], n];
        return [undefined, names[0][1]];
    };
    const g = (def, ...names) => {
        const [v, n] = pick(...names.map((x) => (Array.isArray(x) ? x : [b, x])));
        return num(v, n, def);
    };
    const s = {};
    if (api === "llama") {
        s.maxTokens = g(-1, "n_predict", "max_tokens");
        s.temperature = g(0.8, "temperature");
        s.topK = g(40, "top_k");
        s.topP = g(0.95, "top_p");
        s.minP = g(0.05, "min_p");
        s.repeatPenalty = g(1.0, "repeat_penalty");
        s.repeatLastN = g(64, "repeat_last_n");
        s.frequencyPenalty = g(0, "frequency_penalty");
        s.presencePenalty = g(0, "presence_penalty");
        s.seed = g(-1, "seed");
        s.ignoreEos = b.ignore_eos === true;
    } else if (api === "ollama") {
        s.maxTokens = g(-1, [opt, "num_predict"]);
        s.temperature = g(0.8, [opt, "temperature"]);
        s.topK = g(40, [opt, "top_k"]);
        s.topP = g(0.9, [opt, "top_p"]);
        s.minP = g(0, [opt, "min_p"]);
        s.repeatPenalty = g(1.1, [opt, "repeat_penalty"]);
        s.repeatLastN = g(64, [opt, "repeat_last_n"]);
        s.frequencyPenalty = g(0, [opt, "frequency_penalty"]);
        s.presencePenalty = g(0, [opt, "presence_penalty"]);
        s.seed = g(-1, [opt, "seed"]);
        s.ignoreEos = false;
    } else {
        s.maxTokens = g(api === "openai" ? 16 : -1, "max_tokens", "max_completion_tokens", "n_predict");
        s.temperature = g(1, "temperature");
        s.topK = g(0, "top_k");
        s.topP = g(1, "top_p");
        s.minP = g(0, "min_p");
        s.repeatPenalty = g(1.0, "repeat_penalty");
        s.repeatLastN = g(64, "repeat_last_n");
        s.frequencyPenalty = g(0, "frequency_penalty");
        s.presencePenalty = g(0, "presence_penalty");
        s.seed = g(-1, "seed");
        s.ignoreEos = b.ignore_eos === true;
    }
    if (s.seed < 0 || !Number.isInteger(s.seed)) s.seed = Math.floor(Math.random() * 0x7fffffff);
    if (!Number.isInteger(s.maxTokens)) throw new HttpError(400, "the number of tokens to predict must be a whole number");
    return s;
}

function promptOf(api, b) {
    if (api === "chat") {
        if (!Array.isArray(b.messages) || b.messages.length === 0) throw new HttpError(400, '"messages" must be a non-empty array');
        return b.messages.map((m) => `${m && m.role}: ${typeof m?.content === "string" ? m.content : JSON.stringify(m?.content)}\n`).join("") + "assistant: ";
    }
    let p = b.prompt;
    if (api === "openai" && Array.isArray(p) && p.length === 1 && typeof p[0] === "string") p = p[0];
    if (typeof p === "string") return p;
    if (Array.isArray(p) && p.every((t) => Number.isInteger(t))) return p;
    throw new HttpError(400, '"prompt" must be a string' + (api === "llama" ? " or an array of token ids" : ""));
}

async function runServe(o) {
    const state = { loading: true, engine: null, processing: 0, deferred: 0, promptTokensTotal: 0, predictedTotal: 0, requests: 0, promptMsTotal: 0, predictedMsTotal: 0 };
    let nextId = 1;
    const free = [];
    const waiters = [];
    const acquire = () => (free.length ? Promise.resolve(free.pop()) : new Promise((r) => { waiters.push(r); state.deferred++; }));
    const release = (seq) => {
        if (waiters.length) {
            state.deferred--;
            waiters.shift()(seq);
        } else {
            free.push(seq);
        }
    };

    const logRequest = (raw, parsed) => {
        if (!o.logRequests) return;
        try {
            appendFileSync(o.logRequests, (parsed !== undefined ? JSON.stringify(parsed) : JSON.stringify(raw)) + "\n");
        } catch (e) {
            process.stderr.write(`${NAME}: cannot append to ${o.logRequests}: ${e.message}\n`);
        }
    };

    const sendJson = (res, status, obj) => {
        const body = JSON.stringify(obj);
        res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Content-Length": Buffer.byteLength(body) });
        res.end(body);
    };
    const sendError = (res, status, message) => {
        const type = status === 503 ? "unavailable_error" : status === 404 ? "not_found_error" : status >= 500 ? "server_error" : "invalid_request_error";
        if (res.headersSent) {
            // mid-stream: an error event, as llama.cpp's server sends one
            try {
                res.end(`data: ${JSON.stringify({ error: { code: status, message, type } })}\n\n`);
            } catch {
                /* the client is gone */
            }
            return;
        }
        sendJson(res, status, { error: { code: status, message, type } });
    };

    // Generates for one request; calls onToken(text, tokenId) per token. Returns the figures.
    async function generate(api, body, isAborted, onToken) {
        const { model } = state.engine;
        const s = settings(api, body);
        const prompt = promptOf(api, body);
        const tokens = promptTokens(model, prompt);
        const ctxSize = state.engine.ctxSize;
        if (tokens.length > ctxSize)
            throw new HttpError(400, `the request exceeds the available context size: the prompt is ${tokens.length} tokens, the context ${ctxSize}`);
        let limit = ctxSize - tokens.length;
        if (s.maxTokens >= 0) limit = Math.min(limit, s.maxTokens);
        const seq = await acquire();
        state.processing++;
        try {
            await seq.clearHistory();
            const generated = [];
            const options = { temperature: s.temperature, seed: s.seed, yieldEogToken: true };
            if (s.topK > 0) options.topK = s.topK;
            if (s.topP < 1) options.topP = s.topP;
            if (s.minP > 0) options.minP = s.minP;
            if (s.repeatPenalty !== 1 || s.frequencyPenalty !== 0 || s.presencePenalty !== 0)
                options.repeatPenalty = {
                    punishTokens: () => tokens.concat(generated).slice(-Math.max(1, s.repeatLastN)),
                    maxPunishTokens: Math.max(1, s.repeatLastN),
                    penalty: s.repeatPenalty,
                    frequencyPenalty: s.frequencyPenalty || undefined,
                    presencePenalty: s.presencePenalty || undefined,
                };
            const t0 = performance.now();
            let tFirst = -1;
            let stopType = "limit";
            let emitted = "";
            if (limit > 0) {
                for await (const tok of seq.evaluate(tokens, options)) {
                    if (isAborted()) {
                        stopType = "aborted";
                        break;
                    }
                    if (tFirst < 0) tFirst = performance.now();
                    if (model.isEogToken(tok) && !s.ignoreEos) {
                        stopType = "eos";
                        break;
                    }
                    generated.push(tok);
                    // the text so far, less what was sent; held back while it ends in half a character
                    const full = model.detokenize(generated);
                    if (!full.endsWith("\uFFFD")) {
                        onToken(full.slice(emitted.length), tok);
                        emitted = full;
                    } else {
                        onToken("", tok);
                    }
                    if (generated.length >= limit) break;
                }
            }
            const t1 = performance.now();
            const promptMs = (tFirst >= 0 ? tFirst : t1) - t0;
            const predictedMs = tFirst >= 0 ? t1 - tFirst : 0;
            state.requests++;
            state.promptTokensTotal += tokens.length;
            state.predictedTotal += generated.length;
            state.promptMsTotal += promptMs;
            state.predictedMsTotal += predictedMs;
            const n = generated.length;
            return {
                settings: s,
                text: emitted,
                promptN: tokens.length,
                predictedN: n,
                stopType,
                timings: {
                    prompt_n: tokens.length,
                    prompt_ms: promptMs,
                    prompt_per_token_ms: promptMs / Math.max(1, tokens.length),
                    prompt_per_second: promptMs > 0 ? (1000 * tokens.length) / promptMs : 0,
                    predicted_n: n,
                    predicted_ms: predictedMs,
                    predicted_per_token_ms: n > 0 ? predictedMs / n : 0,
                    predicted_per_second: predictedMs > 0 ? (1000 * n) / predictedMs : 0,
                },
                t0,
                tFirst,
                t1,
            };
        } finally {
            state.processing--;
            release(seq);
        }
    }

    const modelName = basename(o.model);
    const sse = (res, obj) => res.write(`data: ${typeof obj === "string" ? obj : JSON.stringify(obj)}\n\n`);
    const startStream = (res, ndjson = false) =>
        res.writeHead(200, { "Content-Type": ndjson ? "application/x-ndjson" : "text/event-stream", "Cache-Control": "no-cache", "X-Accel-Buffering": "no" });

    async function handleCompletion(api, body, req, res) {
        const stream = body.stream === true || (api === "ollama" && body.stream !== false);
        let aborted = false;
        res.on("close", () => {
            if (!res.writableFinished) aborted = true;
        });
        const created = Math.floor(Date.now() / 1000);
        const id = `cmpl-${nextId++}`;
        let started = false;
        const begin = () => {
            if (!started && stream) {
                startStream(res, api === "ollama");
                started = true;
            }
        };
        // the headers go out with the first token, as llama.cpp's server does (after prompt processing)
        const onToken = (text, tok) => {
            if (!stream || aborted) return;
            begin();
            if (text === "") return;
            if (api === "llama") sse(res, { content: text, stop: false, id_slot: 0, tokens: [tok], index: 0 });
            else if (api === "openai")
                sse(res, { id, object: "text_completion", created, model: body.model ?? modelName, choices: [{ text, index: 0, logprobs: null, finish_reason: null }] });
            else if (api === "chat")
                sse(res, { id, object: "chat.completion.chunk", created, model: body.model ?? modelName, choices: [{ index: 0, delta: { content: text }, finish_reason: null }] });
            else res.write(JSON.stringify({ model: body.model ?? modelName, created_at: new Date().toISOString(), response: text, done: false }) + "\n");
        };
        const r = await generate(api, body, () => aborted, onToken);
        if (aborted) return;
        const finish = r.stopType === "eos" ? "stop" : "length";
        const usage = { prompt_tokens: r.promptN, completion_tokens: r.predictedN, total_tokens: r.promptN + r.predictedN };
        if (api === "llama") {
            const last = {
                content: stream ? "" : r.text, stop: true, id_slot: 0, model: modelName, tokens_predicted: r.predictedN, tokens_evaluated: r.promptN,
                stop_type: r.stopType === "eos" ? "eos" : "limit", stopped_eos: r.stopType === "eos", stopped_limit: r.stopType !== "eos",
                generation_settings: { n_predict: r.settings.maxTokens, seed: r.settings.seed, temperature: r.settings.temperature, top_k: r.settings.topK, top_p: r.settings.topP,
                    min_p: r.settings.minP, repeat_penalty: r.settings.repeatPenalty, ignore_eos: r.settings.ignoreEos },
                timings: r.timings,
            };
            if (stream) {
                begin();
                sse(res, last);
                res.end();
            } else sendJson(res, 200, last);
        } else if (api === "openai" || api === "chat") {
            const chat = api === "chat";
            if (stream) {
                begin();
                sse(res, { id, object: chat ? "chat.completion.chunk" : "text_completion", created, model: body.model ?? modelName,
                    choices: [chat ? { index: 0, delta: {}, finish_reason: finish } : { text: "", index: 0, logprobs: null, finish_reason: finish }], timings: r.timings });
                if (body.stream_options && body.stream_options.include_usage === true)
                    sse(res, { id, object: chat ? "chat.completion.chunk" : "text_completion", created, model: body.model ?? modelName, choices: [], usage });
                sse(res, "[DONE]");
                res.end();
            } else {
                sendJson(res, 200, { id, object: chat ? "chat.completion" : "text_completion", created, model: body.model ?? modelName,
                    choices: [chat ? { index: 0, message: { role: "assistant", content: r.text }, finish_reason: finish } : { text: r.text, index: 0, logprobs: null, finish_reason: finish }],
                    usage, timings: r.timings });
            }
        } else {
            const ns = (ms) => Math.round(ms * 1e6);
            const last = { model: body.model ?? modelName, created_at: new Date().toISOString(), response: stream ? "" : r.text, done: true, done_reason: finish,
                total_duration: ns(r.t1 - r.t0), load_duration: 0, prompt_eval_count: r.promptN, prompt_eval_duration: ns(r.timings.prompt_ms),
                eval_count: r.predictedN, eval_duration: ns(r.timings.predicted_ms) };
            if (stream) {
                begin();
                res.end(JSON.stringify(last) + "\n");
            } else sendJson(res, 200, last);
        }
    }

    const routes = { "/completion": "llama", "/completions": "llama", "/v1/completions": "openai", "/v1/chat/completions": "chat", "/chat/completions": "chat", "/api/generate": "ollama" };

    const server = http.createServer({ noDelay: true }, (req, res) => {
        const path = (req.url || "/").split("?")[0];
        if (req.method === "GET") {
            if (path === "/health") {
                if (state.loading) return sendJson(res, 503, { error: { code: 503, message: "Loading model", type: "unavailable_error" } });
                return sendJson(res, 200, { status: "ok" });
            }
            if (path === "/metrics") {
                const m = [
                    ["prompt_tokens_total", "counter", "Number of prompt tokens processed.", state.promptTokensTotal],
                    ["prompt_seconds_total", "counter", "Prompt process time", state.promptMsTotal / 1000],
                    ["tokens_predicted_total", "counter", "Number of generation tokens processed.", state.predictedTotal],
                    ["tokens_predicted_seconds_total", "counter", "Predict process time", state.predictedMsTotal / 1000],
                    ["requests_total", "counter", "Number of completion requests answered.", state.requests],
                    ["requests_processing", "gauge", "Number of requests processing.", state.processing],
                    ["requests_deferred", "gauge", "Number of requests deferred.", state.deferred],
                ];
                const text = m.map(([n, t, h, v]) => `# HELP llamacpp:${n} ${h}\n# TYPE llamacpp:${n} ${t}\nllamacpp:${n} ${v}\n`).join("");
                res.writeHead(200, { "Content-Type": "text/plain; version=0.0.4" });
                return res.end(text);
            }
            if (path === "/v1/models" || path === "/models")
                return sendJson(res, 200, { object: "list", data: [{ id: modelName, object: "model", created: 0, owned_by: "headroom" }] });
            return sendError(res, 404, `File Not Found: ${path}`);
        }
        if (req.method !== "POST") return sendError(res, 405, `method ${req.method} not allowed`);
        const chunks = [];
        let size = 0;
        req.on("data", (c) => {
            size += c.length;
            if (size <= 16 << 20) chunks.push(c);
        });
        req.on("end", () => {
            const raw = Buffer.concat(chunks).toString("utf8");
            let body;
            try {
                body = JSON.parse(raw);
            } catch {
                /* logged raw, answered 400 below */
            }
            logRequest(raw, body);
            const api = routes[path];
            if (!api) return sendError(res, 404, `File Not Found: ${path}`);
            if (size > 16 << 20) return sendError(res, 413, "the request body is over 16 MiB");
            if (body === undefined || body === null || typeof body !== "object" || Array.isArray(body)) return sendError(res, 400, "the request body is not a JSON object");
            if (state.loading) return sendError(res, 503, "Loading model");
            handleCompletion(api, body, req, res).catch((e) => {
                if (!(e instanceof HttpError)) process.stderr.write(`${NAME}: ${req.method} ${path}: ${e && e.stack ? e.stack : e}\n`);
                sendError(res, e instanceof HttpError ? e.status : 500, e.message || String(e));
            });
        });
    });
    server.on("error", (e) => fail(`cannot listen on ${o.host}:${o.port}: ${e.message}`));
    await new Promise((r) => server.listen(o.port, o.host, r));
    const port = server.address().port;
    process.stderr.write(`${NAME}: listening on http://${o.host}:${port}\n`);

    const stop = async (sig) => {
        process.stderr.write(`${NAME}: ${sig}, stopping\n`);
        server.close();
        server.closeAllConnections?.();
        process.exit(0);
    };
    process.on("SIGTERM", () => stop("SIGTERM"));
    process.on("SIGINT", () => stop("SIGINT"));

    state.engine = await loadModel(o);
    for (let i = 0; i < (o.parallel || 1); ++i) free.push(state.engine.context.getSequence());
    state.loading = false;
    if (o.portFile) {
        // written once the model is loaded: a test waits for this file, then sends requests
        try {
            writeFileSync(o.portFile + ".tmp", `${port}\n`);
            renameSync(o.portFile + ".tmp", o.portFile);
        } catch (e) {
            fail(`cannot write the port file ${o.portFile}: ${e.message}`);
        }
    }
    process.stderr.write(`${NAME}: ready on http://${o.host}:${port} (${o.parallel} sequence(s))\n`);
}

const opts = parseArgs(process.argv.slice(2));
(opts.cmd === "loop" ? runLoop(opts) : runServe(opts)).catch((e) => fail(e && e.stack ? e.stack : String(e)));
