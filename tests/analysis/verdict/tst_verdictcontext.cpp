// Why the tail (issue 14): the verdict's advice from the system context recorded beside a run
// (analysis/verdict/verdictcontext.cpp): contention, weights paged back, storage, throttling, thrash risk,
// from hand-written figures and from sampled series.
#include "analysis/import/runfolder.h"
#include "analysis/verdict/verdict.h"
#include "verdicttables.h"

#include <QTest>

#include <cmath>

using namespace Analysis;
using VerdictTables::input;
using VerdictTables::table;

class TestVerdictContext : public QObject {
    Q_OBJECT
private slots:
    void contextAdvice_data();
    void contextAdvice();
    void unexplainedTailIsAnUnknown();
    void contentionFromSeries();
    void contentionFromCpuShareAndPressure();
    void pagedWeightsFromSeries();
    void contextQuietWithoutSeries();
    void throttlingFromSystemEvents();
    void contendedInAbsoluteTerms();
    void runQueueFromSeries();
    void hugeSpreadIsRemarkedOn();
    void fewRepetitionsMakeTheTailAnEstimate();
};

namespace {
// A long tail with memory to spare: p90/median 2.0, peak at 1/8 of the ceiling.
FigureTable tailTable()
{
    return table(8000000, std::nullopt, { input(QStringLiteral("short"), 128, 1000000, 800, 1600) });
}

// A process-mode run of one input, 10 stable repetitions after a warm-up, one after another; the
// slow ones (`slowFrom` on) take twice as long. Each repetition is a fresh process: its counters
// start from zero. involPerS and majorPerS are the counters' rates in the fast and slow ones.
// With shareSlow >= 0 the workload's CPU time is recorded too: one core busy all the time in the
// fast ones, shareSlow of one core in the slow ones; with psiSlow >= 0 the system's CPU pressure
// is 1% during the fast ones and psiSlow during the slow ones. With counterEvery > 1 the counters
// are read at every counterEvery-th sample only, as the probe's full samples (0.2.7 on): missing
// in the rows between.
Run sampledRun(int slowFrom, double involFast, double involSlow, double majorAfterLoadPerS, double shareSlow = -1,
    double psiSlow = -1, int counterEvery = 1)
{
    Run run;
    run.timingKind = TimingKind::ColdStart;
    run.environment.memTotalKb = 8000000;
    run.inputs << InputSpec { QStringLiteral("short"), QString(), -1, -1, 64 };
    MemorySeries m;
    double start = 0;
    for (int i = 0; i < 11; ++i) {
        const bool slow = i >= slowFrom;
        Repetition r;
        r.inputId = QStringLiteral("short");
        r.index = i;
        r.warmup = i == 0;
        r.wallMs = slow ? 400 : 200;
        r.loadMs = 50;
        r.startMs = start;
        r.outcome = Outcome::Ok;
        run.repetitions << r;
        const double rate = slow ? involSlow : involFast;
        for (double t = 0; t <= r.wallMs; t += 10) {
            const bool read = int(t / 10) % counterEvery == 0;
            auto counter = [read](double v) { return read ? int64_t(v) : MemorySeries::kMissing; };
            m.append((start + t) / 1000.0, 100000, 100000);
            m.involCtxSwitches.push_back(counter(rate * t / 1000.0));
            m.majFaults.push_back(counter(5 + (t > 50 ? majorAfterLoadPerS * (t - 50) / 1000.0 : 0)));
            if (shareSlow >= 0) {
                const double cpuMs = t * (slow ? shareSlow : 1.0);
                m.utimeMs.push_back(counter(cpuMs * 0.9));
                m.stimeMs.push_back(counter(cpuMs * 0.1));
            }
        }
        if (psiSlow >= 0)
            for (double t = 0; t <= r.wallMs; t += 100) {
                run.system.t.push_back((start + t) / 1000.0);
                run.system.psiCpuSomePct.push_back(slow ? psiSlow : 1.0);
            }
        start += r.wallMs + 100; // the probe's pause between repetitions
    }
    run.memory.insert(QStringLiteral("short"), m);
    return run;
}
} // namespace

void TestVerdictContext::contextAdvice_data()
{
    QTest::addColumn<FigureTable>("table");
    QTest::addColumn<QString>("advice"); // adviceName, or "" for none of the context advice
    QTest::addColumn<QString>("number"); // a figure the evidence sentence must name

    auto t = tailTable();
    t.context.tailInput = QStringLiteral("short");
    t.context.tailRatio = 2.0;
    t.context.involPerSTail = 180;
    t.context.involPerSTypical = 12;
    QTest::addRow("contention-switches") << t << QStringLiteral("contention") << QStringLiteral("180.0");
    t.context.involPerSTypical = 150; // as often in the typical repetitions: not what made the tail
    QTest::addRow("switches-flat") << t << QString() << QString();
    t.context.involPerSTail = 8;
    t.context.involPerSTypical = 1; // eight times as often, but only the timer tick
    QTest::addRow("switches-few") << t << QString() << QString();
    t.context.stealPctTail = 22;
    t.context.stealPctTypical = 3;
    QTest::addRow("contention-steal") << t << QStringLiteral("contention") << QStringLiteral("22.0");

    auto starved = tailTable(); // no switch counts: the CPU share and the pressure alone
    starved.context.tailInput = QStringLiteral("short");
    starved.context.tailRatio = 2.0;
    starved.context.cpuShareTail = 0.45;
    starved.context.cpuShareTypical = 0.97;
    starved.context.psiCpuTail = 48;
    starved.context.psiCpuTypical = 2;
    QTest::addRow("contention-starved") << starved << QStringLiteral("contention") << QStringLiteral("45.0");
    starved.context.psiCpuTail = 4; // less CPU, but nothing waited for one: storage, network, sleep
    QTest::addRow("starved-without-pressure") << starved << QString() << QString();
    starved.context.psiCpuTail = 48;
    starved.context.psiCpuTypical = 40; // as much pressure in the typical ones
    QTest::addRow("pressure-throughout") << starved << QString() << QString();
    starved.context.psiCpuTypical = 2;
    starved.context.cpuShareTail = 0.9; // the slow ones got the CPU: they did more work
    QTest::addRow("share-kept") << starved << QString() << QString();

    auto quiet = tailTable();
    quiet.context.involPerSTail = 500; // no long tail recorded: no contention advice
    quiet.context.involPerSTypical = 1;
    QTest::addRow("switches-without-tail") << quiet << QString() << QString();

    auto faults = tailTable();
    faults.context.majorFaultsInference = 1200;
    faults.context.repetitionsWithLoad = 10;
    // Which files were mapped was not recorded (an import, an older probe): the advice says so.
    QTest::addRow("paged-unrecorded") << faults << QStringLiteral("paged_weights") << QStringLiteral("not recorded");
    faults.context.mappedRecorded = true; // recorded, and only code was mapped (a --no-mmap run): no advice
    QTest::addRow("paged-no-model") << faults << QString() << QString();
    faults.context.largeDataFile = MappedFile { QStringLiteral("/models/m.gguf"), 40 * 1024, 2 * 1024 * 1024, false };
    QTest::addRow("paged-weights") << faults << QStringLiteral("paged_weights")
                                   << QStringLiteral("model file /models/m.gguf mapped (2.00 GiB, at most 40.0 MiB");
    faults.context.majorFaultsInference = 30; // 3 a repetition: a shared library page now and then
    QTest::addRow("few-major-faults") << faults << QString() << QString();

    auto io = tailTable();
    io.context.iowaitPctMean = 27.5;
    io.context.iowaitPctMax = 61;
    QTest::addRow("storage") << io << QStringLiteral("storage") << QStringLiteral("27.5");
    io.context.iowaitPctMean = 2;
    QTest::addRow("low-iowait") << io << QString() << QString();

    auto hot = tailTable();
    hot.context.freqStartMhz = 1800;
    hot.context.freqEndMhz = 1200;
    hot.context.tempStartC = 48;
    hot.context.tempEndC = 81;
    QTest::addRow("throttling") << hot << QStringLiteral("throttling") << QStringLiteral("1200");
    hot.context.tempEndC = 50; // frequency fell without heating: a governor, not throttling
    QTest::addRow("freq-drop-cool") << hot << QString() << QString();
    auto envHot = tailTable(); // no series: the before/after environment figures
    envHot.thermal.freqBeforeKhz = 2000000;
    envHot.thermal.freqAfterKhz = 1500000;
    envHot.thermal.tempBeforeC = 40;
    envHot.thermal.tempAfterC = 70;
    QTest::addRow("throttling-env") << envHot << QStringLiteral("throttling") << QStringLiteral("1500");

    auto thrash = tailTable(); // ceiling 8,000,000 KiB
    thrash.context.anonPeakKb = 5000000;
    thrash.context.filePeakKb = 4000000;
    QTest::addRow("thrash-unrecorded") << thrash << QStringLiteral("thrash_risk") << QStringLiteral("3.81 GiB");
    thrash.context.filePeakKb = 2000000; // fits beside the anonymous part
    QTest::addRow("file-fits") << thrash << QString() << QString();
    // A --no-mmap run: the file-backed pages are the binary and its libraries, never "a model".
    thrash.context.filePeakKb = 4000000;
    thrash.context.mappedRecorded = true;
    QTest::addRow("thrash-no-model") << thrash << QString() << QString();
    // A model mapped: its whole mapped size must fit, however little of it is resident.
    thrash.context.filePeakKb = 100000;
    thrash.context.largeDataFile = MappedFile { QStringLiteral("/m/q4.gguf"), 90000, 4000000, false };
    QTest::addRow("thrash-model") << thrash << QStringLiteral("thrash_risk")
                                  << QStringLiteral("model file /m/q4.gguf (3.81 GiB mapped)");
}

void TestVerdictContext::contextAdvice()
{
    QFETCH(FigureTable, table);
    QFETCH(QString, advice);
    QFETCH(QString, number);
    const Verdict v = decide(table);
    QStringList context;
    for (Advice a : v.advice)
        if (a != Advice::Threads && a != Advice::Quantization && a != Advice::InputLength)
            context << adviceName(a);
    if (advice.isEmpty()) {
        QVERIFY2(context.isEmpty(), qPrintable(context.join(u',')));
        return;
    }
    QCOMPARE(context, QStringList { advice });
    const Advice a = v.advice.constLast();
    const QString text = adviceText(v, a);
    QVERIFY2(text.contains(number), qPrintable(text));
    QVERIFY(text != adviceText(a)); // the numbers, not only the generic sentence
    QVERIFY(!adviceText(a).isEmpty());
}

void TestVerdictContext::unexplainedTailIsAnUnknown()
{
    // A long tail, context recorded, nothing in it: the verdict says the tail is not explained.
    auto t = tailTable();
    t.context.tailInput = QStringLiteral("short");
    t.context.tailRatio = 2.0;
    t.context.involPerSTail = 3;
    t.context.involPerSTypical = 3;
    t.context.iowaitPctMean = 0.5;
    const Verdict v = decide(t);
    QVERIFY2(v.unknowns.join(u'\n').contains(QLatin1String("not explained by the system context")),
        qPrintable(v.unknowns.join(u'\n')));
    // Nothing recorded at all: the cause cannot be told.
    auto none = tailTable();
    none.context.tailInput = QStringLiteral("short");
    none.context.tailRatio = 2.0;
    QVERIFY(decide(none).unknowns.join(u'\n').contains(QLatin1String("No system context")));
    // Explained: no such unknown.
    t.context.iowaitPctMean = 30;
    const Verdict explained = decide(t);
    QVERIFY(explained.advice.contains(Advice::Storage));
    QVERIFY(!explained.unknowns.join(u'\n').contains(QLatin1String("system context")));
}

void TestVerdictContext::contentionFromSeries()
{
    // Repetitions 8..10 take twice as long and were preempted 200 times a second (5 in the others).
    const Run run = sampledRun(8, 5, 200, 0);
    const FigureTable t = perInputFigures(run, {});
    QCOMPARE(t.context.tailInput, QStringLiteral("short"));
    QVERIFY(t.context.tailRatio >= kLongTailRatio);
    QVERIFY2(std::abs(*t.context.involPerSTail - 200) < 10, qPrintable(QString::number(*t.context.involPerSTail)));
    QVERIFY2(std::abs(*t.context.involPerSTypical - 5) < 3, qPrintable(QString::number(*t.context.involPerSTypical)));
    QVERIFY(decide(t).advice.contains(Advice::Contention));

    // The same tail with the same switch rate throughout: something else made it.
    const FigureTable flat = perInputFigures(sampledRun(8, 200, 200, 0), {});
    QVERIFY(!decide(flat).advice.contains(Advice::Contention));
}

void TestVerdictContext::contentionFromCpuShareAndPressure()
{
    // Repetitions 8..10 take twice as long, ran on a CPU 40% of the time (100% in the others) while
    // tasks waited for a CPU 60% of the time (1% before); the switch counts do not rise.
    const Run run = sampledRun(8, 100, 100, 0, 0.4, 60);
    const FigureTable t = perInputFigures(run, {});
    QCOMPARE(t.context.tailInput, QStringLiteral("short"));
    QVERIFY2(std::abs(*t.context.cpuShareTail - 0.4) < 0.05, qPrintable(QString::number(*t.context.cpuShareTail)));
    QVERIFY2(
        std::abs(*t.context.cpuShareTypical - 1.0) < 0.05, qPrintable(QString::number(*t.context.cpuShareTypical)));
    QCOMPARE(*t.context.psiCpuTail, 60.0);
    QCOMPARE(*t.context.psiCpuTypical, 1.0);
    const Verdict v = decide(t);
    QVERIFY(v.advice.contains(Advice::Contention));
    QVERIFY2(adviceText(v, Advice::Contention).contains(QLatin1String("40.0%")),
        qPrintable(adviceText(v, Advice::Contention)));

    // A run without input names (headroom-probe run -- CMD, most imported logs) has the input "":
    // its tail is explained all the same, and the sentence calls it "(unnamed)".
    Run unnamed = run;
    for (auto& r : unnamed.repetitions)
        r.inputId.clear();
    unnamed.inputs.first().id.clear();
    unnamed.memory.insert(QString(), unnamed.memory.take(QStringLiteral("short")));
    const FigureTable u = perInputFigures(unnamed, {});
    QVERIFY(u.context.hasTail());
    QCOMPARE(u.context.tailInput, QString());
    const Verdict uv = decide(u);
    QVERIFY(uv.advice.contains(Advice::Contention));
    QVERIFY2(adviceText(uv, Advice::Contention).contains(QLatin1String("input (unnamed)")),
        qPrintable(adviceText(uv, Advice::Contention)));

    // The counters at every seventh sample only (the probe reads them every 100 ms, the memory every
    // 10 ms; seven, so that a repetition's last sample has none): the same share and the same
    // switch rates, from the samples that have them.
    const FigureTable sparse = perInputFigures(sampledRun(8, 5, 200, 0, 0.4, 60, 7), {});
    QVERIFY(sparse.context.cpuShareTail && sparse.context.cpuShareTypical && sparse.context.involPerSTail);
    QVERIFY2(
        std::abs(*sparse.context.cpuShareTail - 0.4) < 0.05, qPrintable(QString::number(*sparse.context.cpuShareTail)));
    QVERIFY2(std::abs(*sparse.context.cpuShareTypical - 1.0) < 0.05,
        qPrintable(QString::number(*sparse.context.cpuShareTypical)));
    QVERIFY2(
        std::abs(*sparse.context.involPerSTail - 200) < 10, qPrintable(QString::number(*sparse.context.involPerSTail)));
    QVERIFY(decide(sparse).advice.contains(Advice::Contention));

    // The same smaller CPU share without CPU pressure (the slow ones waited for something else):
    // no contention, and the tail is said to be unexplained.
    const FigureTable idle = perInputFigures(sampledRun(8, 100, 100, 0, 0.4, 1), {});
    const Verdict quiet = decide(idle);
    QVERIFY(!quiet.advice.contains(Advice::Contention));
    QVERIFY(quiet.unknowns.join(u'\n').contains(QLatin1String("not explained by the system context")));
}

void TestVerdictContext::pagedWeightsFromSeries()
{
    // 2,000 major faults a second after load-complete: 150 ms of inference, about 300 a repetition.
    const FigureTable t = perInputFigures(sampledRun(100, 5, 5, 2000), {});
    QCOMPARE(t.context.repetitionsWithLoad, 10);
    QVERIFY2(*t.context.majorFaultsInference >= 2500, qPrintable(QString::number(*t.context.majorFaultsInference)));
    const Verdict v = decide(t);
    QVERIFY(v.advice.contains(Advice::PagedWeights));
    QVERIFY(!v.advice.contains(Advice::Contention)); // no tail
    // The faults while loading (5 at start) do not count: none after load-complete, no advice.
    const FigureTable quiet = perInputFigures(sampledRun(100, 5, 5, 0), {});
    QCOMPARE(*quiet.context.majorFaultsInference, int64_t(0));
    QVERIFY(!decide(quiet).advice.contains(Advice::PagedWeights));
}

void TestVerdictContext::contextQuietWithoutSeries()
{
    // A timing log with no samples and no system series: every context figure stays unknown.
    Run run = sampledRun(8, 5, 200, 2000);
    run.memory.clear();
    const FigureTable t = perInputFigures(run, {});
    QVERIFY(!t.context.involPerSTail && !t.context.majorFaultsInference && !t.context.iowaitPctMean);
    QVERIFY(!t.context.anonPeakKb && !t.context.freqStartMhz);
    const Verdict v = decide(t);
    for (Advice a :
        { Advice::Contention, Advice::PagedWeights, Advice::Storage, Advice::Throttling, Advice::ThrashRisk })
        QVERIFY(!v.advice.contains(a));
}

void TestVerdictContext::throttlingFromSystemEvents()
{
    // The probe's "system" events as they arrive: per-core frequencies (one core without a reading)
    // falling from 1800 to 1200 MHz while the hottest zone goes from 50 to 80 °C.
    QByteArray stream = R"({"v":1,"type":"run_start","probe":"0.2.0","mode":"run"})"
                        "\n";
    for (int i = 0; i < 20; ++i) {
        const int mhz = 1800 - 30 * i, c10 = 500 + 15 * i;
        stream += QStringLiteral(
                      R"({"v":1,"type":"system","t_ms":%1,"cpu_user_pct":50.0,"cpu_freq_mhz":[%2,%3,null],)"
                      R"("temp_max_c":%4.%5,"gpu":"not available","gpu_reason":"nvidia-smi not found on PATH"})")
                      .arg(100 * (i + 1))
                      .arg(mhz)
                      .arg(mhz + 100)
                      .arg(c10 / 10)
                      .arg(c10 % 10)
                      .toUtf8()
            + '\n';
    }
    EventStreamReader reader;
    QVERIFY(reader.feed(stream));
    QVERIFY(reader.finish());
    const SystemSeries& sys = reader.run().system;
    QCOMPARE(sys.size(), size_t(20));
    QCOMPARE(sys.cpuFreqMeanMhz.size(), size_t(20));
    QCOMPARE(sys.cpuFreqMeanMhz.front(), 1850.0); // the core without a reading is left out, not zero
    QCOMPARE(sys.cpuFreqMinMhz.front(), 1800.0);
    QCOMPARE(sys.tempMaxC.front(), 50.0);
    QVERIFY(sys.gpu.startsWith(QLatin1String("not available")));

    FigureTable t = tailTable();
    Run run;
    run.system = sys;
    t.context = contextFigures(run, t.inputs, 1);
    QVERIFY(t.context.freqStartMhz && *t.context.freqStartMhz > *t.context.freqEndMhz);
    Verdict v = decide(t);
    QVERIFY(v.advice.contains(Advice::Throttling));
    QVERIFY2(adviceText(v, Advice::Throttling).contains(QStringLiteral("°C")),
        qPrintable(adviceText(v, Advice::Throttling)));

    // The same frequencies at a steady temperature: a governor saving power, not throttling.
    std::fill(run.system.tempMaxC.begin(), run.system.tempMaxC.end(), 55.0);
    t.context = contextFigures(run, t.inputs, 1);
    QVERIFY(!decide(t).advice.contains(Advice::Throttling));
}

// Pressure throughout, no tail: the run is still contended and says so first (it said "latency first"
// with no word of it while CPU pressure stayed near 99%).
void TestVerdictContext::contendedInAbsoluteTerms()
{
    FigureTable t = table(8000000, 1000.0, { input(QStringLiteral("short"), 128, 1000000, 900, 1100) });
    QVERIFY(!decide(t).contended);
    t.context.psiCpuMeanPct = kContendedPsiPct - 1;
    QVERIFY(!decide(t).contended);
    t.context.psiCpuMeanPct = 99;
    const Verdict v = decide(t);
    QVERIFY(v.contended);
    QVERIFY2(v.reason.startsWith(QLatin1String("The run was contended (tasks waited for a CPU 99% of the repetitions' "
                                                "time): its figures are not the device's own.")),
        qPrintable(v.reason));
    QCOMPARE(v.first, FirstLimit::Latency); // the rule still decides; the sentence says what it rests on
    t.context.psiCpuMeanPct.reset();
    t.context.stealPctMean = kContendedStealPct;
    QVERIFY(decide(t).reason.contains(QLatin1String("the hypervisor took 10% of the CPUs (steal)")));
    t.context.stealPctMean.reset();
    t.context.runQueueOverSharePct = kContendedRunQueueSharePct - 1;
    QVERIFY(!decide(t).contended);
    t.context.runQueueOverSharePct = 75;
    QVERIFY2(decide(t).reason.startsWith(QLatin1String("The run was contended (more tasks were runnable than CPUs in "
                                                        "75% of the samples)")),
        qPrintable(decide(t).reason));
}

// A kernel without PSI (CONFIG_PSI off, common on boards) still gives the run queue: samples taken
// during the repetitions with more runnable tasks than CPUs online count; those between them do not.
void TestVerdictContext::runQueueFromSeries()
{
    Run run = sampledRun(99, 10, 10, 0);
    const auto all = perInputFigures(run, {}).inputs;
    QVERIFY(!contextFigures(run, all, 1).runQueueOverSharePct); // not recorded: unknown, not zero
    // Eleven repetitions of 200 ms, 100 ms apart; a system sample every 50 ms over the whole run.
    for (int k = 0; k <= 66; ++k) {
        const int phase = k % 6; // 50 ms steps: 0-4 inside a repetition (4 is its last instant), 5 the pause
        run.system.t.push_back(k * 0.05);
        // Three runnable on two CPUs in the first half of each repetition, one in its second half,
        // five in the pauses (which must not count).
        run.system.runnable.push_back(phase < 2 ? 3 : phase < 5 ? 1 : 5);
        run.system.cpusOnline.push_back(2);
    }
    ContextFigures c = contextFigures(run, all, 1);
    QVERIFY(c.runQueueOverSharePct);
    QVERIFY2(*c.runQueueOverSharePct >= 39.9 && *c.runQueueOverSharePct <= 50.1, qPrintable(QString::number(*c.runQueueOverSharePct)));
    for (auto& r : run.system.runnable)
        r = r == 1 ? 4 : r; // now over the CPUs all through the repetitions
    c = contextFigures(run, all, 1);
    QCOMPARE(*c.runQueueOverSharePct, 100.0);
    QVERIFY(c.contended());
    std::fill(run.system.cpusOnline.begin(), run.system.cpusOnline.end(), 8.0); // the same tasks on eight CPUs
    QCOMPARE(*contextFigures(run, all, 1).runQueueOverSharePct, 0.0);
}

void TestVerdictContext::hugeSpreadIsRemarkedOn()
{
    InputFigures f = input(QStringLiteral("medium"), 512, 1000000, 2000, 3000);
    f.stableMs = { 1700, 1900, 2000, 2100, 46900 };
    const Verdict v = decide(table(8000000, std::nullopt, { f }));
    const QString all = v.unknowns.join(u'\n');
    QVERIFY2(all.contains(QLatin1String("The repetitions of input medium range from 1.70 s to 46.90 s (27.6 times)")),
        qPrintable(all));
    f.stableMs = { 1700, 1900, 2000, 2100, 2400 };
    QVERIFY(!decide(table(8000000, std::nullopt, { f })).unknowns.join(u'\n').contains(QLatin1String("range from")));
}

// A p90 from 19 repetitions was shown like one from a thousand: it is named an estimate, once.
void TestVerdictContext::fewRepetitionsMakeTheTailAnEstimate()
{
    InputFigures few = input(QStringLiteral("short"), 128, 1000000, 900, 1100); // n = 19
    InputFigures many = input(QStringLiteral("long"), 512, 1000000, 1900, 2100);
    many.n = 40;
    const QStringList unknowns = decide(table(8000000, std::nullopt, { few, many })).unknowns;
    const auto notes = std::count_if(unknowns.begin(), unknowns.end(),
        [](const QString& u) { return u.startsWith(QLatin1String("The p90 of")); });
    QCOMPARE(notes, 1);
    QVERIFY2(unknowns.join(u'\n').contains(QLatin1String("The p90 of short (n = 19) rests on fewer than 29 repetitions")),
        qPrintable(unknowns.join(u'\n')));
    QVERIFY(!unknowns.join(u'\n').contains(QLatin1String("long (n = 40)")));
    few.n = 29;
    QVERIFY(tailSampleNote({ few, many }).isEmpty());
}

QTEST_GUILESS_MAIN(TestVerdictContext)
#include "tst_verdictcontext.moc"
