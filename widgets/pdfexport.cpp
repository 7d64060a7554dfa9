#include "widgets/pdfexport.h"

#include "widgets/reportexport.h"

#include <QRegularExpression>

namespace Ui {

QString runFileName(const QString& runId, const QString& runName, const QString& suffix)
{
    static const QRegularExpression unsafe(QStringLiteral("[^\\w.+-]+"), QRegularExpression::UseUnicodePropertiesOption);
    QString name = QString(runId + u' ' + runName).replace(unsafe, QStringLiteral("_"));
    if (name.size() > 120)
        name.truncate(120);
    return name + suffix;
}

QString pdfFileName(const QString& runId, const QString& runName)
{
    return runFileName(runId, runName, QStringLiteral(".pdf"));
}

QStringList exportRunPdfs(const QString& projectPath, const QStringList& runIds, const QString& target,
    Analysis::SentenceLanguage language, QStringList* errors)
{
    return exportRuns(projectPath, runIds, ExportFormat::Pdf, target, language, errors);
}

} // namespace Ui
