// Loop mode on a real engine (llama.cpp through node-llama-cpp, tests/engine/README.md): a plan
// with mode: loop runs through the CLI, and the stored run has every pass's own exact peak, its
// tokens and a cold-vs-warm comparison per input, in the JSON report, the Markdown and the PDF.

#include "enginetest.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace EngineTest;

namespace {
constexpr int kIterations = 5;
constexpr int kRepetitions = 2;
constexpr int kTokens = 24;
} // namespace

class TestEngineLoop : public QObject {
    Q_OBJECT

private slots:
    void loopRunHasExactPassesAndAColdWarmComparison()
    {
        if (const QString why = engineMissing(); !why.isEmpty())
            QSKIP(qPrintable(why));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(write(dir.filePath(QStringLiteral("short.txt")), QByteArray("The quick brown fox. ").repeated(3)));
        QVERIFY(write(dir.filePath(QStringLiteral("long.txt")), QByteArray("The quick brown fox. ").repeated(25)));
        const QString plan = QStringLiteral("version: 1\n"
                                            "name: engine-loop\n"
                                            "mode: loop\n"
                                            "command: [\"%1\", \"%2\", loop, --model, \"%3\", --prompt-file, \"{input}\",\n"
                                            "          --iterations, \"{iterations}\", --max-tokens, \"{max_new_tokens}\",\n"
                                            "          --threads, \"{threads}\"]\n"
                                            "iterations: %4\n"
                                            "params: {model: tiny-llama.gguf, max_new_tokens: %5, temperature: 0, top_p: null,\n"
                                            "         top_k: null, repetition_penalty: null, threads: 1, batch_size: null,\n"
                                            "         context_length: 2048, quantization: f32, backend: node-llama-cpp,\n"
                                            "         cpu_affinity: null}\n"
                                            "inputs:\n"
                                            "  - {id: short, file: short.txt}\n"
                                            "  - {id: long, file: long.txt}\n"
                                            "repetitions: %6\n"
                                            "warmup: 0\n"
                                            "sample_interval_ms: 10\n"
                                            "timeout_s: 120\n"
                                            "limits: {memory: auto, reserve: 10%, latency_s: 30}\n")
                                 .arg(QStringLiteral(HEADROOM_NODE_BIN), QStringLiteral(HEADROOM_TINY_ENGINE_SCRIPT),
                                     QStringLiteral(HEADROOM_TINY_GGUF))
                                 .arg(kIterations)
                                 .arg(kTokens)
                                 .arg(kRepetitions);
        QVERIFY(write(dir.filePath(QStringLiteral("plan.yaml")), plan.toUtf8()));
        const QString project = dir.filePath(QStringLiteral("p.headroom"));
        const Result r = run(QStringLiteral(HEADROOM_APP_BIN),
            { QStringLiteral("run"), QStringLiteral("plan.yaml"), QStringLiteral("--device"), QStringLiteral("local"),
                QStringLiteral("--into"), project, QStringLiteral("--runs-dir"), dir.filePath(QStringLiteral("runs")) },
            dir.path());
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString json = dir.filePath(QStringLiteral("report.json"));
        const QString md = dir.filePath(QStringLiteral("report.md"));
        const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
        for (const auto& [flag, file] : { std::pair { "--json", json }, { "--md", md }, { "--pdf", pdf } }) {
            const Result rep = run(QStringLiteral(HEADROOM_APP_BIN),
                { QStringLiteral("report"), project, QLatin1String(flag), file }, dir.path());
            QVERIFY2(rep.exitCode == 0, rep.err.constData());
        }
        QFile jf(json);
        QVERIFY(jf.open(QIODevice::ReadOnly));
        const QJsonObject report = QJsonDocument::fromJson(jf.readAll()).object();
        const QJsonObject runObj = report.value(u"run").toObject();
        QCOMPARE(runObj.value(u"repetitions").toArray().size(), 2 * kRepetitions);
        const QJsonArray passes = runObj.value(u"iterations").toArray();
        QCOMPARE(passes.size(), 2 * kRepetitions * kIterations);
        for (const auto& v : passes) {
            const QJsonObject p = v.toObject();
            const QString where = QStringLiteral("%1 rep %2 pass %3")
                                      .arg(p.value(u"input").toString())
                                      .arg(p.value(u"rep").toInt())
                                      .arg(p.value(u"iteration").toInt());
            // Every pass has its own exact peak: the engine is one process once loaded.
            QVERIFY2(p.value(u"inference_peak_exactness").toString() == u"exact", qPrintable(where));
            QVERIFY2(p.value(u"inference_peak_kb").toDouble() > 20 * 1024, qPrintable(where));
            QVERIFY2(p.value(u"tokens_out").toInt() == kTokens, qPrintable(where));
            QVERIFY2(p.value(u"ttft_source").toString() == u"marker", qPrintable(where));
            QVERIFY2(p.value(u"outcome").toString() == u"ok", qPrintable(where));
            QCOMPARE(p.value(u"warmup").toBool(), p.value(u"iteration").toInt() == 1);
        }
        const QJsonArray coldWarm = report.value(u"cold_vs_warm").toArray();
        QCOMPARE(coldWarm.size(), 2);
        for (const auto& v : coldWarm) {
            const QJsonObject c = v.toObject();
            QCOMPARE(c.value(u"processes").toInt(), kRepetitions);
            QCOMPARE(c.value(u"warm_n").toInt(), kRepetitions * (kIterations - 1));
            // The cold peak covers the first pass and loading (node-llama-cpp's helper process
            // while loading is in the samples, so it may be sampled rather than exact).
            for (const auto& pv : passes) {
                const QJsonObject p = pv.toObject();
                if (p.value(u"input") == c.value(u"input") && p.value(u"iteration").toInt() == 1)
                    QVERIFY(c.value(u"cold_peak_kb").toDouble() >= p.value(u"inference_peak_kb").toDouble());
            }
            // A cold call loads the engine (hundreds of ms); a warm pass only runs the input.
            QVERIFY2(c.value(u"cold_call_ms").toDouble() > c.value(u"warm_call_ms").toDouble(),
                qPrintable(QString::fromUtf8(QJsonDocument(c).toJson(QJsonDocument::Compact))));
            QVERIFY(c.value(u"cold_peak_kb").toDouble() > 0 && c.value(u"warm_peak_kb").toDouble() > 0);
        }
        QFile mf(md);
        QVERIFY(mf.open(QIODevice::ReadOnly));
        QVERIFY(mf.readAll().contains("Cold start against a warm call"));
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("pdftotext is not installed (Debian package poppler-utils): the PDF was written, not read back");
        const Result text = run(QStringLiteral("pdftotext"), { pdf, QStringLiteral("-") }, dir.path());
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("Cold start against a warm call"), text.out.right(2000).constData());
    }
};

QTEST_GUILESS_MAIN(TestEngineLoop)
#include "tst_engineloop.moc"
