// Load, prefill and decode per input (analysis/verdict/stages.h): from llama.cpp's own figures,
// from the markers with a load-complete marker, and unknown where neither says.

#include "analysis/verdict/stages.h"

#include <QTest>

using namespace Analysis;

namespace {
Repetition llama(double load, double prompt, double eval, bool warmup = false)
{
    Repetition r;
    r.inputId = QStringLiteral("long");
    r.outcome = Outcome::Ok;
    r.warmup = warmup;
    r.engine = QStringLiteral("llama.cpp");
    r.engineLoadMs = load;
    r.promptEvalMs = prompt;
    r.evalMs = eval;
    return r;
}
} // namespace

class TestStages : public QObject {
    Q_OBJECT

private slots:
    void llamaCppGivesItsOwnStages()
    {
        // The warm-up and a failed repetition are left out; the median of the other three.
        Repetition failed = llama(9000, 9000, 9000);
        failed.outcome = Outcome::Crashed;
        const StageFigures s = stageFigures({ llama(5000, 5000, 5000, true), llama(120, 875, 1260), llama(130, 900, 1300),
            llama(110, 1068, 1250), failed });
        QCOMPARE(*s.loadMs, 120.0);
        QCOMPARE(*s.prefillMs, 900.0);
        QCOMPARE(*s.decodeMs, 1260.0);
        QCOMPARE(s.source, QStringLiteral("llama.cpp"));
    }

    void markersNeedTheLoadMarkerForPrefill()
    {
        Repetition r;
        r.outcome = Outcome::Ok;
        r.engine = QStringLiteral("markers");
        r.ttftSource = QStringLiteral("marker");
        r.ttftMs = 700; // from the process start
        r.tokensOut = 33;
        r.tpotMs = 0.5;
        QVERIFY(!repetitionStages(r).prefillMs); // no load-complete: the prefill is not known
        QVERIFY(!repetitionStages(r).loadMs);
        QCOMPARE(*repetitionStages(r).decodeMs, 16.0); // 32 tokens after the first, 0.5 ms each
        r.loadMs = 650;
        const StageFigures s = repetitionStages(r);
        QCOMPARE(*s.loadMs, 650.0);
        QCOMPARE(*s.prefillMs, 50.0);
        QCOMPARE(s.source, QStringLiteral("markers"));
    }

    void noEngineNoStages()
    {
        Repetition r;
        r.outcome = Outcome::Ok;
        r.engine = QStringLiteral("none");
        r.loadMs = 100;
        r.ttftMs = 300;
        r.ttftSource = QStringLiteral("first_output"); // may be a prompt echo: no prefill from it
        const StageFigures s = stageFigures({ r });
        QVERIFY(!s.any());
        QVERIFY(s.source.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestStages)
#include "tst_stages.moc"
