// Import speed of a 1M-sample mem.log (the measurement method's loop format) and the cost of the bootstrap CI.
// Not a timed test: run by hand, numbers go to docs/performance.md ("Import and statistics").
//   bench_import [--write-memlog FILE [SAMPLES] | --import FILE] [benchmark flags]
// --write-memlog writes the same generated log to FILE (for the awk comparison; SAMPLES, default
// 1M, for the 10M-sample figure) and exits;
// --import imports FILE from disk and prints the samples and peak VmRSS (what awk is timed on).

#include "analysis/import/importer.h"
#include "analysis/core/statistics.h"

#include <QByteArray>
#include <QFile>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace {

constexpr int kSamples = 1000000;

// Realistic bytes: what the kernel writes ("VmHWM:\t  123456 kB"), a stamp every sample with
// two samples per second as with sleep 0.5, memory growing and shrinking.
QByteArray makeMemLog(int samples)
{
    QByteArray out;
    out.reserve(static_cast<qsizetype>(samples) * 50);
    char line[64];
    long long hwm = 0;
    for (int i = 0; i < samples; ++i) {
        const long long rss = 500000 + (i * 7919LL) % 300000;
        hwm = std::max(hwm, rss);
        const int n = std::snprintf(
            line, sizeof line, "%lld\nVmHWM:\t%8lld kB\nVmRSS:\t%8lld kB\n", 1700000000LL + i / 2, hwm, rss);
        out.append(line, n);
    }
    return out;
}

const QByteArray& memLog()
{
    static const QByteArray log = makeMemLog(kSamples);
    return log;
}

void importMemLog(benchmark::State& state)
{
    const QByteArray& log = memLog();
    Analysis::ImportOptions options;
    options.hashSource = state.range(0) != 0;
    for (auto _ : state) {
        const Analysis::ImportResult r = Analysis::importBytes(log, QStringLiteral("mem.log"), options);
        // constFind: QMap::value() would copy the 24 MB of columns inside the timed loop.
        if (!r.ok() || r.run->memory.constFind(QString())->size() != size_t(kSamples))
            state.SkipWithError("import failed");
        benchmark::DoNotOptimize(r);
    }
    state.SetBytesProcessed(state.iterations() * log.size());
    state.counters["samples/s"]
        = benchmark::Counter(double(kSamples) * double(state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(importMemLog)->Arg(0)->Arg(1)->ArgName("sha256")->Unit(benchmark::kMillisecond)->UseRealTime();

void bootstrapMedian(benchmark::State& state)
{
    std::vector<double> values(1000);
    for (size_t i = 0; i < values.size(); ++i)
        values[i] = 800 + static_cast<double>((i * 7919) % 400); // an irregular spread of latencies
    for (auto _ : state) {
        const Analysis::Summary s = Analysis::summarize(values, static_cast<int>(state.range(0)), 1);
        benchmark::DoNotOptimize(s);
    }
}
BENCHMARK(bootstrapMedian)->Arg(10000)->ArgName("resamples")->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char** argv)
{
    if ((argc == 3 || argc == 4) && std::strcmp(argv[1], "--write-memlog") == 0) {
        const int samples = argc == 4 ? std::atoi(argv[3]) : kSamples;
        QFile f(QString::fromLocal8Bit(argv[2]));
        const QByteArray log = samples == kSamples ? memLog() : makeMemLog(samples);
        if (samples <= 0 || !f.open(QIODevice::WriteOnly) || f.write(log) != log.size()) {
            std::fprintf(stderr, "cannot write %s\n", argv[2]);
            return 1;
        }
        return 0;
    }
    if (argc == 3 && std::strcmp(argv[1], "--import") == 0) {
        Analysis::ImportOptions options;
        options.hashSource = false;
        // The file mapped as importFile maps it, without its 256 MiB bound on what a user imports:
        // the 10M-sample log (490 MB) measures the parser, which has no such bound.
        QFile f(QString::fromLocal8Bit(argv[2]));
        const qint64 size = f.open(QIODevice::ReadOnly) ? f.size() : -1;
        const uchar* mapped = size > 0 ? f.map(0, size) : nullptr;
        if (!mapped) {
            std::fprintf(stderr, "cannot map %s\n", argv[2]);
            return 1;
        }
        const Analysis::ImportResult r = Analysis::importBytes(
            QByteArray::fromRawData(reinterpret_cast<const char*>(mapped), size), f.fileName(), options);
        if (!r.ok()) {
            for (const auto& d : r.diagnostics)
                std::fprintf(stderr, "%s\n", qPrintable(d.message));
            return 1;
        }
        const auto& m = *r.run->memory.constFind(QString()); // value() would copy the columns
        std::printf("%zu samples, peak VmRSS %lld kB\n", m.size(),
            static_cast<long long>(*std::max_element(m.rssKb.begin(), m.rssKb.end())));
        return 0;
    }
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
