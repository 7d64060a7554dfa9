#include "widgets/inputcolours.h"

#include "analysis/core/run.h"

#include <algorithm>

namespace Ui {
namespace {
// Okabe & Ito (2008), with black last and yellow left out: it cannot be read on white.
constexpr QRgb kPalette[] = { 0x0072b2, 0xe69f00, 0x009e73, 0xcc79a7, 0x56b4e9, 0xd55e00, 0x7f7f7f, 0x000000 };
constexpr int kColours = int(sizeof(kPalette) / sizeof(kPalette[0]));
} // namespace

QColor inputColour(int index)
{
    return QColor(kPalette[(index < 0 ? 0 : index) % kColours]);
}

Qt::PenStyle inputPenStyle(int index)
{
    static const Qt::PenStyle styles[] = { Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine };
    return styles[((index < 0 ? 0 : index) / kColours) % 4];
}

int inputIndex(const Analysis::Run& run, const QString& inputId)
{
    QStringList order;
    for (const auto& spec : run.inputs)
        order << spec.id;
    for (const auto& r : run.repetitions)
        if (!order.contains(r.inputId))
            order << r.inputId;
    for (auto it = run.memory.cbegin(); it != run.memory.cend(); ++it)
        if (!order.contains(it.key()))
            order << it.key();
    return int(order.indexOf(inputId));
}

QStringList inputOrdered(const Analysis::Run& run, QStringList inputIds)
{
    std::stable_sort(inputIds.begin(), inputIds.end(),
        [&run](const QString& a, const QString& b) { return inputIndex(run, a) < inputIndex(run, b); });
    return inputIds;
}

} // namespace Ui
