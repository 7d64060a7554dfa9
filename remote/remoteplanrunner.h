#pragma once

// Runs a plan on a device (SSH, or this machine through the same transport interface) and
// gives the same Run as PlanRunner gives locally: the same Runner, so the live page and the
// command line use either. Token counts are taken on this machine (the inputs are the user's files); the probe
// runs detached on the device, its events stream back live, and at the end the whole run
// folder is fetched and checked against DONE before it is read.

#include "analysis/core/diagnostic.h"
#include "analysis/core/jobtracker.h"
#include "analysis/core/run.h"
#include "analysis/plan/inputlength.h"
#include "analysis/plan/plan.h"
#include "remote/deploy.h"
#include "remote/planrunner.h"
#include "remote/probesession.h"
#include "remote/sshtransport.h"

#include <QObject>
#include <QPointer>
#include <QThread>
#include <QTimer>

#include <atomic>
#include <functional>
#include <memory>

namespace Remote {

struct RemoteRunSettings {
    Device device;
    Credentials credentials; // in memory only
    SshOptions ssh;
    // Accept an unknown host key only if its fingerprint is exactly this ("SHA256:..."), the
    // one the user was shown. A changed key is refused whatever this says.
    QString acceptFingerprint;
    ProbeBuilds builds; // empty: findProbeBuilds()
    ProbeSessionOptions session;
};

class RemotePlanRunner : public Runner {
    Q_OBJECT
public:
    explicit RemotePlanRunner(QObject* parent = nullptr);
    ~RemotePlanRunner() override; // stops a workload still running on the device

    void setSettings(const RemoteRunSettings& settings) { m_settings = settings; }
    const RemoteRunSettings& settings() const { return m_settings; }

    // Starts the plan; the device's run folder is fetched into a fresh folder under runsRoot.
    // False (and *error) when it cannot start; otherwise exactly one of finished() and failed()
    // follows.
    bool start(const Analysis::Plan& plan, const QString& runsRoot, QString* error) override;
    // Stops the workload on the device; what was measured is fetched into runDir() and kept.
    // When the device does not answer within kCancelGraceMs (a frozen link), the link is cut and
    // the run fails with what streamed so far, journaled in runDir(): failed() follows within a
    // few seconds in every state.
    void cancel() override;
    static constexpr int kCancelGraceMs = 2000;
    // The hidden file in runDir() that `headroom run --resume` reads: the device (without
    // secrets), the device's run folder, the probe's pid and the plan.
    static QString resumeFileName() { return QStringLiteral(".headroom-resume.json"); }
    bool isRunning() const override { return m_state != State::Idle; }
    QString runDir() const override { return m_runDir; } // on this machine
    QString deviceRunDir() const { return m_deviceRunDir; } // on the device, once known

Q_SIGNALS:
    // Before failed(): the device's host key is not known and was not accepted. Accepting it
    // means starting again with settings().acceptFingerprint set to this fingerprint.
    void hostKeyUnknown(const QString& fingerprint);
    void connectionLost(const QString& message);
    void reconnected(int attempt);

private:
    enum class State { Idle, CountingTokens, Preparing, Probing };
    struct Prepared;

    static Prepared prepareDevice(const TransportFactory& factory, const RemoteRunSettings& settings,
        const QString& folderName, const QList<QPair<QString, QString>>& inputs,
        const std::shared_ptr<std::atomic_bool>& abort, const std::function<void(const QString&)>& stage);
    void prepared(const Prepared& result);
    void sessionFinished(const FetchResult& result);
    void linesArrived(const QList<QByteArray>& lines);
    void fail(const QString& message);
    TransportFactory transportFactory() const;
    void writeResumeFile();

    RemoteRunSettings m_settings;
    TokenCounter m_counter;
    QThread m_thread; // every transport of this runner lives here, one at a time
    QObject* m_worker = nullptr; // the thread's context for preparation work
    QPointer<ProbeSession> m_session;
    std::shared_ptr<std::atomic_bool> m_abort; // tells the preparation to stop between steps
    // Ends every blocked SSH call of this run at once (SshOptions::abort): set when a cancel
    // cannot reach the device within kCancelGraceMs.
    std::shared_ptr<std::atomic_bool> m_linkAbort;
    QTimer m_cancelGrace;
    State m_state = State::Idle;
    Analysis::Plan m_plan;
    QList<Analysis::InputLength> m_lengths;
    Analysis::Diagnostics m_warnings;
    QString m_runDir;
    QString m_deviceRunDir;
    QTimer m_deadline;
    int m_total = 0;
    int m_repsDone = 0;
    Analysis::JobTracker m_preparations { this }; // a preparation still running for a cancelled run is ignored
    bool m_cancelled = false;
    bool m_timedOut = false;
};

} // namespace Remote
