#pragma once

#include <QStringList>

namespace App {

// The headless command line. Returns true and sets exitCode when args name a subcommand
// (analyze, import, run, report, compare, verify, device); false means "open the workbench".
bool runCommandLine(const QStringList& args, int* exitCode);

} // namespace App
