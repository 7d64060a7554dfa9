#include "widgets/reporttableview.h"

#include "analysis/report/reporttables.h"

#include <QHeaderView>

#include <QLabel>
#include <QResizeEvent>
#include <QScrollBar>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

namespace Ui {

ReportTableView::ReportTableView(QWidget* parent)
    : QWidget(parent)
{
    m_title = new QLabel(this);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_table = new QTableWidget(this);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setWordWrap(false); // one line per row: a long rule's words scroll sideways, never a tall row
    m_notes = new QLabel(this);
    m_notes->setWordWrap(true);
    m_notes->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_table);
    layout->addWidget(m_notes);
}

void ReportTableView::setTable(const Analysis::ReportTable& t, int maxRows)
{
    m_title->setText(t.title);
    m_table->clear();
    m_table->setColumnCount(int(t.header.size()));
    m_table->setHorizontalHeaderLabels(t.header);
    m_table->setRowCount(int(t.rows.size()));
    for (int r = 0; r < t.rows.size(); ++r)
        for (int c = 0; c < t.rows.at(r).size(); ++c) {
            const QString text = t.rows.at(r).at(c);
            auto* item = new QTableWidgetItem(text.isEmpty() ? tr("unknown") : text);
            // Figures to the right, names and sentences to the left.
            bool number = false;
            text.section(u' ', 0, 0).toDouble(&number);
            item->setTextAlignment((c == 0 || !number ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter);
            item->setToolTip(text);
            m_table->setItem(r, c, item);
        }
    m_notes->setText(t.notes.join(u' '));
    m_notes->setVisible(!t.notes.isEmpty());
    m_maxRows = maxRows;
    fitHeight();
}

void ReportTableView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitHeight(); // whether the columns fit, and so whether a scroll bar shows, depends on the width
}

// As tall as its rows, up to m_maxRows of them: the page scrolls to a short table, a long one scrolls
// inside.
void ReportTableView::fitHeight()
{
    // One line per row (no word wrap): every row has the default height.
    int height = m_table->horizontalHeader()->sizeHint().height() + 2 * m_table->frameWidth()
        + std::min(m_table->rowCount(), m_maxRows) * m_table->verticalHeader()->defaultSectionSize();
    if (m_table->horizontalHeader()->length() > width() - 2 * m_table->frameWidth())
        height += m_table->horizontalScrollBar()->sizeHint().height();
    if (m_table->height() != height)
        m_table->setFixedHeight(height);
}

} // namespace Ui
