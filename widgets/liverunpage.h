#pragma once

#include "analysis/core/decimation.h"
#include "analysis/core/jobtracker.h"
#include "analysis/import/runfolder.h"
#include "analysis/plan/plan.h"
#include "remote/sshtransport.h"

#include <QElapsedTimer>
#include <QTimer>
#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QListWidget;
class QTableWidget;
class QToolButton;

namespace Analysis {
class ProjectSession;
}
namespace Remote {
class FleetRunner;
class PlanRunner;
class RemotePlanRunner;
class Runner;
} // namespace Remote

namespace Ui {

class DevicesModel;
class MemoryChart;
class UtilisationChart;

// A plan running live, on this machine or on a device over SSH: the workload's memory streams
// into a chart (redrawn at most 25 times a second), progress per input and repetition, each
// repetition's outcome as it ends, and cancel. At the end the run folder goes into the project,
// with the plan, and opens. The device list is the Devices page's, this machine first. An SSH
// device runs through RemotePlanRunner (its own thread; the same Runner as PlanRunner): a
// password or passphrase comes from the keychain or a dialog, and an unknown host key is shown
// in HostKeyDialog before the run starts again with it accepted.
class LiveRunPage final : public QWidget {
    Q_OBJECT
public:
    static constexpr int kRedrawIntervalMs = 40; // 25 per second (PlotJuggler's pace)
    // The utilisation lanes and the repetition breaks are computed over the whole run (three
    // quarters of a redraw's time an hour into a 10 ms run, by perf): once a second is enough for
    // them, and at the end. Between, new samples extend the last repetition's line.
    static constexpr int kUtilisationIntervalMs = 1000;

    explicit LiveRunPage(Analysis::ProjectSession* session, QWidget* parent = nullptr);
    ~LiveRunPage() override;

    // False, with the reason shown, when it cannot. rerunOf: the run this one repeats (Verify /
    // Re-run); the saved run's provenance says so.
    bool start(const Analysis::Plan& plan, const QString& rerunOf = QString());
    void cancel();
    bool isRunning() const;

    // The devices to choose from (the Devices page's model); without one, only this machine.
    void setDevicesModel(DevicesModel* model);
    bool selectDevice(const QString& name); // false when there is no such device
    Remote::Device chosenDevice() const; // this machine when nothing else is chosen
    void setSshOptions(const Remote::SshOptions& options) { m_sshOptions = options; } // tests: no ~/.ssh/config
    QComboBox* deviceBox() const { return m_deviceBox; }

    Remote::PlanRunner* runner() const { return m_runner; }
    Remote::RemotePlanRunner* remoteRunner() const { return m_remote; }
    MemoryChart* memoryChart() const { return m_memory; }
    UtilisationChart* utilisationChart() const { return m_utilisation; }
    QTableWidget* repetitionsTable() const { return m_reps; }
    int redrawCount() const { return m_redraws; }

    // A fleet (liverunfleet.cpp): with "Several devices" on, Start runs the plan on every ticked
    // device (and every device of a ticked group) at once through Remote::FleetRunner, the
    // driver `headroom run --device a --device b` uses. Each device has its row (stage,
    // progress, state, the reason it failed, its own Cancel); the chart follows the row
    // selected; each device's run is stored as it ends, one after another.
    void setFleetMode(bool on);
    bool fleetMode() const;
    // Ticks these devices (names, or @GROUP) and no others; false when one is unknown.
    bool setFleetDevices(const QStringList& names);
    QStringList fleetDevices() const; // the ticked ones, groups expanded, each once
    Remote::FleetRunner* fleet() const { return m_fleet; }
    QTableWidget* fleetTable() const { return m_fleetTable; }
    QListWidget* fleetPicker() const { return m_fleetPick; }
    void cancelDevice(int index); // that device's run only
    void followDevice(int index); // the chart and repetitions show this device
    int followedDevice() const { return m_followed; }
    // The runs the last fleet stored, by device name (failed devices absent).
    QMap<QString, QString> fleetRuns() const { return m_fleetRunIds; }
    QString fleetSummary() const { return m_fleetSummary; }
    QPushButton* openMatrixButton() const { return m_openMatrix; }

signals:
    void runSaved(const QString& runId); // in the project; the window opens it
    void runFailed(const QString& message);
    // The device the next run goes to changed (the Plan page's Run button names it).
    void deviceChosen(const QString& name, bool local);
    // A fleet ended and every run it could store is stored: runIds by device, the failed ones
    // with their reason.
    void fleetEnded(const QMap<QString, QString>& runIds, const QMap<QString, QString>& failed);
    // The user asked for the device matrix of these runs (the Compare page).
    void deviceMatrixRequested(const QStringList& runIds);

private:
    void onEvent(const QByteArray& line);
    void redraw();
    void redrawFinal(); // the lanes too, whatever their age
    void onFinished(const QString& runDir, const Analysis::Run& run);
    // Into the project: the runner's run when it finished, or (nullopt) what a cancelled run's
    // folder holds, which the project then keeps as incomplete.
    void saveRun(const QString& runDir, const std::optional<Analysis::Run>& run);
    void onFailed(const QString& message);
    void setMessage(const QString& text);
    void clearView(const Analysis::Plan& plan);
    bool startRemote(const QString& acceptFingerprint);
    // The runner of the device chosen for the run being started or running.
    Remote::Runner* activeRunner() const;
    void askHostKey(const QString& fingerprint);
    void createFleetWidgets();
    const Analysis::EventStreamReader& shownReader() const;
    bool startFleet(const QString& root); // m_plan, set by clearView
    void askFleetCredentials(int next);
    void launchFleet();
    void updateFleetRow(int index);
    void saveNextFleetRun();
    void finishFleet();
    void refillFleetPicker();
    void emitRunTarget();

    Analysis::ProjectSession* m_session = nullptr;
    Remote::PlanRunner* m_runner = nullptr;
    Remote::RemotePlanRunner* m_remote = nullptr;
    DevicesModel* m_devices = nullptr;
    Remote::SshOptions m_sshOptions;
    Remote::Device m_device; // of the run being started or running
    Remote::Credentials m_credentials; // in memory only, for the restart after a host key
    QString m_runsRoot;
    QString m_unknownFingerprint; // the runner met an unknown host key
    Analysis::JobTracker m_userAnswers { this }; // a dialog's answer for a cancelled start is dropped
    bool m_waitingForUser = false; // for a password, a passphrase or a host key
    bool m_cancelling = false; // the user cancelled the running run: what it measured is saved
    QString m_lostLink; // the remote run's link was lost for good: this message, and the journal is saved
    Analysis::Plan m_plan;
    QString m_rerunOf; // the run the running plan repeats, or empty
    Analysis::EventStreamReader m_reader;
    // What the chart points into: time, RSS and high-water mark of the reader's series, appended
    // to at each redraw (never copied whole, never changed under the chart between redraws),
    // with their pyramids grown by the new samples only.
    QMap<QString, Analysis::MemorySeries> m_shown;
    QMap<QString, Analysis::SeriesOverview> m_overviews;
    QTimer m_redrawTimer;
    QElapsedTimer m_utilisationAge; // invalid: recompute the lanes at the next redraw
    MemoryChart* m_memory = nullptr;
    UtilisationChart* m_utilisation = nullptr; // CPU, I/O, GPU under the memory, same time axis
    QLabel* m_stage = nullptr;
    QLabel* m_where = nullptr;
    QProgressBar* m_progress = nullptr;
    QPushButton* m_cancel = nullptr;
    QComboBox* m_deviceBox = nullptr;
    QTableWidget* m_reps = nullptr;
    int m_redraws = 0;

    // The fleet (liverunfleet.cpp).
    QToolButton* m_fleetToggle = nullptr;
    QListWidget* m_fleetPick = nullptr;
    QTableWidget* m_fleetTable = nullptr;
    QPushButton* m_openMatrix = nullptr;
    Remote::FleetRunner* m_fleet = nullptr; // the running or last fleet
    QList<Remote::Device> m_fleetDevices; // of the fleet being started or running
    QList<Remote::Credentials> m_fleetCredentials;
    std::vector<std::unique_ptr<Analysis::EventStreamReader>> m_fleetReaders; // one per device
    QList<int> m_saveQueue; // ended devices waiting to be stored, one at a time
    bool m_saving = false;
    int m_followed = -1;
    QMap<QString, QString> m_fleetRunIds; // device -> run stored
    QMap<QString, QString> m_fleetFailed; // device -> why
    QString m_fleetSummary;
};

} // namespace Ui
