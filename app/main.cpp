#include "analysis/project/runsmodel.h"
#include "app/cli.h"
#include "app/language.h"
#include "app/screenshots.h"
#include "widgets/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QTimer>
#include <QWindow>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <unistd.h>

namespace {

// Measurement only (tools/bench.sh, "workbench start to first window"): with
// HEADROOM_EXIT_AFTER_FIRST_WINDOW set, the window's first expose (after its first paint) prints
// the milliseconds since the process started, as the kernel counts it (exec and dynamic loading
// included, 10 ms resolution), and quits.
class FirstWindowTimer final : public QObject {
public:
    using QObject::QObject;
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        auto* w = qobject_cast<QWindow*>(watched);
        if (!m_done && event->type() == QEvent::Expose && w && w->isExposed()) {
            m_done = true;
            QTimer::singleShot(0, this, [] { // after the expose has been painted
                std::fprintf(stderr, "first window after %.0f ms\n", msSinceProcessStart());
                QCoreApplication::quit();
            });
        }
        return false;
    }

private:
    static double msSinceProcessStart()
    {
        FILE* f = std::fopen("/proc/self/stat", "r");
        char buf[1024] = {};
        const size_t n = f ? std::fread(buf, 1, sizeof buf - 1, f) : 0;
        if (f)
            std::fclose(f);
        const char* p = n ? std::strrchr(buf, ')') : nullptr;
        unsigned long long start = 0;
        // Fields after the command name: state is field 3, starttime field 22.
        if (!p
            || std::sscanf(
                   p + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %*u %*u %*d %*d %*d %*d %*d %*d %llu", &start)
                != 1)
            return -1;
        timespec now {};
        clock_gettime(CLOCK_BOOTTIME, &now);
        return (double(now.tv_sec) + double(now.tv_nsec) / 1e9) * 1000.0
            - double(start) * 1000.0 / double(sysconf(_SC_CLK_TCK));
    }
    bool m_done = false;
};

} // namespace

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
    if (qEnvironmentVariableIsSet("HEADROOM_EXIT_AFTER_FIRST_WINDOW") && window.windowHandle())
        window.windowHandle()->installEventFilter(new FirstWindowTimer(&app));
    // Measurement only (tests/bench/import_memory.sh: what opening a long run costs the window):
    // shows the project's newest run on the Run page, paints it and quits.
    if (qEnvironmentVariableIsSet("HEADROOM_EXIT_AFTER_RUN_SHOWN") && !positional.isEmpty()) {
        QObject::connect(&window, &Ui::MainWindow::runShown, &app, [&window] {
            window.repaint();
            QTimer::singleShot(0, qApp, &QCoreApplication::quit);
        });
        const Analysis::RunsModel* runs = window.session()->runsModel();
        const Analysis::RunRow* newest = nullptr;
        for (int r = 0; r < runs->rowCount(); ++r)
            if (!newest || runs->row(r)->startedAt > newest->startedAt)
                newest = runs->row(r);
        if (!newest)
            return 1;
        window.session()->loadRun(newest->id);
    }
    return app.exec();
}
