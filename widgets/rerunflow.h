#pragma once

#include "analysis/project/rerun.h"

#include <QObject>

#include <memory>

class QTemporaryDir;
class QWidget;

namespace Analysis {
class ProjectSession;
}

namespace Ui {

class LiveRunPage;

// "Re-run on a device…" from the Runs page (issue 6): the stored run's plan and kept inputs are
// restored off the GUI thread (analysis/project/rerun.h, the code `headroom verify --rerun` uses), run
// on the chosen device on the Live run page, and the new run is compared with the original:
// reproduced / not reproduced / inconclusive, with the numbers behind it.
class RerunFlow final : public QObject {
    Q_OBJECT
public:
    RerunFlow(Analysis::ProjectSession* session, LiveRunPage* live, QWidget* window);
    ~RerunFlow() override;

    // Which device? then start(). label: how the run is named to the user (its name and id).
    void ask(const QString& runId, const QString& label = QString());
    void start(const QString& runId, const QString& device);
    bool isBusy() const { return !m_original.isEmpty(); }

signals:
    void compared(const Analysis::RerunResult& result, const QString& newRunId);
    void failed(const QString& message);

private:
    void run(const Analysis::Plan& plan);
    void compare(const QString& newRunId);
    void fail(const QString& message);

    Analysis::ProjectSession* m_session;
    LiveRunPage* m_live;
    QWidget* m_window;
    QString m_original; // the run being re-run; empty when idle
    QString m_device;
    std::unique_ptr<QTemporaryDir> m_dir; // the restored plan and inputs, until the run ends
};

} // namespace Ui
