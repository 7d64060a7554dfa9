// Chart data costs (issue: performance): reducing 10M samples to one screen width, and the
// latency distribution shapes. Not a timed test: see docs/performance.md for how it is run.
#include "analysis/core/decimation.h"
#include "analysis/core/distribution.h"

#include <benchmark/benchmark.h>

#include <cstdint>
#include <vector>

namespace {

struct Series {
    std::vector<double> t;
    std::vector<int64_t> v;
};

const Series& series10M()
{
    static const Series s = [] {
        Series s;
        const size_t n = 10'000'000;
        s.t.resize(n);
        s.v.resize(n);
        uint64_t x = 88172645463325252ULL; // xorshift: cheap, repeatable noise
        for (size_t i = 0; i < n; ++i) {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            s.t[i] = double(i) * 0.01; // 10 ms sampling: 27.8 hours of samples
            s.v[i] = 200000 + int64_t(x % 4096);
        }
        return s;
    }();
    return s;
}

void BM_Decimate10MToScreen(benchmark::State& state)
{
    const Series& s = series10M();
    const int columns = int(state.range(0));
    for (auto _ : state) {
        auto pts = Analysis::decimateMinMax(s.t, s.v, s.t.front(), s.t.back(), columns);
        benchmark::DoNotOptimize(pts);
    }
    state.SetItemsProcessed(int64_t(state.iterations()) * int64_t(s.t.size()));
}
BENCHMARK(BM_Decimate10MToScreen)->Arg(1920)->Unit(benchmark::kMillisecond);

void BM_DecimateZoomed(benchmark::State& state)
{
    // A zoom to 1% of the run: the visible range is found by binary search, so the cost follows
    // what is shown, not the length of the run.
    const Series& s = series10M();
    const double t0 = s.t[s.t.size() / 2], t1 = t0 + (s.t.back() - s.t.front()) / 100;
    for (auto _ : state) {
        auto pts = Analysis::decimateMinMax(s.t, s.v, t0, t1, 1920);
        benchmark::DoNotOptimize(pts);
    }
}
BENCHMARK(BM_DecimateZoomed)->Unit(benchmark::kMillisecond);

void BM_Histogram(benchmark::State& state)
{
    std::vector<double> values(size_t(state.range(0)));
    for (size_t i = 0; i < values.size(); ++i)
        values[i] = 100.0 + double((i * 2654435761u) % 1000) / 10.0;
    for (auto _ : state)
        benchmark::DoNotOptimize(Analysis::histogram(values));
}
BENCHMARK(BM_Histogram)->Arg(1000)->Arg(100000)->Unit(benchmark::kMicrosecond);

} // namespace

BENCHMARK_MAIN();
