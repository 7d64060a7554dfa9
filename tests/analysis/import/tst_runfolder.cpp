// The host reads what the real probe wrote: tests/data/probe/calibrate-run was made by probe 0.1.0,
// headroom-probe run ... -- headroom-probe calibrate (3 input lengths, 1 warm-up + 2 repetitions),
// and stays as the compatibility fixture. serve-run and context-run are probe 0.2 runs
// (tests/data/probe/make_fixtures.sh): serve mode with a concurrency sweep, and a run with a
// background CPU hog and the system context.

#include "analysis/import/runfolder.h"
#include "analysis/verdict/verdict.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace Analysis;

class TestRunFolder : public QObject {
    Q_OBJECT

private:
    static QString fixture() { return QStringLiteral(HEADROOM_TEST_DATA "/probe/calibrate-run"); }

    static QByteArray fixtureEvents()
    {
        QFile f(fixture() + u"/events.jsonl");
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

    static bool copyFixture(const QString& to)
    {
        QDir().mkpath(to + u"/out");
        for (const QString& rel : QDir(fixture()).entryList(QDir::Files))
            if (!QFile::copy(fixture() + u'/' + rel, to + u'/' + rel))
                return false;
        for (const QString& rel : QDir(fixture() + u"/out").entryList(QDir::Files))
            if (!QFile::copy(fixture() + u"/out/" + rel, to + u"/out/" + rel))
                return false;
        return true;
    }

private slots:
    void readsTheProbeFixture()
    {
        const RunFolderResult r = readRunFolder(fixture());
        for (const auto& d : r.diagnostics)
            qInfo().noquote() << d.toString();
        QVERIFY(r.ok);
        QVERIFY(r.complete);
        QVERIFY(r.checksumsVerified);
        QCOMPARE(r.run.timingKind, TimingKind::ColdStart);
        QCOMPARE(r.run.repetitions.size(), 9);
        QCOMPARE(r.run.inputs.size(), 3);
        QCOMPARE(r.run.inputs.at(0).id, QStringLiteral("short"));
        QVERIFY(r.run.inputs.at(2).bytes > r.run.inputs.at(0).bytes);
        QVERIFY(r.run.environment.memTotalKb.value_or(0) > 0);
        QVERIFY(r.run.provenance.startsWith(u"probe "));
        QCOMPARE(r.run.sources.size(), 4);
        // run_start's numbers are kept as written: 1234182, not six digits in exponent form.
        QCOMPARE(r.run.params.value(QStringLiteral("guard_reserve_kb")), QStringLiteral("1234182"));
        QCOMPARE(r.run.params.value(QStringLiteral("interval_ms")), QStringLiteral("20"));
        int warmups = 0;
        for (const auto& rep : r.run.repetitions) {
            warmups += rep.warmup;
            QCOMPARE(rep.outcome, Outcome::Ok);
            QVERIFY(rep.loadMs.has_value());
            QVERIFY(rep.ttftMs.value_or(0) > rep.loadMs.value_or(0));
            QCOMPARE(rep.tokensOut.value_or(-1), 16);
            QCOMPARE(rep.inferencePeakExactness, Exactness::Exact);
            QVERIFY(rep.maxRssKb.value_or(0) > 1000);
        }
        QCOMPARE(warmups, 3);
        // The calibrate workload's memory grows with the context: the fixture must show it.
        auto peak = [&](const QString& id) {
            int64_t p = 0;
            for (const auto& rep : r.run.repetitionsFor(id))
                p = std::max(p, rep.inferencePeakKb.value_or(0));
            return p;
        };
        QVERIFY(peak(QStringLiteral("long")) > peak(QStringLiteral("medium")));
        QVERIFY(peak(QStringLiteral("medium")) > peak(QStringLiteral("short")));
        for (const QString& id : { QStringLiteral("short"), QStringLiteral("medium"), QStringLiteral("long") }) {
            const MemorySeries& s = r.run.memory.value(id);
            QVERIFY2(s.size() > 3, qPrintable(id));
            QCOMPARE(s.rssAnonKb.size(), s.size());
            QVERIFY(std::is_sorted(s.t.begin(), s.t.end()));
        }
    }

    void streamInChunks_data()
    {
        QTest::addColumn<int>("chunk");
        QTest::addRow("one-byte") << 1;
        QTest::addRow("seven-bytes") << 7;
        QTest::addRow("4-KiB") << 4096;
        QTest::addRow("one-MiB") << (1 << 20);
    }

    void streamInChunks()
    {
        QFETCH(int, chunk);
        const QByteArray all = fixtureEvents();
        QVERIFY(!all.isEmpty());
        EventStreamReader reader;
        int repsSeenBeforeEnd = -1;
        for (qsizetype off = 0; off < all.size(); off += chunk) {
            QVERIFY(reader.feed(QByteArrayView(all.constData() + off, std::min<qsizetype>(chunk, all.size() - off))));
            // Live use: repetitions appear as soon as their line is complete.
            if (repsSeenBeforeEnd < 0 && off > all.size() / 2)
                repsSeenBeforeEnd = int(reader.run().repetitions.size());
        }
        QVERIFY(reader.finish());
        if (chunk < all.size())
            QVERIFY(repsSeenBeforeEnd > 0 && repsSeenBeforeEnd < 9);
        QCOMPARE(reader.run().repetitions.size(), 9);
        QVERIFY(reader.ended() && reader.complete());
        QCOMPARE(reader.probeVersion(), QStringLiteral("0.1.0"));
    }

    void badStreams_data()
    {
        const QByteArray start = R"({"v":1,"type":"run_start","probe":"0.1.0","mode":"run"})"
                                 "\n";
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("mentions");
        QTest::addRow("newer-major-version") << QByteArray(R"({"v":2,"type":"run_start","probe":"9","mode":"run"})"
                                                           "\n")
                                             << 1 << QStringLiteral("newer");
        QTest::addRow("missing-v") << QByteArray(R"({"type":"run_start"})"
                                                 "\n")
                                   << 1 << QStringLiteral("\"v\"");
        QTest::addRow("first-not-run-start") << QByteArray(R"({"v":1,"type":"sample"})"
                                                           "\n")
                                             << 1 << QStringLiteral("run_start");
        QTest::addRow("sample-without-rss") << start
                + R"({"v":1,"type":"sample","input":"a","rep":0,"t_ms":1,"hwm_kb":5})"
                  "\n" << 2 << QStringLiteral("rss_kb");
        QTest::addRow("rep-end-wrong-type") << start + "\n"
                + R"({"v":1,"type":"rep_end","input":"a","rep":0,"warmup":"no","wall_ms":1,"outcome":"ok"})"
                  "\n" << 3 << QStringLiteral("warmup");
        const QByteArray rep = R"({"v":1,"type":"rep_end","input":"a","rep":0,"warmup":false,"wall_ms":1,"outcome":"ok",)";
        QTest::addRow("mapped-files-bad-kind") << start + "\n" + rep
                + R"("mapped_scans":2,"mapped_files":[{"path":"/m","rss_kb":1,"size_kb":2,"kind":"weights"}]})"
                  "\n" << 3 << QStringLiteral("mapped_files");
        QTest::addRow("mapped-files-negative") << start + "\n" + rep
                + R"("mapped_scans":2,"mapped_files":[{"path":"/m","rss_kb":-1,"size_kb":2,"kind":"data"}]})"
                  "\n" << 3 << QStringLiteral("mapped_files");
        QTest::addRow("mapped-files-not-a-list") << start + "\n" + rep + R"("mapped_scans":2,"mapped_files":{}})"
                  "\n" << 3 << QStringLiteral("mapped_files");
        QTest::addRow("mapped-files-no-scans") << start + "\n" + rep + R"("mapped_files":[]})"
                  "\n" << 3 << QStringLiteral("mapped_scans");
        QTest::addRow("not-json") << start + "{\"v\":1,\n" << 2 << QStringLiteral("JSON");
        QTest::addRow("an-array") << start + "[1,2]\n" << 2 << QStringLiteral("object");
        QTest::addRow("empty") << QByteArray() << 0 << QStringLiteral("empty");
        QByteArray every;
        for (int i = 0; i < 256; ++i)
            every.append(char(i));
        QTest::addRow("all-256-bytes") << every << 1 << QString();
    }

    void badStreams()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, line);
        QFETCH(QString, mentions);
        EventStreamReader reader(QStringLiteral("x/events.jsonl"));
        reader.feed(bytes);
        QVERIFY(!reader.finish());
        QVERIFY(reader.hasError());
        const Diagnostic d = reader.diagnostics().last();
        QCOMPARE(d.line, line);
        QCOMPARE(d.file, QStringLiteral("x/events.jsonl"));
        QVERIFY2(d.toString().contains(mentions), qPrintable(d.toString()));
    }

    void cutOffLastLineIsAWarning()
    {
        QByteArray all = fixtureEvents();
        all.chop(all.size() - all.lastIndexOf('\n', all.size() - 2) - 20); // the last line, cut mid-write
        EventStreamReader reader;
        reader.feed(all);
        QVERIFY(reader.finish());
        QCOMPARE(reader.diagnostics().size(), 1);
        QCOMPARE(reader.diagnostics().first().severity, Diagnostic::Severity::Warning);
        QVERIFY(!reader.ended());
    }

    void unknownTypesAndFieldsAreIgnored()
    {
        EventStreamReader reader;
        reader.feed(
            R"({"v":1,"type":"run_start","probe":"0.2.0","mode":"run","future":[1]})"
            "\n"
            R"({"v":1,"type":"gpu_sample","watts":3})"
            "\n"
            R"({"v":1,"type":"rep_end","input":"a","rep":0,"warmup":false,"wall_ms":5.5,"outcome":"oom_killed","x":1})"
            "\n");
        QVERIFY(reader.finish());
        QCOMPARE(reader.run().repetitions.size(), 1);
        QCOMPARE(reader.run().repetitions.first().outcome, Outcome::OomKilled);
        QVERIFY(!reader.run().repetitions.first().maxRssKb.has_value());
        QVERIFY(!reader.run().repetitions.first().mappedScans); // not recorded, not "none mapped"
    }

    // Probe 0.2.4's mapped files and run queue are read as written.
    void mappedFilesAndRunQueueAreRead()
    {
        EventStreamReader reader;
        reader.feed(
            R"({"v":1,"type":"run_start","probe":"0.2.4","mode":"run"})"
            "\n"
            R"({"v":1,"type":"system","t_ms":100,"runnable":3,"cpus_online":2})"
            "\n"
            R"({"v":1,"type":"rep_end","input":"a","rep":0,"warmup":false,"wall_ms":5.5,"outcome":"ok",)"
            R"j("mapped_scans":3,"mapped_files":[{"path":"/m/q 4.gguf (deleted)","rss_kb":900,"size_kb":40000,)j"
            R"("kind":"data"},{"path":"/bin/x","rss_kb":12,"size_kb":20,"kind":"code"}]})"
            "\n");
        QVERIFY(reader.finish());
        const Repetition& r = reader.run().repetitions.first();
        QCOMPARE(r.mappedScans, std::optional<int>(3));
        QCOMPARE(r.mappedFiles.size(), 2);
        QCOMPARE(r.mappedFiles.first().path, QStringLiteral("/m/q 4.gguf (deleted)"));
        QCOMPARE(r.mappedFiles.first().rssKb, int64_t(900));
        QCOMPARE(r.mappedFiles.first().sizeKb, int64_t(40000));
        QVERIFY(!r.mappedFiles.first().code && r.mappedFiles.first().isLargeData());
        QVERIFY(r.mappedFiles.last().code && !r.mappedFiles.last().isLargeData());
        QCOMPARE(reader.run().system.runnable, std::vector<double> { 3 });
        QCOMPARE(reader.run().system.cpusOnline, std::vector<double> { 2 });
    }

    void changedFileFailsTheChecksum()
    {
        QTemporaryDir tmp;
        QVERIFY(copyFixture(tmp.path()));
        QVERIFY(readRunFolder(tmp.path()).ok);
        QFile f(tmp.path() + u"/timings.csv");
        QVERIFY(f.open(QIODevice::Append));
        f.write("short,9,0,1.0,,,,0,,ok,1,1,,0\n");
        f.close();
        const RunFolderResult r = readRunFolder(tmp.path());
        QVERIFY(!r.ok);
        QVERIFY(r.run.repetitions.isEmpty()); // nothing half-imported
        QVERIFY(hasErrors(r.diagnostics));
        QVERIFY(r.diagnostics.last().file.endsWith(u"DONE"));
        QVERIFY(r.diagnostics.last().line > 0);
        QVERIFY(r.diagnostics.last().message.contains(u"timings.csv"));
    }

    // Only a file that was read and hashed is said to be changed (issue 19, item 5: a 300 MB
    // stdout was reported as "changed after the probe wrote it"). A file larger than the host
    // reads is not checked, and the run is kept with a warning that says so; a missing one or a
    // link is named as such, and refused.
    void doneSaysWhatHappened_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QString>("says");
        QTest::addRow("changed") << "changed" << false << "was changed after the probe wrote it";
        QTest::addRow("too-large") << "too-large" << true << "larger than the 256 MiB Headroom reads";
        QTest::addRow("missing") << "missing" << false << "could not be checked against its SHA-256";
        QTest::addRow("symlink") << "symlink" << false << "a symbolic link";
    }

    void doneSaysWhatHappened()
    {
        QFETCH(QString, change);
        QFETCH(bool, ok);
        QFETCH(QString, says);
        QTemporaryDir tmp;
        QVERIFY(copyFixture(tmp.path()));
        const QString out = tmp.path() + u"/out/" + QDir(tmp.path() + u"/out").entryList(QDir::Files).value(0);
        QVERIFY(QFileInfo(out).isFile());
        if (change == u"changed") {
            QFile f(out);
            QVERIFY(f.open(QIODevice::Append));
            f.write("x");
        } else if (change == u"too-large") {
            QFile f(out); // sparse: no disk is used
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.resize((qint64(256) << 20) + 1));
        } else if (change == u"missing") {
            QVERIFY(QFile::remove(out));
        } else {
            QVERIFY(QFile::remove(out));
            QVERIFY(QFile::link(tmp.path() + u"/mem.log", out));
        }
        const RunFolderResult r = readRunFolder(tmp.path());
        QCOMPARE(r.ok, ok);
        QVERIFY(!r.checksumsVerified);
        QStringList messages;
        for (const Diagnostic& d : r.diagnostics)
            messages << d.message;
        const QString all = messages.join(u'\n');
        QVERIFY2(all.contains(says), qPrintable(all));
        QVERIFY2(all.contains(QFileInfo(out).fileName()), qPrintable(all));
        if (change != u"changed")
            QVERIFY2(!all.contains(u"changed after"), qPrintable(all));
        if (ok)
            QCOMPARE(r.run.repetitions.size(), 9);
    }

    void readsTheServeFixture()
    {
        const RunFolderResult r = readRunFolder(QStringLiteral(HEADROOM_TEST_DATA "/probe/serve-run"));
        for (const auto& d : r.diagnostics)
            qInfo().noquote() << d.toString();
        QVERIFY(r.ok);
        QVERIFY(r.complete);
        QCOMPARE(r.run.timingKind, TimingKind::InProcess);
        QCOMPARE(r.run.repetitions.size(), 13); // 1 warm-up + 3 levels x 4 requests
        QCOMPARE(r.run.repetitions.first().warmup, true);
        for (const auto& rep : r.run.repetitions) {
            QCOMPARE(rep.outcome, Outcome::Ok);
            QVERIFY(rep.ttftMs.value_or(0) >= 100); // the server waits 100 ms before the first token
            QVERIFY(rep.wallMs > *rep.ttftMs);
            QCOMPARE(rep.tokensOut.value_or(-1), 5);
            QVERIFY(rep.tpotMs.value_or(0) >= 25); // 30 ms between tokens
            QVERIFY(rep.tokensPerS.has_value());
            QCOMPARE(rep.serverGenerationMs.value_or(-1), 120.0);
            QVERIFY(rep.concurrency.has_value());
            QVERIFY(rep.error.isEmpty());
        }
        QCOMPARE(r.run.repetitionsFor(QStringLiteral("short")).size(), 7);
        QCOMPARE(r.run.concurrencyLevels.size(), 3);
        QCOMPARE(r.run.concurrencyLevels.at(2).level, 4);
        QCOMPARE(r.run.concurrencyLevels.at(2).completed, 4);
        QCOMPARE(r.run.concurrencyLevels.at(2).withinBudget, std::optional<bool>(true));
        QCOMPARE(r.run.sustainableConcurrency, std::optional<int>(4));
        QVERIFY(r.run.system.size() > 3);
        QVERIFY(r.run.system.gpu.startsWith(u"not available"));
        QCOMPARE(r.run.system.gpuMemMiB.front(), MemorySeries::kMissing);
        // The engine's memory (the streaming server found from its port) under input "".
        QVERIFY(r.run.memory.value(QString()).size() > 3);
    }

    // Issue 21, item 4, on the recorded serve run (levels 1, 2, 4; engine sampled every 50 ms; system
    // context every 100 ms on a loaded machine, PSI cpu near 100%): the engine's memory is each
    // input's sampled peak, the figures are level 1's and say so, and the context is read.
    void serveFixtureFigures()
    {
        const RunFolderResult r = readRunFolder(QStringLiteral(HEADROOM_TEST_DATA "/probe/serve-run"));
        QVERIFY(r.ok);
        const MemorySeries engine = r.run.memory.value(QString());
        for (const Repetition& rep : r.run.repetitions) {
            QVERIFY(rep.startMs);
            // The highest engine VmRSS sampled while the request was in flight, and only those samples.
            int64_t expected = -1;
            for (size_t i = 0; i < engine.size(); ++i)
                if (engine.t[i] * 1000.0 >= *rep.startMs && engine.t[i] * 1000.0 <= *rep.startMs + rep.wallMs)
                    expected = std::max(expected, engine.rssKb[i]);
            QCOMPARE(rep.inferencePeakKb.value_or(-1), expected);
            if (expected >= 0)
                QCOMPARE(rep.inferencePeakExactness, Exactness::Sampled);
        }
        const FigureTable table = perInputFigures(r.run, verdictOptionsFromRun(r.run));
        QCOMPARE(table.inputs.size(), qsizetype(2));
        for (const InputFigures& f : table.inputs) {
            QCOMPARE(f.concurrency, std::optional<int>(1));
            QCOMPARE(f.n, 2); // 4 requests a level, the two inputs in turn: level 1's only
            // The outcomes are every level's: the warm-up (short's) and 2 requests at each of 3 levels.
            QCOMPARE(f.count(Outcome::Ok), f.inputId == u"short" ? 7 : 6);
            QVERIFY2(f.peakKb && *f.peakKb > 20000, qPrintable(f.inputId));
            QCOMPARE(f.peakExactness, Exactness::Sampled);
            QVERIFY(f.peakOrigin.contains(u"engine"));
            // Not the engine's VmHWM over the run: the requests' own samples.
            int64_t levelOnePeak = -1;
            for (const Repetition& rep : r.run.repetitionsFor(f.inputId))
                if (!rep.warmup && rep.concurrency == 1)
                    levelOnePeak = std::max(levelOnePeak, rep.inferencePeakKb.value_or(-1));
            QCOMPARE(*f.peakKb, levelOnePeak);
        }
        // The system context recorded beside the requests is used, as in process mode.
        QVERIFY(table.context.psiCpuMeanPct);
        QVERIFY2(*table.context.psiCpuMeanPct > 90, qPrintable(QString::number(*table.context.psiCpuMeanPct)));
        const Verdict v = decide(table);
        QVERIFY(v.contended);
    }

    // A request with no engine sample in its window has an unknown peak, never a neighbour's.
    void serveRequestWithoutSamplesHasNoPeak()
    {
        EventStreamReader reader;
        QVERIFY(reader.feed("{\"v\":1,\"type\":\"run_start\",\"probe\":\"0.2.4\",\"mode\":\"serve\","
                            "\"timing\":\"in_process\"}\n"
                            "{\"v\":1,\"type\":\"sample\",\"input\":\"\",\"rep\":0,\"t_ms\":50,\"rss_kb\":1000,"
                            "\"hwm_kb\":9000}\n"
                            "{\"v\":1,\"type\":\"sample\",\"input\":\"\",\"rep\":0,\"t_ms\":80,\"rss_kb\":1200,"
                            "\"hwm_kb\":9000}\n"
                            "{\"v\":1,\"type\":\"request\",\"input\":\"a\",\"level\":1,\"warmup\":false,"
                            "\"start_t_ms\":40,\"e2e_ms\":50,\"outcome\":\"ok\"}\n"
                            "{\"v\":1,\"type\":\"request\",\"input\":\"b\",\"level\":1,\"warmup\":false,"
                            "\"start_t_ms\":200,\"e2e_ms\":30,\"outcome\":\"ok\"}\n"));
        QVERIFY(reader.finish());
        const Run& run = reader.run();
        QCOMPARE(run.repetitions.size(), qsizetype(2));
        QCOMPARE(run.repetitions.at(0).inferencePeakKb, std::optional<int64_t>(1200)); // VmRSS, not the lifetime VmHWM
        QVERIFY(!run.repetitions.at(1).inferencePeakKb);
        const FigureTable table = perInputFigures(run, VerdictOptions());
        for (const InputFigures& f : table.inputs)
            if (f.inputId == u"b")
                QVERIFY(!f.peakKb);
    }

    void readsTheContextFixture()
    {
        const RunFolderResult r = readRunFolder(QStringLiteral(HEADROOM_TEST_DATA "/probe/context-run"));
        QVERIFY(r.ok);
        const MemorySeries m = r.run.memory.value(QStringLiteral("short"));
        QVERIFY(m.size() > 5);
        for (const auto* col : { &m.threads, &m.utimeMs, &m.stimeMs, &m.volCtxSwitches, &m.involCtxSwitches,
                 &m.minFaults, &m.majFaults, &m.readBytes })
            QCOMPARE(col->size(), m.size());
        QVERIFY(*std::max_element(m.utimeMs.begin(), m.utimeMs.end()) > 0);
        QVERIFY(*std::max_element(m.minFaults.begin(), m.minFaults.end()) > 0);
        const SystemSeries& s = r.run.system;
        QVERIFY(s.size() > 2);
        QCOMPARE(s.cpuUserPct.size(), s.size());
        QCOMPARE(s.canaryMaxMs.size(), s.size());
        QVERIFY(s.cpuUserPct.back() >= 0 && s.cpuUserPct.back() <= 100);
        // The 0.1.0 fixture has none of this: the new columns stay empty there.
        const RunFolderResult old = readRunFolder(fixture());
        QVERIFY(old.run.system.isEmpty());
        QVERIFY(old.run.memory.first().threads.empty());
    }

    // The verdict's environment keys (analysis/verdict/verdict.h kEnv*, conclusion.cpp) from the probe's
    // thermal snapshots and power supplies.
    void environmentKeysForTheVerdict()
    {
        EventStreamReader reader;
        const QByteArray stream = R"({"v":1,"type":"run_start","probe":"0.2.0","mode":"run","timing":"cold_start"}
{"v":1,"type":"env","env":{"device_model":"Board X","os":"Debian 12","kernel":"6.1.0","cpu_model":"Cortex-A76","power_supply":[{"name":"ac","type":"Mains","online":true},{"name":"BAT0","type":"Battery","status":"Discharging","capacity_pct":87}]}}
{"v":1,"type":"rep_start","input":"a","rep":0,"thermal":{"temp_mc":[40000,42000],"freq_khz":[1800000,1800000],"throttle_count":null}}
{"v":1,"type":"rep_end","input":"a","rep":0,"warmup":false,"wall_ms":10,"outcome":"ok","thermal_after":{"temp_mc":[50000,52000],"freq_khz":[1500000,1500000]},"throttled":true}
{"v":1,"type":"rep_start","input":"a","rep":1,"thermal":{"temp_mc":[51000],"freq_khz":[1500000]}}
{"v":1,"type":"rep_end","input":"a","rep":1,"warmup":false,"wall_ms":10,"outcome":"interrupted","thermal_after":{"temp_mc":[55000,57000],"freq_khz":[1400000,1400000]},"throttled":false}
{"v":1,"type":"run_end","complete":false}
)";
        QVERIFY(reader.feed(stream));
        QVERIFY(reader.finish());
        const auto& env = reader.run().environment.values;
        QCOMPARE(env.value(QStringLiteral("temp_before_c")), QStringLiteral("41.0"));
        QCOMPARE(env.value(QStringLiteral("temp_after_c")), QStringLiteral("56.0"));
        QCOMPARE(env.value(QStringLiteral("cpu_freq_before_khz")), QStringLiteral("1800000"));
        QCOMPARE(env.value(QStringLiteral("cpu_freq_after_khz")), QStringLiteral("1400000"));
        QCOMPARE(env.value(QStringLiteral("throttled")), QStringLiteral("true")); // any repetition
        QCOMPARE(env.value(QStringLiteral("device_model")), QStringLiteral("Board X"));
        QCOMPARE(env.value(QStringLiteral("cpu_model")), QStringLiteral("Cortex-A76"));
        QCOMPARE(env.value(QStringLiteral("power_supply")),
            QStringLiteral("ac (Mains): online; BAT0 (Battery): Discharging, 87%"));
        QCOMPARE(reader.run().repetitions.at(1).outcome, Outcome::Interrupted);
    }

    // A workload OOM-killed in a 100 MiB memory cgroup on a 20 GiB machine: the ceiling is the
    // cgroup's, read with each repetition, not MemTotal's (the verdict once said "the highest peak
    // is 1% of the memory ceiling" of 20 GiB); the evidence names which limit it used.
    void workloadCgroupLimitIsTheCeiling()
    {
        const QByteArray events = R"({"v":1,"type":"run_start","probe":"0.2.1","mode":"run","timing":"cold_start","inputs":[{"id":"long","file":"long.txt","bytes":100,"chars":100}]}
{"v":1,"type":"env","env":{"mem_total_kb":20981000,"cgroup":{"version":1,"limit_bytes":9223372036854771712}}}
{"v":1,"type":"rep_start","input":"long","rep":0,"warmup":false}
{"v":1,"type":"sample","input":"long","rep":0,"t_ms":10,"rss_kb":50000,"hwm_kb":50000}
{"v":1,"type":"sample","input":"long","rep":0,"t_ms":20,"rss_kb":101000,"hwm_kb":101000}
{"v":1,"type":"rep_end","input":"long","rep":0,"warmup":false,"wall_ms":900,"outcome":"oom_killed","signal":9,"peak_kb":101500,"peak_exact":true,"cgroup_limit_bytes":104857600,"oom_kill_delta":1}
{"v":1,"type":"rep_start","input":"long","rep":1,"warmup":false}
{"v":1,"type":"rep_end","input":"long","rep":1,"warmup":false,"wall_ms":950,"outcome":"oom_killed","signal":9,"peak_kb":101200,"peak_exact":true,"cgroup_limit_bytes":104857600,"oom_kill_delta":1}
{"v":1,"type":"run_end","complete":true}
)";
        EventStreamReader reader(QStringLiteral("oom/events.jsonl"));
        QVERIFY(reader.feed(events));
        QVERIFY(reader.finish());
        QVERIFY2(!hasErrors(reader.diagnostics()), qPrintable(reader.diagnostics().value(0).toString()));
        const FigureTable table = perInputFigures(reader.run(), {});
        QVERIFY(table.memoryCeilingKb);
        // 100 MiB less the default 15% reserve, not 20 GiB.
        QVERIFY2(*table.memoryCeilingKb < 102400 && *table.memoryCeilingKb > 80000,
            qPrintable(QString::number(*table.memoryCeilingKb)));
        QVERIFY2(table.ceilingOrigin.contains(QLatin1String("workload's memory cgroup")), qPrintable(table.ceilingOrigin));
        const Verdict v = decide(table);
        QCOMPARE(v.first, FirstLimit::Memory);
        QCOMPARE(v.rule, VerdictRule::OomKilled);
        QVERIFY2(!v.reason.contains(QLatin1String(" 1% ")) && !v.reason.contains(QLatin1String(" 0% ")),
            qPrintable(v.reason));
    }

    // The probe's memory guard stopped the workload: memory reached the ceiling kept for the
    // device's own services, whatever a ratio says.
    void guardStopDecidesMemory()
    {
        const QByteArray events = R"({"v":1,"type":"run_start","probe":"0.2.1","mode":"run","timing":"cold_start","inputs":[{"id":"a","file":"a.txt","bytes":10,"chars":10}]}
{"v":1,"type":"env","env":{"mem_total_kb":2000000}}
{"v":1,"type":"rep_start","input":"a","rep":0,"warmup":false}
{"v":1,"type":"rep_end","input":"a","rep":0,"warmup":false,"wall_ms":500,"outcome":"stopped_by_guard","peak_kb":300000,"peak_exact":true,"guard_stop":true}
{"v":1,"type":"run_end","complete":true}
)";
        EventStreamReader reader(QStringLiteral("guard/events.jsonl"));
        QVERIFY(reader.feed(events));
        QVERIFY(reader.finish());
        QVERIFY2(!hasErrors(reader.diagnostics()), qPrintable(reader.diagnostics().value(0).toString()));
        QCOMPARE(reader.run().repetitions.value(0).outcome, Outcome::StoppedByGuard);
        const Verdict v = decide(perInputFigures(reader.run(), {}));
        QCOMPARE(v.first, FirstLimit::Memory);
        QCOMPARE(v.rule, VerdictRule::GuardStopped);
        QVERIFY2(v.reason.contains(QLatin1String("guard")), qPrintable(v.reason));
    }

    void missingDoneIsIncomplete()
    {
        QTemporaryDir tmp;
        QVERIFY(copyFixture(tmp.path()));
        QVERIFY(QFile::remove(tmp.path() + u"/DONE"));
        const RunFolderResult r = readRunFolder(tmp.path());
        QVERIFY(r.ok);
        QVERIFY(!r.complete);
        QVERIFY(!r.checksumsVerified);
        QCOMPARE(r.run.repetitions.size(), 9);
    }
};

QTEST_GUILESS_MAIN(TestRunFolder)
#include "tst_runfolder.moc"
