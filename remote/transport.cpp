#include "remote/transport.h"

#include "remote/shellquote.h"

namespace Remote {

Transport::~Transport() = default;

ExecResult Transport::exec(const QList<QByteArray>& argv, int timeoutMs)
{
    return execShell(shellCommand(argv), timeoutMs);
}

ExecResult Transport::execShell(const QByteArray& command, int timeoutMs)
{
    ++m_commandsRun;
    return runShell(command, timeoutMs);
}

} // namespace Remote
