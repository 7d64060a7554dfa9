// The importer registry (formats.h).

#include "analysis/import/formats.h"

#include "analysis/core/tr.h"
#include "analysis/import/importer.h"
#include "analysis/import/importers/genericcsv.h"
#include "analysis/import/importers/gnutime.h"
#include "analysis/import/importers/hyperfine.h"
#include "analysis/import/importers/llamabench.h"
#include "analysis/import/importers/llamaserver.h"
#include "analysis/import/importers/memlog.h"
#include "analysis/import/importers/procstatus.h"
#include "analysis/import/importers/psrecord.h"
#include "analysis/import/importers/pssnapshot.h"
#include "analysis/import/importers/tegrastats.h"
#include "analysis/import/importers/textinput.h"
#include "analysis/import/importers/timingcsv.h"
#include "analysis/import/importers/timinglist.h"
#include "analysis/import/importers/timingsummary.h"
#include "analysis/import/importers/toolcommon.h"
#include "analysis/import/importers/vllmbench.h"

#include <algorithm>
#include <cstring>

namespace Analysis {

using namespace Importers;

namespace {

// Stamps alone: what the measurement method's loop writes when the PID was wrong or the process
// had gone. A first line that is a whole number of seconds since 1973 or later.
bool onlyEpochStamps(std::string_view head)
{
    const std::string_view line = firstLine(head);
    const auto v = parseDouble(line);
    return v && *v >= 1e8 && line.find('.') == std::string_view::npos;
}

bool looksLikeMemLogOrStamps(std::string_view head)
{
    return looksLikeMemLog(head) || onlyEpochStamps(head);
}

// The user's mapping is the most specific word there is: it wins where its columns are there. A
// mapping that names a column the CSV lacks is the user's mistake, not another format: the
// generic reader says which column is missing and lists the ones found.
Fit fitsColumnMap(std::string_view head, const ImportOptions& options)
{
    if (options.columns.isEmpty())
        return Fit::No;
    if (csvHasColumns(head, options.columns))
        return Fit::Fits;
    return looksLikeCsvHeader(head) ? Fit::OnlyOption : Fit::No;
}

Fit fitsTimeFormat(std::string_view head, const ImportOptions& options)
{
    return !options.timeFormat.isEmpty() && looksLikeGnuTimeFormat(head, options.timeFormat) ? Fit::Fits : Fit::No;
}

constexpr auto Own = Detection::OwnMarks;
constexpr auto Method = Detection::MethodOrder;
constexpr auto Asked = Detection::AskedFor;
constexpr auto None = FormatNeeds::Nothing;

} // namespace

const std::vector<ImportFormat>& importFormats()
{
    // The measurement method's formats first, in the order they are tried (timing-summary and
    // timing-csv before timing-list, which fits almost any column of numbers).
    static const std::vector<ImportFormat> formats = {
        { "memlog", "memlog", Method, None, looksLikeMemLogOrStamps, nullptr, readMemLog,
            QT_TRANSLATE_NOOP("Analysis",
                "memory log of the measurement guide's loop (date +%s; grep VmRSS/VmHWM /proc/<PID>/status)") },
        { "procstatus", "procstatus", Method, None, looksLikeProcStatus, nullptr, readProcStatus,
            QT_TRANSLATE_NOOP("Analysis", "/proc/<PID>/status snapshot (VmRSS/VmHWM/VmSize)") },
        { "ps", "ps", Method, None, looksLikePsSnapshot, nullptr, readPsSnapshot,
            QT_TRANSLATE_NOOP("Analysis", "ps snapshot (ps -o pid,rss,vsz,etime,cmd)") },
        { "timing-summary", "timing-summary", Method, None, looksLikeTimingSummary, nullptr, readTimingSummary,
            QT_TRANSLATE_NOOP("Analysis", "timing script summary (n= / min= median= max=)") },
        { "timing-csv", "timing-csv", Method, None, looksLikeTimingCsv, nullptr, readTimingCsv,
            QT_TRANSLATE_NOOP("Analysis", "timing CSV (header and one repetition per row)") },
        { "timing-list", "timing-list", Method, None, looksLikeTimingList, nullptr, readTimingList,
            QT_TRANSLATE_NOOP("Analysis", "timing list (one duration per line)") },
        { "hyperfine-json", "hyperfine", Own, None, looksLikeHyperfineJson, nullptr, readHyperfineJson,
            QT_TRANSLATE_NOOP("Analysis", "hyperfine --export-json (every run's time)") },
        { "hyperfine-csv", "hyperfine", Own, None, looksLikeHyperfineCsv, nullptr, readHyperfineCsv,
            QT_TRANSLATE_NOOP("Analysis", "hyperfine --export-csv (summary only)") },
        { "hyperfine-md", "hyperfine", Own, None, looksLikeHyperfineMarkdown, nullptr, readHyperfineMarkdown,
            QT_TRANSLATE_NOOP("Analysis", "hyperfine --export-markdown (summary only)") },
        { "llama-bench-json", "llama-bench", Own, None, looksLikeLlamaBenchJson, nullptr, readLlamaBenchJson,
            QT_TRANSLATE_NOOP("Analysis", "llama-bench -o json (per-repetition samples)") },
        { "llama-bench-jsonl", "llama-bench", Own, None, looksLikeLlamaBenchJsonl, nullptr, readLlamaBenchJsonl,
            QT_TRANSLATE_NOOP("Analysis", "llama-bench -o jsonl (per-repetition samples)") },
        { "llama-bench-csv", "llama-bench", Own, None, looksLikeLlamaBenchCsv, nullptr, readLlamaBenchCsv,
            QT_TRANSLATE_NOOP("Analysis", "llama-bench -o csv (averages only)") },
        { "llama-bench-md", "llama-bench", Own, None, looksLikeLlamaBenchMarkdown, nullptr, readLlamaBenchMarkdown,
            QT_TRANSLATE_NOOP("Analysis", "llama-bench -o md (rounded averages only)") },
        { "llama-bench-sql", "llama-bench", Own, None, looksLikeLlamaBenchSql, nullptr, readLlamaBenchSql,
            QT_TRANSLATE_NOOP("Analysis", "llama-bench -o sql (averages only)") },
        { "llama-server-stream", "llama-server", Own, None, looksLikeLlamaServerStream, nullptr, readLlamaServerStream,
            QT_TRANSLATE_NOOP("Analysis", "llama-server streamed /completion response (SSE with timings)") },
        { "llama-server-metrics", "llama-server", Own, None, looksLikeLlamaServerMetrics, nullptr,
            readLlamaServerMetrics, QT_TRANSLATE_NOOP("Analysis", "llama-server /metrics (Prometheus text)") },
        { "gnu-time-v", "gnu-time", Own, None, looksLikeGnuTimeVerbose, nullptr, readGnuTimeVerbose,
            QT_TRANSLATE_NOOP("Analysis", "GNU time -v report") },
        { "gnu-time", "gnu-time", Own, None, looksLikeGnuTimeDefault, nullptr, readGnuTimeDefault,
            QT_TRANSLATE_NOOP("Analysis", "GNU time default report") },
        { "gnu-time-f", "gnu-time", Asked, FormatNeeds::TimeFormat, nullptr, fitsTimeFormat, readGnuTimeFormat,
            QT_TRANSLATE_NOOP("Analysis", "GNU time -f output (format given)") },
        { "psrecord", "psrecord", Own, None, looksLikePsrecord, nullptr, readPsrecord,
            QT_TRANSLATE_NOOP("Analysis", "psrecord --log (time, CPU %, real and virtual memory in MiB)") },
        { "tegrastats", "tegrastats", Own, None, looksLikeTegrastats, nullptr, readTegrastats,
            QT_TRANSLATE_NOOP("Analysis", "Jetson tegrastats log (device RAM, CPU, EMC/GPU, temperatures)") },
        { "vllm-bench", "vllm-bench", Own, None, looksLikeVllmBench, nullptr, readVllmBench,
            QT_TRANSLATE_NOOP("Analysis", "vLLM bench serve results (JSON)") },
        { "generic-csv", "generic-csv", Asked, FormatNeeds::ColumnMap, nullptr, fitsColumnMap, readGenericCsv,
            QT_TRANSLATE_NOOP("Analysis", "CSV with user-mapped columns") },
    };
    return formats;
}

const ImportFormat* findImportFormat(const QString& id)
{
    for (const ImportFormat& f : importFormats())
        if (id == QLatin1String(f.id))
            return &f;
    return nullptr;
}

QStringList formatIds()
{
    QStringList ids;
    for (const ImportFormat& f : importFormats())
        ids << QLatin1String(f.id);
    return ids;
}

QString formatDescription(const QString& id)
{
    const ImportFormat* f = findImportFormat(id);
    return f ? Tr::tr(f->description) : Tr::tr("unknown format");
}

QStringList formatFamilies()
{
    QStringList families;
    for (const ImportFormat& f : importFormats())
        if (!families.contains(QLatin1String(f.family)))
            families << QLatin1String(f.family);
    return families;
}

QString formatHelp()
{
    qsizetype width = 0;
    for (const ImportFormat& f : importFormats())
        width = std::max<qsizetype>(width, qsizetype(std::strlen(f.id)));
    QString out;
    for (const ImportFormat& f : importFormats()) {
        QString line = QStringLiteral("  %1  %2")
                           .arg(QLatin1String(f.id).toString().leftJustified(width), Tr::tr(f.description));
        if (f.needs == FormatNeeds::ColumnMap)
            line += u' ' + Tr::tr("(with --map)");
        else if (f.needs == FormatNeeds::TimeFormat)
            line += u' ' + Tr::tr("(with --time-format)");
        out += line + u'\n';
    }
    return out;
}

} // namespace Analysis
