// Issue 6 "the GUI offers the same from the Runs page": Verify selected recomputes every stored
// figure from the raw files off the GUI thread and lists what differs; a figure edited behind the
// store's back (as with a SQLite browser) is named with both numbers.

#include "analysis/project/runsmodel.h"
#include "sampleproject.h"
#include "widgets/mainwindow.h"
#include "widgets/runspage.h"
#include "widgets/verifydialog.h"

#include <QItemSelectionModel>
#include <QPushButton>
#include <QSettings>
#include <QTableView>
#include <QTreeWidget>

#include <sqlite3.h>

using Ui::MainWindow;

namespace {
bool execSql(const QString& path, const char* sql)
{
    sqlite3* db = nullptr;
    bool ok = sqlite3_open(QFile::encodeName(path).constData(), &db) == SQLITE_OK
        && sqlite3_exec(db, sql, nullptr, nullptr, nullptr) == SQLITE_OK && sqlite3_changes(db) > 0;
    sqlite3_close(db);
    return ok;
}

QString allText(const QTreeWidgetItem* item)
{
    QStringList out { item->text(0), item->text(1) };
    for (int i = 0; i < item->childCount(); ++i)
        out << item->child(i)->text(0);
    return out.join(u'\n');
}
} // namespace

class TestVerifyDialog : public QObject {
    Q_OBJECT
    QTemporaryDir m_settings;

private slots:
    void initTestCase() { QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path()); }

    void verifySelectedFromRunsPage()
    {
        QTemporaryDir dir;
        MainWindow w;
        w.show();
        QVERIFY(w.openProject(dir.filePath(QStringLiteral("p.headroom"))));
        QVERIFY(importSample(
            w.session(), dir, { QStringLiteral("probe/calibrate-run"), QStringLiteral("logs/timing-list-ms.txt") }));
        QCOMPARE(w.session()->runsModel()->rowCount(), 2);
        auto* runs = qobject_cast<Ui::RunsPage*>(w.page(MainWindow::Page::Runs));
        QVERIFY(runs);
        const auto verifyButton = [runs] {
            for (auto* b : runs->findChildren<QPushButton*>())
                if (b->text() == Ui::RunsPage::tr("Verify selected…"))
                    return b;
            return static_cast<QPushButton*>(nullptr);
        };
        QVERIFY(verifyButton());

        // Untouched: both runs reproduce.
        runs->view()->selectAll();
        verifyButton()->click();
        auto* dialog = w.findChild<Ui::VerifyDialog*>();
        QVERIFY(dialog);
        QSignalSpy done(dialog, &Ui::VerifyDialog::allVerified);
        QVERIFY(done.count() == 1 || done.wait(60000));
        QCOMPARE(done.first().at(0).toInt(), 2);
        QCOMPARE(done.first().at(1).toInt(), 2);
        QCOMPARE(dialog->results()->topLevelItemCount(), 2);
        dialog->close();
        QTRY_VERIFY(!w.findChild<Ui::VerifyDialog*>());

        // A median changed by hand in the file is caught, with the stored and recomputed numbers.
        QVERIFY(execSql(dir.filePath(QStringLiteral("p.headroom")),
            "UPDATE repetitions SET wall_ms = wall_ms + 1000 WHERE input_id = 'long' AND idx = 1"));
        verifyButton()->click();
        dialog = w.findChild<Ui::VerifyDialog*>();
        QVERIFY(dialog);
        QSignalSpy again(dialog, &Ui::VerifyDialog::allVerified);
        QVERIFY(again.count() == 1 || again.wait(60000));
        QCOMPARE(again.first().at(0).toInt(), 1);
        QString text;
        for (int i = 0; i < dialog->results()->topLevelItemCount(); ++i)
            text += allText(dialog->results()->topLevelItem(i));
        QVERIFY2(text.contains(QLatin1String("differs")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("input long, median_ms: stored")), qPrintable(text));
    }
};

QTEST_MAIN(TestVerifyDialog)
#include "tst_verifydialog.moc"
