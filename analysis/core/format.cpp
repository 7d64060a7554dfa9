#include "analysis/core/format.h"

#include <cmath>

namespace Analysis {

namespace {
// QString::number in fixed form, with a value that rounds to zero written as 0 (no "-0.0").
QString fixed(double v, int decimals)
{
    const double unit = std::pow(10.0, -decimals) / 2;
    return QString::number(std::abs(v) < unit ? 0.0 : v, 'f', decimals);
}
} // namespace

QString formatKb(int64_t kb)
{
    if (kb >= 0 && kb < 1024)
        return QStringLiteral("%1 KiB").arg(kb);
    if (std::abs(double(kb)) < 1024.0 * 1024.0)
        return QStringLiteral("%1 MiB").arg(fixed(double(kb) / 1024.0, 1));
    return QStringLiteral("%1 GiB").arg(fixed(double(kb) / (1024.0 * 1024.0), 2));
}

QString formatKbValue(std::optional<int64_t> kb)
{
    return kb ? formatKb(*kb) : QStringLiteral("-");
}

QString formatMs(double ms)
{
    if (!std::isfinite(ms))
        return QStringLiteral("-");
    return QStringLiteral("%1 ms").arg(fixed(ms, std::abs(ms) < 10 ? 2 : 1));
}

QString formatDuration(double ms)
{
    if (!std::isfinite(ms))
        return QStringLiteral("-");
    // A minute and more in minutes and seconds (an offline corpus takes hours): "12 min 4 s", "2 h 5 min".
    if (ms >= 60000) {
        const qint64 s = std::llround(ms / 1000);
        if (s >= 3600)
            return QStringLiteral("%1 h %2 min").arg(s / 3600).arg(s % 3600 / 60);
        return QStringLiteral("%1 min %2 s").arg(s / 60).arg(s % 60);
    }
    if (std::abs(ms) >= 1000)
        return QStringLiteral("%1 s").arg(fixed(ms / 1000, 2));
    return QStringLiteral("%1 ms").arg(fixed(ms, std::abs(ms) >= 100 ? 0 : 1));
}

QString formatTokens(int64_t tokens)
{
    const double a = std::abs(double(tokens));
    if (a < 1000)
        return QString::number(tokens);
    const bool mega = a >= 999500;
    const double v = double(tokens) / (mega ? 1e6 : 1e3);
    const double av = std::abs(v);
    QString s = fixed(v, av < 9.995 ? 2 : (av < 99.95 ? 1 : 0));
    if (s.contains(u'.')) {
        while (s.endsWith(u'0'))
            s.chop(1);
        if (s.endsWith(u'.'))
            s.chop(1);
    }
    return s + (mega ? QStringLiteral(" M") : QStringLiteral(" k"));
}

QString formatNumber(double v)
{
    if (!std::isfinite(v))
        return QStringLiteral("-");
    if (std::abs(v - std::round(v)) < 1e-9 && std::abs(v) < 1e15)
        return QString::number(qint64(std::llround(v)));
    QString s = fixed(v, std::abs(v) >= 100 ? 2 : 4);
    while (s.endsWith(u'0'))
        s.chop(1);
    if (s.endsWith(u'.'))
        s.chop(1);
    return s == QLatin1String("-0") ? QStringLiteral("0") : s;
}

} // namespace Analysis
