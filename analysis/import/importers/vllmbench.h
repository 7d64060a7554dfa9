#pragma once

#include "analysis/import/importers/textinput.h"
#include "analysis/core/run.h"

namespace Analysis::Importers {

// vLLM `vllm bench serve --save-result` (and benchmarks/benchmark_serving.py) JSON: TTFT, TPOT,
// ITL and E2EL as reported summaries (mean/median/std and every pNN the run asked for, all ms),
// request and token throughput, max concurrency, counts as figures with their units. Python's
// json writes an unlimited request rate as the bare token Infinity: it is read as "inf".
// The per-request lists (--save-detailed: ttfts, itls, …) carry no end-to-end time per request,
// so no repetitions are made from them.
bool readVllmBench(Input& in, Run& run);
bool looksLikeVllmBench(std::string_view head);

} // namespace Analysis::Importers
