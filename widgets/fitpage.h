#pragma once

// The Fit page (issue 26; docs/workbench.md, "Fit"): a plan with a fit section defines the space
// (the settings it varies, the lengths from and to, the limits, the precision and the budget); Start
// drives the same fit as `headroom fit` (remote/fitdriver.h) on the chosen device, in a worker
// thread of its own; every point measured appears on its setting's length axis as it arrives, and
// the bracket narrows. When done: the fit table, the Pareto chart, the recommended setting's engine
// arguments and where the certificate and the runs are. Cancel stops the point being measured and
// throws it away (its folder removed, nothing of it in the project); the points measured before
// stay as whole runs, and no certificate is written. A fit already in the project opens from the
// list and shows its answer from its runs alone (analysis/project/fitinproject.h).

#include "analysis/core/jobtracker.h"
#include "analysis/plan/plan.h"
#include "analysis/project/fitinproject.h"
#include "remote/device.h"
#include "remote/fitdriver.h"
#include "remote/sshtransport.h"

#include <QWidget>

#include <atomic>
#include <memory>
#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;
class QThread;

namespace Analysis {
class ProjectSession;
}

namespace Ui {

class DevicesModel;
class FitLengthsView;
class FitParetoChart;

class FitPage final : public QWidget {
    Q_OBJECT
public:
    enum TableColumn { ColSetting, ColLongest, ColBracket, ColBinding, ColRate, ColPeak, ColStatus, ColColumns };

    explicit FitPage(Analysis::ProjectSession* session, QWidget* parent = nullptr);
    ~FitPage() override; // a fit still running is cancelled and waited for

    // Reads the plan; false (with the reason shown) when it cannot be read or has no fit section.
    bool loadPlan(const QString& path);
    // The plan open on the Plan page: "Use the Plan page's plan" loads it.
    void offerPlan(const QString& path);
    std::optional<Analysis::Plan> plan() const { return m_plan; }

    void setDevicesModel(DevicesModel* model);
    bool selectDevice(const QString& name);
    Remote::Device chosenDevice() const;
    void setSshOptions(const Remote::SshOptions& options) { m_sshOptions = options; } // tests
    // Where the fit's folder and the points' run folders go (default: the Live run page's setting).
    void setRunsRoot(const QString& root) { m_runsRoot = root; }

    bool start(); // false, with the reason shown, when it cannot
    void cancel();
    bool isRunning() const { return m_thread != nullptr || m_waitingForUser; }

    // The project's fits, read again (after a project opens, or a fit ends).
    void refreshStoredFits();
    bool storedFitsListed() const { return m_storedListed; } // the last refresh has finished
    void showStoredFit(const QString& fitId);

    FitLengthsView* lengthsView() const { return m_lengths; }
    FitParetoChart* paretoChart() const { return m_pareto; }
    QTableWidget* table() const { return m_table; }
    QLineEdit* engineArguments() const { return m_arguments; }
    QLabel* messageLabel() const { return m_message; }
    QLabel* storedLabel() const { return m_stored; }
    QComboBox* storedFitsBox() const { return m_storedFits; }
    QString certificatePath() const { return m_certificatePath; } // empty until a fit ends whole

signals:
    void fitFinished(const QString& fitId); // stored whole, certificate written
    void fitStopped(const QString& message); // cancelled or failed
    void pointStarted(int setting, qint64 tokens); // the page shows it as being measured
    void pointMeasured(int setting, const Analysis::FitPoint& point);

private:
    void choosePlan();
    void showSpace();
    void launch(const Remote::Credentials& credentials);
    void onMeasuring(int setting, int64_t tokens);
    void onMeasured(int setting, const Analysis::FitPoint& point);
    void onDone(const Remote::FitDrive& drive);
    void showResult(const Analysis::FitResult& result, const QList<Analysis::FitSetting>& settings);
    void setMessage(const QString& text);
    void setBusy(bool busy);

    Analysis::ProjectSession* m_session = nullptr;
    DevicesModel* m_devices = nullptr;
    Remote::SshOptions m_sshOptions;
    QString m_runsRoot;
    std::optional<Analysis::Plan> m_plan;
    QString m_offeredPlan;
    QThread* m_thread = nullptr;
    std::shared_ptr<std::atomic<bool>> m_cancelFlag;
    bool m_waitingForUser = false;
    Analysis::JobTracker m_userAnswers { this };
    Analysis::JobTracker m_storedJobs { this };
    QString m_certificatePath;
    bool m_storedListed = false;

    QLabel* m_planLabel = nullptr;
    QPushButton* m_choosePlan = nullptr;
    QPushButton* m_usePlanPage = nullptr;
    QComboBox* m_deviceBox = nullptr;
    QPushButton* m_start = nullptr;
    QPushButton* m_cancel = nullptr;
    QComboBox* m_storedFits = nullptr;
    QLabel* m_space = nullptr;
    QLabel* m_message = nullptr;
    FitLengthsView* m_lengths = nullptr;
    QTableWidget* m_table = nullptr;
    FitParetoChart* m_pareto = nullptr;
    QLineEdit* m_arguments = nullptr;
    QPushButton* m_copy = nullptr;
    QLabel* m_stored = nullptr;
};

} // namespace Ui
