#pragma once

// Serve mode: what the engine says it processes at once (docs/plan-format.md, "How a plan runs").

#include "serveclient.h"

#include <atomic>
#include <string>
#include <thread>

namespace Probe {

// Reads the engine's metrics while a level runs, in its own thread (a GET may take a while), and
// keeps the most requests the engine said it was processing at once. A read that fails (a busy
// engine, a timeout) is tried again at the next interval; why is kept only when no read of the level
// succeeded. A text without a known gauge ends the reading: it will not grow one. An empty path
// reads nothing.
class MetricsPoller {
public:
    MetricsPoller(const Endpoint& ep, const std::string& path, int intervalMs);
    ~MetricsPoller() { finish(); }
    MetricsPoller(const MetricsPoller&) = delete;
    MetricsPoller& operator=(const MetricsPoller&) = delete;
    void finish(); // stops the reading and waits for it
    int max() const { return m_max.load(); } // -1: never read
    const std::string& metric() const { return m_metric; } // after finish()
    const std::string& error() const { return m_error; } // after finish(); empty when a read succeeded

private:
    void read(const Endpoint& ep, const std::string& path, int intervalMs);
    std::atomic<bool> m_stop { false };
    std::atomic<int> m_max { -1 };
    std::string m_metric, m_error;
    std::thread m_thread;
};

} // namespace Probe
