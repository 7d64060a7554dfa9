// The offline corpus (docs/plan-format.md, "corpus"): reading documents from JSONL and folders with
// every wrong line named, the plan section, the documents joining the inputs with their rules, and
// what the report says per document and per pass (analysis/verdict/corpusfigures.h).

#include "analysis/plan/corpus.h"
#include "analysis/plan/plan.h"
#include "analysis/report/exportjson.h"
#include "analysis/report/exportmarkdown.h"
#include "analysis/report/report.h"
#include "analysis/report/reporttables.h"
#include "analysis/verdict/corpusfigures.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Analysis;

class TestCorpus : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString write(const QString& name, const QByteArray& data)
    {
        const QString path = m_dir.filePath(name);
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(data) != data.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }
    static QString dump(const Diagnostics& d)
    {
        QStringList lines;
        for (const auto& x : d)
            lines.append(x.toString());
        return lines.join(u'\n');
    }
    CorpusReadResult read(const QString& documents, const QString& expected = QString(), const QStringList& only = {})
    {
        return readCorpus(PlanCorpus { documents, expected, only }, m_dir.path());
    }
    // The first error, which must name this file and line.
    static const Diagnostic* errorAt(const Diagnostics& d, const QString& fileEnd, int line)
    {
        for (const auto& x : d)
            if (x.severity == Diagnostic::Severity::Error && x.file.endsWith(fileEnd) && x.line == line)
                return &x;
        return nullptr;
    }
    QByteArray planText(const QByteArray& corpus, const QByteArray& extra = QByteArray())
    {
        return "version: 1\nname: corpus\nmode: process\ncommand: [sh, extract.sh, \"{input}\"]\n"
               "params: {model: m.gguf, max_new_tokens: 8, temperature: 0, top_p: 1, top_k: 1,\n"
               "         repetition_penalty: 1, threads: 1, batch_size: 4, context_length: 512,\n"
               "         quantization: null, backend: null, cpu_affinity: null}\n"
            + corpus
            + "repetitions: 1\nwarmup: 0\nsample_interval_ms: 10\ntimeout_s: 10\n"
              "limits: {memory: auto, reserve: 15%, latency_s: 2}\n"
            + extra;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        write(QStringLiteral("extract.sh"), "cat \"$1\"\n");
    }

    void jsonlDocumentsAndFlattenedFields()
    {
        const QString file = write(QStringLiteral("docs.jsonl"),
            "\xEF\xBB\xBF{\"id\": \"inv-001\", \"text\": \"发票 2024-03-01 120.5\", \"expected\": {\"date\": "
            "\"2024-03-01\", "
            "\"total\": {\"amount\": 120.5, \"items\": [\"a\", {\"n\": 2}]}, \"note\": null}}\r\n"
            "\n"
            "{\"id\": \"inv-002\", \"text\": \"\", \"tokens\": 7, \"expected\": {}}\n"
            "{\"id\": \"inv-003\", \"text\": \"no rule\"}\n");
        const CorpusReadResult r = read(QStringLiteral("docs.jsonl"));
        QVERIFY2(!hasErrors(r.diagnostics), qPrintable(dump(r.diagnostics)));
        QCOMPARE(r.documents.size(), 3);
        const CorpusDocument& d = r.documents.at(0);
        QCOMPARE(d.id, QStringLiteral("inv-001"));
        QCOMPARE(QString::fromUtf8(d.text), QStringLiteral("发票 2024-03-01 120.5"));
        QCOMPARE(d.source, QStringLiteral("docs.jsonl:1"));
        QStringList paths;
        for (const auto& [path, value] : d.expected)
            paths << path;
        QCOMPARE(paths,
            (QStringList { QStringLiteral("date"), QStringLiteral("note"), QStringLiteral("total.amount"),
                QStringLiteral("total.items.0"), QStringLiteral("total.items.1.n") }));
        QCOMPARE(r.documents.at(1).source, QStringLiteral("docs.jsonl:3"));
        QCOMPARE(r.documents.at(1).tokens, std::optional<int64_t>(7));
        QVERIFY(r.documents.at(1).expected.isEmpty());
        QVERIFY(!r.documents.at(2).hasExpected);
        // Two warnings: inv-002 expects nothing (its line), and how many have no expected fields.
        int warnings = 0;
        for (const auto& x : r.diagnostics)
            warnings += x.severity == Diagnostic::Severity::Warning;
        QCOMPARE(warnings, 2);
        QVERIFY(dump(r.diagnostics).contains(QStringLiteral("2 of 3 documents")));
        Q_UNUSED(file);
    }

    void wrongLinesAreNamed_data()
    {
        QTest::addColumn<QByteArray>("jsonl");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("says");
        const QByteArray ok = "{\"id\": \"a\", \"text\": \"x\"}\n";
        QTest::addRow("not json") << ok + "{\"id\": \"b\", \"text\": \"x\"\n"
                                  << 2 << QStringLiteral("Not a JSON object");
        QTest::addRow("an array") << ok + "[1, 2]\n" << 2 << QStringLiteral("one JSON object");
        QTest::addRow("number id") << ok + "{\"id\": 17, \"text\": \"x\"}\n" << 2 << QStringLiteral("in quotes");
        QTest::addRow("no id") << ok + "{\"text\": \"x\"}\n" << 2 << QStringLiteral("\"id\" is missing");
        QTest::addRow("bad id") << ok + "{\"id\": \"a/b\", \"text\": \"x\"}\n" << 2 << QStringLiteral("a/b");
        QTest::addRow("twice") << ok + "\n" + ok << 3 << QStringLiteral("first at docs-bad.jsonl:1");
        QTest::addRow("no text") << ok + "{\"id\": \"b\"}\n" << 2 << QStringLiteral("\"text\" is missing");
        QTest::addRow("text number") << ok + "{\"id\": \"b\", \"text\": 3}\n" << 2 << QStringLiteral("must be a text");
        QTest::addRow("unknown key") << ok + "{\"id\": \"b\", \"text\": \"x\", \"label\": 1}\n"
                                     << 2 << QStringLiteral("Unknown key \"label\"");
        QTest::addRow("expected list") << ok + "{\"id\": \"b\", \"text\": \"x\", \"expected\": [1]}\n"
                                       << 2 << QStringLiteral("must be an object");
        QTest::addRow("empty nested") << ok + "{\"id\": \"b\", \"text\": \"x\", \"expected\": {\"a\": {}}}\n"
                                      << 2 << QStringLiteral("cannot be checked");
        QTest::addRow("dotted key") << ok + "{\"id\": \"b\", \"text\": \"x\", \"expected\": {\"a.b\": 1}}\n"
                                    << 2 << QStringLiteral("dotted path");
        QTest::addRow("negative tokens") << ok + "{\"id\": \"b\", \"text\": \"x\", \"tokens\": -1}\n"
                                         << 2 << QStringLiteral("whole number");
        QTest::addRow("invalid utf-8") << ok + "{\"id\": \"b\", \"text\": \"\xC3\x28\"}\n"
                                       << 2 << QStringLiteral("Not a JSON object");
        QTest::addRow("utf-16") << QByteArray("\xFF\xFE{\0\"\0", 6) << 1 << QStringLiteral("UTF-16");
    }
    void wrongLinesAreNamed()
    {
        QFETCH(QByteArray, jsonl);
        QFETCH(int, line);
        QFETCH(QString, says);
        write(QStringLiteral("docs-bad.jsonl"), jsonl);
        const CorpusReadResult r = read(QStringLiteral("docs-bad.jsonl"));
        QVERIFY(hasErrors(r.diagnostics));
        QVERIFY(r.documents.isEmpty()); // nothing is half-read
        const Diagnostic* e = errorAt(r.diagnostics, QStringLiteral("docs-bad.jsonl"), line);
        QVERIFY2(e, qPrintable(dump(r.diagnostics)));
        QVERIFY2(e->message.contains(says), qPrintable(e->message));
    }

    void folderWithExpectedFile()
    {
        write(QStringLiteral("folder/doc-b.txt"), "B");
        write(QStringLiteral("folder/doc-a.md"), "A");
        write(QStringLiteral("folder/.hidden"), "not a document");
        write(QStringLiteral("folder/sub/doc-c.txt"), "not a document either");
        write(QStringLiteral("folder/expected.jsonl"),
            "{\"id\": \"doc-a\", \"expected\": {\"category\": \"travel\"}}\n{\"id\": \"doc-b\", \"expected\": {\"n\": "
            "2}}\n");
        const CorpusReadResult r = read(QStringLiteral("folder"), QStringLiteral("folder/expected.jsonl"));
        QVERIFY2(!hasErrors(r.diagnostics), qPrintable(dump(r.diagnostics)));
        QCOMPARE(r.documents.size(), 2);
        QCOMPARE(r.documents.at(0).id, QStringLiteral("doc-a"));
        QCOMPARE(r.documents.at(0).file, m_dir.filePath(QStringLiteral("folder/doc-a.md")));
        QCOMPARE(r.documents.at(1).expected.constFirst().second, QJsonValue(2));
        QVERIFY(dump(r.diagnostics).contains(QStringLiteral("sub-folders")));

        // An expected id that no document has, and one given twice, are named with their lines.
        write(QStringLiteral("folder/expected2.jsonl"),
            "{\"id\": \"doc-a\", \"expected\": {\"x\": 1}}\n{\"id\": \"doc-z\", \"expected\": {\"x\": 1}}\n"
            "{\"id\": \"doc-a\", \"expected\": {\"x\": 2}}\n");
        const CorpusReadResult bad = read(QStringLiteral("folder"), QStringLiteral("folder/expected2.jsonl"));
        QVERIFY(errorAt(bad.diagnostics, QStringLiteral("expected2.jsonl"), 2));
        QVERIFY(errorAt(bad.diagnostics, QStringLiteral("expected2.jsonl"), 3));
        QVERIFY(bad.documents.isEmpty());

        // Two files with one id.
        write(QStringLiteral("folder2/x.txt"), "1");
        write(QStringLiteral("folder2/x.md"), "2");
        QVERIFY(dump(read(QStringLiteral("folder2")).diagnostics).contains(QStringLiteral("used twice")));
        // A file name that is no id.
        write(QStringLiteral("folder3/a b.txt"), "1");
        QVERIFY(dump(read(QStringLiteral("folder3")).diagnostics).contains(QStringLiteral("Rename the file")));
        // Nothing there.
        QDir().mkpath(m_dir.filePath(QStringLiteral("empty")));
        QVERIFY(dump(read(QStringLiteral("empty")).diagnostics).contains(QStringLiteral("no document")));
        QVERIFY(dump(read(QStringLiteral("missing.jsonl")).diagnostics).contains(QStringLiteral("does not exist")));
    }

    void onlyAndTheLimit()
    {
        write(QStringLiteral("three.jsonl"),
            "{\"id\": \"a\", \"text\": \"1\"}\n{\"id\": \"b\", \"text\": \"2\"}\n{\"id\": \"c\", \"text\": \"3\"}\n");
        const CorpusReadResult r
            = read(QStringLiteral("three.jsonl"), QString(), { QStringLiteral("c"), QStringLiteral("a") });
        QVERIFY2(!hasErrors(r.diagnostics), qPrintable(dump(r.diagnostics)));
        QCOMPARE(r.documents.size(), 2);
        QCOMPARE(r.documents.at(0).id, QStringLiteral("c")); // in the order asked
        QVERIFY(dump(read(QStringLiteral("three.jsonl"), QString(), { QStringLiteral("d") }).diagnostics)
                    .contains(QStringLiteral("No document has the id \"d\"")));

        QByteArray many;
        for (int i = 0; i <= kMaxCorpusDocuments; ++i)
            many += "{\"id\": \"d" + QByteArray::number(i) + "\", \"text\": \"x\"}\n";
        write(QStringLiteral("many.jsonl"), many);
        const CorpusReadResult big = read(QStringLiteral("many.jsonl"));
        QVERIFY(dump(big.diagnostics).contains(QStringLiteral("at most 5000")));
        QVERIFY(big.documents.isEmpty());
    }

    void planSectionJoinsTheInputs()
    {
        write(QStringLiteral("plan-docs.jsonl"),
            "{\"id\": \"inv-1\", \"text\": \"amount 12.5\", \"expected\": {\"amount\": 12.5, \"memo\": null}}\n"
            "{\"id\": \"inv-2\", \"text\": \"amount 3\", \"expected\": {\"amount\": 3}}\n");
        const QByteArray text = planText("corpus: {documents: plan-docs.jsonl}\n",
            "acceptance:\n  - {input: inv-2, regex: \"3\"}\n"
            "decision: {follows: corpus-batch8, because: memory, change: \"batch_size 8 -> 4\"}\n");
        const PlanParseResult parsed = parsePlan(text, QStringLiteral("plan.yaml"), m_dir.path());
        QVERIFY2(parsed.plan, qPrintable(dump(parsed.diagnostics)));
        const Plan& plan = *parsed.plan;
        QVERIFY(plan.inputs.isEmpty());
        QCOMPARE(plan.corpus->documents, QStringLiteral("plan-docs.jsonl"));
        QCOMPARE(plan.decision->because, QStringLiteral("memory"));
        // Written back and read again, the same plan.
        const PlanParseResult again = parsePlan(toYaml(plan), QStringLiteral("again.yaml"), m_dir.path());
        QVERIFY2(again.plan, qPrintable(dump(again.diagnostics)));
        QVERIFY(*again.plan == plan);

        QTemporaryDir runDir;
        QString error;
        const std::optional<Plan> full = withGeneratedInputs(plan, runDir.path(), &error);
        QVERIFY2(full, qPrintable(error));
        QCOMPARE(full->inputs.size(), 2);
        QCOMPARE(full->corpusIds, (QStringList { QStringLiteral("inv-1"), QStringLiteral("inv-2") }));
        QCOMPARE(full->inputs.at(0).file, runDir.filePath(QStringLiteral("corpus/inv-1.txt")));
        QFile doc(full->inputs.at(0).file);
        QVERIFY(doc.open(QIODevice::ReadOnly));
        QCOMPARE(doc.readAll(), QByteArray("amount 12.5"));
        // The plan's own rule, then one json_field rule per expected field.
        QCOMPARE(full->acceptance.size(), 4);
        const AcceptanceRule& amount = full->acceptance.at(1);
        QCOMPARE(amount.input, QStringLiteral("inv-1"));
        QCOMPARE(amount.kind, AcceptanceRule::Kind::JsonField);
        QCOMPARE(amount.jsonField, QStringLiteral("amount"));
        // Format or quality, and a null met by an absent field.
        Rejection as = Rejection::Quality;
        QString why;
        QVERIFY(!amount.accepts("no json here", &why, &as));
        QCOMPARE(as, Rejection::Format);
        QVERIFY(!amount.accepts("{\"total\": 12.5}", &why, &as));
        QCOMPARE(as, Rejection::Format);
        QVERIFY(!amount.accepts("{\"amount\": 12}", &why, &as));
        QCOMPARE(as, Rejection::Quality);
        QCOMPARE(why, QStringLiteral("JSON field amount is 12, expected 12.5"));
        QVERIFY(amount.accepts("{\"amount\": 12.5}"));
        const AcceptanceRule& memo = full->acceptance.at(2);
        QCOMPARE(memo.jsonField, QStringLiteral("memo"));
        QVERIFY(memo.accepts("{\"amount\": 12.5}"));
        QVERIFY(memo.accepts("{\"memo\": null}"));
        QVERIFY(!memo.accepts("{\"memo\": \"x\"}", &why, &as));
        QCOMPARE(as, Rejection::Quality);
    }

    void planSectionErrors()
    {
        write(QStringLiteral("e.jsonl"), "{\"id\": \"short\", \"text\": \"x\"}\n");
        write(QStringLiteral("short.txt"), "x");
        const auto errors = [&](const QByteArray& text) {
            return dump(parsePlan(text, QStringLiteral("plan.yaml"), m_dir.path()).diagnostics);
        };
        QVERIFY(errors(planText("")).contains(QStringLiteral("\"inputs\" is missing (or give a \"corpus\")")));
        QVERIFY(errors(planText("inputs: [{id: short, file: short.txt}]\ncorpus: {documents: e.jsonl}\n"))
                    .contains(QStringLiteral("has the id of an input")));
        QVERIFY(
            errors(planText("corpus: {documents: e.jsonl, only: []}\n")).contains(QStringLiteral("non-empty list")));
        QVERIFY(errors(planText("corpus: {documents: e.jsonl, only: [short, short]}\n"))
                    .contains(QStringLiteral("listed twice")));
        QVERIFY(errors(planText("corpus: {file: e.jsonl}\n")).contains(QStringLiteral("Unknown key \"file\"")));
        QVERIFY(errors(planText("corpus: {documents: e.jsonl}\n", "decision: {follows: x, because: luck, change: y}\n"))
                    .contains(QStringLiteral("\"luck\"")));
        QVERIFY(errors(planText("corpus: {documents: e.jsonl}\n", "decision: {follows: x}\n"))
                    .contains(QStringLiteral("\"because\" is missing")));
        // A wrong document is refused with its own file and line, before anything runs.
        write(QStringLiteral("e2.jsonl"), "{\"id\": \"ok\", \"text\": \"x\"}\n{\"id\": \"ok\", \"text\": \"y\"}\n");
        const PlanParseResult bad
            = parsePlan(planText("corpus: {documents: e2.jsonl}\n"), QStringLiteral("plan.yaml"), m_dir.path());
        QVERIFY(!bad.plan);
        QVERIFY2(errorAt(bad.diagnostics, QStringLiteral("e2.jsonl"), 2), qPrintable(dump(bad.diagnostics)));
    }

    // Reasons, passes and the time to every expected output, from a run as the runner records it.
    void figuresPerDocument()
    {
        Run run;
        run.params.insert(corpusIdsKey(), QStringLiteral("d1 d2 d3 d4 d5 d6 d7"));
        run.params.insert(QStringLiteral("corpus.documents"), QStringLiteral("docs.jsonl"));
        run.params.insert(QStringLiteral("max_new_tokens"), QStringLiteral("8"));
        run.params.insert(QStringLiteral("batch_size"), QStringLiteral("4"));
        for (const char* id : { "d1", "d2", "d3", "d4", "d5", "d6" }) // d7 has no rule
            run.params.insert(QStringLiteral("acceptance.") + QLatin1String(id), QStringLiteral("json_field: a = 1"));
        const auto rep = [&](const char* id, int index, Outcome o, double startMs, std::optional<int64_t> tokens = {},
                             const char* rejection = "", const char* error = "") {
            Repetition r;
            r.inputId = QLatin1String(id);
            r.index = index;
            r.outcome = o;
            r.startMs = startMs;
            r.wallMs = 100;
            r.tokensOut = tokens;
            r.rejection = QLatin1String(rejection);
            r.error = QLatin1String(error);
            run.repetitions.append(r);
        };
        rep("d1", 0, Outcome::Ok, 0, 3);
        rep("d1", 1, Outcome::Ok, 100, 3);
        rep("d2", 0, Outcome::Ok, 200, 3);
        rep("d2", 1, Outcome::Rejected, 300, 3, "quality", "JSON field a is 2, expected 1"); // once of two
        rep("d3", 0, Outcome::Rejected, 400, 8, "format", "output holds no JSON"); // at max_new_tokens: truncation
        rep("d4", 0, Outcome::OomKilled, 500);
        rep("d5", 0, Outcome::Rejected, 600, 2, "format", "JSON has no field a");
        rep("d6", 0, Outcome::NonZeroExit, 700);
        run.repetitions.last().exitCode = 3;
        rep("d7", 0, Outcome::Crashed, 800);
        Repetition warm;
        warm.inputId = QStringLiteral("d1");
        warm.warmup = true;
        warm.outcome = Outcome::OomKilled;
        warm.startMs = -500;
        run.repetitions.prepend(warm); // a warm-up neither fails a document nor starts the clock

        const std::optional<CorpusFigures> f = corpusFigures(run);
        QVERIFY(f);
        QCOMPARE(f->documents, 7);
        QCOMPARE(f->passes.size(), 1);
        const CorpusPass& p = f->passes.constFirst();
        QCOMPARE(p.documents, 7);
        QCOMPARE(p.expected, 6);
        QCOMPARE(p.accepted, 1);
        QVERIFY(!p.allObtained());
        QCOMPARE(p.spanMs, std::optional<double>(900));
        QCOMPARE(p.failures.value(FailureReason::Quality), 1);
        QCOMPARE(p.failures.value(FailureReason::Truncation), 1);
        QCOMPARE(p.failures.value(FailureReason::Memory), 1);
        QCOMPARE(p.failures.value(FailureReason::Format), 1);
        QCOMPARE(p.failures.value(FailureReason::Error), 1);
        QCOMPARE(p.failed.size(), 5);
        QCOMPARE(p.failed.at(0).id, QStringLiteral("d2"));
        QCOMPARE(p.failed.at(0).failed, 1);
        QCOMPARE(p.failed.at(0).stable, 2);
        QCOMPARE(p.failed.at(0).firstFailedRep, 1);
        QVERIFY(p.failed.at(1).detail.contains(QStringLiteral("8 of 8 tokens")));
        QVERIFY(p.failed.at(4).detail.contains(QStringLiteral("(exit code 3)")));

        // The report's tables and the JSON say the same.
        Report report = makeReport(run, PlanText {}, {}, std::nullopt);
        const QList<ReportTable> tables = corpusTables(*report.corpus);
        QCOMPARE(tables.size(), 2);
        QCOMPARE(tables.at(0).rows.size(), 1);
        QCOMPARE(tables.at(0).rows.at(0).at(1), QStringLiteral("1 / 6"));
        QVERIFY(tables.at(0).rows.at(0).at(2).startsWith(QStringLiteral("not reached (5 missing")));
        QVERIFY(tables.at(0).notes.join(u' ').contains(QStringLiteral("Batch size (batch_size): 4")));
        QCOMPARE(tables.at(1).rows.size(), 5);
        // The corpus's documents are not listed again one by one in the acceptance table.
        for (const ReportTable& t : planFigureTables(report))
            QVERIFY2(t.title != QStringLiteral("Acceptance"), "the corpus's rules were listed as inputs");
        const QJsonObject corpus = reportToJsonObject(report).value(u"corpus").toObject();
        const QJsonObject pass = corpus.value(u"passes").toArray().at(0).toObject();
        QCOMPARE(pass.value(u"accepted").toInt(), 1);
        QVERIFY(pass.value(u"time_to_all_expected_ms").isNull());
        QCOMPARE(pass.value(u"failures").toObject().value(u"truncation").toInt(), 1);
        QCOMPARE(pass.value(u"failed").toArray().size(), 5);
        QCOMPARE(corpus.value(u"batch_size").toString(), QStringLiteral("4"));

        // Every expected output obtained: the time to all of them is the span.
        Run good = run;
        good.repetitions.clear();
        for (const QString& id : corpusDocumentIds(run)) {
            Repetition r;
            r.inputId = id;
            r.outcome = Outcome::Ok;
            r.startMs = good.repetitions.size() * 100.0;
            r.wallMs = 100;
            good.repetitions.append(r);
        }
        const CorpusPass all = corpusFigures(good)->passes.constFirst();
        QVERIFY(all.allObtained());
        QCOMPARE(all.spanMs, std::optional<double>(700));
    }

    void servePassesPerLevel()
    {
        Run run;
        run.params.insert(corpusIdsKey(), QStringLiteral("a b"));
        run.params.insert(QStringLiteral("acceptance.a"), QStringLiteral("regex: x"));
        run.params.insert(QStringLiteral("acceptance.b"), QStringLiteral("regex: x"));
        for (int level : { 1, 4 }) {
            ConcurrencyLevel l;
            l.level = level;
            if (level == 4)
                l.engineProcessingMax = 2;
            run.concurrencyLevels.append(l);
            for (const char* id : { "a", "b" }) {
                Repetition r;
                r.inputId = QLatin1String(id);
                r.concurrency = level;
                r.outcome = level == 4 && r.inputId == u"b" ? Outcome::StoppedByGuard : Outcome::Ok;
                r.startMs = level * 1000.0;
                r.wallMs = 50;
                run.repetitions.append(r);
            }
        }
        const CorpusFigures f = *corpusFigures(run);
        QCOMPARE(f.passes.size(), 2);
        QCOMPARE(f.passes.at(0).level, std::optional<int>(1));
        QVERIFY(f.passes.at(0).allObtained());
        QCOMPARE(f.passes.at(1).failures.value(FailureReason::Memory), 1);
        QCOMPARE(f.processedAtOnce.value(4), 2);
        QVERIFY(!f.processedAtOnce.contains(1));
        Report report = makeReport(run, PlanText {}, {}, std::nullopt);
        const QString note = corpusTables(*report.corpus).at(0).notes.join(u' ');
        QVERIFY2(note.contains(QStringLiteral("unknown at level 1, 2 at level 4")), qPrintable(note));
    }
};

QTEST_GUILESS_MAIN(TestCorpus)
#include "tst_corpus.moc"
