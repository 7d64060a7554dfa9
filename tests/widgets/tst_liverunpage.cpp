#include "analysis/plan.h"
#include "remote/planrunner.h"
#include "sampleproject.h"
#include "widgets/liverunpage.h"
#include "widgets/memorychart.h"

#include <QElapsedTimer>
#include <QSettings>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTest>

class TestLiveRunPage : public QObject {
    Q_OBJECT
    QTemporaryDir m_settings;

private slots:
    void initTestCase()
    {
        // The test's settings live in its own folder, never in the user's ~/.config.
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
    }

    // The calibrate plan runs on this machine: memory streams in, redraws stay at most 25 per
    // second, each repetition is listed, and the run ends up in the project.
    void runsSavesAndCoalesces()
    {
        QTemporaryDir dir;
        QSettings().setValue(QStringLiteral("runs/root"), dir.filePath(QStringLiteral("runs")));
        Analysis::ProjectSession session;
        QVERIFY(!Analysis::hasErrors(session.openProject(dir.filePath(QStringLiteral("p.headroom")))));
        auto parsed = Analysis::parsePlanFile(QStringLiteral(HEADROOM_TEST_DATA "/plans/calibrate.yaml"));
        QVERIFY(parsed.plan);
        // calibrate's prompt phase is quadratic: the 8 KB input takes minutes per repetition.
        parsed.plan->inputs.removeLast();
        parsed.plan->repetitions = 2;
        Ui::LiveRunPage page(&session);
        page.show();
        page.runner()->setProbePath(QStringLiteral(HEADROOM_PROBE_BIN));
        QSignalSpy saved(&page, &Ui::LiveRunPage::runSaved);
        QSignalSpy failed(&page, &Ui::LiveRunPage::runFailed);
        QSignalSpy events(page.runner(), &Remote::PlanRunner::eventReceived);
        QElapsedTimer clock;
        clock.start();
        QVERIFY(page.start(*parsed.plan));
        QTRY_VERIFY_WITH_TIMEOUT(!saved.isEmpty() || !failed.isEmpty(), 180000);
        QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.first().at(0).toString()));
        const double seconds = clock.elapsed() / 1000.0;
        QVERIFY(events.size() > page.redrawCount()); // coalesced: fewer redraws than events
        QVERIFY2(page.redrawCount() <= int(seconds * 25) + 2,
            qPrintable(QStringLiteral("%1 redraws in %2 s").arg(page.redrawCount()).arg(seconds)));
        const int perInput = parsed.plan->warmup + parsed.plan->repetitions;
        QCOMPARE(page.repetitionsTable()->rowCount(), int(parsed.plan->inputs.size()) * perInput);
        QVERIFY(page.memoryChart()->pointsShown() > 0);
        QCOMPARE(session.runsModel()->rowCount(), 1);
        QCOMPARE(runIdAt(&session, 0), saved.first().at(0).toString());
    }

    void cancel()
    {
        QTemporaryDir dir;
        QSettings().setValue(QStringLiteral("runs/root"), dir.filePath(QStringLiteral("runs")));
        Analysis::ProjectSession session;
        QVERIFY(!Analysis::hasErrors(session.openProject(dir.filePath(QStringLiteral("p.headroom")))));
        auto plan = Analysis::parsePlanFile(QStringLiteral(HEADROOM_TEST_DATA "/plans/calibrate.yaml")).plan;
        QVERIFY(plan);
        plan->inputs = { plan->inputs.first() };
        plan->repetitions = 1000; // long enough to be cancelled mid-way
        Ui::LiveRunPage page(&session);
        page.runner()->setProbePath(QStringLiteral(HEADROOM_PROBE_BIN));
        QSignalSpy events(page.runner(), &Remote::PlanRunner::eventReceived);
        QSignalSpy saved(&page, &Ui::LiveRunPage::runSaved);
        QSignalSpy failed(&page, &Ui::LiveRunPage::runFailed);
        QVERIFY(page.start(*plan));
        QVERIFY(events.wait(60000));
        page.cancel();
        QTRY_VERIFY_WITH_TIMEOUT(!page.isRunning(), 60000);
        QTRY_VERIFY_WITH_TIMEOUT(!saved.isEmpty() || !failed.isEmpty(), 60000);
        QVERIFY(page.repetitionsTable()->rowCount() < int(plan->inputs.size()) * 1001);
    }
};

QTEST_MAIN(TestLiveRunPage)
#include "tst_liverunpage.moc"
