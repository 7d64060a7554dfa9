#pragma once

// One of the report's tables (analysis/report/reporttables.h) in the window: its title, its rows
// and the notes under it, the same words as the PDF and the Markdown. The table is as tall as its
// rows up to a bound, then scrolls inside; an empty cell reads "unknown".

#include <QWidget>

class QLabel;
class QTableWidget;

namespace Analysis {
struct ReportTable;
}

namespace Ui {

class ReportTableView final : public QWidget {
    Q_OBJECT

public:
    explicit ReportTableView(QWidget* parent = nullptr);
    // Shows t: every row when it has at most maxRows, else maxRows and a scroll bar.
    void setTable(const Analysis::ReportTable& t, int maxRows);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void fitHeight(); // as tall as its rows up to m_maxRows, with room for a scroll bar only when one shows
    int m_maxRows = 0;
    QLabel* m_title = nullptr;
    QTableWidget* m_table = nullptr;
    QLabel* m_notes = nullptr;
};

} // namespace Ui
