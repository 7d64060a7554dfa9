#pragma once

#include "analysis/core/trends.h"

#include <QChartView>

namespace Ui {

// One figure against input length: the measured points, the fitted line, the limit and the
// length where the line crosses it (drawn only when the verdict extrapolated).
class TrendChart final : public QChartView {
    Q_OBJECT
public:
    explicit TrendChart(QWidget* parent = nullptr);
    // yScale converts the trend's unit to the axis unit (e.g. kB -> MiB).
    void setTrend(const QString& title, const QString& xTitle, const QString& yTitle, const Analysis::Trend& trend,
        double yScale = 1.0, const QString& limitLabel = {});
};

} // namespace Ui
