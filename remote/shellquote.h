#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

namespace Remote {

// Every argument that reaches a device's shell goes through here, so file names with spaces,
// quotes, $(...), backticks or newlines arrive as they were written. POSIX single quotes: inside
// them nothing is special but the quote itself, which becomes '\''.
QByteArray shellQuote(const QByteArray& argument);
inline QByteArray shellQuote(const QString& argument)
{
    return shellQuote(argument.toUtf8());
}
// argv joined into one command line, each argument quoted.
QByteArray shellCommand(const QList<QByteArray>& argv);
QByteArray shellCommand(const QStringList& argv);

} // namespace Remote
