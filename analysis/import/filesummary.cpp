#include "analysis/import/filesummary.h"

#include "analysis/core/peakdoubt.h"
#include "analysis/core/tr.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace Analysis {

namespace {

constexpr int kBootstrapResamples = 2000;

MemoryFigures memoryFigures(const QString& key, const MemorySeries& m)
{
    MemoryFigures f;
    f.key = key;
    f.pid = m.pid;
    f.samples = static_cast<int64_t>(m.size());
    f.snapshot = !m.timeIsEpoch && m.size() == 1;
    if (m.isEmpty())
        return f;
    f.firstRssKb = m.rssKb.front();
    f.firstHwmKb = m.hwmKb.front();
    if (!m.vmSizeKb.empty())
        f.firstVmSizeKb = m.vmSizeKb.front();
    const size_t last = m.size() - 1;
    f.partialLast = m.size() > 1 && ((m.rssKb[last] < 0 && m.rssKb[0] >= 0) || (m.hwmKb[last] < 0 && m.hwmKb[0] >= 0));
    int64_t prevHwm = MemorySeries::kMissing;
    for (size_t i = 0; i < m.size(); ++i) {
        if (m.rssKb[i] > f.peakRssKb) {
            f.peakRssKb = m.rssKb[i];
            f.peakRssAtS = m.t[i] - m.t.front();
        }
        if (m.hwmKb[i] >= 0) {
            if (prevHwm >= 0 && m.hwmKb[i] < prevHwm)
                f.hwmDropKb = std::max(f.hwmDropKb, prevHwm - m.hwmKb[i]);
            prevHwm = m.hwmKb[i];
            f.maxHwmKb = std::max(f.maxHwmKb, m.hwmKb[i]);
        }
    }
    f.lastHwmKb = prevHwm; // the last complete VmHWM reading
    f.peakDoubt = sampledPeakDoubt(m, std::nullopt, std::nullopt).reason;
    f.durationS = m.t.back() - m.t.front();
    if (m.size() >= 2) {
        std::vector<double> gaps(m.size() - 1);
        bool whole = true;
        for (size_t i = 0; i + 1 < m.size(); ++i) {
            gaps[i] = m.t[i + 1] - m.t[i];
            whole = whole && m.t[i] == std::floor(m.t[i]);
        }
        std::sort(gaps.begin(), gaps.end());
        f.intervalMedianS = quantileSorted(gaps, 0.5);
        f.intervalMaxS = gaps.back();
        f.intervalMeanS = f.durationS / static_cast<double>(gaps.size());
        f.wholeSecondStamps = whole && m.t.back() == std::floor(m.t.back());
    }
    return f;
}

QString kb(int64_t v)
{
    return v < 0 ? Tr::tr("n/a") : Tr::tr("%1 kB (%2 MiB)").arg(v).arg(v / 1024.0, 0, 'f', 1);
}
QString ms(double v)
{
    return QString::number(v, 'f', v < 10 ? 3 : 1);
}
QJsonValue kbJson(int64_t v)
{
    return v < 0 ? QJsonValue() : QJsonValue(static_cast<qint64>(v));
}
QJsonValue optJson(const std::optional<double>& v)
{
    return v ? QJsonValue(*v) : QJsonValue();
}

} // namespace

FileSummary summarizeImport(const QString& file, const ImportResult& result)
{
    FileSummary s;
    s.file = file;
    s.format = result.format;
    s.ok = result.ok();
    s.notes = result.notes;
    s.diagnostics = result.diagnostics;
    if (!result.run)
        return s;
    const Run& run = *result.run;
    for (auto it = run.memory.constBegin(); it != run.memory.constEnd(); ++it)
        s.memory.append(memoryFigures(it.key(), it.value()));

    // Per input, in order of first appearance; one run holds one timing kind, so cold starts
    // and in-process repetitions never meet in one statistic.
    QStringList inputs;
    for (const auto& r : run.repetitions)
        if (!inputs.contains(r.inputId))
            inputs << r.inputId;
    for (const QString& id : inputs) {
        const QList<Repetition> reps = run.repetitionsFor(id);
        TimingFigures t;
        t.inputId = id;
        t.kind = run.timingKind;
        t.repetitions = static_cast<int>(reps.size());
        for (const auto& r : reps) {
            if (r.maxRssKb) {
                t.maxRssKb = std::max(t.maxRssKb, *r.maxRssKb);
                ++t.withMaxRss;
            }
            t.warmupDropped += r.warmup ? 1 : 0;
            t.failed += !r.warmup && r.outcome != Outcome::Ok ? 1 : 0;
        }
        // The importer flagged the warm-ups (the log's own flags or the --warmup count).
        t.stats = summarize(stableWallMs(reps, 0), kBootstrapResamples);
        s.timing.append(t);
    }
    s.reported = run.reportedSummaries;
    s.figures = run.environment.values;
    return s;
}

QString toText(const FileSummary& s)
{
    QString out;
    const QString indent = QStringLiteral("  ");
    out += Tr::tr("%1: %2").arg(s.file, s.format.isEmpty() ? Tr::tr("not imported") : formatDescription(s.format))
        + u'\n';
    for (const auto& m : s.memory) {
        if (!m.key.isEmpty() || m.pid > 0)
            out += indent + Tr::tr("process %1").arg(m.pid > 0 ? QString::number(m.pid) : m.key) + u'\n';
        if (m.snapshot) {
            out += indent
                + Tr::tr("after-load snapshot: VmRSS %1, VmHWM %2, VmSize %3")
                      .arg(kb(m.firstRssKb), kb(m.firstHwmKb), kb(m.firstVmSizeKb))
                + u'\n';
            if (m.firstHwmKb >= 0)
                out += indent
                    + Tr::tr("VmHWM is this process's peak from its start up to this snapshot (exact, from the kernel), "
                         "not the device's")
                    + u'\n';
            continue;
        }
        out += indent
            + (m.partialLast ? Tr::tr("samples: %1 over %2 s (the last one partial: cut off mid-write)")
                             : Tr::tr("samples: %1 over %2 s"))
                  .arg(m.samples)
                  .arg(m.durationS, 0, 'f', 1)
            + u'\n';
        out += indent
            + Tr::tr("first sample: VmRSS %1, VmHWM %2 (the load-after figures if the loop started after loading)")
                  .arg(kb(m.firstRssKb), kb(m.firstHwmKb))
            + u'\n';
        if (m.peakRssKb >= 0)
            out += indent
                + Tr::tr("peak VmRSS: %1 at +%2 s (sampled: the largest of %3 samples; a spike between two samples is "
                         "missed)")
                      .arg(kb(m.peakRssKb))
                      .arg(m.peakRssAtS, 0, 'f', 1)
                      .arg(m.samples)
                + u'\n';
        // VmHWM at the last sample is the peak up to that moment: the log does not say whether the
        // process ran on after it.
        if (m.lastHwmKb >= 0)
            out += indent
                + Tr::tr("last VmHWM: %1 (exact: the kernel's peak of this process up to the last sample, %2 s after "
                         "the first; not the device's)")
                      .arg(kb(m.lastHwmKb))
                      .arg(m.durationS, 0, 'f', 1)
                + u'\n';
        if (!m.peakDoubt.isEmpty())
            out += indent + Tr::tr("peak probably missed: %1").arg(m.peakDoubt) + u'\n';
        if (m.hwmWentDown())
            out += indent
                + Tr::tr("note: VmHWM read up to %1 kB lower than an earlier reading (largest %2): either the mark was "
                         "reset (clear_refs), or the kernel's per-CPU RSS counters, which are approximate, moved; the "
                         "largest reading is the better peak")
                      .arg(m.hwmDropKb)
                      .arg(kb(m.maxHwmKb))
                + u'\n';
        if (m.intervalMedianS)
            out += indent
                + (m.wholeSecondStamps ? Tr::tr("sampling interval seen: median %1 s, max %2 s, mean %3 s (stamps "
                                                "are whole seconds: a single gap reads 0 or 1 s)")
                                       : Tr::tr("sampling interval seen: median %1 s, max %2 s, mean %3 s"))
                      .arg(*m.intervalMedianS, 0, 'f', 3)
                      .arg(*m.intervalMaxS, 0, 'f', 3)
                      .arg(*m.intervalMeanS, 0, 'f', 3)
                + u'\n';
    }
    for (const auto& t : s.timing) {
        const Summary& st = t.stats;
        out += indent
            + (t.inputId.isEmpty()
                    ? Tr::tr("timing (%1): %2 repetitions, %3 warm-up dropped, %4 failed, n = %5")
                          .arg(timingKindName(t.kind))
                    : Tr::tr("timing of input %1 (%2): %3 repetitions, %4 warm-up dropped, %5 failed, n = %6")
                          .arg(t.inputId, timingKindName(t.kind)))
                  .arg(t.repetitions)
                  .arg(t.warmupDropped)
                  .arg(t.failed)
                  .arg(st.n)
            + u'\n';
        if (t.withMaxRss > 0)
            out += indent
                + Tr::tr(
                    "  maximum resident set size: %1, the largest of %2 run(s) (exact: rusage, each run's lifetime "
                    "peak)")
                      .arg(kb(t.maxRssKb))
                      .arg(t.withMaxRss)
                + u'\n';
        if (st.n == 0)
            continue;
        out += indent
            + Tr::tr("  min %1  median %2  p90 %3  p99 %4  max %5 ms")
                  .arg(ms(st.min), ms(st.median), ms(st.p90), ms(st.p99), ms(st.max))
            + u'\n';
        out += indent
            + Tr::tr("  mean %1  stdev %2  MAD %3 ms, p90/median %4")
                  .arg(ms(st.mean), ms(st.stdev), ms(st.mad))
                  .arg(st.tailRatio, 0, 'f', 2)
            + u'\n';
        if (st.medianCiLow)
            out += indent
                + Tr::tr("  median 95% CI (bootstrap): %1 – %2 ms").arg(ms(*st.medianCiLow), ms(*st.medianCiHigh))
                + u'\n';
        if (st.outliers > 0)
            out += indent
                + Tr::tr("  warning: %n outlier(s) by the modified Z-score on the MAD (|Z| > 3.5); a background task, "
                         "throttling or caching may have interfered",
                    nullptr, st.outliers)
                + u'\n';
        if (t.kind == TimingKind::Unknown)
            out += indent
                + Tr::tr("  cold start or in-process repetitions? The log does not say (--timing-kind); a cold start "
                         "is not the stable latency")
                + u'\n';
    }
    for (const auto& r : s.reported) {
        QStringList figures;
        for (auto it = r.figures.constBegin(); it != r.figures.constEnd(); ++it)
            figures << QStringLiteral("%1 %2").arg(it.key(), ms(it.value()));
        // llama-bench's csv, sql and markdown give averages without the sample count: n is unknown,
        // said in words, never printed as -1 (issue 21, item 7).
        out += indent
            + (r.n >= 0 ? Tr::tr("reported summary (computed by the script, not raw data): n = %1, %2 ms")
                              .arg(r.n)
                              .arg(figures.join(QStringLiteral("  ")))
                        : Tr::tr("reported summary (computed by the script, not raw data): n not given in the "
                                 "file, %1 ms")
                              .arg(figures.join(QStringLiteral("  "))))
            + u'\n';
        if (r.source != s.file)
            out += indent + Tr::tr("  from %1").arg(r.source) + u'\n';
    }
    for (auto it = s.figures.constBegin(); it != s.figures.constEnd(); ++it)
        out += indent + Tr::tr("figure %1 = %2 (from %3)").arg(it.key(), it.value(), s.file) + u'\n';
    for (const auto& n : s.notes)
        out += indent + Tr::tr("note: %1").arg(n) + u'\n';
    return out;
}

QJsonObject toJson(const FileSummary& s)
{
    QJsonObject o;
    o.insert(QStringLiteral("file"), s.file);
    o.insert(QStringLiteral("format"), s.format.isEmpty() ? QJsonValue() : QJsonValue(s.format));
    o.insert(QStringLiteral("ok"), s.ok);
    QJsonArray memory;
    for (const auto& m : s.memory) {
        QJsonObject j;
        j.insert(QStringLiteral("key"), m.key);
        j.insert(QStringLiteral("pid"), m.pid > 0 ? QJsonValue(static_cast<qint64>(m.pid)) : QJsonValue());
        j.insert(QStringLiteral("samples"), static_cast<qint64>(m.samples));
        j.insert(QStringLiteral("snapshot"), m.snapshot);
        j.insert(QStringLiteral("partial_last_sample"), m.partialLast);
        j.insert(QStringLiteral("first"),
            QJsonObject { { QStringLiteral("rss_kb"), kbJson(m.firstRssKb) },
                { QStringLiteral("hwm_kb"), kbJson(m.firstHwmKb) },
                { QStringLiteral("vmsize_kb"), kbJson(m.firstVmSizeKb) } });
        j.insert(QStringLiteral("peak_rss_kb"), kbJson(m.peakRssKb));
        j.insert(QStringLiteral("peak_rss_exactness"),
            m.snapshot ? QStringLiteral("single_reading") : QStringLiteral("sampled"));
        j.insert(QStringLiteral("peak_rss_at_s"), m.peakRssAtS);
        j.insert(QStringLiteral("last_hwm_kb"), kbJson(m.lastHwmKb));
        j.insert(QStringLiteral("hwm_exactness"), QStringLiteral("exact"));
        j.insert(QStringLiteral("hwm_scope"), QStringLiteral("process"));
        j.insert(QStringLiteral("hwm_until"), QStringLiteral("last_sample"));
        j.insert(QStringLiteral("peak_doubt"), m.peakDoubt.isEmpty() ? QJsonValue() : QJsonValue(m.peakDoubt));
        j.insert(QStringLiteral("max_hwm_kb"), kbJson(m.maxHwmKb));
        j.insert(QStringLiteral("hwm_drop_kb"), static_cast<qint64>(m.hwmDropKb));
        j.insert(QStringLiteral("duration_s"), m.durationS);
        j.insert(QStringLiteral("interval_s"),
            QJsonObject { { QStringLiteral("median"), optJson(m.intervalMedianS) },
                { QStringLiteral("max"), optJson(m.intervalMaxS) },
                { QStringLiteral("mean"), optJson(m.intervalMeanS) },
                { QStringLiteral("whole_second_stamps"), m.wholeSecondStamps } });
        memory.append(j);
    }
    o.insert(QStringLiteral("memory"), memory);
    QJsonArray timing;
    for (const auto& t : s.timing) {
        const Summary& st = t.stats;
        QJsonObject j { { QStringLiteral("input"), t.inputId }, { QStringLiteral("kind"), timingKindName(t.kind) },
            { QStringLiteral("repetitions"), t.repetitions }, { QStringLiteral("warmup_dropped"), t.warmupDropped },
            { QStringLiteral("failed"), t.failed }, { QStringLiteral("n"), st.n }, { QStringLiteral("min_ms"), st.min },
            { QStringLiteral("median_ms"), st.median }, { QStringLiteral("p90_ms"), st.p90 },
            { QStringLiteral("p99_ms"), st.p99 }, { QStringLiteral("max_ms"), st.max },
            { QStringLiteral("mean_ms"), st.mean }, { QStringLiteral("stdev_ms"), st.stdev },
            { QStringLiteral("mad_ms"), st.mad }, { QStringLiteral("tail_ratio"), st.tailRatio },
            { QStringLiteral("outliers"), st.outliers } };
        j.insert(QStringLiteral("max_rss_kb"), kbJson(t.maxRssKb));
        j.insert(
            QStringLiteral("max_rss_exactness"), t.withMaxRss > 0 ? QJsonValue(QStringLiteral("exact")) : QJsonValue());
        j.insert(QStringLiteral("median_ci95_ms"),
            st.medianCiLow ? QJsonValue(QJsonArray { *st.medianCiLow, *st.medianCiHigh }) : QJsonValue());
        timing.append(j);
    }
    o.insert(QStringLiteral("timing"), timing);
    QJsonArray reported;
    for (const auto& r : s.reported) {
        QJsonObject figures;
        for (auto it = r.figures.constBegin(); it != r.figures.constEnd(); ++it)
            figures.insert(it.key() + QStringLiteral("_ms"), it.value());
        reported.append(
            QJsonObject { { QStringLiteral("n"), r.n >= 0 ? QJsonValue(static_cast<qint64>(r.n)) : QJsonValue() },
                { QStringLiteral("figures"), figures }, { QStringLiteral("raw_data"), false },
                { QStringLiteral("source"), r.source } });
    }
    o.insert(QStringLiteral("reported_summaries"), reported);
    QJsonObject figures;
    for (auto it = s.figures.constBegin(); it != s.figures.constEnd(); ++it)
        figures.insert(it.key(), it.value());
    o.insert(QStringLiteral("figures"), figures); // "<number> <unit>" as text: the unit travels with the number
    o.insert(QStringLiteral("notes"), QJsonArray::fromStringList(s.notes));
    QJsonArray diags;
    for (const auto& d : s.diagnostics)
        diags.append(QJsonObject {
            { QStringLiteral("severity"),
                d.severity == Diagnostic::Severity::Error ? QStringLiteral("error") : QStringLiteral("warning") },
            { QStringLiteral("line"), d.line }, { QStringLiteral("field"), d.field },
            { QStringLiteral("message"), d.message } });
    o.insert(QStringLiteral("diagnostics"), diags);
    return o;
}

} // namespace Analysis
