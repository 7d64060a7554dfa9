#pragma once

#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;

namespace Ui {

// What the window shows with no project open (and from View or Help > Start page): measure this
// machine with the quickstart plan, import logs (a button, and a drop zone: files dropped on the
// page go to the import), open or create a project, and the recent projects. It only shows;
// MainWindow acts on its signals.
class StartPage final : public QWidget {
    Q_OBJECT
public:
    explicit StartPage(QWidget* parent = nullptr);

    // The quickstart plan (shippeddocs.h); empty: "Measure this machine" is disabled with the reason.
    void setQuickstartPlan(const QString& path);
    void refreshRecentProjects(); // after a project opened: the list is read again

    QPushButton* measureButton() const { return m_measure; }
    QPushButton* importButton() const { return m_import; }
    QPushButton* openButton() const { return m_open; }
    QListWidget* recentList() const { return m_recent; }

signals:
    void measureRequested();
    void importRequested(); // the user chooses the files
    void openRequested(); // the user chooses the project
    void newRequested();
    void recentChosen(const QString& path);
    void filesDropped(const QStringList& paths); // log files, or a .headroom project

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dragLeaveEvent(QDragLeaveEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void setDropHighlight(bool on);

    QPushButton* m_measure = nullptr;
    QLabel* m_measureText = nullptr;
    QPushButton* m_import = nullptr;
    QPushButton* m_open = nullptr;
    QWidget* m_dropZone = nullptr;
    QListWidget* m_recent = nullptr;
    QLabel* m_noRecent = nullptr;
};

} // namespace Ui
