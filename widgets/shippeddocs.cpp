#include "widgets/shippeddocs.h"

#include <QAction>
#include <QCoreApplication>
#include <QDesktopServices>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QUrl>

namespace Ui {
namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Ui::ShippedDocs)
};
constexpr int kLevelsUp = 4; // build/app/headroom, build/tests/widgets/tst_x: the source tree is 2-3 up
} // namespace

QList<ShippedDocument> shippedDocuments()
{
    return {
        { QStringLiteral("README.md"), Tr::tr("Read me (quick start)") },
        { QStringLiteral("docs/workbench.md"), Tr::tr("The workbench: pages, charts, drafts") },
        { QStringLiteral("docs/measurement-method.md"), Tr::tr("The measurement method") },
        { QStringLiteral("docs/plan-format.md"), Tr::tr("The plan format (fixed.yaml)") },
        { QStringLiteral("docs/json-format.md"), Tr::tr("The JSON report format") },
        { QStringLiteral("docs/architecture.md"), Tr::tr("Architecture") },
        { QStringLiteral("docs/performance.md"), Tr::tr("Performance measurements") },
        { QStringLiteral("docs/reliability.md"), Tr::tr("Reliability under faults") },
    };
}

QStringList shippedRoots()
{
    const QDir bin(QCoreApplication::applicationDirPath());
    QStringList roots { QDir::cleanPath(bin.filePath(QStringLiteral("../share/doc/headroom"))),
        QDir::cleanPath(bin.filePath(QStringLiteral("../share/headroom"))) };
    QDir up = bin;
    for (int i = 0; i < kLevelsUp && up.cdUp(); ++i)
        if (QFileInfo::exists(up.filePath(QStringLiteral("docs/measurement-method.md"))))
            roots << up.absolutePath();
    return roots;
}

QString shippedFile(const QString& relativePath, const QStringList& roots)
{
    for (const QString& root : roots) {
        const QFileInfo f(QDir(root).filePath(relativePath));
        if (f.isFile())
            return f.absoluteFilePath();
    }
    return {};
}

void addShippedDocuments(QMenu* menu)
{
    menu->setToolTipsVisible(true); // a disabled entry's tooltip says why
    const QStringList roots = shippedRoots();
    for (const ShippedDocument& d : shippedDocuments()) {
        const QString path = shippedFile(d.relativePath, roots);
        QAction* a = menu->addAction(d.title, menu, [path] { QDesktopServices::openUrl(QUrl::fromLocalFile(path)); });
        a->setEnabled(!path.isEmpty());
        a->setToolTip(path.isEmpty() ? Tr::tr("Not installed: %1 is in none of %2.")
                                           .arg(d.relativePath, QDir::toNativeSeparators(roots.join(u", ")))
                                     : QDir::toNativeSeparators(path));
    }
}

} // namespace Ui
