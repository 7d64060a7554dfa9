#include "widgets/devicespage.h"

#include "analysis/project/projectsession.h"
#include "analysis/store/store.h"
#include "remote/deviceregistry.h"
#include "widgets/adddevicewizard.h"
#include "widgets/credentialsprompt.h"
#include "widgets/devicejob.h"
#include "widgets/devicesmodel.h"
#include "widgets/hostkeydialog.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace Ui {

DevicesPage::DevicesPage(Analysis::ProjectSession* session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_model(new DevicesModel(this))
{
    m_view = new QTableView(this);
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->verticalHeader()->hide();
    m_view->selectRow(0);

    auto* add = new QPushButton(tr("&Add device…"), this);
    m_test = new QPushButton(tr("&Test"), this);
    m_deploy = new QPushButton(tr("&Deploy probe"), this);
    m_test->setToolTip(tr("Checks quoting, uname, free space, /proc, cgroup and the tools a run needs."));
    m_deploy->setToolTip(tr("Uploads headroom-probe only when its SHA-256 differs, then checks its version."));
    connect(add, &QPushButton::clicked, this, &DevicesPage::addWithWizard);
    connect(m_test, &QPushButton::clicked, this, [this] { runJob(currentRow(), int(DeviceJob::Task::Test)); });
    connect(m_deploy, &QPushButton::clicked, this, [this] { runJob(currentRow(), int(DeviceJob::Task::Deploy)); });
    m_log = new QPlainTextEdit(this);
    m_log->setReadOnly(true);
    m_log->setPlaceholderText(tr("Test and deploy steps appear here as they end."));

    auto* bar = new QHBoxLayout;
    bar->addWidget(add);
    bar->addWidget(m_test);
    bar->addWidget(m_deploy);
    bar->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_view, 2);
    layout->addWidget(m_log, 1);
    connect(session, &Analysis::ProjectSession::projectOpened, this, &DevicesPage::reload);
    reload();
}

int DevicesPage::currentRow() const
{
    const auto rows = m_view->selectionModel()->selectedRows();
    return rows.isEmpty() ? 0 : rows.first().row();
}

void DevicesPage::reload()
{
    // One list for the window and the command line: the user's devices.json. A project that still
    // keeps devices of its own (written before) hands them over once.
    Remote::DeviceRegistry registry;
    QString error;
    if (!registry.load(Remote::DeviceRegistry::defaultPath(), &error)) {
        m_log->appendPlainText(error);
        m_model->setDevices({});
        m_view->selectRow(0);
        return;
    }
    QStringList notes = registry.notes();
    if (m_session->isOpen()) {
        // A light query on the GUI thread with its own connection (a Store is one per thread).
        Analysis::Store store;
        if (!Analysis::hasErrors(store.open(m_session->projectPath(), Analysis::Store::OpenMode::ReadOnly)))
            for (const QString& name : registry.adopt(store.devices()))
                notes << tr("Device \"%1\", saved in this project, is now in your device list, which the command line "
                            "shares.")
                             .arg(name);
    }
    if (!notes.isEmpty()) {
        for (const QString& note : std::as_const(notes))
            m_log->appendPlainText(note);
        if (!registry.save(Remote::DeviceRegistry::defaultPath(), &error))
            m_log->appendPlainText(error);
    }
    m_model->setGroups(registry.groups());
    m_model->setDevices(registry.devices());
    m_view->selectRow(0);
}

bool DevicesPage::addDevice(const Remote::Device& device)
{
    Remote::DeviceRegistry registry;
    const QString path = Remote::DeviceRegistry::defaultPath();
    QString error;
    if (!registry.load(path, &error) || !registry.add(device, &error) || !registry.save(path, &error)) {
        QMessageBox::warning(this, tr("Cannot save the device"), error);
        return false;
    }
    reload();
    return true;
}

void DevicesPage::addWithWizard()
{
    AddDeviceWizard wizard(this);
    if (wizard.exec() != QDialog::Accepted)
        return;
    const Remote::Device device = wizard.device();
    if (addDevice(device)) {
        m_model->setStatus(device.name, wizard.testPassed() ? tr("test passed") : tr("not tested"));
        m_view->selectRow(m_model->rowOf(device.name));
    }
}

void DevicesPage::runJob(int row, int task)
{
    if (m_job || row < 0 || row >= m_model->rowCount())
        return;
    const Remote::Device device = m_model->device(row);
    const auto t = DeviceJob::Task(task);
    m_log->appendPlainText(
        t == DeviceJob::Task::Test ? tr("Testing %1…").arg(device.name) : tr("Deploying to %1…").arg(device.name));
    m_model->setStatus(device.name, t == DeviceJob::Task::Test ? tr("testing…") : tr("deploying…"));
    m_test->setEnabled(false);
    m_deploy->setEnabled(false);
    // A password or passphrase comes from the keychain or a dialog, never from the project.
    askCredentials(device, this, [this, device, t](std::optional<Remote::Credentials> credentials) {
        if (!credentials) {
            m_log->appendPlainText(tr("Cancelled: no password or passphrase was given."));
            m_model->setStatus(device.name, tr("not tested"));
            m_test->setEnabled(true);
            m_deploy->setEnabled(true);
            return;
        }
        startJob(device, *credentials, int(t));
    });
}

void DevicesPage::startJob(const Remote::Device& device, const Remote::Credentials& credentials, int task)
{
    const auto t = DeviceJob::Task(task);
    m_job = DeviceJob::start(device, credentials, t, this);
    handleHostKeys(m_job, this);
    connect(m_job, &DeviceJob::stepFinished, this, [this](bool ok, const QString& message) {
        m_log->appendPlainText((ok ? tr("ok: %1") : tr("failed: %1")).arg(message));
    });
    const QString name = device.name;
    connect(m_job, &DeviceJob::finished, this, [this, name, t](bool ok, const QString& summary) {
        m_log->appendPlainText(summary);
        QString status;
        if (t == DeviceJob::Task::Test)
            status = ok ? tr("test passed") : tr("test failed");
        else
            status = ok ? tr("probe deployed") : tr("deploy failed");
        m_model->setStatus(name, status);
        m_test->setEnabled(true);
        m_deploy->setEnabled(true);
        emit jobFinished(name, ok);
    });
}

} // namespace Ui
