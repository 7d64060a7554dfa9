#pragma once

// Runs a plan (fixed.yaml) on this machine: expands it into a headroom-probe invocation (an
// argument list, never a shell string), runs the probe with QProcess in a fresh run folder,
// reports progress by signals, and reads the folder back into an Analysis::Run that keeps the
// plan it ran, verbatim.

#include "analysis/core/diagnostic.h"
#include "analysis/core/run.h"
#include "analysis/plan/inputlength.h"
#include "analysis/plan/plan.h"
#include "remote/runner.h"

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

// Each input's length as measured on this machine (characters, bytes), and its tokens where the
// plan states them. A file that cannot be read, or holds bytes that are not UTF-8, is a warning.
QList<Analysis::InputLength> measurePlanInputs(const Analysis::Plan& plan, Analysis::Diagnostics* warnings);

// A probe event line that ends a repetition: what progress counts.
bool isRepetitionEnd(const QByteArray& line);

// How long a whole run may take: every repetition its timeout plus the probe's 2 s kill grace,
// and a minute more. Past that the run is stopped.
int runDeadlineMs(const Analysis::Plan& plan, int repetitionsTotal);

// What a finished run folder becomes. Shared by the local and the remote runner, so the same
// plan gives the same Run wherever it ran.
struct PlanRunResult {
    bool ok = false;
    QString error; // translated; when the folder cannot be read
    Analysis::Run run;
    Analysis::Diagnostics warnings; // the folder's and the acceptance check's
};

// Reads runDir (on this machine) with readRunFolder and assembles the plan's Run: the plan
// verbatim, its fixed parameters and limits, each input's length and token count, and the
// acceptance rules applied to the outputs in runDir/out.
PlanRunResult readPlanRun(const Analysis::Plan& plan, const QList<Analysis::InputLength>& lengths,
    const QString& deviceName, const QString& runDir);

// Runs each input's token-count command on this machine (the inputs are the user's files, even
// when the plan runs on a device), one process at a time. A failed or slow count leaves the
// input's tokens unknown, with a warning; it never stops the run.
class TokenCounter : public QObject {
    Q_OBJECT
public:
    explicit TokenCounter(QObject* parent = nullptr);
    ~TokenCounter() override; // never leaves a counter running

    void setTimeoutMs(int ms) { m_timeoutMs = ms; }
    // lengths: measurePlanInputs(plan). finished() follows, possibly before start() returns.
    void start(const Analysis::Plan& plan, const QList<Analysis::InputLength>& lengths);
    // Stops a running count; finished() does not follow.
    void cancel();
    bool isRunning() const { return m_running; }
    const QList<Analysis::InputLength>& lengths() const { return m_lengths; }
    const Analysis::Diagnostics& warnings() const { return m_warnings; }

Q_SIGNALS:
    void finished();

private:
    void countNext();
    void counterFinished();
    void stopProcess();

    int m_timeoutMs = 60000;
    bool m_running = false;
    Analysis::Plan m_plan;
    QList<Analysis::InputLength> m_lengths;
    Analysis::Diagnostics m_warnings;
    int m_next = 0;
    QPointer<QProcess> m_process;
    QTimer m_deadline;
};

// The probe as a child process of this machine.
class PlanRunner : public Runner {
    Q_OBJECT
public:
    explicit PlanRunner(QObject* parent = nullptr);
    ~PlanRunner() override; // never leaves a probe running

    // Default: LocalDevice::probePath(). A test seam as much as a setting.
    void setProbePath(const QString& path) { m_probePath = path; }
    // Each token-count command gets this long (default 60 s); a slow one leaves tokens unknown.

    bool start(const Analysis::Plan& plan, const QString& runsRoot, QString* error) override;
    void cancel() override;
    bool isRunning() const override { return m_state != State::Idle; }
    QString runDir() const override { return m_runDir; }

private:
    enum class State { Idle, CountingTokens, Probing };

    void startProbe();
    void readProbeOutput();
    void probeFinished(int exitCode, QProcess::ExitStatus status);
    void fail(const QString& message);
    void stopProcess(QProcess* process);

    QString m_probePath;
    TokenCounter m_counter;
    State m_state = State::Idle;
    Analysis::Plan m_plan;
    QString m_runDir;
    ProbeInvocation m_invocation;
    QList<Analysis::InputLength> m_lengths;
    Analysis::Diagnostics m_warnings;
    QPointer<QProcess> m_process;
    QTimer m_deadline;
    QByteArray m_stdoutPending;
    QByteArray m_stderrTail;
    int m_repsDone = 0;
    bool m_cancelled = false;
};

} // namespace Remote
