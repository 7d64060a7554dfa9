#include "app/devicerun.h"

#include "analysis/core/inputfile.h"
#include "app/commands.h"
#include "remote/deviceregistry.h"
#include "remote/fleetrunner.h"
#include "remote/localtransport.h"
#include "remote/planrunner.h"
#include "remote/probesession.h"
#include "remote/remoteplanrunner.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QThread>

#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QSocketNotifier>
#include <QTimer>

#include <csignal>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <termios.h>
#include <unistd.h>
#include <utility>

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
    explicit CancelOnSignal(const std::function<void()>& cancel, const QString& saying = {})
    {
        const QString message
            = saying.isEmpty() ? Tr::tr("Stopping: the workload is stopped and what was measured is kept.") : saying;
        if (::pipe2(g_signalPipe, O_CLOEXEC | O_NONBLOCK) != 0)
            return;
        m_notifier = std::make_unique<QSocketNotifier>(g_signalPipe[0], QSocketNotifier::Read);
        QObject::connect(m_notifier.get(), &QSocketNotifier::activated, [cancel, message] {
            char buf[16];
            while (::read(g_signalPipe[0], buf, sizeof buf) > 0) { }
            err() << message << Qt::endl;
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

// One line from the terminal with echo off; the secret never appears on screen or in argv.
bool readSecret(const QString& prompt, QByteArray* secret)
{
    if (!::isatty(STDIN_FILENO))
        return false;
    termios old = {};
    const bool restore = ::tcgetattr(STDIN_FILENO, &old) == 0;
    if (restore) {
        termios quiet = old;
        quiet.c_lflag &= ~tcflag_t(ECHO);
        ::tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet);
    }
    // Only now: TCSAFLUSH drops what was typed before, so the prompt comes once echo is off.
    err() << prompt << Qt::flush;
    char buffer[1024];
    const bool got = std::fgets(buffer, sizeof buffer, stdin) != nullptr;
    if (restore)
        ::tcsetattr(STDIN_FILENO, TCSAFLUSH, &old);
    err() << Qt::endl;
    if (!got)
        return false;
    *secret = QByteArray(buffer);
    while (secret->endsWith('\n') || secret->endsWith('\r'))
        secret->chop(1);
    ::memset(buffer, 0, sizeof buffer);
    return true;
}

// One device of a run: its runner and what it gave. A device that could not start (an unknown
// name, no credentials) has no runner and ends at once.
struct DeviceJob {
    DeviceRunOptions options;
    std::unique_ptr<Remote::Runner> runner;
    bool remote = false;
    int index = -1; // in the fleet
    DeviceRunResult result;
};

// The runner for a device, set up on this thread before anything starts (a password or
// passphrase is asked here, one device after another); nullptr with the reason in the result.
std::unique_ptr<Remote::Runner> makeRunner(DeviceJob& job)
{
    const DeviceRunOptions& options = job.options;
    if (options.device == u"local")
        return std::make_unique<Remote::PlanRunner>();
    job.remote = true;
    QString why;
    std::optional<Remote::Device> device = resolveDevice(options.device, options.knownDevices, &why);
    if (!device) {
        job.result.diagnostics << error(why);
        return nullptr;
    }
    if (!options.identityFile.isEmpty()) {
        device->auth = Remote::Device::Auth::Key;
        device->keyFile = options.identityFile;
    }
    Remote::RemoteRunSettings settings;
    settings.device = *device;
    settings.acceptFingerprint = options.acceptFingerprint;
    if (options.reconnectAttempts >= 0)
        settings.session.maxReconnectAttempts = options.reconnectAttempts;
    if (!askCredentials(settings.device, &settings.credentials, &why)) {
        job.result.diagnostics << error(why);
        return nullptr;
    }
    auto runner = std::make_unique<Remote::RemotePlanRunner>();
    runner->setSettings(settings);
    if (options.verbose)
        QObject::connect(runner.get(), &Remote::RemotePlanRunner::connectionLost,
            [prefix = options.linePrefix()](const QString& message) {
                err() << prefix << Tr::tr("Connection lost (%1); reconnecting.").arg(message) << Qt::endl;
            });
    QObject::connect(runner.get(), &Remote::RemotePlanRunner::hostKeyUnknown, [&job](const QString& fingerprint) {
        job.result.diagnostics << error(Tr::tr("To trust this device, check the fingerprint and run again with "
                                               "--accept-host-key %1")
                                            .arg(fingerprint));
    });
    return runner;
}

} // namespace

QString DeviceRunOptions::linePrefix() const
{
    return label.isEmpty() ? QString() : u'[' + label + QStringLiteral("] ");
}

void runPlanOnDevices(const Analysis::Plan& plan, const QList<DeviceRunOptions>& devices,
    const std::function<void(int, const DeviceRunResult&)>& done)
{
    // The fleet driver the Live run page uses too; this side sets the runners up (a password or
    // passphrase asked on the terminal, one device after another) and stores as each ends.
    std::vector<std::unique_ptr<DeviceJob>> jobs;
    Remote::FleetRunner fleet;
    for (const DeviceRunOptions& options : devices) {
        jobs.push_back(std::make_unique<DeviceJob>());
        DeviceJob& job = *jobs.back();
        job.options = options;
        job.runner = makeRunner(job);
        if (!job.runner) {
            fleet.addUnavailable(options.device,
                job.result.diagnostics.isEmpty() ? QString() : job.result.diagnostics.constFirst().message, job.remote);
            continue;
        }
        Remote::Runner* runner = job.runner.get();
        if (options.verbose) {
            const QString prefix = options.linePrefix();
            QObject::connect(runner, &Remote::Runner::stageChanged,
                [prefix](const QString& stage) { err() << prefix << stage << Qt::endl; });
            QObject::connect(runner, &Remote::Runner::progressChanged, [prefix](int done, int total) {
                err() << prefix
                      << (total > 0 ? Tr::tr("repetition %1 of %2").arg(done).arg(total)
                                    : Tr::tr("repetition %1 (sustained: until the time is spent)").arg(done))
                      << Qt::endl;
            });
        }
        const Analysis::Diagnostics notes = std::exchange(job.result.diagnostics, {});
        const int index = fleet.addDevice(options.device, std::move(job.runner), job.remote);
        for (const auto& d : notes)
            fleet.addDiagnostic(index, d);
        // The host key message is gathered by makeRunner into the job; it goes with the device.
        job.index = index;
    }
    QEventLoop loop;
    QObject::connect(&fleet, &Remote::FleetRunner::memberEnded, [&](int index) {
        const Remote::FleetRunner::Member& m = fleet.member(index);
        DeviceRunResult result;
        result.runFolder = m.runFolder;
        result.run = m.run;
        result.complete = m.complete;
        result.cancelled = m.cancelled;
        result.diagnostics = m.diagnostics;
        result.diagnostics += jobs[size_t(index)]->result.diagnostics;
        done(index, result);
    });
    QObject::connect(&fleet, &Remote::FleetRunner::allEnded, &loop, &QEventLoop::quit);
    // Ctrl-C or SIGTERM cancels every run still going; each keeps what it measured.
    CancelOnSignal cancel([&fleet] { fleet.cancelAll(); });
    fleet.start(plan, devices.isEmpty() ? QString() : devices.constFirst().runsRoot);
    if (fleet.isRunning())
        loop.exec();
}

DeviceRunResult resumeOnDevice(
    const QString& localFolder, const DeviceRunOptions& options, Analysis::PlanText* planText, QString* incompleteRunId)
{
    DeviceRunResult result;
    const QString resumePath = localFolder + u'/' + Remote::RemotePlanRunner::resumeFileName();
    QString why;
    const std::optional<QByteArray> bytes = Analysis::readInputFile(resumePath, 1 << 20, &why);
    const QJsonObject resume = bytes ? QJsonDocument::fromJson(*bytes).object() : QJsonObject();
    Remote::Device device;
    const QString deviceRunDir = resume.value(QStringLiteral("deviceRunDir")).toString();
    const QByteArray pid = resume.value(QStringLiteral("pid")).toString().toLatin1();
    if (!bytes || resume.value(QStringLiteral("format")).toInt() != 1 || deviceRunDir.isEmpty() || pid.isEmpty()
        || !Remote::Device::fromJson(resume.value(QStringLiteral("device")).toObject(), &device, &why)) {
        result.diagnostics << error(Tr::tr("%1 is not a run that can be resumed: %2")
                                        .arg(QDir::toNativeSeparators(localFolder),
                                            why.isEmpty() ? Tr::tr("%1 is missing or damaged").arg(resumePath) : why));
        return result;
    }
    const QJsonObject plan = resume.value(QStringLiteral("plan")).toObject();
    *planText = { plan.value(QStringLiteral("name")).toString(), plan.value(QStringLiteral("text")).toString() };
    *incompleteRunId = resume.value(QStringLiteral("incompleteRunId")).toString();
    if (!options.identityFile.isEmpty()) {
        device.auth = Remote::Device::Auth::Key;
        device.keyFile = options.identityFile;
    }
    Remote::Credentials credentials;
    if (!device.isLocal() && !askCredentials(device, &credentials, &why)) {
        result.diagnostics << error(why);
        return result;
    }
    const Remote::TransportFactory factory = [device, credentials]() -> std::unique_ptr<Remote::Transport> {
        if (device.isLocal())
            return std::make_unique<Remote::LocalTransport>();
        return std::make_unique<Remote::SshTransport>(device, credentials, Remote::SshOptions {});
    };
    Remote::ProbeSessionOptions sessionOptions;
    sessionOptions.attachPid = pid;
    sessionOptions.attachOffset = QFileInfo(localFolder + QStringLiteral("/events.jsonl")).size();
    QThread thread;
    auto* session = new Remote::ProbeSession(factory, deviceRunDir.toUtf8(), {}, localFolder, sessionOptions);
    session->moveToThread(&thread);
    QObject::connect(&thread, &QThread::started, session, &Remote::ProbeSession::start);
    QObject::connect(&thread, &QThread::finished, session, &QObject::deleteLater);
    QEventLoop loop;
    Remote::FetchResult fetched;
    QObject::connect(session, &Remote::ProbeSession::finished, &loop, [&](const Remote::FetchResult& r) {
        fetched = r;
        loop.quit();
    });
    if (options.verbose) {
        err() << Tr::tr("Resuming on %1: following %2 from byte %3 until the probe has finished.")
                     .arg(device.isLocal() ? Tr::tr("this machine") : device.target(), deviceRunDir)
                     .arg(sessionOptions.attachOffset)
              << Qt::endl;
        QObject::connect(session, &Remote::ProbeSession::connectionLost, [](const QString& message) {
            err() << Tr::tr("Connection lost (%1); reconnecting.").arg(message) << Qt::endl;
        });
    }
    thread.start();
    {
        // Ctrl-C stops waiting; the probe on the device is left alone (it was started before).
        CancelOnSignal cancel(
            [&] {
                result.cancelled = true;
                loop.quit();
            },
            Tr::tr("Stopping: no longer waiting for the probe, which is left running on the device."));
        loop.exec();
    }
    thread.quit();
    thread.wait();
    result.runFolder = localFolder;
    result.complete = fetched.ok;
    if (!fetched.ok)
        result.diagnostics << error(
            result.cancelled ? Tr::tr("Stopped waiting; the run stays incomplete.") : fetched.message);
    return result;
}

DeviceRunResult runPlanOnDevice(const Analysis::Plan& plan, const DeviceRunOptions& options)
{
    DeviceRunResult result;
    runPlanOnDevices(plan, { options }, [&result](int, const DeviceRunResult& r) { result = r; });
    return result;
}

bool loadDeviceRegistry(Remote::DeviceRegistry* registry, QString* error)
{
    if (!registry->load(Remote::DeviceRegistry::defaultPath(), error))
        return false;
    for (const QString& note : registry->notes())
        err() << note << Qt::endl;
    QString why;
    if (!registry->notes().isEmpty() && !registry->save(Remote::DeviceRegistry::defaultPath(), &why))
        err() << Tr::tr("The device list could not be updated, so this is said again next time: %1").arg(why)
              << Qt::endl;
    return true;
}

std::optional<Remote::Device> resolveDevice(
    const QString& name, const QList<Analysis::DeviceRecord>& projectDevices, QString* error)
{
    Remote::Device device;
    if (name.contains(u'@') || name.contains(u':')) {
        if (!Remote::Device::fromTarget(name, &device, error))
            return std::nullopt;
        return device;
    }
    Remote::DeviceRegistry registry;
    if (!loadDeviceRegistry(&registry, error))
        return std::nullopt;
    if (const auto saved = registry.find(name))
        return saved;
    // A project written before the one device list may still keep its own: every field of it
    // (the login method included) comes along.
    for (const auto& record : projectDevices)
        if (record.name == name && record.kind == u"ssh")
            return Remote::DeviceRegistry::fromRecord(record);
    *error = Tr::tr("There is no device named \"%1\". Add it with: headroom device add %1 user@host[:port]").arg(name);
    return std::nullopt;
}

bool askCredentials(const Remote::Device& device, Remote::Credentials* credentials, QString* error)
{
    if (device.auth == Remote::Device::Auth::Password) {
        if (!readSecret(Tr::tr("Password for %1: ").arg(device.target()), &credentials->password)) {
            *error = Tr::tr("Device \"%1\" logs in with a password, and there is no terminal to ask for it. "
                            "Use a key (--identity FILE) or the SSH agent.")
                         .arg(device.name);
            return false;
        }
    } else if (device.auth == Remote::Device::Auth::Key && Remote::keyNeedsPassphrase(device.keyFile)) {
        if (!readSecret(Tr::tr("Passphrase for %1: ").arg(device.keyFile), &credentials->passphrase)) {
            *error = Tr::tr("The key %1 is protected by a passphrase, and there is no terminal to ask for it. "
                            "Load it into the SSH agent instead.")
                         .arg(device.keyFile);
            return false;
        }
    }
    return true;
}

} // namespace App
