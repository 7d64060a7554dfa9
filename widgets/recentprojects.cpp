#include "widgets/recentprojects.h"

#include <QAction>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>

namespace Ui {

namespace {
constexpr int kMaxRecent = 8;
}

void rememberRecentProject(const QString& path)
{
    QSettings settings;
    QStringList recent = settings.value(QStringLiteral("recentProjects")).toStringList();
    const QString abs = QFileInfo(path).absoluteFilePath();
    recent.removeAll(abs);
    recent.prepend(abs);
    settings.setValue(QStringLiteral("recentProjects"), recent.mid(0, kMaxRecent));
}

QStringList recentProjects()
{
    return QSettings().value(QStringLiteral("recentProjects")).toStringList();
}

void fillRecentProjectsMenu(QMenu* menu, const std::function<void(const QString&)>& open)
{
    menu->clear();
    const QStringList recent = recentProjects();
    for (const QString& p : recent)
        menu->addAction(QFileInfo(p).fileName(), menu, [open, p] { open(p); })->setToolTip(p);
    menu->setEnabled(!recent.isEmpty());
}

} // namespace Ui
