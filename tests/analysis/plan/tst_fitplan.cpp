// The plan's fit section (docs/plan-format.md, "fit") and inputs of an exact token length
// (analysis/plan/fitinputs.h): parsed with file and line errors, written back, and texts cut to N
// tokens by a counter that decides.

#include "analysis/plan/fitinputs.h"
#include "analysis/plan/fitpointplan.h"
#include "analysis/plan/inputlength.h"
#include "analysis/plan/plan.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Analysis;

class TestFitPlan : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    static QString dump(const Diagnostics& d)
    {
        QStringList lines;
        for (const auto& x : d)
            lines.append(x.toString());
        return lines.join(u'\n');
    }
    // A calibrate plan with the fit section given (indented under "fit:").
    QByteArray planText(const QByteArray& fit, const QByteArray& extraTop = {}) const
    {
        return QByteArrayLiteral(
                   "version: 1\n"
                   "name: fit-test\n"
                   "mode: process\n"
                   "command: [headroom-probe, calibrate, --prompt-file, \"{input}\", --max-new-tokens,\n"
                   "          \"{max_new_tokens}\", --threads, \"{threads}\", --dim, \"{dim}\"]\n"
                   "params: {model: null, max_new_tokens: 4, temperature: null, top_p: null, top_k: null,\n"
                   "         repetition_penalty: null, threads: 1, batch_size: null, context_length: null,\n"
                   "         quantization: f32, backend: calibrate, cpu_affinity: null, extra: {dim: 64}}\n"
                   "token_count_command: [/bin/sh, -c, 'echo $(($(wc -c < \"$1\") + 1))', sh, \"{input}\"]\n"
                   "repetitions: 2\n"
                   "warmup: 0\n"
                   "sample_interval_ms: 10\n"
                   "timeout_s: 30\n"
                   "limits: {memory: 64MiB, reserve: 1MiB, latency_s: 10}\n")
            + extraTop + QByteArrayLiteral("fit:\n") + fit;
    }
    PlanParseResult parse(const QByteArray& text) const
    {
        return parsePlan(text, QStringLiteral("fit.yaml"), m_dir.path());
    }
    static QByteArray goodFit()
    {
        return QByteArrayLiteral("  lengths: {from: 64, to: 4096, unit: tokens, text: base.txt}\n"
                                 "  vary: {threads: [1, 2], extra.dim: [64, 128]}\n"
                                 "  objective: longest_input\n"
                                 "  within: {memory: ceiling, p90_latency_s: 2.0, ttft_s: 1.5}\n"
                                 "  precision: 5%\n"
                                 "  budget: {minutes: 30, points: 60}\n");
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QFile f(m_dir.filePath(QStringLiteral("base.txt")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("The quick brown fox jumps over the lazy dog. 敏捷的棕色狐狸跳过了懒狗。\n");
    }

    void parsesTheSection()
    {
        const auto r = parse(planText(goodFit()));
        QVERIFY2(r.plan, qPrintable(dump(r.diagnostics)));
        QVERIFY(r.plan->fit);
        const PlanFit& f = *r.plan->fit;
        QCOMPARE(f.lengths.from, 64);
        QCOMPARE(f.lengths.to, 4096);
        QCOMPARE(f.lengths.text, QStringLiteral("base.txt"));
        QCOMPARE(f.vary.size(), 2);
        QCOMPARE(f.vary.at(1).param, QStringLiteral("extra.dim"));
        QCOMPARE(f.vary.at(1).values, QStringList({ QStringLiteral("64"), QStringLiteral("128") }));
        QVERIFY(f.memoryIsCeiling);
        QCOMPARE(f.p90LatencyS, 2.0);
        QCOMPARE(f.ttftS, 1.5);
        QCOMPARE(f.precision(), 0.05);
        QCOMPARE(f.budgetPoints, 60);
        QCOMPARE(f.budgetMinutes, 30.0);
        QVERIFY(r.plan->inputs.isEmpty());
        // Four settings, the first parameter varying slowest.
        const QList<FitSetting> settings = fitSettings(f);
        QCOMPARE(settings.size(), 4);
        QCOMPARE(fitSettingKey(settings.at(1)), QStringLiteral("threads=1;extra.dim=128"));
        // Written back and read again: the same plan.
        const auto again = parse(toYaml(*r.plan));
        QVERIFY2(again.plan, qPrintable(dump(again.diagnostics)));
        QVERIFY(*again.plan == *r.plan);
    }

    void pointPlanIsAnOrdinaryPlan()
    {
        const auto r = parse(planText(goodFit()));
        QVERIFY(r.plan);
        const FitSetting setting { { QStringLiteral("threads"), QStringLiteral("2") },
            { QStringLiteral("extra.dim"), QStringLiteral("128") } };
        const Plan point
            = fitPointPlan(*r.plan, setting, QStringLiteral("tokens-64"), m_dir.filePath(QStringLiteral("base.txt")));
        const auto parsed = parseFitPointPlan(point, QStringLiteral("point.yaml"));
        QVERIFY2(parsed.plan, qPrintable(dump(parsed.diagnostics)));
        QVERIFY(!parsed.plan->fit);
        QCOMPARE(parsed.plan->inputs.size(), 1);
        QCOMPARE(parsed.plan->params.value(QStringLiteral("threads")).value_or(QString()), QStringLiteral("2"));
        QCOMPARE(parsed.plan->extraParams.value(QStringLiteral("dim")), QStringLiteral("128"));
        QVERIFY(parsed.plan->expandedCommand().contains(QStringLiteral("128")));
    }

    void errorsNameTheLine_data()
    {
        QTest::addColumn<QByteArray>("fit");
        QTest::addColumn<QByteArray>("top");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("says");
        const int fitLine = 15; // "fit:" is line 15 of planText(); its first key is line 16
        QTest::addRow("unknown-key") << QByteArray("  lengths: {from: 64, to: 4096, unit: tokens, text: base.txt}\n"
                                                   "  objective: longest_input\n  within: {memory: ceiling}\n"
                                                   "  precision: 5%\n  budget: {minutes: 1, points: 5}\n  speed: 3\n")
                                     << QByteArray() << fitLine + 6 << QStringLiteral("fit.speed")
                                     << QStringLiteral("Unknown key");
        QTest::addRow("to-not-longer") << QByteArray("  lengths: {from: 64, to: 64, unit: tokens, text: base.txt}\n"
                                                     "  objective: longest_input\n  within: {memory: ceiling}\n"
                                                     "  precision: 5%\n  budget: {minutes: 1, points: 5}\n")
                                       << QByteArray() << fitLine + 1 << QStringLiteral("fit.lengths.to")
                                       << QStringLiteral("must be longer");
        QTest::addRow("unit-chars") << QByteArray("  lengths: {from: 64, to: 640, unit: chars, text: base.txt}\n"
                                                  "  objective: longest_input\n  within: {memory: ceiling}\n"
                                                  "  precision: 5%\n  budget: {minutes: 1, points: 5}\n")
                                    << QByteArray() << fitLine + 1 << QStringLiteral("fit.lengths.unit")
                                    << QStringLiteral("tokens");
        QTest::addRow("missing-text") << QByteArray("  lengths: {from: 64, to: 640, unit: tokens, text: nothere.txt}\n"
                                                    "  objective: longest_input\n  within: {memory: ceiling}\n"
                                                    "  precision: 5%\n  budget: {minutes: 1, points: 5}\n")
                                      << QByteArray() << fitLine + 1 << QStringLiteral("fit.lengths.text")
                                      << QStringLiteral("nothere.txt");
        QTest::addRow("bad-threads") << QByteArray("  lengths: {from: 64, to: 640, unit: tokens, text: base.txt}\n"
                                                   "  vary:\n    threads: [1,\n      many]\n"
                                                   "  objective: longest_input\n  within: {memory: ceiling}\n"
                                                   "  precision: 5%\n  budget: {minutes: 1, points: 5}\n")
                                     << QByteArray() << fitLine + 4 << QStringLiteral("fit.vary.threads")
                                     << QStringLiteral("threads=many");
        QTest::addRow("unknown-param") << QByteArray("  lengths: {from: 64, to: 640, unit: tokens, text: base.txt}\n"
                                                     "  vary: {thread: [1, 2]}\n"
                                                     "  objective: longest_input\n  within: {memory: ceiling}\n"
                                                     "  precision: 5%\n  budget: {minutes: 1, points: 5}\n")
                                       << QByteArray() << fitLine + 2 << QStringLiteral("fit.vary.thread")
                                       << QStringLiteral("Unknown parameter");
        QTest::addRow("extra-not-in-params")
            << QByteArray("  lengths: {from: 64, to: 640, unit: tokens, text: base.txt}\n"
                          "  vary: {extra.cache_type_k: [f16, q8_0]}\n"
                          "  objective: longest_input\n  within: {memory: ceiling}\n"
                          "  precision: 5%\n  budget: {minutes: 1, points: 5}\n")
            << QByteArray() << fitLine + 2 << QStringLiteral("fit.vary.extra.cache_type_k")
            << QStringLiteral("params.extra");
        QTest::addRow("objective") << QByteArray("  lengths: {from: 64, to: 640, unit: tokens, text: base.txt}\n"
                                                 "  objective: most_tokens_per_s\n  within: {memory: ceiling}\n"
                                                 "  precision: 5%\n  budget: {minutes: 1, points: 5}\n")
                                   << QByteArray() << fitLine + 2 << QStringLiteral("fit.objective")
                                   << QStringLiteral("longest_input");
        QTest::addRow("no-limit") << QByteArray("  lengths: {from: 64, to: 640, unit: tokens, text: base.txt}\n"
                                                "  objective: longest_input\n  within: {}\n"
                                                "  precision: 5%\n  budget: {minutes: 1, points: 5}\n")
                                  << QByteArray() << fitLine + 3 << QStringLiteral("fit.within")
                                  << QStringLiteral("at least one limit");
        QTest::addRow("precision") << QByteArray("  lengths: {from: 64, to: 640, unit: tokens, text: base.txt}\n"
                                                 "  objective: longest_input\n  within: {memory: 32MiB}\n"
                                                 "  precision: 0.05\n  budget: {minutes: 1, points: 5}\n")
                                   << QByteArray() << fitLine + 4 << QStringLiteral("fit.precision")
                                   << QStringLiteral("5%");
        QTest::addRow("budget-missing-points")
            << QByteArray("  lengths: {from: 64, to: 640, unit: tokens, text: base.txt}\n"
                          "  objective: longest_input\n  within: {memory: 32MiB}\n"
                          "  precision: 5%\n  budget: {minutes: 1}\n")
            << QByteArray() << fitLine + 5 << QStringLiteral("fit.budget.points") << QStringLiteral("missing");
        QTest::addRow("inputs-too") << QByteArray("  lengths: {from: 64, to: 640, unit: tokens, text: base.txt}\n"
                                                  "  objective: longest_input\n  within: {memory: 32MiB}\n"
                                                  "  precision: 5%\n  budget: {minutes: 1, points: 5}\n")
                                    << QByteArray("inputs: [{id: a, file: base.txt}]\n") << fitLine
                                    << QStringLiteral("inputs") << QStringLiteral("makes its own inputs");
    }
    void errorsNameTheLine()
    {
        QFETCH(QByteArray, fit);
        QFETCH(QByteArray, top);
        QFETCH(int, line);
        QFETCH(QString, field);
        QFETCH(QString, says);
        const auto r = parse(planText(fit, top));
        QVERIFY(!r.plan);
        bool found = false;
        for (const auto& d : r.diagnostics)
            if (d.severity == Diagnostic::Severity::Error && d.line == line && d.field == field
                && d.message.contains(says))
                found = true;
        QVERIFY2(found, qPrintable(dump(r.diagnostics)));
        QVERIFY(dump(r.diagnostics).contains(QStringLiteral("fit.yaml:")));
    }

    // Each value is checked by parsing a plan: a plan may not ask for more than kMaxFitValues of them.
    void tooManyValues()
    {
        QByteArray list;
        for (int i = 1; i <= kMaxFitValues + 1; ++i)
            list += (i > 1 ? ", " : "") + QByteArray::number(i);
        const auto r = parse(planText("  lengths: {from: 64, to: 640, unit: tokens, text: base.txt}\n"
                                      "  vary: {threads: ["
            + list
            + "]}\n  objective: longest_input\n  within: {memory: ceiling}\n"
              "  precision: 5%\n  budget: {minutes: 1, points: 5}\n"));
        QVERIFY(!r.plan);
        QVERIFY2(dump(r.diagnostics).contains(QStringLiteral("at most %1").arg(kMaxFitValues)),
            qPrintable(dump(r.diagnostics)));
    }

    void exactLengthByteCounter_data()
    {
        QTest::addColumn<qint64>("target");
        for (qint64 n : { 1, 2, 64, 99, 100, 1000, 4097, 20000 })
            QTest::addRow("%lld", n) << n;
    }
    // calibrate's own counter: bytes + 1. Exact for fewer than 100 tokens, within 1% above.
    void exactLengthByteCounter()
    {
        QFETCH(qint64, target);
        const QByteArray base("The quick brown fox jumps over the lazy dog. 敏捷的棕色狐狸跳过了懒狗。\n");
        const auto counter = [](const QByteArray& text, QString*) { return int64_t(text.size() + 1); };
        const ExactLengthText t = textOfTokens(base, target, counter);
        if (target == 1) {
            QVERIFY(!t.ok); // the BOS token alone: no text of zero characters is made
            QVERIFY(t.error.contains(QStringLiteral("1 tokens")));
            return;
        }
        QVERIFY2(t.ok, qPrintable(t.error));
        QVERIFY(std::llabs(t.tokens - target) <= target / 100);
        QCOMPARE(t.tokens, int64_t(t.text.size() + 1));
        QVERIFY(scanUtf8(t.text).isValid()); // never a cut character
        QVERIFY(t.counts <= kMaxTokenCounts);
    }

    // A word counter (a tokenizer-like step function): within 1% where 1% is at least one word.
    void exactLengthWordCounter()
    {
        const QByteArray base("alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu\n");
        const auto words
            = [](const QByteArray& text, QString*) { return int64_t(text.simplified().split(' ').size()); };
        const ExactLengthText t = textOfTokens(base, 5000, words);
        QVERIFY2(t.ok, qPrintable(t.error));
        QVERIFY(std::llabs(t.tokens - 5000) <= 50);
        QCOMPARE(words(t.text, nullptr), t.tokens);
    }

    // A counter that jumps by 10 at every step cannot hit 64 exactly: said with the nearest counts.
    void exactLengthImpossible()
    {
        const auto jumpy = [](const QByteArray& text, QString*) { return int64_t(text.size() / 4 * 10 + 5); };
        const ExactLengthText t = textOfTokens(QByteArray("abcdefgh"), 64, jumpy);
        QVERIFY(!t.ok);
        QVERIFY2(t.error.contains(QStringLiteral("nearest")), qPrintable(t.error));
        QVERIFY(t.counts <= kMaxTokenCounts);
    }

    void exactLengthCounterFails()
    {
        const auto broken = [](const QByteArray&, QString* why) {
            *why = QStringLiteral("counter exploded");
            return int64_t(-1);
        };
        const ExactLengthText t = textOfTokens(QByteArray("abc"), 64, broken);
        QVERIFY(!t.ok);
        QCOMPARE(t.error, QStringLiteral("counter exploded"));
    }

    void repeatedPrefixKeepsCharacters()
    {
        const QByteArray base("狐"); // three bytes
        QCOMPARE(repeatedPrefix(base, 2), QByteArray());
        QCOMPARE(repeatedPrefix(base, 4), QByteArray("狐"));
        QCOMPARE(repeatedPrefix(base, 6), QByteArray("狐狐"));
        QCOMPARE(repeatedPrefix(QByteArray("\xEF\xBB\xBF"
                                           "ab"),
                     3),
            QByteArray("aba")); // the mark is not text
    }
};

QTEST_GUILESS_MAIN(TestFitPlan)
#include "tst_fitplan.moc"
