#include "widgets/pdfpage.h"

#include "widgets/tr.h"

#include <QChartView>
#include <QFontMetricsF>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QTextLayout>

#include <algorithm>
#include <numeric>
#include <utility>

namespace Ui {
namespace {
constexpr int kWrap = Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop;
} // namespace

PdfPage::PdfPage(QPdfWriter& writer, const QFont& base)
    : m_writer(writer)
    , m_base(base)
{
    if (!m_painter.begin(&m_writer))
        return;
    const QRect body = m_writer.pageLayout().paintRectPixels(kDpi);
    m_width = body.width();
    m_height = body.height() - mm(8);
    m_painter.setRenderHint(QPainter::Antialiasing);
}

QFont PdfPage::font(double pt, bool bold, bool mono) const
{
    QFont f = m_base;
    if (mono)
        f.setFamilies({ QStringLiteral("DejaVu Sans Mono"), QStringLiteral("Noto Sans Mono CJK SC") });
    f.setPointSizeF(pt);
    f.setBold(bold);
    return f;
}

double PdfPage::measure(const QString& text, const QFont& f, double width, int flags)
{
    m_painter.setFont(f);
    return m_painter.boundingRect(QRectF(0, 0, width, 1e6), flags, text).height();
}

// The pieces a line may not break inside: words, with a figure and its unit ("19.0 MiB") as one.
static QStringList unbreakable(const QString& text)
{
    static const QRegularExpression piece(QStringLiteral("[-+]?\\d[\\d.,]*\\s[^\\s\\d]{1,3}(?=\\s|$)|\\S+"));
    QStringList out;
    for (auto it = piece.globalMatch(text); it.hasNext();)
        out << it.next().captured();
    return out;
}

// Word wrap, unless one word (a file name such as "mem-sleep0.5.log", a path) is wider than the
// cell: then that cell wraps anywhere, so nothing is cut off at the cell's edge.
int PdfPage::cellFlags(const QString& text, const QFont& f, double width, bool mono)
{
    const int anywhere = Qt::TextWrapAnywhere | Qt::AlignLeft | Qt::AlignTop;
    if (mono)
        return anywhere;
    m_painter.setFont(f);
    const QFontMetricsF metrics = m_painter.fontMetrics();
    for (const QString& word : unbreakable(text))
        if (metrics.horizontalAdvance(word) > width)
            return anywhere;
    return kWrap;
}

double PdfPage::cell(const QString& text, const QFont& f, double width, int flags, const QPointF* at)
{
    QFont cjk = f;
    cjk.setFamilies({ QStringLiteral("Noto Sans CJK SC") });
    const QFontMetricsF latin(f, m_painter.device()), han(cjk, m_painter.device());
    const double ascent = std::max(latin.ascent(), han.ascent());
    const double pitch = std::max(latin.lineSpacing(), han.lineSpacing());
    QString shown = text;
    shown.replace(u'\n', QChar::LineSeparator);
    QTextLayout layout(shown, f, m_painter.device());
    QTextOption option;
    option.setWrapMode(flags & Qt::TextWrapAnywhere ? QTextOption::WrapAnywhere : QTextOption::WordWrap);
    layout.setTextOption(option);
    layout.beginLayout();
    int lines = 0;
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine(), ++lines) {
        line.setLineWidth(width);
        // The baseline at the same height in every line of every cell.
        line.setPosition(QPointF(0, lines * pitch + ascent - line.ascent()));
    }
    layout.endLayout();
    if (at) {
        m_painter.setFont(f);
        layout.draw(&m_painter, *at);
    }
    return std::max(1, lines) * pitch;
}

void PdfPage::ensure(double height)
{
    if (m_y > 0 && m_y + height > m_height)
        newPage();
}

void PdfPage::newPage()
{
    footer();
    m_writer.newPage();
    m_y = 0;
    ++m_page;
}

void PdfPage::footer()
{
    m_painter.setFont(font(7.5));
    m_painter.setPen(QColor(110, 110, 110));
    m_painter.drawText(
        QRectF(0, m_height + mm(3), m_width, mm(5)), Qt::AlignRight | Qt::AlignVCenter, Tr::tr("Page %1").arg(m_page));
    m_painter.drawText(
        QRectF(0, m_height + mm(3), m_width, mm(5)), Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("Headroom"));
}

void PdfPage::text(const QString& text, double pt, bool bold, const QColor& color, bool mono)
{
    placeHeading(mm(20));
    const QFont f = font(pt, bold, mono);
    // Paragraph by paragraph, so a long text (the plan) flows over pages.
    for (const QString& paragraph : text.split(u'\n')) {
        const QString p = paragraph.isEmpty() ? QStringLiteral(" ") : paragraph;
        const double h = measure(p, f, m_width, kWrap);
        ensure(h);
        m_painter.setFont(f);
        m_painter.setPen(color);
        m_painter.drawText(QRectF(0, m_y, m_width, h), kWrap, p);
        m_y += h;
    }
    m_y += mm(1.2);
}

void PdfPage::heading(const QString& text)
{
    // Drawn with what follows it, once that says how much room it needs (placeHeading): never a
    // heading alone at the foot of a page, even above a table whose first row is tall.
    placeHeading(mm(20));
    m_pendingHeading = text;
}

void PdfPage::placeHeading(double following)
{
    if (m_pendingHeading.isEmpty())
        return;
    const QString text = std::exchange(m_pendingHeading, QString());
    const QFont f = font(12, true);
    const double h = measure(text, f, m_width, kWrap);
    ensure(mm(3) + h + mm(2.3) + std::min(following, m_height / 2));
    m_y += mm(3);
    m_painter.setFont(f);
    m_painter.setPen(QColor(25, 55, 100));
    m_painter.drawText(QRectF(0, m_y, m_width, h), kWrap, text);
    m_y += h + mm(0.8);
    m_painter.setPen(QPen(QColor(25, 55, 100), mm(0.2)));
    m_painter.drawLine(QPointF(0, m_y), QPointF(m_width, m_y));
    m_y += mm(1.5);
}

void PdfPage::bullet(const QString& text)
{
    placeHeading(mm(20));
    const QFont f = font(9);
    const double indent = mm(4);
    const double h = measure(text, f, m_width - indent, kWrap);
    ensure(h);
    m_painter.setFont(f);
    m_painter.setPen(QColor(20, 20, 20));
    m_painter.drawText(QRectF(0, m_y, indent, h), Qt::AlignLeft | Qt::AlignTop, QStringLiteral("•"));
    m_painter.drawText(QRectF(indent, m_y, m_width - indent, h), kWrap, text);
    m_y += h + mm(0.8);
}

void PdfPage::space(double millimetres)
{
    placeHeading(mm(20));
    m_y += mm(millimetres);
}

void PdfPage::box(const QList<BoxLine>& lines, const QColor& fill)
{
    placeHeading(mm(20));
    const double pad = mm(3);
    const double inner = m_width - 2 * pad;
    QList<double> heights;
    double total = 2 * pad;
    for (const BoxLine& l : lines) {
        heights << measure(l.text, font(l.pt, l.bold), inner, kWrap);
        total += heights.last() + mm(1.5);
    }
    ensure(total);
    m_painter.setPen(QPen(fill.darker(130), mm(0.3)));
    m_painter.setBrush(fill);
    m_painter.drawRoundedRect(QRectF(0, m_y, m_width, total), mm(1.5), mm(1.5));
    m_painter.setBrush(Qt::NoBrush);
    double y = m_y + pad;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        m_painter.setFont(font(lines[i].pt, lines[i].bold));
        m_painter.setPen(lines[i].color);
        m_painter.drawText(QRectF(pad, y, inner, heights[i]), kWrap, lines[i].text);
        y += heights[i] + mm(1.5);
    }
    m_y += total + mm(2);
}

void PdfPage::tableRow(const QStringList& cells, const QList<double>& widths, double pt, bool header, int monoColumn)
{
    const double pad = mm(0.8);
    double h = 0;
    for (qsizetype c = 0; c < widths.size(); ++c) {
        const bool mono = c == monoColumn && !header;
        const QFont f = font(pt, header, mono);
        h = std::max(
            h, cell(cells.value(c), f, widths[c] - 2 * pad, cellFlags(cells.value(c), f, widths[c] - 2 * pad, mono)));
    }
    h += 2 * pad;
    if (header)
        m_painter.fillRect(QRectF(0, m_y, m_width, h), QColor(228, 233, 240));
    double x = 0;
    for (qsizetype c = 0; c < widths.size(); ++c) {
        const bool mono = c == monoColumn && !header;
        const QFont f = font(pt, header, mono);
        const int flags = cellFlags(cells.value(c), f, widths[c] - 2 * pad, mono);
        m_painter.setPen(QColor(20, 20, 20));
        const QPointF at(x + pad, m_y + pad);
        cell(cells.value(c), f, widths[c] - 2 * pad, flags, &at);
        x += widths[c];
    }
    m_painter.setPen(QPen(QColor(190, 190, 190), mm(0.15)));
    m_painter.drawLine(QPointF(0, m_y + h), QPointF(m_width, m_y + h));
    m_y += h;
}

void PdfPage::table(
    const QStringList& header, const QList<QStringList>& rows, const QList<int>& weights, double pt, int monoColumn)
{
    double sum = 0;
    for (int w : weights)
        sum += w;
    // Each column is at least as wide as its widest word or short cell (a header such as
    // "Stable n", a figure such as "1963.0 ms"); what is left is shared by the weights. A table
    // whose words do not fit side by side at the asked size is set smaller, down to 6 pt; then its
    // short cells may wrap between words too ("1963.0" over "ms"); only when even single words do
    // not fit does it fall back to the weights alone, and its cells wrap anywhere.
    const double pad = mm(1.6);
    const auto leastWidths = [&](double size, bool keepShortCells) {
        QList<double> least;
        for (qsizetype c = 0; c < weights.size(); ++c) {
            double widest = 0;
            const auto widen = [&](const QString& text, const QFont& f) {
                m_painter.setFont(f);
                const QFontMetricsF metrics = m_painter.fontMetrics();
                // A short cell ("18.2 MiB", "Stable n") is kept on one line when it can be: a
                // figure is never parted from its unit; a longer one may wrap between words.
                if (keepShortCells && text.size() <= 12)
                    widest = std::max(widest, metrics.horizontalAdvance(text));
                else
                    for (const QString& word : unbreakable(text))
                        widest = std::max(widest, metrics.horizontalAdvance(word));
            };
            widen(header.value(c), font(size, true));
            if (c != monoColumn) // a monospaced column (a command line) wraps anywhere by design
                for (const QStringList& row : rows)
                    widen(row.value(c), font(size));
            least << widest + pad + mm(0.2);
        }
        return least;
    };
    const auto total = [](const QList<double>& w) { return std::accumulate(w.begin(), w.end(), 0.0); };
    QList<double> least = leastWidths(pt, true);
    for (double smaller = pt - 0.5; total(least) > m_width && smaller >= std::min(pt, 6.0); smaller -= 0.5) {
        pt = smaller;
        least = leastWidths(pt, true);
    }
    if (total(least) > m_width)
        least = leastWidths(pt, false);
    const double leastSum = total(least);
    QList<double> widths;
    for (qsizetype c = 0; c < weights.size(); ++c)
        widths << (leastSum <= m_width ? least[c] + (m_width - leastSum) * weights[c] / sum
                                       : m_width * weights[c] / sum);
    // Every row measured first: a row that does not fit goes to the next page under a repeated
    // header, never a header alone at the foot of a page, never one last row alone on a new one.
    const double cellPad = mm(0.8); // tableRow's
    const auto rowHeight = [&](const QStringList& cells, bool bold) {
        double h = 0;
        for (qsizetype c = 0; c < widths.size(); ++c) {
            const bool mono = c == monoColumn && !bold;
            const QFont f = font(pt, bold, mono);
            const double w = widths[c] - 2 * cellPad;
            h = std::max(h, cell(cells.value(c), f, w, cellFlags(cells.value(c), f, w, mono)));
        }
        return h + 2 * cellPad;
    };
    QList<double> heights;
    for (const QStringList& row : rows)
        heights << rowHeight(row, false);
    const double headerHeight = rowHeight(header, true);
    const double lead = headerHeight
        + std::accumulate(heights.begin(), heights.begin() + std::min<qsizetype>(2, heights.size()), 0.0);
    placeHeading(lead); // the heading goes over with the header and the first rows
    ensure(lead);
    tableRow(header, widths, pt, true, monoColumn);
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const int page = m_page;
        // The last two rows go over together (when the table has more than two).
        const bool lastTwo = i == rows.size() - 2 && rows.size() > 2;
        ensure(heights[i] + (lastTwo ? heights[i + 1] : 0.0));
        if (m_page != page)
            tableRow(header, widths, pt, true, monoColumn);
        tableRow(rows[i], widths, pt, false, monoColumn);
    }
    if (rows.isEmpty())
        tableRow({ Tr::tr("(none)") }, widths, pt, false, -1);
    m_y += mm(2);
}

void PdfPage::chartRow(const QList<QPair<QString, QChartView*>>& charts, double height)
{
    placeHeading(height);
    const QFont captionFont = font(8.5, true);
    const double gap = mm(6);
    const double w = (m_width - gap * (charts.size() - 1)) / std::max<qsizetype>(1, charts.size());
    double caption = 0;
    for (const auto& chart : charts)
        caption = std::max(caption, measure(chart.first, captionFont, w, kWrap) + mm(1));
    ensure(caption + height);
    double x = 0;
    for (const auto& [title, view] : charts) {
        m_painter.setFont(captionFont);
        m_painter.setPen(QColor(40, 40, 40));
        m_painter.drawText(QRectF(x, m_y, w, caption), kWrap, title);
        // QGraphicsView::render paints the scene's items through this painter: lines and text
        // stay vectors in the PDF.
        view->render(&m_painter, QRectF(x, m_y + caption, w, height), view->viewport()->rect(), Qt::IgnoreAspectRatio);
        x += w + gap;
    }
    m_y += caption + height + mm(3);
}

bool PdfPage::finish()
{
    if (!m_painter.isActive())
        return false;
    placeHeading(0);
    footer();
    return m_painter.end();
}

} // namespace Ui
