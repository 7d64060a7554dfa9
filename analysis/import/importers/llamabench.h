#pragma once

#include "analysis/import/importers/textinput.h"
#include "analysis/core/run.h"

namespace Analysis::Importers {

// llama.cpp's llama-bench output in each of its -o formats. Each test (pp512, tg128, pp512+tg128,
// "@ d4096" with a depth) becomes a reported summary (avg_ns/stddev_ns → ms) and figures with
// units (avg_ts/stddev_ts in tokens/s, tokens, threads, model size in bytes, build, backend).
// Only json and jsonl carry samples_ns/samples_ts: there each sample is an in-process repetition;
// csv, md and sql carry the averages alone and give no repetitions.
// Versions: the table "test" (before 2024) and "llama_bench"; "backends" or the older per-backend
// flags; n_depth when present; "pp 512" (old md) and "pp512".
bool readLlamaBenchJson(Input& in, Run& run);
bool readLlamaBenchJsonl(Input& in, Run& run);
bool readLlamaBenchCsv(Input& in, Run& run);
bool readLlamaBenchMarkdown(Input& in, Run& run);
bool readLlamaBenchSql(Input& in, Run& run);
bool looksLikeLlamaBenchJson(std::string_view head);
bool looksLikeLlamaBenchJsonl(std::string_view head);
bool looksLikeLlamaBenchCsv(std::string_view head);
bool looksLikeLlamaBenchMarkdown(std::string_view head);
bool looksLikeLlamaBenchSql(std::string_view head);

} // namespace Analysis::Importers
