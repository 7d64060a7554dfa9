#pragma once

// Internal to the store: the SQLite connection, prepared statements and the schema
// migrations. Not part of the public API (sqlite3.h stays out of store.h).
//
// Why the sqlite3 C API rather than QtSql's QSQLITE: a .headroom file comes from elsewhere
// and is untrusted, and the C API lets us harden the connection before reading anything
// (SQLITE_DBCONFIG_DEFENSIVE, no triggers or views, trusted_schema off, value length
// limits), run explicit BEGIN IMMEDIATE transactions, read blobs through incremental
// blob I/O after checking their size, and cancel with sqlite3_interrupt(). QtSql hides all
// of these behind its driver.

#include "analysis/store/store.h"

#include <sqlite3.h>

#include <QByteArray>
#include <QDateTime>
#include <QString>

#include <optional>
#include <type_traits>

namespace Analysis::StoreDetail {

// A prepared statement with typed binds and reads; finalized on destruction.
class Statement {
public:
    Statement(sqlite3* db, const char* sql);
    ~Statement();
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;

    bool ok() const { return m_stmt != nullptr; }
    QString error() const;

    void bind(int i, const QString& v);
    void bind(int i, qint64 v);
    void bind(int i, int v) { bind(i, qint64(v)); }
    void bind(int i, double v);
    void bindBlob(int i, const QByteArray& v);
    void bindZeroBlob(int i, qint64 bytes); // room for sqlite3_blob_write, no content copied
    void bindNull(int i);
    template <typename T> void bind(int i, const std::optional<T>& v)
    {
        if (!v)
            bindNull(i);
        else if constexpr (std::is_integral_v<T>)
            bind(i, qint64(*v));
        else if constexpr (std::is_floating_point_v<T>)
            bind(i, double(*v));
        else
            bind(i, *v);
    }

    // SQLITE_ROW, SQLITE_DONE or an error code.
    int step();
    // Steps to the end; true on SQLITE_DONE.
    bool exec();
    void reset();

    bool isNull(int col) const;
    bool isBlob(int col) const;
    // A stored flag: 0 or 1; anything else (a hand edit, a damaged page) is nullopt.
    std::optional<bool> flag(int col) const;
    qint64 int64(int col) const;
    double real(int col) const;
    QString text(int col) const;
    QByteArray blob(int col) const;
    // No copy: valid only until the next step() or reset(). A million samples are 8 MB a
    // column; copying them once more cost a third of loadRun's time.
    QByteArray blobView(int col) const;
    std::optional<qint64> optInt64(int col) const;
    std::optional<double> optReal(int col) const;

private:
    sqlite3* m_db = nullptr;
    sqlite3_stmt* m_stmt = nullptr;
};

// Every read of several statements (a run, a raw file and its hash, an export) sees one state of
// the project: a deferred read transaction around them, ended when this goes. Without it another
// process's commit between two statements gives rows of two states (a run deleted half-way
// through, its id given to the next import), which the reader's own checks call damaged. In WAL a
// reader never waits for a writer, nor a writer for it. Inside a transaction already, does nothing.
class ReadSnapshot {
public:
    explicit ReadSnapshot(sqlite3* db);
    ~ReadSnapshot();
    ReadSnapshot(const ReadSnapshot&) = delete;
    ReadSnapshot& operator=(const ReadSnapshot&) = delete;

private:
    sqlite3* m_db = nullptr;
    bool m_began = false;
};

// Runs the schema steps from the file's user_version up to target, each in its own
// transaction with its user_version. Returns an English error text, empty on success.
QString migrate(sqlite3* db, int fromVersion, int targetVersion);

// The tables a Headroom file of this schema version must have (checked on open).
QStringList expectedTables(int version);

// SQLite's last error on db. A lock held by another connection (SQLITE_BUSY, SQLITE_LOCKED)
// reads "another process is using it", never SQLite's "database is locked", which a reader
// could take for damage.
QString sqliteError(sqlite3* db);

// How long every statement waits for another process's lock before it gives up
// (sqlite3_busy_timeout): long enough for another Headroom's commit of a large import, short
// enough that a window does not look hung.
constexpr int kBusyTimeoutMs = 5000;

// True when the last error on db is another connection's lock, which is not damage.
bool isBusy(sqlite3* db);

// "<file> is in use by another process ..." for a project that stayed locked for kBusyTimeoutMs.
QString inUseMessage(const QString& shownName);

// Time stamps are ISO 8601 text with milliseconds: readable in any SQLite browser.
QString nowText();
QString dateText(const QDateTime& dt); // empty for an invalid date
QDateTime dateFrom(const Statement& s, int col); // invalid for NULL
QString sha256Hex(const QByteArray& data); // lower-case hex

// The schema version that added each group of columns; older files (only the test seam
// Store::Options::schemaVersion writes them) are read with NULL in their place.
constexpr int kVersionConclusions = 2;
constexpr int kVersionServe = 3; // probe 0.2: serve mode, workload counters, system series
constexpr int kVersionEmptyRaw = 4; // raw files unique by SHA-256 only when not empty
constexpr int kVersionGauges = 5; // system series: CPU frequency, temperature, Jetson GPU load (issue 14)
constexpr int kVersionEngines = 6; // repetitions: TTFT source, engine adapter and its figures (issue 21)
constexpr int kVersionEvents = 7; // run_events: critical processes lost, guard, warnings, background (issue 22)
// mapped_files: each repetition's largest file-backed mappings; system series: runnable tasks and
// online CPUs (issue 22, items 4 and 5)
constexpr int kVersionMapped = 8;
constexpr int kVersionDrafts = 9; // conclusion_drafts: a conclusion as typed, before it is saved (issue 23)
constexpr int kVersionIterations = 10; // repetitions.iteration: loop mode's passes (issue 21, item 3)
constexpr int kVersionRejection = 11; // repetitions.rejection: a rejected output's format or quality (item 8)
// repetitions.energy_j, power_mean_w, power_peak_w; system series: power_w (issue 25, item 1);
// repetitions.cooldown_wait_ms, cooldown_reached, start_temp_c, start_freq_mhz (item 2)
constexpr int kVersionEnergy = 12;
constexpr int kVersionLabels = 13; // run_labels: a run's labels (issue 24, item 3)
constexpr int kVersionGpuMemory = 14; // gpu_memory: each repetition's memory per GPU (issue 25, item 3)

// A NULL REAL reads as NaN: SQLite stores NaN as NULL, so a NaN figure round-trips.
double realOrNaN(const Statement& s, int col);
std::optional<int> optInt(const Statement& s, int col);

// Checks every series of a run against the size limits and its own sample count before
// anything is written. Returns a translated message naming the series; empty when fine.
QString validateSeries(const Run& run);

} // namespace Analysis::StoreDetail

namespace Analysis {
// Defined in run.cpp beside outcomeName. Declared here, not in run.h, until the local copies
// with the same signature in exportcsv.cpp, exportjson.cpp and verify.cpp are gone: ADL would
// make every call there ambiguous.
QString exactnessName(Exactness e);
Exactness exactnessFromName(const QString& name);
} // namespace Analysis

namespace Analysis {

struct Store::Private {
    Store::Options options;
    sqlite3* db = nullptr;
    QString path;
    QString displayName; // the path shown in messages (an import reads a temporary copy)
    Store::OpenMode mode = Store::OpenMode::ReadOnly;
    int version = 0;
    qint64 dataVersion = -1; // PRAGMA data_version as last seen (Store::hasChangedElsewhere)

    // store.cpp
    Diagnostics openFile(const QString& file, Store::OpenMode openMode, const QString& shownName);
    void closeFile();
    // Every write goes through one BEGIN IMMEDIATE ... COMMIT; on failure ROLLBACK.
    bool begin(Diagnostics* diagnostics);
    bool commit(Diagnostics* diagnostics);
    void rollback();
    bool exec(const char* sql, Diagnostics* diagnostics);
    void addError(Diagnostics* diagnostics, const QString& message, const QString& field = {}) const;
    void addWarning(Diagnostics* diagnostics, const QString& message) const;
    bool requireOpen(Diagnostics* diagnostics, bool write) const;
    std::optional<qint64> runKey(const QString& id, Diagnostics* diagnostics) const;
    // The saved conclusion, or the draft being typed (ConclusionKind).
    std::optional<ConclusionRecord> conclusion(qint64 runId, ConclusionKind kind = ConclusionKind::Saved) const;
    std::optional<QString> verdict(qint64 runId) const;
    std::optional<DeviceRecord> device(const QString& name) const;
    bool insertDevice(const DeviceRecord& device, bool replace, Diagnostics* diagnostics);
    bool insertConclusion(qint64 runId, const ConclusionRecord& c, Diagnostics* diagnostics,
        ConclusionKind kind = ConclusionKind::Saved);
    bool updateVerdict(qint64 runId, const std::optional<QString>& verdict, Diagnostics* diagnostics);

    // storerun.cpp
    qint64 insertRun(const Run& run, const PlanText& plan, Diagnostics* diagnostics);
    bool insertRawFile(qint64 runId, const RawFile& raw, Diagnostics* diagnostics);
    std::optional<qint64> planIdFor(const PlanText& plan, Diagnostics* diagnostics);
    std::optional<Run> loadRun(qint64 runId, Diagnostics* diagnostics) const;
    // storeseries.cpp: the columnar parts (memory and system series) and the serve-mode sweep.
    bool insertSeries(qint64 runId, const Run& run, Diagnostics* diagnostics);
    bool loadSeries(qint64 runId, Run* run, Diagnostics* diagnostics) const;
    QList<RawFile> rawFiles(qint64 runId, Diagnostics* diagnostics) const;
    std::optional<QByteArray> rawData(qint64 rawId, const QString& sha256, Diagnostics* diagnostics) const;
    std::optional<RawFile> rawBySha(const QString& sha256) const;
    std::optional<PlanText> plan(qint64 runId) const;
};

} // namespace Analysis
