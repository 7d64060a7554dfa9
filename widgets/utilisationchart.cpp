#include "widgets/utilisationchart.h"

#include "analysis/core/format.h"
#include "widgets/chartaxis.h"
#include "widgets/chartnavigator.h"

#include <QChart>
#include <QChartView>
#include <QLabel>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScrollArea>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace Ui {

namespace {
constexpr int kLaneHeight = 130; // px: a title, a legend line and a readable band of data
constexpr int kMinColumns = 300;

// The highest point of a segment; from its pyramid when the loader built one (no scan).
double segmentTop(const Analysis::UtilisationTrack& track, qsizetype k)
{
    const auto& seg = track.segments.at(k);
    if (k < track.pyramids.size() && track.pyramids.at(k) && track.pyramids.at(k)->size() == size_t(seg.size())) {
        size_t lo = SIZE_MAX, hi = SIZE_MAX;
        track.pyramids.at(k)->query(seg, 0, size_t(seg.size()), &lo, &hi);
        return hi == SIZE_MAX ? 0.0 : seg.at(qsizetype(hi)).y();
    }
    double top = 0;
    for (const auto& p : seg)
        top = std::max(top, p.y());
    return top;
}
} // namespace

UtilisationChart::UtilisationChart(QWidget* parent)
    : QWidget(parent)
{
    auto* inner = new QWidget;
    m_layout = new QVBoxLayout(inner);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setSpacing(0);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(inner);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_status);
    layout->addWidget(scroll, 1);
    rebuild();
}

void UtilisationChart::setUtilisation(Analysis::Utilisation utilisation)
{
    // The live page feeds new values 25 times a second; the lanes are rebuilt only when a track or
    // a segment appears (a new repetition), otherwise the lines are refilled in place.
    const auto shape = [](const Analysis::Utilisation& u) {
        QList<qsizetype> out;
        for (const auto& t : u.tracks)
            out << qsizetype(t.lane) << t.segments.size();
        return out;
    };
    const bool same = shape(utilisation) == shape(m_data) && utilisation.gpuStatement == m_data.gpuStatement;
    m_data = std::move(utilisation);
    if (!same) {
        rebuild();
        return;
    }
    for (auto& lane : m_lanes) {
        double top = 0;
        for (int t : std::as_const(lane.tracks))
            for (qsizetype k = 0; k < m_data.tracks.at(t).segments.size(); ++k)
                top = std::max(top, segmentTop(m_data.tracks.at(t), k));
        setNiceRange(lane.y, 0, std::max(1.0, top * 1.08), 3);
    }
    redraw();
}

void UtilisationChart::rebuild()
{
    for (auto& lane : m_lanes)
        delete lane.view; // owns its chart, series and axes
    m_lanes.clear();
    for (int i = 0; i < m_data.tracks.size(); ++i)
        m_lanes[m_data.tracks.at(i).lane].tracks << i;
    for (auto it = m_lanes.begin(); it != m_lanes.end(); ++it) {
        Lane& lane = it.value();
        auto* chart = new QChart;
        chart->setTitle(Analysis::utilisationLaneTitle(it.key()));
        chart->legend()->setAlignment(Qt::AlignRight);
        chart->setMargins(QMargins(4, 0, 4, 0));
        lane.view = new QChartView(chart);
        lane.view->setRenderHint(QPainter::Antialiasing);
        lane.view->setRubberBand(QChartView::HorizontalRubberBand);
        lane.view->setMinimumHeight(kLaneHeight);
        auto* nav = new ChartNavigator(lane.view, ChartNavigator::Zoom::X);
        nav->setReset([this] { emit resetRequested(); });
        nav->setFormats([](double s) { return Analysis::formatDuration(s * 1000); }, {});
        lane.x = new QValueAxis(chart);
        lane.y = new QValueAxis(chart);
        keepNiceTicks(lane.x);
        chart->addAxis(lane.x, Qt::AlignBottom);
        chart->addAxis(lane.y, Qt::AlignLeft);
        double top = 0;
        for (int t : std::as_const(lane.tracks)) {
            const auto& track = m_data.tracks.at(t);
            QList<QLineSeries*> lines;
            for (qsizetype k = 0; k < track.segments.size(); ++k) {
                auto* line = new QLineSeries;
                line->setName(track.label);
                chart->addSeries(line);
                line->attachAxis(lane.x);
                line->attachAxis(lane.y);
                if (!lines.isEmpty()) {
                    line->setPen(lines.constFirst()->pen());
                    for (auto* marker : chart->legend()->markers(line))
                        marker->setVisible(false);
                }
                lines << line;
                top = std::max(top, segmentTop(track, k));
            }
            lane.lines << lines;
        }
        setNiceRange(lane.y, 0, std::max(1.0, top * 1.08), 3);
        connect(lane.x, &QValueAxis::rangeChanged, this, [this](qreal t0, qreal t1) {
            if (!m_updating)
                setXRange(t0, t1); // a zoom in this lane: every lane and the memory chart follow
        });
        m_layout->addWidget(lane.view);
    }
    QString status;
    if (m_data.isEmpty())
        status = tr("No utilisation figures in this run (CPU, I/O, pressure and GPU are recorded by the probe).");
    if (!m_data.gpuStatement.isEmpty())
        // A line of its own: two sentences glued with a space read wrong in Chinese.
        status = (status.isEmpty() ? QString() : status + QLatin1Char('\n')) + tr("GPU: %1.").arg(m_data.gpuStatement);
    m_status->setText(status);
    m_status->setVisible(!status.isEmpty());
    // With no lanes only the status line shows: take no more height than it needs, so the memory
    // chart above (in a splitter with this) gets the room instead of an empty pane.
    // Room for the line to wrap once or twice in a narrow window.
    setMaximumHeight(m_lanes.isEmpty() ? m_status->fontMetrics().lineSpacing() * 3 + 12 : QWIDGETSIZE_MAX);
    redraw();
}

void UtilisationChart::setXRange(double t0, double t1)
{
    if (!(t1 > t0))
        return;
    // The memory chart and the live page both pass the range on after a redraw: the second time
    // it is the same and the lanes are already drawn for it.
    if (qFuzzyCompare(t0, m_t0) && qFuzzyCompare(t1, m_t1))
        return;
    m_t0 = t0;
    m_t1 = t1;
    redraw();
    emit xRangeChanged(t0, t1);
}

void UtilisationChart::redraw()
{
    m_updating = true;
    for (auto& lane : m_lanes) {
        lane.x->setRange(m_t0, m_t1);
        // Before the first layout the plot area is empty; a few hundred columns is never too few
        // for a lane and costs little when the lane is narrower.
        const int columns = std::max(kMinColumns, int(lane.view->chart()->plotArea().width()));
        for (int i = 0; i < lane.tracks.size(); ++i) {
            const auto& track = m_data.tracks.at(lane.tracks.at(i));
            for (int k = 0; k < track.segments.size(); ++k)
                lane.lines.at(i).at(k)->replace(Analysis::decimatePoints(track.segments.at(k), m_t0, m_t1, columns,
                    k < track.pyramids.size() ? track.pyramids.at(k).get() : nullptr));
        }
    }
    m_updating = false;
}

void UtilisationChart::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    redraw();
}

QList<Analysis::UtilisationLane> UtilisationChart::lanesShown() const
{
    return m_lanes.keys();
}

QChartView* UtilisationChart::laneView(Analysis::UtilisationLane lane) const
{
    return m_lanes.value(lane).view;
}

QString UtilisationChart::statusText() const
{
    return m_status->text();
}

int UtilisationChart::pointsShown() const
{
    int n = 0;
    for (const auto& lane : m_lanes)
        for (const auto& lines : lane.lines)
            for (const auto* l : lines)
                n += l->count();
    return n;
}

} // namespace Ui
