// Store benchmarks (Google Benchmark): not timed tests; the numbers go to docs/performance.md.
//   insert / load a run with 1M memory samples: packed columns (what the store does) against a
//   row per sample (the alternative, written here with the same SQLite settings);
//   the same with every column probe 0.2 writes (14 per-sample columns, a system series, serve
//   figures on each repetition and a concurrency sweep);
//   open a project with 1,000 runs and list them.

#include "analysis/store/store.h"
#include "benchruns.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>
#include <sqlite3.h>

using namespace Analysis;
using BenchRuns::runWith;
using BenchRuns::series;

namespace {

// HEADROOM_BENCH_SMOKE (the ctest smoke test, plain and under ASan): the same code on a hundredth
// of the data, once, so CI checks that every benchmark runs without paying for the figures.
const bool kSmoke = qEnvironmentVariableIsSet("HEADROOM_BENCH_SMOKE");
const int kSamples = kSmoke ? 10000 : 1000000;
const int kProjectRuns = kSmoke ? 20 : 1000;
int iterations(int n)
{
    return kSmoke ? 1 : n;
}

// What probe 0.2 adds to a run: the workload's counters on every sample, a system series at
// one sample per 100 memory samples, serve-mode figures and a five-level sweep.
void addProbe02Columns(Run* run)
{
    for (MemorySeries& m : run->memory) {
        int64_t k = 1;
        for (auto column : { &MemorySeries::rssAnonKb, &MemorySeries::rssFileKb, &MemorySeries::rssShmemKb,
                 &MemorySeries::threads, &MemorySeries::utimeMs, &MemorySeries::stimeMs, &MemorySeries::volCtxSwitches,
                 &MemorySeries::involCtxSwitches, &MemorySeries::minFaults, &MemorySeries::majFaults,
                 &MemorySeries::readBytes }) {
            auto& v = m.*column;
            v.resize(m.size());
            for (size_t i = 0; i < m.size(); ++i)
                v[i] = int64_t(i) * k / 3 + k; // cumulative counters grow
            ++k;
        }
    }
    SystemSeries& s = run->system;
    const size_t n = run->memory.value(QStringLiteral("long")).size() / 100;
    for (size_t i = 0; i < n; ++i) {
        s.t.push_back(double(i));
        for (auto column : { &SystemSeries::cpuUserPct, &SystemSeries::cpuSystemPct, &SystemSeries::cpuIowaitPct,
                 &SystemSeries::cpuStealPct, &SystemSeries::psiCpuSomePct, &SystemSeries::psiIoSomePct,
                 &SystemSeries::psiMemSomePct, &SystemSeries::psiMemFullPct, &SystemSeries::canaryMaxMs })
            (s.*column).push_back(double(i % 100) * 0.5);
        s.memAvailableKb.push_back(4000000 - int64_t(i % 1000));
        s.gpuMemMiB.push_back(MemorySeries::kMissing);
    }
    s.gpu = QStringLiteral("not available: nvidia-smi not found on PATH");
    for (Repetition& r : run->repetitions) {
        r.concurrency = 1 << (r.index % 5);
        r.tpotMs = 14.5;
        r.tokensPerS = 1000 / 14.5;
        r.serverPromptMs = 120;
        r.serverGenerationMs = 800;
        r.loadHwmKb = 700000;
        r.startMs = r.index * 1000.0;
    }
    for (int level : { 1, 2, 4, 8, 16 }) {
        ConcurrencyLevel l;
        l.level = level;
        l.requests = l.completed = 4 * level;
        l.wallMs = 10000;
        l.ttftP50Ms = l.ttftP90Ms = l.ttftP99Ms = 300.0 * level;
        l.e2eP50Ms = l.e2eP90Ms = l.e2eP99Ms = 2000.0 * level;
        l.outputTokensPerS = 60.0 * level;
        l.requestsPerS = 0.4 * level;
        l.withinBudget = level <= 4;
        run->concurrencyLevels.append(l);
    }
    run->sustainableConcurrency = 4;
}

void BM_InsertRun_Packed(benchmark::State& state)
{
    QTemporaryDir dir;
    Store store;
    store.open(dir.filePath(QStringLiteral("p.headroom")), Store::OpenMode::ReadWrite);
    const Run run = runWith(kSamples, 0);
    for (auto _ : state) {
        const SaveResult r = store.saveRun(run, {});
        if (!r.ok())
            state.SkipWithError("saveRun failed");
    }
    store.close();
    state.counters["file_MiB_per_run"]
        = double(QFileInfo(dir.filePath(QStringLiteral("p.headroom"))).size()) / double(state.iterations()) / (1 << 20);
}
BENCHMARK(BM_InsertRun_Packed)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(iterations(5));

void BM_LoadRun_Packed(benchmark::State& state)
{
    QTemporaryDir dir;
    Store store;
    store.open(dir.filePath(QStringLiteral("p.headroom")), Store::OpenMode::ReadWrite);
    const QString id = store.saveRun(runWith(kSamples, 0), {}).runId;
    for (auto _ : state) {
        auto run = store.loadRun(id);
        if (!run || run->memory.value(QStringLiteral("long")).size() != size_t(kSamples))
            state.SkipWithError("loadRun failed");
        benchmark::DoNotOptimize(run);
    }
}
BENCHMARK(BM_LoadRun_Packed)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(iterations(5));

void BM_InsertRun_Packed_Probe02(benchmark::State& state)
{
    QTemporaryDir dir;
    Store store;
    store.open(dir.filePath(QStringLiteral("p.headroom")), Store::OpenMode::ReadWrite);
    Run run = runWith(kSamples, 0);
    addProbe02Columns(&run);
    for (auto _ : state) {
        const SaveResult r = store.saveRun(run, {});
        if (!r.ok())
            state.SkipWithError("saveRun failed");
    }
    store.close();
    state.counters["file_MiB_per_run"]
        = double(QFileInfo(dir.filePath(QStringLiteral("p.headroom"))).size()) / double(state.iterations()) / (1 << 20);
}
BENCHMARK(BM_InsertRun_Packed_Probe02)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(iterations(5));

void BM_LoadRun_Packed_Probe02(benchmark::State& state)
{
    QTemporaryDir dir;
    Store store;
    store.open(dir.filePath(QStringLiteral("p.headroom")), Store::OpenMode::ReadWrite);
    Run run = runWith(kSamples, 0);
    addProbe02Columns(&run);
    const QString id = store.saveRun(run, {}).runId;
    for (auto _ : state) {
        auto loaded = store.loadRun(id);
        if (!loaded || loaded->memory.value(QStringLiteral("long")).readBytes.size() != size_t(kSamples)
            || loaded->system.size() != run.system.size())
            state.SkipWithError("loadRun failed");
        benchmark::DoNotOptimize(loaded);
    }
}
BENCHMARK(BM_LoadRun_Packed_Probe02)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(iterations(5));

// The alternative layout, with the settings the store uses (WAL, synchronous=NORMAL, one
// transaction, one prepared statement).
sqlite3* openRowDb(const QString& path)
{
    sqlite3* db = nullptr;
    sqlite3_open(QFile::encodeName(path).constData(), &db);
    sqlite3_exec(db,
        "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;"
        "CREATE TABLE IF NOT EXISTS samples(series_id INTEGER NOT NULL, idx INTEGER NOT NULL, t REAL NOT NULL, "
        "rss INTEGER, hwm INTEGER, vm_size INTEGER, PRIMARY KEY(series_id, idx)) WITHOUT ROWID",
        nullptr, nullptr, nullptr);
    return db;
}

bool insertRows(sqlite3* db, int seriesId, const MemorySeries& m)
{
    sqlite3_stmt* s = nullptr;
    sqlite3_exec(db, "BEGIN IMMEDIATE", nullptr, nullptr, nullptr);
    sqlite3_prepare_v2(db, "INSERT INTO samples VALUES(?,?,?,?,?,?)", -1, &s, nullptr);
    bool ok = true;
    for (size_t i = 0; ok && i < m.size(); ++i) {
        sqlite3_bind_int64(s, 1, seriesId);
        sqlite3_bind_int64(s, 2, qint64(i));
        sqlite3_bind_double(s, 3, m.t[i]);
        sqlite3_bind_int64(s, 4, m.rssKb[i]);
        sqlite3_bind_int64(s, 5, m.hwmKb[i]);
        sqlite3_bind_int64(s, 6, m.vmSizeKb[i]);
        ok = sqlite3_step(s) == SQLITE_DONE;
        sqlite3_reset(s);
    }
    sqlite3_finalize(s);
    sqlite3_exec(db, ok ? "COMMIT" : "ROLLBACK", nullptr, nullptr, nullptr);
    return ok;
}

void BM_InsertSeries_RowPerSample(benchmark::State& state)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("r.db"));
    sqlite3* db = openRowDb(path);
    const MemorySeries m = series(kSamples);
    int seriesId = 0;
    for (auto _ : state)
        if (!insertRows(db, ++seriesId, m))
            state.SkipWithError("insert failed");
    sqlite3_exec(db, "PRAGMA wal_checkpoint(TRUNCATE)", nullptr, nullptr, nullptr);
    sqlite3_close(db);
    state.counters["file_MiB_per_run"] = double(QFileInfo(path).size()) / double(state.iterations()) / (1 << 20);
}
BENCHMARK(BM_InsertSeries_RowPerSample)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(iterations(5));

void BM_LoadSeries_RowPerSample(benchmark::State& state)
{
    QTemporaryDir dir;
    sqlite3* db = openRowDb(dir.filePath(QStringLiteral("r.db")));
    insertRows(db, 1, series(kSamples));
    sqlite3_stmt* s = nullptr;
    sqlite3_prepare_v2(db, "SELECT t, rss, hwm, vm_size FROM samples WHERE series_id=1 ORDER BY idx", -1, &s, nullptr);
    for (auto _ : state) {
        MemorySeries m;
        m.reserve(kSamples);
        while (sqlite3_step(s) == SQLITE_ROW)
            m.append(sqlite3_column_double(s, 0), sqlite3_column_int64(s, 1), sqlite3_column_int64(s, 2),
                sqlite3_column_int64(s, 3));
        sqlite3_reset(s);
        if (m.size() != size_t(kSamples))
            state.SkipWithError("load failed");
        benchmark::DoNotOptimize(m);
    }
    sqlite3_finalize(s);
    sqlite3_close(db);
}
BENCHMARK(BM_LoadSeries_RowPerSample)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(iterations(5));

// A project with 1,000 runs (63 repetitions, a 6,000-sample series and a 64 KiB raw log
// each): opening it and listing its runs is what the Runs page does on start.
void BM_OpenProject_1000Runs(benchmark::State& state)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.headroom"));
    {
        Store store;
        store.open(path, Store::OpenMode::ReadWrite);
        for (int i = 0; i < kProjectRuns; ++i) {
            RawFile raw;
            raw.name = QStringLiteral("mem.log");
            raw.data = QByteArray(64 << 10, 'a') + QByteArray::number(i);
            if (!store.saveRun(runWith(6000, i), { raw }).ok())
                state.SkipWithError("setup failed");
        }
    }
    for (auto _ : state) {
        Store store;
        store.open(path, Store::OpenMode::ReadOnly);
        const auto rows = store.listRuns();
        if (rows.size() != kProjectRuns)
            state.SkipWithError("listRuns failed");
        benchmark::DoNotOptimize(rows);
    }
    state.counters["file_MiB"] = double(QFileInfo(path).size()) / (1 << 20);
}
BENCHMARK(BM_OpenProject_1000Runs)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(iterations(10));

} // namespace

BENCHMARK_MAIN();
