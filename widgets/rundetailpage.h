#pragma once

#include "analysis/run.h"
#include "analysis/utilisation.h"
#include "analysis/verdict.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QTableView;

namespace Analysis {
class FiguresModel;
}

namespace Ui {

class LatencyChart;
class MemoryChart;
class UtilisationChart;

// One run: the verdict first, then memory over time (ceiling line, one track per input) with the
// utilisation tracks under it on the same time axis,
// the latency distribution in four views, and the per-input figures table.
class RunDetailPage final : public QWidget {
    Q_OBJECT
public:
    explicit RunDetailPage(QWidget* parent = nullptr);

    // utilisation: Analysis::utilisationOf(run) computed off the GUI thread (LoadedRun); without
    // it the page computes it here, which freezes the window for a long run.
    void showRun(const Analysis::Run& run, const Analysis::FigureTable& table, const Analysis::Verdict& verdict,
        std::optional<Analysis::Utilisation> utilisation = std::nullopt);
    void clear();

    MemoryChart* memoryChart() const { return m_memory; }
    UtilisationChart* utilisationChart() const { return m_utilisation; }
    LatencyChart* latencyChart() const { return m_latency; }
    const Analysis::Run& run() const { return m_run; }

signals:
    void concludeRequested(); // the user wants to write the conclusion for this run

private:
    Analysis::Run m_run; // owns the series the memory chart points into
    QLabel* m_title = nullptr;
    QLabel* m_verdict = nullptr;
    MemoryChart* m_memory = nullptr;
    UtilisationChart* m_utilisation = nullptr; // under the memory chart, same time axis
    LatencyChart* m_latency = nullptr;
    QComboBox* m_view = nullptr;
    QTableView* m_table = nullptr;
    Analysis::FiguresModel* m_model = nullptr;
};

// Rich text of a verdict for the window (and reused by the trends page).
QString verdictHtml(const Analysis::Verdict& verdict);

} // namespace Ui
