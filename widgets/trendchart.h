#pragma once

#include "analysis/core/trends.h"

#include <QChartView>

namespace Ui {

// One figure against input length: the measured points, the fitted line and quadratic curve (the
// one the crossing is read from solid), the limit, the length where the used fit crosses it with its
// 90% interval (drawn only when the verdict extrapolated). A limit far above the points is named in
// the title instead of drawn.
class TrendChart final : public QChartView {
    Q_OBJECT
public:
    explicit TrendChart(QWidget* parent = nullptr);
    // yScale converts the trend's unit to the axis unit (e.g. kB -> MiB). limitLabel names the limit
    // with its value ("memory ceiling 20.01 GiB").
    void setTrend(const QString& title, const QString& xTitle, const QString& yTitle, const Analysis::Trend& trend,
        double yScale = 1.0, const QString& limitLabel = {});
};

} // namespace Ui
