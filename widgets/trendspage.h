#pragma once

#include "analysis/verdict/verdict.h"

#include <QWidget>

class QLabel;

namespace Ui {

class TrendChart;

// Length vs memory and length vs latency side by side, with the limits, where each fitted line
// crosses, and the verdict beside them.
class TrendsPage final : public QWidget {
    Q_OBJECT
public:
    explicit TrendsPage(QWidget* parent = nullptr);
    void showVerdict(const Analysis::FigureTable& table, const Analysis::Verdict& verdict);
    TrendChart* memoryChart() const { return m_memory; }
    TrendChart* latencyChart() const { return m_latency; }
    QString verdictText() const;

private:
    TrendChart* m_memory = nullptr;
    TrendChart* m_latency = nullptr;
    TrendChart* m_tail = nullptr;
    QLabel* m_verdict = nullptr;
};

} // namespace Ui
