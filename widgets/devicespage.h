#pragma once

#include "remote/device.h"
#include "remote/sshtransport.h"

#include <QPointer>
#include <QWidget>

class QPlainTextEdit;
class QPushButton;
class QTableView;

namespace Analysis {
class ProjectSession;
}

namespace Ui {

class DeviceJob;
class DevicesModel;

// The devices of the project: this machine first, then the SSH devices stored in the project.
// Test and deploy run on the device's own thread (DeviceJob); their steps and the deploy status
// show as they end.
class DevicesPage final : public QWidget {
    Q_OBJECT
public:
    explicit DevicesPage(Analysis::ProjectSession* session, QWidget* parent = nullptr);

    DevicesModel* model() const { return m_model; }
    void reload(); // from the project file
    bool addDevice(const Remote::Device& device); // saves it into the project
    void runJob(int row, int task); // DeviceJob::Task on the device of that row
    QPlainTextEdit* log() const { return m_log; }

signals:
    void jobFinished(const QString& device, bool ok);

private:
    void addWithWizard();
    void startJob(const Remote::Device& device, const Remote::Credentials& credentials, int task);
    int currentRow() const;

    Analysis::ProjectSession* m_session = nullptr;
    DevicesModel* m_model = nullptr;
    QTableView* m_view = nullptr;
    QPlainTextEdit* m_log = nullptr;
    QPushButton* m_test = nullptr;
    QPushButton* m_deploy = nullptr;
    QPointer<DeviceJob> m_job;
};

} // namespace Ui
