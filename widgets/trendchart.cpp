#include "widgets/trendchart.h"

#include "widgets/chartaxis.h"
#include "widgets/chartnavigator.h"

#include <QLegend>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace Ui {

namespace {
// A limit more than this many times the highest point is named in the title, not drawn to scale: a
// 20 GiB ceiling over a 160 MiB workload would press every point onto the axis.
constexpr double kLimitOnScaleFactor = 4.0;
} // namespace

TrendChart::TrendChart(QWidget* parent)
    : QChartView(new QChart, parent)
{
    setRenderHint(QPainter::Antialiasing);
    // Beside the plot, one entry per line: a row under a half-width chart elides every name.
    chart()->legend()->setAlignment(Qt::AlignRight);
    new ChartNavigator(this, ChartNavigator::Zoom::XY); // owned by the view
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

    double xMax = 1, yMax = 0;
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
    const QString limitName = limitLabel.isEmpty() ? tr("limit") : limitLabel;
    // Without points there is no scale to draw a limit on: it is named in the title.
    const bool limitOnScale = trend.limit && yMax > 0 && *trend.limit * yScale <= kLimitOnScaleFactor * yMax;
    // The title is rich text: the second line names a limit that is not drawn.
    QString heading = title.toHtmlEscaped();
    if (trend.limit && !limitOnScale)
        heading += QStringLiteral("<br><small>%1</small>").arg(tr("%1: off the scale").arg(limitName).toHtmlEscaped());
    else if (trend.limit && trend.crossesAt && *trend.crossesAt <= 0) // said above the plot: the legend elides
        heading += QStringLiteral("<br><small>%1</small>").arg(tr("%1, already reached").arg(limitName).toHtmlEscaped());
    c->setTitle(heading);

    // The fits are drawn out to the crossing (and its interval) when there is one within reach, else to
    // the last point.
    // A fit already at the limit at every length has no crossing to mark: the limit line and the
    // points say it (the legend read "crosses at 0" and "90%: 0-0").
    const bool crossing = limitOnScale && trend.crossesAt && *trend.crossesAt > 0 && trend.crossingWithinReach();
    const double reach = Analysis::kExtrapolationReach * (trend.x.empty() ? 0 : trend.x.back());
    if (crossing) {
        xMax = std::max(xMax, *trend.crossesAt);
        if (trend.crossHigh && *trend.crossHigh <= reach)
            xMax = std::max(xMax, *trend.crossHigh);
    }
    if (trend.limit && limitOnScale)
        yMax = std::max(yMax, *trend.limit * yScale);
    xMax *= 1.05;
    yMax = yMax > 0 ? yMax * 1.1 : 1;

    QList<QAbstractSeries*> all { points };
    const bool lineUsed = trend.model == Analysis::TrendModel::Line;
    // The fit the crossing is read from is solid; the other is dashed. Dotted: no crossing was looked for.
    const auto styled = [&trend](QLineSeries* series, bool used, const QColor& colour) {
        QPen pen(colour);
        pen.setWidthF(used ? 2 : 1.5);
        pen.setStyle(!trend.extrapolated ? Qt::DotLine : used ? Qt::SolidLine : Qt::DashLine);
        series->setPen(pen);
    };
    const QString used = trend.extrapolated ? tr(" (used)") : QString();
    if (trend.fit.valid) {
        auto* fit = new QLineSeries;
        fit->setName(tr("line, R² %1").arg(trend.fit.r2, 0, 'f', 3) + (lineUsed ? used : QString()));
        fit->replace({ QPointF(0, trend.fit.at(0) * yScale), QPointF(xMax, trend.fit.at(xMax) * yScale) });
        styled(fit, lineUsed, QColor(0x00, 0x72, 0xb2));
        all << fit;
    }
    if (trend.quadratic.valid) {
        auto* curve = new QLineSeries;
        curve->setName(tr("curve, R² %1").arg(trend.quadratic.r2, 0, 'f', 3) + (!lineUsed ? used : QString()));
        constexpr int kSteps = 64;
        QList<QPointF> curvePoints;
        for (int i = 0; i <= kSteps; ++i) {
            const double xi = xMax * i / kSteps;
            curvePoints << QPointF(xi, trend.quadratic.at(xi) * yScale);
        }
        curve->replace(curvePoints);
        styled(curve, !lineUsed, QColor(0xd5, 0x5e, 0x00));
        all << curve;
    }
    if (trend.limit && limitOnScale) {
        auto* limit = new QLineSeries;
        limit->setName(limitName);
        QPen pen(Qt::red);
        pen.setStyle(Qt::DashLine);
        pen.setWidth(2);
        limit->setPen(pen);
        limit->replace({ QPointF(0, *trend.limit * yScale), QPointF(xMax, *trend.limit * yScale) });
        all << limit;
    }
    if (crossing) {
        if (trend.crossLow) {
            // The 90% interval of the crossing, drawn along the limit; open to the right edge when some
            // resamples never reach the limit.
            auto* interval = new QLineSeries;
            const double high = trend.crossHigh ? std::min(*trend.crossHigh, xMax) : xMax;
            interval->setName(trend.crossHigh
                    ? tr("90%: %1-%2").arg(*trend.crossLow, 0, 'f', 0).arg(*trend.crossHigh, 0, 'f', 0)
                    : tr("90%: from %1").arg(*trend.crossLow, 0, 'f', 0));
            QPen pen(QColor(0xcc, 0x00, 0x00, 140));
            pen.setWidth(7);
            pen.setCapStyle(Qt::FlatCap);
            interval->setPen(pen);
            interval->replace({ QPointF(*trend.crossLow, *trend.limit * yScale), QPointF(high, *trend.limit * yScale) });
            all << interval;
        }
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
    setNiceRange(x, 0, xMax);
    auto* y = new QValueAxis;
    y->setTitleText(yTitle);
    setNiceRange(y, 0, yMax);
    c->addAxis(x, Qt::AlignBottom);
    c->addAxis(y, Qt::AlignLeft);
    for (auto* s : std::as_const(all)) {
        c->addSeries(s);
        s->attachAxis(x);
        s->attachAxis(y);
    }
}

} // namespace Ui
