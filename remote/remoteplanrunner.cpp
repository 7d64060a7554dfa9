#include "remote/remoteplanrunner.h"

#include "analysis/plan/corpus.h"
#include "analysis/plan/robustness.h"
#include "remote/localtransport.h"
#include "remote/shellquote.h"

#include "analysis/core/savefile.h"
#include "remote/tr.h"

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QFile>
#include <QFileInfo>

namespace Remote {
namespace {

constexpr int kMaxFolderTries = 100;

QString stderrTail(const QString& runDir)
{
    QFile f(runDir + QStringLiteral("/probe.err"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll().right(2000)).trimmed();
}

} // namespace

struct RemotePlanRunner::Prepared {
    bool ok = false;
    QString error; // translated
    QString unknownFingerprint; // set when the host key is unknown and was not accepted
    QByteArray probePath; // on the device
    QString deviceRunDir;
    QStringList inputPaths; // on the device, in the plan's order
};

RemotePlanRunner::RemotePlanRunner(QObject* parent)
    : Runner(parent)
{
    m_cancelGrace.setSingleShot(true);
    m_cancelGrace.setInterval(kCancelGraceMs);
    connect(&m_cancelGrace, &QTimer::timeout, this, [this] {
        // The kill did not get through in time: end every blocked call of the link now. The
        // session then fails at once (a cancelled session does not reconnect), keeping its journal.
        if (m_linkAbort)
            *m_linkAbort = true;
    });
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, [this] {
        m_timedOut = true;
        cancel();
    });
    connect(&m_counter, &TokenCounter::finished, this, [this] {
        m_lengths = m_counter.lengths();
        m_warnings += m_counter.warnings();
        if (m_state != State::CountingTokens)
            return;
        m_state = State::Preparing;
        // The device's side on the runner's thread: connecting, deploying and uploading block.
        const auto ticket = m_preparations.next();
        const TransportFactory factory = transportFactory();
        const RemoteRunSettings settings = m_settings;
        const QString folderName = QFileInfo(m_runDir).fileName();
        QList<QPair<QString, QString>> inputs;
        for (const auto& input : m_plan.inputs)
            inputs.append({ input.id, m_plan.inputPath(input) });
        const auto abort = m_abort;
        QPointer<RemotePlanRunner> self(this);
        const auto stage = [self](const QString& text) {
            QMetaObject::invokeMethod(
                self, [self, text] { Q_EMIT self->stageChanged(text); }, Qt::QueuedConnection);
        };
        QMetaObject::invokeMethod(m_worker, [=] {
            const Prepared result = prepareDevice(factory, settings, folderName, inputs, abort, stage);
            QMetaObject::invokeMethod(
                self,
                [self, result, ticket] {
                    if (self->m_preparations.isCurrent(ticket))
                        self->prepared(result);
                },
                Qt::QueuedConnection);
        });
    });
    m_worker = new QObject;
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread.setObjectName(QStringLiteral("remote plan runner"));
    m_thread.start();
}

RemotePlanRunner::~RemotePlanRunner()
{
    m_counter.cancel();
    if (m_abort)
        *m_abort = true;
    if (m_session) {
        // Blocking: the kill must reach the device before this object (and its thread) go.
        m_session->disconnect(this);
        QMetaObject::invokeMethod(m_session, &ProbeSession::cancel, Qt::BlockingQueuedConnection);
    }
    m_thread.quit();
    m_thread.wait();
}

TransportFactory RemotePlanRunner::transportFactory() const
{
    RemoteRunSettings s = m_settings;
    s.ssh.abort = m_linkAbort;
    return [s]() -> std::unique_ptr<Transport> {
        if (s.device.isLocal())
            return std::make_unique<LocalTransport>();
        return std::make_unique<SshTransport>(s.device, s.credentials, s.ssh);
    };
}

bool RemotePlanRunner::start(const Analysis::Plan& plan, const QString& runsRoot, QString* error)
{
    if (isRunning()) {
        *error = Tr::tr("A plan is already running.");
        return false;
    }
    if (!m_settings.device.runFolder.isEmpty() && !m_settings.device.runFolder.startsWith(u'/')) {
        *error = Tr::tr("Device \"%1\": the run folder \"%2\" is not an absolute path.")
                     .arg(m_settings.device.name, m_settings.device.runFolder);
        return false;
    }
    // Refused before anything is made (a serve plan, no probe): the same checks as the real
    // expansion later, with placeholder paths.
    const PlanExpansion check = expandPlan(plan, QStringLiteral("headroom-probe"), QStringLiteral("/run"));
    if (!check.error.isEmpty()) {
        *error = check.error;
        return false;
    }
    const QString dir = freshRunFolder(runsRoot, plan.name, error);
    if (dir.isEmpty())
        return false;
    // The corpus's documents and the robustness set are made here, into the local run folder, and
    // uploaded like any input.
    const std::optional<Analysis::Plan> full = Analysis::withGeneratedInputs(plan, dir, error);
    if (!full) {
        QDir(dir).removeRecursively();
        return false;
    }
    m_preparations.dropAll();
    m_plan = *full;
    m_runDir = dir;
    m_deviceRunDir.clear();
    m_warnings.clear();
    m_total = expandPlan(m_plan, QStringLiteral("headroom-probe"), QStringLiteral("/run"))
                  .invocations.constFirst()
                  .repetitionsTotal;
    m_repsDone = 0;
    m_cancelled = false;
    m_timedOut = false;
    m_abort = std::make_shared<std::atomic_bool>(false);
    m_linkAbort = std::make_shared<std::atomic_bool>(false);
    m_lengths = measurePlanInputs(m_plan, &m_warnings);
    m_state = State::CountingTokens;
    Q_EMIT stageChanged(Tr::tr("Counting tokens"));
    m_counter.start(m_plan, m_lengths);
    return true;
}

RemotePlanRunner::Prepared RemotePlanRunner::prepareDevice(const TransportFactory& factory,
    const RemoteRunSettings& settings, const QString& folderName, const QList<QPair<QString, QString>>& inputs,
    const std::shared_ptr<std::atomic_bool>& abort, const std::function<void(const QString&)>& stage)
{
    Prepared r;
    const Device& device = settings.device;
    const auto cancelled = [&] {
        if (!*abort)
            return false;
        r.error = Tr::tr("The run was cancelled.");
        return true;
    };
    stage(device.isLocal() ? Tr::tr("Preparing this machine") : Tr::tr("Connecting to %1").arg(device.target()));
    const std::unique_ptr<Transport> transport = factory();
    const TrustedOpen open = openTrusting(*transport, settings.acceptFingerprint);
    if (!open.acceptedMessage.isEmpty())
        stage(open.acceptedMessage);
    r.unknownFingerprint = open.unknownFingerprint;
    const StepResult& opened = open.opened;
    if (!opened.ok) {
        r.error = opened.message;
        return r;
    }
    if (cancelled())
        return r;

    stage(Tr::tr("Deploying the probe"));
    Deployer deployer(*transport, device.runFolder.toUtf8(), settings.builds.isEmpty() ? findProbeBuilds() : settings.builds);
    const QList<StepResult> steps = deployer.run([&](const StepResult& step) { stage(step.message); });
    if (!deployer.succeeded()) {
        r.error = steps.isEmpty() ? Tr::tr("The probe could not be deployed.") : steps.constLast().message;
        return r;
    }
    r.probePath = deployer.remoteProbePath();
    const QByteArray base = deployer.runFolder(); // as the device resolved it
    if (cancelled())
        return r;

    // A fresh folder: mkdir without -p fails on an existing one, so a run never lands in an
    // old run's folder. The name is the local folder's, already reduced to [A-Za-z0-9._-]. One
    // command for the runs folder, the run's folder (NAME, NAME-2 ... NAME-100) and its inputs
    // folder: each command costs the device user's login shell.
    stage(Tr::tr("Creating the run folder on the device"));
    const QByteArray runs = base + "/runs";
    const ExecResult made = transport->execShell("mkdir -p -- " + shellQuote(runs) + " || exit 3; i=1; while [ $i -le "
        + QByteArray::number(kMaxFolderTries) + " ]; do d=" + shellQuote(runs + '/' + folderName.toUtf8())
        + "; [ $i -gt 1 ] && d=\"$d-$i\"; if mkdir -- \"$d\" 2>/dev/null; then mkdir -- \"$d/inputs\" || exit 5; "
          "printf '%s' \"$d\"; exit 0; fi; i=$((i+1)); done; exit 4");
    if (!made.ok() || made.out.isEmpty()) {
        const QString why = QString::fromUtf8(made.err.trimmed()) + made.error;
        if (made.exitCode == 3)
            r.error = Tr::tr("Cannot create %1 on the device: %2").arg(QString::fromUtf8(runs), why);
        else if (made.exitCode == 5)
            r.error = Tr::tr("Cannot create the inputs folder on the device: %1").arg(why);
        else if (made.exitCode == 4)
            r.error = Tr::tr("Cannot create a new run folder under %1 on the device.").arg(QString::fromUtf8(runs));
        else
            r.error = Tr::tr("Cannot create the run folder on the device: %1").arg(why);
        return r;
    }
    const QByteArray runDir = made.out;
    r.deviceRunDir = QString::fromUtf8(runDir);

    // The user's file names never reach the device: each input is uploaded under a name made
    // of its id (ids are [A-Za-z0-9_.-]+; the suffix keeps "." and ".." from naming folders).
    for (const auto& [id, hostPath] : inputs) {
        if (cancelled())
            return r;
        stage(Tr::tr("Uploading input %1").arg(id));
        const QByteArray target = runDir + "/inputs/" + id.toUtf8() + ".input";
        const StepResult up = transport->upload(hostPath, target, 0644);
        if (!up.ok) {
            r.error = Tr::tr("Cannot upload input %1 (%2): %3").arg(id, hostPath, up.message);
            return r;
        }
        r.inputPaths.append(QString::fromUtf8(target));
    }
    transport->close();
    r.ok = true;
    return r;
}

void RemotePlanRunner::prepared(const Prepared& result)
{
    if (m_state != State::Preparing)
        return;
    if (!result.ok) {
        if (!result.unknownFingerprint.isEmpty())
            Q_EMIT hostKeyUnknown(result.unknownFingerprint);
        fail(result.error);
        return;
    }
    m_deviceRunDir = result.deviceRunDir;
    Analysis::Plan devicePlan = m_plan;
    devicePlan.baseDir = m_deviceRunDir;
    for (int i = 0; i < devicePlan.inputs.size(); ++i)
        devicePlan.inputs[i].file = result.inputPaths.value(i);
    const PlanExpansion expansion = expandPlan(devicePlan, QString::fromUtf8(result.probePath), m_deviceRunDir);
    if (!expansion.error.isEmpty()) {
        fail(expansion.error);
        return;
    }
    const ProbeInvocation& inv = expansion.invocations.constFirst();
    // The session's stdout and stderr files sit beside the probe's and are listed in its DONE.
    // Empty, they would have the same SHA-256 in every run, and a project refuses a file it
    // already holds; a first line naming this run's fresh folder makes each run's own. A fixed
    // script: the folder and the probe's argv arrive as arguments, never in the script text.
    QList<QByteArray> argv { "/bin/sh", "-c",
        "printf 'headroom run %s\\n' \"$0\"; printf 'headroom run %s\\n' \"$0\" >&2; exec \"$@\"",
        m_deviceRunDir.toUtf8(), inv.program.toUtf8() };
    bool beforeCommand = true;
    for (const QString& a : inv.arguments) {
        if (a == u"--")
            beforeCommand = false;
        // The session follows events.jsonl; a copy on stdout would only fill probe.out.
        if (beforeCommand && a == u"--stream")
            continue;
        argv.append(a.toUtf8());
    }

    auto* session = new ProbeSession(transportFactory(), m_deviceRunDir.toUtf8(), argv, m_runDir, m_settings.session);
    session->moveToThread(&m_thread);
    m_session = session;
    connect(session, &ProbeSession::eventsAvailable, this, &RemotePlanRunner::linesArrived);
    connect(session, &ProbeSession::connectionLost, this, &RemotePlanRunner::connectionLost);
    connect(session, &ProbeSession::reconnected, this, &RemotePlanRunner::reconnected);
    connect(session, &ProbeSession::finished, this, &RemotePlanRunner::sessionFinished);
    connect(session, &ProbeSession::started, this, &RemotePlanRunner::writeResumeFile);
    connect(&m_thread, &QThread::finished, session, &QObject::deleteLater);
    m_state = State::Probing;
    Q_EMIT stageChanged(Tr::tr("Running the probe"));
    // A sustained plan runs until its time is spent: how many repetitions is not known (0: unknown).
    Q_EMIT progressChanged(0, m_plan.sustained ? 0 : m_total);
    m_deadline.start(runDeadlineMs(m_plan, m_total));
    QMetaObject::invokeMethod(session, &ProbeSession::start);
}

void RemotePlanRunner::linesArrived(const QList<QByteArray>& lines)
{
    if (m_state != State::Probing)
        return;
    for (const QByteArray& line : lines) {
        if (isRepetitionEnd(line)) {
            ++m_repsDone;
            Q_EMIT progressChanged(m_repsDone, m_plan.sustained ? 0 : m_total);
        }
        Q_EMIT eventReceived(line);
    }
}

void RemotePlanRunner::writeResumeFile()
{
    if (!m_session)
        return;
    QJsonObject plan { { QStringLiteral("name"), m_plan.name },
        { QStringLiteral("text"), QString::fromUtf8(m_plan.sourceText) }, { QStringLiteral("baseDir"), m_plan.baseDir } };
    const QJsonObject resume { { QStringLiteral("format"), 1 }, { QStringLiteral("device"), m_settings.device.toJson() },
        { QStringLiteral("deviceRunDir"), m_deviceRunDir }, { QStringLiteral("pid"), QString::fromLatin1(m_session->pid()) },
        { QStringLiteral("plan"), plan } };
    QString error;
    if (!Analysis::saveFile(m_runDir + u'/' + resumeFileName(), QJsonDocument(resume).toJson(), &error))
        m_warnings << Analysis::Diagnostic { Analysis::Diagnostic::Severity::Warning, m_runDir, 0, {},
            Tr::tr("The run cannot be resumed if its link is lost: %1").arg(error) };
}

void RemotePlanRunner::sessionFinished(const FetchResult& result)
{
    m_deadline.stop();
    m_cancelGrace.stop();
    if (m_session)
        m_session->deleteLater();
    m_session = nullptr;
    if (m_state != State::Probing)
        return;
    if (m_timedOut) {
        fail(Tr::tr("The run took longer than its plan allows (%1 s) and was stopped; what the probe wrote is in "
                    "%2.")
                 .arg(runDeadlineMs(m_plan, m_total) / 1000)
                 .arg(m_runDir));
        return;
    }
    if (m_cancelled) {
        fail(result.localFolder.isEmpty()
                ? Tr::tr("The run was cancelled; the run folder could not be fetched: %1").arg(result.message)
                : Tr::tr("The run was cancelled; what the probe wrote is in %1.").arg(m_runDir));
        return;
    }
    if (!result.ok && !result.done && !result.localFolder.isEmpty()) {
        // The link is gone for good: what streamed is journaled here; the probe may still run.
        fail(Tr::tr("%1 What streamed until then is in %2; when the probe has finished on the device, fetch the rest "
                    "with: headroom run --resume %2 --into PROJECT")
                 .arg(result.message, QDir::toNativeSeparators(m_runDir)));
        return;
    }
    if (!result.ok) {
        const QString tail = stderrTail(m_runDir);
        fail(tail.isEmpty() ? result.message : Tr::tr("%1 The probe said: %2").arg(result.message, tail));
        return;
    }
    Q_EMIT stageChanged(Tr::tr("Reading the run folder"));
    PlanRunResult read = readPlanRun(m_plan, m_lengths, m_settings.device.name, m_runDir);
    if (!read.ok) {
        fail(read.error);
        return;
    }
    m_warnings += read.warnings;
    m_state = State::Idle;
    Q_EMIT finished(read.run, m_warnings);
}

void RemotePlanRunner::cancel()
{
    switch (m_state) {
    case State::Idle:
        return;
    case State::CountingTokens:
        m_counter.cancel();
        fail(Tr::tr("The run was cancelled."));
        return;
    case State::Preparing:
        // Nothing was measured yet; the preparation stops at its next step (a blocked SSH call
        // at once) and is ignored.
        *m_abort = true;
        *m_linkAbort = true;
        m_preparations.dropAll();
        fail(Tr::tr("The run was cancelled."));
        return;
    case State::Probing:
        m_cancelled = true;
        if (m_session)
            QMetaObject::invokeMethod(m_session, &ProbeSession::cancel);
        m_cancelGrace.start();
        return;
    }
}

void RemotePlanRunner::fail(const QString& message)
{
    m_deadline.stop();
    if (m_state == State::Idle)
        return;
    m_state = State::Idle;
    Q_EMIT failed(message);
}

} // namespace Remote
