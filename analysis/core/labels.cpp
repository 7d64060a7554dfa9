#include "analysis/core/labels.h"

#include "analysis/core/tr.h"

#include <QRegularExpression>
#include <QStringList>

namespace Analysis {

QString labelKeyError(const QString& key)
{
    static const QRegularExpression pattern(QStringLiteral("^[A-Za-z][A-Za-z0-9_.-]*$"));
    if (key.isEmpty())
        return Tr::tr("a label needs a key before the '='");
    if (key.size() > kMaxLabelKeyChars)
        return Tr::tr("the label key is longer than %1 characters").arg(kMaxLabelKeyChars);
    if (!pattern.match(key).hasMatch())
        return Tr::tr("the label key \"%1\" is not a plain name (a letter, then letters, digits, '_', '.' or '-')")
            .arg(key.left(kMaxLabelKeyChars));
    return {};
}

QString labelValueError(const QString& value)
{
    if (value.trimmed().isEmpty())
        return Tr::tr("the label value is empty");
    if (value.size() > kMaxLabelValueChars)
        return Tr::tr("the label value is longer than %1 characters").arg(kMaxLabelValueChars);
    for (const QChar c : value)
        if (c.category() == QChar::Other_Control || c.category() == QChar::Separator_Line
            || c.category() == QChar::Separator_Paragraph || c.isSurrogate())
            return Tr::tr("the label value contains a control character or a line break");
    return {};
}

QString parseLabelArgument(const QString& argument, QString* key, QString* value)
{
    const qsizetype eq = argument.indexOf(u'=');
    if (eq < 0)
        return Tr::tr("--label \"%1\": expected KEY=VALUE").arg(argument.left(80));
    *key = argument.left(eq);
    *value = argument.mid(eq + 1);
    QString why = labelKeyError(*key);
    if (why.isEmpty())
        why = labelValueError(*value);
    return why.isEmpty() ? QString() : Tr::tr("--label \"%1\": %2").arg(argument.left(80), why);
}

QString parseLabelArguments(const QStringList& arguments, QMap<QString, QString>* labels)
{
    if (arguments.size() > kMaxLabels)
        return Tr::tr("--label: at most %1 labels").arg(kMaxLabels);
    for (const QString& a : arguments) {
        QString key, value;
        if (const QString why = parseLabelArgument(a, &key, &value); !why.isEmpty())
            return why;
        if (labels->contains(key))
            return Tr::tr("--label: the key \"%1\" is given twice").arg(key);
        labels->insert(key, value);
    }
    return {};
}

QString labelsText(const QMap<QString, QString>& labels)
{
    QStringList parts;
    for (auto it = labels.cbegin(); it != labels.cend(); ++it)
        parts << it.key() + u'=' + it.value();
    return parts.join(QStringLiteral(", "));
}

} // namespace Analysis
