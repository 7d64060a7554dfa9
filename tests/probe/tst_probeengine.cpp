// The probe's engine adapters on their own (remote/probe/engine.cpp): llama.cpp's perf lines in
// the formats llama.cpp has printed them, the marker protocol's edges, and the workload's
// headroom:gpu_peak lines and the GPU peaks file (gpupeaks.cpp).
#include "remote/probe/engine.h"
#include "remote/probe/gpupeaks.h"

#include <QTest>

using namespace Probe;

class TestProbeEngine : public QObject {
    Q_OBJECT

private slots:
    // onnxruntime_perf_test's summary, both label variants and both blank styles after the colon;
    // the lines it prints twice (without a unit) and unrelated lines change nothing.
    void onnxRuntimeSummary()
    {
        OrtPerf p;
        QVERIFY(parseOrtPerfLine("Session creation time cost:0.5 s", p));
        QCOMPARE(p.sessionCreationMs, 500.0);
        QVERIFY(parseOrtPerfLine("Session creation time cost: 0.184210 s", p));
        QCOMPARE(p.sessionCreationMs, 184.21);
        QVERIFY(parseOrtPerfLine("First inference time cost: 171 ms", p));
        QVERIFY(parseOrtPerfLine("Total inference requests: 5", p));
        QVERIFY(parseOrtPerfLine("Average inference time cost: 62.2935 ms", p));
        QCOMPARE(p.averageMs, 62.2935);
        QVERIFY(parseOrtPerfLine("Average inference time cost total: 103.27 ms", p));
        QCOMPARE(p.averageMs, 103.27);
        QVERIFY(parseOrtPerfLine("Peak working set size: 188743680 bytes", p));
        QVERIFY(parseOrtPerfLine("P90 Latency: 0.1093 s", p));
        QVERIFY(parseOrtPerfLine("Min Latency: 0.09915 s\r", p)); // a CRLF log
        QCOMPARE(p.requests, int64_t(5));
        QCOMPARE(p.firstInferenceMs, 171.0);
        QCOMPARE(p.peakWorkingSetBytes, int64_t(188743680));
        QVERIFY(qAbs(p.p90Ms - 109.3) < 1e-9);
        QVERIFY(qAbs(p.minMs - 99.15) < 1e-9);
        QVERIFY(p.seen());
        OrtPerf none;
        QVERIFY(!parseOrtPerfLine("Runs:5", none));
        QVERIFY(!parseOrtPerfLine("Number of inferences per second: 9.683", none));
        QVERIFY(!parseOrtPerfLine("P90 Latency: fast", none));
        QVERIFY(!parseOrtPerfLine("Setting intra_op_num_threads to 2", none));
        QVERIFY(!parseOrtPerfLine("Session creation time cost: -1 s", none));
        QVERIFY(!none.seen());
    }

    void llamaPerfCurrent()
    {
        LlamaPerf p;
        QVERIFY(parseLlamaPerfLine("llama_perf_sampler_print:    sampling time =       2.56 ms /    64 runs   (    0.04 "
                                   "ms per token, 25000.00 tokens per second)",
            p));
        QVERIFY(parseLlamaPerfLine("llama_perf_context_print:        load time =     123.45 ms", p));
        QVERIFY(parseLlamaPerfLine("llama_perf_context_print: prompt eval time =     875.12 ms /   512 tokens (    1.71 "
                                   "ms per token,   585.06 tokens per second)",
            p));
        QVERIFY(parseLlamaPerfLine("llama_perf_context_print:        eval time =    1260.00 ms /    63 runs   (   20.00 "
                                   "ms per token,    50.00 tokens per second)",
            p));
        QVERIFY(parseLlamaPerfLine("llama_perf_context_print:       total time =    2300.00 ms /   575 tokens", p));
        QCOMPARE(p.loadMs, 123.45);
        QCOMPARE(p.promptEvalMs, 875.12);
        QCOMPARE(p.promptTokens, int64_t(512));
        QCOMPARE(p.evalMs, 1260.0);
        QCOMPARE(p.evalRuns, int64_t(63));
        QCOMPARE(p.totalMs, 2300.0);
        QCOMPARE(p.outputTokens(), int64_t(64));
        QCOMPARE(p.ttftMs(), 875.12 + 2.56 / 64);
    }

    void llamaPerfOlderAndNewer()
    {
        LlamaPerf old; // llama_print_timings (2023-2024)
        QVERIFY(parseLlamaPerfLine("llama_print_timings:      sample time =    12.25 ms /    32 runs   (    0.38 ms per token)", old));
        QVERIFY(parseLlamaPerfLine("llama_print_timings: prompt eval time =   925.78 ms /    24 tokens (   38.57 ms per token)", old));
        QVERIFY(parseLlamaPerfLine("llama_print_timings:        eval time =  4178.32 ms /    31 runs   (  134.78 ms per token)", old));
        QCOMPARE(old.outputTokens(), int64_t(32));
        QCOMPARE(old.ttftMs(), 925.78 + 12.25 / 32);
        LlamaPerf now; // common_perf_print: sampling time without a count, samplers time with one
        QVERIFY(parseLlamaPerfLine("common_perf_print:    sampling time =       3.00 ms", now));
        QVERIFY(parseLlamaPerfLine("common_perf_print:    samplers time =       2.00 ms /    40 tokens", now));
        QVERIFY(parseLlamaPerfLine("common_perf_print: prompt eval time =     100.00 ms /    10 tokens (   10.00 ms per "
                                   "token,   100.00 tokens per second)",
            now));
        QCOMPARE(now.ttftMs(), 100.0 + 2.0 / 40);
        QCOMPARE(now.outputTokens(), int64_t(-1)); // no eval line: unknown, not 1
    }

    void notPerfLines()
    {
        LlamaPerf p;
        QVERIFY(!parseLlamaPerfLine("prompt eval time = 875.12 ms / 512 tokens", p)); // no llama.cpp prefix
        QVERIFY(!parseLlamaPerfLine("llama_perf_context_print: prompt eval time = abc ms", p));
        QVERIFY(!parseLlamaPerfLine("llama_perf_context_print: graphs reused =          9", p));
        QVERIFY(!parseLlamaPerfLine("", p));
        QVERIFY(!p.seen());
        QCOMPARE(p.ttftMs(), -1.0);
    }

    void markers()
    {
        QCOMPARE(parseMarker("headroom:first_token"), Marker::FirstToken);
        QCOMPARE(parseMarker("  headroom:token 17\r"), Marker::Token);
        QCOMPARE(parseMarker("headroom:token\r"), Marker::Token);
        QCOMPARE(parseMarker("headroom:iteration 3"), Marker::Iteration);
        QCOMPARE(parseMarker("headroom:tokens"), Marker::None);
        QCOMPARE(parseMarker("say headroom:token"), Marker::None);
        QCOMPARE(parseMarker("headroom:"), Marker::None);
        Engine e = Engine::None;
        QVERIFY(parseEngine("llama.cpp", e) && e == Engine::LlamaCpp);
        QVERIFY(parseEngine("onnxruntime", e) && e == Engine::OnnxRuntime);
        QVERIFY(!parseEngine("tensorrt", e));
        // A gpu_peak line is no token marker.
        QCOMPARE(parseMarker("headroom:gpu_peak gpu=0 allocated=1 reserved=2 api=x"), Marker::None);
    }

    void gpuPeakLines_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<int>("result"); // GpuPeakLine
        QTest::addColumn<QString>("why"); // a part of the reason, for a refused line
        const int ok = int(GpuPeakLine::Ok), no = int(GpuPeakLine::NotOne), bad = int(GpuPeakLine::Refused);
        QTest::addRow("max-memory") << QByteArray(
            "headroom:gpu_peak gpu=1 allocated=1024 reserved=2048 api=torch.cuda.max_memory")
                                    << ok << QString();
        QTest::addRow("any-order-blanks-crlf")
            << QByteArray("  headroom:gpu_peak\tapi=x  reserved=0 allocated=0 gpu=63\r") << ok << QString();
        QTest::addRow("other-word") << QByteArray("headroom:gpu_peaks gpu=0") << no << QString();
        QTest::addRow("not-at-start") << QByteArray("log: headroom:gpu_peak gpu=0") << no << QString();
        QTest::addRow("other-marker") << QByteArray("headroom:token") << no << QString();
        QTest::addRow("empty") << QByteArray() << no << QString();
        QTest::addRow("bare") << QByteArray("headroom:gpu_peak") << bad << QStringLiteral("missing gpu=");
        QTest::addRow("float") << QByteArray("headroom:gpu_peak gpu=0 allocated=1.5e9 reserved=2 api=x") << bad
                               << QStringLiteral("whole number of bytes");
        QTest::addRow("negative") << QByteArray("headroom:gpu_peak gpu=0 allocated=1 reserved=-2 api=x") << bad
                                  << QStringLiteral("reserved= must be");
        QTest::addRow("plus-sign") << QByteArray("headroom:gpu_peak gpu=0 allocated=+1 reserved=2 api=x") << bad
                                   << QStringLiteral("allocated= must be");
        QTest::addRow("above-10^18") << QByteArray(
            "headroom:gpu_peak gpu=0 allocated=1 reserved=1000000000000000001 api=x")
                                     << bad << QStringLiteral("at most 10^18");
        QTest::addRow("int64-overflow") << QByteArray(
            "headroom:gpu_peak gpu=0 allocated=1 reserved=99999999999999999999 api=x")
                                        << bad << QStringLiteral("reserved= must be");
        QTest::addRow("gpu-64") << QByteArray("headroom:gpu_peak gpu=64 allocated=1 reserved=2 api=x") << bad
                                << QStringLiteral("from 0 to 63");
        QTest::addRow("twice") << QByteArray("headroom:gpu_peak gpu=0 allocated=1 allocated=1 reserved=2 api=x") << bad
                               << QStringLiteral("allocated= given twice");
        QTest::addRow("unknown-key") << QByteArray("headroom:gpu_peak gpu=0 allocated=1 reserved=2 api=x free=3") << bad
                                     << QStringLiteral("unknown key \"free\"");
        QTest::addRow("no-equals") << QByteArray("headroom:gpu_peak gpu=0 1024") << bad
                                   << QStringLiteral("\"1024\" is no key=value");
        QTest::addRow("swapped") << QByteArray("headroom:gpu_peak gpu=0 allocated=3 reserved=2 api=x") << bad
                                 << QStringLiteral("were the two swapped?");
        QTest::addRow("api-shell") << QByteArray("headroom:gpu_peak gpu=0 allocated=1 reserved=2 api=$(date)") << bad
                                   << QStringLiteral("api= must name");
        QTest::addRow("api-empty") << QByteArray("headroom:gpu_peak gpu=0 allocated=1 reserved=2 api=") << bad
                                   << QStringLiteral("api= must name");
        QTest::addRow("binary") << QByteArray("headroom:gpu_peak gpu=0 allocated=") + QByteArray("\xff\x00\x01", 3)
                + QByteArray(" reserved=2 api=x")
                                << bad << QStringLiteral("got \"???\"");
    }

    void gpuPeakLines()
    {
        QFETCH(QByteArray, line);
        QFETCH(int, result);
        QFETCH(QString, why);
        WorkloadGpuPeak p;
        std::string reason;
        QCOMPARE(int(parseGpuPeakLine(line.toStdString(), p, reason)), result);
        if (result == int(GpuPeakLine::Refused))
            QVERIFY2(QString::fromStdString(reason).contains(why), reason.c_str());
        if (result == int(GpuPeakLine::Ok))
            QVERIFY(p.gpu >= 0 && p.allocatedBytes >= 0 && p.allocatedBytes <= p.reservedBytes && !p.api.empty());
    }

    // Every byte value in every position of a good line: never a crash, never a figure above the
    // line's reserved one.
    void gpuPeakEveryByte()
    {
        const std::string good = "headroom:gpu_peak gpu=0 allocated=1024 reserved=4096 api=x";
        for (size_t pos = 0; pos < good.size(); ++pos)
            for (int b = 0; b < 256; ++b) {
                std::string line = good;
                line[pos] = char(b);
                WorkloadGpuPeak p;
                std::string why;
                if (parseGpuPeakLine(line, p, why) == GpuPeakLine::Ok)
                    QVERIFY(p.allocatedBytes <= p.reservedBytes && p.gpu >= 0 && p.gpu < 64);
            }
    }

    // A later line for a GPU replaces the earlier one; GPUs come out by index.
    void gpuPeaksKeepTheLastPerGpu()
    {
        WorkloadGpuPeaks peaks;
        peaks.add({ 1, 10, 20, "a", true, 3, {} });
        peaks.add({ 0, 5, 6, "b", false, 4, {} });
        peaks.add({ 1, 30, 40, "a", true, 9, {} });
        QCOMPARE(QString::fromStdString(peaks.json()),
            QStringLiteral("[{\"gpu\":0,\"allocated_peak_bytes\":5,\"reserved_peak_bytes\":6,\"api\":\"b\","
                           "\"source\":\"line\",\"stream\":\"stderr\",\"line\":4},{\"gpu\":1,"
                           "\"allocated_peak_bytes\":30,\"reserved_peak_bytes\":40,\"api\":\"a\",\"source\":\"line\","
                           "\"stream\":\"stdout\",\"line\":9}]"));
    }

    // The file, written at the end, wins for every GPU it names, whichever came first; a line still
    // gives a GPU the file does not name.
    void gpuPeaksFileWinsOverLines()
    {
        WorkloadGpuPeaks peaks;
        peaks.add({ 0, 10, 20, "line", true, 2, {} });
        peaks.add({ 0, 100, 200, "file", true, 0, "out/run-0.gpu_peaks.json" });
        peaks.add({ 0, 30, 40, "later-line", true, 5, {} });
        peaks.add({ 1, 1, 2, "line", false, 1, {} });
        QCOMPARE(QString::fromStdString(peaks.json()),
            QStringLiteral("[{\"gpu\":0,\"allocated_peak_bytes\":100,\"reserved_peak_bytes\":200,\"api\":\"file\","
                           "\"source\":\"file\",\"file\":\"out/run-0.gpu_peaks.json\"},{\"gpu\":1,"
                           "\"allocated_peak_bytes\":1,\"reserved_peak_bytes\":2,\"api\":\"line\",\"source\":\"line\","
                           "\"stream\":\"stderr\",\"line\":1}]"));
    }

    // The peaks file ($HEADROOM_GPU_PEAKS_FILE): the same rules as a line, checked by the same code,
    // plus JSON's own (one shape, types, no unknown or repeated member). A bad entry refuses all.
    void gpuPeakFiles_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("gpus"); // kept, or -1: refused
        QTest::addColumn<QString>("why"); // a part of the reason, for a refused file; for a kept one, GPU 0's api
        const QByteArray good0
            = "{\"gpu\":0,\"allocated\":1610612736,\"reserved\":2147483648,\"api\":\"torch.cuda.max_memory\"}";
        QTest::addRow("one-gpu") << QByteArray("{\"gpus\":[" + good0 + "]}") << 1
                                 << QStringLiteral("torch.cuda.max_memory");
        QTest::addRow("none") << QByteArray(" {\"gpus\": [] }\n") << 0 << QString();
        QTest::addRow("two-gpus-any-order")
            << QByteArray("{\"gpus\":[{\"api\":\"x\",\"reserved\":9,\"allocated\":9,\"gpu\":63}," + good0 + "]}") << 2
            << QStringLiteral("torch.cuda.max_memory");
        QTest::addRow("torch-names") << QByteArray(
            "{\"gpus\":[{\"gpu\":0,\"max_memory_allocated\":1,\"max_memory_reserved\":2}]}")
                                     << 1 << QStringLiteral("torch.cuda.max_memory");
        QTest::addRow("memory-stats-names")
            << QByteArray("{\"gpus\":[{\"gpu\":0,\"allocated_bytes.all.peak\":1,\"reserved_bytes.all.peak\":2}]}") << 1
            << QStringLiteral("torch.cuda.memory_stats");
        QTest::addRow("torch-names-own-api") << QByteArray(
            "{\"gpus\":[{\"gpu\":0,\"max_memory_allocated\":1,\"max_memory_reserved\":2,\"api\":\"mine\"}]}")
                                             << 1 << QStringLiteral("mine");
        QTest::addRow("at-10^18") << QByteArray(
            "{\"gpus\":[{\"gpu\":0,\"allocated\":1000000000000000000,\"reserved\":1000000000000000000,\"api\":\"x\"}]}")
                                  << 1 << QStringLiteral("x");
        // Refused, each with its reason.
        QTest::addRow("empty") << QByteArray() << -1 << QStringLiteral("not JSON");
        QTest::addRow("cut-off") << QByteArray("{\"gpus\":[{\"gpu\":0,\"allocated\":16") << -1
                                 << QStringLiteral("not JSON");
        QTest::addRow("trailing") << QByteArray("{\"gpus\":[]} x") << -1 << QStringLiteral("text after");
        QTest::addRow("top-array") << QByteArray("[" + good0 + "]") << -1
                                   << QStringLiteral("the top level must be an object");
        QTest::addRow("top-unknown") << QByteArray("{\"gpus\":[],\"version\":1}") << -1
                                     << QStringLiteral("unknown member \"version\" at the top level");
        QTest::addRow("top-twice") << QByteArray("{\"gpus\":[],\"gpus\":[]}") << -1
                                   << QStringLiteral("\"gpus\" given twice");
        QTest::addRow("no-gpus") << QByteArray("{}") << -1 << QStringLiteral("missing \"gpus\"");
        QTest::addRow("gpus-object") << QByteArray("{\"gpus\":{\"0\":1}}") << -1
                                     << QStringLiteral(
                                            "must be an array of at most 64 entries, one per GPU, got an object");
        QTest::addRow("entry-number") << QByteArray("{\"gpus\":[0]}") << -1
                                      << QStringLiteral("\"gpus\" entry 1: must be an object, got a number");
        QTest::addRow("float") << QByteArray(
            "{\"gpus\":[{\"gpu\":0,\"allocated\":1.5e9,\"reserved\":2,\"api\":\"x\"}]}")
                               << -1
                               << QStringLiteral("entry 1: \"allocated\" must be a whole number of bytes (digits only, "
                                                 "at most 10^18), got \"1.5e9\"");
        QTest::addRow("point-zero") << QByteArray(
            "{\"gpus\":[{\"gpu\":0,\"allocated\":1,\"reserved\":2.0,\"api\":\"x\"}]}")
                                    << -1 << QStringLiteral("\"reserved\" must be a whole number");
        QTest::addRow("negative") << QByteArray(
            "{\"gpus\":[{\"gpu\":0,\"allocated\":-1,\"reserved\":2,\"api\":\"x\"}]}")
                                  << -1 << QStringLiteral("got \"-1\"");
        QTest::addRow("above-10^18") << QByteArray(
            "{\"gpus\":[{\"gpu\":0,\"allocated\":1,\"reserved\":1000000000000000001,\"api\":\"x\"}]}")
                                     << -1 << QStringLiteral("at most 10^18");
        QTest::addRow("huge") << QByteArray("{\"gpus\":[{\"gpu\":0,\"allocated\":1,\"reserved\":1e999,\"api\":\"x\"}]}")
                              << -1 << QStringLiteral("not JSON: number out of range");
        QTest::addRow("bytes-as-string") << QByteArray(
            "{\"gpus\":[{\"gpu\":0,\"allocated\":\"1\",\"reserved\":2,\"api\":\"x\"}]}")
                                         << -1 << QStringLiteral("\"allocated\" must be a number, got a string");
        QTest::addRow("api-number") << QByteArray("{\"gpus\":[{\"gpu\":0,\"allocated\":1,\"reserved\":2,\"api\":7}]}")
                                    << -1 << QStringLiteral("\"api\" must be a string, got a number");
        QTest::addRow("api-shell") << QByteArray(
            "{\"gpus\":[{\"gpu\":0,\"allocated\":1,\"reserved\":2,\"api\":\"$(date)\"}]}")
                                   << -1 << QStringLiteral("\"api\" must name the call");
        QTest::addRow("gpu-64") << QByteArray("{\"gpus\":[{\"gpu\":64,\"allocated\":1,\"reserved\":2,\"api\":\"x\"}]}")
                                << -1 << QStringLiteral("\"gpu\" must be a device index from 0 to 63, got \"64\"");
        QTest::addRow("gpu-null") << QByteArray(
            "{\"gpus\":[{\"gpu\":null,\"allocated\":1,\"reserved\":2,\"api\":\"x\"}]}")
                                  << -1 << QStringLiteral("\"gpu\" must be a number, got null");
        QTest::addRow("swapped") << QByteArray("{\"gpus\":[{\"gpu\":0,\"allocated\":3,\"reserved\":2,\"api\":\"x\"}]}")
                                 << -1 << QStringLiteral("\"allocated\" (3) above \"reserved\" (2)");
        QTest::addRow("missing-api") << QByteArray("{\"gpus\":[{\"gpu\":0,\"allocated\":1,\"reserved\":2}]}") << -1
                                     << QStringLiteral("missing \"api\"");
        QTest::addRow("mixed-torch-names-no-api")
            << QByteArray("{\"gpus\":[{\"gpu\":0,\"max_memory_allocated\":1,\"reserved_bytes.all.peak\":2}]}") << -1
            << QStringLiteral("missing \"api\"");
        QTest::addRow("missing-gpu") << QByteArray("{\"gpus\":[{\"allocated\":1,\"reserved\":2,\"api\":\"x\"}]}") << -1
                                     << QStringLiteral("missing \"gpu\"");
        QTest::addRow("key-twice") << QByteArray(
            "{\"gpus\":[{\"gpu\":0,\"gpu\":0,\"allocated\":1,\"reserved\":2,\"api\":\"x\"}]}")
                                   << -1 << QStringLiteral("\"gpu\" given twice");
        QTest::addRow("two-names-one-figure")
            << QByteArray(
                   "{\"gpus\":[{\"gpu\":0,\"allocated\":1,\"max_memory_allocated\":1,\"reserved\":2,\"api\":\"x\"}]}")
            << -1 << QStringLiteral("\"max_memory_allocated\" given beside \"allocated\"");
        QTest::addRow("unknown-key") << QByteArray(
            "{\"gpus\":[{\"gpu\":0,\"allocated\":1,\"reserved\":2,\"api\":\"x\",\"free\":3}]}")
                                     << -1 << QStringLiteral("entry 1: unknown member \"free\"");
        QTest::addRow("gpu-twice") << QByteArray("{\"gpus\":[" + good0 + "," + good0 + "]}") << -1
                                   << QStringLiteral("entry 2: GPU 0 given twice (also in entry 1)");
        QTest::addRow("bad-second-entry-refuses-all")
            << QByteArray("{\"gpus\":[" + good0 + ",{\"gpu\":1,\"allocated\":1,\"reserved\":2,\"api\":\"\"}]}") << -1
            << QStringLiteral("entry 2: \"api\" must name the call");
        QByteArray many = "{\"gpus\":[";
        for (int i = 0; i < 65; ++i)
            many += QByteArray(i ? "," : "") + "{\"gpu\":" + QByteArray::number(i % 64)
                + ",\"allocated\":1,\"reserved\":2,\"api\":\"x\"}";
        QTest::addRow("65-entries") << QByteArray(many + "]}") << -1 << QStringLiteral("got 65 entries");
        QTest::addRow("too-big") << QByteArray("{\"gpus\":[]}") + QByteArray(64 * 1024, ' ') << -1
                                 << QStringLiteral("larger than 65536 bytes");
        QTest::addRow("binary") << QByteArray("{\"gpus\":[{\"gpu\":0,\"api\":\"") + QByteArray("\xff\x00\x01\"", 4)
                + QByteArray(",\"allocated\":1,\"reserved\":2}]}")
                                << -1 << QStringLiteral("not JSON: control character");
        QTest::addRow("nested-deep") << QByteArray(100, '[') << -1 << QStringLiteral("nested too deeply");
    }

    void gpuPeakFiles()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, gpus);
        QFETCH(QString, why);
        std::vector<WorkloadGpuPeak> peaks { WorkloadGpuPeak {} }; // cleared by the parser, refused or not
        std::string reason;
        const bool ok = parseGpuPeakFile(text.toStdString(), peaks, reason);
        QVERIFY2(ok == (gpus >= 0), reason.c_str());
        if (!ok) {
            QVERIFY(peaks.empty()); // nothing half-kept
            QVERIFY2(QString::fromStdString(reason).contains(why), reason.c_str());
            return;
        }
        QCOMPARE(int(peaks.size()), gpus);
        for (const WorkloadGpuPeak& p : peaks) {
            QVERIFY(p.gpu >= 0 && p.gpu < 64 && p.allocatedBytes >= 0 && p.allocatedBytes <= p.reservedBytes);
            if (p.gpu == 0)
                QCOMPARE(QString::fromStdString(p.api), why);
        }
    }

    // Every byte value in every position of a good file: never a crash, never a kept figure that
    // breaks the rules.
    void gpuPeakFileEveryByte()
    {
        const std::string good = "{\"gpus\":[{\"gpu\":1,\"allocated\":1024,\"reserved\":4096,\"api\":\"x\"}]}";
        for (size_t pos = 0; pos < good.size(); ++pos)
            for (int b = 0; b < 256; ++b) {
                std::string text = good;
                text[pos] = char(b);
                std::vector<WorkloadGpuPeak> peaks;
                std::string why;
                if (parseGpuPeakFile(text, peaks, why)) {
                    for (const WorkloadGpuPeak& p : peaks)
                        QVERIFY(p.allocatedBytes <= p.reservedBytes && p.gpu >= 0 && p.gpu < 64 && !p.api.empty());
                } else {
                    QVERIFY(!why.empty() && peaks.empty());
                }
            }
    }
};

QTEST_APPLESS_MAIN(TestProbeEngine)
#include "tst_probeengine.moc"
