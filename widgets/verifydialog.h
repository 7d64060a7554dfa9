#pragma once

#include "analysis/project/verify.h"

#include <QDialog>

class QLabel;
class QTreeWidget;

namespace Analysis {
class ProjectSession;
}

namespace Ui {

// What `headroom verify` does, from the Runs page: every stored figure of the chosen runs is
// recomputed from the raw files kept in the project (ProjectSession::verifyRun, off the GUI
// thread) and each figure that differs is listed with both numbers.
class VerifyDialog final : public QDialog {
    Q_OBJECT
public:
    VerifyDialog(Analysis::ProjectSession* session, const QStringList& runIds, QWidget* parent = nullptr);
    // Opens one (window-modal, deleted when closed) and starts verifying.
    static void start(Analysis::ProjectSession* session, const QStringList& runIds, QWidget* parent);

    QTreeWidget* results() const { return m_tree; }
    int pending() const { return int(m_pending.size()); }

signals:
    void allVerified(int reproduced, int total);

private:
    void showVerification(const Analysis::RunVerification& v);

    QStringList m_pending;
    int m_total = 0;
    int m_reproduced = 0;
    QTreeWidget* m_tree = nullptr;
    QLabel* m_summary = nullptr;
};

} // namespace Ui
