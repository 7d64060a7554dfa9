#include "app/cli.h"
#include "app/language.h"
#include "app/screenshots.h"
#include "widgets/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>

int main(int argc, char** argv)
{
    QStringList args;
    for (int i = 0; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);

    QCoreApplication::setOrganizationName(QStringLiteral("Headroom"));
    QCoreApplication::setApplicationName(QStringLiteral("Headroom"));
    QCoreApplication::setApplicationVersion(QStringLiteral(HEADROOM_VERSION));

    int exitCode = 0;
    const bool pdfReport = args.size() > 2 && args.at(1) == u"report"
        && std::any_of(
            args.begin(), args.end(), [](const QString& a) { return a == u"--pdf" || a.startsWith(u"--pdf="); });
    if (pdfReport) {
        // A PDF is painted (fonts, vector charts): that needs a GUI application, and a CI machine
        // has no display, so the offscreen platform stands in for one.
        if (qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")
            && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        QApplication gui(argc, argv);
        App::installTranslations(App::languageFromArgs(args));
        App::runCommandLine(args, &exitCode);
        return exitCode;
    }
    {
        // The command line needs no display: a CI machine has none.
        QCoreApplication core(argc, argv);
        App::installTranslations(App::languageFromArgs(args));
        if (App::runCommandLine(args, &exitCode))
            return exitCode;
    }

    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("main", "Headroom workbench"));
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption lang(
        QStringLiteral("lang"), QCoreApplication::translate("main", "Language: zh_CN or en."), QStringLiteral("LANG"));
    parser.addOption(lang);
    QCommandLineOption screenshot(QStringLiteral("screenshot"),
        QCoreApplication::translate("main", "Save a PNG of every page into DIR and quit."), QStringLiteral("DIR"));
    parser.addOption(screenshot);
    parser.addPositionalArgument(
        QStringLiteral("project"), QCoreApplication::translate("main", "A .headroom project to open."));
    parser.process(app);

    const QStringList positional = parser.positionalArguments();
    const QString project = positional.isEmpty() ? QString() : QFileInfo(positional.first()).absoluteFilePath();
    if (parser.isSet(screenshot))
        return App::saveScreenshots(project, parser.value(screenshot));

    App::installTranslations(App::languageFromArgs(args));
    // Settings switches the language at run time: the window rebuilds its pages with it.
    Ui::MainWindow::setTranslationInstaller(&App::installTranslations);
    Ui::MainWindow window;
    if (!positional.isEmpty())
        window.openProject(QFileInfo(positional.first()).absoluteFilePath());
    window.show();
    return app.exec();
}
