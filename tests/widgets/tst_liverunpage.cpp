#include "analysis/core/utilisation.h"
#include "analysis/import/runfolder.h"
#include "analysis/plan/plan.h"
#include "analysis/store/store.h"
#include "remote/planrunner.h"
#include "remote/remoteplanrunner.h"
#include "sampleproject.h"
#include "sshdfixture.h"
#include "widgets/credentialsprompt.h"
#include "widgets/devicesmodel.h"
#include "widgets/hostkeydialog.h"
#include "widgets/liverunpage.h"
#include "widgets/memorychart.h"
#include "widgets/planpage.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTest>

namespace {

// The dialog of that type the page has open, if any.
template <typename Dialog> Dialog* openDialog()
{
    for (QWidget* w : QApplication::topLevelWidgets())
        if (auto* d = qobject_cast<Dialog*>(w); d && d->isVisible())
            return d;
    return nullptr;
}

QPushButton* buttonWithRole(QDialog* dialog, QDialogButtonBox::ButtonRole role)
{
    const auto* box = dialog->findChild<QDialogButtonBox*>();
    if (!box)
        return nullptr;
    for (QAbstractButton* b : box->buttons())
        if (box->buttonRole(b) == role)
            return qobject_cast<QPushButton*>(b);
    return nullptr;
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Live processes whose command line holds needle (the device's run folder is in the probe's).
QStringList processesMentioning(const QByteArray& needle)
{
    QStringList found;
    for (const QString& entry : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        bool isPid = false;
        entry.toInt(&isPid);
        if (isPid && readAll(QStringLiteral("/proc/%1/cmdline").arg(entry)).contains(needle))
            found << entry;
    }
    return found;
}

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

// Cancel keeps what was measured (issue 4): the run is in the project, named incomplete, with
// the repetitions the table showed, and the page says so.
void verifySavedIncomplete(
    Ui::LiveRunPage* page, Analysis::ProjectSession* session, const QSignalSpy& saved, const QSignalSpy& failed)
{
    QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.first().at(0).toString()));
    QCOMPARE(saved.size(), 1);
    QCOMPARE(session->runsModel()->rowCount(), 1);
    const QString id = saved.first().at(0).toString();
    QCOMPARE(runIdAt(session, 0), id);
    Analysis::Store store;
    QVERIFY(!Analysis::hasErrors(store.open(session->projectPath(), Analysis::Store::OpenMode::ReadOnly)));
    const std::optional<Analysis::Run> run = store.loadRun(id);
    QVERIFY(run);
    QVERIFY2(run->name.contains(QStringLiteral("incomplete")), qPrintable(run->name));
    QVERIFY(!run->repetitions.isEmpty());
    QVERIFY(run->repetitions.size() >= page->repetitionsTable()->rowCount() - 1); // the last may end while stopping
    bool told = false;
    for (const QLabel* label : page->findChildren<QLabel*>())
        told = told || label->text().contains(QStringLiteral("incomplete run"));
    QVERIFY2(told, "the page does not say the cancelled run was saved as incomplete");
}

Remote::SshOptions testSshOptions()
{
    Remote::SshOptions o; // the test's known_hosts only, and not the user's ~/.ssh/config
    o.processUserConfig = false;
    o.useGlobalKnownHosts = false;
    o.connectTimeoutSec = 5;
    return o;
}

} // namespace

class TestLiveRunPage : public QObject {
    Q_OBJECT
    QTemporaryDir m_settings;

private slots:
    void runsOnSshDevice();
    void sshHostKeyRefusedOrChanged();
    void cancelOnSshDevice();
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

    // The live chart appends and grows its pyramids as events arrive; at the end it shows what
    // a chart of the whole run read in one go shows: the same lines (one per repetition) with
    // the same points, a one-sample spike in the last chunk included.
    void liveChartMatchesTheWholeRun()
    {
        QList<QByteArray> lines { QByteArrayLiteral(
            "{\"v\":1,\"type\":\"run_start\",\"probe\":\"0.2.0\",\"protocol\":1,"
            "\"mode\":\"run\",\"timing\":\"cold_start\"}") };
        constexpr int kReps = 3, kSamples = 5000; // 50 s per repetition at 10 ms, 10 s apart
        for (int r = 0; r < kReps; ++r) {
            const double t0 = r * 60000.0;
            lines << QStringLiteral("{\"v\":1,\"type\":\"rep_start\",\"input\":\"short\",\"rep\":%1,\"warmup\":false,"
                                    "\"pid\":%2,\"t_ms\":%3}")
                         .arg(r)
                         .arg(4000 + r)
                         .arg(t0)
                         .toUtf8();
            for (int i = 0; i < kSamples; ++i) {
                const qint64 rss = r == kReps - 1 && i == 4321 ? 900000 : 400000 + (i * 37 + r * 11) % 20000;
                lines << QStringLiteral("{\"v\":1,\"type\":\"sample\",\"input\":\"short\",\"rep\":%1,\"t_ms\":%2,"
                                        "\"rep_t_ms\":%3,\"pid\":%4,\"rss_kb\":%5,\"hwm_kb\":%6}")
                             .arg(r)
                             .arg(t0 + i * 10.0)
                             .arg(i * 10.0)
                             .arg(4000 + r)
                             .arg(rss)
                             .arg(420000)
                             .toUtf8();
            }
            lines << QStringLiteral(
                "{\"v\":1,\"type\":\"rep_end\",\"input\":\"short\",\"rep\":%1,\"warmup\":false,"
                "\"pid\":%2,\"t_ms\":%3,\"wall_ms\":%4,\"exit\":0,\"signal\":null,\"outcome\":\"ok\"}")
                         .arg(r)
                         .arg(4000 + r)
                         .arg(t0 + kSamples * 10.0)
                         .arg(kSamples * 10.0)
                         .toUtf8();
        }

        Analysis::ProjectSession session;
        Ui::LiveRunPage page(&session);
        page.resize(1100, 800);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        const qsizetype chunks = 7;
        for (qsizetype c = 0; c < chunks; ++c) {
            if (c == chunks - 1)
                QTest::qWait(Ui::LiveRunPage::kUtilisationIntervalMs + 100); // the whole-run parts are due
            const int before = page.redrawCount();
            const qsizetype from = lines.size() * c / chunks, to = lines.size() * (c + 1) / chunks;
            for (qsizetype i = from; i < to; ++i)
                emit page.runner()->eventReceived(lines.at(i));
            QTRY_VERIFY(page.redrawCount() > before);
        }

        Analysis::EventStreamReader reader;
        for (const QByteArray& line : std::as_const(lines))
            reader.feed(QByteArray(line + '\n'));
        const Analysis::Run& run = reader.run();
        QCOMPARE(run.repetitions.size(), kReps);
        Ui::MemoryChart whole;
        whole.resize(page.memoryChart()->size());
        whole.show();
        QVERIFY(QTest::qWaitForWindowExposed(&whole));
        QList<Ui::MemoryChart::Track> tracks;
        for (auto it = run.memory.cbegin(); it != run.memory.cend(); ++it)
            tracks.append({ it.key(), &it.value(), 0, Analysis::repetitionBreaks(run, it.key(), it.value()) });
        whole.setTracks(tracks);
        // Laid out like the live chart (the axes' labels take their width), then decimated for it.
        QTRY_COMPARE(whole.chart()->plotArea(), page.memoryChart()->chart()->plotArea());
        QTest::qWait(50);
        QCOMPARE(whole.lineCount(), kReps);
        QCOMPARE(page.memoryChart()->lineCount(), kReps);
        const auto linesOf = [](QChartView* view) {
            QList<QList<QPointF>> out;
            for (auto* series : view->chart()->series())
                if (auto* line = qobject_cast<QLineSeries*>(series); line && !line->name().contains(u"ceiling"))
                    out << line->points();
            return out;
        };
        const QList<QList<QPointF>> live = linesOf(page.memoryChart()), expected = linesOf(&whole);
        QCOMPARE(live.size(), kReps);
        QCOMPARE(expected.size(), kReps);
        for (int k = 0; k < kReps; ++k) {
            QCOMPARE(live.at(k).size(), expected.at(k).size());
            for (qsizetype i = 0; i < live.at(k).size(); ++i)
                QCOMPARE(live.at(k).at(i), expected.at(k).at(i));
        }
        bool spike = false;
        for (const auto& points : live)
            for (const QPointF& p : points)
                spike = spike || qFuzzyCompare(p.y(), 900000 / 1024.0);
        QVERIFY(spike);
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
        QTRY_VERIFY_WITH_TIMEOUT(page.repetitionsTable()->rowCount() >= 2, 120000); // something measured
        page.cancel();
        QTRY_VERIFY_WITH_TIMEOUT(!page.isRunning(), 60000);
        QTRY_VERIFY_WITH_TIMEOUT(!saved.isEmpty() || !failed.isEmpty(), 60000);
        QVERIFY(page.repetitionsTable()->rowCount() < int(plan->inputs.size()) * 1001);
        verifySavedIncomplete(&page, &session, saved, failed);
    }
};

void TestLiveRunPage::runsOnSshDevice()
{
    SshdFixture sshd;
    if (const QString error = sshd.start(); !error.isEmpty())
        QSKIP(qPrintable(error));
    QTemporaryDir dir;
    QSettings().setValue(QStringLiteral("runs/root"), dir.filePath(QStringLiteral("runs")));
    // A key protected by a passphrase, authorised on the server: the page must ask for it.
    const QString key = dir.filePath(QStringLiteral("id_pass"));
    const QString passphrase = QStringLiteral("pass phrase 'with' $(quotes)");
    QCOMPARE(QProcess::execute(QStringLiteral("ssh-keygen"),
                 { QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"), QStringLiteral("-N"),
                     passphrase, QStringLiteral("-f"), key }),
        0);
    QFile authorized(sshd.dir() + QStringLiteral("/authorized_keys"));
    QVERIFY(authorized.open(QIODevice::Append));
    authorized.write(readAll(key + QStringLiteral(".pub")));
    authorized.close();
    QVERIFY(Remote::keyNeedsPassphrase(key));
    Remote::Device device = sshd.device();
    device.keyFile = key;
    device.knownHostsFile = dir.filePath(QStringLiteral("known_hosts")); // none yet: the key is unknown

    const QString project = dir.filePath(QStringLiteral("p.headroom"));
    Analysis::ProjectSession session;
    QVERIFY(!Analysis::hasErrors(session.openProject(project)));
    Ui::DevicesModel devices;
    devices.setDevices({ device });
    Ui::LiveRunPage page(&session);
    page.setDevicesModel(&devices);
    page.setSshOptions(testSshOptions());
    QCOMPARE(page.deviceBox()->count(), 2);
    QCOMPARE(page.deviceBox()->currentIndex(), 0); // this machine first, and the default
    QVERIFY(devices.device(page.deviceBox()->currentIndex()).isLocal());
    QVERIFY(!page.selectDevice(QStringLiteral("no-such-device")));
    QSignalSpy chosen(&page, &Ui::LiveRunPage::deviceChosen);
    QVERIFY(page.selectDevice(device.name));
    // The Plan page's Run button follows (it said "Run on this machine" after a board was picked).
    QCOMPARE(chosen.size(), 1);
    QCOMPARE(chosen.first().at(0).toString(), device.name);
    QCOMPARE(chosen.first().at(1).toBool(), false);
    Ui::PlanPage planPage;
    connect(&page, &Ui::LiveRunPage::deviceChosen, &planPage, &Ui::PlanPage::setRunTarget);
    page.deviceBox()->setCurrentIndex(0); // this machine
    QCOMPARE(planPage.runButtonText(), QStringLiteral("&Run on this machine"));
    QVERIFY(page.selectDevice(device.name));
    QCOMPARE(planPage.runButtonText(), QStringLiteral("&Run on %1").arg(device.name));
    page.show();
    QSignalSpy saved(&page, &Ui::LiveRunPage::runSaved);
    QSignalSpy failed(&page, &Ui::LiveRunPage::runFailed);
    QSignalSpy events(page.remoteRunner(), &Remote::RemotePlanRunner::eventReceived);
    const Analysis::Plan plan = shortPlan(1);
    QVERIFY(!plan.name.isEmpty());
    QVERIFY(page.start(plan));
    QVERIFY(page.isRunning());
    QVERIFY(!page.deviceBox()->isEnabled());

    // The passphrase: asked in a dialog (the keychain of a test machine has none).
    Ui::SecretDialog* secret = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((secret = openDialog<Ui::SecretDialog>()), 30000);
    QCOMPARE(secret->field()->echoMode(), QLineEdit::Password);
    QTest::keyClicks(secret->field(), passphrase);
    QTest::mouseClick(buttonWithRole(secret, QDialogButtonBox::AcceptRole), Qt::LeftButton);

    // The unknown host key: shown with its SHA256 fingerprint, nothing written or run before a click.
    Ui::HostKeyDialog* hostKey = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((hostKey = openDialog<Ui::HostKeyDialog>()), 60000);
    QCOMPARE(hostKey->fingerprint(), sshd.hostFingerprint());
    QVERIFY(hostKey->findChild<QLabel*>(QStringLiteral("fingerprint"))->text().contains(sshd.hostFingerprint()));
    QVERIFY(readAll(device.knownHostsFile).isEmpty());
    QVERIFY(failed.isEmpty());
    QVERIFY(events.isEmpty());
    QVERIFY(page.isRunning());
    QTest::mouseClick(buttonWithRole(hostKey, QDialogButtonBox::AcceptRole), Qt::LeftButton);

    QTRY_VERIFY_WITH_TIMEOUT(!saved.isEmpty() || !failed.isEmpty(), 180000);
    QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.first().at(0).toString()));
    QVERIFY(
        readAll(device.knownHostsFile).startsWith(QByteArray("[127.0.0.1]:" + QByteArray::number(sshd.port()) + ' ')));
    QVERIFY(!events.isEmpty());
    QCOMPARE(page.repetitionsTable()->rowCount(), plan.warmup + plan.repetitions);
    QVERIFY(page.deviceBox()->isEnabled());
    QCOMPARE(session.runsModel()->rowCount(), 1);
    QCOMPARE(runIdAt(&session, 0), saved.first().at(0).toString());
    Analysis::Store store;
    QVERIFY(!Analysis::hasErrors(store.open(project, Analysis::Store::OpenMode::ReadOnly)));
    const QList<Analysis::RunRow> runs = store.listRuns();
    QCOMPARE(runs.size(), 1);
    QCOMPARE(runs.first().device, device.name);
    store.close();
    QVERIFY(!readAll(project).contains(passphrase.toUtf8())); // the passphrase stayed in memory
}

void TestLiveRunPage::sshHostKeyRefusedOrChanged()
{
    SshdFixture sshd;
    if (const QString error = sshd.start(); !error.isEmpty())
        QSKIP(qPrintable(error));
    QTemporaryDir dir;
    QSettings().setValue(QStringLiteral("runs/root"), dir.filePath(QStringLiteral("runs")));
    Analysis::ProjectSession session;
    QVERIFY(!Analysis::hasErrors(session.openProject(dir.filePath(QStringLiteral("p.headroom")))));
    Remote::Device device = sshd.device();
    device.knownHostsFile = dir.filePath(QStringLiteral("known_hosts"));
    Ui::DevicesModel devices;
    devices.setDevices({ device });
    Ui::LiveRunPage page(&session);
    page.setDevicesModel(&devices);
    page.setSshOptions(testSshOptions());
    QVERIFY(page.selectDevice(device.name));
    page.show();
    QSignalSpy failed(&page, &Ui::LiveRunPage::runFailed);
    const Analysis::Plan plan = shortPlan(1);

    // Refused in the dialog: nothing written, nothing run.
    QVERIFY(page.start(plan));
    Ui::HostKeyDialog* hostKey = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((hostKey = openDialog<Ui::HostKeyDialog>()), 60000);
    QTest::mouseClick(buttonWithRole(hostKey, QDialogButtonBox::RejectRole), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 10000);
    QVERIFY(!page.isRunning());
    QVERIFY(!QFile::exists(device.knownHostsFile));
    QVERIFY(page.remoteRunner()->deviceRunDir().isEmpty());

    // A changed key (known_hosts names another key for this host): refused with the message,
    // and no dialog offers to trust it.
    QFile known(device.knownHostsFile);
    QVERIFY(known.open(QIODevice::WriteOnly));
    const QList<QByteArray> other = readAll(sshd.otherClientKey() + QStringLiteral(".pub")).split(' ');
    known.write("[127.0.0.1]:" + QByteArray::number(sshd.port()) + ' ' + other.at(0) + ' ' + other.at(1) + '\n');
    known.close();
    const QByteArray before = readAll(device.knownHostsFile);
    QVERIFY(page.start(plan));
    QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 2, 60000);
    const QString message = failed.at(1).at(0).toString();
    QVERIFY2(message.contains(QStringLiteral("CHANGED")), qPrintable(message));
    QVERIFY(!openDialog<Ui::HostKeyDialog>());
    QVERIFY(!page.isRunning());
    QCOMPARE(readAll(device.knownHostsFile), before);
    QCOMPARE(session.runsModel()->rowCount(), 0);
}

void TestLiveRunPage::cancelOnSshDevice()
{
    SshdFixture sshd;
    if (const QString error = sshd.start(); !error.isEmpty())
        QSKIP(qPrintable(error));
    QVERIFY(sshd.trustHostKey());
    QTemporaryDir dir;
    QSettings().setValue(QStringLiteral("runs/root"), dir.filePath(QStringLiteral("runs")));
    Analysis::ProjectSession session;
    QVERIFY(!Analysis::hasErrors(session.openProject(dir.filePath(QStringLiteral("p.headroom")))));
    Ui::DevicesModel devices;
    devices.setDevices({ sshd.device() });
    Ui::LiveRunPage page(&session);
    page.setDevicesModel(&devices);
    page.setSshOptions(testSshOptions());
    QVERIFY(page.selectDevice(sshd.device().name));
    QSignalSpy events(page.remoteRunner(), &Remote::RemotePlanRunner::eventReceived);
    QSignalSpy saved(&page, &Ui::LiveRunPage::runSaved);
    QSignalSpy failed(&page, &Ui::LiveRunPage::runFailed);
    const Analysis::Plan plan = shortPlan(1000); // long enough to be cancelled mid-way
    QVERIFY(page.start(plan));
    QVERIFY(events.wait(60000));
    const QByteArray deviceDir = page.remoteRunner()->deviceRunDir().toUtf8();
    QVERIFY(!deviceDir.isEmpty());
    page.cancel();
    QTRY_VERIFY_WITH_TIMEOUT(!page.isRunning(), 60000);
    QTRY_VERIFY_WITH_TIMEOUT(!saved.isEmpty() || !failed.isEmpty(), 60000);
    QVERIFY(page.repetitionsTable()->rowCount() < 1001);
    // The workload stopped on the device, and what it wrote came back.
    // Stopping is guaranteed, its speed is not: a loaded machine took over 10 s once (the probe
    // stops the workload, then writes and closes its files).
    QTRY_VERIFY2_WITH_TIMEOUT(
        processesMentioning(deviceDir).isEmpty(), qPrintable(processesMentioning(deviceDir).join(u' ')), 60000);
    QCOMPARE(readAll(page.remoteRunner()->runDir() + QStringLiteral("/events.jsonl")),
        readAll(QString::fromUtf8(deviceDir) + QStringLiteral("/events.jsonl")));
    verifySavedIncomplete(&page, &session, saved, failed);
}

QTEST_MAIN(TestLiveRunPage)
#include "tst_liverunpage.moc"
