#include "analysis/store.h"
#include "sampleproject.h"
#include "widgets/devicejob.h"
#include "widgets/devicesmodel.h"
#include "widgets/devicespage.h"
#include "widgets/hostkeydialog.h"

#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTest>
#include <QThread>

class TestDevicesPage : public QObject {
    Q_OBJECT
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

    void pageStoresDevicesAndTestsLocal()
    {
        QTemporaryDir dir;
        Analysis::ProjectSession session;
        QVERIFY(!Analysis::hasErrors(session.openProject(dir.filePath(QStringLiteral("p.headroom")))));
        Ui::DevicesPage page(&session);
        page.show();
        QCOMPARE(page.model()->rowCount(), 1);
        Remote::Device d;
        d.name = QStringLiteral("board");
        d.host = QStringLiteral("127.0.0.1");
        d.port = 2222;
        QVERIFY(page.addDevice(d));
        QCOMPARE(page.model()->rowCount(), 2);
        QVERIFY(page.model()->device(0).isLocal());
        // Kept in the project file.
        Analysis::Store store;
        QVERIFY(!Analysis::hasErrors(store.open(session.projectPath(), Analysis::Store::OpenMode::ReadOnly)));
        QCOMPARE(store.devices().size(), 1);
        QCOMPARE(Ui::DevicesModel::fromRecord(store.devices().first()), d);

        QSignalSpy done(&page, &Ui::DevicesPage::jobFinished);
        page.runJob(0, int(Ui::DeviceJob::Task::Test));
        QVERIFY(done.wait(60000));
        QCOMPARE(done.first().at(0).toString(), Ui::DevicesModel::localDevice().name);
        QVERIFY(page.log()->toPlainText().contains(QLatin1String("ok:")));
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
