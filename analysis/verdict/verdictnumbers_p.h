#pragma once

// Numbers in the verdict's sentences, shared by verdict.cpp, verdictfigures.cpp, verdictcontext.cpp
// and compare.cpp: fixed decimals, never an exponent, and a share that is not nothing never reads 0%.

#include <QString>

namespace Analysis::VerdictDetail {

inline QString num(double v, int decimals = 1)
{
    return QString::number(v, 'f', decimals);
}

// Whole percent, and "< 1" for a share that would round to 0 but is not nothing.
inline QString percent(double fraction)
{
    if (fraction > 0 && fraction * 100 < 0.5)
        return QStringLiteral("< 1");
    return QString::number(fraction * 100, 'f', 0);
}

} // namespace Analysis::VerdictDetail
