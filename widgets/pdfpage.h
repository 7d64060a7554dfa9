#pragma once

// A flowing A4 page for the PDF report: text, headings, bullets, boxed text, tables that repeat
// their header after a page break, rows of charts; it breaks pages and numbers them. All sizes in
// device pixels at kDpi; font sizes in points.

#include <QColor>
#include <QFont>
#include <QList>
#include <QPainter>
#include <QPair>
#include <QString>
#include <QStringList>

class QChartView;
class QPdfWriter;

namespace Ui {

class PdfPage {
public:
    static constexpr int kDpi = 300;
    static double mm(double v) { return v * kDpi / 25.4; }

    PdfPage(QPdfWriter& writer, const QFont& base);
    bool isActive() const { return m_painter.isActive(); }
    double width() const { return m_width; }

    void text(
        const QString& text, double pt, bool bold = false, const QColor& color = QColor(20, 20, 20), bool mono = false);
    void heading(const QString& text);
    void bullet(const QString& text);
    void space(double millimetres);

    struct BoxLine {
        QString text;
        double pt = 9;
        bool bold = false;
        QColor color;
    };
    void box(const QList<BoxLine>& lines, const QColor& fill);

    // widths: relative weights, one per column. monoColumn: a column of hashes, set in a fixed
    // font and broken anywhere.
    void table(const QStringList& header, const QList<QStringList>& rows, const QList<int>& widths, double pt,
        int monoColumn = -1);
    // Charts side by side, each under its caption, rendered as vectors.
    void chartRow(const QList<QPair<QString, QChartView*>>& charts, double height);

    bool finish(); // the last page's footer; false when the writer failed

private:
    QFont font(double pt, bool bold = false, bool mono = false) const;
    double measure(const QString& text, const QFont& f, double width, int flags);
    int cellFlags(const QString& text, const QFont& f, double width, bool mono);
    // A table cell laid out line by line on a fixed pitch with one baseline per line, whichever
    // font a line's glyphs come from: a line with Han text (Noto Sans CJK, taller than DejaVu)
    // otherwise sat lower than the Latin cells beside it. Returns the height; draws at `at` if given.
    double cell(const QString& text, const QFont& f, double width, int flags, const QPointF* at = nullptr);
    void ensure(double height);
    void placeHeading(double following); // the pending heading, with room for `following` under it
    void newPage();
    void footer();
    void tableRow(const QStringList& cells, const QList<double>& widths, double pt, bool header, int monoColumn);

    QPdfWriter& m_writer;
    QPainter m_painter;
    QFont m_base;
    double m_width = 0;
    double m_height = 0; // the body: the footer lies below it
    double m_y = 0;
    int m_page = 1;
    QString m_pendingHeading; // heading() waits for what follows it
};

} // namespace Ui
