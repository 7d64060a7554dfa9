// The window's menu bar, and the team store that only File reaches (File > Open team store...,
// Refresh): kept apart from mainwindow.cpp, which builds the pages and follows the open project.
#include "widgets/diagnosticstext.h"
#include "widgets/liverunpage.h"
#include "widgets/mainwindow.h"
#include "widgets/recentprojects.h"
#include "widgets/rundetailpage.h"
#include "widgets/runspage.h"
#include "widgets/shippeddocs.h"
#include "widgets/startpage.h"
#include "widgets/teamstoreopen.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>

namespace Ui {

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New project…"), QKeySequence::New, this, [this] { chooseProject(true); });
    file->addAction(tr("&Open project…"), QKeySequence::Open, this, [this] { chooseProject(false); });
    m_recentMenu = file->addMenu(tr("Recent projects"));
    fillRecentProjectsMenu(m_recentMenu, [this](const QString& p) { openProject(p); });
    file->addAction(tr("Open &team store…"), this,
        [this] { openTeamStore(this, [this](const TeamSnapshot& s) { openTeamSnapshot(s); }); });
    m_refreshTeam = file->addAction(tr("&Refresh team store"), QKeySequence::Refresh, this, [this] {
        if (!m_teamUrl.isEmpty())
            openTeamStoreUrl(m_teamUrl);
    });
    m_refreshTeam->setEnabled(!m_teamUrl.isEmpty());
    file->addSeparator();
    file->addAction(tr("&Import logs…"), QKeySequence(Qt::CTRL | Qt::Key_I), this, &MainWindow::chooseImport);
    file->addAction(tr("&Export…"), QKeySequence(Qt::CTRL | Qt::Key_E), this, [this] {
        // The runs selected on the Runs page, else the run shown.
        QStringList ids = m_runsPage->selectedRunIds();
        if (ids.isEmpty() && !m_currentRunId.isEmpty())
            ids << m_currentRunId;
        exportRuns(ids);
    });
    file->addAction(tr("&Settings…"), QKeySequence::Preferences, this, &MainWindow::openSettings);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    m_undoDelete = edit->addAction(tr("&Undo delete"), QKeySequence::Undo, this, &MainWindow::undoDelete);
    m_undoDelete->setEnabled(m_session->canUndoDelete());

    QMenu* run = menuBar()->addMenu(tr("&Run"));
    run->addAction(
        tr("Write the &conclusion…"), QKeySequence(Qt::CTRL | Qt::Key_K), this, &MainWindow::openConclusionWizard);
    run->addAction(tr("Cancel the live run"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Period), m_livePage,
        &LiveRunPage::cancel);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    for (int i = 0; i < m_pageOrder.size(); ++i) {
        const Page p = m_pageOrder.at(i);
        view->addAction(
            m_nav->item(i)->text(), QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)), this, [this, p] { showPage(p); });
    }

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Start page"), this, [this] { showPage(Page::Start); });
    help->addSeparator();
    addShippedDocuments(help);
    help->addSeparator();
    help->addAction(tr("&About Headroom"), this, [this] {
        QMessageBox::about(this, tr("About Headroom"),
            tr("<b>Headroom %1</b><p>Which limit does an inference workload reach first on this "
               "device — memory or latency — and by how much headroom?</p>")
                .arg(QApplication::applicationVersion()));
    });
}

void MainWindow::openTeamStoreUrl(const QString& url)
{
    snapshotTeamStore(this, url, [this](const TeamSnapshot& s) { openTeamSnapshot(s); });
}

void MainWindow::openTeamSnapshot(const TeamSnapshot& snapshot)
{
    const auto d = m_session->openProject(snapshot.path, Analysis::Store::OpenMode::ReadOnly);
    if (Analysis::hasErrors(d)) {
        QMessageBox::warning(this, tr("Cannot open the team store"), diagnosticsText(d));
        return;
    }
    removeOlderSnapshots(snapshot.path);
    m_teamUrl = snapshot.shownUrl;
    m_teamTakenAt = QDateTime::currentDateTime();
    m_refreshTeam->setEnabled(true);
    updateTitle();
    m_runPage->clear();
    m_currentRunId.clear();
    m_status->setText(tr("Team store %1: %n run(s), read at %2. Runs are immutable there; File > Refresh team "
                         "store reads it again.",
        nullptr, snapshot.runs)
                          .arg(m_teamUrl, QLocale().toString(m_teamTakenAt.time(), QLocale::ShortFormat)));
    if (snapshot.refreshed)
        m_status->setText(m_status->text() + u' ' + tr("%n new run(s) fetched.", nullptr, snapshot.added));
    else if (!snapshot.startedOverBecause.isEmpty())
        m_status->setText(m_status->text() + u' '
            + tr("The earlier snapshot was read again whole: %1.").arg(snapshot.startedOverBecause));
    showPage(Page::Runs);
}

} // namespace Ui
