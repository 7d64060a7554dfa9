// Issue 8's Done-when path, offscreen: a newcomer drops three mem.log files of different input
// lengths and a timing log on the window, the import dialog combines them into one run, and the
// Trends page shows three lengths with the verdict beside them.

#include "analysis/project/runsmodel.h"
#include "widgets/importdialog.h"
#include "widgets/mainwindow.h"
#include "widgets/trendchart.h"
#include "widgets/trendspage.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDropEvent>
#include <QLineEdit>
#include <QMimeData>
#include <QPushButton>
#include <QScatterSeries>
#include <QSettings>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using Ui::ImportDialog;
using Ui::MainWindow;

namespace {
QString lengths(const char* name)
{
    return QStringLiteral(HEADROOM_TEST_DATA "/logs/lengths/") + QLatin1String(name);
}

const QStringList kFiles { lengths("mem-len128.log"), lengths("mem-len512.log"), lengths("mem-len2048.log"),
    lengths("timing-lengths.csv") };

int scatterPoints(const Ui::TrendChart* chart)
{
    const auto series = chart->chart()->series();
    for (auto* s : series)
        if (auto* scatter = qobject_cast<QScatterSeries*>(s))
            return int(scatter->count());
    return -1;
}
} // namespace

class TestImportDialog : public QObject {
    Q_OBJECT
    QTemporaryDir m_settings;

private slots:
    void initTestCase() { QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path()); }

    void prefilledFromNames()
    {
        ImportDialog dialog(kFiles);
        // The preview reads the files on a worker thread; on a quiet machine it can be done
        // before the constructor returns.
        QSignalSpy ready(&dialog, &ImportDialog::previewFinished);
        if (!dialog.previewReady())
            QVERIFY(ready.wait(60000));
        QVERIFY(dialog.previewReady());
        QVERIFY(dialog.combine());
        QTableWidget* t = dialog.table();
        QCOMPARE(t->rowCount(), 4);
        QCOMPARE(t->item(1, ImportDialog::InputColumn)->text(), QStringLiteral("len512"));
        QCOMPARE(t->item(1, ImportDialog::LengthColumn)->text(), QStringLiteral("512"));
        QVERIFY(t->item(3, ImportDialog::InputColumn)->text().contains(QLatin1String("len2048")));
        QVERIFY(!(t->item(3, ImportDialog::InputColumn)->flags() & Qt::ItemIsEditable));
        const Analysis::ImportGroup g = dialog.group();
        QCOMPARE(g.members.size(), 4);
        QCOMPARE(g.lengths.value(QStringLiteral("len2048")), qint64(2048));
        QVERIFY(g.members.at(3).inputId.isEmpty());
        QCOMPARE(g.unit, Analysis::LengthUnit::Tokens);
        // A memory log without an input cannot be combined: the dialog says so and refuses.
        t->item(0, ImportDialog::InputColumn)->setText(QString());
        auto* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        QVERIFY(!ok->isEnabled());
        dialog.setCombine(false);
        QVERIFY(ok->isEnabled());
    }

    void dropThreeLengthsAndTimingShowsTrends()
    {
        QTemporaryDir dir;
        MainWindow w;
        w.resize(1200, 800);
        w.show();
        QVERIFY(w.openProject(dir.filePath(QStringLiteral("p.headroom"))));
        QMimeData mime;
        QList<QUrl> urls;
        for (const QString& f : kFiles)
            urls << QUrl::fromLocalFile(f);
        mime.setUrls(urls);
        const QPointF pos(w.width() / 2.0, w.height() / 2.0);
        QDragEnterEvent enter(pos.toPoint(), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&w, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(pos, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&w, &drop);
        QVERIFY(drop.isAccepted());

        auto* dialog = w.findChild<ImportDialog*>();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(dialog->previewReady(), 60000);
        QVERIFY(dialog->combine());
        dialog->runName()->setText(QStringLiteral("kvgrow, three lengths"));
        QSignalSpy shown(&w, &MainWindow::runShown);
        dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
        QVERIFY(shown.wait(60000));
        QCOMPARE(w.session()->runsModel()->rowCount(), 1);
        QCOMPARE(w.session()->runsModel()->index(0, 0).data().toString(), QStringLiteral("kvgrow, three lengths"));

        auto* trends = qobject_cast<Ui::TrendsPage*>(w.page(MainWindow::Page::Trends));
        QVERIFY(trends);
        QCOMPARE(scatterPoints(trends->memoryChart()), 3);
        QCOMPARE(scatterPoints(trends->latencyChart()), 3);
        QVERIFY(!trends->verdictText().isEmpty());
        w.showPage(MainWindow::Page::Trends);
        QVERIFY(!trends->grab().isNull());
    }
};

QTEST_MAIN(TestImportDialog)
#include "tst_importdialog.moc"
