// A workload that prints more than the host reads of a file (issue 19, item 5): a 300 MB stdout
// once lost the whole run with "... does not match its SHA-256; the run folder was changed after
// the probe wrote it". Run by the real probe from a plan, read back and imported by the host: the
// run is kept, rep_end gives the whole stream's byte count and SHA-256 (computed here from the
// same generator), the copy in the run folder is its first and last 4 MiB with a marker line, and
// an acceptance rule that judged a cut copy says so.

#include "analysis/plan/plan.h"
#include "analysis/project/projectimport.h"
#include "analysis/import/runfolder.h"
#include "analysis/store/store.h"
#include "remote/planrunner.h"
#include "remote/probe/protocol.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Analysis;
using namespace Remote;

namespace {

constexpr qint64 kHead = HeadroomProtocol::kOutputHeadBytes;
constexpr qint64 kTail = HeadroomProtocol::kOutputTailBytes;

// `head -c N /dev/zero | tr '\0' C`, as the workload prints it.
QByteArray sha256OfRepeated(char c, qint64 n)
{
    QCryptographicHash h(QCryptographicHash::Sha256);
    const QByteArray chunk(1 << 20, c);
    for (qint64 left = n; left > 0; left -= chunk.size())
        h.addData(QByteArrayView(chunk).first(qsizetype(std::min<qint64>(left, chunk.size()))));
    return h.result().toHex();
}

QList<QJsonObject> events(const QString& runDir, const QString& type)
{
    QFile f(runDir + QStringLiteral("/events.jsonl"));
    QList<QJsonObject> out;
    if (!f.open(QIODevice::ReadOnly))
        return out;
    while (!f.atEnd()) {
        const QJsonObject o = QJsonDocument::fromJson(f.readLine()).object();
        if (o.value(QLatin1String("type")).toString() == type)
            out << o;
    }
    return out;
}

bool mentionsTampering(const Diagnostics& diagnostics)
{
    for (const Diagnostic& d : diagnostics)
        if (d.message.contains(QLatin1String("changed after")) || d.message.contains(QLatin1String("SHA-256")))
            return true;
    return false;
}

QString messages(const Diagnostics& diagnostics)
{
    QStringList out;
    for (const Diagnostic& d : diagnostics)
        out << d.toString();
    return out.join(u'\n');
}

} // namespace

class TestBigOutput : public QObject {
    Q_OBJECT

    QString m_probe = QStringLiteral(HEADROOM_PROBE_BIN);

    static AcceptanceRule regexRule(const QString& input, const QString& regex)
    {
        AcceptanceRule rule;
        rule.input = input;
        rule.kind = AcceptanceRule::Kind::Regex;
        rule.text = regex;
        return rule;
    }

    // base.yaml with one repetition per input, no warm-up, and this shell script as the command.
    static Plan planFor(const QString& script, int inputs)
    {
        const auto parsed = parsePlanFile(QStringLiteral(HEADROOM_TEST_DATA "/plans/hostile/base.yaml"));
        Plan plan = parsed.plan.value_or(Plan());
        plan.command = { QStringLiteral("/bin/sh"), QStringLiteral("-c"), script, QStringLiteral("{input}") };
        plan.params[QStringLiteral("max_new_tokens")] = std::nullopt;
        plan.params[QStringLiteral("threads")] = std::nullopt;
        plan.repetitions = 1;
        plan.warmup = 0;
        plan.inputs = plan.inputs.mid(0, inputs);
        return plan;
    }

    struct Ran {
        Run run;
        Diagnostics warnings;
        QString runDir;
        QString failure;
    };
    Ran runPlan(const Plan& plan, const QString& root)
    {
        Ran r;
        PlanRunner runner;
        runner.setProbePath(m_probe);
        QSignalSpy finished(&runner, &PlanRunner::finished);
        QSignalSpy failed(&runner, &PlanRunner::failed);
        QString error;
        if (!runner.start(plan, root, &error)) {
            r.failure = error;
            return r;
        }
        if (!QTest::qWaitFor([&] { return !finished.isEmpty() || !failed.isEmpty(); }, 120000))
            r.failure = QStringLiteral("no result within 120 s");
        else if (!failed.isEmpty())
            r.failure = failed.at(0).at(0).toString();
        else {
            r.run = finished.at(0).at(0).value<Run>();
            r.warnings = finished.at(0).at(1).value<Diagnostics>();
        }
        r.runDir = runner.runDir();
        return r;
    }

private slots:
    void initTestCase()
    {
        if (!QFileInfo(m_probe).isExecutable())
            QSKIP("headroom-probe is not built");
    }

    void bigOutputKeepsTheRun()
    {
        const qint64 outBytes = 300000000, errBytes = 10000000;
        Plan plan = planFor(QStringLiteral("head -c %1 /dev/zero | tr '\\0' x; head -c %2 /dev/zero | tr '\\0' y >&2")
                                .arg(outBytes)
                                .arg(errBytes),
            1);
        plan.acceptance = { regexRule(QStringLiteral("short"), QStringLiteral("^x+")) };
        QTemporaryDir dir; // removed with everything in it, 300 MB never lands on disk
        QVERIFY(dir.isValid());
        const Ran ran = runPlan(plan, dir.filePath(QStringLiteral("runs")));
        QVERIFY2(ran.failure.isEmpty(), qPrintable(ran.failure));
        QVERIFY2(!mentionsTampering(ran.warnings), qPrintable(messages(ran.warnings)));

        // The run is kept, its repetition ran fine and its rule passed, on a copy it says is cut.
        QCOMPARE(ran.run.repetitions.size(), 1);
        QCOMPARE(ran.run.repetitions.first().outcome, Outcome::Ok);
        bool namedCut = false;
        for (const Diagnostic& d : ran.warnings)
            namedCut = namedCut || d.message.contains(QLatin1String("accepted on a cut copy"));
        QVERIFY2(namedCut, qPrintable(messages(ran.warnings)));

        // rep_end: the whole streams' sizes and SHA-256, from the same generator.
        const QList<QJsonObject> ends = events(ran.runDir, QStringLiteral("rep_end"));
        QCOMPARE(ends.size(), 1);
        const QJsonObject e = ends.first();
        QCOMPARE(e.value(QLatin1String("stdout_bytes")).toDouble(), double(outBytes));
        QCOMPARE(e.value(QLatin1String("stdout_sha256")).toString().toLatin1(), sha256OfRepeated('x', outBytes));
        QCOMPARE(e.value(QLatin1String("stdout_cut")).toBool(), true);
        QCOMPARE(e.value(QLatin1String("stderr_bytes")).toDouble(), double(errBytes));
        QCOMPARE(e.value(QLatin1String("stderr_sha256")).toString().toLatin1(), sha256OfRepeated('y', errBytes));
        QCOMPARE(e.value(QLatin1String("stderr_cut")).toBool(), true);
        const QJsonObject start = events(ran.runDir, QStringLiteral("run_start")).value(0);
        QCOMPARE(start.value(QLatin1String("output_head_bytes")).toDouble(), double(kHead));
        QCOMPARE(start.value(QLatin1String("output_tail_bytes")).toDouble(), double(kTail));

        // The stored copies: first 4 MiB, one marker line naming what was left out, last 4 MiB.
        for (const auto& [name, c, total] :
            { std::tuple { "short-0.stdout", 'x', outBytes }, std::tuple { "short-0.stderr", 'y', errBytes } }) {
            QFile f(ran.runDir + QStringLiteral("/out/") + QLatin1String(name));
            QVERIFY(f.open(QIODevice::ReadOnly));
            QVERIFY2(f.size() < kHead + kTail + 512, qPrintable(QString::number(f.size())));
            const QByteArray copy = f.readAll();
            QCOMPARE(copy.left(kHead), QByteArray(kHead, c));
            QCOMPARE(copy.right(kTail), QByteArray(kTail, c));
            const QByteArray marker = copy.mid(kHead, copy.size() - kHead - kTail);
            QVERIFY2(marker.startsWith("\n[headroom-probe: ") && marker.endsWith("]\n"), marker.constData());
            QVERIFY(marker.contains(QByteArray(QByteArray::number(total - kHead - kTail) + " bytes left out")));
            QVERIFY(marker.contains(sha256OfRepeated(c, total)));
        }

        // Read and imported by the host: every SHA-256 in DONE matches, nothing says tampering.
        const RunFolderResult folder = readRunFolder(ran.runDir);
        QVERIFY2(folder.ok && folder.checksumsVerified && folder.complete, qPrintable(messages(folder.diagnostics)));
        QVERIFY2(!mentionsTampering(folder.diagnostics), qPrintable(messages(folder.diagnostics)));
        QCOMPARE(folder.outputs.size(), 1);
        QCOMPARE(folder.outputs.first().bytes, std::optional<int64_t>(outBytes));
        QVERIFY(folder.outputs.first().cut);
        Store store;
        QVERIFY(!hasErrors(store.open(dir.filePath(QStringLiteral("p.headroom")), Store::OpenMode::ReadWrite)));
        const FileImportOutcome imported
            = importRunFolder(store, ran.runDir, ran.run, { plan.name, QString::fromUtf8(plan.sourceText) });
        QVERIFY2(imported.ok() && imported.runIds.size() == 1, qPrintable(messages(imported.diagnostics)));
        QVERIFY2(!mentionsTampering(imported.diagnostics), qPrintable(messages(imported.diagnostics)));
    }

    // The text a rule looks for is only in the bytes the probe left out: the repetition is
    // rejected, and the warning says the rule judged a cut copy. The marker's own words never
    // match a rule.
    void ruleMatchingOnlyTheCutMiddleIsNamed()
    {
        const qint64 half = 5000000; // each side of the needle: more than the head and the tail
        Plan plan = planFor(QStringLiteral("head -c %1 /dev/zero | tr '\\0' a; echo; echo NEEDLE; "
                                           "head -c %1 /dev/zero | tr '\\0' b")
                                .arg(half),
            2);
        QCOMPARE(plan.inputs.size(), 2);
        plan.acceptance = { regexRule(plan.inputs.at(0).id, QStringLiteral("^NEEDLE$")),
            regexRule(plan.inputs.at(1).id, QStringLiteral("bytes left out")) };
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const Ran ran = runPlan(plan, dir.filePath(QStringLiteral("runs")));
        QVERIFY2(ran.failure.isEmpty(), qPrintable(ran.failure));
        QCOMPARE(ran.run.repetitions.size(), 2);
        for (const Repetition& rep : ran.run.repetitions) {
            QCOMPARE(rep.outcome, Outcome::Rejected);
            bool named = false;
            for (const Diagnostic& d : ran.warnings)
                named = named
                    || (d.message.contains(QLatin1String("rejected on a cut copy"))
                        && d.message.contains(QStringLiteral("input %1").arg(rep.inputId))
                        && d.message.contains(QString::number(2 * half + 8))); // the whole stream's size
            QVERIFY2(named, qPrintable(messages(ran.warnings)));
        }
        // The needle is in the stream the probe hashed, and not in the copy it kept.
        const QList<QJsonObject> ends = events(ran.runDir, QStringLiteral("rep_end"));
        QCOMPARE(ends.size(), 2);
        QCOMPARE(ends.first().value(QLatin1String("stdout_bytes")).toDouble(), double(2 * half + 8));
        QCOMPARE(ends.first().value(QLatin1String("stdout_lines")).toDouble(), 3.0);
        QFile copy(ran.runDir + QStringLiteral("/out/") + plan.inputs.at(0).id + QStringLiteral("-0.stdout"));
        QVERIFY(copy.open(QIODevice::ReadOnly));
        QVERIFY(!copy.readAll().contains("NEEDLE"));
    }
};

QTEST_GUILESS_MAIN(TestBigOutput)
#include "tst_bigoutput.moc"
