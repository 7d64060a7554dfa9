#include "widgets/runspage.h"

#include "analysis/project/runsmodel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

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
    connect(compare, &QPushButton::clicked, this, [this] {
        if (selectedRunIds().size() >= 2)
            emit compareRequested(selectedRunIds());
    });
    auto* exportButton = new QPushButton(tr("Export selected…"), this);
    connect(exportButton, &QPushButton::clicked, this, [this] {
        if (!selectedRunIds().isEmpty())
            emit exportRequested(selectedRunIds());
    });

    auto* verify = new QPushButton(tr("Verify selected…"), this);
    verify->setToolTip(tr("Recompute every stored figure of the selected runs from the raw files kept with "
                          "them, and list any that differ."));
    connect(verify, &QPushButton::clicked, this, [this] {
        if (!selectedRunIds().isEmpty())
            emit verifyRequested(selectedRunIds());
    });

    auto* rerun = new QPushButton(tr("Re-run on a device…"), this);
    rerun->setToolTip(tr("Run the plan of the selected run again, with the input files kept with it, on a device "
                         "you choose, and say whether the result reproduces."));
    connect(rerun, &QPushButton::clicked, this, [this] {
        if (selectedRunIds().size() == 1)
            emit rerunRequested(selectedRunIds().first());
    });

    auto* rename = new QPushButton(tr("Rename…"), this);
    connect(rename, &QPushButton::clicked, this, [this] {
        if (selectedRunIds().size() == 1)
            emit renameRequested(selectedRunIds().first());
    });
    auto* remove = new QPushButton(tr("Delete…"), this);
    remove->setToolTip(tr("Delete the selected runs with their raw files (asked first; Edit > Undo delete brings "
                          "them back while the window is open)."));
    connect(remove, &QPushButton::clicked, this, [this] {
        if (!selectedRunIds().isEmpty())
            emit deleteRequested(selectedRunIds());
    });

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
    layout->addWidget(m_view, 1);
}

QStringList RunsPage::selectedRunIds() const
{
    QStringList ids;
    for (const auto& index : m_view->selectionModel()->selectedRows())
        ids << index.data(Analysis::RunsModel::RunIdRole).toString();
    return ids;
}

} // namespace Ui
