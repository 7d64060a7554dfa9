#include "app/language.h"

#include <QApplication>
#include <QFont>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace App {

QString languageFromArgs(const QStringList& args)
{
    for (int i = 0; i < args.size(); ++i) {
        if (args.at(i) == u"--lang" && i + 1 < args.size())
            return args.at(i + 1);
        if (args.at(i).startsWith(u"--lang="))
            return args.at(i).mid(7);
    }
    const QString saved = QSettings().value(QStringLiteral("language")).toString();
    if (!saved.isEmpty())
        return saved;
    return QLocale::system().language() == QLocale::Chinese ? QStringLiteral("zh_CN") : QStringLiteral("en");
}

void installTranslations(const QString& language)
{
    static QTranslator* own = nullptr;
    static QTranslator* qt = nullptr;
    if (own) {
        QCoreApplication::removeTranslator(own);
        QCoreApplication::removeTranslator(qt);
        delete own;
        delete qt;
        own = qt = nullptr;
    }
    const QLocale locale(language);
    QLocale::setDefault(locale);
    // English is the source language; its .qm only supplies the plural forms ("1 run", "2 runs").
    own = new QTranslator;
    qt = new QTranslator;
    if (own->load(locale, QStringLiteral("headroom"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(own);
    if (qt->load(
            locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    if (language.startsWith(u"zh") && qobject_cast<QApplication*>(QCoreApplication::instance())) {
        QFont f = QApplication::font();
        f.setFamilies({ QStringLiteral("Noto Sans CJK SC"), f.family() });
        QApplication::setFont(f);
    }
}

} // namespace App
