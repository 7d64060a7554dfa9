#pragma once

#include "analysis/report/inputtable.h"
#include "analysis/verdict/verdict.h"

#include <QAbstractTableModel>

namespace Analysis {

// The per-input figures of a run for the statistics view: the one per-input table
// (analysis/report/inputtable.h) that the reports print, every column of it. Every figure's
// tooltip says where it came from and whether it is exact or sampled.
class FiguresModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Role { SortRole = Qt::UserRole + 1 };

    explicit FiguresModel(QObject* parent = nullptr);
    void setTable(const Run& run, const FigureTable& table);
    const FigureTable& table() const { return m_figures; }
    const InputTable& inputTable() const { return m_table; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    // "123.4 MiB" from kB (the kernel's kB are KiB). Shared with reports.
    static QString formatKb(int64_t kb);

private:
    QString toolTip(const InputFigures& f, InputColumnId c) const;

    FigureTable m_figures;
    InputTable m_table;
};

} // namespace Analysis
