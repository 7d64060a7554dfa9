#include "analysis/report/reporttables.h"

#include "analysis/core/tr.h"

#include <QSet>

#include <algorithm>
#include <cmath>
#include <functional>

namespace Analysis {
namespace {
QString optMs(const std::optional<double>& ms)
{
    return ms ? formatMs(*ms) : QString();
}

QString optKb(const std::optional<int64_t>& kb)
{
    return kb ? formatKb(*kb) : QString();
}

ReportTable streamingTable(const Report& report)
{
    ReportTable t;
    t.title = Tr::tr("Streaming latencies");
    t.header = QStringList { Tr::tr("Input"), Tr::tr("Concurrency"), Tr::tr("Requests"), Tr::tr("TTFT p50"),
        Tr::tr("TTFT p90"), Tr::tr("End-to-end p50"), Tr::tr("End-to-end p90"), Tr::tr("TPOT p50"), Tr::tr("TPOT p90"),
        Tr::tr("ITL p50"), Tr::tr("ITL p90"), Tr::tr("ITL max") };
    t.widths = { 14, 8, 7, 8, 8, 9, 9, 8, 8, 7, 7, 7 };
    for (const StreamingFigures& f : report.streaming)
        t.rows << QStringList { f.inputId, QString::number(f.level), QString::number(f.n), optMs(f.ttftP50Ms),
            optMs(f.ttftP90Ms), optMs(f.e2eP50Ms), optMs(f.e2eP90Ms), optMs(f.tpotP50Ms), optMs(f.tpotP90Ms),
            optMs(f.itlP50Ms), optMs(f.itlP90Ms), optMs(f.itlMaxMs) };
    t.notes << Tr::tr("TTFT: request sent to first streamed token; TPOT: time per output token after the first; ITL: "
                      "gaps between streamed tokens. One row per input and concurrency level: a request at a higher "
                      "level shares the engine with others. Warm-up requests are left out.");
    const QString body = report.run.params.value(QStringLiteral("serve.request_body"));
    if (!body.isEmpty())
        t.notes << Tr::tr("Every request's body, the input's text in place of {input}: %1").arg(body);
    return t;
}

ReportTable concurrencyTable(const Report& report)
{
    const Run& run = report.run;
    ReportTable t;
    t.title = Tr::tr("Concurrency");
    t.header = QStringList { Tr::tr("Level"), Tr::tr("Requests"), Tr::tr("Completed"), Tr::tr("Failed"),
        Tr::tr("In flight"), Tr::tr("TTFT p50"), Tr::tr("TTFT p90"), Tr::tr("End-to-end p50"), Tr::tr("End-to-end p90"),
        Tr::tr("Output tokens/s"), Tr::tr("Requests/s"), Tr::tr("Accepted / expected"), Tr::tr("Accepted outputs/s"),
        Tr::tr("Within budget") };
    t.widths = { 5, 7, 7, 6, 6, 7, 7, 8, 8, 8, 7, 8, 8, 8 };
    for (const ConcurrencyLevel& l : run.concurrencyLevels) {
        QString accepted, acceptedPerS;
        for (const LevelAcceptance& a : report.levelAcceptance)
            if (a.level == l.level) {
                accepted = QStringLiteral("%1 / %2").arg(a.accepted).arg(a.expected);
                acceptedPerS = a.acceptedPerS ? formatNumber(*a.acceptedPerS) : QString();
            }
        t.rows << QStringList { QString::number(l.level), QString::number(l.requests), QString::number(l.completed),
            QString::number(l.failed), QString::number(l.inFlight), optMs(l.ttftP50Ms), optMs(l.ttftP90Ms),
            optMs(l.e2eP50Ms), optMs(l.e2eP90Ms), formatNumber(l.outputTokensPerS), formatNumber(l.requestsPerS),
            accepted, acceptedPerS,
            l.withinBudget ? (*l.withinBudget ? Tr::tr("yes") : Tr::tr("no")) : Tr::tr("no budget") };
    }
    const QString budget = run.params.value(QStringLiteral("limits.latency_s"));
    if (run.sustainableConcurrency)
        t.notes << Tr::tr("Sustainable concurrency: %1 (the highest level whose 90th percentile end-to-end latency "
                          "holds the budget of %2 s with no request failed).")
                       .arg(*run.sustainableConcurrency)
                       .arg(budget);
    else if (!budget.isEmpty())
        t.notes << Tr::tr("Sustainable concurrency: none; no level held the budget of %1 s.").arg(budget);
    else
        t.notes << Tr::tr("Sustainable concurrency: not determined, the run has no latency budget.");
    const QString ttft = run.params.value(QStringLiteral("limits.ttft_s"));
    if (!ttft.isEmpty())
        t.notes << Tr::tr("A level also had to hold the first-token budget of %1 s at its 90th percentile.").arg(ttft);
    return t;
}

ReportTable acceptanceTable(const Report& report)
{
    ReportTable t;
    t.title = Tr::tr("Acceptance");
    t.header
        = QStringList { Tr::tr("Input"), Tr::tr("Rule"), Tr::tr("Accepted / expected"), Tr::tr("Accepted per minute") };
    t.widths = { 20, 44, 18, 18 };
    int accepted = 0, expected = 0;
    // A corpus's documents are counted in its own tables, one line per pass instead of one per document.
    const QStringList documents = corpusDocumentIds(report.run);
    const QSet<QString> inCorpus(documents.cbegin(), documents.cend());
    for (const AcceptanceFigures& f : report.acceptance) {
        if (f.rule.isEmpty() || inCorpus.contains(f.inputId))
            continue;
        accepted += f.accepted;
        expected += f.expected;
        t.rows << QStringList { f.inputId, f.rule, QStringLiteral("%1 / %2").arg(f.accepted).arg(f.expected),
            f.acceptedPerMinute ? formatNumber(*f.acceptedPerMinute) : QString() };
    }
    t.notes << Tr::tr("Accepted %1 of %2 expected outputs. Accepted per minute: accepted outputs over the stable "
                      "repetitions' own time, one after another.")
                   .arg(accepted)
                   .arg(expected);
    return t;
}

ReportTable robustnessTable(const Report& report)
{
    ReportTable t;
    t.title = Tr::tr("Robustness");
    t.header = QStringList { Tr::tr("Input"), Tr::tr("Worst outcome"), Tr::tr("Ok"), Tr::tr("Error reply"),
        Tr::tr("Crash"), Tr::tr("Hang") };
    t.widths = { 28, 20, 13, 13, 13, 13 };
    for (const RobustnessRow& r : report.robustness)
        t.rows << QStringList { r.inputId, robustnessOutcomeText(r.worst), QString::number(r.ok),
            QString::number(r.errorReply), QString::number(r.crash), QString::number(r.hang) };
    return t;
}
// Peak memory, median and p90 latency against length: both fits, the one the crossing is read from
// and why, the crossing with its interval and how far beyond the longest tested length it lies.
ReportTable trendTable(const Report& report)
{
    ReportTable t;
    t.title = Tr::tr("Trends against input length");
    t.header = QStringList { Tr::tr("Figure"), Tr::tr("Fit used"), Tr::tr("R² line"), Tr::tr("R² curve"),
        Tr::tr("Left-out error, line"), Tr::tr("Left-out error, curve"), Tr::tr("Limit"), Tr::tr("Reaches it at"),
        Tr::tr("90% interval"), Tr::tr("× longest") };
    t.widths = { 14, 11, 7, 7, 11, 11, 10, 10, 12, 7 };
    const QString unit = lengthUnitText(report.figures.lengthUnit);
    const auto kb = [](double v) { return formatKb(static_cast<int64_t>(std::llround(v))); };
    const auto ms = [](double v) { return formatMs(v); };
    struct Row {
        QString name;
        const Trend* trend;
        std::function<QString(double)> value;
    };
    const Verdict& v = report.verdict;
    const QList<Row> rows { { Tr::tr("Peak memory"), &v.peakTrend, kb }, { Tr::tr("Median latency"), &v.medianTrend, ms },
        { Tr::tr("p90 latency"), &v.p90Trend, ms } };
    QStringList reasons;
    for (const Row& r : rows) {
        const Trend& tr = *r.trend;
        if (tr.distinctLengths() < kMinLengthsForExtrapolation)
            continue;
        const auto opt = [&r](const std::optional<double>& x) { return x ? r.value(*x) : QString(); };
        QString crosses, interval, reach;
        if (tr.crossesAt && *tr.crossesAt <= 0) {
            crosses = Tr::tr("already reached"); // the fit is at or above the limit at every length
        } else if (tr.crossesAt) {
            crosses = QStringLiteral("%1 %2").arg(formatNumber(std::round(*tr.crossesAt)), unit);
            reach = QString::number(tr.crossingReach(), 'f', 1);
            if (tr.crossLow && tr.crossHigh)
                interval = QStringLiteral("%1-%2").arg(formatNumber(std::round(*tr.crossLow)),
                    formatNumber(std::round(*tr.crossHigh)));
            else if (tr.crossLow)
                interval = Tr::tr("%1 or beyond").arg(formatNumber(std::round(*tr.crossLow)));
        } else if (tr.limit) {
            crosses = Tr::tr("never");
        }
        t.rows << QStringList { r.name, trendModelText(tr.model), QString::number(tr.fit.r2, 'f', 3),
            tr.quadratic.valid ? QString::number(tr.quadratic.r2, 'f', 3) : QString(), opt(tr.looLine),
            opt(tr.looQuadratic), opt(tr.limit), crosses, interval, reach };
        if (!tr.modelReason.isEmpty())
            reasons << QStringLiteral("%1: %2").arg(r.name, tr.modelReason);
    }
    t.notes << Tr::tr("The line and the quadratic curve are least-squares fits of the per-input figure against the "
                      "input length. With four or more lengths the one that predicts each left-out length better is "
                      "used; with three, the one that reaches the limit sooner. The interval is the 5th to 95th "
                      "percentile of the crossings of the same fit over resamples of each input's repetitions.");
    t.notes << reasons;
    return t;
}
} // namespace

// What the resident memory was, per input: the process's own (RssAnon) beside pages of files
// (RssFile), and which files those were, so a mapped model is read apart from binaries and libraries.
ReportTable memoryKindTable(const Report& report)
{
    ReportTable t;
    t.title = Tr::tr("Memory by kind");
    t.header = QStringList { Tr::tr("Input"), Tr::tr("RssAnon peak"), Tr::tr("RssFile peak"), Tr::tr("Model file"),
        Tr::tr("Model resident / mapped"), Tr::tr("Code resident") };
    t.widths = { 14, 12, 12, 34, 16, 12 };
    bool unrecorded = false, noModel = false;
    struct Model {
        MappedFile file;
        QStringList inputs;
    };
    QList<Model> models; // each file once, at the most any input had resident
    for (const InputFigures& f : report.figures.inputs) {
        if (!f.anonPeakKb && !f.filePeakKb && !f.mappedScans)
            continue;
        const MappedFile* model = f.largeDataFile();
        int64_t codeKb = 0;
        for (const MappedFile& m : f.mappedFiles)
            codeKb += m.code ? m.rssKb : 0;
        QString file;
        if (model)
            file = model->path;
        else if (f.mappedScans)
            file = Tr::tr("none mapped");
        unrecorded = unrecorded || !f.mappedScans;
        noModel = noModel || (f.mappedScans && !model);
        t.rows << QStringList { f.inputId, formatKbValue(f.anonPeakKb), formatKbValue(f.filePeakKb), file,
            model ? QStringLiteral("%1 / %2").arg(formatKb(model->rssKb), formatKb(model->sizeKb)) : QString(),
            f.mappedScans ? formatKb(codeKb) : QString() };
        if (!model)
            continue;
        auto it = std::find_if(models.begin(), models.end(), [model](const Model& m) { return m.file.path == model->path; });
        if (it == models.end()) {
            models << Model { *model, {} };
            it = models.end() - 1;
        }
        it->file.rssKb = std::max(it->file.rssKb, model->rssKb);
        it->file.sizeKb = std::max(it->file.sizeKb, model->sizeKb);
        it->inputs << inputLabel(f.inputId);
    }
    for (const Model& m : std::as_const(models)) {
        const QString line = Tr::tr("Model file %1: %2 resident, file-backed (of %3 mapped)")
                                 .arg(m.file.path, formatKb(m.file.rssKb), formatKb(m.file.sizeKb));
        t.notes << (m.inputs.size() == t.rows.size() ? Tr::tr("%1, with every input.").arg(line)
                                                      : Tr::tr("%1, with input %2.").arg(line, m.inputs.join(QStringLiteral(", "))));
    }
    if (noModel)
        t.notes << Tr::tr("\"none mapped\": no data file of 16 MiB or more was mapped, so the file-backed pages are the "
                          "binary, its libraries and small files; a model read into the process's own memory (as with "
                          "llama.cpp's --no-mmap) is counted in RssAnon.");
    if (unrecorded)
        t.notes << Tr::tr("Where the model file is empty, which files were mapped was not recorded (the probe records "
                          "them from version 0.2.4; an imported log does not have them).");
    t.notes << Tr::tr("The probe reads the mappings at load-complete, four times in the first second and then once a second: resident sizes "
                      "are the most any of those reads found, not a peak.");
    return t;
}

// Everything the probe noted beside the measurements, in its order: critical processes lost, the
// memory guard, warnings, background loads on and off (so "with" and "without" are told apart).
ReportTable eventTable(const Report& report)
{
    ReportTable t;
    t.title = Tr::tr("Events noted by the probe");
    t.header = QStringList { Tr::tr("Time"), Tr::tr("Event"), Tr::tr("Input"), Tr::tr("Repetition"), Tr::tr("What") };
    t.widths = { 10, 14, 14, 10, 52 };
    for (const RunEvent& e : report.run.events) {
        const QString kind = e.type == u"critical_lost" ? Tr::tr("critical process lost")
            : e.type == u"guard"                        ? Tr::tr("memory guard")
            : e.type == u"warning"                      ? Tr::tr("warning")
            : e.type == u"background"                   ? Tr::tr("background load")
                                                        : e.type;
        RunEvent bare = e;
        bare.inputId.clear(); // the table has its own columns for where
        t.rows << QStringList { e.tMs ? formatDuration(*e.tMs) : QString(), kind, e.inputId,
            e.rep ? QString::number(*e.rep) : QString(), runEventText(bare) };
    }
    if (!t.rows.isEmpty())
        t.notes << Tr::tr("Times are from the start of the run.");
    return t;
}

ReportTable coldWarmTable(const QList<ColdWarm>& rows)
{
    ReportTable t;
    t.title = Tr::tr("Cold start against a warm call");
    t.header = QStringList { Tr::tr("Input"), Tr::tr("Processes"), Tr::tr("Cold call"), Tr::tr("Cold peak"),
        Tr::tr("Warm calls"), Tr::tr("Warm median"), Tr::tr("Warm p90"), Tr::tr("Warm peak"), Tr::tr("Cold start costs") };
    t.widths = { 14, 9, 10, 11, 9, 10, 10, 11, 12 };
    bool sampled = false;
    for (const ColdWarm& c : rows) {
        sampled = sampled || !c.peaksExact;
        const auto extra = c.coldOverWarmMs();
        t.rows << QStringList { c.inputId, QString::number(c.processes), optMs(c.coldCallMs),
            optKb(c.coldPeakKb), QString::number(c.warmN), optMs(c.warmCallMs), optMs(c.warmP90Ms), optKb(c.warmPeakKb), extra ? formatMs(*extra) : QString() };
    }
    t.notes << Tr::tr("Cold call: a fresh process from its start to the end of its first pass (loading included), "
                      "the median over the processes; its peak is the largest of the load phase (what was sampled while loading "
                      "included) and the first pass. "
                      "Warm calls: the later passes in the same processes (the first pass is the in-process warm-up). "
                      "The per-input figures stay on the process repetitions: their latency is a whole process, every pass "
                      "included, and their tokens are the first pass's.");
    t.notes << (sampled ? Tr::tr("Some peaks are sampled, not exact: the workload ran as several processes (an "
                                 "engine's helper while loading counts) or a VmHWM reset failed.")
                        : Tr::tr("Every peak is the kernel's VmHWM, reset at each pass."));
    return t;
}

// The tools' own summaries (hyperfine, llama-bench, onnxruntime_perf_test's in-process inferences):
// shown as they were given, never pooled with the repetitions.
ReportTable reportedSummaryTable(const Run& run)
{
    ReportTable t;
    t.title = Tr::tr("Summaries the tools reported");
    t.header = QStringList { Tr::tr("Source"), Tr::tr("n"), Tr::tr("Mean"), Tr::tr("Min"), Tr::tr("Median"),
        Tr::tr("p90"), Tr::tr("p99"), Tr::tr("Max") };
    t.widths = { 30, 6, 10, 10, 10, 10, 10, 10 };
    for (const ReportedSummary& s : run.reportedSummaries) {
        QStringList row { s.source, s.n >= 0 ? QString::number(s.n) : QString() };
        for (const char* key : { "mean", "min", "median", "p90", "p99", "max" }) {
            const auto it = s.figures.constFind(QLatin1String(key));
            row << (it != s.figures.cend() && std::isfinite(*it) ? formatMs(*it) : QString());
        }
        t.rows << row;
    }
    t.notes << Tr::tr("As each tool wrote them, in its own units converted to ms; the statistics above are Headroom's "
                      "own, from the repetitions.");
    return t;
}

QList<ReportTable> planFigureTables(const Report& report)
{
    QList<ReportTable> tables;
    if (!report.run.reportedSummaries.isEmpty())
        tables << reportedSummaryTable(report.run);
    if (!report.coldWarm.isEmpty())
        tables << coldWarmTable(report.coldWarm);
    if (ReportTable t = eventTable(report); !t.rows.isEmpty())
        tables << t;
    if (ReportTable t = memoryKindTable(report); !t.rows.isEmpty())
        tables << t;
    if (ReportTable t = energyTable(report); !t.rows.isEmpty())
        tables << t;
    if (report.sustained.sustained)
        tables << sustainedTable(report);
    if (ReportTable t = gpuMemoryTable(report); !t.rows.isEmpty())
        tables << t;
    if (ReportTable t = workloadGpuMemoryTable(report); !t.rows.isEmpty())
        tables << t;
    if (ReportTable t = trendTable(report); !t.rows.isEmpty())
        tables << t;
    if (!report.streaming.isEmpty())
        tables << streamingTable(report);
    if (!report.run.concurrencyLevels.isEmpty())
        tables << concurrencyTable(report);
    if (report.corpus)
        tables << corpusTables(*report.corpus);
    if (ReportTable t = acceptanceTable(report); !t.rows.isEmpty())
        tables << t;
    if (!report.robustness.isEmpty())
        tables << robustnessTable(report);
    return tables;
}

} // namespace Analysis
