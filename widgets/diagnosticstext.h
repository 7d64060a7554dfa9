#pragma once

// Diagnostics as the text of a message box: one per line, "file:line: message", at most `max`
// lines and then how many more.

#include "analysis/core/diagnostic.h"

#include <QCoreApplication>
#include <QStringList>

namespace Ui {

inline QString diagnosticsText(const Analysis::Diagnostics& d, int max = 20)
{
    QStringList lines;
    for (const auto& x : d) {
        if (lines.size() == max) {
            lines << QCoreApplication::translate("Ui::MainWindow", "… and %n more", nullptr, int(d.size()) - max);
            break;
        }
        lines << x.toString();
    }
    return lines.join(u'\n');
}

} // namespace Ui
