#include "widgets/rundetailpage.h"

#include "widgets/reporttableview.h"

#include "analysis/project/figuresmodel.h"
#include "analysis/core/statistics.h"
#include "analysis/core/utilisation.h"
#include "analysis/report/reporttables.h"
#include "widgets/inputcolours.h"
#include "widgets/latencychart.h"
#include "widgets/chartnavigator.h"
#include "widgets/memorychart.h"
#include "widgets/splitterstate.h"
#include "widgets/stagechart.h"
#include "widgets/utilisationchart.h"

#include <QLocale>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QScrollArea>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace Ui {

QString verdictHtml(const Analysis::Verdict& v)
{
    QString head;
    switch (v.first) {
    case Analysis::FirstLimit::Memory:
        head = RunDetailPage::tr("Memory reaches its ceiling first.");
        break;
    case Analysis::FirstLimit::Latency:
        head = RunDetailPage::tr("Latency reaches its budget first.");
        break;
    case Analysis::FirstLimit::Undetermined:
        head = RunDetailPage::tr("Undetermined.");
        break;
    }
    QString html = u"<p><b>" + head.toHtmlEscaped() + u"</b> " + v.reason.toHtmlEscaped() + u"</p>";
    if (!v.advice.isEmpty()) {
        QStringList items;
        for (auto a : v.advice)
            items << Analysis::adviceText(v, a).toHtmlEscaped();
        html += u"<p>" + RunDetailPage::tr("Look at:") + u"</p><ul><li>" + items.join(u"</li><li>") + u"</li></ul>";
    }
    if (!v.thermalNote.isEmpty())
        html += u"<p>" + v.thermalNote.toHtmlEscaped() + u"</p>";
    if (!v.unknowns.isEmpty()) {
        QStringList items;
        for (const auto& u : v.unknowns)
            items << u.toHtmlEscaped();
        html += u"<p><i>" + RunDetailPage::tr("Not covered:") + u"</i></p><ul><li><i>" + items.join(u"</i></li><li><i>")
            + u"</i></li></ul>";
    }
    return html;
}

RunDetailPage::RunDetailPage(QWidget* parent)
    : QWidget(parent)
{
    m_verdict = new QLabel(this);
    m_verdict->setWordWrap(true);
    m_verdict->setTextFormat(Qt::RichText);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_verdict->setAlignment(Qt::AlignLeft | Qt::AlignTop);

    m_conclusion = new QLabel(this);
    m_conclusion->setWordWrap(true);
    m_conclusion->setTextFormat(Qt::PlainText);
    m_conclusion->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_conclusion->hide();

    m_memory = new MemoryChart(this);
    m_memory->setMinimumHeight(220); // the lanes below scroll; the memory chart stays readable
    m_utilisation = new UtilisationChart(this);
    // One time axis: a zoom or pan in either moves the other.
    connect(m_memory, &MemoryChart::xRangeChanged, m_utilisation, &UtilisationChart::setXRange);
    connect(m_utilisation, &UtilisationChart::xRangeChanged, m_memory, &MemoryChart::setXRange);
    connect(m_utilisation, &UtilisationChart::resetRequested, m_memory, [this] { m_memory->navigator()->reset(); });
    m_model = new Analysis::FiguresModel(this);
    auto* proxy = new QSortFilterProxyModel(this);
    proxy->setSourceModel(m_model);
    proxy->setSortRole(Analysis::FiguresModel::SortRole);
    m_table = new QTableView(this);
    m_table->setModel(proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(
        int(Analysis::InputColumnId::Input), Qt::AscendingOrder); // shortest input first, as the verdict lists them
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->verticalHeader()->hide();

    QWidget* latencyBox = buildLatencyBox();

    // Memory is what the page is about: it takes the larger share (at least 40% of the page at
    // 1280x800); the lanes below scroll, the table under the charts is a few rows high.
    m_table->setMinimumHeight(90);
    auto* timeline = new QSplitter(Qt::Vertical, this);
    timeline->addWidget(m_memory);
    timeline->addWidget(m_utilisation);
    timeline->setStretchFactor(0, 2);
    timeline->setStretchFactor(1, 1);
    timeline->setSizes({ 2000, 1000 });
    auto* charts = new QSplitter(Qt::Horizontal, this);
    charts->addWidget(timeline);
    charts->addWidget(latencyBox);
    charts->setSizes({ 2000, 1000 });
    m_tablesBox = new QWidget(this);
    auto* tablesLayout = new QVBoxLayout(m_tablesBox);
    tablesLayout->setContentsMargins(0, 4, 0, 0);
    m_tablesBox->hide();
    auto* vertical = new QSplitter(Qt::Vertical, this);
    vertical->addWidget(charts);
    vertical->addWidget(m_table);
    vertical->setStretchFactor(0, 5);
    vertical->setStretchFactor(1, 1);
    vertical->setSizes({ 5000, 1000 });
    // The report's tables below (a corpus's failed documents) never squeeze the charts and the
    // per-input table: the page scrolls to them.
    vertical->setMinimumHeight(500);
    keepSplitterState(timeline, QStringLiteral("run/timeline"));
    keepSplitterState(charts, QStringLiteral("run/charts"));
    keepSplitterState(vertical, QStringLiteral("run/vertical"));

    // A long verdict (every advice, every unknown) scrolls in its own box instead of squeezing the
    // charts: about eight lines show.
    m_verdictBox = new QScrollArea(this);
    m_verdictBox->setWidget(m_verdict);
    m_verdictBox->setWidgetResizable(true);
    m_verdictBox->setFrameShape(QFrame::NoFrame);
    m_verdictBox->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    // The whole page scrolls before a chart falls below a readable height.
    auto* content = new QWidget;
    content->setMinimumHeight(560);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_conclusion);
    layout->addWidget(m_verdictBox);
    layout->addWidget(vertical, 1);
    layout->addWidget(m_tablesBox); // under the splitter: the page scrolls to it
    auto* page = new QScrollArea(this);
    page->setObjectName(QStringLiteral("runPage")); // the screenshots scroll it to its foot
    page->setWidget(content);
    page->setWidgetResizable(true);
    page->setFrameShape(QFrame::NoFrame);
    QHBoxLayout* top = buildTitleBar();
    m_pages = new QStackedWidget(this);
    m_pages->addWidget(m_empty);
    m_pages->addWidget(page);
    auto* outer = new QVBoxLayout(this);
    outer->addLayout(top);
    outer->addWidget(m_pages);
    setHasRun(false);
}

// The latency chart with its choice of view above it.
QWidget* RunDetailPage::buildLatencyBox()
{
    m_latency = new LatencyChart(this);
    m_latency->setEmptyText(tr("No latency figures in this run"));
    m_view = new QComboBox(this);
    m_view->setObjectName(QStringLiteral("latencyView")); // found by the screenshots, which show each view
    m_view->addItem(tr("Histogram"), int(LatencyChart::View::Histogram));
    m_view->addItem(tr("Box plot"), int(LatencyChart::View::Box));
    m_view->addItem(tr("ECDF"), int(LatencyChart::View::Ecdf));
    m_view->addItem(tr("Per repetition"), int(LatencyChart::View::Scatter));
    m_view->addItem(tr("Load / prefill / decode"), kStagesView);
    m_stages = new StageChart(this);
    m_latencyViews = new QStackedWidget(this);
    m_latencyViews->addWidget(m_latency);
    m_latencyViews->addWidget(m_stages);
    connect(m_view, &QComboBox::currentIndexChanged, this, [this] {
        const int view = m_view->currentData().toInt();
        m_latencyViews->setCurrentWidget(view == kStagesView ? static_cast<QWidget*>(m_stages) : m_latency);
        if (view != kStagesView)
            m_latency->setView(LatencyChart::View(view));
    });
    auto* latencyBox = new QWidget(this);
    auto* lv = new QVBoxLayout(latencyBox);
    lv->setContentsMargins(0, 0, 0, 0);
    lv->addWidget(m_view);
    lv->addWidget(m_latencyViews);
    return latencyBox;
}

QHBoxLayout* RunDetailPage::buildTitleBar()
{
    m_title = new QLabel(this);
    QFont f = m_title->font();
    f.setPointSizeF(f.pointSizeF() * 1.3);
    f.setBold(true);
    m_title->setFont(f);
    m_rerun = new QPushButton(tr("Re-run on a device…"), this);
    connect(m_rerun, &QPushButton::clicked, this, &RunDetailPage::rerunRequested);
    m_export = new QPushButton(tr("Export…"), this);
    connect(m_export, &QPushButton::clicked, this, &RunDetailPage::exportRequested);
    m_conclude = new QPushButton(tr("Write the conclusion…"), this);
    connect(m_conclude, &QPushButton::clicked, this, &RunDetailPage::concludeRequested);
    m_empty = new QLabel(tr("<p><b>No run is shown.</b></p><p>Double-click a run on the Runs page to see its memory, "
                            "latency and verdict here.</p><p>No runs yet? Import logs (File &gt; Import logs…, or drop "
                            "them on the window), or measure this machine from the Start page.</p>"),
        this);
    m_empty->setWordWrap(true);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setMargin(24);
    auto* top = new QHBoxLayout;
    top->addWidget(m_title, 1);
    top->addWidget(m_rerun);
    top->addWidget(m_export);
    top->addWidget(m_conclude);
    return top;
}

void RunDetailPage::setHasRun(bool hasRun)
{
    m_hasRun = hasRun;
    m_pages->setCurrentIndex(hasRun ? 1 : 0);
    for (QPushButton* b : runActions())
        b->setEnabled(hasRun);
    const QString none = tr("No run is shown: double-click one on the Runs page first.");
    m_rerun->setToolTip(hasRun ? tr("Run this run's plan again, with its input files, on a device.") : none);
    m_export->setToolTip(hasRun ? tr("Write this run's report as PDF, Markdown, CSV or JSON.") : none);
    m_conclude->setToolTip(hasRun ? tr("The guided conclusion: environment, observed, known, unknown.") : none);
}

void RunDetailPage::showRun(const Analysis::Run& run, const Analysis::FigureTable& table,
    const Analysis::Verdict& verdict, std::optional<Analysis::Utilisation> utilisation)
{
    showRun(std::make_shared<const Analysis::Run>(run), table, verdict, std::move(utilisation));
}

void RunDetailPage::showRun(std::shared_ptr<const Analysis::Run> shared, const Analysis::FigureTable& table,
    const Analysis::Verdict& verdict, std::optional<Analysis::Utilisation> utilisation,
    std::shared_ptr<const Analysis::SeriesOverviews> overviews)
{
    if (!shared)
        shared = std::make_shared<const Analysis::Run>();
    // The old run stays alive until the charts point at the new one.
    const auto previous = std::exchange(m_run, std::move(shared));
    const auto previousOverviews
        = std::exchange(m_overviews, overviews ? std::move(overviews) : Analysis::overviewsOf(*m_run));
    const Analysis::Run& run = *m_run;
    setHasRun(true);
    setRunName(run.name);
    m_verdict->setText(verdictHtml(verdict));
    fitVerdict();
    m_model->setTable(run, table);
    showRunTables(run);

    // A probe run's series are on the run's clock: no shift, so they line up with each other and
    // with the utilisation tracks. A log with Unix time stamps starts at its first sample.
    QList<MemoryChart::Track> tracks;
    for (const QString& key : inputOrdered(run, run.memory.keys())) {
        const auto it = run.memory.constFind(key);
        const auto found = m_overviews->constFind(it.key());
        const Analysis::SeriesOverview* overview = found == m_overviews->cend() ? nullptr : &found.value();
        // The repetitions' breaks come with the overview (the loader's worker thread).
        const int index = inputIndex(run, it.key());
        tracks.append({ it.key().isEmpty() ? tr("memory") : it.key(), &it.value(),
            it->isEmpty() || !it->timeIsEpoch ? 0 : it->t.front(),
            overview ? overview->breaks : Analysis::repetitionBreaks(run, it.key(), it.value()), overview,
            inputColour(index), inputPenStyle(index) });
    }
    m_memory->setTracks(tracks);
    m_memory->setCeilingKb(table.memoryCeilingKb);
    // The probe's notes on the time axis: what cost a critical service, where the guard stopped the
    // workload, when a background load ran.
    m_memory->clearMarkers();
    for (const Analysis::RunEvent& e : run.events)
        m_memory->addEventMarker(e); // the run's clock: the tracks here are not shifted
    m_utilisation->setUtilisation(utilisation ? std::move(*utilisation) : Analysis::utilisationOf(run));
    m_utilisation->setXRange(m_memory->xMin(), m_memory->xMax());

    QList<LatencyChart::Group> groups;
    for (const auto& f : table.inputs) {
        LatencyChart::Group g;
        g.label = f.inputId.isEmpty() ? tr("(unnamed)") : f.inputId;
        g.stableMs = f.stableMs;
        g.colour = inputColour(inputIndex(run, f.inputId));
        g.style = inputPenStyle(inputIndex(run, f.inputId));
        for (const auto& r : run.repetitionsFor(f.inputId)) {
            g.repetitions.append(QPointF(r.index, r.wallMs));
            g.warmup.append(r.warmup);
        }
        groups.append(g);
    }
    m_latency->setGroups(groups);
    m_latency->setBudgetMs(table.latencyBudgetMs.value_or(0));
    m_stages->setInputs(table.inputs);
}

void RunDetailPage::showRunTables(const Analysis::Run& run)
{
    QList<Analysis::ReportTable> tables;
    if (const QList<Analysis::ColdWarm> rows = Analysis::coldVsWarm(run); !rows.isEmpty())
        tables << Analysis::coldWarmTable(rows);
    if (const auto corpus = Analysis::corpusFigures(run))
        tables << Analysis::corpusTables(*corpus);
    while (m_tables.size() < tables.size()) {
        m_tables << new ReportTableView(m_tablesBox);
        m_tablesBox->layout()->addWidget(m_tables.last());
    }
    for (qsizetype i = 0; i < m_tables.size(); ++i) {
        m_tables.at(i)->setVisible(i < tables.size());
        if (i < tables.size())
            m_tables.at(i)->setTable(tables.at(i), kMaxTableRowsShown);
    }
    m_tablesBox->setVisible(!tables.isEmpty());
}

void RunDetailPage::fitVerdict()
{
    const int viewport = m_verdictBox->viewport()->width();
    const int text = m_verdict->heightForWidth(viewport > 50 ? viewport : width());
    const int most = fontMetrics().lineSpacing() * 8 + 8;
    m_verdictBox->setFixedHeight(std::clamp(text, fontMetrics().lineSpacing(), most));
}

void RunDetailPage::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitVerdict();
}

void RunDetailPage::setRunName(const QString& name)
{
    const QString shown = name.isEmpty() ? tr("(unnamed run)") : name;
    m_title->setText(m_run->device.isEmpty() ? shown : tr("%1 — %2").arg(shown, m_run->device)); // no dangling dash
}

void RunDetailPage::clear()
{
    m_memory->setTracks({});
    m_utilisation->setUtilisation({});
    m_latency->setGroups({});
    m_stages->setInputs({});
    m_model->setTable({}, {});
    m_tablesBox->hide();
    m_title->clear();
    m_verdict->clear();
    setHasRun(false);
    fitVerdict();
    setConclusion({}, {}, false);
    m_run = std::make_shared<const Analysis::Run>();
    m_overviews.reset();
}

void RunDetailPage::setConclusion(const QString& sentence, const QDateTime& savedAt, bool draftWaiting)
{
    QStringList lines;
    if (!sentence.isEmpty())
        lines << tr("Conclusion (saved %1): %2")
                     .arg(QLocale().toString(savedAt.toLocalTime(), QLocale::ShortFormat), sentence);
    if (draftWaiting)
        lines << (sentence.isEmpty() ? tr("A draft of the conclusion is waiting: it reopens as you left it.")
                                     : tr("A changed draft of it is waiting, not saved yet."));
    m_conclusion->setText(lines.join(u'\n'));
    m_conclusion->setVisible(!lines.isEmpty());
    m_conclude->setText(draftWaiting        ? tr("Continue the conclusion…")
            : !sentence.isEmpty()            ? tr("Edit the conclusion…")
                                             : tr("Write the conclusion…"));
}

QString RunDetailPage::conclusionText() const
{
    return m_conclusion->isHidden() ? QString() : m_conclusion->text();
}

} // namespace Ui
