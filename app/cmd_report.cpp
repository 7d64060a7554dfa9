#include "app/commands.h"

#include "analysis/report/exportcsv.h"
#include "analysis/report/exportjson.h"
#include "analysis/report/exportmarkdown.h"
#include "analysis/report/report.h"
#include "analysis/core/savefile.h"
#include "analysis/store/store.h"
#include "analysis/store/teamstore.h"
#include "app/teamref.h"
#include "widgets/pdfreport.h"

#include <QCommandLineParser>
#include <QGuiApplication>
#include <QLocale>

#include <cerrno>
#include <cstring>

namespace App {

namespace {

bool writeOut(const QString& path, const QByteArray& data)
{
    if (path == u"-") {
        out().flush();
        errno = 0;
        // Standard output may be a full disk too (`> /dev/full`): fflush reports what fwrite buffered.
        if (fwrite(data.constData(), 1, size_t(data.size()), stdout) != size_t(data.size()) || fflush(stdout) != 0) {
            err() << Tr::tr("headroom report: cannot write standard output: %1")
                         .arg(QString::fromLocal8Bit(std::strerror(errno)))
                  << Qt::endl;
            return false;
        }
        return true;
    }
    QString error;
    if (!Analysis::saveFile(path, data, &error)) {
        err() << Tr::tr("headroom report: %1").arg(error) << Qt::endl;
        return false;
    }
    return true;
}

} // namespace

// headroom report P.headroom [--run ID] (--pdf F | --md F | --csv DIR | --json F) [--lang zh_CN|en]
// Exit 0 when the report was written, 2 on a wrong command line, a project that cannot be read
// or a file that cannot be written.
int runReport(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        Tr::tr("Writes a report of one run: the verdict and the measurement guide's conclusion sentence first, then the figures "
               "of every input, known and unknown, and the provenance of every raw file.\n"
               "--csv writes three files into the folder DIR: repetitions.csv (one row per repetition), inputs.csv "
               "(one row per input) and samples.csv (one row per memory sample).\n"
               "Exit codes: 0 written, 2 error."));
    p.addPositionalArgument(QStringLiteral("project"),
        Tr::tr("The .headroom project, or a team store: postgresql://...[#RUN]."), QStringLiteral("P.headroom"));
    const QCommandLineOption run(
        QStringLiteral("run"), Tr::tr("The run (default: the most recent)."), QStringLiteral("ID"));
    const QCommandLineOption pdf(QStringLiteral("pdf"), Tr::tr("Write a PDF summary (A4) to F."), QStringLiteral("F"));
    const QCommandLineOption md(
        QStringLiteral("md"), Tr::tr("Write Markdown to F ('-': standard output)."), QStringLiteral("F"));
    const QCommandLineOption csv(
        QStringLiteral("csv"), Tr::tr("Write CSV tables into the folder DIR."), QStringLiteral("DIR"));
    const QCommandLineOption json(QStringLiteral("json"),
        Tr::tr("Write the whole run as JSON to F ('-': standard output)."), QStringLiteral("F"));
    const QCommandLineOption lang(
        QStringLiteral("lang"), Tr::tr("Language of the report: zh_CN or en."), QStringLiteral("LANG"));
    p.addOptions({ run, pdf, md, csv, json, lang });
    int code = 0;
    if (!parseArguments(p, QStringLiteral("report"), args, &code))
        return code;
    const QStringList positional = p.positionalArguments();
    int outputs = 0;
    for (const auto& o : { pdf, md, csv, json })
        outputs += p.isSet(o) ? 1 : 0;
    if (positional.size() != 1 || outputs != 1) {
        err() << Tr::tr("headroom report: give one project and exactly one of --pdf, --md, --csv, --json") << Qt::endl;
        return 2;
    }
    Analysis::SentenceLanguage language = QLocale().language() == QLocale::Chinese
        ? Analysis::SentenceLanguage::Chinese
        : Analysis::SentenceLanguage::English;
    if (p.isSet(lang)) {
        const QString l = p.value(lang);
        if (l != u"zh_CN" && l != u"en") {
            err() << Tr::tr("headroom report: --lang expects zh_CN or en, got '%1'").arg(l) << Qt::endl;
            return 2;
        }
        language = l == u"zh_CN" ? Analysis::SentenceLanguage::Chinese : Analysis::SentenceLanguage::English;
    }

    // A team store (postgresql://...[#RUN]): the run is read from a checkout (app/teamref.h).
    QString project = positional.first();
    QString runId = p.value(run);
    TeamCheckout team;
    if (Analysis::TeamStore::isUrl(project)) {
        if (!checkoutTeamRun(project, runId, QStringLiteral("report"), &team))
            return 2;
        project = team.path;
        runId = team.runId;
    }
    Analysis::Store store;
    Analysis::Diagnostics diagnostics = store.open(project, Analysis::Store::OpenMode::ReadOnly);
    std::optional<Analysis::Report> report;
    if (!Analysis::hasErrors(diagnostics))
        report = Analysis::loadReport(store, runId, &diagnostics);
    for (const auto& d : diagnostics)
        err() << d.toString() << Qt::endl;
    if (!report)
        return 2;

    if (p.isSet(md))
        return writeOut(p.value(md), Analysis::reportToMarkdown(*report, language).toUtf8()) ? 0 : 2;
    if (p.isSet(json))
        return writeOut(p.value(json), Analysis::reportToJson(*report)) ? 0 : 2;
    QString error;
    if (p.isSet(csv)) {
        if (!Analysis::writeCsvFiles(*report, p.value(csv), &error)) {
            err() << Tr::tr("headroom report: %1").arg(error) << Qt::endl;
            return 2;
        }
        return 0;
    }
    if (!qobject_cast<QGuiApplication*>(QCoreApplication::instance())) {
        err() << Tr::tr("headroom report: a PDF needs the Qt GUI library, which could not start") << Qt::endl;
        return 2;
    }
    if (!Ui::writePdfReport(*report, language, p.value(pdf), &error)) {
        err() << Tr::tr("headroom report: %1").arg(error) << Qt::endl;
        return 2;
    }
    return 0;
}

} // namespace App
