// Serve mode on a real engine (llama.cpp through node-llama-cpp, tests/engine/README.md): the
// engine serves streamed completions on 127.0.0.1, a serve plan with extra parameters sweeps two
// concurrency levels through the CLI; every request the engine received carries every extra with
// its type, and the report gives the engine's sampled memory as each input's peak.

#include <QDeadlineTimer>
#include "enginetest.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace EngineTest;

namespace {
constexpr int kRepetitions = 3;
constexpr int kWarmup = 1;
constexpr int kTokens = 16;
} // namespace

class TestEngineServe : public QObject {
    Q_OBJECT

private slots:
    void serveRunSendsEveryExtraAndReportsTheEnginePeak()
    {
        if (const QString why = engineMissing(); !why.isEmpty())
            QSKIP(qPrintable(why));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(write(dir.filePath(QStringLiteral("short.txt")), QByteArray("The quick brown fox. ").repeated(3)));
        QVERIFY(write(dir.filePath(QStringLiteral("long.txt")), QByteArray("The quick brown fox. ").repeated(25)));
        const QString portFile = dir.filePath(QStringLiteral("port"));
        const QString requestLog = dir.filePath(QStringLiteral("requests.jsonl"));
        QProcess engine;
        engine.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        engine.start(QStringLiteral(HEADROOM_NODE_BIN),
            { QStringLiteral(HEADROOM_TINY_ENGINE_SCRIPT), QStringLiteral("serve"), QStringLiteral("--model"),
                QStringLiteral(HEADROOM_TINY_GGUF), QStringLiteral("--port"), QStringLiteral("0"),
                QStringLiteral("--port-file"), portFile, QStringLiteral("--log-requests"), requestLog,
                QStringLiteral("--parallel"), QStringLiteral("1") });
        QVERIFY(engine.waitForStarted(10000));
        const auto stop = qScopeGuard([&engine] {
            engine.terminate();
            if (!engine.waitForFinished(5000)) {
                engine.kill();
                engine.waitForFinished(5000);
            }
        });
        // The engine writes its port once the model is loaded: bounded wait.
        QDeadlineTimer loaded(60000);
        QByteArray port;
        while (port.isEmpty() && !loaded.hasExpired() && engine.state() == QProcess::Running) {
            QFile f(portFile);
            if (f.open(QIODevice::ReadOnly))
                port = f.readAll().trimmed();
            if (port.isEmpty())
                engine.waitForFinished(100);
        }
        QVERIFY2(!port.isEmpty(), "the engine did not load its model within a minute");
        const QString plan = QStringLiteral("version: 1\n"
                                            "name: engine-serve\n"
                                            "mode: serve\n"
                                            "endpoint: {url: \"http://127.0.0.1:%1\", api: llama, metrics: /metrics}\n"
                                            "params: {model: tiny-llama.gguf, max_new_tokens: %2, temperature: 0,\n"
                                            "         top_p: 1.0, top_k: 1, repetition_penalty: 1.0, threads: 1,\n"
                                            "         batch_size: null, context_length: 2048, quantization: f32,\n"
                                            "         backend: node-llama-cpp, cpu_affinity: null,\n"
                                            "         extra: {seed: 42, ignore_eos: true, n_keep: \"7\"}}\n"
                                            "inputs:\n"
                                            "  - {id: short, file: short.txt}\n"
                                            "  - {id: long, file: long.txt}\n"
                                            "repetitions: %3\n"
                                            "warmup: %4\n"
                                            "sample_interval_ms: 20\n"
                                            "timeout_s: 60\n"
                                            "limits: {memory: auto, reserve: 10%, latency_s: 30}\n"
                                            "concurrency: [1, 2]\n")
                                 .arg(QString::fromLatin1(port))
                                 .arg(kTokens)
                                 .arg(kRepetitions)
                                 .arg(kWarmup);
        QVERIFY(write(dir.filePath(QStringLiteral("plan.yaml")), plan.toUtf8()));
        const QString project = dir.filePath(QStringLiteral("p.headroom"));
        const Result r = run(QStringLiteral(HEADROOM_APP_BIN),
            { QStringLiteral("run"), QStringLiteral("plan.yaml"), QStringLiteral("--device"), QStringLiteral("local"),
                QStringLiteral("--into"), project, QStringLiteral("--runs-dir"), dir.filePath(QStringLiteral("runs")) },
            dir.path());
        QVERIFY2(r.exitCode == 0, r.err.constData());

        // What the engine received: every request carries every extra, with its type.
        QFile log(requestLog);
        QVERIFY(log.open(QIODevice::ReadOnly));
        int requests = 0;
        while (!log.atEnd()) {
            const QByteArray line = log.readLine().trimmed();
            if (line.isEmpty())
                continue;
            const QJsonObject body = QJsonDocument::fromJson(line).object();
            ++requests;
            QVERIFY2(body.value(u"seed").isDouble() && body.value(u"seed").toInt() == 42, line.constData());
            QVERIFY2(body.value(u"ignore_eos").isBool() && body.value(u"ignore_eos").toBool(), line.constData());
            QVERIFY2(body.value(u"n_keep").isString() && body.value(u"n_keep").toString() == u"7", line.constData());
            QVERIFY2(body.value(u"n_predict").toInt() == kTokens, line.constData());
            QVERIFY2(body.value(u"temperature").isDouble() && body.value(u"top_k").toInt() == 1, line.constData());
        }
        // Each input: its warm-up once, then its repetitions at both levels.
        QCOMPARE(requests, 2 * (kWarmup + 2 * kRepetitions));

        const QString json = dir.filePath(QStringLiteral("report.json"));
        const Result rep = run(QStringLiteral(HEADROOM_APP_BIN),
            { QStringLiteral("report"), project, QStringLiteral("--json"), json }, dir.path());
        QVERIFY2(rep.exitCode == 0, rep.err.constData());
        QFile jf(json);
        QVERIFY(jf.open(QIODevice::ReadOnly));
        const QJsonObject report = QJsonDocument::fromJson(jf.readAll()).object();
        const QJsonArray inputs = report.value(u"figures").toObject().value(u"inputs").toArray();
        QCOMPARE(inputs.size(), 2);
        for (const auto& v : inputs) {
            const QJsonObject in = v.toObject();
            const QByteArray text = QJsonDocument(in).toJson(QJsonDocument::Compact);
            // The engine's own memory, sampled while the input's requests were in flight.
            QVERIFY2(in.value(u"peak_kb").toDouble() > 20 * 1024, text.constData());
            QVERIFY2(in.value(u"peak_exactness").toString() == u"sampled", text.constData());
            QVERIFY2(in.value(u"concurrency").toInt() == 1, text.constData());
        }
        // The engine has one slot: at level 2 the concurrency sent is 2, what it processed at once
        // (its own requests_processing gauge, read while the level ran) never more than 1.
        const QJsonArray levels = report.value(u"run").toObject().value(u"concurrency_levels").toArray();
        QCOMPARE(levels.size(), 2);
        for (const auto& v : levels) {
            const QJsonObject l = v.toObject();
            const QByteArray text = QJsonDocument(l).toJson(QJsonDocument::Compact);
            QVERIFY2(l.value(u"engine_processing_max").isDouble(), text.constData());
            QVERIFY2(l.value(u"engine_processing_max").toInt() <= 1, text.constData());
        }
        for (const auto& v : report.value(u"run").toObject().value(u"repetitions").toArray()) {
            const QJsonObject x = v.toObject();
            QVERIFY2(x.value(u"outcome").toString() == u"ok", QJsonDocument(x).toJson().constData());
            QCOMPARE(x.value(u"tokens_out").toInt(), kTokens);
        }
    }
};

QTEST_GUILESS_MAIN(TestEngineServe)
#include "tst_engineserve.moc"
