#include "analysis/store/store.h"
#include "remote/deviceregistry.h"
#include "sampleproject.h"
#include "widgets/devicejob.h"
#include "widgets/devicesmodel.h"
#include "widgets/devicespage.h"
#include "widgets/hostkeydialog.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QProcess>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTest>
#include <QThread>

class TestDevicesPage : public QObject {
    Q_OBJECT
    QTemporaryDir m_config;

    // `headroom device list --json` of the real binary, in this test's XDG_CONFIG_HOME.
    static QJsonArray cliDevices()
    {
        QProcess list;
        list.start(QStringLiteral(HEADROOM_APP_BIN), { QStringLiteral("device"), QStringLiteral("list"), QStringLiteral("--json") });
        if (!list.waitForFinished(30000) || list.exitCode() != 0)
            return {};
        return QJsonDocument::fromJson(list.readAllStandardOutput()).object().value(u"devices").toArray();
    }

private slots:
    // The device test runs on the job's own thread, never on the GUI thread.
    void testRunsOffTheGuiThread()
    {
        QThread* stepThread = nullptr;
        auto* job = Ui::DeviceJob::start(Ui::DevicesModel::localDevice(), {}, Ui::DeviceJob::Task::Test);
        connect(
            job, &Ui::DeviceJob::stepFinished, job, [&] { stepThread = QThread::currentThread(); },
            Qt::DirectConnection);
        QSignalSpy steps(job, &Ui::DeviceJob::stepFinished);
        QSignalSpy finished(job, &Ui::DeviceJob::finished);
        QVERIFY(finished.wait(60000));
        QVERIFY(steps.size() >= 3);
        QVERIFY(stepThread);
        QVERIFY(stepThread != QThread::currentThread());
    }

    // One device list for the window and the command line (the user's devices.json, here in a
    // temporary XDG_CONFIG_HOME that the real `headroom` binary is given too).
    void initTestCase()
    {
        QVERIFY(m_config.isValid());
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_config.path()));
        // The names the headroom binary gives itself: the same devices.json.
        QCoreApplication::setOrganizationName(QStringLiteral("Headroom"));
        QCoreApplication::setApplicationName(QStringLiteral("Headroom"));
    }

    void pageStoresDevicesAndTestsLocal()
    {
        QTemporaryDir dir;
        Analysis::ProjectSession session; // no project open: devices do not need one
        Ui::DevicesPage page(&session);
        page.show();
        QCOMPARE(page.model()->rowCount(), 1);
        Remote::Device d;
        d.name = QStringLiteral("board");
        d.host = QStringLiteral("127.0.0.1");
        d.port = 2222;
        d.user = QStringLiteral("pi");
        d.auth = Remote::Device::Auth::Key;
        d.keyFile = dir.filePath(QStringLiteral("id_board"));
        QVERIFY(page.addDevice(d));
        QCOMPARE(page.model()->rowCount(), 2);
        QVERIFY(page.model()->device(0).isLocal());
        Remote::DeviceRegistry registry;
        QString error;
        QVERIFY2(registry.load(Remote::DeviceRegistry::defaultPath(), &error), qPrintable(error));
        QCOMPARE(registry.find(d.name), std::optional<Remote::Device>(d));

        // The command line lists it with the same login method and key...
        const QJsonArray listed = cliDevices();
        QJsonObject board;
        for (const auto& v : listed)
            if (v.toObject().value(u"name").toString() == d.name)
                board = v.toObject();
        QCOMPARE(board.value(u"auth").toString(), QStringLiteral("key"));
        QCOMPARE(board.value(u"keyFile").toString(), d.keyFile);
        QCOMPARE(board.value(u"port").toInt(), 2222);
        // ...and a device added there shows in the window, its login method kept.
        QProcess add;
        add.start(QStringLiteral(HEADROOM_APP_BIN),
            { QStringLiteral("device"), QStringLiteral("add"), QStringLiteral("lab"), QStringLiteral("me@lab.example:2200"),
                QStringLiteral("--identity"), dir.filePath(QStringLiteral("id_lab")) });
        QVERIFY(add.waitForFinished(30000));
        QVERIFY2(add.exitCode() == 0, add.readAllStandardError().constData());
        page.reload();
        const int lab = page.model()->rowOf(QStringLiteral("lab"));
        QVERIFY(lab > 0);
        QCOMPARE(page.model()->device(lab).auth, Remote::Device::Auth::Key);
        QCOMPARE(page.model()->device(lab).port, 2200);

        QSignalSpy done(&page, &Ui::DevicesPage::jobFinished);
        page.runJob(0, int(Ui::DeviceJob::Task::Test));
        QVERIFY(done.wait(60000));
        QCOMPARE(done.first().at(0).toString(), Ui::DevicesModel::localDevice().name);
        QVERIFY(page.log()->toPlainText().contains(QLatin1String("ok:")));
    }

    // A project written before the one list kept its devices itself: opening it hands them to the
    // device list once, with every field, and says so.
    void projectDevicesMoveIntoTheList()
    {
        QTemporaryDir dir;
        const QString project = dir.filePath(QStringLiteral("old.headroom"));
        Remote::Device d;
        d.name = QStringLiteral("kept-in-project");
        d.host = QStringLiteral("10.1.2.3");
        d.user = QStringLiteral("root");
        d.auth = Remote::Device::Auth::Key;
        d.keyFile = dir.filePath(QStringLiteral("id_old"));
        {
            Analysis::Store store;
            QVERIFY(!Analysis::hasErrors(store.open(project, Analysis::Store::OpenMode::ReadWrite)));
            QVERIFY(store.saveDevice(Remote::DeviceRegistry::toRecord(d)));
        }
        Analysis::ProjectSession session;
        QVERIFY(!Analysis::hasErrors(session.openProject(project)));
        Ui::DevicesPage page(&session);
        page.reload();
        const int row = page.model()->rowOf(d.name);
        QVERIFY(row > 0);
        QCOMPARE(page.model()->device(row), d);
        QVERIFY(page.log()->toPlainText().contains(d.name));
        bool listed = false;
        for (const auto& v : cliDevices())
            listed = listed || v.toObject().value(u"name").toString() == d.name;
        QVERIFY(listed);
    }

    void hostKeyDialogShowsFingerprintAndRefusesByDefault()
    {
        const QString fp = QStringLiteral("SHA256:nThbg6kXUpJWGl7E1IGOCspRomTxdCARLviKw6E5SY8");
        Ui::HostKeyDialog dialog(QStringLiteral("pi@10.0.0.2"), fp);
        dialog.show();
        QCOMPARE(dialog.findChild<QLabel*>(QStringLiteral("fingerprint"))->text(), fp);
        // Enter presses the default button: that must be the refusal.
        QPushButton* def = nullptr;
        for (auto* b : dialog.findChildren<QPushButton*>())
            if (b->isDefault())
                def = b;
        QVERIFY(def);
        QTest::keyClick(&dialog, Qt::Key_Return);
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
    }
};

QTEST_MAIN(TestDevicesPage)
#include "tst_devicespage.moc"
