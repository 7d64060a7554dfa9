#include "widgets/trendchart.h"

#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>

namespace Ui {

TrendChart::TrendChart(QWidget* parent)
    : QChartView(new QChart, parent)
{
    setRenderHint(QPainter::Antialiasing);
    chart()->legend()->setAlignment(Qt::AlignBottom);
}

void TrendChart::setTrend(const QString& title, const QString& xTitle, const QString& yTitle,
    const Analysis::Trend& trend, double yScale, const QString& limitLabel)
{
    QChart* c = chart();
    c->removeAllSeries();
    for (auto* a : c->axes()) {
        c->removeAxis(a);
        delete a;
    }
    c->setTitle(title);

    double xMax = 1, yMax = 1;
    auto* points = new QScatterSeries;
    points->setName(tr("measured"));
    points->setMarkerSize(10);
    QList<QPointF> pts;
    for (size_t i = 0; i < trend.x.size() && i < trend.y.size(); ++i) {
        pts << QPointF(trend.x[i], trend.y[i] * yScale);
        xMax = std::max(xMax, trend.x[i]);
        yMax = std::max(yMax, trend.y[i] * yScale);
    }
    points->replace(pts);

    // The line is drawn out to the crossing when there is one within reach, else to the last point.
    if (trend.crossesAt && trend.crossingWithinReach())
        xMax = std::max(xMax, *trend.crossesAt);
    if (trend.limit)
        yMax = std::max(yMax, *trend.limit * yScale);
    xMax *= 1.05;
    yMax *= 1.1;

    QList<QAbstractSeries*> all { points };
    if (trend.fit.valid) {
        auto* fit = new QLineSeries;
        fit->setName(tr("least squares, R² = %1").arg(trend.fit.r2, 0, 'f', 3));
        fit->replace({ QPointF(0, trend.fit.at(0) * yScale), QPointF(xMax, trend.fit.at(xMax) * yScale) });
        if (!trend.extrapolated) {
            QPen pen = fit->pen();
            pen.setStyle(Qt::DotLine);
            fit->setPen(pen);
        }
        all << fit;
    }
    if (trend.limit) {
        auto* limit = new QLineSeries;
        limit->setName(limitLabel.isEmpty() ? tr("limit") : limitLabel);
        QPen pen(Qt::red);
        pen.setStyle(Qt::DashLine);
        pen.setWidth(2);
        limit->setPen(pen);
        limit->replace({ QPointF(0, *trend.limit * yScale), QPointF(xMax, *trend.limit * yScale) });
        all << limit;
    }
    if (trend.crossesAt && trend.crossingWithinReach()) {
        auto* cross = new QScatterSeries;
        cross->setName(tr("crosses at %1").arg(*trend.crossesAt, 0, 'f', 0));
        cross->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
        cross->setMarkerSize(12);
        cross->setColor(Qt::red);
        cross->append(*trend.crossesAt, *trend.limit * yScale);
        all << cross;
    }

    auto* x = new QValueAxis;
    x->setTitleText(xTitle);
    x->setRange(0, xMax);
    auto* y = new QValueAxis;
    y->setTitleText(yTitle);
    y->setRange(0, yMax);
    c->addAxis(x, Qt::AlignBottom);
    c->addAxis(y, Qt::AlignLeft);
    for (auto* s : std::as_const(all)) {
        c->addSeries(s);
        s->attachAxis(x);
        s->attachAxis(y);
    }
}

} // namespace Ui
