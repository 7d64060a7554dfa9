#pragma once

// Where each input's time goes: one horizontal bar per input, stacked load, prefill (prompt
// evaluation) and decode, each the median of the stable repetitions (analysis/verdict/stages.h).
// Used by the run page and the PDF summary.

#include "analysis/verdict/verdict.h"

#include <QChartView>

namespace Ui {

class StageChart final : public QChartView {
    Q_OBJECT
public:
    explicit StageChart(QWidget* parent = nullptr);
    // The inputs in the order given; an input with no stage known gets no bar. Returns whether
    // any input had one.
    bool setInputs(const QList<Analysis::InputFigures>& inputs);
};

} // namespace Ui
