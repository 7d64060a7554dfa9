#pragma once

// File > Open team store...: the workbench reads a team store (issue 24) through a snapshot, a
// .headroom file in the cache folder that holds every run of the store under its team id, opened
// read-only. Runs, Run, Compare and Trends then work on it as on any project; File > Refresh team
// store brings it up to date: the store's latest snapshot in the cache folder is copied and
// only the runs pushed since are fetched (TeamStore::refresh), or a whole one is taken, saying why. The password, when
// the server wants one that the URL and ~/.pgpass do not give, comes from the system keychain or is asked for (a
// SecretDialog whose Remember box keeps it in the keychain, never anywhere else).

#include <QString>

#include <functional>

class QWidget;

namespace Ui {

struct TeamSnapshot {
    QString path; // the snapshot file
    QString shownUrl; // the store's URL without a password
    int runs = 0;
    int added = 0; // the runs read from the server this time
    bool refreshed = false; // an earlier snapshot was brought up to date
    QString startedOverBecause; // an earlier snapshot could not be refreshed: why, for people
};

// Asks for the URL (the recent ones offered), then as snapshotTeamStore.
void openTeamStore(QWidget* parent, const std::function<void(const TeamSnapshot&)>& done);
// Takes a snapshot of the store at url in the background, a busy dialog shown meanwhile; `done`
// only on success (a failure is shown to the user, naming the store). Never called once `parent`
// is gone.
void snapshotTeamStore(QWidget* parent, const QString& url, const std::function<void(const TeamSnapshot&)>& done);
// Removes the store's earlier snapshots from the cache folder, keeping `keep`.
void removeOlderSnapshots(const QString& keep);

} // namespace Ui
