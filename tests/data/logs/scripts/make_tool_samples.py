# Writes the fixtures of tools that Debian does not package, from each tool's documented output
# format (see README.md): llama-bench's five printers, a llama-server /completion stream and its
# /metrics, tegrastats lines of JetPack 4 and 5+, and vLLM's bench serve result JSON. The numbers
# are illustrative (a Jetson Orin Nano-like device), not measurements.
import json, math, statistics

# ---- llama-bench (tools/llama-bench/llama-bench.cpp: csv/json/jsonl/md/sql printers) ----
fields = ["build_commit", "build_number", "cpu_info", "gpu_info", "backends", "model_filename", "model_type",
          "model_size", "model_n_params", "n_batch", "n_ubatch", "n_threads", "cpu_mask", "cpu_strict", "poll",
          "type_k", "type_v", "n_gpu_layers", "split_mode", "main_gpu", "no_kv_offload", "flash_attn",
          "tensor_split", "use_mmap", "embeddings", "n_prompt", "n_gen", "n_depth", "test_time",
          "avg_ns", "stddev_ns", "avg_ts", "stddev_ts"]
ints = {"build_number", "n_batch", "n_ubatch", "n_threads", "poll", "model_size", "model_n_params", "n_gpu_layers",
        "main_gpu", "n_prompt", "n_gen", "n_depth", "avg_ns", "stddev_ns"}
bools = {"cpu_strict", "no_kv_offload", "flash_attn", "use_mmap", "embeddings"}
floats = {"avg_ts", "stddev_ts"}
base = dict(build_commit="b5dd5ed4", build_number=5604, cpu_info="ARMv8 Processor rev 1 (v8l)",
            gpu_info="Orin", backends="CUDA", model_filename="models/qwen2.5-0.5b-instruct-q4_k_m.gguf",
            model_type="qwen2 1B Q4_K - Medium", model_size=491400032, model_n_params=494032768, n_batch=2048,
            n_ubatch=512, n_threads=6, cpu_mask="0x0", cpu_strict=0, poll=50, type_k="f16", type_v="f16",
            n_gpu_layers=99, split_mode="layer", main_gpu=0, no_kv_offload=0, flash_attn=0, tensor_split="0.00",
            use_mmap=1, embeddings=0, n_depth=0)
tests = [(512, 0, [412033198, 405871230, 409122519, 418870004, 407311876], "2025-06-06T09:14:02Z"),
         (0, 128, [2311840077, 2298871022, 2305120993, 2320013871, 2302119870], "2025-06-06T09:14:05Z")]
rows = []
for n_prompt, n_gen, samples, when in tests:
    ts = [1e9 * (n_prompt + n_gen) / s for s in samples]
    r = dict(base, n_prompt=n_prompt, n_gen=n_gen, test_time=when,
             avg_ns=int(sum(samples) / len(samples)), stddev_ns=int(statistics.stdev(samples)),
             avg_ts=sum(ts) / len(ts), stddev_ts=statistics.stdev(ts))
    rows.append((r, samples, ts))

def val(k, v):
    return "%f" % v if k in floats else str(v)

def jval(k, v):
    if k in bools: return "false" if v == 0 else "true"
    if k in ints or k in floats: return val(k, v)
    return '"%s"' % v

with open("llama-bench.csv", "w") as f:
    f.write(",".join(fields) + "\n")
    for r, _, _ in rows:
        f.write(",".join('"%s"' % val(k, r[k]) for k in fields) + "\n")
with open("llama-bench.json", "w") as f:
    f.write("[\n")
    for i, (r, s, ts) in enumerate(rows):
        if i: f.write(",\n")
        f.write("  {\n")
        for k in fields: f.write('    "%s": %s,\n' % (k, jval(k, r[k])))
        f.write('    "samples_ns": [ %s ],\n' % ", ".join(str(x) for x in s))
        f.write('    "samples_ts": [ %s ]\n' % ", ".join("%g" % x for x in ts))
        f.write("  }")
    f.write("\n]\n")
with open("llama-bench.jsonl", "w") as f:
    for r, s, ts in rows:
        f.write("{" + "".join('"%s": %s, ' % (k, jval(k, r[k])) for k in fields))
        f.write('"samples_ns": [ %s ],' % ", ".join(str(x) for x in s))
        f.write('"samples_ts": [ %s ]' % ", ".join("%g" % x for x in ts))
        f.write("}\n")
with open("llama-bench.sql", "w") as f:
    types = {k: "INTEGER" if k in ints or k in bools else "REAL" if k in floats else "TEXT" for k in fields}
    f.write("CREATE TABLE IF NOT EXISTS llama_bench (\n")
    for i, k in enumerate(fields):
        f.write("  %s %s%s\n" % (k, types[k], "," if i < len(fields) - 1 else ""))
    f.write(");\n\n")
    for r, _, _ in rows:
        f.write("INSERT INTO llama_bench (%s) VALUES (%s);\n" % (", ".join(fields), ", ".join("'%s'" % val(k, r[k]) for k in fields)))
with open("llama-bench.md", "w") as f:
    cols = [("model", -30), ("size", 10), ("params", 10), ("backend", -10), ("ngl", 3), ("test", 15), ("t/s", 20)]
    f.write("|" + "".join(" %*s |" % (w, n) for n, w in cols) + "\n")
    f.write("|" + "".join(" %s%s |" % ("-" * (abs(w) - 1), ":" if w > 0 else "-") for n, w in cols) + "\n")
    for r, _, _ in rows:
        size = "%.2f MiB" % (r["model_size"] / 1024 / 1024) if r["model_size"] < 1024 ** 3 else "%.2f GiB" % (r["model_size"] / 1024 ** 3)
        params = "%.2f M" % (r["model_n_params"] / 1e6) if r["model_n_params"] < 1e9 else "%.2f B" % (r["model_n_params"] / 1e9)
        test = "pp%d" % r["n_prompt"] if r["n_gen"] == 0 else "tg%d" % r["n_gen"]
        vals = [r["model_type"], size, params, r["backends"], str(r["n_gpu_layers"]), test,
                "%.2f ± %.2f" % (r["avg_ts"], r["stddev_ts"])]
        f.write("|" + "".join(" %*s |" % (w + (1 if n == "t/s" else 0), v) for (n, w), v in zip(cols, vals)) + "\n")
    f.write("\nbuild: %s (%d)\n" % (base["build_commit"], base["build_number"]))

# ---- llama-server: POST /completion {"stream": true}, saved as received (tools/server/README.md) ----
words = ["The", " ceiling", " is", " memory", ",", " not", " latency", "."]
with open("llama-server-completion.sse", "w") as f:
    for i, w in enumerate(words):
        f.write("data: " + json.dumps({"index": 0, "content": w, "tokens": [], "stop": False, "id_slot": -1,
                                        "tokens_predicted": i + 1, "tokens_evaluated": 12}, separators=(",", ":")) + "\n\n")
    f.write("data: " + json.dumps({"index": 0, "content": "", "tokens": [], "id_slot": 0, "stop": True,
        "model": "qwen2.5-0.5b-instruct-q4_k_m.gguf", "tokens_predicted": 8, "tokens_evaluated": 12,
        "stop_type": "limit", "stopping_word": "", "tokens_cached": 19,
        "timings": {"cache_n": 0, "prompt_n": 12, "prompt_ms": 61.337, "prompt_per_token_ms": 5.111416666666667,
                    "prompt_per_second": 195.63962371814728, "predicted_n": 8, "predicted_ms": 151.904,
                    "predicted_per_token_ms": 18.988, "predicted_per_second": 52.66484095218032}},
        separators=(",", ":")) + "\n\n")
metrics = [
    ("prompt_tokens_total", "counter", "Number of prompt tokens processed.", "1536"),
    ("prompt_seconds_total", "counter", "Prompt process time", "7.864"),
    ("tokens_predicted_total", "counter", "Number of generation tokens processed.", "4096"),
    ("tokens_predicted_seconds_total", "counter", "Predict process time", "79.116"),
    ("n_decode_total", "counter", "Total number of llama_decode() calls", "4224"),
    ("n_busy_slots_per_decode", "counter", "Average number of busy slots per llama_decode() call", "1.8"),
    ("prompt_tokens_seconds", "gauge", "Average prompt throughput in tokens/s.", "195.32"),
    ("predicted_tokens_seconds", "gauge", "Average generation throughput in tokens/s.", "51.77"),
    ("requests_processing", "gauge", "Number of requests processing.", "0"),
    ("requests_deferred", "gauge", "Number of requests deferred.", "0"),
]
with open("llama-server-metrics.txt", "w") as f:
    for name, kind, help_, value in metrics:
        f.write("# HELP llamacpp:%s %s\n# TYPE llamacpp:%s %s\nllamacpp:%s %s\n" % (name, help_, name, kind, name, value))

# ---- tegrastats (NVIDIA Jetson Linux Developer Guide, "tegrastats Utility") ----
with open("tegrastats-jp4.log", "w") as f:  # JetPack 4 (Nano): no time stamp, POM rails without a unit
    for i, (ram, cpu, gpu) in enumerate([(1602, 9, 0), (2231, 61, 38), (2890, 88, 99), (3120, 86, 99), (2011, 12, 0)]):
        f.write("RAM %d/3964MB (lfb 102x4MB) SWAP 0/1982MB (cached 0MB) CPU [%d%%@1479,%d%%@1479,off,off] "
                "EMC_FREQ %d%%@1600 GR3D_FREQ %d%%@921 APE 25 PLL@32C CPU@%.1fC PMIC@50C GPU@%.1fC AO@38.5C "
                "thermal@%.2fC POM_5V_IN 3843/3102 POM_5V_GPU 1203/610 POM_5V_CPU 1020/845\n"
                % (ram, cpu, max(cpu - 5, 0), 10 + gpu // 4, gpu, 35.5 + i, 34 + i * 1.5, 35.25 + i))
with open("tegrastats-jp5.log", "w") as f:  # JetPack 5/6 (Orin): leading time stamp, rails in mW
    for i, (ram, cpu, gpu) in enumerate([(2448, 4, 0), (4180, 55, 71), (6012, 72, 99), (6530, 70, 98), (3010, 6, 0)]):
        f.write("06-06-2025 09:20:%02d RAM %d/7620MB (lfb 2x4MB) SWAP 0/3810MB (cached 0MB) "
                "CPU [%d%%@1510,%d%%@1510,%d%%@1510,%d%%@1510,off,off] EMC_FREQ %d%%@3199 GR3D_FREQ %d%%@[624] "
                "VIC_FREQ 0%%@115 APE 174 cpu@%.3fC soc2@44.5C soc0@45.031C gpu@%.3fC tj@%.3fC soc1@44.875C "
                "VDD_IN %dmW/%dmW VDD_CPU_GPU_CV %dmW/%dmW VDD_SOC 1432mW/1401mW\n"
                % (i, ram, cpu, cpu, max(cpu - 3, 0), max(cpu - 3, 0), 8 + gpu // 3, gpu, 46.1 + i, 44.9 + i * 1.2,
                   47.3 + i, 4580 + gpu * 40, 4400 + gpu * 20, 620 + gpu * 35, 600 + gpu * 18))

# ---- vLLM: vllm bench serve --save-result (vllm/benchmarks/serve.py result_json) ----
result = {"date": "20250606-093011", "endpoint_type": "openai", "label": None, "model_id": "Qwen/Qwen2.5-0.5B-Instruct",
          "tokenizer_id": "Qwen/Qwen2.5-0.5B-Instruct", "num_prompts": 64, "request_rate": math.inf,
          "burstiness": 1.0, "max_concurrency": 8, "duration": 41.2371, "completed": 64, "failed": 0,
          "total_input_tokens": 65536, "total_output_tokens": 8192, "request_throughput": 1.552,
          "request_goodput": None, "output_throughput": 198.656, "total_token_throughput": 1787.9,
          "max_output_tokens_per_s": 232.0, "max_concurrent_requests": 8}
for metric, mean, med, std, p99 in [("ttft", 812.4, 790.1, 120.7, 1190.3), ("tpot", 33.9, 33.5, 2.1, 39.8),
                                    ("itl", 33.7, 32.9, 6.4, 58.2), ("e2el", 5117.8, 5090.2, 301.5, 5730.0)]:
    result.update({"mean_%s_ms" % metric: mean, "median_%s_ms" % metric: med, "std_%s_ms" % metric: std,
                   "p99_%s_ms" % metric: p99})
with open("vllm-bench-serve.json", "w") as f:
    json.dump(result, f)  # as vLLM writes it: one line, Infinity for an unlimited request rate
