#include "app/cli.h"

#include <QCoreApplication>
#include <QTextStream>

#include <functional>

namespace App {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(App)
};

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

struct Subcommand {
    const char* name;
    const char* synopsis; // not translated: a contract (DESIGN.md)
    std::function<int(const QStringList&)> run;
};

const QList<Subcommand>& subcommands();

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

const QList<Subcommand>& subcommands()
{
    static const QList<Subcommand> list = {};
    return list;
}

} // namespace

bool runCommandLine(const QStringList& args, int* exitCode)
{
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
    if (first.startsWith(u'-'))
        return false; // workbench options such as --lang, --screenshot
    err() << Tr::tr("headroom: unknown command '%1'. Run 'headroom --help' for the list.").arg(first) << Qt::endl;
    *exitCode = 2;
    return true;
}

} // namespace App
