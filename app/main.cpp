#include "app/cli.h"
#include "app/language.h"
#include "widgets/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>

int main(int argc, char** argv)
{
    QStringList args;
    for (int i = 0; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);

    QCoreApplication::setOrganizationName(QStringLiteral("Headroom"));
    QCoreApplication::setApplicationName(QStringLiteral("Headroom"));
    QCoreApplication::setApplicationVersion(QStringLiteral(HEADROOM_VERSION));

    int exitCode = 0;
    {
        // The command line needs no display: a CI machine has none.
        QCoreApplication core(argc, argv);
        App::installTranslations(App::languageFromArgs(args));
        if (App::runCommandLine(args, &exitCode)) return exitCode;
    }

    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("main", "Headroom workbench"));
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption lang(
        QStringLiteral("lang"), QCoreApplication::translate("main", "Language: zh_CN or en."), QStringLiteral("LANG"));
    parser.addOption(lang);
    parser.addPositionalArgument(
        QStringLiteral("project"), QCoreApplication::translate("main", "A .headroom project to open."));
    parser.process(app);

    App::installTranslations(App::languageFromArgs(args));
    Ui::MainWindow window;
    const QStringList positional = parser.positionalArguments();
    if (!positional.isEmpty()) window.openProject(QFileInfo(positional.first()).absoluteFilePath());
    window.show();
    return app.exec();
}
