#include "analysis/core/utilisation.h"

#include "analysis/core/energy.h"
#include "analysis/core/tr.h"


#include <algorithm>
#include <cmath>

namespace Analysis {
namespace {
// A gap between two samples longer than this many typical intervals is a pause between
// repetitions (an interleaved run samples the other inputs meanwhile): no rate across it.
constexpr double kGapIntervals = 3.0;
// The kernel counts CPU time in clock ticks (USER_HZ, 10 ms): a rate over one 10 ms sample is 0%
// or 100%, a comb. Rates are taken over at least this long (seconds), as top's refresh does.
constexpr double kMinRateWindowS = 0.1;

// One track from a system column; kMissingPct values break the line.
UtilisationTrack systemTrack(const SystemSeries& s, const std::vector<double>& column, const char* key,
    const QString& label, UtilisationLane lane)
{
    UtilisationTrack tr { QLatin1String(key), label, lane, {} };
    QList<QPointF> seg;
    for (size_t i = 0; i < s.size() && i < column.size(); ++i) {
        if (column[i] == SystemSeries::kMissingPct || !std::isfinite(column[i])) {
            if (!seg.isEmpty())
                tr.segments.append(std::exchange(seg, {}));
            continue;
        }
        seg.append(QPointF(s.t[i], column[i]));
    }
    if (!seg.isEmpty())
        tr.segments.append(seg);
    return tr;
}

double medianInterval(const std::vector<double>& t)
{
    std::vector<double> d;
    for (size_t i = 1; i < t.size(); ++i)
        if (t[i] > t[i - 1])
            d.push_back(t[i] - t[i - 1]);
    if (d.empty())
        return 0;
    std::nth_element(d.begin(), d.begin() + long(d.size() / 2), d.end());
    return d[d.size() / 2];
}

// Rates of a cumulative counter (or of the sum of two) between consecutive samples. A counter
// that goes down is a new process (the next repetition): the line breaks there. Rows where the
// counter is missing are not samples of it: the probe reads CPU times, switches and faults only
// every 100 ms (its full samples) while it samples memory at every interval, and the rows between
// leave them out.
void addRates(QList<QPointF>& seg, QList<QList<QPointF>>& segments, const MemorySeries& m, double offset,
    const std::vector<int64_t>& a, const std::vector<int64_t>* b, double scale)
{
    const size_t n = std::min({ m.size(), a.size(), b ? b->size() : a.size() });
    constexpr size_t kNone = size_t(-1);
    auto has = [&](size_t i) { return a[i] >= 0 && (!b || (*b)[i] >= 0); };
    auto value = [&](size_t i) { return a[i] + (b ? (*b)[i] : 0); };
    auto nextWith = [&](size_t i) {
        while (++i < n)
            if (has(i))
                return i;
        return kNone;
    };
    // The typical step between the samples that have the counter (this runs once a second over a
    // live run's whole series: one pass, no copy of it).
    std::vector<double> steps;
    for (size_t i = 0, last = kNone; i < n; ++i)
        if (has(i)) {
            if (last != kNone && m.t[i] > m.t[last])
                steps.push_back(m.t[i] - m.t[last]);
            last = i;
        }
    double gap = 0;
    if (!steps.empty()) {
        std::nth_element(steps.begin(), steps.begin() + long(steps.size() / 2), steps.end());
        gap = steps[steps.size() / 2] * kGapIntervals;
    }
    size_t anchor = kNone, prev = kNone; // the sample the rate window starts at; the last one with the counter
    for (size_t i = nextWith(kNone); i != kNone; prev = i, i = nextWith(i)) {
        if (prev == kNone) {
            anchor = i;
            continue;
        }
        const double step = m.t[i] - m.t[prev];
        const int64_t v0 = value(anchor), v1 = value(i);
        if (!(step > 0) || (gap > 0 && step > gap) || v1 < value(prev)) {
            if (!seg.isEmpty())
                segments.append(std::exchange(seg, {}));
            anchor = i;
            continue;
        }
        const double dt = m.t[i] - m.t[anchor];
        // The window closes after kMinRateWindowS, or at the stretch's end if it has half of that.
        const size_t next = nextWith(i);
        const bool last
            = next == kNone || !(m.t[next] > m.t[i]) || (gap > 0 && m.t[next] - m.t[i] > gap) || value(next) < v1;
        if (dt >= kMinRateWindowS || (last && dt >= kMinRateWindowS / 2)) {
            seg.append(QPointF(m.t[i] - offset, double(v1 - v0) * scale / dt));
            anchor = i;
        }
    }
    if (!seg.isEmpty())
        segments.append(std::exchange(seg, {}));
}

UtilisationTrack workloadTrack(const Run& run, std::vector<int64_t> MemorySeries::*a,
    std::vector<int64_t> MemorySeries::*b, double scale, const char* key, const QString& label, UtilisationLane lane)
{
    UtilisationTrack tr { QLatin1String(key), label, lane, {} };
    for (const auto& m : run.memory) {
        if ((m.*a).empty() || (b && (m.*b).empty()) || m.isEmpty())
            continue;
        const double offset = m.timeIsEpoch ? m.t.front() : 0;
        QList<QPointF> seg;
        addRates(seg, tr.segments, m, offset, m.*a, b ? &(m.*b) : nullptr, scale);
    }
    // Inputs' series interleave in time; the chart wants segments in time order.
    std::stable_sort(tr.segments.begin(), tr.segments.end(),
        [](const QList<QPointF>& x, const QList<QPointF>& y) { return x.front().x() < y.front().x(); });
    return tr;
}
} // namespace

QString utilisationLaneTitle(UtilisationLane lane)
{
    switch (lane) {
    case UtilisationLane::CpuSplit:
        return Tr::tr("CPU, all cores (%)");
    case UtilisationLane::WorkloadCpu:
        return Tr::tr("Workload CPU (% of one core)");
    case UtilisationLane::WorkloadEvents:
        return Tr::tr("Workload events (per second)");
    case UtilisationLane::StorageRead:
        return Tr::tr("Workload storage reads (MiB/s)");
    case UtilisationLane::Pressure:
        return Tr::tr("Pressure stall (% of time)");
    case UtilisationLane::RunQueue:
        return Tr::tr("Run queue (tasks)");
    case UtilisationLane::Frequency:
        return Tr::tr("CPU frequency (MHz)");
    case UtilisationLane::Temperature:
        return Tr::tr("Temperature (°C)");
    case UtilisationLane::GpuMemory:
        return Tr::tr("GPU memory (MiB)");
    case UtilisationLane::GpuLoad:
        return Tr::tr("GPU load (%)");
    case UtilisationLane::Power:
        return Tr::tr("Power (W)");
    }
    return QString();
}

QString gpuStatementText(const QString& stored)
{
    // The probe's own words (English, kept as written in the project), in the reader's language.
    const QString absent = QStringLiteral("not available: ");
    if (stored == absent + QStringLiteral("nvidia-smi not found on PATH"))
        return Tr::tr("not available: nvidia-smi was not found on the PATH");
    if (stored.startsWith(QLatin1String("unified memory")))
        return Tr::tr("unified memory: on a Jetson the GPU shares RAM with the CPU, so its memory is counted in RAM "
                      "(RSS, MemAvailable)");
    if (stored.startsWith(absent))
        return Tr::tr("not available: %1").arg(stored.mid(absent.size()));
    return stored;
}

namespace {
// "VDD_IN", "package-0 + dram": the labels of the energy total's sources.
QString powerTotalLabels(const Environment& env)
{
    QStringList labels;
    for (const QString& part : env.values.value(QLatin1String(PowerKeys::kTotal)).split(QStringLiteral(" + ")))
        labels << part.section(u' ', 0, 0);
    return labels.join(QStringLiteral(" + "));
}
} // namespace

Utilisation utilisationOf(const Run& run)
{
    Utilisation u;
    const SystemSeries& s = run.system;
    using L = UtilisationLane;
    QList<UtilisationTrack> all {
        //: Legend of a chart line: the share of all CPUs spent in user mode (/proc/stat "user").
        systemTrack(s, s.cpuUserPct, "cpu_user", Tr::tr("user"), L::CpuSplit),
        //: Legend of a chart line: the share of all CPUs spent in the kernel (/proc/stat "system").
        systemTrack(s, s.cpuSystemPct, "cpu_system", Tr::tr("system"), L::CpuSplit),
        //: Legend of a chart line: CPU time idle while waiting for storage (/proc/stat "iowait").
        systemTrack(s, s.cpuIowaitPct, "cpu_iowait", Tr::tr("iowait"), L::CpuSplit),
        //: Legend of a chart line: CPU time taken by the hypervisor (/proc/stat "steal").
        systemTrack(s, s.cpuStealPct, "cpu_steal", Tr::tr("steal"), L::CpuSplit),
        //: Legend of a chart line: the measured workload's own CPU time.
        workloadTrack(run, &MemorySeries::utimeMs, &MemorySeries::stimeMs, 0.1, "workload_cpu", Tr::tr("workload"),
            L::WorkloadCpu),
        workloadTrack(run, &MemorySeries::involCtxSwitches, nullptr, 1.0, "invol_cs_per_s",
            Tr::tr("involuntary context switches"), L::WorkloadEvents),
        workloadTrack(run, &MemorySeries::majFaults, nullptr, 1.0, "maj_faults_per_s", Tr::tr("major page faults"),
            L::WorkloadEvents),
        workloadTrack(run, &MemorySeries::readBytes, nullptr, 1.0 / (1024.0 * 1024.0), "read_mib_per_s",
            Tr::tr("read from storage"), L::StorageRead),
        //: Legend of a pressure-stall line: time some task waited for a CPU (/proc/pressure/cpu).
        systemTrack(s, s.psiCpuSomePct, "psi_cpu_some", Tr::tr("cpu"), L::Pressure),
        //: Legend of a pressure-stall line: time some task waited for storage (/proc/pressure/io).
        systemTrack(s, s.psiIoSomePct, "psi_io_some", Tr::tr("io"), L::Pressure),
        //: Legend of a pressure-stall line: time some task waited for memory (/proc/pressure/memory).
        systemTrack(s, s.psiMemSomePct, "psi_mem_some", Tr::tr("memory"), L::Pressure),
        //: Legend of a chart line: tasks ready to run at each sample (/proc/stat procs_running).
        systemTrack(s, s.runnable, "runnable", Tr::tr("runnable tasks"), L::RunQueue),
        //: Legend of a chart line: the CPUs online; runnable tasks above it wait for a CPU.
        systemTrack(s, s.cpusOnline, "cpus_online", Tr::tr("CPUs online"), L::RunQueue),
        systemTrack(s, s.cpuFreqMeanMhz, "cpu_freq_mean", Tr::tr("mean of the cores"), L::Frequency),
        systemTrack(s, s.cpuFreqMinMhz, "cpu_freq_min", Tr::tr("slowest core"), L::Frequency),
        systemTrack(s, s.tempMaxC, "temp_max", Tr::tr("hottest zone"), L::Temperature),
        systemTrack(s, s.gpuLoadPct, "gpu_load", Tr::tr("GPU load"), L::GpuLoad),
        //: Legend of the power line: the sources the energy total is made of (a board's input rail, ...).
        systemTrack(s, s.powerW, "power_w", Tr::tr("power of %1").arg(powerTotalLabels(run.environment)), L::Power),
    };
    // GPU memory is an integer column with kMissing for "no reading".
    std::vector<double> gpu;
    for (const auto v : s.gpuMemMiB)
        gpu.push_back(v < 0 ? SystemSeries::kMissingPct : double(v));
    all << systemTrack(s, gpu, "gpu_mem", Tr::tr("workload's GPU memory"), L::GpuMemory);
    for (auto& t : all)
        if (!t.isEmpty())
            u.tracks << std::move(t);
    u.gpuStatement = gpuStatementText(s.gpu);
    if (u.gpuStatement.isEmpty() && !s.isEmpty()
        && gpu.end() == std::find_if(gpu.begin(), gpu.end(), [](double v) { return v >= 0; }))
        u.gpuStatement = Tr::tr("no GPU memory reading was recorded");
    return u;
}

std::vector<size_t> repetitionBreaks(const Run& run, const QString& input, const MemorySeries& m)
{
    std::vector<size_t> out;
    if (m.isEmpty())
        return out;
    out.push_back(0);
    std::vector<double> starts; // seconds on the run's clock
    if (run.timingKind == TimingKind::ColdStart && !m.timeIsEpoch)
        for (const auto& r : run.repetitions)
            if (r.inputId == input && r.startMs)
                starts.push_back(*r.startMs / 1000.0);
    std::sort(starts.begin(), starts.end());
    const double gap = medianInterval(m.t) * kGapIntervals;
    for (size_t i = 1; i < m.size(); ++i) {
        const double a = m.t[i - 1], b = m.t[i];
        const auto s = std::upper_bound(starts.begin(), starts.end(), a);
        if ((gap > 0 && b - a > gap) || (s != starts.end() && *s <= b))
            out.push_back(i);
    }
    return out;
}

void addPyramids(Utilisation& utilisation)
{
    for (auto& track : utilisation.tracks) {
        track.pyramids.clear();
        for (const auto& seg : std::as_const(track.segments))
            track.pyramids.append(std::make_shared<const MinMaxPyramid>(seg));
    }
}

QList<QPointF> decimatePoints(
    const QList<QPointF>& points, double t0, double t1, int columns, const MinMaxPyramid* pyramid)
{
    QList<QPointF> out;
    if (points.isEmpty() || columns <= 0 || !(t1 > t0))
        return out;
    if (pyramid && pyramid->size() != size_t(points.size()))
        pyramid = nullptr; // built on other points: scan
    const auto byX = [](const QPointF& p, double x) { return p.x() < x; };
    const auto first = std::lower_bound(points.begin(), points.end(), t0, byX);
    const auto last = std::lower_bound(first, points.end(), t1, byX);
    if (first != points.begin())
        out.append(*(first - 1));
    const double width = (t1 - t0) / columns;
    for (auto it = first; it != last;) {
        const auto column = int((it->x() - t0) / width);
        auto lo = it, hi = it;
        auto end = it;
        if (pyramid) {
            // The same column as the scan below, found by binary search (x is sorted).
            end = std::partition_point(it, last, [&](const QPointF& p) { return int((p.x() - t0) / width) == column; });
            size_t a = 0, b = 0;
            pyramid->query(points, size_t(it - points.begin()), size_t(end - points.begin()), &a, &b);
            lo = points.begin() + qsizetype(a);
            hi = points.begin() + qsizetype(b);
        }
        for (; !pyramid && end != last && int((end->x() - t0) / width) == column; ++end) {
            if (end->y() < lo->y())
                lo = end;
            if (end->y() > hi->y())
                hi = end;
        }
        // In time order, so the line goes down and up as the samples did.
        if (lo == hi)
            out.append(*lo);
        else
            out << (lo->x() < hi->x() ? *lo : *hi) << (lo->x() < hi->x() ? *hi : *lo);
        it = end;
    }
    if (last != points.end())
        out.append(*last);
    return out;
}

} // namespace Analysis
