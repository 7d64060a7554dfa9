// The Live run page's fleet: one plan on this machine and on loopback sshd "boards" at once,
// through Remote::FleetRunner (the driver `headroom run --device a --device b` uses). Real parts:
// the real probe, real sshd servers on 127.0.0.1, a real project.
//   - a board that cannot be reached (its sshd stopped before the run) fails with its reason
//     named, and does not stop the others: this machine's run and the live board's are stored,
//     one run per device, and the device matrix can be asked for with exactly those runs;
//   - cancelling one device stops that device only: the others keep streaming.

#include "analysis/plan/plan.h"
#include "analysis/project/projectsession.h"
#include "analysis/store/store.h"
#include "remote/fleetrunner.h"
#include "sshdfixture.h"
#include "widgets/devicesmodel.h"
#include "widgets/liverunpage.h"

#include <QApplication>
#include <QComboBox>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

namespace {

// A short calibrate plan: one input, one warm-up, `repetitions` measured.
Analysis::Plan shortPlan(int repetitions)
{
    auto parsed = Analysis::parsePlanFile(QStringLiteral(HEADROOM_TEST_DATA "/plans/calibrate.yaml"));
    if (!parsed.plan)
        return {};
    parsed.plan->inputs = { parsed.plan->inputs.first() };
    parsed.plan->repetitions = repetitions;
    return *parsed.plan;
}

Remote::SshOptions testSshOptions()
{
    Remote::SshOptions o; // the test's known_hosts only, and not the user's ~/.ssh/config
    o.processUserConfig = false;
    o.useGlobalKnownHosts = false;
    o.connectTimeoutSec = 5;
    return o;
}

Remote::Device board(const SshdFixture& sshd, const QString& name)
{
    Remote::Device d = sshd.device();
    d.name = name;
    return d;
}

int rowOf(const QTableWidget* table, const QString& device)
{
    for (int r = 0; r < table->rowCount(); ++r)
        if (table->item(r, 0) && table->item(r, 0)->text() == device)
            return r;
    return -1;
}

} // namespace

class TestLiveFleet : public QObject {
    Q_OBJECT
    QTemporaryDir m_settings;

private slots:
    void initTestCase()
    {
        // The test's settings live in its own folder, never in the user's ~/.config.
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
    }
    void aFailingBoardDoesNotStopTheOthers();
    void cancelOneDeviceLeavesTheOthersRunning();
    void groupsTickTheirDevices();
};

void TestLiveFleet::aFailingBoardDoesNotStopTheOthers()
{
    SshdFixture boardA, boardB;
    for (SshdFixture* sshd : { &boardA, &boardB })
        if (const QString error = sshd->start(); !error.isEmpty())
            QSKIP(qPrintable(error));
    QVERIFY(boardA.trustHostKey());
    QVERIFY(boardB.trustHostKey());
    boardB.stop(); // board-b is gone before the run: its connection is refused
    QTemporaryDir dir;
    QSettings().setValue(QStringLiteral("runs/root"), dir.filePath(QStringLiteral("runs")));
    Analysis::ProjectSession session;
    QVERIFY(!Analysis::hasErrors(session.openProject(dir.filePath(QStringLiteral("p.headroom")))));
    Ui::DevicesModel devices;
    devices.setDevices({ board(boardA, QStringLiteral("board-a")), board(boardB, QStringLiteral("board-b")) });
    Ui::LiveRunPage page(&session);
    page.setDevicesModel(&devices);
    page.setSshOptions(testSshOptions());
    page.setFleetMode(true);
    QVERIFY(!page.setFleetDevices({ QStringLiteral("no-such-board") }));
    QVERIFY(page.setFleetDevices({ QStringLiteral("local"), QStringLiteral("board-a"), QStringLiteral("board-b") }));
    QCOMPARE(page.fleetDevices(),
        QStringList({ QStringLiteral("local"), QStringLiteral("board-a"), QStringLiteral("board-b") }));
    QSignalSpy ended(&page, &Ui::LiveRunPage::fleetEnded);
    QSignalSpy single(&page, &Ui::LiveRunPage::runSaved);
    QVERIFY(page.start(shortPlan(1)));
    QTRY_VERIFY_WITH_TIMEOUT(page.fleet(), 10000);
    QCOMPARE(page.fleet()->size(), 3);
    QTRY_COMPARE_WITH_TIMEOUT(ended.size(), 1, 120000);
    QVERIFY(!page.isRunning());
    QVERIFY(single.isEmpty()); // a fleet does not open one run of several

    const auto stored = ended.first().at(0).value<QMap<QString, QString>>();
    const auto failed = ended.first().at(1).value<QMap<QString, QString>>();
    QCOMPARE(stored.keys(), QStringList({ QStringLiteral("board-a"), QStringLiteral("local") }));
    QCOMPARE(failed.keys(), QStringList({ QStringLiteral("board-b") }));
    QVERIFY(!failed.value(QStringLiteral("board-b")).isEmpty());
    // The row of the failed board names its state and the reason.
    const int rowB = rowOf(page.fleetTable(), QStringLiteral("board-b"));
    QVERIFY(rowB >= 0);
    QCOMPARE(
        page.fleetTable()->item(rowB, 1)->text(), Remote::FleetRunner::stateText(Remote::FleetRunner::State::Failed));
    QCOMPARE(page.fleetTable()->item(rowB, 3)->text(), failed.value(QStringLiteral("board-b")));
    QVERIFY2(page.fleetSummary().contains(QStringLiteral("2 of 3")), qPrintable(page.fleetSummary()));
    QVERIFY2(page.fleetSummary().contains(failed.value(QStringLiteral("board-b"))), qPrintable(page.fleetSummary()));

    // One run per device in the project, each naming its device.
    Analysis::Store store;
    QVERIFY(!Analysis::hasErrors(store.open(session.projectPath(), Analysis::Store::OpenMode::ReadOnly)));
    const auto runs = store.listRuns();
    QCOMPARE(runs.size(), 2);
    QStringList runDevices;
    for (const auto& r : runs)
        runDevices << r.device;
    runDevices.sort();
    QCOMPARE(runDevices, QStringList({ QStringLiteral("board-a"), QStringLiteral("local") }));

    // The device matrix is offered for the two runs that finished.
    QVERIFY(!page.openMatrixButton()->isHidden());
    QSignalSpy matrix(&page, &Ui::LiveRunPage::deviceMatrixRequested);
    page.openMatrixButton()->click();
    QCOMPARE(matrix.size(), 1);
    QStringList ids = matrix.first().first().toStringList();
    QStringList want = stored.values();
    ids.sort();
    want.sort();
    QCOMPARE(ids, want);
}

void TestLiveFleet::cancelOneDeviceLeavesTheOthersRunning()
{
    SshdFixture boardA;
    if (const QString error = boardA.start(); !error.isEmpty())
        QSKIP(qPrintable(error));
    QVERIFY(boardA.trustHostKey());
    QTemporaryDir dir;
    QSettings().setValue(QStringLiteral("runs/root"), dir.filePath(QStringLiteral("runs")));
    Analysis::ProjectSession session;
    QVERIFY(!Analysis::hasErrors(session.openProject(dir.filePath(QStringLiteral("p.headroom")))));
    Ui::DevicesModel devices;
    devices.setDevices({ board(boardA, QStringLiteral("board-a")) });
    Ui::LiveRunPage page(&session);
    page.setDevicesModel(&devices);
    page.setSshOptions(testSshOptions());
    page.setFleetMode(true);
    QVERIFY(page.setFleetDevices({ QStringLiteral("local"), QStringLiteral("board-a") }));
    QSignalSpy ended(&page, &Ui::LiveRunPage::fleetEnded);
    QVERIFY(page.start(shortPlan(1000))); // long enough to be cancelled mid-way
    QTRY_VERIFY_WITH_TIMEOUT(page.fleet(), 10000);
    Remote::FleetRunner* fleet = page.fleet();
    QSignalSpy events(fleet, &Remote::FleetRunner::eventReceived);
    const auto streamed = [&events](int index) {
        for (const auto& e : std::as_const(events))
            if (e.at(0).toInt() == index)
                return true;
        return false;
    };
    QTRY_VERIFY_WITH_TIMEOUT(streamed(0) && streamed(1), 60000);

    page.cancelDevice(1); // board-a only
    QTRY_COMPARE_WITH_TIMEOUT(fleet->member(1).state, Remote::FleetRunner::State::Cancelled, 60000);
    QCOMPARE(fleet->member(0).state, Remote::FleetRunner::State::Running);
    QVERIFY(page.isRunning());
    events.clear();
    QTRY_VERIFY_WITH_TIMEOUT(streamed(0), 30000); // this machine goes on streaming
    QCOMPARE(fleet->member(0).state, Remote::FleetRunner::State::Running);

    // The chart follows the row selected.
    page.followDevice(1);
    QCOMPARE(page.followedDevice(), 1);
    QCOMPARE(page.fleetTable()->currentRow(), 1);

    page.cancel(); // the rest
    QTRY_COMPARE_WITH_TIMEOUT(ended.size(), 1, 60000);
    const auto stored = ended.first().at(0).value<QMap<QString, QString>>();
    const auto failed = ended.first().at(1).value<QMap<QString, QString>>();
    // Both kept what they measured, as incomplete runs, and are named as not finished.
    QCOMPARE(stored.size(), 2);
    QCOMPARE(failed.size(), 2);
    QVERIFY(page.openMatrixButton()->isHidden()); // nothing finished to compare
}

void TestLiveFleet::groupsTickTheirDevices()
{
    QTemporaryDir dir;
    Analysis::ProjectSession session;
    QVERIFY(!Analysis::hasErrors(session.openProject(dir.filePath(QStringLiteral("p.headroom")))));
    Ui::DevicesModel devices;
    Remote::Device a, b;
    a.name = QStringLiteral("a");
    a.host = QStringLiteral("127.0.0.1");
    b = a;
    b.name = QStringLiteral("b");
    devices.setGroups({ { QStringLiteral("lab"), { QStringLiteral("a"), QStringLiteral("b") } } });
    devices.setDevices({ a, b });
    Ui::LiveRunPage page(&session);
    page.setDevicesModel(&devices);
    QSignalSpy target(&page, &Ui::LiveRunPage::deviceChosen);
    page.setFleetMode(true);
    QVERIFY(!page.setFleetDevices({ QStringLiteral("@nolab") }));
    QVERIFY(page.setFleetDevices({ QStringLiteral("@lab"), QStringLiteral("local") }));
    QCOMPARE(page.fleetDevices(), QStringList({ QStringLiteral("local"), QStringLiteral("a"), QStringLiteral("b") }));
    // Ticking the group in the list ticks its devices.
    QVERIFY(page.setFleetDevices({}));
    QListWidget* pick = page.fleetPicker();
    for (int i = 0; i < pick->count(); ++i)
        if (pick->item(i)->text().startsWith(QStringLiteral("group lab")))
            pick->item(i)->setCheckState(Qt::Checked);
    QCOMPARE(page.fleetDevices(), QStringList({ QStringLiteral("a"), QStringLiteral("b") }));
    QVERIFY(!target.isEmpty());
    QVERIFY(!target.last().at(1).toBool());
    // Off again: the single device is back, as convenient as before.
    page.setFleetMode(false);
    QVERIFY(page.deviceBox()->isEnabled());
}

QTEST_MAIN(TestLiveFleet)
#include "tst_livefleet.moc"
