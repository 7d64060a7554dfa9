#include "app/cli.h"

#include "app/commands.h"

#include <QCommandLineParser>

#include <algorithm>
#include <functional>

namespace App {

QTextStream& out()
{
    static QTextStream s(stdout);
    return s;
}

QTextStream& err()
{
    static QTextStream s(stderr);
    return s;
}

bool parseArguments(QCommandLineParser& parser, const QString& name, const QStringList& args, int* exitCode)
{
    parser.addHelpOption();
    if (!parser.parse(QStringList { QStringLiteral("headroom ") + name } + args)) {
        err() << Tr::tr("headroom %1: %2").arg(name, parser.errorText()) << Qt::endl;
        *exitCode = 2;
        return false;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        out() << helpTextFor(parser, name);
        *exitCode = 0;
        return false;
    }
    return true;
}

QString helpTextFor(const QCommandLineParser& parser, const QString& name)
{
    // QCommandLineParser names the binary's full path in its usage line; scripts and reviewers read
    // the command as they type it.
    QString text = parser.helpText();
    const QString binary = QCoreApplication::arguments().value(0);
    const qsizetype usage = binary.isEmpty() ? -1 : text.indexOf(binary);
    if (usage >= 0 && usage < text.indexOf(u'\n'))
        text.replace(usage, binary.size(), QStringLiteral("headroom ") + name);
    return text;
}

namespace {

struct Subcommand {
    const char* name;
    const char* synopsis; // not translated: a contract (docs/architecture.md)
    std::function<int(const QStringList&)> run;
};

const QList<Subcommand>& subcommands()
{
    static const QList<Subcommand> list = {
        { "analyze", "analyze FILE... [--json]", runAnalyze },
        { "import", "import FILE... --into P.headroom [--label KEY=VALUE]", runImport },
        { "run", "run PLAN.yaml --device local|NAME|user@host[:port] --into P.headroom [--label KEY=VALUE]", runRun },
        { "report", "report P.headroom [--run ID] (--pdf F | --md F | --csv DIR | --json F) [--lang zh_CN|en]",
            runReport },
        { "compare", "compare A B [--max-regression 10%] [--figures peak,median,p90,ttft,energy,j_per_token] [--json]",
            runCompare },
        { "verify", "verify P.headroom [--json]", runVerify },
        { "fit", "fit PLAN.yaml --device local|NAME|user@host[:port] --into P.headroom [--json CERT]", runFit },
        { "device", "device add|list|test|remove [NAME] [user@host[:port]] [--identity F] [--json]", runDevice },
        { "push", "push P.headroom[#RUN] postgresql://... [--replaces ID]", runPush },
        { "pull", "pull postgresql://...#RUN --into P.headroom | pull postgresql://... --list [--json]", runPull },
        { "history",
            "history P.headroom|postgresql://... --input ID [--figure p90] [--device D] [--by KEY] "
            "[--max-regression 10%] [--json]",
            runHistory },
    };
    return list;
}

int printUsage(QTextStream& s)
{
    s << Tr::tr("Usage: headroom [COMMAND] [OPTIONS]\n"
                "Without a command, the workbench opens.\n\nCommands:\n");
    for (const auto& c : subcommands())
        s << "  " << QString::fromUtf8(c.synopsis) << '\n';
    s << Tr::tr("\nEvery command has --help.\n");
    s.flush();
    return 0;
}

} // namespace

bool runCommandLine(const QStringList& given, int* exitCode)
{
    // A leading --lang applies to everything after it (main() installed the language already):
    // `headroom --lang zh_CN report P.headroom` and `headroom --lang zh_CN --help` are commands too.
    QStringList args = given;
    while (args.size() > 1 && (args.at(1) == u"--lang" || args.at(1).startsWith(u"--lang=")))
        args.remove(1, args.at(1) == u"--lang" ? std::min<qsizetype>(2, args.size() - 1) : 1);
    if (args.size() < 2)
        return false;
    const QString first = args.at(1);
    if (first == u"--help" || first == u"-h" || first == u"help") {
        *exitCode = printUsage(out());
        return true;
    }
    if (first == u"--version") {
        out() << "headroom " << QStringLiteral(HEADROOM_VERSION) << Qt::endl;
        *exitCode = 0;
        return true;
    }
    for (const auto& c : subcommands()) {
        if (first == QLatin1String(c.name)) {
            *exitCode = c.run(args.mid(2));
            out().flush();
            err().flush();
            return true;
        }
    }
    if (first.startsWith(u'-') || first.endsWith(QLatin1String(".headroom")))
        return false; // the workbench: options such as --lang, or a project to open
    err() << Tr::tr("headroom: unknown command '%1'. Run 'headroom --help' for the list.").arg(first) << Qt::endl;
    *exitCode = 2;
    return true;
}

} // namespace App
