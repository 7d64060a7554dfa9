#pragma once

#include "analysis/core/decimation.h"
#include "analysis/core/run.h"

#include <QChartView>
#include <QColor>

#include <optional>

class QLabel;
class QLineSeries;
class QValueAxis;

namespace Ui {

class ChartNavigator;

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
        // Where each repetition's samples begin (Analysis::repetitionBreaks); each stretch is a
        // line of its own, so repetitions interleaved in time are never joined. Empty: one line.
        std::vector<size_t> breaks {};
        // Pyramid and top of `series` (Analysis::overviewOf, built off the GUI thread); must outlive
        // the chart's use of it. Without it every redraw reads every visible sample.
        const Analysis::SeriesOverview* overview = nullptr;
        // The input's colour and line style (inputcolours.h); an invalid colour: the theme's.
        QColor colour {};
        Qt::PenStyle style = Qt::SolidLine;
    };
    void setTracks(const QList<Track>& tracks);
    void setCeilingKb(std::optional<int64_t> ceilingKb); // horizontal line, or none
    // A vertical line at t (the probe's notes: a critical process lost, the guard, a background load);
    // markers with the same label share one legend entry.
    void addMarker(double t, const QString& label, const QColor& colour = Qt::darkGray);
    // A note of the probe's as a marker at its time less `offsetS` (the track's own start when tracks
    // are drawn from their starts): a critical process lost in red, a guard stop in orange, a
    // background load switched on or off in grey. Warnings and notes without a time draw nothing.
    void addEventMarker(const Analysis::RunEvent& e, double offsetS = 0);
    void clearMarkers();

    // The visible time range, shared with the utilisation tracks below (zoom and pan in step).
    void setXRange(double t0, double t1);
    double xMin() const;
    double xMax() const;

    // Wheel, drag, keys and the crosshair (chartnavigator.h); its reset fits the whole run again.
    ChartNavigator* navigator() const { return m_nav; }

    int pointsShown() const; // for tests: the decimation is visible from outside
    int lineCount() const; // line series drawn for the tracks (one per repetition stretch)
    // True when no track holds a sample: the chart says so instead of drawing empty axes.
    bool isEmptyShown() const;
    void setEmptyText(const QString& text); // default: "No memory figures in this log"

signals:
    void xRangeChanged(double t0, double t1);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void redecimate();
    void fitAxes();

    QList<Track> m_tracks;
    QList<QList<QLineSeries*>> m_lines; // per track, one per stretch; the first carries the legend
    QList<QLineSeries*> m_markers;
    QLineSeries* m_ceiling = nullptr;
    QLabel* m_empty = nullptr;
    ChartNavigator* m_nav = nullptr;
    std::optional<int64_t> m_ceilingKb;
    QValueAxis* m_x = nullptr;
    QValueAxis* m_y = nullptr;
    bool m_updating = false;
    int m_decimatedColumns = -1; // the plot width the points were last decimated for
};

} // namespace Ui
