// The first start (issue 23): the start page without a project and what its actions open, the Run
// page's buttons without a run, and the documents the Help menu links.
#include "dialoganswer.h"
#include "sampleproject.h"
#include "widgets/importdialog.h"
#include "widgets/mainwindow.h"
#include "widgets/memorychart.h"
#include "widgets/planform.h"
#include "widgets/planpage.h"
#include "widgets/rundetailpage.h"
#include "widgets/shippeddocs.h"
#include "widgets/startpage.h"

#include <QDragEnterEvent>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
#include <QPushButton>
#include <QSettings>
#include <QTest>

using Ui::MainWindow;

namespace {
Ui::StartPage* startPage(const MainWindow& w)
{
    return qobject_cast<Ui::StartPage*>(w.page(MainWindow::Page::Start));
}

// A project with one run, made the way the window makes it, then closed.
QString sampleProject(const QTemporaryDir& dir)
{
    Analysis::ProjectSession session;
    if (!importSample(&session, dir, { QStringLiteral("probe/calibrate-run") }))
        return {};
    return dir.filePath(QStringLiteral("t.headroom"));
}
} // namespace

class TestStartPage : public QObject {
    Q_OBJECT
    QTemporaryDir m_settings;

private slots:
    void initTestCase()
    {
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
        QSettings().remove(QStringLiteral("recentProjects"));
    }

    void shownWithoutAProject()
    {
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(!w.session()->isOpen());
        Ui::StartPage* start = startPage(w);
        QVERIFY(start && start->isVisible());
        // From the source tree, as a build runs it: the quickstart plan is there, so Measure is on.
        QVERIFY(start->measureButton()->isEnabled());
        QVERIFY(!start->recentList()->isVisible()); // a line says there are none yet
    }

    void openAProject()
    {
        QTemporaryDir dir;
        const QString project = sampleProject(dir);
        QVERIFY(!project.isEmpty());
        MainWindow w;
        w.show();
        {
            DialogAnswer answer(project);
            startPage(w)->openButton()->click();
            QVERIFY(answer.askedForFile);
        }
        QVERIFY(w.session()->isOpen());
        QCOMPARE(QFileInfo(w.session()->projectPath()).canonicalFilePath(), QFileInfo(project).canonicalFilePath());
        QVERIFY(w.page(MainWindow::Page::Runs)->isVisible());
        QCOMPARE(w.session()->runsModel()->rowCount(), 1);
        // It is a recent project now: listed on the start page, and choosing it opens it again.
        QListWidget* recent = startPage(w)->recentList();
        QCOMPARE(recent->count(), 1);
        QVERIFY(recent->item(0)->text().contains(QLatin1String("t.headroom")));
        MainWindow again;
        again.show();
        emit startPage(again)->recentList()->itemActivated(startPage(again)->recentList()->item(0));
        QVERIFY(again.session()->isOpen());
    }

    void droppedFilesGoToTheImportDialog()
    {
        QTemporaryDir dir; // the logs are copied: a drop without a project makes one beside them
        QStringList paths;
        for (const QString& name : { QStringLiteral("mem-sleep0.5.log"), QStringLiteral("timing-list-ms.txt") }) {
            paths << dir.filePath(name);
            QVERIFY(QFile::copy(QStringLiteral(HEADROOM_TEST_DATA "/logs/") + name, paths.last()));
        }
        MainWindow w;
        w.show();
        Ui::StartPage* start = startPage(w);
        QMimeData mime;
        mime.setUrls({ QUrl::fromLocalFile(paths.at(0)), QUrl::fromLocalFile(paths.at(1)) });
        const QPoint pos(start->width() / 2, start->height() / 2);
        QDragEnterEvent enter(pos, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(start, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(pos), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(start, &drop);
        QVERIFY(drop.isAccepted());
        auto* dialog = w.findChild<Ui::ImportDialog*>();
        QVERIFY(dialog);
        QCOMPARE(dialog->paths(), paths);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->previewReady(), 60000);
        QSignalSpy finished(w.session(), &Analysis::ProjectSession::importFinished);
        dialog->accept();
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), 60000); // not wait(): it misses a signal sent before it
        QCOMPARE(w.session()->runsModel()->rowCount(), 2);
    }

    void measureThisMachineLoadsTheQuickstartPlan()
    {
        QTemporaryDir dir;
        MainWindow w;
        w.show();
        {
            // No project yet: a new one is asked for first, the run is saved into it.
            DialogAnswer answer(dir.filePath(QStringLiteral("this-machine.headroom")));
            startPage(w)->measureButton()->click();
            QVERIFY(answer.askedForFile);
        }
        QVERIFY(w.session()->isOpen());
        auto* plan = qobject_cast<Ui::PlanPage*>(w.page(MainWindow::Page::Plan));
        QVERIFY(plan->isVisible());
        const Analysis::Plan p = plan->form()->plan();
        QCOMPARE(p.name, QStringLiteral("calibrate-lengths"));
        QCOMPARE(QFileInfo(p.sourcePath).canonicalFilePath(),
            QFileInfo(QStringLiteral(HEADROOM_SOURCE_DIR "/examples/calibrate.yaml")).canonicalFilePath());
        QCOMPARE(p.inputs.size(), 3);
    }

    // Without a run the Run page says what to do, and its buttons say why they are off.
    void runPageWithoutARun()
    {
        QTemporaryDir dir;
        MainWindow w;
        w.show();
        QVERIFY(w.openProject(dir.filePath(QStringLiteral("p.headroom"))));
        w.showPage(MainWindow::Page::Run);
        auto* run = qobject_cast<Ui::RunDetailPage*>(w.page(MainWindow::Page::Run));
        QVERIFY(run->emptyText()->isVisible());
        QVERIFY(run->emptyText()->text().contains(QLatin1String("Runs page")));
        QVERIFY(!run->memoryChart()->isVisible()); // no empty 0-1 axes
        QCOMPARE(run->runActions().size(), 3);
        for (QPushButton* b : run->runActions()) {
            QVERIFY2(!b->isEnabled(), qPrintable(b->text()));
            QVERIFY2(b->toolTip().contains(QLatin1String("No run")), qPrintable(b->toolTip()));
        }
        // The Runs page too: nothing to select, and its buttons say so.
        QWidget* runs = w.page(MainWindow::Page::Runs);
        for (QPushButton* b : runs->findChildren<QPushButton*>()) {
            QVERIFY2(!b->isEnabled(), qPrintable(b->text()));
            QVERIFY2(b->toolTip().contains(QLatin1String("No runs")), qPrintable(b->toolTip()));
        }
        QSignalSpy shown(&w, &MainWindow::runShown);
        QVERIFY(importSample(w.session(), dir, { QStringLiteral("probe/calibrate-run") }));
        QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), 60000); // not wait(): it misses a signal sent before it
        QVERIFY(!run->emptyText()->isVisible());
        QVERIFY(run->memoryChart()->isVisible());
        for (QPushButton* b : run->runActions())
            QVERIFY2(b->isEnabled(), qPrintable(b->text()));
    }

    void helpMenuLinksTheDocuments()
    {
        QVERIFY(!Ui::shippedFile(QStringLiteral("README.md")).isEmpty()); // the source tree above the test
        QTemporaryDir empty;
        QVERIFY(Ui::shippedFile(QStringLiteral("README.md"), { empty.path() }).isEmpty());
        MainWindow w;
        QMenu* help = nullptr;
        for (QAction* a : w.menuBar()->actions())
            if (a->menu() && a->text() == MainWindow::tr("&Help"))
                help = a->menu();
        QVERIFY(help);
        int documents = 0;
        for (QAction* a : help->actions())
            if (a->isEnabled() && a->toolTip().endsWith(QLatin1String(".md")))
                ++documents;
        QCOMPARE(documents, int(Ui::shippedDocuments().size()));
    }
};

QTEST_MAIN(TestStartPage)
#include "tst_startpage.moc"
