#include "analysis/project/comparemodel.h"

#include "analysis/store/store.h"

#include <QLocale>

#include <cmath>

namespace Analysis {

CompareSet loadComparison(const QString& projectPath, const QStringList& runIds, const VerdictOptions& options)
{
    CompareSet out;
    Store store;
    out.diagnostics = store.open(projectPath, Store::OpenMode::ReadOnly);
    if (hasErrors(out.diagnostics))
        return out;
    for (const QString& id : runIds) {
        auto run = store.loadRun(id, &out.diagnostics);
        if (!run)
            continue;
        out.tables << perInputFigures(*run, options);
        out.runs << std::move(*run);
    }
    // No regression threshold here: the page shows differences, it does not gate a pipeline.
    for (int i = 1; i < out.runs.size(); ++i)
        out.comparisons << compareRuns(out.runs.first(), out.runs.at(i), 0.0,
            { CompareFigure::PeakMemory, CompareFigure::MedianLatency, CompareFigure::P90Latency, CompareFigure::Ttft },
            options.warmupToDrop);
    out.deviceMatrix = deviceMatrix(out.runs, options);
    out.sustainedSettings = rankSustainedSettings(out.runs);
    return out;
}

CompareModel::CompareModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void CompareModel::setComparison(const CompareSet& set)
{
    beginResetModel();
    m_rows.clear();
    const QStringList names = distinctRunNames(set.runs);
    for (int i = 0; i < set.comparisons.size() && i + 1 < set.runs.size(); ++i)
        for (const auto& c : set.comparisons.at(i).rows)
            m_rows.append({ names.at(i + 1), c });
    endResetModel();
}

void CompareModel::clear()
{
    beginResetModel();
    m_rows.clear();
    endResetModel();
}

int CompareModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int CompareModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString CompareModel::figureDisplay(CompareFigure f)
{
    switch (f) {
    case CompareFigure::PeakMemory:
        return tr("Peak memory");
    case CompareFigure::MedianLatency:
        return tr("Median latency");
    case CompareFigure::P90Latency:
        return tr("p90 latency");
    case CompareFigure::Ttft:
        return tr("Time to first token");
    case CompareFigure::Energy:
        return tr("Energy per repetition");
    case CompareFigure::EnergyPerToken:
        return tr("Energy per token");
    case CompareFigure::P99Latency:
        return tr("p99 latency");
    case CompareFigure::TokensPerS:
        return tr("Tokens per second");
    }
    return {};
}

QString CompareModel::outcomeDisplay(CompareOutcome o)
{
    switch (o) {
    case CompareOutcome::Same:
        return tr("same");
    case CompareOutcome::Different:
        return tr("different");
    case CompareOutcome::Inconclusive:
        return tr("inconclusive");
    }
    return {};
}

QString CompareModel::formatValue(CompareFigure f, double v, bool kib) const
{
    const QLocale l;
    if (f == CompareFigure::PeakMemory && kib)
        return tr("%1 KiB").arg(l.toString(qint64(std::llround(v))));
    if (f == CompareFigure::PeakMemory)
        return tr("%1 MiB").arg(l.toString(v / 1024.0, 'f', 1));
    if (f == CompareFigure::Energy || f == CompareFigure::EnergyPerToken)
        return tr("%1 J").arg(l.toString(v, 'f', 3));
    if (f == CompareFigure::TokensPerS)
        return tr("%1 tokens/s").arg(l.toString(v, 'f', 1));
    return tr("%1 ms").arg(l.toString(v, 'f', 1));
}

QVariant CompareModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& r = m_rows.at(index.row());
    const FigureComparison& c = r.c;
    if (role == SortRole) {
        switch (Column(index.column())) {
        case Base:
            return c.base;
        case Value:
            return c.candidate;
        case Change:
            return c.relativeChange;
        case Interval:
            return c.ciLow;
        default:
            break;
        }
        role = Qt::DisplayRole;
    }
    if (role == Qt::ToolTipRole)
        return c.explanation;
    if (role == Qt::TextAlignmentRole && index.column() >= Base && index.column() <= Interval)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    const QLocale l;
    const bool kib = c.figure == CompareFigure::PeakMemory && c.base != c.candidate
        && formatValue(c.figure, c.base) == formatValue(c.figure, c.candidate);
    switch (Column(index.column())) {
    case Candidate:
        return r.candidate;
    case Input:
        return c.inputId.isEmpty() ? tr("(unnamed)") : c.inputId;
    case Figure:
        return figureDisplay(c.figure);
    case Base:
        return formatValue(c.figure, c.base, kib);
    case Value:
        return formatValue(c.figure, c.candidate, kib);
    case Change:
        return tr("%1%").arg(l.toString(c.relativeChange * 100.0, 'f', 1));
    case Interval:
        return tr("[%1, %2]").arg(formatValue(c.figure, c.ciLow, kib), formatValue(c.figure, c.ciHigh, kib));
    case Outcome:
        return c.regression ? tr("%1, worse").arg(outcomeDisplay(c.outcome)) : outcomeDisplay(c.outcome);
    case ColumnCount:
        break;
    }
    return {};
}

QVariant CompareModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case Candidate:
        return tr("Run");
    case Input:
        return tr("Input");
    case Figure:
        return tr("Figure");
    case Base:
        return tr("Base");
    case Value:
        return tr("This run");
    case Change:
        return tr("Change");
    case Interval:
        return tr("95% interval of the difference");
    case Outcome:
        return tr("Outcome");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace Analysis
