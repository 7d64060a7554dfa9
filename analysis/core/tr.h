#pragma once

// The translation context of the analysis libraries: `Tr::tr("...")` in any of them is
// translated in the context "Analysis" (translations/headroom_*.ts).

#include <QCoreApplication>

namespace Analysis {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Analysis)
};
} // namespace Analysis
