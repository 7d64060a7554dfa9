#include "analysis/project/runsmodel.h"

namespace Analysis {

RunsModel::RunsModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void RunsModel::setRuns(const QList<RunRow>& rows)
{
    beginResetModel();
    m_rows = rows;
    endResetModel();
}

const RunRow* RunsModel::row(int r) const
{
    return r >= 0 && r < m_rows.size() ? &m_rows.at(r) : nullptr;
}

int RunsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int RunsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RunsModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const RunRow& r = m_rows.at(index.row());
    if (role == RunIdRole)
        return r.id;
    if (role == SortRole && index.column() == Started)
        return r.startedAt;
    if (role != Qt::DisplayRole && role != SortRole && role != Qt::ToolTipRole)
        return {};
    switch (Column(index.column())) {
    case Name:
        return r.name;
    case Device:
        return r.device;
    case Model:
        return r.model;
    case Quantization:
        return r.quantization;
    case Backend:
        return r.backend;
    case Started:
        return QLocale().toString(r.startedAt.toLocalTime(), QLocale::ShortFormat);
    case Verdict:
        if (!r.verdict)
            return tr("not decided");
        if (*r.verdict == u"memory")
            return tr("memory first");
        if (*r.verdict == u"latency")
            return tr("latency first");
        if (*r.verdict == u"undetermined")
            return tr("undetermined");
        return *r.verdict;
    case Provenance:
        return r.provenance;
    case ColumnCount:
        break;
    }
    return {};
}

QVariant RunsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case Name:
        return tr("Run");
    case Device:
        return tr("Device");
    case Model:
        return tr("Model");
    case Quantization:
        return tr("Quantization");
    case Backend:
        return tr("Backend");
    case Started:
        return tr("Started");
    case Verdict:
        return tr("Verdict");
    case Provenance:
        return tr("Provenance");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace Analysis
