#pragma once

// A fleet: the same plan on several devices at once, one Runner (and one connection) each. The
// command line (`headroom run PLAN --device a --device b`) and the Live run page both drive it;
// neither has its own. It never blocks: each device's stage, progress and events arrive as
// signals, each device ends on its own (a failing or dropped device does not stop the others),
// and memberEnded() hands over what it left so that the caller, the project's one writer, stores
// it.

#include "analysis/core/diagnostic.h"
#include "analysis/core/run.h"
#include "analysis/plan/plan.h"
#include "remote/runner.h"

#include <QObject>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace Remote {

class FleetRunner : public QObject {
    Q_OBJECT
public:
    enum class State { Waiting, Starting, Running, Done, Failed, Cancelled };

    // One device of the fleet, as it stands.
    struct Member {
        QString name; // as the user named it: "local", a saved device, user@host[:port]
        bool remote = false;
        State state = State::Waiting;
        QString stage; // the runner's last stage, translated ("Connecting to …", "Deploying the probe")
        int done = 0; // repetitions ended so far
        int total = 0;
        bool cancelled = false; // the user (or a signal) cancelled it; what it measured is kept
        bool complete = false; // finished(): every repetition ran
        std::optional<Analysis::Run> run; // the runner's run when it finished
        QString runFolder; // on this machine, once ended; empty when nothing streamed
        Analysis::Diagnostics diagnostics; // the failure first, then warnings
        QString reason() const; // why it failed, or empty
    };

    explicit FleetRunner(QObject* parent = nullptr);
    ~FleetRunner() override;

    // Adds a device with its runner (set up: settings, credentials); returns its index.
    int addDevice(const QString& name, std::unique_ptr<Runner> runner, bool remote);
    // Adds a device that cannot run (unknown, no credentials): it fails with `reason` at start().
    int addUnavailable(const QString& name, const QString& reason, bool remote = true);
    // Adds a diagnostic to a device (a host key to accept, seen before failed()).
    void addDiagnostic(int index, const Analysis::Diagnostic& diagnostic);

    // Starts every device's run in a fresh folder under runsRoot; each ends on its own. Devices
    // that cannot start end (failed) from the event loop, after this returns.
    void start(const Analysis::Plan& plan, const QString& runsRoot);
    void cancel(int index); // that device only; the others go on
    void cancelAll();

    int size() const { return int(m_members.size()); }
    const Member& member(int index) const { return m_members.at(size_t(index)).info; }
    Runner* runner(int index) const { return m_members.at(size_t(index)).runner.get(); }
    bool isRunning() const { return m_running > 0; }
    int endedCount() const;

    static QString stateText(State state);

Q_SIGNALS:
    void memberChanged(int index); // its stage, progress or state
    void eventReceived(int index, const QByteArray& line); // an events.jsonl line of that device
    void memberEnded(int index); // from the event loop, one at a time, in the order they end
    void allEnded();

private:
    struct Slot {
        Member info;
        std::unique_ptr<Runner> runner;
        bool ended = false;
    };
    void end(int index);
    void settle(Slot& slot);

    std::vector<Slot> m_members;
    int m_running = 0;
};

} // namespace Remote
