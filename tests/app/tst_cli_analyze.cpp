// `headroom analyze` as a user runs it: the real built binary on the recorded logs.

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Outcome {
    int exitCode = -1;
    QByteArray out, err;
};

Outcome runHeadroom(const QStringList& args)
{
    QProcess p;
    p.start(QStringLiteral(HEADROOM_APP_BIN), QStringList { QStringLiteral("analyze") } + args);
    if (!p.waitForFinished(60000))
        p.kill();
    return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
        p.readAllStandardError() };
}

QString log(const char* name)
{
    return QStringLiteral(HEADROOM_LOGS_DIR "/") + QLatin1String(name);
}

int countLines(const QString& path, const QByteArray& prefix)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    int n = 0;
    for (const QByteArray& line : f.readAll().split('\n'))
        n += line.startsWith(prefix) ? 1 : 0;
    return n;
}

} // namespace

class TstCliAnalyze : public QObject {
    Q_OBJECT

private slots:
    void exitCodes_data();
    void exitCodes();
    void jsonOnSeedsLoop();
    void errorsNameFileAndLine();
    void unknownCountIsNotMinusOne_data();
    void unknownCountIsNotMinusOne();
};

void TstCliAnalyze::exitCodes_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("stdoutHas");
    QTest::addRow("help") << QStringList { QStringLiteral("--help") } << 0 << QStringLiteral("--json");
    QTest::addRow("no-file") << QStringList {} << 2 << QString();
    QTest::addRow("unknown-option") << QStringList { QStringLiteral("--bogus") } << 2 << QString();
    QTest::addRow("bad-warmup") << QStringList { QStringLiteral("--warmup"), QStringLiteral("x"), log("timing.csv") }
                                << 2 << QString();
    QTest::addRow("memlog") << QStringList { log("mem-sleep0.5.log") } << 0 << QStringLiteral("peak VmRSS");
    QTest::addRow("all-fixtures") << QStringList { log("mem-sleep0.5.log"), log("mem-sleep0.05-ns.log"),
        log("status-after-load.txt"), log("ps-after-load.txt"), log("timing-list-seconds.txt"),
        log("timing-list-ms.txt"), log("timing.csv"), log("timing-script-summary.txt") }
                                  << 0 << QStringLiteral("not raw data");
    QTest::addRow("missing-file") << QStringList { QStringLiteral("/nonexistent/mem.log") } << 1 << QString();
    QTest::addRow("good-and-missing") << QStringList { log("timing.csv"), QStringLiteral("/nonexistent/x") } << 1
                                      << QStringLiteral("median");
}

void TstCliAnalyze::exitCodes()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, stdoutHas);
    const Outcome o = runHeadroom(args);
    QVERIFY2(o.exitCode == exitCode, o.err.constData());
    if (!stdoutHas.isEmpty())
        QVERIFY2(QString::fromUtf8(o.out).contains(stdoutHas), o.out.constData());
    if (exitCode != 0)
        QVERIFY(!o.err.isEmpty());
}

void TstCliAnalyze::jsonOnSeedsLoop()
{
    const QString file = log("mem-sleep0.5.log");
    const Outcome o = runHeadroom({ file, log("timing-script-summary.txt"), QStringLiteral("--json") });
    QCOMPARE(o.exitCode, 0);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(o.out, &error);
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    const QJsonArray files = doc.object().value(QStringLiteral("files")).toArray();
    QCOMPARE(files.size(), 2);
    const QJsonObject mem = files.at(0).toObject();
    QCOMPARE(mem.value(QStringLiteral("format")).toString(), QStringLiteral("memlog"));
    const QJsonObject series = mem.value(QStringLiteral("memory")).toArray().at(0).toObject();
    QCOMPARE(series.value(QStringLiteral("samples")).toInt(), countLines(file, "VmRSS:"));
    QCOMPARE(series.value(QStringLiteral("peak_rss_exactness")).toString(), QStringLiteral("sampled"));
    QCOMPARE(series.value(QStringLiteral("hwm_scope")).toString(), QStringLiteral("process"));
    // The measurement method's loop sleeps 0.5 s: whole-second stamps, median gap 0.5 s.
    QCOMPARE(series.value(QStringLiteral("interval_s")).toObject().value(QStringLiteral("median")).toDouble(), 0.5);
    const QJsonObject summary = files.at(1).toObject();
    QCOMPARE(summary.value(QStringLiteral("timing")).toArray().size(), 0);
    const QJsonObject reported = summary.value(QStringLiteral("reported_summaries")).toArray().at(0).toObject();
    QCOMPARE(reported.value(QStringLiteral("n")).toInt(), 19);
    QCOMPARE(reported.value(QStringLiteral("raw_data")).toBool(), false);
}

void TstCliAnalyze::errorsNameFileAndLine()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString bad = dir.filePath(QStringLiteral("mem.log"));
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("1700000005\nVmHWM:\t 10 kB\nVmRSS:\t 9 kB\n1700000001\nVmHWM:\t 10 kB\nVmRSS:\t 9 kB\n");
    f.close();
    const Outcome o = runHeadroom({ bad });
    QCOMPARE(o.exitCode, 1);
    QVERIFY2(o.err.contains(QByteArray(bad.toUtf8() + ":4: error:")), o.err.constData());
    QVERIFY(o.out.isEmpty()); // nothing half-imported is printed as if it were figures
}

// llama-bench's csv and sql hold averages without the number of samples: the count is unknown,
// said so in the text and null in the JSON, never "n = -1" (issue 21, item 7).
void TstCliAnalyze::unknownCountIsNotMinusOne_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("csv") << log("llama-bench.csv");
    QTest::newRow("sql") << log("llama-bench.sql");
}

void TstCliAnalyze::unknownCountIsNotMinusOne()
{
    QFETCH(QString, file);
    const Outcome text = runHeadroom({ file });
    QVERIFY2(text.exitCode == 0, text.err.constData());
    QVERIFY2(!text.out.contains("-1"), text.out.constData());
    QVERIFY2(text.out.contains("n not given in the file"), text.out.constData());
    const Outcome json = runHeadroom({ file, QStringLiteral("--json") });
    QCOMPARE(json.exitCode, 0);
    const QJsonArray reported = QJsonDocument::fromJson(json.out)
                                    .object()
                                    .value(u"files")
                                    .toArray()
                                    .at(0)
                                    .toObject()
                                    .value(u"reported_summaries")
                                    .toArray();
    QVERIFY(!reported.isEmpty());
    for (const QJsonValue& r : reported)
        QVERIFY(r.toObject().value(u"n").isNull());
}

QTEST_GUILESS_MAIN(TstCliAnalyze)
#include "tst_cli_analyze.moc"
