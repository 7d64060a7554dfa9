#include "widgets/historypage.h"

#include "analysis/core/labels.h"
#include "analysis/project/comparemodel.h"
#include "analysis/project/historyload.h"
#include "analysis/project/projectsession.h"
#include "analysis/store/store.h"

#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHash>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineSeries>
#include <QPushButton>
#include <QScatterSeries>
#include <QSet>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QValueAxis>

#include <cmath>

namespace Ui {

namespace {
// The colours of a step's outcome, the same in the chart and the table.
const QColor kRegression(0xc6, 0x28, 0x28);
const QColor kImprovement(0x2e, 0x7d, 0x32);

// The axis unit and the scale from the history's unit (KiB for a peak is shown in MiB).
std::pair<QString, double> axisUnit(Analysis::CompareFigure f)
{
    switch (f) {
    case Analysis::CompareFigure::PeakMemory:
        return { HistoryPage::tr("MiB"), 1.0 / 1024.0 };
    case Analysis::CompareFigure::Energy:
    case Analysis::CompareFigure::EnergyPerToken:
        return { HistoryPage::tr("J"), 1.0 };
    case Analysis::CompareFigure::TokensPerS:
        return { HistoryPage::tr("tokens/s"), 1.0 };
    case Analysis::CompareFigure::MedianLatency:
    case Analysis::CompareFigure::P90Latency:
    case Analysis::CompareFigure::P99Latency:
    case Analysis::CompareFigure::Ttft:
        break;
    }
    return { HistoryPage::tr("ms"), 1.0 };
}
} // namespace

struct HistoryPage::Loaded {
    Analysis::HistoryOptions options; // as used: the input is the first one when none was chosen
    Analysis::HistoryResult result;
    QStringList inputs, devices, labelKeys;
    QString error;
};

HistoryPage::HistoryPage(Analysis::ProjectSession* session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
{
    m_figure = new QComboBox(this);
    m_figure->setObjectName(QStringLiteral("historyFigure"));
    for (const auto f : Analysis::allCompareFigures())
        m_figure->addItem(Analysis::CompareModel::figureDisplay(f), int(f));
    m_figure->setCurrentIndex(m_figure->findData(int(Analysis::CompareFigure::P90Latency)));
    m_input = new QComboBox(this);
    m_device = new QComboBox(this);
    m_by = new QComboBox(this);
    m_compare = new QPushButton(tr("Compare the two runs"), this);
    m_compare->setToolTip(tr("Opens the chosen point's run and the previous point's run on the Compare page."));
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Figure:"), this));
    bar->addWidget(m_figure);
    bar->addWidget(new QLabel(tr("Input:"), this));
    bar->addWidget(m_input);
    bar->addWidget(new QLabel(tr("Device:"), this));
    bar->addWidget(m_device);
    bar->addWidget(new QLabel(tr("One point per:"), this));
    bar->addWidget(m_by);
    bar->addStretch(1);
    bar->addWidget(m_compare);

    auto* chart = new QChart;
    chart->legend()->setVisible(false);
    m_chart = new QChartView(chart, this);
    m_chart->setRenderHint(QPainter::Antialiasing);
    m_chart->setMinimumHeight(220);

    m_table = new QTableWidget(this);
    m_table->setColumnCount(6);
    m_table->setHorizontalHeaderLabels(
        { tr("#"), tr("Started"), tr("Point"), tr("Value"), tr("Change from the previous (95% CI)"), tr("Outcome") });
    m_table->verticalHeader()->setVisible(false);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->horizontalHeader()->setStretchLastSection(true);

    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_chart);
    split->addWidget(m_table);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setSizes({ 600, 400 }); // the chart first: the table scrolls
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_summary);
    layout->addWidget(split, 1);

    for (QComboBox* box : { m_figure, m_input, m_device, m_by }) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        connect(box, &QComboBox::currentIndexChanged, this, [this] {
            if (!m_filling)
                refresh();
        });
    }
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &HistoryPage::updateCompareButton);
    connect(m_table, &QTableWidget::cellDoubleClicked, this, [this](int row, int) {
        if (row > 0)
            emit compareRequested(stepRunIds(row));
    });
    connect(m_compare, &QPushButton::clicked, this, [this] {
        if (const int step = selectedStep(); step > 0)
            emit compareRequested(stepRunIds(step));
    });
    updateCompareButton();
}

void HistoryPage::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    refresh();
}

void HistoryPage::refresh()
{
    if (!m_session->isOpen()) {
        m_jobs.dropAll();
        apply({});
        return;
    }
    Analysis::HistoryOptions options = m_options;
    options.figure = Analysis::CompareFigure(m_figure->currentData().toInt());
    options.inputId = m_input->currentData().toString();
    options.device = m_device->currentData().toString();
    options.byLabel = m_by->currentData().toString();
    const QString project = m_session->projectPath();
    // Nothing in the input box yet: no input was chosen (an empty id is also a real input's, "(unnamed)").
    const bool inputChosen = m_input->count() > 0;
    m_summary->setText(tr("Reading the runs…"));
    m_jobs.run(
        [project, options, inputChosen] {
            Loaded l;
            l.options = options;
            Analysis::Store store;
            Analysis::Diagnostics d = store.open(project, Analysis::Store::OpenMode::ReadOnly);
            const QList<Analysis::Run> runs
                = Analysis::hasErrors(d) ? QList<Analysis::Run>() : Analysis::historyRuns(store, {}, {}, &d);
            for (const auto& x : std::as_const(d))
                if (x.severity == Analysis::Diagnostic::Severity::Error)
                    l.error += x.toString() + u'\n';
            QHash<QString, int> runsOf; // how many runs measured each input
            for (const Analysis::Run& r : runs) {
                QSet<QString> seen;
                for (const Analysis::Repetition& rep : r.repetitions) {
                    if (!l.inputs.contains(rep.inputId))
                        l.inputs << rep.inputId;
                    if (!seen.contains(rep.inputId)) {
                        seen.insert(rep.inputId);
                        ++runsOf[rep.inputId];
                    }
                }
                if (!l.devices.contains(r.device))
                    l.devices << r.device;
                for (auto it = r.labels.cbegin(); it != r.labels.cend(); ++it)
                    if (!l.labelKeys.contains(it.key()))
                        l.labelKeys << it.key();
            }
            l.labelKeys.sort();
            // No input chosen yet: the one the most runs measured (the first of them in time), so
            // the first view is a history, not one point among runs of other plans.
            if (!inputChosen || !l.inputs.contains(l.options.inputId)) {
                l.options.inputId = l.inputs.value(0);
                for (const QString& input : std::as_const(l.inputs))
                    if (runsOf.value(input) > runsOf.value(l.options.inputId))
                        l.options.inputId = input;
            }
            if (!l.devices.contains(l.options.device))
                l.options.device.clear();
            if (!l.labelKeys.contains(l.options.byLabel))
                l.options.byLabel.clear();
            if (!l.inputs.isEmpty())
                l.result = Analysis::buildHistory(runs, l.options);
            return l;
        },
        [this](const Loaded& l) { apply(l); });
}

void HistoryPage::fillChoices(QComboBox* box, const QStringList& values, const QString& allText)
{
    const QString current = box->currentData().toString();
    box->clear();
    if (!allText.isEmpty())
        box->addItem(allText, QString());
    for (const QString& v : values)
        box->addItem(v.isEmpty() ? tr("(unnamed)") : v, v);
    box->setCurrentIndex(std::max(0, box->findData(current)));
}

void HistoryPage::apply(const Loaded& l)
{
    m_filling = true;
    m_options = l.options;
    m_history = l.result;
    fillChoices(m_input, l.inputs, {});
    m_input->setCurrentIndex(std::max(0, m_input->findData(l.options.inputId)));
    fillChoices(m_device, l.devices, tr("every device"));
    m_device->setCurrentIndex(std::max(0, m_device->findData(l.options.device)));
    fillChoices(m_by, l.labelKeys, tr("run"));
    m_by->setCurrentIndex(std::max(0, m_by->findData(l.options.byLabel)));
    m_filling = false;

    QString summary;
    if (!l.error.isEmpty())
        summary = l.error.trimmed();
    else if (!m_session->isOpen())
        summary = tr("Open a project to follow a figure across its runs.");
    else if (m_history.points.isEmpty())
        summary = tr("No run with repetitions to follow yet.");
    else if (m_history.points.size() < 2)
        summary = tr("One point: a second run is needed to see a change.");
    else if (m_history.gate)
        summary = (m_history.newestRegressed
                ? tr("The newest point is a regression against the last good one (point %1): %2")
                : tr("The newest point is no regression against the last good one (point %1): %2"))
                      .arg(*m_history.lastGood + 1)
                      .arg(m_history.gate->explanation);
    if (!m_history.leftOut.isEmpty())
        summary += u'\n' + tr("Left out: %1").arg(m_history.leftOut.join(QStringLiteral("; ")));
    m_summary->setText(summary);
    fillChart();
    fillTable();
    updateCompareButton();
    emit historyShown(int(m_history.points.size()));
}

void HistoryPage::fillChart()
{
    QChart* chart = m_chart->chart();
    chart->removeAllSeries();
    const auto axes = chart->axes();
    for (QAbstractAxis* axis : axes) {
        chart->removeAxis(axis);
        delete axis;
    }
    const auto [unit, scale] = axisUnit(m_options.figure);
    chart->setTitle(tr("%1 of input %2").arg(m_figure->currentText(), m_options.inputId));
    auto* line = new QLineSeries;
    auto* points = new QScatterSeries;
    points->setMarkerSize(8);
    auto* regressions = new QScatterSeries;
    regressions->setMarkerSize(16);
    regressions->setColor(kRegression);
    regressions->setBorderColor(kRegression);
    auto* improvements = new QScatterSeries;
    improvements->setMarkerSize(12);
    improvements->setColor(kImprovement);
    improvements->setBorderColor(kImprovement);
    auto* x = new QCategoryAxis;
    x->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    x->setTitleText(m_options.byLabel.isEmpty() ? tr("Run, in time order") : m_options.byLabel);
    double low = 0, high = 0;
    bool any = false;
    QList<QPointF> linePoints, plain, bad, good;
    for (int i = 0; i < m_history.points.size(); ++i) {
        const Analysis::HistoryPoint& p = m_history.points.at(i);
        // Each run is named by its number in the table; a label's value is named as well.
        x->append(
            m_options.byLabel.isEmpty() ? QString::number(i + 1) : QStringLiteral("%1 %2").arg(i + 1).arg(p.key), i);
        if (!p.value)
            continue;
        const QPointF pt(i, *p.value * scale);
        linePoints << pt;
        (p.regression ? bad : p.improvement ? good : plain) << pt;
        low = any ? std::min(low, pt.y()) : pt.y();
        high = any ? std::max(high, pt.y()) : pt.y();
        any = true;
    }
    line->replace(linePoints);
    points->replace(plain);
    regressions->replace(bad);
    improvements->replace(good);
    x->setRange(-0.5, std::max<double>(0.5, double(m_history.points.size()) - 0.5));
    auto* y = new QValueAxis;
    y->setTitleText(unit);
    const double pad = any ? std::max((high - low) * 0.1, std::abs(high) * 0.05 + 1e-9) : 1;
    y->setRange(any ? std::max(0.0, low - pad) : 0, any ? high + pad : 1);
    y->setLabelFormat(QStringLiteral("%.1f"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QXYSeries* s : std::initializer_list<QXYSeries*> { line, points, regressions, improvements }) {
        chart->addSeries(s);
        s->attachAxis(x);
        s->attachAxis(y);
    }
    // A marker clicked: the step it ends opens on the Compare page (the regression markers lie on top).
    for (QScatterSeries* s : { points, regressions, improvements })
        connect(s, &QScatterSeries::clicked, this, [this](const QPointF& pt) {
            const int i = int(std::lround(pt.x()));
            if (i > 0 && i < m_table->rowCount()) {
                m_table->selectRow(i);
                emit compareRequested(stepRunIds(i));
            }
        });
}

void HistoryPage::fillTable()
{
    m_table->setRowCount(int(m_history.points.size()));
    for (int i = 0; i < m_history.points.size(); ++i) {
        const Analysis::HistoryPoint& p = m_history.points.at(i);
        QString change, outcome;
        if (p.change) {
            const auto signedValue = [this](double v) -> QString {
                return (v < 0 ? QStringLiteral("-") : QStringLiteral("+"))
                    + Analysis::historyValueText(m_options.figure, std::abs(v));
            };
            change = tr("%1% [%2, %3]")
                         .arg(QLocale().toString(p.change->relativeChange * 100, 'f', 1), signedValue(p.change->ciLow),
                             signedValue(p.change->ciHigh));
            outcome = Analysis::CompareModel::outcomeDisplay(p.change->outcome);
        } else if (i > 0) {
            outcome = tr("not compared: %1").arg(p.notCompared);
        }
        if (p.contended)
            outcome = tr("%1, measured under heavy CPU pressure").arg(outcome);
        if (p.regression)
            outcome = tr("regression (%1)").arg(outcome);
        else if (p.improvement)
            outcome = tr("improvement (%1)").arg(outcome);
        QString point = p.key;
        if (p.runIds.size() > 1)
            point = tr("%1 (%n run(s))", nullptr, int(p.runIds.size())).arg(p.key);
        else if (m_options.byLabel.isEmpty() && !p.runNames.isEmpty())
            point = tr("%1 (run %2)").arg(p.runNames.first(), p.key);
        const QStringList cells { QString::number(i + 1),
            p.startedAt.isValid() ? QLocale().toString(p.startedAt.toLocalTime(), QLocale::ShortFormat) : tr("unknown"),
            point, p.value ? Analysis::historyValueText(m_options.figure, *p.value) : tr("n/a"), change, outcome };
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells.at(c));
            item->setToolTip(p.change ? p.change->explanation + u'\n' + Analysis::labelsText(p.labels)
                                      : Analysis::labelsText(p.labels));
            if (p.regression)
                item->setForeground(kRegression);
            else if (p.improvement)
                item->setForeground(kImprovement);
            m_table->setItem(i, c, item);
        }
    }
    m_table->resizeColumnsToContents();
}

int HistoryPage::selectedStep() const
{
    const auto rows = m_table->selectionModel()->selectedRows();
    return rows.isEmpty() ? -1 : rows.first().row();
}

void HistoryPage::updateCompareButton()
{
    m_compare->setEnabled(selectedStep() > 0);
}

QStringList HistoryPage::stepRunIds(int point) const
{
    if (point <= 0 || point >= m_history.points.size())
        return {};
    // The previous point's newest run against this point's first: the two runs either side of the step.
    return { m_history.points.at(point - 1).runIds.last(), m_history.points.at(point).runIds.first() };
}

} // namespace Ui
