#include "widgets/mainwindow.h"
#include "widgets/diagnosticstext.h"

#include "analysis/project/runsmodel.h"
#include "analysis/verdict/conclusionjson.h"
#include "widgets/comparepage.h"
#include "widgets/conclusionwizard.h"
#include "widgets/devicespage.h"
#include "widgets/fitpage.h"
#include "widgets/historypage.h"
#include "widgets/importdialog.h"
#include "widgets/liverunpage.h"
#include "widgets/planform.h"
#include "widgets/planpage.h"
#include "widgets/recentprojects.h"
#include "widgets/reportexport.h"
#include "widgets/rerunflow.h"
#include "widgets/rundetailpage.h"
#include "widgets/runspage.h"
#include "widgets/settingsdialog.h"
#include "widgets/shippeddocs.h"
#include "widgets/startpage.h"
#include "widgets/trendspage.h"
#include "widgets/verifydialog.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDragEnterEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>
#include <QToolButton>

namespace Ui {

namespace {
std::function<void(const QString&)> s_installTranslations;

} // namespace

void MainWindow::setTranslationInstaller(std::function<void(const QString&)> installer)
{
    s_installTranslations = std::move(installer);
}

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_session(new Analysis::ProjectSession(this))
{
    setWindowIcon(QIcon(QStringLiteral(":/icons/headroom.svg")));
    setAcceptDrops(true);

    m_nav = new QListWidget(this);
    m_nav->setMaximumWidth(180);
    m_stack = new QStackedWidget(this);
    connect(m_nav, &QListWidget::currentRowChanged, m_stack, &QStackedWidget::setCurrentIndex);
    auto* split = new QSplitter(this);
    split->addWidget(m_nav);
    split->addWidget(m_stack);
    split->setStretchFactor(1, 1);
    split->setSizes({ m_nav->maximumWidth(), 1 << 16 }); // the list's own width (its hint left a gap beside it)
    setCentralWidget(split);

    m_status = new QLabel(this);
    m_progress = new QProgressBar(this);
    m_progress->setMaximumWidth(240);
    m_progress->hide();
    m_cancel = new QToolButton(this);
    m_cancel->hide();
    statusBar()->addWidget(m_status, 1);
    statusBar()->addPermanentWidget(m_progress);
    statusBar()->addPermanentWidget(m_cancel);
    connect(m_cancel, &QToolButton::clicked, m_session, &Analysis::ProjectSession::cancelImport);

    connect(m_session, &Analysis::ProjectSession::importProgress, this, [this](int done, int total, const QString& f) {
        m_progress->setRange(0, total);
        m_progress->setValue(done);
        m_status->setText(tr("Importing %1…").arg(QFileInfo(f).fileName()));
    });
    connect(m_session, &Analysis::ProjectSession::importFinished, this, &MainWindow::onImportFinished);
    connect(m_session, &Analysis::ProjectSession::runLoaded, this, &MainWindow::onRunLoaded);
    connect(m_session, &Analysis::ProjectSession::runsChangedElsewhere, this, &MainWindow::onRunsChangedElsewhere);
    connect(m_session, &Analysis::ProjectSession::runLoadFailed, this, [this](const Analysis::Diagnostics& d) {
        QMessageBox::warning(this, tr("Cannot open the run"), diagnosticsText(d));
    });

    buildPages();
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    if (!settings.contains(QStringLiteral("window/geometry")))
        resize(1280, 820);
    updateTitle();
    showPage(Page::Start); // no project is open yet
}

MainWindow::~MainWindow() = default;

// Pages are built here and again after a language change, so every string is translated anew;
// the session (the open project) outlives them.
void MainWindow::buildPages()
{
    const int current = m_nav->currentRow();
    std::optional<Analysis::Plan> plan;
    if (m_planPage)
        plan = m_planPage->form()->plan(); // the user's unsaved form survives
    const QString fitPlan = m_fitPage && m_fitPage->plan() ? m_fitPage->plan()->sourcePath : QString();
    m_nav->clear();
    m_pageOrder.clear();
    while (m_stack->count() > 0) {
        QWidget* w = m_stack->widget(0);
        m_stack->removeWidget(w);
        delete w;
    }
    m_startPage = new StartPage(this);
    m_startPage->setQuickstartPlan(quickstartPlanPath());
    m_runsPage = new RunsPage(m_session->runsModel(), this);
    m_runPage = new RunDetailPage(this);
    m_comparePage = new ComparePage(m_session, this);
    m_trendsPage = new TrendsPage(this);
    m_historyPage = new HistoryPage(m_session, this);
    m_devicesPage = new DevicesPage(m_session, this);
    m_planPage = new PlanPage(this);
    m_livePage = new LiveRunPage(m_session, this);
    m_livePage->setDevicesModel(m_devicesPage->model()); // the Devices page's list, this machine first
    m_fitPage = new FitPage(m_session, this);
    m_fitPage->setDevicesModel(m_devicesPage->model());
    if (!fitPlan.isEmpty())
        m_fitPage->loadPlan(fitPlan); // the plan chosen there survives a language change
    if (plan)
        m_planPage->form()->setPlan(*plan);
    addPage(Page::Start, tr("Start"), m_startPage);
    addPage(Page::Runs, tr("Runs"), m_runsPage);
    addPage(Page::Run, tr("Run"), m_runPage);
    addPage(Page::Compare, tr("Compare"), m_comparePage);
    addPage(Page::Trends, tr("Trends"), m_trendsPage);
    addPage(Page::History, tr("History"), m_historyPage);
    addPage(Page::Devices, tr("Devices"), m_devicesPage);
    addPage(Page::Plan, tr("Plan"), m_planPage);
    addPage(Page::Live, tr("Live run"), m_livePage);
    addPage(Page::Fit, tr("Fit"), m_fitPage);
    connect(m_planPage, &PlanPage::planLoaded, m_fitPage, &FitPage::offerPlan);
    for (auto signal : { &FitPage::fitFinished, &FitPage::fitStopped })
        connect(m_fitPage, signal, this, [this] { // a language change waited for the fit to end
            if (m_rebuildPending)
                QTimer::singleShot(0, this, &MainWindow::buildPages);
        });

    connect(m_startPage, &StartPage::measureRequested, this, &MainWindow::measureThisMachine);
    connect(m_startPage, &StartPage::importRequested, this, &MainWindow::chooseImport);
    connect(m_startPage, &StartPage::openRequested, this, [this] { chooseProject(false); });
    connect(m_startPage, &StartPage::newRequested, this, [this] { chooseProject(true); });
    connect(m_startPage, &StartPage::recentChosen, this, &MainWindow::openProject);
    connect(m_startPage, &StartPage::filesDropped, this, &MainWindow::openDropped);
    connect(m_runsPage, &RunsPage::runActivated, m_session, &Analysis::ProjectSession::loadRun);
    connect(m_runsPage, &RunsPage::compareRequested, this, [this](const QStringList& ids) {
        m_comparePage->compare(ids);
        showPage(Page::Compare);
    });
    connect(m_historyPage, &HistoryPage::compareRequested, this, [this](const QStringList& ids) {
        m_comparePage->compare(ids);
        showPage(Page::Compare);
    });
    connect(m_runsPage, &RunsPage::verifyRequested, this,
        [this](const QStringList& ids) { VerifyDialog::start(m_session, ids, this); });
    m_rerun = new RerunFlow(m_session, m_livePage, this); // lives and dies with the Live run page
    connect(m_runsPage, &RunsPage::rerunRequested, m_rerun,
        [this](const QString& runId) { m_rerun->ask(runId, runLabel(runId)); });
    connect(m_runsPage, &RunsPage::renameRequested, this, &MainWindow::renameRun);
    connect(m_runsPage, &RunsPage::deleteRequested, this, &MainWindow::deleteRuns);
    connect(m_runsPage, &RunsPage::exportRequested, this, &MainWindow::exportRuns);
    connect(m_runPage, &RunDetailPage::concludeRequested, this, &MainWindow::openConclusionWizard);
    connect(m_runPage, &RunDetailPage::exportRequested, this, [this] { exportRuns({ m_currentRunId }); });
    connect(m_runPage, &RunDetailPage::rerunRequested, m_rerun,
        [this] { m_rerun->ask(m_currentRunId, runLabel(m_currentRunId)); });
    connect(m_planPage, &PlanPage::runRequested, this, [this](const Analysis::Plan& p) {
        showPage(Page::Live);
        m_livePage->start(p);
    });
    connect(m_livePage, &LiveRunPage::runSaved, m_session, &Analysis::ProjectSession::loadRun);
    connect(m_livePage, &LiveRunPage::deviceChosen, m_planPage, &PlanPage::setRunTarget);
    // A fleet's runs, devices side by side (the Compare page turns to its device matrix).
    connect(m_livePage, &LiveRunPage::deviceMatrixRequested, this, [this](const QStringList& ids) {
        m_comparePage->compare(ids);
        showPage(Page::Compare);
    });
    m_planPage->setRunTarget(m_livePage->chosenDevice().name, m_livePage->chosenDevice().isLocal());
    const auto rebuildIfPending = [this] { // a language change waited for the run to end
        if (m_rebuildPending)
            QTimer::singleShot(0, this, &MainWindow::buildPages);
    };
    for (auto signal : { &LiveRunPage::runSaved, &LiveRunPage::runFailed })
        connect(m_livePage, signal, this, rebuildIfPending);
    connect(m_livePage, &LiveRunPage::fleetEnded, this, rebuildIfPending);
    m_cancel->setText(tr("Cancel"));
    menuBar()->clear();
    createMenus();
    m_rebuildPending = false;
    if (!m_currentRunId.isEmpty())
        m_session->loadRun(m_currentRunId);
    if (current >= 0)
        m_nav->setCurrentRow(current);
}

std::optional<QString> MainWindow::runName(const QString& runId) const
{
    const Analysis::RunsModel* runs = m_session->runsModel();
    for (int row = 0; row < runs->rowCount(); ++row) {
        const QModelIndex i = runs->index(row, Analysis::RunsModel::Name);
        if (i.data(Analysis::RunsModel::RunIdRole).toString() == runId)
            return i.data().toString();
    }
    return std::nullopt;
}

QString MainWindow::runLabel(const QString& runId) const
{
    // The run as the user knows it: its name, with the id that tells two of one plan apart.
    const auto name = runName(runId);
    return name ? tr("%1 (run %2)").arg(*name, runId) : tr("run %1").arg(runId);
}

void MainWindow::renameRun(const QString& runId)
{
    const QString current = runName(runId).value_or(QString());
    bool ok = false;
    const QString name = QInputDialog::getText(
        this, tr("Rename run"), tr("New name of %1:").arg(runLabel(runId)), QLineEdit::Normal, current, &ok);
    if (!ok || name.trimmed() == current)
        return;
    const Analysis::Diagnostics d = m_session->renameRun(runId, name);
    if (Analysis::hasErrors(d))
        QMessageBox::warning(this, tr("Rename run"), d.first().toString());
    else if (runId == m_currentRunId)
        m_session->loadRun(runId); // the Run page's title follows
}

void MainWindow::deleteRuns(const QStringList& runIds)
{
    QStringList names;
    for (const QString& id : runIds)
        names << runLabel(id);
    const auto answer = QMessageBox::question(this, tr("Delete runs"),
        tr("Delete %n run(s) with their raw files?", nullptr, int(runIds.size())) + QStringLiteral("\n\n")
            + names.join(u'\n') + QStringLiteral("\n\n")
            + tr("Edit > Undo delete brings them back while this window is open (under new run ids)."),
        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Yes)
        return;
    const Analysis::Diagnostics d = m_session->deleteRuns(runIds);
    if (Analysis::hasErrors(d))
        QMessageBox::warning(this, tr("Delete runs"), d.first().toString());
    if (runIds.contains(m_currentRunId)) {
        m_currentRunId.clear();
        m_runPage->clear();
    }
    if (m_undoDelete)
        m_undoDelete->setEnabled(m_session->canUndoDelete());
}

void MainWindow::undoDelete()
{
    const Analysis::Diagnostics d = m_session->undoDelete();
    if (Analysis::hasErrors(d))
        QMessageBox::warning(this, tr("Undo delete"), d.first().toString());
    if (m_undoDelete)
        m_undoDelete->setEnabled(m_session->canUndoDelete());
}

void MainWindow::exportRuns(const QStringList& runIds)
{
    if (!m_session->isOpen()) {
        m_status->setText(tr("Open a project first."));
        return;
    }
    exportRunsInteractively(this, m_session->projectPath(), runIds);
}

void MainWindow::measureThisMachine()
{
    const QString plan = quickstartPlanPath();
    if (plan.isEmpty()) {
        QMessageBox::warning(this, tr("Measure this machine"),
            tr("The quickstart plan (examples/calibrate.yaml) is not installed next to Headroom."));
        return;
    }
    if (!m_session->isOpen())
        chooseProject(true); // the run is saved into a project
    if (!m_session->isOpen() || !m_planPage->maybeSave())
        return;
    showPage(Page::Plan); // its problems list says what is wrong when the plan does not load
    if (m_planPage->load(plan))
        m_status->setText(tr("The quickstart plan is loaded: Run measures this machine."));
}

void MainWindow::addPage(Page page, const QString& title, QWidget* widget)
{
    m_pageOrder << page;
    m_nav->addItem(title);
    m_stack->addWidget(widget);
}

QList<MainWindow::Page> MainWindow::pages() const
{
    return m_pageOrder;
}

QWidget* MainWindow::page(Page page) const
{
    return m_stack->widget(int(m_pageOrder.indexOf(page)));
}

void MainWindow::showPage(Page page)
{
    m_nav->setCurrentRow(int(m_pageOrder.indexOf(page)));
}

bool MainWindow::openProject(const QString& path)
{
    const auto d = m_session->openProject(path);
    if (Analysis::hasErrors(d)) {
        QMessageBox::warning(this, tr("Cannot open the project"), diagnosticsText(d));
        return false;
    }
    m_teamUrl.clear();
    if (m_refreshTeam)
        m_refreshTeam->setEnabled(false);
    rememberRecentProject(path);
    fillRecentProjectsMenu(m_recentMenu, [this](const QString& p) { openProject(p); });
    m_startPage->refreshRecentProjects();
    updateTitle();
    m_runPage->clear();
    m_currentRunId.clear();
    showPage(Page::Runs);
    return true;
}

void MainWindow::chooseProject(bool create)
{
    const QString filter = tr("Headroom projects (*.headroom)");
    const QString path = create ? QFileDialog::getSaveFileName(this, tr("New project"), {}, filter)
                                : QFileDialog::getOpenFileName(this, tr("Open project"), {}, filter);
    if (path.isEmpty())
        return;
    openProject(create && !path.endsWith(QLatin1String(".headroom")) ? path + QStringLiteral(".headroom") : path);
}

void MainWindow::chooseImport()
{
    const QStringList files = QFileDialog::getOpenFileNames(this, tr("Import logs"));
    if (!files.isEmpty())
        importFiles(files);
}

void MainWindow::openSettings()
{
    SettingsDialog dialog(this);
    connect(&dialog, &SettingsDialog::languageChanged, this, [this](const QString& lang) {
        if (s_installTranslations)
            s_installTranslations(lang); // LanguageChange follows: the pages are rebuilt (changeEvent)
        else
            m_status->setText(tr("The language changes at the next start."));
    });
    dialog.exec();
}

void MainWindow::openConclusionWizard()
{
    if (m_currentRunId.isEmpty()) {
        m_status->setText(tr("Open a run first: the conclusion belongs to one run."));
        return;
    }
    ConclusionWizard wizard(m_runPage->run(), m_currentTable, m_currentVerdict, m_session, this);
    const bool saved = wizard.exec() == QDialog::Accepted;
    m_status->setText(saved                                 ? tr("Conclusion saved.")
            : m_session->hasConclusionDraft(m_currentRunId) ? tr("The conclusion's draft is kept in the project.")
                                                            : QString());
    showConclusion();
}

void MainWindow::showConclusion()
{
    const auto saved = m_session->savedConclusion(m_currentRunId);
    const QString sentence = saved ? Analysis::sentenceOfConclusionJson(saved->json, windowLanguage()) : QString();
    m_runPage->setConclusion(
        sentence, saved ? saved->updatedAt : QDateTime(), m_session->hasConclusionDraft(m_currentRunId));
}

void MainWindow::importFiles(const QStringList& paths)
{
    if (!m_session->isOpen()) {
        // Logs dropped on an empty window go into a project beside the first of them.
        const QFileInfo first(paths.value(0));
        if (!openProject(first.absoluteDir().filePath(QStringLiteral("imported.headroom"))))
            return;
    }
    if (m_session->importRunning()) {
        m_status->setText(tr("An import is still running."));
        return;
    }
    if (ImportDialog::wanted(paths)) // several logs: one run each, or one run of several lengths
        ImportDialog::ask(paths, this, [this](const auto& p, const auto& group) { startImport(p, group); });
    else
        startImport(paths, std::nullopt);
}

void MainWindow::startImport(const QStringList& paths, const std::optional<Analysis::ImportGroup>& group)
{
    m_progress->setRange(0, 0);
    m_progress->show();
    m_cancel->show();
    if (group)
        m_session->importGroup(*group);
    else
        m_session->importFiles(paths);
}

void MainWindow::onImportFinished(const QList<Analysis::FileImportOutcome>& outcomes, bool cancelled)
{
    m_progress->hide();
    m_cancel->hide();
    int runs = 0;
    Analysis::Diagnostics problems;
    QString lastRun;
    for (const auto& o : outcomes) {
        runs += int(o.runIds.size());
        if (!o.runIds.isEmpty())
            lastRun = o.runIds.last();
        problems += o.diagnostics;
    }
    m_status->setText(cancelled ? tr("Import cancelled: %n run(s) imported before.", nullptr, runs)
                                : tr("%n run(s) imported.", nullptr, runs));
    if (Analysis::hasErrors(problems))
        QMessageBox::warning(this, tr("Some files were not imported"), diagnosticsText(problems));
    if (!lastRun.isEmpty())
        m_session->loadRun(lastRun);
}

void MainWindow::onRunLoaded(const Analysis::LoadedRun& loaded)
{
    m_currentRunId = loaded.run->id;
    m_currentTable = loaded.table;
    m_currentVerdict = loaded.verdict;
    m_runPage->showRun(loaded.run, loaded.table, loaded.verdict, loaded.utilisation, loaded.overviews);
    showConclusion();
    m_trendsPage->showVerdict(loaded.table, loaded.verdict);
    showPage(Page::Run);
    emit runShown(loaded.run->id);
}

// The lists follow already, row by row (the selection stays); the status bar says what another
// program did, and the run shown keeps its page unless it was deleted.
void MainWindow::onRunsChangedElsewhere(const Analysis::RunsChange& change)
{
    m_status->setText(tr("Another program changed this project: %1 run(s) added, %2 renamed or changed, %3 deleted.")
                          .arg(change.added.size())
                          .arg(change.changed.size())
                          .arg(change.removed.size()));
    if (m_currentRunId.isEmpty())
        return;
    if (const auto name = runName(m_currentRunId)) {
        if (change.changed.contains(m_currentRunId))
            m_runPage->setRunName(*name);
        return;
    }
    m_status->setText(tr("Another program deleted %1, the run that was shown.").arg(tr("run %1").arg(m_currentRunId)));
    m_currentRunId.clear();
    m_runPage->clear();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    QStringList paths;
    for (const QUrl& url : event->mimeData()->urls())
        if (url.isLocalFile())
            paths << url.toLocalFile();
    if (paths.isEmpty())
        return;
    event->acceptProposedAction();
    openDropped(paths);
}

void MainWindow::openDropped(const QStringList& paths)
{
    if (paths.size() == 1 && paths.first().endsWith(QLatin1String(".headroom")) && !m_session->isOpen())
        openProject(paths.first());
    else
        importFiles(paths);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    // Quitting with an edited plan asks first (it was lost without a word).
    if (m_planPage && !m_planPage->maybeSave()) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    QMainWindow::closeEvent(event);
}

void MainWindow::changeEvent(QEvent* event)
{
    QMainWindow::changeEvent(event);
    if (event->type() != QEvent::LanguageChange || m_rebuildPending || !m_livePage)
        return;
    m_rebuildPending = true;
    updateTitle();
    // Not inside the event's delivery (it is walking these widgets), and never under a live run:
    // that page waits until the run ends.
    if (!m_livePage->isRunning() && !m_fitPage->isRunning())
        QTimer::singleShot(0, this, &MainWindow::buildPages);
}

void MainWindow::updateTitle()
{
    const QString project = m_session->projectPath();
    if (!m_teamUrl.isEmpty()) {
        setWindowTitle(tr("%1 (team store, read-only, read at %2) — Headroom")
                           .arg(m_teamUrl, QLocale().toString(m_teamTakenAt.time(), QLocale::ShortFormat)));
        return;
    }
    setWindowTitle(project.isEmpty() ? tr("Headroom") : tr("%1 — Headroom").arg(QFileInfo(project).fileName()));
}

} // namespace Ui
