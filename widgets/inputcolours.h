#pragma once

// One colour per input across the whole window and the PDF: the memory chart, the latency chart and
// every page draw input k of a run in inputColour(k), so "long" is the same colour everywhere and
// stays so for the run's life. The palette is Okabe and Ito's (distinguishable with the common
// colour-vision deficiencies); past its eight colours the line style changes as well, so two inputs
// never look alike.

#include <QColor>
#include <QString>
#include <QStringList>

namespace Analysis {
struct Run;
}

namespace Ui {

QColor inputColour(int index);
Qt::PenStyle inputPenStyle(int index); // solid for the first eight, then dashed, dotted...

// The input's place in the run: the plan's order (run.inputs), else the order in which repetitions
// and then memory series first name it. -1 for a name the run does not hold.
int inputIndex(const Analysis::Run& run, const QString& inputId);
// `inputIds` in that order, so every legend lists the inputs alike.
QStringList inputOrdered(const Analysis::Run& run, QStringList inputIds);

} // namespace Ui
