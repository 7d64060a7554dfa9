#pragma once

// The translation context of the remote library: `Tr::tr("...")` in it is translated in the
// context "Remote" (translations/headroom_*.ts).

#include <QCoreApplication>

namespace Remote {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Remote)
};
} // namespace Remote
