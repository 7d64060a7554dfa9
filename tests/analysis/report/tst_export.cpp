// Markdown, CSV and JSON exports round-trip: what is written is read back (the CSV through the
// timing-csv importer, the JSON through its reader, the Markdown table by its cells) and gives the
// same figures as the report that wrote it.

#include "analysis/report/exportcsv.h"
#include "analysis/report/exportjson.h"
#include "analysis/report/exportmarkdown.h"
#include "analysis/import/importer.h"
#include "analysis/project/projectimport.h"
#include "analysis/report/report.h"
#include "analysis/store/store.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Analysis;

class TstExport : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void jsonRoundTrip_data();
    void jsonRoundTrip();
    void jsonRefusesNewerVersion();
    void jsonRefusesDamage_data();
    void jsonRefusesDamage();
    void csvRoundTrip_data();
    void csvRoundTrip();
    void csvFiles();
    void markdown_data();
    void markdown();

private:
    void addSourceColumn();
    QTemporaryDir m_dir;
    QMap<QString, Report> m_reports; // by source
};

namespace {
QString data(const char* rel)
{
    return QStringLiteral(HEADROOM_TEST_DATA "/") + QLatin1String(rel);
}

void compareFigures(const FigureTable& a, const FigureTable& b, bool memoryToo)
{
    QCOMPARE(b.inputs.size(), a.inputs.size());
    for (qsizetype i = 0; i < a.inputs.size(); ++i) {
        const InputFigures& x = a.inputs[i];
        const InputFigures& y = b.inputs[i];
        QCOMPARE(y.inputId, x.inputId);
        QCOMPARE(y.n, x.n);
        QCOMPARE(y.medianMs, x.medianMs);
        QCOMPARE(y.p90Ms, x.p90Ms);
        QCOMPARE(y.maxMs, x.maxMs);
        if (memoryToo) {
            QCOMPARE(y.peakKb, x.peakKb);
            QCOMPARE(int(y.peakExactness), int(x.peakExactness));
            QCOMPARE(y.afterLoadKb, x.afterLoadKb);
            QCOMPARE(y.ttftMedianMs, x.ttftMedianMs);
            QCOMPARE(y.length, x.length);
            QCOMPARE(y.outcomes, x.outcomes);
        }
    }
}
} // namespace

void TstExport::initTestCase()
{
    const QList<QPair<QString, QString>> sources = { { QStringLiteral("probe-run"), data("probe/calibrate-run") },
        { QStringLiteral("method-memlog"), data("logs/mem-sleep0.5.log") },
        { QStringLiteral("timing-list"), data("logs/timing-list-ms.txt") },
        { QStringLiteral("timing-csv"), data("logs/timing.csv") } };
    for (const auto& [name, path] : sources) {
        const QString project = m_dir.filePath(name + QStringLiteral(".headroom"));
        Store store;
        QVERIFY(!hasErrors(store.open(project, Store::OpenMode::ReadWrite)));
        const auto outcomes = importIntoProject(store, { path }, {});
        QCOMPARE(outcomes.size(), 1);
        QVERIFY2(outcomes.first().ok(), qPrintable(name));
        Diagnostics d;
        const auto report = loadReport(store, QString(), &d);
        QVERIFY(report);
        m_reports.insert(name, *report);
    }
}

void TstExport::addSourceColumn()
{
    QTest::addColumn<QString>("source");
    for (auto it = m_reports.cbegin(); it != m_reports.cend(); ++it)
        QTest::addRow("%s", qPrintable(it.key())) << it.key();
}

void TstExport::jsonRoundTrip_data()
{
    addSourceColumn();
}

void TstExport::jsonRoundTrip()
{
    QFETCH(QString, source);
    const Report& report = m_reports[source];
    const QByteArray json = reportToJson(report);
    const QJsonObject top = QJsonDocument::fromJson(json).object();
    QCOMPARE(top.value(u"format_version").toInt(), kReportJsonVersion);
    QCOMPARE(top.value(u"verdict").toObject().value(u"first_limit").toString(), firstLimitName(report.verdict.first));
    QCOMPARE(top.value(u"conclusion").toObject().value(u"sentence_zh_CN").toString(),
        report.sentence(SentenceLanguage::Chinese));

    Diagnostics d;
    const auto back = runFromReportJson(json, QStringLiteral("report.json"), &d);
    QVERIFY2(back, d.isEmpty() ? "" : qPrintable(d.first().toString()));
    QCOMPARE(back->repetitions.size(), report.run.repetitions.size());
    QCOMPARE(back->memory.keys(), report.run.memory.keys());
    compareFigures(report.figures, perInputFigures(*back, report.options), true);
    QCOMPARE(int(decide(perInputFigures(*back, report.options)).first), int(report.verdict.first));
}

void TstExport::jsonRefusesNewerVersion()
{
    QJsonObject top = reportToJsonObject(m_reports.first());
    top[u"format_version"] = kReportJsonVersion + 1;
    Diagnostics d;
    QVERIFY(!runFromReportJson(QJsonDocument(top).toJson(), QStringLiteral("new.json"), &d));
    QVERIFY(hasErrors(d));
    QCOMPARE(d.first().field, QStringLiteral("format_version"));
    QCOMPARE(d.first().file, QStringLiteral("new.json"));
}

void TstExport::jsonRefusesDamage_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addRow("empty") << QByteArray();
    QTest::addRow("not-json") << QByteArray("\x89PNG\r\n\x1a\n\0\0", 10);
    QTest::addRow("array") << QByteArray("[1,2]");
    QTest::addRow("other-format") << QByteArray(R"({"format":"x","format_version":1})");
    QTest::addRow("wall-as-text") << QByteArray(
        R"({"format":"headroom-report","format_version":1,"run":{"repetitions":[{"wall_ms":"fast"}]}})");
    QTest::addRow("wall-missing") << QByteArray(
        R"({"format":"headroom-report","format_version":1,"run":{"repetitions":[{"input":"a"}]}})");
    QTest::addRow("column-length") << QByteArray(
        R"({"format":"headroom-report","format_version":1,"run":{"memory":[{"t_s":[1,2],"rss_kb":[5]}]}})");
}

void TstExport::jsonRefusesDamage()
{
    QFETCH(QByteArray, json);
    Diagnostics d;
    QVERIFY(!runFromReportJson(json, QStringLiteral("bad.json"), &d));
    QVERIFY(hasErrors(d));
}

void TstExport::csvRoundTrip_data()
{
    addSourceColumn();
}

void TstExport::csvRoundTrip()
{
    QFETCH(QString, source);
    const Report& report = m_reports[source];
    if (report.run.repetitions.isEmpty())
        QSKIP("this source holds no repetitions: repetitions.csv has a header only");
    const QByteArray csv = repetitionsCsv(report);
    ImportOptions options;
    options.csvColumn = QStringLiteral("wall_ms");
    const ImportResult r = importBytes(csv, QStringLiteral("repetitions.csv"), options);
    QVERIFY2(r.ok(), r.diagnostics.isEmpty() ? "" : qPrintable(r.diagnostics.first().toString()));
    QCOMPARE(r.format, QStringLiteral("timing-csv"));
    QCOMPARE(r.run->repetitions.size(), report.run.repetitions.size());
    // The timing CSV carries wall times, inputs and warm-up flags: the latency figures come back.
    compareFigures(report.figures, perInputFigures(*r.run, report.options), false);
}

void TstExport::csvFiles()
{
    const Report& report = m_reports[QStringLiteral("probe-run")];
    const QString dir = m_dir.filePath(QStringLiteral("csv/out"));
    QString error;
    QVERIFY2(writeCsvFiles(report, dir, &error), qPrintable(error));
    QCOMPARE(QDir(dir).entryList(QDir::Files),
        (QStringList {
            QStringLiteral("inputs.csv"), QStringLiteral("repetitions.csv"), QStringLiteral("samples.csv") }));
    QFile reps(QDir(dir).filePath(QStringLiteral("repetitions.csv")));
    QVERIFY(reps.open(QIODevice::ReadOnly));
    QCOMPARE(reps.readAll().count('\n'), report.run.repetitions.size() + 1); // one row per repetition
    QFile samples(QDir(dir).filePath(QStringLiteral("samples.csv")));
    QVERIFY(samples.open(QIODevice::ReadOnly));
    qsizetype n = 0;
    for (const auto& s : report.run.memory)
        n += qsizetype(s.size());
    QCOMPARE(samples.readAll().count('\n'), n + 1);
    const QList<QByteArray> inputs = inputsCsv(report).split('\n');
    QVERIFY(inputs.first().startsWith("run_id,input,chars,bytes,tokens"));
    QVERIFY(inputs.at(1).contains(",short,57,81,"));
    // A folder that cannot be made is an error, not a crash.
    QFile blocker(m_dir.filePath(QStringLiteral("afile")));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    QVERIFY(!writeCsvFiles(report, m_dir.filePath(QStringLiteral("afile/sub")), &error));
    QVERIFY(!error.isEmpty());
}

void TstExport::markdown_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<int>("lang");
    for (auto it = m_reports.cbegin(); it != m_reports.cend(); ++it) {
        QTest::addRow("%s-zh_CN", qPrintable(it.key())) << it.key() << int(SentenceLanguage::Chinese);
        QTest::addRow("%s-en", qPrintable(it.key())) << it.key() << int(SentenceLanguage::English);
    }
}

void TstExport::markdown()
{
    QFETCH(QString, source);
    QFETCH(int, lang);
    const Report& report = m_reports[source];
    const auto l = SentenceLanguage(lang);
    const QString md = reportToMarkdown(report, l);
    QVERIFY(md.contains(report.headline(l)));
    QVERIFY(md.contains(u"> " + report.sentence(l)));
    for (const RawFile& f : report.rawFiles)
        QVERIFY(md.contains(u"`" + f.sha256 + u"`"));
    // Read the per-input table back: each row's median cell is the figure.
    for (const InputFigures& f : report.figures.inputs) {
        const QString id = f.inputId.isEmpty() ? QStringLiteral("(unnamed)") : f.inputId;
        const auto lines = md.split(u'\n');
        const auto row = std::find_if(lines.begin(), lines.end(),
            [&](const QString& line) { return line.startsWith(QStringLiteral("| %1 |").arg(id)); });
        QVERIFY2(row != lines.end(), qPrintable(id));
        const QStringList cells = row->split(QStringLiteral(" | "));
        if (f.n > 0)
            QCOMPARE(cells.at(4), formatMs(f.medianMs));
        if (f.peakKb)
            QVERIFY(cells.at(3).startsWith(formatKbValue(f.peakKb)));
    }
}

QTEST_GUILESS_MAIN(TstExport)
#include "tst_export.moc"
