#include "analysis/importer.h"

#include "analysis/importers/memlog.h"
#include "analysis/importers/procstatus.h"
#include "analysis/importers/pssnapshot.h"
#include "analysis/importers/textinput.h"
#include "analysis/importers/timingcsv.h"
#include "analysis/importers/timinglist.h"
#include "analysis/importers/timingsummary.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QtConcurrent/QtConcurrentRun>

#include <cstring>

namespace Analysis {

using namespace Importers;

namespace {

using Reader = bool (*)(Input&, Run&);

struct Format {
    const char* id;
    Reader read;
};

constexpr Format kFormats[] = {
    { "memlog", readMemLog },
    { "procstatus", readProcStatus },
    { "ps", readPsSnapshot },
    { "timing-list", readTimingList },
    { "timing-csv", readTimingCsv },
    { "timing-summary", readTimingSummary },
};

// Only the start of the file decides; 64 KiB holds hundreds of lines of any of these formats.
constexpr size_t kSniffBytes = 64 * 1024;

// Stamps alone: what the seeds' loop writes when the PID was wrong or the process had gone.
bool onlyEpochStamps(std::string_view head)
{
    const std::string_view line = firstLine(head);
    const auto v = parseDouble(line);
    return v && *v >= 1e8 && line.find('.') == std::string_view::npos;
}

QString detect(std::string_view head)
{
    if (looksLikeMemLog(head))
        return QStringLiteral("memlog");
    if (looksLikeProcStatus(head))
        return QStringLiteral("procstatus");
    if (looksLikePsSnapshot(head))
        return QStringLiteral("ps");
    if (looksLikeTimingSummary(head))
        return QStringLiteral("timing-summary");
    if (onlyEpochStamps(head))
        return QStringLiteral("memlog");
    if (looksLikeTimingCsv(head))
        return QStringLiteral("timing-csv");
    if (looksLikeTimingList(head))
        return QStringLiteral("timing-list");
    return {};
}

Diagnostic fileError(const QString& fileName, const QString& message)
{
    Diagnostic d;
    d.file = fileName;
    d.message = message;
    return d;
}

ImportResult importView(const char* data, qsizetype size, const QString& fileName, const ImportOptions& options)
{
    ImportResult result;
    const std::string_view all(data, static_cast<size_t>(size));
    if (isBlank(all) || all.find_first_not_of(" \t\r\n") == std::string_view::npos) {
        result.diagnostics.append(fileError(fileName, Tr::tr("the file is empty")));
        return result;
    }
    // A first line past the limit would only be sniffed as "unrecognised"; say what is wrong.
    if (all.substr(0, static_cast<size_t>(options.maxLineBytes) + 2).find('\n') == std::string_view::npos
        && size > options.maxLineBytes) {
        Diagnostic d = fileError(fileName,
            Tr::tr("line is longer than %1 bytes; a log line is expected to be short text (is this a binary file?)")
                .arg(options.maxLineBytes));
        d.line = 1;
        result.diagnostics.append(d);
        return result;
    }
    const std::string_view head = all.substr(0, kSniffBytes);
    if (head.find('\0') != std::string_view::npos) {
        result.diagnostics.append(
            fileError(fileName, Tr::tr("the file contains NUL bytes: it is not a text log (binary file?)")));
        return result;
    }
    result.format = detect(head);
    if (result.format.isEmpty()) {
        result.diagnostics.append(fileError(fileName,
            Tr::tr("unrecognised format; expected one of: %1. The file starts with %2")
                .arg(formatIds().join(QStringLiteral(", ")), quoted(firstLine(head)))));
        return result;
    }

    // The hash of a 50 MB log costs about as much as parsing it: do both at once.
    QFuture<QByteArray> hash;
    if (options.hashSource)
        hash = QtConcurrent::run([data, size] {
            return QCryptographicHash::hash(QByteArrayView(data, size), QCryptographicHash::Sha256).toHex();
        });

    Input in(data, size, fileName, options);
    Run run;
    bool ok = false;
    for (const auto& f : kFormats)
        if (result.format == QLatin1String(f.id))
            ok = f.read(in, run);
    ok = ok && !in.hasErrors() && !in.failed() && !in.cancelled();
    result.cancelled = in.cancelled();
    result.diagnostics = in.takeDiagnostics();
    result.notes = in.takeNotes();
    if (result.cancelled)
        result.diagnostics.append(fileError(fileName, Tr::tr("import cancelled")));
    if (hash.isValid())
        hash.waitForFinished(); // the lambda reads `data`: it must finish before the caller frees it
    if (!ok)
        return result; // nothing half-imported

    SourceFile source;
    source.path = fileName;
    source.format = result.format;
    source.size = size;
    if (hash.isValid())
        source.sha256 = hash.result();
    run.sources.append(source);
    run.name = QFileInfo(fileName).fileName();
    run.provenance = QStringLiteral("imported from %1 by Headroom %2").arg(fileName, QStringLiteral(HEADROOM_VERSION));
    const auto mem = run.memory.constFind(QString());
    if (mem != run.memory.constEnd() && mem->timeIsEpoch && !mem->isEmpty())
        run.startedAt = QDateTime::fromMSecsSinceEpoch(static_cast<qint64>(mem->t.front() * 1000), Qt::UTC);
    result.run = std::move(run);
    return result;
}

} // namespace

QStringList formatIds()
{
    QStringList ids;
    for (const auto& f : kFormats)
        ids << QLatin1String(f.id);
    return ids;
}

QString formatDescription(const QString& id)
{
    if (id == u"memlog")
        return Tr::tr("memory log of the seeds' loop (date +%s; grep VmRSS/VmHWM /proc/<PID>/status)");
    if (id == u"procstatus")
        return Tr::tr("/proc/<PID>/status snapshot (VmRSS/VmHWM/VmSize)");
    if (id == u"ps")
        return Tr::tr("ps snapshot (ps -o pid,rss,vsz,etime,cmd)");
    if (id == u"timing-list")
        return Tr::tr("timing list (one duration per line)");
    if (id == u"timing-csv")
        return Tr::tr("timing CSV (header and one repetition per row)");
    if (id == u"timing-summary")
        return Tr::tr("timing script summary (n= / min= median= max=)");
    return Tr::tr("unknown format");
}

ImportResult importBytes(const QByteArray& data, const QString& fileName, const ImportOptions& options)
{
    return importView(data.constData(), data.size(), fileName, options);
}

ImportResult importFile(const QString& path, const ImportOptions& options)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ImportResult r;
        r.diagnostics.append(fileError(path, Tr::tr("cannot open: %1").arg(file.errorString())));
        return r;
    }
    const qint64 size = file.size();
    if (size == 0) // /proc files and pipes report 0: read them the ordinary way
        return importBytes(file.readAll(), path, options);
    // Mapping avoids copying a large log; the parsers never read past `size` (no NUL needed).
    if (uchar* mapped = file.map(0, size)) {
        ImportResult r = importView(reinterpret_cast<const char*>(mapped), size, path, options);
        file.unmap(mapped);
        return r;
    }
    return importBytes(file.readAll(), path, options);
}

} // namespace Analysis
