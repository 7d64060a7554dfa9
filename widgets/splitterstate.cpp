#include "widgets/splitterstate.h"

#include <QSettings>
#include <QSplitter>

namespace Ui {

void keepSplitterState(QSplitter* splitter, const QString& key)
{
    const QString name = QStringLiteral("layout/") + key;
    QSettings settings;
    // restoreState() takes a state of another pane count and leaves a pane at zero height: the
    // count is saved beside it, and a state of another layout is not used.
    if (settings.value(name + QStringLiteral("/panes")).toInt() == splitter->count()) {
        const QList<int> before = splitter->sizes();
        if (!splitter->restoreState(settings.value(name + QStringLiteral("/state")).toByteArray()))
            splitter->setSizes(before);
    }
    QObject::connect(splitter, &QSplitter::splitterMoved, splitter, [splitter, name] {
        QSettings s;
        s.setValue(name + QStringLiteral("/panes"), splitter->count());
        s.setValue(name + QStringLiteral("/state"), splitter->saveState());
    });
}

} // namespace Ui
