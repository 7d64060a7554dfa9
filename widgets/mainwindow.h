#pragma once

#include <QMainWindow>

namespace Ui
{

// Owns the pages and connects them; nothing else (STYLE.md: a wiring class).
class MainWindow final : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
};

} // namespace Ui
