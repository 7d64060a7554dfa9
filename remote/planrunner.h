#pragma once

// Runs a plan (fixed.yaml) on this machine: expands it into a headroom-probe invocation (an
// argument list, never a shell string), runs the probe with QProcess in a fresh run folder,
// reports progress by signals, and reads the folder back into an Analysis::Run that keeps the
// plan it ran, verbatim.

#include "analysis/diagnostic.h"
#include "analysis/inputlength.h"
#include "analysis/plan.h"
#include "analysis/run.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTimer>

namespace Remote {

struct ProbeInvocation {
    QString program;
    QStringList arguments;
    QString workingDirectory; // the plan's folder: relative paths in the command resolve there
    int repetitionsTotal = 0; // inputs x (warmup + repetitions): what progress counts towards
};

struct PlanExpansion {
    QList<ProbeInvocation> invocations;
    QString error; // translated; set when the plan cannot be expanded
};

// Pure: no process is started. probePath replaces "headroom-probe" as a program name (the
// calibrate shorthand), runDir is the probe's --out.
PlanExpansion expandPlan(const Analysis::Plan& plan, const QString& probePath, const QString& runDir);

// A fresh, not yet existing folder under root, named after the plan and the time.
QString freshRunFolder(const QString& root, const QString& planName, QString* error);

class PlanRunner : public QObject {
    Q_OBJECT
public:
    explicit PlanRunner(QObject* parent = nullptr);
    ~PlanRunner() override; // never leaves a probe running

    // Default: LocalDevice::probePath(). A test seam as much as a setting.
    void setProbePath(const QString& path) { m_probePath = path; }
    // Each token-count command gets this long (default 60 s); a slow one leaves tokens unknown.
    void setTokenCountTimeoutMs(int ms) { m_tokenTimeoutMs = ms; }

    // Starts the plan in a fresh folder under runsRoot. False (and *error) when it cannot start;
    // otherwise exactly one of finished() and failed() follows.
    bool start(const Analysis::Plan& plan, const QString& runsRoot, QString* error);
    void cancel();
    bool isRunning() const { return m_state != State::Idle; }
    QString runDir() const { return m_runDir; }

Q_SIGNALS:
    void stageChanged(const QString& stage); // translated: "Counting tokens", "Running the probe"
    void progressChanged(int done, int total); // repetitions ended so far
    void eventReceived(const QByteArray& line); // each events.jsonl line, as the probe writes it
    void finished(const Analysis::Run& run, const Analysis::Diagnostics& warnings);
    void failed(const QString& message);

private:
    enum class State { Idle, CountingTokens, Probing };

    void countNextInput();
    void tokenCounterFinished();
    void startProbe();
    void readProbeOutput();
    void probeFinished(int exitCode, QProcess::ExitStatus status);
    void fail(const QString& message);
    void stopProcess(QProcess* process);
    Analysis::Run assembleRun(Analysis::Run run);

    QString m_probePath;
    int m_tokenTimeoutMs = 60000;
    State m_state = State::Idle;
    Analysis::Plan m_plan;
    QString m_runDir;
    ProbeInvocation m_invocation;
    QList<Analysis::InputLength> m_lengths;
    Analysis::Diagnostics m_warnings;
    int m_nextInput = 0;
    QPointer<QProcess> m_process;
    QTimer m_deadline;
    QByteArray m_stdoutPending;
    QByteArray m_stderrTail;
    int m_repsDone = 0;
    bool m_cancelled = false;
};

} // namespace Remote
