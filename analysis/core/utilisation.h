#pragma once

// Utilisation tracks beside the memory chart (issue 14): what the CPUs, the storage, the scheduler
// and the GPU were doing, on the run's time axis. The probe records cumulative counters; the rates
// per interval are computed here, so a widget only draws them.

#include "analysis/core/decimation.h"
#include "analysis/core/run.h"

#include <QList>
#include <QPointF>
#include <QString>

#include <memory>
#include <vector>

namespace Analysis {

// Tracks that share a unit are drawn in one lane.
enum class UtilisationLane {
    CpuSplit, // the system's user / system / iowait / steal, % of all CPUs' time
    WorkloadCpu, // the workload's CPU time, % of one core
    WorkloadEvents, // the workload's involuntary context switches and major faults, per second
    StorageRead, // the workload's reads from storage, MiB/s
    Pressure, // PSI, % of wall time stalled
    RunQueue, // tasks runnable beside the CPUs online
    Frequency, // CPU frequency, MHz
    Temperature, // °C
    GpuMemory, // MiB
    GpuLoad, // %
    Power, // W: the energy total's sources (energy.h)
};

struct UtilisationTrack {
    QString key; // stable machine name, e.g. "cpu_iowait", "invol_cs_per_s"
    QString label; // translated legend text
    UtilisationLane lane = UtilisationLane::CpuSplit;
    // Contiguous stretches of values, x in seconds on the run's time axis. A new stretch starts
    // where a figure is missing or, for the workload's counters, where a repetition's process
    // starts: lines never join two repetitions.
    QList<QList<QPointF>> segments;
    // Optional, one per segment (addPyramids, off the GUI thread): decimation reads O(columns x
    // levels) points instead of every point in view. A live run's tracks have none.
    QList<std::shared_ptr<const MinMaxPyramid>> pyramids {};
    bool isEmpty() const { return segments.isEmpty(); }
};

struct Utilisation {
    QList<UtilisationTrack> tracks; // only tracks with at least one value
    // Why the GPU has no track: "" when measured, else the probe's statement ("not available:
    // nvidia-smi not found on PATH", "unified memory: ..."). Never shown as a zero.
    QString gpuStatement;
    bool isEmpty() const { return tracks.isEmpty(); }
};

// A stored GPU statement (the probe's English words) in the reader's language where it is one the
// probe writes; anything else as stored.
QString gpuStatementText(const QString& stored);

// The workload's series are on the run's clock (probe runs); a log with Unix time stamps is shifted
// to its first time stamp, as the memory chart shows it.
Utilisation utilisationOf(const Run& run);
// Builds the pyramids of every segment (a pass over every point).
void addPyramids(Utilisation& utilisation);

// Translated lane titles with their unit, for the chart.
QString utilisationLaneTitle(UtilisationLane lane);

// Where a new repetition's samples begin in one input's memory series: ascending indices into m.t,
// starting with 0, so a chart draws each stretch as a line of its own and never joins the end of one
// repetition to the start of another (an interleaved run samples the other inputs in between).
// A new stretch starts at a fresh process's start (cold-start runs, repetitions' starts on the
// run's clock) and after a pause longer than a few typical sampling intervals.
std::vector<size_t> repetitionBreaks(const Run& run, const QString& input, const MemorySeries& m);

// Per pixel column the lowest and the highest point of each segment in [t0, t1], plus the nearest
// point outside on each side (the chart's habit, decimation.h), for points sorted by x. With `pyramid`
// (built on these points) the same points at O(columns x levels) cost.
QList<QPointF> decimatePoints(
    const QList<QPointF>& points, double t0, double t1, int columns, const MinMaxPyramid* pyramid = nullptr);

} // namespace Analysis
