// The probe's rules for one repetition on their own (remote/probe/repfigures.cpp): which outcome a
// wait status and the probe's own actions mean, when a peak is exact, and where TTFT and the token
// count come from. The real probe runs these in tst_probeaccuracy, tst_probeoom and tst_probeengine's
// end-to-end cases; here every branch is reached with readings chosen to tell the rules apart.
#include "remote/probe/repfigures.h"

#include <QFile>
#include <QTest>

#include <csignal>

using namespace Probe;

class TestProbeFigures : public QObject {
    Q_OBJECT

private slots:
    // Real llama-cli output (tests/data/logs/llama-cli/README.md: build 4748, the tests' own GGUF,
    // three prompt lengths, and the long one without the prompt echo): TTFT from the process start
    // grows with the prompt and is never below the engine's own load + prompt evaluation; the
    // output tokens (32 asked) are known although llama-cli prints no newline per token.
    void realLlamaCliAtThreeLengths()
    {
        double previous = 0;
        for (const char* name : { "short", "medium", "long", "long-no-echo" }) {
            QFile f(QStringLiteral(HEADROOM_TEST_DATA "/logs/llama-cli/%1.stderr").arg(QLatin1String(name)));
            QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(f.fileName()));
            TokenReadings r;
            r.engine = Engine::LlamaCpp;
            int perfLines = 0;
            while (!f.atEnd())
                perfLines += parseLlamaPerfLine(f.readLine().trimmed().toStdString(), r.llama) ? 1 : 0;
            QVERIFY2(perfLines >= 5, name);
            const TokenFigures t = tokenFigures(r);
            QVERIFY2(t.ttftMs >= r.llama.loadMs + r.llama.promptEvalMs, name);
            QCOMPARE(QString::fromStdString(t.ttftSource), QStringLiteral("llama.cpp"));
            QCOMPARE(t.tokens, int64_t(32));
            QVERIFY(t.tpotMs > 0);
            if (qstrcmp(name, "long-no-echo") != 0) {
                QVERIFY2(t.ttftMs > previous, qPrintable(QStringLiteral("%1: %2 ms after %3 ms").arg(QLatin1String(name)).arg(t.ttftMs).arg(previous)));
                previous = t.ttftMs;
            }
        }
    }

    void outcome_data()
    {
        QTest::addColumn<bool>("stop");
        QTest::addColumn<bool>("guard");
        QTest::addColumn<bool>("timedOut");
        QTest::addColumn<int>("signal");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<int>("oomKills");
        QTest::addColumn<QString>("expected");
        QTest::newRow("clean exit") << false << false << false << 0 << 0 << 0 << "ok";
        QTest::newRow("exit 3") << false << false << false << 0 << 3 << 0 << "nonzero_exit";
        QTest::newRow("segfault") << false << false << false << SIGSEGV << -1 << 0 << "crashed";
        // A SIGKILL without a kernel OOM count is someone's kill, not an OOM kill.
        QTest::newRow("sigkill alone") << false << false << false << SIGKILL << -1 << 0 << "crashed";
        QTest::newRow("oom kill") << false << false << false << SIGKILL << -1 << 1 << "oom_killed";
        // A wrapper shell reports its OOM-killed child as 137.
        QTest::newRow("oom under sh") << false << false << false << 0 << 137 << 2 << "oom_killed";
        // An OOM count that rose while the workload died of something else is not its OOM kill.
        QTest::newRow("oom elsewhere") << false << false << false << SIGSEGV << -1 << 1 << "crashed";
        QTest::newRow("timeout, then SIGTERM") << false << false << true << SIGTERM << -1 << 0 << "timed_out";
        // The probe's own kills name the probe's reason, whatever the kernel counted.
        QTest::newRow("guard") << false << true << false << SIGKILL << -1 << 1 << "stopped_by_guard";
        QTest::newRow("stopped") << true << true << true << SIGKILL << -1 << 1 << "interrupted";
        QTest::newRow("oom beats timeout") << false << false << true << SIGKILL << -1 << 1 << "oom_killed";
    }
    void outcome()
    {
        QFETCH(bool, stop);
        QFETCH(bool, guard);
        QFETCH(bool, timedOut);
        QFETCH(int, signal);
        QFETCH(int, exitCode);
        QFETCH(int, oomKills);
        QFETCH(QString, expected);
        EndReadings r;
        r.stopRequested = stop;
        r.guardStop = guard;
        r.timedOut = timedOut;
        r.signaled = signal != 0;
        r.signal = signal;
        r.exitCode = exitCode;
        r.oomKillDelta = oomKills;
        QCOMPARE(QString::fromStdString(classifyOutcome(r)), expected);
    }

    void peakOneProcessIsExact()
    {
        MemoryReadings m;
        m.sampledRssMax = 900;
        m.sampledHwmMax = 950;
        m.maxRss = 1000; // the kernel saw more than any sample
        m.probeRss = 300;
        m.maxProcs = 1;
        const Peaks p = peakRule(m);
        QCOMPARE(p.peakKb, int64_t(1000));
        QVERIFY(p.peakExact);
        QVERIFY(p.maxRssTrusted);
        QVERIFY(!p.inferencePresent); // no load-complete: no inference phase
        QCOMPARE(p.inferencePeakKb, int64_t(-1));
    }

    void peakRuMaxrssOfTheProbeCopyIsNotTrusted()
    {
        // A workload smaller than the forked probe: ru_maxrss is the probe copy's, not the workload's.
        MemoryReadings m;
        m.sampledRssMax = 120;
        m.sampledHwmMax = 130;
        m.maxRss = 400;
        m.probeRss = 400;
        m.maxProcs = 1;
        const Peaks p = peakRule(m);
        QVERIFY(!p.maxRssTrusted);
        QCOMPARE(p.peakKb, int64_t(130));
        QVERIFY(!p.peakExact);
    }

    void peakOfATreeIsSampled()
    {
        // ru_maxrss is one process's; a tree's sum is only as good as its samples.
        MemoryReadings m;
        m.sampledRssMax = 3000;
        m.sampledHwmMax = 3100;
        m.maxRss = 2000;
        m.probeRss = 300;
        m.maxProcs = 3;
        const Peaks p = peakRule(m);
        QCOMPARE(p.peakKb, int64_t(3100));
        QVERIFY(!p.peakExact);
    }

    void peakTheLoadPhaseCounts()
    {
        // The load phase's VmHWM, read before clear_refs, is part of the whole run's peak.
        MemoryReadings m;
        m.sampledRssMax = 500;
        m.sampledHwmMax = 600;
        m.loadHwm = 2500;
        m.maxProcs = 2;
        QCOMPARE(peakRule(m).peakKb, int64_t(2500));
    }

    void inferencePeakAfterClearRefs()
    {
        MemoryReadings m;
        m.sampledRssMax = 1500;
        m.sampledHwmMax = 1600;
        m.loadHwm = 1600;
        m.sampledRssAfterLoadMax = 1100;
        m.sampledHwmAfterLoadMax = 1200;
        m.maxRss = 1250; // restarted at load-complete by clear_refs
        m.probeRss = 300;
        m.maxProcs = 1;
        m.loadMarked = true;
        m.clearRefsOk = true;
        const Peaks p = peakRule(m);
        QVERIFY(p.inferencePresent);
        QCOMPARE(p.inferencePeakKb, int64_t(1250));
        QVERIFY(p.inferenceExact);
    }

    void inferencePeakWithoutTheReset()
    {
        // Without clear_refs VmHWM still holds the load phase: only sampled RSS after load counts.
        MemoryReadings m;
        m.sampledRssAfterLoadMax = 1100;
        m.sampledHwmAfterLoadMax = 1600;
        m.maxRss = 1600;
        m.probeRss = 300;
        m.maxProcs = 1;
        m.loadMarked = true;
        m.clearRefsOk = false;
        const Peaks p = peakRule(m);
        QCOMPARE(p.inferencePeakKb, int64_t(1100));
        QVERIFY(!p.inferenceExact);
        QVERIFY(p.peakExact); // the whole run's peak is still the kernel's
    }

    void inferencePeakOfATree()
    {
        MemoryReadings m;
        m.sampledRssAfterLoadMax = 1100;
        m.sampledHwmAfterLoadMax = 1200;
        m.maxRss = 5000;
        m.probeRss = 300;
        m.maxProcs = 2;
        m.loadMarked = true;
        m.clearRefsOk = true;
        const Peaks p = peakRule(m);
        QCOMPARE(p.inferencePeakKb, int64_t(1200)); // ru_maxrss is one process's: not used
        QVERIFY(!p.inferenceExact);
    }

    void engineResolution()
    {
        LlamaPerf none, seen;
        seen.promptEvalMs = 10;
        QCOMPARE(resolveEngine(Engine::Auto, seen, 5), Engine::LlamaCpp);
        QCOMPARE(resolveEngine(Engine::Auto, none, 5), Engine::Markers);
        QCOMPARE(resolveEngine(Engine::Auto, none, 0), Engine::None);
        QCOMPARE(resolveEngine(Engine::Markers, seen, 0), Engine::Markers); // asked for is kept
    }

    void tokensFromLlamaCpp()
    {
        TokenReadings r;
        r.engine = Engine::LlamaCpp;
        r.llama.promptEvalMs = 875;
        r.llama.sampleMs = 6.4;
        r.llama.sampleRuns = 64;
        r.llama.evalMs = 1260;
        r.llama.evalRuns = 63;
        r.firstOutputAfterLoadMs = 12; // the prompt echo: never the TTFT
        r.regexTokensCounted = true;
        r.regexTokens = 1;
        r.wallMs = 2500;
        // Without a load figure the TTFT from the start is unknown; the tokens are still known.
        QCOMPARE(tokenFigures(r).ttftMs, -1.0);
        QCOMPARE(QString::fromStdString(tokenFigures(r).ttftSource), QStringLiteral("unknown"));
        // llama.cpp's own load time, then prompt evaluation and one sample: from the start.
        r.llama.loadMs = 123;
        QCOMPARE(tokenFigures(r).ttftMs, 123 + 875.1);
        // The probe's load-complete, where the plan marks it, counts from the process start itself.
        r.probeLoadMs = 300;
        const TokenFigures f = tokenFigures(r);
        QCOMPARE(f.ttftMs, 300 + 875.1);
        QCOMPARE(QString::fromStdString(f.ttftSource), QStringLiteral("llama.cpp"));
        QCOMPARE(f.tokens, int64_t(64));
        QCOMPARE(QString::fromStdString(f.tokensSource), QStringLiteral("llama.cpp"));
        QCOMPARE(f.tpotMs, 20.0);
    }

    void llamaCppWithoutItsLinesIsUnknown()
    {
        // Asked for llama.cpp, but it printed nothing of its own (killed early): TTFT is unknown,
        // not the first output; the regex count still stands.
        TokenReadings r;
        r.engine = Engine::LlamaCpp;
        r.firstOutputAfterLoadMs = 12;
        r.regexTokensCounted = true;
        r.regexTokens = 7;
        r.wallMs = 300;
        const TokenFigures f = tokenFigures(r);
        QCOMPARE(f.ttftMs, -1.0);
        QCOMPARE(QString::fromStdString(f.ttftSource), QStringLiteral("unknown"));
        QCOMPARE(f.tokens, int64_t(7));
        QCOMPARE(QString::fromStdString(f.tokensSource), QStringLiteral("regex"));
        QCOMPARE(f.tpotMs, -1.0);
    }

    void tokensFromMarkers()
    {
        TokenReadings r;
        r.engine = Engine::Markers;
        r.firstTokenMarkerMs = 400;
        r.firstAnyTokenMarkerMs = 380; // a plain token marker came before the first_token one
        r.lastTokenMarkerMs = 1380;
        r.tokenMarkers = 11;
        r.wallMs = 2000;
        const TokenFigures f = tokenFigures(r);
        QCOMPARE(f.ttftMs, 400.0); // first_token, when the workload says it
        QCOMPARE(QString::fromStdString(f.ttftSource), QStringLiteral("marker"));
        QCOMPARE(f.tokens, int64_t(11));
        QCOMPARE(f.tpotMs, 100.0); // (1380 - 380) / 10

        r.firstTokenMarkerMs = -1;
        QCOMPARE(tokenFigures(r).ttftMs, 380.0); // else the first token marker
        r.tokenMarkers = 1;
        QCOMPARE(tokenFigures(r).tpotMs, -1.0); // one token: no time per token after the first
    }

    void tokensWithoutAnAdapter()
    {
        TokenReadings r;
        r.engine = Engine::None;
        r.firstOutputAfterLoadMs = 200;
        r.regexTokensCounted = true;
        r.regexTokens = 5;
        r.wallMs = 1000;
        const TokenFigures f = tokenFigures(r);
        QCOMPARE(f.ttftMs, 200.0);
        QCOMPARE(QString::fromStdString(f.ttftSource), QStringLiteral("first_output"));
        QCOMPARE(f.tpotMs, 200.0); // (1000 - 200) / 4

        r.regexTokensCounted = false;
        const TokenFigures g = tokenFigures(r);
        QCOMPARE(g.tokens, int64_t(-1));
        QVERIFY(g.tokensSource.empty());
        QCOMPARE(g.tpotMs, -1.0);

        r.firstOutputAfterLoadMs = -1; // nothing printed after load-complete
        QCOMPARE(QString::fromStdString(tokenFigures(r).ttftSource), QStringLiteral("unknown"));
    }
};

QTEST_GUILESS_MAIN(TestProbeFigures)
#include "tst_probefigures.moc"
