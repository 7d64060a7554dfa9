#include "widgets/adddevicewizard.h"

#include "widgets/devicejob.h"
#include "widgets/hostkeydialog.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace Ui {

AddDeviceWizard::AddDeviceWizard(QWidget* parent)
    : QWizard(parent)
{
    setWindowTitle(tr("Add a device"));
    setWizardStyle(QWizard::ClassicStyle);

    auto* connection = new QWizardPage(this);
    connection->setTitle(tr("How to reach the device"));
    connection->setSubTitle(tr("Headroom signs in over SSH and checks the host key before anything else."));
    m_name = new QLineEdit(connection);
    m_host = new QLineEdit(connection);
    m_port = new QSpinBox(connection);
    m_port->setRange(1, 65535);
    m_port->setValue(22);
    m_user = new QLineEdit(connection);
    m_auth = new QComboBox(connection);
    m_auth->addItem(tr("SSH agent"), int(Remote::Device::Auth::Agent));
    m_auth->addItem(tr("Key file"), int(Remote::Device::Auth::Key));
    m_auth->addItem(tr("Password"), int(Remote::Device::Auth::Password));
    m_keyFile = new QLineEdit(connection);
    m_password = new QLineEdit(connection);
    m_password->setEchoMode(QLineEdit::Password);
    m_password->setToolTip(tr("Used for this test only; Headroom never writes it to the project."));
    m_knownHosts = new QLineEdit(QSettings().value(QStringLiteral("ssh/knownHosts")).toString(), connection);
    m_knownHosts->setPlaceholderText(tr("~/.ssh/known_hosts"));
    m_runFolder = new QLineEdit(Remote::Device().runFolder, connection);
    auto* form = new QFormLayout(connection);
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Host:"), m_host);
    form->addRow(tr("&Port:"), m_port);
    form->addRow(tr("&User:"), m_user);
    form->addRow(tr("&Sign in with:"), m_auth);
    form->addRow(tr("&Key file:"), m_keyFile);
    form->addRow(tr("Pass&word:"), m_password);
    form->addRow(tr("Known &hosts file:"), m_knownHosts);
    form->addRow(tr("&Run folder on the device:"), m_runFolder);
    auto updateAuth = [this] {
        const auto a = Remote::Device::Auth(m_auth->currentData().toInt());
        m_keyFile->setEnabled(a == Remote::Device::Auth::Key);
        m_password->setEnabled(a == Remote::Device::Auth::Password);
    };
    connect(m_auth, &QComboBox::currentIndexChanged, this, updateAuth);
    updateAuth();

    auto* testPage = new QWizardPage(this);
    testPage->setTitle(tr("Test"));
    testPage->setSubTitle(tr("Runs small commands on the device: quoting, uname, free space, /proc, cgroup, tools."));
    m_testButton = new QPushButton(tr("&Test"), testPage);
    m_log = new QPlainTextEdit(testPage);
    m_log->setReadOnly(true);
    connect(m_testButton, &QPushButton::clicked, this, &AddDeviceWizard::test);
    auto* tv = new QVBoxLayout(testPage);
    tv->addWidget(m_testButton, 0, Qt::AlignLeft);
    tv->addWidget(m_log, 1);

    addPage(connection);
    addPage(testPage);
    resize(640, 480);
}

bool AddDeviceWizard::validateCurrentPage()
{
    // A device without a name cannot be stored; one without a host would be this machine.
    if (currentId() == startId() && (m_name->text().trimmed().isEmpty() || m_host->text().trimmed().isEmpty())) {
        (m_name->text().trimmed().isEmpty() ? m_name : m_host)->setFocus();
        return false;
    }
    return QWizard::validateCurrentPage();
}

Remote::Device AddDeviceWizard::device() const
{
    Remote::Device d;
    d.name = m_name->text().trimmed();
    d.host = m_host->text().trimmed();
    d.port = m_port->value();
    d.user = m_user->text().trimmed();
    d.auth = Remote::Device::Auth(m_auth->currentData().toInt());
    d.keyFile = m_keyFile->text().trimmed();
    d.knownHostsFile = m_knownHosts->text().trimmed();
    if (!m_runFolder->text().trimmed().isEmpty())
        d.runFolder = m_runFolder->text().trimmed();
    return d;
}

void AddDeviceWizard::setDevice(const Remote::Device& d)
{
    m_name->setText(d.name);
    m_host->setText(d.host);
    m_port->setValue(d.port);
    m_user->setText(d.user);
    m_auth->setCurrentIndex(m_auth->findData(int(d.auth)));
    m_keyFile->setText(d.keyFile);
    m_knownHosts->setText(d.knownHostsFile);
    m_runFolder->setText(d.runFolder);
}

void AddDeviceWizard::test()
{
    if (m_job)
        return;
    m_log->clear();
    m_passed = false;
    m_testButton->setEnabled(false);
    Remote::Credentials credentials;
    credentials.password = m_password->text().toUtf8();
    m_job = DeviceJob::start(device(), credentials, DeviceJob::Task::Test, this);
    handleHostKeys(m_job, this);
    connect(m_job, &DeviceJob::stepFinished, this, [this](bool ok, const QString& message) {
        m_log->appendPlainText((ok ? tr("ok: %1") : tr("failed: %1")).arg(message));
    });
    connect(m_job, &DeviceJob::finished, this, [this](bool ok, const QString& summary) {
        m_log->appendPlainText(summary);
        m_passed = ok;
        m_testButton->setEnabled(true);
        emit testFinished(ok);
    });
}

} // namespace Ui
