// `headroom import` of a folder of mixed logs from other tools (issue 10), through the real binary:
// every file becomes a run, and every figure in the runs carries its unit and names its source.

#include "analysis/store/store.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Analysis;

namespace {

struct CliResult {
    int exitCode = -1;
    QByteArray out, err;
};

// Settings go to a fresh XDG_CONFIG_HOME: a saved column mapping never leaks into the user's.
CliResult runHeadroom(const QStringList& args, const QString& configHome)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), configHome);
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(HEADROOM_APP_BIN), args);
    if (!p.waitForFinished(120000))
        p.kill();
    return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
        p.readAllStandardError() };
}

bool copyLog(const char* name, const QString& dir, const QString& as = {})
{
    return QFile::copy(QStringLiteral(HEADROOM_LOGS_DIR "/") + QLatin1String(name),
        dir + u'/' + (as.isEmpty() ? QLatin1String(name) : as));
}

// "12.5 tokens/s", "3 requests", "unlimited", "CUDA": a number must be followed by a unit.
bool hasUnitOrIsText(const QString& value)
{
    static const QRegularExpression bareNumber(QStringLiteral("^-?[0-9.e+]+$"));
    return !value.isEmpty() && !bareNumber.match(value).hasMatch();
}

} // namespace

class TstCliImport : public QObject {
    Q_OBJECT

private slots:
    void mixedFolder();
    void mappingSavedForTheNextFile();
    void mapNamingAMissingColumnListsTheColumns();
    void mappedCsvVerifiesAsReproduced();
    void badFileLeavesNothing();
    void lengthsCombinedIntoOneRun();
    void timingLogsGivenTheirInputs();
};

void TstCliImport::mixedFolder()
{
    QTemporaryDir tmp, config;
    QVERIFY(tmp.isValid() && config.isValid());
    const QString logs = tmp.filePath(QStringLiteral("logs"));
    QVERIFY(QDir().mkpath(logs));
    const QList<const char*> names = { "hyperfine.json", "hyperfine.csv", "hyperfine-export.markdown",
        "llama-bench.json", "llama-bench.jsonl", "llama-bench.csv", "llama-bench.sql", "llama-server-completion.sse",
        "llama-server-metrics.txt", "gnutime-v.txt", "gnutime-default.txt", "gnutime-f-e-M-x.txt", "psrecord.log",
        "tegrastats-jp4.log", "tegrastats-jp5.log", "vllm-bench-serve.json" };
    for (const char* n : names)
        QVERIFY2(copyLog(n, logs), n);
    // The folder walk passes over *.md (READMEs): llama-bench's Markdown goes in under another name.
    QVERIFY(copyLog("llama-bench.md", logs, QStringLiteral("llama-bench-table.txt")));
    const QString project = tmp.filePath(QStringLiteral("p.headroom"));
    const CliResult o = runHeadroom({ QStringLiteral("import"), logs, QStringLiteral("--into"), project,
                                        QStringLiteral("--time-format"), QStringLiteral("%e %M %x") },
        config.path());
    QVERIFY2(o.exitCode == 0, o.err.constData());
    QCOMPARE(o.out.count(", run "), qsizetype(names.size() + 1));

    Store store;
    QVERIFY(!hasErrors(store.open(project, Store::OpenMode::ReadOnly)));
    const QList<RunRow> rows = store.listRuns();
    QCOMPARE(rows.size(), qsizetype(names.size() + 1));
    QSet<QString> formats;
    for (const RunRow& row : rows) {
        const std::optional<Run> run = store.loadRun(row.id);
        QVERIFY(run);
        // Its source: exactly one file, with its format and hash.
        QCOMPARE(run->sources.size(), 1);
        const SourceFile& src = run->sources.first();
        QVERIFY(!src.format.isEmpty());
        QCOMPARE(src.sha256.size(), 64);
        formats.insert(src.format);
        QVERIFY2(!run->repetitions.isEmpty() || !run->reportedSummaries.isEmpty() || !run->memory.isEmpty()
                || !run->environment.values.isEmpty(),
            qPrintable(src.path));
        // Figures without a Run field: a unit after every number, the tool in the key.
        for (auto it = run->environment.values.constBegin(); it != run->environment.values.constEnd(); ++it) {
            QVERIFY2(hasUnitOrIsText(it.value()), qPrintable(QStringLiteral("%1 = %2").arg(it.key(), it.value())));
            QVERIFY2(it.key().contains(u'.'), qPrintable(it.key()));
        }
        // Reported summaries (ms by the model's contract) name the file they came from.
        for (const ReportedSummary& s : run->reportedSummaries) {
            QVERIFY2(s.source.startsWith(src.path), qPrintable(s.source));
            QVERIFY(!s.figures.isEmpty());
        }
    }
    QCOMPARE(formats.size(), 16); // every importer of issue 10 but generic-csv (tegrastats twice)
    QVERIFY(formats.contains(QStringLiteral("gnu-time-f")));
    QVERIFY(formats.contains(QStringLiteral("llama-bench-md")));
}

void TstCliImport::mappingSavedForTheNextFile()
{
    QTemporaryDir tmp, config;
    QVERIFY(tmp.isValid() && config.isValid());
    const QByteArray header = "t_ms,rss_mib,request_s\n";
    for (const char* n : { "a.csv", "b.csv" }) {
        QFile f(tmp.filePath(QLatin1String(n)));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(header + (n[0] == 'a' ? "0,10,0.5\n100,12,0.75\n" : "0,20,1.5\n100,24,1.25\n"));
    }
    const QString project = tmp.filePath(QStringLiteral("p.headroom"));
    const QString map = QStringLiteral("time=t_ms:ms,rss=rss_mib:MiB,latency=request_s:s");
    // A wrong unit on the command line is refused before anything is read.
    QCOMPARE(runHeadroom({ QStringLiteral("import"), tmp.filePath(QStringLiteral("a.csv")), QStringLiteral("--into"),
                             project, QStringLiteral("--map"), QStringLiteral("rss=rss_mib:pages") },
                 config.path())
                 .exitCode,
        2);
    CliResult o = runHeadroom({ QStringLiteral("import"), tmp.filePath(QStringLiteral("a.csv")),
                                  QStringLiteral("--into"), project, QStringLiteral("--map"), map },
        config.path());
    QVERIFY2(o.exitCode == 0, o.err.constData());
    QVERIFY(o.out.contains("generic-csv"));
    // The next file of the same shape, with no --map: read with the saved mapping.
    o = runHeadroom(
        { QStringLiteral("analyze"), QStringLiteral("--json"), tmp.filePath(QStringLiteral("b.csv")) }, config.path());
    QVERIFY2(o.exitCode == 0, o.err.constData());
    QVERIFY2(o.out.contains("\"format\": \"generic-csv\""), o.out.constData());
    QVERIFY(o.out.contains("\"peak_rss_kb\": 24576")); // 24 MiB in KiB
    // Without the saved mapping (a fresh settings folder) the same file is not read by guess.
    QTemporaryDir fresh;
    o = runHeadroom(
        { QStringLiteral("analyze"), QStringLiteral("--json"), tmp.filePath(QStringLiteral("b.csv")) }, fresh.path());
    QVERIFY(!o.out.contains("\"format\": \"generic-csv\""));
}

// Issue 19, item 10: a --map naming a column the CSV lacks is the user's mistake: said with the
// file, the header line and the columns found, never read as another format.
void TstCliImport::mapNamingAMissingColumnListsTheColumns()
{
    QTemporaryDir tmp, config;
    QVERIFY(tmp.isValid() && config.isValid());
    const QString csv = tmp.filePath(QStringLiteral("c.csv"));
    QFile f(csv);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("t_ms,rss_mib\n0,10\n100,12\n");
    f.close();
    const CliResult o = runHeadroom(
        { QStringLiteral("import"), csv, QStringLiteral("--into"), tmp.filePath(QStringLiteral("p.headroom")),
            QStringLiteral("--map"), QStringLiteral("time=t_ms:ms,rss=rss_kb:KiB") },
        config.path());
    QCOMPARE(o.exitCode, 1);
    QVERIFY2(
        o.err.contains("c.csv:1:") && o.err.contains("rss_kb") && o.err.contains("t_ms, rss_mib"), o.err.constData());
}

// The mapping is kept with the run: `headroom verify` reads the CSV the same way, with no settings.
void TstCliImport::mappedCsvVerifiesAsReproduced()
{
    QTemporaryDir tmp, config, otherConfig;
    QVERIFY(tmp.isValid() && config.isValid() && otherConfig.isValid());
    const QString csv = tmp.filePath(QStringLiteral("m.csv"));
    QFile f(csv);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("t_ms;rss_mib;request_s\n0;10;0.5\n100;12;0.75\n200;11;0.625\n");
    f.close();
    const QString project = tmp.filePath(QStringLiteral("p.headroom"));
    CliResult o = runHeadroom({ QStringLiteral("import"), csv, QStringLiteral("--into"), project,
                                  QStringLiteral("--warmup"), QStringLiteral("0"), QStringLiteral("--map"),
                                  QStringLiteral("time=t_ms:ms,rss=rss_mib:MiB,latency=request_s:s") },
        config.path());
    QVERIFY2(o.exitCode == 0, o.err.constData());
    o = runHeadroom({ QStringLiteral("verify"), project }, otherConfig.path());
    QVERIFY2(o.exitCode == 0 && !o.out.contains("differs"), QByteArray(o.out + o.err).constData());
}

void TstCliImport::badFileLeavesNothing()
{
    QTemporaryDir tmp, config;
    QVERIFY(tmp.isValid() && config.isValid());
    QFile in(QStringLiteral(HEADROOM_LOGS_DIR "/hyperfine.json"));
    QVERIFY(in.open(QIODevice::ReadOnly));
    const QByteArray half = in.readAll().left(700);
    QFile out(tmp.filePath(QStringLiteral("cut.json")));
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(half);
    out.close();
    const QString project = tmp.filePath(QStringLiteral("p.headroom"));
    const CliResult o
        = runHeadroom({ QStringLiteral("import"), out.fileName(), QStringLiteral("--into"), project }, config.path());
    QCOMPARE(o.exitCode, 1);
    // file:line in the message
    QVERIFY2(QRegularExpression(QStringLiteral("cut\\.json:\\d+")).match(QString::fromUtf8(o.err)).hasMatch(),
        o.err.constData());
    Store store;
    QVERIFY(!hasErrors(store.open(project, Store::OpenMode::ReadOnly)));
    QVERIFY(store.listRuns().isEmpty());
}

// The measurement method's hand-made set: a mem.log per input length and a timing CSV, as one run (issue 8).
void TstCliImport::lengthsCombinedIntoOneRun()
{
    QTemporaryDir tmp, config;
    QVERIFY(tmp.isValid() && config.isValid());
    const QString project = tmp.filePath(QStringLiteral("p.headroom"));
    const QString dir = QStringLiteral(HEADROOM_LOGS_DIR "/lengths/");
    const CliResult o
        = runHeadroom({ QStringLiteral("import"), QStringLiteral("--into"), project, QStringLiteral("--run"),
                          QStringLiteral("by hand"), QStringLiteral("--length"),
                          QStringLiteral("128=") + dir + QStringLiteral("mem-len128.log"), QStringLiteral("--length"),
                          QStringLiteral("512=") + dir + QStringLiteral("mem-len512.log"), QStringLiteral("--length"),
                          QStringLiteral("2048=") + dir + QStringLiteral("mem-len2048.log"),
                          dir + QStringLiteral("timing-lengths.csv") },
            config.path());
    QVERIFY2(o.exitCode == 0, o.err.constData());
    Store store;
    QVERIFY(!hasErrors(store.open(project, Store::OpenMode::ReadOnly)));
    QCOMPARE(store.listRuns().size(), 1);
    const auto run = store.loadRun(store.listRuns().first().id);
    QVERIFY(run);
    QCOMPARE(run->name, QStringLiteral("by hand"));
    QCOMPARE(run->inputs.size(), 3);
    QCOMPARE(run->inputs.at(2).tokens, qint64(2048));
    QCOMPARE(run->repetitions.size(), 18);
    QCOMPARE(store.rawFiles(run->id).size(), 5);
    // A wrong --length is refused before anything is read.
    const CliResult bad = runHeadroom(
        { QStringLiteral("import"), QStringLiteral("--into"), project, QStringLiteral("--run"), QStringLiteral("x"),
            QStringLiteral("--length"), QStringLiteral("0=") + dir + QStringLiteral("mem-len128.log") },
        config.path());
    QCOMPARE(bad.exitCode, 2);
    QVERIFY(bad.err.contains("N=FILE"));
}

// hyperfine and GNU time name the command they timed, not an input: the same N as a memory log puts
// a timing log on that input (issue 23). The report, verify and a wrong assignment, all through the binary.
void TstCliImport::timingLogsGivenTheirInputs()
{
    QTemporaryDir tmp, config;
    QVERIFY(tmp.isValid() && config.isValid());
    const QString project = tmp.filePath(QStringLiteral("p.headroom"));
    const QString dir = QStringLiteral(HEADROOM_LOGS_DIR "/lengths/");
    auto length = [&dir](const char* n, const char* file) {
        return QStringList { QStringLiteral("--length"), QLatin1String(n) + u'=' + dir + QLatin1String(file) };
    };
    const QStringList base { QStringLiteral("import"), QStringLiteral("--into"), project, QStringLiteral("--run") };
    CliResult o = runHeadroom(base + QStringList { QStringLiteral("tools") } + length("128", "mem-len128.log")
            + length("512", "mem-len512.log") + length("512", "hyperfine-len512.json")
            + length("2048", "mem-len2048.log") + length("2048", "gnutime-len2048.txt"),
        config.path());
    QVERIFY2(o.exitCode == 0, o.err.constData());
    Store store;
    QVERIFY(!hasErrors(store.open(project, Store::OpenMode::ReadOnly)));
    QCOMPARE(store.listRuns().size(), 1);
    const auto run = store.loadRun(store.listRuns().first().id);
    QVERIFY(run);
    QCOMPARE(run->inputs.size(), 3);
    QCOMPARE(run->repetitionsFor(QStringLiteral("len512")).size(), 6);
    QCOMPARE(run->repetitionsFor(QStringLiteral("len2048")).size(), 3);
    QCOMPARE(store.rawFiles(run->id).size(), 6);

    // The report's figures carry the lengths (the window reads the same figures).
    const QString json = tmp.filePath(QStringLiteral("r.json"));
    o = runHeadroom({ QStringLiteral("report"), project, QStringLiteral("--json"), json }, config.path());
    QVERIFY2(o.exitCode == 0, o.err.constData());
    QFile f(json);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonObject report = QJsonDocument::fromJson(f.readAll()).object();
    const QJsonArray inputs = report.value(u"figures").toObject().value(u"inputs").toArray();
    QCOMPARE(inputs.size(), 3);
    QCOMPARE(inputs.at(1).toObject().value(u"input").toString(), QStringLiteral("len512"));
    QCOMPARE(inputs.at(1).toObject().value(u"length").toDouble(), 512.0);
    QCOMPARE(inputs.at(1).toObject().value(u"stable_n").toInt(), 6);
    QCOMPARE(inputs.at(2).toObject().value(u"length").toDouble(), 2048.0);
    o = runHeadroom({ QStringLiteral("verify"), project }, config.path());
    QVERIFY2(o.exitCode == 0 && !o.out.contains("differs"), QByteArray(o.out + o.err).constData());

    // A log of four commands cannot be one input; a timing list named by nothing is told how to say which.
    const QString other = tmp.filePath(QStringLiteral("q.headroom"));
    const QStringList otherBase { QStringLiteral("import"), QStringLiteral("--into"), other, QStringLiteral("--run"),
        QStringLiteral("x") };
    o = runHeadroom(otherBase + length("128", "mem-len128.log")
            + QStringList { QStringLiteral("--length"), QStringLiteral("128=" HEADROOM_LOGS_DIR "/hyperfine.json") },
        config.path());
    QCOMPARE(o.exitCode, 1);
    QVERIFY2(o.err.contains("hyperfine.json names 4 input"), o.err.constData()); // "input(s)" until en.ts has it
    o = runHeadroom(
        otherBase + length("128", "mem-len128.log") + QStringList { QStringLiteral(HEADROOM_LOGS_DIR "/timing-list-ms.txt") },
        config.path());
    QCOMPARE(o.exitCode, 1);
    QVERIFY2(o.err.contains("timing-list-ms.txt holds timings of no named input"), o.err.constData());
    QVERIFY2(o.err.contains("--length N=" HEADROOM_LOGS_DIR "/timing-list-ms.txt"), o.err.constData());
    Store otherStore;
    QVERIFY(!hasErrors(otherStore.open(other, Store::OpenMode::ReadOnly)));
    QVERIFY(otherStore.listRuns().isEmpty());
}

QTEST_GUILESS_MAIN(TstCliImport)
#include "tst_cli_import.moc"
