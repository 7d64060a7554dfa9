// The walk through the real window (issue 23's "Done when"): under Xvfb on the xcb platform (not
// offscreen), at 1280x800 and 1920x1080, in English and in Chinese, driven with QTest's mouse and
// keys as a user would: open a project, combine three mem.logs and a hyperfine file into one run,
// zoom / pan / reset the memory chart, visit every page, compare two runs, write a conclusion, close
// it and reopen it as it was left, export a PDF from the Run page and read it back with pdftotext.
// On every page it fails when a chart's tick, title or legend text is elided, when one input is
// drawn in two colours anywhere in the window, or when the memory chart is below its minimum
// height. Every page is saved as a PNG under walk-screenshots/ in the build folder, for a person.

#include "analysis/project/runsmodel.h"
#include "dialoganswer.h"
#include "sampleproject.h"
#include "widgets/chartnavigator.h"
#include "widgets/comparepage.h"
#include "widgets/conclusionwizard.h"
#include "widgets/importdialog.h"
#include "widgets/mainwindow.h"
#include "widgets/memorychart.h"
#include "widgets/rundetailpage.h"
#include "widgets/runspage.h"

#include <QApplication>
#include <QChartView>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QLineEdit>
#include <QMessageBox>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <QTranslator>
#include <QValueAxis>
#include <QWheelEvent>
#include <QXYSeries>

#include <functional>

using Ui::MainWindow;

namespace {
QString lengths(const char* name)
{
    return QStringLiteral(HEADROOM_TEST_DATA "/logs/lengths/") + QLatin1String(name);
}

QTranslator* g_translator = nullptr;

void useLanguage(const QString& lang)
{
    if (g_translator) {
        QCoreApplication::removeTranslator(g_translator);
        delete g_translator;
        g_translator = nullptr;
    }
    QLocale::setDefault(QLocale(lang));
    QFont f = QApplication::font();
    f.setFamilies(lang.startsWith(u"zh") ? QStringList { QStringLiteral("Noto Sans CJK SC"), QStringLiteral("DejaVu Sans") }
                                         : QStringList { QStringLiteral("DejaVu Sans") });
    QApplication::setFont(f);
    if (lang == u"en")
        return;
    g_translator = new QTranslator;
    QVERIFY2(g_translator->load(QStringLiteral(HEADROOM_QM_DIR "/headroom_%1.qm").arg(lang)),
        "the built translations (build the headroom target first)");
    QCoreApplication::installTranslator(g_translator);
}

// Answers the modal dialogs as they open, one handler after the other; a handler returns true when
// it dealt with the widget.
class Answers : public QObject {
public:
    using Handler = std::function<bool(QWidget*)>;
    explicit Answers(QList<Handler> handlers)
        : m_handlers(std::move(handlers))
    {
        connect(&m_timer, &QTimer::timeout, this, [this] {
            QWidget* modal = QApplication::activeModalWidget();
            if (modal && !m_handlers.isEmpty() && !m_busy) {
                m_busy = true;
                if (m_handlers.first()(modal))
                    m_handlers.removeFirst();
                m_busy = false;
            }
        });
        m_timer.start(30);
    }
    bool done() const { return m_handlers.isEmpty(); }

private:
    QList<Handler> m_handlers;
    QTimer m_timer;
    bool m_busy = false;
};

// Text elided by Qt Charts ("262...", "Residen...") in any visible chart of the window.
QStringList elidedChartTexts(QWidget* w)
{
    QStringList out;
    for (QChartView* view : w->findChildren<QChartView*>()) {
        if (!view->isVisible() || !view->scene())
            continue;
        for (QGraphicsItem* item : view->scene()->items()) {
            if (!item->isVisible())
                continue;
            QString text;
            if (auto* t = dynamic_cast<QGraphicsTextItem*>(item))
                text = t->toPlainText();
            else if (auto* s = dynamic_cast<QGraphicsSimpleTextItem*>(item))
                text = s->text();
            if (text.contains(QLatin1String("...")) || text.contains(QChar(0x2026)))
                out << text;
        }
    }
    return out;
}

// Every visible line and scatter by name: one input (one name) is one colour in the whole window.
QStringList inputsOfTwoColours(QWidget* w, QMap<QString, QColor>* seen)
{
    QStringList out;
    for (QChartView* view : w->findChildren<QChartView*>()) {
        if (!view->isVisible())
            continue;
        for (QAbstractSeries* s : view->chart()->series()) {
            auto* xy = qobject_cast<QXYSeries*>(s);
            if (!xy || !xy->isVisible() || xy->name().isEmpty() || xy->count() == 0)
                continue;
            const QColor c = qobject_cast<QScatterSeries*>(xy) ? xy->color() : xy->pen().color();
            const auto it = seen->constFind(xy->name());
            if (it != seen->constEnd() && it.value().rgb() != c.rgb())
                out << QStringLiteral("%1: %2 and %3").arg(xy->name(), it.value().name(), c.name());
            seen->insert(xy->name(), c);
        }
    }
    return out;
}

QPushButton* buttonOf(QWidget* parent, const QStringList& texts)
{
    for (auto* b : parent->findChildren<QPushButton*>())
        if (b->isVisible() && texts.contains(b->text()))
            return b;
    return nullptr;
}

void wheel(QWidget* viewport, QPoint at, int notches)
{
    QWheelEvent e(at, viewport->mapToGlobal(at), QPoint(), QPoint(0, 120 * notches), Qt::NoButton, Qt::NoModifier,
        Qt::NoScrollPhase, false);
    QApplication::sendEvent(viewport, &e);
}
} // namespace

class TestWalk : public QObject {
    Q_OBJECT
    QString m_shots;

    void shot(QWidget& w, const QString& prefix, const QString& page)
    {
        QCoreApplication::processEvents();
        QVERIFY(w.grab().save(QDir(m_shots).filePath(prefix + u'-' + page + QStringLiteral(".png"))));
    }

    // What must hold on every page: no elided chart text, one colour per input. Collected, so the
    // walk goes on and every page's screenshot is there to look at; the walk fails at its end.
    QStringList m_problems;
    void checkPage(QWidget& w, QMap<QString, QColor>* colours, const QString& where)
    {
        QCoreApplication::processEvents();
        const QStringList elided = elidedChartTexts(&w);
        if (!elided.isEmpty())
            m_problems << where + QStringLiteral(": elided ") + elided.join(QStringLiteral(" | "));
        const QStringList two = inputsOfTwoColours(&w, colours);
        if (!two.isEmpty())
            m_problems << where + QStringLiteral(": two colours for ") + two.join(QStringLiteral("; "));
    }

private slots:
    void initTestCase()
    {
        if (QGuiApplication::platformName() != u"xcb")
            QSKIP("the walk drives the real window on X (run under xvfb-run with QT_QPA_PLATFORM=xcb)");
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("poppler-utils (pdftotext) is not installed");
        m_shots = QStringLiteral(HEADROOM_WALK_SHOTS);
        QVERIFY(QDir().mkpath(m_shots));
    }

    void walk_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QSize>("size");
        for (const char* lang : { "en", "zh_CN" })
            for (const QSize size : { QSize(1280, 800), QSize(1920, 1080) })
                QTest::addRow("%s-%dx%d", lang, size.width(), size.height()) << QString::fromLatin1(lang) << size;
    }

    void walk()
    {
        QFETCH(QString, lang);
        QFETCH(QSize, size);
        m_problems.clear();
        useLanguage(lang);
        const QString prefix = QStringLiteral("%1-%2x%3").arg(lang).arg(size.width()).arg(size.height());
        QTemporaryDir dir;
        MainWindow w;
        w.resize(size);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        shot(w, prefix, QStringLiteral("start"));

        // A project with a colleague's probe run in it, opened.
        QVERIFY(w.openProject(dir.filePath(QStringLiteral("walk.headroom"))));
        QVERIFY(importSample(w.session(), dir, { QStringLiteral("probe/calibrate-run") }));

        // Three mem.logs and hyperfine's timing of the 512-token input, dropped on the window and
        // combined into one run in the import dialog.
        {
            QMimeData mime;
            mime.setUrls({ QUrl::fromLocalFile(lengths("mem-len128.log")), QUrl::fromLocalFile(lengths("mem-len512.log")),
                QUrl::fromLocalFile(lengths("mem-len2048.log")), QUrl::fromLocalFile(lengths("hyperfine-len512.json")) });
            const QPoint centre(w.width() / 2, w.height() / 2);
            QDragEnterEvent enter(centre, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
            QCoreApplication::sendEvent(&w, &enter);
            QDropEvent drop(centre, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
            QCoreApplication::sendEvent(&w, &drop);
        }
        auto* dialog = w.findChild<Ui::ImportDialog*>();
        QVERIFY(dialog);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->previewReady(), 60000);
        QVERIFY(dialog->combine());
        dialog->runName()->clear();
        QTest::keyClicks(dialog->runName(), QStringLiteral("kvgrow lengths"));
        QSignalSpy shown(&w, &MainWindow::runShown);
        QPushButton* ok = dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        QVERIFY(ok->isEnabled());
        QTest::mouseClick(ok, Qt::LeftButton);
        // The run shown is the combined one (the sample's own load may also report).
        QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty() && shown.last().at(0).toString() != runIdAt(w.session(), 0)
                && w.session()->runsModel()->rowCount() == 2,
            60000);
        const QString combinedId = shown.last().at(0).toString();

        // The Run page of the combined run: the memory chart readable, and moved through.
        w.showPage(MainWindow::Page::Run);
        auto* runPage = qobject_cast<Ui::RunDetailPage*>(w.page(MainWindow::Page::Run));
        Ui::MemoryChart* memory = runPage->memoryChart();
        QCoreApplication::processEvents();
        QVERIFY2(memory->height() >= memory->minimumHeight(),
            qPrintable(QStringLiteral("memory chart %1 px, minimum %2").arg(memory->height()).arg(memory->minimumHeight())));
        const double t0 = memory->xMin(), t1 = memory->xMax();
        const QRectF plot = memory->chart()->plotArea();
        const QPoint middle = memory->mapFromScene(memory->chart()->mapToScene(plot.center()));
        wheel(memory->viewport(), middle, 2);
        QVERIFY(memory->xMax() - memory->xMin() < (t1 - t0) * 0.7);
        const double zoomedMin = memory->xMin();
        QTest::mousePress(memory->viewport(), Qt::LeftButton, {}, middle);
        QTest::mouseMove(memory->viewport(), middle + QPoint(60, 0));
        QTest::mouseMove(memory->viewport(), middle + QPoint(120, 0));
        QTest::mouseRelease(memory->viewport(), Qt::LeftButton, {}, middle + QPoint(120, 0));
        QVERIFY2(memory->xMin() < zoomedMin, "a drag to the right shows earlier times");
        QTest::keyClick(memory, Qt::Key_Home);
        QCOMPARE(memory->xMin(), t0);
        QCOMPARE(memory->xMax(), t1);

        // Every page, as it shows.
        QMap<QString, QColor> colours;
        for (const MainWindow::Page page : w.pages()) {
            w.showPage(page);
            const QString name = QString::fromLatin1(QMetaEnum::fromType<MainWindow::Page>().valueToKey(int(page))).toLower();
            checkPage(w, &colours, prefix + u' ' + name);
            shot(w, prefix, name);
        }

        // Compare the two runs from the Runs page: select both, press Compare.
        w.showPage(MainWindow::Page::Runs);
        auto* runs = qobject_cast<Ui::RunsPage*>(w.page(MainWindow::Page::Runs));
        QTableView* view = runs->view();
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(view->model()->index(0, 0)).center());
        QTest::mouseClick(
            view->viewport(), Qt::LeftButton, Qt::ControlModifier, view->visualRect(view->model()->index(1, 0)).center());
        QCOMPARE(view->selectionModel()->selectedRows().size(), 2);
        auto* compare = qobject_cast<Ui::ComparePage*>(w.page(MainWindow::Page::Compare));
        QSignalSpy compared(compare, &Ui::ComparePage::comparisonShown);
        QPushButton* compareButton = buttonOf(runs, { Ui::RunsPage::tr("Compare selected") });
        QVERIFY(compareButton);
        QTest::mouseClick(compareButton, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!compared.isEmpty(), 60000);
        w.showPage(MainWindow::Page::Compare);
        checkPage(w, &colours, prefix + QStringLiteral(" compare"));
        shot(w, prefix, QStringLiteral("compare-two"));

        // The conclusion of the combined run: typed, closed with Escape (kept), reopened as left.
        shown.clear();
        w.session()->loadRun(combinedId);
        QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty() && shown.last().at(0).toString() == combinedId, 60000);
        w.showPage(MainWindow::Page::Run);
        const QStringList concludeTexts { Ui::RunDetailPage::tr("Write the conclusion…"),
            Ui::RunDetailPage::tr("Edit the conclusion…"), Ui::RunDetailPage::tr("Continue the conclusion…") };
        const QString typed = QStringLiteral("Memory grows with the input length.");
        bool asked = false; // Escape asked before it closed, offering to keep the draft
        {
            Answers answers({ [&](QWidget* m) {
                                 auto* wizard = qobject_cast<Ui::ConclusionWizard*>(m);
                                 if (!wizard)
                                     return false;
                                 wizard->next();
                                 wizard->next(); // the Known page
                                 wizard->knownEdit()->selectAll();
                                 QTest::keyClicks(wizard->knownEdit(), typed);
                                 // Escape from the event loop, not from inside this handler.
                                 QTimer::singleShot(0, wizard, [wizard] { QTest::keyClick(wizard, Qt::Key_Escape); });
                                 return true;
                             },
                [&](QWidget* m) {
                    auto* box = qobject_cast<QMessageBox*>(m);
                    if (!box)
                        return false;
                    QAbstractButton* keep = box->defaultButton();
                    asked = keep && keep->text() == Ui::ConclusionWizard::tr("&Keep the draft");
                    if (keep)
                        QTest::mouseClick(keep, Qt::LeftButton);
                    return true;
                } });
            QPushButton* conclude = buttonOf(runPage, concludeTexts);
            QVERIFY(conclude);
            QTest::mouseClick(conclude, Qt::LeftButton);
            QTRY_VERIFY_WITH_TIMEOUT(answers.done(), 30000);
        }
        QVERIFY(asked);
        QTRY_VERIFY(!runPage->conclusionText().isEmpty()); // the Run page says a draft waits
        {
            QString reopened;
            int page = -1;
            Answers answers({ [&](QWidget* m) {
                auto* wizard = qobject_cast<Ui::ConclusionWizard*>(m);
                if (!wizard)
                    return false;
                reopened = wizard->knownEdit()->toPlainText();
                page = wizard->currentId();
                QTimer::singleShot(0, wizard, [wizard] { QTest::keyClick(wizard, Qt::Key_Escape); }); // nothing changed: no question
                return true;
            } });
            QPushButton* conclude = buttonOf(runPage, concludeTexts);
            QVERIFY(conclude);
            QCOMPARE(conclude->text(), Ui::RunDetailPage::tr("Continue the conclusion…"));
            QTest::mouseClick(conclude, Qt::LeftButton);
            QTRY_VERIFY_WITH_TIMEOUT(answers.done(), 30000);
            QTRY_VERIFY(!QApplication::activeModalWidget());
            QCOMPARE(reopened, typed);
            QCOMPARE(page, int(Ui::ConclusionWizard::KnownPage));
        }
        shot(w, prefix, QStringLiteral("run-with-draft"));

        // A PDF of the run from the Run page's Export…, read back.
        const QString pdf = dir.filePath(QStringLiteral("walk.pdf"));
        {
            DialogAnswer answer(pdf); // the file dialog gets the path; the "written" box is closed
            QPushButton* exportButton = buttonOf(runPage, { Ui::RunDetailPage::tr("Export…") });
            QVERIFY(exportButton);
            QTest::mouseClick(exportButton, Qt::LeftButton);
            QTRY_VERIFY_WITH_TIMEOUT(answer.askedForFile && QFileInfo(pdf).size() > 0 && !QApplication::activeModalWidget(), 60000);
        }
        QProcess text;
        text.start(QStringLiteral("pdftotext"), { QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-") });
        QVERIFY(text.waitForFinished(60000));
        const QString read = QString::fromUtf8(text.readAllStandardOutput());
        QVERIFY2(read.contains(QLatin1String("kvgrow lengths")), qPrintable(read.left(400)));
        QVERIFY2(read.contains(QLatin1String("len2048")), qPrintable(read.left(400)));
        QVERIFY2(m_problems.isEmpty(), qPrintable(m_problems.join(u'\n')));
    }
};

QTEST_MAIN(TestWalk)
#include "tst_walk.moc"
