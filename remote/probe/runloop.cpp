// Loop mode's passes (iterations.h) inside one repetition: at each boundary marker the probe reads
// the closing pass's VmHWM and resets it, and writes the pass's iteration_end event.

#include "iterations.h"
#include "procfs.h"
#include "runner.h"
#include "runrep_p.h"

#include <algorithm>

namespace Probe {

void Runner::loopMarker(Rep& r, Marker mk, double now)
{
    if (mk == Marker::FirstToken || mk == Marker::Token)
        r.iterations.token(now - r.t0);
    if (mk != Marker::Iteration && mk != Marker::Done)
        return;
    if (r.iterations.open()) {
        // The closing iteration's high-water mark, then (for a next one) the reset: what the tree
        // reached since the previous boundary. Exact for one process whose reset succeeded; a sum
        // over several processes is an upper bound of their simultaneous peak, not exact.
        int64_t hwm = 0;
        int n = 0;
        bool reset = true;
        for (pid_t p : processTree(r.child)) {
            ProcMem m;
            if (!readProcMem(p, m))
                continue;
            ++n;
            hwm += std::max<int64_t>(m.hwmKb, 0);
            if (mk == Marker::Iteration)
                reset = clearRefs(p) && reset;
        }
        // One process through the pass: VmHWM is that process's exact mark.
        const bool exact = n == 1 && r.iterations.openMaxProcs() <= 1 && r.iterationResetOk;
        if (mk == Marker::Done && n == 0) {
            // Already gone: its exit status and ru_maxrss close the iteration (at the marker's time).
            r.doneMs = now;
            return;
        }
        closeIteration(r, now, mk == Marker::Done ? "done" : "marker", n > 0 ? hwm : -1, exact, "vmhwm");
        r.iterationResetOk = reset && n > 0;
    } else if (mk == Marker::Iteration && r.loadMs < 0) {
        markLoad(r, now); // reads the load phase's peak and resets
        r.iterationResetOk = r.clearRefsOk;
    } else if (mk == Marker::Iteration) {
        // Load-complete came earlier (the plan's own marker): the first iteration starts with a reset.
        bool reset = true;
        int n = 0;
        for (pid_t p : processTree(r.child))
            reset = (++n, clearRefs(p)) && reset;
        r.iterationResetOk = reset && n > 0;
    }
    if (mk == Marker::Iteration)
        r.iterations.begin(now - r.t0);
}

void Runner::closeIteration(Rep& r, double now, const char* closedBy, int64_t peakKb, bool exact, const char* source)
{
    const IterationFigures& it = r.iterations.close(now - r.t0, closedBy, peakKb, exact, source);
    const double ttft = it.ttftMs(), tpot = it.tpotMs();
    m_out.event(repEvent(HeadroomProtocol::kEvIterationEnd, r.inputId, r.rep)
                    .num("iteration", it.index)
                    .boolean("warmup", r.warmup || it.index == 1)
                    .real("t_ms", now - m_runT0, 1)
                    .real("start_ms", it.startMs)
                    .real("duration_ms", it.durationMs())
                    .realOrNull("ttft_ms", ttft, ttft >= 0)
                    .num("tokens", it.tokens)
                    .realOrNull("tpot_ms", tpot, tpot > 0)
                    .numOrNull("peak_kb", it.peakKb, it.peakKb >= 0)
                    .boolean("peak_exact", it.peakExact)
                    .str("peak_source", it.peakSource)
                    .num("sampled_rss_max_kb", it.sampledRssMaxKb)
                    .num("samples", it.samples)
                    .str("closed_by", it.closedBy)
                    .done());
}

} // namespace Probe
