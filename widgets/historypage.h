#pragma once

#include "analysis/core/jobtracker.h"
#include "analysis/verdict/history.h"

#include <QWidget>

class QChartView;
class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace Analysis {
class ProjectSession;
}

namespace Ui {

// A figure across builds (analysis/verdict/history.h, `headroom history`): the chart of the figure
// over the runs in time order, one point per run or per value of a label, the regressions marked;
// the table below says each step's change with its interval. A regression marker clicked, or a
// step chosen in the table, opens the two runs on the Compare page at once. Reading the runs and
// comparing them runs off the GUI thread; only the newest choice is shown.
class HistoryPage final : public QWidget {
    Q_OBJECT
public:
    explicit HistoryPage(Analysis::ProjectSession* session, QWidget* parent = nullptr);

    // Reads the project again (it changed, or the page is shown).
    void refresh();
    // The comparison of step `point` (1 or more): the previous point's run and this one's.
    QStringList stepRunIds(int point) const;
    const Analysis::HistoryResult& history() const { return m_history; }
    QComboBox* figureBox() const { return m_figure; }
    QComboBox* inputBox() const { return m_input; }
    QComboBox* byBox() const { return m_by; }
    QTableWidget* table() const { return m_table; }
    QPushButton* compareButton() const { return m_compare; }

signals:
    void compareRequested(const QStringList& runIds); // base first
    void historyShown(int points); // the chart and the table hold the result (tests wait on it)

protected:
    void showEvent(QShowEvent* event) override;

private:
    struct Loaded;
    void apply(const Loaded& loaded);
    void fillChart();
    void fillTable();
    void fillChoices(QComboBox* box, const QStringList& values, const QString& allText);
    void updateCompareButton();
    int selectedStep() const; // the point whose step is chosen, or -1

    Analysis::ProjectSession* m_session = nullptr;
    QComboBox* m_figure = nullptr;
    QComboBox* m_input = nullptr;
    QComboBox* m_device = nullptr;
    QComboBox* m_by = nullptr;
    QLabel* m_summary = nullptr;
    QChartView* m_chart = nullptr;
    QTableWidget* m_table = nullptr;
    QPushButton* m_compare = nullptr;
    Analysis::HistoryOptions m_options;
    Analysis::HistoryResult m_history;
    Analysis::JobTracker m_jobs { this };
    bool m_filling = false;
};

} // namespace Ui
