// The system context beside every run (issue 14): per-sample CPU time, context switches and
// faults, "system" events (CPU split, PSI, canary), GPU memory or "not available", and background
// load that raises contention and is always gone afterwards.

#include "probetest.h"

#include "analysis/import/runfolder.h"
#include "analysis/verdict/compare.h"
#include "analysis/verdict/verdict.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThread>
#include <QTest>

#include <csignal>

using namespace ProbeTest;

namespace {

// The workload: the probe's own calibrate mode, pinned to CPU 0 (about a second of arithmetic).
QStringList pinnedWorkload(const QString& taskset)
{
    return { taskset, QStringLiteral("-c"), QStringLiteral("0"), probe(), QStringLiteral("calibrate"),
        QStringLiteral("--prompt-tokens"), QStringLiteral("256"), QStringLiteral("--max-new-tokens"),
        QStringLiteral("32") };
}

// Per repetition: wall time over the CPU time its process used (1.0: never waited for a CPU).
QList<double> waitRatios(const QString& out)
{
    QMap<int, double> cpu;
    for (const auto& s : events(out, QStringLiteral("sample")))
        cpu[int(num(s, "rep"))]
            = std::max(cpu.value(int(num(s, "rep"))), double(num(s, "utime_ms") + num(s, "stime_ms")));
    QList<double> out_;
    for (const auto& e : events(out, QStringLiteral("rep_end")))
        out_ << e.value(u"wall_ms").toDouble() / std::max(1.0, cpu.value(e.value(u"rep").toInt()));
    return out_;
}

// The system's CPU pressure over a run (mean of the probe's "system" events): the share of time
// some task waited for a CPU. -1 when the kernel does not report it (no /proc/pressure/cpu).
double meanCpuPressure(const QString& out)
{
    double sum = 0;
    int n = 0;
    for (const auto& e : events(out, QStringLiteral("system")))
        if (e.value(u"psi_cpu_some_pct").isDouble()) {
            sum += e.value(u"psi_cpu_some_pct").toDouble();
            ++n;
        }
    return n ? sum / n : -1;
}

qint64 lastSample(const QString& out, const char* key)
{
    qint64 best = -1;
    for (const auto& s : events(out, QStringLiteral("sample")))
        best = std::max(best, num(s, key));
    return best;
}

} // namespace

class TestProbeContext : public QObject {
    Q_OBJECT

private slots:
    void samplesCarryTheWorkloadsCounters()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("run"));
        const Result r = run(probe(),
            { QStringLiteral("run"), QStringLiteral("--out"), out, QStringLiteral("--"), probe(),
                // 512 tokens: long enough (about 0.5 s here) for the 100 ms "system" events even on a
                // quiet, fast machine; 128 finished before the first one there.
                QStringLiteral("calibrate"), QStringLiteral("--prompt-tokens"), QStringLiteral("512"),
                QStringLiteral("--threads"), QStringLiteral("2") });
        QCOMPARE(r.exitCode, 0);
        const auto samples = events(out, QStringLiteral("sample"));
        QVERIFY(samples.size() > 3);
        QVERIFY(lastSample(out, "threads") >= 2); // calibrate --threads 2 starts a worker
        QVERIFY(lastSample(out, "utime_ms") > 0);
        QVERIFY(lastSample(out, "min_flt") > 0);
        QVERIFY(lastSample(out, "vol_cs") >= 0);
        // A full sample (status and stat read) has every counter; one that read statm alone has none
        // of them, never a stale copy. The sampler's rule, whatever the machine's load: every
        // sample of a repetition's first 250 ms is full, and a sample less than 100 ms after the
        // last full one is the only kind that may read statm alone (times are rounded to 0.1 ms).
        double lastFull = -1;
        int light = 0;
        for (const auto& s : samples) {
            const bool full = s.contains(u"utime_ms");
            for (const char* k : { "read_bytes", "maj_flt", "invol_cs", "threads", "rss_file_kb" })
                QVERIFY2(s.contains(QLatin1String(k)) == full, k);
            QVERIFY(s.value(u"rss_kb").isDouble() && s.value(u"rss_anon_kb").isDouble());
            const double t = s.value(u"rep_t_ms").toDouble();
            if (full) {
                lastFull = t;
                continue;
            }
            ++light;
            QVERIFY2(t >= 250 - 0.1, qPrintable(QString::number(t)));
            QVERIFY2(lastFull >= 0 && t - lastFull < 100 + 0.1,
                qPrintable(QStringLiteral("%1 after %2").arg(t).arg(lastFull)));
        }
        qInfo("%lld samples, %d of them statm alone", static_cast<long long>(samples.size()), light);
        const auto sys = events(out, QStringLiteral("system"));
        QVERIFY(!sys.isEmpty());
        for (const auto& s : sys) {
            QVERIFY(s.value(u"cpu_user_pct").isDouble());
            QVERIFY(s.value(u"canary_max_ms").toDouble() >= 0);
            QVERIFY(s.value(u"canary_ticks").toInt() >= 1);
        }
    }

    // Per-core frequency and the hottest thermal zone: a reading where the device has one, left out
    // (or null) where it does not, never a zero.
    void frequencyAndTemperatureAreReadingsOrAbsent()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("run"));
        const Result r = run(probe(),
            { QStringLiteral("run"), QStringLiteral("--out"), out, QStringLiteral("--"), QStringLiteral("/bin/sleep"),
                QStringLiteral("0.35") });
        QCOMPARE(r.exitCode, 0);
        const auto sys = events(out, QStringLiteral("system"));
        QVERIFY(!sys.isEmpty());
        const bool cpufreq = QFileInfo::exists(QStringLiteral("/sys/devices/system/cpu/cpu0/cpufreq/scaling_cur_freq"));
        const bool thermal = !QDir(QStringLiteral("/sys/class/thermal"))
                                  .entryList({ QStringLiteral("thermal_zone*") }, QDir::Dirs)
                                  .isEmpty();
        for (const auto& s : sys) {
            QCOMPARE(s.contains(u"cpu_freq_mhz"), cpufreq);
            for (const auto& f : s.value(u"cpu_freq_mhz").toArray())
                QVERIFY(f.isNull() || f.toDouble() > 0);
            QVERIFY(s.contains(u"temp_max_c"));
            if (!thermal)
                QVERIFY(s.value(u"temp_max_c").isNull());
            else
                QVERIFY(s.value(u"temp_max_c").isNull() || s.value(u"temp_max_c").toDouble() > -100);
        }
        if (!cpufreq)
            qInfo("no cpufreq on this machine: cpu_freq_mhz is left out, as checked");
    }

    // PATH without nvidia-smi: every system event says "not available", never a zero.
    void withoutAGpuNotAvailableIsRecorded()
    {
        QTemporaryDir dir, emptyBin;
        const QString out = dir.filePath(QStringLiteral("run"));
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PATH"), emptyBin.path());
        p.setProcessEnvironment(env);
        p.start(probe(),
            { QStringLiteral("run"), QStringLiteral("--out"), out, QStringLiteral("--"), QStringLiteral("/bin/sleep"),
                QStringLiteral("0.5") });
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 0);
        const auto sys = events(out, QStringLiteral("system"));
        QVERIFY(sys.size() >= 2);
        // A Jetson's GPU shares RAM with the CPU: that is stated instead (its memory is in RSS).
        QFile compatible(QStringLiteral("/proc/device-tree/compatible"));
        const bool tegra = QFileInfo::exists(QStringLiteral("/etc/nv_tegra_release"))
            || (compatible.open(QIODevice::ReadOnly) && compatible.readAll().contains("nvidia,tegra"));
        for (const auto& s : sys) {
            QCOMPARE(
                s.value(u"gpu").toString(), tegra ? QStringLiteral("unified memory") : QStringLiteral("not available"));
            QVERIFY(!s.contains(u"gpu_mem_mib"));
            QVERIFY(s.value(u"gpu_reason").toString().contains(tegra ? u"RAM" : u"nvidia-smi"));
        }
    }

    // Spinning processes pinned to the workload's core: the workload waits for the CPU (its wall
    // time grows against its CPU time). Its involuntary context switches are recorded either way
    // and printed, not compared: the kernel does not promise more of them under contention (an
    // idle machine once showed 150/s alone and 80/s beside the hogs, whose longer slices preempt
    // less often), so asserting it made the suite fail by chance.
    void cpuContentionMakesTheWorkloadWait()
    {
        const QString taskset = QStandardPaths::findExecutable(QStringLiteral("taskset"));
        if (taskset.isEmpty())
            QSKIP("taskset (util-linux) is not installed");
        QTemporaryDir dir;
        qint64 invol[2] = { -1, -1 };
        double waitRatio[2] = { 0, 0 };
        double pressure = -1;
        for (int withHog = 0; withHog < 2; ++withHog) {
            const QString out = dir.filePath(QStringLiteral("run%1").arg(withHog));
            QStringList args { QStringLiteral("run"), QStringLiteral("--out"), out };
            if (withHog)
                args << QStringLiteral("--background-cpu") << QStringLiteral("0,0,0");
            const Result r = run(probe(), args + QStringList { QStringLiteral("--") } + pinnedWorkload(taskset));
            QCOMPARE(r.exitCode, 0);
            invol[withHog] = lastSample(out, "invol_cs");
            const double cpuMs = double(lastSample(out, "utime_ms") + lastSample(out, "stime_ms"));
            const double wallMs = events(out, QStringLiteral("rep_end")).first().value(u"wall_ms").toDouble();
            waitRatio[withHog] = wallMs / std::max(1.0, cpuMs);
            QCOMPARE(events(out, QStringLiteral("background")).size(), withHog ? 6 : 0); // start and stop each
            if (!withHog)
                pressure = meanCpuPressure(out);
        }
        qInfo("alone: %lld involuntary switches, wall/CPU %.2f, CPU pressure %.1f%%; three hogs on its core: %lld, "
              "wall/CPU %.2f",
            invol[0], waitRatio[0], pressure, invol[1], waitRatio[1]);
        QVERIFY(invol[0] >= 0 && invol[1] >= 0); // recorded in both runs
        // On a machine already contended without the hogs (a parallel build: wall/CPU 13.5 alone,
        // 20 beside them), three more spinning tasks cannot be told from what was there.
        if (waitRatio[0] > 2 || pressure >= Analysis::kContentionPsiPct)
            QSKIP(qPrintable(QStringLiteral("this machine is already contended without the hogs (wall/CPU %1, CPU "
                                            "pressure %2%): the waiting the hogs add cannot be told apart")
                                 .arg(waitRatio[0], 0, 'f', 2)
                                 .arg(pressure, 0, 'f', 1)));
        QVERIFY(waitRatio[1] > 1.5 * waitRatio[0]);
    }

    // Three busy loops on the workload's core for the whole run: every repetition is slow alike, so
    // there is no tail to explain, yet the figures are not the device's own. The run is marked
    // contended (CPU pressure in absolute terms), the verdict says so first, and a comparison with it
    // is inconclusive. (A run where the pressure stayed near 99% throughout said "latency first" with
    // no word of contention.)
    void pressureThroughoutMarksTheRunContended()
    {
        const QString taskset = QStandardPaths::findExecutable(QStringLiteral("taskset"));
        if (taskset.isEmpty())
            QSKIP("taskset (util-linux) is not installed");
        const bool psi = QFileInfo::exists(QStringLiteral("/proc/pressure/cpu"));
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("run"));
        const Result r = run(probe(),
            QStringList { QStringLiteral("run"), QStringLiteral("--repeat"), QStringLiteral("3"),
                QStringLiteral("--interval-ms"), QStringLiteral("20"), QStringLiteral("--background-cpu"),
                QStringLiteral("0,0,0"), QStringLiteral("--out"), out, QStringLiteral("--") }
                + pinnedWorkload(taskset));
        QCOMPARE(r.exitCode, 0);
        const Analysis::RunFolderResult folder = Analysis::readRunFolder(out);
        QVERIFY(folder.ok);
        const Analysis::FigureTable table = Analysis::perInputFigures(folder.run, {});
        const Analysis::ContextFigures& c = table.context;
        // Three tasks spinning all the time and the workload: more runnable tasks than this
        // machine's CPUs at every sample as long as it has fewer than four (the probe's own reading
        // thread is not counted). The one measure a kernel without PSI gives.
        QVERIFY2(c.runQueueOverSharePct, "the run queue was not recorded during the repetitions");
        qInfo("samples with more runnable tasks than CPUs: %.0f%%", *c.runQueueOverSharePct);
        if (QThread::idealThreadCount() < 4)
            QVERIFY2(*c.runQueueOverSharePct >= Analysis::kContendedRunQueueSharePct,
                qPrintable(QString::number(*c.runQueueOverSharePct)));
        if (psi) {
            QVERIFY2(c.psiCpuMeanPct, "no CPU pressure recorded during the repetitions");
            qInfo("CPU pressure during the repetitions: %.1f%%", *c.psiCpuMeanPct);
        } else {
            qInfo("the kernel reports no CPU pressure (/proc/pressure/cpu): the run queue alone decides");
        }
        // Three tasks spinning on the only core the workload may use: it waits most of the time.
        QVERIFY2(c.contended(), qPrintable(QString::number(c.psiCpuMeanPct.value_or(-1))));
        const Analysis::Verdict v = Analysis::decide(table);
        QVERIFY(v.contended);
        QVERIFY2(v.reason.startsWith(QLatin1String("The run was contended (")), qPrintable(v.reason));
        QVERIFY(std::any_of(v.unknowns.begin(), v.unknowns.end(),
            [](const QString& u) { return u.startsWith(QLatin1String("Contention:")); }));
        const Analysis::RunComparison cmp = Analysis::compareRuns(folder.run, folder.run, 0.10);
        QVERIFY(!cmp.contended.isEmpty());
        QVERIFY(!cmp.regression);
        for (const auto& row : cmp.rows)
            QCOMPARE(row.outcome, Analysis::CompareOutcome::Inconclusive);
    }

    // A competitor arrives mid-run on the workload's core: the repetitions after it are slow (the
    // tail), run on a CPU for a smaller share of their wall time while tasks wait for one (CPU
    // pressure), and the verdict's advice names contention with those numbers. The same test once
    // asserted a higher rate of involuntary switches and failed on an idle machine (120/s slow
    // against 137/s typical): that rate is printed, the CPU share and the pressure are asserted.
    void contentionMakesTheTailAndTheAdviceSaysSo()
    {
        const QString taskset = QStandardPaths::findExecutable(QStringLiteral("taskset"));
        if (taskset.isEmpty())
            QSKIP("taskset (util-linux) is not installed");
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("run"));
        QProcess p;
        p.start(probe(),
            QStringList { QStringLiteral("run"), QStringLiteral("--repeat"), QStringLiteral("12"),
                QStringLiteral("--interval-ms"), QStringLiteral("10"), QStringLiteral("--out"), out,
                QStringLiteral("--"), taskset, QStringLiteral("-c"), QStringLiteral("0"), probe(),
                QStringLiteral("calibrate"), QStringLiteral("--prompt-tokens"), QStringLiteral("64"),
                QStringLiteral("--max-new-tokens"), QStringLiteral("16") });
        QVERIFY(p.waitForStarted());
        // Repetitions 9..12 share CPU 0 with two spinning shells (a third of the core each: with
        // one, half the core, the tail ratio came out at 1.8 to 2.1, too near the rule's 1.5).
        QTRY_VERIFY_WITH_TIMEOUT(events(out, QStringLiteral("rep_end")).size() >= 8, 60000);
        QProcess hogs[2];
        for (QProcess& hog : hogs) {
            hog.start(taskset,
                { QStringLiteral("-c"), QStringLiteral("0"), QStringLiteral("/bin/sh"), QStringLiteral("-c"),
                    QStringLiteral("while :; do :; done") });
            QVERIFY(hog.waitForStarted());
        }
        const bool finished = p.waitForFinished(60000);
        for (QProcess& hog : hogs) {
            hog.kill();
            hog.waitForFinished();
        }
        QVERIFY(finished);
        QCOMPARE(p.exitCode(), 0);

        const QList<double> waits = waitRatios(out);
        QCOMPARE(waits.size(), 12);
        const QList<double> before = waits.mid(1, 7); // the first one is dropped as warm-up
        const double typicalWait = *std::max_element(before.begin(), before.end());
        const Analysis::RunFolderResult folder = Analysis::readRunFolder(out);
        QVERIFY(folder.ok);
        const Analysis::FigureTable table = Analysis::perInputFigures(folder.run, {});
        const Analysis::ContextFigures& c = table.context;
        qInfo("wall/CPU before the hog at most %.2f; tail ratio %.2f; involuntary switches %.1f/s slow, %.1f/s "
              "typical; CPU share %.2f slow, %.2f typical; CPU pressure %.1f%% slow, %.1f%% typical",
            typicalWait, c.tailRatio, c.involPerSTail.value_or(-1), c.involPerSTypical.value_or(-1),
            c.cpuShareTail.value_or(-1), c.cpuShareTypical.value_or(-1), c.psiCpuTail.value_or(-1),
            c.psiCpuTypical.value_or(-1));
        if (!c.psiCpuTypical)
            QSKIP("the kernel reports no CPU pressure (/proc/pressure/cpu): the contention evidence here is the "
                  "CPU share with the pressure beside it");
        // The rule wants twice the typical pressure in the tail: beyond 40% typical that cannot be
        // told apart from a machine busy all along. (The workload and the probe alone make 0-10%.)
        if (*c.psiCpuTypical >= 40)
            QSKIP(qPrintable(QStringLiteral("this machine is already contended without the hogs (tasks waited for a "
                                            "CPU %1% of the time during the typical repetitions)")
                                 .arg(*c.psiCpuTypical, 0, 'f', 1)));
        QVERIFY2(c.hasTail(), "the hogs' repetitions made no long tail (p90/median >= 1.5)");
        // The work was there, the CPU was not: a smaller share of the wall time on a CPU while
        // tasks waited for one. (Involuntary switches per second are printed, not asserted: two
        // tasks sharing one core switch at the scheduler's slice rate, about as often as the
        // workload alone is interrupted by the probe's own sampling.)
        QVERIFY(c.cpuShareTail && c.cpuShareTypical && c.psiCpuTail);
        QVERIFY(*c.cpuShareTail <= Analysis::kContentionShareFactor * *c.cpuShareTypical);
        QVERIFY(*c.psiCpuTail > *c.psiCpuTypical);
        const Analysis::Verdict v = Analysis::decide(table);
        QVERIFY(v.advice.contains(Analysis::Advice::Contention));
        QVERIFY2(Analysis::adviceText(v, Analysis::Advice::Contention).contains(QLatin1String("waited for a CPU")),
            qPrintable(Analysis::adviceText(v, Analysis::Advice::Contention)));
    }

    // Weights in an mmap'ed file whose pages were dropped: the probe records the file-backed
    // resident memory and the major faults, and the verdict says the weights were paged back.
    void mmapWorkloadShowsFileBackedPagesAndMajorFaults()
    {
        // Beside the build, not in /tmp: a tmpfs /tmp keeps every page in memory and nothing is dropped.
        QTemporaryDir dir(QFileInfo(QStringLiteral(HEADROOM_MMAPREAD_BIN)).absolutePath() + u"/mmapXXXXXX");
        QVERIFY(dir.isValid());
        const QString weights = dir.filePath(QStringLiteral("weights.bin"));
        {
            QFile f(weights);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QByteArray chunk(1 << 20, '\0');
            for (int mb = 0; mb < 16; ++mb) { // 16 MiB of varied bytes
                for (int i = 0; i < chunk.size(); i += 4096)
                    chunk[i] = char(mb + i / 4096);
                QVERIFY(f.write(chunk) == chunk.size());
            }
        }
        const QString out = dir.filePath(QStringLiteral("run"));
        const Result r = run(probe(),
            { QStringLiteral("run"), QStringLiteral("--repeat"), QStringLiteral("3"), QStringLiteral("--interval-ms"),
                QStringLiteral("10"), QStringLiteral("--load-regex"), QStringLiteral("^loaded"),
                QStringLiteral("--out"), out, QStringLiteral("--"), QStringLiteral(HEADROOM_MMAPREAD_BIN), weights,
                QStringLiteral("150") });
        QCOMPARE(r.exitCode, 0);
        const qint64 fileKb = lastSample(out, "rss_file_kb"), majors = lastSample(out, "maj_flt");
        qInfo("RssFile at most %lld KiB, major faults at most %lld per repetition", fileKb, majors);
        if (majors == 0)
            QSKIP("the file system kept the pages (posix_fadvise DONTNEED dropped nothing: tmpfs or a cache "
                  "that ignores it), so no page was read back from storage");
        QVERIFY(fileKb >= 16 * 1024 * 3 / 4); // most of the 16 MiB mapping resident as file pages
        QVERIFY(majors >= 1000); // MADV_RANDOM: about one per 4 KiB page (4,096)

        const Analysis::RunFolderResult folder = Analysis::readRunFolder(out);
        QVERIFY(folder.ok);
        const Analysis::FigureTable table = Analysis::perInputFigures(folder.run, {});
        QVERIFY(table.context.filePeakKb && *table.context.filePeakKb >= fileKb - 1024);
        QVERIFY(table.context.majorFaultsInference && *table.context.majorFaultsInference >= 1000);
        const Analysis::Verdict v = Analysis::decide(table);
        QVERIFY(v.advice.contains(Analysis::Advice::PagedWeights));
        // The advice names the file whose pages were read back.
        QVERIFY2(Analysis::adviceText(v, Analysis::Advice::PagedWeights).contains(weights),
            qPrintable(Analysis::adviceText(v, Analysis::Advice::PagedWeights)));
    }

    // The same 16 MiB of weights, mapped (as llama.cpp does by default) or read into the process's
    // own memory (--no-mmap). The probe names the mapped file as data, apart from the binary and its
    // libraries; the thrash advice names the model only when one is mapped. (A --no-mmap run was
    // told its "mmap'ed model" would thrash: its file-backed pages were the binary and libc.)
    void mappedModelIsNamedAndAReadOneIsNot()
    {
        // Not in /tmp: a tmpfs file's mapped pages are shared memory (RssShmem), not RssFile.
        QTemporaryDir dir(QFileInfo(QStringLiteral(HEADROOM_MMAPREAD_BIN)).absolutePath() + u"/mappedXXXXXX");
        QVERIFY(dir.isValid());
        const QString weights = dir.filePath(QStringLiteral("weights.bin"));
        {
            QFile f(weights);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QByteArray chunk(1 << 20, 'w');
            for (int mb = 0; mb < 16; ++mb)
                QVERIFY(f.write(chunk) == chunk.size());
        }
        const QString bin = QFileInfo(QStringLiteral(HEADROOM_MMAPREAD_BIN)).canonicalFilePath();
        const QString file = QFileInfo(weights).canonicalFilePath();
        for (const bool mapped : { true, false }) {
            const QString out = dir.filePath(mapped ? QStringLiteral("mapped") : QStringLiteral("read"));
            QStringList args { QStringLiteral("run"), QStringLiteral("--repeat"), QStringLiteral("2"),
                QStringLiteral("--interval-ms"), QStringLiteral("20"), QStringLiteral("--load-regex"),
                QStringLiteral("^loaded"), QStringLiteral("--out"), out, QStringLiteral("--"), bin, weights,
                QStringLiteral("1200") };
            if (!mapped)
                args << QStringLiteral("read");
            const Result r = run(probe(), args);
            QCOMPARE(r.exitCode, 0);
            for (const QJsonObject& e : events(out, QStringLiteral("rep_end"))) {
                QVERIFY(e.value(u"mapped_scans").toInt() >= 2); // at load-complete and while it held the weights
                QJsonObject weightsEntry, binaryEntry;
                for (const QJsonValue& m : e.value(u"mapped_files").toArray()) {
                    if (m[u"path"].toString() == file)
                        weightsEntry = m.toObject();
                    if (m[u"path"].toString() == bin)
                        binaryEntry = m.toObject();
                }
                QCOMPARE(binaryEntry.value(u"kind").toString(), QStringLiteral("code"));
                if (mapped) {
                    QCOMPARE(weightsEntry.value(u"kind").toString(), QStringLiteral("data"));
                    QCOMPARE(weightsEntry.value(u"size_kb").toInteger(), 16 * 1024);
                    // Every page was read before the hold: resident when the probe looked.
                    QVERIFY2(weightsEntry.value(u"rss_kb").toInteger() >= 12 * 1024,
                        qPrintable(QString::number(weightsEntry.value(u"rss_kb").toInteger())));
                } else {
                    QVERIFY(weightsEntry.isEmpty()); // read, closed: not mapped
                }
            }
            const Analysis::RunFolderResult folder = Analysis::readRunFolder(out);
            QVERIFY(folder.ok);
            Analysis::FigureTable table = Analysis::perInputFigures(folder.run, {});
            QCOMPARE(table.inputs.size(), 1);
            const Analysis::InputFigures& f = table.inputs.first();
            QVERIFY(f.anonPeakKb && f.filePeakKb);
            QCOMPARE(table.context.mappedRecorded, true);
            if (mapped) {
                QVERIFY(f.largeDataFile());
                QCOMPARE(f.largeDataFile()->path, file);
                QVERIFY(*f.filePeakKb >= 12 * 1024);
            } else {
                QVERIFY(!f.largeDataFile());
                QVERIFY(*f.anonPeakKb >= 12 * 1024); // the weights are the process's own memory
            }
            // A ceiling the anonymous memory fits under, with 4 MiB to spare: a mapped model of 16 MiB
            // does not fit beside it, and the advice says which file.
            Analysis::VerdictOptions tight;
            tight.memoryCeilingKb = *table.context.anonPeakKb + 4 * 1024;
            table = Analysis::perInputFigures(folder.run, tight);
            const Analysis::Verdict v = Analysis::decide(table);
            QCOMPARE(v.advice.contains(Analysis::Advice::ThrashRisk), mapped);
            if (mapped)
                QVERIFY2(Analysis::adviceText(v, Analysis::Advice::ThrashRisk).contains(file),
                    qPrintable(Analysis::adviceText(v, Analysis::Advice::ThrashRisk)));
        }
    }

    void backgroundLoadIsGoneAfterTheRun_data()
    {
        QTest::addColumn<bool>("terminate");
        QTest::addRow("run-ends") << false;
        QTest::addRow("sigterm-to-probe") << true;
    }

    void backgroundLoadIsGoneAfterTheRun()
    {
        QFETCH(bool, terminate);
        QTemporaryDir dir;
        // The marker is in the probe's --out path, so the forked CPU and memory hogs (copies of the
        // probe) carry it in their command line; the shell command carries it as its argument.
        const QByteArray marker
            = "bg" + QByteArray::number(QCoreApplication::applicationPid()) + (terminate ? "t" : "e");
        const QString out = dir.filePath(QString::fromLatin1(marker));
        QProcess p;
        p.start(probe(),
            { QStringLiteral("run"), QStringLiteral("--out"), out, QStringLiteral("--background-cpu"),
                QStringLiteral("0"), QStringLiteral("--background-mem"), QStringLiteral("16"),
                QStringLiteral("--background-cmd"), u"sleep 77" + QString::fromLatin1(marker.right(1)) + u" # " + out,
                QStringLiteral("--"), QStringLiteral("sleep"),
                terminate ? QStringLiteral("30") : QStringLiteral("1") });
        QVERIFY(p.waitForStarted());
        // The probe, the cpu hog, the memory hog and the shell.
        QTRY_VERIFY_WITH_TIMEOUT(processesWith(marker).size() >= 4, 10000);
        if (terminate)
            ::kill(pid_t(p.processId()), SIGTERM);
        QVERIFY(p.waitForFinished(20000));
        QTRY_VERIFY_WITH_TIMEOUT(processesWith(marker).isEmpty(), 5000);
        const auto bg = events(out, QStringLiteral("background"));
        QCOMPARE(bg.size(), 6); // three started, three stopped
        QCOMPARE(std::count_if(bg.begin(), bg.end(),
                     [](const QJsonObject& o) { return o.value(u"action").toString() == QLatin1String("stop"); }),
            3);
        if (terminate) {
            QCOMPARE(p.exitCode(), 128 + SIGTERM);
            QCOMPARE(events(out, QStringLiteral("rep_end")).first().value(u"outcome").toString(),
                QStringLiteral("interrupted"));
        }
    }
};

QTEST_GUILESS_MAIN(TestProbeContext)
#include "tst_probecontext.moc"
