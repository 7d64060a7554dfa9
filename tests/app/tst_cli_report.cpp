// `headroom report | compare | verify` as a pipeline runs them: the real binary, real files, and
// the exit codes a CI job acts on.

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

namespace {

struct Result {
    int exitCode = -1;
    QByteArray out, err;
};

Result headroom(const QStringList& args, bool withoutDisplay = false)
{
    QProcess p;
    if (withoutDisplay) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char* name : { "DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM" })
            env.remove(QLatin1String(name));
        p.setProcessEnvironment(env);
    }
    p.start(QStringLiteral(HEADROOM_APP_BIN), args);
    if (!p.waitForFinished(120000))
        p.kill();
    return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
        p.readAllStandardError() };
}

QString data(const char* rel)
{
    return QStringLiteral(HEADROOM_TEST_DATA "/") + QLatin1String(rel);
}

// The measurement method's timing list, every figure scaled: a slower (or faster) build of the same workload.
bool writeScaledTimings(const QString& path, double factor)
{
    QFile in(data("logs/timing-list-ms.txt"));
    QFile out(path);
    if (!in.open(QIODevice::ReadOnly) || !out.open(QIODevice::WriteOnly))
        return false;
    for (const QByteArray& line : in.readAll().split('\n')) {
        if (line.trimmed().isEmpty())
            continue;
        out.write(QByteArray::number(line.split(' ').first().toDouble() * factor, 'f', 3) + " ms\n");
    }
    return true;
}

} // namespace

class TstCliReport : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void help_data();
    void help();
    void reportOutputs_data();
    void reportOutputs();
    void reportPdfWithoutDisplay();
    void reportErrors_data();
    void reportErrors();
    void compareExitCodes_data();
    void compareExitCodes();
    void compareJson();
    void verifyExitCodes();
    void oneStatisticsPath_data();
    void oneStatisticsPath();

private:
    QTemporaryDir m_dir;
    QString m_project;
};

void TstCliReport::initTestCase()
{
    m_project = m_dir.filePath(QStringLiteral("demo.headroom"));
    const Result r
        = headroom({ QStringLiteral("import"), data("probe/calibrate-run"), QStringLiteral("--into"), m_project });
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(writeScaledTimings(m_dir.filePath(QStringLiteral("same.txt")), 1.0));
    QVERIFY(writeScaledTimings(m_dir.filePath(QStringLiteral("slower.txt")), 1.5));
    QVERIFY(writeScaledTimings(m_dir.filePath(QStringLiteral("faster.txt")), 0.7));
}

void TstCliReport::help_data()
{
    QTest::addColumn<QString>("command");
    // Every subcommand the binary lists, so a new one cannot arrive without --help.
    const Result usage = headroom({ QStringLiteral("--help") });
    const QRegularExpression line(QStringLiteral("^  ([a-z]+) "), QRegularExpression::MultilineOption);
    QStringList seen;
    for (auto it = line.globalMatch(QString::fromUtf8(usage.out)); it.hasNext();)
        seen << it.next().captured(1);
    for (const char* required : { "analyze", "import", "report", "compare", "verify" })
        if (!seen.contains(QLatin1String(required)))
            seen << QLatin1String(required); // its row then fails below, naming it
    for (const QString& c : seen)
        QTest::addRow("%s", qPrintable(c)) << c;
}

void TstCliReport::help()
{
    QFETCH(QString, command);
    const Result r = headroom({ command, QStringLiteral("--help") });
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.startsWith("Usage:"), r.out.constData());
    QVERIFY(r.out.contains("--help"));
    QVERIFY(r.err.isEmpty());
}

void TstCliReport::reportOutputs_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("stdoutHas");
    QTest::addRow("md-stdout-en") << QStringList { QStringLiteral("--md"), QStringLiteral("-"),
        QStringLiteral("--lang"), QStringLiteral("en") }
                                  << QByteArray("**Verdict:");
    QTest::addRow("md-stdout-zh") << QStringList { QStringLiteral("--md"), QStringLiteral("-"),
        QStringLiteral("--lang"), QStringLiteral("zh_CN") }
                                  << QByteArray("**结论");
    QTest::addRow("json-stdout") << QStringList { QStringLiteral("--json"), QStringLiteral("-") }
                                 << QByteArray("\"format_version\": 1");
    QTest::addRow("run-by-id") << QStringList { QStringLiteral("--run"), QStringLiteral("1"), QStringLiteral("--md"),
        QStringLiteral("-") } << QByteArray("run 1");
}

void TstCliReport::reportOutputs()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, stdoutHas);
    const Result r = headroom(QStringList { QStringLiteral("report"), m_project } + args);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(r.out.contains(stdoutHas), r.out.left(400).constData());
}

void TstCliReport::reportPdfWithoutDisplay()
{
    const QString pdf = m_dir.filePath(QStringLiteral("out.pdf"));
    const Result r = headroom({ QStringLiteral("report"), m_project, QStringLiteral("--pdf"), pdf }, true);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QFile f(pdf);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(f.read(5) == "%PDF-");
    const QString csv = m_dir.filePath(QStringLiteral("csv"));
    QCOMPARE(headroom({ QStringLiteral("report"), m_project, QStringLiteral("--csv"), csv }).exitCode, 0);
    QCOMPARE(QDir(csv).entryList(QDir::Files).size(), 3);
}

void TstCliReport::reportErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addRow("no-output") << QStringList { QStringLiteral("$P") };
    QTest::addRow("two-outputs") << QStringList { QStringLiteral("$P"), QStringLiteral("--md"), QStringLiteral("-"),
        QStringLiteral("--json"), QStringLiteral("-") };
    QTest::addRow("bad-lang") << QStringList { QStringLiteral("$P"), QStringLiteral("--md"), QStringLiteral("-"),
        QStringLiteral("--lang"), QStringLiteral("fr") };
    QTest::addRow("no-such-run") << QStringList { QStringLiteral("$P"), QStringLiteral("--run"), QStringLiteral("999"),
        QStringLiteral("--md"), QStringLiteral("-") };
    QTest::addRow("no-such-project") << QStringList { QStringLiteral("missing.headroom"), QStringLiteral("--md"),
        QStringLiteral("-") };
    QTest::addRow("not-a-project") << QStringList { data("logs/timing.csv"), QStringLiteral("--md"),
        QStringLiteral("-") };
    QTest::addRow("unwritable") << QStringList { QStringLiteral("$P"), QStringLiteral("--md"),
        QStringLiteral("/nonexistent-dir/x.md") };
    QTest::addRow("unknown-option") << QStringList { QStringLiteral("$P"), QStringLiteral("--html"),
        QStringLiteral("x") };
}

void TstCliReport::reportErrors()
{
    QFETCH(QStringList, args);
    args.replaceInStrings(QStringLiteral("$P"), m_project);
    const Result r = headroom(QStringList { QStringLiteral("report") } + args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(!r.err.isEmpty());
    QVERIFY(r.out.isEmpty());
}

void TstCliReport::compareExitCodes_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addRow("same-project") << QStringList { QStringLiteral("$P"), QStringLiteral("$P") } << 0;
    QTest::addRow("project-hash-run") << QStringList { QStringLiteral("$P"), QStringLiteral("$P#1") } << 0;
    QTest::addRow("project-vs-folder") << QStringList { QStringLiteral("$P"), data("probe/calibrate-run") } << 0;
    QTest::addRow("same-log") << QStringList { QStringLiteral("$D/same.txt"), QStringLiteral("$D/same.txt") } << 0;
    QTest::addRow("slower-is-regression")
        << QStringList { QStringLiteral("$D/same.txt"), QStringLiteral("$D/slower.txt") } << 1;
    QTest::addRow("slower-within-60-percent") << QStringList { QStringLiteral("$D/same.txt"),
        QStringLiteral("$D/slower.txt"), QStringLiteral("--max-regression"), QStringLiteral("60%") }
                                              << 0;
    QTest::addRow("faster-is-fine") << QStringList { QStringLiteral("$D/same.txt"), QStringLiteral("$D/faster.txt") }
                                    << 0;
    QTest::addRow("slower-but-peak-only") << QStringList { QStringLiteral("$D/same.txt"),
        QStringLiteral("$D/slower.txt"), QStringLiteral("--figures"), QStringLiteral("peak") }
                                          << 0;
    QTest::addRow("one-run") << QStringList { QStringLiteral("$P") } << 2;
    QTest::addRow("bad-threshold") << QStringList { QStringLiteral("$P"), QStringLiteral("$P"),
        QStringLiteral("--max-regression"), QStringLiteral("ten") }
                                   << 2;
    QTest::addRow("bad-figure") << QStringList { QStringLiteral("$P"), QStringLiteral("$P"),
        QStringLiteral("--figures"), QStringLiteral("rss") }
                                << 2;
    QTest::addRow("missing-file") << QStringList { QStringLiteral("$P"), QStringLiteral("$D/nothing.txt") } << 2;
    QTest::addRow("no-such-run") << QStringList { QStringLiteral("$P#77"), QStringLiteral("$P") } << 2;
    QTest::addRow("binary-file") << QStringList { QStringLiteral("$P"), QStringLiteral(HEADROOM_APP_BIN) } << 2;
}

void TstCliReport::compareExitCodes()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    args.replaceInStrings(QStringLiteral("$P"), m_project).replaceInStrings(QStringLiteral("$D"), m_dir.path());
    const Result r = headroom(QStringList { QStringLiteral("compare") } + args);
    QVERIFY2(r.exitCode == exitCode, QByteArray(r.out + r.err).constData());
    if (exitCode == 1)
        QVERIFY(r.out.contains("REGRESSION"));
    if (exitCode < 2)
        QVERIFY(r.out.contains("95% CI"));
}

void TstCliReport::compareJson()
{
    const Result r = headroom({ QStringLiteral("compare"), m_dir.filePath(QStringLiteral("same.txt")),
        m_dir.filePath(QStringLiteral("slower.txt")), QStringLiteral("--json") });
    QCOMPARE(r.exitCode, 1);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o.value(u"regression").toBool(), true);
    QVERIFY(!o.value(u"rows").toArray().isEmpty());
    // A JSON report is a run too: the report of a project compares equal to the project.
    const QString json = m_dir.filePath(QStringLiteral("report.json"));
    QCOMPARE(headroom({ QStringLiteral("report"), m_project, QStringLiteral("--json"), json }).exitCode, 0);
    QCOMPARE(headroom({ QStringLiteral("compare"), m_project, json }).exitCode, 0);
}

void TstCliReport::verifyExitCodes()
{
    const QString copy = m_dir.filePath(QStringLiteral("edited.headroom"));
    QVERIFY(QFile::copy(m_project, copy));
    Result r = headroom({ QStringLiteral("verify"), copy });
    QVERIFY2(r.exitCode == 0, QByteArray(r.out + r.err).constData());
    QVERIFY(r.out.contains("reproduced"));
    // Notes are indented under their run; `out() << u"  "` once printed a pointer before each one
    // (a char16_t* streamed into QTextStream is a const void*). The run has a note to show.
    QVERIFY2(r.out.contains("\n  "), r.out.constData());
    QVERIFY2(!r.out.contains("0x"), r.out.constData());
    // What cannot be recomputed is named in the text as in the JSON, on its own line, never counted
    // as compared (issue 19, item 11).
    {
        const Result j = headroom({ QStringLiteral("verify"), copy, QStringLiteral("--json") });
        const QJsonObject run = QJsonDocument::fromJson(j.out).object().value(u"runs").toArray().at(0).toObject();
        const QJsonArray notChecked = run.value(u"not_checked").toArray();
        QVERIFY(notChecked.size() > 10);
        const QString text = QString::fromUtf8(r.out);
        const QString line = text.section(QStringLiteral("  not checked ("), 1).section(u'\n', 0, 0);
        QVERIFY2(!line.isEmpty(), r.out.constData());
        QVERIFY2(line.startsWith(QStringLiteral("%1 stored column").arg(notChecked.size())), qPrintable(line));
        for (const QJsonValue& name : notChecked)
            QVERIFY2(line.contains(name.toString()), qPrintable(name.toString()));
        QVERIFY2(text.contains(QStringLiteral("%1 figures compared").arg(run.value(u"figures_compared").toInt())),
            r.out.constData());
    }

    sqlite3* db = nullptr;
    QCOMPARE(sqlite3_open_v2(copy.toUtf8().constData(), &db, SQLITE_OPEN_READWRITE, nullptr), SQLITE_OK);
    QCOMPARE(sqlite3_exec(db, "UPDATE repetitions SET wall_ms = 1.5 WHERE input_id = 'medium' AND idx = 2", nullptr,
                 nullptr, nullptr),
        SQLITE_OK);
    sqlite3_close(db);
    r = headroom({ QStringLiteral("verify"), copy });
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.contains("input medium, median_ms"), r.out.constData());
    r = headroom({ QStringLiteral("verify"), copy, QStringLiteral("--json") });
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(QJsonDocument::fromJson(r.out).object().value(u"all_reproduced").toBool(true), false);

    QCOMPARE(headroom({ QStringLiteral("verify"), m_dir.filePath(QStringLiteral("none.headroom")) }).exitCode, 2);
    QCOMPARE(headroom({ QStringLiteral("verify") }).exitCode, 2);
    r = headroom({ QStringLiteral("verify"), m_project, QStringLiteral("--rerun"), QStringLiteral("--device"),
        QStringLiteral("local") });
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains("--rerun"));
}

void TstCliReport::oneStatisticsPath_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("input"); // the input whose median the tool states
    QTest::addColumn<double>("toolMedianMs"); // the tool's own figure, from the file
    QTest::addColumn<int>("n"); // every repetition the file holds: it holds only measured runs
    // hyperfine.json: "median": 0.4032082435 s over 6 times (hyperfine ran and dropped its own warm-up).
    QTest::newRow("hyperfine") << QStringLiteral("logs/hyperfine.json") << QStringLiteral("python3 scripts/alloc.py 16")
                               << 403.2082435 << 6;
    // llama-bench.json states avg_ns, not a median: n is the five samples_ns, and the median the middle
    // one of them (409122519 ns).
    QTest::newRow("llama-bench") << QStringLiteral("logs/llama-bench.json") << QString() << 409.122519 << 5;
}

// One statistics path (issue 21, item 5): `analyze` and `report` of the same file give the same n and
// median, which keep every repetition the file holds (a tool's file holds only measured runs) and
// equal the tool's own median where it states one.
void TstCliReport::oneStatisticsPath()
{
    QFETCH(QString, file);
    QFETCH(QString, input);
    QFETCH(double, toolMedianMs);
    QFETCH(int, n);
    const QString path = QStringLiteral(HEADROOM_TEST_DATA "/") + file;
    const Result a = headroom({ QStringLiteral("analyze"), path, QStringLiteral("--json") });
    QVERIFY2(a.exitCode == 0, a.err.constData());
    const QJsonArray timing
        = QJsonDocument::fromJson(a.out).object().value(u"files").toArray().at(0).toObject().value(u"timing").toArray();
    QVERIFY(!timing.isEmpty());

    const QString project = m_dir.filePath(QStringLiteral("stats-%1.headroom").arg(QLatin1String(QTest::currentDataTag())));
    QFile::remove(project);
    const Result imported = headroom({ QStringLiteral("import"), path, QStringLiteral("--into"), project });
    QVERIFY2(imported.exitCode == 0, imported.err.constData());
    const QString json = project + QStringLiteral(".json");
    const Result reported = headroom({ QStringLiteral("report"), project, QStringLiteral("--json"), json });
    QVERIFY2(reported.exitCode == 0, reported.err.constData());
    QFile f(json);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonArray inputs
        = QJsonDocument::fromJson(f.readAll()).object().value(u"figures").toObject().value(u"inputs").toArray();
    QVERIFY(!inputs.isEmpty());

    bool toolChecked = false;
    for (const QJsonValue& t : timing) {
        const QJsonObject ta = t.toObject();
        const QString id = ta.value(u"input").toString();
        const auto it = std::find_if(inputs.begin(), inputs.end(),
            [&](const QJsonValue& v) { return v.toObject().value(u"input").toString() == id; });
        QVERIFY2(it != inputs.end(), qPrintable(id));
        const QJsonObject tr = it->toObject();
        QCOMPARE(tr.value(u"stable_n").toInt(), ta.value(u"n").toInt());
        QCOMPARE(ta.value(u"warmup_dropped").toInt(), 0);
        if (ta.value(u"n").toInt() == 0)
            continue;
        QCOMPARE(tr.value(u"median_ms").toDouble(), ta.value(u"median_ms").toDouble());
        if (input.isEmpty() ? !toolChecked : id == input) {
            QCOMPARE(ta.value(u"n").toInt(), n);
            QVERIFY2(qAbs(ta.value(u"median_ms").toDouble() - toolMedianMs) < 1e-6,
                qPrintable(QString::number(ta.value(u"median_ms").toDouble(), 'f', 6)));
            toolChecked = true;
        }
    }
    QVERIFY(toolChecked);
}

QTEST_GUILESS_MAIN(TstCliReport)
#include "tst_cli_report.moc"
