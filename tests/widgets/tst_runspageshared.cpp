// The window while another process changes its project (issue 23, shared projects): a run the real
// `headroom import` adds shows on the Runs page, and the user's selection, the page they are on and
// the run they are looking at stay; a rename by another connection shows too, on the Run page's
// title as well. The session looks every 500 ms (ProjectSession::kWatchIntervalMs): a change shows
// within 2 s in normal conditions; the 10 s waits are only for a loaded machine.

#include "analysis/project/runsmodel.h"
#include "analysis/store/store.h"
#include "sampleproject.h"
#include "widgets/mainwindow.h"
#include "widgets/rundetailpage.h"
#include "widgets/runspage.h"

#include <QItemSelectionModel>
#include <QLabel>
#include <QListWidget>
#include <QProcess>
#include <QSettings>
#include <QStatusBar>
#include <QTableView>
#include <QTest>

using Ui::MainWindow;

namespace {
constexpr int kWaitMs = 10000;

QStringList labelTexts(const QWidget* w)
{
    QStringList texts;
    for (const QLabel* l : w->findChildren<QLabel*>())
        texts << l->text();
    return texts;
}
} // namespace

class TestRunsPageShared : public QObject {
    Q_OBJECT
    QTemporaryDir m_settings;

private slots:
    void initTestCase()
    {
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
    }

    void runAddedByTheCliShows()
    {
        QTemporaryDir dir;
        MainWindow w;
        w.resize(1100, 700);
        w.show();
        QVERIFY(importSample(w.session(), dir, { QStringLiteral("logs/timing-list-ms.txt") }));
        const QString project = w.session()->projectPath();
        const QString first = runIdAt(w.session(), 0);
        QSignalSpy shown(&w, &MainWindow::runShown);
        w.session()->loadRun(first); // the run the user looks at
        QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), 60000); // not wait(): it misses a signal sent before it
        w.showPage(MainWindow::Page::Runs);
        auto* runs = qobject_cast<Ui::RunsPage*>(w.page(MainWindow::Page::Runs));
        QVERIFY(runs);
        runs->view()->selectRow(0);
        QCOMPARE(runs->selectedRunIds(), QStringList { first });

        QProcess cli;
        cli.start(QStringLiteral(HEADROOM_APP_BIN),
            { QStringLiteral("import"), QStringLiteral(HEADROOM_TEST_DATA "/logs/timing-list-seconds.txt"),
                QStringLiteral("--into"), project });
        QVERIFY(cli.waitForFinished(60000));
        QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
        QTRY_COMPARE_WITH_TIMEOUT(runs->view()->model()->rowCount(), 2, kWaitMs);
        QCOMPARE(runs->selectedRunIds(), QStringList { first });
        auto* nav = w.findChild<QListWidget*>();
        QVERIFY(nav);
        QCOMPARE(nav->currentRow(), int(w.pages().indexOf(MainWindow::Page::Runs)));
        auto* runPage = qobject_cast<Ui::RunDetailPage*>(w.page(MainWindow::Page::Run));
        QCOMPARE(runPage->run().id, first);
        QTRY_VERIFY_WITH_TIMEOUT(labelTexts(w.statusBar()).join(u'|').contains(QLatin1String("Another program")), kWaitMs);

        // Renamed by another connection: the list and the Run page's title say so, nothing reloads.
        Analysis::Store other;
        QVERIFY(!Analysis::hasErrors(other.open(project, Analysis::Store::OpenMode::ReadWrite)));
        QVERIFY(other.renameRun(first, QStringLiteral("renamed by a colleague")));
        QTRY_VERIFY_WITH_TIMEOUT(labelTexts(runPage).join(u'|').contains(QLatin1String("renamed by a colleague")), kWaitMs);
        QCOMPARE(runs->selectedRunIds(), QStringList { first });
        QCOMPARE(shown.count(), 1);

        // Deleted by another connection: the Run page empties, the other run stays listed.
        QVERIFY(other.deleteRun(first));
        QTRY_COMPARE_WITH_TIMEOUT(runs->view()->model()->rowCount(), 1, kWaitMs);
        QTRY_VERIFY_WITH_TIMEOUT(runPage->run().id.isEmpty(), kWaitMs);
    }
};

QTEST_MAIN(TestRunsPageShared)
#include "tst_runspageshared.moc"
