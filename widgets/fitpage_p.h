#pragma once

// What widgets/fitpage.cpp and widgets/fitpagestored.cpp share; not for other files.

#include "analysis/plan/fitplan.h"

#include <QString>
#include <QStringList>

namespace Ui::FitPageText {

// The fit's limits in words: "peak memory under the ceiling, p90 latency at most 2.00 s".
QString withinText(const Analysis::PlanFit& fit);
// One line to paste into a shell: an argument quoted only when a shell would read it otherwise.
QString commandLine(const QStringList& argv);

} // namespace Ui::FitPageText
