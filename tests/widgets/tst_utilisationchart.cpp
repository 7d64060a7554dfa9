// The utilisation tracks under the memory chart (issue 14) and the memory chart's repetitions:
// a real probe run folder shown on the Run page, and an interleaved run built by hand.

#include "analysis/import/runfolder.h"
#include "analysis/store/store.h"
#include "analysis/core/utilisation.h"
#include "analysis/verdict/verdict.h"
#include "widgets/memorychart.h"
#include "widgets/rundetailpage.h"
#include "widgets/splitterstate.h"
#include "widgets/utilisationchart.h"

#include <QChartView>
#include <QLineSeries>
#include <QSettings>
#include <QSplitter>
#include <QTemporaryDir>
#include <QTest>
#include <QValueAxis>

using namespace Analysis;

namespace {
QValueAxis* xAxisOf(QChartView* view)
{
    const auto axes = view->chart()->axes(Qt::Horizontal);
    return axes.isEmpty() ? nullptr : qobject_cast<QValueAxis*>(axes.first());
}

// Two inputs, three repetitions each, run round-robin: short 0, long 0, short 1, long 1, ...
Run interleavedRun()
{
    Run run;
    run.timingKind = TimingKind::ColdStart;
    double start = 0;
    for (int rep = 0; rep < 3; ++rep)
        for (const char* id : { "short", "long" }) {
            Repetition r;
            r.inputId = QString::fromLatin1(id);
            r.index = rep;
            r.wallMs = 300;
            r.startMs = start;
            r.outcome = Outcome::Ok;
            run.repetitions << r;
            MemorySeries& m = run.memory[r.inputId];
            for (double t = 0; t <= 300; t += 10) // the memory climbs within each repetition
                m.append((start + t) / 1000.0, int64_t(50000 + t * 100), int64_t(50000 + t * 100));
            start += 350;
        }
    return run;
}
} // namespace

class TestUtilisationChart : public QObject {
    Q_OBJECT
    QTemporaryDir m_settings;
private slots:
    void initTestCase()
    {
        // The test's settings live in its own folder, never in the user's ~/.config.
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
    }

    // At 1280x800 the memory chart keeps at least 40% of the Run page's height, however long the
    // verdict (it scrolls in its own box): it once got ~75 px at 1920x1080 and ~200 px at 1280x800
    // under a verdict with every advice and unknown.
    void memoryChartKeepsItsShareOfThePage()
    {
        const RunFolderResult folder = readRunFolder(QStringLiteral(HEADROOM_TEST_DATA "/probe/context-run"));
        QVERIFY(folder.ok);
        const FigureTable table = perInputFigures(folder.run, {});
        Verdict v = decide(table);
        for (int i = 0; i < 30; ++i)
            v.unknowns << QStringLiteral("An unknown long enough to wrap onto a second line at this width, number %1, "
                                         "which the reader scrolls to.")
                              .arg(i);
        Ui::RunDetailPage page;
        page.resize(1090, 770); // the page's share of a 1280x800 window (navigation and menu bar left out)
        page.showRun(folder.run, table, v);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QTest::qWait(50);
        const int memory = page.memoryChart()->height();
        QVERIFY2(memory >= 0.4 * page.height(), qPrintable(QStringLiteral("%1 of %2").arg(memory).arg(page.height())));
    }

    // A splitter moved by the user is where it was in the next session; a state of another layout
    // (three panes saved, two now) leaves the defaults.
    void splittersAreKept()
    {
        QList<int> moved;
        {
            QSplitter s(Qt::Vertical);
            s.addWidget(new QWidget);
            s.addWidget(new QWidget);
            s.resize(200, 400);
            s.setSizes({ 200, 200 });
            Ui::keepSplitterState(&s, QStringLiteral("test/split"));
            s.show();
            QVERIFY(QTest::qWaitForWindowExposed(&s));
            QSplitterHandle* handle = s.handle(1);
            const QPoint from = handle->rect().center();
            QTest::mousePress(handle, Qt::LeftButton, {}, from);
            QMouseEvent move(QEvent::MouseMove, QPointF(from + QPoint(0, 80)), handle->mapToGlobal(QPointF(from + QPoint(0, 80))),
                Qt::LeftButton, Qt::LeftButton, {});
            QCoreApplication::sendEvent(handle, &move);
            QTest::mouseRelease(handle, Qt::LeftButton, {}, from + QPoint(0, 80));
            moved = s.sizes();
            QVERIFY2(moved.first() > 250, qPrintable(QString::number(moved.first())));
        }
        QSplitter again(Qt::Vertical);
        again.addWidget(new QWidget);
        again.addWidget(new QWidget);
        again.resize(200, 400);
        again.setSizes({ 200, 200 });
        Ui::keepSplitterState(&again, QStringLiteral("test/split"));
        QCOMPARE(again.sizes(), moved);

        QSplitter three(Qt::Vertical);
        for (int i = 0; i < 3; ++i)
            three.addWidget(new QWidget);
        three.resize(200, 300);
        three.setSizes({ 100, 100, 100 });
        const QList<int> defaults = three.sizes();
        Ui::keepSplitterState(&three, QStringLiteral("test/split"));
        QCOMPARE(three.sizes(), defaults);
        QVERIFY(!defaults.contains(0));
    }

    void probeRunShowsTracksOnTheMemoryAxis()
    {
        const RunFolderResult folder = readRunFolder(QStringLiteral(HEADROOM_TEST_DATA "/probe/context-run"));
        QVERIFY(folder.ok);
        QVERIFY(!folder.run.system.isEmpty());
        Ui::RunDetailPage page;
        page.resize(1200, 900);
        const FigureTable table = perInputFigures(folder.run, {});
        page.showRun(folder.run, table, decide(table));
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        Ui::UtilisationChart* util = page.utilisationChart();
        const auto lanes = util->lanesShown();
        QVERIFY(lanes.contains(UtilisationLane::CpuSplit));
        QVERIFY(lanes.contains(UtilisationLane::WorkloadCpu));
        QVERIFY(lanes.contains(UtilisationLane::Pressure));
        QVERIFY(lanes.contains(UtilisationLane::RunQueue)); // probe 0.2.4's runnable tasks and CPUs online
        QVERIFY(!lanes.contains(UtilisationLane::GpuMemory)); // no GPU: stated, never a zero line
        QVERIFY2(util->statusText().contains(QLatin1String("not available")), qPrintable(util->statusText()));
        QVERIFY(util->pointsShown() > 0);
        // For the documentation and a reviewer's eye: HEADROOM_SCREENSHOT_DIR=dir keeps a picture.
        if (qEnvironmentVariableIsSet("HEADROOM_SCREENSHOT_DIR"))
            page.grab().save(qEnvironmentVariable("HEADROOM_SCREENSHOT_DIR") + u"/run-utilisation.png");

        // One time axis: a zoom on the memory chart moves every lane, and a zoom on a lane moves it back.
        Ui::MemoryChart* memory = page.memoryChart();
        memory->setXRange(0.2, 0.6);
        QValueAxis* cpuX = xAxisOf(util->laneView(UtilisationLane::CpuSplit));
        QVERIFY(cpuX);
        QCOMPARE(cpuX->min(), 0.2);
        QCOMPARE(cpuX->max(), 0.6);
        QValueAxis* psiX = xAxisOf(util->laneView(UtilisationLane::Pressure));
        psiX->setRange(0.3, 0.5);
        QCOMPARE(memory->xMin(), 0.3);
        QCOMPARE(memory->xMax(), 0.5);
        QCOMPARE(cpuX->min(), 0.3);
    }

    void interleavedRepetitionsAreSeparateLines()
    {
        const Run run = interleavedRun();
        const auto breaks = repetitionBreaks(run, QStringLiteral("short"), run.memory.value(QStringLiteral("short")));
        QCOMPARE(breaks.size(), size_t(3));
        Ui::MemoryChart chart;
        chart.resize(800, 400);
        QList<Ui::MemoryChart::Track> tracks;
        for (auto it = run.memory.cbegin(); it != run.memory.cend(); ++it)
            tracks.append({ it.key(), &it.value(), 0, repetitionBreaks(run, it.key(), it.value()) });
        chart.setTracks(tracks);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        QCOMPARE(chart.lineCount(), 6);
        // No line runs from the end of one repetition (high) to the start of the next (low): in
        // every line the memory only climbs, as it did inside each repetition.
        int lines = 0;
        for (auto* s : chart.chart()->series()) {
            auto* line = qobject_cast<QLineSeries*>(s);
            if (!line || line->count() < 2)
                continue;
            if (line->name() != QLatin1String("short") && line->name() != QLatin1String("long"))
                continue;
            ++lines;
            const auto pts = line->points();
            for (int i = 1; i < pts.size(); ++i)
                QVERIFY2(pts[i].y() >= pts[i - 1].y() && pts[i].x() - pts[i - 1].x() < 0.05,
                    qPrintable(QStringLiteral("%1: %2,%3 -> %4,%5")
                                   .arg(line->name())
                                   .arg(pts[i - 1].x())
                                   .arg(pts[i - 1].y())
                                   .arg(pts[i].x())
                                   .arg(pts[i].y())));
        }
        QCOMPARE(lines, 6);
        // A log without repetitions (an imported mem.log) stays one line per track.
        const MemorySeries one = run.memory.value(QStringLiteral("short"));
        chart.setTracks({ { QStringLiteral("memory"), &one, 0, {} } });
        QCOMPARE(chart.lineCount(), 1);
    }

    // The gauges (schema 5) come back from a project as they went in, so a stored run shows its
    // frequency and temperature lanes too.
    void gaugesSurviveTheProject()
    {
        RunFolderResult folder = readRunFolder(QStringLiteral(HEADROOM_TEST_DATA "/probe/context-run"));
        QVERIFY(folder.ok);
        Run run = folder.run;
        const size_t n = run.system.size();
        for (size_t i = 0; i < n; ++i) {
            run.system.cpuFreqMeanMhz.push_back(i == 1 ? SystemSeries::kMissingPct : 1800.0 - double(i));
            run.system.cpuFreqMinMhz.push_back(1200.0);
            run.system.tempMaxC.push_back(50.5 + double(i));
        }
        QTemporaryDir dir;
        Store store;
        QVERIFY(!hasErrors(store.open(dir.filePath(QStringLiteral("p.headroom")), Store::OpenMode::ReadWrite)));
        const auto saved = store.saveRun(run, {});
        QVERIFY(saved.ok());
        const auto loaded = store.loadRun(saved.runId);
        QVERIFY(loaded);
        QCOMPARE(loaded->system.cpuFreqMeanMhz, run.system.cpuFreqMeanMhz);
        QCOMPARE(loaded->system.cpuFreqMinMhz, run.system.cpuFreqMinMhz);
        QCOMPARE(loaded->system.tempMaxC, run.system.tempMaxC);
        QVERIFY(loaded->system.gpuLoadPct.empty()); // never recorded: stays absent, not zeros
        const Utilisation u = utilisationOf(*loaded);
        QVERIFY(std::any_of(
            u.tracks.begin(), u.tracks.end(), [](const UtilisationTrack& t) { return t.key == u"cpu_freq_mean"; }));
    }

    void utilisationRatesFromCounters()
    {
        // The workload's counters are cumulative: 1 s of CPU per second is 100% of one core, and a
        // new repetition (counters back to zero) starts a new segment instead of a negative rate.
        Run run;
        MemorySeries m;
        for (int rep = 0; rep < 2; ++rep)
            for (int i = 0; i <= 10; ++i) {
                m.append(rep * 2.0 + i * 0.1, 1000, 1000);
                m.utimeMs.push_back(i * 80);
                m.stimeMs.push_back(i * 20);
                m.involCtxSwitches.push_back(i * 5);
                m.majFaults.push_back(0);
            }
        run.memory.insert(QStringLiteral("short"), m);
        const Utilisation u = utilisationOf(run);
        const auto it = std::find_if(
            u.tracks.begin(), u.tracks.end(), [](const UtilisationTrack& t) { return t.key == u"workload_cpu"; });
        QVERIFY(it != u.tracks.end());
        QCOMPARE(it->segments.size(), 2);
        for (const auto& seg : it->segments)
            for (const auto& p : seg)
                QVERIFY2(std::abs(p.y() - 100.0) < 1e-6, qPrintable(QString::number(p.y())));
        QVERIFY(u.gpuStatement.isEmpty()); // no system series: nothing to state either way

        // The probe (0.2.7 on) reads the counters every 100 ms and the memory every 10 ms: the rows
        // between have no counter and are not samples of it. The rate stays 100%, in one segment per
        // repetition, never broken at every row without a reading.
        Run sparse;
        MemorySeries s;
        for (int rep = 0; rep < 2; ++rep)
            for (int i = 0; i <= 100; ++i) {
                const bool read = i % 10 == 0;
                s.append(rep * 2.0 + i * 0.01, 1000, 1000);
                s.utimeMs.push_back(read ? i * 8 : MemorySeries::kMissing);
                s.stimeMs.push_back(read ? i * 2 : MemorySeries::kMissing);
            }
        sparse.memory.insert(QStringLiteral("short"), s);
        const Utilisation su = utilisationOf(sparse);
        const auto cpu = std::find_if(
            su.tracks.begin(), su.tracks.end(), [](const UtilisationTrack& t) { return t.key == u"workload_cpu"; });
        QVERIFY(cpu != su.tracks.end());
        QCOMPARE(cpu->segments.size(), 2);
        for (const auto& seg : cpu->segments) {
            QVERIFY2(seg.size() >= 5, qPrintable(QString::number(seg.size()))); // windows of 100-200 ms over 1 s
            for (const auto& p : seg)
                QVERIFY2(std::abs(p.y() - 100.0) < 1e-6, qPrintable(QString::number(p.y())));
        }
    }
};

QTEST_MAIN(TestUtilisationChart)
#include "tst_utilisationchart.moc"
