// Raw files (the logs every figure can be recomputed from) and plans: listing, reading with
// a size limit and a SHA-256 check, and inserting inside a run's transaction.

#include "analysis/core/inputfile.h"
#include "analysis/core/tr.h"
#include "analysis/store/store.h"

#include "analysis/store/storeschema.h"

#include <QCryptographicHash>
#include <QFile>

#include <algorithm>

namespace Analysis {

namespace {
using StoreDetail::dateFrom;
using StoreDetail::nowText;
using StoreDetail::sha256Hex;
using StoreDetail::Statement;
} // namespace

bool Store::Private::insertRawFile(qint64 runId, const RawFile& raw, Diagnostics* diagnostics)
{
    const bool fromFile = !raw.sourcePath.isEmpty() && raw.data.isEmpty();
    const qint64 size = fromFile ? raw.size : raw.data.size();
    const auto fail = [&](const QString& why) {
        addError(diagnostics, Tr::tr("Cannot save raw file %1 in %2: %3").arg(raw.name, displayName, why));
        return false;
    };
    Statement s(db,
        "INSERT INTO raw_files(run_id, sha256, name, size, format, tool, imported_at, data) VALUES(?,?,?,?,?,?,?,?)");
    s.bind(1, runId);
    s.bind(2, raw.sha256);
    s.bind(3, raw.name);
    s.bind(4, size);
    s.bind(5, raw.format);
    s.bind(6, raw.tool);
    s.bind(7, raw.importedAt.isValid() ? raw.importedAt.toUTC().toString(Qt::ISODateWithMs) : nowText());
    // The row gets room for the data, which is then written into it in pieces (incremental blob
    // I/O): binding the whole file made SQLite build the row in memory, a second copy of a log
    // of hundreds of megabytes.
    s.bindZeroBlob(8, size);
    if (!s.exec())
        return fail(s.error());
    if (size == 0)
        return true;
    QFile file;
    QString why;
    if (fromFile && !openInputFile(file, raw.sourcePath, Store::kMaxRawFileBytes, &why))
        return fail(why);
    sqlite3_blob* blob = nullptr;
    if (sqlite3_blob_open(db, "main", "raw_files", "data", sqlite3_last_insert_rowid(db), 1, &blob) != SQLITE_OK) {
        sqlite3_blob_close(blob);
        return fail(StoreDetail::sqliteError(db));
    }
    constexpr qint64 kPiece = 4 << 20;
    QByteArray buffer;
    QCryptographicHash hash(QCryptographicHash::Sha256);
    bool ok = true, shortRead = false;
    for (qint64 at = 0; ok && at < size; at += kPiece) {
        const qint64 n = std::min(kPiece, size - at);
        const char* piece = raw.data.constData() + at;
        if (fromFile) {
            buffer.resize(n);
            shortRead = file.read(buffer.data(), n) != n;
            ok = !shortRead;
            piece = buffer.constData();
            hash.addData(QByteArrayView(piece, n));
        }
        ok = ok && sqlite3_blob_write(blob, piece, int(n), int(at)) == SQLITE_OK;
    }
    const QString error = StoreDetail::sqliteError(db);
    sqlite3_blob_close(blob);
    if (shortRead && file.error() != QFile::NoError)
        return fail(file.errorString());
    if (!ok && !shortRead)
        return fail(error);
    // The file changed since it was read (its SHA-256 was given): the run would not match its log.
    if (fromFile && (shortRead || !file.atEnd() || QString::fromLatin1(hash.result().toHex()) != raw.sha256.toLower()))
        return fail(Tr::tr("the file changed while it was being imported"));
    return true;
}

namespace {
constexpr const char* kRawColumns = "SELECT id, run_id, sha256, name, size, format, tool, imported_at FROM raw_files ";

RawFile rawFrom(const Statement& s)
{
    RawFile r;
    r.id = s.int64(0);
    r.runId = QString::number(s.int64(1));
    r.sha256 = s.text(2);
    r.name = s.text(3);
    r.size = s.int64(4);
    r.format = s.text(5);
    r.tool = s.text(6);
    r.importedAt = dateFrom(s, 7);
    return r;
}
} // namespace

QList<RawFile> Store::Private::rawFiles(qint64 runId, Diagnostics* diagnostics) const
{
    QList<RawFile> out;
    const QByteArray sql = QByteArray(kRawColumns) + "WHERE run_id=? ORDER BY id";
    Statement s(db, sql.constData());
    s.bind(1, runId);
    int rc = SQLITE_DONE;
    while (s.ok() && (rc = s.step()) == SQLITE_ROW)
        out.append(rawFrom(s));
    if (!s.ok() || rc != SQLITE_DONE)
        addError(diagnostics, Tr::tr("The raw files of run %1 cannot be listed: %2").arg(runId).arg(s.error()));
    return out;
}

std::optional<RawFile> Store::Private::rawBySha(const QString& sha256) const
{
    // Empty files all share one SHA-256 and are never "the same file" (schema 4).
    const QByteArray sql = QByteArray(kRawColumns) + "WHERE sha256=? AND size > 0";
    Statement s(db, sql.constData());
    s.bind(1, sha256.toLower());
    if (s.step() != SQLITE_ROW)
        return std::nullopt;
    return rawFrom(s);
}

std::optional<QByteArray> Store::Private::rawData(qint64 rawId, const QString& sha256, Diagnostics* diagnostics) const
{
    // Incremental blob I/O: the size is known before anything is allocated, so a hostile
    // file cannot make us read more than kMaxRawFileBytes.
    sqlite3_blob* blob = nullptr;
    if (sqlite3_blob_open(db, "main", "raw_files", "data", rawId, 0, &blob) != SQLITE_OK) {
        addError(diagnostics, Tr::tr("Raw file %1 cannot be read: %2").arg(rawId).arg(StoreDetail::sqliteError(db)));
        sqlite3_blob_close(blob);
        return std::nullopt;
    }
    const int size = sqlite3_blob_bytes(blob);
    QByteArray data;
    bool ok = size >= 0 && size <= Store::kMaxRawFileBytes;
    if (ok) {
        data.resize(size);
        ok = sqlite3_blob_read(blob, data.data(), size, 0) == SQLITE_OK;
    }
    sqlite3_blob_close(blob);
    if (!ok) {
        addError(diagnostics, Tr::tr("Raw file %1 cannot be read (%2 bytes).").arg(rawId).arg(size));
        return std::nullopt;
    }
    if (sha256Hex(data) != sha256.toLower()) {
        addError(diagnostics, Tr::tr("Raw file %1 is damaged: its content does not match its SHA-256.").arg(rawId));
        return std::nullopt;
    }
    return data;
}

std::optional<PlanText> Store::Private::plan(qint64 runId) const
{
    Statement s(db, "SELECT p.name, p.text FROM plans p JOIN runs r ON r.plan_id = p.id WHERE r.id=?");
    s.bind(1, runId);
    if (s.step() != SQLITE_ROW)
        return std::nullopt;
    return PlanText { s.text(0), s.text(1) };
}

QList<RawFile> Store::rawFiles(const QString& runId, Diagnostics* diagnostics) const
{
    if (!d->requireOpen(diagnostics, false))
        return {};
    const StoreDetail::ReadSnapshot snapshot(d->db);
    const auto key = d->runKey(runId, diagnostics);
    return key ? d->rawFiles(*key, diagnostics) : QList<RawFile>();
}

std::optional<QByteArray> Store::rawFileData(qint64 rawId, Diagnostics* diagnostics) const
{
    if (!d->requireOpen(diagnostics, false))
        return std::nullopt;
    // The hash and the blob of one row: a raw file id is given again after a delete.
    const StoreDetail::ReadSnapshot snapshot(d->db);
    Statement s(d->db, "SELECT sha256 FROM raw_files WHERE id=?");
    s.bind(1, rawId);
    if (s.step() != SQLITE_ROW) {
        d->addError(diagnostics, Tr::tr("%1 has no raw file with id %2.").arg(d->displayName).arg(rawId));
        return std::nullopt;
    }
    return d->rawData(rawId, s.text(0), diagnostics);
}

std::optional<RawFile> Store::findRawBySha(const QString& sha256Hex) const
{
    if (!d->requireOpen(nullptr, false))
        return std::nullopt;
    return d->rawBySha(sha256Hex);
}

std::optional<PlanText> Store::plan(const QString& runId) const
{
    if (!d->requireOpen(nullptr, false))
        return std::nullopt;
    const StoreDetail::ReadSnapshot snapshot(d->db);
    const auto key = d->runKey(runId, nullptr);
    return key ? d->plan(*key) : std::nullopt;
}

} // namespace Analysis
