// The per-input figures table (analysis/report/inputtable.h) says the same in every output, on
// real runs (the probe's calibrate run and its serve run): the Markdown report's table, the PDF's
// text read back with pdftotext, inputs.csv, the JSON report's figures.inputs[] and the window's
// figures model, cell by cell; and a page's text agrees with the number a machine reads from the
// CSV (the median the CSV gives, formatted, is the median the page shows).
#include "analysis/core/format.h"
#include "analysis/project/figuresmodel.h"
#include "analysis/project/projectimport.h"
#include "analysis/report/exportcsv.h"
#include "analysis/report/exportjson.h"
#include "analysis/report/exportmarkdown.h"
#include "analysis/report/inputtable.h"
#include "analysis/report/report.h"
#include "analysis/store/store.h"
#include "widgets/pdfreport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Analysis;

namespace {

std::optional<Report> importedReport(const QTemporaryDir& dir, const QString& fixture)
{
    Store store;
    if (hasErrors(store.open(dir.filePath(QStringLiteral("t.headroom")), Store::OpenMode::ReadWrite)))
        return std::nullopt;
    const auto outcomes = importIntoProject(store, { QStringLiteral(HEADROOM_TEST_DATA "/") + fixture }, {});
    if (outcomes.size() != 1 || !outcomes.first().ok())
        return std::nullopt;
    Diagnostics d;
    return loadReport(store, QString(), &d);
}

// The rows of the Markdown table under "## Per input", cells unescaped.
QList<QStringList> markdownRows(const QString& md)
{
    QList<QStringList> rows;
    const QStringList lines = md.split(u'\n');
    qsizetype i = lines.indexOf(u"## " + QStringLiteral("Per input"));
    if (i < 0)
        return rows;
    for (i += 2; i < lines.size() && lines.at(i).startsWith(u'|'); ++i) {
        QString line = lines.at(i).mid(2, lines.at(i).size() - 4);
        line.replace(QStringLiteral("\\|"), QStringLiteral("\x01"));
        QStringList cells = line.split(QStringLiteral(" | "));
        for (QString& c : cells)
            c.replace(u'\x01', u'|');
        rows << cells;
    }
    return rows.mid(2); // the header and the rule
}

QList<QList<QByteArray>> csvRows(const QByteArray& csv)
{
    // inputs.csv as Headroom writes it: a quoted cell only where it holds a comma or a quote.
    QList<QList<QByteArray>> rows;
    for (const QByteArray& line : csv.split('\n')) {
        if (line.isEmpty())
            continue;
        QList<QByteArray> cells;
        QByteArray cell;
        bool quoted = false;
        for (qsizetype i = 0; i < line.size(); ++i) {
            const char ch = line.at(i);
            if (quoted && ch == '"' && i + 1 < line.size() && line.at(i + 1) == '"') {
                cell += '"';
                ++i;
            } else if (ch == '"') {
                quoted = !quoted;
            } else if (ch == ',' && !quoted) {
                cells << cell;
                cell.clear();
            } else {
                cell += ch;
            }
        }
        cells << cell;
        rows << cells;
    }
    return rows;
}

QString pdfText(const QString& pdf)
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"), { QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-") });
    p.waitForFinished(60000);
    // pdftotext gives ligatures as one character ("ﬁrst"): the words a reader searches for.
    return QString::fromUtf8(p.readAllStandardOutput())
        .replace(QChar(0xFB01), QStringLiteral("fi"))
        .replace(QChar(0xFB02), QStringLiteral("fl"));
}

QString csvText(const QJsonValue& v)
{
    switch (v.type()) {
    case QJsonValue::Double:
        return QString::number(v.toDouble(), 'g', 17);
    case QJsonValue::String:
        return v.toString();
    default:
        return QString();
    }
}

} // namespace

class TestInputTable : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("poppler-utils (pdftotext) is not installed: the PDF cannot be read back");
    }

    void everyOutputAgrees_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addRow("process mode") << QStringLiteral("probe/calibrate-run");
        QTest::addRow("serve mode") << QStringLiteral("probe/serve-run");
    }

    void everyOutputAgrees()
    {
        QFETCH(QString, fixture);
        QTemporaryDir dir;
        const std::optional<Report> report = importedReport(dir, fixture);
        QVERIFY(report);
        const InputTable table = inputTable(*report);
        QVERIFY(!table.rows.isEmpty());
        // A column's id is its index (the window's models and tooltips rely on it).
        QCOMPARE(table.columns.size(), qsizetype(InputColumnId::Count));
        for (int c = 0; c < table.columns.size(); ++c)
            QCOMPARE(int(table.columns.at(c).id), c);
        QCOMPARE(table.rows.size(), report->figures.inputs.size());

        const QList<QStringList> md = markdownRows(reportToMarkdown(*report, SentenceLanguage::English));
        const QList<QList<QByteArray>> csv = csvRows(inputsCsv(*report));
        const QJsonArray json = QJsonDocument::fromJson(reportToJson(*report))
                                    .object()
                                    .value(u"figures")
                                    .toObject()
                                    .value(u"inputs")
                                    .toArray();
        FiguresModel model;
        model.setTable(report->run, report->figures);
        const QString pdf = dir.filePath(QStringLiteral("r.pdf"));
        QString error;
        QVERIFY2(Ui::writePdfReport(*report, SentenceLanguage::English, pdf, &error), qPrintable(error));
        QString pdfWords = pdfText(pdf).simplified();
        const qsizetype tableStart = pdfWords.indexOf(QStringLiteral("Figures per input"));
        QVERIFY(tableStart >= 0);
        pdfWords = pdfWords.mid(tableStart);

        QCOMPARE(md.size(), table.rows.size());
        QCOMPARE(csv.size(), table.rows.size() + 1);
        QCOMPARE(json.size(), table.rows.size());
        QCOMPARE(qsizetype(model.rowCount()), table.rows.size());
        QCOMPARE(qsizetype(model.columnCount()), table.columns.size());
        QCOMPARE(csv.first().size(), table.csvKeys().size() + 1);
        const QList<int> page = table.pageColumns();
        for (int r = 0; r < table.rows.size(); ++r) {
            const QList<InputCell>& cells = table.rows.at(r);
            const QString where = table.inputIds.at(r);
            // The window shows every column, the pages the page's columns, "-" for unknown.
            for (int c = 0; c < table.columns.size(); ++c)
                QCOMPARE(model.index(r, c).data().toString(), cells.at(c).text);
            QCOMPARE(md.at(r).size(), page.size());
            for (int i = 0; i < page.size(); ++i) {
                const QString text = cells.at(page.at(i)).text;
                const QString shown = text.isEmpty() ? QStringLiteral("-") : text;
                QVERIFY2(md.at(r).at(i) == shown, qPrintable(where + u": " + md.at(r).at(i) + u" != " + shown));
                // The PDF wraps a cell over lines: each of its words is in the table's text.
                for (const QString& word : shown.split(u' ', Qt::SkipEmptyParts))
                    QVERIFY2(pdfWords.contains(word), qPrintable(where + u": '" + word + u"' is not in the PDF"));
            }
            // The machines read the same fields: the JSON's keys and values, the CSV's cells.
            const QJsonObject object = json.at(r).toObject();
            const QList<InputField> fields = table.fields(r);
            QCOMPARE(qsizetype(object.size()), fields.size());
            QCOMPARE(csv.at(r + 1).first(), report->run.id.toUtf8());
            int csvColumn = 1;
            for (const InputField& f : fields) {
                QVERIFY2(object.value(f.key) == f.value, qPrintable(where + u": JSON " + f.key));
                if (f.nested)
                    continue;
                QCOMPARE(QString::fromLatin1(csv.first().at(csvColumn)), f.key);
                QVERIFY2(QString::fromUtf8(csv.at(r + 1).at(csvColumn)) == csvText(f.value),
                    qPrintable(where + u": CSV " + f.key));
                ++csvColumn;
            }
            // A page's text is the machine's number, formatted: read from the CSV, not from the table.
            const auto csvValue = [&](const char* key) -> std::optional<double> {
                const qsizetype at = csv.first().indexOf(QByteArray(key));
                const QByteArray cell = at < 0 ? QByteArray() : csv.at(r + 1).at(at);
                return cell.isEmpty() ? std::nullopt : std::optional<double>(cell.toDouble());
            };
            const auto textOf = [&](InputColumnId id) { return cells.at(int(id)).text; };
            for (const auto& [key, id] : { std::pair { "median_ms", InputColumnId::Median },
                     std::pair { "p90_ms", InputColumnId::P90 }, std::pair { "max_ms", InputColumnId::Max } }) {
                const auto v = csvValue(key);
                QCOMPARE(textOf(id), v ? formatMs(*v) : QString());
            }
            if (const auto peak = csvValue("peak_kb"))
                QVERIFY(textOf(InputColumnId::Peak).startsWith(formatKb(int64_t(*peak)) + u' '));
            else
                QVERIFY(textOf(InputColumnId::Peak).isEmpty());
            const auto afterLoad = csvValue("after_load_kb");
            QCOMPARE(textOf(InputColumnId::AfterLoad), afterLoad ? formatKb(int64_t(*afterLoad)) : QString());
            const auto rate = csvValue("tokens_per_s");
            QCOMPARE(textOf(InputColumnId::TokensPerS), rate ? QString::number(*rate, 'f', 1) : QString());
            if (const auto ttft = csvValue("ttft_median_ms"))
                QVERIFY(textOf(InputColumnId::Ttft).startsWith(formatMs(*ttft) + u' '));
            QCOMPARE(textOf(InputColumnId::StableN), QString::number(int(csvValue("stable_n").value_or(-1))));
        }
    }
};

QTEST_MAIN(TestInputTable)
#include "tst_inputtable.moc"
