#include "app/devicerun.h"

#include "app/commands.h"
#include "remote/planrunner.h"

#include <QEventLoop>
#include <QSocketNotifier>

#include <csignal>
#include <fcntl.h>
#include <unistd.h>

namespace App {
namespace {

// SIGINT/SIGTERM reach the event loop through a pipe (the self-pipe trick): a signal handler
// may only write a byte, the loop then cancels the run the normal way.
int g_signalPipe[2] = { -1, -1 };

void onSignal(int)
{
    const char c = 1;
    [[maybe_unused]] const auto n = ::write(g_signalPipe[1], &c, 1);
}

class CancelOnSignal {
public:
    explicit CancelOnSignal(const std::function<void()>& cancel)
    {
        if (::pipe2(g_signalPipe, O_CLOEXEC | O_NONBLOCK) != 0)
            return;
        m_notifier = std::make_unique<QSocketNotifier>(g_signalPipe[0], QSocketNotifier::Read);
        QObject::connect(m_notifier.get(), &QSocketNotifier::activated, [cancel] {
            char buf[16];
            while (::read(g_signalPipe[0], buf, sizeof buf) > 0) {
            }
            err() << Tr::tr("Stopping: the workload is stopped and what was measured is kept.") << Qt::endl;
            cancel();
        });
        struct sigaction sa = {};
        sa.sa_handler = onSignal;
        ::sigaction(SIGINT, &sa, &m_oldInt);
        ::sigaction(SIGTERM, &sa, &m_oldTerm);
    }
    ~CancelOnSignal()
    {
        if (!m_notifier)
            return;
        ::sigaction(SIGINT, &m_oldInt, nullptr);
        ::sigaction(SIGTERM, &m_oldTerm, nullptr);
        m_notifier.reset();
        ::close(g_signalPipe[0]);
        ::close(g_signalPipe[1]);
    }

private:
    std::unique_ptr<QSocketNotifier> m_notifier;
    struct sigaction m_oldInt = {}, m_oldTerm = {};
};

Analysis::Diagnostic error(const QString& message)
{
    Analysis::Diagnostic d;
    d.file = QStringLiteral("headroom run");
    d.message = message;
    return d;
}

DeviceRunResult runLocally(const Analysis::Plan& plan, const DeviceRunOptions& options)
{
    DeviceRunResult result;
    Remote::PlanRunner runner;
    QEventLoop loop;
    if (options.verbose) {
        QObject::connect(&runner, &Remote::PlanRunner::stageChanged, [](const QString& stage) {
            err() << stage << Qt::endl;
        });
        QObject::connect(&runner, &Remote::PlanRunner::progressChanged, [](int done, int total) {
            err() << Tr::tr("repetition %1 of %2").arg(done).arg(total) << Qt::endl;
        });
    }
    QObject::connect(&runner, &Remote::PlanRunner::finished,
                     [&](const Analysis::Run& run, const Analysis::Diagnostics& warnings) {
                         result.run = run;
                         result.diagnostics += warnings;
                         result.complete = true;
                         loop.quit();
                     });
    QObject::connect(&runner, &Remote::PlanRunner::failed, [&](const QString& message) {
        result.diagnostics << error(message);
        loop.quit();
    });
    QString why;
    if (!runner.start(plan, options.runsRoot, &why)) {
        result.diagnostics << error(why);
        return result;
    }
    result.runFolder = runner.runDir();
    CancelOnSignal cancel([&runner] { runner.cancel(); });
    loop.exec();
    return result;
}

} // namespace

DeviceRunResult runPlanOnDevice(const Analysis::Plan& plan, const DeviceRunOptions& options)
{
    if (options.device == u"local")
        return runLocally(plan, options);
    DeviceRunResult result;
    result.diagnostics << error(Tr::tr("Device '%1': running a plan over SSH from the command line is not wired yet; "
                                       "use --device local.")
                                    .arg(options.device));
    return result;
}

} // namespace App
