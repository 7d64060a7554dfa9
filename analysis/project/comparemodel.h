#pragma once

// Several runs side by side: the first chosen run is the base, every other one is compared with
// it figure by figure (analysis/verdict/compare.h). Loading and comparing is one pure function, so the
// page runs it off the GUI thread; the model only shows the result.

#include "analysis/core/diagnostic.h"
#include "analysis/verdict/compare.h"
#include "analysis/verdict/devicematrix.h"
#include "analysis/verdict/sustainedsettings.h"
#include "analysis/verdict/verdict.h"

#include <QAbstractTableModel>

namespace Analysis {

struct CompareSet {
    QList<Run> runs; // in the order asked for; runs[0] is the base
    QList<FigureTable> tables; // parallel to runs
    QList<RunComparison> comparisons; // comparisons[i]: runs[i + 1] against runs[0]
    DeviceMatrix deviceMatrix; // the runs' devices side by side; empty when they come from one device
    // Sustained runs' settings ranked, first rounds against last; empty when no run is sustained.
    SustainedSettingsRanking sustainedSettings;
    Diagnostics diagnostics;
};

// Opens its own Store on the project (call it on any thread), loads the runs and compares them.
CompareSet loadComparison(const QString& projectPath, const QStringList& runIds, const VerdictOptions& options = {});

class CompareModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Candidate, Input, Figure, Base, Value, Change, Interval, Outcome, ColumnCount };
    enum Role { SortRole = Qt::UserRole + 1 };

    explicit CompareModel(QObject* parent = nullptr);
    void setComparison(const CompareSet& set);
    void clear();

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    static QString figureDisplay(CompareFigure f); // translated
    static QString outcomeDisplay(CompareOutcome o); // translated

private:
    struct Row {
        QString candidate; // the compared run's name
        FigureComparison c;
    };
    // kib: a peak in KiB, for two peaks that differ but read the same in MiB ("25.9 → 25.9 MiB,
    // different" told the reader nothing).
    QString formatValue(CompareFigure f, double v, bool kib = false) const;
    QList<Row> m_rows;
};

} // namespace Analysis
