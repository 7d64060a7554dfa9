#include "widgets/fitcharts.h"

#include "analysis/core/format.h"

#include <QHelpEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace Ui {

namespace {

const QColor kHeld(46, 125, 50);
const QColor kFailed(117, 117, 117);
const QColor kMeasuring(21, 101, 192);
const QColor kBracket(46, 125, 50, 45);

QColor breakColour(Analysis::FitLimit l)
{
    switch (l) {
    case Analysis::FitLimit::Latency:
        return QColor(239, 108, 0);
    case Analysis::FitLimit::Ttft:
        return QColor(106, 27, 154);
    case Analysis::FitLimit::Memory:
    case Analysis::FitLimit::None:
        break;
    }
    return QColor(198, 40, 40);
}

void drawHeld(QPainter& p, QPointF c, double r = 5)
{
    p.setPen(QPen(kHeld.darker(130), 1));
    p.setBrush(kHeld);
    p.drawEllipse(c, r, r);
}

void drawBroke(QPainter& p, QPointF c, Analysis::FitLimit l, double r = 6)
{
    const QColor colour = breakColour(l);
    QPainterPath path;
    path.moveTo(c.x() - r, c.y() - r * 0.8);
    path.lineTo(c.x() + r, c.y() - r * 0.8);
    path.lineTo(c.x(), c.y() + r);
    path.closeSubpath();
    p.setPen(QPen(colour.darker(130), 1));
    p.setBrush(colour);
    p.drawPath(path);
}

void drawFailed(QPainter& p, QPointF c, double r = 5)
{
    p.setPen(QPen(kFailed, 2));
    p.setBrush(Qt::NoBrush);
    p.drawLine(QPointF(c.x() - r, c.y() - r), QPointF(c.x() + r, c.y() + r));
    p.drawLine(QPointF(c.x() - r, c.y() + r), QPointF(c.x() + r, c.y() - r));
}

void drawMeasuring(QPainter& p, QPointF c, double r = 8)
{
    p.setPen(QPen(kMeasuring, 2, Qt::DotLine));
    p.setBrush(Qt::NoBrush);
    p.drawEllipse(c, r, r);
}

void drawPoint(QPainter& p, QPointF c, const Analysis::FitPoint& pt)
{
    switch (pt.result) {
    case Analysis::FitPoint::Result::Holds:
        drawHeld(p, c);
        break;
    case Analysis::FitPoint::Result::Breaks:
        drawBroke(p, c, pt.broke);
        break;
    case Analysis::FitPoint::Result::Failed:
        drawFailed(p, c);
        break;
    }
}

// Log-scale position of v in [lo, hi] over [x0, x1].
double logX(double v, double lo, double hi, double x0, double x1)
{
    if (hi <= lo || v <= 0)
        return x0;
    const double t = (std::log(v) - std::log(lo)) / (std::log(hi) - std::log(lo));
    return x0 + std::clamp(t, 0.0, 1.0) * (x1 - x0);
}

} // namespace

std::optional<int64_t> FitLane::holds() const
{
    std::optional<int64_t> h;
    for (const auto& p : points)
        if (p.result == Analysis::FitPoint::Result::Holds && (!h || p.tokens > *h))
            h = p.tokens;
    return h;
}

std::optional<int64_t> FitLane::breaks() const
{
    const std::optional<int64_t> h = holds();
    std::optional<int64_t> b;
    for (const auto& p : points)
        if (p.result == Analysis::FitPoint::Result::Breaks && (!h || p.tokens > *h) && (!b || p.tokens < *b))
            b = p.tokens;
    return b;
}

FitLengthsView::FitLengthsView(QWidget* parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    setMouseTracking(true);
}

void FitLengthsView::setRange(int64_t from, int64_t to)
{
    m_from = std::max<int64_t>(1, from);
    m_to = std::max(m_from + 1, to);
    update();
}

void FitLengthsView::setLanes(const QList<FitLane>& lanes)
{
    m_lanes = lanes;
    updateGeometry();
    update();
}

void FitLengthsView::setLane(int index, const FitLane& lane)
{
    if (index < 0 || index >= m_lanes.size())
        return;
    m_lanes[index] = lane;
    update();
}

void FitLengthsView::setEmptyText(const QString& text)
{
    m_empty = text;
    update();
}

QList<int64_t> FitLengthsView::ticks(int64_t from, int64_t to)
{
    QList<int64_t> t { from };
    for (int64_t decade = 1; decade <= to && decade < int64_t(1) << 60; decade *= 10)
        for (int64_t m : { 1, 2, 5 }) {
            const int64_t v = decade * m;
            // Not crowding the ends: a tick within a quarter of a factor 2 of one is left out.
            if (v > from && v<to&& double(v) / double(from)> 1.4 && double(to) / double(v) > 1.4)
                t.append(v);
        }
    t.append(to);
    return t;
}

int FitLengthsView::laneHeight() const
{
    const QFontMetrics fm(font());
    return fm.height() + 6 + 28 + fm.height() + 12;
}

int FitLengthsView::plotLeft() const
{
    const QFontMetrics fm(font());
    return 12 + fm.horizontalAdvance(Analysis::formatTokens(m_from)) / 2;
}

int FitLengthsView::plotRight() const
{
    const QFontMetrics fm(font());
    return width() - 12 - fm.horizontalAdvance(Analysis::formatTokens(m_to)) / 2;
}

double FitLengthsView::xOf(int64_t tokens) const
{
    return logX(double(tokens), double(m_from), double(m_to), plotLeft(), plotRight());
}

QSize FitLengthsView::sizeHint() const
{
    const QFontMetrics fm(font());
    return { 640, fm.height() + 14 + laneHeight() * int(std::max<qsizetype>(1, m_lanes.size())) };
}

QSize FitLengthsView::minimumSizeHint() const
{
    return { 320, sizeHint().height() };
}

void FitLengthsView::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().base());
    const QFontMetrics fm(font());
    if (m_lanes.isEmpty()) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect().adjusted(12, 12, -12, -12), Qt::AlignCenter | Qt::TextWordWrap, m_empty);
        return;
    }
    // The legend.
    int x = 12;
    const int ly = 6 + fm.height() / 2;
    const auto legend = [&](const QString& text, const std::function<void(QPointF)>& mark) {
        mark(QPointF(x + 7, ly));
        p.setPen(palette().color(QPalette::Text));
        p.drawText(QPointF(x + 18, ly + fm.ascent() / 2.0 - 1), text);
        x += 18 + fm.horizontalAdvance(text) + 16;
    };
    legend(tr("held"), [&](QPointF c) { drawHeld(p, c); });
    legend(tr("broke: memory"), [&](QPointF c) { drawBroke(p, c, Analysis::FitLimit::Memory); });
    legend(tr("broke: latency"), [&](QPointF c) { drawBroke(p, c, Analysis::FitLimit::Latency); });
    legend(tr("broke: first token"), [&](QPointF c) { drawBroke(p, c, Analysis::FitLimit::Ttft); });
    legend(tr("failed"), [&](QPointF c) { drawFailed(p, c); });
    legend(tr("measuring"), [&](QPointF c) { drawMeasuring(p, c, 6); });
    legend(tr("bracket"), [&](QPointF c) { p.fillRect(QRectF(c.x() - 7, c.y() - 6, 14, 12), kBracket); });

    const QList<int64_t> tickValues = ticks(m_from, m_to);
    const int x0 = plotLeft(), x1 = plotRight();
    QFont bold = font();
    bold.setBold(true);
    int y = fm.height() + 14;
    for (const FitLane& lane : m_lanes) {
        // Title: the setting, then its state and bracket.
        p.setFont(bold);
        p.setPen(palette().color(QPalette::Text));
        const int titleBase = y + fm.ascent() + 2;
        p.drawText(QPointF(12, titleBase), lane.title);
        int tx = 12 + QFontMetrics(bold).horizontalAdvance(lane.title) + 12;
        p.setFont(font());
        QString state = lane.status;
        const auto h = lane.holds(), b = lane.breaks();
        if (h && b)
            state += (state.isEmpty() ? QString() : QStringLiteral(" · "))
                + tr("bracket %1 – %2 tokens (%3%)")
                      .arg(Analysis::formatTokens(*h), Analysis::formatTokens(*b))
                      .arg(Analysis::formatNumber(std::round(1000.0 * double(*b - *h) / double(*h)) / 10));
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(QRect(tx, y + 2, std::max(0, width() - tx - 12), fm.height()), Qt::AlignLeft | Qt::AlignVCenter,
            fm.elidedText(state, Qt::ElideRight, std::max(0, width() - tx - 12)));
        // The axis.
        const int ay = y + fm.height() + 6 + 14;
        p.setPen(QPen(palette().color(QPalette::Mid), 1));
        p.drawLine(QPointF(x0, ay), QPointF(x1, ay));
        for (int64_t t : tickValues) {
            const double tx2 = xOf(t);
            p.setPen(QPen(palette().color(QPalette::Midlight), 1, Qt::DotLine));
            p.drawLine(QPointF(tx2, ay - 12), QPointF(tx2, ay + 4));
            p.setPen(palette().color(QPalette::PlaceholderText));
            const QString label = Analysis::formatTokens(t);
            const int w = fm.horizontalAdvance(label);
            p.drawText(QPointF(tx2 - w / 2.0, ay + 8 + fm.ascent()), label);
        }
        // The bracket, under the points.
        if (h) {
            const double bx0 = xOf(*h), bx1 = b ? xOf(*b) : x1;
            p.fillRect(QRectF(bx0, ay - 11, std::max(2.0, bx1 - bx0), 22), kBracket);
        }
        for (const auto& pt : lane.points)
            drawPoint(p, QPointF(xOf(pt.tokens), ay), pt);
        if (lane.measuring)
            drawMeasuring(p, QPointF(xOf(*lane.measuring), ay));
        y += laneHeight();
    }
}

QString FitLengthsView::pointText(const Analysis::FitPoint& pt) const
{
    QStringList lines;
    QString head;
    switch (pt.result) {
    case Analysis::FitPoint::Result::Holds:
        head = tr("%1 tokens: held").arg(pt.tokens);
        break;
    case Analysis::FitPoint::Result::Breaks:
        head = tr("%1 tokens: broke %2").arg(pt.tokens).arg(Analysis::fitLimitText(pt.broke));
        break;
    case Analysis::FitPoint::Result::Failed:
        head = tr("%1 tokens: failed").arg(pt.tokens);
        break;
    }
    lines << head;
    if (pt.peakKb)
        lines << tr("peak %1").arg(Analysis::formatKb(*pt.peakKb));
    if (pt.p90Ms)
        lines << tr("p90 latency %1").arg(Analysis::formatMs(*pt.p90Ms));
    if (pt.ttftMs)
        lines << tr("time to first token %1").arg(Analysis::formatMs(*pt.ttftMs));
    if (pt.tokensPerS)
        lines << tr("%1 tokens/s").arg(Analysis::formatNumber(std::round(*pt.tokensPerS * 10) / 10));
    if (!pt.reason.isEmpty())
        lines << pt.reason;
    if (!pt.runId.isEmpty())
        lines << tr("run %1").arg(pt.runId);
    return lines.join(u'\n');
}

bool FitLengthsView::event(QEvent* e)
{
    if (e->type() != QEvent::ToolTip)
        return QWidget::event(e);
    const auto* help = static_cast<QHelpEvent*>(e);
    const QFontMetrics fm(font());
    const int lane = (help->pos().y() - (fm.height() + 14)) / laneHeight();
    if (help->pos().y() >= fm.height() + 14 && lane >= 0 && lane < m_lanes.size()) {
        const Analysis::FitPoint* nearest = nullptr;
        double best = 8;
        for (const auto& pt : m_lanes.at(lane).points)
            if (const double d = std::abs(xOf(pt.tokens) - help->pos().x()); d <= best) {
                best = d;
                nearest = &pt;
            }
        if (nearest) {
            QToolTip::showText(help->globalPos(), pointText(*nearest), this);
            return true;
        }
    }
    QToolTip::hideText();
    e->ignore();
    return true;
}

FitParetoChart::FitParetoChart(QWidget* parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void FitParetoChart::setPoints(const QList<FitParetoPoint>& points)
{
    m_points = points;
    update();
}

void FitParetoChart::setEmptyText(const QString& text)
{
    m_empty = text;
    update();
}

QSize FitParetoChart::sizeHint() const
{
    return { 480, 300 };
}

QSize FitParetoChart::minimumSizeHint() const
{
    return { 300, 220 };
}

QList<int> FitParetoChart::front() const
{
    QList<int> f;
    for (int i = 0; i < m_points.size(); ++i) {
        const auto& a = m_points.at(i);
        bool beaten = false;
        for (int j = 0; j < m_points.size() && !beaten; ++j) {
            const auto& b = m_points.at(j);
            beaten = j != i && b.tokens >= a.tokens && b.tokensPerS >= a.tokensPerS
                && (b.tokens > a.tokens || b.tokensPerS > a.tokensPerS);
        }
        if (!beaten)
            f.append(i);
    }
    std::sort(f.begin(), f.end(), [this](int a, int b) { return m_points.at(a).tokens < m_points.at(b).tokens; });
    return f;
}

void FitParetoChart::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().base());
    const QFontMetrics fm(font());
    if (m_points.isEmpty()) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect().adjusted(12, 12, -12, -12), Qt::AlignCenter | Qt::TextWordWrap, m_empty);
        return;
    }
    int64_t lo = m_points.first().tokens, hi = lo;
    double top = 0;
    for (const auto& pt : m_points) {
        lo = std::min(lo, pt.tokens);
        hi = std::max(hi, pt.tokens);
        top = std::max(top, pt.tokensPerS);
    }
    // Some room either side on the log axis, and a round top on the speed axis.
    const double xlo = std::max(1.0, double(lo) / 1.5), xhi = double(hi) * 1.5;
    double step = 1;
    if (top > 0) {
        const double raw = top / 4;
        const double mag = std::pow(10.0, std::floor(std::log10(raw)));
        for (double m : { 1.0, 2.0, 2.5, 5.0, 10.0 })
            if (m * mag >= raw) {
                step = m * mag;
                break;
            }
    }
    const double ytop = std::max(step, std::ceil(top * 1.1 / step) * step);
    QStringList yLabels;
    int yLabelWidth = 0;
    for (double v = 0; v <= ytop + step / 2; v += step) {
        yLabels << Analysis::formatNumber(v);
        yLabelWidth = std::max(yLabelWidth, fm.horizontalAdvance(yLabels.constLast()));
    }
    const QRectF plot(yLabelWidth + 14 + fm.height(), 2 * fm.height() + 12, 0, 0);
    const double left = plot.left(), topY = plot.top();
    const double right = width() - 16.0, bottom = height() - 2.0 * fm.height() - 14;
    if (right - left < 40 || bottom - topY < 40)
        return;
    const auto xOf = [&](double t) { return logX(t, xlo, xhi, left, right); };
    const auto yOf = [&](double v) { return bottom - (v / ytop) * (bottom - topY); };
    // Grid and tick labels.
    p.setPen(palette().color(QPalette::Text));
    for (int i = 0; i < yLabels.size(); ++i) {
        const double y = yOf(i * step);
        p.setPen(QPen(palette().color(QPalette::Midlight), 1, Qt::DotLine));
        p.drawLine(QPointF(left, y), QPointF(right, y));
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(QRectF(fm.height() + 4, y - fm.height() / 2.0, yLabelWidth + 4, fm.height()),
            Qt::AlignRight | Qt::AlignVCenter, yLabels.at(i));
    }
    QList<int64_t> xTicks;
    for (int64_t decade = 1; double(decade) < xhi && decade < int64_t(1) << 60; decade *= 10)
        for (int64_t m : { 1, 2, 5 })
            if (double(decade * m) > xlo && double(decade * m) < xhi)
                xTicks << decade * m;
    for (int64_t t : xTicks) {
        const double x = xOf(double(t));
        p.setPen(QPen(palette().color(QPalette::Midlight), 1, Qt::DotLine));
        p.drawLine(QPointF(x, topY), QPointF(x, bottom));
        p.setPen(palette().color(QPalette::PlaceholderText));
        const QString label = Analysis::formatTokens(t);
        p.drawText(QPointF(x - fm.horizontalAdvance(label) / 2.0, bottom + 4 + fm.ascent()), label);
    }
    p.setPen(QPen(palette().color(QPalette::Mid), 1));
    p.drawLine(QPointF(left, bottom), QPointF(right, bottom));
    p.drawLine(QPointF(left, topY), QPointF(left, bottom));
    p.setPen(palette().color(QPalette::Text));
    const QString xTitle = tr("Longest input held (tokens, log scale)");
    p.drawText(QRectF(left, bottom + fm.height() + 8, right - left, fm.height()), Qt::AlignCenter, xTitle);
    p.save();
    p.translate(fm.ascent(), (topY + bottom) / 2);
    p.rotate(-90);
    const QString yTitle = tr("Tokens per second there");
    p.drawText(QRectF(-(bottom - topY) / 2, -fm.ascent(), bottom - topY, fm.height()), Qt::AlignCenter, yTitle);
    p.restore();
    // The front, joined as steps, then every point; the recommended one ringed and named.
    const QList<int> f = front();
    p.setPen(QPen(kMeasuring, 1.5, Qt::DashLine));
    for (int i = 1; i < f.size(); ++i) {
        const auto& a = m_points.at(f.at(i - 1));
        const auto& b = m_points.at(f.at(i));
        p.drawLine(
            QPointF(xOf(double(a.tokens)), yOf(a.tokensPerS)), QPointF(xOf(double(b.tokens)), yOf(b.tokensPerS)));
    }
    for (int i = 0; i < m_points.size(); ++i) {
        const auto& pt = m_points.at(i);
        const QPointF c(xOf(double(pt.tokens)), yOf(pt.tokensPerS));
        const bool onFront = f.contains(i);
        p.setPen(QPen(kMeasuring.darker(130), 1));
        p.setBrush(onFront ? kMeasuring : palette().color(QPalette::Base));
        p.drawEllipse(c, 5, 5);
        if (pt.recommended) {
            p.setPen(QPen(QColor(255, 160, 0), 3));
            p.setBrush(Qt::NoBrush);
            p.drawEllipse(c, 10, 10);
        }
        if (onFront || pt.recommended) {
            const QString label = pt.label;
            const int w = fm.horizontalAdvance(label);
            // Right of the point when it fits, else left of it; above, inside the plot.
            const double lx = c.x() + 14 + w <= right ? c.x() + 14 : std::max(left + 2, c.x() - 14 - w);
            const double ly = std::clamp(c.y() - 8, topY + fm.ascent(), bottom - 4);
            p.setPen(palette().color(QPalette::Text));
            p.drawText(QPointF(lx, ly), label);
        }
        if (pt.recommended) {
            // Named above the plot, by its ring.
            p.setPen(QPen(QColor(255, 160, 0), 3));
            p.setBrush(Qt::NoBrush);
            p.drawEllipse(QPointF(left + 8, fm.height() / 2.0 + 4), 6, 6);
            QFont bold = font();
            bold.setBold(true);
            p.setFont(bold);
            p.setPen(palette().color(QPalette::Text));
            p.drawText(QRectF(left + 20, 4, right - left - 20, fm.height()), Qt::AlignLeft | Qt::AlignVCenter,
                tr("recommended"));
            p.setFont(font());
        }
    }
}

} // namespace Ui
