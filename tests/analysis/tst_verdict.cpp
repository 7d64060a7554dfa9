#include "analysis/runfolder.h"
#include "analysis/verdict.h"

#include <QTest>

using namespace Analysis;

Q_DECLARE_METATYPE(Analysis::FigureTable)

namespace {
// One row of a hand-written per-input table. p90 is given; median is the typical request.
InputFigures input(const QString& id, double tokens, int64_t peakKb, double medianMs, double p90Ms, int oomKilled = 0)
{
    InputFigures f;
    f.inputId = id;
    f.length = tokens;
    f.lengthUnit = LengthUnit::Tokens;
    f.peakKb = peakKb;
    f.peakExactness = Exactness::Exact;
    f.peakOrigin = QStringLiteral("ru_maxrss");
    f.peakSource = QStringLiteral("events.jsonl");
    f.timingKind = TimingKind::InProcess;
    f.timingSource = QStringLiteral("timings.csv");
    f.n = 19;
    f.medianMs = medianMs;
    f.p90Ms = p90Ms;
    f.maxMs = p90Ms * 1.05;
    f.stableMs.assign(19, medianMs); // flat across repetitions: no drift
    f.outcomes[Outcome::Ok] = 20 - oomKilled;
    if (oomKilled > 0)
        f.outcomes[Outcome::OomKilled] = oomKilled;
    return f;
}

FigureTable table(std::optional<int64_t> ceilingKb, std::optional<double> budgetMs, QList<InputFigures> inputs)
{
    FigureTable t;
    t.inputs = std::move(inputs);
    t.lengthUnit = LengthUnit::Tokens;
    t.memoryCeilingKb = ceilingKb;
    t.ceilingOrigin = QStringLiteral("test");
    t.latencyBudgetMs = budgetMs;
    return t;
}
} // namespace

class TestVerdict : public QObject {
    Q_OBJECT
private slots:
    void seedsSituations_data();
    void seedsSituations();
    void longTailAdvice();
    void crossingLengthByHand();
    void fewerThanThreeLengthsSaysWhy();
    void thermalDrift_data();
    void thermalDrift();
    void ceiling_data();
    void ceiling();
    void fromRun();
    void deterministic();
    // Why the tail (issue 14): advice from the system context.
    void contextAdvice_data();
    void contextAdvice();
    void unexplainedTailIsAnUnknown();
    void contentionFromSeries();
    void contentionFromCpuShareAndPressure();
    void pagedWeightsFromSeries();
    void contextQuietWithoutSeries();
    void throttlingFromSystemEvents();
};

void TestVerdict::seedsSituations_data()
{
    QTest::addColumn<FigureTable>("figures");
    QTest::addColumn<QString>("first");
    QTest::addColumn<QString>("rule");

    // Seed 000: "若进程被杀且峰值内存贴顶，优先降内存". Ceiling 3,400,000 KiB; the long input was
    // OOM-killed 3 times with the peak at 3,390,000 KiB (99.7%).
    QTest::addRow("oom-killed-peak-at-ceiling") << table(3400000, 2000.0,
        { input(QStringLiteral("short"), 100, 2000000, 300, 330),
            input(QStringLiteral("medium"), 400, 2800000, 320, 350),
            input(QStringLiteral("long"), 1600, 3390000, 340, 370, 3) })
                                                << QStringLiteral("memory") << QStringLiteral("oom_killed");
    // No kill, but 3,300,000 / 3,400,000 = 97% >= 95%.
    QTest::addRow("peak-within-5-percent") << table(3400000, 2000.0,
        { input(QStringLiteral("short"), 100, 3300000, 300, 330),
            input(QStringLiteral("medium"), 400, 3300000, 300, 330),
            input(QStringLiteral("long"), 1600, 3300000, 300, 330) })
                                           << QStringLiteral("memory") << QStringLiteral("peak_at_ceiling");
    // Seed 000: "若内存有余但耗时分布长尾明显". Peak 1,600,000 of 4,000,000 = 40%; p90/median = 840/400 = 2.1.
    // The p90 line is flat at 840 ms, far below the 2,000 ms budget: no crossing.
    QTest::addRow("memory-40-percent-tail-2.1") << table(4000000, 2000.0,
        { input(QStringLiteral("short"), 100, 1600000, 400, 840),
            input(QStringLiteral("medium"), 400, 1600000, 400, 840),
            input(QStringLiteral("long"), 1600, 1600000, 400, 840) })
                                                << QStringLiteral("latency") << QStringLiteral("long_tail");
    // Seed 000: "峰值内存随输入长度明显上升，而单次耗时中位变化不大". Peak 500,000 -> 1,500,000 (x3, +200%)
    // over 128 -> 2048 tokens; median 800 -> 820 (+2.5%). Ceiling 8,000,000: the memory line
    // (slope 465 KiB/token, intercept 583,333) crosses near 15,950 tokens, beyond 2 x 2048.
    QTest::addRow("memory-triples-flat-median") << table(8000000, 5000.0,
        { input(QStringLiteral("short"), 128, 500000, 800, 880),
            input(QStringLiteral("medium"), 512, 1000000, 810, 890),
            input(QStringLiteral("long"), 2048, 1500000, 820, 900) })
                                                << QStringLiteral("memory") << QStringLiteral("memory_rises");
    // "峰值内存基本不变，但耗时中位和最大值随长度拉长". Median 200 -> 800 (+300%), peak flat at 25%.
    // p90 = 2.2 x length exactly: reaches 10,000 ms at 4,545 tokens, beyond 2 x 400.
    QTest::addRow("latency-grows-flat-memory") << table(4000000, 10000.0,
        { input(QStringLiteral("short"), 100, 1000000, 200, 220),
            input(QStringLiteral("medium"), 200, 1000000, 400, 440),
            input(QStringLiteral("long"), 400, 1000000, 800, 880) })
                                               << QStringLiteral("latency") << QStringLiteral("latency_rises");
    // Both rise; neither line crosses within reach (memory at ~2,878 tokens, p90 at ~2,359, reach 800).
    // Memory: 2,000,000 / 10,000,000 = 20%; p90: 240 / 1,000 = 24%: latency is nearer.
    QTest::addRow("both-rise-latency-nearer") << table(10000000, 1000.0,
        { input(QStringLiteral("short"), 100, 1000000, 100, 120),
            input(QStringLiteral("medium"), 200, 1500000, 150, 180),
            input(QStringLiteral("long"), 400, 2000000, 200, 240) })
                                              << QStringLiteral("latency") << QStringLiteral("both_rise_nearer");
    // "两者都上升时，以先接近设备限制的那一项": same shape, memory at 2,000,000 / 2,500,000 = 80%.
    // Memory line: slope 3214.3, intercept 750,000 -> crossing (2,500,000-750,000)/3214.3 = 544 <= 800.
    QTest::addRow("both-rise-memory-crosses-first") << table(2500000, 1000.0,
        { input(QStringLiteral("short"), 100, 1000000, 100, 120),
            input(QStringLiteral("medium"), 200, 1500000, 150, 180),
            input(QStringLiteral("long"), 400, 2000000, 200, 240) })
                                                    << QStringLiteral("memory") << QStringLiteral("crosses_first");
    // p90 2,500 ms over a 2,000 ms budget with memory at 25%.
    QTest::addRow("latency-over-budget") << table(4000000, 2000.0,
        { input(QStringLiteral("short"), 100, 1000000, 2000, 2500),
            input(QStringLiteral("medium"), 200, 1000000, 2000, 2500),
            input(QStringLiteral("long"), 400, 1000000, 2000, 2500) })
                                         << QStringLiteral("latency") << QStringLiteral("latency_over_budget");
    // Both far from their limits: memory 20%, p90 120/2000 = 6%, both flat.
    QTest::addRow("both-far-undetermined") << table(4000000, 2000.0,
        { input(QStringLiteral("short"), 100, 800000, 100, 120), input(QStringLiteral("medium"), 400, 800000, 100, 120),
            input(QStringLiteral("long"), 1600, 800000, 100, 120) })
                                           << QStringLiteral("undetermined") << QStringLiteral("nothing_approaches");
    QTest::addRow("no-data") << table(4000000, 2000.0, {}) << QStringLiteral("undetermined")
                             << QStringLiteral("no_data");
}

void TestVerdict::seedsSituations()
{
    QFETCH(FigureTable, figures);
    const Verdict v = decide(figures);
    QTEST(firstLimitName(v.first), "first");
    QTEST(verdictRuleName(v.rule), "rule");
    QVERIFY2(!v.reason.isEmpty(), "a verdict always says why");
    if (!figures.inputs.isEmpty()) {
        // The evidence names every per-input figure it used, with its unit and file.
        QVERIFY(v.evidence.size() >= figures.inputs.size() * 3);
        for (const auto& e : v.evidence) {
            QVERIFY(!e.figure.isEmpty());
            QVERIFY(!e.unit.isEmpty());
            QVERIFY(!e.source.isEmpty());
        }
    }
}

void TestVerdict::longTailAdvice()
{
    const Verdict v = decide(table(4000000, 2000.0,
        { input(QStringLiteral("short"), 100, 1600000, 400, 840),
            input(QStringLiteral("medium"), 400, 1600000, 400, 840),
            input(QStringLiteral("long"), 1600, 1600000, 400, 840) }));
    const QList<Advice> expected { Advice::Threads, Advice::Quantization, Advice::InputLength };
    QCOMPARE(v.advice, expected);
    // p90/median 840/400 = 2.10 and 1,600,000/4,000,000 = 40% are in the reason.
    QVERIFY2(v.reason.contains(QLatin1String("2.10")), qPrintable(v.reason));
    QVERIFY2(v.reason.contains(QLatin1String("40%")), qPrintable(v.reason));
    for (Advice a : expected)
        QVERIFY(!adviceText(a).isEmpty());
}

void TestVerdict::crossingLengthByHand()
{
    // Peaks 1,000,000 / 2,000,000 / 3,000,000 KiB at 100 / 200 / 300 tokens: slope 10,000 KiB/token,
    // intercept 0, so the 4,000,000 KiB ceiling is reached at 400 tokens (<= 2 x 300). Latency:
    // p90 100 / 110 / 120: slope 0.1, intercept 90, budget 2,000 at 19,100 tokens (beyond reach).
    const Verdict v = decide(table(4000000, 2000.0,
        { input(QStringLiteral("short"), 100, 1000000, 90, 100),
            input(QStringLiteral("medium"), 200, 2000000, 100, 110),
            input(QStringLiteral("long"), 300, 3000000, 110, 120) }));
    QCOMPARE(verdictRuleName(v.rule), QStringLiteral("crosses_first"));
    QCOMPARE(v.first, FirstLimit::Memory);
    QVERIFY(v.peakTrend.crossesAt);
    QVERIFY(qAbs(*v.peakTrend.crossesAt - 400) < 1e-6);
    QVERIFY(qAbs(*v.p90Trend.crossesAt - 19100) < 1e-6);
    QVERIFY2(v.reason.contains(QLatin1String("400 tokens")), qPrintable(v.reason));
}

void TestVerdict::fewerThanThreeLengthsSaysWhy()
{
    const Verdict v = decide(table(4000000, 2000.0,
        { input(QStringLiteral("short"), 100, 800000, 100, 120),
            input(QStringLiteral("long"), 400, 2400000, 100, 120) }));
    QCOMPARE(v.first, FirstLimit::Undetermined);
    QVERIFY(!v.peakTrend.extrapolated);
    QVERIFY(!v.peakTrend.noExtrapolationReason.isEmpty());
    QVERIFY2(v.reason.contains(v.peakTrend.noExtrapolationReason), qPrintable(v.reason));
    QVERIFY(v.unknowns.contains(v.peakTrend.noExtrapolationReason));
}

void TestVerdict::thermalDrift_data()
{
    QTest::addColumn<std::vector<double>>("stableMs");
    QTest::addColumn<bool>("heated");
    QTest::addColumn<bool>("drift");
    QTest::addColumn<bool>("unknownNamesIt");
    // 100, 102, ..., 120: slope 2 ms/repetition, R² 1, rise 2 x 10 / median 110 = 18% >= 10%.
    std::vector<double> rising;
    for (int i = 0; i <= 10; ++i)
        rising.push_back(100 + 2 * i);
    QTest::addRow("rising-and-hot") << rising << true << true << false;
    QTest::addRow("rising-no-thermal-data") << rising << false << false << true;
    QTest::addRow("flat-and-hot") << std::vector<double>(11, 110.0) << true << false << false;
}

void TestVerdict::thermalDrift()
{
    QFETCH(std::vector<double>, stableMs);
    QFETCH(bool, heated);
    auto t = table(4000000, 2000.0, { input(QStringLiteral("only"), 100, 800000, 110, 118) });
    t.inputs[0].stableMs = stableMs;
    t.inputs[0].n = static_cast<int>(stableMs.size());
    if (heated) {
        t.thermal.tempBeforeC = 45; // +17 °C >= 5
        t.thermal.tempAfterC = 62;
    }
    const Verdict v = decide(t);
    QTEST(v.thermalDrift, "drift");
    QFETCH(bool, unknownNamesIt);
    const bool named = std::any_of(
        v.unknowns.begin(), v.unknowns.end(), [](const QString& u) { return u.contains(QLatin1String("only (+18%")); });
    QCOMPARE(named, unknownNamesIt);
}

void TestVerdict::ceiling_data()
{
    QTest::addColumn<qint64>("memTotalKb");
    QTest::addColumn<qint64>("cgroupBytes"); // 0: none
    QTest::addColumn<qint64>("planKb"); // 0: none
    QTest::addColumn<qint64>("expectedKb");
    // 4,000,000 x 0.85 = 3,400,000.
    QTest::addRow("memtotal-less-15-percent") << qint64(4000000) << qint64(0) << qint64(0) << qint64(3400000);
    // cgroup 2 GiB = 2,097,152 KiB < MemTotal: 2,097,152 x 0.85 = 1,782,579.2 -> 1,782,579.
    QTest::addRow("cgroup-smaller") << qint64(4000000) << qint64(2147483648) << qint64(0) << qint64(1782579);
    // v1 "no limit" (a huge number) loses to MemTotal.
    QTest::addRow("cgroup-v1-unlimited") << qint64(4000000) << qint64(9223372036854771712) << qint64(0)
                                         << qint64(3400000);
    QTest::addRow("plan-sets-it") << qint64(4000000) << qint64(2147483648) << qint64(1000000) << qint64(1000000);
}

void TestVerdict::ceiling()
{
    QFETCH(qint64, memTotalKb);
    QFETCH(qint64, cgroupBytes);
    QFETCH(qint64, planKb);
    Environment env;
    env.memTotalKb = memTotalKb;
    if (cgroupBytes)
        env.cgroupLimitBytes = cgroupBytes;
    VerdictOptions o;
    if (planKb)
        o.memoryCeilingKb = planKb;
    const Ceiling c = memoryCeiling(env, o);
    QVERIFY(c.kb);
    QTEST(qint64(*c.kb), "expectedKb");
    QVERIFY(!c.origin.isEmpty());
}

void TestVerdict::fromRun()
{
    // A run as an importer makes it: three inputs with token counts, one warm-up each, the long
    // input OOM-killed twice, exact ru_maxrss peaks and a sampled series for the short input.
    Run run;
    run.timingKind = TimingKind::ColdStart;
    run.environment.memTotalKb = 4000000;
    run.sources << SourceFile { QStringLiteral("run/events.jsonl"), QStringLiteral("events"), {}, 0 }
                << SourceFile { QStringLiteral("run/mem.log"), QStringLiteral("memlog"), {}, 0 };
    const struct {
        const char* id;
        int64_t tokens;
        int64_t peak;
    } specs[] = { { "short", 12, 1000000 }, { "medium", 240, 1500000 }, { "long", 1800, 3300000 } };
    for (const auto& s : specs) {
        run.inputs << InputSpec { QString::fromLatin1(s.id), QString(), s.tokens * 4, s.tokens * 4, s.tokens };
        for (int i = 0; i < 6; ++i) {
            Repetition r;
            r.inputId = QString::fromLatin1(s.id);
            r.index = i;
            r.wallMs = 1000 + 10 * i; // warm-up (i = 0) dropped: 1010..1050, median 1030
            r.outcome = Outcome::Ok;
            r.maxRssKb = s.peak;
            if (s.tokens == 1800 && i >= 4)
                r.outcome = Outcome::OomKilled;
            run.repetitions << r;
        }
    }
    MemorySeries series;
    series.append(0.0, 900000, 900000);
    series.append(0.5, 1100000, 1100000); // higher than ru_maxrss 1,000,000: the sampled figure wins
    run.memory.insert(QStringLiteral("short"), series);

    const FigureTable t = perInputFigures(run, {});
    QCOMPARE(t.lengthUnit, LengthUnit::Tokens);
    QCOMPARE(*t.memoryCeilingKb, int64_t(3400000));
    QCOMPARE(t.inputs.size(), 3);
    QCOMPARE(t.inputs[0].inputId, QStringLiteral("short"));
    QCOMPARE(t.inputs[0].n, 5);
    QCOMPARE(t.inputs[0].medianMs, 1030.0);
    QCOMPARE(*t.inputs[0].peakKb, int64_t(1100000));
    QCOMPARE(t.inputs[0].peakExactness, Exactness::Sampled);
    QCOMPARE(t.inputs[0].peakSource, QStringLiteral("run/mem.log"));
    QCOMPARE(*t.inputs[1].peakKb, int64_t(1500000));
    QCOMPARE(t.inputs[1].peakExactness, Exactness::Exact);
    QCOMPARE(t.inputs[1].peakSource, QStringLiteral("run/events.jsonl"));
    QCOMPARE(t.inputs[2].count(Outcome::OomKilled), 2);
    QCOMPARE(t.inputs[2].n, 3); // indices 1..3 ok; 4, 5 killed
    QCOMPARE(t.inputs[2].timingKind, TimingKind::ColdStart);

    const Verdict v = decide(run, {});
    QCOMPARE(v.first, FirstLimit::Memory);
    QCOMPARE(v.rule, VerdictRule::OomKilled);
    // 3,300,000 / 3,400,000 = 97%.
    QVERIFY2(v.reason.contains(QLatin1String("97%")), qPrintable(v.reason));
}

void TestVerdict::deterministic()
{
    const auto t = table(8000000, 5000.0,
        { input(QStringLiteral("short"), 128, 500000, 800, 880),
            input(QStringLiteral("medium"), 512, 1000000, 810, 890),
            input(QStringLiteral("long"), 2048, 1500000, 820, 900) });
    const Verdict a = decide(t);
    const Verdict b = decide(t);
    QCOMPARE(a.reason, b.reason);
    QCOMPARE(a.unknowns, b.unknowns);
    QCOMPARE(a.evidence.size(), b.evidence.size());
    for (int i = 0; i < a.evidence.size(); ++i) {
        QCOMPARE(a.evidence[i].figure, b.evidence[i].figure);
        QCOMPARE(a.evidence[i].value, b.evidence[i].value);
    }
}

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
// is 1% during the fast ones and psiSlow during the slow ones.
Run sampledRun(int slowFrom, double involFast, double involSlow, double majorAfterLoadPerS, double shareSlow = -1,
    double psiSlow = -1)
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
            m.append((start + t) / 1000.0, 100000, 100000);
            m.involCtxSwitches.push_back(int64_t(rate * t / 1000.0));
            m.majFaults.push_back(int64_t(5 + (t > 50 ? majorAfterLoadPerS * (t - 50) / 1000.0 : 0)));
            if (shareSlow >= 0) {
                const double cpuMs = t * (slow ? shareSlow : 1.0);
                m.utimeMs.push_back(int64_t(cpuMs * 0.9));
                m.stimeMs.push_back(int64_t(cpuMs * 0.1));
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

void TestVerdict::contextAdvice_data()
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
    QTest::addRow("paged-weights") << faults << QStringLiteral("paged_weights") << QStringLiteral("1200");
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
    QTest::addRow("thrash-risk") << thrash << QStringLiteral("thrash_risk") << QStringLiteral("4000000");
    thrash.context.filePeakKb = 2000000; // fits beside the anonymous part
    QTest::addRow("file-fits") << thrash << QString() << QString();
}

void TestVerdict::contextAdvice()
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

void TestVerdict::unexplainedTailIsAnUnknown()
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

void TestVerdict::contentionFromSeries()
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

void TestVerdict::contentionFromCpuShareAndPressure()
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
    QVERIFY2(adviceText(v, Advice::Contention).contains(QLatin1String("40.0%")), qPrintable(adviceText(v, Advice::Contention)));

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

    // The same smaller CPU share without CPU pressure (the slow ones waited for something else):
    // no contention, and the tail is said to be unexplained.
    const FigureTable idle = perInputFigures(sampledRun(8, 100, 100, 0, 0.4, 1), {});
    const Verdict quiet = decide(idle);
    QVERIFY(!quiet.advice.contains(Advice::Contention));
    QVERIFY(quiet.unknowns.join(u'\n').contains(QLatin1String("not explained by the system context")));
}

void TestVerdict::pagedWeightsFromSeries()
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

void TestVerdict::contextQuietWithoutSeries()
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

void TestVerdict::throttlingFromSystemEvents()
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

QTEST_GUILESS_MAIN(TestVerdict)
#include "tst_verdict.moc"
