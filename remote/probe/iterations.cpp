// The loop mode's bookkeeping (iterations.h).

#include "iterations.h"

#include <algorithm>

namespace Probe {

double IterationFigures::tpotMs() const
{
    if (tokens < 2 || firstTokenMs < 0 || lastTokenMs < firstTokenMs)
        return -1;
    return (lastTokenMs - firstTokenMs) / double(tokens - 1);
}

void IterationTracker::begin(double nowMs)
{
    m_cur = IterationFigures();
    m_cur.index = int(m_done.size()) + 1;
    m_cur.startMs = nowMs;
    m_open = true;
}

void IterationTracker::token(double nowMs)
{
    if (!m_open)
        return;
    if (m_cur.firstTokenMs < 0)
        m_cur.firstTokenMs = nowMs;
    m_cur.lastTokenMs = nowMs;
    ++m_cur.tokens;
}

void IterationTracker::sample(int64_t rssKb, int procs)
{
    if (!m_open)
        return;
    m_cur.sampledRssMaxKb = std::max(m_cur.sampledRssMaxKb, rssKb);
    m_cur.maxProcs = std::max(m_cur.maxProcs, procs);
    ++m_cur.samples;
}

const IterationFigures& IterationTracker::close(
    double nowMs, const std::string& closedBy, int64_t peakKb, bool exact, const std::string& peakSource)
{
    m_cur.endMs = nowMs;
    m_cur.closedBy = closedBy;
    if (peakKb >= 0) {
        // The kernel's RSS counters are per-CPU sums read without a lock, so a sample can sit a few
        // hundred KiB above the high-water mark read later (docs/measurement-method.md, "Which
        // counter is exact"); the peak is never below what was seen.
        m_cur.peakKb = std::max(peakKb, m_cur.sampledRssMaxKb);
        m_cur.peakExact = exact;
        m_cur.peakSource = exact ? peakSource : std::string("sampled");
    } else if (m_cur.samples > 0) {
        m_cur.peakKb = m_cur.sampledRssMaxKb;
        m_cur.peakSource = "sampled";
    }
    m_done.push_back(m_cur);
    m_open = false;
    return m_done.back();
}

int64_t IterationTracker::maxPeakKb() const
{
    int64_t peak = -1;
    for (const auto& it : m_done)
        peak = std::max(peak, it.peakKb);
    return peak;
}

bool IterationTracker::allExact() const
{
    return !m_done.empty()
        && std::all_of(m_done.begin(), m_done.end(), [](const IterationFigures& it) { return it.peakExact; });
}

} // namespace Probe
