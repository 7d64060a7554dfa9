#pragma once
// Loop mode (docs/plan-format.md, "mode: loop"): one process runs the input several times in its
// own loop. A `headroom:iteration` line starts each iteration; the next one, `headroom:done` or the
// process's end closes it. At each boundary the probe reads the tree's VmHWM (the closing
// iteration's exact peak since the previous reset) and resets it with clear_refs, so every
// iteration has its own peak. The first `headroom:iteration` is also load-complete: what came
// before it is loading. This file holds the bookkeeping; the caller reads /proc and writes events.

#include <cstdint>
#include <string>
#include <vector>

namespace Probe {

// One iteration as the probe closed it; times in ms from the repetition's start, -1 where not seen.
struct IterationFigures {
    int index = 0; // 1-based: iteration 1 is the in-process series' warm-up
    double startMs = -1, endMs = -1;
    double firstTokenMs = -1, lastTokenMs = -1;
    int64_t tokens = 0; // headroom:first_token and headroom:token lines in the iteration
    int64_t sampledRssMaxKb = 0; // the largest tree RSS sampled inside the iteration
    int samples = 0;
    int maxProcs = 0; // the most processes a sample inside the pass saw
    int64_t peakKb = -1; // -1: unknown
    bool peakExact = false;
    std::string peakSource; // "vmhwm" (read at the boundary), "maxrss" (ru_maxrss at exit), "sampled", ""
    // How it was closed: "marker" (the next headroom:iteration), "done" (headroom:done) or "exit"
    // (the process ended inside it: complete only when the process exited 0).
    std::string closedBy;

    double durationMs() const { return startMs >= 0 && endMs >= startMs ? endMs - startMs : -1; }
    double ttftMs() const { return firstTokenMs >= 0 ? firstTokenMs - startMs : -1; }
    // (last - first) / (tokens - 1): the decode time per token after the first; -1 with fewer than 2.
    double tpotMs() const;
};

class IterationTracker {
public:
    bool open() const { return m_open; }
    int count() const { return int(m_done.size()) + (m_open ? 1 : 0); }
    const std::vector<IterationFigures>& closed() const { return m_done; }

    void begin(double nowMs);
    void token(double nowMs);
    void sample(int64_t rssKb, int procs);
    // The most processes seen inside the open pass so far.
    int openMaxProcs() const { return m_open ? m_cur.maxProcs : 0; }
    // Closes the open iteration with the peak the caller read (peakKb -1: none could be read; then
    // the sampled maximum, marked sampled). Returns the closed iteration.
    const IterationFigures& close(double nowMs, const std::string& closedBy, int64_t peakKb, bool exact,
        const std::string& peakSource);

    // The largest closed iteration peak, and whether every closed iteration's peak was exact.
    int64_t maxPeakKb() const;
    bool allExact() const;

private:
    std::vector<IterationFigures> m_done;
    IterationFigures m_cur;
    bool m_open = false;
};

} // namespace Probe
