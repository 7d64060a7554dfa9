#pragma once

#include <QChartView>
#include <QColor>
#include <QList>

#include <vector>

class QLabel;

namespace Ui {

class ChartNavigator;

// A latency distribution as histogram, box plot, ECDF or per-repetition scatter. Several groups
// (inputs, or runs in Compare) are overlaid. Bins, quantiles and steps come from
// analysis/core/distribution.h: this widget only draws.
class LatencyChart final : public QChartView {
    Q_OBJECT
public:
    enum class View { Histogram, Box, Ecdf, Scatter };
    Q_ENUM(View)

    struct Group {
        QString label;
        std::vector<double> stableMs; // what the statistics use (warm-up and failures dropped)
        QList<QPointF> repetitions; // (repetition index, ms) for the scatter, all of them
        QList<bool> warmup; // parallel to repetitions: drawn hollow
        QColor colour {}; // the input's colour (inputcolours.h); invalid: the theme's
        Qt::PenStyle style = Qt::SolidLine;
    };

    explicit LatencyChart(QWidget* parent = nullptr);
    void setGroups(const QList<Group>& groups);
    void setView(View view);
    View view() const { return m_view; }
    void setBudgetMs(double ms); // latency budget line; <= 0 hides it
    // Without a repetition to draw the chart shows this line instead of empty axes.
    void setEmptyText(const QString& text); // default: "No latency figures"
    bool isEmptyShown() const;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void rebuild();

    QLabel* m_empty = nullptr;
    QList<Group> m_groups;
    View m_view = View::Histogram;
    double m_budgetMs = 0;
    ChartNavigator* m_nav = nullptr;
};

} // namespace Ui
