#include "remote/planrunner.h"

#include "analysis/core/inputfile.h"
#include "analysis/import/runfolder.h"
#include "analysis/plan/corpus.h"
#include "analysis/plan/robustness.h"
#include "remote/localdevice.h"
#include "remote/probe/protocol.h"
#include "remote/tr.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

namespace Remote {
namespace {

constexpr int kStderrTailBytes = 16 * 1024;
// Acceptance reads at most this much of an output file: more than the probe keeps of one
// (its head, a marker line, its tail), so the rules see all of what is there.
constexpr qint64 kMaxOutputChecked = 16 * 1024 * 1024;
static_assert(HeadroomProtocol::kOutputHeadBytes + HeadroomProtocol::kOutputTailBytes + 4096 < kMaxOutputChecked);

// What the rules judge of a cut copy: the head and the tail, with the probe's marker line between
// them replaced by a newline, so a rule can never match the marker's own words.
QByteArray withoutMarker(const QByteArray& copy)
{
    const qsizetype head = qsizetype(HeadroomProtocol::kOutputHeadBytes);
    if (copy.size() <= head)
        return copy; // serve mode keeps the head only
    qsizetype at = head;
    if (copy.at(at) == '\n' && copy.at(head - 1) != '\n')
        ++at; // the newline the probe put before the marker
    if (!copy.mid(at, 16).startsWith("[headroom-probe:"))
        return copy;
    const qsizetype end = copy.indexOf('\n', at);
    return end < 0 ? copy.left(head) : copy.left(head) + '\n' + copy.mid(end + 1);
}

} // namespace

QString freshRunFolder(const QString& root, const QString& planName, QString* error)
{
    if (!QDir().mkpath(root)) {
        *error = Tr::tr("Cannot create the folder %1.").arg(root);
        return {};
    }
    static const QRegularExpression unsafe(QStringLiteral("[^A-Za-z0-9._-]+"));
    QString stem = planName;
    stem.replace(unsafe, QStringLiteral("_"));
    stem = stem.left(48) + u'-' + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QDir dir(root);
    // mkdir fails on an existing folder, so a run never lands in an old one. Bounded: at most 100 tries.
    for (int i = 0; i < 100; ++i) {
        const QString name = i == 0 ? stem : stem + u'-' + QString::number(i + 1);
        if (!dir.exists(name) && dir.mkdir(name))
            return QDir::cleanPath(dir.absoluteFilePath(name));
    }
    *error = Tr::tr("Cannot create a new run folder under %1.").arg(root);
    return {};
}

QList<Analysis::InputLength> measurePlanInputs(const Analysis::Plan& plan, Analysis::Diagnostics* warnings)
{
    QList<Analysis::InputLength> lengths;
    for (const auto& input : plan.inputs) {
        Analysis::InputLength length = Analysis::measureInputFile(plan.inputPath(input));
        if (!length.error.isEmpty())
            warnings->append(
                { Analysis::Diagnostic::Severity::Warning, plan.inputPath(input), 0, QString(), length.error });
        // The robustness set's truncated input is invalid on purpose: no warning for it.
        if (length.invalidBytes > 0 && !Analysis::isRobustnessInput(input.id))
            warnings->append({ Analysis::Diagnostic::Severity::Warning, plan.inputPath(input), 0, QString(),
                Tr::tr("The input holds %n byte(s) that are not valid UTF-8; its character count leaves them out.",
                    nullptr, int(qMin<int64_t>(length.invalidBytes, INT_MAX))) });
        if (length.bom)
            warnings->append({ Analysis::Diagnostic::Severity::Warning, plan.inputPath(input), 1, QString(),
                Tr::tr("The input starts with a UTF-8 byte-order mark; its length in bytes and characters leaves the "
                       "mark out, but the workload reads it.") });
        if (input.tokens) {
            length.tokens = *input.tokens;
            length.tokenSource = QStringLiteral("plan");
        }
        lengths.append(length);
    }
    return lengths;
}

bool isRepetitionEnd(const QByteArray& line)
{
    // A process-mode repetition, or one request of a serve-mode sweep.
    return line.contains("\"type\":\"rep_end\"") || line.contains("\"type\":\"request\"");
}

int runDeadlineMs(const Analysis::Plan& plan, int repetitionsTotal)
{
    const double perRep = plan.timeoutS + 3;
    // A sustained plan repeats rounds until its time is spent; the round under way then finishes.
    const double sustainedS = plan.sustained
        ? plan.sustained->minutes * 60 + perRep * qMax(qsizetype(1), plan.inputs.size())
        : 0;
    const double budgetS = qMin(perRep * qMax(1, repetitionsTotal) + sustainedS + 60, 7 * 24 * 3600.0);
    return int(qMin(budgetS * 1000, double(INT_MAX)));
}

PlanRunResult readPlanRun(const Analysis::Plan& plan, const QList<Analysis::InputLength>& lengths,
    const QString& deviceName, const QString& runDir)
{
    PlanRunResult result;
    Analysis::RunFolderResult folder = Analysis::readRunFolder(runDir);
    if (!folder.ok) {
        QStringList messages;
        for (const auto& d : folder.diagnostics)
            if (d.severity == Analysis::Diagnostic::Severity::Error)
                messages.append(d.toString());
        result.error = Tr::tr("The run folder %1 cannot be read: %2").arg(runDir, messages.join(u'\n'));
        return result;
    }
    result.warnings = folder.diagnostics;
    Analysis::Run& run = result.run;
    run = std::move(folder.run);
    run.name = plan.name;
    run.device = deviceName;
    // The plan it ran, verbatim (the parser refused anything that is not UTF-8, so the text is
    // lossless), and each fixed parameter as written; null means "not applicable", said so.
    run.params.insert(QStringLiteral("plan"), QString::fromUtf8(plan.sourceText));
    run.params.insert(QStringLiteral("plan_file"), QFileInfo(plan.sourcePath).fileName());
    for (auto it = plan.params.cbegin(); it != plan.params.cend(); ++it)
        run.params.insert(it.key(), it.value().value_or(QStringLiteral("null")));
    for (auto it = plan.extraParams.cbegin(); it != plan.extraParams.cend(); ++it)
        run.params.insert(QStringLiteral("extra.") + it.key(), it.value());
    const auto& l = plan.limits;
    run.params.insert(
        QStringLiteral("limits.memory"), l.memoryAuto ? QStringLiteral("auto") : QString::number(l.memoryBytes));
    run.params.insert(QStringLiteral("limits.reserve"),
        l.reserveIsPercent ? QString::number(l.reservePercent) + u'%' : QString::number(l.reserveBytes));
    run.params.insert(QStringLiteral("limits.latency_s"), QString::number(l.latencyS, 'g', 17));
    if (l.ttftS > 0)
        run.params.insert(QStringLiteral("limits.ttft_s"), QString::number(l.ttftS, 'g', 17));
    // Which inputs have acceptance rules, as written: the report's accepted / expected counts only
    // those, and says which rule decided.
    for (const auto& rule : plan.acceptance) {
        QString text;
        switch (rule.kind) {
        case Analysis::AcceptanceRule::Kind::Regex:
            text = QStringLiteral("regex: ") + rule.text;
            break;
        case Analysis::AcceptanceRule::Kind::Exact:
            text = QStringLiteral("exact: ") + rule.text;
            break;
        case Analysis::AcceptanceRule::Kind::JsonField:
            text
                = QStringLiteral("json_field: %1 = %2")
                      .arg(rule.jsonField,
                          QString::fromUtf8(QJsonDocument(QJsonArray { rule.jsonValue }).toJson(QJsonDocument::Compact))
                              .mid(1)
                              .chopped(1));
            break;
        }
        const QString key = QStringLiteral("acceptance.") + rule.input;
        run.params.insert(key, run.params.contains(key) ? run.params.value(key) + QStringLiteral("; ") + text : text);
    }
    if (plan.robustness)
        run.params.insert(QStringLiteral("robustness"), QStringLiteral("true"));
    // The corpus (its documents are inputs now) and the decision that made this run, kept with it.
    if (plan.corpus) {
        run.params.insert(QStringLiteral("corpus.documents"), plan.corpus->documents);
        if (!plan.corpus->expected.isEmpty())
            run.params.insert(QStringLiteral("corpus.expected"), plan.corpus->expected);
        if (!plan.corpus->only.isEmpty())
            run.params.insert(QStringLiteral("corpus.only"), plan.corpus->only.join(u' '));
        run.params.insert(Analysis::corpusIdsKey(), plan.corpusIds.join(u' '));
        for (const QString& written : { plan.corpus->documents, plan.corpus->expected }) {
            const QString path = written.isEmpty() ? QString() : QDir(plan.baseDir).absoluteFilePath(written);
            if (path.isEmpty() || !QFileInfo(path).isFile())
                continue;
            QString why;
            if (const auto data = Analysis::readInputFile(path, Analysis::kMaxCorpusFileBytes, &why))
                run.sources.append({ path, QStringLiteral("corpus"),
                    QCryptographicHash::hash(*data, QCryptographicHash::Sha256).toHex(), data->size() });
        }
    }
    if (plan.decision) {
        run.params.insert(QStringLiteral("decision.follows"), plan.decision->follows);
        run.params.insert(QStringLiteral("decision.because"), plan.decision->because);
        run.params.insert(QStringLiteral("decision.change"), plan.decision->change);
    }
    // The engine adapter, as the plan named it or as the probe detected it, and where each input's
    // TTFT came from: kept with the run (run_params), so a report read from the store says it too.
    if (Analysis::startsProcess(plan.mode)) {
        const QString detected = Analysis::engineSummary(run.repetitions);
        run.params.insert(QStringLiteral("engine"),
            !plan.engine.isEmpty() ? plan.engine
                                   : (detected.isEmpty() ? QStringLiteral("unknown") : detected + QStringLiteral(" (detected)")));
        for (const auto& input : plan.inputs) {
            const QString source = Analysis::ttftSourceSummary(run.repetitionsFor(input.id));
            if (!source.isEmpty())
                run.params.insert(QStringLiteral("ttft_source.") + input.id, source);
        }
    }
    const QByteArray sha = QCryptographicHash::hash(plan.sourceText, QCryptographicHash::Sha256).toHex();
    run.sources.append({ plan.sourcePath, QStringLiteral("plan"), sha, plan.sourceText.size() });

    // Input lengths: the probe's figures where it wrote them are replaced by ours only where
    // it left them unknown; tokens come only from the plan or its counter. The file is the
    // plan's: on a device the probe read an uploaded copy under a generated name.
    for (int i = 0; i < plan.inputs.size(); ++i) {
        const auto& input = plan.inputs.at(i);
        Analysis::InputSpec* spec = nullptr;
        for (auto& s : run.inputs)
            if (s.id == input.id)
                spec = &s;
        if (!spec) {
            run.inputs.append({ input.id, plan.inputPath(input) });
            spec = &run.inputs.last();
        }
        spec->file = plan.inputPath(input);
        const auto& length = lengths.value(i);
        if (spec->bytes < 0)
            spec->bytes = length.bytes;
        if (spec->chars < 0)
            spec->chars = length.chars;
        spec->tokens = length.tokens;
    }

    // Acceptance: a repetition that ran fine but whose output fails its rule is rejected, and
    // kept (a failed repetition is recorded, never dropped).
    // A rule that judged a cut copy says so, whichever way it went: the text it looked for may be
    // in the bytes the probe left out (issue 19, item 5).
    for (qsizetype i = 0; i < run.repetitions.size(); ++i) {
        auto& rep = run.repetitions[i];
        if (rep.outcome != Analysis::Outcome::Ok)
            continue;
        const Analysis::RepetitionOutput output = folder.outputs.value(i);
        const bool cut = output.cut && output.inputId == rep.inputId && output.index == rep.index;
        for (const auto& rule : plan.acceptance) {
            if (rule.input != rep.inputId)
                continue;
            const QString out = QStringLiteral("%1/out/%2-%3.stdout").arg(runDir, rep.inputId).arg(rep.index);
            QFile f(out);
            QString why;
            if (!f.open(QIODevice::ReadOnly))
                why = Tr::tr("cannot read %1").arg(out);
            QByteArray judged;
            if (why.isEmpty()) {
                judged = f.read(kMaxOutputChecked);
                if (cut)
                    judged = withoutMarker(judged);
            }
            Analysis::Rejection as = Analysis::Rejection::Format;
            const bool accepted = why.isEmpty() && rule.accepts(judged, &why, &as);
            const qint64 whole = output.bytes.value_or(judged.size()); // a probe that says cut gives the size
            if (accepted) {
                if (cut)
                    result.warnings.append({ Analysis::Diagnostic::Severity::Warning, out, 0, QString(),
                        Tr::tr("Repetition %1 of input %2 was accepted on a cut copy of its output: the rule "
                               "judged %3 of %4 bytes; the probe left the rest out.")
                            .arg(rep.index)
                            .arg(rep.inputId)
                            .arg(judged.size())
                            .arg(whole) });
                continue;
            }
            rep.outcome = Analysis::Outcome::Rejected;
            rep.rejection = Analysis::rejectionName(as);
            rep.error = why;
            if (cut)
                result.warnings.append({ Analysis::Diagnostic::Severity::Warning, out, 0, QString(),
                    Tr::tr("Repetition %1 of input %2 was rejected on a cut copy of its output: %3. The rule "
                           "judged %4 of %5 bytes; what it looked for may be in the rest, which the probe left "
                           "out.")
                        .arg(rep.index)
                        .arg(rep.inputId, why)
                        .arg(judged.size())
                        .arg(whole) });
            else
                result.warnings.append({ Analysis::Diagnostic::Severity::Warning, out, 0, QString(),
                    Tr::tr("Repetition %1 of input %2 was rejected: %3.").arg(rep.index).arg(rep.inputId, why) });
            break;
        }
    }
    result.ok = true;
    return result;
}

TokenCounter::TokenCounter(QObject* parent)
    : QObject(parent)
{
    m_deadline.setSingleShot(true);
    // A slow counter is stopped; counterFinished records the timeout and goes on.
    connect(&m_deadline, &QTimer::timeout, this, &TokenCounter::stopProcess);
}

TokenCounter::~TokenCounter()
{
    cancel();
}

void TokenCounter::start(const Analysis::Plan& plan, const QList<Analysis::InputLength>& lengths)
{
    cancel();
    m_plan = plan;
    m_lengths = lengths;
    m_warnings.clear();
    m_next = 0;
    m_running = true;
    countNext();
}

void TokenCounter::cancel()
{
    m_running = false;
    m_deadline.stop();
    if (m_process) {
        m_process->disconnect(this);
        stopProcess();
        m_process->deleteLater();
    }
}

void TokenCounter::stopProcess()
{
    QProcess* p = m_process;
    if (!p || p->state() == QProcess::NotRunning)
        return;
    p->terminate();
    if (!p->waitForFinished(5000)) {
        p->kill();
        p->waitForFinished(2000);
    }
}

void TokenCounter::countNext()
{
    while (m_running && m_next < m_plan.inputs.size()) {
        const auto& input = m_plan.inputs.at(m_next);
        const QStringList argv = m_plan.tokenCommandFor(input);
        if (input.tokens || argv.isEmpty()) {
            ++m_next; // stated in the plan, or unknown: nothing to run
            continue;
        }
        auto* p = new QProcess(this);
        m_process = p;
        p->setWorkingDirectory(m_plan.baseDir);
        connect(p, &QProcess::finished, this, [this, p] {
            counterFinished();
            p->deleteLater();
        });
        connect(p, &QProcess::errorOccurred, this, [this, p](QProcess::ProcessError e) {
            if (e == QProcess::FailedToStart) {
                counterFinished();
                p->deleteLater();
            }
        });
        m_deadline.start(m_timeoutMs);
        p->start(argv.constFirst(), argv.mid(1));
        return;
    }
    if (m_running) {
        m_running = false;
        Q_EMIT finished();
    }
}

void TokenCounter::counterFinished()
{
    m_deadline.stop();
    QProcess* p = m_process;
    const auto& input = m_plan.inputs.at(m_next);
    const QString program = m_plan.tokenCommandFor(input).join(u' ');
    QString problem; // a whole sentence about the command
    int64_t tokens = -1;
    if (p->error() == QProcess::FailedToStart)
        problem = Tr::tr("The token-count command could not start: %1.").arg(p->errorString());
    else if (p->exitStatus() != QProcess::NormalExit)
        problem = Tr::tr("The token-count command was stopped after %1 ms or crashed.").arg(m_timeoutMs);
    else if (p->exitCode() != 0)
        problem = Tr::tr("The token-count command exited with code %1.").arg(p->exitCode());
    else
        tokens = Analysis::parseTokenCount(p->readAllStandardOutput(), &problem);
    if (tokens >= 0) {
        m_lengths[m_next].tokens = tokens;
        m_lengths[m_next].tokenSource = QStringLiteral("command: ") + program;
    } else {
        // An unknown count stays unknown; the run goes on.
        m_warnings.append(
            { Analysis::Diagnostic::Severity::Warning, m_plan.sourcePath, 0, QStringLiteral("inputs.%1").arg(input.id),
                //: %1 is the input's id, %2 a whole sentence saying what the command did
                Tr::tr("The token count of input %1 is unknown. %2").arg(input.id, problem) });
    }
    ++m_next;
    countNext();
}

PlanRunner::PlanRunner(QObject* parent)
    : Runner(parent)
    , m_probePath(LocalDevice::probePath())
{
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, [this] {
        m_cancelled = true;
        stopProcess(m_process);
        fail(Tr::tr("The run took longer than its plan allows (%1 s) and was stopped.")
                 .arg(m_deadline.interval() / 1000));
    });
    connect(&m_counter, &TokenCounter::finished, this, [this] {
        m_lengths = m_counter.lengths();
        m_warnings += m_counter.warnings();
        if (m_state == State::CountingTokens && !m_cancelled)
            startProbe();
    });
}

PlanRunner::~PlanRunner()
{
    m_counter.cancel();
    if (m_process) {
        m_process->disconnect(this);
        stopProcess(m_process);
    }
}

bool PlanRunner::start(const Analysis::Plan& plan, const QString& runsRoot, QString* error)
{
    if (isRunning()) {
        *error = Tr::tr("A plan is already running.");
        return false;
    }
    const QString dir = freshRunFolder(runsRoot, plan.name, error);
    if (dir.isEmpty())
        return false;
    // The corpus's documents and the robustness set are made per run, into the run folder, so the
    // run keeps the bytes it sent.
    const std::optional<Analysis::Plan> full = Analysis::withGeneratedInputs(plan, dir, error);
    const PlanExpansion expansion = full ? expandPlan(*full, m_probePath, dir) : PlanExpansion { {}, *error };
    if (!expansion.error.isEmpty()) {
        QDir(dir).removeRecursively();
        *error = expansion.error;
        return false;
    }
    m_plan = *full;
    m_runDir = dir;
    m_invocation = expansion.invocations.constFirst();
    m_warnings.clear();
    m_repsDone = 0;
    m_cancelled = false;
    m_lengths = measurePlanInputs(m_plan, &m_warnings);
    m_state = State::CountingTokens;
    Q_EMIT stageChanged(Tr::tr("Counting tokens"));
    m_counter.start(m_plan, m_lengths);
    return true;
}

void PlanRunner::cancel()
{
    if (!isRunning())
        return;
    m_cancelled = true;
    stopProcess(m_process);
    if (m_state == State::CountingTokens) {
        m_counter.cancel();
        fail(Tr::tr("The run was cancelled."));
    }
}

void PlanRunner::stopProcess(QProcess* process)
{
    if (!process || process->state() == QProcess::NotRunning)
        return;
    // SIGTERM first: the probe then kills its workload's process group and writes a final event.
    process->terminate();
    if (!process->waitForFinished(5000)) {
        process->kill();
        process->waitForFinished(2000);
    }
}

void PlanRunner::startProbe()
{
    m_state = State::Probing;
    Q_EMIT stageChanged(Tr::tr("Running the probe"));
    // A sustained plan runs until its time is spent: how many repetitions is not known (0: unknown).
    Q_EMIT progressChanged(0, m_plan.sustained ? 0 : m_invocation.repetitionsTotal);
    auto* p = new QProcess(this);
    m_process = p;
    m_stdoutPending.clear();
    m_stderrTail.clear();
    p->setWorkingDirectory(m_invocation.workingDirectory);
    connect(p, &QProcess::readyReadStandardOutput, this, &PlanRunner::readProbeOutput);
    connect(p, &QProcess::readyReadStandardError, this, [this, p] {
        m_stderrTail += p->readAllStandardError();
        if (m_stderrTail.size() > kStderrTailBytes)
            m_stderrTail = m_stderrTail.right(kStderrTailBytes);
    });
    connect(p, &QProcess::finished, this, &PlanRunner::probeFinished);
    connect(p, &QProcess::errorOccurred, this, [this, p](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart)
            fail(Tr::tr("Cannot start the probe %1: %2").arg(m_invocation.program, p->errorString()));
    });
    m_deadline.start(runDeadlineMs(m_plan, m_invocation.repetitionsTotal));
    p->start(m_invocation.program, m_invocation.arguments);
}

void PlanRunner::readProbeOutput()
{
    if (!m_process)
        return;
    m_stdoutPending += m_process->readAllStandardOutput();
    // Bounded: each pass consumes one line; a line without an end waits for more bytes.
    for (qsizetype nl = m_stdoutPending.indexOf('\n'); nl >= 0; nl = m_stdoutPending.indexOf('\n')) {
        const QByteArray line = m_stdoutPending.left(nl);
        m_stdoutPending.remove(0, nl + 1);
        if (isRepetitionEnd(line)) {
            ++m_repsDone;
            Q_EMIT progressChanged(m_repsDone, m_plan.sustained ? 0 : m_invocation.repetitionsTotal);
        }
        Q_EMIT eventReceived(line);
    }
    if (m_stdoutPending.size() > 4 * 1024 * 1024)
        m_stdoutPending.clear(); // not an event line; the run folder has the real record
}

void PlanRunner::probeFinished(int exitCode, QProcess::ExitStatus status)
{
    m_deadline.stop();
    if (m_state != State::Probing)
        return;
    readProbeOutput();
    const QString tail = QString::fromUtf8(m_stderrTail).trimmed().right(2000);
    if (m_cancelled) {
        fail(Tr::tr("The run was cancelled; what the probe wrote is in %1.").arg(m_runDir));
        return;
    }
    if (status != QProcess::NormalExit || exitCode != 0) {
        fail(Tr::tr("The probe ended with exit code %1. %2").arg(exitCode).arg(tail));
        return;
    }
    PlanRunResult result = readPlanRun(m_plan, m_lengths, LocalDevice::name(), m_runDir);
    if (!result.ok) {
        fail(result.error);
        return;
    }
    m_warnings += result.warnings;
    m_state = State::Idle;
    m_process->deleteLater();
    Q_EMIT finished(result.run, m_warnings);
}

void PlanRunner::fail(const QString& message)
{
    m_deadline.stop();
    if (m_state == State::Idle)
        return;
    m_state = State::Idle;
    if (m_process)
        m_process->deleteLater();
    Q_EMIT failed(message);
}

} // namespace Remote
