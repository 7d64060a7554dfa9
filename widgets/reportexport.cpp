#include "widgets/reportexport.h"

#include "analysis/core/savefile.h"
#include "analysis/report/exportcsv.h"
#include "analysis/report/exportjson.h"
#include "analysis/report/exportmarkdown.h"
#include "analysis/store/store.h"
#include "widgets/pdfexport.h"
#include "widgets/pdfreport.h"

#include <QCoreApplication>
#include <QDesktopServices>
#include <QDir>
#include <QEventLoop>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QLocale>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPromise>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QUrl>
#include <QtConcurrent>

#include <memory>

namespace Ui {
namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Ui::ReportExport)
};

constexpr ExportFormat kFormats[]
    = { ExportFormat::Pdf, ExportFormat::Markdown, ExportFormat::Csv, ExportFormat::Json };

QString filterOf(ExportFormat format, bool csvIsFolder)
{
    switch (format) {
    case ExportFormat::Pdf:
        return Tr::tr("PDF summary (*.pdf)");
    case ExportFormat::Markdown:
        return Tr::tr("Markdown (*.md)");
    case ExportFormat::Csv:
        return csvIsFolder ? Tr::tr("CSV tables, a folder of three files (*.csv)") : Tr::tr("CSV table (*.csv)");
    case ExportFormat::Json:
        break;
    }
    return Tr::tr("JSON (*.json)");
}

QString withoutSuffix(const QString& path, ExportFormat format)
{
    const QString suffix = exportSuffix(format);
    return path.endsWith(suffix, Qt::CaseInsensitive) ? path.chopped(suffix.size()) : path;
}

bool writeReport(const Analysis::Report& report, ExportFormat format, const QString& path,
    Analysis::SentenceLanguage language, QString* error)
{
    switch (format) {
    case ExportFormat::Pdf:
        return writePdfReport(report, language, path, error);
    case ExportFormat::Markdown:
        return Analysis::saveFile(path, Analysis::reportToMarkdown(report, language).toUtf8(), error);
    case ExportFormat::Csv:
        return Analysis::writeCsvFiles(report, path, error);
    case ExportFormat::Json:
        break;
    }
    return Analysis::saveFile(path, Analysis::reportToJson(report), error);
}

// The save dialog with one filter per format, the last one used first. Returns the path with its
// suffix (the filter's when the name has none of ours) and sets *format; empty when cancelled.
QString askTarget(QWidget* parent, const QString& title, const QString& baseName, const QList<ExportFormat>& formats,
    bool csvIsFolder, ExportFormat* format)
{
    QSettings settings;
    const auto last = ExportFormat(settings.value(QStringLiteral("export/format"), int(ExportFormat::Pdf)).toInt());
    const ExportFormat initial = formats.contains(last) ? last : formats.first();
    QStringList filters;
    for (ExportFormat f : formats)
        filters << filterOf(f, csvIsFolder);
    QString chosenFilter = filterOf(initial, csvIsFolder);
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    QString path = QFileDialog::getSaveFileName(parent, title,
        QDir(documents).filePath(baseName + exportSuffix(initial)), filters.join(QStringLiteral(";;")), &chosenFilter);
    if (path.isEmpty())
        return {};
    const std::optional<ExportFormat> bySuffix = exportFormatOf(path);
    if (bySuffix && formats.contains(*bySuffix)) {
        *format = *bySuffix;
    } else {
        const auto index = filters.indexOf(chosenFilter);
        *format = index >= 0 ? formats.at(index) : initial;
        path += exportSuffix(*format);
    }
    settings.setValue(QStringLiteral("export/format"), int(*format));
    return path;
}

struct Outcome {
    QStringList written;
    QStringList errors;
};

// Runs work on a worker thread under a progress dialog whose Cancel stops it between two files.
Outcome withProgress(
    QWidget* parent, const QString& label, std::function<Outcome(const std::function<bool(int, int)>&)> work)
{
    auto outcome = std::make_shared<Outcome>();
    QProgressDialog dialog(label, Tr::tr("Cancel"), 0, 0, parent);
    dialog.setWindowModality(Qt::WindowModal);
    dialog.setMinimumDuration(400); // a quick export shows no dialog at all
    QFutureWatcher<void> watcher;
    QObject::connect(&watcher, &QFutureWatcher<void>::progressRangeChanged, &dialog, &QProgressDialog::setRange);
    QObject::connect(&watcher, &QFutureWatcher<void>::progressValueChanged, &dialog, &QProgressDialog::setValue);
    QObject::connect(&dialog, &QProgressDialog::canceled, &watcher, &QFutureWatcher<void>::cancel);
    QEventLoop loop;
    QObject::connect(&watcher, &QFutureWatcher<void>::finished, &loop, &QEventLoop::quit);
    watcher.setFuture(QtConcurrent::run([outcome, work = std::move(work)](QPromise<void>& promise) {
        *outcome = work([&promise](int done, int total) {
            promise.setProgressRange(0, total);
            promise.setProgressValue(done);
            return !promise.isCanceled();
        });
    }));
    loop.exec();
    dialog.reset();
    if (watcher.isCanceled())
        outcome->errors << Tr::tr("Cancelled: the files not listed as written were not written.");
    return *outcome;
}

// What happened, with Open and Show folder buttons when something was written.
void reportOutcome(QWidget* parent, const QString& title, const Outcome& o)
{
    QMessageBox box(parent);
    box.setWindowTitle(title);
    if (!o.errors.isEmpty()) {
        box.setIcon(QMessageBox::Warning);
        box.setText(Tr::tr("%n file(s) written; these could not be:", nullptr, int(o.written.size())));
        box.setInformativeText(o.errors.join(u'\n'));
    } else {
        box.setIcon(QMessageBox::Information);
        box.setText(Tr::tr("%n file(s) written to %1.", nullptr, int(o.written.size()))
                        .arg(QDir::toNativeSeparators(o.written.value(0))));
    }
    QPushButton* open = o.written.size() == 1 ? box.addButton(Tr::tr("Open"), QMessageBox::AcceptRole) : nullptr;
    QPushButton* folder = o.written.isEmpty() ? nullptr : box.addButton(Tr::tr("Show folder"), QMessageBox::ActionRole);
    box.addButton(QMessageBox::Close);
    box.exec();
    if (!box.clickedButton())
        return;
    if (box.clickedButton() == open)
        QDesktopServices::openUrl(QUrl::fromLocalFile(o.written.first()));
    else if (box.clickedButton() == folder)
        QDesktopServices::openUrl(QUrl::fromLocalFile(QFileInfo(o.written.first()).absolutePath()));
}
} // namespace

std::optional<ExportFormat> exportFormatOf(const QString& path)
{
    for (ExportFormat f : kFormats)
        if (path.endsWith(exportSuffix(f), Qt::CaseInsensitive))
            return f;
    return std::nullopt;
}

QString exportSuffix(ExportFormat format)
{
    switch (format) {
    case ExportFormat::Pdf:
        return QStringLiteral(".pdf");
    case ExportFormat::Markdown:
        return QStringLiteral(".md");
    case ExportFormat::Csv:
        return QStringLiteral(".csv");
    case ExportFormat::Json:
        break;
    }
    return QStringLiteral(".json");
}

Analysis::SentenceLanguage windowLanguage()
{
    return QLocale().language() == QLocale::Chinese ? Analysis::SentenceLanguage::Chinese
                                                    : Analysis::SentenceLanguage::English;
}

QStringList exportRuns(const QString& projectPath, const QStringList& runIds, ExportFormat format,
    const QString& target, Analysis::SentenceLanguage language, QStringList* errors,
    const std::function<bool(int, int)>& progress)
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
    for (int i = 0; i < runIds.size(); ++i) {
        if (progress && !progress(i, int(runIds.size())))
            return written;
        const QString& id = runIds.at(i);
        Analysis::Diagnostics diagnostics;
        const std::optional<Analysis::Report> report = Analysis::loadReport(store, id, &diagnostics);
        if (!report) {
            QStringList why;
            for (const auto& d : std::as_const(diagnostics))
                why << d.toString();
            *errors << Tr::tr("Run %1: %2").arg(id, why.join(QStringLiteral("; ")));
            continue;
        }
        // CSV is a folder of tables: named like a file, without the suffix.
        const QString suffix = format == ExportFormat::Csv ? QString() : exportSuffix(format);
        const QString path = intoFolder ? QDir(target).filePath(runFileName(id, report->run.name, suffix)) : target;
        QString error;
        if (!writeReport(*report, format, path, language, &error)) {
            *errors << Tr::tr("Run %1: %2").arg(id, error);
            continue;
        }
        written << path;
    }
    if (progress)
        progress(int(runIds.size()), int(runIds.size()));
    return written;
}

bool exportComparison(
    const Analysis::ComparisonReport& report, ExportFormat format, const QString& path, QString* error)
{
    switch (format) {
    case ExportFormat::Markdown:
        return Analysis::saveFile(path, Analysis::comparisonToMarkdown(report).toUtf8(), error);
    case ExportFormat::Csv:
        return Analysis::saveFile(path, Analysis::comparisonToCsv(report), error);
    case ExportFormat::Json:
        return Analysis::saveFile(path, Analysis::comparisonToJson(report), error);
    case ExportFormat::Pdf:
        break;
    }
    *error = Tr::tr("A comparison is exported as Markdown, CSV or JSON, not as %1.").arg(path);
    return false;
}

void exportRunsInteractively(QWidget* parent, const QString& projectPath, const QStringList& runIds)
{
    const QString title = Tr::tr("Export");
    if (runIds.isEmpty()) {
        QMessageBox::information(parent, title, Tr::tr("Select the runs to export first."));
        return;
    }
    const bool one = runIds.size() == 1;
    const QString project = QFileInfo(projectPath).completeBaseName();
    ExportFormat format = ExportFormat::Pdf;
    const QString chosen = askTarget(parent,
        one ? Tr::tr("Export the run") : Tr::tr("Export %n runs into a folder", nullptr, int(runIds.size())),
        one ? runFileName(runIds.first(), project, QString()) : Tr::tr("%1 runs").arg(project),
        QList<ExportFormat>(std::begin(kFormats), std::end(kFormats)), true, &format);
    if (chosen.isEmpty())
        return;
    // Several runs, or CSV's tables: a folder named like the file.
    const QString target = one && format != ExportFormat::Csv ? chosen : withoutSuffix(chosen, format);
    const Analysis::SentenceLanguage language = windowLanguage();
    Outcome o;
    if (format == ExportFormat::Pdf) { // widgets: the GUI thread
        o.written = exportRuns(projectPath, runIds, format, target, language, &o.errors);
    } else {
        o = withProgress(parent, Tr::tr("Exporting %n run(s)…", nullptr, int(runIds.size())),
            [=](const std::function<bool(int, int)>& progress) {
                Outcome out;
                out.written = exportRuns(projectPath, runIds, format, target, language, &out.errors, progress);
                return out;
            });
    }
    reportOutcome(parent, title, o);
}

void exportComparisonInteractively(QWidget* parent, const Analysis::ComparisonReport& report)
{
    const QString title = Tr::tr("Export the comparison");
    ExportFormat format = ExportFormat::Markdown;
    const QString path = askTarget(parent, title, Tr::tr("comparison"),
        { ExportFormat::Markdown, ExportFormat::Csv, ExportFormat::Json }, false, &format);
    if (path.isEmpty())
        return;
    const Outcome o
        = withProgress(parent, Tr::tr("Exporting the comparison…"), [=](const std::function<bool(int, int)>& progress) {
              Outcome out;
              QString error;
              progress(0, 1);
              if (exportComparison(report, format, path, &error))
                  out.written << path;
              else
                  out.errors << error;
              progress(1, 1);
              return out;
          });
    reportOutcome(parent, title, o);
}

} // namespace Ui
