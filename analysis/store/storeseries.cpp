// The columnar parts of a run: memory series (one per input) and the system series, each kept
// as packed little-endian blobs (storecodec.h), and the serve-mode concurrency sweep.

#include "analysis/core/tr.h"
#include "analysis/store/store.h"

#include "analysis/store/storecodec.h"
#include "analysis/store/storeschema.h"


namespace Analysis {

namespace {
using StoreDetail::kVersionEnergy;
using StoreDetail::kVersionGauges;
using StoreDetail::kVersionMapped;
using StoreDetail::kVersionServe;
using StoreDetail::Statement;

// One packed column of a series type S: either a float64 or an int64 vector member. since is
// the schema version that added the column. Every column is optional (empty, stored as NULL)
// or exactly as long as t.
template <typename S> struct Column {
    const char* name;
    std::vector<double> S::*real;
    std::vector<int64_t> S::*integer;
    int since;
    size_t size(const S& s) const { return real ? (s.*real).size() : (s.*integer).size(); }
};

using MemoryColumn = Column<MemorySeries>;
constexpr MemoryColumn kMemoryColumns[] = {
    { "rss", nullptr, &MemorySeries::rssKb, 1 },
    { "hwm", nullptr, &MemorySeries::hwmKb, 1 },
    { "vm_size", nullptr, &MemorySeries::vmSizeKb, 1 },
    { "rss_anon", nullptr, &MemorySeries::rssAnonKb, 1 },
    { "rss_file", nullptr, &MemorySeries::rssFileKb, 1 },
    { "rss_shmem", nullptr, &MemorySeries::rssShmemKb, 1 },
    { "threads", nullptr, &MemorySeries::threads, kVersionServe },
    { "utime_ms", nullptr, &MemorySeries::utimeMs, kVersionServe },
    { "stime_ms", nullptr, &MemorySeries::stimeMs, kVersionServe },
    { "vol_ctx_switches", nullptr, &MemorySeries::volCtxSwitches, kVersionServe },
    { "invol_ctx_switches", nullptr, &MemorySeries::involCtxSwitches, kVersionServe },
    { "min_faults", nullptr, &MemorySeries::minFaults, kVersionServe },
    { "maj_faults", nullptr, &MemorySeries::majFaults, kVersionServe },
    { "read_bytes", nullptr, &MemorySeries::readBytes, kVersionServe },
};

using SystemColumn = Column<SystemSeries>;
constexpr SystemColumn kSystemColumns[] = {
    { "cpu_user", &SystemSeries::cpuUserPct, nullptr, kVersionServe },
    { "cpu_system", &SystemSeries::cpuSystemPct, nullptr, kVersionServe },
    { "cpu_iowait", &SystemSeries::cpuIowaitPct, nullptr, kVersionServe },
    { "cpu_steal", &SystemSeries::cpuStealPct, nullptr, kVersionServe },
    { "psi_cpu_some", &SystemSeries::psiCpuSomePct, nullptr, kVersionServe },
    { "psi_io_some", &SystemSeries::psiIoSomePct, nullptr, kVersionServe },
    { "psi_mem_some", &SystemSeries::psiMemSomePct, nullptr, kVersionServe },
    { "psi_mem_full", &SystemSeries::psiMemFullPct, nullptr, kVersionServe },
    { "mem_available", nullptr, &SystemSeries::memAvailableKb, kVersionServe },
    { "canary_max", &SystemSeries::canaryMaxMs, nullptr, kVersionServe },
    { "gpu_mem", nullptr, &SystemSeries::gpuMemMiB, kVersionServe },
    { "cpu_freq_mean", &SystemSeries::cpuFreqMeanMhz, nullptr, kVersionGauges },
    { "cpu_freq_min", &SystemSeries::cpuFreqMinMhz, nullptr, kVersionGauges },
    { "temp_max", &SystemSeries::tempMaxC, nullptr, kVersionGauges },
    { "gpu_load", &SystemSeries::gpuLoadPct, nullptr, kVersionGauges },
    { "runnable", &SystemSeries::runnable, nullptr, kVersionMapped },
    { "cpus_online", &SystemSeries::cpusOnline, nullptr, kVersionMapped },
    { "power_w", &SystemSeries::powerW, nullptr, kVersionEnergy },
};

// ", a, b" for the columns a file of this version has; in a SELECT, a missing column reads as NULL.
template <typename S, size_t N> QByteArray columnList(const Column<S> (&columns)[N], int version, bool select)
{
    QByteArray out;
    for (const auto& c : columns)
        if (version >= c.since)
            out += QByteArrayLiteral(", ") + c.name;
        else if (select)
            out += QByteArrayLiteral(", NULL");
    return out;
}

template <typename S, size_t N> QByteArray placeholders(const Column<S> (&columns)[N], int version)
{
    QByteArray out;
    for (const auto& c : columns)
        if (version >= c.since)
            out += QByteArrayLiteral(",?");
    return out;
}

// Binds t and the value columns from col on. The packed blobs go to *blobs, which must
// outlive the step: bindBlob does not copy them.
template <typename S, size_t N>
void bindColumns(
    Statement& s, int col, const S& series, const Column<S> (&columns)[N], int version, std::vector<QByteArray>* blobs)
{
    blobs->clear();
    blobs->reserve(N + 1);
    blobs->push_back(StoreDetail::packDoubles(series.t));
    s.bindBlob(col++, blobs->back());
    for (const auto& c : columns) {
        if (version < c.since)
            continue;
        if (c.size(series) == 0) {
            s.bindNull(col++);
            continue;
        }
        blobs->push_back(
            c.real ? StoreDetail::packDoubles(series.*(c.real)) : StoreDetail::packInt64(series.*(c.integer)));
        s.bindBlob(col++, blobs->back());
    }
}

// Reads t (at col) and the value columns after it; n has been checked against the limit
// and the length of t before this reads any blob.
template <typename S, size_t N>
bool readColumns(const Statement& s, int col, quint64 n, S* series, const Column<S> (&columns)[N], QString* error)
{
    // A packed series is a BLOB; text or a number in its place was not written by Headroom.
    const auto notBlob = [&](int at, const char* name) {
        *error = Tr::tr("%1 holds a %2 value where a packed series belongs")
                     .arg(QLatin1String(name), s.isNull(at) ? QStringLiteral("NULL") : s.text(at).left(20));
        return false;
    };
    if (!s.isBlob(col))
        return notBlob(col, "t");
    if (!StoreDetail::unpackDoubles(s.blobView(col++), n, &series->t, error))
        return false;
    for (const auto& c : columns) {
        const int at = col++;
        if (s.isNull(at))
            continue;
        if (!s.isBlob(at))
            return notBlob(at, c.name);
        const bool ok = c.real ? StoreDetail::unpackDoubles(s.blobView(at), n, &(series->*(c.real)), error)
                               : StoreDetail::unpackInt64(s.blobView(at), n, &(series->*(c.integer)), error);
        if (!ok) {
            *error = QStringLiteral("%1: %2").arg(QLatin1String(c.name), *error);
            return false;
        }
    }
    return true;
}

// `input` names the memory series' input; a null string means the system series.
template <typename S, size_t N>
QString checkColumns(const QString& input, const S& series, const Column<S> (&columns)[N])
{
    const qint64 n = qint64(series.size());
    if (n > Store::kMaxSeriesSamples)
        return input.isNull()
            ? Tr::tr("The system series has %1 samples; at most %2 are kept.").arg(n).arg(Store::kMaxSeriesSamples)
            : Tr::tr("The memory series of input \"%1\" has %2 samples; at most %3 are kept.")
                  .arg(input)
                  .arg(n)
                  .arg(Store::kMaxSeriesSamples);
    for (const auto& c : columns) {
        const qint64 size = qint64(c.size(series));
        if (size == 0 || size == n)
            continue;
        const QString column = QLatin1String(c.name);
        return input.isNull()
            ? Tr::tr("The system series has %1 values of %2 for %3 time stamps.").arg(size).arg(column).arg(n)
            : Tr::tr("The memory series of input \"%1\" has %2 values of %3 for %4 time stamps.")
                  .arg(input)
                  .arg(size)
                  .arg(column)
                  .arg(n);
    }
    return {};
}

bool seriesSizeOk(qint64 n, qint64 tBytes)
{
    return n >= 0 && n <= Store::kMaxSeriesSamples && tBytes == StoreDetail::kPackedHeaderBytes + 8 * n;
}

} // namespace

QString StoreDetail::validateSeries(const Run& run)
{
    for (auto it = run.memory.cbegin(); it != run.memory.cend(); ++it) {
        const QString error
            = checkColumns(it.key().isNull() ? QStringLiteral("") : it.key(), it.value(), kMemoryColumns);
        if (!error.isEmpty())
            return error;
    }
    return checkColumns(QString(), run.system, kSystemColumns);
}

bool Store::Private::insertSeries(qint64 id, const Run& run, Diagnostics* diagnostics)
{
    const auto fail = [&](const Statement& s) {
        addError(diagnostics, Tr::tr("Cannot save run \"%1\" in %2: %3").arg(run.name, displayName, s.error()));
        return false;
    };
    std::vector<QByteArray> blobs;
    const QByteArray memSql = QByteArrayLiteral("INSERT INTO memory_series(run_id, input_id, n, time_is_epoch, pid, t")
        + columnList(kMemoryColumns, version, false) + QByteArrayLiteral(") VALUES(?,?,?,?,?,?")
        + placeholders(kMemoryColumns, version) + ')';
    Statement mem(db, memSql.constData());
    for (auto it = run.memory.cbegin(); it != run.memory.cend(); ++it) {
        const MemorySeries& series = it.value();
        mem.reset();
        mem.bind(1, id);
        mem.bind(2, it.key());
        mem.bind(3, qint64(series.size()));
        mem.bind(4, qint64(series.timeIsEpoch));
        mem.bind(5, qint64(series.pid));
        bindColumns(mem, 6, series, kMemoryColumns, version, &blobs);
        if (!mem.exec())
            return fail(mem);
    }
    // Files of an older schema (the test seam only: every file opened for writing is upgraded
    // first) have nowhere to keep the rest.
    if (version < kVersionServe)
        return true;

    if (run.sustainableConcurrency) {
        Statement s(db, "UPDATE runs SET sustainable_concurrency=? WHERE id=?");
        s.bind(1, run.sustainableConcurrency);
        s.bind(2, id);
        if (!s.exec())
            return fail(s);
    }

    if (!run.system.isEmpty() || !run.system.gpu.isEmpty()) {
        const QByteArray sql = QByteArrayLiteral("INSERT INTO system_series(run_id, n, gpu, t")
            + columnList(kSystemColumns, version, false) + QByteArrayLiteral(") VALUES(?,?,?,?")
            + placeholders(kSystemColumns, version) + ')';
        Statement sys(db, sql.constData());
        sys.bind(1, id);
        sys.bind(2, qint64(run.system.size()));
        sys.bind(3, run.system.gpu);
        bindColumns(sys, 4, run.system, kSystemColumns, version, &blobs);
        if (!sys.exec())
            return fail(sys);
    }

    const bool processing = version >= StoreDetail::kVersionRejection;
    Statement lvl(db,
        processing
            ? "INSERT INTO concurrency_levels(run_id, ord, level, requests, completed, failed, in_flight, wall_ms, "
              "ttft_p50_ms, ttft_p90_ms, ttft_p99_ms, e2e_p50_ms, e2e_p90_ms, e2e_p99_ms, output_tokens_per_s, "
              "requests_per_s, within_budget, engine_processing_max) VALUES(?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)"
            : "INSERT INTO concurrency_levels(run_id, ord, level, requests, completed, failed, in_flight, wall_ms, "
              "ttft_p50_ms, ttft_p90_ms, ttft_p99_ms, e2e_p50_ms, e2e_p90_ms, e2e_p99_ms, output_tokens_per_s, "
              "requests_per_s, within_budget) VALUES(?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)");
    for (int i = 0; i < run.concurrencyLevels.size(); ++i) {
        const ConcurrencyLevel& x = run.concurrencyLevels.at(i);
        lvl.reset();
        lvl.bind(1, id);
        lvl.bind(2, i);
        lvl.bind(3, x.level);
        lvl.bind(4, x.requests);
        lvl.bind(5, x.completed);
        lvl.bind(6, x.failed);
        lvl.bind(7, x.inFlight);
        lvl.bind(8, x.wallMs);
        lvl.bind(9, x.ttftP50Ms);
        lvl.bind(10, x.ttftP90Ms);
        lvl.bind(11, x.ttftP99Ms);
        lvl.bind(12, x.e2eP50Ms);
        lvl.bind(13, x.e2eP90Ms);
        lvl.bind(14, x.e2eP99Ms);
        lvl.bind(15, x.outputTokensPerS);
        lvl.bind(16, x.requestsPerS);
        lvl.bind(17, x.withinBudget);
        if (processing)
            lvl.bind(18, x.engineProcessingMax);
        if (!lvl.exec())
            return fail(lvl);
    }
    if (version < StoreDetail::kVersionEvents)
        return true;
    if (version >= kVersionMapped) {
        Statement scans(db, "UPDATE repetitions SET mapped_scans=? WHERE run_id=? AND ord=?");
        Statement file(db,
            "INSERT INTO mapped_files(run_id, rep_ord, ord, path, rss_kb, size_kb, code) VALUES(?,?,?,?,?,?,?)");
        for (int i = 0; i < run.repetitions.size(); ++i) {
            const Repetition& r = run.repetitions.at(i);
            if (!r.mappedScans)
                continue;
            scans.reset();
            scans.bind(1, *r.mappedScans);
            scans.bind(2, id);
            scans.bind(3, i);
            if (!scans.exec())
                return fail(scans);
            for (int k = 0; k < r.mappedFiles.size(); ++k) {
                const MappedFile& f = r.mappedFiles.at(k);
                file.reset();
                file.bind(1, id);
                file.bind(2, i);
                file.bind(3, k);
                file.bind(4, f.path);
                file.bind(5, qint64(f.rssKb));
                file.bind(6, qint64(f.sizeKb));
                file.bind(7, qint64(f.code));
                if (!file.exec())
                    return fail(file);
            }
        }
    }
    if (version >= kVersionEnergy) {
        // Energy per repetition (issue 25), set on the rows insertRun wrote, as mapped_scans is.
        Statement energy(db,
            "UPDATE repetitions SET energy_j=?, power_mean_w=?, power_peak_w=?, cooldown_wait_ms=?, "
            "cooldown_reached=?, start_temp_c=?, start_freq_mhz=? WHERE run_id=? AND ord=?");
        for (int i = 0; i < run.repetitions.size(); ++i) {
            const Repetition& r = run.repetitions.at(i);
            if (!r.energyJ && !r.powerMeanW && !r.powerPeakW && !r.cooldownWaitMs && !r.cooldownReached
                && !r.startTempC && !r.startFreqMhz)
                continue;
            energy.reset();
            energy.bind(1, r.energyJ);
            energy.bind(2, r.powerMeanW);
            energy.bind(3, r.powerPeakW);
            energy.bind(4, r.cooldownWaitMs);
            energy.bind(5, r.cooldownReached ? std::optional<int>(*r.cooldownReached) : std::nullopt);
            energy.bind(6, r.startTempC);
            energy.bind(7, r.startFreqMhz);
            energy.bind(8, id);
            energy.bind(9, i);
            if (!energy.exec())
                return fail(energy);
        }
    }
    if (version >= StoreDetail::kVersionGpuMemory) {
        Statement gpu(db,
            "INSERT INTO gpu_memory(run_id, rep_ord, ord, gpu, name, source, unified, total_bytes, used_peak_bytes, "
            "process_peak_bytes, samples, allocated_peak_bytes, reserved_peak_bytes, peak_api) "
            "VALUES(?,?,?,?,?,?,?,?,?,?,?,?,?,?)");
        const auto bytes = [](const std::optional<int64_t>& v) {
            return v ? std::optional<qint64>(*v) : std::nullopt;
        };
        for (int i = 0; i < run.repetitions.size(); ++i) {
            const Repetition& r = run.repetitions.at(i);
            for (int k = 0; k < r.gpuMemory.size(); ++k) {
                const GpuMemory& g = r.gpuMemory.at(k);
                gpu.reset();
                gpu.bind(1, id);
                gpu.bind(2, i);
                gpu.bind(3, k);
                gpu.bind(4, g.index);
                gpu.bind(5, g.name);
                gpu.bind(6, g.source);
                gpu.bind(7, int(g.unified));
                gpu.bind(8, bytes(g.totalBytes));
                gpu.bind(9, bytes(g.usedPeakBytes));
                gpu.bind(10, bytes(g.processPeakBytes));
                gpu.bind(11, g.samples);
                gpu.bind(12, bytes(g.allocatedPeakBytes));
                gpu.bind(13, bytes(g.reservedPeakBytes));
                gpu.bind(14, g.peakApi);
                if (!gpu.exec())
                    return fail(gpu);
            }
        }
    }
    Statement ev(db,
        "INSERT INTO run_events(run_id, ord, type, t_ms, input_id, rep, subject, message, detail, value, limit_value) "
        "VALUES(?,?,?,?,?,?,?,?,?,?,?)");
    for (int i = 0; i < run.events.size(); ++i) {
        const RunEvent& e = run.events.at(i);
        ev.reset();
        ev.bind(1, id);
        ev.bind(2, i);
        ev.bind(3, e.type);
        ev.bind(4, e.tMs);
        ev.bind(5, e.inputId);
        ev.bind(6, e.rep);
        ev.bind(7, e.subject);
        ev.bind(8, e.message);
        ev.bind(9, e.detail);
        ev.bind(10, e.value);
        ev.bind(11, e.limit);
        if (!ev.exec())
            return fail(ev);
    }
    return true;
}

bool Store::Private::loadSeries(qint64 id, Run* run, Diagnostics* diagnostics) const
{
    const auto damaged = [&](const QString& what) {
        addError(diagnostics, Tr::tr("Run %1 in %2 cannot be read: %3").arg(id).arg(displayName, what));
        return false;
    };
    // Every loop is bounded by the rows SQLite returns; rc tells a damaged page from the end.
    const auto rows = [&](Statement& s, const std::function<bool()>& row) {
        s.bind(1, id);
        int rc;
        while ((rc = s.step()) == SQLITE_ROW)
            if (!row())
                return false;
        return rc == SQLITE_DONE || damaged(s.error());
    };
    QString error;

    const QByteArray memSql = QByteArrayLiteral("SELECT input_id, n, time_is_epoch, pid, length(t), t")
        + columnList(kMemoryColumns, version, true) + QByteArrayLiteral(" FROM memory_series WHERE run_id=?");
    Statement mem(db, memSql.constData());
    const bool memOk = rows(mem, [&] {
        const QString inputId = mem.text(0);
        const qint64 n = mem.int64(1);
        // The count and the length of t are checked before SQLite reads any blob.
        if (!seriesSizeOk(n, mem.int64(4)))
            return damaged(Tr::tr("the memory series of input \"%1\" is malformed").arg(inputId));
        MemorySeries series;
        const std::optional<bool> epoch = mem.flag(2);
        if (!epoch)
            return damaged(Tr::tr("the memory series of input \"%1\" has a time flag of %2, not 0 or 1")
                               .arg(inputId, mem.text(2)));
        series.timeIsEpoch = *epoch;
        series.pid = mem.int64(3);
        if (!readColumns(mem, 5, quint64(n), &series, kMemoryColumns, &error))
            return damaged(Tr::tr("the memory series of input \"%1\": %2").arg(inputId, error));
        run->memory[inputId] = std::move(series); // QMap::insert copies (Qt 6.4 has no rvalue overload)
        return true;
    });
    if (!memOk || version < kVersionServe)
        return memOk;

    {
        Statement s(db, "SELECT sustainable_concurrency FROM runs WHERE id=?");
        if (!rows(s, [&] { return run->sustainableConcurrency = StoreDetail::optInt(s, 0), true; }))
            return false;
    }

    const QByteArray sysSql = QByteArrayLiteral("SELECT n, gpu, length(t), t")
        + columnList(kSystemColumns, version, true) + QByteArrayLiteral(" FROM system_series WHERE run_id=?");
    Statement sys(db, sysSql.constData());
    const bool sysOk = rows(sys, [&] {
        const qint64 n = sys.int64(0);
        if (!seriesSizeOk(n, sys.int64(2)))
            return damaged(Tr::tr("the system series is malformed"));
        SystemSeries series;
        series.gpu = sys.text(1);
        if (!readColumns(sys, 3, quint64(n), &series, kSystemColumns, &error))
            return damaged(Tr::tr("the system series: %1").arg(error));
        run->system = std::move(series);
        return true;
    });

    Statement lvl(db,
        version >= StoreDetail::kVersionRejection
            ? "SELECT level, requests, completed, failed, in_flight, wall_ms, ttft_p50_ms, ttft_p90_ms, ttft_p99_ms, "
              "e2e_p50_ms, e2e_p90_ms, e2e_p99_ms, output_tokens_per_s, requests_per_s, within_budget, "
              "engine_processing_max FROM concurrency_levels WHERE run_id=? ORDER BY ord"
            : "SELECT level, requests, completed, failed, in_flight, wall_ms, ttft_p50_ms, ttft_p90_ms, ttft_p99_ms, "
              "e2e_p50_ms, e2e_p90_ms, e2e_p99_ms, output_tokens_per_s, requests_per_s, within_budget, NULL "
              "FROM concurrency_levels WHERE run_id=? ORDER BY ord");
    const bool lvlOk = sysOk && rows(lvl, [&] {
        ConcurrencyLevel x;
        x.level = int(lvl.int64(0));
        x.requests = int(lvl.int64(1));
        x.completed = int(lvl.int64(2));
        x.failed = int(lvl.int64(3));
        x.inFlight = int(lvl.int64(4));
        x.wallMs = StoreDetail::realOrNaN(lvl, 5);
        x.ttftP50Ms = lvl.optReal(6);
        x.ttftP90Ms = lvl.optReal(7);
        x.ttftP99Ms = lvl.optReal(8);
        x.e2eP50Ms = lvl.optReal(9);
        x.e2eP90Ms = lvl.optReal(10);
        x.e2eP99Ms = lvl.optReal(11);
        x.outputTokensPerS = StoreDetail::realOrNaN(lvl, 12);
        x.requestsPerS = StoreDetail::realOrNaN(lvl, 13);
        if (!lvl.isNull(14)) {
            const std::optional<bool> within = lvl.flag(14);
            if (!within)
                return damaged(Tr::tr("concurrency level %1 has a within-budget flag of %2, not 0 or 1")
                                   .arg(x.level)
                                   .arg(lvl.text(14)));
            x.withinBudget = *within;
        }
        if (const auto n = StoreDetail::optInt(lvl, 15); n && *n >= 0)
            x.engineProcessingMax = *n;
        run->concurrencyLevels.append(x);
        return true;
    });
    if (!lvlOk || version < StoreDetail::kVersionEvents)
        return lvlOk;
    if (version >= kVersionMapped) {
        Statement scans(db, "SELECT ord, mapped_scans FROM repetitions WHERE run_id=? AND mapped_scans IS NOT NULL");
        Statement file(
            db, "SELECT rep_ord, path, rss_kb, size_kb, code FROM mapped_files WHERE run_id=? ORDER BY rep_ord, ord");
        const auto rep = [&](qint64 ord) -> Repetition* {
            return ord >= 0 && ord < run->repetitions.size() ? &run->repetitions[qsizetype(ord)] : nullptr;
        };
        const bool mappedOk = rows(scans, [&] {
            Repetition* r = rep(scans.int64(0));
            return r ? (r->mappedScans = int(scans.int64(1)), true)
                     : damaged(Tr::tr("mapped-file scans of repetition %1, which does not exist").arg(scans.int64(0)));
        }) && rows(file, [&] {
            Repetition* r = rep(file.int64(0));
            const std::optional<bool> code = file.flag(4);
            if (!r || !r->mappedScans || !code)
                return damaged(Tr::tr("mapped file \"%1\" of repetition %2 is malformed")
                                   .arg(file.text(1))
                                   .arg(file.int64(0)));
            r->mappedFiles.append({ file.text(1), file.int64(2), file.int64(3), *code });
            return true;
        });
        if (!mappedOk)
            return false;
    }
    if (version >= kVersionEnergy) {
        Statement energy(db,
            "SELECT ord, energy_j, power_mean_w, power_peak_w, cooldown_wait_ms, cooldown_reached, start_temp_c, "
            "start_freq_mhz FROM repetitions WHERE run_id=? AND (energy_j IS NOT NULL OR power_mean_w IS NOT NULL "
            "OR power_peak_w IS NOT NULL OR cooldown_wait_ms IS NOT NULL OR cooldown_reached IS NOT NULL "
            "OR start_temp_c IS NOT NULL OR start_freq_mhz IS NOT NULL)");
        const bool energyOk = rows(energy, [&] {
            const qint64 ord = energy.int64(0);
            if (ord < 0 || ord >= run->repetitions.size())
                return true; // a loop mode's pass: it has no energy of its own
            Repetition& r = run->repetitions[qsizetype(ord)];
            r.energyJ = energy.optReal(1);
            r.powerMeanW = energy.optReal(2);
            r.powerPeakW = energy.optReal(3);
            r.cooldownWaitMs = energy.optReal(4);
            if (energy.optInt64(5)) {
                const std::optional<bool> reached = energy.flag(5);
                if (!reached)
                    return damaged(Tr::tr("cooldown_reached of repetition %1 is neither 0 nor 1").arg(ord));
                r.cooldownReached = *reached;
            }
            r.startTempC = energy.optReal(6);
            r.startFreqMhz = energy.optReal(7);
            return true;
        });
        if (!energyOk)
            return false;
    }
    if (version >= StoreDetail::kVersionGpuMemory) {
        Statement gpu(db,
            "SELECT rep_ord, gpu, name, source, unified, total_bytes, used_peak_bytes, process_peak_bytes, samples, "
            "allocated_peak_bytes, reserved_peak_bytes, peak_api FROM gpu_memory WHERE run_id=? ORDER BY rep_ord, ord");
        const bool gpuOk = rows(gpu, [&] {
            const qint64 ord = gpu.int64(0);
            const std::optional<bool> unified = gpu.flag(4);
            const auto bytes = [&](int col) {
                const std::optional<qint64> v = gpu.optInt64(col);
                return v ? std::optional<int64_t>(*v) : std::nullopt;
            };
            bool negative = false;
            for (int col : { 5, 6, 7, 9, 10 })
                negative = negative || (bytes(col) && *bytes(col) < 0);
            if (ord < 0 || ord >= run->repetitions.size() || !unified || negative || gpu.int64(1) < 0
                || gpu.int64(8) < 0)
                return damaged(Tr::tr("GPU memory of repetition %1 is malformed").arg(ord));
            run->repetitions[qsizetype(ord)].gpuMemory.append({ int(gpu.int64(1)), gpu.text(2), gpu.text(3), *unified,
                bytes(5), bytes(6), bytes(7), int(gpu.int64(8)), bytes(9), bytes(10), gpu.text(11) });
            return true;
        });
        if (!gpuOk)
            return false;
    }
    Statement ev(db,
        "SELECT type, t_ms, input_id, rep, subject, message, detail, value, limit_value FROM run_events "
        "WHERE run_id=? ORDER BY ord");
    return rows(ev, [&] {
        RunEvent e;
        e.type = ev.text(0);
        e.tMs = ev.optReal(1);
        e.inputId = ev.text(2);
        e.rep = StoreDetail::optInt(ev, 3);
        e.subject = ev.text(4);
        e.message = ev.text(5);
        e.detail = ev.text(6);
        e.value = ev.optReal(7);
        e.limit = ev.optReal(8);
        run->events.append(e);
        return true;
    });
}

} // namespace Analysis
