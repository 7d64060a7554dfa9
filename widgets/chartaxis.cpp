#include "widgets/chartaxis.h"

#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace Ui {

double niceStep(double span, int maxTicks)
{
    if (!(span > 0) || !std::isfinite(span))
        return 1;
    const double raw = span / std::max(1, maxTicks);
    const double power = std::pow(10.0, std::floor(std::log10(raw)));
    for (const double m : { 1.0, 2.0, 5.0, 10.0 })
        if (m * power >= raw * (1 - 1e-9))
            return m * power;
    return 10 * power;
}

namespace {
void setTicks(QValueAxis* axis, double step)
{
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0);
    axis->setTickInterval(step);
    const int decimals = std::max(0, static_cast<int>(-std::floor(std::log10(step) + 1e-9)));
    axis->setLabelFormat(QStringLiteral("%.") + QString::number(decimals) + QStringLiteral("f"));
}
} // namespace

void keepNiceTicks(QValueAxis* axis, int maxTicks)
{
    const auto follow = [axis, maxTicks](qreal lo, qreal hi) {
        if (hi > lo && std::isfinite(lo) && std::isfinite(hi))
            setTicks(axis, niceStep(hi - lo, maxTicks));
    };
    QObject::connect(axis, &QValueAxis::rangeChanged, axis, follow);
    follow(axis->min(), axis->max());
}

void setNiceRange(QValueAxis* axis, double lo, double hi, int maxTicks)
{
    if (!std::isfinite(lo) || !std::isfinite(hi))
        lo = 0, hi = 1;
    if (hi <= lo)
        hi = lo + 1;
    const double step = niceStep(hi - lo, maxTicks);
    const double from = std::floor(lo / step + 1e-9) * step;
    const double to = std::ceil(hi / step - 1e-9) * step;
    setTicks(axis, step);
    axis->setRange(from, to);
}

void setRangeKeepingTicks(QValueAxis* axis, double lo, double hi)
{
    if (!(hi > lo) || !std::isfinite(lo) || !std::isfinite(hi))
        return;
    const double oldSpan = axis->max() - axis->min();
    const bool dynamic = axis->tickType() == QValueAxis::TicksDynamic && axis->tickInterval() > 0;
    const int ticks = dynamic ? std::clamp(int(std::lround(oldSpan / axis->tickInterval())), 2, 8)
                              : std::max(2, axis->tickCount() - 1);
    const bool whole = axis->labelFormat() == u"%d";
    axis->setRange(lo, hi);
    const double step = niceStep(hi - lo, ticks);
    if (whole) {
        axis->setTickType(QValueAxis::TicksDynamic);
        axis->setTickAnchor(0);
        axis->setTickInterval(std::max(1.0, std::round(step)));
    } else {
        setTicks(axis, step);
    }
}

} // namespace Ui
