#include "analysis/plan/robustness.h"
#include "remote/devicetest.h"
#include "remote/planrunner.h"
#include "remote/remoteplanrunner.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace Analysis;
using namespace Remote;

namespace {

QString dataDir()
{
    return QStringLiteral(HEADROOM_TEST_DATA "/plans");
}

Plan parsed(const QString& path)
{
    const auto result = parsePlanFile(path);
    for (const auto& d : result.diagnostics)
        qWarning("%s", qPrintable(d.toString()));
    return result.plan.value_or(Plan());
}

// A stand-in program that writes its argv, NUL-separated, to $PLANRUNNER_ARGV_DUMP (or stdout):
// the real child process tells what arrived, with no shell between.
QString writeArgvDumper(const QTemporaryDir& dir, const QByteArray& tail = QByteArray())
{
    const QString path = dir.filePath(QStringLiteral("argv-dumper"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write("#!/bin/sh\n"
            "if [ -n \"$PLANRUNNER_ARGV_DUMP\" ]; then printf '%s\\0' \"$@\" > \"$PLANRUNNER_ARGV_DUMP\";\n"
            "else printf '%s\\0' \"$@\"; fi\n");
    f.write(tail);
    f.close();
    f.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    return path;
}

QStringList splitNul(QByteArray bytes)
{
    if (bytes.endsWith('\0'))
        bytes.chop(1);
    QStringList out;
    for (const QByteArray& part : bytes.split('\0'))
        out.append(QString::fromUtf8(part));
    return out;
}

} // namespace

class TestPlanRunner : public QObject {
    Q_OBJECT

private slots:
    void quotingReachesArgvIntact_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addRow("spaces") << QStringLiteral("name with spaces.txt");
        QTest::addRow("quotes") << QStringLiteral("it's \"quoted\".txt");
        QTest::addRow("command-substitution") << QStringLiteral("$(touch pwned).txt");
        QTest::addRow("backticks") << QStringLiteral("`touch pwned`.txt");
        QTest::addRow("newline") << QStringLiteral("two\nlines.txt");
        QTest::addRow("semicolon-pipe-glob") << QStringLiteral("a;b|c*?[x].txt");
        QTest::addRow("leading-dash") << QStringLiteral("-rf.txt");
        QTest::addRow("non-ascii") << QStringLiteral("温度 ℃.txt");
    }
    void quotingReachesArgvIntact()
    {
        QFETCH(QString, name);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile input(dir.filePath(name));
        QVERIFY(input.open(QIODevice::WriteOnly));
        input.write("hello\n");
        input.close();
        Plan plan = parsed(dataDir() + QStringLiteral("/hostile/base.yaml"));
        QVERIFY(!plan.name.isEmpty());
        plan.baseDir = dir.path();
        plan.inputs = { { QStringLiteral("odd"), name, std::nullopt, {} } };
        plan.command.append({ name, QStringLiteral("$(date)"), QStringLiteral("`id`"), QStringLiteral("a b"),
            QStringLiteral("'"), QStringLiteral("x\ny") });
        const QString dumper = writeArgvDumper(dir);
        const QString runDir = dir.filePath(QStringLiteral("run folder $(x)"));
        const PlanExpansion e = expandPlan(plan, dumper, runDir);
        QVERIFY2(e.error.isEmpty(), qPrintable(e.error));
        QCOMPARE(e.invocations.size(), 1);
        const ProbeInvocation& inv = e.invocations.constFirst();
        QVERIFY(inv.arguments.contains(QStringLiteral("odd=") + dir.filePath(name)));
        QVERIFY(inv.arguments.contains(runDir));
        QCOMPARE(inv.arguments.mid(inv.arguments.indexOf(QStringLiteral("--")) + 1), plan.expandedCommand());

        QProcess p;
        p.setWorkingDirectory(dir.path());
        p.start(inv.program, inv.arguments);
        QVERIFY(p.waitForFinished(10000));
        QCOMPARE(p.exitCode(), 0);
        QCOMPARE(splitNul(p.readAllStandardOutput()), inv.arguments);
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("pwned")))); // nothing was evaluated
    }

    void runnerStartsTheExpandedArgv()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString dumper = writeArgvDumper(dir);
        const QString dump = dir.filePath(QStringLiteral("argv.bin"));
        qputenv("PLANRUNNER_ARGV_DUMP", dump.toLocal8Bit());
        const Plan plan = parsed(dataDir() + QStringLiteral("/hostile/base.yaml"));
        PlanRunner runner;
        runner.setProbePath(dumper);
        QSignalSpy failed(&runner, &PlanRunner::failed);
        QSignalSpy finished(&runner, &PlanRunner::finished);
        QString error;
        QVERIFY2(runner.start(plan, dir.filePath(QStringLiteral("runs")), &error), qPrintable(error));
        QVERIFY(QDir(runner.runDir()).exists());
        QVERIFY(failed.wait(20000));
        qunsetenv("PLANRUNNER_ARGV_DUMP");
        QCOMPARE(finished.size(), 0);
        // The stand-in wrote no run folder: the failure says which folder could not be read.
        QVERIFY2(failed.at(0).at(0).toString().contains(runner.runDir()), qPrintable(failed.at(0).at(0).toString()));
        QFile f(dump);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const PlanExpansion e = expandPlan(plan, dumper, runner.runDir());
        QCOMPARE(splitNul(f.readAll()), e.invocations.constFirst().arguments);
        QVERIFY(!runner.isRunning());
    }

    void failures_data()
    {
        QTest::addColumn<QByteArray>("script");
        QTest::addColumn<QString>("fragment");
        QTest::addRow("probe-missing") << QByteArray() << QStringLiteral("Cannot start the probe");
        QTest::addRow("probe-exits-3") << QByteArray("echo 'bad option --frobnicate' >&2\nexit 3\n")
                                       << QStringLiteral("exit code 3. bad option --frobnicate");
    }
    void failures()
    {
        QFETCH(QByteArray, script);
        QFETCH(QString, fragment);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString probe
            = script.isEmpty() ? dir.filePath(QStringLiteral("no-such-probe")) : writeArgvDumper(dir, script);
        PlanRunner runner;
        runner.setProbePath(probe);
        QSignalSpy failed(&runner, &PlanRunner::failed);
        QString error;
        QVERIFY2(runner.start(parsed(dataDir() + QStringLiteral("/hostile/base.yaml")), dir.path(), &error),
            qPrintable(error));
        QVERIFY(failed.wait(20000));
        QVERIFY2(failed.at(0).at(0).toString().contains(fragment), qPrintable(failed.at(0).at(0).toString()));
    }

    // A serve plan expands to the probe's serve command (tst_planserve runs them).
    void serveModeExpands()
    {
        const PlanExpansion e = expandPlan(
            parsed(dataDir() + QStringLiteral("/serve.yaml")), QStringLiteral("probe"), QStringLiteral("/r"));
        QVERIFY2(e.error.isEmpty(), qPrintable(e.error));
        QCOMPARE(e.invocations.constFirst().arguments.constFirst(), QStringLiteral("serve"));
        QVERIFY(!e.invocations.constFirst().arguments.contains(QStringLiteral("--")));
    }

    // interleave and cpu_affinity reach the probe; the real probe pins the workload, which reads
    // its own allowed CPUs from /proc.
    void interleaveAndAffinity()
    {
        const QString probe = QStringLiteral(HEADROOM_PROBE_BIN);
        if (!QFileInfo(probe).isExecutable())
            QSKIP("headroom-probe is not built");
        Plan plan = parsed(dataDir() + QStringLiteral("/hostile/base.yaml"));
        plan.interleave = true;
        plan.params[QStringLiteral("cpu_affinity")] = QStringLiteral("0");
        plan.params[QStringLiteral("max_new_tokens")] = std::nullopt;
        plan.params[QStringLiteral("threads")] = std::nullopt;
        plan.command = { QStringLiteral("/bin/sh"), QStringLiteral("-c"),
            QStringLiteral("grep Cpus_allowed_list /proc/self/status"), QStringLiteral("{input}") };
        plan.repetitions = 2;
        plan.warmup = 0;
        const QStringList a = expandPlan(plan, probe, QStringLiteral("/r")).invocations.constFirst().arguments;
        QVERIFY(a.contains(QStringLiteral("--interleave")));
        QCOMPARE(a.value(a.indexOf(QStringLiteral("--cpu-affinity")) + 1), QStringLiteral("0"));
        QTemporaryDir dir;
        PlanRunner runner;
        runner.setProbePath(probe);
        QSignalSpy finished(&runner, &PlanRunner::finished);
        QSignalSpy failed(&runner, &PlanRunner::failed);
        QString error;
        QVERIFY2(runner.start(plan, dir.path(), &error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty() || !failed.isEmpty(), 60000);
        QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.at(0).at(0).toString()));
        QFile out(runner.runDir() + QStringLiteral("/out/short-0.stdout"));
        QVERIFY(out.open(QIODevice::ReadOnly));
        QCOMPARE(out.readAll().simplified(), QByteArray("Cpus_allowed_list: 0"));
        // Interleaved: short, long, short, long (not short, short, long, long).
        const Run run = finished.at(0).at(0).value<Run>();
        QStringList order;
        for (const auto& r : run.repetitions)
            order << r.inputId;
        QCOMPARE(order.join(u' '), QStringLiteral("short long short long"));
    }

    // The robustness set with the calibrate workload: four generated inputs with stable ids, each
    // repetition with an outcome; the workload reads bytes, so all of them are ok.
    void robustnessCalibrate()
    {
        const QString probe = QStringLiteral(HEADROOM_PROBE_BIN);
        if (!QFileInfo(probe).isExecutable())
            QSKIP("headroom-probe is not built");
        Plan plan = parsed(dataDir() + QStringLiteral("/e2e/calibrate-e2e.yaml"));
        plan.robustness = true;
        plan.params[QStringLiteral("context_length")] = QStringLiteral("64");
        plan.inputs = plan.inputs.mid(0, 1);
        plan.acceptance = plan.acceptance.mid(0, 1);
        plan.repetitions = 1;
        plan.warmup = 0;
        QTemporaryDir dir;
        PlanRunner runner;
        runner.setProbePath(probe);
        QSignalSpy finished(&runner, &PlanRunner::finished);
        QSignalSpy failed(&runner, &PlanRunner::failed);
        QString error;
        QVERIFY2(runner.start(plan, dir.path(), &error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty() || !failed.isEmpty(), 120000);
        QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.at(0).at(0).toString()));
        const Run run = finished.at(0).at(0).value<Run>();
        QStringList ids;
        for (const auto& spec : run.inputs)
            ids << spec.id;
        QCOMPARE(ids,
            QStringList({ QStringLiteral("short"), QStringLiteral("robust.truncated_utf8"),
                QStringLiteral("robust.unusual_codepoints"), QStringLiteral("robust.control_chars"),
                QStringLiteral("robust.over_context") }));
        const QList<RobustnessRow> rows = robustnessRows(run);
        QCOMPARE(rows.size(), qsizetype(4));
        for (const auto& row : rows) {
            QCOMPARE(row.worst, RobustnessOutcome::Ok);
            QCOMPARE(row.ok, 1);
        }
        QCOMPARE(run.params.value(QStringLiteral("robustness")), QStringLiteral("true"));
        // The over-context input: 8 bytes per context token, and more.
        for (const auto& spec : run.inputs)
            if (spec.id == u"robust.over_context")
                QVERIFY(spec.bytes > 8 * 64);
    }

    // RemotePlanRunner (here through the local transport, the path of an SSH device without the
    // sshd) makes the same robustness set on the host and uploads it with the other inputs.
    void robustnessRemoteRunner()
    {
        const QString probe = QStringLiteral(HEADROOM_PROBE_BIN);
        if (!QFileInfo(probe).isExecutable())
            QSKIP("headroom-probe is not built");
        Plan plan = parsed(dataDir() + QStringLiteral("/e2e/calibrate-e2e.yaml"));
        plan.robustness = true;
        plan.params[QStringLiteral("context_length")] = QStringLiteral("32");
        plan.inputs = plan.inputs.mid(0, 1);
        plan.acceptance.clear();
        plan.repetitions = 1;
        plan.warmup = 0;
        QTemporaryDir dir;
        RemoteRunSettings settings;
        settings.device.name = QStringLiteral("this-machine");
        settings.device.runFolder = dir.filePath(QStringLiteral("device"));
        settings.builds.insert(probeBuildForMachine(QSysInfo::currentCpuArchitecture()), probe);
        settings.session.pollMs = 50;
        RemotePlanRunner remote;
        remote.setSettings(settings);
        QSignalSpy finished(&remote, &RemotePlanRunner::finished);
        QSignalSpy failed(&remote, &RemotePlanRunner::failed);
        QSignalSpy progress(&remote, &RemotePlanRunner::progressChanged);
        QString error;
        QVERIFY2(remote.start(plan, dir.filePath(QStringLiteral("fetched")), &error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty() || !failed.isEmpty(), 120000);
        QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.at(0).at(0).toString()));
        const Run run = finished.at(0).at(0).value<Run>();
        QCOMPARE(robustnessRows(run).size(), qsizetype(4));
        for (const auto& row : robustnessRows(run))
            QCOMPARE(row.ok, 1);
        QCOMPARE(progress.last().at(1).toInt(), 5); // the generated inputs count towards progress
    }

    void freshFoldersNeverReused()
    {
        QTemporaryDir dir;
        QString error;
        QStringList seen;
        for (int i = 0; i < 5; ++i) {
            const QString f = freshRunFolder(dir.path(), QStringLiteral("../../etc/x y"), &error);
            QVERIFY2(!f.isEmpty(), qPrintable(error));
            QVERIFY(f.startsWith(dir.path() + u'/'));
            QVERIFY(!seen.contains(f));
            seen.append(f);
        }
    }

    // The calibrate workload from a plan with three inputs, run locally by the real probe, read
    // back into a Run.
    void endToEndCalibrate()
    {
        const QString probe = QStringLiteral(HEADROOM_PROBE_BIN);
        if (!QFileInfo(probe).isExecutable())
            QSKIP("headroom-probe is not built");
        const QString planPath = dataDir() + QStringLiteral("/e2e/calibrate-e2e.yaml");
        const Plan plan = parsed(planPath);
        QCOMPARE(plan.inputs.size(), 3);
        QTemporaryDir dir;
        PlanRunner runner;
        runner.setProbePath(probe);
        QSignalSpy finished(&runner, &PlanRunner::finished);
        QSignalSpy failed(&runner, &PlanRunner::failed);
        QSignalSpy progress(&runner, &PlanRunner::progressChanged);
        QSignalSpy events(&runner, &PlanRunner::eventReceived);
        QString error;
        QVERIFY2(runner.start(plan, dir.path(), &error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty() || !failed.isEmpty(), 240000);
        QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.at(0).at(0).toString()));

        const int perInput = plan.warmup + plan.repetitions;
        QCOMPARE(progress.last().at(0).toInt(), 3 * perInput);
        QCOMPARE(progress.last().at(1).toInt(), 3 * perInput);
        QVERIFY(events.size() > 3 * perInput); // run_start, samples, rep_end lines streamed live

        const Run run = finished.at(0).at(0).value<Run>();
        const Diagnostics warnings = finished.at(0).at(1).value<Diagnostics>();
        QCOMPARE(run.name, plan.name);
        QCOMPARE(run.device, QStringLiteral("local"));
        QCOMPARE(run.timingKind, TimingKind::ColdStart);
        QFile planFile(planPath);
        QVERIFY(planFile.open(QIODevice::ReadOnly));
        QCOMPARE(run.params.value(QStringLiteral("plan")).toUtf8(), planFile.readAll()); // verbatim
        QCOMPARE(run.params.value(QStringLiteral("max_new_tokens")), QStringLiteral("8"));
        QCOMPARE(run.params.value(QStringLiteral("model")), QStringLiteral("null"));
        QCOMPARE(run.params.value(QStringLiteral("limits.latency_s")), QStringLiteral("5"));

        QCOMPARE(run.inputs.size(), 3);
        for (const auto& input : plan.inputs) {
            const QList<Repetition> reps = run.repetitionsFor(input.id);
            QCOMPARE(reps.size(), perInput);
            QCOMPARE(std::count_if(reps.cbegin(), reps.cend(), [](const Repetition& r) { return r.warmup; }),
                qsizetype(plan.warmup));
            const InputLength length = measureInputFile(plan.inputPath(input));
            for (const auto& spec : run.inputs) {
                if (spec.id != input.id)
                    continue;
                QCOMPARE(spec.bytes, length.bytes);
                QCOMPARE(spec.chars, length.chars);
            }
            for (const auto& rep : reps) {
                QVERIFY(rep.wallMs > 0);
                QCOMPARE(rep.tokensOut, std::optional<int64_t>(8));
                // Acceptance: short's rule holds, medium's never does, long has none.
                QCOMPARE(rep.outcome, input.id == u"medium" ? Outcome::Rejected : Outcome::Ok);
            }
        }
        const auto tokensOf = [&](const char* id) {
            for (const auto& spec : run.inputs)
                if (spec.id == QLatin1String(id))
                    return spec.tokens;
            return int64_t(-2);
        };
        QCOMPARE(tokensOf("short"), int64_t(82)); // stated in the plan
        QCOMPARE(tokensOf("medium"), measureInputFile(plan.inputPath(plan.inputs.at(1))).bytes + 1); // counted
        QCOMPARE(tokensOf("long"), int64_t(-1)); // the counter failed: unknown, not guessed
        bool warnedLong = false;
        for (const auto& w : warnings)
            warnedLong = warnedLong || w.message.contains(QStringLiteral("long is unknown"));
        QVERIFY(warnedLong);
        QVERIFY(QFile::exists(runner.runDir() + QStringLiteral("/DONE")));
    }

    // Issue 21, items 1 and 2: TTFT is the first generated token, never the prompt echo, and says
    // where it came from. Each plan runs through the real probe and is read back into a Run.
    void engineAdapters()
    {
        const QString probe = QStringLiteral(HEADROOM_PROBE_BIN);
        if (!QFileInfo(probe).isExecutable())
            QSKIP("headroom-probe is not built");
        const auto runPlan = [&](const char* name, Run* out) {
            const Plan plan = parsed(dataDir() + QStringLiteral("/engines/") + QLatin1String(name));
            QVERIFY(!plan.name.isEmpty());
            QTemporaryDir dir;
            PlanRunner runner;
            runner.setProbePath(probe);
            QSignalSpy finished(&runner, &PlanRunner::finished);
            QSignalSpy failed(&runner, &PlanRunner::failed);
            QString error;
            QVERIFY2(runner.start(plan, dir.path(), &error), qPrintable(error));
            QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty() || !failed.isEmpty(), 120000);
            QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.at(0).at(0).toString()));
            *out = finished.at(0).at(0).value<Run>();
        };

        // llama-cli stand-in: the prompt echo comes at once, the perf lines at the end on stderr.
        Run llama;
        runPlan("llama.yaml", &llama);
        QCOMPARE(llama.repetitions.size(), 2);
        for (const Repetition& r : llama.repetitions) {
            QCOMPARE(r.outcome, Outcome::Ok);
            QCOMPARE(r.engine, QStringLiteral("llama.cpp")); // detected: the plan names none
            QCOMPARE(r.ttftSource, QStringLiteral("llama.cpp"));
            QVERIFY(r.ttftMs);
            // From the start: load 123.45 ms + prompt eval 875.12 ms + one sample (2.56 ms / 64 runs);
            // the echo was within a second. At least the engine's own load + prompt eval.
            QVERIFY2(qAbs(*r.ttftMs - (123.45 + 875.12 + 2.56 / 64)) < 0.01, qPrintable(QString::number(*r.ttftMs)));
            QCOMPARE(r.promptEvalMs, std::optional<double>(875.12));
            QCOMPARE(r.promptTokens, std::optional<int64_t>(512));
            QCOMPARE(r.evalMs, std::optional<double>(1260.0));
            QCOMPARE(r.evalRuns, std::optional<int64_t>(63));
            QCOMPARE(r.engineLoadMs, std::optional<double>(123.45));
            QCOMPARE(r.tokensOut, std::optional<int64_t>(64)); // 63 runs + the first token
            QVERIFY(r.tokensPerS);
            QVERIFY(qAbs(*r.tokensPerS - 50.0) < 0.01); // 1000 / (1260 / 63)
        }
        QCOMPARE(llama.params.value(QStringLiteral("engine")), QStringLiteral("llama.cpp (detected)"));
        QCOMPARE(llama.params.value(QStringLiteral("ttft_source.prompt")), QStringLiteral("llama.cpp"));

        // Marker protocol: the first token is marked after 0.2 s of "loading", four more follow.
        Run markers;
        runPlan("markers.yaml", &markers);
        QCOMPARE(markers.repetitions.size(), 2);
        for (const Repetition& r : markers.repetitions) {
            QCOMPARE(r.outcome, Outcome::Ok);
            QCOMPARE(r.engine, QStringLiteral("markers"));
            QCOMPARE(r.ttftSource, QStringLiteral("marker"));
            QVERIFY(r.ttftMs);
            QVERIFY2(*r.ttftMs >= 190 && *r.ttftMs < r.wallMs, qPrintable(QString::number(*r.ttftMs)));
            QCOMPARE(r.tokensOut, std::optional<int64_t>(5));
            QVERIFY(r.tokensPerS && *r.tokensPerS > 0);
        }
        QCOMPARE(markers.params.value(QStringLiteral("engine")), QStringLiteral("markers"));

        // onnxruntime_perf_test stand-in, detected from its summary: its session creation is the
        // engine's load, its in-process inferences the tool's own summary; no token, no TTFT.
        Run ort;
        runPlan("ort.yaml", &ort);
        QCOMPARE(ort.repetitions.size(), 2);
        for (const Repetition& r : ort.repetitions) {
            QCOMPARE(r.outcome, Outcome::Ok);
            QCOMPARE(r.engine, QStringLiteral("onnxruntime"));
            QVERIFY(!r.ttftMs);
            QCOMPARE(r.ttftSource, QStringLiteral("unknown"));
            QVERIFY(!r.tokensOut);
            QVERIFY(r.engineLoadMs && qAbs(*r.engineLoadMs - 184.21) < 0.001);
        }
        QCOMPARE(ort.reportedSummaries.size(), 2);
        for (const ReportedSummary& s : ort.reportedSummaries) {
            QVERIFY2(s.source.startsWith(QStringLiteral("onnxruntime_perf_test, prompt #")), qPrintable(s.source));
            QCOMPARE(s.n, int64_t(5));
            QVERIFY(qAbs(s.figures.value(QStringLiteral("mean")) - 103.27) < 0.001); // "... total: 103.27 ms"
            QVERIFY(qAbs(s.figures.value(QStringLiteral("median")) - 102.4) < 0.001); // P50 0.1024 s
            QVERIFY(qAbs(s.figures.value(QStringLiteral("p99")) - 109.3) < 0.001);
            QVERIFY(qAbs(s.figures.value(QStringLiteral("first")) - 171.0) < 0.001);
        }
        QCOMPARE(ort.params.value(QStringLiteral("engine")), QStringLiteral("onnxruntime (detected)"));

        // No adapter: the only TTFT is the first output, and it says so.
        Run plain;
        runPlan("plain.yaml", &plain);
        for (const Repetition& r : plain.repetitions) {
            QCOMPARE(r.engine, QStringLiteral("none"));
            QCOMPARE(r.ttftSource, QStringLiteral("first_output"));
            QVERIFY(!r.tokensOut);
            QVERIFY(!r.tokensPerS);
        }
        QCOMPARE(plain.params.value(QStringLiteral("ttft_source.prompt")), QStringLiteral("first_output"));

        // An adapter named but silent: TTFT is unknown (null), never the echo's time.
        QTemporaryDir out;
        QProcess p;
        p.setWorkingDirectory(dataDir() + QStringLiteral("/engines"));
        p.start(probe, { QStringLiteral("run"), QStringLiteral("--engine"), QStringLiteral("llama.cpp"),
                           QStringLiteral("--out"), out.path() + QStringLiteral("/r"), QStringLiteral("--"),
                           QStringLiteral("/bin/sh"), QStringLiteral("./plain.sh"), QStringLiteral("inputs/prompt.txt") });
        QVERIFY(p.waitForFinished(60000));
        QFile events(out.path() + QStringLiteral("/r/events.jsonl"));
        QVERIFY(events.open(QIODevice::ReadOnly));
        bool seen = false;
        for (const QByteArray& line : events.readAll().split('\n')) {
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            if (o.value(u"type").toString() != u"rep_end")
                continue;
            seen = true;
            QVERIFY(o.value(u"ttft_ms").isNull());
            QCOMPARE(o.value(u"ttft_source").toString(), QStringLiteral("unknown"));
            QVERIFY(o.value(u"first_output_ms").toDouble() >= 0); // the echo was there, and is not TTFT
        }
        QVERIFY(seen);
    }

    void cancelStopsTheProbe()
    {
        const QString probe = QStringLiteral(HEADROOM_PROBE_BIN);
        if (!QFileInfo(probe).isExecutable())
            QSKIP("headroom-probe is not built");
        Plan plan = parsed(dataDir() + QStringLiteral("/hostile/base.yaml"));
        QTemporaryDir dir;
        const QString pidFile = dir.filePath(QStringLiteral("workload.pid"));
        plan.command = { QStringLiteral("/bin/sh"), QStringLiteral("-c"),
            QStringLiteral("echo $$ > \"$0\"; exec sleep 30"), pidFile, QStringLiteral("{input}") };
        plan.params[QStringLiteral("max_new_tokens")] = std::nullopt;
        plan.params[QStringLiteral("threads")] = std::nullopt;
        PlanRunner runner;
        runner.setProbePath(probe);
        QSignalSpy failed(&runner, &PlanRunner::failed);
        QString error;
        QVERIFY2(runner.start(plan, dir.filePath(QStringLiteral("runs")), &error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(pidFile).size() > 0, 20000);
        QFile f(pidFile);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString pid = QString::fromLatin1(f.readAll().trimmed());
        QVERIFY(QFileInfo::exists(QStringLiteral("/proc/") + pid));
        QElapsedTimer t;
        t.start();
        runner.cancel();
        QCOMPARE(failed.size(), 1);
        QVERIFY(failed.at(0).at(0).toString().contains(QStringLiteral("cancelled")));
        QVERIFY(!runner.isRunning());
        // The probe kills its workload's process group: the sleep does not outlive the run.
        QTRY_VERIFY_WITH_TIMEOUT(!QFileInfo::exists(QStringLiteral("/proc/") + pid), 5000);
        QVERIFY(t.elapsed() < 10000);
    }
};

QTEST_GUILESS_MAIN(TestPlanRunner)
#include "tst_planrunner.moc"
