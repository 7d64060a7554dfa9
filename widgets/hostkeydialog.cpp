#include "widgets/hostkeydialog.h"

#include "widgets/devicejob.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QLabel>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QVBoxLayout>

namespace Ui {

HostKeyDialog::HostKeyDialog(const QString& host, const QString& fingerprint, QWidget* parent)
    : QDialog(parent)
    , m_fingerprint(fingerprint)
{
    setWindowTitle(tr("Unknown host key"));
    auto* text = new QLabel(tr("The device %1 presented a host key that is not in your known_hosts file. "
                               "Compare its fingerprint with the one the device shows for "
                               "<tt>ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub</tt> before trusting it.")
                                .arg(host.toHtmlEscaped()),
        this);
    text->setWordWrap(true);
    auto* fp = new QLabel(fingerprint, this);
    fp->setObjectName(QStringLiteral("fingerprint"));
    fp->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    fp->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* buttons = new QDialogButtonBox(this);
    auto* trust = buttons->addButton(tr("&Trust this key"), QDialogButtonBox::AcceptRole);
    auto* refuse = buttons->addButton(QDialogButtonBox::Cancel);
    trust->setAutoDefault(false);
    trust->setDefault(false);
    refuse->setDefault(true); // Enter refuses: trusting takes a deliberate click
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(text);
    layout->addWidget(fp);
    layout->addWidget(buttons);
}

void HostKeyDialog::showChangedKey(QWidget* parent, const QString& host, const QString& fingerprint)
{
    QMessageBox::critical(parent, tr("Host key changed"),
        tr("The host key of %1 is not the one in your known_hosts file (it now presents %2). This can be a "
           "reinstalled device or someone in between. Headroom will not connect. If the change is expected, "
           "remove the old key with ssh-keygen -R and test the device again.")
            .arg(host, fingerprint));
}

void handleHostKeys(DeviceJob* job, QWidget* parent)
{
    QPointer<DeviceJob> guard(job);
    QObject::connect(job, &DeviceJob::hostKeyUnknown, parent, [guard, parent](const QString& host, const QString& fp) {
        HostKeyDialog dialog(host, fp, parent);
        const bool trusted = dialog.exec() == QDialog::Accepted;
        if (!guard)
            return;
        if (trusted)
            guard->acceptHostKey(fp);
        else
            guard->cancel();
    });
    QObject::connect(job, &DeviceJob::hostKeyChanged, parent,
        [parent](const QString& host, const QString& fp) { HostKeyDialog::showChangedKey(parent, host, fp); });
}

} // namespace Ui
