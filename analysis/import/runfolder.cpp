// A probe run folder read whole: events.jsonl through EventStreamReader (eventstream.cpp), its
// other files checked against DONE, each kept as a source of the run. A folder from elsewhere is
// untrusted: only regular files of a sane size are read, and links are not followed.
#include "analysis/import/runfolder.h"

#include "analysis/core/inputfile.h"

#include "analysis/core/tr.h"
#include "remote/probe/protocol.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace Analysis {

namespace {
// A run folder from elsewhere is untrusted: a "file" in it may be a link to /dev/zero or a fifo,
// which would never end when read. Only regular files of a sane size are read or hashed, and
// a link is not followed at all.
constexpr qint64 kMaxRunFileBytes = kMaxInputFileBytes;
// What the probe keeps of one output (its head, a marker line, its tail) must be a file the host reads.
static_assert(HeadroomProtocol::kOutputHeadBytes + HeadroomProtocol::kOutputTailBytes + 4096 < kMaxRunFileBytes);
bool openPlainFile(QFile& f, const QString& path)
{
    QString ignored; // each caller says what the missing file means
    return !QFileInfo(path).isSymLink() && openInputFile(f, path, kMaxRunFileBytes, &ignored);
}

void addSource(Run& run, const QString& dir, const QString& name, const QString& format)
{
    QFile f;
    if (!openPlainFile(f, dir + u'/' + name))
        return;
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(&f);
    run.sources.append({ name, format, h.result().toHex(), f.size() });
}

// DONE: "<sha256>  <relative path>" per line, as sha256sum writes and checks it.
bool verifyDone(const QString& dir, Diagnostics& diags)
{
    const QString doneName = QLatin1String(HeadroomProtocol::kDoneFile);
    QFile done;
    if (!openPlainFile(done, dir + u'/' + doneName))
        return false;
    int line = 0, entries = 0;
    bool ok = true, unchecked = false;
    while (!done.atEnd() && line < 1000000) {
        const QByteArray text = done.readLine().trimmed();
        ++line;
        if (text.isEmpty())
            continue;
        const qsizetype sep = text.indexOf("  ");
        const QByteArray hex = text.left(sep);
        const QString rel = QString::fromUtf8(text.mid(sep + 2));
        if (sep != 64 || rel.isEmpty() || QDir::isAbsolutePath(rel) || rel.split(u'/').contains(QStringLiteral(".."))) {
            diags.append({ Diagnostic::Severity::Error, QDir(dir).filePath(doneName), line, QString(),
                Tr::tr("expected \"<sha256>  <file>\" with a file inside the run folder") });
            return false;
        }
        ++entries;
        // Only a file that was read and hashed can be said to have changed: one that is missing,
        // not a regular file or larger than Headroom reads is named as such (a 300 MB stdout was
        // once reported as tampering, issue 19, item 5).
        const QString path = dir + u'/' + rel;
        const QFileInfo info(path);
        if (!info.isSymLink() && info.isFile() && info.size() > kMaxRunFileBytes) {
            // Not read, so neither changed nor vouched for. The project keeps no out/ file, so the
            // run itself is sound; probes since 0.2.1 never write a file this large.
            diags.append({ Diagnostic::Severity::Warning, QDir(dir).filePath(doneName), line, QString(),
                Tr::tr("%1 is larger than the %2 MiB Headroom reads of a file; its SHA-256 was not checked")
                    .arg(rel)
                    .arg(kMaxRunFileBytes >> 20) });
            unchecked = true;
            continue;
        }
        QFile f;
        QString why;
        if (info.isSymLink())
            why = Tr::tr("a symbolic link, which is not followed");
        else if (!openInputFile(f, path, kMaxRunFileBytes, &why) && why.isEmpty())
            why = Tr::tr("cannot be read");
        if (!why.isEmpty()) {
            diags.append({ Diagnostic::Severity::Error, QDir(dir).filePath(doneName), line, QString(),
                Tr::tr("%1, listed in DONE, could not be checked against its SHA-256: %2").arg(rel, why) });
            ok = false;
            continue;
        }
        QCryptographicHash h(QCryptographicHash::Sha256);
        if (!h.addData(&f)) {
            diags.append({ Diagnostic::Severity::Error, QDir(dir).filePath(doneName), line, QString(),
                Tr::tr("%1, listed in DONE, could not be read to the end: %2").arg(rel, f.errorString()) });
            ok = false;
        } else if (h.result().toHex() != hex.toLower()) {
            diags.append({ Diagnostic::Severity::Error, QDir(dir).filePath(doneName), line, QString(),
                Tr::tr("%1 does not match its SHA-256 in DONE: the file was changed after the probe wrote it")
                    .arg(rel) });
            ok = false;
        }
    }
    // An empty DONE vouches for nothing: the probe lists every file it wrote.
    return ok && !unchecked && entries > 0;
}
} // namespace

RunFolderResult readRunFolder(const QString& dir)
{
    RunFolderResult result;
    const QString eventsPath = QDir(dir).filePath(QLatin1String(HeadroomProtocol::kEventsFile));
    QFile events;
    if (!openPlainFile(events, eventsPath)) {
        result.diagnostics.append({ Diagnostic::Severity::Error, eventsPath, 0, QString(),
            Tr::tr("the probe's events are not a regular file of at most %1 MiB").arg(kMaxRunFileBytes >> 20) });
        return result;
    }
    EventStreamReader reader(eventsPath);
    // Bounded even if the file grows while it is read (the probe still writing it).
    for (qint64 read = 0; !events.atEnd() && !reader.hasError() && read <= kMaxRunFileBytes; read += 1 << 20)
        reader.feed(events.read(1 << 20));
    reader.finish();
    result.diagnostics = reader.diagnostics();

    const bool haveDone = QFileInfo::exists(QDir(dir).filePath(QLatin1String(HeadroomProtocol::kDoneFile)));
    if (!haveDone)
        result.diagnostics.append(
            { Diagnostic::Severity::Warning, QDir(dir).filePath(QLatin1String(HeadroomProtocol::kDoneFile)), 0,
                QString(), Tr::tr("no DONE file: the run did not finish, or is still running") });
    else if (!reader.hasError()) // refused events: nothing to vouch for, and nothing more is read
        result.checksumsVerified = verifyDone(dir, result.diagnostics);
    if (hasErrors(result.diagnostics))
        return result; // nothing half-imported
    result.run = reader.run();
    result.outputs = reader.outputs();
    if (result.run.name.isEmpty())
        result.run.name = QFileInfo(dir).fileName();
    addSource(result.run, dir, QLatin1String(HeadroomProtocol::kEventsFile), QStringLiteral("probe-events"));
    addSource(result.run, dir, QLatin1String(HeadroomProtocol::kMemLogFile), QStringLiteral("memlog"));
    addSource(result.run, dir, QLatin1String(HeadroomProtocol::kTimingsFile), QStringLiteral("probe-timings"));
    addSource(result.run, dir, QLatin1String(HeadroomProtocol::kEnvFile), QStringLiteral("probe-env"));
    result.ok = true;
    result.complete = reader.ended() && reader.complete() && haveDone;
    return result;
}

} // namespace Analysis
