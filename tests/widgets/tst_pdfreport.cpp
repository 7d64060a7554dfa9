// The PDF summary read back with poppler's tools: the text a reader sees (pdftotext) holds the
// verdict, the measurement method's sentence and the key figures in each language; every font is embedded and
// one of them is the CJK font (pdffonts); page 1 is rendered to a PNG beside the test binary
// for a person to look at (pdftoppm).

#include "analysis/project/projectimport.h"
#include "analysis/report/report.h"
#include "analysis/store/store.h"
#include "widgets/pdfexport.h"
#include "widgets/pdfreport.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Analysis;

class TstPdfReport : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void readBack_data();
    void readBack();
    void unwritablePath();
    void planPrintedOnce();
    void serveTables();
    void exportFromTheWindow();

private:
    QByteArray tool(const QString& name, const QStringList& args);
    QTemporaryDir m_dir;
    std::optional<Report> m_report;
};

namespace {
// pdftotext gives ligatures (U+FB01 for "fi") and, for Han characters that share a glyph with a
// Kangxi radical in Noto CJK, the radical's code point; NFKC folds both back. It also drops a
// hyphen that ends a line. Whitespace differs with the line breaks.
QString squeeze(QString s)
{
    s = s.normalized(QString::NormalizationForm_KC);
    // The simplified forms in CJK Radicals Supplement have no NFKC mapping: fold them by hand.
    static const char16_t radicals[][2]
        = { { 0x2EC5, 0x89C1 }, { 0x2EC9, 0x8D1D }, { 0x2ECB, 0x8F66 }, { 0x2ED3, 0x957F }, { 0x2ED4, 0x95E8 },
              { 0x2EDA, 0x9875 }, { 0x2EDB, 0x98CE }, { 0x2EDC, 0x98DE }, { 0x2EE2, 0x9A6C }, { 0x2EE5, 0x9C7C },
              { 0x2EE6, 0x9E1F }, { 0x2EE8, 0x9EA6 }, { 0x2EEC, 0x9F50 }, { 0x2EEE, 0x9F7F }, { 0x2EF0, 0x9F99 } };
    for (const auto& r : radicals)
        s.replace(QChar(r[0]), QChar(r[1]));
    s.remove(QRegularExpression(QStringLiteral("[\\s-]+")));
    return s;
}
} // namespace

QByteArray TstPdfReport::tool(const QString& name, const QStringList& args)
{
    QProcess p;
    p.start(name, args);
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return {};
    return p.readAllStandardOutput();
}

void TstPdfReport::initTestCase()
{
    for (const char* t : { "pdftotext", "pdffonts", "pdftoppm" })
        if (QStandardPaths::findExecutable(QLatin1String(t)).isEmpty())
            QSKIP("poppler-utils (pdftotext, pdffonts, pdftoppm) are not installed");
    const QString project = m_dir.filePath(QStringLiteral("demo.headroom"));
    Store store;
    QVERIFY(!hasErrors(store.open(project, Store::OpenMode::ReadWrite)));
    const auto outcomes = importIntoProject(store, { QStringLiteral(HEADROOM_TEST_DATA "/probe/calibrate-run") }, {});
    QVERIFY(outcomes.value(0).ok());
    Diagnostics d;
    m_report = loadReport(store, QString(), &d);
    QVERIFY(m_report);
}

void TstPdfReport::readBack_data()
{
    QTest::addColumn<int>("lang");
    QTest::addColumn<QString>("name");
    QTest::addRow("zh_CN") << int(SentenceLanguage::Chinese) << QStringLiteral("zh_CN");
    QTest::addRow("en") << int(SentenceLanguage::English) << QStringLiteral("en");
}

void TstPdfReport::readBack()
{
    QFETCH(int, lang);
    QFETCH(QString, name);
    const auto l = SentenceLanguage(lang);
    const QString pdf = m_dir.filePath(QStringLiteral("report-%1.pdf").arg(name));
    QString error;
    QVERIFY2(Ui::writePdfReport(*m_report, l, pdf, &error), qPrintable(error));

    const QString text = QString::fromUtf8(tool(
        QStringLiteral("pdftotext"), { QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-") }));
    QVERIFY(!text.isEmpty());
    const QString flat = squeeze(text);
    QVERIFY2(flat.contains(squeeze(m_report->headline(l))), qPrintable(m_report->headline(l)));
    QVERIFY2(flat.contains(squeeze(m_report->sentence(l))), qPrintable(text.left(2000)));
    for (const InputFigures& f : m_report->figures.inputs) {
        QVERIFY2(flat.contains(squeeze(formatMs(f.medianMs))), qPrintable(f.inputId));
        QVERIFY2(flat.contains(squeeze(formatMs(f.p90Ms))), qPrintable(f.inputId));
        QVERIFY2(flat.contains(squeeze(formatKbValue(f.peakKb))), qPrintable(f.inputId));
    }
    for (const RawFile& raw : m_report->rawFiles) // SHA-256 broken anywhere over lines: squeezed
        QVERIFY2(flat.contains(raw.sha256), qPrintable(raw.name));
    QVERIFY(text.contains(QStringLiteral("Page 1")));

    const QString fonts = QString::fromUtf8(tool(QStringLiteral("pdffonts"), { pdf }));
    const QStringList rows = fonts.split(u'\n', Qt::SkipEmptyParts).mid(2);
    QVERIFY(!rows.isEmpty());
    bool cjk = false;
    for (const QString& row : rows) {
        const QStringList cols = row.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
        // name type... emb sub uni id gen: "emb" is the fifth column from the end.
        QVERIFY2(cols.size() >= 6 && cols.at(cols.size() - 5) == u"yes", qPrintable(row));
        cjk = cjk || row.contains(QStringLiteral("CJK"), Qt::CaseInsensitive);
    }
    QVERIFY2(cjk, qPrintable(fonts));

    const QString png
        = QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("pdfreport-page1-%1").arg(name));
    tool(QStringLiteral("pdftoppm"),
        { QStringLiteral("-r"), QStringLiteral("100"), QStringLiteral("-f"), QStringLiteral("1"), QStringLiteral("-l"),
            QStringLiteral("1"), QStringLiteral("-png"), QStringLiteral("-singlefile"), pdf, png });
    QVERIFY(QFileInfo(png + QStringLiteral(".png")).size() > 10000);
    qInfo("page 1 rendered for review: %s.png", qPrintable(png));
}

// A plan run records the plan's text as a parameter too: the PDF printed the whole plan twice (in
// Fixed parameters and under Plan as written). Once now, the parameter names where it is.
void TstPdfReport::planPrintedOnce()
{
    Report r = *m_report;
    r.plan = PlanText { QStringLiteral("once"), QStringLiteral("version: 1\nname: printed-once-check\nmode: process\n") };
    r.run.params.insert(QStringLiteral("plan"), r.plan.text);
    const QString pdf = m_dir.filePath(QStringLiteral("plan-once.pdf"));
    QString error;
    QVERIFY2(Ui::writePdfReport(r, SentenceLanguage::English, pdf, &error), qPrintable(error));
    const QString text = QString::fromUtf8(tool(QStringLiteral("pdftotext"), { pdf, QStringLiteral("-") }));
    QCOMPARE(text.count(QStringLiteral("printed-once-check")), 1);
    QVERIFY(squeeze(text).contains(squeeze(QStringLiteral("the plan as written, printed in full below"))));
}

void TstPdfReport::unwritablePath()
{
    QString error;
    QVERIFY(
        !Ui::writePdfReport(*m_report, SentenceLanguage::English, QStringLiteral("/nonexistent-dir/x.pdf"), &error));
    QVERIFY(!error.isEmpty());
}

void TstPdfReport::serveTables()
{
    // A serve-mode sweep: the PDF carries the same concurrency table and sustainable level as the
    // Markdown report (analysis/reporttables), with the figures of the run.
    Report r = *m_report;
    ConcurrencyLevel one;
    one.level = 1;
    one.requests = one.completed = 8;
    one.ttftP50Ms = 123.4;
    one.e2eP90Ms = 987.6;
    one.withinBudget = true;
    ConcurrencyLevel four = one;
    four.level = 4;
    four.failed = 3;
    four.completed = 5;
    four.e2eP90Ms = 4321.0;
    four.withinBudget = false;
    r.run.concurrencyLevels = { one, four };
    r.run.sustainableConcurrency = 1;
    r.run.params.insert(QStringLiteral("limits.latency_s"), QStringLiteral("1.5"));
    const QString pdf = m_dir.filePath(QStringLiteral("serve.pdf"));
    QString error;
    QVERIFY2(Ui::writePdfReport(r, SentenceLanguage::English, pdf, &error), qPrintable(error));
    const QString flat = squeeze(QString::fromUtf8(tool(
        QStringLiteral("pdftotext"), { QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-") })));
    QVERIFY(flat.contains(squeeze(QStringLiteral("Concurrency"))));
    QVERIFY2(flat.contains(squeeze(QStringLiteral("Sustainable concurrency: 1"))), qPrintable(flat.left(3000)));
    QVERIFY(flat.contains(squeeze(formatMs(123.4))));
    QVERIFY(flat.contains(squeeze(formatMs(4321.0))));
}

// The window's export (File > Export PDF, the Runs page's "Export selected…"): one run into the
// file given, several into a folder one file each named after the run, each the same report as
// `headroom report --pdf`; a run that is not in the project is named in the errors.
void TstPdfReport::exportFromTheWindow()
{
    const QString project = m_dir.filePath(QStringLiteral("demo.headroom"));
    {
        Store store;
        QVERIFY(!hasErrors(store.open(project, Store::OpenMode::ReadWrite)));
        const auto more = importIntoProject(store, { QStringLiteral(HEADROOM_TEST_DATA "/logs/mem-sleep0.5.log") }, {});
        QVERIFY(more.value(0).ok());
    }
    Store store;
    QVERIFY(!hasErrors(store.open(project, Store::OpenMode::ReadOnly)));
    QStringList ids;
    QStringList names;
    for (const auto& row : store.listRuns()) {
        ids << row.id;
        names << row.name;
    }
    QCOMPARE(ids.size(), 2);
    QStringList errors;
    const QString one = m_dir.filePath(QStringLiteral("one.pdf"));
    QCOMPARE(Ui::exportRunPdfs(project, { ids.first() }, one, SentenceLanguage::English, &errors), QStringList { one });
    QVERIFY2(errors.isEmpty(), qPrintable(errors.join(u'\n')));
    QVERIFY(squeeze(QString::fromUtf8(tool(QStringLiteral("pdftotext"), { one, QStringLiteral("-") })))
                .contains(squeeze(names.first())));

    const QString folder = m_dir.filePath(QStringLiteral("exported"));
    const QStringList written
        = Ui::exportRunPdfs(project, ids + QStringList { QStringLiteral("999") }, folder, SentenceLanguage::Chinese, &errors);
    QCOMPARE(written.size(), 2);
    QCOMPARE(errors.size(), 1);
    QVERIFY2(errors.first().contains(QLatin1String("999")), qPrintable(errors.first()));
    for (int i = 0; i < 2; ++i) {
        QCOMPARE(written.at(i), QDir(folder).filePath(Ui::pdfFileName(ids.at(i), names.at(i))));
        const QString text = QString::fromUtf8(tool(QStringLiteral("pdftotext"), { written.at(i), QStringLiteral("-") }));
        QVERIFY2(squeeze(text).contains(squeeze(names.at(i))), qPrintable(text.left(300)));
        QVERIFY(squeeze(text).contains(squeeze(QStringLiteral("结论"))));
    }
}

QTEST_MAIN(TstPdfReport)
#include "tst_pdfreport.moc"
