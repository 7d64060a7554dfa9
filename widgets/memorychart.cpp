#include "widgets/memorychart.h"

#include "analysis/core/decimation.h"
#include "analysis/core/format.h"
#include "widgets/chartaxis.h"
#include "widgets/chartnavigator.h"

#include <QLabel>
#include <QLegendMarker>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace Ui {

namespace {
constexpr double kMiB = 1.0 / 1024.0;
// A ceiling more than this many times the highest sample is named, not drawn to scale.
constexpr int64_t kCeilingOnScaleFactor = 4; // series are in kB (kernel's kB = KiB); the axis shows MiB
} // namespace

MemoryChart::MemoryChart(QWidget* parent)
    : QChartView(new QChart, parent)
{
    setRenderHint(QPainter::Antialiasing);
    setRubberBand(QChartView::HorizontalRubberBand);
    chart()->legend()->setAlignment(Qt::AlignBottom);
    m_x = new QValueAxis(this);
    m_y = new QValueAxis(this);
    m_x->setTitleText(tr("Time (s)"));
    // Short: a long vertical title is elided on a chart of a few hundred pixels.
    m_y->setTitleText(tr("RSS (MiB)"));
    chart()->addAxis(m_x, Qt::AlignBottom);
    chart()->addAxis(m_y, Qt::AlignLeft);
    keepNiceTicks(m_x);
    m_nav = new ChartNavigator(this, ChartNavigator::Zoom::X);
    m_nav->setReset([this] { fitAxes(); });
    m_nav->setFormats([](double s) { return Analysis::formatDuration(s * 1000); },
        [](double mib) { return Analysis::formatKb(int64_t(std::llround(mib * 1024))); });
    m_empty = new QLabel(tr("No memory figures in this log"), this);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_empty->setAttribute(Qt::WA_TransparentForMouseEvents);
    // The plot area narrows when the axes' labels widen (a higher peak, a longer run): the points
    // are decimated for the width they are drawn in.
    connect(chart(), &QChart::plotAreaChanged, this, [this](const QRectF& area) {
        if (int(area.width()) != m_decimatedColumns)
            redecimate();
    });
    connect(m_x, &QValueAxis::rangeChanged, this, [this](qreal t0, qreal t1) {
        if (!m_updating)
            redecimate();
        emit xRangeChanged(t0, t1);
    });
    fitAxes();
}

void MemoryChart::setTracks(const QList<Track>& tracks)
{
    // The same tracks with more samples (a live run, 25 times a second): the line series stay,
    // only their points are replaced. Removing and adding series rebuilds the legend each time.
    bool sameLines = tracks.size() == m_tracks.size();
    for (qsizetype i = 0; sameLines && i < tracks.size(); ++i)
        sameLines = tracks.at(i).label == m_tracks.at(i).label && tracks.at(i).colour == m_tracks.at(i).colour
            && m_lines.at(i).size() == qsizetype(std::max<size_t>(1, tracks.at(i).breaks.size()));
    if (sameLines) {
        m_tracks = tracks;
        fitAxes();
        return;
    }
    for (const auto& lines : std::as_const(m_lines))
        for (auto* s : lines) {
            chart()->removeSeries(s);
            delete s;
        }
    m_lines.clear();
    m_tracks = tracks;
    for (const auto& t : std::as_const(m_tracks)) {
        QList<QLineSeries*> lines;
        const size_t stretches = std::max<size_t>(1, t.breaks.size());
        for (size_t i = 0; i < stretches; ++i) {
            auto* line = new QLineSeries;
            line->setName(t.label);
            if (!t.breaks.empty())
                line->setProperty(ChartNavigator::repetitionProperty(), int(i) + 1);
            chart()->addSeries(line);
            line->attachAxis(m_x);
            line->attachAxis(m_y);
            if (i == 0 && t.colour.isValid()) {
                QPen pen(t.colour);
                pen.setWidthF(1.5);
                pen.setStyle(t.style);
                line->setPen(pen);
            }
            if (i > 0) {
                // The same track: the first stretch's colour, one legend entry.
                line->setPen(lines.constFirst()->pen());
                for (auto* marker : chart()->legend()->markers(line))
                    marker->setVisible(false);
            }
            lines.append(line);
        }
        m_lines.append(lines);
    }
    fitAxes();
}

void MemoryChart::setXRange(double t0, double t1)
{
    if (!(t1 > t0) || (qFuzzyCompare(m_x->min(), t0) && qFuzzyCompare(m_x->max(), t1)))
        return;
    m_x->setRange(t0, t1);
}

double MemoryChart::xMin() const
{
    return m_x->min();
}

double MemoryChart::xMax() const
{
    return m_x->max();
}

int MemoryChart::lineCount() const
{
    int n = 0;
    for (const auto& lines : m_lines)
        n += int(lines.size());
    return n;
}

void MemoryChart::setCeilingKb(std::optional<int64_t> ceilingKb)
{
    m_ceilingKb = ceilingKb;
    if (!m_ceiling) {
        m_ceiling = new QLineSeries;
        m_ceiling->setName(tr("Memory ceiling"));
        QPen pen(Qt::red);
        pen.setStyle(Qt::DashLine);
        pen.setWidth(2);
        m_ceiling->setPen(pen);
        chart()->addSeries(m_ceiling);
        m_ceiling->attachAxis(m_x);
        m_ceiling->attachAxis(m_y);
    }
    m_ceiling->setVisible(bool(ceilingKb));
    fitAxes();
}

void MemoryChart::addMarker(double t, const QString& label, const QColor& colour)
{
    auto* m = new QLineSeries;
    m->setName(label);
    QPen pen(colour);
    pen.setStyle(Qt::DotLine);
    pen.setWidthF(2);
    m->setPen(pen);
    m->append(t, 0);
    m->append(t, 1); // stretched to the y range in fitAxes()
    chart()->addSeries(m);
    m->attachAxis(m_x);
    m->attachAxis(m_y);
    const bool named = std::any_of(m_markers.begin(), m_markers.end(), [&label](QLineSeries* o) { return o->name() == label; });
    if (named)
        for (auto* marker : chart()->legend()->markers(m))
            marker->setVisible(false);
    m_markers.append(m);
    fitAxes();
}

void MemoryChart::addEventMarker(const Analysis::RunEvent& e, double offsetS)
{
    if (!e.tMs)
        return;
    const double t = *e.tMs / 1000.0 - offsetS;
    if (e.type == u"critical_lost")
        addMarker(t, tr("%1 lost").arg(e.subject), QColor(0xcc, 0x00, 0x00));
    else if (e.type == u"guard")
        addMarker(t, tr("guard stop"), QColor(0xe6, 0x9f, 0x00));
    else if (e.type == u"background")
        addMarker(t, e.message == u"stop" ? tr("background off") : tr("background on"), QColor(0x7f, 0x7f, 0x7f));
}

void MemoryChart::clearMarkers()
{
    for (auto* m : std::as_const(m_markers)) {
        chart()->removeSeries(m);
        delete m;
    }
    m_markers.clear();
}

int MemoryChart::pointsShown() const
{
    int n = 0;
    for (const auto& lines : m_lines)
        for (const auto* s : lines)
            n += s->count();
    return n;
}

void MemoryChart::setEmptyText(const QString& text)
{
    m_empty->setText(text);
}

bool MemoryChart::isEmptyShown() const
{
    return !m_empty->isHidden();
}

void MemoryChart::resizeEvent(QResizeEvent* event)
{
    QChartView::resizeEvent(event);
    m_empty->setGeometry(rect());
    redecimate();
}

void MemoryChart::fitAxes()
{
    double t0 = 0, t1 = 1;
    int64_t top = 0;
    bool any = false;
    for (const auto& tr : std::as_const(m_tracks)) {
        if (!tr.series || tr.series->isEmpty())
            continue;
        const double a = tr.series->t.front() - tr.offset, b = tr.series->t.back() - tr.offset;
        t0 = any ? std::min(t0, a) : a;
        t1 = any ? std::max(t1, b) : b;
        any = true;
        if (tr.overview) {
            top = std::max(top, tr.overview->topKb); // computed when the run was loaded
            continue;
        }
        for (auto v : tr.series->rssKb)
            top = std::max(top, v);
        for (auto v : tr.series->hwmKb)
            top = std::max(top, v);
    }
    // A timing-only log has no memory at all: say so rather than draw axes around nothing.
    m_empty->setVisible(!any);
    m_x->setVisible(any);
    m_y->setVisible(any);
    chart()->legend()->setVisible(any);
    // A ceiling far above the data (a 20 GiB board running a 40 MiB workload) would flatten every
    // line to the axis: then it stays off the scale and its legend entry says where it is.
    const bool ceilingOnScale = m_ceilingKb && *m_ceilingKb <= kCeilingOnScaleFactor * std::max<int64_t>(top, 1);
    if (m_ceiling) {
        m_ceiling->setVisible(any && ceilingOnScale);
        m_ceiling->setName(m_ceilingKb && !ceilingOnScale
                ? tr("Ceiling %1, off the scale").arg(Analysis::formatKb(*m_ceilingKb))
                : m_ceilingKb ? tr("Ceiling %1").arg(Analysis::formatKb(*m_ceilingKb))
                              : tr("Memory ceiling"));
        if (m_ceilingKb && !ceilingOnScale && any)
            m_ceiling->setVisible(true); // keeps the legend entry; the line lies above the plot
    }
    if (ceilingOnScale)
        top = std::max(top, *m_ceilingKb);
    const double yMax = std::max(1.0, double(top) * kMiB * 1.08);
    m_updating = true;
    // Zoomed or panned by the user (a live run grows under a zoom): the time range stays theirs.
    if (!m_nav->isNavigated())
        m_x->setRange(t0, t1 > t0 ? t1 : t0 + 1);
    setNiceRange(m_y, 0, yMax);
    m_updating = false;
    if (m_ceiling && m_ceilingKb)
        m_ceiling->replace({ QPointF(t0, *m_ceilingKb * kMiB), QPointF(t1, *m_ceilingKb * kMiB) });
    for (auto* m : std::as_const(m_markers)) {
        const double x = m->at(0).x();
        m->replace({ QPointF(x, 0), QPointF(x, yMax) });
    }
    redecimate();
}

void MemoryChart::redecimate()
{
    const int columns = std::max(1, int(chart()->plotArea().width()));
    m_decimatedColumns = int(chart()->plotArea().width());
    for (int i = 0; i < m_tracks.size(); ++i) {
        const auto& tr = m_tracks.at(i);
        if (!tr.series)
            continue;
        const auto& t = tr.series->t;
        const double x0 = m_x->min() + tr.offset, x1 = m_x->max() + tr.offset;
        const QList<QLineSeries*>& lines = m_lines.at(i);
        for (int k = 0; k < lines.size(); ++k) {
            const size_t from = tr.breaks.empty() ? 0 : tr.breaks[size_t(k)];
            const size_t to = size_t(k) + 1 < tr.breaks.size() ? tr.breaks[size_t(k) + 1] : t.size();
            if (from >= to || t[to - 1] < x0 || t[from] > x1) {
                lines.at(k)->clear(); // off screen
                continue;
            }
            // The stretch's share of the pixel columns, so the whole chart stays at ~2 per column.
            const double shown = std::min(x1, t[to - 1]) - std::max(x0, t[from]);
            const int cols = std::max(1, int(columns * std::max(0.0, shown) / std::max(1e-12, x1 - x0)) + 1);
            // Decimate in the series' own time base, then shift: no copy of the 10M-sample column.
            auto pts = Analysis::decimateMinMax(t, tr.series->rssKb, x0, x1, cols, Analysis::MemorySeries::kMissing,
                kMiB, from, to, tr.overview ? &tr.overview->rss : nullptr);
            if (tr.offset != 0)
                for (auto& p : pts)
                    p.setX(p.x() - tr.offset);
            lines.at(k)->replace(pts); // one call, never point-by-point append
        }
    }
}

} // namespace Ui
