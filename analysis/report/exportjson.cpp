// The run's JSON document (docs/json-format.md), written in the order of that document: one
// function per section, each reading the Run it is given. It stays one file so that the code reads
// alongside the format's documentation; the per-input table it shares with the other exports is
// inputtable.cpp.
#include "analysis/report/exportjson.h"

#include "analysis/core/labels.h"
#include "analysis/report/inputtable.h"

#include "analysis/core/gpumemory.h"
#include "analysis/core/tr.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>

namespace Analysis {
namespace {
// Field names are a contract (docs/json-format.md): change them only with format_version.
template <typename T> QJsonValue opt(const std::optional<T>& v)
{
    return v ? QJsonValue(static_cast<double>(*v)) : QJsonValue(QJsonValue::Null);
}
QJsonValue known(int64_t v)
{
    return v < 0 ? QJsonValue(QJsonValue::Null) : QJsonValue(double(v));
}
QString exactnessName(Exactness e)
{
    return e == Exactness::Exact  ? QStringLiteral("exact")
        : e == Exactness::Sampled ? QStringLiteral("sampled")
                                  : QStringLiteral("unknown");
}
Exactness exactnessFromName(const QString& n)
{
    return n == u"exact" ? Exactness::Exact : n == u"sampled" ? Exactness::Sampled : Exactness::Unknown;
}
QString isoOrEmpty(const QDateTime& t)
{
    return t.isValid() ? t.toUTC().toString(Qt::ISODateWithMs) : QString();
}

QJsonArray column(const std::vector<int64_t>& c)
{
    QJsonArray a;
    for (int64_t v : c)
        a.append(v == MemorySeries::kMissing ? QJsonValue(QJsonValue::Null) : QJsonValue(double(v)));
    return a;
}

QJsonObject repetitionObject(const Repetition& r)
{
    QJsonObject o { { QStringLiteral("input"), r.inputId }, { QStringLiteral("rep"), r.index },
            { QStringLiteral("warmup"), r.warmup }, { QStringLiteral("wall_ms"), r.wallMs },
            { QStringLiteral("load_ms"), opt(r.loadMs) }, { QStringLiteral("ttft_ms"), opt(r.ttftMs) },
            { QStringLiteral("ttft_source"), r.ttftSource.isEmpty() ? QJsonValue() : QJsonValue(r.ttftSource) },
            { QStringLiteral("tokens_out"), opt(r.tokensOut) }, { QStringLiteral("exit"), opt(r.exitCode) },
            { QStringLiteral("signal"), opt(r.signal) }, { QStringLiteral("outcome"), outcomeName(r.outcome) },
            { QStringLiteral("max_rss_kb"), opt(r.maxRssKb) },
            { QStringLiteral("inference_peak_kb"), opt(r.inferencePeakKb) },
            { QStringLiteral("inference_peak_exactness"), exactnessName(r.inferencePeakExactness) },
            { QStringLiteral("load_hwm_kb"), opt(r.loadHwmKb) }, { QStringLiteral("start_ms"), opt(r.startMs) },
            { QStringLiteral("concurrency"), opt(r.concurrency) }, { QStringLiteral("tpot_ms"), opt(r.tpotMs) },
            { QStringLiteral("tokens_per_s"), opt(r.tokensPerS) },
            { QStringLiteral("engine"), r.engine.isEmpty() ? QJsonValue() : QJsonValue(r.engine) },
            { QStringLiteral("engine_load_ms"), opt(r.engineLoadMs) },
            { QStringLiteral("prompt_eval_ms"), opt(r.promptEvalMs) },
            { QStringLiteral("prompt_tokens"), opt(r.promptTokens) }, { QStringLiteral("eval_ms"), opt(r.evalMs) },
            { QStringLiteral("eval_runs"), opt(r.evalRuns) },
            { QStringLiteral("server_prompt_ms"), opt(r.serverPromptMs) },
            { QStringLiteral("server_generation_ms"), opt(r.serverGenerationMs) },
            { QStringLiteral("error"), r.error } };
    // Loop mode's passes (run.iterations) say which pass they were.
    if (r.iteration)
        o[u"iteration"] = *r.iteration;
    // A rejected output says whether its format or its content failed the rule.
    if (!r.rejection.isEmpty())
        o[u"rejection"] = r.rejection;
    // Energy (issue 25): only where the probe measured it.
    if (r.energyJ || r.powerMeanW || r.powerPeakW) {
        o[u"energy_j"] = opt(r.energyJ);
        o[u"power_mean_w"] = opt(r.powerMeanW);
        o[u"power_peak_w"] = opt(r.powerPeakW);
    }
    // Accelerator memory (issue 25, item 3): one entry per GPU, only where the probe read one.
    if (!r.gpuMemory.isEmpty()) {
        QJsonArray gpus;
        for (const GpuMemory& g : r.gpuMemory)
            gpus.append(QJsonObject { { QStringLiteral("index"), g.index }, { QStringLiteral("name"), g.name },
                { QStringLiteral("source"), g.source }, { QStringLiteral("unified"), g.unified },
                { QStringLiteral("total_bytes"), opt(g.totalBytes) },
                { QStringLiteral("used_peak_bytes"), opt(g.usedPeakBytes) },
                { QStringLiteral("process_peak_bytes"), opt(g.processPeakBytes) },
                { QStringLiteral("samples"), g.samples },
                { QStringLiteral("allocated_peak_bytes"), opt(g.allocatedPeakBytes) },
                { QStringLiteral("reserved_peak_bytes"), opt(g.reservedPeakBytes) },
                { QStringLiteral("peak_api"), g.peakApi.isEmpty() ? QJsonValue() : QJsonValue(g.peakApi) } });
        o[u"gpu_memory"] = gpus;
    }
    // The thermal protocol's wait and start (issue 25, item 2): only where the plan had one.
    if (r.cooldownWaitMs || r.startTempC || r.startFreqMhz || r.cooldownReached) {
        o[u"cooldown_wait_ms"] = opt(r.cooldownWaitMs);
        o[u"cooldown_reached"] = r.cooldownReached ? QJsonValue(*r.cooldownReached) : QJsonValue();
        o[u"start_temp_c"] = opt(r.startTempC);
        o[u"start_freq_mhz"] = opt(r.startFreqMhz);
    }
    return o;
}

// An offline corpus run (docs/json-format.md, "corpus"): every pass and every failed document.
QJsonObject corpusObject(const CorpusFigures& c)
{
    const auto text = [](const QString& s) { return s.isEmpty() ? QJsonValue() : QJsonValue(s); };
    QJsonArray passes;
    for (const CorpusPass& p : c.passes) {
        QJsonObject failures;
        for (FailureReason reason : failureReasons())
            failures[failureReasonName(reason)] = p.failures.value(reason);
        QJsonArray failed;
        for (const CorpusDocumentResult& d : p.failed)
            failed.append(QJsonObject { { QStringLiteral("id"), d.id },
                { QStringLiteral("reason"), failureReasonName(*d.reason) }, { QStringLiteral("failed"), d.failed },
                { QStringLiteral("stable"), d.stable }, { QStringLiteral("first_failed_rep"), d.firstFailedRep },
                { QStringLiteral("detail"), d.detail } });
        passes.append(
            QJsonObject { { QStringLiteral("concurrency"), opt(p.level) }, { QStringLiteral("documents"), p.documents },
                { QStringLiteral("expected"), p.expected }, { QStringLiteral("accepted"), p.accepted },
                { QStringLiteral("all_obtained"), p.allObtained() }, { QStringLiteral("span_ms"), opt(p.spanMs) },
                { QStringLiteral("time_to_all_expected_ms"), p.allObtained() ? opt(p.spanMs) : QJsonValue() },
                { QStringLiteral("failures"), failures }, { QStringLiteral("failed"), failed } });
    }
    QJsonArray sent, processed;
    for (int level : c.concurrencySent) {
        sent.append(level);
        processed.append(c.processedAtOnce.contains(level) ? QJsonValue(c.processedAtOnce.value(level)) : QJsonValue());
    }
    QJsonObject o { { QStringLiteral("source"), c.source }, { QStringLiteral("documents"), c.documents },
        { QStringLiteral("only"), QJsonArray::fromStringList(c.only) },
        { QStringLiteral("batch_size"),
            c.batchSize.isEmpty() || c.batchSize == u"null" ? QJsonValue() : QJsonValue(c.batchSize) },
        { QStringLiteral("concurrency_sent"), sent }, { QStringLiteral("processed_at_once"), processed },
        { QStringLiteral("passes"), passes } };
    o[u"decision"] = c.decisionFollows.isEmpty()
        ? QJsonValue()
        : QJsonValue(QJsonObject { { QStringLiteral("follows"), c.decisionFollows },
            { QStringLiteral("because"), text(c.decisionBecause) },
            { QStringLiteral("change"), text(c.decisionChange) } });
    return o;
}

QJsonObject runObject(const Run& run)
{
    QJsonObject o;
    o[u"id"] = run.id;
    o[u"name"] = run.name;
    o[u"device"] = run.device;
    o[u"started_at"] = isoOrEmpty(run.startedAt);
    o[u"timing_kind"] = timingKindName(run.timingKind);
    o[u"provenance"] = run.provenance;
    QJsonObject params;
    for (auto it = run.params.cbegin(); it != run.params.cend(); ++it)
        params[it.key()] = it.value();
    o[u"params"] = params;
    QJsonObject labels;
    for (auto it = run.labels.cbegin(); it != run.labels.cend(); ++it)
        labels[it.key()] = it.value();
    o[u"labels"] = labels;
    QJsonArray inputs;
    for (const InputSpec& s : run.inputs)
        inputs.append(QJsonObject { { QStringLiteral("id"), s.id }, { QStringLiteral("file"), s.file },
            { QStringLiteral("chars"), known(s.chars) }, { QStringLiteral("bytes"), known(s.bytes) },
            { QStringLiteral("tokens"), known(s.tokens) } });
    o[u"inputs"] = inputs;
    QJsonArray reps, iterations;
    for (const Repetition& r : run.repetitions)
        reps.append(repetitionObject(r));
    for (const Repetition& r : run.iterations)
        iterations.append(repetitionObject(r));
    o[u"repetitions"] = reps;
    o[u"iterations"] = iterations;
    QJsonArray memory;
    for (auto it = run.memory.cbegin(); it != run.memory.cend(); ++it) {
        const MemorySeries& s = it.value();
        QJsonArray t;
        for (double v : s.t)
            t.append(v);
        memory.append(QJsonObject { { QStringLiteral("input"), it.key() }, { QStringLiteral("pid"), double(s.pid) },
            { QStringLiteral("time_is_epoch"), s.timeIsEpoch }, { QStringLiteral("t_s"), t },
            { QStringLiteral("rss_kb"), column(s.rssKb) }, { QStringLiteral("hwm_kb"), column(s.hwmKb) },
            { QStringLiteral("vm_size_kb"), column(s.vmSizeKb) },
            { QStringLiteral("rss_anon_kb"), column(s.rssAnonKb) },
            { QStringLiteral("rss_file_kb"), column(s.rssFileKb) },
            { QStringLiteral("rss_shmem_kb"), column(s.rssShmemKb) } });
    }
    o[u"memory"] = memory;
    QJsonObject values;
    for (auto it = run.environment.values.cbegin(); it != run.environment.values.cend(); ++it)
        values[it.key()] = it.value();
    o[u"environment"] = QJsonObject { { QStringLiteral("values"), values },
        { QStringLiteral("mem_total_kb"), opt(run.environment.memTotalKb) },
        { QStringLiteral("mem_available_kb"), opt(run.environment.memAvailableKb) },
        { QStringLiteral("cgroup_limit_bytes"), opt(run.environment.cgroupLimitBytes) } };
    QJsonArray sources;
    for (const SourceFile& s : run.sources)
        sources.append(QJsonObject { { QStringLiteral("path"), s.path }, { QStringLiteral("format"), s.format },
            { QStringLiteral("sha256"), QString::fromLatin1(s.sha256) }, { QStringLiteral("size"), double(s.size) } });
    o[u"sources"] = sources;
    QJsonArray summaries;
    for (const ReportedSummary& s : run.reportedSummaries) {
        QJsonObject figures;
        for (auto it = s.figures.cbegin(); it != s.figures.cend(); ++it)
            figures[it.key()] = it.value();
        summaries.append(QJsonObject { { QStringLiteral("source"), s.source }, { QStringLiteral("n"), s.n >= 0 ? QJsonValue(double(s.n)) : QJsonValue() },
            { QStringLiteral("figures_ms"), figures } });
    }
    o[u"reported_summaries"] = summaries;
    // Serve mode: the sweep's levels (written for readers; not needed to recompute the figures).
    QJsonArray levels;
    for (const ConcurrencyLevel& l : run.concurrencyLevels)
        levels.append(QJsonObject { { QStringLiteral("level"), l.level }, { QStringLiteral("requests"), l.requests },
            { QStringLiteral("completed"), l.completed }, { QStringLiteral("failed"), l.failed },
            { QStringLiteral("wall_ms"), l.wallMs }, { QStringLiteral("ttft_p50_ms"), opt(l.ttftP50Ms) },
            { QStringLiteral("ttft_p90_ms"), opt(l.ttftP90Ms) }, { QStringLiteral("e2e_p50_ms"), opt(l.e2eP50Ms) },
            { QStringLiteral("e2e_p90_ms"), opt(l.e2eP90Ms) },
            { QStringLiteral("output_tokens_per_s"), l.outputTokensPerS },
            { QStringLiteral("requests_per_s"), l.requestsPerS },
            { QStringLiteral("within_budget"),
                l.withinBudget ? QJsonValue(*l.withinBudget) : QJsonValue(QJsonValue::Null) },
            { QStringLiteral("engine_processing_max"), opt(l.engineProcessingMax) } });
    o[u"concurrency_levels"] = levels;
    o[u"sustainable_concurrency"] = opt(run.sustainableConcurrency);
    QJsonArray events;
    for (const RunEvent& e : run.events)
        events.append(QJsonObject { { QStringLiteral("type"), e.type }, { QStringLiteral("t_ms"), opt(e.tMs) },
            { QStringLiteral("input"), e.inputId }, { QStringLiteral("rep"), opt(e.rep) },
            { QStringLiteral("subject"), e.subject }, { QStringLiteral("message"), e.message },
            { QStringLiteral("detail"), e.detail }, { QStringLiteral("value"), opt(e.value) },
            { QStringLiteral("limit"), opt(e.limit) }, { QStringLiteral("text"), runEventText(e) } });
    o[u"events"] = events;
    return o;
}

QJsonObject figuresObject(const Report& r)
{
    const FigureTable& t = r.figures;
    // The per-input table's fields (inputtable.h), the same as inputs.csv and the pages show.
    const InputTable table = inputTable(r);
    QJsonArray inputs;
    for (int row = 0; row < table.rows.size(); ++row) {
        QJsonObject o;
        for (const InputField& f : table.fields(row))
            o[f.key] = f.value;
        inputs.append(o);
    }
    // Per input and GPU, never added across GPUs; GiB = 2^30 bytes.
    QJsonArray gpus;
    const auto gib = [](const std::optional<int64_t>& b) {
        return b ? QJsonValue(std::round(double(*b) / double(int64_t(1) << 30) * 1000.0) / 1000.0) : QJsonValue();
    };
    for (const GpuPeak& p : gpuPeaks(r.run)) {
        const auto share = p.share();
        gpus.append(QJsonObject { { QStringLiteral("input"), p.inputId }, { QStringLiteral("index"), p.index },
            { QStringLiteral("name"), p.name }, { QStringLiteral("unified"), p.unified }, { QStringLiteral("n"), p.n },
            { QStringLiteral("process_peak_bytes"), opt(p.processPeakBytes) },
            { QStringLiteral("process_peak_gib"), gib(p.processPeakBytes) },
            { QStringLiteral("used_peak_bytes"), opt(p.usedPeakBytes) },
            { QStringLiteral("total_bytes"), opt(p.totalBytes) }, { QStringLiteral("total_gib"), gib(p.totalBytes) },
            { QStringLiteral("share"), share ? QJsonValue(*share) : QJsonValue() },
            { QStringLiteral("workload_n"), p.workloadN },
            { QStringLiteral("allocated_peak_bytes"), opt(p.allocatedPeakBytes) },
            { QStringLiteral("allocated_peak_gib"), gib(p.allocatedPeakBytes) },
            { QStringLiteral("reserved_peak_bytes"), opt(p.reservedPeakBytes) },
            { QStringLiteral("reserved_peak_gib"), gib(p.reservedPeakBytes) },
            { QStringLiteral("peak_api"), p.peakApi.isEmpty() ? QJsonValue() : QJsonValue(p.peakApi) } });
    }
    return QJsonObject { { QStringLiteral("memory_ceiling_kb"), opt(t.memoryCeilingKb) },
        { QStringLiteral("gpu_memory"), gpus },
        { QStringLiteral("ceiling_origin"), t.ceilingOrigin },
        { QStringLiteral("latency_budget_ms"), opt(t.latencyBudgetMs) },
        { QStringLiteral("length_unit"), lengthUnitName(t.lengthUnit) }, { QStringLiteral("inputs"), inputs } };
}

// A trend against input length: both fits, the one used and why, the crossing with its interval.
QJsonObject trendObject(const Trend& t)
{
    QJsonArray x, y;
    for (double v : t.x)
        x.append(v);
    for (double v : t.y)
        y.append(v);
    const auto fitOf = [](bool valid, double r2, QJsonArray coefficients) {
        return valid ? QJsonValue(QJsonObject { { QStringLiteral("coefficients"), coefficients },
                           { QStringLiteral("r2"), r2 } })
                     : QJsonValue();
    };
    return QJsonObject { { QStringLiteral("lengths"), x }, { QStringLiteral("values"), y },
        { QStringLiteral("line"), fitOf(t.fit.valid, t.fit.r2, QJsonArray { t.fit.intercept, t.fit.slope }) },
        { QStringLiteral("quadratic"),
            fitOf(t.quadratic.valid, t.quadratic.r2, QJsonArray { t.quadratic.c0, t.quadratic.c1, t.quadratic.c2 }) },
        { QStringLiteral("model"), trendModelName(t.model) }, { QStringLiteral("model_reason"), t.modelReason },
        { QStringLiteral("loo_rms_line"), opt(t.looLine) }, { QStringLiteral("loo_rms_quadratic"), opt(t.looQuadratic) },
        { QStringLiteral("limit"), opt(t.limit) }, { QStringLiteral("crosses_at"), opt(t.crossesAt) },
        { QStringLiteral("crossing_low"), opt(t.crossLow) }, { QStringLiteral("crossing_high"), opt(t.crossHigh) },
        { QStringLiteral("resamples"), t.resamples },
        { QStringLiteral("times_longest_length"), t.crossesAt ? QJsonValue(t.crossingReach()) : QJsonValue() },
        { QStringLiteral("growth_order"), growthOrderName(t.order) },
        { QStringLiteral("no_extrapolation_reason"), t.noExtrapolationReason } };
}

QJsonObject verdictObject(const Report& r)
{
    const Verdict& v = r.verdict;
    QJsonArray advice;
    for (Advice a : v.advice)
        advice.append(adviceName(a));
    QJsonArray evidence;
    for (const Evidence& e : v.evidence)
        evidence.append(QJsonObject { { QStringLiteral("figure"), e.figure }, { QStringLiteral("value"), e.value },
            { QStringLiteral("unit"), e.unit }, { QStringLiteral("source"), e.source } });
    return QJsonObject { { QStringLiteral("first_limit"), firstLimitName(v.first) },
        { QStringLiteral("rule"), verdictRuleName(v.rule) }, { QStringLiteral("reason"), v.reason },
        { QStringLiteral("critical_lost"), v.criticalLost },
        { QStringLiteral("contended"), v.contended },
        { QStringLiteral("headline_zh_CN"), r.headline(SentenceLanguage::Chinese) },
        { QStringLiteral("headline_en"), r.headline(SentenceLanguage::English) }, { QStringLiteral("advice"), advice },
        { QStringLiteral("thermal_drift"), v.thermalDrift }, { QStringLiteral("thermal_note"), v.thermalNote },
        { QStringLiteral("sustained_drift"), v.sustainedDrift },
        { QStringLiteral("sustained_ranking_changed"), v.sustainedRankingChanged },
        { QStringLiteral("evidence"), evidence },
        { QStringLiteral("trends"),
            QJsonObject { { QStringLiteral("peak_kb"), trendObject(v.peakTrend) },
                { QStringLiteral("median_ms"), trendObject(v.medianTrend) },
                { QStringLiteral("p90_ms"), trendObject(v.p90Trend) } } },
        { QStringLiteral("unknowns"), QJsonArray::fromStringList(v.unknowns) } };
}

// --- reading ---

struct Reader {
    QString file;
    Diagnostics* diags;
    bool failed = false;
    void error(const QString& field, const QString& message)
    {
        failed = true;
        if (diags)
            diags->append({ Diagnostic::Severity::Error, file, 0, field, message });
    }
    std::optional<double> number(const QJsonObject& o, const char* key, const QString& where)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isNull() || v.isUndefined())
            return std::nullopt;
        if (!v.isDouble() || !std::isfinite(v.toDouble())) {
            error(where % u'.' % QLatin1String(key), Tr::tr("expected a number or null"));
            return std::nullopt;
        }
        return v.toDouble();
    }
    std::vector<int64_t> column(const QJsonObject& o, const char* key, size_t n, const QString& where)
    {
        const QJsonArray a = o.value(QLatin1String(key)).toArray();
        std::vector<int64_t> out;
        if (a.isEmpty())
            return out;
        if (size_t(a.size()) != n) {
            error(where % u'.' % QLatin1String(key), Tr::tr("expected %1 values, found %2").arg(n).arg(a.size()));
            return out;
        }
        out.reserve(n);
        for (const auto& v : a)
            out.push_back(v.isNull() ? MemorySeries::kMissing : static_cast<int64_t>(v.toDouble()));
        return out;
    }
};

// A repetition's "gpu_memory" (issue 25, item 3): each GPU's byte counts at least 0 or null.
void readGpuMemory(Reader& rd, const QJsonObject& x, const QString& where, Repetition& r)
{
    const QJsonValue list = x.value(u"gpu_memory");
    if (list.isUndefined() || list.isNull())
        return;
    if (!list.isArray() || list.toArray().size() > 64) {
        rd.error(where % u".gpu_memory", Tr::tr("expected an array of at most 64 GPUs"));
        return;
    }
    for (const QJsonValue& v : list.toArray()) {
        const QJsonObject g = v.toObject();
        GpuMemory m;
        const auto count = [&](const char* key) {
            const auto n = rd.number(g, key, where % u".gpu_memory");
            if (n && (*n < 0 || *n >= 9.0e18)) {
                rd.error(where % u".gpu_memory." % QLatin1String(key), Tr::tr("expected a number or null"));
                return std::optional<int64_t>();
            }
            return n ? std::optional<int64_t>(int64_t(*n)) : std::nullopt;
        };
        m.index = int(std::min<int64_t>(count("index").value_or(0), 64));
        m.name = g.value(u"name").toString();
        m.source = g.value(u"source").toString();
        m.unified = g.value(u"unified").toBool();
        m.totalBytes = count("total_bytes");
        m.usedPeakBytes = count("used_peak_bytes");
        m.processPeakBytes = count("process_peak_bytes");
        m.samples = int(std::min<int64_t>(count("samples").value_or(0), 1000000000));
        m.allocatedPeakBytes = count("allocated_peak_bytes");
        m.reservedPeakBytes = count("reserved_peak_bytes");
        m.peakApi = g.value(u"peak_api").toString().left(64);
        r.gpuMemory.append(m);
    }
}

template <typename T> std::optional<T> cast(std::optional<double> v)
{
    return v ? std::optional<T>(static_cast<T>(*v)) : std::nullopt;
}
} // namespace

QJsonObject comparisonToJsonObject(
    const QString& base, const QString& candidate, double maxRegression, const RunComparison& c)
{
    QJsonArray rows;
    for (const auto& r : c.rows)
        rows.append(QJsonObject { { QStringLiteral("input"), r.inputId },
            { QStringLiteral("figure"), compareFigureName(r.figure) }, { QStringLiteral("base"), r.base },
            { QStringLiteral("new"), r.candidate }, { QStringLiteral("relative_change"), r.relativeChange },
            { QStringLiteral("ci_low"), r.ciLow }, { QStringLiteral("ci_high"), r.ciHigh },
            { QStringLiteral("outcome"), compareOutcomeName(r.outcome) },
            { QStringLiteral("regression"), r.regression }, { QStringLiteral("explanation"), r.explanation } });
    return QJsonObject { { QStringLiteral("format_version"), 1 }, { QStringLiteral("base"), base },
        { QStringLiteral("new"), candidate }, { QStringLiteral("max_regression"), maxRegression },
        { QStringLiteral("rows"), rows }, { QStringLiteral("not_compared"), QJsonArray::fromStringList(c.notCompared) },
        { QStringLiteral("critical_lost"), QJsonArray::fromStringList(c.criticalLost) },
        { QStringLiteral("contended"), QJsonArray::fromStringList(c.contended) },
        { QStringLiteral("notes"), QJsonArray::fromStringList(c.notes) },
        { QStringLiteral("regression"), c.regression } };
}

QByteArray comparisonToJson(const ComparisonReport& report)
{
    QJsonArray all;
    for (qsizetype i = 0; i < report.comparisons.size() && i < report.candidates.size(); ++i)
        all.append(comparisonToJsonObject(
            report.base, report.candidates.at(i), report.maxRegression, report.comparisons.at(i)));
    QJsonObject o = all.size() == 1
        ? all.first().toObject()
        : QJsonObject { { QStringLiteral("format_version"), 1 }, { QStringLiteral("comparisons"), all } };
    if (!report.sustainedSettings.isEmpty())
        o.insert(QStringLiteral("sustained_settings"), sustainedSettingsToJson(report.sustainedSettings));
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

QJsonObject reportToJsonObject(const Report& r)
{
    QJsonObject o;
    o[u"format"] = QStringLiteral("headroom-report");
    o[u"format_version"] = kReportJsonVersion;
    o[u"generated_at"] = isoOrEmpty(r.generatedAt);
    o[u"project"] = r.projectPath.section(u'/', -1);
    o[u"versions"] = QJsonObject { { QStringLiteral("headroom"), r.headroomVersion },
        { QStringLiteral("probe"),
            r.probeVersion.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(r.probeVersion) } };
    o[u"run"] = runObject(r.run);
    o[u"figures"] = figuresObject(r);
    o[u"plan_figures"] = planFiguresToJson(r.streaming, r.acceptance, r.levelAcceptance, r.robustness);
    QJsonArray coldWarm;
    for (const ColdWarm& c : r.coldWarm)
        coldWarm.append(QJsonObject { { QStringLiteral("input"), c.inputId },
            { QStringLiteral("processes"), c.processes }, { QStringLiteral("cold_call_ms"), opt(c.coldCallMs) },
            { QStringLiteral("cold_peak_kb"), opt(c.coldPeakKb) }, { QStringLiteral("warm_n"), c.warmN },
            { QStringLiteral("warm_call_ms"), opt(c.warmCallMs) }, { QStringLiteral("warm_p90_ms"), opt(c.warmP90Ms) },
            { QStringLiteral("warm_peak_kb"), opt(c.warmPeakKb) }, { QStringLiteral("peaks_exact"), c.peaksExact },
            { QStringLiteral("cold_over_warm_ms"), opt(c.coldOverWarmMs()) } });
    o[u"cold_vs_warm"] = coldWarm;
    o[u"corpus"] = r.corpus ? corpusObject(*r.corpus) : QJsonValue(QJsonValue::Null);
    o[u"sustained"] = sustainedToJson(r.sustained);
    o[u"verdict"] = verdictObject(r);
    QJsonArray unknownZh, unknownEn;
    for (const QString& u : r.unknownTexts(SentenceLanguage::Chinese))
        unknownZh.append(u);
    for (const QString& u : r.unknownTexts(SentenceLanguage::English))
        unknownEn.append(u);
    o[u"conclusion"] = QJsonObject { { QStringLiteral("stored"), r.conclusionStored },
        { QStringLiteral("sentence_zh_CN"), r.sentence(SentenceLanguage::Chinese) },
        { QStringLiteral("sentence_en"), r.sentence(SentenceLanguage::English) },
        { QStringLiteral("known"), QJsonArray::fromStringList(r.conclusion.known) },
        { QStringLiteral("unknown_zh_CN"), unknownZh }, { QStringLiteral("unknown_en"), unknownEn } };
    o[u"plan"] = r.plan.isEmpty()
        ? QJsonValue(QJsonValue::Null)
        : QJsonValue(QJsonObject { { QStringLiteral("name"), r.plan.name }, { QStringLiteral("text"), r.plan.text } });
    QJsonArray raws;
    for (const RawFile& f : r.rawFiles)
        raws.append(QJsonObject { { QStringLiteral("name"), f.name }, { QStringLiteral("sha256"), f.sha256 },
            { QStringLiteral("size"), double(f.size) }, { QStringLiteral("format"), f.format },
            { QStringLiteral("tool"), f.tool }, { QStringLiteral("imported_at"), isoOrEmpty(f.importedAt) } });
    o[u"raw_files"] = raws;
    return o;
}

QByteArray reportToJson(const Report& report)
{
    return QJsonDocument(reportToJsonObject(report)).toJson(QJsonDocument::Indented);
}

std::optional<Run> runFromReportJson(const QByteArray& json, const QString& fileName, Diagnostics* diagnostics)
{
    Reader rd { fileName, diagnostics };
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (!doc.isObject()) {
        rd.error({}, Tr::tr("not a Headroom JSON report: %1").arg(pe.errorString()));
        return std::nullopt;
    }
    const QJsonObject top = doc.object();
    if (top.value(u"format").toString() != u"headroom-report" || !top.value(u"format_version").isDouble()) {
        rd.error(QStringLiteral("format"), Tr::tr("not a Headroom JSON report (no \"format\": \"headroom-report\")"));
        return std::nullopt;
    }
    const int version = top.value(u"format_version").toInt();
    if (version > kReportJsonVersion || version < 1) {
        rd.error(QStringLiteral("format_version"),
            Tr::tr("format version %1 is newer than this Headroom reads (%2); update Headroom")
                .arg(version)
                .arg(kReportJsonVersion));
        return std::nullopt;
    }
    const QJsonObject o = top.value(u"run").toObject();
    Run run;
    run.id = o.value(u"id").toString();
    run.name = o.value(u"name").toString();
    run.device = o.value(u"device").toString();
    run.startedAt = QDateTime::fromString(o.value(u"started_at").toString(), Qt::ISODateWithMs);
    const QString kind = o.value(u"timing_kind").toString();
    run.timingKind = kind == u"cold_start" ? TimingKind::ColdStart
        : kind == u"in_process"            ? TimingKind::InProcess
                                           : TimingKind::Unknown;
    run.provenance = o.value(u"provenance").toString();
    const QJsonObject params = o.value(u"params").toObject();
    for (auto it = params.begin(); it != params.end(); ++it)
        run.params.insert(it.key(), it.value().toString());
    // Labels as the report has them; one that is not a valid label is refused, naming it.
    const QJsonObject labels = o.value(u"labels").toObject();
    for (auto it = labels.begin(); it != labels.end(); ++it) {
        QString why = labelKeyError(it.key());
        if (why.isEmpty())
            why = it.value().isString() ? labelValueError(it.value().toString())
                                        : Tr::tr("the label value is not text");
        if (!why.isEmpty()) {
            rd.error(QStringLiteral("run.labels.") + it.key().left(kMaxLabelKeyChars), why);
            break;
        }
        run.labels.insert(it.key(), it.value().toString());
    }
    const QJsonArray inputs = o.value(u"inputs").toArray();
    for (qsizetype i = 0; i < inputs.size(); ++i) {
        const QJsonObject s = inputs.at(i).toObject();
        const QString where = QStringLiteral("run.inputs[%1]").arg(i);
        run.inputs.append({ s.value(u"id").toString(), s.value(u"file").toString(),
            cast<int64_t>(rd.number(s, "chars", where)).value_or(-1),
            cast<int64_t>(rd.number(s, "bytes", where)).value_or(-1),
            cast<int64_t>(rd.number(s, "tokens", where)).value_or(-1) });
    }
    for (const char* key : { "repetitions", "iterations" }) {
    const QJsonArray reps = o.value(QLatin1String(key)).toArray();
    const bool passes = key[0] == 'i';
    for (qsizetype i = 0; i < reps.size() && !rd.failed; ++i) {
        const QJsonObject x = reps.at(i).toObject();
        const QString where = QStringLiteral("run.%1[%2]").arg(QLatin1String(key)).arg(i);
        Repetition r;
        r.inputId = x.value(u"input").toString();
        r.index = x.value(u"rep").toInt();
        r.warmup = x.value(u"warmup").toBool();
        const auto wall = rd.number(x, "wall_ms", where);
        if (!wall)
            rd.error(where % u".wall_ms", Tr::tr("required field \"wall_ms\" is missing"));
        r.wallMs = wall.value_or(0);
        r.loadMs = rd.number(x, "load_ms", where);
        r.ttftMs = rd.number(x, "ttft_ms", where);
        r.ttftSource = x.value(u"ttft_source").toString();
        r.engine = x.value(u"engine").toString();
        r.engineLoadMs = rd.number(x, "engine_load_ms", where);
        r.promptEvalMs = rd.number(x, "prompt_eval_ms", where);
        r.promptTokens = cast<int64_t>(rd.number(x, "prompt_tokens", where));
        r.evalMs = rd.number(x, "eval_ms", where);
        r.evalRuns = cast<int64_t>(rd.number(x, "eval_runs", where));
        r.tokensOut = cast<int64_t>(rd.number(x, "tokens_out", where));
        r.exitCode = cast<int>(rd.number(x, "exit", where));
        r.signal = cast<int>(rd.number(x, "signal", where));
        r.outcome = outcomeFromName(x.value(u"outcome").toString());
        r.maxRssKb = cast<int64_t>(rd.number(x, "max_rss_kb", where));
        r.inferencePeakKb = cast<int64_t>(rd.number(x, "inference_peak_kb", where));
        r.inferencePeakExactness = exactnessFromName(x.value(u"inference_peak_exactness").toString());
        r.loadHwmKb = cast<int64_t>(rd.number(x, "load_hwm_kb", where));
        r.startMs = rd.number(x, "start_ms", where);
        r.concurrency = cast<int>(rd.number(x, "concurrency", where));
        r.tpotMs = rd.number(x, "tpot_ms", where);
        r.tokensPerS = rd.number(x, "tokens_per_s", where);
        r.serverPromptMs = rd.number(x, "server_prompt_ms", where);
        r.serverGenerationMs = rd.number(x, "server_generation_ms", where);
        r.rejection = x.value(u"rejection").toString();
        r.energyJ = rd.number(x, "energy_j", where);
        r.powerMeanW = rd.number(x, "power_mean_w", where);
        r.powerPeakW = rd.number(x, "power_peak_w", where);
        r.cooldownWaitMs = rd.number(x, "cooldown_wait_ms", where);
        if (x.value(u"cooldown_reached").isBool())
            r.cooldownReached = x.value(u"cooldown_reached").toBool();
        r.startTempC = rd.number(x, "start_temp_c", where);
        r.startFreqMhz = rd.number(x, "start_freq_mhz", where);
        readGpuMemory(rd, x, where, r);
        r.error = x.value(u"error").toString();
        if (passes) {
            r.iteration = cast<int>(rd.number(x, "iteration", where));
            if (!r.iteration || *r.iteration < 1)
                rd.error(where % u".iteration", Tr::tr("a pass needs an \"iteration\" of 1 or more"));
        }
        (passes ? run.iterations : run.repetitions).append(r);
    }
    }
    const QJsonArray memory = o.value(u"memory").toArray();
    for (qsizetype i = 0; i < memory.size() && !rd.failed; ++i) {
        const QJsonObject m = memory.at(i).toObject();
        const QString where = QStringLiteral("run.memory[%1]").arg(i);
        MemorySeries s;
        for (const auto& v : m.value(u"t_s").toArray())
            s.t.push_back(v.toDouble());
        s.rssKb = rd.column(m, "rss_kb", s.size(), where);
        s.hwmKb = rd.column(m, "hwm_kb", s.size(), where);
        s.vmSizeKb = rd.column(m, "vm_size_kb", s.size(), where);
        s.rssAnonKb = rd.column(m, "rss_anon_kb", s.size(), where);
        s.rssFileKb = rd.column(m, "rss_file_kb", s.size(), where);
        s.rssShmemKb = rd.column(m, "rss_shmem_kb", s.size(), where);
        s.timeIsEpoch = m.value(u"time_is_epoch").toBool();
        s.pid = static_cast<int64_t>(m.value(u"pid").toDouble());
        run.memory[m.value(u"input").toString()] = std::move(s);
    }
    const QJsonObject env = o.value(u"environment").toObject();
    const QJsonObject values = env.value(u"values").toObject();
    for (auto it = values.begin(); it != values.end(); ++it)
        run.environment.values.insert(it.key(), it.value().toString());
    run.environment.memTotalKb = cast<int64_t>(rd.number(env, "mem_total_kb", QStringLiteral("run.environment")));
    run.environment.memAvailableKb
        = cast<int64_t>(rd.number(env, "mem_available_kb", QStringLiteral("run.environment")));
    run.environment.cgroupLimitBytes
        = cast<int64_t>(rd.number(env, "cgroup_limit_bytes", QStringLiteral("run.environment")));
    for (const auto& v : o.value(u"sources").toArray()) {
        const QJsonObject s = v.toObject();
        run.sources.append({ s.value(u"path").toString(), s.value(u"format").toString(),
            s.value(u"sha256").toString().toLatin1(), static_cast<int64_t>(s.value(u"size").toDouble()) });
    }
    for (const auto& v : o.value(u"reported_summaries").toArray()) {
        const QJsonObject s = v.toObject();
        ReportedSummary summary { s.value(u"source").toString(), static_cast<int64_t>(s.value(u"n").toDouble()), {} };
        const QJsonObject figures = s.value(u"figures_ms").toObject();
        for (auto it = figures.begin(); it != figures.end(); ++it)
            summary.figures.insert(it.key(), it.value().toDouble());
        run.reportedSummaries.append(summary);
    }
    if (rd.failed)
        return std::nullopt;
    return run;
}

} // namespace Analysis
