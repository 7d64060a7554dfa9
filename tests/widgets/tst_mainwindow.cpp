#include "analysis/project/projectimport.h"
#include "analysis/project/runsmodel.h"
#include "analysis/store/store.h"
#include "sampleproject.h"
#include "widgets/comparepage.h"
#include "widgets/historypage.h"
#include "widgets/importdialog.h"
#include "widgets/mainwindow.h"
#include "widgets/memorychart.h"
#include "widgets/rundetailpage.h"
#include "widgets/runspage.h"

#include <QApplication>
#include <QChartView>
#include <QComboBox>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <QTimer>
#include <QXYSeries>

using Ui::MainWindow;

namespace {
// The window at `size`, a new project in `dir`, `file` imported and its run shown.
bool showImported(MainWindow& w, const QTemporaryDir& dir, QSize size, const QString& file)
{
    w.resize(size);
    w.show();
    if (!w.openProject(dir.filePath(QStringLiteral("p.headroom"))))
        return false;
    QSignalSpy shown(&w, &MainWindow::runShown);
    w.importFiles({ file });
    return QTest::qWaitFor([&shown] { return !shown.isEmpty(); }, 60000); // wait() misses an early signal
}
} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT
    QTemporaryDir m_settings;

private slots:
    void initTestCase()
    {
        // The test's settings live in its own folder, never in the user's ~/.config.
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
    }

    void everyPageBuildsWithSampleData()
    {
        QTemporaryDir dir;
        MainWindow w;
        QVERIFY(showImported(w, dir, QSize(1200, 800), QStringLiteral(HEADROOM_TEST_DATA "/probe/calibrate-run")));
        QCOMPARE(w.session()->runsModel()->rowCount(), 1);
        const QList<MainWindow::Page> pages = w.pages();
        QVERIFY(pages.contains(MainWindow::Page::Run)); // every page, however many there are
        for (auto p : pages) {
            w.showPage(p);
            QVERIFY(w.page(p)->isVisible());
            const QImage img = w.grab().toImage();
            QVERIFY(!img.isNull());
        }
        auto* detail = qobject_cast<Ui::RunDetailPage*>(w.page(MainWindow::Page::Run));
        QVERIFY(detail->memoryChart()->pointsShown() > 0);
        QVERIFY(!detail->memoryChart()->isEmptyShown());
    }

    // "Export selected…" on the Runs page was connected to nothing: it asks where, writes the
    // selected run's PDF there and says so.
    void exportSelectedWritesThePdf()
    {
        QTemporaryDir dir;
        MainWindow w;
        QVERIFY(showImported(w, dir, QSize(1200, 800), QStringLiteral(HEADROOM_TEST_DATA "/probe/calibrate-run")));
        auto* runs = qobject_cast<Ui::RunsPage*>(w.page(MainWindow::Page::Runs));
        w.showPage(MainWindow::Page::Runs);
        runs->view()->selectRow(0);
        QPushButton* button = nullptr;
        for (auto* b : runs->findChildren<QPushButton*>())
            if (b->text() == Ui::RunsPage::tr("Export selected…"))
                button = b;
        QVERIFY(button);
        const QString pdf = dir.filePath(QStringLiteral("from-the-window.pdf"));
        bool asked = false;
        QString said;
        // The dialogs are modal: answered from the event loop they run.
        QTimer answer;
        connect(&answer, &QTimer::timeout, this, [&] {
            QWidget* modal = QApplication::activeModalWidget();
            if (auto* files = qobject_cast<QFileDialog*>(modal)) {
                asked = true;
                if (auto* name = files->findChild<QLineEdit*>(QStringLiteral("fileNameEdit")))
                    name->setText(pdf);
                QMetaObject::invokeMethod(files, "accept"); // a protected slot
            } else if (auto* box = qobject_cast<QMessageBox*>(modal)) {
                said = box->text();
                box->accept();
            }
        });
        answer.start(50);
        button->click();
        answer.stop();
        QVERIFY(asked);
        QVERIFY2(said.contains(QLatin1String("written")), qPrintable(said));
        QVERIFY2(QFileInfo(pdf).size() > 1000, qPrintable(said));
        QFile f(pdf);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.read(5) == "%PDF-");
    }

    // Six inputs of a real llama-cli run were drawn in one blue on the memory chart and in other colours
    // in the histogram: every chart of the Run page draws an input in one colour, and no two inputs alike.
    void oneColourPerInput()
    {
        QTemporaryDir dir;
        MainWindow w;
        QVERIFY(showImported(w, dir, QSize(1280, 800), QStringLiteral(HEADROOM_TEST_DATA "/runs/llama-cli-lengths")));
        w.showPage(MainWindow::Page::Run);
        const QStringList inputs { QStringLiteral("len128"), QStringLiteral("len256"), QStringLiteral("len512"),
            QStringLiteral("len1024"), QStringLiteral("len2048"), QStringLiteral("len3072") };
        QMap<QString, QSet<QRgb>> colours;
        int charts = 0;
        for (auto* view : w.page(MainWindow::Page::Run)->findChildren<QChartView*>()) {
            bool any = false;
            for (auto* series : view->chart()->series()) {
                auto* xy = qobject_cast<QXYSeries*>(series);
                if (!xy || !inputs.contains(xy->name()))
                    continue;
                colours[xy->name()] << xy->color().rgb();
                any = true;
            }
            charts += any;
        }
        QVERIFY2(charts >= 2, "the memory chart and the latency chart both name the inputs");
        QSet<QRgb> used;
        for (const QString& input : inputs) {
            QVERIFY2(colours.value(input).size() == 1, qPrintable(input));
            used += colours.value(input);
        }
        QCOMPARE(used.size(), inputs.size());
    }

    // A run whose watched critical process was killed mid-run (a real probe run): the Run page says so
    // first and the memory chart marks the moment.
    void criticalLossIsShownOnTheRunPage()
    {
        QTemporaryDir dir;
        MainWindow w;
        QVERIFY(showImported(w, dir, QSize(1280, 800), QStringLiteral(HEADROOM_TEST_DATA "/probe/critical-run")));
        QWidget* page = w.page(MainWindow::Page::Run);
        bool said = false;
        for (auto* label : page->findChildren<QLabel*>())
            said = said || label->text().contains(QLatin1String("The run cost a critical service: 11919 disappeared"));
        QVERIFY(said);
        auto* detail = qobject_cast<Ui::RunDetailPage*>(page);
        bool marked = false;
        for (auto* series : detail->memoryChart()->chart()->series())
            marked = marked || series->name() == QLatin1String("11919 lost");
        QVERIFY(marked);
    }

    // A timing-only log: the memory chart says there is nothing, not empty axes.
    void timingLogSaysNoMemory()
    {
        QTemporaryDir dir;
        MainWindow w;
        w.show();
        QVERIFY(w.openProject(dir.filePath(QStringLiteral("p.headroom"))));
        QSignalSpy shown(&w, &MainWindow::runShown);
        w.importFiles({ QStringLiteral(HEADROOM_TEST_DATA "/logs/timing.csv") });
        QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), 60000); // not wait(): it misses a signal sent before it
        auto* detail = qobject_cast<Ui::RunDetailPage*>(w.page(MainWindow::Page::Run));
        QVERIFY(detail->memoryChart()->isEmptyShown());
        QCOMPARE(detail->memoryChart()->pointsShown(), 0);
    }

    void importByDrop()
    {
        QTemporaryDir dir;
        MainWindow w;
        w.show();
        QVERIFY(w.openProject(dir.filePath(QStringLiteral("p.headroom"))));
        QMimeData mime;
        mime.setUrls({ QUrl::fromLocalFile(QStringLiteral(HEADROOM_TEST_DATA "/logs/mem-sleep0.5.log")),
            QUrl::fromLocalFile(QStringLiteral(HEADROOM_TEST_DATA "/logs/timing-list-ms.txt")) });
        const QPointF pos(w.width() / 2.0, w.height() / 2.0);
        QDragEnterEvent enter(pos.toPoint(), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&w, &enter);
        QVERIFY(enter.isAccepted());
        QSignalSpy finished(w.session(), &Analysis::ProjectSession::importFinished);
        QDropEvent drop(pos, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&w, &drop);
        QVERIFY(drop.isAccepted());
        // Two logs whose names tell no input: the dialog offers one run each by default.
        auto* dialog = w.findChild<Ui::ImportDialog*>();
        QVERIFY(dialog);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->previewReady(), 60000);
        QVERIFY(!dialog->combine());
        dialog->accept();
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), 60000); // not wait(): it misses a signal sent before it
        QCOMPARE(w.session()->runsModel()->rowCount(), 2);
    }

    // The History page (issue 24, item 3): three labelled runs, the third slower; its step is marked a
    // regression and one click opens its two runs on the Compare page.
    void historyOpensTheStepInCompare()
    {
        QTemporaryDir dir;
        const QString project = dir.filePath(QStringLiteral("h.headroom"));
        {
            Analysis::Store store;
            QVERIFY(!Analysis::hasErrors(store.open(project, Analysis::Store::OpenMode::ReadWrite)));
            for (int i = 1; i <= 3; ++i) {
                const QString csv = dir.filePath(QStringLiteral("h%1.csv").arg(i));
                QFile f(csv);
                QVERIFY(f.open(QIODevice::WriteOnly));
                f.write("input,rep,bytes,wall_ms\n");
                for (int rep = 0; rep < 12; ++rep)
                    f.write("short," + QByteArray::number(rep) + ",100,"
                        + QByteArray::number((i == 3 ? 150 : 100) + rep % 4 + i * 0.01, 'f', 2) + '\n');
                f.close();
                Analysis::ProjectImportOptions options;
                options.labels.insert(QStringLiteral("commit"), QStringLiteral("c%1").arg(i));
                const auto outcomes = Analysis::importIntoProject(store, { csv }, options);
                QVERIFY(outcomes.size() == 1 && outcomes.first().ok());
            }
        }
        MainWindow w;
        w.show();
        QVERIFY(w.openProject(project));
        auto* history = qobject_cast<Ui::HistoryPage*>(w.page(MainWindow::Page::History));
        QVERIFY(history);
        QSignalSpy shown(history, &Ui::HistoryPage::historyShown);
        w.showPage(MainWindow::Page::History);
        QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty() && shown.last().at(0).toInt() == 3, 60000);
        QCOMPARE(history->history().points.size(), 3);
        QVERIFY(!history->history().points.at(1).regression);
        QVERIFY(history->history().points.at(2).regression);
        QVERIFY(history->history().newestRegressed);
        QCOMPARE(history->table()->rowCount(), 3);
        QVERIFY(!history->compareButton()->isEnabled()); // nothing chosen yet
        history->table()->selectRow(2);
        QVERIFY(history->compareButton()->isEnabled());
        auto* compare = qobject_cast<Ui::ComparePage*>(w.page(MainWindow::Page::Compare));
        QSignalSpy compared(compare, &Ui::ComparePage::comparisonShown);
        history->compareButton()->click();
        QCOMPARE(compare->checkedRunIds(), history->stepRunIds(2));
        QCOMPARE(history->stepRunIds(2).size(), 2);
        QTRY_VERIFY_WITH_TIMEOUT(!compared.isEmpty() && compared.last().at(0).toInt() == 2, 60000);
        // By the label: one point per commit, the same answer.
        history->byBox()->setCurrentIndex(history->byBox()->findData(QStringLiteral("commit")));
        QTRY_VERIFY_WITH_TIMEOUT(history->history().points.value(0).key == QStringLiteral("c1"), 60000);
        QVERIFY(history->history().points.at(2).regression);
    }

    void compareFromRunsPage()
    {
        QTemporaryDir dir;
        MainWindow w;
        w.show();
        QVERIFY(w.openProject(dir.filePath(QStringLiteral("p.headroom"))));
        QVERIFY(importSample(
            w.session(), dir, { QStringLiteral("probe/calibrate-run"), QStringLiteral("logs/mem-sleep0.5.log") }));
        QCOMPARE(w.session()->runsModel()->rowCount(), 2);
        auto* compare = qobject_cast<Ui::ComparePage*>(w.page(MainWindow::Page::Compare));
        QSignalSpy shown(compare, &Ui::ComparePage::comparisonShown);
        // Any number of runs: the probe run is the base and is also compared with itself, which
        // must give rows (a memory log has no repetitions to compare).
        const QString probe = runIdAt(w.session(), 0), log = runIdAt(w.session(), 1);
        compare->compare({ probe, log, probe });
        // A comparison that finished before compare() attached its continuation is shown at once
        // (then() on a finished future runs directly): wait(), which waits for a new signal, missed it.
        QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), 60000);
        QCOMPARE(shown.last().at(0).toInt(), 3);
        QVERIFY(compare->memoryChart()->pointsShown() > 0);
        QVERIFY(compare->model()->rowCount() > 0);
        // Align on load-complete recomputes the same tracks with other offsets.
        compare->setAlign(Ui::ComparePage::Align::LoadComplete);
        QVERIFY(compare->memoryChart()->pointsShown() > 0);
    }

    // Runs of two devices (a fleet run) are shown side by side, one row per run with its device;
    // runs of one device have no such tab (issue 24, item 2).
    void compareShowsDevicesSideBySide()
    {
        QTemporaryDir dir;
        MainWindow w;
        w.show();
        QVERIFY(w.openProject(dir.filePath(QStringLiteral("p.headroom"))));
        QVERIFY(importSample(
            w.session(), dir, { QStringLiteral("probe/calibrate-run"), QStringLiteral("logs/mem-sleep0.5.log") }));
        const Analysis::RunRow* first = w.session()->runsModel()->row(0);
        const Analysis::RunRow* second = w.session()->runsModel()->row(1);
        QVERIFY(first && second);
        QVERIFY2(first->device != second->device, qPrintable(first->device)); // the fixture: a probe run and a log
        auto* compare = qobject_cast<Ui::ComparePage*>(w.page(MainWindow::Page::Compare));
        QSignalSpy shown(compare, &Ui::ComparePage::comparisonShown);
        compare->compare({ first->id, first->id });
        QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), 60000);
        QVERIFY(!compare->tableTabs()->isTabEnabled(1));
        QCOMPARE(compare->tableTabs()->currentIndex(), 0);
        shown.clear();
        compare->compare({ first->id, second->id });
        QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), 60000);
        QVERIFY(compare->tableTabs()->isTabEnabled(1));
        QCOMPARE(compare->tableTabs()->currentIndex(), 1);
        const QTableWidget* matrix = compare->deviceMatrixTable();
        QCOMPARE(matrix->rowCount(), 2);
        const auto shownDevice
            = [](const QString& d) { return d.isEmpty() ? Ui::ComparePage::tr("(not recorded)") : d; };
        QCOMPARE(matrix->item(0, 0)->text(), shownDevice(first->device));
        QCOMPARE(matrix->item(1, 0)->text(), shownDevice(second->device));
    }

    // The saved conclusion is shown on the Run page (it was shown nowhere), and the button says
    // it edits it; a waiting draft is said too.
    void runPageShowsTheSavedConclusion()
    {
        QTemporaryDir dir;
        MainWindow w;
        QVERIFY(showImported(w, dir, QSize(1280, 800), QStringLiteral(HEADROOM_TEST_DATA "/probe/calibrate-run")));
        const QString runId = runIdAt(w.session(), 0);
        auto* runPage = qobject_cast<Ui::RunDetailPage*>(w.page(MainWindow::Page::Run));
        QVERIFY(runPage->conclusionText().isEmpty());
        const QByteArray json = R"({"sentence_en":"In [this setting] the peak is 44.0 MiB.","sentence_zh_CN":"x"})";
        QVERIFY(!Analysis::hasErrors(w.session()->saveConclusion(runId, json)));
        Analysis::ConclusionDraft draft;
        draft.known = QStringLiteral("typed");
        QVERIFY(!Analysis::hasErrors(w.session()->saveConclusionDraft(runId, draft)));
        QSignalSpy shown(&w, &MainWindow::runShown);
        w.session()->loadRun(runId);
        QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), 60000);
        const QString text = runPage->conclusionText();
        QVERIFY2(text.contains(QLatin1String("In [this setting] the peak is 44.0 MiB.")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("draft")), qPrintable(text));
        bool continueShown = false;
        for (auto* b : runPage->findChildren<QPushButton*>())
            continueShown = continueShown || b->text() == Ui::RunDetailPage::tr("Continue the conclusion…");
        QVERIFY(continueShown);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
