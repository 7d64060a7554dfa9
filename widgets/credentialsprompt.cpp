#include "widgets/credentialsprompt.h"

#include "remote/secretstore.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace Ui {

SecretDialog::SecretDialog(const QString& prompt, bool keychainAvailable, QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Sign in to the device"));
    auto* label = new QLabel(prompt, this);
    label->setWordWrap(true);
    m_field = new QLineEdit(this);
    m_field->setEchoMode(QLineEdit::Password);
    label->setBuddy(m_field);
    m_remember = new QCheckBox(tr("&Remember it in the system keychain"), this);
    m_remember->setEnabled(keychainAvailable);
    m_remember->setToolTip(keychainAvailable
            ? tr("Headroom never writes it to the project, its settings or its logs.")
            : tr("There is no system keychain here: the secret is kept in memory for this run only."));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(label);
    layout->addWidget(m_field);
    layout->addWidget(m_remember);
    layout->addWidget(buttons);
}

QByteArray SecretDialog::secret() const
{
    return m_field->text().toUtf8();
}

bool SecretDialog::remember() const
{
    return m_remember->isEnabled() && m_remember->isChecked();
}

void askCredentials(
    const Remote::Device& device, QWidget* parent, const std::function<void(std::optional<Remote::Credentials>)>& done)
{
    using Kind = Remote::SecretStore::Kind;
    std::optional<Kind> kind;
    if (device.auth == Remote::Device::Auth::Password)
        kind = Kind::Password;
    else if (device.auth == Remote::Device::Auth::Key && Remote::keyNeedsPassphrase(device.keyFile))
        kind = Kind::Passphrase;
    if (!kind) {
        done(Remote::Credentials {});
        return;
    }
    const auto fill = [kind](const QByteArray& secret) {
        Remote::Credentials c;
        (*kind == Kind::Password ? c.password : c.passphrase) = secret;
        return c;
    };
    // The keychain may take a while (it can ask the user to unlock it): asynchronous, and the
    // store dies with the parent, so a closed page never gets an answer.
    auto* store = new Remote::SecretStore(parent);
    QObject::connect(store, &Remote::SecretStore::secretRead, parent,
        [store, parent, device, kind, fill, done](
            const QString&, Remote::SecretStore::Kind, const QByteArray& stored, const QString& error) {
            if (!stored.isEmpty()) {
                store->deleteLater();
                done(fill(stored));
                return;
            }
            const QString prompt = *kind == Kind::Password
                ? SecretDialog::tr("Password for %1 on %2:").arg(device.user, device.target())
                : SecretDialog::tr("Passphrase for the key %1:").arg(QDir::toNativeSeparators(device.keyFile));
            auto* dialog = new SecretDialog(prompt, error.isEmpty(), parent);
            dialog->setAttribute(Qt::WA_DeleteOnClose);
            QObject::connect(dialog, &QDialog::finished, parent, [store, dialog, device, kind, fill, done](int r) {
                if (r != QDialog::Accepted) {
                    store->deleteLater();
                    done(std::nullopt);
                    return;
                }
                const QByteArray secret = dialog->secret();
                if (dialog->remember()) {
                    // The write finishes on its own; the store goes once it has answered.
                    QObject::connect(store, &Remote::SecretStore::secretWritten, store, &QObject::deleteLater);
                    store->write(device.name, *kind, secret);
                } else {
                    store->deleteLater();
                }
                done(fill(secret));
            });
            dialog->open();
        });
    store->read(device.name, *kind);
}

} // namespace Ui
