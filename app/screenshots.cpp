#include "app/screenshots.h"

#include "analysis/core/savefile.h"
#include "analysis/project/rerun.h"
#include "analysis/project/runsmodel.h"
#include "analysis/store/store.h"
#include "app/language.h"
#include "widgets/comparepage.h"
#include "widgets/devicesmodel.h"
#include "widgets/fitpage.h"
#include "widgets/historypage.h"
#include "widgets/liverunpage.h"
#include "widgets/mainwindow.h"
#include "widgets/utilisationchart.h"

#include <QBuffer>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QMetaEnum>
#include <QScrollArea>
#include <QScrollBar>
#include <QSize>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>

namespace App {

namespace {
bool savePage(Ui::MainWindow& window, Ui::MainWindow::Page page, const QString& file, QTextStream& err);

// A project with runs from two devices or more (a fleet run): the newest run of each device
// checked on the Compare page, its devices side by side. False only when the shot failed.
bool saveDeviceMatrix(Ui::MainWindow& window, const QString& file, QTextStream& err)
{
    auto* page = window.findChild<Ui::ComparePage*>();
    const auto* runs = window.session()->runsModel();
    QStringList devices, ids;
    for (int r = runs->rowCount() - 1; r >= 0; --r) {
        const Analysis::RunRow* row = runs->row(r);
        if (!row || devices.contains(row->device) || row->name.contains(QStringLiteral("incomplete")))
            continue;
        devices << row->device;
        ids.prepend(row->id);
    }
    if (!page || ids.size() < 2)
        return true;
    QEventLoop loop;
    QObject::connect(page, &Ui::ComparePage::comparisonShown, &loop, [&loop, &ids](int n) {
        if (n == ids.size())
            loop.quit();
    });
    QTimer::singleShot(30000, &loop, &QEventLoop::quit); // bounded
    page->compare(ids);
    loop.exec();
    return savePage(window, Ui::MainWindow::Page::Compare, file, err);
}

// The Live run page after a fleet: this machine and a board that cannot be reached (port 1 on
// 127.0.0.1, refused at once), the newest stored plan cut to one input and two repetitions. It
// runs in a copy of the project, so the project given is left as it was. False only when the
// shot failed; a project without a re-runnable plan has no such shot.
bool saveLiveFleet(Ui::MainWindow& window, const QString& project, const QString& file, QTextStream& err)
{
    auto* live = window.findChild<Ui::LiveRunPage*>();
    auto* devices = window.findChild<Ui::DevicesModel*>();
    QTemporaryDir tmp;
    const QString copy = tmp.filePath(QStringLiteral("fleet.headroom"));
    if (!live || !devices || !tmp.isValid() || !QFile::copy(project, copy) || !window.openProject(copy))
        return true;
    std::optional<Analysis::Plan> plan;
    {
        Analysis::Store store;
        Analysis::Diagnostics d = store.open(copy, Analysis::Store::OpenMode::ReadOnly);
        const auto runs = store.listRuns();
        for (qsizetype i = runs.size() - 1; i >= 0 && !plan && !Analysis::hasErrors(d); --i)
            plan = Analysis::restoreRerunPlan(store, runs.at(i).id, tmp.filePath(QStringLiteral("plan")), &d);
    }
    if (!plan || plan->inputs.isEmpty())
        return true;
    plan->inputs = { plan->inputs.constFirst() };
    plan->warmup = 0;
    plan->repetitions = 2;
    Remote::Device offline;
    offline.name = QStringLiteral("board-offline");
    offline.host = QStringLiteral("127.0.0.1");
    offline.port = 1;
    offline.user = QStringLiteral("root");
    devices->setDevices(devices->devices().mid(1) << offline);
    live->setFleetMode(true);
    live->setFleetDevices({ QStringLiteral("local"), offline.name });
    QEventLoop loop;
    QObject::connect(live, &Ui::LiveRunPage::fleetEnded, &loop, &QEventLoop::quit);
    QTimer::singleShot(120000, &loop, &QEventLoop::quit); // bounded
    window.showPage(Ui::MainWindow::Page::Live);
    if (live->start(*plan))
        loop.exec();
    const bool saved = savePage(window, Ui::MainWindow::Page::Live, file, err);
    live->setFleetMode(false);
    return saved;
}

// QPixmap::save(file) says only false; encoded here, written (and checked) by saveFile.
bool savePage(Ui::MainWindow& window, Ui::MainWindow::Page page, const QString& file, QTextStream& err)
{
    window.showPage(page);
    QCoreApplication::processEvents();
    QBuffer png;
    QString error;
    if (png.open(QIODevice::WriteOnly) && window.grab().save(&png, "PNG")
        && Analysis::saveFile(file, png.data(), &error))
        return true;
    err << QCoreApplication::translate("main", "headroom: %1")
               .arg(error.isEmpty() ? QCoreApplication::translate("main", "cannot encode %1").arg(file) : error)
        << Qt::endl;
    return false;
}
} // namespace

int saveScreenshots(const QString& project, const QString& dir)
{
    QTextStream err(stderr);
    if (!QDir().mkpath(dir)) {
        err << "headroom: cannot create " << dir << Qt::endl;
        return 2;
    }
    const QMetaEnum pages = QMetaEnum::fromType<Ui::MainWindow::Page>();
    // The two sizes a window is judged at: a small laptop and a full-HD monitor.
    const QList<QSize> sizes { QSize(1280, 800), QSize(1920, 1080) };
    for (const QString& lang : { QStringLiteral("en"), QStringLiteral("zh_CN") }) {
        for (const QSize& size : sizes) {
            installTranslations(lang);
            Ui::MainWindow window;
            window.resize(size);
            window.show();
            const auto fileOf = [&](Ui::MainWindow::Page page) {
                return QDir(dir).filePath(QStringLiteral("%1-%2x%3-%4.png")
                                              .arg(lang)
                                              .arg(size.width())
                                              .arg(size.height())
                                              .arg(QString::fromLatin1(pages.valueToKey(int(page))).toLower()));
            };
            if (!savePage(window, Ui::MainWindow::Page::Start, fileOf(Ui::MainWindow::Page::Start), err))
                return 2;
            if (!project.isEmpty() && window.openProject(project)) {
                auto* model = window.session()->runsModel();
                if (model->rowCount() > 0) {
                    // The most recent run: the one a user would look at first.
                    QString id = model->index(model->rowCount() - 1, 0).data(Analysis::RunsModel::RunIdRole).toString();
                    QEventLoop loop;
                    QObject::connect(&window, &Ui::MainWindow::runShown, &loop, &QEventLoop::quit);
                    QTimer::singleShot(30000, &loop, &QEventLoop::quit); // bounded: a broken run must not hang
                    window.session()->loadRun(id);
                    loop.exec();
                }
            }
            // The Fit page with the project's latest fit, read back from its runs.
            if (auto* fit = window.findChild<Ui::FitPage*>(); fit && !project.isEmpty()) {
                QEventLoop loop;
                QTimer poll;
                QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
                    if (fit->storedFitsListed())
                        loop.quit();
                });
                poll.start(50);
                QTimer::singleShot(30000, &loop, &QEventLoop::quit); // bounded: a store that does not answer
                loop.exec();
                poll.stop();
                if (fit->storedFitsBox()->count() > 1) {
                    fit->showStoredFit(fit->storedFitsBox()->itemData(fit->storedFitsBox()->count() - 1).toString());
                    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
                        if (fit->table()->rowCount() > 0)
                            loop.quit();
                    });
                    poll.start(50);
                    QTimer::singleShot(30000, &loop, &QEventLoop::quit);
                    loop.exec();
                    poll.stop();
                }
            }
            for (const auto page : window.pages()) {
                if (page == Ui::MainWindow::Page::Start)
                    continue; // taken before the project opened, as a first start shows it
                if (auto* history = qobject_cast<Ui::HistoryPage*>(window.page(page))) {
                    // Its runs are read and compared off the GUI thread when it is shown: wait for them.
                    QEventLoop loop;
                    QObject::connect(history, &Ui::HistoryPage::historyShown, &loop, &QEventLoop::quit);
                    QTimer::singleShot(30000, &loop, &QEventLoop::quit); // bounded, as above
                    window.showPage(page);
                    loop.exec();
                }
                if (!savePage(window, page, fileOf(page), err))
                    return 2;
            }
            // The Compare page with a fleet's devices side by side, when the project has one.
            QString matrixFile = fileOf(Ui::MainWindow::Page::Compare);
            matrixFile.insert(matrixFile.size() - 4, QStringLiteral("-devices"));
            if (!project.isEmpty() && !saveDeviceMatrix(window, matrixFile, err))
                return 2;
            // The Live run page after a fleet, last: it opens a copy of the project.
            QString fleetFile = fileOf(Ui::MainWindow::Page::Live);
            fleetFile.insert(fleetFile.size() - 4, QStringLiteral("-fleet"));
            const auto fleetShot = [&] { return project.isEmpty() || saveLiveFleet(window, project, fleetFile, err); };
            // The run page's last latency view (load, prefill and decode per input) as well.
            if (auto* view = window.findChild<QComboBox*>(QStringLiteral("latencyView")); view && view->count() > 0) {
                view->setCurrentIndex(view->count() - 1);
                QString file = fileOf(Ui::MainWindow::Page::Run);
                file.insert(file.size() - 4, QStringLiteral("-stages"));
                const bool saved = savePage(window, Ui::MainWindow::Page::Run, file, err);
                view->setCurrentIndex(0);
                if (!saved)
                    return 2;
            }
            // Its utilisation lanes scrolled to their last ones (the power lane, issue 25).
            for (auto* chart : window.findChildren<Ui::UtilisationChart*>()) {
                auto* lanes = chart->findChild<QScrollArea*>();
                if (!lanes || !chart->isVisible() || lanes->verticalScrollBar()->maximum() == 0)
                    continue;
                lanes->verticalScrollBar()->setValue(lanes->verticalScrollBar()->maximum());
                QString file = fileOf(Ui::MainWindow::Page::Run);
                file.insert(file.size() - 4, QStringLiteral("-lanes"));
                const bool saved = savePage(window, Ui::MainWindow::Page::Run, file, err);
                lanes->verticalScrollBar()->setValue(0);
                if (!saved)
                    return 2;
                break;
            }
            // And its foot, scrolled down, where the report's tables of a loop or corpus run are.
            if (auto* foot = window.findChild<QScrollArea*>(QStringLiteral("runPage")); foot && foot->isVisible()) {
                // Twice: the tables below fit their heights to the width they get once laid out.
                for (int i = 0; i < 2; ++i) {
                    QCoreApplication::processEvents();
                    foot->verticalScrollBar()->setValue(foot->verticalScrollBar()->maximum());
                }
                QString file = fileOf(Ui::MainWindow::Page::Run);
                file.insert(file.size() - 4, QStringLiteral("-foot"));
                const bool saved = foot->verticalScrollBar()->maximum() == 0
                    || savePage(window, Ui::MainWindow::Page::Run, file, err);
                foot->verticalScrollBar()->setValue(0);
                if (!saved)
                    return 2;
            }
            if (!fleetShot())
                return 2;
        }
    }
    return 0;
}

} // namespace App
