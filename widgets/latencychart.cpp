#include "widgets/latencychart.h"

#include "analysis/core/distribution.h"
#include "analysis/core/format.h"
#include "widgets/chartaxis.h"
#include "widgets/chartnavigator.h"

#include <QBarCategoryAxis>
#include <QBoxPlotSeries>
#include <QBoxSet>
#include <QLabel>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

#include <cmath>

#include <algorithm>

namespace Ui {

namespace {
// Ticks on whole numbers for an axis of counts or indices: at most about six, one apart at least,
// the range widened to the next tick so the top label is a count too.
void countTicks(QValueAxis* axis)
{
    const double span = axis->max() - std::min(0.0, axis->min());
    const double step = std::max(1.0, std::ceil(span / 5.0));
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0);
    axis->setTickInterval(step);
    axis->setLabelFormat(QStringLiteral("%d"));
    axis->setRange(std::floor(axis->min() / step) * step, std::ceil(axis->max() / step) * step);
}

// A group's line in its input's colour and style, when it has one.
void styleLine(QLineSeries* s, const LatencyChart::Group& g)
{
    if (!g.colour.isValid())
        return;
    QPen pen(g.colour);
    pen.setWidthF(2);
    pen.setStyle(g.style);
    s->setPen(pen);
}

// A budget more than this many times the slowest repetition is named, not drawn to scale.
constexpr double kBudgetOnScaleFactor = 4.0;
} // namespace

LatencyChart::LatencyChart(QWidget* parent)
    : QChartView(new QChart, parent)
{
    setRenderHint(QPainter::Antialiasing);
    // Beside the plot, one input per line: a row under a narrow chart elides every name.
    chart()->legend()->setAlignment(Qt::AlignRight);
    m_nav = new ChartNavigator(this, ChartNavigator::Zoom::X);
    m_empty = new QLabel(tr("No latency figures"), this);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_empty->setAttribute(Qt::WA_TransparentForMouseEvents);
    rebuild();
}

void LatencyChart::setEmptyText(const QString& text)
{
    m_empty->setText(text);
}

bool LatencyChart::isEmptyShown() const
{
    return !m_empty->isHidden();
}

void LatencyChart::resizeEvent(QResizeEvent* event)
{
    QChartView::resizeEvent(event);
    m_empty->setGeometry(rect());
}

void LatencyChart::setGroups(const QList<Group>& groups)
{
    m_groups = groups;
    rebuild();
}

void LatencyChart::setView(View view)
{
    m_view = view;
    rebuild();
}

void LatencyChart::setBudgetMs(double ms)
{
    m_budgetMs = ms;
    rebuild();
}

void LatencyChart::rebuild()
{
    QChart* c = chart();
    c->removeAllSeries();
    c->setTitle(QString());
    for (auto* a : c->axes()) {
        c->removeAxis(a);
        delete a;
    }

    // Nothing to draw (no run checked on the Compare page, a memory-only log): a line says so
    // instead of axes around nothing (an empty 0-1 ms histogram).
    const bool hasData = std::any_of(m_groups.cbegin(), m_groups.cend(),
        [](const Group& g) { return !g.stableMs.empty() || !g.repetitions.isEmpty(); });
    m_empty->setVisible(!hasData);
    c->legend()->setVisible(hasData);
    if (!hasData)
        return;

    double xMin = 0, xMax = 1, yMax = 1;
    bool any = false;
    auto grow = [&](double x, double y) {
        xMin = any ? std::min(xMin, x) : x;
        xMax = any ? std::max(xMax, x) : x;
        yMax = std::max(yMax, y);
        any = true;
    };
    const QString ms = tr("Latency (ms)");

    if (m_view == View::Box) {
        auto* box = new QBoxPlotSeries;
        QStringList cats;
        double top = 1;
        for (const auto& g : std::as_const(m_groups)) {
            const auto b = Analysis::boxPlot(g.stableMs);
            auto* set = new QBoxSet(b.lowerWhisker, b.q1, b.median, b.q3, b.upperWhisker, g.label);
            if (g.colour.isValid()) {
                QColor fill = g.colour;
                fill.setAlpha(110);
                set->setBrush(fill);
                set->setPen(QPen(g.colour.darker(130), 1.5));
            }
            box->append(set);
            cats << g.label;
            top = std::max(
                top, b.outliers.isEmpty() ? b.upperWhisker : *std::max_element(b.outliers.begin(), b.outliers.end()));
        }
        c->addSeries(box);
        auto* x = new QBarCategoryAxis;
        x->append(cats);
        auto* y = new QValueAxis;
        y->setTitleText(ms);
        setNiceRange(y, 0, (m_budgetMs <= kBudgetOnScaleFactor * top ? std::max(top, m_budgetMs) : top) * 1.1);
        c->addAxis(x, Qt::AlignBottom);
        c->addAxis(y, Qt::AlignLeft);
        box->attachAxis(x);
        box->attachAxis(y);
        return;
    }

    QList<QAbstractSeries*> added;
    for (const auto& g : std::as_const(m_groups)) {
        if (m_view == View::Histogram) {
            // Steps drawn as a line: overlaid groups stay readable, unlike stacked bars.
            auto* s = new QLineSeries;
            s->setName(g.label);
            QList<QPointF> pts;
            for (const auto& b : Analysis::histogram(g.stableMs)) {
                pts << QPointF(b.lo, 0) << QPointF(b.lo, b.count) << QPointF(b.hi, b.count) << QPointF(b.hi, 0);
                grow(b.lo, b.count);
                grow(b.hi, b.count);
            }
            s->replace(pts);
            styleLine(s, g);
            added << s;
        } else if (m_view == View::Ecdf) {
            auto* s = new QLineSeries;
            s->setName(g.label);
            QList<QPointF> pts;
            double prevY = 0;
            for (const auto& p : Analysis::ecdf(g.stableMs)) {
                pts << QPointF(p.x(), prevY) << p;
                prevY = p.y();
                grow(p.x(), p.y());
            }
            s->replace(pts);
            styleLine(s, g);
            added << s;
        } else {
            auto* filled = new QScatterSeries;
            filled->setName(g.label);
            filled->setMarkerSize(7);
            auto* hollow = new QScatterSeries;
            hollow->setName(tr("%1 (warm-up)").arg(g.label));
            hollow->setMarkerSize(7);
            hollow->setBrush(Qt::NoBrush);
            if (g.colour.isValid()) {
                filled->setColor(g.colour);
                filled->setBorderColor(g.colour.darker(130));
                hollow->setBorderColor(g.colour);
                hollow->setPen(QPen(g.colour, 1.5));
            }
            QList<QPointF> a, b;
            for (int i = 0; i < g.repetitions.size(); ++i) {
                (i < g.warmup.size() && g.warmup.at(i) ? b : a) << g.repetitions.at(i);
                grow(g.repetitions.at(i).x(), g.repetitions.at(i).y());
            }
            filled->replace(a);
            hollow->replace(b);
            added << filled;
            if (!b.isEmpty())
                added << hollow;
            else
                delete hollow;
        }
    }
    // A budget far beyond every repetition (10 s against 70 ms runs) would squeeze the bars into
    // one pixel column: it is drawn only when it is within reach of the data, else named.
    const double dataMax = m_view == View::Scatter ? yMax : xMax;
    const bool budgetOnScale = m_budgetMs > 0 && (!any || m_budgetMs <= kBudgetOnScaleFactor * dataMax);
    if (budgetOnScale && m_view != View::Scatter)
        grow(m_budgetMs, 0);

    auto* x = new QValueAxis;
    auto* y = new QValueAxis;
    const auto duration = [](double ms) { return Analysis::formatDuration(ms); };
    m_nav->setFormats(m_view == View::Scatter ? std::function<QString(double)>() : duration,
        m_view == View::Scatter ? duration : std::function<QString(double)>());
    if (m_view == View::Scatter) {
        x->setTitleText(tr("Repetition"));
        y->setTitleText(ms);
        x->setRange(std::min(0.0, xMin), std::max(1.0, xMax + 1));
        countTicks(x); // repetition numbers
        setNiceRange(y, 0, std::max(yMax, budgetOnScale ? m_budgetMs : 0.0) * 1.1);
    } else {
        x->setTitleText(ms);
        y->setTitleText(m_view == View::Ecdf ? tr("Fraction") : tr("Repetitions"));
        const double pad = (xMax - xMin) * 0.05 + 1e-9;
        // Three steps at most: the chart sits in a narrow column and "1500" must not become "1...".
        setNiceRange(x, std::max(0.0, xMin - pad), xMax + pad, 3); // latencies are never negative
        setNiceRange(y, 0, m_view == View::Ecdf ? 1.0 : yMax * 1.1);
        if (m_view == View::Histogram)
            countTicks(y); // a number of repetitions is never 2.5
    }
    c->addAxis(x, Qt::AlignBottom);
    c->addAxis(y, Qt::AlignLeft);
    for (auto* s : std::as_const(added)) {
        c->addSeries(s);
        s->attachAxis(x);
        s->attachAxis(y);
    }
    if (m_budgetMs > 0) {
        auto* budget = new QLineSeries;
        // On the scale the axis says where the budget is; off it, the chart's title must (the
        // legend beside a narrow chart elided "Budget 3.00 s, off the scale" to "Budget 3....").
        budget->setName(tr("Budget"));
        if (!budgetOnScale)
            c->setTitle(tr("Budget %1, off the scale").arg(Analysis::formatDuration(m_budgetMs)));
        QPen pen(Qt::red);
        pen.setStyle(Qt::DashLine);
        budget->setPen(pen);
        if (m_view == View::Scatter)
            budget->replace({ QPointF(x->min(), m_budgetMs), QPointF(x->max(), m_budgetMs) });
        else
            budget->replace({ QPointF(m_budgetMs, y->min()), QPointF(m_budgetMs, y->max()) });
        c->addSeries(budget);
        budget->attachAxis(x);
        budget->attachAxis(y);
    }
}

} // namespace Ui
