#include "app/cli.h"
#include "widgets/mainwindow.h"

#include <QApplication>
#include <QCoreApplication>

#include <memory>

int main(int argc, char** argv)
{
    QStringList args;
    for (int i = 0; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);

    int exitCode = 0;
    {
        // The command line needs no display: a CI machine has none.
        QCoreApplication core(argc, argv);
        QCoreApplication::setApplicationName(QStringLiteral("Headroom"));
        QCoreApplication::setApplicationVersion(QStringLiteral(HEADROOM_VERSION));
        if (App::runCommandLine(args, &exitCode))
            return exitCode;
    }

    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Headroom"));
    QApplication::setApplicationVersion(QStringLiteral(HEADROOM_VERSION));
    Ui::MainWindow window;
    window.show();
    return app.exec();
}
