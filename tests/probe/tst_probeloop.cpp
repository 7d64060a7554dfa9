// Loop mode (--loop): one process repeats the input itself; each pass has its own exact peak
// because the probe reads and resets VmHWM at every headroom:iteration line.

#include "probetest.h"

#include <QTemporaryDir>
#include <QTest>

using namespace ProbeTest;

namespace {
QString loopBin()
{
    return QStringLiteral(HEADROOM_LOOP_BIN);
}
constexpr qint64 kMiB = 1024;
} // namespace

class TestProbeLoop : public QObject {
    Q_OBJECT

private slots:
    // 40 MB held, then passes of 60, 100 and 20 MB: each pass's peak is the base plus its own
    // buffer, so the third is below the second (without the reset it could not be), and the
    // whole repetition's peak is the largest pass.
    void eachIterationHasItsOwnExactPeak()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("run"));
        const Result r = run(probe(),
            { QStringLiteral("run"), QStringLiteral("--loop"), QStringLiteral("--repeat"), QStringLiteral("2"),
                QStringLiteral("--out"), out, QStringLiteral("--"), loopBin(), QStringLiteral("40"),
                QStringLiteral("60,100,20"), QStringLiteral("4") });
        QCOMPARE(r.exitCode, 0);
        const auto its = events(out, QStringLiteral("iteration_end"));
        QCOMPARE(its.size(), 6);
        const auto loaded = events(out, QStringLiteral("loaded"));
        QCOMPARE(loaded.size(), 2);
        for (int rep = 0; rep < 2; ++rep) {
            const qint64 base = num(loaded.at(rep), "load_hwm_kb");
            QVERIFY2(base > 40 * kMiB, qPrintable(QString::number(base)));
            const qint64 sizes[] = { 60, 100, 20 };
            for (int k = 0; k < 3; ++k) {
                const QJsonObject& e = its.at(rep * 3 + k);
                QCOMPARE(num(e, "rep"), qint64(rep));
                QCOMPARE(num(e, "iteration"), qint64(k + 1));
                QCOMPARE(e.value(u"warmup").toBool(), k == 0);
                QVERIFY(e.value(u"peak_exact").toBool());
                QCOMPARE(e.value(u"closed_by").toString(), k < 2 ? QStringLiteral("marker") : QStringLiteral("done"));
                QCOMPARE(num(e, "tokens"), qint64(4));
                QVERIFY(e.value(u"ttft_ms").toDouble() > 0);
                QVERIFY(e.value(u"tpot_ms").toDouble() > 0);
                QVERIFY(e.value(u"duration_ms").toDouble() > e.value(u"ttft_ms").toDouble());
                // The pass's buffer on top of what the process held: within 3 MiB of the base plus it.
                const qint64 peak = num(e, "peak_kb");
                const qint64 expected = base + sizes[k] * kMiB;
                QVERIFY2(std::abs(peak - expected) <= 3 * kMiB,
                    qPrintable(QStringLiteral("rep %1 iteration %2: peak %3 kB, expected about %4 kB")
                                   .arg(rep)
                                   .arg(k + 1)
                                   .arg(peak)
                                   .arg(expected)));
            }
            QVERIFY(num(its.at(rep * 3 + 2), "peak_kb") < num(its.at(rep * 3 + 1), "peak_kb"));
        }
        const auto ends = events(out, QStringLiteral("rep_end"));
        QCOMPARE(ends.size(), 2);
        for (int rep = 0; rep < 2; ++rep) {
            const QJsonObject& e = ends.at(rep);
            QCOMPARE(num(e, "iterations"), qint64(3));
            QCOMPARE(num(e, "inference_peak_kb"), num(its.at(rep * 3 + 1), "peak_kb"));
            QVERIFY(e.value(u"inference_peak_exact").toBool());
            QVERIFY(e.value(u"peak_exact").toBool());
            QCOMPARE(num(e, "peak_kb"), num(e, "inference_peak_kb"));
        }
    }

    // Without headroom:done the exit closes the last pass: ru_maxrss (reset with VmHWM at its start)
    // is its exact peak. A process that fails inside the pass closes it the same way; the
    // repetition's outcome says it failed.
    void theExitClosesTheLastIteration_data()
    {
        QTest::addColumn<QString>("end");
        QTest::addColumn<QString>("outcome");
        QTest::addRow("no done line") << QStringLiteral("nodone") << QStringLiteral("ok");
        QTest::addRow("fails inside") << QStringLiteral("fail") << QStringLiteral("nonzero_exit");
    }

    void theExitClosesTheLastIteration()
    {
        QFETCH(QString, end);
        QFETCH(QString, outcome);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("run"));
        const Result r = run(probe(),
            { QStringLiteral("run"), QStringLiteral("--loop"), QStringLiteral("--out"), out, QStringLiteral("--"),
                loopBin(), QStringLiteral("30"), QStringLiteral("80,50"), QStringLiteral("3"), end });
        QCOMPARE(r.exitCode, 0);
        const auto its = events(out, QStringLiteral("iteration_end"));
        QCOMPARE(its.size(), 2);
        const QJsonObject last = its.at(1);
        QCOMPARE(last.value(u"closed_by").toString(), QStringLiteral("exit"));
        QVERIFY(last.value(u"peak_exact").toBool());
        QCOMPARE(last.value(u"peak_source").toString(), QStringLiteral("maxrss"));
        const qint64 base = num(events(out, QStringLiteral("loaded")).first(), "load_hwm_kb");
        QVERIFY2(std::abs(num(last, "peak_kb") - (base + 50 * kMiB)) <= 3 * kMiB,
            qPrintable(QString::number(num(last, "peak_kb"))));
        const QJsonObject e = events(out, QStringLiteral("rep_end")).first();
        QCOMPARE(e.value(u"outcome").toString(), outcome);
        QCOMPARE(num(e, "inference_peak_kb"), num(its.at(0), "peak_kb"));
    }

    // Without --loop the same markers change nothing about the peaks: one reset, at load-complete.
    void withoutLoopTheMarkersDoNotReset()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("run"));
        const Result r = run(probe(),
            { QStringLiteral("run"), QStringLiteral("--out"), out, QStringLiteral("--"), loopBin(),
                QStringLiteral("30"), QStringLiteral("80,20"), QStringLiteral("3") });
        QCOMPARE(r.exitCode, 0);
        QVERIFY(events(out, QStringLiteral("iteration_end")).isEmpty());
        const QJsonObject e = events(out, QStringLiteral("rep_end")).first();
        QVERIFY(e.value(u"iterations").isNull());
        QVERIFY(num(e, "peak_kb") >= 110 * kMiB);
    }
};

QTEST_GUILESS_MAIN(TestProbeLoop)
#include "tst_probeloop.moc"
