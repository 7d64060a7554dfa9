#include "analysis/project/historyload.h"

#include "analysis/core/tr.h"
#include "analysis/store/store.h"
#include "analysis/store/teamstore.h"

#include <QTemporaryDir>

namespace Analysis {

namespace {
bool wanted(const RunRow& row, const QString& device, const QString& byLabel)
{
    return (device.isEmpty() || row.device == device) && (byLabel.isEmpty() || row.labels.contains(byLabel));
}
} // namespace

QList<Run> historyRuns(const Store& store, const QString& device, const QString& byLabel, Diagnostics* diagnostics)
{
    QList<Run> runs;
    Diagnostics d;
    const QList<RunRow> rows = store.listRuns(&d);
    for (const RunRow& row : rows) {
        if (hasErrors(d))
            break;
        if (!wanted(row, device, byLabel))
            continue;
        if (auto run = store.loadRun(row.id, &d))
            runs << std::move(*run);
    }
    if (diagnostics)
        *diagnostics += d;
    return hasErrors(d) ? QList<Run>() : runs;
}

QList<Run> teamHistoryRuns(const QString& url, const QString& device, const QString& byLabel, Diagnostics* diagnostics)
{
    QList<Run> runs;
    Diagnostics d;
    TeamStore team;
    d += team.open(url);
    const QList<TeamRunRow> rows = hasErrors(d) ? QList<TeamRunRow>() : team.listRuns(&d);
    QTemporaryDir tmp;
    if (!tmp.isValid())
        d << fileError(team.url(), Tr::tr("Cannot make a temporary folder: %1").arg(tmp.errorString()));
    for (const TeamRunRow& row : rows) {
        if (hasErrors(d))
            break;
        if (!wanted(row.run, device, byLabel))
            continue;
        const QString path = tmp.filePath(QStringLiteral("run-%1.headroom").arg(row.run.id));
        d += team.checkout(row.run.id, path);
        if (hasErrors(d))
            break;
        Store store; // ReadWrite: a run pushed by an older Headroom is upgraded in its checkout
        d += store.open(path, Store::OpenMode::ReadWrite);
        if (auto run = hasErrors(d) ? std::nullopt : store.loadRun(row.run.id, &d))
            runs << std::move(*run);
    }
    if (diagnostics)
        *diagnostics += d;
    return hasErrors(d) ? QList<Run>() : runs;
}

} // namespace Analysis
