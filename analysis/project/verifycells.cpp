// The store-shaped view of a Run for verify: every stored value under the column it is stored in,
// keyed by its row, and what a raw file cannot give back (carried over and named, never counted).
#include "analysis/project/verifycells.h"

#include <QCryptographicHash>
#include <QSet>

#include <algorithm>

namespace Analysis::VerifyCells {

QString text(double v)
{
    return QString::number(v, 'g', 15);
}

QString exactnessName(Exactness e)
{
    return e == Exactness::Exact  ? QStringLiteral("exact")
        : e == Exactness::Sampled ? QStringLiteral("sampled")
                                  : QStringLiteral("unknown");
}

namespace {
// Every stored value of a run under the column it is stored in ("repetitions.tokens_out"), keyed by
// its row, so that a value the per-input figures do not summarise (an environment entry, one
// sample, a tool's summary) is compared as well.

template <typename T> QString seriesText(const std::vector<T>& v)
{
    // Compared whole; shown by size and a digest (the first differing sample is named below).
    QByteArray bytes(reinterpret_cast<const char*>(v.data()), qsizetype(v.size() * sizeof(T)));
    return QStringLiteral("%1 samples, SHA-256 %2")
        .arg(v.size())
        .arg(QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex().left(16)));
}

} // namespace

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
        put("repetitions.rejection", row, r.rejection);
        put("repetitions.load_hwm_kb", row, text(r.loadHwmKb));
        put("repetitions.start_ms", row, text(r.startMs));
        put("repetitions.ttft_source", row, r.ttftSource);
        put("repetitions.engine", row, r.engine);
        put("repetitions.engine_load_ms", row, text(r.engineLoadMs));
        put("repetitions.prompt_eval_ms", row, text(r.promptEvalMs));
        put("repetitions.prompt_tokens", row, text(r.promptTokens));
        put("repetitions.eval_ms", row, text(r.evalMs));
        put("repetitions.eval_runs", row, text(r.evalRuns));
        put("repetitions.mapped_scans", row, text(r.mappedScans));
        put("repetitions.energy_j", row, text(r.energyJ));
        put("repetitions.power_mean_w", row, text(r.powerMeanW));
        put("repetitions.power_peak_w", row, text(r.powerPeakW));
        put("repetitions.cooldown_wait_ms", row, text(r.cooldownWaitMs));
        put("repetitions.cooldown_reached", row, text(r.cooldownReached));
        put("repetitions.start_temp_c", row, text(r.startTempC));
        put("repetitions.start_freq_mhz", row, text(r.startFreqMhz));
        for (int k = 0; k < r.mappedFiles.size(); ++k) {
            const MappedFile& f = r.mappedFiles.at(k);
            const QString file = QStringLiteral("%1 %2").arg(row).arg(k);
            put("mapped_files.path", file, f.path);
            put("mapped_files.rss_kb", file, text(double(f.rssKb)));
            put("mapped_files.size_kb", file, text(double(f.sizeKb)));
            put("mapped_files.code", file, QString::number(f.code));
        }
        for (int k = 0; k < r.gpuMemory.size(); ++k) {
            const GpuMemory& g = r.gpuMemory.at(k);
            const QString gpu = QStringLiteral("%1 %2").arg(row).arg(k);
            put("gpu_memory.gpu", gpu, QString::number(g.index));
            put("gpu_memory.name", gpu, g.name);
            put("gpu_memory.source", gpu, g.source);
            put("gpu_memory.unified", gpu, QString::number(g.unified));
            put("gpu_memory.total_bytes", gpu, text(g.totalBytes));
            put("gpu_memory.used_peak_bytes", gpu, text(g.usedPeakBytes));
            put("gpu_memory.process_peak_bytes", gpu, text(g.processPeakBytes));
            put("gpu_memory.samples", gpu, QString::number(g.samples));
            put("gpu_memory.allocated_peak_bytes", gpu, text(g.allocatedPeakBytes));
            put("gpu_memory.reserved_peak_bytes", gpu, text(g.reservedPeakBytes));
            put("gpu_memory.peak_api", gpu, g.peakApi);
        }
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
        put("system_series.runnable", {}, seriesText(y.runnable));
        put("system_series.cpus_online", {}, seriesText(y.cpusOnline));
        put("system_series.power_w", {}, seriesText(y.powerW));
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
        lv("concurrency_levels.engine_processing_max", text(l.engineProcessingMax));
    }
    put("concurrency_levels.level", {}, QString::number(run.concurrencyLevels.size()));
    for (int i = 0; i < run.events.size(); ++i) {
        const RunEvent& e = run.events.at(i);
        const QString row = QString::number(i);
        put("run_events.type", row, e.type);
        put("run_events.t_ms", row, text(e.tMs));
        put("run_events.input_id", row, e.inputId);
        put("run_events.rep", row, text(e.rep));
        put("run_events.subject", row, e.subject);
        put("run_events.message", row, e.message);
        put("run_events.detail", row, e.detail);
        put("run_events.value", row, text(e.value));
        put("run_events.limit_value", row, text(e.limit));
    }
    put("run_events.ord", {}, QString::number(run.events.size()));
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
        QStringLiteral("summary_figures.key"), QStringLiteral("concurrency_levels.ord"), QStringLiteral("mapped_files.ord"),
        QStringLiteral("gpu_memory.ord"),
        QStringLiteral("repetitions.ord"), QStringLiteral("environment.key"), QStringLiteral("run_params.key"),
        QStringLiteral("memory_series.input_id"), QStringLiteral("memory_series.n"), QStringLiteral("system_series.n"),
        QStringLiteral("inputs.input_id"), QStringLiteral("raw_files.id"), QStringLiteral("raw_files.name"),
        QStringLiteral("raw_files.tool"), QStringLiteral("raw_files.imported_at"), QStringLiteral("raw_files.format"),
        QStringLiteral("raw_files.size"), QStringLiteral("conclusions.body"), QStringLiteral("conclusions.updated_at"),
        QStringLiteral("conclusion_drafts.body"), QStringLiteral("conclusion_drafts.updated_at"),
        QStringLiteral("plans.id"), QStringLiteral("plans.name"), QStringLiteral("plans.sha256"),
        QStringLiteral("plans.text"), QStringLiteral("devices.id"), QStringLiteral("devices.name"),
        QStringLiteral("devices.kind"), QStringLiteral("devices.host"), QStringLiteral("devices.port"),
        QStringLiteral("devices.user"), QStringLiteral("devices.details") };
    // Labels are given with --label or the plan's `labels`: no raw file holds them.
    if (!stored.labels.isEmpty()) {
        fresh.labels = stored.labels;
        names << QStringLiteral("run_labels.run_id") << QStringLiteral("run_labels.key")
              << QStringLiteral("run_labels.value");
    }
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
    // A repetition rejected by an acceptance rule was judged on its output, which the project does not
    // keep: the verdict, its kind (format or quality) and the rule's words are carried.
    for (int i = 0; i < fresh.repetitions.size() && i < stored.repetitions.size(); ++i) {
        const Repetition& s = stored.repetitions.at(i);
        Repetition& f = fresh.repetitions[i];
        if (s.outcome == Outcome::Rejected && f.outcome == Outcome::Ok && f.error.isEmpty()) {
            f.outcome = Outcome::Rejected;
            f.rejection = s.rejection;
            f.error = s.error;
            rejected = true;
        }
    }
    if (rejected)
        names << QStringLiteral("repetitions.outcome") << QStringLiteral("repetitions.rejection");
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

} // namespace Analysis::VerifyCells
