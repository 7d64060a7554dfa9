#include <QTimer>
#include <QPushButton>
#include <QMessageBox>
#include <QApplication>
#include "widgets/mainwindow.h"
#include "widgets/planform.h"
#include "widgets/planpage.h"

#include <QListWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <sys/sysmacros.h>

class TestPlanPage : public QObject {
    Q_OBJECT
private slots:
    void formRoundTrip_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addRow("full") << QStringLiteral("full.yaml");
        QTest::addRow("calibrate") << QStringLiteral("calibrate.yaml");
        QTest::addRow("serve") << QStringLiteral("serve.yaml");
    }

    // Every field goes through the form and back unchanged, and a saved plan loads again.
    void formRoundTrip()
    {
        QFETCH(QString, file);
        const QString path = QStringLiteral(HEADROOM_TEST_DATA "/plans/") + file;
        const Analysis::PlanParseResult parsed = Analysis::parsePlanFile(path);
        QVERIFY(parsed.plan);
        Ui::PlanPage page;
        page.show();
        QVERIFY(page.load(path));
        QVERIFY(page.form()->plan() == *parsed.plan);
        const auto checked = page.checkedPlan();
        QVERIFY(checked);
        QVERIFY(*checked == *parsed.plan);

        QTemporaryDir dir;
        const QString copy = dir.filePath(QStringLiteral("fixed.yaml"));
        QVERIFY(page.save(copy));
        // Saved next to other files: inputs resolve against the original folder, so compare the
        // form's plan with the copy parsed against that folder.
        QFile f(copy);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const auto again = Analysis::parsePlan(f.readAll(), copy, parsed.plan->baseDir);
        QVERIFY(again.plan);
        QVERIFY(*again.plan == *parsed.plan);
    }

    void inputLengthsShown()
    {
        Ui::PlanPage page;
        QVERIFY(page.load(QStringLiteral(HEADROOM_TEST_DATA "/plans/calibrate.yaml")));
        QTableWidget* t = page.form()->inputsTable();
        QCOMPARE(t->rowCount(), 3);
        for (int r = 0; r < 3; ++r) {
            QFile in(QStringLiteral(HEADROOM_TEST_DATA "/plans/") + t->item(r, 1)->text());
            QVERIFY(in.open(QIODevice::ReadOnly));
            QCOMPARE(t->item(r, 4)->text().remove(u',').toLongLong(), in.size()); // bytes column
            QVERIFY(!t->item(r, 5)->text().isEmpty()); // characters column
        }
    }

    // Saving onto a character device (what /dev/full is) is an error shown in the problems list,
    // naming the file; the node is not replaced. A private node when mknod is allowed (root), so
    // a regression cannot replace the machine's /dev/full; without root /dev/full is safe to try.
    void saveToDeviceShowsError()
    {
        QTemporaryDir dir;
        QString target = dir.filePath(QStringLiteral("full-device"));
        if (::mknod(QFile::encodeName(target).constData(), S_IFCHR | 0666, makedev(1, 7)) != 0)
            target = QStringLiteral("/dev/full");
        Ui::PlanPage page;
        QVERIFY(page.load(QStringLiteral(HEADROOM_TEST_DATA "/plans/calibrate.yaml")));
        QVERIFY(!page.save(target));
        QVERIFY(page.problems()->count() > 0);
        const QString shown = page.problems()->item(0)->text();
        QVERIFY2(shown.contains(target) && shown.contains(QLatin1String("character device")), qPrintable(shown));
        struct stat st { };
        QVERIFY(::stat(QFile::encodeName(target).constData(), &st) == 0 && S_ISCHR(st.st_mode));
    }

    // Edits are known as unsaved until saved; quitting the window with them asks, and Cancel keeps
    // the window open (Ctrl+Q lost an edited plan without a word).
    void unsavedEditsAreKnownAndQuittingAsks()
    {
        Ui::PlanPage page;
        QVERIFY(!page.hasUnsavedChanges()); // the empty form
        QVERIFY(page.load(QStringLiteral(HEADROOM_TEST_DATA "/plans/calibrate.yaml")));
        QVERIFY(!page.hasUnsavedChanges());
        Analysis::Plan edited = page.form()->plan();
        edited.repetitions += 7;
        page.form()->setPlan(edited);
        QVERIFY(page.hasUnsavedChanges());
        QTemporaryDir dir;
        QVERIFY(page.save(dir.filePath(QStringLiteral("edited.yaml"))));
        QVERIFY(!page.hasUnsavedChanges());

        Ui::MainWindow w;
        w.show();
        auto* plan = qobject_cast<Ui::PlanPage*>(w.page(Ui::MainWindow::Page::Plan));
        QVERIFY(plan->load(QStringLiteral(HEADROOM_TEST_DATA "/plans/calibrate.yaml")));
        QVERIFY(!plan->hasUnsavedChanges());
        plan->form()->setPlan(edited);
        QString asked;
        QTimer answer;
        connect(&answer, &QTimer::timeout, this, [&] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                asked = box->text();
                box->button(QMessageBox::Cancel)->click();
            }
        });
        answer.start(50);
        QVERIFY(!w.close()); // cancelled: the window stays
        answer.stop();
        QVERIFY2(asked.contains(QLatin1String("not saved")), qPrintable(asked));
        QVERIFY(w.isVisible());
        QVERIFY(plan->hasUnsavedChanges());
    }

    void errorsListedWithLines()
    {
        Ui::PlanPage page;
        QVERIFY(!page.load(QStringLiteral(HEADROOM_TEST_DATA "/plans/hostile/duplicate-key.yaml")));
        QVERIFY(page.problems()->count() > 0);
        QVERIFY2(page.problems()->item(0)->text().contains(QLatin1String("duplicate-key.yaml:")),
            qPrintable(page.problems()->item(0)->text()));
        // An edit that breaks the plan is caught before it could run.
        QVERIFY(page.load(QStringLiteral(HEADROOM_TEST_DATA "/plans/calibrate.yaml")));
        page.form()->inputsTable()->item(0, 0)->setText(QStringLiteral("bad id with spaces"));
        QVERIFY(!page.checkedPlan());
        QVERIFY(page.problems()->count() > 0);
    }
};

QTEST_MAIN(TestPlanPage)
#include "tst_planpage.moc"
