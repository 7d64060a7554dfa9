#pragma once

// verify's view of a Run as stored (verify.cpp compares two of them): every stored value under its
// "table.column", keyed by row, so a value the per-input figures do not summarise (an environment
// entry, one sample, a tool's summary) is compared as well.

#include "analysis/core/run.h"
#include "analysis/project/verify.h"

#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

namespace Analysis::VerifyCells {

using Cells = QMap<std::pair<QString, QString>, QString>; // (table.column, row) -> value as text

QString text(double v); // full precision, as compared
template <typename T> QString text(const std::optional<T>& v)
{
    return v ? text(static_cast<double>(*v)) : QStringLiteral("null");
}

QString exactnessName(Exactness e); // "exact", "sampled", "unknown"

Cells cellsOf(const Run& run);
// What a raw file cannot give back, taken from the store into `fresh` and named as not checked.
QStringList carryOver(const Run& stored, Run& fresh);
void compareCells(const Cells& a, const Cells& b, const QStringList& notChecked, RunVerification& v);

} // namespace Analysis::VerifyCells
