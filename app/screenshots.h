#pragma once

#include <QString>

namespace App {

// `headroom [PROJECT] --screenshot DIR`: saves a PNG of every page of the workbench, in English
// and in Chinese, with the project's most recent run shown, so a reviewer can look at each page
// without running the GUI. Returns the process exit code.
int saveScreenshots(const QString& project, const QString& dir);

} // namespace App
