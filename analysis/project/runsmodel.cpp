#include "analysis/project/runsmodel.h"

#include "analysis/core/labels.h"

#include <QHash>
#include <QSet>

namespace Analysis {

RunsModel::RunsModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

bool RunsModel::sameOrder(const QList<RunRow>& rows) const
{
    QHash<QString, qsizetype> at;
    for (qsizetype i = 0; i < rows.size(); ++i)
        at.insert(rows.at(i).id, i);
    qsizetype last = -1;
    for (const RunRow& r : m_rows) {
        const qsizetype i = at.value(r.id, -1);
        if (i >= 0 && i <= last)
            return false;
        last = i >= 0 ? i : last;
    }
    return at.size() == rows.size(); // no id twice
}

RunsChange RunsModel::setRuns(const QList<RunRow>& rows)
{
    RunsChange change;
    if (!sameOrder(rows)) {
        beginResetModel();
        for (const RunRow& r : std::as_const(m_rows))
            change.removed << r.id;
        m_rows = rows;
        for (const RunRow& r : rows)
            change.added << r.id;
        endResetModel();
        return change;
    }
    QSet<QString> incoming;
    for (const RunRow& r : rows)
        incoming.insert(r.id);
    // Removed and added rows go in contiguous blocks, one signal a block: a view that fits its
    // columns to their contents on each signal (the Runs page) did that once per row, which made
    // opening a 1,000-run project take 28 s (tests/bench/bench_bigproject.cpp).
    for (int last = int(m_rows.size()) - 1; last >= 0;) {
        if (incoming.contains(m_rows.at(last).id)) {
            --last;
            continue;
        }
        int first = last;
        while (first > 0 && !incoming.contains(m_rows.at(first - 1).id))
            --first;
        beginRemoveRows({}, first, last);
        for (int i = last; i >= first; --i)
            change.removed.prepend(m_rows.takeAt(i).id);
        endRemoveRows();
        last = first - 1;
    }
    // The rows left are in the new list's order: walk both together.
    for (int i = 0; i < int(rows.size());) {
        const RunRow& r = rows.at(i);
        if (i < m_rows.size() && m_rows.at(i).id == r.id) {
            if (m_rows.at(i) != r) {
                m_rows[i] = r;
                change.changed << r.id;
                emit dataChanged(index(i, 0), index(i, ColumnCount - 1));
            }
            ++i;
            continue;
        }
        // New rows up to the next row already here (or the end).
        const QString next = i < m_rows.size() ? m_rows.at(i).id : QString();
        int end = i;
        while (end < int(rows.size()) && rows.at(end).id != next)
            ++end;
        beginInsertRows({}, i, end - 1);
        for (int k = i; k < end; ++k) {
            m_rows.insert(k, rows.at(k));
            change.added << rows.at(k).id;
        }
        endInsertRows();
        i = end;
    }
    return change;
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
    case Labels:
        return labelsText(r.labels);
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
    case Labels:
        return tr("Labels");
    case Provenance:
        return tr("Provenance");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace Analysis
