#pragma once

// Shared by the store tests: SQLite access independent of the store, and runs that use every
// field of Analysis::Run.
// One header: fullRun(), asOfVersion() and runDiff() must change together whenever the schema does.

#include "analysis/store/store.h"

#include <QCryptographicHash>
#include <QFile>
#include <QSet>
#include <QStringList>
#include <QTemporaryDir>

#include <sqlite3.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <tuple>
#include <type_traits>
#include <utility>

namespace StoreTestData {

using namespace Analysis;

// Test-side SQLite access, independent of the store: crafting foreign files and reading
// what is really on disk.
struct RawDb {
    sqlite3* db = nullptr;
    explicit RawDb(const QString& path) { sqlite3_open(QFile::encodeName(path).constData(), &db); }
    ~RawDb() { sqlite3_close(db); }
    bool exec(const char* sql) { return sqlite3_exec(db, sql, nullptr, nullptr, nullptr) == SQLITE_OK; }
    QStringList rows(const QByteArray& sql)
    {
        QStringList out;
        sqlite3_stmt* s = nullptr;
        if (sqlite3_prepare_v2(db, sql.constData(), -1, &s, nullptr) != SQLITE_OK)
            return { QStringLiteral("error: %1").arg(QString::fromUtf8(sqlite3_errmsg(db))) };
        while (sqlite3_step(s) == SQLITE_ROW) {
            QStringList cols;
            for (int c = 0; c < sqlite3_column_count(s); ++c) {
                const auto* p = static_cast<const char*>(sqlite3_column_blob(s, c));
                const QByteArray v(p ? p : "", sqlite3_column_bytes(s, c));
                cols.append(QString::fromLatin1(QCryptographicHash::hash(v, QCryptographicHash::Sha1).toHex()));
            }
            out.append(cols.join(QLatin1Char('|')));
        }
        sqlite3_finalize(s);
        return out;
    }
    // Every row of every table, as hashes: "exactly as before" is this being equal.
    QStringList dump()
    {
        QStringList out;
        sqlite3_stmt* s = nullptr;
        sqlite3_prepare_v2(db, "SELECT name FROM sqlite_schema WHERE type='table' ORDER BY name", -1, &s, nullptr);
        QStringList tables;
        while (sqlite3_step(s) == SQLITE_ROW)
            tables.append(QString::fromUtf8(reinterpret_cast<const char*>(sqlite3_column_text(s, 0))));
        sqlite3_finalize(s);
        for (const QString& t : std::as_const(tables)) {
            out.append(t);
            out.append(rows(QByteArray("SELECT * FROM \"") + t.toUtf8() + "\" ORDER BY 1, 2"));
        }
        return out;
    }
    QString scalar(const char* sql)
    {
        sqlite3_stmt* s = nullptr;
        QString v;
        if (sqlite3_prepare_v2(db, sql, -1, &s, nullptr) == SQLITE_OK && sqlite3_step(s) == SQLITE_ROW)
            v = QString::fromUtf8(reinterpret_cast<const char*>(sqlite3_column_text(s, 0)));
        sqlite3_finalize(s);
        return v;
    }
};

// ---- Field-by-field comparison of runs ------------------------------------------------------
//
// Each value type's fields are listed once, as a structured binding. A structured binding must
// name every non-static member, so when run.h gains a field this header stops compiling until
// the field is listed here; then fullRunSetsEveryField fails until fullRun() sets it, and the
// round trip fails until the store keeps it.
#define STORETEST_FIELDS(Type, ...)                                                                                    \
    inline auto fieldsOf(const Type& v)                                                                                \
    {                                                                                                                  \
        const auto& [__VA_ARGS__] = v;                                                                                 \
        return std::tie(__VA_ARGS__);                                                                                  \
    }                                                                                                                  \
    inline QStringList fieldNamesOf(const Type*)                                                                       \
    {                                                                                                                  \
        return QString::fromLatin1(#__VA_ARGS__).remove(QLatin1Char(' ')).split(QLatin1Char(','));                     \
    }                                                                                                                  \
    inline QString typeNameOf(const Type*)                                                                             \
    {                                                                                                                  \
        return QStringLiteral(#Type);                                                                                  \
    }

STORETEST_FIELDS(InputSpec, id, file, chars, bytes, tokens)
STORETEST_FIELDS(MappedFile, path, rssKb, sizeKb, code)
STORETEST_FIELDS(GpuMemory, index, name, source, unified, totalBytes, usedPeakBytes, processPeakBytes, samples,
    allocatedPeakBytes, reservedPeakBytes, peakApi)
STORETEST_FIELDS(Repetition, inputId, index, iteration, warmup, wallMs, loadMs, ttftMs, ttftSource, tokensOut, engine,
    engineLoadMs, promptEvalMs, evalMs, promptTokens, evalRuns, exitCode, signal, outcome, maxRssKb, loadHwmKb, startMs,
    concurrency, tpotMs, tokensPerS, serverPromptMs, serverGenerationMs, error, rejection, inferencePeakKb,
    inferencePeakExactness, mappedFiles, mappedScans, energyJ, powerMeanW, powerPeakW, cooldownWaitMs, startTempC,
    startFreqMhz, cooldownReached, gpuMemory)
STORETEST_FIELDS(MemorySeries, t, rssKb, hwmKb, vmSizeKb, rssAnonKb, rssFileKb, rssShmemKb, threads, utimeMs, stimeMs,
    volCtxSwitches, involCtxSwitches, minFaults, majFaults, readBytes, timeIsEpoch, pid)
STORETEST_FIELDS(Environment, values, memTotalKb, memAvailableKb, cgroupLimitBytes)
STORETEST_FIELDS(SourceFile, path, format, sha256, size)
STORETEST_FIELDS(ReportedSummary, source, n, figures)
STORETEST_FIELDS(SystemSeries, t, cpuUserPct, cpuSystemPct, cpuIowaitPct, cpuStealPct, psiCpuSomePct, psiIoSomePct,
    psiMemSomePct, psiMemFullPct, memAvailableKb, canaryMaxMs, gpuMemMiB, cpuFreqMeanMhz, cpuFreqMinMhz, tempMaxC,
    gpuLoadPct, runnable, cpusOnline, powerW, gpu)
STORETEST_FIELDS(ConcurrencyLevel, level, requests, completed, failed, inFlight, wallMs, ttftP50Ms, ttftP90Ms,
    ttftP99Ms, e2eP50Ms, e2eP90Ms, e2eP99Ms, outputTokensPerS, requestsPerS, withinBudget, engineProcessingMax)
STORETEST_FIELDS(RunEvent, type, tMs, inputId, rep, subject, message, detail, value, limit)
STORETEST_FIELDS(Run, id, name, device, startedAt, params, labels, inputs, repetitions, iterations, timingKind, memory,
    environment, sources, reportedSummaries, provenance, system, concurrencyLevels, sustainableConcurrency, events)

#undef STORETEST_FIELDS

template <typename T, typename = void> struct HasFields : std::false_type {
};
template <typename T> struct HasFields<T, std::void_t<decltype(fieldsOf(std::declval<const T&>()))>> : std::true_type {
};
template <typename T> struct IsOptional : std::false_type {
};
template <typename T> struct IsOptional<std::optional<T>> : std::true_type {
};
template <typename T> struct IsVector : std::false_type {
};
template <typename T> struct IsVector<std::vector<T>> : std::true_type {
};
template <typename T> struct IsList : std::false_type {
};
template <typename T> struct IsList<QList<T>> : std::true_type {
};
template <typename T> struct IsMap : std::false_type {
};
template <typename K, typename V> struct IsMap<QMap<K, V>> : std::true_type {
};

// Equal, or both NaN with the same bits: a NaN the store kept must come back as that NaN.
inline bool sameScalar(double a, double b)
{
    return a == b || (std::isnan(a) && std::isnan(b));
}
template <typename T> bool sameScalar(const T& a, const T& b)
{
    return a == b;
}

template <typename T> QString text(const T& v)
{
    if constexpr (std::is_same_v<T, QString>)
        return QLatin1Char('"') + v + QLatin1Char('"');
    else if constexpr (std::is_same_v<T, QByteArray>)
        return QString::fromLatin1(v.toHex());
    else if constexpr (std::is_same_v<T, QDateTime>)
        return v.toString(Qt::ISODateWithMs);
    else if constexpr (std::is_enum_v<T>)
        return QString::number(int(v));
    else if constexpr (std::is_arithmetic_v<T>)
        return QString::number(v);
    else
        return QStringLiteral("(value)");
}

template <typename T> void diff(const T& a, const T& b, const QString& path, QStringList* out);

template <typename Tuple, size_t... I>
void diffFields(const Tuple& a, const Tuple& b, const QStringList& names, const QString& path, QStringList* out,
    std::index_sequence<I...>)
{
    (diff(std::get<I>(a), std::get<I>(b), path + QLatin1Char('.') + names.at(int(I)), out), ...);
}

// Appends the path of every leaf where a and b differ ("run.repetitions[1].tpotMs: ...").
template <typename T> void diff(const T& a, const T& b, const QString& path, QStringList* out)
{
    if constexpr (HasFields<T>::value) {
        const auto fa = fieldsOf(a);
        const auto fb = fieldsOf(b);
        diffFields(fa, fb, fieldNamesOf(static_cast<const T*>(nullptr)), path, out,
            std::make_index_sequence<std::tuple_size_v<decltype(fa)>>());
    } else if constexpr (IsOptional<T>::value) {
        if (a.has_value() != b.has_value())
            out->append(
                QStringLiteral("%1: %2 vs %3")
                    .arg(path, a ? text(*a) : QStringLiteral("absent"), b ? text(*b) : QStringLiteral("absent")));
        else if (a)
            diff(*a, *b, path, out);
    } else if constexpr (IsList<T>::value) {
        if (a.size() != b.size())
            out->append(QStringLiteral("%1: %2 vs %3 items").arg(path).arg(a.size()).arg(b.size()));
        for (qsizetype i = 0; i < std::min(a.size(), b.size()); ++i)
            diff(a.at(i), b.at(i), QStringLiteral("%1[%2]").arg(path).arg(i), out);
    } else if constexpr (IsMap<T>::value) {
        if (a.keys() != b.keys())
            out->append(QStringLiteral("%1: keys %2 vs %3")
                            .arg(path, QStringList(a.keys()).join(u','), QStringList(b.keys()).join(u',')));
        for (auto it = a.cbegin(); it != a.cend(); ++it)
            if (b.contains(it.key()))
                diff(it.value(), b.value(it.key()), QStringLiteral("%1[\"%2\"]").arg(path, it.key()), out);
    } else if constexpr (IsVector<T>::value) {
        if (a.size() != b.size()) {
            out->append(QStringLiteral("%1: %2 vs %3 values").arg(path).arg(a.size()).arg(b.size()));
            return;
        }
        for (size_t i = 0; i < a.size(); ++i)
            if (!sameScalar(a[i], b[i])) {
                out->append(QStringLiteral("%1[%2]: %3 vs %4").arg(path).arg(i).arg(text(a[i]), text(b[i])));
                return;
            }
    } else {
        if (!sameScalar(a, b))
            out->append(QStringLiteral("%1: %2 vs %3").arg(path, text(a), text(b)));
    }
}

// Empty when the runs are equal in every field.
inline QStringList runDifferences(const Run& a, const Run& b)
{
    QStringList out;
    diff(a, b, QStringLiteral("run"), &out);
    return out;
}

template <typename T> void fieldsSet(const T& v, QSet<QString>* set, QSet<QString>* all);

template <typename F>
void fieldSet(const F& value, const F& none, const QString& name, QSet<QString>* set, QSet<QString>* all)
{
    all->insert(name);
    QStringList differences;
    diff(value, none, name, &differences);
    if (!differences.isEmpty())
        set->insert(name);
    fieldsSet(value, set, all);
}

template <typename Tuple, size_t... I>
void fieldsSetEach(const Tuple& v, const Tuple& none, const QStringList& names, const QString& type, QSet<QString>* set,
    QSet<QString>* all, std::index_sequence<I...>)
{
    (fieldSet(std::get<I>(v), std::get<I>(none), type + QLatin1Char('.') + names.at(int(I)), set, all), ...);
}

// Collects "Type.field" into *all for every field of every value type reachable from v, and
// into *set where at least one value of that type holds something other than the default.
template <typename T> void fieldsSet(const T& v, QSet<QString>* set, QSet<QString>* all)
{
    if constexpr (HasFields<T>::value) {
        const T none {};
        const auto fv = fieldsOf(v);
        fieldsSetEach(fv, fieldsOf(none), fieldNamesOf(static_cast<const T*>(nullptr)),
            typeNameOf(static_cast<const T*>(nullptr)), set, all,
            std::make_index_sequence<std::tuple_size_v<decltype(fv)>>());
    } else if constexpr (IsOptional<T>::value) {
        if (v)
            fieldsSet(*v, set, all);
    } else if constexpr (IsList<T>::value || IsMap<T>::value) {
        for (const auto& x : v)
            fieldsSet(x, set, all);
    }
}

inline QString sha256(const QByteArray& data)
{
    return QString::fromLatin1(QCryptographicHash::hash(data, QCryptographicHash::Sha256).toHex());
}

inline RawFile rawFile(const QString& name, const QByteArray& data)
{
    RawFile r;
    r.name = name;
    r.format = QStringLiteral("memlog");
    r.tool = QStringLiteral("bash loop");
    r.data = data;
    return r;
}

// Every field of every type holds something other than its default somewhere (checked by
// tst_store fullRunSetsEveryField), with the awkward values: NaN, infinity, kMissing, quotes,
// shell syntax, newlines and CJK text.
inline Run fullRun()
{
    Run run;
    run.id = QStringLiteral("generated-1"); // replaced by the store's own id on load
    run.name = QStringLiteral("apus q4 on board-1");
    run.device = QStringLiteral("board-1");
    run.startedAt = QDateTime(QDate(2024, 3, 5), QTime(10, 11, 12, 345), Qt::UTC);
    run.params = { { QStringLiteral("model"), QStringLiteral("models/apus-q4_k_m.gguf") },
        { QStringLiteral("quantization"), QStringLiteral("Q4_K_M") },
        { QStringLiteral("backend"), QStringLiteral("llama.cpp-cpu") },
        { QStringLiteral("temperature"), QStringLiteral("0") },
        { QStringLiteral("prompt"), QStringLiteral("把下面这句话翻译成中文: 'quoted' $(date)\n") } };
    run.labels = { { QStringLiteral("commit"), QStringLiteral("0042abc") },
        { QStringLiteral("engine"), QStringLiteral("b4748 'quoted' $(date) 中文") } };
    run.inputs = { InputSpec { QStringLiteral("short"), QStringLiteral("inputs/short.txt"), 41, 59, 17 },
        InputSpec { QStringLiteral("long"), QStringLiteral("inputs/long.txt"), -1, 4096, -1 } };
    Repetition a;
    a.inputId = QStringLiteral("short");
    a.index = 0;
    a.warmup = true;
    a.wallMs = 1234.5;
    a.loadMs = 800.25;
    a.ttftMs = 900.125;
    a.ttftSource = QStringLiteral("llama.cpp");
    a.engine = QStringLiteral("llama.cpp");
    a.engineLoadMs = 123.45;
    a.promptEvalMs = 875.12;
    a.promptTokens = 512;
    a.evalMs = 1260.0;
    a.evalRuns = 63;
    a.tokensOut = 64;
    a.exitCode = 0;
    a.outcome = Outcome::Ok;
    a.maxRssKb = 987654;
    a.loadHwmKb = 912345;
    a.startMs = 15.125;
    a.inferencePeakKb = 876543;
    a.inferencePeakExactness = Exactness::Exact;
    a.mappedScans = 4;
    a.energyJ = 12.345678;
    a.powerMeanW = 6.168;
    a.powerPeakW = 7.25;
    a.cooldownWaitMs = 2412.5;
    a.cooldownReached = false;
    a.startTempC = 51.5;
    a.startFreqMhz = 1510;
    a.mappedFiles = { MappedFile { QStringLiteral("/models/tiny q4 (deleted)"), 612345, 700001, false },
        MappedFile { QStringLiteral("/usr/bin/llama-cli"), 2048, 4096, true } };
    // Two GPUs, kept apart; the second gave no per-process figure. A unified board's entry has no
    // ceiling of its own.
    // A PyTorch workload's own peaks (allocated, reserved) sit beside NVML's process figure on GPU 0,
    // and alone on GPU 3, which NVML did not see.
    a.gpuMemory = { GpuMemory { 0, QStringLiteral("NVIDIA A100-SXM4-40GB"), QStringLiteral("nvml"), false,
                        int64_t(42505273344), int64_t(6442450944), int64_t(5368709120), 12, int64_t(3221225472),
                        int64_t(4294967296), QStringLiteral("torch.cuda.max_memory") },
        GpuMemory { 1, QStringLiteral("Stand-in GPU B"), QStringLiteral("nvml"), false, int64_t(17179869184),
            int64_t(536870912), std::nullopt, 3, std::nullopt, std::nullopt, QString() },
        GpuMemory { 2, QStringLiteral("nvmap (unified memory)"), QStringLiteral("meminfo NvMapMemUsed"), true,
            std::nullopt, int64_t(832045056), std::nullopt, 0, std::nullopt, std::nullopt, QString() },
        GpuMemory { 3, QString(), QString(), false, std::nullopt, std::nullopt, std::nullopt, 0, int64_t(0),
            int64_t(2097152), QStringLiteral("torch.cuda.memory_stats") } };
    Repetition b; // every optional absent
    b.inputId = QStringLiteral("long");
    b.index = 3;
    b.wallMs = 0.1;
    b.signal = 9;
    b.outcome = Outcome::OomKilled;
    b.inferencePeakExactness = Exactness::Sampled;
    Repetition rejected; // an offline corpus's document whose output read, and was wrong
    rejected.inputId = QStringLiteral("long");
    rejected.index = 5;
    rejected.wallMs = 88.5;
    rejected.outcome = Outcome::Rejected;
    rejected.rejection = QStringLiteral("quality");
    rejected.error = QStringLiteral("JSON field amount is 12, expected 12.5");
    Repetition served; // a streamed request of a serve-mode sweep
    served.inputId = QStringLiteral("short");
    served.index = 1;
    served.wallMs = 2048.75;
    served.ttftMs = 310.5;
    served.tokensOut = 128;
    served.concurrency = 4;
    served.tpotMs = 13.6875;
    served.tokensPerS = 1000.0 / 13.6875;
    served.serverPromptMs = 250.0;
    served.serverGenerationMs = std::numeric_limits<double>::infinity();
    served.outcome = Outcome::NonZeroExit;
    served.error = QStringLiteral("HTTP 503: 'busy' $(date)\n服务器忙");
    Repetition stopped;
    stopped.inputId = QStringLiteral("long");
    stopped.index = 4;
    stopped.wallMs = 17.0;
    stopped.concurrency = 0;
    stopped.outcome = Outcome::Interrupted;
    run.repetitions = { a, b, served, stopped, rejected };
    Repetition pass = a; // loop mode: the second pass inside process repetition a
    pass.iteration = 2;
    pass.wallMs = 812.25;
    pass.inferencePeakKb = 2000000;
    pass.inferencePeakExactness = Exactness::Exact;
    pass.mappedFiles.clear(); // scanned per process, not per pass
    pass.mappedScans.reset();
    // A pass has no energy or thermal start of its own: the probe measures those per process.
    pass.energyJ.reset();
    pass.powerMeanW.reset();
    pass.powerPeakW.reset();
    pass.cooldownWaitMs.reset();
    pass.cooldownReached.reset();
    pass.startTempC.reset();
    pass.startFreqMhz.reset();
    pass.gpuMemory.clear(); // read per process, not per pass
    run.iterations = { pass };
    run.timingKind = TimingKind::ColdStart;
    MemorySeries m;
    m.timeIsEpoch = true;
    m.pid = 4242;
    for (int i = 0; i < 1000; ++i)
        m.append(1709633472.0 + i * 0.5, 100000 + i, i % 7 == 0 ? MemorySeries::kMissing : 200000 + i,
            i < 10 ? MemorySeries::kMissing : 300000 + i);
    m.rssAnonKb.assign(m.size(), MemorySeries::kMissing);
    m.rssAnonKb[5] = 77;
    // Every other optional column, each with its own values so a swapped column shows.
    std::vector<int64_t> MemorySeries::*const counters[] = { &MemorySeries::rssFileKb, &MemorySeries::rssShmemKb,
        &MemorySeries::threads, &MemorySeries::utimeMs, &MemorySeries::stimeMs, &MemorySeries::volCtxSwitches,
        &MemorySeries::involCtxSwitches, &MemorySeries::minFaults, &MemorySeries::majFaults, &MemorySeries::readBytes };
    int64_t base = 1;
    for (auto column : counters) {
        for (size_t i = 0; i < m.size(); ++i)
            (m.*column).push_back(i % 97 == 3 ? MemorySeries::kMissing : base * 1000 + int64_t(i) * base);
        ++base;
    }
    m.readBytes.back() = std::numeric_limits<int64_t>::max();
    run.memory.insert(QStringLiteral("short"), m);
    MemorySeries bare; // only the required columns
    bare.append(0.0, 1, 2);
    bare.append(0.5, 3, MemorySeries::kMissing);
    run.memory.insert(QString(), bare);
    run.memory.insert(QStringLiteral("empty"), MemorySeries {});
    run.environment.values = { { QStringLiteral("kernel"), QStringLiteral("6.1.0-18-arm64") },
        { QStringLiteral("cpu"), QStringLiteral("Cortex-A76 x4 + A55 x4") } };
    run.environment.memTotalKb = 16308224;
    run.environment.memAvailableKb = 9123456;
    run.environment.cgroupLimitBytes = 8589934592LL;
    run.sources = { SourceFile { QStringLiteral("/home/a/mem.log"), QStringLiteral("memlog"),
        QByteArray("9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"), 1234 } };
    run.reportedSummaries = { ReportedSummary { QStringLiteral("timing.txt"), 20,
        { { QStringLiteral("min"), 812.5 }, { QStringLiteral("median"), 901.0 },
            { QStringLiteral("max"), std::numeric_limits<double>::infinity() } } } };
    run.provenance = QStringLiteral("probe 0.2.0 on board-1");
    SystemSeries& sys = run.system;
    std::vector<double> SystemSeries::*const shares[]
        = { &SystemSeries::cpuUserPct, &SystemSeries::cpuSystemPct, &SystemSeries::cpuIowaitPct,
              &SystemSeries::cpuStealPct, &SystemSeries::psiCpuSomePct, &SystemSeries::psiIoSomePct,
              &SystemSeries::psiMemSomePct, &SystemSeries::psiMemFullPct, &SystemSeries::canaryMaxMs,
              &SystemSeries::cpuFreqMeanMhz, &SystemSeries::cpuFreqMinMhz, &SystemSeries::tempMaxC,
              &SystemSeries::gpuLoadPct, &SystemSeries::runnable, &SystemSeries::cpusOnline, &SystemSeries::powerW };
    for (int i = 0; i < 50; ++i) {
        sys.t.push_back(i * 0.25);
        double share = 0.5;
        for (auto column : shares) {
            (sys.*column).push_back(i == 7 ? SystemSeries::kMissingPct : share * i);
            share += 0.125;
        }
        sys.memAvailableKb.push_back(i == 9 ? MemorySeries::kMissing : 9000000 - i * 1024);
        sys.gpuMemMiB.push_back(MemorySeries::kMissing);
    }
    sys.psiMemFullPct[11] = std::numeric_limits<double>::quiet_NaN();
    sys.canaryMaxMs[12] = std::numeric_limits<double>::infinity();
    sys.gpu = QStringLiteral("not available: nvidia-smi not found on PATH");
    ConcurrencyLevel one;
    one.level = 1;
    one.requests = 8;
    one.completed = 7;
    one.failed = 1;
    one.inFlight = 0;
    one.wallMs = 9876.5;
    one.ttftP50Ms = 300.5;
    one.ttftP90Ms = 320.25;
    one.ttftP99Ms = 330.125;
    one.e2eP50Ms = 2000.5;
    one.e2eP90Ms = 2100.25;
    one.e2eP99Ms = 2200.125;
    one.outputTokensPerS = 72.5;
    one.requestsPerS = 0.8125;
    one.withinBudget = true;
    one.engineProcessingMax = 1;
    ConcurrencyLevel four; // percentiles absent, over budget, stopped with requests in flight
    four.level = 4;
    four.requests = 32;
    four.completed = 0;
    four.failed = 30;
    four.inFlight = 2;
    four.wallMs = std::numeric_limits<double>::quiet_NaN();
    four.withinBudget = false;
    run.concurrencyLevels = { one, four };
    run.sustainableConcurrency = 1;
    RunEvent lost; // every field set: a critical process lost in serve mode, at a level
    lost.type = QStringLiteral("critical_lost");
    lost.tMs = 1234.5;
    lost.inputId = QStringLiteral("long");
    lost.rep = 2;
    lost.subject = QStringLiteral("sshd");
    lost.message = QStringLiteral("gone");
    lost.detail = QStringLiteral("pid 812");
    lost.value = 4;
    lost.limit = 96.25;
    RunEvent plain; // nothing but the type
    plain.type = QStringLiteral("warning");
    run.events = { lost, plain };
    return run;
}

inline Run minimalRun()
{
    Run run;
    run.name = QStringLiteral("nothing known");
    Repetition r;
    r.wallMs = std::numeric_limits<double>::quiet_NaN();
    run.repetitions = { r };
    return run;
}

// Empty when loaded equals expected in every field; the store gives the run its own id.
inline QString runDiff(const Run& loaded, Run expected)
{
    expected.id = loaded.id;
    return runDifferences(loaded, expected).join(QLatin1Char('\n'));
}

// What a file of an older schema keeps of a run (written through the test seam).
inline Run asOfVersion(Run run, int version)
{
    if (version >= 14)
        return run;
    // Schema 14 added accelerator memory per GPU.
    for (Repetition& r : run.repetitions)
        r.gpuMemory.clear();
    if (version >= 13)
        return run;
    run.labels.clear(); // schema 13 added labels
    if (version >= 12)
        return run;
    // Schema 12 added energy and the thermal protocol's starts.
    for (Repetition& r : run.repetitions) {
        r.energyJ.reset();
        r.powerMeanW.reset();
        r.powerPeakW.reset();
        r.cooldownWaitMs.reset();
        r.cooldownReached.reset();
        r.startTempC.reset();
        r.startFreqMhz.reset();
    }
    run.system.powerW.clear();
    if (version >= 11)
        return run;
    // Schema 11 added a rejection's kind and what the engine processed at once.
    for (Repetition& r : run.repetitions)
        r.rejection.clear();
    for (ConcurrencyLevel& l : run.concurrencyLevels)
        l.engineProcessingMax.reset();
    if (version >= 10)
        return run;
    // Schema 10 added loop mode's passes.
    run.iterations.clear();
    if (version >= 8)
        return run;
    // Schema 8 added the mapped files and the run queue.
    for (Repetition& r : run.repetitions) {
        r.mappedFiles.clear();
        r.mappedScans.reset();
    }
    run.system.runnable.clear();
    run.system.cpusOnline.clear();
    if (version >= 7)
        return run;
    // Schema 7 added the probe's notes.
    run.events.clear();
    if (version >= 6)
        return run;
    // Schema 6 added the TTFT source and the engine adapter's figures.
    for (Repetition& r : run.repetitions) {
        r.ttftSource.clear();
        r.engine.clear();
        r.engineLoadMs.reset();
        r.promptEvalMs.reset();
        r.promptTokens.reset();
        r.evalMs.reset();
        r.evalRuns.reset();
    }
    if (version >= 5)
        return run;
    // Schema 5 added the system series' gauges.
    for (auto column : { &SystemSeries::cpuFreqMeanMhz, &SystemSeries::cpuFreqMinMhz, &SystemSeries::tempMaxC,
             &SystemSeries::gpuLoadPct })
        (run.system.*column).clear();
    if (version >= 3)
        return run;
    for (Repetition& r : run.repetitions) {
        r.loadHwmKb.reset();
        r.startMs.reset();
        r.concurrency.reset();
        r.tpotMs.reset();
        r.tokensPerS.reset();
        r.serverPromptMs.reset();
        r.serverGenerationMs.reset();
        r.error.clear();
    }
    for (MemorySeries& m : run.memory) {
        for (auto column : { &MemorySeries::threads, &MemorySeries::utimeMs, &MemorySeries::stimeMs,
                 &MemorySeries::volCtxSwitches, &MemorySeries::involCtxSwitches, &MemorySeries::minFaults,
                 &MemorySeries::majFaults, &MemorySeries::readBytes })
            (m.*column).clear();
    }
    run.system = SystemSeries {};
    run.concurrencyLevels.clear();
    run.sustainableConcurrency.reset();
    return run;
}

inline QString messages(const Diagnostics& diagnostics)
{
    QStringList out;
    for (const Diagnostic& d : diagnostics)
        out.append(d.toString());
    return out.join(QLatin1Char('\n'));
}

// Makes a closed project with one run and its raw file; returns its path.
inline QString makeProject(const QTemporaryDir& dir, const QString& name, const Run& run = fullRun())
{
    const QString path = dir.filePath(name);
    Store store;
    if (hasErrors(store.open(path, Store::OpenMode::ReadWrite)))
        return {};
    if (!store.saveRun(run, { rawFile(QStringLiteral("mem.log"), QByteArray("mem of ") + name.toUtf8()) }).ok())
        return {};
    return path;
}

} // namespace StoreTestData
