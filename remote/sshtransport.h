#pragma once

#include "remote/transport.h"

#include <atomic>
#include <memory>

namespace Remote {

// Secrets for one connection, held in memory only (from the keychain or, in tests, given
// directly). Never written anywhere.
struct Credentials {
    QByteArray password; // Device::Auth::Password
    QByteArray passphrase; // for an encrypted Device::Auth::Key
};

struct SshOptions {
    int connectTimeoutSec = 10;
    // A libssh call that gets no answer for this long (a peer that stopped without closing: a
    // frozen board, a dead route) is ended by shutting the socket: the call fails, the link is
    // down, and the caller reconnects or gives up. Device::deadPeerTimeoutSec sets it per device.
    int deadPeerTimeoutSec = 15;
    // Set from any thread to end the link within 0.1 s: the blocked call fails, and open() is
    // refused from then on (a cancelled run whose link froze).
    std::shared_ptr<std::atomic_bool> abort;
    // Read ~/.ssh/config? Off where the user's config must not interfere (tests, CI).
    bool processUserConfig = true;
    // Also trust /etc/ssh/ssh_known_hosts. Off in tests so only the test's file counts.
    bool useGlobalKnownHosts = true;
};

// A device over SSH (libssh, kept private to the .cpp). Host keys are verified against the
// device's known_hosts file before any authentication: an unknown key stops open() with the
// key's SHA256 fingerprint, and only acceptHostKey() with that same fingerprint writes it. A
// changed key is refused, with no override here: the user edits known_hosts deliberately.
// Not final: a test reads the raw channel under the frame (a printing login shell).
class SshTransport : public Transport {
public:
    enum class HostKey { NotChecked, Known, Unknown, Changed, Error };

    SshTransport(const Device& device, const Credentials& credentials, const SshOptions& options = {});
    ~SshTransport() override;

    StepResult open() override;
    bool isOpen() const override;
    void close() override;

    StepResult upload(const QString& localPath, const QByteArray& remotePath, int mode = 0644) override;
    StepResult download(const QByteArray& remotePath, const QString& localPath) override;
    ReadResult readFrom(const QByteArray& remotePath, qint64 offset, qint64 maxBytes) override;
    bool keepAlive() override;

    // After open(): what the host key check found, and the server key's fingerprint in
    // OpenSSH's form ("SHA256:" + base64 without padding).
    HostKey hostKeyState() const;
    QString hostKeyFingerprint() const;
    // Writes the server's key to known_hosts ("[host]:port" for ports other than 22) if its
    // fingerprint is the one the user was shown. Valid only right after open() reported Unknown.
    StepResult acceptHostKey(const QString& fingerprint);

    const Device& device() const;

protected:
    ExecResult runShell(const QByteArray& command, int timeoutMs) override;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

// Opens a device's transport, trusting an unknown host key only when the user was shown its
// fingerprint and gave that same one back (acceptFingerprint): then the key is written to
// known_hosts and the link opened again. The one way the window, `headroom device test` and a
// run open a device. A transport that is not SSH is only opened.
struct TrustedOpen {
    StepResult opened; // the last open(), or the failed acceptance; ok: the link is up
    QString unknownFingerprint; // the host key is unknown and was not accepted: show this one
    QString acceptedMessage; // the key was written to known_hosts: say so
};
TrustedOpen openTrusting(Transport& transport, const QString& acceptFingerprint);

} // namespace Remote
