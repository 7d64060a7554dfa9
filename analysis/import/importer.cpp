#include "analysis/import/importer.h"

#include "analysis/core/inputfile.h"
#include "analysis/import/importers/genericcsv.h"
#include "analysis/import/importers/textinput.h"
#include "analysis/import/importers/timinglist.h"
#include "analysis/import/importers/toolcommon.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QtConcurrent/QtConcurrentRun>

#include <cstring>

namespace Analysis {

using namespace Importers;

namespace {

// Only the start of the file decides; 64 KiB holds hundreds of lines of any of these formats.
constexpr size_t kSniffBytes = 64 * 1024;

// Detection from the registry (formats.h): the user's mapping or -f format where it fits, then the
// tools' own marks (two at once is ambiguous: all are returned, for the message), then the
// measurement method's formats in order.
QStringList detect(std::string_view head, const ImportOptions& options)
{
    QString onlyOption;
    for (const ImportFormat& f : importFormats()) {
        if (f.detection != Detection::AskedFor)
            continue;
        const Fit fit = f.fitsAskedFor(head, options);
        if (fit == Fit::Fits)
            return { QLatin1String(f.id) };
        if (fit == Fit::OnlyOption && onlyOption.isEmpty())
            onlyOption = QLatin1String(f.id);
    }
    QStringList hits;
    for (const ImportFormat& f : importFormats())
        if (f.detection == Detection::OwnMarks && f.looksLike(head))
            hits << QLatin1String(f.id);
    if (!hits.isEmpty())
        return hits;
    if (!onlyOption.isEmpty())
        return { onlyOption };
    for (const ImportFormat& f : importFormats())
        if (f.detection == Detection::MethodOrder && f.looksLike(head))
            return { QLatin1String(f.id) };
    return {};
}

bool startsLikeJson(std::string_view all)
{
    const size_t first = all.find_first_not_of(" \t\r\n");
    return first != std::string_view::npos && (all[first] == '{' || all[first] == '[');
}

ImportResult importView(const char* fileData, qsizetype fileSize, const QString& fileName, const ImportOptions& options)
{
    ImportResult result;
    // Notepad and Excel's "CSV UTF-8" start a file with a byte-order mark; it once hid every
    // format's first line from detection. UTF-16 (Excel's "Unicode text") is named, not guessed at.
    const TextEncoding encoding = textEncoding(std::string_view(fileData, static_cast<size_t>(fileSize)));
    if (encoding == TextEncoding::Utf16LE || encoding == TextEncoding::Utf16BE) {
        result.diagnostics.append(fileError(fileName, utf16Refusal(encoding)));
        return result;
    }
    // The parsers see the text after the mark; the hash and the size are of the whole file.
    const qsizetype skipped = encoding == TextEncoding::Utf8Bom ? kUtf8BomBytes : 0;
    const char* data = fileData + skipped;
    const qsizetype size = fileSize - skipped;
    const std::string_view all(data, static_cast<size_t>(size));
    if (isBlank(all) || all.find_first_not_of(" \t\r\n") == std::string_view::npos) {
        result.diagnostics.append(fileError(fileName, Tr::tr("the file is empty")));
        return result;
    }
    // A first line past the limit would only be sniffed as "unrecognised"; say what is wrong.
    // JSON is the exception: vLLM writes its results on one line, megabytes with --save-detailed.
    if (!startsLikeJson(all)
        && all.substr(0, static_cast<size_t>(options.maxLineBytes) + 2).find('\n') == std::string_view::npos
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
    ImportOptions effective = options;
    if (effective.columns.isEmpty() && effective.savedColumns)
        effective.columns = effective.savedColumns(
            csvShapeOfBytes(QByteArray(head.data(), static_cast<qsizetype>(std::min<size_t>(head.size(), 4096)))));
    if (!options.format.isEmpty()) {
        if (!formatIds().contains(options.format)) {
            result.diagnostics.append(fileError(fileName,
                Tr::tr("unknown format '%1'; the formats are: %2")
                    .arg(options.format, formatIds().join(QStringLiteral(", ")))));
            return result;
        }
        result.format = options.format;
    } else {
        const QStringList hits = detect(head, effective);
        if (hits.size() > 1) {
            result.diagnostics.append(fileError(fileName,
                Tr::tr("ambiguous content: it fits %1; say which with --format")
                    .arg(hits.join(QStringLiteral(" and ")))));
            return result;
        }
        result.format = hits.value(0);
    }
    if (result.format.isEmpty()) {
        // Whole sentences for the translators, never a fragment glued on.
        const bool maybeTime = looksLikeTimingList(head) || firstLine(head).find(' ') != std::string_view::npos;
        const QString message = maybeTime
            ? Tr::tr("unrecognised format; expected one of: %1. The file starts with %2 (GNU time -f output? give "
                     "its format with --time-format)")
            : Tr::tr("unrecognised format; expected one of: %1. The file starts with %2");
        result.diagnostics.append(
            fileError(fileName, message.arg(formatIds().join(QStringLiteral(", ")), quoted(firstLine(head)))));
        return result;
    }

    // The hash of a 50 MB log costs about as much as parsing it: do both at once.
    QFuture<QByteArray> hash;
    if (options.hashSource)
        hash = QtConcurrent::run([fileData, fileSize] {
            return QCryptographicHash::hash(QByteArrayView(fileData, fileSize), QCryptographicHash::Sha256).toHex();
        });

    Input in(data, size, fileName, effective);
    if (skipped > 0)
        in.note(Tr::tr("the file starts with a UTF-8 byte-order mark; it was skipped"));
    Run run;
    const ImportFormat* format = findImportFormat(result.format);
    bool ok = format && format->read(in, run);
    ok = ok && !in.hasErrors() && !in.failed() && !in.cancelled();
    result.cancelled = in.cancelled();
    result.diagnostics = in.takeDiagnostics();
    result.notes = in.takeNotes();
    if (result.cancelled)
        result.diagnostics.append(fileError(fileName, Tr::tr("import cancelled")));
    if (hash.isValid())
        hash.waitForFinished(); // the lambda reads `fileData`: it must finish before the caller frees it
    if (!ok)
        return result; // nothing half-imported

    SourceFile source;
    if (format->needs == FormatNeeds::ColumnMap) {
        result.columnsUsed = effective.columns;
        result.shape
            = csvShapeOfBytes(QByteArray(head.data(), static_cast<qsizetype>(std::min<size_t>(head.size(), 4096))));
    }
    source.path = fileName;
    source.format = result.format;
    source.size = fileSize;
    if (hash.isValid())
        source.sha256 = hash.result();
    run.sources.append(source);
    run.name = QFileInfo(fileName).fileName();
    run.provenance = QStringLiteral("imported from %1 by Headroom %2").arg(fileName, QStringLiteral(HEADROOM_VERSION));
    const auto mem = run.memory.constFind(QString());
    // Only a plausible epoch becomes the start (year 1970..9999): a hostile stamp such as 8.9e93
    // would overflow the conversion (found by the generic-csv fuzz target).
    if (mem != run.memory.constEnd() && mem->timeIsEpoch && !mem->isEmpty() && mem->t.front() >= 0
        && mem->t.front() < 253402300800.0)
        run.startedAt = QDateTime::fromMSecsSinceEpoch(static_cast<qint64>(mem->t.front() * 1000), Qt::UTC);
    result.run = std::move(run);
    return result;
}

} // namespace

std::optional<QList<ColumnMapping>> parseColumnMap(const QString& spec, QString* error)
{
    static const QStringList roles
        = { QStringLiteral("time"), QStringLiteral("rss"), QStringLiteral("latency"), QStringLiteral("length") };
    QList<ColumnMapping> out;
    const QStringList items = spec.split(u',', Qt::SkipEmptyParts);
    for (const QString& raw : items) {
        const QString item = raw.trimmed();
        const qsizetype eq = item.indexOf(u'=');
        const qsizetype colon = item.lastIndexOf(u':');
        ColumnMapping m;
        m.role = item.left(eq).trimmed().toLower();
        if (eq <= 0 || !roles.contains(m.role)) {
            *error = Tr::tr("'%1': expected ROLE=COLUMN:UNIT with ROLE one of %2")
                         .arg(item, roles.join(QStringLiteral(", ")));
            return std::nullopt;
        }
        if (colon <= eq) {
            *error = Tr::tr("'%1': the unit is missing (COLUMN:UNIT); a unit is never assumed").arg(item);
            return std::nullopt;
        }
        m.column = item.mid(eq + 1, colon - eq - 1).trimmed();
        m.unit = item.mid(colon + 1).trimmed();
        const std::string unit = m.unit.toStdString();
        const bool known = m.role == u"rss" ? bytesPerMemoryUnit(unit).has_value()
            : m.role == u"length"           ? (m.unit == u"tokens" || m.unit == u"chars" || m.unit == u"bytes")
                                            : secondsPerTimeUnit(unit).has_value();
        if (m.column.isEmpty() || !known) {
            *error = m.column.isEmpty() ? Tr::tr("'%1': no column named").arg(item)
                                        : Tr::tr("'%1': unknown unit '%2' for %3").arg(item, m.unit, m.role);
            return std::nullopt;
        }
        for (const auto& other : out)
            if (other.role == m.role) {
                *error = Tr::tr("'%1' is mapped twice").arg(m.role);
                return std::nullopt;
            }
        out << m;
    }
    if (out.isEmpty()) {
        *error = Tr::tr("an empty mapping");
        return std::nullopt;
    }
    return out;
}

QString columnMapText(const QList<ColumnMapping>& mapping)
{
    QStringList parts;
    for (const auto& m : mapping)
        parts << QStringLiteral("%1=%2:%3").arg(m.role, m.column, m.unit);
    return parts.join(u',');
}

QByteArray csvShapeOfBytes(const QByteArray& head)
{
    const QByteArray line
        = csvHeaderLine(withoutBom(std::string_view(head.constData(), static_cast<size_t>(head.size()))));
    if (line.isEmpty())
        return {};
    return QCryptographicHash::hash(line, QCryptographicHash::Sha256).toHex();
}

QByteArray csvShape(const QString& path)
{
    QFile f;
    QString ignored;
    if (!openInputFile(f, path, kMaxInputFileBytes, &ignored))
        return {};
    return csvShapeOfBytes(f.read(4096));
}

ImportResult importBytes(const QByteArray& data, const QString& fileName, const ImportOptions& options)
{
    return importView(data.constData(), data.size(), fileName, options);
}

ImportResult importFile(const QString& path, const ImportOptions& options)
{
    // A device, a FIFO or a folder is refused before it is opened; no file is read past the bound.
    QFile file;
    QString why;
    if (!openInputFile(file, path, kMaxInputFileBytes, &why)) {
        ImportResult r;
        r.diagnostics.append(fileError(path, why));
        return r;
    }
    const qint64 size = file.size();
    // Mapping avoids copying a large log; the parsers never read past `size` (no NUL needed).
    if (uchar* mapped = size > 0 ? file.map(0, size) : nullptr) {
        ImportResult r = importView(reinterpret_cast<const char*>(mapped), size, path, options);
        file.unmap(mapped);
        return r;
    }
    file.close();
    // /proc files report 0 bytes: read them to their end, within the bound.
    const auto data = readInputFile(path, kMaxInputFileBytes, &why);
    if (!data) {
        ImportResult r;
        r.diagnostics.append(fileError(path, why));
        return r;
    }
    return importBytes(*data, path, options);
}

} // namespace Analysis
