#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace Analysis {
class RunsModel;
}

namespace Ui {

// Every run of the project: sortable, filtered by any column's text.
class RunsPage final : public QWidget {
    Q_OBJECT
public:
    explicit RunsPage(Analysis::RunsModel* model, QWidget* parent = nullptr);
    QStringList selectedRunIds() const;
    QTableView* view() const { return m_view; }

signals:
    void runActivated(const QString& runId);
    void compareRequested(const QStringList& runIds);
    void exportRequested(const QStringList& runIds);
    void verifyRequested(const QStringList& runIds);
    void rerunRequested(const QString& runId);
    void renameRequested(const QString& runId);
    void deleteRequested(const QStringList& runIds);

private:
    // A button that acts on the selection: enabled for min..max selected runs, else disabled with
    // the reason as its tooltip.
    struct SelectionAction {
        QPushButton* button;
        int min, max;
        QString tip; // what it does, shown while enabled
    };
    void addAction(QPushButton* button, int min, int max, const QString& tip);
    void updateActions();

    QList<SelectionAction> m_actions;
    QLabel* m_empty = nullptr; // over the table while the project has no run
    QTableView* m_view = nullptr;
    QSortFilterProxyModel* m_proxy = nullptr;
    QLineEdit* m_filter = nullptr;
};

} // namespace Ui
