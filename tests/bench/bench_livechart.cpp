// Benchmark (not a timed test): is the GUI thread responsive while the Live run page follows a
// probe sampling every 10 ms? The page gets the probe's events through its runner's
// eventReceived signal, one sample every 10 ms as a real run sends them, after a pre-filled
// history (a run that has been going for a while: the page copies and decimates the whole
// series on every redraw). A precise QTimer measures the event loop's latency: how late each of
// its ticks fires. Prints one line for tools/bench.sh:
//   livechart prefill_samples N seconds S ticks K p50_ms A p99_ms B max_ms C redraws R points P cpu_pct U
// cpu_pct is the process's CPU time over the measured seconds: with a high p99 and a low cpu_pct
// the GUI thread was waiting for a core (a loaded machine), not working.
// Usage: bench_livechart [--seconds S] [--prefill-minutes M] [--interval-ms I]
#include "analysis/project/projectsession.h"
#include "remote/planrunner.h"
#include "widgets/liverunpage.h"
#include "widgets/memorychart.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <vector>

namespace {

QByteArray sampleLine(long long i, double intervalMs)
{
    // Memory that climbs and falls like a model loading and generating, in a probe 0.2 event.
    const long long rss = 400000 + (i * 37) % 200000;
    const double t = double(i) * intervalMs;
    char buf[512];
    const int n = std::snprintf(buf, sizeof buf,
        "{\"v\":1,\"type\":\"sample\",\"input\":\"short\",\"rep\":0,\"t_ms\":%.1f,\"rep_t_ms\":%.1f,\"pid\":4242,"
        "\"procs\":1,\"rss_kb\":%lld,\"hwm_kb\":%lld,\"vm_size_kb\":%lld,\"rss_anon_kb\":%lld,\"rss_file_kb\":%lld,"
        "\"rss_shmem_kb\":0,\"largest_pid\":4242,\"threads\":4,\"utime_ms\":%lld,\"stime_ms\":%lld,\"vol_cs\":%lld,"
        "\"invol_cs\":%lld,\"min_flt\":%lld,\"maj_flt\":0,\"read_bytes\":0}",
        t, t, rss, 600000LL, rss + 100000, rss - 20000, 20000LL, i * 9, i, i * 2, i / 3, i * 5);
    return QByteArray(buf, n);
}

double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, size_t(p * double(v.size() - 1) + 0.5))];
}

} // namespace

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")
        && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    double seconds = 10, prefillMinutes = 0, intervalMs = 10;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (std::strcmp(argv[i], "--seconds") == 0)
            seconds = std::atof(argv[i + 1]);
        else if (std::strcmp(argv[i], "--prefill-minutes") == 0)
            prefillMinutes = std::atof(argv[i + 1]);
        else if (std::strcmp(argv[i], "--interval-ms") == 0)
            intervalMs = std::max(1.0, std::atof(argv[i + 1]));
    }

    QTemporaryDir settings;
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settings.path());
    Analysis::ProjectSession session;
    Ui::LiveRunPage page(&session);
    page.resize(1280, 800);
    page.show();
    Remote::PlanRunner* runner = page.runner();

    emit runner->eventReceived(QByteArrayLiteral("{\"v\":1,\"type\":\"run_start\",\"probe\":\"0.2.0\",\"protocol\":1,"
                                                 "\"mode\":\"run\",\"timing\":\"cold_start\"}"));
    emit runner->eventReceived(
        QByteArrayLiteral("{\"v\":1,\"type\":\"rep_start\",\"input\":\"short\",\"rep\":0,"
                          "\"warmup\":false,\"pid\":4242,\"t_ms\":0.0,\"started_at\":1795996630}"));
    const long long prefill = (long long)(prefillMinutes * 60000.0 / intervalMs);
    long long next = 0;
    for (; next < prefill; ++next)
        emit runner->eventReceived(sampleLine(next, intervalMs));

    // The feed: one sample per interval, as the probe's batches arrive (a precise timer).
    QTimer feed;
    feed.setTimerType(Qt::PreciseTimer);
    feed.setInterval(int(intervalMs));
    QObject::connect(&feed, &QTimer::timeout, [&] { emit runner->eventReceived(sampleLine(next++, intervalMs)); });

    // The probe: a 5 ms precise timer; its lateness is how long the GUI thread kept it waiting.
    constexpr int kProbeMs = 5;
    std::vector<double> lateMs;
    lateMs.reserve(size_t(seconds * 1000 / kProbeMs) + 16);
    QElapsedTimer clock;
    qint64 lastNs = -1;
    QTimer probe;
    probe.setTimerType(Qt::PreciseTimer);
    probe.setInterval(kProbeMs);
    QObject::connect(&probe, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed();
        if (lastNs >= 0)
            lateMs.push_back(std::max(0.0, double(now - lastNs) / 1e6 - kProbeMs));
        lastNs = now;
    });
    const int redrawsBefore = page.redrawCount();
    QTimer::singleShot(int(seconds * 1000), &app, &QCoreApplication::quit);
    const auto cpuNow = [] {
        timespec ts {};
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
        return double(ts.tv_sec) + double(ts.tv_nsec) / 1e9;
    };
    const double cpu0 = cpuNow();
    clock.start();
    feed.start();
    probe.start();
    app.exec();
    const double cpuPct = 100.0 * (cpuNow() - cpu0) / (double(clock.nsecsElapsed()) / 1e9);

    std::printf("livechart prefill_samples %lld seconds %.0f ticks %zu p50_ms %.2f p99_ms %.2f max_ms %.2f "
                "redraws %d points %d cpu_pct %.1f\n",
        prefill, seconds, lateMs.size(), percentile(lateMs, 0.5), percentile(lateMs, 0.99),
        lateMs.empty() ? 0.0 : *std::max_element(lateMs.begin(), lateMs.end()), page.redrawCount() - redrawsBefore,
        page.memoryChart()->pointsShown(), cpuPct);
    std::fflush(stdout); // the figures are out even if tearing the page down fails
    return lateMs.size() > 1 && page.memoryChart()->pointsShown() > 0 ? 0 : 1;
}
