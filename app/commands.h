#pragma once

// The subcommands of the headless command line, one file each (cmd_*.cpp), and what they share.
// Exit codes are part of the contract (docs/architecture.md): 0 success, 1 the data says no (a failed file,
// a regression), 2 a wrong command line or an error that stopped the command.

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

class QCommandLineParser;

namespace App {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(App)
};

QTextStream& out();
QTextStream& err();

// Parses args for a subcommand named `name`: handles --help (prints and sets *exitCode = 0) and
// errors (prints to stderr and sets *exitCode = 2). Returns false when the command should stop.
bool parseArguments(QCommandLineParser& parser, const QString& name, const QStringList& args, int* exitCode);
// The parser's help with "headroom NAME" in the usage line instead of the binary's path.
QString helpTextFor(const QCommandLineParser& parser, const QString& name);

int runAnalyze(const QStringList& args);
int runImport(const QStringList& args);
int runRun(const QStringList& args);
int runReport(const QStringList& args);
int runCompare(const QStringList& args);
int runVerify(const QStringList& args);
int runDevice(const QStringList& args);
int runPush(const QStringList& args);
int runPull(const QStringList& args);
int runFit(const QStringList& args);
int runHistory(const QStringList& args);

} // namespace App
