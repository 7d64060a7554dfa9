#include "widgets/pdfreport.h"

#include "widgets/inputcolours.h"
#include "widgets/latencychart.h"
#include "widgets/memorychart.h"
#include "widgets/stagechart.h"
#include "widgets/pdfpage.h"
#include "widgets/tr.h"
#include "widgets/trendchart.h"

#include "analysis/core/savefile.h"
#include "analysis/report/inputtable.h"
#include "analysis/report/reporttables.h"

#include <QAbstractAxis>
#include <QBuffer>
#include <QChart>
#include <QLegend>
#include <QPdfWriter>

#include <algorithm>
#include <memory>

namespace Ui {
namespace {
using Analysis::SentenceLanguage;

// Charts are laid out at about screen size and scaled into the page, so their fonts come out
// near 8 pt in print.
constexpr double kChartScale = 2.6;

void applyFont(QChartView& view, const QFont& font)
{
    QChart* chart = view.chart();
    QFont small = font;
    small.setPointSizeF(8);
    chart->setTitleFont(font);
    chart->legend()->setFont(small);
    for (QAbstractAxis* axis : chart->axes()) {
        axis->setLabelsFont(small);
        axis->setTitleFont(small);
    }
    chart->setBackgroundRoundness(0);
    chart->setMargins(QMargins(2, 2, 2, 2));
}

QString lengthTitle(const Analysis::FigureTable& t)
{
    return t.lengthUnit == Analysis::LengthUnit::Tokens ? Tr::tr("Input length (tokens)")
        : t.lengthUnit == Analysis::LengthUnit::Chars   ? Tr::tr("Input length (characters)")
                                                        : Tr::tr("Input length");
}

void titleBlock(PdfPage& page, const Analysis::Report& r)
{
    const Analysis::Run& run = r.run;
    page.text(Tr::tr("Headroom report: %1").arg(run.name.isEmpty() ? run.id : run.name), 18, true);
    const QString started = run.startedAt.isValid()
        ? run.startedAt.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'"))
        : Tr::tr("not recorded");
    page.text(Tr::tr("Device: %1    Measured: %2    Run %3 in %4")
                  .arg(run.device.isEmpty() ? Tr::tr("not recorded") : run.device, started, run.id,
                      r.projectPath.section(u'/', -1)),
        9, false, QColor(80, 80, 80));
    page.space(2);
}

void verdictBox(PdfPage& page, const Analysis::Report& r, SentenceLanguage lang)
{
    const SentenceLanguage other
        = lang == SentenceLanguage::Chinese ? SentenceLanguage::English : SentenceLanguage::Chinese;
    QList<PdfPage::BoxLine> lines;
    lines.append({ r.headline(lang), 14, true, QColor(20, 20, 20) });
    lines.append({ r.sentence(lang), 11, false, QColor(20, 20, 20) });
    lines.append({ r.sentence(other), 8.5, false, QColor(90, 90, 90) });
    if (!r.verdict.reason.isEmpty())
        lines.append({ r.verdict.reason, 9.5, false, QColor(40, 40, 40) });
    QStringList advice;
    for (const auto a : r.verdict.advice)
        advice << Analysis::adviceText(r.verdict, a);
    if (!advice.isEmpty())
        lines.append(
            { Tr::tr("Look first at: %1").arg(advice.join(QStringLiteral("; "))), 9.5, false, QColor(40, 40, 40) });
    if (!r.verdict.thermalNote.isEmpty())
        lines.append({ r.verdict.thermalNote, 9, false, QColor(150, 60, 0) });
    const QColor fill
        = r.verdict.first == Analysis::FirstLimit::Undetermined ? QColor(242, 242, 242) : QColor(255, 244, 225);
    page.box(lines, fill);
}

void figuresTable(PdfPage& page, const Analysis::Report& r)
{
    page.heading(Tr::tr("Figures per input"));
    // The one per-input table (analysis/report/inputtable.h): the Markdown report, the CSV and
    // JSON exports and the window show the same cells.
    const Analysis::InputTable table = Analysis::inputTable(r);
    QStringList header;
    QList<int> widths;
    for (int c : table.pageColumns()) {
        header << table.columns.at(c).header;
        widths << table.columns.at(c).pageWidth;
    }
    QList<QStringList> rows;
    for (const QList<Analysis::InputCell>& cells : table.rows) {
        QStringList row;
        for (int c : table.pageColumns())
            row << (cells.at(c).text.isEmpty() ? QStringLiteral("-") : cells.at(c).text);
        rows << row;
    }
    page.table(header, rows, widths, 7.5);
    page.text(Tr::tr("Memory ceiling: %1 (%2). Latency budget: %3. Latency figures are of the stable repetitions "
                     "(warm-up and failed ones dropped); the peak says whether the kernel gave it exactly or it is "
                     "the highest of periodic samples.")
                  .arg(Analysis::formatKbValue(r.figures.memoryCeilingKb), r.figures.ceilingOrigin,
                      r.figures.latencyBudgetMs ? Analysis::formatMs(*r.figures.latencyBudgetMs) : Tr::tr("none set")),
        8, false, QColor(70, 70, 70));
    if (const QString few = Analysis::tailSampleNote(r.figures.inputs); !few.isEmpty())
        page.text(few, 8, false, QColor(70, 70, 70));
    if (const QString ttft = Analysis::ttftSourceNote(r.figures.inputs); !ttft.isEmpty())
        page.text(ttft, 8, false, QColor(70, 70, 70));
    if (const QString warmup = Analysis::warmupPeakNote(r.figures); !warmup.isEmpty())
        page.text(warmup, 8, false, QColor(70, 70, 70));
}

void charts(PdfPage& page, const Analysis::Report& r, const QFont& font)
{
    page.heading(Tr::tr("Charts"));
    const double w = (page.width() - PdfPage::mm(6)) / 2;
    const double h = PdfPage::mm(62);
    const QSize widgetSize(int(w / kChartScale), int(h / kChartScale));

    // A limit far above the data would flatten every line to the axis: then it is named in the
    // caption and left out of the chart.
    int64_t peakKb = 0;
    double slowestMs = 0;
    for (const auto& f : r.figures.inputs) {
        peakKb = std::max(peakKb, f.peakKb.value_or(0));
        slowestMs = std::max(slowestMs, f.maxMs);
    }
    const auto ceiling = r.figures.memoryCeilingKb;
    const bool ceilingShown = ceiling && peakKb * 4 >= *ceiling;
    const auto budget = r.figures.latencyBudgetMs;
    const bool budgetShown = budget && slowestMs * 4 >= *budget;
    const QString ceilingNote = ceiling && !ceilingShown
        ? Tr::tr("the ceiling, %1, is far above: not drawn").arg(Analysis::formatKbValue(ceiling))
        : QString();
    const QString budgetNote = budget && !budgetShown
        ? Tr::tr("the budget, %1, is far above: not drawn").arg(Analysis::formatMs(*budget))
        : budget ? QString()
                 : Tr::tr("no budget set");

    MemoryChart memory;
    QList<MemoryChart::Track> tracks;
    for (const QString& key : inputOrdered(r.run, r.run.memory.keys())) {
        const auto it = r.run.memory.constFind(key);
        const int index = inputIndex(r.run, it.key());
        tracks.append({ it.key().isEmpty() ? Tr::tr("memory") : it.key(), &it.value(), it->isEmpty() ? 0 : it->t.front(),
            {}, nullptr, inputColour(index), inputPenStyle(index) });
    }
    memory.setTracks(tracks);
    memory.setCeilingKb(ceilingShown ? ceiling : std::nullopt);
    // The probe's gravest notes, on the time axis of the input they happened in (each input is drawn
    // from its own start here).
    for (const Analysis::RunEvent& e : r.run.events) {
        if (e.type != u"critical_lost" && e.type != u"guard")
            continue;
        const auto series = r.run.memory.constFind(e.inputId);
        memory.addEventMarker(e, series != r.run.memory.cend() && !series->isEmpty() ? series->t.front() : 0);
    }

    LatencyChart latency;
    QList<LatencyChart::Group> groups;
    for (const auto& f : r.figures.inputs) {
        LatencyChart::Group g;
        g.label = f.inputId;
        g.stableMs = f.stableMs;
        g.colour = inputColour(inputIndex(r.run, f.inputId));
        g.style = inputPenStyle(inputIndex(r.run, f.inputId));
        for (const auto& rep : r.run.repetitionsFor(f.inputId)) {
            g.repetitions.append(QPointF(rep.index, rep.wallMs));
            g.warmup.append(rep.warmup);
        }
        groups.append(g);
    }
    latency.setGroups(groups);
    latency.setView(LatencyChart::View::Box);
    latency.setBudgetMs(budgetShown ? *budget : 0);

    // The trends the verdict reads: peak memory and p90 latency. The trend chart names a limit far above
    // its points in its own title.
    TrendChart peak, tail;
    peak.setTrend(Tr::tr("Peak memory vs input length"), lengthTitle(r.figures), Tr::tr("MiB"), r.verdict.peakTrend,
        1.0 / 1024.0, ceiling ? Tr::tr("ceiling %1").arg(Analysis::formatKb(*ceiling)) : Tr::tr("ceiling"));
    tail.setTrend(Tr::tr("p90 latency vs input length"), lengthTitle(r.figures), Tr::tr("ms"), r.verdict.p90Trend, 1.0,
        budget ? Tr::tr("budget %1").arg(Analysis::formatDuration(*budget)) : Tr::tr("budget"));

    const auto caption = [](const QString& title, const QString& note) {
        //: a chart's caption (%1) and a note about a line it does not draw (%2)
        return note.isEmpty() ? title : Tr::tr("%1 (%2)").arg(title, note);
    };
    const QList<QPair<QString, QChartView*>> views
        = { { caption(Tr::tr("Memory over time, each input from its start"), ceilingNote), &memory },
              { caption(Tr::tr("Latency of the stable repetitions (box: quartiles)"), budgetNote), &latency } };
    // The trends take the page's width: their legends name both fits, the interval and the crossing.
    const QList<QPair<QString, QChartView*>> trends
        = { { Tr::tr("Peak memory against input length"), &peak }, { Tr::tr("p90 latency against input length"), &tail } };
    const auto layOut = [&font](QChartView* view, QSize size) {
        applyFont(*view, font);
        view->setAttribute(Qt::WA_DontShowOnScreen);
        view->resize(size);
        view->show(); // lays the chart out at its size; nothing reaches a screen
    };
    for (const auto& [caption, view] : views)
        layOut(view, widgetSize);
    const double trendHeight = PdfPage::mm(58);
    for (const auto& [caption, view] : trends)
        layOut(view, QSize(int(page.width() / kChartScale), int(trendHeight / kChartScale)));
    page.chartRow(views, h);
    // Where each input's time goes, when the engine said (llama.cpp's perf lines, the markers).
    StageChart stages;
    if (stages.setInputs(r.figures.inputs)) {
        const double stageHeight = PdfPage::mm(30 + 7 * double(r.figures.inputs.size()));
        layOut(&stages, QSize(int(page.width() / kChartScale), int(stageHeight / kChartScale)));
        page.chartRow({ { Tr::tr("Load, prefill and decode per input (medians)"), &stages } }, stageHeight);
    }
    // No input length, no trend: said in a line instead of two empty charts.
    if (r.verdict.peakTrend.x.empty() && r.verdict.p90Trend.x.empty()) {
        page.text(r.verdict.peakTrend.noExtrapolationReason, 8, false, QColor(70, 70, 70));
        return;
    }
    for (const auto& t : trends)
        page.chartRow({ t }, trendHeight);
}

void knownUnknown(PdfPage& page, const Analysis::Report& r, SentenceLanguage lang)
{
    page.heading(Tr::tr("Known"));
    for (const QString& k : r.conclusion.known)
        page.bullet(k);
    for (const auto& e : r.verdict.evidence)
        page.bullet(Tr::tr("%1: %2 %3 (from %4)").arg(e.figure, Analysis::formatNumber(e.value), e.unit, e.source));
    page.heading(Tr::tr("Unknown"));
    for (const QString& u : r.unknownTexts(lang))
        page.bullet(u);
    for (const QString& u : r.verdict.unknowns)
        page.bullet(u);
}

void repetitions(PdfPage& page, const Analysis::Report& r)
{
    page.heading(Tr::tr("Every repetition"));
    QList<QStringList> rows;
    for (const auto& rep : r.run.repetitions) {
        auto ms = [](const std::optional<double>& v) { return v ? Analysis::formatMs(*v) : QStringLiteral("-"); };
        const std::optional<int64_t> peak = rep.inferencePeakKb ? rep.inferencePeakKb : rep.maxRssKb;
        rows << QStringList { rep.inputId, QString::number(rep.index), rep.warmup ? Tr::tr("warm-up") : QString(),
            Analysis::formatMs(rep.wallMs), ms(rep.loadMs), ms(rep.ttftMs),
            rep.tokensOut ? QString::number(*rep.tokensOut) : QStringLiteral("-"), Analysis::formatKbValue(peak),
            Analysis::outcomeText(rep.outcome) };
    }
    page.table({ Tr::tr("Input"), Tr::tr("Rep"), Tr::tr("Warm-up"), Tr::tr("Wall"), Tr::tr("Load"), Tr::tr("TTFT"),
                   Tr::tr("Tokens"), Tr::tr("Peak"), Tr::tr("Outcome") },
        rows, { 12, 6, 10, 12, 12, 12, 9, 13, 14 }, 7.5);
}

void provenance(PdfPage& page, const Analysis::Report& r)
{
    page.heading(Tr::tr("Provenance"));
    page.text(Tr::tr("Run: %1").arg(r.run.provenance.isEmpty() ? Tr::tr("not recorded") : r.run.provenance), 9);
    page.text(Tr::tr("Probe version: %1. Report written by Headroom %2 on %3.")
                  .arg(r.probeVersion.isEmpty() ? Tr::tr("none (not made by the probe)") : r.probeVersion,
                      r.headroomVersion, r.generatedAt.toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'"))),
        9);
    QList<QStringList> rows;
    for (const auto& f : r.rawFiles)
        rows << QStringList { f.name, QString::number(f.size), f.tool,
            f.importedAt.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm")), f.sha256 };
    page.table(
        { Tr::tr("Raw file"), Tr::tr("Bytes"), Tr::tr("Made by"), Tr::tr("Imported (UTC)"), QStringLiteral("SHA-256") },
        rows, { 14, 8, 14, 14, 50 }, 7, 4);
    page.text(Tr::tr("Every figure above can be recomputed from these files with 'headroom verify'."), 8, false,
        QColor(70, 70, 70));
}
} // namespace

bool writePdfReport(const Analysis::Report& report, SentenceLanguage lang, const QString& path, QString* error)
{
    // Refused before the work of rendering: a device or FIFO given as the path.
    if (!Analysis::checkSaveTarget(path, error))
        return false;
    // QPdfWriter writes as the painter goes and its errors are not reported: the PDF is made in
    // memory (a few MiB at most, the fonts' subsets included) and written whole by saveFile.
    QBuffer pdf;
    pdf.open(QIODevice::WriteOnly);
    QPdfWriter writer(&pdf);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageMargins(QMarginsF(16, 14, 16, 14), QPageLayout::Millimeter);
    writer.setResolution(PdfPage::kDpi);
    writer.setTitle(Tr::tr("Headroom report: %1").arg(report.run.name));
    writer.setCreator(QStringLiteral("Headroom %1").arg(report.headroomVersion));

    QFont font;
    // Han text in "Noto Sans CJK SC", named explicitly (Qt's own fallback may pick the Japanese
    // variant). Latin letters and digits come from DejaVu Sans in both languages: with Noto CJK's
    // digits, Qt 6.4 wrote glyphs that pdftotext (and copy and paste) could not map back to
    // text, so a reviewer could not search the PDF for a figure.
    font.setFamilies({ QStringLiteral("DejaVu Sans"), QStringLiteral("Noto Sans CJK SC") });
    font.setPointSizeF(9);

    PdfPage page(writer, font);
    if (!page.isActive()) {
        *error = Tr::tr("Cannot write %1.").arg(path);
        return false;
    }
    titleBlock(page, report);
    verdictBox(page, report, lang);

    page.heading(Tr::tr("Environment"));
    QList<QStringList> env;
    for (const auto& [label, value] : report.conclusion.environment)
        env << QStringList { label, value };
    page.table({ Tr::tr("Item"), Tr::tr("Value") }, env, { 30, 70 }, 8);

    page.heading(Tr::tr("Fixed parameters"));
    if (report.run.params.isEmpty()) {
        page.text(Tr::tr("None recorded with the run."), 8.5);
    } else {
        page.table({ Tr::tr("Parameter"), Tr::tr("Value") }, Analysis::fixedParameterRows(report, true), { 30, 70 }, 8);
    }

    figuresTable(page, report);
    // Serve mode's streaming latencies and concurrency sweep, acceptance, robustness: the same
    // tables as the Markdown report.
    for (const Analysis::ReportTable& t : Analysis::planFigureTables(report)) {
        page.heading(t.title);
        page.table(t.header, t.rows, t.widths, 7.5); // set smaller by table() when it must be
        for (const QString& note : t.notes)
            page.text(note, 8);
    }
    charts(page, report, font);
    knownUnknown(page, report, lang);
    repetitions(page, report);
    provenance(page, report);
    if (!report.plan.isEmpty()) {
        page.heading(Tr::tr("Plan as written (%1)").arg(report.plan.name));
        page.text(report.plan.text, 7, false, QColor(30, 30, 30), true);
    }
    if (!page.finish()) {
        *error = Tr::tr("Cannot write %1.").arg(path);
        return false;
    }
    return Analysis::saveFile(path, pdf.data(), error);
}

} // namespace Ui
