#include "widgets/pdfexport.h"

#include "analysis/store/store.h"
#include "widgets/pdfreport.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QRegularExpression>
#include <QStandardPaths>

namespace Ui {
namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Ui::PdfExport)
};
} // namespace

QString pdfFileName(const QString& runId, const QString& runName)
{
    static const QRegularExpression unsafe(QStringLiteral("[^\\w.+-]+"), QRegularExpression::UseUnicodePropertiesOption);
    QString name = QString(runId + u' ' + runName).replace(unsafe, QStringLiteral("_"));
    if (name.size() > 120)
        name.truncate(120);
    return name + QStringLiteral(".pdf");
}

QStringList exportRunPdfs(const QString& projectPath, const QStringList& runIds, const QString& target,
    Analysis::SentenceLanguage language, QStringList* errors)
{
    QStringList written;
    Analysis::Store store;
    const Analysis::Diagnostics opened = store.open(projectPath, Analysis::Store::OpenMode::ReadOnly);
    if (Analysis::hasErrors(opened)) {
        for (const auto& d : opened)
            *errors << d.toString();
        return written;
    }
    const bool intoFolder = runIds.size() > 1;
    if (intoFolder && !QDir().mkpath(target)) {
        *errors << Tr::tr("Cannot create the folder %1.").arg(QDir::toNativeSeparators(target));
        return written;
    }
    for (const QString& id : runIds) {
        Analysis::Diagnostics diagnostics;
        const std::optional<Analysis::Report> report = Analysis::loadReport(store, id, &diagnostics);
        if (!report) {
            QStringList why;
            for (const auto& d : std::as_const(diagnostics))
                why << d.toString();
            *errors << Tr::tr("Run %1: %2").arg(id, why.join(QStringLiteral("; ")));
            continue;
        }
        const QString path = intoFolder ? QDir(target).filePath(pdfFileName(id, report->run.name)) : target;
        QString error;
        if (!writePdfReport(*report, language, path, &error)) {
            *errors << Tr::tr("Run %1: %2").arg(id, error);
            continue;
        }
        written << path;
    }
    return written;
}

void exportRunPdfsInteractively(QWidget* parent, const QString& projectPath, const QStringList& runIds)
{
    if (runIds.isEmpty()) {
        QMessageBox::information(parent, Tr::tr("Export PDF"), Tr::tr("Select the runs to export first."));
        return;
    }
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    QString target;
    if (runIds.size() == 1) {
        target = QFileDialog::getSaveFileName(parent, Tr::tr("Export the run's PDF summary"),
            QDir(documents).filePath(pdfFileName(runIds.first(), QFileInfo(projectPath).completeBaseName())),
            Tr::tr("PDF files (*.pdf)"));
        if (!target.isEmpty() && !target.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
            target += QStringLiteral(".pdf");
    } else {
        target = QFileDialog::getExistingDirectory(
            parent, Tr::tr("Export %n PDF summaries into a folder", nullptr, int(runIds.size())), documents);
    }
    if (target.isEmpty())
        return;
    // The report in the language the window shows.
    const auto language = QLocale().language() == QLocale::Chinese ? Analysis::SentenceLanguage::Chinese
                                                                    : Analysis::SentenceLanguage::English;
    QStringList errors;
    const QStringList written = exportRunPdfs(projectPath, runIds, target, language, &errors);
    if (!errors.isEmpty())
        QMessageBox::warning(parent, Tr::tr("Export PDF"),
            Tr::tr("%n PDF file(s) written; these could not be:", nullptr, int(written.size())) + u'\n'
                + errors.join(u'\n'));
    else
        QMessageBox::information(parent, Tr::tr("Export PDF"),
            Tr::tr("%n PDF file(s) written to %1.", nullptr, int(written.size()))
                .arg(QDir::toNativeSeparators(runIds.size() == 1 ? target : target + u'/')));
}

} // namespace Ui
