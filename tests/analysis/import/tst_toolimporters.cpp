// Importers of other tools' logs (issue 10) on fixtures made with the real tools (hyperfine, GNU
// time) or from the tools' documented formats (tests/data/logs/README.md), plus truncated,
// reordered-column and wrong-unit variants built from them in memory, and byte mutations.
// One file: the cases are tables over the same fixtures and helpers, one row per tool; a file per
// tool would repeat the helpers and hide that every tool is held to the same checks.
// Expected figures are read from the fixture text itself, never typed in.

#include "analysis/import/importer.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTest>

#include <cmath>

using namespace Analysis;

namespace {

QByteArray fixture(const QString& name)
{
    QFile f(QStringLiteral(HEADROOM_LOGS_DIR "/") + name);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

ImportResult importAs(const QByteArray& bytes, const QString& name, const ImportOptions& options = {})
{
    return importBytes(bytes, name, options);
}

QString errorsOf(const ImportResult& r)
{
    QStringList out;
    for (const auto& d : r.diagnostics)
        out << d.toString();
    return out.join(u'\n');
}

// "1246.98 tokens/s" -> 1246.98
double number(const QString& figure)
{
    return figure.section(u' ', 0, 0).toDouble();
}

double maxOf(const QByteArray& text, const QString& pattern)
{
    double best = -1;
    auto it = QRegularExpression(pattern).globalMatch(QString::fromUtf8(text));
    while (it.hasNext())
        best = std::max(best, it.next().captured(1).toDouble());
    return best;
}

} // namespace

class TstToolImporters : public QObject {
    Q_OBJECT

private slots:
    void detected_data();
    void detected();
    void hyperfineJsonEveryRun();
    void hyperfineSummariesAgree();
    void llamaBenchFormatsAgree();
    void gnuTime();
    void psrecordSeries();
    void tegrastatsFigures_data();
    void tegrastatsFigures();
    void llamaServer();
    void vllmBench();
    void columnMapParsing_data();
    void columnMapParsing();
    void genericCsv();
    void variants_data();
    void variants();
    void mutationsNeverHalfImport();
};

void TstToolImporters::detected_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("timeFormat");
    const QList<std::array<const char*, 3>> rows = {
        { "hyperfine.json", "hyperfine-json", "" },
        { "hyperfine.csv", "hyperfine-csv", "" },
        { "hyperfine-export.markdown", "hyperfine-md", "" },
        { "llama-bench.json", "llama-bench-json", "" },
        { "llama-bench.jsonl", "llama-bench-jsonl", "" },
        { "llama-bench.csv", "llama-bench-csv", "" },
        { "llama-bench.md", "llama-bench-md", "" },
        { "llama-bench.sql", "llama-bench-sql", "" },
        { "llama-server-completion.sse", "llama-server-stream", "" },
        { "llama-server-metrics.txt", "llama-server-metrics", "" },
        { "gnutime-v.txt", "gnu-time-v", "" },
        { "gnutime-default.txt", "gnu-time", "" },
        { "gnutime-f-e-M-x.txt", "gnu-time-f", "%e %M %x" },
        { "psrecord.log", "psrecord", "" },
        { "tegrastats-jp4.log", "tegrastats", "" },
        { "tegrastats-jp5.log", "tegrastats", "" },
        { "vllm-bench-serve.json", "vllm-bench", "" },
        // the measurement method's formats still go where they went
        { "timing.csv", "timing-csv", "" },
        { "mem-sleep0.5.log", "memlog", "" },
    };
    for (const auto& r : rows)
        QTest::addRow("%s", r[0]) << QString::fromLatin1(r[0]) << QString::fromLatin1(r[1])
                                  << QString::fromLatin1(r[2]);
}

void TstToolImporters::detected()
{
    QFETCH(QString, file);
    QFETCH(QString, format);
    QFETCH(QString, timeFormat);
    const QByteArray bytes = fixture(file);
    QVERIFY2(!bytes.isEmpty(), qPrintable(file));
    ImportOptions o;
    o.timeFormat = timeFormat;
    const ImportResult r = importAs(bytes, file, o);
    QCOMPARE(r.format, format);
    QVERIFY2(r.ok(), qPrintable(errorsOf(r)));
    QCOMPARE(r.run->sources.size(), 1);
    QCOMPARE(r.run->sources.first().format, format);
    if (!timeFormat.isEmpty() || !r.run->environment.values.isEmpty() || !r.run->reportedSummaries.isEmpty())
        QVERIFY(!r.notes.isEmpty()); // every new importer says what it assumed (units)
    // Every figure without a Run field carries a unit (or is text the tool gave).
    for (auto it = r.run->environment.values.constBegin(); it != r.run->environment.values.constEnd(); ++it)
        QVERIFY2(!it.value().isEmpty(), qPrintable(it.key()));
}

void TstToolImporters::hyperfineJsonEveryRun()
{
    const QByteArray bytes = fixture(QStringLiteral("hyperfine.json"));
    const QJsonArray results = QJsonDocument::fromJson(bytes).object().value(u"results").toArray();
    const ImportResult r = importAs(bytes, QStringLiteral("hyperfine.json"));
    QVERIFY2(r.ok(), qPrintable(errorsOf(r)));
    int times = 0;
    for (const auto& v : results)
        times += int(v.toObject().value(u"times").toArray().size());
    QCOMPARE(r.run->repetitions.size(), times);
    QCOMPARE(r.run->timingKind, TimingKind::ColdStart);
    QCOMPARE(r.run->reportedSummaries.size(), results.size());
    // Each run's own time and exit code, in order.
    for (int i = 0; i < results.size(); ++i) {
        const QJsonObject o = results.at(i).toObject();
        const ReportedSummary& s = r.run->reportedSummaries.at(i);
        QCOMPARE(s.n, o.value(u"times").toArray().size());
        QVERIFY(qAbs(s.figures.value(QStringLiteral("mean")) - o.value(u"mean").toDouble() * 1e3) < 1e-9);
        QVERIFY(s.source.startsWith(QStringLiteral("hyperfine.json: ")));
    }
    int nonZero = 0;
    for (const auto& rep : r.run->repetitions) {
        QVERIFY(rep.exitCode.has_value());
        nonZero += rep.outcome == Outcome::NonZeroExit ? 1 : 0;
        QCOMPARE(rep.outcome == Outcome::Ok, *rep.exitCode == 0);
        QVERIFY(!rep.maxRssKb); // hyperfine 1.15 writes no memory: it stays missing
    }
    QVERIFY(nonZero > 0); // the fixture's `sh -c "exit 3"`
    QVERIFY(r.run->memory.isEmpty());
    // The repeated command is told apart by its parameter.
    QSet<QString> inputs;
    for (const auto& rep : r.run->repetitions)
        inputs.insert(rep.inputId);
    QCOMPARE(inputs.size(), results.size());
}

void TstToolImporters::hyperfineSummariesAgree()
{
    // The three exports came from one hyperfine invocation: their summaries must agree.
    const ImportResult json = importAs(fixture(QStringLiteral("hyperfine.json")), QStringLiteral("a.json"));
    const ImportResult csv = importAs(fixture(QStringLiteral("hyperfine.csv")), QStringLiteral("a.csv"));
    const ImportResult md = importAs(fixture(QStringLiteral("hyperfine-export.markdown")), QStringLiteral("a.md"));
    QVERIFY2(json.ok() && csv.ok() && md.ok(), qPrintable(errorsOf(csv) + errorsOf(md)));
    QVERIFY(csv.run->repetitions.isEmpty()); // a summary is never turned into repetitions
    QVERIFY(md.run->repetitions.isEmpty());
    QCOMPARE(csv.run->reportedSummaries.size(), json.run->reportedSummaries.size());
    QCOMPARE(md.run->reportedSummaries.size(), json.run->reportedSummaries.size());
    for (int i = 0; i < json.run->reportedSummaries.size(); ++i) {
        const auto& j = json.run->reportedSummaries.at(i).figures;
        const auto& c = csv.run->reportedSummaries.at(i).figures;
        const auto& m = md.run->reportedSummaries.at(i).figures;
        for (const QString& k : { QStringLiteral("mean"), QStringLiteral("median"), QStringLiteral("max") })
            QVERIFY(qAbs(j.value(k) - c.value(k)) < 1e-9);
        QCOMPARE(csv.run->reportedSummaries.at(i).n, -1); // the CSV does not say how many runs
        // Markdown rounds to 0.1 of its unit (ms here).
        for (const QString& k :
            { QStringLiteral("mean"), QStringLiteral("min"), QStringLiteral("max"), QStringLiteral("stddev") })
            QVERIFY2(qAbs(j.value(k) - m.value(k)) <= 0.05 + 1e-9, qPrintable(k));
    }
}

void TstToolImporters::llamaBenchFormatsAgree()
{
    const ImportResult json = importAs(fixture(QStringLiteral("llama-bench.json")), QStringLiteral("b.json"));
    QVERIFY2(json.ok(), qPrintable(errorsOf(json)));
    const QJsonArray tests = QJsonDocument::fromJson(fixture(QStringLiteral("llama-bench.json"))).array();
    int samples = 0;
    for (const auto& t : tests)
        samples += int(t.toObject().value(u"samples_ns").toArray().size());
    QCOMPARE(json.run->repetitions.size(), samples);
    QCOMPARE(json.run->timingKind, TimingKind::InProcess);
    for (const auto& rep : json.run->repetitions) {
        QVERIFY(rep.tokensPerS.has_value());
        QVERIFY(rep.inputId == u"pp512" || rep.inputId == u"tg128");
    }
    const auto& env = json.run->environment.values;
    QVERIFY(env.value(QStringLiteral("llama-bench.pp512.avg_ts")).endsWith(QStringLiteral(" tokens/s")));
    QCOMPARE(env.value(QStringLiteral("llama-bench.tg128.n_gen")), QStringLiteral("128 tokens"));
    QVERIFY(env.value(QStringLiteral("llama-bench.pp512.model_size")).endsWith(QStringLiteral(" B")));
    QCOMPARE(env.value(QStringLiteral("llama-bench.pp512.backends")), QStringLiteral("CUDA"));
    QVERIFY(env.contains(QStringLiteral("llama-bench.pp512.build_commit")));
    QCOMPARE(env.value(QStringLiteral("llama-bench.pp512.n_gpu_layers")), QStringLiteral("99 layers"));
    QCOMPARE(env.value(QStringLiteral("llama-bench.pp512.flash_attn")), QStringLiteral("false"));
    const double ppTs = number(env.value(QStringLiteral("llama-bench.pp512.avg_ts")));
    const double ppMean = json.run->reportedSummaries.at(0).figures.value(QStringLiteral("mean"));
    QVERIFY(qAbs(ppMean - tests.at(0).toObject().value(u"avg_ns").toDouble() / 1e6) < 1e-9);

    for (const char* name : { "llama-bench.jsonl", "llama-bench.csv", "llama-bench.sql", "llama-bench.md" }) {
        const ImportResult r = importAs(fixture(QLatin1String(name)), QLatin1String(name));
        QVERIFY2(r.ok(), qPrintable(errorsOf(r)));
        const double ts = number(r.run->environment.values.value(QStringLiteral("llama-bench.pp512.avg_ts")));
        QVERIFY2(qAbs(ts - ppTs) <= 0.005 + 1e-6, name); // md prints two decimals
        const bool hasSamples = QByteArray(name).endsWith("jsonl");
        QCOMPARE(r.run->repetitions.size(), hasSamples ? samples : 0); // averages never become repetitions
        QCOMPARE(r.run->environment.values.value(QStringLiteral("llama-bench.pp512.build_commit")),
            env.value(QStringLiteral("llama-bench.pp512.build_commit")));
        QCOMPARE(r.run->environment.values.value(QStringLiteral("llama-bench.pp512.build_number")),
            env.value(QStringLiteral("llama-bench.pp512.build_number")));
    }
    // As given in the file (issue 21, item 7): the build number the file holds ("build 5604", not "b5604"), the
    // JSON's model_size in bytes, the Markdown's as printed, and notes that do not contradict each other.
    QCOMPARE(env.value(QStringLiteral("llama-bench.pp512.build_number")),
        QStringLiteral("build %1").arg(tests.at(0).toObject().value(u"build_number").toInt()));
    QCOMPARE(env.value(QStringLiteral("llama-bench.pp512.model_size")),
        QStringLiteral("%1 B").arg(qint64(tests.at(0).toObject().value(u"model_size").toDouble())));
    const ImportResult md = importAs(fixture(QStringLiteral("llama-bench.md")), QStringLiteral("llama-bench.md"));
    QVERIFY2(md.ok(), qPrintable(errorsOf(md)));
    QCOMPARE(md.run->environment.values.value(QStringLiteral("llama-bench.pp512.model_size")),
        QStringLiteral("468.64 MiB"));
    const QString all = md.notes.join(u'\n');
    QVERIFY2(all.contains(QStringLiteral("no avg_ns")), qPrintable(all));
    QVERIFY2(!all.contains(QStringLiteral("avg_ns/stddev_ns")), qPrintable(all));
    QVERIFY2(!all.contains(QStringLiteral("in bytes")), qPrintable(all));
}

void TstToolImporters::gnuTime()
{
    const QByteArray v = fixture(QStringLiteral("gnutime-v.txt"));
    const ImportResult r = importAs(v, QStringLiteral("gnutime-v.txt"));
    QVERIFY2(r.ok(), qPrintable(errorsOf(r)));
    QCOMPARE(r.run->repetitions.size(), 1);
    const Repetition& rep = r.run->repetitions.first();
    QCOMPARE(double(*rep.maxRssKb), maxOf(v, QStringLiteral("Maximum resident set size \\(kbytes\\): (\\d+)")));
    const auto clock
        = QRegularExpression(QStringLiteral("\\(h:mm:ss or m:ss\\): (\\d+):([\\d.]+)")).match(QString::fromUtf8(v));
    QVERIFY(clock.hasMatch());
    QVERIFY(qAbs(rep.wallMs - (clock.captured(1).toDouble() * 60 + clock.captured(2).toDouble()) * 1e3) < 1e-6);
    QCOMPARE(*rep.exitCode, 0);
    QCOMPARE(rep.inputId, QStringLiteral("python3 scripts/grow.py 0.2"));
    QVERIFY(r.run->environment.values.value(QStringLiteral("gnu-time.run 1.user_time")).endsWith(QStringLiteral(" s")));

    ImportOptions o;
    o.timeFormat = QStringLiteral("%e %M %x");
    const QByteArray f = fixture(QStringLiteral("gnutime-f-e-M-x.txt"));
    const ImportResult rf = importAs(f, QStringLiteral("f.txt"), o);
    QVERIFY2(rf.ok(), qPrintable(errorsOf(rf)));
    QCOMPARE(rf.run->repetitions.size(), 3);
    QCOMPARE(rf.run->repetitions.last().outcome, Outcome::NonZeroExit);
    QCOMPARE(*rf.run->repetitions.last().exitCode, 3);
    int64_t maxKb = 0;
    for (const auto& x : rf.run->repetitions)
        maxKb = std::max(maxKb, *x.maxRssKb);
    QCOMPARE(double(maxKb), maxOf(f, QStringLiteral("^[\\d.]+ (\\d+) \\d+$").replace(u'^', QStringLiteral("(?m)^"))));
    // Without the format the same bytes are not guessed at.
    QVERIFY(importAs(f, QStringLiteral("f.txt")).format != u"gnu-time-f");

    const QByteArray d = fixture(QStringLiteral("gnutime-default.txt"));
    const ImportResult rd = importAs(d, QStringLiteral("d.txt"));
    QVERIFY2(rd.ok(), qPrintable(errorsOf(rd)));
    QCOMPARE(double(*rd.run->repetitions.first().maxRssKb), maxOf(d, QStringLiteral("(\\d+)maxresident")));
}

void TstToolImporters::psrecordSeries()
{
    const QByteArray bytes = fixture(QStringLiteral("psrecord.log"));
    const ImportResult r = importAs(bytes, QStringLiteral("psrecord.log"));
    QVERIFY2(r.ok(), qPrintable(errorsOf(r)));
    const MemorySeries& m = r.run->memory.value(QString());
    QCOMPARE(qsizetype(m.size()), bytes.count('\n') - 1);
    QVERIFY(!m.timeIsEpoch);
    // Real (MB) is MiB: KiB = MB × 1024.
    const double maxMb = maxOf(bytes, QStringLiteral("(?m)^\\s+[\\d.]+\\s+[\\d.]+\\s+([\\d.]+)"));
    QCOMPARE(*std::max_element(m.rssKb.begin(), m.rssKb.end()), std::llround(maxMb * 1024));
    QCOMPARE(m.hwmKb.front(), MemorySeries::kMissing); // psrecord has no peak mark: not invented
    QVERIFY(
        r.run->environment.values.value(QStringLiteral("psrecord.cpu_max")).endsWith(QStringLiteral("% of one core")));
}

void TstToolImporters::tegrastatsFigures_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("stamped");
    QTest::addRow("jetpack4") << QStringLiteral("tegrastats-jp4.log") << false;
    QTest::addRow("jetpack5") << QStringLiteral("tegrastats-jp5.log") << true;
}

void TstToolImporters::tegrastatsFigures()
{
    QFETCH(QString, file);
    QFETCH(bool, stamped);
    const QByteArray bytes = fixture(file);
    const ImportResult r = importAs(bytes, file);
    QVERIFY2(r.ok(), qPrintable(errorsOf(r)));
    const auto& env = r.run->environment.values;
    QCOMPARE(env.value(QStringLiteral("tegrastats.ram_used_max")),
        QStringLiteral("%1 MB").arg(maxOf(bytes, QStringLiteral("RAM (\\d+)/"))));
    QCOMPARE(env.value(QStringLiteral("tegrastats.gr3d_load_max")),
        QStringLiteral("%1 %").arg(maxOf(bytes, QStringLiteral("GR3D_FREQ (\\d+)%"))));
    QVERIFY(env.value(QStringLiteral("tegrastats.memory")).startsWith(QStringLiteral("unified")));
    QVERIFY(env.contains(QStringLiteral("tegrastats.emc_freq_max")));
    QCOMPARE(env.contains(QStringLiteral("tegrastats.duration")), stamped);
    QCOMPARE(env.contains(QStringLiteral("tegrastats.power_VDD_IN_max")), stamped); // JetPack 4 rails have no unit
    if (stamped) {
        // Energy (issue 25): VDD_IN's readings one second apart, integrated by the trapezoid rule.
        QList<double> mw;
        static const QRegularExpression in(QStringLiteral("VDD_IN (\\d+)mW"));
        for (auto it = in.globalMatch(QString::fromUtf8(bytes)); it.hasNext();)
            mw << it.next().captured(1).toDouble();
        QVERIFY(mw.size() >= 2);
        double joules = 0;
        for (qsizetype i = 1; i < mw.size(); ++i)
            joules += (mw.at(i - 1) + mw.at(i)) / 2.0 / 1000.0;
        const QString energy = env.value(QStringLiteral("tegrastats.energy_VDD_IN"));
        QVERIFY2(energy.endsWith(QStringLiteral(" J")), qPrintable(energy));
        QVERIFY2(std::abs(energy.chopped(2).toDouble() - joules) < 1e-6, qPrintable(energy));
    }
    QVERIFY(r.run->memory.isEmpty()); // device figures, never one process's series
    bool anyTemp = false;
    for (auto it = env.constBegin(); it != env.constEnd(); ++it)
        anyTemp = anyTemp
            || (it.key().startsWith(QStringLiteral("tegrastats.temp_")) && it.value().endsWith(QStringLiteral("°C")));
    QVERIFY(anyTemp);
}

void TstToolImporters::llamaServer()
{
    const QByteArray sse = fixture(QStringLiteral("llama-server-completion.sse"));
    const ImportResult r = importAs(sse, QStringLiteral("c.sse"));
    QVERIFY2(r.ok(), qPrintable(errorsOf(r)));
    const QJsonObject last
        = QJsonDocument::fromJson(sse.trimmed().split('\n').last().mid(6)).object().value(u"timings").toObject();
    QCOMPARE(r.run->reportedSummaries.size(), 1);
    QCOMPARE(r.run->reportedSummaries.first().figures.value(QStringLiteral("predicted_ms")),
        last.value(u"predicted_ms").toDouble());
    QCOMPARE(r.run->environment.values.value(QStringLiteral("llama-server.response 1.predicted_n")),
        QStringLiteral("%1 tokens").arg(last.value(u"predicted_n").toInt()));
    QVERIFY(r.run->repetitions.isEmpty()); // no client end-to-end time in a saved stream

    const QByteArray metrics = fixture(QStringLiteral("llama-server-metrics.txt"));
    const ImportResult m = importAs(metrics, QStringLiteral("metrics.txt"));
    QVERIFY2(m.ok(), qPrintable(errorsOf(m)));
    QCOMPARE(qsizetype(m.run->environment.values.size()), metrics.count("\nllamacpp:"));
    QVERIFY(m.run->environment.values.value(QStringLiteral("llama-server.metrics.llamacpp:prompt_seconds_total"))
                .endsWith(QStringLiteral(" s")));
    QVERIFY(m.run->environment.values.value(QStringLiteral("llama-server.metrics.llamacpp:predicted_tokens_seconds"))
                .endsWith(QStringLiteral(" tokens/s")));
}

void TstToolImporters::vllmBench()
{
    const QByteArray bytes = fixture(QStringLiteral("vllm-bench-serve.json"));
    const ImportResult r = importAs(bytes, QStringLiteral("v.json"));
    QVERIFY2(r.ok(), qPrintable(errorsOf(r)));
    QCOMPARE(r.run->reportedSummaries.size(), 4);
    const QJsonObject o = QJsonDocument::fromJson(QByteArray(bytes).replace("Infinity", "null")).object();
    for (const auto& s : r.run->reportedSummaries) {
        const QString metric = s.source.section(QStringLiteral(": "), -1);
        for (const QString& stat : { QStringLiteral("mean"), QStringLiteral("median"), QStringLiteral("p99") })
            QCOMPARE(s.figures.value(stat), o.value(QStringLiteral("%1_%2_ms").arg(stat, metric)).toDouble());
        QCOMPARE(
            s.figures.value(QStringLiteral("stddev")), o.value(QStringLiteral("std_%1_ms").arg(metric)).toDouble());
        QCOMPARE(s.n, o.value(u"completed").toInt());
    }
    const auto& env = r.run->environment.values;
    QCOMPARE(env.value(QStringLiteral("vllm-bench.max_concurrency")),
        QStringLiteral("%1 requests").arg(o.value(u"max_concurrency").toInt()));
    QVERIFY(env.value(QStringLiteral("vllm-bench.request_rate")).startsWith(QStringLiteral("inf")));
    QVERIFY(env.value(QStringLiteral("vllm-bench.output_throughput")).endsWith(QStringLiteral(" tokens/s")));
    QVERIFY(r.run->repetitions.isEmpty());
}

void TstToolImporters::columnMapParsing_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<bool>("ok");
    QTest::addRow("rss-and-time") << QStringLiteral("rss=RSS:KiB,time=t:s") << true;
    QTest::addRow("all-four") << QStringLiteral("time=t:ms,rss=3:MiB,latency=lat:s,length=n:tokens") << true;
    QTest::addRow("no-unit") << QStringLiteral("rss=RSS") << false;
    QTest::addRow("unknown-unit") << QStringLiteral("rss=RSS:pages") << false;
    QTest::addRow("time-unit-on-rss") << QStringLiteral("rss=RSS:ms") << false;
    QTest::addRow("unknown-role") << QStringLiteral("power=P:W") << false;
    QTest::addRow("twice") << QStringLiteral("rss=a:KiB,rss=b:KiB") << false;
    QTest::addRow("empty") << QString() << false;
}

void TstToolImporters::columnMapParsing()
{
    QFETCH(QString, spec);
    QFETCH(bool, ok);
    QString error;
    const auto m = parseColumnMap(spec, &error);
    QCOMPARE(m.has_value(), ok);
    QCOMPARE(error.isEmpty(), ok);
    if (ok)
        QCOMPARE(parseColumnMap(columnMapText(*m), &error), m); // round trip (saved in settings)
}

void TstToolImporters::genericCsv()
{
    const QByteArray csv
        = "when_ms;RSS (MiB);latency;prompt\n0;100.5;0.25;128\n500;150;0.5;128\n1000;149.25;0.75;512\n";
    QString error;
    ImportOptions o;
    o.columns = *parseColumnMap(
        QStringLiteral("time=when_ms:ms,rss=RSS (MiB):MiB,latency=latency:s,length=prompt:tokens"), &error);
    o.warmup = 0;
    const ImportResult r = importAs(csv, QStringLiteral("g.csv"), o);
    QCOMPARE(r.format, QStringLiteral("generic-csv"));
    QVERIFY2(r.ok(), qPrintable(errorsOf(r)));
    const MemorySeries& m = r.run->memory.value(QString());
    QCOMPARE(m.t, (std::vector<double> { 0, 0.5, 1.0 }));
    QCOMPARE(m.rssKb, (std::vector<int64_t> { std::llround(100.5 * 1024), 150 * 1024, std::llround(149.25 * 1024) }));
    QCOMPARE(r.run->repetitions.size(), 3);
    QCOMPARE(r.run->repetitions.at(2).wallMs, 750.0);
    QCOMPARE(r.run->inputs.size(), 2);
    QCOMPARE(r.run->inputs.first().tokens, 128);
    QVERIFY(!r.shape.isEmpty());
    QCOMPARE(r.columnsUsed, o.columns);
    // The same CSV with no mapping is not read by guess as a generic CSV; a saved one is used.
    ImportOptions saved;
    saved.savedColumns
        = [&](const QByteArray& shape) { return shape == r.shape ? o.columns : QList<ColumnMapping> {}; };
    QCOMPARE(importAs(csv, QStringLiteral("g.csv"), saved).format, QStringLiteral("generic-csv"));
    QVERIFY(importAs(csv, QStringLiteral("g.csv")).format != u"generic-csv");
}

void TstToolImporters::variants_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("timeFormat");
    QTest::addColumn<QString>("mapping");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("message"); // part of the first error (or warning when ok)
    QTest::addColumn<int>("line"); // its line, -1: any

    const QByteArray hfJson = fixture(QStringLiteral("hyperfine.json"));
    const QByteArray hfCsv = fixture(QStringLiteral("hyperfine.csv"));
    const QByteArray hfMd = fixture(QStringLiteral("hyperfine-export.markdown"));
    const QByteArray lbCsv = fixture(QStringLiteral("llama-bench.csv"));
    const QByteArray lbJsonl = fixture(QStringLiteral("llama-bench.jsonl"));
    const QByteArray lbMd = fixture(QStringLiteral("llama-bench.md"));
    const QByteArray lbSql = fixture(QStringLiteral("llama-bench.sql"));
    const QByteArray gv = fixture(QStringLiteral("gnutime-v.txt"));
    const QByteArray ps = fixture(QStringLiteral("psrecord.log"));
    const QByteArray teg = fixture(QStringLiteral("tegrastats-jp5.log"));
    const QByteArray vllm = fixture(QStringLiteral("vllm-bench-serve.json"));
    const QByteArray sse = fixture(QStringLiteral("llama-server-completion.sse"));
    const QByteArray met = fixture(QStringLiteral("llama-server-metrics.txt"));

    // Columns in another order: read by name, same figures.
    auto reorder = [](const QByteArray& csv) {
        QList<QByteArray> out;
        for (const QByteArray& line : csv.split('\n')) {
            if (line.isEmpty())
                continue;
            QList<QByteArray> cells = line.split(',');
            std::reverse(cells.begin(), cells.end());
            out << cells.join(',');
        }
        QByteArray joined = out.join('\n');
        joined += '\n';
        return joined;
    };
    const QString none;
    QTest::addRow("hyperfine-json-truncated")
        << hfJson.left(hfJson.size() / 2) << none << none << false << QStringLiteral("cut off") << -1;
    QTest::addRow("hyperfine-json-negative-time")
        << QByteArray(hfJson).replace("\"times\": [\n        0.", "\"times\": [\n        -0.") << none << none << false
        << QStringLiteral("non-negative") << -1;
    QTest::addRow("hyperfine-csv-reordered-columns") << reorder(hfCsv) << none << none << true << QString() << -1;
    QTest::addRow("hyperfine-csv-truncated")
        << hfCsv.left(hfCsv.size() - 20) << none << none << false << QStringLiteral("cut off") << 5;
    QTest::addRow("hyperfine-md-wrong-unit") << QByteArray(hfMd).replace("Mean [ms]", "Mean [parsec]") << none << none
                                             << false << QStringLiteral("unit") << 1;
    QTest::addRow("llama-bench-csv-reordered-columns") << reorder(lbCsv) << none << none << true << QString() << -1;
    QTest::addRow("llama-bench-csv-truncated")
        << lbCsv.left(lbCsv.size() - 30) << none << none << false << QStringLiteral("cut off") << 3;
    QTest::addRow("llama-bench-jsonl-truncated")
        << lbJsonl.left(lbJsonl.size() - 40) << none << none << false << QStringLiteral("JSON") << 2;
    QTest::addRow("llama-bench-md-wrong-unit")
        << QByteArray(lbMd).replace(" MiB |", " MeB |") << none << none << false << QStringLiteral("unit") << 3;
    QTest::addRow("llama-bench-sql-truncated")
        << lbSql.left(lbSql.size() - 30) << none << none << false << QStringLiteral("cut off") << -1;
    QTest::addRow("gnu-time-v-truncated")
        << gv.left(gv.indexOf("Exit status")) << none << none << false << QStringLiteral("Exit status") << -1;
    QTest::addRow("gnu-time-v-bad-elapsed")
        << QByteArray(gv).replace("m:ss): 0:", "m:ss): 0:7") << none << none << false << QStringLiteral("h:mm:ss") << 5;
    QTest::addRow("gnu-time-f-wrong-format") << fixture(QStringLiteral("gnutime-f-e-M-x.txt"))
                                             << QStringLiteral("%e,%M") << none << false << QString() << -1;
    QTest::addRow("psrecord-wrong-unit") << QByteArray(ps).replace("Real (MB)", "Real (GB)") << none << none << false
                                         << QStringLiteral("unit") << 1;
    QTest::addRow("psrecord-reordered-columns")
        << QByteArray(ps).replace("Real (MB)   Virtual (MB)", "Virtual (MB)  Real (MB) ") << none << none << true
        << QString() << -1;
    QTest::addRow("psrecord-last-line-cut")
        << ps.left(ps.size() - 8) << none << none << true << QStringLiteral("cut off") << int(ps.count('\n'));
    QTest::addRow("psrecord-time-backwards") << QByteArray(ps).replace("\n       0.220 ", "\n      99.220 ") << none
                                             << none << false << QStringLiteral("backwards") << -1;
    QTest::addRow("tegrastats-wrong-unit")
        << QByteArray(teg).replace("/7620MB", "/7620GB") << none << none << false << QStringLiteral("MB") << 1;
    QTest::addRow("tegrastats-last-line-cut") << teg.left(teg.lastIndexOf('\n', teg.size() - 2) + 12) << none << none
                                              << true << QStringLiteral("cut off") << 5;
    QTest::addRow("vllm-truncated") << vllm.left(vllm.size() / 2) << none << none << false << QStringLiteral("JSON")
                                    << 1;
    QTest::addRow("vllm-wrong-type") << QByteArray(vllm).replace(
        "\"mean_ttft_ms\": 812.4", "\"mean_ttft_ms\": \"fast\"")
                                     << none << none << false << QStringLiteral("mean_ttft_ms") << 1;
    QTest::addRow("vllm-older-without-e2el")
        << QByteArray(vllm).replace("_e2el_ms", "_e2el_old") << none << none << true << QString() << -1;
    QTest::addRow("sse-truncated") << sse.left(sse.lastIndexOf("data:")) << none << none << false
                                   << QStringLiteral("final event") << 1;
    QTest::addRow("metrics-unknown-unit") << met + "llamacpp:mystery_gauge 3\n"
                                          << none << none << true << QStringLiteral("unit") << int(met.count('\n')) + 1;
    QTest::addRow("generic-csv-wrong-unit")
        << QByteArray("t,rss\n0,100\n1,12 MB\n") << none << QStringLiteral("time=t:s,rss=rss:KiB") << false
        << QStringLiteral("KiB") << 3;
    QTest::addRow("generic-csv-missing-column")
        << QByteArray("t,rss\n0,100\n") << none << QStringLiteral("time=t:s,rss=RSS_KB:KiB,latency=x:ms") << false
        << QString() << -1;
    QTest::addRow("ambiguous-json") << QByteArray(
        "{\"results\": [{\"command\": \"x\", \"times\": [1]}], \"request_throughput\": 1}\n")
                                    << none << none << false << QStringLiteral("ambiguous") << -1;
}

void TstToolImporters::variants()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, timeFormat);
    QFETCH(QString, mapping);
    QFETCH(bool, ok);
    QFETCH(QString, message);
    QFETCH(int, line);
    ImportOptions o;
    o.timeFormat = timeFormat;
    if (!mapping.isEmpty()) {
        QString error;
        o.columns = *parseColumnMap(mapping, &error);
    }
    const ImportResult r = importAs(bytes, QStringLiteral("variant.log"), o);
    QCOMPARE(r.ok(), ok);
    QCOMPARE(r.run.has_value(), ok); // nothing half-imported
    if (!ok)
        QVERIFY(hasErrors(r.diagnostics));
    if (message.isEmpty() && line < 0)
        return;
    QVERIFY2(!r.diagnostics.isEmpty(), QTest::currentDataTag());
    const Diagnostic& d = r.diagnostics.first();
    QVERIFY2(d.message.contains(message, Qt::CaseInsensitive), qPrintable(d.toString()));
    QCOMPARE(d.file, QStringLiteral("variant.log"));
    if (line >= 0)
        QVERIFY2(d.line == line, qPrintable(d.toString()));
}

void TstToolImporters::mutationsNeverHalfImport()
{
    // Bounded: 19 fixtures × 60 mutations. Each result is whole or absent, and an error names the file.
    const QStringList files = { QStringLiteral("hyperfine.json"), QStringLiteral("hyperfine.csv"),
        QStringLiteral("hyperfine-export.markdown"), QStringLiteral("llama-bench.json"),
        QStringLiteral("llama-bench.jsonl"), QStringLiteral("llama-bench.csv"), QStringLiteral("llama-bench.md"),
        QStringLiteral("llama-bench.sql"), QStringLiteral("llama-server-completion.sse"),
        QStringLiteral("llama-server-metrics.txt"), QStringLiteral("gnutime-v.txt"),
        QStringLiteral("gnutime-default.txt"), QStringLiteral("gnutime-f-e-M-x.txt"), QStringLiteral("psrecord.log"),
        QStringLiteral("tegrastats-jp4.log"), QStringLiteral("tegrastats-jp5.log"),
        QStringLiteral("vllm-bench-serve.json") };
    QRandomGenerator rng(20250606);
    ImportOptions o;
    o.timeFormat = QStringLiteral("%e %M %x");
    for (const QString& file : files) {
        const QByteArray original = fixture(file);
        for (int i = 0; i < 60; ++i) {
            QByteArray b = original;
            const int pos = int(rng.bounded(quint32(b.size())));
            switch (i % 4) {
            case 0:
                b[pos] = char(rng.bounded(256));
                break;
            case 1:
                b.truncate(pos);
                break;
            case 2:
                b.insert(pos, QByteArray(int(rng.bounded(8)) + 1, char(rng.bounded(256))));
                break;
            default:
                b.remove(pos, int(rng.bounded(16)) + 1);
                break;
            }
            const ImportResult r = importBytes(b, file, o);
            QCOMPARE(r.run.has_value(), r.ok());
            for (const auto& d : r.diagnostics)
                QCOMPARE(d.file, file);
            if (!r.ok())
                QVERIFY(!r.diagnostics.isEmpty());
        }
    }
}

QTEST_GUILESS_MAIN(TstToolImporters)
#include "tst_toolimporters.moc"
