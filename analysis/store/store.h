#pragma once

// A Headroom project: one SQLite file (".headroom", SQLite as an application file format).
// It holds devices, plans, runs with every figure, conclusions and the raw files the figures
// came from, so that someone else can recompute them.
//
// Several processes may have one project open (a window, `headroom import`, `headroom run`): every
// read of several statements is one snapshot (storeschema.h ReadSnapshot), a lock held by another
// process is waited for and then said to be one (StoreDetail::inUseMessage), and
// hasChangedElsewhere() tells a window that another one committed.
//
// A Store is NOT thread-safe: use one Store per thread (the connection is opened without
// SQLite's mutexes). Only interrupt() may be called from another thread.

#include "analysis/core/diagnostic.h"
#include "analysis/core/run.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>

namespace Analysis {

// One raw file as imported or fetched from a device, kept as a blob.
struct RawFile {
    qint64 id = 0; // store id (0 before saving)
    QString runId; // the run it belongs to (set by the store)
    QString name; // original file name, display only: never used as a path
    QString sha256; // hex, lower case; computed by the store on save
    qint64 size = 0;
    QString format; // importer id, e.g. "memlog", "probe-events"
    QString tool; // the program that made it, e.g. "headroom-probe 0.1.0", "/usr/bin/time"
    QDateTime importedAt; // set by the store when empty
    QByteArray data; // filled on save input; empty in listings (see Store::rawFileData)
    // On save input instead of data: the store reads this file in pieces, checks it against size
    // and sha256 (both required then), and never holds it whole (a long log, issue 27).
    QString sourcePath;
};

// A plan as written by the user, kept verbatim.
struct PlanText {
    QString name;
    QString text;
    bool isEmpty() const { return text.isEmpty(); }
};

// A device's connection data. There is deliberately no field for a password or key
// passphrase: secrets live in the system keychain, never in a file people hand around.
struct DeviceRecord {
    QString name;
    QString kind; // "local", "ssh"
    QString host;
    int port = 0;
    QString user;
    QMap<QString, QString> details; // e.g. "arch" -> "aarch64"
    bool operator==(const DeviceRecord& o) const
    {
        return name == o.name && kind == o.kind && host == o.host && port == o.port && user == o.user
            && details == o.details;
    }
};

// A light row for the runs list: no blobs are read to build it.
struct RunRow {
    QString id;
    QString name;
    QString device;
    QString model;
    QString quantization;
    QString backend;
    QDateTime startedAt;
    QString provenance;
    std::optional<QString> verdict;
    QMap<QString, QString> labels; // the run's labels (core/labels.h)
    bool operator==(const RunRow& o) const
    {
        return id == o.id && name == o.name && device == o.device && model == o.model && quantization == o.quantization
            && backend == o.backend && startedAt == o.startedAt && provenance == o.provenance && verdict == o.verdict
            && labels == o.labels;
    }
    bool operator!=(const RunRow& o) const { return !(*this == o); }
};

// A conclusion, kept generic: its parts as a JSON object (owned by the conclusion code).
struct ConclusionRecord {
    QByteArray json;
    QDateTime updatedAt;
};

// A run's conclusion as signed off, or its draft: what the form held when it was last typed in.
enum class ConclusionKind { Saved, Draft };

struct SaveResult {
    QString runId; // the new run, or the existing one when duplicate is true
    bool duplicate = false; // a raw file with the same SHA-256 was already in the project
    Diagnostics diagnostics;
    bool ok() const { return !runId.isEmpty() && !duplicate && !hasErrors(diagnostics); }
};

struct ProjectImportResult {
    QStringList importedRunIds;
    QStringList skippedRunIds; // existing runs that already held the same raw files
    Diagnostics diagnostics;
    bool ok() const { return !hasErrors(diagnostics); }
};

class Store {
public:
    enum class OpenMode { ReadOnly, ReadWrite }; // ReadWrite creates a missing file

    static constexpr int kSchemaVersion = 14;
    static constexpr quint32 kApplicationId = 0x4864526d; // "HdRm"
    static constexpr qint64 kMaxRawFileBytes = qint64(256) << 20;
    static constexpr qint64 kMaxSeriesSamples = qint64(32) << 20;
    static constexpr qint64 kMaxConclusionBytes = qint64(4) << 20;

    // Test seams: migrate new files only up to schemaVersion; call beforeCommit inside each
    // write transaction, just before COMMIT (the kill test waits there).
    struct Options {
        int schemaVersion = kSchemaVersion;
        std::function<void()> beforeCommit;
    };

    Store();
    explicit Store(Options options);
    ~Store();
    Store(const Store&) = delete;
    Store& operator=(const Store&) = delete;

    Diagnostics open(const QString& path, OpenMode mode);
    void close();
    bool isOpen() const;
    QString path() const;
    int schemaVersion() const;
    // Safe from any thread: makes the running statement fail with SQLITE_INTERRUPT.
    void interrupt();
    // True when another connection (another process, or another Store in this one) committed to the
    // project since the last call or the open; this Store's own commits do not count. PRAGMA
    // data_version: one look at the WAL index, no table is read, so it can be polled twice a second.
    // Never waits for a lock: a busy project reads as unchanged until the next call.
    bool hasChangedElsewhere();

    SaveResult saveRun(const Run& run, const QList<RawFile>& rawFiles, const PlanText& plan = {});
    std::optional<Run> loadRun(const QString& id, Diagnostics* diagnostics = nullptr) const;
    // Only the run's parameters (run_params), without its series: for lists that need one key of
    // every run (the stored fits), where loading every run whole would hold each one's columns.
    std::optional<QMap<QString, QString>> loadRunParams(const QString& id, Diagnostics* diagnostics = nullptr) const;
    QList<RunRow> listRuns(Diagnostics* diagnostics = nullptr) const;
    bool deleteRun(const QString& id, Diagnostics* diagnostics = nullptr);
    // A new display name (trimmed, not empty); the run's figures and raw files are untouched.
    bool renameRun(const QString& id, const QString& name, Diagnostics* diagnostics = nullptr);

    QList<RawFile> rawFiles(const QString& runId, Diagnostics* diagnostics = nullptr) const; // without data
    std::optional<QByteArray> rawFileData(qint64 rawId, Diagnostics* diagnostics = nullptr) const;
    std::optional<RawFile> findRawBySha(const QString& sha256Hex) const; // without data
    std::optional<PlanText> plan(const QString& runId) const;

    // Saves the conclusion and drops its draft, in one transaction.
    bool setConclusion(const QString& runId, const QByteArray& json, Diagnostics* diagnostics = nullptr);
    std::optional<ConclusionRecord> conclusion(const QString& runId, ConclusionKind kind = ConclusionKind::Saved) const;
    // The form as typed (any JSON object of the form's), replaced at each save; none after discard.
    bool setConclusionDraft(const QString& runId, const QByteArray& json, Diagnostics* diagnostics = nullptr);
    bool discardConclusionDraft(const QString& runId, Diagnostics* diagnostics = nullptr);
    bool setVerdict(const QString& runId, const std::optional<QString>& verdict, Diagnostics* diagnostics = nullptr);

    bool saveDevice(const DeviceRecord& device, Diagnostics* diagnostics = nullptr);
    QList<DeviceRecord> devices() const;

    // Writes the runs with their plans, raw files, conclusions and devices to a new standalone
    // file. destPath must not exist; the file appears only when complete.
    Diagnostics exportRuns(const QStringList& ids, const QString& destPath) const;
    // How importProject treats what it copies.
    struct ImportOptions {
        // Keep each run's provenance as it is (a run pulled back from a team store, which keeps who
        // pushed it and when); otherwise "imported from colleague file ..." is added to it.
        bool keepProvenance = false;
        QString shownName; // how messages name the source; its path when empty
    };
    // Copies every run of another .headroom file into this project in one transaction.
    ProjectImportResult importProject(const QString& srcPath);
    ProjectImportResult importProject(const QString& srcPath, const ImportOptions& options);

    // PRAGMA integrity_check plus a foreign key check; empty when the file is sound.
    Diagnostics integrityCheck() const;

    struct Private;

private:
    std::unique_ptr<Private> d;
};

} // namespace Analysis
