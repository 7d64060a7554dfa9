#pragma once

// The workbench's hold on one project: the runs list, imports and run loading off the GUI
// thread (core/jobtracker.h: a run asked for after another replaces it).
// A Store is one connection per thread: each job opens its own on the same file (WAL lets the
// readers and the one writer work side by side).
//
// Other processes may change the project while it is open (`headroom import`, `headroom run`,
// another window): the session looks every kWatchIntervalMs (Store::hasChangedElsewhere, PRAGMA
// data_version) and refills the runs list row by row, then says what changed
// (runsChangedElsewhere). Its own commits do not count, and its own imports are not looked at
// while they run: they refill the list when they finish.

#include "analysis/core/decimation.h"
#include "analysis/core/jobtracker.h"
#include "analysis/core/run.h"
#include "analysis/core/utilisation.h"
#include "analysis/project/importgroup.h"
#include "analysis/project/projectimport.h"
#include "analysis/project/runsmodel.h"
#include "analysis/project/verify.h"
#include "analysis/store/store.h"
#include "analysis/verdict/conclusiondraft.h"
#include "analysis/verdict/verdict.h"

#include <QObject>
#include <QTimer>
#include <QTemporaryDir>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>

namespace Analysis {

class Store;

struct LoadedRun {
    // Shared, never copied: a 10M-sample run's columns are over 1 GB. Never null.
    std::shared_ptr<const Run> run = std::make_shared<const Run>();
    FigureTable table;
    Verdict verdict;
    Utilisation utilisation; // the Run page's timeline tracks, computed here rather than on the GUI thread
    // Min/max pyramids and tops of the memory series, so the charts never scan every sample.
    std::shared_ptr<const SeriesOverviews> overviews;
    QString conclusionJson; // empty when none yet
    Diagnostics diagnostics;
};

class ProjectSession final : public QObject {
    Q_OBJECT
public:
    // Often enough that another process's run shows within 2 s, rarely enough to cost nothing
    // (one PRAGMA, no table read, when nothing changed).
    static constexpr int kWatchIntervalMs = 500;

    explicit ProjectSession(QObject* parent = nullptr);
    ~ProjectSession() override;

    // Opens (or creates) the project; the runs list follows. ReadOnly: a team store's snapshot
    // (nothing is written; a change is refused by the store with its message).
    Diagnostics openProject(const QString& path, Store::OpenMode mode = Store::OpenMode::ReadWrite);
    QString projectPath() const { return m_path; }
    bool isOpen() const;
    RunsModel* runsModel() const { return m_runs; }
    RunsChange refreshRuns();
    // What the timer does: refills the runs list when another connection committed.
    void checkForChanges();

    void importFiles(const QStringList& paths, const ImportOptions& options = {});
    // Several logs combined into one run (importgroup.h); importFinished follows with one outcome.
    void importGroup(const ImportGroup& group);
    void cancelImport();
    bool importRunning() const { return m_importRunning; }

    void loadRun(const QString& runId);
    // Recomputes every stored figure of the run from its raw files (`headroom verify`), off the
    // GUI thread; runVerified follows.
    void verifyRun(const QString& runId);
    VerdictOptions verdictOptions() const { return m_verdictOptions; }

    // Saves the conclusion of a run (JSON from Analysis::Conclusion), synchronously: it is small.
    // Its draft goes with it.
    Diagnostics saveConclusion(const QString& runId, const QByteArray& json);
    // The conclusion form as it was left for this run: its draft, else the saved conclusion to edit,
    // else nullopt (the form starts from the data). A draft the project holds but cannot be read is
    // said in *diagnostics and skipped.
    std::optional<ConclusionDraft> conclusionDraft(const QString& runId, Diagnostics* diagnostics = nullptr) const;
    // The draft has been written into the project before this returns.
    Diagnostics saveConclusionDraft(const QString& runId, const ConclusionDraft& draft);
    Diagnostics discardConclusionDraft(const QString& runId);
    // The saved conclusion's JSON, and whether a draft is waiting (the Run page shows both).
    std::optional<ConclusionRecord> savedConclusion(const QString& runId) const;
    bool hasConclusionDraft(const QString& runId) const;
    Diagnostics exportRuns(const QStringList& runIds, const QString& destPath);

    // Renames a run; the runs list follows.
    Diagnostics renameRun(const QString& runId, const QString& name);
    // Deletes runs after keeping a copy of them (with their raw files, plans and conclusions) in a
    // temporary project of this session, so undoDelete() can bring them back while the window is
    // open. The runs come back under new ids.
    Diagnostics deleteRuns(const QStringList& runIds);
    Diagnostics undoDelete();
    bool canUndoDelete() const { return !m_trash.isEmpty(); }

signals:
    void projectOpened(const QString& path);
    void importProgress(int done, int total, const QString& currentFile);
    void importFinished(const QList<Analysis::FileImportOutcome>& outcomes, bool cancelled);
    void runLoaded(const Analysis::LoadedRun& loaded);
    void runLoadFailed(const Analysis::Diagnostics& diagnostics);
    void runVerified(const Analysis::RunVerification& verification);
    // Another process (or another connection of this one) added, renamed or deleted runs; the runs
    // list already shows it.
    void runsChangedElsewhere(const Analysis::RunsChange& change);

private:
    void runImport(const ImportOptions& options,
        std::function<QList<FileImportOutcome>(Store&, const ProjectImportOptions&)> importer);

    QString m_path;
    std::unique_ptr<Store> m_store; // GUI-thread connection: light queries only
    RunsModel* m_runs = nullptr;
    QTimer* m_watch = nullptr;
    bool m_listStale = false; // the last refill found the project busy: the next look refills
    VerdictOptions m_verdictOptions;
    JobTracker m_loads; // the run asked for last is the one shown
    bool m_importRunning = false;
    std::shared_ptr<std::atomic_bool> m_cancelImport;
    std::unique_ptr<QTemporaryDir> m_trashDir; // copies of deleted runs, gone with the session
    QStringList m_trash; // one exported project per deletion, the latest last
};

} // namespace Analysis

Q_DECLARE_METATYPE(Analysis::LoadedRun)
Q_DECLARE_METATYPE(Analysis::RunsChange)
