#pragma once

#include "analysis/project/projectsession.h"

#include "widgets/teamstoreopen.h"

#include <QDateTime>
#include <QMainWindow>

#include <functional>
#include <optional>

class QLabel;
class QListWidget;
class QProgressBar;
class QStackedWidget;
class QToolButton;

namespace Ui {

class ComparePage;
class DevicesPage;
class FitPage;
class LiveRunPage;
class PlanPage;
class RerunFlow;
class RunDetailPage;
class RunsPage;
class StartPage;
class TrendsPage;
class HistoryPage;

// Owns the pages and connects them to the project session; nothing else (a wiring
// class). Parsing, statistics and SQL live in analysis/, the network in remote/, each page's
// logic in its page.
class MainWindow final : public QMainWindow {
    Q_OBJECT
public:
    enum class Page { Start, Runs, Run, Compare, Trends, History, Devices, Plan, Live, Fit };
    Q_ENUM(Page)

    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // How a new language is loaded into the application (app/language.h installTranslations);
    // without it a language chosen in Settings applies at the next start.
    static void setTranslationInstaller(std::function<void(const QString&)> installer);

    Analysis::ProjectSession* session() const { return m_session; }
    bool openProject(const QString& path); // false, with a message box, when it cannot
    void importFiles(const QStringList& paths);
    void showPage(Page page);
    QWidget* page(Page page) const;
    QList<Page> pages() const;
    // Opens the conclusion wizard for the run shown (what "Write the conclusion…" does).
    void openConclusionWizard();
    void showConclusion(); // the current run's saved conclusion and draft on the Run page
    RerunFlow* rerunFlow() const { return m_rerun; }
    // File > Export…, the Runs page's "Export selected…" and the Run page's "Export…": asks where and
    // in which format (PDF, Markdown, CSV, JSON), then writes (reportexport.h).
    void exportRuns(const QStringList& runIds);
    // The start page's "Measure this machine": the quickstart plan on the Plan page, ready to run
    // (a new project asked for first when none is open).
    void measureThisMachine();
    // The Runs page's Rename… and Delete… (asked; Edit > Undo delete brings the runs back).
    void renameRun(const QString& runId);
    void deleteRuns(const QStringList& runIds);
    void undoDelete();
    // Reads the team store at url into a snapshot and opens it read-only (File > Open team store...
    // after the URL is given).
    void openTeamStoreUrl(const QString& url);
    QString teamStoreUrl() const { return m_teamUrl; } // empty unless a team store is open

signals:
    void runShown(const QString& runId); // the run detail page has the run (tests wait on it)

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void buildPages();
    void createMenus();
    void addPage(Page page, const QString& title, QWidget* widget);
    void onImportFinished(const QList<Analysis::FileImportOutcome>& outcomes, bool cancelled);
    void onRunLoaded(const Analysis::LoadedRun& loaded);
    void onRunsChangedElsewhere(const Analysis::RunsChange& change);
    void chooseProject(bool create);
    void openTeamSnapshot(const TeamSnapshot& snapshot); // read-only; File > Refresh team store
    void chooseImport();
    void openDropped(const QStringList& paths); // a .headroom opens, logs are imported
    void startImport(const QStringList& paths, const std::optional<Analysis::ImportGroup>& group);
    void openSettings();
    void updateTitle();
    std::optional<QString> runName(const QString& runId) const; // from the runs list
    QString runLabel(const QString& runId) const; // "name (run 3)"

    Analysis::ProjectSession* m_session = nullptr;
    QListWidget* m_nav = nullptr;
    QStackedWidget* m_stack = nullptr;
    QList<Page> m_pageOrder;
    StartPage* m_startPage = nullptr;
    RunsPage* m_runsPage = nullptr;
    RunDetailPage* m_runPage = nullptr;
    ComparePage* m_comparePage = nullptr;
    TrendsPage* m_trendsPage = nullptr;
    HistoryPage* m_historyPage = nullptr;
    DevicesPage* m_devicesPage = nullptr;
    PlanPage* m_planPage = nullptr;
    LiveRunPage* m_livePage = nullptr;
    FitPage* m_fitPage = nullptr;
    RerunFlow* m_rerun = nullptr;
    QProgressBar* m_progress = nullptr;
    QToolButton* m_cancel = nullptr;
    QLabel* m_status = nullptr;
    QMenu* m_recentMenu = nullptr;
    QAction* m_undoDelete = nullptr;
    QString m_currentRunId;
    QString m_teamUrl; // the team store the open snapshot was taken of; empty for a project
    QDateTime m_teamTakenAt;
    QAction* m_refreshTeam = nullptr;
    Analysis::FigureTable m_currentTable; // with the run on the detail page: the wizard's input
    Analysis::Verdict m_currentVerdict;
    bool m_rebuildPending = false;
};

} // namespace Ui
