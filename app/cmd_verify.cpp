#include "app/commands.h"

#include "analysis/store.h"
#include "analysis/verify.h"

#include <QCommandLineParser>
#include <QJsonDocument>

namespace App {

// headroom verify P.headroom [--json]: recomputes every stored figure from the raw files kept in
// the project. Exit 0 when every run reproduces, 1 when a figure differs or a run cannot be
// recomputed, 2 on a wrong command line or a project that cannot be read.
int runVerify(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        Tr::tr("Recomputes every stored figure of every run from the raw files kept in the project and reports each "
               "figure that differs (a number edited by hand is caught).\n"
               "Exit codes: 0 every run reproduced, 1 a figure differs or a run cannot be recomputed, 2 error."));
    p.addPositionalArgument(QStringLiteral("project"), Tr::tr("The .headroom project."), QStringLiteral("P.headroom"));
    const QCommandLineOption json(QStringLiteral("json"), Tr::tr("Print the result as JSON."));
    const QCommandLineOption rerun(
        QStringLiteral("rerun"), Tr::tr("Run the stored plan again on a device and compare."));
    const QCommandLineOption device(QStringLiteral("device"), Tr::tr("The device for --rerun."), QStringLiteral("D"));
    p.addOptions({ json, rerun, device });
    int code = 0;
    if (!parseArguments(p, QStringLiteral("verify"), args, &code))
        return code;
    if (p.positionalArguments().size() != 1) {
        err() << Tr::tr("headroom verify: give one project") << Qt::endl;
        return 2;
    }
    if (p.isSet(rerun) || p.isSet(device)) {
        err() << Tr::tr("headroom verify: --rerun is not available in this version of Headroom; re-run the plan with "
                        "'headroom run' and compare the two runs with 'headroom compare'")
              << Qt::endl;
        return 2;
    }
    const QString path = p.positionalArguments().first();
    Analysis::Store store;
    const auto opened = store.open(path, Analysis::Store::OpenMode::ReadOnly);
    for (const auto& d : opened)
        err() << d.toString() << Qt::endl;
    if (Analysis::hasErrors(opened))
        return 2;

    const Analysis::VerifyResult result = Analysis::verifyProject(store);
    for (const auto& d : result.diagnostics)
        err() << d.toString() << Qt::endl;
    if (Analysis::hasErrors(result.diagnostics))
        return 2;
    if (p.isSet(json)) {
        out() << QString::fromUtf8(QJsonDocument(Analysis::verifyResultToJson(result, path)).toJson());
    } else {
        for (const auto& r : result.runs) {
            out() << Tr::tr("run %1 (%2): %3, %4 figures compared")
                         .arg(r.runId, r.runName, Analysis::verificationStatusName(r.status))
                         .arg(r.figuresCompared)
                  << '\n';
            for (const auto& d : r.differences)
                out() << Tr::tr("  input %1, %2: stored %3, recomputed %4")
                             .arg(d.inputId, d.figure, d.stored, d.recomputed)
                      << '\n';
            for (const QString& n : r.notes)
                out() << u"  " << n << '\n';
            for (const auto& d : r.diagnostics)
                out() << u"  " << d.toString() << '\n';
        }
        if (result.runs.isEmpty())
            out() << Tr::tr("The project holds no run.") << '\n';
    }
    out().flush();
    return result.allReproduced() ? 0 : 1;
}

} // namespace App
