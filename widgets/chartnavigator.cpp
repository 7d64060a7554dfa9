#include "widgets/chartnavigator.h"

#include "widgets/chartaxis.h"

#include <QChartView>
#include <QGraphicsLineItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QValueAxis>
#include <QWheelEvent>
#include <QXYSeries>

#include <algorithm>
#include <cmath>

namespace Ui {

namespace {
constexpr double kWheelStep = 0.8; // one notch of the wheel shows 80% of the range
constexpr double kKeyPanShare = 0.1; // an arrow key moves a tenth of the visible range
constexpr double kNearestPx = 40; // farther than this from every point: the readout names no line
constexpr qreal kReadoutZ = 1000;
} // namespace

ChartNavigator::ChartNavigator(QChartView* view, Zoom zoom)
    : QObject(view)
    , m_view(view)
    , m_viewport(view->viewport())
    , m_zoom(zoom)
{
    view->setFocusPolicy(Qt::StrongFocus);
    view->viewport()->setMouseTracking(true);
    view->viewport()->installEventFilter(this);
    view->installEventFilter(this);
}

const char* ChartNavigator::repetitionProperty()
{
    return "headroomRepetition";
}

void ChartNavigator::setReset(std::function<void()> reset)
{
    m_reset = std::move(reset);
}

void ChartNavigator::setFormats(std::function<QString(double)> x, std::function<QString(double)> y)
{
    m_formatX = std::move(x);
    m_formatY = std::move(y);
}

QValueAxis* ChartNavigator::axis(Qt::Orientation o) const
{
    for (auto* a : m_view->chart()->axes(o))
        if (auto* v = qobject_cast<QValueAxis*>(a); v && v->isVisible())
            return v;
    return nullptr;
}

void ChartNavigator::rememberHome()
{
    QValueAxis* x = axis(Qt::Horizontal);
    QValueAxis* y = axis(Qt::Vertical);
    // A chart rebuilt since (new axes) starts from its new extent.
    if (m_navigated && x == m_homeX && y == m_homeY)
        return;
    m_homeX = x;
    m_homeY = y;
    if (x)
        m_homeXRange = QPointF(x->min(), x->max());
    if (y)
        m_homeYRange = QPointF(y->min(), y->max());
    m_navigated = true;
}

void ChartNavigator::zoomAt(QPointF viewPos, double factor)
{
    const QRectF plot = m_view->chart()->plotArea();
    if (plot.width() <= 0 || plot.height() <= 0 || !(factor > 0))
        return;
    rememberHome();
    const QPointF at = m_view->chart()->mapFromScene(m_view->mapToScene(viewPos.toPoint()));
    if (QValueAxis* x = axis(Qt::Horizontal)) {
        const double share = std::clamp((at.x() - plot.left()) / plot.width(), 0.0, 1.0);
        const double c = x->min() + share * (x->max() - x->min());
        setRangeKeepingTicks(x, c - (c - x->min()) * factor, c + (x->max() - c) * factor);
    }
    if (QValueAxis* y = axis(Qt::Vertical); y && m_zoom == Zoom::XY) {
        const double share = std::clamp((plot.bottom() - at.y()) / plot.height(), 0.0, 1.0);
        const double c = y->min() + share * (y->max() - y->min());
        setRangeKeepingTicks(y, c - (c - y->min()) * factor, c + (y->max() - c) * factor);
    }
}

void ChartNavigator::pan(QPointF pixels)
{
    const QRectF plot = m_view->chart()->plotArea();
    if (plot.width() <= 0 || plot.height() <= 0)
        return;
    rememberHome();
    if (QValueAxis* x = axis(Qt::Horizontal); x && pixels.x() != 0) {
        const double dv = -pixels.x() / plot.width() * (x->max() - x->min());
        setRangeKeepingTicks(x, x->min() + dv, x->max() + dv);
    }
    if (QValueAxis* y = axis(Qt::Vertical); y && m_zoom == Zoom::XY && pixels.y() != 0) {
        const double dv = pixels.y() / plot.height() * (y->max() - y->min());
        setRangeKeepingTicks(y, y->min() + dv, y->max() + dv);
    }
}

void ChartNavigator::reset()
{
    const bool was = m_navigated;
    m_navigated = false;
    if (m_reset) {
        m_reset();
        return;
    }
    if (!was)
        return;
    if (QValueAxis* x = axis(Qt::Horizontal); x && x == m_homeX)
        setRangeKeepingTicks(x, m_homeXRange.x(), m_homeXRange.y());
    if (QValueAxis* y = axis(Qt::Vertical); y && y == m_homeY)
        setRangeKeepingTicks(y, m_homeYRange.x(), m_homeYRange.y());
}

QString ChartNavigator::format(Qt::Orientation o, double v) const
{
    const auto& f = o == Qt::Horizontal ? m_formatX : m_formatY;
    if (f)
        return f(v);
    QValueAxis* a = axis(o);
    const double step = a && a->tickInterval() > 0 ? a->tickInterval() : 1;
    // One decimal more than the ticks: the readout is finer than the axis it is read against.
    const int decimals = std::max(0, int(-std::floor(std::log10(step) + 1e-9)) + 1);
    return QString::number(v, 'f', decimals);
}

void ChartNavigator::showReadout(QPointF viewPos)
{
    QChart* chart = m_view->chart();
    const QRectF plot = chart->plotArea();
    const QPointF at = chart->mapFromScene(m_view->mapToScene(viewPos.toPoint()));
    QValueAxis* x = axis(Qt::Horizontal);
    QValueAxis* y = axis(Qt::Vertical);
    if (!x || !y || !plot.contains(at)) {
        hideReadout();
        return;
    }
    // The nearest drawn point of any line or scatter, in pixels.
    const QXYSeries* nearest = nullptr;
    QPointF point;
    double best = kNearestPx * kNearestPx;
    for (QAbstractSeries* s : chart->series()) {
        auto* xy = qobject_cast<QXYSeries*>(s);
        if (!xy || !xy->isVisible() || xy->name().isEmpty())
            continue;
        for (const QPointF& p : xy->points()) {
            const QPointF pos = chart->mapToPosition(p, xy);
            const double d = (pos.x() - at.x()) * (pos.x() - at.x()) + (pos.y() - at.y()) * (pos.y() - at.y());
            if (d < best) {
                best = d;
                nearest = xy;
                point = p;
            }
        }
    }
    if (nearest) {
        const QVariant rep = nearest->property(repetitionProperty());
        const QString name = rep.isValid() ? tr("%1, repetition %2").arg(nearest->name()).arg(rep.toInt())
                                           : nearest->name();
        m_readoutText = tr("%1: %2 · %3").arg(name, format(Qt::Horizontal, point.x()), format(Qt::Vertical, point.y()));
    } else {
        const double vx = x->min() + (at.x() - plot.left()) / plot.width() * (x->max() - x->min());
        const double vy = y->min() + (plot.bottom() - at.y()) / plot.height() * (y->max() - y->min());
        m_readoutText = tr("%1 · %2").arg(format(Qt::Horizontal, vx), format(Qt::Vertical, vy));
    }
    if (!m_cross || m_itemsChart != chart) {
        m_itemsChart = chart;
        m_cross = new QGraphicsLineItem(chart);
        m_cross->setPen(QPen(QColor(0x55, 0x55, 0x55), 1, Qt::DashLine));
        m_box = new QGraphicsRectItem(chart);
        m_box->setPen(QPen(QColor(0x99, 0x99, 0x99)));
        m_box->setBrush(QColor(255, 255, 255, 230));
        m_text = new QGraphicsSimpleTextItem(m_box);
        m_text->setFont(chart->font());
        for (QGraphicsItem* item : { static_cast<QGraphicsItem*>(m_cross), static_cast<QGraphicsItem*>(m_box) })
            item->setZValue(kReadoutZ);
    }
    m_cross->setLine(QLineF(at.x(), plot.top(), at.x(), plot.bottom()));
    m_text->setText(m_readoutText);
    const QRectF text = m_text->boundingRect();
    // Beside the cursor, at the top of the plot; on the cursor's left near the right edge.
    const double w = text.width() + 8, h = text.height() + 4;
    double left = at.x() + 8;
    if (left + w > plot.right())
        left = std::max(plot.left(), at.x() - 8 - w);
    m_box->setRect(0, 0, w, h);
    m_box->setPos(left, plot.top() + 2);
    m_text->setPos(4, 2);
    m_cross->show();
    m_box->show();
}

void ChartNavigator::hideReadout()
{
    m_readoutText.clear();
    if (m_cross && m_itemsChart) {
        m_cross->hide();
        m_box->hide();
    }
}

bool ChartNavigator::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_view && event->type() == QEvent::KeyPress) {
        auto* k = static_cast<QKeyEvent*>(event);
        const QRectF plot = m_view->chart()->plotArea();
        const QPointF centre = m_view->mapFromScene(m_view->chart()->mapToScene(plot.center()));
        switch (k->key()) {
        case Qt::Key_Home:
            reset();
            return true;
        case Qt::Key_Left:
            pan(QPointF(plot.width() * kKeyPanShare, 0));
            return true;
        case Qt::Key_Right:
            pan(QPointF(-plot.width() * kKeyPanShare, 0));
            return true;
        case Qt::Key_Up:
        case Qt::Key_Plus:
        case Qt::Key_Equal:
            zoomAt(centre, kWheelStep);
            return true;
        case Qt::Key_Down:
        case Qt::Key_Minus:
            zoomAt(centre, 1 / kWheelStep);
            return true;
        default:
            return false;
        }
    }
    if (!m_viewport || watched != m_viewport.data())
        return false;
    switch (event->type()) {
    case QEvent::Wheel: {
        auto* w = static_cast<QWheelEvent*>(event);
        const int notches = w->angleDelta().y() / 120;
        if (notches != 0)
            zoomAt(w->position(), std::pow(kWheelStep, notches));
        showReadout(w->position());
        return true;
    }
    case QEvent::MouseButtonPress: {
        auto* m = static_cast<QMouseEvent*>(event);
        m_view->setFocus(Qt::MouseFocusReason);
        if (m->button() == Qt::LeftButton && !(m->modifiers() & Qt::ShiftModifier)) {
            m_dragging = true;
            m_lastDrag = m->position();
            m_viewport->setCursor(Qt::ClosedHandCursor);
            return true;
        }
        rememberHome(); // Shift+drag (the rubber band) or a right click (zoom out) move the axes too
        return false;
    }
    case QEvent::MouseMove: {
        auto* m = static_cast<QMouseEvent*>(event);
        if (m_dragging) {
            pan(m->position() - m_lastDrag);
            m_lastDrag = m->position();
        }
        showReadout(m->position());
        return m_dragging;
    }
    case QEvent::MouseButtonRelease:
        if (m_dragging && static_cast<QMouseEvent*>(event)->button() == Qt::LeftButton) {
            m_dragging = false;
            m_viewport->unsetCursor();
            return true;
        }
        return false;
    case QEvent::MouseButtonDblClick:
        if (static_cast<QMouseEvent*>(event)->button() == Qt::LeftButton) {
            reset();
            return true;
        }
        return false;
    case QEvent::Leave:
        hideReadout();
        return false;
    default:
        return false;
    }
}

} // namespace Ui
