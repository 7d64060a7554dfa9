#pragma once

#include "analysis/import/importers/textinput.h"
#include "analysis/core/run.h"

namespace Analysis::Importers {

// llama.cpp's llama-server. A streamed /completion response saved as it came (SSE "data: {…}"
// lines; each response ends with "stop": true and its "timings" object): the server's own
// prompt/generation times (ms) as a reported summary and its token counts and rates as figures.
// The client's end-to-end time is not in the stream, so no repetition is made from it.
// The Prometheus text of /metrics: each llamacpp: metric with its unit (from llama.cpp's
// documented metrics, else from the Prometheus name suffix); a metric whose unit cannot be told
// is left out with a warning.
bool readLlamaServerStream(Input& in, Run& run);
bool readLlamaServerMetrics(Input& in, Run& run);
bool looksLikeLlamaServerStream(std::string_view head);
bool looksLikeLlamaServerMetrics(std::string_view head);

} // namespace Analysis::Importers
