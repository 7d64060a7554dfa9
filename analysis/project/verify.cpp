#include "analysis/project/verify.h"

#include "analysis/import/importer.h"
#include "analysis/project/importgroup.h"
#include "analysis/plan/inputlength.h"
#include "analysis/project/projectimport.h"
#include "analysis/report/report.h"
#include "analysis/import/runfolder.h"
#include "analysis/core/savefile.h"
#include "analysis/verdict/verdict.h"
#include "remote/probe/protocol.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>

#include <cmath>

namespace Analysis {
namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Analysis)
};

Diagnostic error(const QString& file, const QString& message)
{
    return { Diagnostic::Severity::Error, file, 0, {}, message };
}

// A stored name is untrusted (the .headroom file may come from anyone): it becomes a file
// name inside the temporary folder only when it is a plain name.
bool plainName(const QString& name)
{
    return !name.isEmpty() && !name.contains(u'/') && !name.contains(u'\\') && name != u"." && name != u".."
        && !name.contains(QChar(0));
}

struct Recomputed {
    std::optional<Run> run;
    std::optional<ImportOptions> options; // how a log was read (kept with the run since issue 19)
    QString format; // the importer that read a log again
    Diagnostics diagnostics;
    QStringList notes;
};

// DONE lists each repetition's stdout/stderr (out/...), which the project does not keep;
// those lines are dropped so the files that are kept are still checked against DONE.
QByteArray doneForKeptFiles(const QByteArray& done, const QSet<QString>& kept, int* dropped)
{
    QByteArray out;
    for (const QByteArray& line : done.split('\n')) {
        const QByteArray t = line.trimmed();
        if (t.isEmpty())
            continue;
        const QString rel = QString::fromUtf8(t.mid(66));
        if (t.size() > 66 && !kept.contains(rel)) {
            ++*dropped;
            continue;
        }
        out += t + '\n';
    }
    return out;
}

// The plan runner measures each input file where the probe's run_start left a length out (serve
// mode writes no character count; planrunner.cpp readPlanRun): the same measurement, of the bytes
// kept with the run (the plan's inputs and the robustness set it made), so a stored length is
// recomputed rather than left at -1.
bool fillInputLengths(Run& run, const QString& bundleName, const QByteArray& bundle, const QString& dir, Recomputed* r)
{
    const auto kept = readPlanInputs(bundle, bundleName, &r->diagnostics);
    if (!kept)
        return false;
    for (InputSpec& spec : run.inputs) {
        if (spec.bytes >= 0 && spec.chars >= 0)
            continue;
        const auto it = std::find_if(
            kept->begin(), kept->end(), [&spec](const PlanInputFile& f) { return f.id == spec.id; });
        if (it == kept->end())
            continue;
        const QString path = QDir(dir).filePath(QStringLiteral("input-length.bin"));
        QString message;
        if (!saveFile(path, it->data, &message)) {
            r->diagnostics << error(path, message);
            return false;
        }
        const InputLength length = measureInputFile(path);
        QFile::remove(path);
        if (spec.bytes < 0)
            spec.bytes = length.bytes;
        if (spec.chars < 0)
            spec.chars = length.chars;
    }
    return true;
}

Recomputed recompute(const Store& store, const QString& runId)
{
    Recomputed r;
    const QList<RawFile> raws = store.rawFiles(runId, &r.diagnostics);
    if (raws.isEmpty()) {
        r.diagnostics << error(
            store.path(), Tr::tr("Run %1 keeps no raw file: its figures cannot be recomputed.").arg(runId));
        return r;
    }
    QMap<QString, QByteArray> files;
    QList<RawFile> withData; // a grouped run's members may share a name (three "mem.log")
    std::optional<QByteArray> groupManifestData;
    std::optional<std::pair<QString, QByteArray>> planInputs; // the inputs a planned run sent
    bool probe = false;
    for (const RawFile& raw : raws) {
        const auto data = store.rawFileData(raw.id, &r.diagnostics);
        if (!data)
            return r;
        const QString sha = QString::fromLatin1(QCryptographicHash::hash(*data, QCryptographicHash::Sha256).toHex());
        if (sha != raw.sha256) {
            r.diagnostics << error(raw.name,
                Tr::tr("The raw file %1 does not match its recorded SHA-256 (%2, now %3): it was changed inside the "
                       "project.")
                    .arg(raw.name, raw.sha256, sha));
            return r;
        }
        probe = probe || raw.format == u"probe-events" || raw.name == QLatin1String(HeadroomProtocol::kEventsFile);
        files.insert(raw.name, *data);
        withData << raw;
        withData.last().data = *data;
        if (raw.format == QLatin1String(kImportGroupFormat))
            groupManifestData = *data;
        if (raw.format == QLatin1String(kPlanInputsFormat))
            planInputs = std::make_pair(raw.name, *data);
        if (raw.format == QLatin1String(kImportOptionsFormat)) {
            files.remove(raw.name); // how the log was read, not a log
            r.options = readImportOptions(*data, raw.name, &r.diagnostics);
            if (!r.options)
                return r;
        }
    }
    if (groupManifestData) {
        // Several logs combined into one run by the user (importgroup.h): rebuilt from its manifest.
        const auto group = groupFromManifest(*groupManifestData, withData, &r.diagnostics);
        if (!group)
            return r;
        GroupResult combined = combineGroup(*group);
        r.diagnostics += combined.diagnostics;
        if (combined.ok())
            r.run = std::move(combined.run);
        return r;
    }
    if (probe) {
        QTemporaryDir dir;
        if (!dir.isValid()) {
            r.diagnostics << error(dir.path(), Tr::tr("Cannot create a temporary folder: %1").arg(dir.errorString()));
            return r;
        }
        QSet<QString> kept;
        for (auto it = files.cbegin(); it != files.cend(); ++it)
            kept.insert(it.key());
        for (auto it = files.cbegin(); it != files.cend(); ++it) {
            if (!plainName(it.key())) {
                r.diagnostics << error(
                    it.key(), Tr::tr("A raw file has the name \"%1\", which is not a plain file name.").arg(it.key()));
                return r;
            }
            QByteArray data = it.value();
            if (it.key() == QLatin1String(HeadroomProtocol::kDoneFile)) {
                int dropped = 0;
                data = doneForKeptFiles(data, kept, &dropped);
                if (dropped > 0)
                    r.notes << Tr::tr("%n file(s) listed in DONE (each repetition's output) are not kept in the "
                                      "project and were not checked.",
                        nullptr, dropped);
            }
            QString message;
            if (!saveFile(dir.filePath(it.key()), data, &message)) {
                r.diagnostics << error(dir.filePath(it.key()), message);
                return r;
            }
        }
        RunFolderResult folder = readRunFolder(dir.path());
        for (Diagnostic d : folder.diagnostics) {
            d.file = QFileInfo(d.file).fileName(); // the temporary folder means nothing to the reader
            r.diagnostics << d;
        }
        if (folder.ok) {
            r.run = std::move(folder.run);
            if (planInputs && !fillInputLengths(*r.run, planInputs->first, planInputs->second, dir.path(), &r))
                r.run.reset();
        }
        return r;
    }
    if (files.size() != 1) {
        r.diagnostics << error(store.path(),
            Tr::tr("Run %1 keeps %2 raw files but no probe events; Headroom cannot tell how they combine.")
                .arg(runId)
                .arg(files.size()));
        return r;
    }
    // Projects made before the options were kept with the run: the defaults are what `headroom
    // import` uses unless told otherwise.
    if (!r.options)
        r.notes << Tr::tr("%1 was read again with the default import options (1 warm-up repetition).")
                       .arg(files.firstKey());
    ImportResult imported = importBytes(files.first(), files.firstKey(), r.options.value_or(ImportOptions {}));
    r.diagnostics += imported.diagnostics;
    r.format = imported.format;
    if (imported.ok())
        r.run = std::move(imported.run);
    return r;
}

QString text(double v)
{
    return QString::number(v, 'g', 15);
}
template <typename T> QString text(const std::optional<T>& v)
{
    return v ? text(static_cast<double>(*v)) : QStringLiteral("null");
}
QString exactnessName(Exactness e)
{
    return e == Exactness::Exact  ? QStringLiteral("exact")
        : e == Exactness::Sampled ? QStringLiteral("sampled")
                                  : QStringLiteral("unknown");
}
QString outcomesText(const InputFigures& f)
{
    QStringList parts;
    for (auto it = f.outcomes.cbegin(); it != f.outcomes.cend(); ++it)
        parts << QStringLiteral("%1=%2").arg(outcomeName(it.key())).arg(it.value());
    return parts.join(u',');
}

void compareInput(const InputFigures& a, const InputFigures& b, RunVerification& v)
{
    // A figure made from a column taken over from the store (carryOver) was not recomputed: it is
    // left out of the count, the column is named in notChecked.
    const bool lengthCarried
        = a.lengthUnit == LengthUnit::Tokens && v.notChecked.contains(QStringLiteral("inputs.tokens"));
    const bool outcomesCarried = v.notChecked.contains(QStringLiteral("repetitions.outcome"));
    const QList<std::pair<QString, std::pair<QString, QString>>> figures = {
        { QStringLiteral("length"), { text(a.length), text(b.length) } },
        { QStringLiteral("length_unit"), { lengthUnitName(a.lengthUnit), lengthUnitName(b.lengthUnit) } },
        { QStringLiteral("after_load_kb"), { text(a.afterLoadKb), text(b.afterLoadKb) } },
        { QStringLiteral("peak_kb"), { text(a.peakKb), text(b.peakKb) } },
        { QStringLiteral("peak_exactness"), { exactnessName(a.peakExactness), exactnessName(b.peakExactness) } },
        { QStringLiteral("stable_n"), { QString::number(a.n), QString::number(b.n) } },
        { QStringLiteral("median_ms"), { text(a.medianMs), text(b.medianMs) } },
        { QStringLiteral("p90_ms"), { text(a.p90Ms), text(b.p90Ms) } },
        { QStringLiteral("max_ms"), { text(a.maxMs), text(b.maxMs) } },
        { QStringLiteral("ttft_median_ms"), { text(a.ttftMedianMs), text(b.ttftMedianMs) } },
        { QStringLiteral("outcomes"), { outcomesText(a), outcomesText(b) } },
    };
    for (const auto& [name, values] : figures) {
        if ((lengthCarried && name == u"length") || (outcomesCarried && name == u"outcomes"))
            continue;
        ++v.figuresCompared;
        if (values.first != values.second)
            v.differences.append({ a.inputId, name, values.first, values.second });
    }
}
// Every stored value of a run under the column it is stored in ("repetitions.tokens_out"), keyed by
// its row, so that a value the per-input figures do not summarise (an environment entry, one
// sample, a tool's summary) is compared as well.
using Cells = QMap<std::pair<QString, QString>, QString>;

template <typename T> QString seriesText(const std::vector<T>& v)
{
    // Compared whole; shown by size and a digest (the first differing sample is named below).
    QByteArray bytes(reinterpret_cast<const char*>(v.data()), qsizetype(v.size() * sizeof(T)));
    return QStringLiteral("%1 samples, SHA-256 %2")
        .arg(v.size())
        .arg(QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex().left(16)));
}

Cells cellsOf(const Run& run)
{
    Cells c;
    const auto put = [&c](const char* column, const QString& row, const QString& value) {
        c.insert({ QLatin1String(column), row }, value);
    };
    put("runs.started_at", {}, run.startedAt.toString(Qt::ISODateWithMs));
    put("runs.timing_kind", {}, timingKindName(run.timingKind));
    put("runs.env_mem_total_kb", {}, text(run.environment.memTotalKb));
    put("runs.env_mem_available_kb", {}, text(run.environment.memAvailableKb));
    put("runs.env_cgroup_limit_bytes", {}, text(run.environment.cgroupLimitBytes));
    put("runs.sustainable_concurrency", {}, text(run.sustainableConcurrency));
    for (const char* key : { "model", "quantization", "backend" })
        put(QByteArray(QByteArrayLiteral("runs.") + key).constData(), {}, run.params.value(QLatin1String(key)));
    for (auto it = run.params.cbegin(); it != run.params.cend(); ++it)
        put("run_params.value", it.key(), it.value());
    for (auto it = run.environment.values.cbegin(); it != run.environment.values.cend(); ++it)
        put("environment.value", it.key(), it.value());
    for (const InputSpec& in : run.inputs) {
        put("inputs.chars", in.id, text(double(in.chars)));
        put("inputs.bytes", in.id, text(double(in.bytes)));
        put("inputs.tokens", in.id, text(double(in.tokens)));
    }
    for (int i = 0; i < run.repetitions.size(); ++i) {
        const Repetition& r = run.repetitions.at(i);
        const QString row = QStringLiteral("%1 #%2").arg(r.inputId).arg(r.index);
        const QString ord = QString::number(i);
        put("repetitions.input_id", ord, r.inputId);
        put("repetitions.idx", ord, QString::number(r.index));
        put("repetitions.warmup", row, QString::number(r.warmup));
        put("repetitions.wall_ms", row, text(r.wallMs));
        put("repetitions.load_ms", row, text(r.loadMs));
        put("repetitions.ttft_ms", row, text(r.ttftMs));
        put("repetitions.tokens_out", row, text(r.tokensOut));
        put("repetitions.exit_code", row, text(r.exitCode));
        put("repetitions.signal", row, text(r.signal));
        put("repetitions.outcome", row, outcomeName(r.outcome));
        put("repetitions.max_rss_kb", row, text(r.maxRssKb));
        put("repetitions.inference_peak_kb", row, text(r.inferencePeakKb));
        put("repetitions.inference_peak_exactness", row, exactnessName(r.inferencePeakExactness));
        put("repetitions.concurrency", row, text(r.concurrency));
        put("repetitions.tpot_ms", row, text(r.tpotMs));
        put("repetitions.tokens_per_s", row, text(r.tokensPerS));
        put("repetitions.server_prompt_ms", row, text(r.serverPromptMs));
        put("repetitions.server_generation_ms", row, text(r.serverGenerationMs));
        put("repetitions.error", row, r.error);
        put("repetitions.load_hwm_kb", row, text(r.loadHwmKb));
        put("repetitions.start_ms", row, text(r.startMs));
        put("repetitions.ttft_source", row, r.ttftSource);
        put("repetitions.engine", row, r.engine);
        put("repetitions.engine_load_ms", row, text(r.engineLoadMs));
        put("repetitions.prompt_eval_ms", row, text(r.promptEvalMs));
        put("repetitions.prompt_tokens", row, text(r.promptTokens));
        put("repetitions.eval_ms", row, text(r.evalMs));
        put("repetitions.eval_runs", row, text(r.evalRuns));
    }
    for (auto it = run.memory.cbegin(); it != run.memory.cend(); ++it) {
        const MemorySeries& m = it.value();
        const QString& row = it.key();
        put("memory_series.time_is_epoch", row, QString::number(m.timeIsEpoch));
        put("memory_series.pid", row, QString::number(m.pid));
        put("memory_series.t", row, seriesText(m.t));
        put("memory_series.rss", row, seriesText(m.rssKb));
        put("memory_series.hwm", row, seriesText(m.hwmKb));
        put("memory_series.vm_size", row, seriesText(m.vmSizeKb));
        put("memory_series.rss_anon", row, seriesText(m.rssAnonKb));
        put("memory_series.rss_file", row, seriesText(m.rssFileKb));
        put("memory_series.rss_shmem", row, seriesText(m.rssShmemKb));
        put("memory_series.threads", row, seriesText(m.threads));
        put("memory_series.utime_ms", row, seriesText(m.utimeMs));
        put("memory_series.stime_ms", row, seriesText(m.stimeMs));
        put("memory_series.vol_ctx_switches", row, seriesText(m.volCtxSwitches));
        put("memory_series.invol_ctx_switches", row, seriesText(m.involCtxSwitches));
        put("memory_series.min_faults", row, seriesText(m.minFaults));
        put("memory_series.maj_faults", row, seriesText(m.majFaults));
        put("memory_series.read_bytes", row, seriesText(m.readBytes));
    }
    const SystemSeries& y = run.system;
    if (!y.isEmpty()) {
        put("system_series.gpu", {}, y.gpu);
        put("system_series.t", {}, seriesText(y.t));
        put("system_series.cpu_user", {}, seriesText(y.cpuUserPct));
        put("system_series.cpu_system", {}, seriesText(y.cpuSystemPct));
        put("system_series.cpu_iowait", {}, seriesText(y.cpuIowaitPct));
        put("system_series.cpu_steal", {}, seriesText(y.cpuStealPct));
        put("system_series.psi_cpu_some", {}, seriesText(y.psiCpuSomePct));
        put("system_series.psi_io_some", {}, seriesText(y.psiIoSomePct));
        put("system_series.psi_mem_some", {}, seriesText(y.psiMemSomePct));
        put("system_series.psi_mem_full", {}, seriesText(y.psiMemFullPct));
        put("system_series.mem_available", {}, seriesText(y.memAvailableKb));
        put("system_series.canary_max", {}, seriesText(y.canaryMaxMs));
        put("system_series.gpu_mem", {}, seriesText(y.gpuMemMiB));
        put("system_series.cpu_freq_mean", {}, seriesText(y.cpuFreqMeanMhz));
        put("system_series.cpu_freq_min", {}, seriesText(y.cpuFreqMinMhz));
        put("system_series.temp_max", {}, seriesText(y.tempMaxC));
        put("system_series.gpu_load", {}, seriesText(y.gpuLoadPct));
    }
    for (int i = 0; i < run.sources.size(); ++i) {
        const SourceFile& f = run.sources.at(i);
        put("sources.format", QString::number(i), f.format);
        put("sources.sha256", QString::number(i), QString::fromLatin1(f.sha256));
        put("sources.size", QString::number(i), text(double(f.size)));
    }
    for (int i = 0; i < run.reportedSummaries.size(); ++i) {
        const ReportedSummary& x = run.reportedSummaries.at(i);
        put("reported_summaries.source", QString::number(i), x.source);
        put("reported_summaries.n", QString::number(i), text(double(x.n)));
        for (auto it = x.figures.cbegin(); it != x.figures.cend(); ++it)
            put("summary_figures.value", QStringLiteral("%1 %2").arg(i).arg(it.key()), text(it.value()));
    }
    for (const ConcurrencyLevel& l : run.concurrencyLevels) {
        const QString row = QString::number(l.level);
        const auto lv = [&](const char* column, const QString& value) { put(column, row, value); };
        lv("concurrency_levels.requests", QString::number(l.requests));
        lv("concurrency_levels.completed", QString::number(l.completed));
        lv("concurrency_levels.failed", QString::number(l.failed));
        lv("concurrency_levels.in_flight", QString::number(l.inFlight));
        lv("concurrency_levels.wall_ms", text(l.wallMs));
        lv("concurrency_levels.ttft_p50_ms", text(l.ttftP50Ms));
        lv("concurrency_levels.ttft_p90_ms", text(l.ttftP90Ms));
        lv("concurrency_levels.ttft_p99_ms", text(l.ttftP99Ms));
        lv("concurrency_levels.e2e_p50_ms", text(l.e2eP50Ms));
        lv("concurrency_levels.e2e_p90_ms", text(l.e2eP90Ms));
        lv("concurrency_levels.e2e_p99_ms", text(l.e2eP99Ms));
        lv("concurrency_levels.output_tokens_per_s", text(l.outputTokensPerS));
        lv("concurrency_levels.requests_per_s", text(l.requestsPerS));
        lv("concurrency_levels.within_budget", text(l.withinBudget));
    }
    put("concurrency_levels.level", {}, QString::number(run.concurrencyLevels.size()));
    return c;
}

// What a raw file cannot give back, taken from the store and named as not checked: labels given by
// the user or the runner, identifiers inside the project, and what the plan's runner added.
QStringList carryOver(const Run& stored, Run& fresh)
{
    QStringList names { QStringLiteral("runs.id"), QStringLiteral("runs.name"), QStringLiteral("runs.device"),
        QStringLiteral("runs.provenance"), QStringLiteral("runs.created_at"), QStringLiteral("runs.plan_id"),
        QStringLiteral("inputs.file"), QStringLiteral("inputs.ord"), QStringLiteral("sources.path"),
        QStringLiteral("sources.ord"), QStringLiteral("reported_summaries.ord"),
        QStringLiteral("reported_summaries.source"), QStringLiteral("summary_figures.summary_ord"),
        QStringLiteral("summary_figures.key"), QStringLiteral("concurrency_levels.ord"),
        QStringLiteral("repetitions.ord"), QStringLiteral("environment.key"), QStringLiteral("run_params.key"),
        QStringLiteral("memory_series.input_id"), QStringLiteral("memory_series.n"), QStringLiteral("system_series.n"),
        QStringLiteral("inputs.input_id"), QStringLiteral("raw_files.id"), QStringLiteral("raw_files.name"),
        QStringLiteral("raw_files.tool"), QStringLiteral("raw_files.imported_at"), QStringLiteral("raw_files.format"),
        QStringLiteral("raw_files.size"), QStringLiteral("conclusions.body"), QStringLiteral("conclusions.updated_at"),
        QStringLiteral("plans.id"), QStringLiteral("plans.name"), QStringLiteral("plans.sha256"),
        QStringLiteral("plans.text"), QStringLiteral("devices.id"), QStringLiteral("devices.name"),
        QStringLiteral("devices.kind"), QStringLiteral("devices.host"), QStringLiteral("devices.port"),
        QStringLiteral("devices.user"), QStringLiteral("devices.details") };
    // The plan's parameters and its file are added by the runner from the plan, not read from a raw file.
    bool params = false;
    for (auto it = stored.params.cbegin(); it != stored.params.cend(); ++it)
        if (!fresh.params.contains(it.key()))
            fresh.params.insert(it.key(), it.value()), params = true;
    if (params)
        names << QStringLiteral("run_params.value") << QStringLiteral("runs.model")
              << QStringLiteral("runs.quantization") << QStringLiteral("runs.backend");
    const bool extraSources = stored.sources.size() > fresh.sources.size(); // the plan file
    for (qsizetype i = fresh.sources.size(); i < stored.sources.size(); ++i)
        fresh.sources << stored.sources.at(i);
    if (extraSources)
        names << QStringLiteral("sources.format") << QStringLiteral("sources.sha256") << QStringLiteral("sources.size");
    bool tokens = false, rejected = false;
    for (InputSpec& spec : fresh.inputs)
        for (const InputSpec& s : stored.inputs)
            if (s.id == spec.id && spec.tokens < 0 && s.tokens >= 0)
                spec.tokens = s.tokens, tokens = true;
    if (tokens)
        names << QStringLiteral("inputs.tokens");
    // A repetition rejected by an acceptance rule was judged on its output, which the project does not keep.
    for (int i = 0; i < fresh.repetitions.size() && i < stored.repetitions.size(); ++i)
        if (stored.repetitions.at(i).outcome == Outcome::Rejected && fresh.repetitions.at(i).outcome == Outcome::Ok)
            fresh.repetitions[i].outcome = Outcome::Rejected, rejected = true;
    if (rejected)
        names << QStringLiteral("repetitions.outcome");
    return names;
}

void compareCells(const Cells& a, const Cells& b, const QStringList& notChecked, RunVerification& v)
{
    QSet<std::pair<QString, QString>> keys;
    for (auto it = a.cbegin(); it != a.cend(); ++it)
        keys.insert(it.key());
    for (auto it = b.cbegin(); it != b.cend(); ++it)
        keys.insert(it.key());
    QList<std::pair<QString, QString>> sorted(keys.cbegin(), keys.cend());
    std::sort(sorted.begin(), sorted.end());
    for (const auto& key : sorted) {
        if (notChecked.contains(key.first))
            continue;
        ++v.figuresCompared;
        const QString x = a.value(key, QStringLiteral("absent")), y = b.value(key, QStringLiteral("absent"));
        if (x != y)
            v.differences.append({ key.second, key.first, x, y });
    }
}
} // namespace

QString verificationStatusName(RunVerification::Status s)
{
    switch (s) {
    case RunVerification::Status::Reproduced:
        return QStringLiteral("reproduced");
    case RunVerification::Status::Differs:
        return QStringLiteral("differs");
    case RunVerification::Status::NotRecomputable:
        break;
    }
    return QStringLiteral("not_recomputable");
}

RunVerification verifyRun(const Store& store, const QString& runId)
{
    RunVerification v;
    v.runId = runId;
    const std::optional<Run> stored = store.loadRun(runId, &v.diagnostics);
    if (!stored)
        return v;
    v.runName = stored->name;
    Recomputed again = recompute(store, runId);
    v.diagnostics += again.diagnostics;
    v.notes += again.notes;
    if (!again.run || hasErrors(v.diagnostics))
        return v;
    Run& fresh = *again.run;
    // Token counts of a planned run come from the plan's token-count command at run time, not
    // from a raw file: they are taken from the store and said so.
    for (const InputSpec& spec : fresh.inputs)
        for (const InputSpec& s : stored->inputs)
            if (s.id == spec.id && spec.tokens < 0 && s.tokens >= 0)
                v.notes << Tr::tr("Input %1: the token count (%2) is not in a raw file; the stored one was used.")
                               .arg(s.id)
                               .arg(s.tokens);
    v.notChecked = carryOver(*stored, fresh);
    Cells storedCells = cellsOf(*stored);
    // The runs list shows model, quantization, backend and verdict from the runs row itself.
    for (const RunRow& row : store.listRuns()) {
        if (row.id != runId)
            continue;
        storedCells[{ QStringLiteral("runs.model"), {} }] = row.model;
        storedCells[{ QStringLiteral("runs.quantization"), {} }] = row.quantization;
        storedCells[{ QStringLiteral("runs.backend"), {} }] = row.backend;
        storedCells[{ QStringLiteral("runs.verdict"), {} }] = row.verdict.value_or(QStringLiteral("null"));
    }
    Cells freshCells = cellsOf(fresh);
    // The verdict from the recomputed figures, as the import decided it (projectimport.cpp).
    freshCells[{ QStringLiteral("runs.verdict"), {} }]
        = firstLimitName(decide(fresh, verdictOptionsFromRun(fresh)).first);
    compareCells(storedCells, freshCells, v.notChecked, v);
    const VerdictOptions options = verdictOptionsFromRun(*stored);
    const FigureTable a = perInputFigures(*stored, options);
    const FigureTable b = perInputFigures(fresh, options);
    for (const InputFigures& fa : a.inputs) {
        const auto it = std::find_if(
            b.inputs.begin(), b.inputs.end(), [&](const InputFigures& f) { return f.inputId == fa.inputId; });
        ++v.figuresCompared;
        if (it == b.inputs.end())
            v.differences.append(
                { fa.inputId, QStringLiteral("input"), QStringLiteral("present"), QStringLiteral("absent") });
        else
            compareInput(fa, *it, v);
    }
    for (const InputFigures& fb : b.inputs) {
        const bool inStored = std::any_of(
            a.inputs.begin(), a.inputs.end(), [&](const InputFigures& f) { return f.inputId == fb.inputId; });
        if (!inStored) {
            ++v.figuresCompared;
            v.differences.append(
                { fb.inputId, QStringLiteral("input"), QStringLiteral("absent"), QStringLiteral("present") });
        }
    }
    v.status = v.differences.isEmpty() ? RunVerification::Status::Reproduced : RunVerification::Status::Differs;
    return v;
}

bool VerifyResult::allReproduced() const
{
    if (hasErrors(diagnostics) || runs.isEmpty())
        return false;
    return std::all_of(runs.begin(), runs.end(),
        [](const RunVerification& r) { return r.status == RunVerification::Status::Reproduced; });
}

VerifyResult verifyProject(const Store& store)
{
    VerifyResult result;
    // A damaged page or a row that refers to no run (a raw file or a conclusion moved by hand)
    // is the project's own fault, named before any run.
    result.diagnostics += store.integrityCheck();
    const QList<RunRow> rows = store.listRuns(&result.diagnostics);
    for (const RunRow& row : rows)
        result.runs << verifyRun(store, row.id);
    return result;
}

QJsonObject verifyResultToJson(const VerifyResult& result, const QString& projectPath)
{
    QJsonArray runs;
    for (const RunVerification& r : result.runs) {
        QJsonArray diffs;
        for (const FigureDifference& d : r.differences)
            diffs.append(QJsonObject { { QStringLiteral("input"), d.inputId }, { QStringLiteral("figure"), d.figure },
                { QStringLiteral("stored"), d.stored }, { QStringLiteral("recomputed"), d.recomputed } });
        QJsonArray errors;
        for (const Diagnostic& d : r.diagnostics)
            errors.append(d.toString());
        runs.append(QJsonObject { { QStringLiteral("id"), r.runId }, { QStringLiteral("name"), r.runName },
            { QStringLiteral("status"), verificationStatusName(r.status) },
            { QStringLiteral("figures_compared"), r.figuresCompared }, { QStringLiteral("differences"), diffs },
            { QStringLiteral("notes"), QJsonArray::fromStringList(r.notes) },
            { QStringLiteral("not_checked"), QJsonArray::fromStringList(r.notChecked) },
            { QStringLiteral("messages"), errors } });
    }
    QJsonArray errors;
    for (const Diagnostic& d : result.diagnostics)
        errors.append(d.toString());
    return QJsonObject { { QStringLiteral("format_version"), 1 },
        { QStringLiteral("project"), QFileInfo(projectPath).fileName() },
        { QStringLiteral("all_reproduced"), result.allReproduced() }, { QStringLiteral("runs"), runs },
        { QStringLiteral("messages"), errors } };
}

} // namespace Analysis
