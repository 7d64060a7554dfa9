#pragma once

#include "analysis/core/decimation.h"
#include "analysis/core/run.h"
#include "analysis/core/utilisation.h"
#include "analysis/verdict/verdict.h"

#include <QDateTime>
#include <QList>
#include <QWidget>

#include <memory>
#include <optional>

class QComboBox;
class QHBoxLayout;
class QLabel;
class QPushButton;
class QScrollArea;
class QStackedWidget;
class QTableView;
class QTableWidget;

namespace Analysis {
class FiguresModel;
}

namespace Ui {

class LatencyChart;
class StageChart;
class MemoryChart;
class ReportTableView;
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
    // run and overviews (Analysis::overviewsOf, LoadedRun) are shared, not copied; without overviews
    // the page computes them here (one pass over the samples).
    void showRun(std::shared_ptr<const Analysis::Run> run, const Analysis::FigureTable& table,
        const Analysis::Verdict& verdict, std::optional<Analysis::Utilisation> utilisation = std::nullopt,
        std::shared_ptr<const Analysis::SeriesOverviews> overviews = {});
    // Copies the run: for small runs and tests.
    void showRun(const Analysis::Run& run, const Analysis::FigureTable& table, const Analysis::Verdict& verdict,
        std::optional<Analysis::Utilisation> utilisation = std::nullopt);
    void clear();
    // The run's saved conclusion under the title (its sentence in the window's language, when it was
    // saved), and whether a draft is waiting; the button says what it opens.
    void setConclusion(const QString& sentence, const QDateTime& savedAt, bool draftWaiting);
    QString conclusionText() const; // for tests: what the page shows about the conclusion
    // The run was renamed (here or by another process): the title follows, nothing is reloaded.
    void setRunName(const QString& name);

    MemoryChart* memoryChart() const { return m_memory; }
    UtilisationChart* utilisationChart() const { return m_utilisation; }
    LatencyChart* latencyChart() const { return m_latency; }
    const Analysis::Run& run() const { return *m_run; }
    bool hasRun() const { return m_hasRun; }
    // The buttons that act on the run shown: disabled, with the reason as their tooltip, without one.
    QList<QPushButton*> runActions() const { return { m_rerun, m_export, m_conclude }; }
    QLabel* emptyText() const { return m_empty; } // shown instead of the charts without a run

signals:
    void concludeRequested(); // the user wants to write the conclusion for this run
    void rerunRequested();
    void exportRequested();

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    // The verdict's box as tall as its text, up to about eight lines (then it scrolls).
    void fitVerdict();
    QWidget* buildLatencyBox();
    QHBoxLayout* buildTitleBar(); // the title and the buttons; the empty page's text
    void setHasRun(bool hasRun); // the empty page or the charts, the buttons' state
    bool m_hasRun = false;
    QStackedWidget* m_pages = nullptr; // the empty page's text, or the run
    QLabel* m_empty = nullptr;
    QPushButton* m_rerun = nullptr;
    QPushButton* m_export = nullptr;
    QPushButton* m_conclude = nullptr;
    QScrollArea* m_verdictBox = nullptr;
    // Holds the series (and their pyramids) the memory chart points into; never null.
    std::shared_ptr<const Analysis::Run> m_run = std::make_shared<const Analysis::Run>();
    std::shared_ptr<const Analysis::SeriesOverviews> m_overviews;
    QLabel* m_title = nullptr;
    QLabel* m_verdict = nullptr;
    QLabel* m_conclusion = nullptr;
    MemoryChart* m_memory = nullptr;
    UtilisationChart* m_utilisation = nullptr; // under the memory chart, same time axis
    LatencyChart* m_latency = nullptr;
    QComboBox* m_view = nullptr;
    // The latency chart or, as one more view of the box, where the time goes per input.
    static constexpr int kStagesView = -1;
    QStackedWidget* m_latencyViews = nullptr;
    StageChart* m_stages = nullptr;
    QTableView* m_table = nullptr;
    Analysis::FiguresModel* m_model = nullptr;
    // The report's tables of what this kind of run shows besides the figures: loop mode's cold call
    // beside a warm one, an offline corpus's passes and failed documents; hidden when there are none.
    QWidget* m_tablesBox = nullptr;
    QList<ReportTableView*> m_tables;
    static constexpr int kMaxTableRowsShown = 12; // a longer table scrolls inside
    void showRunTables(const Analysis::Run& run);
};

// Rich text of a verdict for the window (and reused by the trends page).
QString verdictHtml(const Analysis::Verdict& verdict);

} // namespace Ui
