#include "remote/transport.h"

#include "remote/shellquote.h"
#include "remote/tr.h"

#include <QRandomGenerator>

namespace Remote {
namespace {
// What lies between the begin marker and the end marker of one stream. The begin marker ends a
// line the login shell may have started ("Welcome" without a newline); the end marker follows
// the newline the frame adds. Without an end marker (timeout, a broken link) everything after
// the begin marker is the command's. *status gets the number after the end marker, if any.
QByteArray unframe(const QByteArray& stream, const QByteArray& marker, bool* begun, int* status)
{
    const QByteArray begin = marker + '\n';
    const qsizetype from = stream.indexOf(begin);
    *begun = from >= 0;
    if (from < 0)
        return {};
    const qsizetype start = from + begin.size();
    const qsizetype end = stream.lastIndexOf(QByteArray("\n" + marker));
    if (end < start)
        return stream.mid(start);
    if (status) {
        const qsizetype numberAt = end + 1 + marker.size() + 1;
        const qsizetype lineEnd = stream.indexOf('\n', numberAt);
        bool ok = false;
        const int s = stream.mid(numberAt, lineEnd < 0 ? -1 : lineEnd - numberAt).toInt(&ok);
        if (ok)
            *status = s;
    }
    return stream.mid(start, end - start);
}
} // namespace

Transport::~Transport() = default;

ExecResult Transport::exec(const QList<QByteArray>& argv, int timeoutMs)
{
    return execShell(shellCommand(argv), timeoutMs);
}

QByteArray Transport::frame(const QByteArray& command, const QByteArray& marker)
{
    // The command runs in a subshell so that its own exit or exec still reaches the end marker;
    // the newline before ")" ends a trailing comment or "&". Both streams are framed: a login
    // shell that prints on stderr must not reach a message either.
    return "printf '%s\\n' " + marker + "; printf '%s\\n' " + marker + " >&2; (\n" + command
        + "\n); s=$?; printf '\\n%s %d\\n' " + marker + " \"$s\"; printf '\\n%s\\n' " + marker + " >&2; exit \"$s\"";
}

ExecResult Transport::execShell(const QByteArray& command, int timeoutMs)
{
    ++m_commandsRun;
    // A device user's .bashrc, ~/.ssh/rc or profile may print before or after every command
    // (a banner, a warning). A marker no output can guess frames what the command itself wrote.
    const QByteArray marker = "headroom-frame-" + QByteArray::number(QRandomGenerator::system()->generate64(), 16);
    ExecResult result = runShell(frame(command, marker), timeoutMs);
    bool outBegun = false;
    bool errBegun = false;
    int status = result.exitCode;
    const QByteArray rawOut = result.out;
    result.out = unframe(rawOut, marker, &outBegun, &status);
    result.err = unframe(result.err, marker, &errBegun, nullptr);
    if (result.started && !outBegun) {
        // The shell never reached the command: a login script that exits or execs something else.
        result.started = false;
        result.error = Tr::tr("The device's login shell did not run the command (it printed: \"%1\").")
                           .arg(QString::fromUtf8(rawOut.left(200)).trimmed());
        return result;
    }
    if (result.started)
        result.exitCode = status;
    return result;
}

} // namespace Remote
