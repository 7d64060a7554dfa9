#pragma once

#include "analysis/projectsession.h"

#include <QMainWindow>

class QLabel;
class QListWidget;
class QProgressBar;
class QStackedWidget;
class QToolButton;

namespace Ui
{

class RunDetailPage;
class RunsPage;
class TrendsPage;

// Owns the pages and connects them to the project session; nothing else (STYLE.md: a wiring
// class). Parsing, statistics and SQL live in analysis/, the network in remote/.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
public:
    enum class Page { Runs, Run, Trends };
    Q_ENUM(Page)

    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    Analysis::ProjectSession* session() const { return m_session; }
    bool openProject(const QString& path); // false, with a message box, when it cannot
    void importFiles(const QStringList& paths);
    void showPage(Page page);
    QWidget* page(Page page) const;
    QList<Page> pages() const;

signals:
    void runShown(const QString& runId); // the run detail page has the run (tests wait on it)

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    void createMenus();
    void addPage(Page page, const QString& title, QWidget* widget);
    void onImportFinished(const QList<Analysis::FileImportOutcome>& outcomes, bool cancelled);
    void onRunLoaded(const Analysis::LoadedRun& loaded);
    void chooseProject(bool create);
    void chooseImport();
    void rememberRecent(const QString& path);
    void updateRecentMenu();
    void updateTitle();

    Analysis::ProjectSession* m_session = nullptr;
    QListWidget* m_nav = nullptr;
    QStackedWidget* m_stack = nullptr;
    QList<Page> m_pageOrder;
    RunsPage* m_runsPage = nullptr;
    RunDetailPage* m_runPage = nullptr;
    TrendsPage* m_trendsPage = nullptr;
    QProgressBar* m_progress = nullptr;
    QToolButton* m_cancel = nullptr;
    QLabel* m_status = nullptr;
    QMenu* m_recentMenu = nullptr;
    QString m_currentRunId;
};

} // namespace Ui
