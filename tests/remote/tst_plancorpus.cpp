// An offline corpus run end to end (docs/plan-format.md, "corpus"): a JSONL corpus through the real
// probe with a workload that extracts fields and fails each way it can, then the store, the report
// and a retry recorded as a decision.

#include "analysis/plan/corpus.h"
#include "analysis/report/exportmarkdown.h"
#include "analysis/report/report.h"
#include "analysis/store/store.h"
#include "analysis/verdict/corpusfigures.h"
#include "remote/planrunner.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Analysis;
using namespace Remote;

namespace {

// Reads mode, amount and category from the document and answers as its mode says: the right JSON,
// a wrong value, prose, JSON cut off at max_new_tokens (8 tokens marked), or an exit code.
const char kWorkload[] = "doc=$(cat \"$1\")\n"
                         "field() { printf '%s' \"$doc\" | sed -n \"s/.*$1=\\([^ ]*\\).*/\\1/p\"; }\n"
                         "mode=$(field mode); amount=$(field amount); category=$(field category)\n"
                         "echo headroom:first_token >&2\n"
                         "case \"$mode\" in\n"
                         "  ok) echo headroom:token >&2; echo headroom:token >&2\n"
                         "      printf '{\"amount\": %s, \"category\": \"%s\"}\\n' \"$amount\" \"$category\" ;;\n"
                         "  wrong) printf 'Result: {\"amount\": 0, \"category\": \"%s\"}\\n' \"$category\" ;;\n"
                         "  prose) echo \"The amount is $amount.\" ;;\n"
                         "  long) for i in 1 2 3 4 5 6 7; do echo headroom:token >&2; done\n"
                         "        printf '{\"amount\": %s, \"categ' \"$amount\" ;;\n"
                         "  *) exit 3 ;;\n"
                         "esac\n";

const char kCorpus[] = "{\"id\": \"inv-001\", \"text\": \"mode=ok amount=120.5 category=travel\", \"expected\": "
                       "{\"amount\": 120.5, \"category\": \"travel\"}}\n"
                       "{\"id\": \"inv-002\", \"text\": \"mode=ok amount=3 category=food\", \"expected\": {\"amount\": "
                       "3, \"category\": \"food\"}}\n"
                       "{\"id\": \"inv-003\", \"text\": \"mode=wrong amount=7 category=food\", \"expected\": "
                       "{\"amount\": 7, \"category\": \"food\"}}\n"
                       "{\"id\": \"inv-004\", \"text\": \"mode=prose amount=9 category=rent\", \"expected\": "
                       "{\"amount\": 9, \"category\": \"rent\"}}\n"
                       "{\"id\": \"inv-005\", \"text\": \"mode=long amount=1 category=rent\", \"expected\": "
                       "{\"amount\": 1, \"category\": \"rent\"}}\n"
                       "{\"id\": \"inv-006\", \"text\": \"mode=fail amount=1 category=rent\", \"expected\": "
                       "{\"amount\": 1, \"category\": \"rent\"}}\n";

QByteArray planText(const QByteArray& name, const QByteArray& extra)
{
    return "version: 1\nname: " + name
        + "\nmode: process\ncommand: [/bin/sh, extract.sh, \"{input}\"]\nengine: markers\n"
          "params: {model: none, max_new_tokens: 8, temperature: 0, top_p: 1, top_k: 1, repetition_penalty: 1,\n"
          "         threads: 1, batch_size: 1, context_length: null, quantization: null, backend: sh, cpu_affinity: "
          "null}\n"
          "corpus: {documents: invoices.jsonl}\n"
          "repetitions: 2\nwarmup: 1\nsample_interval_ms: 20\ntimeout_s: 30\n"
          "limits: {memory: auto, reserve: 5%, latency_s: 5}\n"
        + extra;
}

} // namespace

class TestPlanCorpus : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    void write(const QString& name, const QByteArray& data)
    {
        QFile f(m_dir.filePath(name));
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        QCOMPARE(f.write(data), data.size());
    }

    // Runs the plan text through the real probe; the run, or a failed test.
    void run(const QByteArray& text, Run* out, QString* runDir = nullptr)
    {
        const QString probe = QStringLiteral(HEADROOM_PROBE_BIN);
        const PlanParseResult parsed = parsePlan(text, m_dir.filePath(QStringLiteral("plan.yaml")), m_dir.path());
        for (const auto& d : parsed.diagnostics)
            qWarning("%s", qPrintable(d.toString()));
        QVERIFY(parsed.plan);
        PlanRunner runner;
        runner.setProbePath(probe);
        QSignalSpy finished(&runner, &PlanRunner::finished);
        QSignalSpy failed(&runner, &PlanRunner::failed);
        QString error;
        QVERIFY2(runner.start(*parsed.plan, m_dir.filePath(QStringLiteral("runs")), &error), qPrintable(error));
        if (runDir)
            *runDir = runner.runDir();
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty() || !failed.isEmpty(), 120000);
        QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.at(0).at(0).toString()));
        *out = finished.at(0).at(0).value<Run>();
    }

private slots:
    void initTestCase()
    {
        if (!QFileInfo(QStringLiteral(HEADROOM_PROBE_BIN)).isExecutable())
            QSKIP("headroom-probe is not built");
        QVERIFY(m_dir.isValid());
        write(QStringLiteral("extract.sh"), kWorkload);
        write(QStringLiteral("invoices.jsonl"), kCorpus);
    }

    void eachFailureHasItsReason()
    {
        Run r;
        QString runDir;
        run(planText("invoices", QByteArray()), &r, &runDir);
        if (QTest::currentTestFailed())
            return;
        // The documents are the run's inputs, their bytes kept in the run folder.
        QCOMPARE(r.inputs.size(), 6);
        QCOMPARE(r.params.value(corpusIdsKey()), QStringLiteral("inv-001 inv-002 inv-003 inv-004 inv-005 inv-006"));
        QFile doc(runDir + QStringLiteral("/corpus/inv-003.txt"));
        QVERIFY(doc.open(QIODevice::ReadOnly));
        QCOMPARE(doc.readAll(), QByteArray("mode=wrong amount=7 category=food"));
        // The corpus file is a source of the run, by its hash.
        bool source = false;
        for (const SourceFile& s : r.sources)
            if (s.format == u"corpus")
                source = s.sha256 == QCryptographicHash::hash(kCorpus, QCryptographicHash::Sha256).toHex();
        QVERIFY(source);

        for (const Repetition& rep : r.repetitions) {
            if (rep.warmup)
                continue;
            if (rep.inputId == u"inv-003") {
                QCOMPARE(rep.outcome, Outcome::Rejected);
                QCOMPARE(rep.rejection, QStringLiteral("quality"));
                QCOMPARE(rep.error, QStringLiteral("JSON field amount is 0, expected 7"));
            } else if (rep.inputId == u"inv-004") {
                QCOMPARE(rep.rejection, QStringLiteral("format"));
            } else if (rep.inputId == u"inv-005") {
                QCOMPARE(rep.outcome, Outcome::Rejected);
                QCOMPARE(rep.tokensOut, std::optional<int64_t>(8));
            } else if (rep.inputId == u"inv-006") {
                QCOMPARE(rep.outcome, Outcome::NonZeroExit);
            } else {
                QCOMPARE(rep.outcome, Outcome::Ok);
            }
        }
        const CorpusFigures f = *corpusFigures(r);
        QCOMPARE(f.passes.size(), 1);
        const CorpusPass& p = f.passes.constFirst();
        QCOMPARE(p.expected, 6);
        QCOMPARE(p.accepted, 2);
        QVERIFY(!p.allObtained());
        QVERIFY(p.spanMs && *p.spanMs > 0);
        QCOMPARE(p.failures.value(FailureReason::Quality), 1);
        QCOMPARE(p.failures.value(FailureReason::Format), 1);
        QCOMPARE(p.failures.value(FailureReason::Truncation), 1);
        QCOMPARE(p.failures.value(FailureReason::Error), 1);
        QCOMPARE(p.failures.value(FailureReason::Memory), 0);

        // Stored and read back: the reasons are still there, and the report says them.
        const QString projectPath = m_dir.filePath(QStringLiteral("p.headroom"));
        Store store;
        QVERIFY(!hasErrors(store.open(projectPath, Store::OpenMode::ReadWrite)));
        const SaveResult saved = store.saveRun(r, {});
        QVERIFY(saved.ok());
        Diagnostics d;
        const std::optional<Report> report = loadReport(store, saved.runId, &d);
        QVERIFY(report);
        QVERIFY(report->corpus);
        QCOMPARE(report->corpus->passes.constFirst().failures.value(FailureReason::Quality), 1);
        const QString md = (reportToMarkdown(*report, SentenceLanguage::English));
        QVERIFY(md.contains(QStringLiteral("Offline corpus")));
        QVERIFY(md.contains(
            QStringLiteral("| inv-003 | quality | 2 / 2 | repetition 1: JSON field amount is 0, expected 7 |")));
        QVERIFY(md.contains(QStringLiteral("| inv-005 | truncation |")));
        QVERIFY(md.contains(
            QStringLiteral("| inv-006 | run failed | 2 / 2 | repetition 1: non-zero exit (exit code 3) |")));
        QVERIFY2(md.contains(QStringLiteral("not reached (4 missing")), qPrintable(md));
    }

    void aRetryIsARecordedDecision()
    {
        Run r;
        run(planText("invoices-retry",
                "decision: {follows: invoices, because: truncation, change: \"max_new_tokens 8 -> 8, only the cut "
                "one\"}\n")
                .replace("corpus: {documents: invoices.jsonl}",
                    "corpus: {documents: invoices.jsonl, only: [inv-001, inv-005]}"),
            &r);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(r.inputs.size(), 2);
        QCOMPARE(r.params.value(QStringLiteral("decision.follows")), QStringLiteral("invoices"));
        const Report report = makeReport(r, PlanText {}, {}, std::nullopt);
        QVERIFY(report.corpus);
        QCOMPARE(report.corpus->only, (QStringList { QStringLiteral("inv-001"), QStringLiteral("inv-005") }));
        const QString md = (reportToMarkdown(report, SentenceLanguage::English));
        QVERIFY2(
            md.contains(QStringLiteral("Decision: this run follows \"invoices\" because of its failures (truncation)")),
            qPrintable(md));
        QVERIFY(md.contains(QStringLiteral("limited to 2 of its documents")));
    }
};

QTEST_GUILESS_MAIN(TestPlanCorpus)
#include "tst_plancorpus.moc"
