// Benchmark (not a timed test) for issue 27, item 4: "opening a 1,000-run project to an
// interactive window <= 1 s; comparing 20 runs <= 1 s". Writes a project of N runs (each three
// inputs of 21 repetitions, a 6,000-sample series and a 64 KiB raw log, as bench_store's
// BM_OpenProject_1000Runs), then does what a person does in the workbench:
//   open:    MainWindow::openProject on a shown 1280x800 window, the Runs page painted, and the
//            event loop free again (a zero-timer posted after the paint has fired);
//   compare: the Compare page asked for the first K runs, until it says the comparison is shown
//            (the runs loaded and compared off the GUI thread), then painted.
// A 5 ms precise timer measures how late the GUI thread's ticks fire all along.
// Prints, for tools/bench.sh:
//   bigproject runs N setup_ms A project_mib B
//   bigproject open total_ms A open_ms B paint_ms C rows R
//   bigproject compare runs K total_ms A paint_ms B
//   bigproject latency PHASE ticks K p50_ms A p99_ms B max_ms C over_100ms S
// Usage: bench_bigproject [--runs N] (default 1000) [--compare K] (default 20) [--project FILE]
//   (--project keeps the project in FILE and reuses it when it already has N runs)
#include "analysis/project/projectsession.h"
#include "analysis/project/runsmodel.h"
#include "analysis/store/store.h"
#include "benchruns.h"
#include "widgets/comparepage.h"
#include "widgets/mainwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFileInfo>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <vector>

namespace {

// How late each tick of a 5 ms timer fires while a phase runs: what a person feels as a frozen window.
class TickWatch {
public:
    TickWatch()
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(5);
        QObject::connect(&m_timer, &QTimer::timeout, [this] {
            const qint64 now = m_clock.nsecsElapsed();
            if (m_last >= 0)
                m_lateMs.push_back(double(now - m_last) / 1e6 - 5.0);
            m_last = now;
        });
    }
    void start()
    {
        m_lateMs.clear();
        m_last = -1;
        m_clock.start();
        m_timer.start();
    }
    void stopAndPrint(const char* phase)
    {
        m_timer.stop();
        std::vector<double> v = m_lateMs;
        std::sort(v.begin(), v.end());
        const auto at
            = [&v](double q) { return v.empty() ? 0.0 : v[std::min(v.size() - 1, size_t(q * double(v.size())))]; };
        const long over = long(std::count_if(v.begin(), v.end(), [](double x) { return x > 100; }));
        std::printf("bigproject latency %s ticks %zu p50_ms %.1f p99_ms %.1f max_ms %.1f over_100ms %ld\n", phase,
            v.size(), std::max(0.0, at(0.5)), std::max(0.0, at(0.99)), v.empty() ? 0.0 : std::max(0.0, v.back()), over);
    }

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_last = -1;
    std::vector<double> m_lateMs;
};

// Returns when a zero-timer posted now has fired: everything queued before it has been handled.
void waitForIdle()
{
    QEventLoop loop;
    QTimer::singleShot(0, &loop, &QEventLoop::quit);
    loop.exec();
}

bool writeProject(const QString& path, int runs)
{
    Analysis::Store store;
    if (Analysis::hasErrors(store.open(path, Analysis::Store::OpenMode::ReadWrite)))
        return false;
    if (store.listRuns().size() == runs)
        return true;
    for (int i = int(store.listRuns().size()); i < runs; ++i) {
        Analysis::RawFile raw;
        raw.name = QStringLiteral("mem.log");
        raw.data = QByteArray(64 << 10, 'a') + QByteArray::number(i);
        if (!store.saveRun(BenchRuns::runWith(6000, i), { raw }).ok())
            return false;
    }
    return true;
}

} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    int runs = 1000;
    int compared = 20;
    QString project;
    for (int i = 1; i + 1 < argc; ++i) {
        if (std::strcmp(argv[i], "--runs") == 0)
            runs = std::max(2, std::atoi(argv[i + 1]));
        else if (std::strcmp(argv[i], "--compare") == 0)
            compared = std::max(2, std::atoi(argv[i + 1]));
        else if (std::strcmp(argv[i], "--project") == 0)
            project = QString::fromLocal8Bit(argv[i + 1]);
    }
    compared = std::min(compared, runs);
    QTemporaryDir dir;
    // The window keeps recent projects and splitter states in QSettings: not the user's.
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, dir.path());
    if (project.isEmpty())
        project = dir.filePath(QStringLiteral("big.headroom"));

    QElapsedTimer clock;
    clock.start();
    if (!writeProject(project, runs)) {
        std::fprintf(stderr, "bench_bigproject: could not write %s\n", qPrintable(project));
        return 1;
    }
    std::printf("bigproject runs %d setup_ms %lld project_mib %.1f\n", runs, clock.elapsed(),
        double(QFileInfo(project).size()) / (1 << 20));

    Ui::MainWindow window;
    window.resize(1280, 800);
    window.show();
    waitForIdle();

    TickWatch ticks;
    ticks.start();
    clock.restart();
    if (!window.openProject(project)) {
        std::fprintf(stderr, "bench_bigproject: the window could not open %s\n", qPrintable(project));
        return 1;
    }
    window.showPage(Ui::MainWindow::Page::Runs);
    const qint64 openMs = clock.elapsed();
    window.repaint();
    const qint64 paintedMs = clock.elapsed();
    waitForIdle();
    const qint64 totalMs = clock.elapsed();
    ticks.stopAndPrint("open");
    const int rows = window.session()->runsModel()->rowCount();
    std::printf("bigproject open total_ms %lld open_ms %lld paint_ms %lld rows %d\n", totalMs, openMs,
        paintedMs - openMs, rows);
    if (rows != runs) {
        std::fprintf(stderr, "bench_bigproject: the Runs page lists %d runs, the project has %d\n", rows, runs);
        return 1;
    }

    QStringList ids;
    {
        Analysis::Store store;
        store.open(project, Analysis::Store::OpenMode::ReadOnly);
        for (const Analysis::RunRow& row : store.listRuns().mid(0, compared))
            ids << row.id;
    }
    auto* comparePage = qobject_cast<Ui::ComparePage*>(window.page(Ui::MainWindow::Page::Compare));
    window.showPage(Ui::MainWindow::Page::Compare);
    waitForIdle();
    ticks.start();
    clock.restart();
    QEventLoop shown;
    int shownRuns = -1;
    QObject::connect(comparePage, &Ui::ComparePage::comparisonShown, &shown, [&](int n) {
        shownRuns = n;
        shown.quit();
    });
    QTimer::singleShot(120000, &shown, &QEventLoop::quit); // a bound, not a goal
    comparePage->compare(ids);
    shown.exec();
    const qint64 comparedMs = clock.elapsed();
    comparePage->repaint();
    const qint64 compareTotalMs = clock.elapsed();
    ticks.stopAndPrint("compare");
    std::printf("bigproject compare runs %d total_ms %lld paint_ms %lld\n", shownRuns, compareTotalMs,
        compareTotalMs - comparedMs);
    if (shownRuns != int(ids.size())) {
        std::fprintf(stderr, "bench_bigproject: the Compare page showed %d runs of %lld\n", shownRuns,
            static_cast<long long>(ids.size()));
        return 1;
    }
    return 0;
}
