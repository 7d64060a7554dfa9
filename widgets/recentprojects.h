#pragma once

#include <QString>
#include <QStringList>

#include <functional>

class QMenu;

namespace Ui {

// The recent projects list (QSettings "recentProjects", newest first), apart from MainWindow so it
// stays a wiring class.
void rememberRecentProject(const QString& path);
QStringList recentProjects(); // absolute paths, newest first
// Refills the menu with the list; choosing an entry calls open with its path.
void fillRecentProjectsMenu(QMenu* menu, const std::function<void(const QString&)>& open);

} // namespace Ui
