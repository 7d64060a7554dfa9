#pragma once

#include "analysis/plan.h"
#include "analysis/runfolder.h"

#include <QTimer>
#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;
class QTableWidget;

namespace Analysis {
class ProjectSession;
}
namespace Remote {
class PlanRunner;
}

namespace Ui {

class MemoryChart;
class UtilisationChart;

// A plan running on this machine, live: the workload's memory streams into a chart (redrawn at
// most 25 times a second), progress per input and repetition, each repetition's outcome as it
// ends, and cancel. At the end the run folder goes into the project, with the plan, and opens.
// The SSH path will feed the same reader through the same signals.
class LiveRunPage final : public QWidget {
    Q_OBJECT
public:
    static constexpr int kRedrawIntervalMs = 40; // 25 per second (PlotJuggler's pace)

    explicit LiveRunPage(Analysis::ProjectSession* session, QWidget* parent = nullptr);
    ~LiveRunPage() override;

    bool start(const Analysis::Plan& plan); // false, with the reason shown, when it cannot
    void cancel();
    bool isRunning() const;

    Remote::PlanRunner* runner() const { return m_runner; }
    MemoryChart* memoryChart() const { return m_memory; }
    UtilisationChart* utilisationChart() const { return m_utilisation; }
    QTableWidget* repetitionsTable() const { return m_reps; }
    int redrawCount() const { return m_redraws; }

signals:
    void runSaved(const QString& runId); // in the project; the window opens it
    void runFailed(const QString& message);

private:
    void onEvent(const QByteArray& line);
    void redraw();
    void onFinished(const QString& runDir, const Analysis::Run& run);
    void setMessage(const QString& text);

    Analysis::ProjectSession* m_session = nullptr;
    Remote::PlanRunner* m_runner = nullptr;
    Analysis::Plan m_plan;
    Analysis::EventStreamReader m_reader;
    QMap<QString, Analysis::MemorySeries> m_shown; // copies the chart points into
    QTimer m_redrawTimer;
    MemoryChart* m_memory = nullptr;
    UtilisationChart* m_utilisation = nullptr; // CPU, I/O, GPU under the memory, same time axis
    QLabel* m_stage = nullptr;
    QLabel* m_where = nullptr;
    QProgressBar* m_progress = nullptr;
    QPushButton* m_cancel = nullptr;
    QTableWidget* m_reps = nullptr;
    int m_redraws = 0;
};

} // namespace Ui
