#!/usr/bin/env node
// A small streaming client for the tests (no curl needed): sends requests to tiny-engine.mjs serve
// (or any llama.cpp / OpenAI / Ollama server on the loopback) and prints one JSON line per request:
//   {"status":200,"events":N,"tokens":N,"text":"...","complete":true,"timings":{...},"usage":{...},"ms":N}
// "tokens" counts the events that carried text, as Headroom's probe counts them.
//
//   sse-client.mjs --url http://127.0.0.1:PORT/completion [--body JSON] [--concurrency N] [--timeout-ms T]
//   sse-client.mjs --url http://127.0.0.1:PORT/health --get

import http from "node:http";

const args = process.argv.slice(2);
const o = { url: "", body: "", concurrency: 1, timeoutMs: 30000, get: false };
for (let i = 0; i < args.length; ++i) {
    const a = args[i];
    if (a === "--get") o.get = true;
    else if (a === "--url") o.url = args[++i];
    else if (a === "--body") o.body = args[++i];
    else if (a === "--concurrency") o.concurrency = Number(args[++i]);
    else if (a === "--timeout-ms") o.timeoutMs = Number(args[++i]);
    else {
        process.stderr.write(`sse-client: unknown argument ${a}\n`);
        process.exit(2);
    }
}
if (!o.url) {
    process.stderr.write("sse-client: --url is required\n");
    process.exit(2);
}

function one() {
    return new Promise((resolve) => {
        const t0 = performance.now();
        const r = { status: 0, events: 0, tokens: 0, text: "", complete: false };
        const done = (extra) => resolve({ ...r, ...extra, ms: Math.round(performance.now() - t0) });
        const req = http.request(o.url, { method: o.get ? "GET" : "POST", headers: o.get ? {} : { "Content-Type": "application/json", Accept: "text/event-stream" } }, (res) => {
            r.status = res.statusCode;
            res.setEncoding("utf8");
            let buf = "";
            let raw = "";
            const ndjson = (res.headers["content-type"] || "").includes("ndjson");
            const event = (data) => {
                if (data.trim() === "[DONE]") {
                    r.complete = true;
                    return;
                }
                let v;
                try {
                    v = JSON.parse(data);
                } catch {
                    r.malformed = (r.malformed || 0) + 1;
                    return;
                }
                ++r.events;
                if (v.error) r.error = v.error;
                const c0 = Array.isArray(v.choices) ? v.choices[0] : undefined;
                const text = typeof v.content === "string" ? v.content
                    : typeof v.response === "string" ? v.response
                    : c0 && typeof c0.text === "string" ? c0.text
                    : c0 && c0.delta && typeof c0.delta.content === "string" ? c0.delta.content : "";
                if (text !== "") {
                    ++r.tokens;
                    r.text += text;
                }
                if (v.timings) r.timings = v.timings;
                if (v.usage) r.usage = v.usage;
                if (v.stop === true || v.done === true) r.complete = true;
            };
            res.on("data", (chunk) => {
                raw += chunk;
                if (!(res.headers["content-type"] || "").match(/event-stream|ndjson/)) return;
                buf += chunk;
                if (ndjson) {
                    let nl;
                    while ((nl = buf.indexOf("\n")) >= 0) {
                        const line = buf.slice(0, nl);
                        buf = buf.slice(nl + 1);
                        if (line.trim()) event(line);
                    }
                    return;
                }
                let sep;
                while ((sep = buf.indexOf("\n\n")) >= 0) {
                    const block = buf.slice(0, sep);
                    buf = buf.slice(sep + 2);
                    const data = block.split("\n").filter((l) => l.startsWith("data:")).map((l) => l.slice(l[5] === " " ? 6 : 5)).join("\n");
                    if (data) event(data);
                }
            });
            res.on("end", () => {
                if (!(res.headers["content-type"] || "").match(/event-stream|ndjson/)) {
                    try {
                        r.json = JSON.parse(raw);
                    } catch {
                        r.body = raw.slice(0, 300);
                    }
                }
                done({});
            });
            res.on("error", (e) => done({ clientError: e.message }));
        });
        req.setTimeout(o.timeoutMs, () => req.destroy(new Error(`no answer within ${o.timeoutMs} ms`)));
        req.on("error", (e) => done({ clientError: e.message }));
        req.end(o.get ? undefined : o.body);
    });
}

const results = await Promise.all(Array.from({ length: Math.max(1, o.concurrency) }, one));
for (const r of results) process.stdout.write(JSON.stringify(r) + "\n");
process.exit(results.every((r) => !r.clientError) ? 0 : 1);
