#include "analysis/report/report.h"

#include "analysis/core/energy.h"

#include "analysis/report/inputtable.h"

#include "analysis/core/tr.h"
#include "analysis/plan/plan.h"
#include "analysis/core/statistics.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace Analysis {
namespace {
// The names conclusion JSON uses for the kinds of unknown (conclusionjson.cpp writes them).
UnknownKind unknownKindFromName(const QString& name)
{
    static const QList<QPair<QString, UnknownKind>> names = {
        { QStringLiteral("other_processes"), UnknownKind::OtherProcesses },
        { QStringLiteral("peaks_between_samples"), UnknownKind::PeaksBetweenSamples },
        { QStringLiteral("thermal_throttling"), UnknownKind::ThermalThrottling },
        { QStringLiteral("untested_lengths"), UnknownKind::UntestedLengths },
        { QStringLiteral("vmrss_counter"), UnknownKind::VmRssCounter },
    };
    for (const auto& [n, k] : names)
        if (n == name)
            return k;
    return UnknownKind::Custom;
}

// A stored conclusion is a reviewer's words: where it has them, they replace the defaults.
// Fields it lacks (or a body that is not the JSON we know) leave the defaults in place.
void applyStoredConclusion(Report& r, const QByteArray& json)
{
    const QJsonDocument doc = QJsonDocument::fromJson(json);
    if (!doc.isObject())
        return;
    const QJsonObject o = doc.object();
    r.conclusionStored = true;
    r.storedSentenceZh = o.value(u"sentence_zh_CN").toString();
    r.storedSentenceEn = o.value(u"sentence_en").toString();
    if (o.value(u"known").isArray()) {
        QStringList known;
        for (const auto& v : o.value(u"known").toArray())
            if (v.isString())
                known << v.toString();
        r.conclusion.known = known;
    }
    if (o.value(u"unknown").isArray()) {
        QList<UnknownItem> unknown;
        for (const auto& v : o.value(u"unknown").toArray()) {
            const QJsonObject u = v.toObject();
            UnknownItem item { unknownKindFromName(u.value(u"kind").toString()), u.value(u"text").toString() };
            if (item.kind != UnknownKind::Custom || !item.text.isEmpty())
                unknown << item;
        }
        if (!unknown.isEmpty()) // the measurement method: unknown is never empty, so an empty list is not a choice
            r.conclusion.unknown = unknown;
    }
}

} // namespace

Report makeReport(const Run& run, const PlanText& plan, const QList<RawFile>& rawFiles,
    const std::optional<QByteArray>& conclusionJson)
{
    Report r;
    r.run = run;
    r.plan = plan;
    r.rawFiles = rawFiles;
    for (auto& f : r.rawFiles)
        f.data.clear();
    r.options = verdictOptionsFromRun(run);
    r.figures = perInputFigures(run, r.options);
    r.verdict = decide(r.figures);
    r.sustained = addSustainedToVerdict(run, r.verdict);
    r.conclusion = buildConclusion(run, r.figures, r.verdict);
    // Tokens per second, one definition everywhere (docs/json-format.md): 1000 / TPOT.
    r.tokensPerSecond = tokensPerSecondByInput(run, r.figures);
    r.streaming = streamingFigures(run);
    r.acceptance = acceptanceFigures(run);
    r.levelAcceptance = levelAcceptance(run);
    r.robustness = robustnessRows(run);
    r.coldWarm = coldVsWarm(run);
    r.corpus = corpusFigures(run);
    if (conclusionJson)
        applyStoredConclusion(r, *conclusionJson);
    r.headroomVersion = QStringLiteral(HEADROOM_VERSION);
    r.probeVersion = run.environment.values.value(QStringLiteral("probe_version"));
    if (r.probeVersion.isEmpty() && run.provenance.startsWith(u"probe "))
        r.probeVersion = run.provenance.mid(6).section(u' ', 0, 0);
    r.generatedAt = QDateTime::currentDateTimeUtc();
    return r;
}

QString latestRunId(const Store& store, Diagnostics* diagnostics)
{
    const QList<RunRow> rows = store.listRuns(diagnostics);
    const RunRow* best = nullptr;
    for (const RunRow& row : rows) {
        if (!best || row.startedAt > best->startedAt
            || (row.startedAt == best->startedAt && row.id.toLongLong() > best->id.toLongLong()))
            best = &row;
    }
    return best ? best->id : QString();
}

std::optional<Report> loadReport(const Store& store, const QString& runId, Diagnostics* diagnostics)
{
    Diagnostics d;
    const QString id = runId.isEmpty() ? latestRunId(store, &d) : runId;
    if (id.isEmpty()) {
        d << Diagnostic { Diagnostic::Severity::Error, store.path(), 0, {}, Tr::tr("The project holds no run.") };
        if (diagnostics)
            *diagnostics += d;
        return std::nullopt;
    }
    const std::optional<Run> run = store.loadRun(id, &d);
    if (!run) {
        if (!hasErrors(d))
            d << Diagnostic { Diagnostic::Severity::Error, store.path(), 0, {},
                Tr::tr("The project has no run with id %1.").arg(id) };
        if (diagnostics)
            *diagnostics += d;
        return std::nullopt;
    }
    const QList<RawFile> raws = store.rawFiles(id, &d);
    std::optional<QByteArray> conclusionJson;
    if (const auto c = store.conclusion(id))
        conclusionJson = c->json;
    Report r = makeReport(*run, store.plan(id).value_or(PlanText {}), raws, conclusionJson);
    r.projectPath = store.path();
    // Inter-token latencies are only in the probe's own events file, kept raw with the run.
    if (!r.streaming.isEmpty())
        for (const RawFile& raw : raws)
            if (raw.name == u"events.jsonl")
                if (const auto data = store.rawFileData(raw.id, &d))
                    r.streaming = streamingFigures(*run, *data);
    if (diagnostics)
        *diagnostics += d;
    return r;
}

QString Report::sentence(SentenceLanguage lang) const
{
    const QString& stored = lang == SentenceLanguage::Chinese ? storedSentenceZh : storedSentenceEn;
    return stored.isEmpty() ? conclusionSentence(conclusion, lang) : stored;
}

QString Report::headline(SentenceLanguage lang) const
{
    const bool zh = lang == SentenceLanguage::Chinese;
    // The method's safety layer outranks which limit comes first.
    if (verdict.criticalLost)
        return zh ? QStringLiteral("结论：本次运行导致关键服务丢失") : QStringLiteral("Verdict: the run cost a critical service");
    switch (verdict.first) {
    case FirstLimit::Memory:
        return zh ? QStringLiteral("结论：内存先触顶") : QStringLiteral("Verdict: memory reaches its limit first");
    case FirstLimit::Latency:
        return zh ? QStringLiteral("结论：延迟先触顶") : QStringLiteral("Verdict: latency reaches its limit first");
    case FirstLimit::Undetermined:
        break;
    }
    return zh ? QStringLiteral("结论：无法判断哪一项先触顶")
              : QStringLiteral("Verdict: undetermined, the data does not show which limit comes first");
}

QStringList Report::unknownTexts(SentenceLanguage lang) const
{
    QStringList out;
    for (const UnknownItem& u : conclusion.unknown)
        out << unknownItemText(u, lang);
    return out;
}

const RawFile* Report::rawFileNamed(const QString& name) const
{
    const auto it = std::find_if(rawFiles.begin(), rawFiles.end(), [&](const RawFile& f) { return f.name == name; });
    return it == rawFiles.end() ? nullptr : &*it;
}

QString warmupPeakNote(const FigureTable& table)
{
    QStringList parts;
    for (const InputFigures& f : table.inputs)
        if (f.warmupPeakKb)
            parts << QStringLiteral("%1 %2").arg(f.inputId, formatKbValue(f.warmupPeakKb));
    if (parts.isEmpty())
        return {};
    return Tr::tr("Warm-up peak, not in the Peak column: %1.").arg(parts.join(QStringLiteral(", ")));
}

QString peakExactnessText(const InputFigures& f)
{
    return f.peakInDoubt() ? Tr::tr("%1, probably missed").arg(exactnessText(f.peakExactness))
                           : exactnessText(f.peakExactness);
}

QString compareValueText(CompareFigure f, double v)
{
    if (f == CompareFigure::Energy || f == CompareFigure::EnergyPerToken)
        return formatJoules(v);
    if (f == CompareFigure::TokensPerS)
        return Tr::tr("%1 tokens/s").arg(QString::number(v, 'f', 1));
    return f == CompareFigure::PeakMemory ? formatKbValue(int64_t(v)) : formatMs(v);
}

QString signedCompareValueText(CompareFigure f, double v)
{
    return (v < 0 ? QStringLiteral("-") : QStringLiteral("+")) + compareValueText(f, std::abs(v));
}

QString exactnessText(Exactness e)
{
    switch (e) {
    case Exactness::Exact:
        return Tr::tr("exact");
    case Exactness::Sampled:
        return Tr::tr("sampled");
    case Exactness::Unknown:
        break;
    }
    return Tr::tr("unknown");
}

QList<QStringList> fixedParameterRows(const Report& report, bool planPrintedBelow)
{
    QList<QStringList> rows;
    const Run& run = report.run;
    for (auto it = run.params.cbegin(); it != run.params.cend(); ++it) {
        const bool printedBelow = planPrintedBelow && it.key() == QLatin1String("plan") && !report.plan.isEmpty()
            && it.value().trimmed() == report.plan.text.trimmed();
        rows << QStringList { it.key(), printedBelow ? Tr::tr("the plan as written, printed in full below") : it.value() };
    }
    return rows;
}

} // namespace Analysis
