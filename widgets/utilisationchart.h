#pragma once

#include "analysis/core/utilisation.h"

#include <QMap>
#include <QWidget>

class QChartView;
class QLabel;
class QLineSeries;
class QValueAxis;
class QVBoxLayout;

namespace Ui {

// Utilisation tracks under the memory chart (issue 14), on the same time axis: one small chart per
// lane (CPU split, the workload's CPU, its involuntary switches and major faults, storage reads,
// PSI, frequency, temperature, GPU) with the rates analysis/utilisation computed. The x range
// follows the memory chart and a zoom here moves it too. A lane without data is left out; the GPU
// line says "not available" (or why) instead of drawing a zero.
class UtilisationChart final : public QWidget {
    Q_OBJECT
public:
    explicit UtilisationChart(QWidget* parent = nullptr);

    void setUtilisation(Analysis::Utilisation utilisation);
    void setXRange(double t0, double t1);

    // For tests and the pages.
    QList<Analysis::UtilisationLane> lanesShown() const;
    QChartView* laneView(Analysis::UtilisationLane lane) const;
    QString statusText() const; // the GPU statement, or why nothing is shown
    int pointsShown() const;

signals:
    void xRangeChanged(double t0, double t1);
    // Home or a double-click in a lane: the page takes the memory chart (and so every lane) back.
    void resetRequested();

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    struct Lane {
        QChartView* view = nullptr;
        QValueAxis* x = nullptr;
        QValueAxis* y = nullptr;
        QList<int> tracks; // indices into m_data.tracks
        QList<QList<QLineSeries*>> lines; // per track, one per segment
    };
    void rebuild();
    void redraw();

    Analysis::Utilisation m_data;
    QMap<Analysis::UtilisationLane, Lane> m_lanes;
    QVBoxLayout* m_layout = nullptr;
    QLabel* m_status = nullptr;
    double m_t0 = 0, m_t1 = 1;
    bool m_updating = false;
};

} // namespace Ui
