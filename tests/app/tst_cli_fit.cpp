// `headroom fit` end to end (issue 26): the real binary drives the real probe with a tiny calibrate
// workload (dim 64, two layers: a point takes well under a second) and answers with a certificate.
// A memory-bound fit against the plan's ceiling, checked by running the probe by hand at 0.9 and
// 1.1 times the boundary; the same under a real memory cgroup (root only); a latency-bound fit; a
// setting that fails at the shortest length; nothing fits; a budget spent early.

#include "analysis/project/fitinproject.h"
#include "analysis/store/store.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace Analysis;

namespace {

struct Result {
    int exitCode = -1;
    QByteArray out, err;
};

Result run(const QString& program, const QStringList& args)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(240000))
        p.kill();
    return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
        p.readAllStandardError() };
}

bool writeFile(const QString& path, const QByteArray& data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

// The calibrate command at a tiny size; {dim} is an extra, so a fit can vary it.
const char kCommand[] = "command: [headroom-probe, calibrate, --prompt-file, \"{input}\", --max-new-tokens,\n"
                        "          \"{max_new_tokens}\", --threads, \"{threads}\", --dim, \"{dim}\", --layers, \"2\",\n"
                        "          --heads, \"4\", --vocab, \"256\"]\n";

QByteArray plan(const QByteArray& limits, const QByteArray& fit, int repetitions = 2)
{
    return QByteArrayLiteral("version: 1\n"
                             "name: fit-calibrate\n"
                             "mode: process\n")
        + kCommand
        + QByteArrayLiteral("params: {model: null, max_new_tokens: 4, temperature: null, top_p: null, top_k: null,\n"
                            "         repetition_penalty: null, threads: 1, batch_size: null, context_length: null,\n"
                            "         quantization: f32, backend: headroom-calibrate, cpu_affinity: null,\n"
                            "         extra: {dim: 64}}\n"
                            "token_count_command: [/bin/sh, -c, 'echo \"tokens: $(($(wc -c < \"$1\") + 1))\"', sh, "
                            "\"{input}\"]\n"
                            "repetitions: ")
        + QByteArray::number(repetitions)
        + QByteArrayLiteral("\nwarmup: 0\n"
                            "sample_interval_ms: 10\n"
                            "timeout_s: 60\n"
                            "load_complete: {regex: \"^loaded \"}\n"
                            "output_token_regex: \"^token [0-9]+ [0-9]+$\"\n")
        + limits + QByteArrayLiteral("fit:\n") + fit;
}

// The longest rep_end peak (ru_maxrss) and the outcomes of a probe run folder.
struct HandRun {
    qint64 maxRssKb = -1;
    QStringList outcomes;
};

} // namespace

class TestCliFit : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString base() const { return m_dir.filePath(QStringLiteral("base.txt")); }

    // headroom fit, the certificate read back.
    Result fit(const QString& name, const QByteArray& planText, QJsonObject* certificate)
    {
        const QString planPath = m_dir.filePath(name + QStringLiteral(".yaml"));
        if (!writeFile(planPath, planText))
            return {};
        const QString cert = m_dir.filePath(name + QStringLiteral(".json"));
        const Result r = run(QStringLiteral(HEADROOM_APP_BIN),
            { QStringLiteral("fit"), planPath, QStringLiteral("--into"),
                m_dir.filePath(name + QStringLiteral(".headroom")), QStringLiteral("--runs-dir"),
                m_dir.filePath(QStringLiteral("runs")), QStringLiteral("--json"), cert });
        QFile f(cert);
        if (f.open(QIODevice::ReadOnly))
            *certificate = QJsonDocument::fromJson(f.readAll()).object();
        return r;
    }

    // The probe by hand, not through headroom: calibrate on a text of `tokens` tokens (the counter
    // is bytes + 1), one repetition, optionally in a memory cgroup of its own.
    HandRun byHand(qint64 tokens, qint64 cgroupLimitBytes = 0)
    {
        HandRun hand;
        QFile b(base());
        if (!b.open(QIODevice::ReadOnly))
            return hand;
        const QByteArray text = b.readAll();
        QByteArray input;
        while (input.size() < tokens - 1)
            input += text;
        input.truncate(tokens - 1); // ASCII: every byte is a character
        const QString file = m_dir.filePath(QStringLiteral("hand-%1.txt").arg(tokens));
        const QString out = m_dir.filePath(QStringLiteral("hand-%1-%2").arg(tokens).arg(cgroupLimitBytes));
        if (!writeFile(file, input))
            return hand;
        QStringList args { QStringLiteral("run"), QStringLiteral("--repeat"), QStringLiteral("1"),
            QStringLiteral("--input"), u"a=" + file, QStringLiteral("--out"), out };
        if (cgroupLimitBytes > 0)
            args << QStringLiteral("--cgroup-limit") << QString::number(cgroupLimitBytes);
        args << QStringLiteral("--") << QStringLiteral(HEADROOM_PROBE_BIN) << QStringLiteral("calibrate")
             << QStringLiteral("--prompt-file") << QStringLiteral("{input}") << QStringLiteral("--max-new-tokens")
             << QStringLiteral("4") << QStringLiteral("--threads") << QStringLiteral("1") << QStringLiteral("--dim")
             << QStringLiteral("64") << QStringLiteral("--layers") << QStringLiteral("2") << QStringLiteral("--heads")
             << QStringLiteral("4") << QStringLiteral("--vocab") << QStringLiteral("256");
        const Result r = run(QStringLiteral(HEADROOM_PROBE_BIN), args);
        if (r.exitCode != 0)
            qWarning("%s", r.err.constData());
        QFile events(out + QStringLiteral("/events.jsonl"));
        if (!events.open(QIODevice::ReadOnly))
            return hand;
        for (const QByteArray& line : events.readAll().split('\n')) {
            const QJsonObject e = QJsonDocument::fromJson(line).object();
            if (e.value(u"type").toString() != u"rep_end")
                continue;
            hand.maxRssKb = qMax(hand.maxRssKb, qint64(e.value(u"maxrss_kb").toDouble(-1)));
            hand.outcomes.append(e.value(u"outcome").toString());
        }
        return hand;
    }

    static bool rootWithMemoryCgroup(QString* why)
    {
        if (::geteuid() != 0) {
            *why = QStringLiteral("making a memory cgroup needs root");
            return false;
        }
        if (!QFile::exists(QStringLiteral("/sys/fs/cgroup/memory/memory.limit_in_bytes"))
            && !QFile::exists(QStringLiteral("/sys/fs/cgroup/cgroup.controllers"))) {
            *why = QStringLiteral("no memory cgroup controller (v1 or v2) mounted");
            return false;
        }
        return true;
    }

    // What every certificate of a found boundary says, whatever bound it.
    static void checkBracket(const QJsonObject& c, const QString& binding, double precision)
    {
        QCOMPARE(c.value(u"format").toString(), QStringLiteral("headroom-fit-certificate"));
        QCOMPARE(c.value(u"answer").toString(), QStringLiteral("found"));
        QCOMPARE(c.value(u"binding_limit").toString(), binding);
        const QJsonObject b = c.value(u"boundary").toObject();
        const double holds = b.value(u"holds_tokens").toDouble(), breaks = b.value(u"breaks_tokens").toDouble();
        QVERIFY2(holds > 0 && breaks > holds, qPrintable(QStringLiteral("%1 %2").arg(holds).arg(breaks)));
        QVERIFY2((breaks - holds) / holds <= precision + 1e-9 || breaks - holds <= 1,
            qPrintable(QStringLiteral("bracket %1..%2").arg(holds).arg(breaks)));
        QVERIFY(b.value(u"within_precision").toBool());
        QCOMPARE(c.value(u"at_holds").toObject().value(u"result").toString(), QStringLiteral("holds"));
        QCOMPARE(c.value(u"at_breaks").toObject().value(u"result").toString(), QStringLiteral("breaks"));
        QVERIFY(!c.value(u"at_holds").toObject().value(u"run_id").toString().isEmpty());
        QVERIFY(!c.value(u"at_breaks").toObject().value(u"run_id").toString().isEmpty());
        QCOMPARE(c.value(u"device").toObject().value(u"environment_digest").toString().size(), 64);
        QVERIFY(!c.value(u"engine_arguments").toArray().isEmpty());
    }

    // The fit read back from the project's runs alone (what the window's Fit page shows for a fit in
    // the project) says what the certificate says: the recommended setting, its bracket, the binding
    // limit, and every setting's answer.
    static void checkReadBack(const QString& project, const QJsonObject& c)
    {
        Store store;
        QVERIFY(!hasErrors(store.open(project, Store::OpenMode::ReadOnly)));
        const QString fitId = c.value(u"fit_id").toString();
        const QList<StoredFitEntry> fits = storedFits(store);
        QCOMPARE(fits.size(), 1);
        QCOMPARE(fits.first().fitId, fitId);
        QCOMPARE(fits.first().points, c.value(u"search").toObject().value(u"points_measured").toInt());
        QString why;
        const std::optional<StoredFit> fit = loadStoredFit(store, fitId, &why);
        QVERIFY2(fit, qPrintable(why));
        const QJsonArray settings = c.value(u"settings").toArray();
        QCOMPARE(fit->result.settings.size(), settings.size());
        for (int i = 0; i < settings.size(); ++i)
            QCOMPARE(fitStatusName(fit->result.settings.at(i).status),
                settings.at(i).toObject().value(u"status").toString());
        QVERIFY(fit->result.recommended >= 0);
        const FitSettingResult& rec = fit->result.settings.at(fit->result.recommended);
        const QJsonObject b = c.value(u"boundary").toObject();
        QVERIFY(rec.holds && rec.breaks);
        QCOMPARE(double(rec.holds->tokens), b.value(u"holds_tokens").toDouble());
        QCOMPARE(double(rec.breaks->tokens), b.value(u"breaks_tokens").toDouble());
        QCOMPARE(fitLimitName(rec.binding), c.value(u"binding_limit").toString());
        QVERIFY(!loadStoredFit(store, QStringLiteral("no-such-fit"), &why));
        QVERIFY(why.contains(QStringLiteral("no-such-fit")));
    }

    // Every point of the certificate is a run in the project, tagged with the fit.
    static void checkRunsStored(const QString& project, const QJsonObject& c)
    {
        Store store;
        QVERIFY(!hasErrors(store.open(project, Store::OpenMode::ReadOnly)));
        const QList<RunRow> rows = store.listRuns();
        QCOMPARE(rows.size(), c.value(u"search").toObject().value(u"points_measured").toInt());
        const QString fitId = c.value(u"fit_id").toString();
        for (const QJsonValue& id : c.value(u"run_ids").toArray()) {
            const auto runOf = store.loadRun(id.toString());
            QVERIFY(runOf);
            QCOMPARE(runOf->params.value(QStringLiteral("fit.id")), fitId);
            QCOMPARE(runOf->inputs.size(), 1);
            QVERIFY(runOf->inputs.first().tokens > 0); // counted again by the run, like any input
            QVERIFY(!store.rawFiles(id.toString()).isEmpty());
            QVERIFY(store.plan(id.toString())); // the point's plan, verbatim
        }
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(writeFile(base(), "The quick brown fox jumps over the lazy dog while the engine counts tokens.\n"));
    }

    // The plan's ceiling of 6 MiB binds between the coarse lengths; the bracket is within 5%, and
    // the probe run by hand agrees: 0.9 x the boundary under the ceiling, 1.1 x over it.
    void memoryBoundByThePlansCeiling()
    {
        QJsonObject c;
        const Result r = fit(QStringLiteral("memory"),
            plan("limits: {memory: 6MiB, reserve: 1MiB, latency_s: 60}\n",
                "  lengths: {from: 64, to: 2048, unit: tokens, text: base.txt}\n"
                "  objective: longest_input\n"
                "  within: {memory: ceiling}\n"
                "  precision: 5%\n"
                "  budget: {minutes: 5, points: 30}\n"),
            &c);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        checkBracket(c, QStringLiteral("memory"), 0.05);
        const qint64 ceilingKb = qint64(c.value(u"limits").toObject().value(u"memory_kb").toDouble());
        QCOMPARE(ceilingKb, 6 * 1024);
        QVERIFY(c.value(u"at_holds").toObject().value(u"peak_kb").toDouble() <= ceilingKb);
        QVERIFY(c.value(u"at_breaks").toObject().value(u"peak_kb").toDouble() > ceilingKb);
        QVERIFY(c.value(u"at_holds").toObject().value(u"tokens_per_s").toDouble() > 0); // from the token lines
        checkRunsStored(m_dir.filePath(QStringLiteral("memory.headroom")), c);
        checkReadBack(m_dir.filePath(QStringLiteral("memory.headroom")), c);
        QVERIFY(r.out.contains("Found"));

        const QJsonObject b = c.value(u"boundary").toObject();
        const qint64 holds = qint64(b.value(u"holds_tokens").toDouble());
        const qint64 breaks = qint64(b.value(u"breaks_tokens").toDouble());
        const HandRun below = byHand(qint64(0.9 * double(holds)));
        const HandRun above = byHand(qint64(1.1 * double(breaks)));
        QVERIFY(below.maxRssKb > 0 && above.maxRssKb > 0);
        QVERIFY2(below.maxRssKb <= ceilingKb, qPrintable(QString::number(below.maxRssKb)));
        QVERIFY2(above.maxRssKb > ceilingKb, qPrintable(QString::number(above.maxRssKb)));

        // headroom verify --rerun --fit: the two bracket points measured again, from the project alone.
        const Result again = run(QStringLiteral(HEADROOM_APP_BIN),
            { QStringLiteral("verify"), m_dir.filePath(QStringLiteral("memory.headroom")), QStringLiteral("--rerun"),
                QStringLiteral("--fit"), c.value(u"fit_id").toString(), QStringLiteral("--runs-dir"),
                m_dir.filePath(QStringLiteral("runs")), QStringLiteral("--quiet") });
        QVERIFY2(again.exitCode == 0, again.err.constData());
        QVERIFY2(again.out.contains("Reproduced"), again.out.constData());
        QVERIFY(again.out.contains(QByteArray(QByteArray::number(holds) + " tokens (held): holds")));
        QVERIFY(again.out.contains(QByteArray(QByteArray::number(breaks) + " tokens (broke): breaks")));
        const Result unknown = run(QStringLiteral(HEADROOM_APP_BIN),
            { QStringLiteral("verify"), m_dir.filePath(QStringLiteral("memory.headroom")), QStringLiteral("--rerun"),
                QStringLiteral("--fit"), QStringLiteral("no-such-fit"), QStringLiteral("--runs-dir"),
                m_dir.filePath(QStringLiteral("runs")) });
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY(unknown.err.contains("no-such-fit"));
    }

    // The same workload in a real memory cgroup the probe makes (limits.cgroup_memory): the
    // ceiling is the cgroup's limit less the reserve, and past the limit the kernel kills.
    void memoryBoundByARealCgroup()
    {
        QString why;
        if (!rootWithMemoryCgroup(&why))
            QSKIP(qPrintable(why));
        QJsonObject c;
        const Result r = fit(QStringLiteral("cgroup"),
            plan("limits: {memory: auto, reserve: 64KiB, latency_s: 60, cgroup_memory: 8MiB}\n",
                "  lengths: {from: 64, to: 4096, unit: tokens, text: base.txt}\n"
                "  objective: longest_input\n"
                "  within: {memory: ceiling}\n"
                "  precision: 5%\n"
                "  budget: {minutes: 5, points: 30}\n",
                1),
            &c);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        checkBracket(c, QStringLiteral("memory"), 0.05);
        QCOMPARE(qint64(c.value(u"limits").toObject().value(u"memory_kb").toDouble()), 8 * 1024 - 64);
        // By hand in a cgroup of the same size: below the boundary it runs, well above it the kernel kills it.
        const qint64 holds = qint64(c.value(u"boundary").toObject().value(u"holds_tokens").toDouble());
        const HandRun below = byHand(qint64(0.9 * double(holds)), 8 << 20);
        QCOMPARE(below.outcomes, QStringList { QStringLiteral("ok") });
        QVERIFY(below.maxRssKb <= 8 * 1024 - 64);
        const HandRun above
            = byHand(qint64(1.1 * double(c.value(u"boundary").toObject().value(u"breaks_tokens").toDouble())), 8 << 20);
        QVERIFY2(above.outcomes == QStringList { QStringLiteral("oom_killed") } || above.maxRssKb > 8 * 1024 - 64,
            qPrintable(above.outcomes.join(u' ')));
    }

    // A p90 budget the workload meets only at short inputs: the latency binds. The figures at both
    // points are the runs' own, so the bracket is checked against them, not against a clock here.
    void latencyBound()
    {
        QJsonObject c;
        const Result r = fit(QStringLiteral("latency"),
            plan("limits: {memory: auto, reserve: 1MiB, latency_s: 60}\n",
                "  lengths: {from: 64, to: 4096, unit: tokens, text: base.txt}\n"
                "  objective: longest_input\n"
                "  within: {p90_latency_s: 0.1}\n"
                "  precision: 5%\n"
                "  budget: {minutes: 5, points: 30}\n",
                3),
            &c);
        if (r.exitCode == 1 && r.out.contains("Nothing fits"))
            QSKIP("this machine is too slow or too loaded for 64 tokens within 100 ms");
        QVERIFY2(r.exitCode == 0, r.err.constData());
        if (c.value(u"boundary").toObject().value(u"status").toString() == u"beyond_range")
            QSKIP("this machine runs 4096 tokens within 100 ms: no latency boundary to find");
        checkBracket(c, QStringLiteral("latency"), 0.05);
        QCOMPARE(c.value(u"binding_figure").toString(), QStringLiteral("latency"));
        QVERIFY(c.value(u"at_holds").toObject().value(u"p90_latency_s").toDouble() <= 0.1);
        QVERIFY(c.value(u"at_breaks").toObject().value(u"p90_latency_s").toDouble() > 0.1);
    }

    // dim 512 needs more than the 6 MiB ceiling at any length: that setting fails at the shortest
    // length, with the reason; dim 64 is recommended.
    void failingSettingIsReported()
    {
        QJsonObject c;
        const Result r = fit(QStringLiteral("failing"),
            plan("limits: {memory: 6MiB, reserve: 1MiB, latency_s: 60}\n",
                "  lengths: {from: 64, to: 2048, unit: tokens, text: base.txt}\n"
                "  vary: {extra.dim: [512, 64]}\n"
                "  objective: longest_input\n"
                "  within: {memory: ceiling}\n"
                "  precision: 10%\n"
                "  budget: {minutes: 5, points: 30}\n",
                1),
            &c);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonArray settings = c.value(u"settings").toArray();
        QCOMPARE(settings.size(), 2);
        const QJsonObject failing = settings.at(0).toObject();
        QCOMPARE(failing.value(u"status").toString(), QStringLiteral("fails_at_shortest"));
        QCOMPARE(failing.value(u"binding_limit").toString(), QStringLiteral("memory"));
        QVERIFY2(failing.value(u"reason").toString().contains(QStringLiteral("ceiling")),
            qPrintable(failing.value(u"reason").toString()));
        QCOMPARE(failing.value(u"points").toInt(), 1);
        QCOMPARE(c.value(u"setting").toObject().value(u"extra.dim").toString(), QStringLiteral("64"));
        QVERIFY(r.out.contains("fails at the shortest length"));
        checkReadBack(m_dir.filePath(QStringLiteral("failing.headroom")), c);
    }

    void nothingFits()
    {
        QJsonObject c;
        const Result r = fit(QStringLiteral("nothing"),
            plan("limits: {memory: 6MiB, reserve: 1MiB, latency_s: 60}\n",
                "  lengths: {from: 64, to: 2048, unit: tokens, text: base.txt}\n"
                "  vary: {extra.dim: [512]}\n"
                "  objective: longest_input\n"
                "  within: {memory: ceiling}\n"
                "  precision: 5%\n"
                "  budget: {minutes: 5, points: 30}\n",
                1),
            &c);
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(c.value(u"answer").toString(), QStringLiteral("nothing_fits"));
        QVERIFY(c.value(u"setting").isNull());
        QVERIFY(c.value(u"boundary").toObject().value(u"holds_tokens").isNull());
    }

    // Three points cannot bracket within 1%: exit 3, the best bracket so far, said as such.
    void budgetSpentEarly()
    {
        QJsonObject c;
        const Result r = fit(QStringLiteral("budget"),
            plan("limits: {memory: 6MiB, reserve: 1MiB, latency_s: 60}\n",
                "  lengths: {from: 64, to: 2048, unit: tokens, text: base.txt}\n"
                "  objective: longest_input\n"
                "  within: {memory: ceiling}\n"
                "  precision: 1%\n"
                "  budget: {minutes: 5, points: 4}\n",
                1),
            &c);
        QCOMPARE(r.exitCode, 3);
        QCOMPARE(c.value(u"answer").toString(), QStringLiteral("budget_spent"));
        QCOMPARE(c.value(u"search").toObject().value(u"points_measured").toInt(), 4);
        QVERIFY(c.value(u"search").toObject().value(u"budget_spent").toBool());
        const QJsonObject b = c.value(u"boundary").toObject();
        QCOMPARE(b.value(u"status").toString(), QStringLiteral("budget_spent"));
        QVERIFY(!b.value(u"within_precision").toBool());
        QVERIFY(b.value(u"width").toDouble() > 0.01);
        QVERIFY(r.out.contains("budget"));
    }

    // A fit plan is not a run plan, and a fit needs a plan with a fit section.
    void wrongPlanForTheCommand()
    {
        const QString planPath = m_dir.filePath(QStringLiteral("wrong.yaml"));
        QVERIFY(writeFile(planPath,
            plan("limits: {memory: 6MiB, reserve: 1MiB, latency_s: 60}\n",
                "  lengths: {from: 64, to: 2048, unit: tokens, text: base.txt}\n"
                "  objective: longest_input\n  within: {memory: ceiling}\n  precision: 5%\n"
                "  budget: {minutes: 5, points: 4}\n")));
        const Result asRun = run(QStringLiteral(HEADROOM_APP_BIN),
            { QStringLiteral("run"), planPath, QStringLiteral("--into"), m_dir.filePath(QStringLiteral("w.headroom")),
                QStringLiteral("--runs-dir"), m_dir.filePath(QStringLiteral("runs")) });
        QCOMPARE(asRun.exitCode, 2);
        QVERIFY2(asRun.err.contains("headroom fit"), asRun.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliFit)
#include "tst_cli_fit.moc"
