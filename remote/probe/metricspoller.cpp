#include "metricspoller.h"

#include "util.h"

#include <algorithm>
#include <chrono>

namespace Probe {

MetricsPoller::MetricsPoller(const Endpoint& ep, const std::string& path, int intervalMs)
{
    if (!path.empty())
        m_thread = std::thread([this, ep, path, intervalMs] { read(ep, path, intervalMs); });
}

void MetricsPoller::finish()
{
    m_stop = true;
    if (m_thread.joinable())
        m_thread.join();
}

void MetricsPoller::read(const Endpoint& ep, const std::string& path, int intervalMs)
{
    std::string lastError;
    while (!m_stop.load()) {
        const double t = monotonicMs();
        std::string body, error, metric;
        if (!httpGet(ep, path, 5000, m_stop, body, error)) {
            lastError = error;
        } else if (const int n = processingGauge(body, metric); n < 0) {
            lastError = "they hold no gauge of the requests it processes";
            break;
        } else {
            m_metric = metric;
            m_max = std::max(m_max.load(), n);
        }
        while (!m_stop.load() && monotonicMs() - t < intervalMs)
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    if (m_max.load() < 0 && !lastError.empty() && lastError != "interrupted")
        m_error = "the engine's metrics at " + path + " could not be read: " + lastError;
}

} // namespace Probe
