#include "analysis/verdict.h"

#include <QCoreApplication>

// The verdict's words for people and the limits a run carries: kept apart from the rules in
// verdict.cpp, which they do not depend on.

namespace Analysis {
namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Analysis)
};
} // namespace

QString lengthUnitText(LengthUnit u)
{
    switch (u) {
    case LengthUnit::Tokens:
        return Tr::tr("tokens");
    case LengthUnit::Chars:
        return Tr::tr("characters");
    case LengthUnit::Unknown:
        break;
    }
    return Tr::tr("unknown unit");
}

QString firstLimitText(FirstLimit f)
{
    switch (f) {
    case FirstLimit::Memory:
        return Tr::tr("memory reaches its ceiling first");
    case FirstLimit::Latency:
        return Tr::tr("latency reaches its budget first");
    case FirstLimit::Undetermined:
        break;
    }
    return Tr::tr("undetermined");
}

VerdictOptions verdictOptionsFromRun(const Run& run, const VerdictOptions& defaults)
{
    VerdictOptions o = defaults;
    bool ok = false;
    const QString memory = run.params.value(QStringLiteral("limits.memory")).trimmed();
    if (const qint64 bytes = memory.toLongLong(&ok); ok && bytes > 0)
        o.memoryCeilingKb = bytes / 1024;
    QString reserve = run.params.value(QStringLiteral("limits.reserve")).trimmed();
    if (reserve.endsWith(u'%')) {
        reserve.chop(1);
        if (const double p = reserve.toDouble(&ok); ok && p >= 0 && p < 100) {
            o.reserveFraction = p / 100.0;
            o.reserveKb.reset();
        }
    } else if (const qint64 bytes = reserve.toLongLong(&ok); ok && bytes >= 0) {
        o.reserveKb = bytes / 1024;
    }
    if (const double s = run.params.value(QStringLiteral("limits.latency_s")).toDouble(&ok); ok && s > 0)
        o.latencyBudgetMs = s * 1000.0;
    return o;
}

} // namespace Analysis
