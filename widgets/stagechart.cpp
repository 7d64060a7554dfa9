#include "widgets/stagechart.h"

#include "analysis/core/format.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QValueAxis>

#include <algorithm>

namespace Ui {

StageChart::StageChart(QWidget* parent)
    : QChartView(new QChart, parent)
{
    setRenderHint(QPainter::Antialiasing);
    chart()->legend()->setAlignment(Qt::AlignBottom);
}

bool StageChart::setInputs(const QList<Analysis::InputFigures>& inputs)
{
    QChart* c = chart();
    c->removeAllSeries();
    for (auto* a : c->axes()) {
        c->removeAxis(a);
        delete a;
    }
    auto* load = new QBarSet(tr("load"));
    auto* prefill = new QBarSet(tr("prefill"));
    auto* decode = new QBarSet(tr("decode"));
    load->setColor(QColor(0x99, 0x99, 0x99));
    prefill->setColor(QColor(0x00, 0x72, 0xb2));
    decode->setColor(QColor(0xe6, 0x9f, 0x00));
    QStringList categories;
    QStringList sources;
    double longest = 0;
    // Bars are drawn from the bottom up: the inputs in reverse, so the first one is on top.
    for (auto it = inputs.crbegin(); it != inputs.crend(); ++it) {
        const Analysis::InputFigures& f = *it;
        const Analysis::StageFigures& s = f.stages;
        if (!s.any())
            continue;
        categories << (f.inputId.isEmpty() ? tr("(unnamed)") : f.inputId);
        // A stage the source does not give is drawn as nothing, and the title says which are missing.
        *load << s.loadMs.value_or(0);
        *prefill << s.prefillMs.value_or(0);
        *decode << s.decodeMs.value_or(0);
        longest = std::max(longest, s.loadMs.value_or(0) + s.prefillMs.value_or(0) + s.decodeMs.value_or(0));
        for (const QString& src : s.source.split(QStringLiteral(", "), Qt::SkipEmptyParts))
            if (!sources.contains(src))
                sources << src;
    }
    if (categories.isEmpty()) {
        delete load;
        delete prefill;
        delete decode;
        c->setTitle(QStringLiteral("%1<br><small>%2</small>")
                        .arg(tr("No load, prefill or decode figures in this run").toHtmlEscaped(),
                            tr("they come from llama.cpp's llama_perf lines, or from headroom: markers with a "
                               "load-complete marker")
                                .toHtmlEscaped()));
        return false;
    }
    // Seconds once the longest bar passes ten of them: a person reads "12.5 s", not "12500 ms".
    const bool seconds = longest >= 10000;
    const double scale = seconds ? 1.0 / 1000 : 1.0;
    for (QBarSet* set : { load, prefill, decode })
        for (int i = 0; i < set->count(); ++i)
            set->replace(i, set->at(i) * scale);
    auto* series = new QHorizontalStackedBarSeries;
    series->append(load);
    series->append(prefill);
    series->append(decode);
    series->setLabelsVisible(false);
    c->addSeries(series);
    auto* y = new QBarCategoryAxis;
    y->append(categories);
    auto* x = new QValueAxis;
    x->setTitleText(seconds ? tr("s, medians") : tr("ms, medians"));
    x->setLabelFormat(QStringLiteral("%.0f"));
    x->setRange(0, longest * scale * 1.05);
    x->applyNiceNumbers();
    c->addAxis(y, Qt::AlignLeft);
    c->addAxis(x, Qt::AlignBottom);
    series->attachAxis(y);
    series->attachAxis(x);
    // Rich text on two short lines: a half-width chart elides one long title.
    c->setTitle(QStringLiteral("%1<br><small>%2</small>")
                    .arg(tr("Where the time goes").toHtmlEscaped(),
                        tr("from %1, stable repetitions").arg(sources.join(QStringLiteral(", "))).toHtmlEscaped()));
    return true;
}

} // namespace Ui
