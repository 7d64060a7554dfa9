// Issue 8's Done-when path, offscreen: a newcomer drops three mem.log files of different input
// lengths and a timing log on the window, the import dialog combines them into one run, and the
// Trends page shows three lengths with the verdict beside them.

#include "analysis/project/figuresmodel.h"
#include "analysis/project/runsmodel.h"
#include "widgets/importdialog.h"
#include "widgets/mainwindow.h"
#include "widgets/trendchart.h"
#include "widgets/trendspage.h"

#include <QComboBox>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QTableView>
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

#include <algorithm>
#include <memory>

using Ui::ImportDialog;
using Ui::MainWindow;

namespace {
QString lengths(const char* name)
{
    return QStringLiteral(HEADROOM_TEST_DATA "/logs/lengths/") + QLatin1String(name);
}

const QStringList kFiles { lengths("mem-len128.log"), lengths("mem-len512.log"), lengths("mem-len2048.log"),
    lengths("timing-lengths.csv") };

// Three mem.logs and hyperfine timing the 512-token input: hyperfine names its command, not an input.
const QStringList kWithHyperfine { lengths("mem-len128.log"), lengths("mem-len512.log"), lengths("mem-len2048.log"),
    lengths("hyperfine-len512.json") };

// Drops files on the window as a file manager would.
void dropFiles(MainWindow& w, const QStringList& files)
{
    QMimeData mime;
    QList<QUrl> urls;
    for (const QString& f : files)
        urls << QUrl::fromLocalFile(f);
    mime.setUrls(urls);
    const QPointF pos(w.width() / 2.0, w.height() / 2.0);
    QDragEnterEvent enter(pos.toPoint(), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&w, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(pos, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&w, &drop);
    QVERIFY(drop.isAccepted());
}

// The Length column of the Run page's figures table, as the window shows it.
QStringList shownLengths(QWidget* runPage)
{
    QStringList out;
    const auto views = runPage->findChildren<QTableView*>();
    for (const QTableView* view : views) {
        const auto* proxy = qobject_cast<const QSortFilterProxyModel*>(view->model());
        if (!proxy || !qobject_cast<const Analysis::FiguresModel*>(proxy->sourceModel()))
            continue;
        for (int row = 0; row < proxy->rowCount(); ++row)
            out << proxy->index(row, int(Analysis::InputColumnId::Lengths)).data().toString();
    }
    return out; // in the order shown: the shortest input first
}

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
            QTRY_VERIFY_WITH_TIMEOUT(!ready.isEmpty(), 60000); // not wait(): it misses a signal sent before it
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
        dropFiles(w, kFiles);
        if (QTest::currentTestFailed())
            return;

        auto* dialog = w.findChild<ImportDialog*>();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(dialog->previewReady(), 60000);
        QVERIFY(dialog->combine());
        dialog->runName()->setText(QStringLiteral("kvgrow, three lengths"));
        QSignalSpy shown(&w, &MainWindow::runShown);
        dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
        QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), 60000); // not wait(): it misses a signal sent before it
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

    // A hyperfine file is given its input like a mem.log (guessed from "hyperfine-len512.json"); with
    // none, the dialog says which file lacks one and refuses to import.
    void timingFileGivenAnInput()
    {
        ImportDialog dialog(kWithHyperfine);
        QSignalSpy ready(&dialog, &ImportDialog::previewFinished);
        if (!dialog.previewReady())
            QTRY_VERIFY_WITH_TIMEOUT(!ready.isEmpty(), 60000); // not wait(): it misses a signal sent before it
        QVERIFY(dialog.combine());
        QTableWidget* t = dialog.table();
        QTableWidgetItem* input = t->item(3, ImportDialog::InputColumn);
        QVERIFY(input->flags() & Qt::ItemIsEditable);
        QCOMPARE(input->text(), QStringLiteral("len512"));
        QCOMPARE(t->item(3, ImportDialog::LengthColumn)->text(), QStringLiteral("512"));
        QCOMPARE(dialog.group().members.at(3).inputId, QStringLiteral("len512"));
        auto* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        QVERIFY(ok->isEnabled());

        input->setText(QString());
        QVERIFY(!ok->isEnabled());
        auto shows = [&dialog](const QString& text) {
            const auto labels = dialog.findChildren<QLabel*>();
            return std::any_of(labels.begin(), labels.end(), [&](const QLabel* l) { return l->text() == text; });
        };
        QVERIFY(shows(QStringLiteral("Say which input hyperfine-len512.json measured.")));
        // The editor offers the inputs the other files were given.
        QAbstractItemDelegate* delegate = t->itemDelegateForColumn(ImportDialog::InputColumn);
        QVERIFY(delegate);
        const QModelIndex index = t->model()->index(3, ImportDialog::InputColumn);
        const std::unique_ptr<QWidget> editorWidget(delegate->createEditor(t->viewport(), {}, index));
        auto* editor = qobject_cast<QComboBox*>(editorWidget.get());
        QVERIFY(editor);
        QVERIFY(editor->isEditable());
        QCOMPARE(editor->count(), 3);
        QVERIFY(editor->findText(QStringLiteral("len2048")) >= 0);
        delegate->setEditorData(editor, index);
        editor->setCurrentText(QStringLiteral("len512"));
        delegate->setModelData(editor, t->model(), index);
        QCOMPARE(input->text(), QStringLiteral("len512"));
        QVERIFY(ok->isEnabled());
        // Two lengths for one input are refused, with both named.
        t->item(3, ImportDialog::LengthColumn)->setText(QStringLiteral("500"));
        QVERIFY(!ok->isEnabled());
        QVERIFY(shows(QStringLiteral("Input len512 is given two lengths, 512 and 500.")));
    }

    // The whole path in the window: the combined run's inputs have the typed lengths, and those reach
    // what the window shows from the stored run: the Run page's figures and the Trends page (before,
    // hyperfine's command became a fourth input without a length and every length read "unknown").
    void memLogsAndHyperfineShowTheirLengths()
    {
        QTemporaryDir dir;
        MainWindow w;
        w.resize(1200, 800);
        w.show();
        QVERIFY(w.openProject(dir.filePath(QStringLiteral("p.headroom"))));
        dropFiles(w, kWithHyperfine);
        if (QTest::currentTestFailed())
            return;
        auto* dialog = w.findChild<ImportDialog*>();
        QVERIFY(dialog);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->previewReady(), 60000);
        QVERIFY(dialog->combine());
        dialog->runName()->setText(QStringLiteral("kvgrow and hyperfine"));
        QSignalSpy shown(&w, &MainWindow::runShown);
        dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
        QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), 60000); // not wait(): it misses a signal sent before it
        QCOMPARE(w.session()->runsModel()->rowCount(), 1);

        QCOMPARE(shownLengths(w.page(MainWindow::Page::Run)),
            QStringList(
                { QStringLiteral("? / ? / 128"), QStringLiteral("? / ? / 512"), QStringLiteral("? / ? / 2048") }));
        auto* trends = qobject_cast<Ui::TrendsPage*>(w.page(MainWindow::Page::Trends));
        QVERIFY(trends);
        QCOMPARE(scatterPoints(trends->memoryChart()), 3);
        QCOMPARE(scatterPoints(trends->latencyChart()), 1); // hyperfine timed the 512-token input only
    }
};

QTEST_MAIN(TestImportDialog)
#include "tst_importdialog.moc"
