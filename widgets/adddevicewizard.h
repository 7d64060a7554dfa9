#pragma once

#include "remote/device.h"

#include <QPointer>
#include <QWizard>

class QComboBox;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace Ui {

class DeviceJob;

// Adding an SSH device: how to reach it, then a Test that runs the device test steps on the
// device's own thread (DeviceJob) and lists each step as it ends. The password, when the device
// signs in with one, is held in memory for the test only.
class AddDeviceWizard final : public QWizard {
    Q_OBJECT
public:
    explicit AddDeviceWizard(QWidget* parent = nullptr);

    Remote::Device device() const;
    void setDevice(const Remote::Device& device);
    void test(); // what the Test button does
    bool testPassed() const { return m_passed; }
    QPlainTextEdit* log() const { return m_log; }
    bool validateCurrentPage() override;

signals:
    void testFinished(bool passed);

private:
    QLineEdit* m_name = nullptr;
    QLineEdit* m_host = nullptr;
    QSpinBox* m_port = nullptr;
    QLineEdit* m_user = nullptr;
    QComboBox* m_auth = nullptr;
    QLineEdit* m_keyFile = nullptr;
    QLineEdit* m_password = nullptr;
    QLineEdit* m_knownHosts = nullptr;
    QLineEdit* m_runFolder = nullptr;
    QPushButton* m_testButton = nullptr;
    QPlainTextEdit* m_log = nullptr;
    QPointer<DeviceJob> m_job;
    bool m_passed = false;
};

} // namespace Ui
