// The probe's engine adapters on their own (remote/probe/engine.cpp): llama.cpp's perf lines in
// the formats llama.cpp has printed them, and the marker protocol's edges.
#include "remote/probe/engine.h"

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
    }
};

QTEST_APPLESS_MAIN(TestProbeEngine)
#include "tst_probeengine.moc"
