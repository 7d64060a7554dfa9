#pragma once

// Mouse and keyboard navigation shared by every chart of the window (issue 23), after PlotJuggler,
// Perfetto and hotspot: the wheel zooms at the cursor, a left drag pans, Shift and a left drag zoom
// to the band dragged (the view's rubber band, where it has one), a double-click or Home goes back
// to the whole extent, Left/Right pan, Up/Down and +/- zoom, and a crosshair reads out the point
// under the cursor: the nearest line's name (the input), its repetition, and its time and value in
// the chart's own units. Zooming keeps round ticks (chartaxis.h); axes a chart rebuilds (a new view
// of the latency chart) are looked up at each event, never kept.

#include <QObject>
#include <QPointer>
#include <QPointF>
#include <QString>

#include <functional>

class QChart;
class QChartView;
class QGraphicsLineItem;
class QGraphicsRectItem;
class QGraphicsSimpleTextItem;
class QValueAxis;

namespace Ui {

class ChartNavigator final : public QObject {
    Q_OBJECT
public:
    enum class Zoom {
        X, // time charts: only the horizontal axis moves; the value axis keeps the whole run's range
        XY, // value against value (trends): both axes zoom and pan
    };
    // Installs itself on `view` (and its viewport), which owns it.
    ChartNavigator(QChartView* view, Zoom zoom);

    // Takes the chart back to its whole extent after a reset request. Default: the axes' ranges
    // before the first zoom or pan. A chart whose extent grows (a live run) sets its own.
    void setReset(std::function<void()> reset);
    // How a value reads on each axis, with its unit ("12.3 s", "512.0 MiB"); default: the number
    // with the axis's tick decimals.
    void setFormats(std::function<QString(double)> x, std::function<QString(double)> y);
    // The property a line series carries to name its repetition in the readout (1-based).
    static const char* repetitionProperty();

    bool isNavigated() const { return m_navigated; } // zoomed or panned since the last reset
    void zoomAt(QPointF viewPos, double factor); // factor < 1 zooms in, about the value at viewPos
    void pan(QPointF pixels); // moves the content by this many pixels (right/down positive)
    void reset();
    QString readout() const { return m_readoutText; } // empty when the cursor is off the plot

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QValueAxis* axis(Qt::Orientation o) const;
    void rememberHome();
    void showReadout(QPointF viewPos);
    void hideReadout();
    QString format(Qt::Orientation o, double v) const;

    QChartView* m_view;
    // Kept apart from m_view: while the view is destroyed its viewport's last events still reach the
    // filter, and the view can no longer be asked for its viewport (UBSan: not a QAbstractScrollArea).
    QPointer<QWidget> m_viewport;
    QPointer<QChart> m_itemsChart; // the chart the crosshair's items belong to (they go with it)
    Zoom m_zoom;
    std::function<void()> m_reset;
    std::function<QString(double)> m_formatX, m_formatY;
    bool m_navigated = false;
    bool m_dragging = false;
    QPointF m_lastDrag;
    // The ranges before the first zoom (per axis pointer, checked against the chart's axes on use).
    QValueAxis* m_homeX = nullptr;
    QValueAxis* m_homeY = nullptr;
    QPointF m_homeXRange, m_homeYRange;
    QGraphicsLineItem* m_cross = nullptr;
    QGraphicsRectItem* m_box = nullptr;
    QGraphicsSimpleTextItem* m_text = nullptr;
    QString m_readoutText;
};

} // namespace Ui
