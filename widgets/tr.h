#pragma once

// The translation context of widget code that is not a QObject of its own (the PDF pages):
// `Tr::tr("...")` there is translated in the context "Ui" (translations/headroom_*.ts).

#include <QCoreApplication>

namespace Ui {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Ui)
};
} // namespace Ui
