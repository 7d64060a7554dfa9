#include "analysis/store/store.h"

#include "analysis/core/tr.h"
#include "analysis/store/storeschema.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtEndian>

#include <cstring>

namespace Analysis {

namespace {
using StoreDetail::nowText;
using StoreDetail::Statement;

// A single value stored in a hostile file can make SQLite allocate up to this much; the
// largest thing we write is a raw file (kMaxRawFileBytes) or a packed column of
// kMaxSeriesSamples samples.
constexpr int kMaxValueBytes = 512 << 20;

// Reads the 100-byte SQLite header ourselves: it tells a non-SQLite file and a truncated one
// apart with a precise message before SQLite says "file is not a database". It reads through
// SQLite's own descriptor of the file, never one of ours: closing any descriptor of a file drops
// every POSIX lock the process holds on it (fcntl semantics), so a Store opened beside another in
// this process (the window's, a run loader's) took away the shared lock of the other. Another
// process closing the project then believed itself its last user, folded the WAL into the file and
// deleted -wal and -shm under the window's connections, whose next reads mixed two states:
// "database disk image is malformed" (docs/reliability.md, tst_sharedwriter).
QString checkHeader(sqlite3* db, const QString& file, const QString& shown, bool* isEmpty)
{
    sqlite3_file* fd = nullptr;
    sqlite3_int64 size = 0;
    if (sqlite3_file_control(db, "main", SQLITE_FCNTL_FILE_POINTER, &fd) != SQLITE_OK || !fd || !fd->pMethods
        || fd->pMethods->xFileSize(fd, &size) != SQLITE_OK)
        return Tr::tr("Cannot read %1: %2").arg(shown, StoreDetail::sqliteError(db));
    *isEmpty = size == 0;
    if (size == 0)
        return {};
    uchar p[100] = {};
    if (size < 100 || fd->pMethods->xRead(fd, p, 100, 0) != SQLITE_OK
        || memcmp(p, "SQLite format 3", 16) != 0) // the 16th byte is the terminating NUL
        return Tr::tr("%1 is not a Headroom project: it is not a SQLite database.").arg(shown);
    const quint32 pageSizeField = qFromBigEndian<quint16>(p + 16);
    const qint64 pageSize = pageSizeField == 1 ? 65536 : pageSizeField;
    const quint32 changeCounter = qFromBigEndian<quint32>(p + 24);
    const quint32 pageCount = qFromBigEndian<quint32>(p + 28);
    const quint32 validFor = qFromBigEndian<quint32>(p + 92);
    // The page count in the header is only meaningful when valid-for matches the change
    // counter; with a -wal file next to it the database may legitimately be shorter.
    if (validFor == changeCounter && pageCount > 0 && pageSize * pageCount > size
        && !QFileInfo::exists(file + QStringLiteral("-wal")))
        return Tr::tr("%1 is damaged: it is truncated (%2 bytes of the %3 its header announces).")
            .arg(shown)
            .arg(size)
            .arg(pageSize * pageCount);
    return {};
}

// The file may come from anyone: nothing stored in it may run code or reach other files.
void harden(sqlite3* db)
{
    int unused = 0;
    sqlite3_db_config(db, SQLITE_DBCONFIG_DEFENSIVE, 1, &unused);
    sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_TRIGGER, 0, &unused);
    sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_VIEW, 0, &unused);
    sqlite3_db_config(db, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, &unused);
    sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_LOAD_EXTENSION, 0, &unused);
    sqlite3_limit(db, SQLITE_LIMIT_LENGTH, kMaxValueBytes);
    sqlite3_limit(db, SQLITE_LIMIT_ATTACHED, 0);
    // Bounded wait when another process holds a lock; then "in use", not "damaged".
    sqlite3_busy_timeout(db, StoreDetail::kBusyTimeoutMs);
}

std::optional<qint64> dataVersion(sqlite3* db)
{
    Statement s(db, "PRAGMA data_version");
    return s.step() == SQLITE_ROW ? std::optional<qint64>(s.int64(0)) : std::nullopt;
}

} // namespace

Store::Store()
    : Store(Options {})
{
}

Store::Store(Options options)
    : d(std::make_unique<Private>())
{
    d->options = std::move(options);
}

Store::~Store()
{
    close();
}

Diagnostics Store::open(const QString& path, OpenMode mode)
{
    return d->openFile(path, mode, path);
}

void Store::close()
{
    d->closeFile();
}

bool Store::isOpen() const
{
    return d->db != nullptr;
}

QString Store::path() const
{
    return d->path;
}

int Store::schemaVersion() const
{
    return d->version;
}

void Store::interrupt()
{
    if (d->db)
        sqlite3_interrupt(d->db);
}

bool Store::hasChangedElsewhere()
{
    if (!d->db)
        return false;
    sqlite3_busy_timeout(d->db, 0); // a poll never waits: the next one looks again
    const std::optional<qint64> now = dataVersion(d->db);
    sqlite3_busy_timeout(d->db, StoreDetail::kBusyTimeoutMs);
    if (!now || *now == d->dataVersion)
        return false;
    d->dataVersion = *now;
    return true;
}

Diagnostics Store::Private::openFile(const QString& file, Store::OpenMode openMode, const QString& shownName)
{
    closeFile();
    path = file;
    displayName = shownName;
    mode = openMode;
    Diagnostics diagnostics;
    const auto fail = [&](const QString& message) {
        addError(&diagnostics, message);
        mode = Store::OpenMode::ReadOnly; // a refused file is closed without writing to it
        closeFile();
        path = file;
        return diagnostics;
    };

    const QFileInfo info(file);
    if (!info.exists() && openMode == Store::OpenMode::ReadOnly)
        return fail(Tr::tr("%1 does not exist.").arg(shownName));
    if (info.exists() && !info.isFile())
        return fail(Tr::tr("%1 is not a file.").arg(shownName));

    // NOMUTEX: a Store is used from one thread only (see store.h).
    const int flags = SQLITE_OPEN_NOMUTEX
        | (openMode == Store::OpenMode::ReadOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
    if (sqlite3_open_v2(QFile::encodeName(file).constData(), &db, flags, nullptr) != SQLITE_OK)
        return fail(Tr::tr("Cannot open %1: %2").arg(shownName, StoreDetail::sqliteError(db)));
    bool isEmpty = true;
    if (const QString error = checkHeader(db, file, shownName, &isEmpty); !error.isEmpty())
        return fail(error);
    if (isEmpty && openMode == Store::OpenMode::ReadOnly)
        return fail(Tr::tr("%1 is empty, not a Headroom project.").arg(shownName));
    harden(db);

    qint64 appId = 0;
    qint64 userVersion = 0;
    qint64 objects = 0;
    {
        Statement s(db,
            "SELECT (SELECT application_id FROM pragma_application_id), (SELECT user_version FROM "
            "pragma_user_version), (SELECT count(*) FROM sqlite_schema)");
        if (!s.ok() || s.step() != SQLITE_ROW)
            return fail(StoreDetail::isBusy(db) ? StoreDetail::inUseMessage(shownName)
                                                : Tr::tr("%1 is not a Headroom project or is damaged: %2")
                                                      .arg(shownName, StoreDetail::sqliteError(db)));
        appId = s.int64(0);
        userVersion = s.int64(1);
        objects = s.int64(2);
    }
    const bool fresh = appId == 0 && userVersion == 0 && objects == 0;
    if (fresh && openMode == Store::OpenMode::ReadOnly)
        return fail(Tr::tr("%1 is an empty database, not a Headroom project.").arg(shownName));
    if (!fresh && quint32(appId) != Store::kApplicationId)
        return fail(Tr::tr("%1 is a SQLite database but not a Headroom project.").arg(shownName));
    if (userVersion > Store::kSchemaVersion)
        return fail(Tr::tr("%1 was written by a newer version of Headroom (file format %2; this version reads up "
                           "to %3). Update Headroom to open it.")
                        .arg(shownName)
                        .arg(userVersion)
                        .arg(Store::kSchemaVersion));
    if (!fresh && userVersion < 1)
        return fail(Tr::tr("%1 is damaged: it has no file format version.").arg(shownName));

    if (!fresh) {
        // Checked before anything is written: a damaged file is refused untouched.
        QStringList present;
        {
            Statement s(db, "SELECT name FROM sqlite_schema WHERE type='table'");
            for (int i = 0; s.ok() && i < 10000 && s.step() == SQLITE_ROW; ++i)
                present.append(s.text(0));
        }
        const QStringList expected = StoreDetail::expectedTables(int(userVersion));
        for (const QString& table : expected)
            if (!present.contains(table))
                return fail(Tr::tr("%1 is damaged: table \"%2\" is missing.").arg(shownName, table));
    }

    if (openMode == Store::OpenMode::ReadWrite) {
        // WAL while open: readers never block the writer, and a killed process leaves
        // uncommitted frames that the next open ignores. synchronous=NORMAL keeps every
        // commit safe against a crash of Headroom (not of the OS), at a fraction of FULL's cost.
        Statement wal(db, "PRAGMA journal_mode=WAL");
        if (!wal.ok() || wal.step() != SQLITE_ROW || wal.text(0) != QLatin1String("wal"))
            return fail(StoreDetail::isBusy(db)
                    ? StoreDetail::inUseMessage(shownName)
                    : Tr::tr("Cannot open %1 for writing: %2").arg(shownName, StoreDetail::sqliteError(db)));
        exec("PRAGMA synchronous=NORMAL", nullptr);
    }
    exec("PRAGMA foreign_keys=ON", nullptr);

    const int target = fresh ? options.schemaVersion : Store::kSchemaVersion;
    if (userVersion < target) {
        if (openMode == Store::OpenMode::ReadOnly)
            return fail(Tr::tr("%1 was written by an older version of Headroom (file format %2); open it for "
                               "writing once to upgrade it.")
                            .arg(shownName)
                            .arg(userVersion));
        const QString error = StoreDetail::migrate(db, int(userVersion), target);
        if (!error.isEmpty())
            return fail(Tr::tr("Cannot upgrade %1: %2").arg(shownName, error));
        userVersion = target;
    }
    version = int(userVersion);
    dataVersion = ::Analysis::dataVersion(db).value_or(-1);
    return diagnostics;
}

void Store::Private::closeFile()
{
    if (!db)
        return;
    if (mode == Store::OpenMode::ReadWrite) {
        // Back to a rollback journal when closed, so the project is one self-contained file
        // that can be mailed or copied: SQLite folds the WAL into the file and removes it. That
        // needs the file to itself, so it fails at once, harmlessly, while another connection
        // (a window, another import) has the project open; the last one to close does it. No
        // wait: the TRUNCATE checkpoint done first before waited for every reader of the other
        // connections to finish (SQLite calls the busy handler), so a `headroom import` beside a
        // window loading a run could end the busy timeout (5 s) late.
        sqlite3_busy_timeout(db, 0);
        sqlite3_exec(db, "PRAGMA journal_mode=DELETE", nullptr, nullptr, nullptr);
    }
    sqlite3_close_v2(db);
    db = nullptr;
    version = 0;
    path.clear();
}

void Store::Private::addError(Diagnostics* diagnostics, const QString& message, const QString& field) const
{
    if (!diagnostics)
        return;
    Diagnostic d;
    d.severity = Diagnostic::Severity::Error;
    d.file = displayName;
    d.field = field;
    d.message = message;
    diagnostics->append(d);
}

void Store::Private::addWarning(Diagnostics* diagnostics, const QString& message) const
{
    if (!diagnostics)
        return;
    Diagnostic d;
    d.severity = Diagnostic::Severity::Warning;
    d.file = displayName;
    d.message = message;
    diagnostics->append(d);
}

bool Store::Private::requireOpen(Diagnostics* diagnostics, bool write) const
{
    if (!db) {
        addError(diagnostics, Tr::tr("No project is open."));
        return false;
    }
    if (write && mode == Store::OpenMode::ReadOnly) {
        addError(diagnostics, Tr::tr("%1 is open read-only.").arg(displayName));
        return false;
    }
    return true;
}

bool Store::Private::exec(const char* sql, Diagnostics* diagnostics)
{
    char* err = nullptr;
    if (sqlite3_exec(db, sql, nullptr, nullptr, &err) == SQLITE_OK)
        return true;
    addError(diagnostics,
        StoreDetail::isBusy(db)
            ? StoreDetail::inUseMessage(displayName)
            : Tr::tr("Database error in %1: %2").arg(displayName, QString::fromUtf8(err ? err : "")));
    sqlite3_free(err);
    return false;
}

bool Store::Private::begin(Diagnostics* diagnostics)
{
    return exec("BEGIN IMMEDIATE", diagnostics);
}

bool Store::Private::commit(Diagnostics* diagnostics)
{
    if (options.beforeCommit)
        options.beforeCommit();
    if (exec("COMMIT", diagnostics))
        return true;
    rollback();
    return false;
}

void Store::Private::rollback()
{
    if (!sqlite3_get_autocommit(db))
        sqlite3_exec(db, "ROLLBACK", nullptr, nullptr, nullptr);
}

std::optional<qint64> Store::Private::runKey(const QString& id, Diagnostics* diagnostics) const
{
    bool ok = false;
    const qint64 key = id.toLongLong(&ok);
    if (ok) {
        Statement s(db, "SELECT 1 FROM runs WHERE id=?");
        s.bind(1, key);
        if (s.step() == SQLITE_ROW)
            return key;
    }
    addError(diagnostics, Tr::tr("%1 has no run with id \"%2\".").arg(displayName, id));
    return std::nullopt;
}

Diagnostics Store::integrityCheck() const
{
    Diagnostics diagnostics;
    if (!d->requireOpen(&diagnostics, false))
        return diagnostics;
    {
        Statement s(d->db, "PRAGMA integrity_check(100)");
        if (!s.ok())
            d->addError(&diagnostics, Tr::tr("%1 cannot be checked: %2").arg(d->displayName, s.error()));
        int rc = SQLITE_ROW;
        for (int i = 0; s.ok() && i < 100 && (rc = s.step()) == SQLITE_ROW; ++i)
            if (s.text(0) != QLatin1String("ok"))
                d->addError(&diagnostics, Tr::tr("%1 is damaged: %2").arg(d->displayName, s.text(0)));
        if (s.ok() && rc != SQLITE_ROW && rc != SQLITE_DONE)
            d->addError(&diagnostics, Tr::tr("%1 is damaged: %2").arg(d->displayName, s.error()));
    }
    Statement fk(d->db, "PRAGMA foreign_key_check");
    for (int i = 0; fk.ok() && i < 100 && fk.step() == SQLITE_ROW; ++i)
        d->addError(&diagnostics,
            Tr::tr("%1 is inconsistent: row %2 of table \"%3\" refers to a missing row of \"%4\".")
                .arg(d->displayName, fk.text(1), fk.text(0), fk.text(2)));
    return diagnostics;
}

namespace {
const char* conclusionTable(ConclusionKind kind)
{
    return kind == ConclusionKind::Draft ? "conclusion_drafts" : "conclusions";
}
} // namespace

std::optional<ConclusionRecord> Store::Private::conclusion(qint64 runId, ConclusionKind kind) const
{
    if (version < (kind == ConclusionKind::Draft ? StoreDetail::kVersionDrafts : StoreDetail::kVersionConclusions))
        return std::nullopt;
    const QByteArray sql = QByteArray("SELECT body, updated_at FROM ") + conclusionTable(kind) + " WHERE run_id=?";
    Statement s(db, sql.constData());
    s.bind(1, runId);
    if (s.step() != SQLITE_ROW)
        return std::nullopt;
    return ConclusionRecord { s.text(0).toUtf8(), QDateTime::fromString(s.text(1), Qt::ISODateWithMs) };
}

bool Store::Private::insertConclusion(
    qint64 runId, const ConclusionRecord& c, Diagnostics* diagnostics, ConclusionKind kind)
{
    if (c.json.size() > Store::kMaxConclusionBytes) {
        addError(diagnostics, Tr::tr("The conclusion is too large (%1 bytes).").arg(c.json.size()));
        return false;
    }
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(c.json, &error);
    if (!doc.isObject()) {
        addError(diagnostics, Tr::tr("The conclusion is not a JSON object: %1").arg(error.errorString()));
        return false;
    }
    const QByteArray sql
        = QByteArray("INSERT OR REPLACE INTO ") + conclusionTable(kind) + "(run_id, body, updated_at) VALUES(?,?,?)";
    Statement s(db, sql.constData());
    s.bind(1, runId);
    s.bind(2, QString::fromUtf8(c.json));
    s.bind(3, c.updatedAt.isValid() ? c.updatedAt.toUTC().toString(Qt::ISODateWithMs) : nowText());
    if (s.exec())
        return true;
    addError(diagnostics, Tr::tr("Cannot save the conclusion in %1: %2").arg(displayName, s.error()));
    return false;
}

std::optional<QString> Store::Private::verdict(qint64 runId) const
{
    if (version < StoreDetail::kVersionConclusions)
        return std::nullopt;
    Statement s(db, "SELECT verdict FROM runs WHERE id=?");
    s.bind(1, runId);
    if (s.step() != SQLITE_ROW || s.isNull(0))
        return std::nullopt;
    return s.text(0);
}

bool Store::Private::updateVerdict(qint64 runId, const std::optional<QString>& v, Diagnostics* diagnostics)
{
    Statement s(db, "UPDATE runs SET verdict=? WHERE id=?");
    s.bind(1, v);
    s.bind(2, runId);
    if (s.exec())
        return true;
    addError(diagnostics, Tr::tr("Cannot save the verdict in %1: %2").arg(displayName, s.error()));
    return false;
}

// Saved or draft, one transaction; saving drops the draft in the same one.
static bool writeConclusion(
    Store::Private& d, const QString& runId, const QByteArray& json, ConclusionKind kind, Diagnostics* diagnostics)
{
    if (!d.requireOpen(diagnostics, true))
        return false;
    const auto key = d.runKey(runId, diagnostics);
    if (!key || !d.begin(diagnostics))
        return false;
    if (!d.insertConclusion(*key, ConclusionRecord { json, {} }, diagnostics, kind)) {
        d.rollback();
        return false;
    }
    if (kind == ConclusionKind::Saved && d.version >= StoreDetail::kVersionDrafts) {
        Statement drop(d.db, "DELETE FROM conclusion_drafts WHERE run_id=?");
        drop.bind(1, *key);
        if (!drop.exec()) {
            d.addError(diagnostics, Tr::tr("Cannot save the conclusion in %1: %2").arg(d.displayName, drop.error()));
            d.rollback();
            return false;
        }
    }
    return d.commit(diagnostics);
}

bool Store::setConclusion(const QString& runId, const QByteArray& json, Diagnostics* diagnostics)
{
    return writeConclusion(*d, runId, json, ConclusionKind::Saved, diagnostics);
}

std::optional<ConclusionRecord> Store::conclusion(const QString& runId, ConclusionKind kind) const
{
    if (!d->requireOpen(nullptr, false))
        return std::nullopt;
    const StoreDetail::ReadSnapshot snapshot(d->db);
    const auto key = d->runKey(runId, nullptr);
    return key ? d->conclusion(*key, kind) : std::nullopt;
}

bool Store::setConclusionDraft(const QString& runId, const QByteArray& json, Diagnostics* diagnostics)
{
    return writeConclusion(*d, runId, json, ConclusionKind::Draft, diagnostics);
}

bool Store::discardConclusionDraft(const QString& runId, Diagnostics* diagnostics)
{
    if (!d->requireOpen(diagnostics, true))
        return false;
    const auto key = d->runKey(runId, diagnostics);
    if (!key || !d->begin(diagnostics))
        return false;
    Statement s(d->db, "DELETE FROM conclusion_drafts WHERE run_id=?");
    s.bind(1, *key);
    if (!s.exec()) {
        d->addError(diagnostics, Tr::tr("Cannot discard the draft in %1: %2").arg(d->displayName, s.error()));
        d->rollback();
        return false;
    }
    return d->commit(diagnostics);
}

bool Store::setVerdict(const QString& runId, const std::optional<QString>& verdict, Diagnostics* diagnostics)
{
    if (!d->requireOpen(diagnostics, true))
        return false;
    const auto key = d->runKey(runId, diagnostics);
    if (!key || !d->begin(diagnostics))
        return false;
    if (!d->updateVerdict(*key, verdict, diagnostics)) {
        d->rollback();
        return false;
    }
    return d->commit(diagnostics);
}

std::optional<DeviceRecord> Store::Private::device(const QString& name) const
{
    Statement s(db, "SELECT name, kind, host, port, user, details FROM devices WHERE name=?");
    s.bind(1, name);
    if (s.step() != SQLITE_ROW)
        return std::nullopt;
    DeviceRecord r { s.text(0), s.text(1), s.text(2), int(s.int64(3)), s.text(4), {} };
    const QJsonObject details = QJsonDocument::fromJson(s.text(5).toUtf8()).object();
    for (auto it = details.begin(); it != details.end(); ++it)
        r.details.insert(it.key(), it.value().toString());
    return r;
}

bool Store::Private::insertDevice(const DeviceRecord& device, bool replace, Diagnostics* diagnostics)
{
    QJsonObject details;
    for (auto it = device.details.cbegin(); it != device.details.cend(); ++it)
        details.insert(it.key(), it.value());
    Statement s(db,
        replace ? "INSERT INTO devices(name, kind, host, port, user, details) VALUES(?,?,?,?,?,?) ON CONFLICT(name) "
                  "DO UPDATE SET kind=excluded.kind, host=excluded.host, port=excluded.port, user=excluded.user, "
                  "details=excluded.details"
                : "INSERT OR IGNORE INTO devices(name, kind, host, port, user, details) VALUES(?,?,?,?,?,?)");
    s.bind(1, device.name);
    s.bind(2, device.kind);
    s.bind(3, device.host);
    s.bind(4, device.port);
    s.bind(5, device.user);
    s.bind(6, QString::fromUtf8(QJsonDocument(details).toJson(QJsonDocument::Compact)));
    if (s.exec())
        return true;
    addError(diagnostics, Tr::tr("Cannot save device \"%1\" in %2: %3").arg(device.name, displayName, s.error()));
    return false;
}

bool Store::saveDevice(const DeviceRecord& device, Diagnostics* diagnostics)
{
    if (!d->requireOpen(diagnostics, true))
        return false;
    if (device.name.isEmpty()) {
        d->addError(diagnostics, Tr::tr("A device needs a name."), QStringLiteral("name"));
        return false;
    }
    if (!d->begin(diagnostics))
        return false;
    if (!d->insertDevice(device, true, diagnostics)) {
        d->rollback();
        return false;
    }
    return d->commit(diagnostics);
}

QList<DeviceRecord> Store::devices() const
{
    QList<DeviceRecord> out;
    if (!d->requireOpen(nullptr, false))
        return out;
    const StoreDetail::ReadSnapshot snapshot(d->db);
    QStringList names;
    Statement s(d->db, "SELECT name FROM devices ORDER BY name");
    for (int i = 0; s.ok() && i < 100000 && s.step() == SQLITE_ROW; ++i)
        names.append(s.text(0));
    for (const QString& name : std::as_const(names))
        if (auto r = d->device(name))
            out.append(*r);
    return out;
}

} // namespace Analysis
