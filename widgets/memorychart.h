#pragma once

#include "analysis/run.h"

#include <QChartView>

#include <optional>

class QLabel;
class QLineSeries;
class QValueAxis;

namespace Ui {

// Memory over time for one or several series, reduced per pixel column to min/max so a 10 ms
// spike stays visible at any zoom; recomputed whenever the visible range or the width changes.
class MemoryChart final : public QChartView {
    Q_OBJECT
public:
    explicit MemoryChart(QWidget* parent = nullptr);

    struct Track {
        QString label; // legend text, already translated
        const Analysis::MemorySeries* series = nullptr; // must outlive the chart's use of it
        double offset = 0; // subtracted from t (align on start or on load-complete)
    };
    void setTracks(const QList<Track>& tracks);
    void setCeilingKb(std::optional<int64_t> ceilingKb); // horizontal line, or none
    void addMarker(double t, const QString& label); // vertical line (load complete, inference)
    void clearMarkers();

    int pointsShown() const; // for tests: the decimation is visible from outside
    // True when no track holds a sample: the chart says so instead of drawing empty axes.
    bool isEmptyShown() const;
    void setEmptyText(const QString& text); // default: "No memory figures in this log"

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void redecimate();
    void fitAxes();

    QList<Track> m_tracks;
    QList<QLineSeries*> m_lines;
    QList<QLineSeries*> m_markers;
    QLineSeries* m_ceiling = nullptr;
    QLabel* m_empty = nullptr;
    std::optional<int64_t> m_ceilingKb;
    QValueAxis* m_x = nullptr;
    QValueAxis* m_y = nullptr;
    bool m_updating = false;
};

} // namespace Ui
