#pragma once

#include "app/devicerun.h"

namespace App {

// headroom verify P --rerun --fit ID [--device D]: the two bracket points of the fit's recommended
// setting measured again (analysis/project/fitrecheck.h). 0 reproduced or inconclusive, 1 not
// reproduced, 2 error.
int runFitRerun(const QString& path, const QString& fitId, DeviceRunOptions options);

} // namespace App
