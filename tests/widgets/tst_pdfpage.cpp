// The PDF page's tables read back with poppler (pdftotext -bbox): a row's words share one baseline
// whatever font their glyphs come from (Han text sat lower than the Latin beside it), and a table
// that breaks over a page never leaves its header alone at the foot of a page or one last row alone
// on the next (issue 23). Real PDFs, real fonts.

#include "widgets/pdfpage.h"

#include <QFile>
#include <QPdfWriter>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using Ui::PdfPage;

namespace {
QByteArray run(const QString& tool, const QStringList& args)
{
    QProcess p;
    p.start(tool, args);
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return {};
    return p.readAllStandardOutput();
}

QFont reportFont()
{
    QFont f; // as writePdfReport sets it
    f.setFamilies({ QStringLiteral("DejaVu Sans"), QStringLiteral("Noto Sans CJK SC") });
    f.setPointSizeF(9);
    return f;
}

// Writes a PDF: `before` millimetres of space, then one table.
bool writeTable(const QString& path, double before, const QStringList& header, const QList<QStringList>& rows)
{
    QPdfWriter writer(path);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageMargins(QMarginsF(16, 14, 16, 14), QPageLayout::Millimeter);
    writer.setResolution(PdfPage::kDpi);
    PdfPage page(writer, reportFont());
    if (!page.isActive())
        return false;
    page.space(before);
    page.table(header, rows, QList<int>(header.size(), 1), 9);
    return page.finish();
}

struct Word {
    QString text;
    int page = 0;
    double yMax = 0;
};

// Every word with its page and its box's bottom (pdftotext -bbox: one <word> per word, per <page>).
QList<Word> words(const QString& pdf)
{
    const QString html = QString::fromUtf8(run(QStringLiteral("pdftotext"),
        { QStringLiteral("-bbox"), QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-") }));
    static const QRegularExpression tag(
        QStringLiteral(R"re(<page |<word xMin="[^"]*" yMin="[^"]*" xMax="[^"]*" yMax="([^"]*)">([^<]*)</word>)re"));
    QList<Word> out;
    int page = 0;
    for (auto it = tag.globalMatch(html); it.hasNext();) {
        const auto m = it.next();
        if (m.captured(0).startsWith(QLatin1String("<page")))
            ++page;
        else
            out << Word { m.captured(2), page, m.captured(1).toDouble() };
    }
    return out;
}
} // namespace

class TestPdfPage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("poppler-utils (pdftotext) is not installed");
    }

    void hanAndLatinShareABaseline()
    {
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("baseline.pdf"));
        QVERIFY(writeTable(pdf, 0, { QStringLiteral("p90"), QStringLiteral("中位数"), QStringLiteral("token/s") },
            { { QStringLiteral("173.7"), QStringLiteral("4 × 采样"), QStringLiteral("461.1") } }));
        QMap<QString, double> bottom;
        for (const Word& w : words(pdf))
            bottom.insert(w.text, w.yMax);
        for (const char* w : { "p90", "中位数", "token/s", "173.7", "采样", "461.1" })
            QVERIFY2(bottom.contains(QString::fromUtf8(w)), w);
        // The box bottom is the baseline plus the font's descent: the same font size, so the same
        // descent within a font; across DejaVu and Noto CJK the descents differ by under 0.6 pt.
        QVERIFY2(std::abs(bottom.value(QStringLiteral("p90")) - bottom.value(QStringLiteral("中位数"))) < 0.8,
            qPrintable(QStringLiteral("%1 vs %2")
                           .arg(bottom.value(QStringLiteral("p90")))
                           .arg(bottom.value(QStringLiteral("中位数")))));
        QVERIFY(std::abs(bottom.value(QStringLiteral("461.1")) - bottom.value(QStringLiteral("采样"))) < 0.8);
    }

    // The table moved down the page a few millimetres at a time, so the page break falls before
    // every row in turn: no page holds the header without a row or just one row of the table.
    void noHeaderOrRowLeftAlone()
    {
        QTemporaryDir dir;
        QList<QStringList> rows;
        for (int i = 0; i < 6; ++i)
            rows << QStringList { QStringLiteral("row%1").arg(i), QStringLiteral("%1.0 MiB").arg(100 + i) };
        int splits = 0;
        for (double before = 200; before <= 262; before += 2) {
            const QString pdf = dir.filePath(QStringLiteral("t%1.pdf").arg(before));
            QVERIFY(writeTable(pdf, before, { QStringLiteral("Input"), QStringLiteral("Peak") }, rows));
            QMap<int, int> rowsOn, headersOn;
            for (const Word& w : words(pdf)) {
                if (w.text.startsWith(QLatin1String("row")))
                    ++rowsOn[w.page];
                if (w.text == u"Input")
                    ++headersOn[w.page];
            }
            int total = 0;
            for (auto it = rowsOn.cbegin(); it != rowsOn.cend(); ++it)
                total += it.value();
            QCOMPARE(total, 6);
            splits += rowsOn.size() > 1;
            for (auto it = headersOn.cbegin(); it != headersOn.cend(); ++it)
                QVERIFY2(rowsOn.value(it.key()) >= 2,
                    qPrintable(QStringLiteral("%1 mm down: page %2 holds %3 row(s)")
                                   .arg(before)
                                   .arg(it.key())
                                   .arg(rowsOn.value(it.key()))));
        }
        QVERIFY(splits > 0); // the break did fall inside the table
    }

    // The report's figures table: twelve columns whose words do not fit side by side at 9 pt. The
    // table is set smaller rather than breaking a word ("Repetitio" over "ns", "(unnam" over "ed").
    void wideTableKeepsWordsWhole()
    {
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("wide.pdf"));
        const QStringList header { QStringLiteral("Input"), QStringLiteral("Chars / bytes / tokens"),
            QStringLiteral("After load"), QStringLiteral("Peak"), QStringLiteral("Median"), QStringLiteral("p90"),
            QStringLiteral("Max"), QStringLiteral("TTFT (median)"), QStringLiteral("Load / prefill / decode"),
            QStringLiteral("Tokens/s"), QStringLiteral("Stable n"), QStringLiteral("Repetitions") };
        const QStringList row { QStringLiteral("(unnamed)"), QStringLiteral("? / ? / ?"), QStringLiteral("-"),
            QStringLiteral("13.4 MiB (exact)"), QStringLiteral("20598.9 ms"), QStringLiteral("20627.7 ms"),
            QStringLiteral("20634.9 ms"), QStringLiteral("20593.1 ms (first output)"), QStringLiteral("-"),
            QStringLiteral("-"), QStringLiteral("3"), QStringLiteral("3 × ok") };
        QVERIFY(writeTable(pdf, 0, header, { row }));
        QSet<QString> seen;
        for (const Word& w : words(pdf))
            seen.insert(w.text);
        for (const char* w : { "Repetitions", "Tokens/s", "Stable", "(unnamed)", "20598.9", "20627.7", "(median)",
                 "decode", "tokens" }) // ("prefill" comes back with an "fi" ligature)
            QVERIFY2(seen.contains(QLatin1String(w)), qPrintable(QStringList(seen.values()).join(u' ')));
    }
};

QTEST_MAIN(TestPdfPage)
#include "tst_pdfpage.moc"
