#pragma once

// A team store: the runs of many people's .headroom files in one PostgreSQL database, so that a
// team compares, verifies and follows its runs in one place (issue 24).
//
// The tables are the .headroom file's own (the same names and columns, the same packed series and
// raw files with their SHA-256), made from the SQLite schema by reflection, plus two of its own:
// headroom_store (the schema versions) and team_runs (who pushed each run, from which machine and
// file, when, and the run it replaces). A run reaches PostgreSQL the way it reaches another
// .headroom file: Store::exportRuns writes its rows with the same mapping (storerun.cpp), and those
// rows are copied over; a pull copies them back into a .headroom file. So SQLite stays the embedded
// default and the code that maps a run to rows exists once.
//
// - A push is one transaction; a dropped connection leaves nothing and the push can be run again.
// - A run is unique by its raw files' SHA-256 (non-empty ones) across the whole team: pushing a
//   run that is already there skips it and names the run that holds it.
// - Pushed rows are immutable (a trigger refuses UPDATE and DELETE); a correction is a new run
//   that names the one it replaces.
// - Credentials: libpq's own (~/.pgpass, PGPASSFILE, PGPASSWORD, a service file); nothing of the
//   URL is written into a project. sslmode and the other URL parameters pass through to libpq.
//
// Not thread-safe: one TeamStore per thread.

#include "analysis/core/diagnostic.h"
#include "analysis/store/store.h"

#include <QDateTime>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

namespace Analysis {

// One run of the team store with where it came from.
struct TeamRunRow {
    RunRow run; // run.id is the team store's id
    int schemaVersion = 0; // the .headroom schema the run was pushed with
    QString pushedBy; // the person's login on the pushing machine
    QString role; // the database role that pushed
    QString pushedFrom; // the pushing machine's host name
    QDateTime pushedAt; // the server's clock, UTC
    QString sourceFile; // the project file it was pushed from, as a path on that machine
    QString sourceRun; // the run's id in that file
    QString replaces; // the team run this one corrects, empty when none
};

struct TeamPushResult {
    QStringList pushedRunIds; // the new runs' ids in the team store, in the order pushed
    QStringList skippedRunIds; // team runs that already held the same raw files
    Diagnostics diagnostics;
    bool ok() const { return !hasErrors(diagnostics); }
};

// What a refresh of a snapshot did (TeamStore::refresh).
struct TeamRefresh {
    int runs = 0; // the runs the snapshot holds now
    int added = 0; // the runs this refresh fetched
    bool startedOver = false; // a whole new snapshot was taken
    QString reason; // why it started over, for people
};

class TeamStore {
public:
    // The team store's own layout (headroom_store, team_runs, the triggers); the .headroom schema
    // version is Store::kSchemaVersion.
    static constexpr int kTeamVersion = 1;

    // Test seam: called inside the push's transaction after the first run's rows are sent and
    // before COMMIT, with the server process id of the push's connection (the dropped-connection
    // test kills it there).
    struct Options {
        std::function<void(int backendPid)> beforeCommit;
        // Test seams for snapshots: called once while a snapshot or refresh reads rows (after the
        // first batch), with the reading connection's server process id; and a whole snapshot read
        // through the list of run ids, as runs of several schema versions are, instead of whole tables.
        std::function<void(int backendPid)> whileReading;
        bool snapshotByIds = false;
    };

    TeamStore();
    explicit TeamStore(Options options);
    ~TeamStore();
    TeamStore(const TeamStore&) = delete;
    TeamStore& operator=(const TeamStore&) = delete;

    // True for "postgresql://..." and "postgres://...".
    static bool isUrl(const QString& text);
    // "postgresql://u@h/db#12" -> url "postgresql://u@h/db", run "12".
    static void splitRunReference(const QString& text, QString* url, QString* runId);
    // The URL as shown in messages: any password in it replaced by "***".
    static QString shownUrl(const QString& url);

    // Connects and checks the schema version: a store of a newer Headroom is refused, naming both
    // versions. An empty database is fine (push creates the tables). A push needs forWrite.
    // password (optional): one the user typed or the keychain gave, overriding ~/.pgpass.
    Diagnostics open(const QString& url, const QByteArray& password = {});
    // After a failed open: the server wants a password that neither the URL nor ~/.pgpass gave.
    bool passwordNeeded() const;
    void close();
    bool isOpen() const;
    QString url() const; // as shown (no password)
    bool hasSchema() const; // false for an empty database
    int schemaVersion() const; // the .headroom schema of the tables; 0 when none
    // True when the connected role may add runs (INSERT on runs and raw_files).
    bool canPush() const;

    // Pushes runs of the project at projectPath (all when runIds is empty) in one transaction.
    // replaces: a team run id the (single) pushed run corrects, or empty.
    TeamPushResult push(const QString& projectPath, const QStringList& runIds, const QString& replaces = {});

    QList<TeamRunRow> listRuns(Diagnostics* diagnostics = nullptr) const;
    // The most recently pushed run's id, empty when none.
    QString latestRunId(Diagnostics* diagnostics = nullptr) const;

    // Writes a new .headroom file at destPath holding the one team run with its plan, raw files,
    // conclusion and device, under its team id, at the schema version it was pushed with (opening
    // it with a Store upgrades it). destPath must not exist.
    Diagnostics checkout(const QString& runId, const QString& destPath) const;
    // Writes a new .headroom file at destPath holding every run of the team store (read from one
    // snapshot of the server), for the workbench to open read-only: the newest schema version's
    // runs under their team ids, older ones imported after an upgrade. Runs pushed by a newer
    // Headroom are left out with a warning. runCount (optional) gets the number of runs written.
    // Every table is read whole (no id list) when every run is at the newest schema version, through
    // a cursor in batches. The file records what it was taken from (the URL as shown, the database,
    // when the store was made, its schema versions) and which team runs it holds, for refresh.
    Diagnostics snapshot(const QString& destPath, int* runCount = nullptr) const;
    // Brings the snapshot at previousPath up to date into destPath (the same path is fine): the
    // runs pushed since it was taken are fetched and added (runs are immutable, so those it holds
    // stay as they are). It starts over with a whole snapshot, saying why in result->reason and a
    // warning, when the snapshot was taken from another store (URL, database, or a store made
    // anew), the store's schema changed, a run it holds is gone, or a run of another schema version
    // arrived. previousPath is never written; destPath is replaced only once complete, so a refresh
    // that fails midway leaves it as it was. A file that is not a team store snapshot is refused.
    Diagnostics refresh(const QString& previousPath, const QString& destPath, TeamRefresh* result = nullptr) const;
    // True when the file at path is a snapshot that refresh can bring up to date (one written
    // before snapshots recorded their origin is not).
    static bool isSnapshot(const QString& path);
    // Copies a team run into the open project `into` (one transaction), its provenance unchanged.
    // A run whose raw files the project already holds is skipped, as importProject does.
    ProjectImportResult pull(const QString& runId, Store& into) const;

    struct Private;

private:
    std::unique_ptr<Private> d;
};

} // namespace Analysis
