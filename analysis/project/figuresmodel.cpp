#include "analysis/project/figuresmodel.h"

#include "analysis/core/format.h"
#include "analysis/core/statistics.h"

namespace Analysis {

FiguresModel::FiguresModel(QObject* parent)
    : QAbstractTableModel(parent)
    , m_table(Analysis::inputTable(Run(), FigureTable(), {})) // the headers before the first run
{
}

void FiguresModel::setTable(const Run& run, const FigureTable& table)
{
    beginResetModel();
    m_figures = table;
    m_table = Analysis::inputTable(run, table, tokensPerSecondByInput(run, table));
    endResetModel();
}

int FiguresModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_table.rows.size());
}

int FiguresModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(InputColumnId::Count);
}

QString FiguresModel::formatKb(int64_t kb)
{
    return Analysis::formatKb(kb);
}

QString FiguresModel::toolTip(const InputFigures& f, InputColumnId c) const
{
    const QString kind = f.timingKind == TimingKind::ColdStart
        ? tr("cold start: each repetition is a fresh process, loading included")
        : f.timingKind == TimingKind::InProcess ? tr("in-process: repeated requests to a running engine")
                                                : tr("timing kind unknown");
    switch (c) {
    case InputColumnId::Peak: {
        // The warm-up's own peak is shown apart, never in the figure (issue 21, item 5).
        const QString warmup = f.warmupPeakKb
            ? tr("The warm-up's own peak, not in this figure: %1.").arg(formatKb(*f.warmupPeakKb))
            : QString();
        if (!f.peakKb)
            return warmup.isEmpty() ? tr("No memory figure in the logs of this input.") : warmup;
        const QString peak = (f.peakExactness == Exactness::Exact
                ? tr("Exact: the kernel's own peak (%1) from %2. It is this process tree's peak, not the whole "
                     "device's.")
                : tr("Sampled: the highest of periodic samples (%1) from %2; a spike between two samples can be "
                     "missed."))
                                 .arg(f.peakOrigin, f.peakSource)
            + (f.peakInDoubt() ? u'\n' + tr("Probably missed: %1. Left out of the memory trend.").arg(f.peakDoubt)
                               : QString());
        return warmup.isEmpty() ? peak : peak + u'\n' + warmup;
    }
    case InputColumnId::AfterLoad:
        return tr("VmRSS at the first sample after load-complete.");
    case InputColumnId::AnonPeak:
        return tr("The highest RssAnon sampled in the measured repetitions: the process's own memory (heap, KV "
                  "cache, buffers, and a model read without mmap).");
    case InputColumnId::FilePeak:
        return tr("The highest RssFile sampled in the measured repetitions: pages of files the workload maps (the "
                  "binary, its libraries, an mmap'ed model). The kernel can drop them and read them again.");
    case InputColumnId::ModelFile: {
        if (!f.mappedScans)
            return tr("Which files were mapped was not recorded (probe 0.2.4 records them; a log does not).");
        QStringList lines { tr("The largest files the workload mapped (the most any of the probe's %n reads found "
                               "resident):",
            nullptr, *f.mappedScans) };
        for (const MappedFile& m : f.mappedFiles)
            lines << tr("%1: %2 resident of %3 mapped, %4")
                         .arg(m.path, formatKb(m.rssKb), formatKb(m.sizeKb),
                             m.code ? tr("code (binary or library)") : tr("data"));
        if (!f.largeDataFile())
            lines << tr("No data file of 16 MiB or more: no model was mapped.");
        return lines.join(u'\n');
    }
    case InputColumnId::P90:
        if (f.n > 0 && f.n < samplesForQuantileBound(0.9))
            return tr("%1 stable repetitions (warm-up and failed ones dropped), %2, from %3.")
                       .arg(f.n)
                       .arg(kind, f.timingSource)
                + u'\n'
                + tr("An estimate: a p90 needs at least %1 repetitions before even the slowest bounds it with 95% "
                     "confidence.")
                      .arg(samplesForQuantileBound(0.9));
        [[fallthrough]];
    case InputColumnId::Median:
    case InputColumnId::Max:
    case InputColumnId::TailRatio:
        return tr("%1 stable repetitions (warm-up and failed ones dropped), %2, from %3.")
            .arg(f.n)
            .arg(kind, f.timingSource);
    case InputColumnId::Ttft:
        return tr("Median time to first token, with where it came from (the engine's log, a marker line, the "
                  "first output).")
            + (f.ttftSource.isEmpty() ? QString() : u'\n' + ttftSourceText(f.ttftSource));
    case InputColumnId::TokensPerS:
        return tr("The median over the stable repetitions of 1000 / TPOT: the decode rate, output tokens after the "
                  "first per second.");
    case InputColumnId::Lengths:
        return tr("The input's length in characters, bytes and tokens (? where it was not counted).");
    default:
        return {};
    }
}

QVariant FiguresModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const InputCell& cell = m_table.rows.at(index.row()).at(index.column());
    const auto c = InputColumnId(index.column());
    switch (role) {
    case Qt::DisplayRole:
        return cell.text;
    case SortRole:
        return cell.sortValue ? QVariant(*cell.sortValue) : QVariant(cell.text);
    case Qt::ToolTipRole:
        return toolTip(m_figures.inputs.at(index.row()), c);
    case Qt::TextAlignmentRole:
        return m_table.columns.at(index.column()).number ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter))
                                                         : QVariant();
    default:
        return {};
    }
}

QVariant FiguresModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= int(InputColumnId::Count))
        return {};
    return m_table.columns.at(section).header;
}

} // namespace Analysis
