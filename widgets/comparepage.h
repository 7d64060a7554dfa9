#pragma once

#include "analysis/core/jobtracker.h"
#include "analysis/project/comparemodel.h"
#include "analysis/report/report.h"

#include <QHash>
#include <QWidget>

class QComboBox;
class QHBoxLayout;
class QLabel;
class QListWidget;
class QPushButton;
class QTableView;
class QTableWidget;
class QTabWidget;

namespace Analysis {
class ProjectSession;
}

namespace Ui {

class LatencyChart;
class MemoryChart;

// Any number of runs on the same axes: memory timelines aligned on start or on load-complete,
// latency distributions overlaid, and the table of differences against the first run with their
// confidence intervals. Loading and comparing run off the GUI thread (analysis/project/comparemodel.h).
class ComparePage final : public QWidget {
    Q_OBJECT
public:
    enum class Align { Start, LoadComplete };

    explicit ComparePage(Analysis::ProjectSession* session, QWidget* parent = nullptr);

    // Checks these runs in the list (the first is the base) and compares them.
    void compare(const QStringList& runIds);
    QStringList checkedRunIds() const;
    void setAlign(Align align);

    MemoryChart* memoryChart() const { return m_memory; }
    LatencyChart* latencyChart() const { return m_latency; }
    Analysis::CompareModel* model() const { return m_model; }
    QListWidget* runList() const { return m_list; }
    QPushButton* exportButton() const { return m_export; }
    // Devices side by side (a fleet's runs): one row per run, peak, p90 and TTFT per input, and the
    // verdict; its tab is enabled only when the runs come from two devices or more.
    QTableWidget* deviceMatrixTable() const { return m_matrix; }
    QTabWidget* tableTabs() const { return m_tabs; }
    // Sustained runs' settings ranked, first rounds against last (analysis/verdict/sustainedsettings.h):
    // shown only when a compared run is sustained.
    QLabel* sustainedLabel() const { return m_sustained; }
    // The comparison shown, for the exports (the runs by the names the page shows them by).
    Analysis::ComparisonReport comparisonReport() const;

signals:
    void comparisonShown(int runs); // the charts and the table hold the result (tests wait on it)

private:
    QHBoxLayout* buildBar(); // after m_align and m_view exist
    void refreshList();
    void start();
    void apply(const Analysis::CompareSet& set);
    void updateMemory();
    void fillDeviceMatrix();

    Analysis::ProjectSession* m_session = nullptr;
    Analysis::CompareSet m_set; // owns the series the memory chart points into
    Analysis::CompareModel* m_model = nullptr;
    QListWidget* m_list = nullptr;
    QComboBox* m_align = nullptr;
    QComboBox* m_view = nullptr;
    QLabel* m_notes = nullptr;
    QLabel* m_sustained = nullptr;
    QPushButton* m_export = nullptr;
    static QString trackLabel(const QString& runName, const QString& inputId); // "run / input"
    QHash<QString, int> m_colourIndex; // by track label: the same colour in both charts
    MemoryChart* m_memory = nullptr;
    LatencyChart* m_latency = nullptr;
    QTableView* m_table = nullptr;
    QTableWidget* m_matrix = nullptr;
    QTabWidget* m_tabs = nullptr;
    QStringList m_order; // checked runs in the order they were checked: the first is the base
    Analysis::JobTracker m_comparisons { this };
    bool m_filling = false;
};

} // namespace Ui
