#pragma once

// Runs made up for the benchmarks that need a store full of them (bench_store, bench_bigproject):
// the shapes a probe run has (three inputs of 21 repetitions, a memory series that loads and then
// grows), with figures that differ from run to run so nothing is deduplicated away.

#include "analysis/core/run.h"

namespace BenchRuns {

using namespace Analysis;

inline MemorySeries series(int n)
{
    MemorySeries m;
    m.reserve(size_t(n));
    // 10 ms sampling of a process that loads, then grows a KV cache: realistic, not constant.
    for (int i = 0; i < n; ++i)
        m.append(i * 0.01, 800000 + (i / 100) % 50000 + (i % 7) * 3, 900000 + i / 20, 2400000 + (i % 11));
    return m;
}

inline Run runWith(int samples, int index)
{
    Run run;
    run.name = QStringLiteral("run %1").arg(index);
    run.device = QStringLiteral("board-%1").arg(index % 4);
    run.startedAt = QDateTime::currentDateTimeUtc();
    run.provenance = QStringLiteral("probe 0.1.0 on board");
    run.params = { { QStringLiteral("model"), QStringLiteral("models/apus-q4_k_m.gguf") },
        { QStringLiteral("quantization"), QStringLiteral("Q4_K_M") },
        { QStringLiteral("backend"), QStringLiteral("llama.cpp-cpu") },
        { QStringLiteral("threads"), QStringLiteral("4") } };
    for (const char* id : { "short", "medium", "long" }) {
        run.inputs.append(
            InputSpec { QLatin1String(id), QStringLiteral("inputs/%1.txt").arg(QLatin1String(id)), 100, 120, -1 });
        for (int r = 0; r < 21; ++r) {
            Repetition rep;
            rep.inputId = QLatin1String(id);
            rep.index = r;
            rep.warmup = r == 0;
            rep.wallMs = 900 + r;
            rep.ttftMs = 300 + r;
            rep.exitCode = 0;
            rep.outcome = Outcome::Ok;
            rep.maxRssKb = 1000000 + r;
            run.repetitions.append(rep);
        }
    }
    run.memory.insert(QStringLiteral("long"), series(samples));
    return run;
}

} // namespace BenchRuns
