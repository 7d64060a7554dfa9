#pragma once

#include "analysis/store/store.h"

#include <QAbstractTableModel>

namespace Analysis {

// What refilling the list changed, by run id (a window says it when another process did it).
struct RunsChange {
    QStringList added;
    QStringList removed;
    QStringList changed; // renamed, or a new verdict
    bool isEmpty() const { return added.isEmpty() && removed.isEmpty() && changed.isEmpty(); }
};

// All runs of a project, one row each, for the Runs page (sort and filter with a proxy:
// SortRole gives raw values, so dates sort as dates).
class RunsModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Name, Device, Model, Quantization, Backend, Started, Verdict, Labels, Provenance, ColumnCount };
    enum Role { SortRole = Qt::UserRole + 1, RunIdRole };

    explicit RunsModel(QObject* parent = nullptr);
    // Row by row, never a reset when the list keeps its order (Store::listRuns: by id), so a view
    // keeps its selection and current run while runs come, go and are renamed.
    RunsChange setRuns(const QList<RunRow>& rows);
    const RunRow* row(int r) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    // False (nothing changed yet) when rows are not in m_rows' order; setRuns then resets.
    bool sameOrder(const QList<RunRow>& rows) const;
    QList<RunRow> m_rows;
};

} // namespace Analysis
