#include "analysis/core/diagnostic.h"

#include "analysis/core/tr.h"


#include <limits>

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

QString wholeNumberTooLarge(const QString& text)
{
    const QString t = text.trimmed();
    const qsizetype from = t.startsWith(u'-') || t.startsWith(u'+') ? 1 : 0;
    if (t.size() <= from)
        return {};
    for (qsizetype i = from; i < t.size(); ++i)
        if (t.at(i) < u'0' || t.at(i) > u'9')
            return {};
    bool ok = false;
    t.toLongLong(&ok);
    if (ok)
        return {};
    return Tr::tr("%1 is too large: the largest 64-bit integer is %2")
        .arg(t.size() > 40 ? t.left(40) + QStringLiteral("…") : t)
        .arg(std::numeric_limits<qint64>::max());
}

bool hasErrors(const Diagnostics& d)
{
    for (const auto& x : d)
        if (x.severity == Diagnostic::Severity::Error)
            return true;
    return false;
}

Diagnostic fileError(const QString& file, const QString& message)
{
    return { Diagnostic::Severity::Error, file, 0, {}, message };
}

} // namespace Analysis
