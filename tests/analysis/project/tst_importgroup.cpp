// Several hand-made logs combined into one run (importgroup.h): three mem.log files of different
// input lengths and one timing CSV, recorded around a real workload (tests/data/logs/lengths).

#include "analysis/core/inputfile.h"
#include "analysis/project/importgroup.h"
#include "analysis/store/store.h"
#include "analysis/verdict/verdict.h"
#include "analysis/project/verify.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Analysis;

namespace {
QString lengthsFile(const char* name)
{
    return QStringLiteral(HEADROOM_TEST_DATA "/logs/lengths/") + QLatin1String(name);
}

QString messagesOf(const Diagnostics& d)
{
    QStringList out;
    for (const auto& x : d)
        out << x.toString();
    return out.join(u'\n');
}

ImportGroup threeLengths()
{
    ImportGroup g;
    g.runName = QStringLiteral("kvgrow by hand");
    g.members = { { lengthsFile("mem-len128.log"), QStringLiteral("len128"), {} },
        { lengthsFile("mem-len512.log"), QStringLiteral("len512"), {} },
        { lengthsFile("mem-len2048.log"), QStringLiteral("len2048"), {} },
        { lengthsFile("timing-lengths.csv"), QString(), {} } };
    g.lengths
        = { { QStringLiteral("len128"), 128 }, { QStringLiteral("len512"), 512 }, { QStringLiteral("len2048"), 2048 } };
    return g;
}
} // namespace

class TstImportGroup final : public QObject {
    Q_OBJECT
private slots:
    void guessFromName_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("id");
        QTest::addColumn<qint64>("length");
        QTest::addRow("len512") << QStringLiteral("mem-len512.log") << QStringLiteral("len512") << qint64(512);
        QTest::addRow("ctx_2048") << QStringLiteral("run_ctx_2048.txt") << QStringLiteral("len2048") << qint64(2048);
        QTest::addRow("128tok") << QStringLiteral("mem-128tok.log") << QStringLiteral("len128") << qint64(128);
        QTest::addRow("long") << QStringLiteral("mem_long.log") << QStringLiteral("long") << qint64(-1);
        QTest::addRow("in-a-folder") << QStringLiteral("/x/len64/mem.log") << QString() << qint64(-1);
        QTest::addRow("version-number") << QStringLiteral("mem-v2.log") << QString() << qint64(-1);
        QTest::addRow("longer-word") << QStringLiteral("belongings.log") << QString() << qint64(-1);
    }
    void guessFromName()
    {
        QFETCH(QString, name);
        QFETCH(QString, id);
        QFETCH(qint64, length);
        const InputGuess g = guessInputFromName(name);
        QCOMPARE(g.id, id);
        QCOMPARE(g.length, length);
    }

    void previewTellsFormatAndInput()
    {
        const MemberPreview mem = previewMember(lengthsFile("mem-len512.log"), {});
        QCOMPARE(mem.format, QStringLiteral("memlog"));
        QVERIFY(mem.memory && !mem.timing);
        QCOMPARE(mem.inputId, QStringLiteral("len512"));
        QCOMPARE(mem.length, qint64(512));
        const MemberPreview timing = previewMember(lengthsFile("timing-lengths.csv"), {});
        QCOMPARE(timing.format, QStringLiteral("timing-csv"));
        QVERIFY(timing.timing && !timing.memory);
        QCOMPARE(timing.namedInputs,
            QStringList({ QStringLiteral("len128"), QStringLiteral("len512"), QStringLiteral("len2048") }));
        QVERIFY(timing.inputId.isEmpty()); // the CSV names its inputs itself
    }

    // The method's 0.5 s loop caught the long input once, before its model had loaded: that "peak" is
    // not a peak. The verdict names the input with the reason, leaves it out of the memory trend and
    // cannot say which limit comes first (it said "Memory reaches its ceiling first ... latency
    // changes by ?%" on such a run).
    void onePreLoadSampleIsNamedAndDecidesNothing()
    {
        QTemporaryDir dir;
        QFile full(lengthsFile("mem-len2048.log"));
        QVERIFY(full.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = full.readAll().split('\n');
        QFile cut(dir.filePath(QStringLiteral("mem-len2048.log")));
        QVERIFY(cut.open(QIODevice::WriteOnly));
        cut.write(lines.mid(0, 3).join('\n') + '\n'); // the stamp, VmHWM and VmRSS of the first sample
        cut.close();
        ImportGroup g = threeLengths();
        g.members[2].path = cut.fileName();
        Store store;
        QVERIFY(!hasErrors(store.open(dir.filePath(QStringLiteral("p.headroom")), Store::OpenMode::ReadWrite)));
        const FileImportOutcome out = importGroup(store, g);
        QVERIFY2(out.ok(), qPrintable(messagesOf(out.diagnostics)));
        const auto run = store.loadRun(out.runIds.first());
        QVERIFY(run);
        const FigureTable table = perInputFigures(*run, verdictOptionsFromRun(*run));
        QCOMPARE(table.inputs.size(), 3);
        QVERIFY(!table.inputs.at(0).peakInDoubt());
        QVERIFY(!table.inputs.at(1).peakInDoubt());
        QCOMPARE(table.inputs.at(2).peakDoubt, QStringLiteral("it rests on one sample"));
        const Verdict v = decide(table);
        QCOMPARE(v.first, FirstLimit::Undetermined);
        QCOMPARE(v.rule, VerdictRule::MissingFigures);
        QCOMPARE(v.peakTrend.distinctLengths(), 2); // len2048 left out
        QVERIFY2(!v.reason.contains(QLatin1String("?")), qPrintable(v.reason));
        QVERIFY2(v.reason.contains(QLatin1String("the peaks of len2048 were probably missed")), qPrintable(v.reason));
        QVERIFY2(v.reason.contains(QLatin1String("a memory ceiling or a latency budget")), qPrintable(v.reason));
        QVERIFY(std::any_of(v.unknowns.begin(), v.unknowns.end(), [](const QString& u) {
            return u.startsWith(QLatin1String("The peak of input len2048 was probably missed: it rests on one sample"));
        }));
    }

    // The Done-when path: one run, three lengths, a trend and a verdict; verify rebuilds it.
    void threeMemLogsAndTimingBecomeOneRun()
    {
        QTemporaryDir dir;
        Store store;
        QVERIFY(!hasErrors(store.open(dir.filePath(QStringLiteral("p.headroom")), Store::OpenMode::ReadWrite)));
        const FileImportOutcome out = importGroup(store, threeLengths());
        QVERIFY2(out.ok(), qPrintable(messagesOf(out.diagnostics)));
        QCOMPARE(out.runIds.size(), 1);
        QCOMPARE(store.listRuns().size(), 1);
        const auto run = store.loadRun(out.runIds.first());
        QVERIFY(run);
        QCOMPARE(run->name, QStringLiteral("kvgrow by hand"));
        QCOMPARE(run->inputs.size(), 3);
        QCOMPARE(run->memory.size(), 3);
        QCOMPARE(run->repetitions.size(), 18);
        QVERIFY(run->provenance.contains(QLatin1String("mem-len2048.log")));
        // Every file is kept, with the manifest that says how they combine.
        const QList<RawFile> raws = store.rawFiles(out.runIds.first());
        QCOMPARE(raws.size(), 5);
        QCOMPARE(raws.last().format, QLatin1String(kImportGroupFormat));

        const FigureTable table = perInputFigures(*run, verdictOptionsFromRun(*run));
        QCOMPARE(table.lengthUnit, LengthUnit::Tokens);
        QCOMPARE(table.inputs.size(), 3);
        QCOMPARE(table.inputs.at(0).length, 128.0);
        QCOMPARE(table.inputs.at(2).length, 2048.0);
        // The workload holds 64 KiB per token: the longest input peaks highest, by tens of MiB.
        QVERIFY(*table.inputs.at(2).peakKb > *table.inputs.at(0).peakKb + 64 * 1024);
        QCOMPARE(table.inputs.at(1).n, 5); // 6 repetitions, 1 warm-up dropped
        const Verdict verdict = decide(table);
        QCOMPARE(verdict.peakTrend.distinctLengths(), 3);
        QCOMPARE(verdict.medianTrend.distinctLengths(), 3);
        QVERIFY(verdict.peakTrend.fit.slope > 0);

        const RunVerification v = verifyRun(store, out.runIds.first());
        QVERIFY2(v.status == RunVerification::Status::Reproduced, qPrintable(messagesOf(v.diagnostics)));
        QVERIFY(v.figuresCompared > 0);
        // The same files again are the same run.
        const FileImportOutcome again = importGroup(store, threeLengths());
        QVERIFY(again.duplicate);
        QCOMPARE(store.listRuns().size(), 1);
    }

    void lengthInCharacters()
    {
        ImportGroup g = threeLengths();
        g.unit = LengthUnit::Chars;
        QTemporaryDir dir;
        Store store;
        QVERIFY(!hasErrors(store.open(dir.filePath(QStringLiteral("p.headroom")), Store::OpenMode::ReadWrite)));
        const FileImportOutcome out = importGroup(store, g);
        QVERIFY2(out.ok(), qPrintable(messagesOf(out.diagnostics)));
        const auto run = store.loadRun(out.runIds.first());
        QCOMPARE(perInputFigures(*run, {}).lengthUnit, LengthUnit::Chars);
    }

    // A hyperfine or GNU time log names the command it timed, not an input: one that names one
    // command is given its input like a mem.log, from its file name when that tells.
    void previewOfATimingLogOfOneInput()
    {
        const MemberPreview one = previewMember(lengthsFile("hyperfine-len512.json"), {});
        QCOMPARE(one.format, QStringLiteral("hyperfine-json"));
        QVERIFY(one.timing);
        QCOMPARE(one.namedInputs, QStringList { QStringLiteral("python3 scripts/kvgrow.py 512") });
        QCOMPARE(one.inputId, QStringLiteral("len512"));
        QCOMPARE(one.length, qint64(512));
        const MemberPreview several = previewMember(QStringLiteral(HEADROOM_TEST_DATA "/logs/hyperfine.json"), {});
        QCOMPARE(several.namedInputs.size(), 4);
        QVERIFY(several.inputId.isEmpty());
    }

    // Three mem.logs, hyperfine timing the 512-token input and GNU time the 2048-token one, each
    // assigned its input: every repetition lands on that input, the typed lengths reach the figures
    // (what the window's Run page and Trends read) and verify rebuilds the same run from the manifest.
    void timingLogsAssignedToTheirInputs()
    {
        ImportGroup g = threeLengths();
        g.members.removeLast(); // the timing CSV
        g.members << GroupMember { lengthsFile("hyperfine-len512.json"), QStringLiteral("len512"), {} }
                  << GroupMember { lengthsFile("gnutime-len2048.txt"), QStringLiteral("len2048"), {} };
        QTemporaryDir dir;
        Store store;
        QVERIFY(!hasErrors(store.open(dir.filePath(QStringLiteral("p.headroom")), Store::OpenMode::ReadWrite)));
        const FileImportOutcome out = importGroup(store, g);
        QVERIFY2(out.ok(), qPrintable(messagesOf(out.diagnostics)));
        const auto run = store.loadRun(out.runIds.first());
        QVERIFY(run);
        QCOMPARE(run->inputs.size(), 3);
        QCOMPARE(run->inputs.at(1).id, QStringLiteral("len512"));
        QCOMPARE(run->inputs.at(1).tokens, qint64(512));
        QCOMPARE(run->repetitions.size(), 9);
        QCOMPARE(run->repetitionsFor(QStringLiteral("len512")).size(), 6);
        QCOMPARE(run->repetitionsFor(QStringLiteral("len2048")).size(), 3);
        QVERIFY(run->repetitionsFor(QStringLiteral("python3 scripts/kvgrow.py 512")).isEmpty());

        const FigureTable table = perInputFigures(*run, verdictOptionsFromRun(*run));
        QCOMPARE(table.lengthUnit, LengthUnit::Tokens);
        QCOMPARE(table.inputs.size(), 3);
        QCOMPARE(table.inputs.at(0).length, 128.0);
        QCOMPARE(table.inputs.at(1).length, 512.0);
        QCOMPARE(table.inputs.at(2).length, 2048.0);
        QCOMPARE(table.inputs.at(1).n, 6); // hyperfine's file holds measured runs only: none dropped
        QCOMPARE(table.inputs.at(2).n, 3); // GNU time: one cold start each
        QCOMPARE(table.inputs.at(0).n, 0);
        // GNU time's ru_maxrss of the 2048-token runs: 48 MiB of weights and 128 MiB of KV cache.
        QVERIFY(*table.inputs.at(2).peakKb > 170 * 1024);
        QCOMPARE(decide(table).peakTrend.distinctLengths(), 3);

        const RunVerification v = verifyRun(store, out.runIds.first());
        QVERIFY2(v.status == RunVerification::Status::Reproduced, qPrintable(messagesOf(v.diagnostics)));
    }

    // Every timing source whose figures name one input or none can be put on an input: hyperfine,
    // GNU time, a timing list, a timing CSV without an input column (the fixture's len512 rows with
    // the column cut off, in memory).
    void everyTimingSourceTakesAnInput_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<QString>("input");
        QTest::addRow("hyperfine-json") << lengthsFile("hyperfine-len512.json") << QByteArray()
                                        << QStringLiteral("len512");
        QTest::addRow("gnu-time-v") << lengthsFile("gnutime-len2048.txt") << QByteArray() << QStringLiteral("len2048");
        QTest::addRow("timing-list") << QStringLiteral(HEADROOM_TEST_DATA "/logs/timing-list-ms.txt") << QByteArray()
                                     << QStringLiteral("len128");
        QFile csv(lengthsFile("timing-lengths.csv"));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        QByteArray noInputColumn = "rep,tokens,wall_ms\n";
        for (const QByteArray& line : csv.readAll().split('\n'))
            if (line.startsWith("len512,"))
                noInputColumn += line.mid(line.indexOf(',') + 1) + '\n';
        QTest::addRow("timing-csv-without-input")
            << QStringLiteral("timings512.csv") << noInputColumn << QStringLiteral("len512");
    }
    void everyTimingSourceTakesAnInput()
    {
        QFETCH(QString, path);
        QFETCH(QByteArray, data);
        QFETCH(QString, input);
        ImportGroup g = threeLengths();
        g.members.last() = GroupMember { path, input, data };
        for (GroupMember& m : g.members) {
            QString why;
            if (m.data.isEmpty())
                m.data = readInputFile(m.path, Store::kMaxRawFileBytes, &why).value_or(QByteArray());
            QVERIFY2(!m.data.isEmpty(), qPrintable(why));
        }
        const ImportResult alone = importBytes(g.members.last().data, path, g.log);
        QVERIFY(alone.ok() && !alone.run->repetitions.isEmpty());
        const GroupResult r = combineGroup(g);
        QVERIFY2(r.ok(), qPrintable(messagesOf(r.diagnostics)));
        QCOMPARE(r.run->inputs.size(), 3);
        QCOMPARE(r.run->repetitions.size(), alone.run->repetitions.size());
        QCOMPARE(r.run->repetitionsFor(input).size(), alone.run->repetitions.size());
        const FigureTable table = perInputFigures(*r.run, verdictOptionsFromRun(*r.run));
        for (const InputFigures& f : table.inputs) {
            QVERIFY(f.length > 0);
            QCOMPARE(f.n > 0, f.inputId == input);
        }
    }

    // A log that names several inputs cannot be put on one: hyperfine.json timed four commands.
    void severalCommandsOnOneInputRefused()
    {
        ImportGroup g = threeLengths();
        g.members.last() = GroupMember { QStringLiteral(HEADROOM_TEST_DATA "/logs/hyperfine.json"),
            QStringLiteral("len512"), {} };
        QTemporaryDir dir;
        Store store;
        QVERIFY(!hasErrors(store.open(dir.filePath(QStringLiteral("p.headroom")), Store::OpenMode::ReadWrite)));
        const FileImportOutcome out = importGroup(store, g);
        QVERIFY(!out.ok());
        const QString messages = messagesOf(out.diagnostics);
        // "4 input(s)" until the English numerus forms are filled in; "4 inputs" with them.
        QVERIFY2(messages.contains(QLatin1String("hyperfine.json: error: hyperfine.json names 4 input")),
            qPrintable(messages));
        QVERIFY(store.listRuns().isEmpty());
    }

    // The cause of "unknown" lengths in the window while the Markdown report had them: one input
    // without a length (a timing log left to name its own) made the figures drop every length.
    void anInputWithoutALengthKeepsTheOthers()
    {
        ImportGroup g = threeLengths();
        g.members.last() = GroupMember { lengthsFile("hyperfine-len512.json"), QString(), {} };
        for (GroupMember& m : g.members) {
            QString why;
            m.data = readInputFile(m.path, Store::kMaxRawFileBytes, &why).value_or(QByteArray());
            QVERIFY2(!m.data.isEmpty(), qPrintable(why));
        }
        const GroupResult r = combineGroup(g);
        QVERIFY2(r.ok(), qPrintable(messagesOf(r.diagnostics)));
        QCOMPARE(r.run->inputs.size(), 4); // the command line became an input of its own, with no length
        QVERIFY(messagesOf(r.diagnostics).contains(QLatin1String("has no length")));
        const FigureTable table = perInputFigures(*r.run, verdictOptionsFromRun(*r.run));
        QCOMPARE(table.lengthUnit, LengthUnit::Tokens);
        QCOMPARE(table.inputs.at(1).length, 512.0);
        QCOMPARE(table.inputs.at(3).length, -1.0);
        QCOMPARE(decide(table).peakTrend.distinctLengths(), 3);
    }

    // Nothing is half-imported: a memory log with no input, or two for one input, stores nothing.
    void mistakesStoreNothing_data()
    {
        QTest::addColumn<int>("member");
        QTest::addColumn<QString>("inputId");
        QTest::addColumn<QString>("message");
        QTest::addRow("no-input") << 1 << QString() << QStringLiteral("no named input");
        QTest::addRow("two-for-one-input") << 1 << QStringLiteral("len128") << QStringLiteral("already has");
    }
    void mistakesStoreNothing()
    {
        QFETCH(int, member);
        QFETCH(QString, inputId);
        QFETCH(QString, message);
        ImportGroup g = threeLengths();
        g.members[member].inputId = inputId;
        QTemporaryDir dir;
        Store store;
        QVERIFY(!hasErrors(store.open(dir.filePath(QStringLiteral("p.headroom")), Store::OpenMode::ReadWrite)));
        const FileImportOutcome out = importGroup(store, g);
        QVERIFY(!out.ok());
        QVERIFY2(messagesOf(out.diagnostics).contains(message), qPrintable(messagesOf(out.diagnostics)));
        QVERIFY(messagesOf(out.diagnostics).contains(QLatin1String("mem-len512.log")));
        QVERIFY(store.listRuns().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TstImportGroup)
#include "tst_importgroup.moc"
