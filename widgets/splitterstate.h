#pragma once

// Splitters keep where the user put them, between sessions (QSettings "layout/<key>"); a state
// saved by another layout (more or fewer panes) is ignored and the defaults stay.

#include <QString>

class QSplitter;

namespace Ui {

void keepSplitterState(QSplitter* splitter, const QString& key);

} // namespace Ui
