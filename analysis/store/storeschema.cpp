#include "analysis/store/storeschema.h"

#include "analysis/core/tr.h"

#include <QCryptographicHash>

#include <iterator>
#include <limits>

namespace Analysis::StoreDetail {

Statement::Statement(sqlite3* db, const char* sql)
    : m_db(db)
{
    if (sqlite3_prepare_v2(db, sql, -1, &m_stmt, nullptr) != SQLITE_OK) {
        sqlite3_finalize(m_stmt);
        m_stmt = nullptr;
    }
}

Statement::~Statement()
{
    sqlite3_finalize(m_stmt);
}

QString Statement::error() const
{
    return sqliteError(m_db);
}

void Statement::bind(int i, const QString& v)
{
    const QByteArray utf8 = v.toUtf8();
    sqlite3_bind_text(m_stmt, i, utf8.constData(), int(utf8.size()), SQLITE_TRANSIENT);
}

void Statement::bind(int i, qint64 v)
{
    sqlite3_bind_int64(m_stmt, i, v);
}

void Statement::bind(int i, double v)
{
    sqlite3_bind_double(m_stmt, i, v);
}

void Statement::bindBlob(int i, const QByteArray& v)
{
    // SQLITE_STATIC: the caller keeps v alive until the statement has been stepped; this
    // avoids copying tens of megabytes of samples once more.
    sqlite3_bind_blob64(m_stmt, i, v.constData(), sqlite3_uint64(v.size()), SQLITE_STATIC);
}

void Statement::bindZeroBlob(int i, qint64 bytes)
{
    sqlite3_bind_zeroblob64(m_stmt, i, sqlite3_uint64(bytes));
}

void Statement::bindNull(int i)
{
    sqlite3_bind_null(m_stmt, i);
}

int Statement::step()
{
    return m_stmt ? sqlite3_step(m_stmt) : SQLITE_MISUSE;
}

bool Statement::exec()
{
    int rc = SQLITE_ROW;
    // Bounded: our statements return at most one row per key; a runaway would be a bug.
    for (int i = 0; rc == SQLITE_ROW && i < 1000000; ++i)
        rc = step();
    return rc == SQLITE_DONE;
}

void Statement::reset()
{
    // sqlite3_clear_bindings() dereferences its argument (no API armor in distribution builds).
    if (!m_stmt)
        return;
    sqlite3_reset(m_stmt);
    sqlite3_clear_bindings(m_stmt);
}

bool Statement::isNull(int col) const
{
    return sqlite3_column_type(m_stmt, col) == SQLITE_NULL;
}

bool Statement::isBlob(int col) const
{
    return sqlite3_column_type(m_stmt, col) == SQLITE_BLOB;
}

std::optional<bool> Statement::flag(int col) const
{
    if (sqlite3_column_type(m_stmt, col) != SQLITE_INTEGER)
        return std::nullopt;
    const qint64 v = int64(col);
    return v == 0 || v == 1 ? std::optional<bool>(v == 1) : std::nullopt;
}

qint64 Statement::int64(int col) const
{
    return sqlite3_column_int64(m_stmt, col);
}

double Statement::real(int col) const
{
    return sqlite3_column_double(m_stmt, col);
}

QString Statement::text(int col) const
{
    const auto* p = reinterpret_cast<const char*>(sqlite3_column_text(m_stmt, col));
    return p ? QString::fromUtf8(p, sqlite3_column_bytes(m_stmt, col)) : QString();
}

QByteArray Statement::blob(int col) const
{
    const auto* p = static_cast<const char*>(sqlite3_column_blob(m_stmt, col));
    return p ? QByteArray(p, sqlite3_column_bytes(m_stmt, col)) : QByteArray();
}

QByteArray Statement::blobView(int col) const
{
    const auto* p = static_cast<const char*>(sqlite3_column_blob(m_stmt, col));
    return p ? QByteArray::fromRawData(p, sqlite3_column_bytes(m_stmt, col)) : QByteArray();
}

std::optional<qint64> Statement::optInt64(int col) const
{
    return isNull(col) ? std::nullopt : std::optional<qint64>(int64(col));
}

std::optional<double> Statement::optReal(int col) const
{
    return isNull(col) ? std::nullopt : std::optional<double>(real(col));
}

ReadSnapshot::ReadSnapshot(sqlite3* db)
    : m_db(db)
{
    m_began = db && sqlite3_get_autocommit(db) && sqlite3_exec(db, "BEGIN", nullptr, nullptr, nullptr) == SQLITE_OK;
}

ReadSnapshot::~ReadSnapshot()
{
    if (m_began && !sqlite3_get_autocommit(m_db))
        sqlite3_exec(m_db, "ROLLBACK", nullptr, nullptr, nullptr); // it only read
}

QString sqliteError(sqlite3* db)
{
    if (isBusy(db))
        return Tr::tr(
            "another process is using it (Headroom waited %n second(s) for it)", nullptr, kBusyTimeoutMs / 1000);
    return db ? QString::fromUtf8(sqlite3_errmsg(db)) : QStringLiteral("no database");
}

bool isBusy(sqlite3* db)
{
    if (!db)
        return false;
    const int rc = sqlite3_extended_errcode(db) & 0xff;
    return rc == SQLITE_BUSY || rc == SQLITE_LOCKED;
}

QString inUseMessage(const QString& shownName)
{
    return Tr::tr("%1 is in use by another process: Headroom waited %n second(s) for it to be released. Try "
                  "again when the other program has finished with it.",
        nullptr, kBusyTimeoutMs / 1000)
        .arg(shownName);
}

QString nowText()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

QString dateText(const QDateTime& dt)
{
    return dt.isValid() ? dt.toString(Qt::ISODateWithMs) : QString();
}

QDateTime dateFrom(const Statement& s, int col)
{
    return s.isNull(col) ? QDateTime() : QDateTime::fromString(s.text(col), Qt::ISODateWithMs);
}

QString sha256Hex(const QByteArray& data)
{
    return QString::fromLatin1(QCryptographicHash::hash(data, QCryptographicHash::Sha256).toHex());
}

double realOrNaN(const Statement& s, int col)
{
    return s.isNull(col) ? std::numeric_limits<double>::quiet_NaN() : s.real(col);
}

std::optional<int> optInt(const Statement& s, int col)
{
    return s.isNull(col) ? std::nullopt : std::optional<int>(int(s.int64(col)));
}

namespace {

// Forward migrations: step N takes a file from user_version N-1 to N. Never edit a step
// that has shipped; add a new one.
constexpr const char* kSteps[] = {
    // 1: the first schema.
    R"sql(
CREATE TABLE devices(
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    kind TEXT NOT NULL DEFAULT '',
    host TEXT NOT NULL DEFAULT '',
    port INTEGER NOT NULL DEFAULT 0,
    user TEXT NOT NULL DEFAULT '',
    details TEXT NOT NULL DEFAULT '{}');
CREATE TABLE plans(
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL DEFAULT '',
    sha256 TEXT NOT NULL UNIQUE,
    text TEXT NOT NULL);
CREATE TABLE runs(
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL DEFAULT '',
    device TEXT NOT NULL DEFAULT '',
    plan_id INTEGER REFERENCES plans(id) ON DELETE SET NULL,
    started_at TEXT,
    timing_kind TEXT NOT NULL DEFAULT 'unknown',
    provenance TEXT NOT NULL DEFAULT '',
    model TEXT NOT NULL DEFAULT '',
    quantization TEXT NOT NULL DEFAULT '',
    backend TEXT NOT NULL DEFAULT '',
    env_mem_total_kb INTEGER,
    env_mem_available_kb INTEGER,
    env_cgroup_limit_bytes INTEGER,
    created_at TEXT NOT NULL);
CREATE TABLE run_params(
    run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
    key TEXT NOT NULL, value TEXT NOT NULL,
    PRIMARY KEY(run_id, key)) WITHOUT ROWID;
CREATE TABLE inputs(
    run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
    ord INTEGER NOT NULL,
    input_id TEXT NOT NULL, file TEXT NOT NULL DEFAULT '',
    chars INTEGER NOT NULL, bytes INTEGER NOT NULL, tokens INTEGER NOT NULL,
    PRIMARY KEY(run_id, ord)) WITHOUT ROWID;
CREATE TABLE repetitions(
    run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
    ord INTEGER NOT NULL,
    input_id TEXT NOT NULL, idx INTEGER NOT NULL, warmup INTEGER NOT NULL,
    wall_ms REAL, load_ms REAL, ttft_ms REAL, tokens_out INTEGER,
    exit_code INTEGER, signal INTEGER, outcome TEXT NOT NULL,
    max_rss_kb INTEGER, inference_peak_kb INTEGER, inference_peak_exactness TEXT NOT NULL,
    PRIMARY KEY(run_id, ord)) WITHOUT ROWID;
CREATE TABLE memory_series(
    run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
    input_id TEXT NOT NULL,
    n INTEGER NOT NULL, time_is_epoch INTEGER NOT NULL, pid INTEGER NOT NULL,
    t BLOB NOT NULL, rss BLOB, hwm BLOB, vm_size BLOB, rss_anon BLOB, rss_file BLOB, rss_shmem BLOB,
    PRIMARY KEY(run_id, input_id));
CREATE TABLE environment(
    run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
    key TEXT NOT NULL, value TEXT NOT NULL,
    PRIMARY KEY(run_id, key)) WITHOUT ROWID;
CREATE TABLE sources(
    run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
    ord INTEGER NOT NULL,
    path TEXT NOT NULL, format TEXT NOT NULL, sha256 TEXT NOT NULL, size INTEGER NOT NULL,
    PRIMARY KEY(run_id, ord)) WITHOUT ROWID;
CREATE TABLE reported_summaries(
    run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
    ord INTEGER NOT NULL,
    source TEXT NOT NULL, n INTEGER NOT NULL,
    PRIMARY KEY(run_id, ord)) WITHOUT ROWID;
CREATE TABLE summary_figures(
    run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
    summary_ord INTEGER NOT NULL,
    key TEXT NOT NULL, value REAL,
    PRIMARY KEY(run_id, summary_ord, key)) WITHOUT ROWID;
CREATE TABLE raw_files(
    id INTEGER PRIMARY KEY,
    run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
    sha256 TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL, size INTEGER NOT NULL,
    format TEXT NOT NULL DEFAULT '', tool TEXT NOT NULL DEFAULT '',
    imported_at TEXT NOT NULL,
    data BLOB NOT NULL);
CREATE INDEX raw_files_run ON raw_files(run_id);
CREATE INDEX runs_plan ON runs(plan_id);
)sql",
    // 2: conclusions and the verdict shown in the runs list arrived with the verdict work.
    R"sql(
CREATE TABLE conclusions(
    run_id INTEGER PRIMARY KEY REFERENCES runs(id) ON DELETE CASCADE,
    body TEXT NOT NULL,
    updated_at TEXT NOT NULL);
ALTER TABLE runs ADD COLUMN verdict TEXT;
)sql",
    // 3: probe 0.2 (issues 5 and 14): serve-mode request figures, the workload's counters per
    // sample, the system series on the same time axis, and the concurrency sweep.
    R"sql(
ALTER TABLE runs ADD COLUMN sustainable_concurrency INTEGER;
ALTER TABLE repetitions ADD COLUMN concurrency INTEGER;
ALTER TABLE repetitions ADD COLUMN tpot_ms REAL;
ALTER TABLE repetitions ADD COLUMN tokens_per_s REAL;
ALTER TABLE repetitions ADD COLUMN server_prompt_ms REAL;
ALTER TABLE repetitions ADD COLUMN server_generation_ms REAL;
ALTER TABLE repetitions ADD COLUMN error TEXT NOT NULL DEFAULT '';
ALTER TABLE repetitions ADD COLUMN load_hwm_kb INTEGER;
ALTER TABLE repetitions ADD COLUMN start_ms REAL;
ALTER TABLE memory_series ADD COLUMN threads BLOB;
ALTER TABLE memory_series ADD COLUMN utime_ms BLOB;
ALTER TABLE memory_series ADD COLUMN stime_ms BLOB;
ALTER TABLE memory_series ADD COLUMN vol_ctx_switches BLOB;
ALTER TABLE memory_series ADD COLUMN invol_ctx_switches BLOB;
ALTER TABLE memory_series ADD COLUMN min_faults BLOB;
ALTER TABLE memory_series ADD COLUMN maj_faults BLOB;
ALTER TABLE memory_series ADD COLUMN read_bytes BLOB;
CREATE TABLE system_series(
    run_id INTEGER PRIMARY KEY REFERENCES runs(id) ON DELETE CASCADE,
    n INTEGER NOT NULL, gpu TEXT NOT NULL DEFAULT '',
    t BLOB NOT NULL, cpu_user BLOB, cpu_system BLOB, cpu_iowait BLOB, cpu_steal BLOB,
    psi_cpu_some BLOB, psi_io_some BLOB, psi_mem_some BLOB, psi_mem_full BLOB,
    mem_available BLOB, canary_max BLOB, gpu_mem BLOB);
CREATE TABLE concurrency_levels(
    run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
    ord INTEGER NOT NULL,
    level INTEGER NOT NULL, requests INTEGER NOT NULL, completed INTEGER NOT NULL, failed INTEGER NOT NULL,
    in_flight INTEGER NOT NULL, wall_ms REAL,
    ttft_p50_ms REAL, ttft_p90_ms REAL, ttft_p99_ms REAL, e2e_p50_ms REAL, e2e_p90_ms REAL, e2e_p99_ms REAL,
    output_tokens_per_s REAL, requests_per_s REAL, within_budget INTEGER,
    PRIMARY KEY(run_id, ord)) WITHOUT ROWID;
)sql",
    // 4: an empty raw file (an empty stderr, an empty log) is no reason to refuse an import: two
    // different empty files have the same SHA-256. Only non-empty raw files are unique by hash.
    // SQLite cannot drop a UNIQUE constraint, so the table is rebuilt (nothing references it).
    R"sql(
CREATE TABLE raw_files_v4(
    id INTEGER PRIMARY KEY,
    run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
    sha256 TEXT NOT NULL,
    name TEXT NOT NULL, size INTEGER NOT NULL,
    format TEXT NOT NULL DEFAULT '', tool TEXT NOT NULL DEFAULT '',
    imported_at TEXT NOT NULL,
    data BLOB NOT NULL);
INSERT INTO raw_files_v4(id, run_id, sha256, name, size, format, tool, imported_at, data)
    SELECT id, run_id, sha256, name, size, format, tool, imported_at, data FROM raw_files;
DROP TABLE raw_files;
ALTER TABLE raw_files_v4 RENAME TO raw_files;
CREATE INDEX raw_files_run ON raw_files(run_id);
CREATE UNIQUE INDEX raw_files_sha ON raw_files(sha256) WHERE size > 0;
)sql",
    // 5: the probe's gauges beside the system series (issue 14): mean and slowest core's CPU
    // frequency, the hottest thermal zone, a Jetson's GPU load. NULL in runs stored before.
    R"sql(
ALTER TABLE system_series ADD COLUMN cpu_freq_mean BLOB;
ALTER TABLE system_series ADD COLUMN cpu_freq_min BLOB;
ALTER TABLE system_series ADD COLUMN temp_max BLOB;
ALTER TABLE system_series ADD COLUMN gpu_load BLOB;
)sql",
    // 6: where each repetition's TTFT came from and the engine adapter's own figures (issue 21,
    // items 1 and 2). '' / NULL in runs stored before: the source did not say.
    R"sql(
ALTER TABLE repetitions ADD COLUMN ttft_source TEXT NOT NULL DEFAULT '';
ALTER TABLE repetitions ADD COLUMN engine TEXT NOT NULL DEFAULT '';
ALTER TABLE repetitions ADD COLUMN engine_load_ms REAL;
ALTER TABLE repetitions ADD COLUMN prompt_eval_ms REAL;
ALTER TABLE repetitions ADD COLUMN prompt_tokens INTEGER;
ALTER TABLE repetitions ADD COLUMN eval_ms REAL;
ALTER TABLE repetitions ADD COLUMN eval_runs INTEGER;
)sql",
    // 7: what the probe noted beside the measurements (issue 22, item 7): critical processes lost, the
    // memory guard, warnings, background loads. None in runs stored before: they were not read.
    R"sql(
CREATE TABLE run_events(
    run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
    ord INTEGER NOT NULL,
    type TEXT NOT NULL, t_ms REAL, input_id TEXT NOT NULL DEFAULT '', rep INTEGER,
    subject TEXT NOT NULL DEFAULT '', message TEXT NOT NULL DEFAULT '', detail TEXT NOT NULL DEFAULT '',
    value REAL, limit_value REAL,
    PRIMARY KEY(run_id, ord)) WITHOUT ROWID;
)sql",
    // 8: the workload's largest file-backed mappings per repetition (issue 22, item 5), and the run
    // queue beside the CPUs online (item 4). None / NULL in runs stored before: not recorded.
    R"sql(
ALTER TABLE repetitions ADD COLUMN mapped_scans INTEGER;
ALTER TABLE system_series ADD COLUMN runnable BLOB;
ALTER TABLE system_series ADD COLUMN cpus_online BLOB;
CREATE TABLE mapped_files(
    run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
    rep_ord INTEGER NOT NULL,
    ord INTEGER NOT NULL,
    path TEXT NOT NULL, rss_kb INTEGER NOT NULL, size_kb INTEGER NOT NULL, code INTEGER NOT NULL,
    PRIMARY KEY(run_id, rep_ord, ord)) WITHOUT ROWID;
)sql",
    // 9: the conclusion as it is typed (issue 23: nothing lost), kept until it is saved or discarded.
    R"sql(
CREATE TABLE conclusion_drafts(
    run_id INTEGER PRIMARY KEY REFERENCES runs(id) ON DELETE CASCADE,
    body TEXT NOT NULL,
    updated_at TEXT NOT NULL);
)sql",
    // 10: loop mode (issue 21, item 3): a process's passes are rows of repetitions with their pass
    // number, after the process repetitions (so mapped_files' rep_ord still names those). NULL: a
    // process repetition or a request, as every row stored before.
    R"sql(
ALTER TABLE repetitions ADD COLUMN iteration INTEGER;
)sql",
    // 11: the offline corpus (issue 21, item 8): why a rejected output failed its rule, "format" or
    // "quality" (the reason's words are in error); '' for every row stored before. And per level the
    // most requests the engine's metrics said it processed at once (NULL: not read).
    R"sql(
ALTER TABLE repetitions ADD COLUMN rejection TEXT NOT NULL DEFAULT '';
ALTER TABLE concurrency_levels ADD COLUMN engine_processing_max INTEGER;
)sql",
    // 12: energy per repetition (issue 25, item 1): joules, mean and peak watts (NULL: no power
    // source, or stored before); the system series' power of the energy total's sources. The
    // thermal protocol (item 2): each repetition's cooldown wait, whether the zone got there, and
    // the temperature and mean CPU clock at its start.
    R"sql(
ALTER TABLE repetitions ADD COLUMN energy_j REAL;
ALTER TABLE repetitions ADD COLUMN power_mean_w REAL;
ALTER TABLE repetitions ADD COLUMN power_peak_w REAL;
ALTER TABLE system_series ADD COLUMN power_w BLOB;
ALTER TABLE repetitions ADD COLUMN cooldown_wait_ms REAL;
ALTER TABLE repetitions ADD COLUMN cooldown_reached INTEGER;
ALTER TABLE repetitions ADD COLUMN start_temp_c REAL;
ALTER TABLE repetitions ADD COLUMN start_freq_mhz REAL;
)sql",
    // 13: a run's labels (issue 24, item 3): engine=b4748, commit=abc123 ..., given with --label or a
    // plan's labels map. None for runs stored before.
    R"sql(
CREATE TABLE run_labels(
    run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
    key TEXT NOT NULL, value TEXT NOT NULL,
    PRIMARY KEY(run_id, key)) WITHOUT ROWID;
)sql",
    // 14: accelerator memory per repetition and GPU (issue 25, item 3): the device's memory, the
    // most it had in use, the workload's own peak (NULL: the driver gave none), how many readings;
    // unified 1 where the GPU's allocations are system RAM (a Jetson's NvMapMemUsed).
    R"sql(
CREATE TABLE gpu_memory(
    run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
    rep_ord INTEGER NOT NULL,
    ord INTEGER NOT NULL,
    gpu INTEGER NOT NULL, name TEXT NOT NULL, source TEXT NOT NULL, unified INTEGER NOT NULL,
    total_bytes INTEGER, used_peak_bytes INTEGER, process_peak_bytes INTEGER, samples INTEGER NOT NULL,
    allocated_peak_bytes INTEGER, reserved_peak_bytes INTEGER, peak_api TEXT NOT NULL DEFAULT '',
    PRIMARY KEY(run_id, rep_ord, ord)) WITHOUT ROWID;
)sql",
};

static_assert(std::size(kSteps) == Store::kSchemaVersion, "one migration step per schema version");

} // namespace

QString migrate(sqlite3* db, int fromVersion, int targetVersion)
{
    for (int v = fromVersion + 1; v <= targetVersion && v <= int(std::size(kSteps)); ++v) {
        char* err = nullptr;
        const QByteArray sql = QByteArrayLiteral("BEGIN IMMEDIATE;") + kSteps[v - 1]
            + QByteArrayLiteral("PRAGMA application_id=") + QByteArray::number(Store::kApplicationId)
            + QByteArrayLiteral(";PRAGMA user_version=") + QByteArray::number(v) + QByteArrayLiteral(";COMMIT;");
        if (sqlite3_exec(db, sql.constData(), nullptr, nullptr, &err) != SQLITE_OK) {
            const QString message = QString::fromUtf8(err ? err : "unknown error");
            sqlite3_free(err);
            sqlite3_exec(db, "ROLLBACK", nullptr, nullptr, nullptr);
            return QStringLiteral("schema step %1: %2").arg(v).arg(message);
        }
    }
    return {};
}

QStringList expectedTables(int version)
{
    QStringList tables { QStringLiteral("devices"), QStringLiteral("plans"), QStringLiteral("runs"),
        QStringLiteral("run_params"), QStringLiteral("inputs"), QStringLiteral("repetitions"),
        QStringLiteral("memory_series"), QStringLiteral("environment"), QStringLiteral("sources"),
        QStringLiteral("reported_summaries"), QStringLiteral("summary_figures"), QStringLiteral("raw_files") };
    if (version >= kVersionConclusions)
        tables.append(QStringLiteral("conclusions"));
    if (version >= kVersionServe)
        tables << QStringLiteral("system_series") << QStringLiteral("concurrency_levels");
    if (version >= kVersionEvents)
        tables << QStringLiteral("run_events");
    if (version >= kVersionMapped)
        tables << QStringLiteral("mapped_files");
    if (version >= kVersionDrafts)
        tables << QStringLiteral("conclusion_drafts");
    if (version >= kVersionLabels)
        tables << QStringLiteral("run_labels");
    if (version >= kVersionGpuMemory)
        tables << QStringLiteral("gpu_memory");
    return tables;
}

} // namespace Analysis::StoreDetail
