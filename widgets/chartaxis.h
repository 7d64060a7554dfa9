#pragma once

// Round tick values for a value axis: a step of 1, 2 or 5 times a power of ten, the range widened to
// whole steps, and labels with as many decimals as the step needs, never an exponent (STYLE.md:
// numbers a person reads are formatted for people). Every chart's value axes go through here.

class QValueAxis;

namespace Ui {

// The step of 1, 2 or 5 × 10^k that splits `span` into at most `maxTicks` intervals.
double niceStep(double span, int maxTicks);

// Sets `axis` to [lo, hi] widened to whole steps (lo kept at 0 when it is 0), ticks on the steps.
void setNiceRange(QValueAxis* axis, double lo, double hi, int maxTicks = 5);

// Keeps round ticks on an axis whose range is set elsewhere (a zoom, a pan, a linked time axis): the
// step and the decimals follow every range change; the range itself is left as it is.
void keepNiceTicks(QValueAxis* axis, int maxTicks = 6);

// Sets `axis` to [lo, hi] (a zoom or a pan) with round ticks about as dense as before; an axis of
// whole numbers (labels "%d": counts, repetition numbers) keeps whole steps.
void setRangeKeepingTicks(QValueAxis* axis, double lo, double hi);

} // namespace Ui
