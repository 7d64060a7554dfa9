#include "analysis/plan/inputlength.h"
#include "analysis/plan/plan.h"
#include "analysis/plan/robustness.h"
#include "analysis/plan/servefields.h"

#include <QFile>
#include <QJsonValue>
#include <QTemporaryDir>
#include <QTest>

using namespace Analysis;

class TestPlan : public QObject {
    Q_OBJECT

private:
    static QString plans() { return QStringLiteral(HEADROOM_TEST_DATA "/plans"); }
    static QString dump(const Diagnostics& d)
    {
        QStringList lines;
        for (const auto& x : d)
            lines.append(x.toString());
        return lines.join(u'\n');
    }
    static Plan mustParse(const QString& relative)
    {
        const auto result = parsePlanFile(plans() + u'/' + relative);
        if (!result.plan)
            qWarning("%s", qPrintable(dump(result.diagnostics)));
        return result.plan.value_or(Plan());
    }

private slots:
    void validPlans_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("inputs");
        QTest::addRow("full") << QStringLiteral("full.yaml") << 3;
        QTest::addRow("serve") << QStringLiteral("serve.yaml") << 1;
        QTest::addRow("calibrate-shorthand") << QStringLiteral("calibrate.yaml") << 3;
        QTest::addRow("hostile-base") << QStringLiteral("hostile/base.yaml") << 2;
        QTest::addRow("example-serve") << QStringLiteral("../../../examples/llama-server.yaml") << 3;
    }
    void validPlans()
    {
        QFETCH(QString, file);
        QFETCH(int, inputs);
        const auto result = parsePlanFile(plans() + u'/' + file);
        QVERIFY2(result.plan.has_value(), qPrintable(dump(result.diagnostics)));
        QVERIFY2(!hasErrors(result.diagnostics), qPrintable(dump(result.diagnostics)));
        QCOMPARE(result.plan->inputs.size(), inputs);
        QCOMPARE(result.plan->params.size(), Plan::knownParams().size());
        // The run keeps the plan it ran: the exact bytes of the file.
        QFile f(plans() + u'/' + file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(result.plan->sourceText, f.readAll());
    }

    void fullPlanFields()
    {
        const Plan p = mustParse(QStringLiteral("full.yaml"));
        QCOMPARE(p.name, QStringLiteral("apus-openjev-translate"));
        QCOMPARE(p.mode, PlanMode::Process);
        QCOMPARE(p.command.size(), 24);
        QCOMPARE(p.command.at(2), QStringLiteral("{model}"));
        QCOMPARE(p.params.value(QStringLiteral("top_p")).value_or(QString()), QStringLiteral("1.0"));
        QVERIFY(p.params.contains(QStringLiteral("cpu_affinity")));
        QVERIFY(!p.params.value(QStringLiteral("cpu_affinity")).has_value());
        QCOMPARE(p.extraParams.value(QStringLiteral("seed")), QStringLiteral("42"));
        QCOMPARE(p.inputs.at(0).tokens, std::optional<int64_t>(21));
        QCOMPARE(p.inputs.at(1).tokenCountCommand.last(), QStringLiteral("{input}"));
        QVERIFY(!p.inputs.at(2).tokens.has_value());
        QCOMPARE(p.repetitions, 20);
        QCOMPARE(p.warmup, 1);
        QCOMPARE(p.timeoutS, 120.0);
        QVERIFY(p.limits.memoryAuto);
        QVERIFY(p.limits.reserveIsPercent);
        QCOMPARE(p.limits.reservePercent, 15.0);
        QCOMPARE(p.limits.latencyS, 2.0);
        QCOMPARE(p.loadComplete.kind, LoadComplete::Kind::Regex);
        QCOMPARE(p.outputTokenRegex, QStringLiteral("^[^ ]"));
        QCOMPARE(p.acceptance.size(), 3);
        QCOMPARE(p.acceptance.at(0).text, QStringLiteral("狐狸"));
        QCOMPARE(p.acceptance.at(2).kind, AcceptanceRule::Kind::JsonField);
        QCOMPARE(p.acceptance.at(2).jsonValue, QJsonValue(QStringLiteral("ok")));
        QCOMPARE(p.criticalProcesses, QStringList({ QStringLiteral("sshd"), QStringLiteral("1") }));

        const Plan s = mustParse(QStringLiteral("serve.yaml"));
        QCOMPARE(s.mode, PlanMode::Serve);
        QVERIFY(s.endpoint.has_value());
        QCOMPARE(s.endpoint->api, ServeApi::Llama);
        QCOMPARE(s.concurrency, QList<int>({ 1, 2, 4, 8 }));
        QVERIFY(!s.limits.memoryAuto);
        QCOMPARE(s.limits.memoryBytes, int64_t(3758096384));
        QCOMPARE(s.limits.reserveBytes, int64_t(512) << 20);
        QCOMPARE(s.timeoutS, 30.5);
    }

    void hostile_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("fragment");
        const auto row = [](const char* name, const char* file, int line, const char* field, const char* fragment) {
            QTest::addRow("%s", name) << QString::fromUtf8(file) << line << QString::fromUtf8(field)
                                      << QString::fromUtf8(fragment);
        };
        row("empty-file", "empty.yaml", 0, "", "empty");
        row("comments-only", "comments-only.yaml", 0, "", "empty");
        row("tab-indentation", "tabs.yaml", 13, "", "tab");
        row("duplicate-top-key", "duplicate-key.yaml", 22, "repetitions", "Duplicate key");
        row("duplicate-param", "duplicate-param.yaml", 13, "params.threads", "Duplicate key");
        row("duplicate-input-id", "duplicate-input-id.yaml", 20, "inputs[1].id", "used twice");
        row("unknown-key-line", "unknown-key.yaml", 22, "repetitons", "Unknown key");
        row("unknown-param-typo", "unknown-param.yaml", 9, "params.temprature", "Unknown key");
        row("wrong-type-twenty", "wrong-type.yaml", 21, "repetitions", "whole number");
        row("negative-repetitions", "negative-repetitions.yaml", 21, "repetitions", "out of range");
        row("quoted-number", "quoted-number.yaml", 12, "params.threads", "whole number");
        row("missing-input-file", "missing-input.yaml", 20, "inputs[1].file", "does not exist");
        row("missing-required-key", "missing-required.yaml", 1, "timeout_s", "missing");
        row("invalid-utf8", "invalid-utf8.yaml", 2, "", "UTF-8");
        row("newer-version-refused", "version2.yaml", 1, "version", "plan format 2");
        row("null-param-used", "null-used.yaml", 4, "command", "null");
        row("unknown-placeholder", "unknown-placeholder.yaml", 4, "command", "{temprature}");
        row("no-input-placeholder", "no-input-placeholder.yaml", 4, "command", "{input}");
        row("shell-string-command", "shell-string.yaml", 4, "command", "shell string");
        row("bare-g-unit", "bare-g-memory.yaml", 25, "limits.memory", "3G");
        row("syntax-error", "syntax-error.yaml", 5, "", "YAML syntax error");
        row("two-documents", "two-documents.yaml", 26, "", "more than one"); // the "---" that starts it
        row("top-level-list", "top-level-list.yaml", 1, "", "map");
        row("serve-with-command", "serve-with-command.yaml", 4, "command", "process mode");
        row("acceptance-unknown-input", "bad-acceptance.yaml", 27, "acceptance[0].input", "medium");
        row("acceptance-bad-regex", "bad-acceptance.yaml", 28, "acceptance[1].regex", "regular expression");
        row("load-regex-not-posix-ere", "bad-load-regex.yaml", 26, "load_complete.regex", "POSIX extended");
        row("acceptance-two-kinds", "bad-acceptance.yaml", 29, "acceptance[2]", "exactly one");
    }
    void hostile()
    {
        QFETCH(QString, file);
        QFETCH(int, line);
        QFETCH(QString, field);
        QFETCH(QString, fragment);
        const QString path = plans() + QStringLiteral("/hostile/") + file;
        const auto result = parsePlanFile(path);
        QVERIFY(!result.plan.has_value());
        QVERIFY(hasErrors(result.diagnostics));
        bool found = false;
        for (const auto& d : result.diagnostics) {
            QCOMPARE(d.file, path);
            if (d.severity == Diagnostic::Severity::Error && d.line == line && d.field == field
                && d.message.contains(fragment))
                found = true;
        }
        QVERIFY2(found,
            qPrintable(u"expected line " + QString::number(line) + u" [" + field + u"] \"" + fragment + u"\", got:\n"
                + dump(result.diagnostics)));
    }

    void newerVersionReportsOnlyTheVersion()
    {
        // A newer plan may use keys this reader cannot know: they are not reported as unknown.
        const auto result = parsePlanFile(plans() + QStringLiteral("/hostile/version2.yaml"));
        QCOMPARE(result.diagnostics.size(), 1);
    }

    void everyErrorIsCollected()
    {
        const auto result = parsePlanFile(plans() + QStringLiteral("/hostile/many-errors.yaml"));
        QList<int> lines;
        for (const auto& d : result.diagnostics)
            if (d.severity == Diagnostic::Severity::Error)
                lines.append(d.line);
        QCOMPARE(lines, QList<int>({ 21, 22, 23 }));
    }

    void unusedParamIsAWarning()
    {
        const auto result = parsePlanFile(plans() + QStringLiteral("/hostile/unused-param.yaml"));
        QVERIFY2(result.plan.has_value(), qPrintable(dump(result.diagnostics)));
        QCOMPARE(result.diagnostics.size(), 1);
        QCOMPARE(result.diagnostics.at(0).severity, Diagnostic::Severity::Warning);
        QCOMPARE(result.diagnostics.at(0).field, QStringLiteral("params.batch_size"));
    }

    void fiveMegabytesRefused()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("huge.yaml"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        const QByteArray line = QByteArrayLiteral("# padding padding padding padding padding padding padding\n");
        while (f.size() < 5 * 1024 * 1024)
            f.write(line);
        f.close();
        const auto result = parsePlanFile(path);
        QVERIFY(!result.plan.has_value());
        QCOMPARE(result.diagnostics.size(), 1);
        QVERIFY(result.diagnostics.at(0).message.contains(QString::number(kMaxPlanBytes)));
    }

    void roundTrip_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addRow("full") << QStringLiteral("full.yaml");
        QTest::addRow("serve") << QStringLiteral("serve.yaml");
        QTest::addRow("calibrate") << QStringLiteral("calibrate.yaml");
        QTest::addRow("base") << QStringLiteral("hostile/base.yaml");
    }
    void roundTrip()
    {
        QFETCH(QString, file);
        const Plan p = mustParse(file);
        QVERIFY(!p.name.isEmpty());
        const QByteArray yaml = toYaml(p);
        const auto again = parsePlan(yaml, QStringLiteral("written.yaml"), p.baseDir);
        QVERIFY2(again.plan.has_value(), qPrintable(dump(again.diagnostics) + u'\n' + QString::fromUtf8(yaml)));
        QVERIFY2(*again.plan == p, yaml.constData());
        QCOMPARE(toYaml(*again.plan), yaml);
    }

    void roundTripHostileStrings()
    {
        Plan p = mustParse(QStringLiteral("full.yaml"));
        // Text that YAML would retype or break if it were written plain.
        const QStringList tricky = { QStringLiteral("null"), QStringLiteral("true"), QStringLiteral("42"),
            QStringLiteral("a: b # c"), QStringLiteral("it's \"quoted\""), QStringLiteral("line1\nline2"),
            QStringLiteral("$(rm -rf ~) `id`"), QStringLiteral("- dash"), QStringLiteral("温度 ℃ \u00e9") };
        p.name = QStringLiteral("name: with colon");
        p.command.append(tricky);
        p.extraParams.insert(QStringLiteral("odd"), QStringLiteral("{threads} stays literal"));
        p.command.append(QStringLiteral("{odd}"));
        p.acceptance[1].text = QStringLiteral("two\nlines\t\"quoted\"");
        p.acceptance[2].jsonValue = QJsonValue(2.5);
        p.criticalProcesses.append(QStringLiteral("null"));
        const QByteArray yaml = toYaml(p);
        const auto again = parsePlan(yaml, QStringLiteral("written.yaml"), p.baseDir);
        QVERIFY2(again.plan.has_value(), qPrintable(dump(again.diagnostics) + u'\n' + QString::fromUtf8(yaml)));
        QVERIFY2(*again.plan == p, yaml.constData());
        for (bool value : { true, false }) {
            p.acceptance[2].jsonValue = QJsonValue(value);
            QVERIFY(*parsePlan(toYaml(p), QStringLiteral("w.yaml"), p.baseDir).plan == p);
        }
        p.acceptance[2].jsonValue = QJsonValue(QStringLiteral("true"));
        QVERIFY(*parsePlan(toYaml(p), QStringLiteral("w.yaml"), p.baseDir).plan == p);
    }

    // Issue 21, item 4: an extra keeps its YAML type for serve mode's request body, and through a
    // written plan: plain 42 a number, quoted "42" text, true a boolean, other text text.
    void extrasKeepTheirType()
    {
        Plan p = mustParse(QStringLiteral("serve.yaml"));
        const QByteArray text = toYaml(p).replace("cpu_affinity: \"4-7\"",
            "cpu_affinity: \"4-7\"\n  extra: {seed: 42, tag: \"42\", ignore_eos: true, "
            "flag: \"true\", stop: \"abc\", mirostat_tau: 5.0, typical_p: .5}");
        const auto result = parsePlan(text, QStringLiteral("w.yaml"), p.baseDir);
        QVERIFY2(result.plan, qPrintable(dump(result.diagnostics) + u'\n' + QString::fromUtf8(text)));
        p = *result.plan;
        QCOMPARE(p.extraParams.size(), 7);
        QCOMPARE(p.quotedExtras, (QSet<QString> { QStringLiteral("tag"), QStringLiteral("flag") }));
        QCOMPARE(extraJsonValue(p, QStringLiteral("seed")), QJsonValue(42.0));
        QCOMPARE(extraJsonValue(p, QStringLiteral("tag")), QJsonValue(QStringLiteral("42")));
        QCOMPARE(extraJsonValue(p, QStringLiteral("ignore_eos")), QJsonValue(true));
        QCOMPARE(extraJsonValue(p, QStringLiteral("flag")), QJsonValue(QStringLiteral("true")));
        QCOMPARE(extraJsonValue(p, QStringLiteral("stop")), QJsonValue(QStringLiteral("abc")));
        QCOMPARE(extraJsonValue(p, QStringLiteral("mirostat_tau")), QJsonValue(5.0));
        // The request fields: numbers as written where JSON can write them so, else canonical.
        QMap<QString, QString> sent;
        for (const ServeRequestField& f : serveRequestFields(p))
            sent.insert(f.name, f.text);
        QCOMPARE(sent.value(QStringLiteral("mirostat_tau")), QStringLiteral("5.0"));
        QCOMPARE(sent.value(QStringLiteral("typical_p")), QStringLiteral("0.5"));
        QCOMPARE(sent.value(QStringLiteral("repeat_penalty")), QStringLiteral("1.1"));
        QVERIFY(!sent.contains(QStringLiteral("threads"))); // llama-server was started with it
        const QByteArray yaml = toYaml(p);
        const auto again = parsePlan(yaml, QStringLiteral("written.yaml"), p.baseDir);
        QVERIFY2(again.plan && *again.plan == p, yaml.constData());
    }

    void saveAsFreshFile()
    {
        const QString original = plans() + QStringLiteral("/full.yaml");
        const Plan p = mustParse(QStringLiteral("full.yaml"));
        QFile f(original);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray before = f.readAll();
        QString error;
        QVERIFY(!savePlanAs(p, original, &error)); // never over the commented original
        QVERIFY(error.contains(QStringLiteral("original")));
        QTemporaryDir dir;
        const QString copy = dir.filePath(QStringLiteral("edited.yaml"));
        QVERIFY2(savePlanAs(p, copy, &error), qPrintable(error));
        QFile written(copy);
        QVERIFY(written.open(QIODevice::ReadOnly));
        const auto reread = parsePlan(written.readAll(), copy, p.baseDir);
        QVERIFY(reread.plan.has_value());
        QVERIFY(*reread.plan == p);
        QFile originalAfter(original);
        QVERIFY(originalAfter.open(QIODevice::ReadOnly));
        QCOMPARE(originalAfter.readAll(), before);
    }

    void expandedCommand()
    {
        Plan p = mustParse(QStringLiteral("full.yaml"));
        const QStringList argv = p.expandedCommand();
        QCOMPARE(argv.size(), p.command.size());
        QCOMPARE(argv.at(2), QStringLiteral("models/apus-openjev-v1-q4_k_m.gguf"));
        QCOMPARE(argv.at(4), QStringLiteral("{input}")); // the probe substitutes it per input
        QCOMPARE(argv.at(argv.indexOf(QStringLiteral("--seed")) + 1), QStringLiteral("42"));
        QCOMPARE(argv.at(argv.indexOf(QStringLiteral("--temp")) + 1), QStringLiteral("0"));
        // A value is substituted once: braces inside it are not expanded again.
        p.extraParams[QStringLiteral("seed")] = QStringLiteral("{threads}");
        QCOMPARE(p.expandedCommand().at(argv.indexOf(QStringLiteral("--seed")) + 1), QStringLiteral("{threads}"));

        const Plan c = mustParse(QStringLiteral("calibrate.yaml"));
        QVERIFY(c.command.isEmpty());
        const QStringList cal = c.expandedCommand();
        QCOMPARE(cal.mid(0, 4),
            QStringList({ QStringLiteral("headroom-probe"), QStringLiteral("calibrate"),
                QStringLiteral("--prompt-file"), QStringLiteral("{input}") }));
        QVERIFY(!cal.join(u' ').contains(u"{max_new_tokens}"));
        QVERIFY(cal.contains(QStringLiteral("16")));
    }

    void tokenCommand()
    {
        const Plan p = mustParse(QStringLiteral("full.yaml"));
        const QStringList argv = p.tokenCommandFor(p.inputs.at(1));
        QCOMPARE(argv.last(), p.inputPath(p.inputs.at(1)));
        QVERIFY(argv.last().endsWith(QStringLiteral("/inputs/medium.txt")));
        QVERIFY(p.tokenCommandFor(p.inputs.at(2)).isEmpty()); // no counter: tokens stay unknown
    }

    void byteSizes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<qint64>("bytes");
        QTest::addRow("plain-bytes") << QStringLiteral("1073741824") << true << qint64(1073741824);
        QTest::addRow("gib-fraction") << QStringLiteral("3.5GiB") << true << qint64(3758096384);
        QTest::addRow("mib") << QStringLiteral("512MiB") << true << qint64(536870912);
        QTest::addRow("decimal-mb") << QStringLiteral("800MB") << true << qint64(800000000);
        QTest::addRow("space-before-unit") << QStringLiteral("2 GiB") << true << qint64(2147483648);
        QTest::addRow("bare-g") << QStringLiteral("2G") << false << qint64(0);
        QTest::addRow("fractional-bytes") << QStringLiteral("1.5") << false << qint64(0);
        QTest::addRow("negative") << QStringLiteral("-1GiB") << false << qint64(0);
        QTest::addRow("huge") << QStringLiteral("99999999TiB") << false << qint64(0);
        QTest::addRow("words") << QStringLiteral("lots") << false << qint64(0);
    }
    void byteSizes()
    {
        QFETCH(QString, text);
        QFETCH(bool, ok);
        QFETCH(qint64, bytes);
        int64_t got = 0;
        QCOMPARE(parseByteSize(text, &got), ok);
        if (ok) {
            QCOMPARE(qint64(got), bytes);
            int64_t back = 0;
            QVERIFY(parseByteSize(formatByteSize(got), &back));
            QCOMPARE(back, got);
        }
    }

    void acceptance_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QByteArray>("output");
        QTest::addColumn<bool>("accepted");
        const int re = int(AcceptanceRule::Kind::Regex);
        const int ex = int(AcceptanceRule::Kind::Exact);
        const int js = int(AcceptanceRule::Kind::JsonField);
        const QJsonValue none;
        QTest::addRow("regex-chinese") << re << QStringLiteral("狐狸") << QString() << none
                                       << QByteArray("敏捷的棕色狐狸跳过了懒狗。\n") << true;
        QTest::addRow("regex-caret-per-line") << re << QStringLiteral("^token 0 [0-9]+$") << QString() << none
                                              << QByteArray("loaded dim=256\ntoken 0 17\ntoken 1 9\n") << true;
        QTest::addRow("regex-miss") << re << QStringLiteral("^fox") << QString() << none << QByteArray("a fox")
                                    << false;
        QTest::addRow("regex-invalid-utf8-output")
            << re << QStringLiteral("ok") << QString() << none << QByteArray("\xff\xfe ok") << true;
        QTest::addRow("exact-trailing-newline")
            << ex << QStringLiteral("42") << QString() << none << QByteArray("42\n") << true;
        QTest::addRow("exact-leading-space-differs")
            << ex << QStringLiteral("42") << QString() << none << QByteArray(" 42") << false;
        QTest::addRow("json-nested-string")
            << js << QString() << QStringLiteral("answer.city") << QJsonValue(QStringLiteral("巴黎"))
            << QByteArray("{\"answer\":{\"city\":\"巴黎\"}}") << true;
        QTest::addRow("json-in-text") << js << QString() << QStringLiteral("n") << QJsonValue(3)
                                      << QByteArray("Result: {\"n\": 3} done") << true;
        QTest::addRow("json-valid-but-wrong")
            << js << QString() << QStringLiteral("n") << QJsonValue(3) << QByteArray("{\"n\": 4}") << false;
        QTest::addRow("json-array-index") << js << QString() << QStringLiteral("items.1.ok") << QJsonValue(true)
                                          << QByteArray("{\"items\":[{\"ok\":false},{\"ok\":true}]}") << true;
        QTest::addRow("json-type-differs") << js << QString() << QStringLiteral("n") << QJsonValue(QStringLiteral("3"))
                                           << QByteArray("{\"n\": 3}") << false;
        QTest::addRow("json-missing-field")
            << js << QString() << QStringLiteral("m") << QJsonValue(3) << QByteArray("{\"n\": 3}") << false;
        QTest::addRow("json-none") << js << QString() << QStringLiteral("n") << QJsonValue(3) << QByteArray("no json")
                                   << false;
    }
    void acceptance()
    {
        QFETCH(int, kind);
        QFETCH(QString, text);
        QFETCH(QString, field);
        QFETCH(QJsonValue, value);
        QFETCH(QByteArray, output);
        QFETCH(bool, accepted);
        AcceptanceRule rule;
        rule.kind = AcceptanceRule::Kind(kind);
        rule.text = text;
        rule.jsonField = field;
        rule.jsonValue = value;
        QString why;
        QCOMPARE(rule.accepts(output, &why), accepted);
        QCOMPARE(why.isEmpty(), accepted);
    }

    // The keys added for issue 5, each checked with its file, line and key: base.yaml (25 lines)
    // with one line replaced, or one appended (line 26).
    void newKeys_data()
    {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<int>("line"); // 0: the plan is valid
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("fragment");
        const auto row = [](const char* name, const char* from, const char* to, int line, const char* field,
                             const char* fragment) {
            QTest::addRow("%s", name) << QByteArray(from) << QByteArray(to) << line << QString::fromUtf8(field)
                                      << QString::fromUtf8(fragment);
        };
        row("interleave-true", "", "interleave: true\n", 0, "", "");
        row("robustness-true", "", "robustness: true\n", 0, "", "");
        row("gpu-affinity", "  model: null\n", "  model: null\n  gpu_affinity: \"0,1\"\n", 0, "", "");
        row("cpu-affinity", "  cpu_affinity: null\n", "  cpu_affinity: \"0-1\"\n", 0, "", "");
        row("interleave-yes", "", "interleave: yes\n", 26, "interleave", "true or false");
        row("robustness-quoted", "", "robustness: \"true\"\n", 26, "robustness", "true or false");
        row("gpu-affinity-empty", "  model: null\n", "  model: null\n  gpu_affinity: \"\"\n", 7, "params.gpu_affinity",
            "non-empty");
        row("cpu-affinity-words", "  cpu_affinity: null\n", "  cpu_affinity: \"big cores\"\n", 17,
            "params.cpu_affinity", "CPU list");
        row("interleave-in-serve", "mode: process\n", "mode: serve\n", 26, "interleave", "process mode");
        row("ttft-in-process", "latency_s: 2}", "latency_s: 2, ttft_s: 0.5}", 25, "limits.ttft_s", "serve mode");
        row("robust-id-taken", "{id: long,", "{id: robust.long,", 26, "robustness", "robust.long");
        row("cgroup-memory", "latency_s: 2}", "latency_s: 2, cgroup_memory: 4GiB}", 0, "", "");
        row("cgroup-memory-tiny", "latency_s: 2}", "latency_s: 2, cgroup_memory: 1MiB}", 25, "limits.cgroup_memory",
            "at least 4 MiB");
        row("cgroup-memory-bare-g", "latency_s: 2}", "latency_s: 2, cgroup_memory: 4G}", 25, "limits.cgroup_memory",
            "\"4G\"");
        row("cgroup-memory-in-serve", "mode: process\n", "mode: serve\n", 25, "limits.cgroup_memory", "process mode");
        // The thermal protocol (issue 25, item 2): written back and read again the same.
        row("cooldown", "", "cooldown: {until_c: 50, zone: cpu-thermal, max_wait_s: 120}\n", 0, "", "");
        row("cooldown-defaults", "", "cooldown: {until_c: 45.5}\n", 0, "", "");
        row("pause", "", "pause_s: 2.5\n", 0, "", "");
        row("cooldown-no-until", "", "cooldown: {zone: auto}\n", 26, "cooldown.until_c", "until_c");
        row("cooldown-zone-path", "", "cooldown: {until_c: 50, zone: /sys/x}\n", 26, "cooldown.zone", "thermal_zoneN");
        row("cooldown-hot", "", "cooldown: {until_c: 500}\n", 26, "cooldown.until_c", "");
        row("pause-negative", "", "pause_s: -1\n", 26, "pause_s", "");
        row("sustained", "", "sustained: {minutes: 30}\n", 0, "", "");
        row("sustained-fraction", "", "sustained: {minutes: 0.1}\n", 0, "", "");
        row("sustained-zero", "", "sustained: {minutes: 0}\n", 26, "sustained.minutes", "");
        row("sustained-negative", "", "sustained:\n  minutes: -5\n", 27, "sustained.minutes", "");
        row("sustained-week", "", "sustained: {minutes: 10080}\n", 26, "sustained.minutes", "1440");
        row("sustained-words", "", "sustained: {minutes: half an hour}\n", 26, "sustained.minutes", "");
        row("sustained-no-minutes", "", "sustained: {hours: 1}\n", 26, "sustained.hours", "minutes");
        row("sustained-in-serve", "mode: process\n", "mode: serve\n", 26, "sustained", "process mode");
        // Labels (issue 24, item 3): text whatever they look like; a bad key or value names its line.
        row("labels", "", "labels: {engine: b4748, commit: 0042, weights: \"q4_k_m\", ok: true}\n", 0, "", "");
        row("labels-block", "", "labels:\n  engine: b4748\n  build.id: 中文-1\n", 0, "", "");
        row("labels-list", "", "labels: [a, b]\n", 26, "labels", "map");
        row("labels-bad-key", "", "labels:\n  engine: b1\n  \"has space\": x\n", 28, "labels.has space", "plain name");
        row("labels-digit-key", "", "labels: {1abc: x}\n", 26, "labels.1abc", "plain name");
        row("labels-empty-value", "", "labels:\n  engine: \"\"\n", 27, "labels.engine", "empty");
        row("labels-newline", "", "labels:\n  engine: \"a\\nb\"\n", 27, "labels.engine", "line break");
        row("labels-nested", "", "labels:\n  engine: {a: 1}\n", 27, "labels.engine", "single value");
    }
    void newKeys()
    {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(int, line);
        QFETCH(QString, field);
        QFETCH(QString, fragment);
        QFile base(plans() + QStringLiteral("/hostile/base.yaml"));
        QVERIFY(base.open(QIODevice::ReadOnly));
        QByteArray text = base.readAll();
        QCOMPARE(text.count('\n'), 25);
        if (from.isEmpty()) {
            text += to;
        } else {
            QVERIFY(text.contains(from));
            text.replace(from, to);
            if (QTest::currentDataTag() == QByteArrayLiteral("interleave-in-serve"))
                text += "interleave: true\n";
            if (QTest::currentDataTag() == QByteArrayLiteral("sustained-in-serve"))
                text += "sustained: {minutes: 1}\n";
            if (QTest::currentDataTag() == QByteArrayLiteral("robust-id-taken"))
                text += "robustness: true\n";
            if (QTest::currentDataTag() == QByteArrayLiteral("cgroup-memory-in-serve"))
                text.replace("latency_s: 2}", "latency_s: 2, cgroup_memory: 1GiB}");
        }
        const auto result = parsePlan(text, QStringLiteral("p.yaml"), plans() + QStringLiteral("/hostile"));
        if (line == 0) {
            QVERIFY2(result.plan.has_value(), qPrintable(dump(result.diagnostics)));
            const auto again = parsePlan(toYaml(*result.plan), QStringLiteral("w.yaml"), result.plan->baseDir);
            QVERIFY2(again.plan && *again.plan == *result.plan, qPrintable(dump(again.diagnostics)));
            return;
        }
        QVERIFY(!result.plan.has_value());
        bool found = false;
        for (const auto& d : result.diagnostics)
            found
                = found || (d.file == u"p.yaml" && d.line == line && d.field == field && d.message.contains(fragment));
        QVERIFY2(found, qPrintable(dump(result.diagnostics)));
    }

    void robustnessSetIsStable()
    {
        const QByteArray source = QByteArrayLiteral("狐狸 jumps over the dog.");
        const QList<RobustnessInput> a = robustnessSet(source, 100);
        QCOMPARE(a.size(), qsizetype(4));
        QCOMPARE(a.at(0).id, QStringLiteral("robust.truncated_utf8"));
        QCOMPARE(a.at(1).id, QStringLiteral("robust.unusual_codepoints"));
        QCOMPARE(a.at(2).id, QStringLiteral("robust.control_chars"));
        QCOMPARE(a.at(3).id, QStringLiteral("robust.over_context"));
        // The same bytes every time, on every machine.
        const QList<RobustnessInput> b = robustnessSet(source, 100);
        for (int i = 0; i < 4; ++i)
            QCOMPARE(a.at(i).bytes, b.at(i).bytes);
        QVERIFY(!scanUtf8(a.at(0).bytes).isValid()); // truncated: not UTF-8
        QVERIFY(a.at(0).bytes.endsWith("\xF0\x9F\x98")); // ends inside a character
        QVERIFY(scanUtf8(a.at(1).bytes).isValid()); // unusual but valid
        QVERIFY(QString::fromUtf8(a.at(1).bytes).contains(QChar(0x202E)));
        QVERIFY(a.at(2).bytes.contains('\0') && a.at(2).bytes.contains('\x1b') && a.at(2).bytes.contains('\x7f'));
        QVERIFY(scanUtf8(a.at(2).bytes).isValid()); // controls inserted between characters, none split
        QVERIFY(a.at(3).bytes.size() > 8 * 100);
        QCOMPARE(robustnessSet(source, std::nullopt).at(3).bytes.size() >= (1 << 20), true);
    }
};

QTEST_GUILESS_MAIN(TestPlan)
#include "tst_plan.moc"
