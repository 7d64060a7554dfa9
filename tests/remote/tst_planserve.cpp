// Serve-mode plans end to end: a plan written as a user would (endpoint, inputs, concurrency,
// acceptance), expanded to `headroom-probe serve`, run by the real probe against the loopback
// streaming server of the probe tests (SSE and NDJSON, programmed delays), read back into a Run,
// and printed by the report; also through the real `headroom run` and `headroom report`.

#include "analysis/report/exportmarkdown.h"
#include "analysis/project/projectimport.h"
#include "analysis/report/report.h"
#include "analysis/plan/robustness.h"
#include "analysis/verdict/servefigures.h"
#include "analysis/store/store.h"
#include "analysis/verdict/verdict.h"
#include "analysis/project/verify.h"
#include "remote/planrunner.h"
#include "teststreamserver.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Analysis;
using namespace Remote;

Q_DECLARE_METATYPE(TestStreamServer::Format)

namespace {

constexpr int kFirstDelayMs = 120, kGapMs = 40, kTokens = 5;

bool writeFile(const QString& path, const QByteArray& data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

QString apiOf(TestStreamServer::Format f)
{
    switch (f) {
    case TestStreamServer::Format::Llama:
        return QStringLiteral("llama");
    case TestStreamServer::Format::OpenAi:
        return QStringLiteral("openai-completions");
    case TestStreamServer::Format::OpenAiChat:
        return QStringLiteral("openai-chat");
    case TestStreamServer::Format::Ollama:
        break;
    }
    return QStringLiteral("ollama");
}

// A serve plan in dir with two inputs, levels 1 and 2, and a rule each: short's holds (the server
// streams tok0..tok4), medium's never does.
// paramsExtra: the text of params.extra, on line 8 of the file (e.g. "{seed: 42}").
QString writeServePlan(const QTemporaryDir& dir, quint16 port, const QString& api, const QByteArray& extra = {},
    const QByteArray& paramsExtra = {})
{
    const QString inputs = dir.filePath(QStringLiteral("inputs"));
    QDir().mkpath(inputs);
    writeFile(inputs + QStringLiteral("/short.txt"), "The quick brown fox.\n");
    writeFile(inputs + QStringLiteral("/medium.txt"), QByteArray("狐狸跳过了懒狗。").repeated(20) + '\n');
    const QByteArray text = "version: 1\n"
                            "name: serve-e2e\n"
                            "mode: serve\n"
                            "endpoint: {url: \"http://127.0.0.1:"
        + QByteArray::number(port) + "\", api: " + api.toUtf8()
        + "}\n"
          "params: {model: test-model, max_new_tokens: 5, temperature: 0, top_p: 1.0, top_k: 1,\n"
          "         repetition_penalty: 1.0, threads: null, batch_size: null, context_length: 64,\n"
          "         quantization: null, backend: teststreamserver, cpu_affinity: null"
        + (paramsExtra.isEmpty() ? QByteArray() : ",\n         extra: " + paramsExtra)
        + "}\n"
          "inputs:\n"
          "  - {id: short, file: inputs/short.txt}\n"
          "  - {id: medium, file: inputs/medium.txt}\n"
          "repetitions: 2\n"
          "warmup: 1\n"
          "sample_interval_ms: 20\n"
          "timeout_s: 10\n"
          "limits: {memory: auto, reserve: 1%, latency_s: 5}\n"
          "acceptance:\n"
          "  - {input: short, regex: \"tok0tok1.*tok4\"}\n"
          "  - {input: medium, exact: \"never\"}\n"
          "concurrency: [1, 2]\n"
        + extra;
    const QString path = dir.filePath(QStringLiteral("fixed.yaml"));
    writeFile(path, text);
    return path;
}

Plan parsed(const QString& path)
{
    const auto result = parsePlanFile(path);
    for (const auto& d : result.diagnostics)
        qWarning("%s", qPrintable(d.toString()));
    return result.plan.value_or(Plan());
}

// Runs the plan with the local runner and the real probe; the test's event loop serves the
// streaming server meanwhile.
std::optional<Run> runPlan(const Plan& plan, const QString& root, QString* runDir)
{
    PlanRunner runner;
    runner.setProbePath(QStringLiteral(HEADROOM_PROBE_BIN));
    QSignalSpy finished(&runner, &PlanRunner::finished);
    QSignalSpy failed(&runner, &PlanRunner::failed);
    QString error;
    if (!runner.start(plan, root, &error)) {
        qWarning("start: %s", qPrintable(error));
        return std::nullopt;
    }
    *runDir = runner.runDir();
    for (int i = 0; i < 600 && finished.isEmpty() && failed.isEmpty(); ++i)
        QTest::qWait(100);
    if (!failed.isEmpty())
        qWarning("failed: %s", qPrintable(failed.at(0).at(0).toString()));
    if (finished.isEmpty())
        return std::nullopt;
    return finished.at(0).at(0).value<Run>();
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestPlanServe : public QObject {
    Q_OBJECT

private slots:
    void expansionCarriesEveryField()
    {
        QTemporaryDir dir;
        const QString path = writeServePlan(dir, 8080, QStringLiteral("ollama"), "critical_processes: [sshd, \"1\"]\n");
        QByteArray text = readAll(path);
        text.replace("latency_s: 5}", "latency_s: 5, ttft_s: 0.25}");
        QVERIFY(writeFile(path, text));
        const Plan plan = parsed(path);
        QCOMPARE(plan.limits.ttftS, 0.25);
        QVERIFY(!plan.name.isEmpty());
        Plan withPid = plan;
        withPid.endpoint->pid = 4242;
        const PlanExpansion e = expandPlan(withPid, QStringLiteral("/opt/probe"), QStringLiteral("/runs/x"));
        QVERIFY2(e.error.isEmpty(), qPrintable(e.error));
        const QStringList a = e.invocations.constFirst().arguments;
        const auto after = [&a](const char* option) { return a.value(a.indexOf(QLatin1String(option)) + 1); };
        QCOMPARE(a.constFirst(), QStringLiteral("serve"));
        QCOMPARE(after("--url"), QStringLiteral("http://127.0.0.1:8080"));
        QCOMPARE(after("--api"), QStringLiteral("ollama"));
        QCOMPARE(after("--model"), QStringLiteral("test-model"));
        QCOMPARE(after("--max-tokens"), QStringLiteral("5"));
        QCOMPARE(after("--concurrency"), QStringLiteral("1,2"));
        QCOMPARE(after("--requests"), QStringLiteral("4")); // 2 inputs x 2 repetitions per level
        QCOMPARE(after("--warmup"), QStringLiteral("2"));
        QCOMPARE(after("--timeout-s"), QStringLiteral("10"));
        QCOMPARE(after("--interval-ms"), QStringLiteral("20"));
        QCOMPARE(after("--e2e-budget-ms"), QStringLiteral("5000"));
        QCOMPARE(after("--ttft-budget-ms"), QStringLiteral("250"));
        QCOMPARE(after("--engine-pid"), QStringLiteral("4242"));
        QCOMPARE(after("--out"), QStringLiteral("/runs/x"));
        QVERIFY(a.contains(QStringLiteral("--stream")));
        // Ollama takes sampling parameters in "options", under its own names.
        for (const char* p : { "options.temperature=0", "options.top_p=1.0", "options.top_k=1",
                 "options.repeat_penalty=1.0", "options.num_ctx=64" })
            QVERIFY2(a.contains(QLatin1String(p)), p);
        QCOMPARE(a.count(QStringLiteral("--critical")), 2);
        QCOMPARE(a.count(QStringLiteral("--input")), 2);
        QVERIFY(a.contains(QStringLiteral("short=") + dir.filePath(QStringLiteral("inputs/short.txt"))));
        QCOMPARE(e.invocations.constFirst().repetitionsTotal, 2 * (1 + 2 * 2));
        // The OpenAI-compatible servers name the penalty differently and take it at the top level.
        Plan openai = plan;
        openai.endpoint->api = ServeApi::OpenAiCompletions;
        const QStringList b
            = expandPlan(openai, QStringLiteral("p"), QStringLiteral("o")).invocations.first().arguments;
        QCOMPARE(b.value(b.indexOf(QStringLiteral("--api")) + 1), QStringLiteral("openai"));
        QVERIFY(b.contains(QStringLiteral("repetition_penalty=1.0")));
        QVERIFY(!b.contains(QStringLiteral("--engine-pid"))); // found from the port by the probe
    }

    // Issue 21, item 4: params.extra reaches the engine under the API's names, with its YAML type
    // (a plain 42 a number, true a boolean, a quoted "7" text), the fixed parameters too; the run
    // records the body it sent.
    void extrasReachTheEngine_data()
    {
        QTest::addColumn<TestStreamServer::Format>("format");
        QTest::addColumn<QByteArray>("extra");
        QTest::addColumn<QString>("textKey"); // the extra written in quotes
        QTest::addRow("llama") << TestStreamServer::Format::Llama
                               << QByteArray("{seed: 42, ignore_eos: true, n_keep: \"7\", min_p: 0.05}")
                               << QStringLiteral("n_keep");
        QTest::addRow("openai") << TestStreamServer::Format::OpenAi
                                << QByteArray("{seed: 42, ignore_eos: true, user: \"7\", min_p: 0.05}")
                                << QStringLiteral("user");
        QTest::addRow("openai-chat") << TestStreamServer::Format::OpenAiChat
                                     << QByteArray("{seed: 42, ignore_eos: true, user: \"7\", min_p: 0.05}")
                                     << QStringLiteral("user");
        QTest::addRow("ollama") << TestStreamServer::Format::Ollama
                                << QByteArray("{seed: 42, penalize_newline: true, main_gpu: \"7\", min_p: 0.05}")
                                << QStringLiteral("main_gpu");
    }
    void extrasReachTheEngine()
    {
        QFETCH(TestStreamServer::Format, format);
        QFETCH(QByteArray, extra);
        QFETCH(QString, textKey);
        TestStreamServer server;
        server.format = format;
        server.firstDelayMs = 10;
        server.gapMs = 5;
        server.tokens = kTokens;
        QVERIFY(server.listen());
        QTemporaryDir dir;
        const auto result = parsePlanFile(writeServePlan(dir, server.port(), apiOf(format), {}, extra));
        QVERIFY(result.plan);
        QVERIFY(!hasErrors(result.diagnostics));
        QString runDir;
        const auto run = runPlan(*result.plan, dir.filePath(QStringLiteral("runs")), &runDir);
        QVERIFY(run);
        QVERIFY(!server.bodies.isEmpty());
        const bool ollama = format == TestStreamServer::Format::Ollama;
        for (const QByteArray& body : std::as_const(server.bodies)) {
            const QJsonObject top = QJsonDocument::fromJson(body).object();
            const QJsonObject o = ollama ? top.value(u"options").toObject() : top;
            QVERIFY2(o.value(u"seed").isDouble() && o.value(u"seed").toInt() == 42, body.constData());
            const QString flag = ollama ? QStringLiteral("penalize_newline") : QStringLiteral("ignore_eos");
            QVERIFY2(o.value(flag) == QJsonValue(true), body.constData());
            QVERIFY2(o.value(textKey) == QJsonValue(QStringLiteral("7")), body.constData());
            QVERIFY2(o.value(u"min_p") == QJsonValue(0.05), body.constData());
            // The fixed ones, under the API's names, as numbers.
            QVERIFY2(
                o.value(u"temperature") == QJsonValue(0.0) && o.value(u"top_k") == QJsonValue(1.0), body.constData());
            const QString penalty = format == TestStreamServer::Format::Llama || ollama
                ? QStringLiteral("repeat_penalty")
                : QStringLiteral("repetition_penalty");
            QVERIFY2(o.value(penalty) == QJsonValue(1.0), body.constData());
            if (ollama)
                QVERIFY2(o.value(u"num_ctx") == QJsonValue(64.0) && o.value(u"num_predict") == QJsonValue(5.0),
                    body.constData());
            else
                QVERIFY2(top.value(format == TestStreamServer::Format::Llama ? u"n_predict" : u"max_tokens")
                        == QJsonValue(5.0),
                    body.constData());
        }
        // The run says what the engine received.
        const QJsonObject recorded
            = QJsonDocument::fromJson(run->params.value(QStringLiteral("serve.request_body")).toUtf8()).object();
        const QJsonObject recordedFields = ollama ? recorded.value(u"options").toObject() : recorded;
        QCOMPARE(recordedFields.value(u"seed"), QJsonValue(42.0));
        QCOMPARE(recordedFields.value(textKey), QJsonValue(QStringLiteral("7")));
        const QString md = reportToMarkdown(makeReport(*run, {}, {}, std::nullopt), SentenceLanguage::English);
        QVERIFY2(md.contains(QLatin1String("Every request's body")), qPrintable(md));
    }

    // An extra the API has no place for is refused when the plan is read: file, line, key, API.
    void extraWithoutAPlaceIsRefused_data()
    {
        QTest::addColumn<QString>("api");
        QTest::addColumn<QByteArray>("extra");
        QTest::addColumn<bool>("refused");
        QTest::addColumn<QString>("says");
        QTest::addRow("openai-unknown") << QStringLiteral("openai-completions") << QByteArray("{seed: 1, tag: 1}")
                                        << true
                                        << QStringLiteral("params.extra.tag has no place in a request of the "
                                                          "openai-completions API");
        QTest::addRow("ollama-not-an-option") << QStringLiteral("ollama") << QByteArray("{ignore_eos: true}") << true
                                              << QStringLiteral("Ollama has no option of that name");
        QTest::addRow("llama-probe-writes-it") << QStringLiteral("llama") << QByteArray("{n_predict: 3}") << true
                                               << QStringLiteral("the probe writes \"n_predict\" itself");
        QTest::addRow("llama-fixed-under-its-name") << QStringLiteral("llama") << QByteArray("{repeat_penalty: 1.1}")
                                                    << true << QStringLiteral("set params.repetition_penalty instead");
        QTest::addRow("ollama-context-is-fixed") << QStringLiteral("ollama") << QByteArray("{num_ctx: 128}") << true
                                                 << QStringLiteral("set params.context_length instead");
        QTest::addRow("llama-undocumented-is-sent-with-a-warning") << QStringLiteral(
            "llama") << QByteArray("{my_sampler: 2}") << false << QStringLiteral("does not document that field");
    }
    void extraWithoutAPlaceIsRefused()
    {
        QFETCH(QString, api);
        QFETCH(QByteArray, extra);
        QFETCH(bool, refused);
        QFETCH(QString, says);
        QTemporaryDir dir;
        const auto result = parsePlanFile(writeServePlan(dir, 8080, api, {}, extra));
        QCOMPARE(!result.plan, refused);
        const auto it = std::find_if(result.diagnostics.begin(), result.diagnostics.end(),
            [&says](const Diagnostic& d) { return d.message.contains(says); });
        QVERIFY2(it != result.diagnostics.end(),
            qPrintable(result.diagnostics.isEmpty() ? QStringLiteral("none") : result.diagnostics.first().toString()));
        QCOMPARE(it->severity, refused ? Diagnostic::Severity::Error : Diagnostic::Severity::Warning);
        QCOMPARE(it->line, 8); // the extra's own line
        QVERIFY(it->file.endsWith(QLatin1String("fixed.yaml")));
        QVERIFY(it->field.startsWith(QLatin1String("params.extra.")));
    }

    // A fixed parameter no request carries is said to be recorded, not sent; Ollama's context is sent.
    void fixedButNotSentIsSaid()
    {
        QTemporaryDir dir;
        for (const QString& api : { QStringLiteral("llama"), QStringLiteral("ollama") }) {
            const auto result = parsePlanFile(writeServePlan(dir, 8080, api));
            QVERIFY(result.plan);
            const auto it = std::find_if(result.diagnostics.begin(), result.diagnostics.end(),
                [](const Diagnostic& d) { return d.message.contains(QLatin1String("recorded, not sent")); });
            if (api == u"ollama") {
                QVERIFY(it == result.diagnostics.end()); // num_ctx; threads, batch_size and cpu_affinity are null
                continue;
            }
            QVERIFY(it != result.diagnostics.end());
            QCOMPARE(it->severity, Diagnostic::Severity::Warning);
            QVERIFY2(it->message.startsWith(QLatin1String("params.context_length: recorded, not sent")),
                qPrintable(it->message));
        }
    }

    // Hostile input file names reach the real probe unchanged: it reads them and sends their text.
    void quotingOfInputFiles_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addRow("spaces") << QStringLiteral("name with spaces.txt");
        QTest::addRow("quotes") << QStringLiteral("it's \"quoted\".txt");
        QTest::addRow("command-substitution") << QStringLiteral("$(touch pwned).txt");
        QTest::addRow("backticks") << QStringLiteral("`touch pwned`.txt");
    }
    void quotingOfInputFiles()
    {
        QFETCH(QString, name);
        TestStreamServer server;
        QVERIFY(server.listen());
        server.firstDelayMs = 10;
        server.gapMs = 5;
        server.tokens = kTokens;
        QTemporaryDir dir;
        Plan plan = parsed(writeServePlan(dir, server.port(), QStringLiteral("llama")));
        QVERIFY(writeFile(dir.filePath(name), "odd\n"));
        plan.inputs = { { QStringLiteral("odd"), name, std::nullopt, {} } };
        plan.acceptance.clear();
        plan.concurrency = { 1 };
        QString runDir;
        const auto run = runPlan(plan, dir.filePath(QStringLiteral("runs $(x)")), &runDir);
        QVERIFY(run);
        QCOMPARE(run->repetitionsFor(QStringLiteral("odd")).size(), qsizetype(plan.warmup + plan.repetitions));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("pwned"))));
        // The probe's own record of what it read: run_start's inputs, as JSON.
        const QByteArray events = readAll(runDir + QStringLiteral("/events.jsonl"));
        const QJsonObject start = QJsonDocument::fromJson(events.left(events.indexOf('\n'))).object();
        QCOMPARE(start.value(u"type").toString(), QStringLiteral("run_start"));
        QCOMPARE(start.value(u"inputs").toArray().at(0).toObject().value(u"file").toString(),
            QDir(dir.path()).filePath(name));
        QCOMPARE(start.value(u"inputs").toArray().at(0).toObject().value(u"bytes").toInt(), 4);
    }

    void endToEnd_data()
    {
        QTest::addColumn<TestStreamServer::Format>("format");
        QTest::addRow("llama-sse") << TestStreamServer::Format::Llama;
        QTest::addRow("openai-sse") << TestStreamServer::Format::OpenAi;
        QTest::addRow("openai-chat-sse") << TestStreamServer::Format::OpenAiChat;
        QTest::addRow("ollama-ndjson") << TestStreamServer::Format::Ollama;
    }
    void endToEnd()
    {
        QFETCH(TestStreamServer::Format, format);
        TestStreamServer server;
        server.format = format;
        server.firstDelayMs = kFirstDelayMs;
        server.gapMs = kGapMs;
        server.tokens = kTokens;
        QVERIFY(server.listen());
        QTemporaryDir dir;
        const Plan plan = parsed(writeServePlan(dir, server.port(), apiOf(format)));
        QCOMPARE(plan.mode, PlanMode::Serve);
        QString runDir;
        const auto run = runPlan(plan, dir.filePath(QStringLiteral("runs")), &runDir);
        QVERIFY(run);
        QCOMPARE(run->timingKind, TimingKind::InProcess);
        QCOMPARE(server.requests, 2 * (1 + 2 * 2));
        QCOMPARE(server.maxActive, 2); // level 2 had two requests in flight
        QCOMPARE(run->params.value(QStringLiteral("plan")).toUtf8(), plan.sourceText); // verbatim

        // Per input: warm-up once, then the repetitions at each level; short's rule holds, medium's not.
        for (const char* id : { "short", "medium" }) {
            const QList<Repetition> reps = run->repetitionsFor(QLatin1String(id));
            QCOMPARE(reps.size(), qsizetype(1 + 2 * 2));
            for (const Repetition& r : reps) {
                QCOMPARE(r.outcome, QByteArray(id) == "short" ? Outcome::Ok : Outcome::Rejected);
                QVERIFY(r.ttftMs);
                // Tolerance: the programmed delay is a floor; loopback, thread start and a loaded
                // 2-core machine add up to 400 ms on top (level 2 waits for nothing: the server
                // answers both at once).
                QVERIFY2(*r.ttftMs >= kFirstDelayMs - 5 && *r.ttftMs < kFirstDelayMs + 400,
                    qPrintable(QString::number(*r.ttftMs)));
                QVERIFY(r.tpotMs);
                QVERIFY2(*r.tpotMs >= kGapMs * 0.5 && *r.tpotMs < kGapMs + 200, qPrintable(QString::number(*r.tpotMs)));
            }
        }
        // The concurrency table and the sustainable level (the budget, 5 s, holds at both levels).
        QCOMPARE(run->concurrencyLevels.size(), qsizetype(2));
        QCOMPARE(run->concurrencyLevels.at(1).level, 2);
        QCOMPARE(run->concurrencyLevels.at(1).completed, 4);
        QCOMPARE(run->sustainableConcurrency, std::optional<int>(2));

        // What the report shows: streaming latencies with ITL from the events file, acceptance.
        const QList<StreamingFigures> streaming
            = streamingFigures(*run, readAll(runDir + QStringLiteral("/events.jsonl")));
        // One row per input and level, never pooled: short at 1, short at 2, medium at 1, medium at 2.
        QCOMPARE(streaming.size(), qsizetype(4));
        QCOMPARE(streaming.at(0).inputId, QStringLiteral("short"));
        QCOMPARE(streaming.at(0).level, 1);
        QCOMPARE(streaming.at(1).level, 2);
        QCOMPARE(streaming.at(0).n, 2);
        QVERIFY(streaming.at(0).e2eP50Ms && *streaming.at(0).e2eP50Ms > *streaming.at(0).ttftP50Ms);
        QCOMPARE(streaming.at(0).itlCount, 2 * (kTokens - 1));
        QVERIFY(streaming.at(0).itlP50Ms && *streaming.at(0).itlP50Ms >= kGapMs * 0.5
            && *streaming.at(0).itlP50Ms < kGapMs + 200);
        const QList<AcceptanceFigures> acceptance = acceptanceFigures(*run);
        QCOMPARE(acceptance.at(0).accepted, 4);
        QCOMPARE(acceptance.at(0).expected, 4);
        QVERIFY(acceptance.at(0).acceptedPerMinute && *acceptance.at(0).acceptedPerMinute > 0);
        QCOMPARE(acceptance.at(1).accepted, 0);
        QCOMPARE(acceptance.at(1).expected, 4);
        const QList<LevelAcceptance> levels = levelAcceptance(*run);
        QCOMPARE(levels.size(), qsizetype(2));
        QCOMPARE(levels.at(1).accepted, 2);
        QCOMPARE(levels.at(1).expected, 4);
        QVERIFY(levels.at(1).acceptedPerS && *levels.at(1).acceptedPerS > 0);

        // The per-input figures: level 1's, said so, with the engine's sampled memory as the peak (the
        // engine here is this test process, found from its port) and the context read.
        const FigureTable table = perInputFigures(*run, verdictOptionsFromRun(*run));
        for (const InputFigures& f : table.inputs) {
            QCOMPARE(f.concurrency, std::optional<int>(1));
            QCOMPARE(f.n, f.inputId == u"short" ? 2 : 0); // medium's answers are rejected by its rule
            QVERIFY2(f.peakKb && *f.peakKb > 0, qPrintable(f.inputId));
            QCOMPARE(f.peakExactness, Exactness::Sampled);
        }
        QVERIFY(table.context.runQueueOverSharePct || table.context.psiCpuMeanPct);
        const QString md = reportToMarkdown(makeReport(*run, {}, {}, std::nullopt), SentenceLanguage::English);
        for (const char* s : { "Median at concurrency 1", "Peak at concurrency 1", "## Streaming latencies",
                 "## Concurrency", "Sustainable concurrency: 2", "## Acceptance", "Accepted 4 of 8 expected outputs",
                 "| short | regex: tok0tok1.*tok4 | 4 / 4 |", "| medium | exact: never | 0 / 4 |" })
            QVERIFY2(md.contains(QLatin1String(s)), qPrintable(QLatin1String(s) + u'\n' + md));
    }

    // The robustness set against the server, which answers the request with control characters
    // with an error and never finishes the one longer than the context: outcomes error reply and
    // hang, and every other input runs on.
    void robustnessServe()
    {
        TestStreamServer server;
        server.firstDelayMs = 10;
        server.gapMs = 5;
        server.tokens = kTokens;
        server.errorWhenRequestContains = "\\u001b[2J"; // the escape sequence, as JSON writes it
        server.stallWhenRequestContains = "\\n\\nThe quick"; // only the repeated text has it
        QVERIFY(server.listen());
        QTemporaryDir dir;
        const QString path = writeServePlan(dir, server.port(), QStringLiteral("llama"), "robustness: true\n");
        QByteArray text = readAll(path);
        text.replace("timeout_s: 10\n", "timeout_s: 1\n"); // a hang is a request past its timeout
        QVERIFY(writeFile(path, text));
        const Plan plan = parsed(path);
        QVERIFY(plan.robustness);
        QString runDir;
        const auto run = runPlan(plan, dir.filePath(QStringLiteral("runs")), &runDir);
        QVERIFY(run);
        QCOMPARE(run->inputs.size(), qsizetype(6));
        const QList<RobustnessRow> rows = robustnessRows(*run);
        QCOMPARE(rows.size(), qsizetype(4));
        for (const RobustnessRow& r : rows) {
            const bool error = r.inputId == u"robust.control_chars", hang = r.inputId == u"robust.over_context";
            QCOMPARE(r.worst,
                error ? RobustnessOutcome::ErrorReply : (hang ? RobustnessOutcome::Hang : RobustnessOutcome::Ok));
            QCOMPARE(error ? r.errorReply : (hang ? r.hang : r.ok), 1 + 2 * 2);
        }
        // One bad input never ends the run: the inputs are sent in turn, and every request after an
        // error or a hang still ran, through the last level.
        QCOMPARE(run->repetitionsFor(QStringLiteral("robust.over_context")).size(), qsizetype(1 + 2 * 2));
        for (const Repetition& r : run->repetitionsFor(QStringLiteral("short")))
            QCOMPARE(r.outcome, Outcome::Ok);
        QCOMPARE(run->concurrencyLevels.size(), qsizetype(2));
        // The run keeps the bytes it sent.
        QVERIFY(QFile::exists(runDir + QStringLiteral("/robustness/robust.truncated_utf8.txt")));
        const QString md = reportToMarkdown(makeReport(*run, {}, {}, std::nullopt), SentenceLanguage::English);
        QVERIFY2(md.contains(QLatin1String("| robust.control_chars | error reply | 0 | 5 | 0 | 0 |")), qPrintable(md));
        QVERIFY2(md.contains(QLatin1String("| robust.over_context | hang | 0 | 0 | 0 | 5 |")), qPrintable(md));

        // Stored as `headroom run` stores it, the run verifies as reproduced: every input's length is
        // recomputed from the bytes kept with the run (serve mode's run_start has no character count,
        // and the robustness set lives in the run folder's robustness/, which the folder import does
        // not keep), never -1 (issue 19, item 11).
        Store store;
        QVERIFY(!hasErrors(store.open(dir.filePath(QStringLiteral("P.headroom")), Store::OpenMode::ReadWrite)));
        PlanRunToStore what;
        what.runFolder = runDir;
        what.run = *run;
        what.plan = &plan;
        const StoredPlanRun stored = storePlanRun(store, what);
        QVERIFY(stored.outcome.ok());
        const RunVerification v = verifyRun(store, stored.outcome.runIds.value(0));
        QStringList why;
        for (const FigureDifference& d : v.differences)
            why << QStringLiteral("%1 %2: %3 / %4").arg(d.inputId, d.figure, d.stored, d.recomputed);
        for (const Diagnostic& d : v.diagnostics)
            why << d.toString();
        QVERIFY2(v.status == RunVerification::Status::Reproduced, qPrintable(why.join(u'\n')));
        const auto again = store.loadRun(stored.outcome.runIds.value(0));
        QVERIFY(again);
        const FigureTable table = perInputFigures(*again, verdictOptionsFromRun(*again));
        QCOMPARE(table.inputs.size(), qsizetype(6));
        for (const InputFigures& f : table.inputs)
            QVERIFY2(f.length > 0, qPrintable(f.inputId));
    }

    // Through the real command line: headroom run ... --device local --into P, then headroom report.
    void commandLine()
    {
        TestStreamServer server;
        server.format = TestStreamServer::Format::Ollama;
        server.firstDelayMs = 30;
        server.gapMs = 10;
        server.tokens = kTokens;
        QVERIFY(server.listen());
        QTemporaryDir dir;
        const QString plan = writeServePlan(dir, server.port(), QStringLiteral("ollama"));
        const QString project = dir.filePath(QStringLiteral("P.headroom"));
        const auto headroom = [&](const QStringList& args, QByteArray* out) {
            QProcess p;
            QSignalSpy done(&p, &QProcess::finished);
            p.start(QStringLiteral(HEADROOM_APP_BIN), args);
            // The server lives in this process: wait with the event loop running.
            if (!done.wait(120000))
                p.kill();
            *out = p.readAllStandardOutput() + p.readAllStandardError();
            return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        };
        QByteArray out;
        QCOMPARE(headroom({ QStringLiteral("run"), plan, QStringLiteral("--device"), QStringLiteral("local"),
                              QStringLiteral("--into"), project, QStringLiteral("--runs-dir"),
                              dir.filePath(QStringLiteral("runs")), QStringLiteral("--quiet") },
                     &out),
            0);
        const QString md = dir.filePath(QStringLiteral("report.md"));
        QCOMPARE(headroom({ QStringLiteral("report"), project, QStringLiteral("--md"), md, QStringLiteral("--lang"),
                              QStringLiteral("en") },
                     &out),
            0);
        const QString text = QString::fromUtf8(readAll(md));
        for (const char* s : { "## Streaming latencies", "| short | 1 | 2 |", "| short | 2 | 2 |", "## Concurrency",
                 "Sustainable concurrency: 2", "Accepted 4 of 8 expected outputs", "Accepted per minute" })
            QVERIFY2(text.contains(QLatin1String(s)), qPrintable(QLatin1String(s) + u'\n' + text));
        // ITL comes from the stored events.jsonl: the streaming row has it (not "-").
        const qsizetype row = text.indexOf(QLatin1String("| short | 1 | 2 |"));
        QVERIFY(!text.mid(row, text.indexOf(u'\n', row) - row).contains(QLatin1String("| - |")));
        // The same figures in the report's JSON.
        const QString json = dir.filePath(QStringLiteral("report.json"));
        QCOMPARE(headroom({ QStringLiteral("report"), project, QStringLiteral("--json"), json }, &out), 0);
        const QJsonObject figures = QJsonDocument::fromJson(readAll(json)).object().value(u"plan_figures").toObject();
        const QJsonObject shortAcceptance = figures.value(u"acceptance").toArray().at(0).toObject();
        QCOMPARE(shortAcceptance.value(u"accepted").toInt(), 4);
        QCOMPARE(shortAcceptance.value(u"expected").toInt(), 4);
        QVERIFY(shortAcceptance.value(u"accepted_per_minute").toDouble() > 0);
        QCOMPARE(figures.value(u"level_acceptance").toArray().size(), 2);
        const QJsonObject streamingShort = figures.value(u"streaming").toArray().at(0).toObject();
        QCOMPARE(streamingShort.value(u"level").toInt(), 1);
        QCOMPARE(streamingShort.value(u"itl_count").toInt(), 2 * (kTokens - 1));
        QVERIFY(streamingShort.value(u"itl_p50_ms").toDouble() > 0);
    }
};

QTEST_GUILESS_MAIN(TestPlanServe)
#include "tst_planserve.moc"
