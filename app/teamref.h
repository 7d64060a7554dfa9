#pragma once

// report, compare, verify and history take a team store (postgresql://...[#RUN]) wherever they take a
// project: the run is checked out of the team store into a temporary .headroom file under its team
// id, and the command reads that file as it reads any project.

#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <memory>

namespace App {

struct TeamCheckout {
    std::unique_ptr<QTemporaryDir> dir;
    QString path; // the temporary .headroom file
    QString runId; // the team store's id of the run in it
};

// spec: "postgresql://...[#RUN]"; runOption: a run named by --run (used when spec names none); with
// neither, the most recently pushed run. Prints the errors as `command` and returns false on failure.
bool checkoutTeamRun(const QString& spec, const QString& runOption, const QString& command, TeamCheckout* out);

// Every run id of the team store at url (#RUN: that one only); prints errors and returns false on failure.
bool teamRunIds(const QString& spec, const QString& command, QStringList* ids);

} // namespace App
