#include "remote/shellquote.h"

#include <QStringList>

namespace Remote {

QByteArray shellQuote(const QByteArray& argument)
{
    QByteArray quoted;
    quoted.reserve(argument.size() + 2);
    quoted += '\'';
    for (const char c : argument) {
        if (c == '\'')
            quoted += "'\\''";
        else
            quoted += c;
    }
    quoted += '\'';
    return quoted;
}

QByteArray shellCommand(const QList<QByteArray>& argv)
{
    QByteArray command;
    for (const QByteArray& argument : argv) {
        if (!command.isEmpty())
            command += ' ';
        command += shellQuote(argument);
    }
    return command;
}

QByteArray shellCommand(const QStringList& argv)
{
    QList<QByteArray> bytes;
    bytes.reserve(argv.size());
    for (const QString& argument : argv)
        bytes.append(argument.toUtf8());
    return shellCommand(bytes);
}

} // namespace Remote
