#include "remote/probesession.h"

#include "remote/probe/protocol.h"
#include "remote/shellquote.h"
#include "remote/tr.h"
#include "remote/transport.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTimer>

namespace Remote {
namespace {
const QByteArray kEvents = HeadroomProtocol::kEventsFile;
const QByteArray kDone = HeadroomProtocol::kDoneFile;
constexpr int kLivenessEvery = 10; // idle polls between checks that the probe still runs
} // namespace

QMap<QString, QByteArray> parseDone(const QByteArray& done, int* bad)
{
    QMap<QString, QByteArray> sums;
    int wrong = 0;
    for (const QByteArray& line : done.split('\n')) {
        if (line.trimmed().isEmpty())
            continue;
        // "<64 hex><space><space or *><path>"
        const QByteArray hex = line.left(64).toLower();
        bool isHex = hex.size() == 64;
        for (const char c : hex)
            isHex = isHex && ((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'));
        QByteArray path = line.size() > 66 && line.at(64) == ' ' ? line.mid(66) : QByteArray();
        if (!isHex || path.isEmpty() || path.startsWith('/') || path.contains("..")) {
            ++wrong;
            continue;
        }
        if (path.startsWith("./"))
            path = path.mid(2);
        sums.insert(QString::fromUtf8(path), hex);
    }
    if (bad)
        *bad = wrong;
    return sums;
}

ProbeSession::ProbeSession(TransportFactory factory, const QByteArray& runFolder, const QList<QByteArray>& argv,
    const QString& localFolder, const ProbeSessionOptions& options)
    : m_factory(std::move(factory))
    , m_runFolder(runFolder)
    , m_argv(argv)
    , m_localFolder(localFolder)
    , m_options(options)
{
    qRegisterMetaType<Remote::FetchResult>();
    qRegisterMetaType<QList<QByteArray>>();
}

ProbeSession::~ProbeSession() = default;

void ProbeSession::start()
{
    // Timers are made here, on the worker thread, so they fire there.
    m_pollTimer = new QTimer(this);
    m_pollTimer->setInterval(m_options.pollMs);
    connect(m_pollTimer, &QTimer::timeout, this, &ProbeSession::poll);
    m_keepAliveTimer = new QTimer(this);
    m_keepAliveTimer->setInterval(m_options.keepAliveMs);
    connect(m_keepAliveTimer, &QTimer::timeout, this, [this] {
        if (m_transport && m_transport->isOpen() && !m_transport->keepAlive())
            lost(Tr::tr("The keepalive found the link down."));
    });

    m_transport = m_factory();
    if (!m_localFolder.isEmpty()) {
        QDir().mkpath(m_localFolder);
        m_journal = new QFile(m_localFolder + u'/' + QString::fromLatin1(kEvents), this);
        const bool attach = !m_options.attachPid.isEmpty();
        if (!m_journal->open(attach ? QIODevice::Append : (QIODevice::WriteOnly | QIODevice::Truncate)))
            return fail(Tr::tr("Cannot write the local copy of the run's events %1: %2")
                            .arg(m_journal->fileName(), m_journal->errorString()));
        if (attach && m_journal->size() != m_options.attachOffset)
            return fail(Tr::tr("The local copy %1 holds %2 bytes, not the %3 the run was stopped at.")
                            .arg(m_journal->fileName())
                            .arg(m_journal->size())
                            .arg(m_options.attachOffset));
    }
    const StepResult opened = m_transport->open();
    if (!opened.ok)
        return fail(opened.message);
    if (!m_options.attachPid.isEmpty()) {
        m_pid = m_options.attachPid;
        m_offset = m_options.attachOffset;
        emit started();
        m_pollTimer->start();
        m_keepAliveTimer->start();
        poll();
        return;
    }
    // Own session (setsid), stdin from /dev/null, output to files: the probe outlives this
    // SSH channel. $$ of the inner sh is the new session's (and process group's) leader, which
    // exec keeps, so probe.pid names the group that cancel() signals.
    const QByteArray folder = shellQuote(m_runFolder);
    // "|| exit" and ";", not "&&": a trailing "&" would put the whole and-list, cd included,
    // into a background subshell.
    const QByteArray command = "mkdir -p -- " + folder + " && cd -- " + folder + " || exit 1; rm -f -- "
        + shellQuote(kDone) + " " + shellQuote(kEvents)
        + " probe.pid; setsid sh -c 'echo $$ > probe.pid; exec \"$@\"' headroom-launch " + shellCommand(m_argv)
        + " </dev/null >probe.out 2>probe.err & i=0; while [ ! -s probe.pid ] && [ $i -lt 500 ]; do sleep 0.01; "
          "i=$((i+1)); done; cat probe.pid";
    const ExecResult launched = m_transport->execShell(command);
    m_pid = launched.out.trimmed();
    bool numeric = false;
    m_pid.toLongLong(&numeric);
    if (!launched.ok() || !numeric)
        return fail(Tr::tr("Cannot start the probe on the device: %1")
                        .arg(QString::fromUtf8(launched.err.trimmed()) + launched.error));
    emit started();
    m_pollTimer->start();
    m_keepAliveTimer->start();
}

void ProbeSession::cancel()
{
    if (m_finished || m_pid.isEmpty())
        return;
    m_cancelled = true;
    // The negative pid signals the whole group; the probe forwards it to its workload and
    // finishes its files. Over a dropped link this waits for the reconnect's next poll.
    if (m_transport && m_transport->isOpen())
        m_transport->exec({ "kill", "-TERM", groupArgument() });
}

QByteArray ProbeSession::groupArgument() const
{
    // kill's "-PID" form: the process group whose leader is PID. No "--" before it: dash's
    // built-in kill takes "--" for a number.
    QByteArray argument("-");
    argument += m_pid;
    return argument;
}

bool ProbeSession::processAlive()
{
    // The group leader is the probe itself. kill -0 would count a zombie as alive (a device whose
    // init does not reap), so read its state from /proc.
    const ExecResult r = m_transport->execShell(
        "s=$(cat /proc/" + m_pid + "/stat 2>/dev/null) || exit 1; case \"${s##*) }\" in Z*) exit 1;; esac");
    return !r.started || r.ok(); // unknown counts as alive
}

void ProbeSession::poll()
{
    if (m_finished)
        return;
    if (!m_transport->isOpen())
        return lost(Tr::tr("The connection to the device dropped."));
    const ReadResult doneFile = m_transport->readFrom(m_runFolder + '/' + kDone, 0, 1);
    if (!doneFile.ok)
        return lost(doneFile.error);
    const ReadResult r = m_transport->readFrom(m_runFolder + '/' + kEvents, m_offset, m_options.maxReadBytes);
    if (!r.ok)
        return lost(r.error);
    if (!r.data.isEmpty()) {
        m_idlePolls = 0;
        if (!journal(r.data))
            return;
        m_offset += r.data.size();
        deliver(r.data);
        return;
    }
    // DONE is written after the last event, so DONE seen before an empty read means complete.
    if (doneFile.exists)
        return finish(true);
    if (++m_idlePolls % kLivenessEvery == 0 && !processAlive() && m_transport->isOpen()) {
        // Gone without DONE (cancelled, killed, crashed): read what is left once more, then fetch.
        const ReadResult last = m_transport->readFrom(m_runFolder + '/' + kEvents, m_offset, m_options.maxReadBytes);
        if (last.ok && !last.data.isEmpty()) {
            if (!journal(last.data))
                return;
            m_offset += last.data.size();
            deliver(last.data);
        }
        finish(false);
    }
}

bool ProbeSession::journal(const QByteArray& data)
{
    if (!m_journal)
        return true;
    // Written through to the file before it is delivered: what the window shows is on disk.
    if (m_journal->write(data) == data.size() && m_journal->flush())
        return true;
    fail(Tr::tr("Cannot write the local copy of the run's events %1: %2. The probe keeps running on the device.")
             .arg(m_journal->fileName(), m_journal->errorString()));
    return false;
}

void ProbeSession::deliver(const QByteArray& data)
{
    m_partial += data;
    const int lastNewline = m_partial.lastIndexOf('\n');
    if (lastNewline < 0)
        return;
    QList<QByteArray> lines = m_partial.left(lastNewline).split('\n');
    m_partial = m_partial.mid(lastNewline + 1);
    emit eventsAvailable(lines);
}

void ProbeSession::lost(const QString& message)
{
    if (m_finished || m_attempt > 0)
        return;
    m_pollTimer->stop();
    m_keepAliveTimer->stop();
    m_transport->close();
    emit connectionLost(message);
    m_attempt = 0;
    m_retryMs = m_options.firstRetryMs;
    QTimer::singleShot(m_retryMs, this, &ProbeSession::tryReconnect);
    m_attempt = 1;
}

void ProbeSession::tryReconnect()
{
    if (m_finished)
        return;
    const StepResult opened = m_transport->open();
    if (!opened.ok && m_cancelled)
        return fail(Tr::tr("The run was cancelled while the link to the device was down (%1); the workload may still "
                           "be running there.")
                        .arg(opened.message));
    if (opened.ok) {
        emit reconnected(m_attempt);
        m_attempt = 0;
        if (m_cancelled)
            m_transport->exec({ "kill", "-TERM", groupArgument() });
        m_pollTimer->start();
        m_keepAliveTimer->start();
        poll();
        return;
    }
    if (m_attempt >= m_options.maxReconnectAttempts)
        return fail(Tr::tr(
            "Gave up reconnecting after %n attempt(s): %1. The probe keeps running on the device.", "", m_attempt)
                        .arg(opened.message));
    ++m_attempt;
    m_retryMs = qMin(m_retryMs * 2, m_options.maxRetryMs);
    QTimer::singleShot(m_retryMs, this, &ProbeSession::tryReconnect);
}

void ProbeSession::fail(const QString& message)
{
    if (m_finished)
        return;
    m_finished = true;
    if (m_pollTimer)
        m_pollTimer->stop();
    if (m_keepAliveTimer)
        m_keepAliveTimer->stop();
    FetchResult result;
    result.message = message;
    result.cancelled = m_cancelled;
    if (m_journal) {
        m_journal->close();
        result.localFolder = m_localFolder;
    }
    emit finished(result);
}

void ProbeSession::finish(bool done)
{
    m_finished = true;
    m_pollTimer->stop();
    m_keepAliveTimer->stop();
    FetchResult result;
    result.done = done;
    result.cancelled = m_cancelled;
    result.localFolder = m_localFolder;
    if (!m_partial.isEmpty())
        emit eventsAvailable({ m_partial }); // a run cut off mid-line still keeps its last bytes
    m_partial.clear();
    if (m_journal)
        m_journal->close(); // the fetch below replaces it with the device's whole file

    // -print0: the run folder's names come from the workload's argv too (per-input logs).
    const ExecResult list = m_transport->execShell("cd -- " + shellQuote(m_runFolder) + " && find . -type f -print0");
    if (!list.ok()) {
        result.message = Tr::tr("Cannot list the run folder on the device: %1").arg(list.error);
        emit finished(result);
        return;
    }
    QDir().mkpath(m_localFolder);
    for (QByteArray relative : list.out.split('\0')) {
        if (relative.startsWith("./"))
            relative = relative.mid(2);
        if (relative.isEmpty())
            continue;
        const QString local = m_localFolder + u'/' + QFile::decodeName(relative);
        QDir().mkpath(QFileInfo(local).absolutePath());
        // Next to the file and renamed once whole: a link lost mid-fetch never truncates the
        // journal of events.jsonl, which then still holds every repetition that streamed.
        const QString partial = local + QStringLiteral(".part");
        const StepResult got = m_transport->download(m_runFolder + '/' + relative, partial);
        if (!got.ok || (QFile::exists(local) && !QFile::remove(local)) || !QFile::rename(partial, local)) {
            QFile::remove(partial);
            result.message = got.ok ? Tr::tr("Cannot replace %1 with the fetched copy.").arg(local) : got.message;
            emit finished(result);
            return;
        }
        result.files.append(QFile::decodeName(relative));
    }
    result.files.sort();

    QFile doneFile(m_localFolder + u'/' + QString::fromLatin1(kDone));
    if (!done || !doneFile.open(QIODevice::ReadOnly)) {
        result.message = m_cancelled
            ? Tr::tr("The run was cancelled; %n file(s) fetched.", "", int(result.files.size()))
            : Tr::tr("The probe ended without writing DONE; %n file(s) fetched.", "", int(result.files.size()));
        emit finished(result);
        return;
    }
    int bad = 0;
    const QMap<QString, QByteArray> sums = parseDone(doneFile.readAll(), &bad);
    for (auto it = sums.cbegin(); it != sums.cend(); ++it) {
        QFile file(m_localFolder + u'/' + it.key());
        QCryptographicHash hash(QCryptographicHash::Sha256);
        if (!file.open(QIODevice::ReadOnly) || !hash.addData(&file) || hash.result().toHex() != it.value())
            result.mismatched.append(it.key());
    }
    result.ok = result.mismatched.isEmpty() && bad == 0 && !sums.isEmpty();
    if (result.ok)
        result.message
            = Tr::tr("Run complete: %n file(s) fetched, every SHA-256 in DONE matches.", "", int(result.files.size()));
    else if (sums.isEmpty() || bad > 0)
        result.message = Tr::tr("DONE has %n line(s) that do not read as \"SHA-256  path\".", "", qMax(bad, 1));
    else
        result.message
            = Tr::tr("These files do not match their SHA-256 in DONE: %1").arg(result.mismatched.join(u", "));
    emit finished(result);
}

} // namespace Remote
