#pragma once

// The files the package ships beside the program: the README and docs/*.md (Help menu) and the
// quickstart plan examples/calibrate.yaml with its inputs (the start page's "Measure this
// machine"). Installed, they are in <prefix>/share/doc/headroom and <prefix>/share/headroom
// (cmake/packaging.cmake); run from a build tree, in the source tree above the binary.

#include <QList>
#include <QString>
#include <QStringList>

class QMenu;

namespace Ui {

struct ShippedDocument {
    QString relativePath; // "docs/plan-format.md"
    QString title; // translated
};
QList<ShippedDocument> shippedDocuments(); // README first

// Where to look, in order: the install locations under the binary's prefix, then the folders above
// the binary (a build tree inside the source tree, as tools/build.sh makes it).
QStringList shippedRoots();
// The absolute path of relativePath under the first root that has it; empty when none has.
QString shippedFile(const QString& relativePath, const QStringList& roots = shippedRoots());
inline QString quickstartPlanPath()
{
    return shippedFile(QStringLiteral("examples/calibrate.yaml"));
}

// One action per document that opens it in the desktop's viewer; one that is not installed is
// disabled and says so (its tooltip names where it was looked for).
void addShippedDocuments(QMenu* menu);

} // namespace Ui
