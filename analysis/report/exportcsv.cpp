#include "analysis/report/exportcsv.h"

#include "analysis/core/savefile.h"
#include "analysis/core/tr.h"
#include "analysis/report/inputtable.h"

#include <QDir>

namespace Analysis {
namespace {
QByteArray quote(const QString& text)
{
    QByteArray b = text.toUtf8();
    if (!b.contains(',') && !b.contains('"') && !b.contains('\n') && !b.contains('\r'))
        return b;
    b.replace("\"", "\"\"");
    return '"' + b + '"';
}

QByteArray line(const QList<QByteArray>& cells)
{
    QByteArray out;
    for (qsizetype i = 0; i < cells.size(); ++i) {
        if (i)
            out += ',';
        out += cells.at(i);
    }
    return out + '\n';
}

// Full precision: a figure read back must be the figure written.
QByteArray num(double v)
{
    return QByteArray::number(v, 'g', 17);
}
QByteArray num(int64_t v)
{
    return QByteArray::number(qlonglong(v));
}
template <typename T> QByteArray opt(const std::optional<T>& v)
{
    return v ? num(*v) : QByteArray();
}
QByteArray sample(const std::vector<int64_t>& col, size_t i)
{
    return i < col.size() && col[i] != MemorySeries::kMissing ? num(col[i]) : QByteArray();
}
QByteArray exactnessName(Exactness e)
{
    return e == Exactness::Exact ? "exact" : e == Exactness::Sampled ? "sampled" : "unknown";
}
} // namespace

QByteArray repetitionsCsv(const Report& report)
{
    QByteArray out = line({ "run_id", "input", "rep", "warmup", "outcome", "wall_ms", "load_ms", "ttft_ms",
        "tokens_out", "exit", "signal", "max_rss_kb", "inference_peak_kb", "inference_peak_exactness", "load_hwm_kb",
        "start_ms", "concurrency", "tpot_ms", "error", "energy_j", "power_mean_w", "power_peak_w" });
    for (const Repetition& r : report.run.repetitions)
        out += line({ quote(report.run.id), quote(r.inputId), num(int64_t(r.index)), r.warmup ? "1" : "0",
            outcomeName(r.outcome).toUtf8(), num(r.wallMs), opt(r.loadMs), opt(r.ttftMs), opt(r.tokensOut),
            r.exitCode ? num(int64_t(*r.exitCode)) : QByteArray(), r.signal ? num(int64_t(*r.signal)) : QByteArray(),
            opt(r.maxRssKb), opt(r.inferencePeakKb), exactnessName(r.inferencePeakExactness), opt(r.loadHwmKb),
            opt(r.startMs), r.concurrency ? num(int64_t(*r.concurrency)) : QByteArray(), opt(r.tpotMs), quote(r.error),
            opt(r.energyJ), opt(r.powerMeanW), opt(r.powerPeakW) });
    return out;
}

namespace {
// A cell of inputs.csv from a field of the per-input table (inputtable.h).
QByteArray field(const QJsonValue& v)
{
    switch (v.type()) {
    case QJsonValue::Double:
        return num(v.toDouble());
    case QJsonValue::String:
        return quote(v.toString());
    case QJsonValue::Bool:
        return v.toBool() ? "1" : "0";
    default:
        return {};
    }
}
} // namespace

QByteArray inputsCsv(const Report& report)
{
    const InputTable table = inputTable(report);
    QList<QByteArray> header { "run_id" };
    for (const QString& key : table.csvKeys())
        header << key.toUtf8();
    QByteArray out = line(header);
    for (int row = 0; row < table.rows.size(); ++row) {
        QList<QByteArray> cells { quote(report.run.id) };
        for (const InputField& f : table.fields(row))
            if (!f.nested)
                cells << field(f.value);
        out += line(cells);
    }
    return out;
}

QByteArray samplesCsv(const Report& report)
{
    QByteArray out = line(
        { "run_id", "input", "t_s", "rss_kb", "hwm_kb", "vm_size_kb", "rss_anon_kb", "rss_file_kb", "rss_shmem_kb" });
    for (auto it = report.run.memory.cbegin(); it != report.run.memory.cend(); ++it) {
        const MemorySeries& s = it.value();
        for (size_t i = 0; i < s.size(); ++i)
            out += line({ quote(report.run.id), quote(it.key()), num(s.t[i]), sample(s.rssKb, i), sample(s.hwmKb, i),
                sample(s.vmSizeKb, i), sample(s.rssAnonKb, i), sample(s.rssFileKb, i), sample(s.rssShmemKb, i) });
    }
    return out;
}

QByteArray comparisonToCsv(const ComparisonReport& report)
{
    QByteArray out = "base,new,input,figure,base_value,new_value,relative_change,ci_low,ci_high,outcome,regression\n";
    for (qsizetype i = 0; i < report.comparisons.size() && i < report.candidates.size(); ++i)
        for (const FigureComparison& r : report.comparisons.at(i).rows)
            out += line({ quote(report.base), quote(report.candidates.at(i)), quote(r.inputId),
                compareFigureName(r.figure).toUtf8(), num(r.base), num(r.candidate), num(r.relativeChange),
                num(r.ciLow), num(r.ciHigh), compareOutcomeName(r.outcome).toUtf8(), r.regression ? "1" : "0" });
    return out;
}

QMap<QString, QByteArray> reportToCsv(const Report& report)
{
    return { { QStringLiteral("repetitions.csv"), repetitionsCsv(report) },
        { QStringLiteral("inputs.csv"), inputsCsv(report) }, { QStringLiteral("samples.csv"), samplesCsv(report) } };
}

bool writeCsvFiles(const Report& report, const QString& dir, QString* error)
{
    if (!QDir().mkpath(dir)) {
        *error = Tr::tr("Cannot create the folder %1.").arg(dir);
        return false;
    }
    const auto files = reportToCsv(report);
    for (auto it = files.cbegin(); it != files.cend(); ++it) {
        if (!saveFile(QDir(dir).filePath(it.key()), it.value(), error))
            return false;
    }
    return true;
}

} // namespace Analysis
