#!/usr/bin/env bash
# tst_engine_smoke: the tests' real engine works end to end (tests/engine/README.md).
#   smoke.sh ENGINE_DIR ENGINE_SOURCE_DIR GGUF WORKDIR [NODE]
# ENGINE_SOURCE_DIR holds make-gguf.mjs, tiny-engine.mjs and sse-client.mjs; GGUF is the model
# the build made (written here when missing). Skips (77) without node 20 or node-llama-cpp.
set -uo pipefail
engine_dir="$1" src="$2" gguf="$3" work="$4" node="${5:-}" # NODE last: empty when not found

skip() {
    echo "SKIP: $*" >&2
    exit 77
}
failures=0
check() { # check WHAT CONDITION-RESULT(0/1)
    if [ "$2" -eq 0 ]; then
        echo "ok: $1"
    else
        echo "FAIL: $1" >&2
        failures=$((failures + 1))
    fi
}

[ -n "$node" ] && [ -x "$node" ] || skip "node not found (HEADROOM_NODE_BIN='$node'); tools/install-deps.sh installs it"
major=$("$node" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
[ "$major" -ge 20 ] || skip "node $("$node" --version 2>/dev/null) is older than 20, which node-llama-cpp needs"
[ -f "$engine_dir/node_modules/node-llama-cpp/package.json" ] \
    || skip "node-llama-cpp not found in $engine_dir/node_modules (HEADROOM_ENGINE_DIR); tools/install-deps.sh installs it"
export HEADROOM_ENGINE_DIR="$engine_dir"

rm -rf "$work" && mkdir -p "$work" || exit 1
server_pid=""
cleanup() {
    if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
        kill "$server_pid" 2>/dev/null
        for _ in $(seq 50); do kill -0 "$server_pid" 2>/dev/null || break; sleep 0.1; done
        kill -9 "$server_pid" 2>/dev/null
    fi
}
trap cleanup EXIT

# 1. the model: the build's, and the writer is reproducible
if [ ! -f "$gguf" ]; then
    mkdir -p "$(dirname "$gguf")"
    timeout 60 "$node" "$src/make-gguf.mjs" --out "$gguf" || { echo "FAIL: make-gguf.mjs" >&2; exit 1; }
fi
timeout 60 "$node" "$src/make-gguf.mjs" --out "$work/again.gguf" 2>/dev/null
cmp -s "$gguf" "$work/again.gguf"
check "make-gguf.mjs writes the same bytes twice (GGUF magic: $(head -c 4 "$gguf"))" $?

# 2. loop: 3 iterations of 16 tokens, the marker protocol
printf 'The quick brown fox jumps over the lazy dog. Headroom measures this.\n' >"$work/prompt.txt"
t0=$(date +%s%N)
timeout 60 "$node" "$src/tiny-engine.mjs" loop --model "$gguf" --prompt-file "$work/prompt.txt" \
    --iterations 3 --max-tokens 16 >"$work/loop.out" 2>"$work/loop.err"
rc=$?
t1=$(date +%s%N)
check "loop exits 0 (rc $rc, $(((t1 - t0) / 1000000)) ms)" $((rc != 0))
[ $rc -eq 0 ] || cat "$work/loop.err" >&2
summary=$(awk '
    /^headroom:iteration$/ { if (it) printf "%d,", n; it++; n = 0; first = 0; next }
    /^headroom:first_token$/ { n++; if (n != 1) bad = 1; next }
    /^headroom:token$/ { n++; next }
    /^headroom:done$/ { done++; last = NR; next }
    { other++ }
    END { printf "%d;iterations=%d;done=%d;done_last=%d;other=%d;bad=%d\n", n, it, done, (last == NR), other, bad }' "$work/loop.out")
echo "loop: tokens per iteration $summary"
[ "$summary" = "16,16,16;iterations=3;done=1;done_last=1;other=0;bad=0" ]
check "loop: 3 x headroom:iteration, each with first_token + 15 x token, then headroom:done" $?
grep -E 'model loaded|iteration [0-9]' "$work/loop.err"

# a prompt longer than the context is an error
head -c 300 /dev/zero | tr '\0' 'x' >"$work/long.txt"
timeout 60 "$node" "$src/tiny-engine.mjs" loop --model "$gguf" --prompt-file "$work/long.txt" --ctx 256 \
    --iterations 1 --max-tokens 4 >"$work/long.out" 2>"$work/long.err"
rc=$?
[ $rc -ne 0 ] && grep -q 'longer than the context' "$work/long.err" && ! grep -q headroom: "$work/long.out"
check "a prompt longer than the context: exit $rc, $(tr '\n' ' ' <"$work/long.err" | sed 's/.*tiny-engine: //')" $?

# 3. serve: one streamed /completion with extras, then four at once
timeout 120 "$node" "$src/tiny-engine.mjs" serve --model "$gguf" --host 127.0.0.1 --port 0 \
    --port-file "$work/port" --log-requests "$work/requests.jsonl" 2>"$work/serve.err" &
server_pid=$!
for _ in $(seq 300); do
    [ -s "$work/port" ] && break
    kill -0 "$server_pid" 2>/dev/null || break
    sleep 0.1
done
if [ ! -s "$work/port" ]; then
    echo "FAIL: the server did not come up within 30 s" >&2
    cat "$work/serve.err" >&2
    exit 1
fi
port=$(cat "$work/port")
base="http://127.0.0.1:$port"
client() { timeout 60 "$node" "$src/sse-client.mjs" --timeout-ms 30000 "$@"; }

health=$(client --get --url "$base/health")
echo "health: $health"
echo "$health" | grep -q '"status":200' && echo "$health" | grep -q '"status":"ok"'
check "GET /health is 200 {\"status\":\"ok\"}" $?

body='{"prompt":"Hello from Headroom","n_predict":8,"stream":true,"seed":7,"temperature":0.8,"top_k":20,"top_p":0.9,"min_p":0.05,"repeat_penalty":1.1,"ignore_eos":true,"cache_prompt":false,"headroom_extra":"kept","n_probs":0}'
one=$(client --url "$base/completion" --body "$body")
echo "completion: $one"
"$node" -e '
    const r = JSON.parse(process.argv[1]);
    const ok = r.status === 200 && r.complete && r.tokens === 8 && r.text.length === 8 && r.timings && r.timings.predicted_n === 8 && r.timings.prompt_n > 0;
    process.exit(ok ? 0 : 1);' "$one"
check "/completion streamed 8 tokens (8 content events, stop:true, timings.predicted_n 8)" $?

"$node" -e '
    const fs = require("fs");
    const sent = JSON.parse(process.argv[2]);
    const lines = fs.readFileSync(process.argv[1], "utf8").trim().split("\n").map((l) => JSON.parse(l));
    const got = lines.find((l) => l.prompt === sent.prompt);
    const missing = Object.keys(sent).filter((k) => !got || JSON.stringify(got[k]) !== JSON.stringify(sent[k]));
    if (missing.length) { console.error("missing or changed in the request log: " + missing.join(", ")); process.exit(1); }' \
    "$work/requests.jsonl" "$body"
check "the request log has every parameter sent, unknown ones included" $?

again=$(client --url "$base/completion" --body "$body")
[ "$("$node" -p 'JSON.parse(process.argv[1]).text' "$one")" = "$("$node" -p 'JSON.parse(process.argv[1]).text' "$again")" ]
check "the same seed gives the same text" $?

four=$(client --url "$base/v1/completions" --concurrency 4 \
    --body '{"model":"tiny","prompt":"Four at once","max_tokens":12,"stream":true,"seed":1,"temperature":0}')
echo "$four"
[ "$(echo "$four" | grep -c '"status":200,"events":[0-9]*,"tokens":12,')" -eq 4 ] && [ "$(echo "$four" | grep -c '"complete":true')" -eq 4 ]
check "/v1/completions: 4 concurrent streamed requests, 12 tokens and [DONE] each" $?
kill -0 "$server_pid" 2>/dev/null
check "the server is still up" $?

cleanup
server_pid=""
grep -E 'loaded|ready' "$work/serve.err"
[ $failures -eq 0 ] || { echo "$failures check(s) failed; files in $work" >&2; exit 1; }
echo "all checks passed"
