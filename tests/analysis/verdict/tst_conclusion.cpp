#include "analysis/verdict/conclusion.h"

#include <QTest>

using namespace Analysis;

namespace {
// Seed 000's first situation: a Raspberry Pi with 4 GiB, three inputs, each repetition a fresh
// process, the long input OOM-killed twice.
Run oomRun()
{
    Run run;
    run.device = QStringLiteral("pi");
    run.timingKind = TimingKind::ColdStart;
    run.environment.values.insert(QStringLiteral("device_model"), QStringLiteral("Raspberry Pi 4 Model B Rev 1.4"));
    run.environment.values.insert(QStringLiteral("os"), QStringLiteral("Debian GNU/Linux 12 (bookworm)"));
    run.environment.values.insert(QStringLiteral("kernel"), QStringLiteral("6.1.0-rpi7-rpi-v8"));
    run.environment.memTotalKb = 4194304; // ceiling: 4,194,304 x 0.85 = 3,565,158.4 -> 3,565,158 KiB = 3.40 GiB
    run.params.insert(QStringLiteral("backend"), QStringLiteral("llama.cpp-cpu"));
    run.params.insert(QStringLiteral("max_new_tokens"), QStringLiteral("64"));
    run.params.insert(QStringLiteral("quantization"), QStringLiteral("Q4_K_M"));
    run.params.insert(QStringLiteral("temperature"), QStringLiteral("0"));
    run.params.insert(QStringLiteral("threads"), QStringLiteral("4"));
    run.sources << SourceFile { QStringLiteral("pi-run/events.jsonl"), QStringLiteral("events"), {}, 0 };
    const struct {
        const char* id;
        int64_t tokens;
        int64_t peakKb;
    } inputs[] = { { "short", 12, 1048576 }, { "medium", 240, 2097152 }, { "long", 1800, 3460000 } };
    for (const auto& in : inputs) {
        run.inputs << InputSpec { QString::fromLatin1(in.id), QString(), in.tokens * 4, in.tokens * 4, in.tokens };
        for (int i = 0; i < 20; ++i) {
            Repetition r;
            r.inputId = QString::fromLatin1(in.id);
            r.index = i;
            r.wallMs = 5000 + in.tokens + i;
            r.outcome = (in.tokens == 1800 && i >= 18) ? Outcome::OomKilled : Outcome::Ok;
            r.maxRssKb = in.peakKb;
            run.repetitions << r;
        }
    }
    return run;
}

// Seed 000's second situation: memory to spare (40%) and a long tail, in-process repetitions of
// one input of 38 characters, a flagged warm-up, then 20 stable times: sixteen of 400 ms and
// 800, 840, 840, 900. Sorted, median = (x9 + x10)/2 = 400; p90: h = 19 x 0.9 = 17.1,
// x17 + 0.1 (x18 - x17) = 840 + 0 = 840; p90/median = 2.1.
Run tailRun()
{
    Run run;
    run.device = QStringLiteral("orin");
    run.timingKind = TimingKind::InProcess;
    run.environment.values.insert(
        QStringLiteral("device_model"), QStringLiteral("NVIDIA Jetson Orin Nano Developer Kit"));
    run.environment.values.insert(QStringLiteral("os"), QStringLiteral("Ubuntu 22.04.4 LTS"));
    run.environment.values.insert(QStringLiteral("kernel"), QStringLiteral("6.8.0-45-generic"));
    run.environment.values.insert(QString::fromLatin1(kEnvTempBeforeC), QStringLiteral("41.0"));
    run.environment.values.insert(QString::fromLatin1(kEnvTempAfterC), QStringLiteral("43.5"));
    run.params.insert(QStringLiteral("backend"), QStringLiteral("llama.cpp-cpu"));
    run.params.insert(QStringLiteral("max_new_tokens"), QStringLiteral("32"));
    run.params.insert(QStringLiteral("quantization"), QStringLiteral("Q8_0"));
    run.params.insert(QStringLiteral("threads"), QStringLiteral("8"));
    run.sources << SourceFile { QStringLiteral("timings.csv"), QStringLiteral("timings"), {}, 0 };
    run.inputs << InputSpec { QStringLiteral("short"), QString(), 38, 38, -1 };
    const double times[]
        = { 2500, 400, 800, 400, 400, 840, 400, 400, 400, 900, 400, 400, 840, 400, 400, 400, 400, 400, 400, 400, 400 };
    for (int i = 0; i < 21; ++i) {
        Repetition r;
        r.inputId = QStringLiteral("short");
        r.index = i;
        r.warmup = i == 0;
        r.wallMs = times[i];
        r.outcome = Outcome::Ok;
        r.inferencePeakKb = 1677722; // 40% of the plan's 4,194,304 KiB ceiling
        r.inferencePeakExactness = Exactness::Exact;
        run.repetitions << r;
    }
    return run;
}

VerdictOptions tailOptions()
{
    VerdictOptions o;
    o.memoryCeilingKb = 4194304;
    o.latencyBudgetMs = 2000;
    return o;
}

Conclusion conclude(const Run& run, const VerdictOptions& o, const ConclusionUserInput& user = {})
{
    const FigureTable t = perInputFigures(run, o);
    return buildConclusion(run, t, decide(t), user);
}

bool hasRule(const QList<Violation>& vs, Violation::Rule r, Violation::Severity s = Violation::Severity::Error)
{
    return std::any_of(vs.begin(), vs.end(), [&](const Violation& v) { return v.rule == r && v.severity == s; });
}
} // namespace

class TestConclusion : public QObject {
    Q_OBJECT
private slots:
    void sentences_data();
    void sentences();
    void fourParts();
    void undeterminedAndUserInput();
    void wholeDeviceClaims_data();
    void wholeDeviceClaims();
    void validate_data();
    void validate();
    void singleRunIsNotADistribution();
    void deterministic();
    void unnamedInputIsSaidSo();
};

void TestConclusion::sentences_data()
{
    QTest::addColumn<int>("situation");
    QTest::addColumn<QString>("zh");
    QTest::addColumn<QString>("en");
    // Peak 3,460,000 KiB = 3.30 GiB (exact, ru_maxrss); ceiling 3,565,158 KiB = 3.40 GiB. Kernel 6.1
    // with 4 threads: the VmRSS counter slack is an unknown; no temperature recorded: throttling too.
    QTest::addRow("oom-memory-first")
        << 0
        << QStringLiteral(
               "在 Raspberry Pi 4 Model B Rev 1.4 / Debian GNU/Linux 12 (bookworm) / llama.cpp-cpu / Q4_K_M "
               "下，用 3 条输入 short（12 tokens）、medium（240 tokens）、long（1800 tokens） 和 "
               "backend=llama.cpp-cpu, max_new_tokens=64, quantization=Q4_K_M, temperature=0, threads=4 "
               "重复 20 次，观察到 峰值内存 3.30 GiB（精确值） 先接近 设备内存上限 3.40 GiB，因此优先处理 "
               "内存。该判断未覆盖 其他进程占用、温控降频、不同输入长度、6.2 之前内核多线程下的 VmRSS 计数误差。")
        << QStringLiteral(
               "On Raspberry Pi 4 Model B Rev 1.4 / Debian GNU/Linux 12 (bookworm) / llama.cpp-cpu / Q4_K_M, "
               "with 3 inputs short (12 tokens), medium (240 tokens), long (1800 tokens) and "
               "backend=llama.cpp-cpu, max_new_tokens=64, quantization=Q4_K_M, temperature=0, threads=4 "
               "repeated 20 times, peak memory 3.30 GiB (exact) was observed to approach the device memory "
               "ceiling of 3.40 GiB first, so memory is to be addressed first. This judgement does not cover "
               "memory used by other processes, thermal throttling, other input lengths, VmRSS counter error "
               "with many threads on kernels before 6.2.");
    // 21 repetitions with the flagged warm-up; p90 840 ms of n = 20; kernel 6.8 and a temperature
    // recorded without drift: only other processes and other lengths are unknown.
    QTest::addRow("long-tail-latency-first")
        << 1
        << QStringLiteral(
               "在 NVIDIA Jetson Orin Nano Developer Kit / Ubuntu 22.04.4 LTS / llama.cpp-cpu / Q8_0 下，用 "
               "输入 short（38 字符） 和 backend=llama.cpp-cpu, max_new_tokens=32, quantization=Q8_0, "
               "threads=8 重复 21 次，观察到 单次耗时 p90 840 ms（n=20） 先接近 延迟预算 2.00 s，因此优先处理 "
               "延迟。该判断未覆盖 其他进程占用、不同输入长度。")
        << QStringLiteral(
               "On NVIDIA Jetson Orin Nano Developer Kit / Ubuntu 22.04.4 LTS / llama.cpp-cpu / Q8_0, with "
               "input short (38 characters) and backend=llama.cpp-cpu, max_new_tokens=32, quantization=Q8_0, "
               "threads=8 repeated 21 times, single-inference time p90 840 ms (n = 20) was observed to "
               "approach the latency budget of 2.00 s first, so latency is to be addressed first. This "
               "judgement does not cover memory used by other processes, other input lengths.");
}

void TestConclusion::sentences()
{
    QFETCH(int, situation);
    const Conclusion c = situation == 0 ? conclude(oomRun(), {}) : conclude(tailRun(), tailOptions());
    QTEST(conclusionSentence(c, SentenceLanguage::Chinese), "zh");
    QTEST(conclusionSentence(c, SentenceLanguage::English), "en");
}

void TestConclusion::fourParts()
{
    const Conclusion c = conclude(oomRun(), {});
    // Environment: filled from env.json and the plan.
    QStringList labels;
    for (const auto& p : c.environment)
        labels << p.first + QLatin1Char('=') + p.second;
    QVERIFY2(labels.contains(QStringLiteral("Device=Raspberry Pi 4 Model B Rev 1.4")), qPrintable(labels.join(u'|')));
    QVERIFY(labels.contains(QStringLiteral("Total memory=4.00 GiB")));
    QVERIFY(labels.contains(QStringLiteral("Quantization=Q4_K_M")));
    QVERIFY(labels.contains(QStringLiteral("Threads=4")));
    // Observed: only figures from the logs, each with its file; cold starts are labelled as such.
    QVERIFY(!c.observed.isEmpty());
    for (const auto& o : c.observed) {
        QCOMPARE(o.source, QStringLiteral("pi-run/events.jsonl"));
        QVERIFY(!o.presentedAsStable);
        if (o.unit == QLatin1String("ms"))
            QVERIFY2(o.label.contains(QLatin1String("cold-start")), qPrintable(o.label));
    }
    // Known: the verdict and why; unknown: never empty.
    QVERIFY2(c.known.first().startsWith(QLatin1String("Verdict: memory reaches its ceiling first.")),
        qPrintable(c.known.first()));
    QVERIFY(!c.unknown.isEmpty());
    QVERIFY(Analysis::validate(c).isEmpty());
}

void TestConclusion::undeterminedAndUserInput()
{
    // Both far from their limits: no first limit to name, and the sentence says so.
    Run run = oomRun();
    for (auto& r : run.repetitions) {
        r.outcome = Outcome::Ok;
        r.maxRssKb = 700000; // 20% of the ceiling, flat
        r.wallMs = 100 + r.index % 3; // flat, p90 ~ 102 of 2,000 ms
    }
    VerdictOptions o;
    o.latencyBudgetMs = 2000;
    ConclusionUserInput user;
    user.fixedInput = QStringLiteral("short/medium/long of fixed.yaml");
    user.extraUnknowns << UnknownItem { UnknownKind::Custom, QStringLiteral("NPU driver 1.2 only") };
    const Conclusion c = conclude(run, o, user);
    QCOMPARE(c.first, FirstLimit::Undetermined);
    QCOMPARE(conclusionSentence(c, SentenceLanguage::Chinese),
        QStringLiteral(
            "在 Raspberry Pi 4 Model B Rev 1.4 / Debian GNU/Linux 12 (bookworm) / llama.cpp-cpu / Q4_K_M 下，用 "
            "short/medium/long of fixed.yaml 和 backend=llama.cpp-cpu, max_new_tokens=64, "
            "quantization=Q4_K_M, temperature=0, threads=4 重复 20 次，未观察到峰值内存或单次耗时先接近设备"
            "限制，因此尚不能确定优先处理内存还是延迟。该判断未覆盖 其他进程占用、温控降频、不同输入长度、6.2 "
            "之前内核多线程下的 VmRSS 计数误差、NPU driver 1.2 only。"));
    QCOMPARE(conclusionSentence(c, SentenceLanguage::English),
        QStringLiteral("On Raspberry Pi 4 Model B Rev 1.4 / Debian GNU/Linux 12 (bookworm) / llama.cpp-cpu / Q4_K_M, "
                       "with short/medium/long of fixed.yaml and backend=llama.cpp-cpu, max_new_tokens=64, "
                       "quantization=Q4_K_M, temperature=0, threads=4 repeated 20 times, neither peak memory nor "
                       "single-inference time was observed to approach a device limit first, so it is not yet "
                       "determined whether memory or latency comes first. This judgement does not cover memory used by "
                       "other processes, thermal throttling, other input lengths, VmRSS counter error with many "
                       "threads on kernels before 6.2, NPU driver 1.2 only."));
}

// Every phrase of the maintained list makes a whole-device claim refused, in any wording of the
// amount ("The whole device's memory peaks at 44.0 MiB." passed, naming no counter); the device's
// ceiling and denials are fine.
void TestConclusion::wholeDeviceClaims_data()
{
    QTest::addColumn<QString>("known");
    QTest::addColumn<bool>("refused");
    for (const QString& phrase : wholeDevicePhrases()) {
        const bool zh = phrase.at(0).unicode() > 0x2000;
        QTest::addRow("%s", qPrintable(phrase))
            << (zh ? QStringLiteral("测得%1峰值为 44.0 MiB。").arg(phrase)
                   : QStringLiteral("The %1 peaks at 44.0 MiB during the long input.").arg(phrase))
            << true;
    }
    QTest::addRow("the-issue's-sentence") << QStringLiteral("The whole device's memory peaks at 44.0 MiB.") << true;
    QTest::addRow("uses") << QStringLiteral("System memory use stays at 3.1 GiB.") << true;
    QTest::addRow("zh-occupies") << QStringLiteral("整机内存占用 3.1 GiB。") << true;
    QTest::addRow("ceiling") << QStringLiteral("The device memory ceiling is 85.0 MiB (MemTotal less 15%).") << false;
    QTest::addRow("zh-ceiling") << QStringLiteral("设备内存上限为 85.0 MiB。") << false;
    QTest::addRow("denied") << QStringLiteral("These figures are not the whole device's memory use.") << false;
    QTest::addRow("zh-denied") << QStringLiteral("峰值内存不是整机的内存用量。") << false;
    QTest::addRow("process") << QStringLiteral("The workload's peak is 44.0 MiB (ru_maxrss).") << false;
}

void TestConclusion::wholeDeviceClaims()
{
    QFETCH(QString, known);
    QFETCH(bool, refused);
    Conclusion c = conclude(oomRun(), {});
    QVERIFY(!hasRule(Analysis::validate(c), Violation::Rule::ProcessPeakAsDevicePeak)); // as built
    c.known << known;
    QCOMPARE(hasRule(Analysis::validate(c), Violation::Rule::ProcessPeakAsDevicePeak), refused);
}

void TestConclusion::validate_data()
{
    QTest::addColumn<int>("change");
    QTest::addColumn<int>("rule"); // -1: no error expected
    QTest::addRow("as-built") << 0 << -1;
    QTest::addRow("unknown-emptied") << 1 << int(Violation::Rule::UnknownEmpty);
    QTest::addRow("vmhwm-marked-device-wide") << 2 << int(Violation::Rule::ProcessPeakAsDevicePeak);
    QTest::addRow("vmhwm-device-peak-in-words") << 3 << int(Violation::Rule::ProcessPeakAsDevicePeak);
    QTest::addRow("vmhwm-zh-whole-machine") << 4 << int(Violation::Rule::ProcessPeakAsDevicePeak);
    QTest::addRow("vmhwm-denied-is-fine") << 5 << -1;
    QTest::addRow("cold-start-marked-stable") << 6 << int(Violation::Rule::ColdStartAsStable);
    QTest::addRow("cold-start-stable-zh") << 7 << int(Violation::Rule::ColdStartAsStable);
    QTest::addRow("single-run-as-p90") << 8 << int(Violation::Rule::SingleRunAsDistribution);
    QTest::addRow("setting-and-params-blank") << 9 << int(Violation::Rule::BracketMissing);
}

void TestConclusion::validate()
{
    QFETCH(int, change);
    QFETCH(int, rule);
    Conclusion c = conclude(oomRun(), {});
    int latency = -1;
    for (int i = 0; i < c.observed.size() && latency < 0; ++i)
        if (c.observed[i].unit == QLatin1String("ms"))
            latency = i;
    QVERIFY(latency >= 0);
    switch (change) {
    case 1:
        c.unknown.clear();
        break;
    case 2:
        c.observed[0].scope = MemoryScope::Device;
        QCOMPARE(c.observed[0].counter, QStringLiteral("ru_maxrss"));
        break;
    case 3:
        c.known << QStringLiteral("VmHWM of 3.3 GiB is the device peak.");
        break;
    case 4:
        c.known << QStringLiteral("VmHWM 即整机峰值内存。");
        break;
    case 5:
        c.known << QStringLiteral("VmHWM is not the whole device's peak memory.");
        break;
    case 6:
        c.observed[latency].presentedAsStable = true;
        break;
    case 7:
        c.known << QStringLiteral("冷启动耗时 5.0 s 即稳定推理耗时。");
        break;
    case 8:
        c.observed[latency].n = 1;
        c.observed[latency].statistic = Statistic::P90;
        break;
    case 9:
        c.setting.clear();
        c.fixedParams.clear();
        break;
    default:
        break;
    }
    const QList<Violation> vs = Analysis::validate(c);
    const int errors = static_cast<int>(std::count_if(
        vs.begin(), vs.end(), [](const Violation& v) { return v.severity == Violation::Severity::Error; }));
    if (rule < 0) {
        QCOMPARE(errors, 0);
        return;
    }
    QVERIFY(hasRule(vs, static_cast<Violation::Rule>(rule)));
    for (const auto& v : vs)
        QVERIFY(!v.message.isEmpty() && !v.field.isEmpty());
    if (change == 1) // every suggestion left out is pointed at too
        QCOMPARE(vs.size(), 1 + c.suggestedUnknowns.size());
    if (change == 9) {
        QCOMPARE(errors, 2);
        // Never a blank bracket: the sentence says what is missing.
        QVERIFY(conclusionSentence(c, SentenceLanguage::Chinese).startsWith(QStringLiteral("在 未记录的设备与后端 下")));
        QVERIFY(conclusionSentence(c, SentenceLanguage::English)
                    .contains(QStringLiteral("and unrecorded parameters repeated")));
        QVERIFY(!conclusionSentence(c, SentenceLanguage::English).contains(QStringLiteral("On not recorded")));
    }
}

void TestConclusion::singleRunIsNotADistribution()
{
    // One warm-up and one measured repetition: a single value, never a p90.
    Run run = tailRun();
    run.repetitions = run.repetitions.mid(0, 2);
    const Conclusion c = conclude(run, tailOptions());
    QVERIFY(Analysis::validate(c).isEmpty());
    for (const auto& o : c.observed)
        if (o.unit == QLatin1String("ms"))
            QCOMPARE(o.statistic, Statistic::Value);
    // 400 ms of 2,000: latency is not first by any rule; but the figure text, when it is, says "one run".
    Conclusion forced = c;
    forced.first = FirstLimit::Latency;
    QVERIFY(
        conclusionSentence(forced, SentenceLanguage::Chinese).contains(QStringLiteral("单次耗时 400 ms（仅一次）")));
    QVERIFY(conclusionSentence(forced, SentenceLanguage::English).contains(QStringLiteral("400 ms (one run only)")));
}

void TestConclusion::deterministic()
{
    const Conclusion a = conclude(oomRun(), {});
    const Conclusion b = conclude(oomRun(), {});
    QCOMPARE(conclusionSentence(a, SentenceLanguage::Chinese), conclusionSentence(b, SentenceLanguage::Chinese));
    QCOMPARE(conclusionSentence(a, SentenceLanguage::English), conclusionSentence(b, SentenceLanguage::English));
    QCOMPARE(a.known, b.known);
}

// A run whose only input has no name (a probe run without --input) read "with input  and ...".
void TestConclusion::unnamedInputIsSaidSo()
{
    Run run;
    run.timingKind = TimingKind::ColdStart;
    for (int i = 0; i < 3; ++i) {
        Repetition r;
        r.index = i;
        r.wallMs = 1000 + i;
        r.outcome = Outcome::Ok;
        run.repetitions << r;
    }
    const Conclusion c = conclude(run, {});
    const QString en = conclusionSentence(c, SentenceLanguage::English);
    const QString zh = conclusionSentence(c, SentenceLanguage::Chinese);
    QVERIFY2(en.contains(QLatin1String("with one unnamed input")), qPrintable(en));
    QVERIFY2(!en.contains(QLatin1String("input  ")), qPrintable(en));
    QVERIFY2(zh.contains(QStringLiteral("一条未命名的输入")), qPrintable(zh));
}

QTEST_GUILESS_MAIN(TestConclusion)
#include "tst_conclusion.moc"
