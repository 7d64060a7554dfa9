#include "analysis/project/figuresmodel.h"

#include "analysis/core/format.h"
#include "analysis/core/statistics.h"

#include <QLocale>

namespace Analysis {

FiguresModel::FiguresModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void FiguresModel::setTable(const FigureTable& table)
{
    beginResetModel();
    m_table = table;
    endResetModel();
}

int FiguresModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_table.inputs.size());
}

int FiguresModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString FiguresModel::formatKb(int64_t kb)
{
    return Analysis::formatKb(kb);
}

QString FiguresModel::outcomesText(const InputFigures& f)
{
    QStringList parts;
    for (auto it = f.outcomes.cbegin(); it != f.outcomes.cend(); ++it)
        parts << tr("%1 %2", "count and outcome, e.g. 19 ok").arg(it.value()).arg(outcomeText(it.key()));
    return parts.join(QStringLiteral(", "));
}

namespace {
QString ms(double v)
{
    return QLocale().toString(v, 'f', v < 100 ? 2 : 1);
}
} // namespace

QVariant FiguresModel::display(const InputFigures& f, Column c) const
{
    const bool timed = f.n > 0;
    switch (c) {
    case Input:
        return f.inputId.isEmpty() ? tr("(unnamed)") : f.inputId;
    case Length:
        if (f.length < 0)
            return tr("unknown");
        return f.lengthUnit == LengthUnit::Tokens ? tr("%1 tokens").arg(f.length) : tr("%1 chars").arg(f.length);
    case AfterLoad:
        return f.afterLoadKb ? formatKb(*f.afterLoadKb) : QString();
    case Peak:
        if (!f.peakKb)
            return QString();
        if (f.peakInDoubt())
            return tr("%1 (sampled, probably missed)").arg(formatKb(*f.peakKb));
        return f.peakExactness == Exactness::Exact ? tr("%1 (exact)").arg(formatKb(*f.peakKb))
                                                   : tr("%1 (sampled)").arg(formatKb(*f.peakKb));
    case AnonPeak:
        return f.anonPeakKb ? formatKb(*f.anonPeakKb) : QString();
    case FilePeak:
        return f.filePeakKb ? formatKb(*f.filePeakKb) : QString();
    case ModelFile:
        if (const MappedFile* m = f.largeDataFile())
            return tr("%1 (%2 resident)").arg(m->path.section(u'/', -1), formatKb(m->rssKb));
        return f.mappedScans ? tr("none mapped") : QString();
    case Median:
        return timed ? ms(f.medianMs) : QString();
    case P90:
        return timed ? ms(f.p90Ms) : QString();
    case Max:
        return timed ? ms(f.maxMs) : QString();
    case TailRatio:
        return timed && f.medianMs > 0 ? QLocale().toString(f.tailRatio(), 'f', 2) : QString();
    case Ttft:
        return f.ttftMedianMs ? ms(*f.ttftMedianMs) : QString();
    case Count:
        return f.n;
    case Outcomes:
        return outcomesText(f);
    case ColumnCount:
        break;
    }
    return {};
}

QVariant FiguresModel::sortValue(const InputFigures& f, Column c) const
{
    switch (c) {
    case Length:
        return f.length;
    case AfterLoad:
        return f.afterLoadKb ? QVariant(qlonglong(*f.afterLoadKb)) : QVariant();
    case Peak:
        return f.peakKb ? QVariant(qlonglong(*f.peakKb)) : QVariant();
    case AnonPeak:
        return f.anonPeakKb ? QVariant(qlonglong(*f.anonPeakKb)) : QVariant();
    case FilePeak:
        return f.filePeakKb ? QVariant(qlonglong(*f.filePeakKb)) : QVariant();
    case Median:
        return f.medianMs;
    case P90:
        return f.p90Ms;
    case Max:
        return f.maxMs;
    case TailRatio:
        return f.tailRatio();
    case Ttft:
        return f.ttftMedianMs ? QVariant(*f.ttftMedianMs) : QVariant();
    default:
        return display(f, c);
    }
}

QString FiguresModel::toolTip(const InputFigures& f, Column c) const
{
    const QString kind = f.timingKind == TimingKind::ColdStart
        ? tr("cold start: each repetition is a fresh process, loading included")
        : f.timingKind == TimingKind::InProcess ? tr("in-process: repeated requests to a running engine")
                                                : tr("timing kind unknown");
    switch (c) {
    case Peak: {
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
    case AfterLoad:
        return tr("VmRSS at the first sample after load-complete.");
    case AnonPeak:
        return tr("The highest RssAnon sampled in the measured repetitions: the process's own memory (heap, KV "
                  "cache, buffers, and a model read without mmap).");
    case FilePeak:
        return tr("The highest RssFile sampled in the measured repetitions: pages of files the workload maps (the "
                  "binary, its libraries, an mmap'ed model). The kernel can drop them and read them again.");
    case ModelFile: {
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
    case P90:
        if (f.n > 0 && f.n < samplesForQuantileBound(0.9))
            return tr("%1 stable repetitions (warm-up and failed ones dropped), %2, from %3.")
                       .arg(f.n)
                       .arg(kind, f.timingSource)
                + u'\n'
                + tr("An estimate: a p90 needs at least %1 repetitions before even the slowest bounds it with 95% "
                     "confidence.")
                      .arg(samplesForQuantileBound(0.9));
        [[fallthrough]];
    case Median:
    case Max:
    case TailRatio:
        return tr("%1 stable repetitions (warm-up and failed ones dropped), %2, from %3.")
            .arg(f.n)
            .arg(kind, f.timingSource);
    case Ttft:
        return tr("Median time to first output.");
    default:
        return {};
    }
}

QVariant FiguresModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const InputFigures& f = m_table.inputs.at(index.row());
    const auto c = Column(index.column());
    switch (role) {
    case Qt::DisplayRole:
        return display(f, c);
    case SortRole:
        return sortValue(f, c);
    case Qt::ToolTipRole:
        return toolTip(f, c);
    case Qt::TextAlignmentRole:
        return c == Input || c == Outcomes ? QVariant() : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    default:
        return {};
    }
}

QVariant FiguresModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case Input:
        return tr("Input");
    case Length:
        return tr("Length");
    case AfterLoad:
        return tr("After load");
    case Peak:
        return tr("Peak");
    case AnonPeak:
        return tr("Own (RssAnon)");
    case FilePeak:
        return tr("File-backed (RssFile)");
    case ModelFile:
        return tr("Model file");
    case Median:
        return tr("Median (ms)");
    case P90:
        return tr("p90 (ms)");
    case Max:
        return tr("Max (ms)");
    case TailRatio:
        return tr("p90/median");
    case Ttft:
        return tr("TTFT median (ms)");
    case Count:
        return tr("n");
    case Outcomes:
        return tr("Outcomes");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace Analysis
