#include "analysis/diagnostic.h"

namespace Analysis {

QString Diagnostic::toString() const
{
    QString where = file;
    if (line > 0)
        where += u':' + QString::number(line);
    if (!field.isEmpty())
        where += u" [" + field + u']';
    const QString kind = severity == Severity::Error ? QStringLiteral("error") : QStringLiteral("warning");
    return where + u": " + kind + u": " + message;
}

bool hasErrors(const Diagnostics& d)
{
    for (const auto& x : d)
        if (x.severity == Diagnostic::Severity::Error)
            return true;
    return false;
}

} // namespace Analysis
