#include "remote/fleetrunner.h"

#include "remote/tr.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTimer>

namespace Remote {

namespace {
Analysis::Diagnostic fleetError(const QString& message)
{
    Analysis::Diagnostic d;
    d.file = QStringLiteral("headroom run");
    d.message = message;
    return d;
}
} // namespace

QString FleetRunner::Member::reason() const
{
    if (state != State::Failed)
        return {};
    for (const auto& d : diagnostics)
        if (d.severity == Analysis::Diagnostic::Severity::Error)
            return d.message;
    return diagnostics.isEmpty() ? QString() : diagnostics.constFirst().message;
}

FleetRunner::FleetRunner(QObject* parent)
    : QObject(parent)
{
}

FleetRunner::~FleetRunner()
{
    for (auto& slot : m_members)
        if (slot.runner)
            slot.runner->disconnect(this);
}

int FleetRunner::addDevice(const QString& name, std::unique_ptr<Runner> runner, bool remote)
{
    const int index = int(m_members.size());
    m_members.push_back({});
    Slot& slot = m_members.back();
    slot.info.name = name;
    slot.info.remote = remote;
    slot.runner = std::move(runner);
    Runner* r = slot.runner.get();
    connect(r, &Runner::stageChanged, this, [this, index](const QString& stage) {
        Slot& s = m_members[size_t(index)];
        if (s.ended)
            return;
        s.info.stage = stage;
        emit memberChanged(index);
    });
    connect(r, &Runner::progressChanged, this, [this, index](int done, int total) {
        Slot& s = m_members[size_t(index)];
        s.info.done = done;
        s.info.total = total;
        if (!s.ended)
            s.info.state = State::Running;
        emit memberChanged(index);
    });
    connect(r, &Runner::eventReceived, this, [this, index](const QByteArray& line) {
        Slot& s = m_members[size_t(index)];
        if (!s.ended && s.info.state == State::Starting) {
            s.info.state = State::Running;
            emit memberChanged(index);
        }
        emit eventReceived(index, line);
    });
    // Each device is handed over once its runner's signal has returned.
    connect(r, &Runner::finished, this, [this, index](const Analysis::Run& run, const Analysis::Diagnostics& warnings) {
        Slot& s = m_members[size_t(index)];
        s.info.run = run;
        s.info.diagnostics += warnings;
        s.info.complete = true;
        QTimer::singleShot(0, this, [this, index] { end(index); });
    });
    // A failure comes first in the diagnostics, before the warnings and notes gathered on the way.
    connect(r, &Runner::failed, this, [this, index](const QString& message) {
        m_members[size_t(index)].info.diagnostics.prepend(fleetError(message));
        QTimer::singleShot(0, this, [this, index] { end(index); });
    });
    return index;
}

int FleetRunner::addUnavailable(const QString& name, const QString& reason, bool remote)
{
    const int index = int(m_members.size());
    m_members.push_back({});
    Slot& slot = m_members.back();
    slot.info.name = name;
    slot.info.remote = remote;
    slot.info.diagnostics << fleetError(reason);
    return index;
}

void FleetRunner::addDiagnostic(int index, const Analysis::Diagnostic& diagnostic)
{
    m_members[size_t(index)].info.diagnostics << diagnostic;
}

void FleetRunner::start(const Analysis::Plan& plan, const QString& runsRoot)
{
    m_running = int(m_members.size());
    for (size_t i = 0; i < m_members.size(); ++i) {
        Slot& slot = m_members[i];
        slot.info.state = State::Starting;
        QString why;
        if (slot.runner && !slot.runner->start(plan, runsRoot, &why)) {
            slot.info.diagnostics << fleetError(why);
            slot.runner.reset();
        }
        if (!slot.runner)
            QTimer::singleShot(0, this, [this, i] { end(int(i)); });
    }
}

void FleetRunner::cancel(int index)
{
    Slot& slot = m_members[size_t(index)];
    if (slot.ended || !slot.runner || !slot.runner->isRunning())
        return;
    slot.info.cancelled = true;
    slot.runner->cancel();
}

void FleetRunner::cancelAll()
{
    for (int i = 0; i < size(); ++i)
        cancel(i);
}

int FleetRunner::endedCount() const
{
    int n = 0;
    for (const auto& slot : m_members)
        n += slot.ended ? 1 : 0;
    return n;
}

// What a device's run left to store: a local run cancelled before the probe started (while
// counting tokens) measured nothing; a remote run that never reached the probe, or streamed
// nothing, left an empty folder, which goes.
void FleetRunner::settle(Slot& slot)
{
    if (!slot.runner)
        return;
    const QString dir = slot.runner->runDir();
    if (!slot.info.remote) {
        if (QFile::exists(dir + QStringLiteral("/events.jsonl")))
            slot.info.runFolder = dir;
    } else if (QFileInfo(dir + QStringLiteral("/events.jsonl")).size() > 0) {
        slot.info.runFolder = dir;
    } else if (!dir.isEmpty()) {
        QDir(dir).removeRecursively();
    }
}

void FleetRunner::end(int index)
{
    Slot& slot = m_members[size_t(index)];
    if (slot.ended)
        return;
    slot.ended = true;
    settle(slot);
    slot.info.state = slot.info.cancelled ? State::Cancelled : slot.info.complete ? State::Done : State::Failed;
    emit memberChanged(index);
    emit memberEnded(index);
    if (--m_running == 0)
        emit allEnded();
}

QString FleetRunner::stateText(State state)
{
    switch (state) {
    case State::Waiting:
        return Tr::tr("waiting");
    case State::Starting:
        return Tr::tr("connecting");
    case State::Running:
        return Tr::tr("running");
    case State::Done:
        return Tr::tr("done");
    case State::Failed:
        return Tr::tr("failed");
    case State::Cancelled:
        return Tr::tr("cancelled");
    }
    return {};
}

} // namespace Remote
