#include "widgets/comparepage.h"

#include "analysis/core/format.h"
#include "analysis/core/utilisation.h"
#include "analysis/project/projectsession.h"
#include "analysis/project/runsmodel.h"
#include "widgets/inputcolours.h"
#include "widgets/latencychart.h"
#include "widgets/memorychart.h"
#include "widgets/reportexport.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSet>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>

namespace Ui {

namespace {
constexpr int kRunIdRole = Qt::UserRole + 1;
} // namespace

ComparePage::ComparePage(Analysis::ProjectSession* session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_model(new Analysis::CompareModel(this))
{
    m_list = new QListWidget(this);
    m_list->setToolTip(tr("Check the runs to compare; the first one checked is the base."));
    // A fit's runs are named "fit-calibrate · extra.dim=96 · 1978 tokens / threads=2": elided at
    // the list's width, the part that tells them apart was cut off. They wrap between words.
    m_list->setWordWrap(true);
    m_list->setTextElideMode(Qt::ElideMiddle);
    connect(m_list, &QListWidget::itemChanged, this, [this](QListWidgetItem* item) {
        if (m_filling)
            return;
        const QString id = item->data(kRunIdRole).toString();
        m_order.removeAll(id);
        if (item->checkState() == Qt::Checked)
            m_order.append(id);
        start();
    });
    // The list follows the project, also when another process adds, renames or deletes runs.
    const auto* runs = session->runsModel();
    connect(runs, &QAbstractItemModel::modelReset, this, &ComparePage::refreshList);
    connect(runs, &QAbstractItemModel::rowsInserted, this, &ComparePage::refreshList);
    connect(runs, &QAbstractItemModel::rowsRemoved, this, &ComparePage::refreshList);
    connect(runs, &QAbstractItemModel::dataChanged, this, &ComparePage::refreshList);

    m_align = new QComboBox(this);
    m_align->addItem(tr("Align on start"), int(Align::Start));
    m_align->addItem(tr("Align on load complete"), int(Align::LoadComplete));
    m_align->setToolTip(tr("Load complete is the first repetition's marker; runs without one stay aligned on start."));
    connect(m_align, &QComboBox::currentIndexChanged, this, &ComparePage::updateMemory);
    m_view = new QComboBox(this);
    m_view->addItem(tr("Histogram"), int(LatencyChart::View::Histogram));
    m_view->addItem(tr("Box plot"), int(LatencyChart::View::Box));
    m_view->addItem(tr("ECDF"), int(LatencyChart::View::Ecdf));
    m_view->addItem(tr("Per repetition"), int(LatencyChart::View::Scatter));
    m_view->setCurrentIndex(2); // distributions overlay best as steps
    m_notes = new QLabel(this);
    m_notes->setWordWrap(true);
    m_sustained = new QLabel(this);
    m_sustained->setWordWrap(true);
    m_sustained->setTextFormat(Qt::PlainText); // "a < b" is an order, not a tag
    m_sustained->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_sustained->setToolTip(tr("The windows are each sustained run's first and last fifth of its rounds. A swap counts "
                               "only where the two runs' medians are different in one of the windows, by the test the "
                               "table of differences uses."));
    m_sustained->hide();

    m_memory = new MemoryChart(this);
    m_memory->setEmptyText(tr("Check runs on the left to overlay their memory here."));
    m_latency = new LatencyChart(this);
    m_latency->setView(LatencyChart::View::Ecdf);
    m_latency->setEmptyText(tr("Check runs on the left to overlay their latency here."));
    connect(m_view, &QComboBox::currentIndexChanged, this,
        [this] { m_latency->setView(LatencyChart::View(m_view->currentData().toInt())); });

    auto* proxy = new QSortFilterProxyModel(this);
    proxy->setSourceModel(m_model);
    proxy->setSortRole(Analysis::CompareModel::SortRole);
    m_table = new QTableView(this);
    m_table->setModel(proxy);
    m_table->setSortingEnabled(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->verticalHeader()->hide();
    m_matrix = new QTableWidget(this);
    m_matrix->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_matrix->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_matrix->verticalHeader()->hide();
    m_tabs = new QTabWidget(this);
    m_tabs->addTab(m_table, tr("Differences"));
    m_tabs->addTab(m_matrix, tr("Devices side by side"));
    m_tabs->setTabEnabled(1, false);
    m_tabs->setTabToolTip(1, tr("Check runs from two devices or more (a fleet run) to see them side by side."));

    QHBoxLayout* bar = buildBar();

    // One above the other, each the page's width: side by side, two runs' "run / input" legends
    // and the axes were elided at 1280x800 (the walk test's finding), and an empty table took the
    // height the charts needed.
    m_memory->chart()->legend()->setAlignment(Qt::AlignRight);
    m_memory->setMinimumHeight(220);
    m_latency->setMinimumHeight(220);
    m_tabs->setMinimumHeight(120);
    auto* right = new QSplitter(Qt::Vertical, this);
    right->addWidget(m_memory);
    right->addWidget(m_latency);
    right->addWidget(m_tabs);
    right->setStretchFactor(0, 3);
    right->setStretchFactor(1, 3);
    right->setStretchFactor(2, 1);
    right->setSizes({ 3000, 3000, 1000 });
    right->setChildrenCollapsible(false);
    auto* rightBox = new QWidget(this);
    auto* rv = new QVBoxLayout(rightBox);
    rv->setContentsMargins(0, 0, 0, 0);
    rv->addLayout(bar);
    rv->addWidget(m_notes);
    rv->addWidget(m_sustained);
    rv->addWidget(right, 1);

    auto* split = new QSplitter(this);
    split->addWidget(m_list);
    split->addWidget(rightBox);
    split->setStretchFactor(1, 1);
    split->setSizes({ 220, 900 });
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(split);
    refreshList();
}

// Above the charts: how memory is aligned, which latency view, and Export.
QHBoxLayout* ComparePage::buildBar()
{
    auto* bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Memory:"), this));
    bar->addWidget(m_align);
    bar->addSpacing(12);
    bar->addWidget(new QLabel(tr("Latency:"), this));
    bar->addWidget(m_view);
    bar->addStretch(1);
    m_export = new QPushButton(tr("Export…"), this);
    connect(m_export, &QPushButton::clicked, this, [this] { exportComparisonInteractively(this, comparisonReport()); });
    m_export->setEnabled(false); // until apply() has comparisons
    m_export->setToolTip(tr("Nothing to export yet: check two runs or more on the left."));
    bar->addWidget(m_export);
    return bar;
}

void ComparePage::refreshList()
{
    m_filling = true;
    const QString current = m_list->currentItem() ? m_list->currentItem()->data(kRunIdRole).toString() : QString();
    m_list->clear();
    const auto* runs = m_session->runsModel();
    QStringList kept;
    QHash<QString, QSet<QString>> devicesByName; // one pass: a team store lists thousands of runs
    for (int r = 0; r < runs->rowCount(); ++r)
        if (const auto* row = runs->row(r))
            devicesByName[row->name].insert(row->device);
    for (int r = 0; r < runs->rowCount(); ++r) {
        const auto* row = runs->row(r);
        // A fleet's runs share their plan's name: the device tells them apart.
        const bool otherDevice = !row->name.isEmpty() && devicesByName.value(row->name).size() > 1;
        const QString shown = row->name.isEmpty()   ? row->id
            : otherDevice && !row->device.isEmpty() ? tr("%1 (%2)").arg(row->name, row->device)
                                                    : row->name;
        auto* item = new QListWidgetItem(shown, m_list);
        item->setData(kRunIdRole, row->id);
        item->setToolTip(tr("%1 on %2, %3").arg(row->name, row->device, row->provenance));
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        const bool checked = m_order.contains(row->id);
        item->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
        if (checked)
            kept << row->id;
        if (row->id == current)
            m_list->setCurrentItem(item, QItemSelectionModel::NoUpdate);
    }
    m_filling = false;
    // Runs gone from the project (another project opened) leave the comparison.
    if (kept.size() != m_order.size()) {
        QStringList order;
        for (const QString& id : std::as_const(m_order))
            if (kept.contains(id))
                order << id;
        m_order = order;
        start();
    }
}

void ComparePage::compare(const QStringList& runIds)
{
    m_order = runIds;
    m_filling = true;
    for (int i = 0; i < m_list->count(); ++i) {
        auto* item = m_list->item(i);
        item->setCheckState(runIds.contains(item->data(kRunIdRole).toString()) ? Qt::Checked : Qt::Unchecked);
    }
    m_filling = false;
    start();
}

QStringList ComparePage::checkedRunIds() const
{
    return m_order;
}

void ComparePage::setAlign(Align align)
{
    m_align->setCurrentIndex(m_align->findData(int(align)));
}

void ComparePage::start()
{
    if (m_order.isEmpty() || !m_session->isOpen()) {
        m_comparisons.dropAll();
        apply({});
        return;
    }
    const QString project = m_session->projectPath();
    const QStringList ids = m_order;
    const Analysis::VerdictOptions options = m_session->verdictOptions();
    m_notes->setText(tr("Comparing %n run(s)…", nullptr, int(ids.size())));
    // Only the newest choice of runs is shown.
    m_comparisons.run([project, ids, options] { return Analysis::loadComparison(project, ids, options); },
        [this](const Analysis::CompareSet& set) { apply(set); });
}

void ComparePage::apply(const Analysis::CompareSet& set)
{
    m_memory->setTracks({}); // drop the pointers into the old set before replacing it
    m_set = set;
    m_model->setComparison(m_set);
    QStringList notes;
    if (m_set.runs.size() == 1)
        notes << tr("Check a second run to see differences against this one.");
    const QStringList names = Analysis::distinctRunNames(m_set.runs);
    if (!m_set.runs.isEmpty())
        notes << tr("Base: %1").arg(names.first());
    for (const auto& c : std::as_const(m_set.comparisons))
        notes += c.notCompared;
    for (const auto& d : std::as_const(m_set.diagnostics))
        notes << d.toString();
    m_notes->setText(notes.join(u'\n'));
    // Sustained runs: which setting leads at the start and which at the end (nothing otherwise).
    const QStringList sustained = Analysis::sustainedSettingsLines(m_set.sustainedSettings);
    m_sustained->setText(sustained.join(u'\n'));
    m_sustained->setVisible(!sustained.isEmpty());
    m_export->setEnabled(!m_set.comparisons.isEmpty());
    m_export->setToolTip(m_set.comparisons.isEmpty() ? tr("Nothing to export yet: check two runs or more on the left.")
                                                     : tr("Write the table of differences as Markdown, CSV or JSON."));

    // One colour per run and input in both charts: the k-th of every run's inputs in the plan's order.
    m_colourIndex.clear();
    for (int i = 0; i < m_set.runs.size(); ++i) {
        const auto& run = m_set.runs.at(i);
        QStringList ids;
        for (const auto& f : m_set.tables.at(i).inputs)
            ids << f.inputId;
        for (auto it = run.memory.cbegin(); it != run.memory.cend(); ++it)
            if (!ids.contains(it.key()))
                ids << it.key();
        for (const QString& id : inputOrdered(run, ids))
            m_colourIndex.insert(trackLabel(names.at(i), id), int(m_colourIndex.size()));
    }
    QList<LatencyChart::Group> groups;
    for (int i = 0; i < m_set.runs.size(); ++i) {
        const auto& run = m_set.runs.at(i);
        for (const auto& f : m_set.tables.at(i).inputs) {
            LatencyChart::Group g;
            g.label = trackLabel(names.at(i), f.inputId);
            const int k = m_colourIndex.value(g.label);
            g.colour = inputColour(k);
            g.style = inputPenStyle(k);
            g.stableMs = f.stableMs;
            for (const auto& r : run.repetitionsFor(f.inputId)) {
                g.repetitions.append(QPointF(r.index, r.wallMs));
                g.warmup.append(r.warmup);
            }
            groups.append(g);
        }
    }
    m_latency->setEmptyText(m_set.runs.isEmpty() ? tr("Check runs on the left to overlay their latency here.")
                                                 : tr("No latency figures in these runs"));
    m_latency->setGroups(groups);
    updateMemory();
    fillDeviceMatrix();
    emit comparisonShown(int(m_set.runs.size()));
}

Analysis::ComparisonReport ComparePage::comparisonReport() const
{
    Analysis::ComparisonReport report;
    const QStringList names = Analysis::distinctRunNames(m_set.runs);
    if (names.isEmpty())
        return report;
    report.base = names.first();
    report.candidates = names.mid(1, m_set.comparisons.size());
    report.comparisons = m_set.comparisons;
    report.sustainedSettings = m_set.sustainedSettings;
    return report; // maxRegression 0: the page shows differences, it gates nothing (loadComparison)
}

void ComparePage::fillDeviceMatrix()
{
    const Analysis::DeviceMatrix& m = m_set.deviceMatrix;
    const bool had = m_tabs->isTabEnabled(1);
    m_matrix->clear();
    m_matrix->setRowCount(int(m.rows.size()));
    QStringList headers { tr("Device"), tr("Run") };
    for (const QString& input : m.inputs) {
        const QString label = Analysis::inputLabel(input);
        headers << tr("%1 peak").arg(label) << tr("%1 p90").arg(label) << tr("%1 TTFT").arg(label);
    }
    headers << tr("Verdict");
    m_matrix->setColumnCount(int(headers.size()));
    m_matrix->setHorizontalHeaderLabels(headers);
    const auto item = [](const QString& text, const QString& tip = {}) {
        auto* i = new QTableWidgetItem(text);
        i->setToolTip(tip);
        return i;
    };
    for (int r = 0; r < m.rows.size(); ++r) {
        const Analysis::DeviceMatrixRow& row = m.rows.at(r);
        m_matrix->setItem(r, 0, item(row.device.isEmpty() ? tr("(not recorded)") : row.device));
        m_matrix->setItem(r, 1, item(row.runName, row.runId));
        for (int i = 0; i < row.cells.size() && i < m.inputs.size(); ++i) {
            const Analysis::DeviceMatrixCell& c = row.cells.at(i);
            const QString none = c.present ? QStringLiteral("–") : tr("not run");
            const QString peakTip = !c.peakKb                   ? QString()
                : c.peakExactness == Analysis::Exactness::Exact ? tr("exact peak")
                                                                : tr("sampled peak: a lower bound");
            m_matrix->setItem(r, 2 + 3 * i, item(c.peakKb ? Analysis::formatKb(*c.peakKb) : none, peakTip));
            m_matrix->setItem(r, 3 + 3 * i,
                item(c.p90Ms ? Analysis::formatMs(*c.p90Ms) : none,
                    c.p90Ms ? tr("%n stable repetition(s)", nullptr, c.n) : QString()));
            m_matrix->setItem(r, 4 + 3 * i, item(c.ttftMs ? Analysis::formatMs(*c.ttftMs) : none));
        }
        m_matrix->setItem(r, int(headers.size()) - 1, item(Analysis::firstLimitText(row.first), row.reason));
    }
    const bool has = !m.isEmpty();
    m_tabs->setTabEnabled(1, has);
    // Room for every device's row (up to eight; more scroll), so a fleet is seen at once.
    const int rows = has ? int(qMin<qsizetype>(m.rows.size(), 8)) : 0;
    m_tabs->setMinimumHeight(has
            ? m_tabs->tabBar()->sizeHint().height() + m_matrix->horizontalHeader()->sizeHint().height()
                + rows * m_matrix->verticalHeader()->defaultSectionSize() + 4 * m_matrix->frameWidth() + 8
            : 120);
    // Runs of several devices are a fleet: the matrix is what they are checked for.
    if (has && !had)
        m_tabs->setCurrentIndex(1);
    else if (!has)
        m_tabs->setCurrentIndex(0);
}

QString ComparePage::trackLabel(const QString& runName, const QString& inputId)
{
    return inputId.isEmpty() ? runName : tr("%1 / %2").arg(runName, inputId);
}

void ComparePage::updateMemory()
{
    m_memory->setEmptyText(m_set.runs.isEmpty() ? tr("Check runs on the left to overlay their memory here.")
                                                : tr("No memory figures in these runs"));
    const bool onLoad = Align(m_align->currentData().toInt()) == Align::LoadComplete;
    QList<MemoryChart::Track> tracks;
    const QStringList names = Analysis::distinctRunNames(m_set.runs);
    for (int i = 0; i < m_set.runs.size(); ++i) {
        const Analysis::Run& run = m_set.runs.at(i);
        for (const QString& id : inputOrdered(run, run.memory.keys())) { // the legend in the plan's order
            const auto it = run.memory.constFind(id);
            if (it->isEmpty())
                continue;
            double offset = it->t.front();
            if (onLoad) {
                // The series starts with the input's first repetition, so its load-complete lies
                // loadMs after the first sample.
                const auto reps = run.repetitionsFor(it.key());
                if (!reps.isEmpty() && reps.first().loadMs)
                    offset += *reps.first().loadMs / 1000.0;
            }
            const QString label = trackLabel(names.at(i), it.key());
            const int k = m_colourIndex.value(label);
            tracks.append({ label, &it.value(), offset, Analysis::repetitionBreaks(run, it.key(), it.value()), nullptr,
                inputColour(k), inputPenStyle(k) });
        }
    }
    m_memory->setTracks(tracks);
}

} // namespace Ui
