#include "widgets/trendspage.h"

#include "analysis/core/format.h"

#include "widgets/rundetailpage.h"
#include "widgets/trendchart.h"

#include <QGridLayout>
#include <QLabel>

namespace Ui {

TrendsPage::TrendsPage(QWidget* parent)
    : QWidget(parent)
{
    m_memory = new TrendChart(this);
    m_latency = new TrendChart(this);
    m_tail = new TrendChart(this);
    m_verdict = new QLabel(this);
    m_verdict->setWordWrap(true);
    m_verdict->setTextFormat(Qt::RichText);
    m_verdict->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* grid = new QGridLayout(this);
    grid->addWidget(m_memory, 0, 0);
    grid->addWidget(m_latency, 0, 1);
    grid->addWidget(m_tail, 1, 0);
    grid->addWidget(m_verdict, 1, 1);
}

void TrendsPage::showVerdict(const Analysis::FigureTable& table, const Analysis::Verdict& verdict)
{
    const QString xTitle = table.lengthUnit == Analysis::LengthUnit::Tokens ? tr("Input length (tokens)")
        : table.lengthUnit == Analysis::LengthUnit::Chars                   ? tr("Input length (characters)")
                                                                            : tr("Input length");
    // Short: the legend beside a chart has room for a word and a figure.
    const QString ceiling
        = table.memoryCeilingKb ? tr("ceiling %1").arg(Analysis::formatKb(*table.memoryCeilingKb)) : tr("ceiling");
    const QString budget
        = table.latencyBudgetMs ? tr("budget %1").arg(Analysis::formatDuration(*table.latencyBudgetMs)) : tr("budget");
    m_memory->setTrend(tr("Peak memory"), xTitle, tr("MiB"), verdict.peakTrend, 1.0 / 1024.0, ceiling);
    m_latency->setTrend(tr("Median latency"), xTitle, tr("ms"), verdict.medianTrend, 1.0, budget);
    m_tail->setTrend(tr("p90 latency"), xTitle, tr("ms"), verdict.p90Trend, 1.0, budget);
    m_verdict->setText(verdictHtml(verdict));
}

QString TrendsPage::verdictText() const
{
    return m_verdict->text();
}

} // namespace Ui
