#include "analysis/report/exportmarkdown.h"

#include "analysis/core/tr.h"
#include "analysis/report/inputtable.h"
#include "analysis/report/reporttables.h"

namespace Analysis {
namespace {
QString cell(QString text)
{
    text.replace(u'|', QStringLiteral("\\|"));
    text.replace(u'\n', u' ');
    return text.isEmpty() ? QStringLiteral("-") : text;
}

QString row(const QStringList& cells)
{
    QStringList escaped;
    for (const QString& c : cells)
        escaped << cell(c);
    return u"| " % escaped.join(QStringLiteral(" | ")) % u" |\n";
}

QString table(const QStringList& header, const QList<QStringList>& rows)
{
    QString out = row(header);
    QStringList rule;
    for (qsizetype i = 0; i < header.size(); ++i)
        rule << QStringLiteral("---");
    out += u"| " % rule.join(QStringLiteral(" | ")) % u" |\n";
    for (const QStringList& r : rows)
        out += row(r);
    return out;
}

// Serve mode's streaming latencies, the concurrency sweep, the acceptance counts and the robustness
// set's outcomes (reporttables.h): each section only when the run has its figures.
QString planSections(const Report& report)
{
    QString md;
    for (const ReportTable& t : planFigureTables(report)) {
        md += u"## " % t.title % u"\n\n" % table(t.header, t.rows) % u"\n";
        for (const QString& note : t.notes)
            md += note % u"\n\n";
    }
    return md;
}
} // namespace

QString reportToMarkdown(const Report& report, SentenceLanguage lang)
{
    const Run& run = report.run;
    QString md;
    md += u"# " % Tr::tr("Headroom report: %1").arg(run.name.isEmpty() ? run.id : run.name) % u"\n\n";
    md += Tr::tr("Device: %1 · started: %2 · run %3")
              .arg(run.device.isEmpty() ? Tr::tr("not recorded") : run.device,
                  run.startedAt.isValid() ? run.startedAt.toUTC().toString(Qt::ISODate) : Tr::tr("not recorded"),
                  run.id)
        % u"\n\n";
    md += u"**" % report.headline(lang) % u"**\n\n";
    md += u"> " % report.sentence(lang) % u"\n\n";
    md += report.verdict.reason % u"\n\n";

    md += u"## " % Tr::tr("Per input") % u"\n\n";
    const InputTable inputs = inputTable(report);
    QStringList header;
    for (int c : inputs.pageColumns())
        header << inputs.columns.at(c).header;
    QList<QStringList> rows;
    for (const QList<InputCell>& cells : inputs.rows) {
        QStringList r;
        for (int c : inputs.pageColumns())
            r << cells.at(c).text;
        rows << r;
    }
    md += table(header, rows);
    if (const QString few = tailSampleNote(report.figures.inputs); !few.isEmpty())
        md += few % u"\n\n";
    if (const QString ttft = ttftSourceNote(report.figures.inputs); !ttft.isEmpty())
        md += ttft % u"\n\n";
    if (const QString warmup = warmupPeakNote(report.figures); !warmup.isEmpty())
        md += u"\n" % warmup % u"\n";
    md += u"\n"
        % Tr::tr("Memory ceiling: %1 (%2). Latency budget: %3.")
              .arg(formatKbValue(report.figures.memoryCeilingKb), report.figures.ceilingOrigin,
                  report.figures.latencyBudgetMs ? formatMs(*report.figures.latencyBudgetMs) : Tr::tr("none set"))
        % u"\n\n";
    md += planSections(report);

    md += u"## " % Tr::tr("Environment") % u"\n\n";
    QList<QStringList> env;
    for (const auto& [label, value] : report.conclusion.environment)
        env << QStringList { label, value };
    md += table({ Tr::tr("Item"), Tr::tr("Value") }, env) % u"\n";
    if (!run.params.isEmpty()) {
        md += u"## " % Tr::tr("Fixed parameters") % u"\n\n";
        md += table({ Tr::tr("Parameter"), Tr::tr("Value") }, fixedParameterRows(report, false)) % u"\n";
    }

    md += u"## " % Tr::tr("Evidence") % u"\n\n";
    for (const Evidence& e : report.verdict.evidence)
        md += QStringLiteral("- %1: %2 %3 (%4)\n").arg(e.figure, formatNumber(e.value), e.unit, e.source);
    md += u"\n## " % Tr::tr("Known") % u"\n\n";
    for (const QString& k : report.conclusion.known)
        md += u"- " % k % u"\n";
    md += u"\n## " % Tr::tr("Unknown") % u"\n\n";
    for (const QString& u : report.unknownTexts(lang))
        md += u"- " % u % u"\n";
    for (const QString& u : report.verdict.unknowns)
        md += u"- " % u % u"\n";

    md += u"\n## " % Tr::tr("Provenance") % u"\n\n";
    md += Tr::tr("Run provenance: %1. Report written by Headroom %2 on %3.")
              .arg(run.provenance.isEmpty() ? Tr::tr("not recorded") : run.provenance, report.headroomVersion,
                  report.generatedAt.toString(Qt::ISODate))
        % u"\n\n";
    QList<QStringList> raws;
    for (const RawFile& f : report.rawFiles)
        raws << QStringList { f.name, QString::number(f.size), f.format, f.tool, f.importedAt.toString(Qt::ISODate),
            u"`" % f.sha256 % u"`" };
    md += table({ Tr::tr("Raw file"), Tr::tr("Bytes"), Tr::tr("Format"), Tr::tr("Tool"), Tr::tr("Imported"),
                    QStringLiteral("SHA-256") },
        raws);
    return md;
}

QString comparisonToMarkdown(const ComparisonReport& report)
{
    QString md = u"# " % Tr::tr("Headroom comparison") % u"\n\n";
    md += Tr::tr("Base: %1").arg(report.base) % u"\n\n";
    const QStringList header { Tr::tr("Input"), Tr::tr("Figure"), Tr::tr("Base"), Tr::tr("New"), Tr::tr("Change"),
        Tr::tr("95% CI of new - base"), Tr::tr("Outcome") };
    for (qsizetype i = 0; i < report.comparisons.size() && i < report.candidates.size(); ++i) {
        const RunComparison& c = report.comparisons.at(i);
        md += u"## " % Tr::tr("%1 against the base").arg(report.candidates.at(i)) % u"\n\n";
        QList<QStringList> rows;
        for (const FigureComparison& r : c.rows)
            rows << QStringList { r.inputId, compareFigureName(r.figure), compareValueText(r.figure, r.base),
                compareValueText(r.figure, r.candidate), QStringLiteral("%1%").arg(r.relativeChange * 100, 0, 'f', 1),
                QStringLiteral("[%1, %2]")
                    .arg(signedCompareValueText(r.figure, r.ciLow), signedCompareValueText(r.figure, r.ciHigh)),
                r.regression ? Tr::tr("%1, regression").arg(compareOutcomeName(r.outcome))
                             : compareOutcomeName(r.outcome) };
        md += table(header, rows) % u"\n";
        for (const QString& n : c.notCompared)
            md += u"- " % Tr::tr("not compared: %1").arg(n) % u"\n";
        for (const QString& n : c.contended + c.notes)
            md += u"- " % n % u"\n";
        for (const QString& n : c.criticalLost)
            md += u"- " % Tr::tr("cost a critical service: %1").arg(n) % u"\n";
        md += u"\n";
    }
    // Sustained runs: which setting leads at the start and which at the end.
    const QStringList sustained = sustainedSettingsLines(report.sustainedSettings);
    if (!sustained.isEmpty()) {
        md += u"## " % Tr::tr("Sustained runs: first rounds against last") % u"\n\n" % sustained.first() % u"\n\n";
        for (const QString& line : sustained.mid(1))
            md += u"- " % line % u"\n";
        md += u"\n";
    }
    return md;
}

} // namespace Analysis
