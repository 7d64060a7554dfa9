#include "widgets/mainwindow.h"

#include <QLabel>

namespace Ui
{

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
{
    setWindowTitle(tr("Headroom"));
    setCentralWidget(new QLabel(tr("Headroom"), this));
    resize(1200, 800);
}

} // namespace Ui
