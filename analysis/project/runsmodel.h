#pragma once

#include "analysis/store/store.h"

#include <QAbstractTableModel>

namespace Analysis {

// All runs of a project, one row each, for the Runs page (sort and filter with a proxy:
// SortRole gives raw values, so dates sort as dates).
class RunsModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Name, Device, Model, Quantization, Backend, Started, Verdict, Provenance, ColumnCount };
    enum Role { SortRole = Qt::UserRole + 1, RunIdRole };

    explicit RunsModel(QObject* parent = nullptr);
    void setRuns(const QList<RunRow>& rows);
    const RunRow* row(int r) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QList<RunRow> m_rows;
};

} // namespace Analysis
