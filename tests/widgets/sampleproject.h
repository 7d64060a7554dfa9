#pragma once

// A project with the probe fixture imported, through ProjectSession like the window does it.

#include "analysis/project/projectsession.h"
#include "analysis/project/runsmodel.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

inline bool importSample(Analysis::ProjectSession* session, const QTemporaryDir& dir, const QStringList& relPaths)
{
    if (!session->isOpen() && Analysis::hasErrors(session->openProject(dir.filePath(QStringLiteral("t.headroom")))))
        return false;
    QStringList paths;
    for (const QString& p : relPaths)
        paths << QStringLiteral(HEADROOM_TEST_DATA "/") + p;
    QSignalSpy done(session, &Analysis::ProjectSession::importFinished);
    session->importFiles(paths);
    // An import that finished before its continuation was attached reports at once (then() on a
    // finished future runs directly): wait(), which waits for a new signal, would miss it.
    if (done.isEmpty())
        done.wait(60000);
    return !done.isEmpty();
}

inline QString runIdAt(Analysis::ProjectSession* session, int row)
{
    return session->runsModel()->index(row, 0).data(Analysis::RunsModel::RunIdRole).toString();
}
