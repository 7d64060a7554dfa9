#include "analysis/core/energy.h"

#include "analysis/core/statistics.h"
#include "analysis/core/tr.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace Analysis {

EnergyFigures energyFigures(const Run& run, const QString& inputId)
{
    EnergyFigures f;
    std::vector<double> joules, watts;
    double tokenJ = 0, allJ = 0;
    int64_t tokens = 0;
    int accepted = 0;
    for (const Repetition& r : run.repetitions) {
        if (r.inputId != inputId || r.warmup)
            continue;
        if (r.outcome == Outcome::Ok)
            ++accepted;
        if (!r.energyJ)
            continue;
        joules.push_back(*r.energyJ);
        allJ += *r.energyJ;
        if (r.powerMeanW)
            watts.push_back(*r.powerMeanW);
        if (r.powerPeakW)
            f.peakW = std::max(f.peakW.value_or(0.0), *r.powerPeakW);
        if (r.tokensOut && *r.tokensOut > 0) {
            tokenJ += *r.energyJ;
            tokens += *r.tokensOut;
        }
    }
    f.n = int(joules.size());
    if (f.n == 0)
        return {};
    std::sort(joules.begin(), joules.end());
    std::sort(watts.begin(), watts.end());
    f.medianJ = quantileSorted(joules, 0.5);
    if (!watts.empty())
        f.meanW = quantileSorted(watts, 0.5);
    if (tokens > 0)
        f.jPerToken = tokenJ / double(tokens);
    if (accepted > 0)
        f.jPerAccepted = allJ / accepted;
    return f;
}

namespace {
QString scaled(double v, const char* small, const char* unit, const char* large)
{
    const double a = std::abs(v);
    auto fmt = [](double x, const char* u) -> QString {
        const int decimals = std::abs(x) < 10 ? 2 : std::abs(x) < 100 ? 1 : 0;
        return QString::number(x, 'f', decimals) + u' ' + QLatin1String(u);
    };
    if (a > 0 && a < 1)
        return fmt(v * 1000, small);
    if (a >= 10000)
        return fmt(v / 1000, large);
    return fmt(v, unit);
}
} // namespace

QString formatJoules(double j)
{
    return std::isfinite(j) ? scaled(j, "mJ", "J", "kJ") : QStringLiteral("-");
}

QString formatWatts(double w)
{
    return std::isfinite(w) ? scaled(w, "mW", "W", "kW") : QStringLiteral("-");
}

QString supplyStateText(const QString& state)
{
    if (state == u"mains")
        return Tr::tr("on mains");
    if (state == u"battery")
        return Tr::tr("on battery");
    return Tr::tr("power supply unknown");
}

QString energySourceText(const Environment& env)
{
    const auto& v = env.values;
    const QString available = v.value(QLatin1String(PowerKeys::kAvailable));
    if (available.isEmpty())
        return {};
    const QString supply = supplyStateText(v.value(QLatin1String(PowerKeys::kSupply)));
    if (available != u"true")
        return Tr::tr("not available: %1; %2").arg(v.value(QLatin1String(PowerKeys::kReason)), supply);
    const QString coverage = v.value(QLatin1String(PowerKeys::kCoverage));
    QString what;
    if (coverage == u"board")
        what = Tr::tr("the board's input rail");
    else if (coverage == u"platform")
        what = Tr::tr("the platform (RAPL psys)");
    else if (coverage == u"battery")
        what = Tr::tr("the battery's discharge");
    else if (coverage == u"package")
        what = Tr::tr("the CPU packages (RAPL), not the whole board");
    else
        what = Tr::tr("one rail only, not the whole board");
    const QString how = v.value(QLatin1String(PowerKeys::kExact)) == u"true" ? Tr::tr("exact energy counters")
                                                                             : Tr::tr("power sampled and integrated");
    QString text = Tr::tr("%1: %2 (%3); %4").arg(what, v.value(QLatin1String(PowerKeys::kTotal)), how, supply);
    const QString others = v.value(QLatin1String(PowerKeys::kOthers));
    if (!others.isEmpty())
        text += Tr::tr("; not added (they overlap it): %1").arg(others);
    return text;
}

} // namespace Analysis
