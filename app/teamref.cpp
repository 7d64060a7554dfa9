#include "app/teamref.h"

#include "analysis/store/teamstore.h"
#include "app/commands.h"

#include <QRegularExpression>

#include "analysis/store/store.h"

namespace App {

namespace {

void print(const Analysis::Diagnostics& diagnostics)
{
    for (const auto& d : diagnostics)
        err() << d.toString() << Qt::endl;
}

// The file is named after the database, so a report says which store it came from.
QString fileNameFor(const QString& url)
{
    QString db = url.section(u'?', 0, 0).section(u'/', 3);
    db.remove(QRegularExpression(QStringLiteral("[^A-Za-z0-9_.-]")));
    return (db.isEmpty() ? QStringLiteral("team") : db) + QStringLiteral(".headroom");
}

} // namespace

bool checkoutTeamRun(const QString& spec, const QString& runOption, const QString& command, TeamCheckout* out)
{
    QString url, runId;
    Analysis::TeamStore::splitRunReference(spec, &url, &runId);
    if (runId.isEmpty())
        runId = runOption;
    Analysis::TeamStore team;
    Analysis::Diagnostics d = team.open(url);
    if (!Analysis::hasErrors(d) && runId.isEmpty()) {
        runId = team.latestRunId(&d);
        if (runId.isEmpty() && !Analysis::hasErrors(d))
            d.append(Analysis::fileError(team.url(), Tr::tr("The team store holds no run.")));
    }
    out->dir = std::make_unique<QTemporaryDir>();
    if (!out->dir->isValid()) {
        err() << Tr::tr("headroom %1: cannot make a temporary folder: %2").arg(command, out->dir->errorString())
              << Qt::endl;
        return false;
    }
    out->path = out->dir->filePath(fileNameFor(url));
    out->runId = runId;
    if (!Analysis::hasErrors(d))
        d += team.checkout(runId, out->path);
    if (!Analysis::hasErrors(d)) {
        // A run pushed by an older Headroom is upgraded here, so every command reads it read-only.
        Analysis::Store upgrade;
        d += upgrade.open(out->path, Analysis::Store::OpenMode::ReadWrite);
    }
    print(d);
    return !Analysis::hasErrors(d);
}

bool teamRunIds(const QString& spec, const QString& command, QStringList* ids)
{
    Q_UNUSED(command);
    QString url, runId;
    Analysis::TeamStore::splitRunReference(spec, &url, &runId);
    if (!runId.isEmpty()) {
        *ids = { runId };
        return true;
    }
    Analysis::TeamStore team;
    Analysis::Diagnostics d = team.open(url);
    if (!Analysis::hasErrors(d))
        for (const auto& row : team.listRuns(&d))
            ids->append(row.run.id);
    print(d);
    return !Analysis::hasErrors(d);
}

} // namespace App
