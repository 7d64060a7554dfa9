#pragma once

#include <QString>
#include <QStringList>

namespace App {

// "zh_CN" or "en" from --lang, else the saved setting, else the system locale.
QString languageFromArgs(const QStringList& args);
// Loads Headroom's and Qt's own translations for the language into the running application,
// and, in a GUI, a CJK font chosen explicitly for Chinese (Qt's fallback may pick the Japanese
// variant of Noto for Han text).
void installTranslations(const QString& language);

} // namespace App
