#include "widgets/runspage.h"

#include "analysis/project/runsmodel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

#include <climits>

namespace Ui {

RunsPage::RunsPage(Analysis::RunsModel* model, QWidget* parent)
    : QWidget(parent)
{
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(model);
    m_proxy->setSortRole(Analysis::RunsModel::SortRole);
    m_proxy->setFilterKeyColumn(-1); // any column
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);

    m_filter = new QLineEdit(this);
    m_filter->setPlaceholderText(tr("Filter runs (device, model, quantization, verdict…)"));
    m_filter->setClearButtonEnabled(true);
    connect(m_filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);

    m_view = new QTableView(this);
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(Analysis::RunsModel::Started, Qt::DescendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->horizontalHeader()->setStretchLastSection(true);
    // Names and models are read whole: the columns fit their text whenever the list is refilled
    // (a fixed width elided "indep-no-…" in Chinese, whose font is wider).
    connect(m_proxy, &QAbstractItemModel::modelReset, m_view, &QTableView::resizeColumnsToContents);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, m_view, &QTableView::resizeColumnsToContents);
    m_view->resizeColumnsToContents();
    m_view->verticalHeader()->hide();
    connect(m_view, &QTableView::activated, this,
        [this](const QModelIndex& index) { emit runActivated(index.data(Analysis::RunsModel::RunIdRole).toString()); });

    auto* compare = new QPushButton(tr("Compare selected"), this);
    connect(compare, &QPushButton::clicked, this, [this] { emit compareRequested(selectedRunIds()); });
    addAction(compare, 2, INT_MAX, tr("Overlay the selected runs and list their differences against the first."));
    auto* exportButton = new QPushButton(tr("Export selected…"), this);
    connect(exportButton, &QPushButton::clicked, this, [this] { emit exportRequested(selectedRunIds()); });
    addAction(exportButton, 1, INT_MAX, tr("Write the selected runs' reports as PDF, Markdown, CSV or JSON."));
    auto* verify = new QPushButton(tr("Verify selected…"), this);
    connect(verify, &QPushButton::clicked, this, [this] { emit verifyRequested(selectedRunIds()); });
    addAction(verify, 1, INT_MAX,
        tr("Recompute every stored figure of the selected runs from the raw files kept with them, and list any that "
           "differ."));
    auto* rerun = new QPushButton(tr("Re-run on a device…"), this);
    connect(rerun, &QPushButton::clicked, this, [this] { emit rerunRequested(selectedRunIds().first()); });
    addAction(rerun, 1, 1,
        tr("Run the plan of the selected run again, with the input files kept with it, on a device you choose, and "
           "say whether the result reproduces."));
    auto* rename = new QPushButton(tr("Rename…"), this);
    connect(rename, &QPushButton::clicked, this, [this] { emit renameRequested(selectedRunIds().first()); });
    addAction(rename, 1, 1, tr("Give the selected run another name."));
    auto* remove = new QPushButton(tr("Delete…"), this);
    connect(remove, &QPushButton::clicked, this, [this] { emit deleteRequested(selectedRunIds()); });
    addAction(remove, 1, INT_MAX,
        tr("Delete the selected runs with their raw files (asked first; Edit > Undo delete brings them back while "
           "the window is open)."));
    m_empty = new QLabel(tr("No runs in this project yet: import logs (File > Import logs…, or drop them on the "
                            "window), or measure this machine from the Start page."),
        this);
    m_empty->setWordWrap(true);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &RunsPage::updateActions);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &RunsPage::updateActions);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &RunsPage::updateActions);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &RunsPage::updateActions);
    updateActions();

    auto* bar = new QHBoxLayout;
    bar->addWidget(m_filter, 1);
    bar->addWidget(compare);
    bar->addWidget(exportButton);
    bar->addWidget(verify);
    bar->addWidget(rerun);
    bar->addWidget(rename);
    bar->addWidget(remove);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_empty);
    layout->addWidget(m_view, 1);
}

void RunsPage::addAction(QPushButton* button, int min, int max, const QString& tip)
{
    m_actions.append({ button, min, max, tip });
}

void RunsPage::updateActions()
{
    const int n = int(m_view->selectionModel()->selectedRows().size());
    const bool noRuns = m_proxy->sourceModel()->rowCount() == 0;
    m_empty->setVisible(noRuns);
    const QString none = noRuns ? tr("No runs in this project yet: import logs or measure a device first.")
                                : tr("Select a run first (click a row; Ctrl or Shift adds more).");
    for (const SelectionAction& a : std::as_const(m_actions)) {
        const bool ok = n >= a.min && n <= a.max;
        a.button->setEnabled(ok);
        a.button->setToolTip(ok ? a.tip
                : n == 0        ? none
                : a.min == 2    ? tr("Select two runs or more to compare.")
                                : tr("Select exactly one run."));
    }
}

QStringList RunsPage::selectedRunIds() const
{
    QStringList ids;
    for (const auto& index : m_view->selectionModel()->selectedRows())
        ids << index.data(Analysis::RunsModel::RunIdRole).toString();
    return ids;
}

} // namespace Ui
