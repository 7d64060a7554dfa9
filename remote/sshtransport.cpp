// One file for one concept: a libssh session as a Transport. Connection and host keys, commands,
// SFTP transfers and the dead-peer watchdog all act on the same private session under the same
// rule (every blocking call guarded, a dead session forgotten only after its files are closed);
// libssh stays private to this file (sshtransport.h).
#include "remote/sshtransport.h"

#include "remote/tr.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <libssh/libssh.h>
#include <libssh/sftp.h>

#include <chrono>
#include <condition_variable>
#include <fcntl.h>
#include <mutex>
#include <sys/socket.h>
#include <thread>

namespace Remote {
namespace {
// SFTP in libssh 0.10 does not split writes: one 1 MB sftp_write killed the channel
// (measured against OpenSSH's sftp server). 32 KiB is what OpenSSH's sftp uses too.
constexpr int kChunk = 32 * 1024;

void initLibssh()
{
    // ssh_init is reference counted but not thread-safe; once per process is enough.
    static std::once_flag once;
    std::call_once(once, [] { ssh_init(); });
}

QString fromBytes(const QByteArray& path)
{
    return QString::fromLocal8Bit(path);
}

// The dead-peer watchdog. libssh blocks without a bound in places (SFTP waits for a reply in a
// loop that a read timeout does not end), and a peer that stops without closing the TCP link
// keeps every such call waiting. A thread of its own watches each blocking call: past the
// dead-peer timeout, or at once when the run is aborted, it shuts the socket down, which makes
// the blocked call fail. The socket is only shut down, never closed, so libssh frees it as usual.
class LinkWatch {
public:
    LinkWatch(int deadPeerMs, std::shared_ptr<std::atomic_bool> abort)
        : m_deadPeerMs(deadPeerMs)
        , m_abort(std::move(abort))
        , m_thread([this] { watch(); })
    {
    }
    ~LinkWatch()
    {
        {
            std::lock_guard<std::mutex> lock(m_mutex);
            m_stop = true;
        }
        m_wake.notify_all();
        m_thread.join();
    }
    void setSocket(int fd)
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_fd = fd;
    }
    bool aborted() const { return m_abort && *m_abort; }
    // True when the last guarded call was ended by the watchdog (the message says why).
    bool tripped() const { return m_tripped; }
    bool trippedByAbort() const { return m_trippedByAbort; }
    void clearTrip() { m_tripped = m_trippedByAbort = false; }

    // One blocking libssh call, from its start to its return.
    class Guard {
    public:
        explicit Guard(LinkWatch& w)
            : m_w(w)
        {
            std::lock_guard<std::mutex> lock(m_w.m_mutex);
            m_w.m_busySince = std::chrono::steady_clock::now();
            m_w.m_busy = true;
        }
        ~Guard()
        {
            std::lock_guard<std::mutex> lock(m_w.m_mutex);
            m_w.m_busy = false;
        }
        Guard(const Guard&) = delete;
        Guard& operator=(const Guard&) = delete;

    private:
        LinkWatch& m_w;
    };

private:
    void watch()
    {
        std::unique_lock<std::mutex> lock(m_mutex);
        while (!m_stop) {
            m_wake.wait_for(lock, std::chrono::milliseconds(100));
            if (m_stop || m_fd < 0)
                continue;
            const bool abort = aborted();
            const bool stuck = m_busy
                && std::chrono::steady_clock::now() - m_busySince > std::chrono::milliseconds(m_deadPeerMs);
            if (abort || stuck) {
                ::shutdown(m_fd, SHUT_RDWR);
                m_tripped = true;
                m_trippedByAbort = abort;
                m_fd = -1;
            }
        }
    }

    const int m_deadPeerMs;
    const std::shared_ptr<std::atomic_bool> m_abort;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    int m_fd = -1;
    bool m_busy = false;
    bool m_stop = false;
    std::atomic_bool m_tripped { false };
    std::atomic_bool m_trippedByAbort { false };
    std::chrono::steady_clock::time_point m_busySince;
    std::thread m_thread; // last: starts once everything above is set
};
} // namespace

struct SshTransport::Private {
    Device device;
    Credentials credentials;
    SshOptions options;
    ssh_session session = nullptr;
    sftp_session sftp = nullptr;
    bool authenticated = false;
    HostKey hostKey = HostKey::NotChecked;
    QString fingerprint;
    std::unique_ptr<LinkWatch> watch;

    QString sshError() const
    {
        if (watch && watch->tripped())
            return watch->trippedByAbort()
                ? Tr::tr("the run was cancelled")
                : Tr::tr("the device did not answer for %n second(s) (dead-peer timeout)", "", options.deadPeerTimeoutSec);
        return session ? QString::fromUtf8(ssh_get_error(session)) : QString();
    }

    // One blocking libssh call under the dead-peer watchdog.
    template <class F>
    auto guarded(F f)
    {
        const LinkWatch::Guard guard(*watch);
        return f();
    }

    void closeAll()
    {
        if (watch)
            watch->setSocket(-1); // before libssh closes the descriptor, which may be reused
        if (sftp)
            sftp_free(sftp);
        sftp = nullptr;
        if (session) {
            if (ssh_is_connected(session))
                ssh_disconnect(session);
            ssh_free(session);
        }
        session = nullptr;
        authenticated = false;
    }

    // A failed call on a dead socket: forget the session so isOpen() tells the truth and a
    // probe session knows to reconnect.
    void noteFailure()
    {
        if (session && !ssh_is_connected(session))
            closeAll();
    }

    bool ensureSftp(QString* error)
    {
        if (sftp)
            return true;
        sftp = guarded([&] { return sftp_new(session); });
        if (!sftp || guarded([&] { return sftp_init(sftp); }) != SSH_OK) {
            *error = Tr::tr("The device refused SFTP: %1").arg(sshError());
            if (sftp)
                sftp_free(sftp);
            sftp = nullptr;
            noteFailure();
            return false;
        }
        return true;
    }

    // `sentence` is a whole translated sentence with %1 the path, %2 the device and %3 the reason.
    QString sftpError(const QString& sentence, const QByteArray& path)
    {
        const int code = sftp ? sftp_get_error(sftp) : -1;
        QString text;
        switch (code) {
        case SSH_FX_NO_SUCH_FILE:
            text = Tr::tr("no such file or folder");
            break;
        case SSH_FX_PERMISSION_DENIED:
            text = Tr::tr("permission denied");
            break;
        case SSH_FX_FAILURE:
            text = Tr::tr("failure (the disk may be full)");
            break;
        default:
            text = sshError();
        }
        return sentence.arg(fromBytes(path), device.target(), text);
    }

    // Closes an SFTP file (bounded by the watchdog), then forgets a dead session: never the other
    // way round, sftp_close on a freed SFTP session would read freed memory.
    void closeFile(sftp_file file)
    {
        guarded([&] { return sftp_close(file); });
        noteFailure();
    }
};

SshTransport::SshTransport(const Device& device, const Credentials& credentials, const SshOptions& options)
    : d(new Private)
{
    initLibssh();
    d->device = device;
    d->credentials = credentials;
    d->options = options;
    if (device.deadPeerTimeoutSec > 0)
        d->options.deadPeerTimeoutSec = device.deadPeerTimeoutSec;
}

SshTransport::~SshTransport()
{
    d->closeAll();
}

const Device& SshTransport::device() const
{
    return d->device;
}
SshTransport::HostKey SshTransport::hostKeyState() const
{
    return d->hostKey;
}
QString SshTransport::hostKeyFingerprint() const
{
    return d->fingerprint;
}

bool SshTransport::isOpen() const
{
    return d->session && d->authenticated && ssh_is_connected(d->session);
}

void SshTransport::close()
{
    d->closeAll();
}

StepResult SshTransport::open()
{
    d->closeAll();
    d->hostKey = HostKey::NotChecked;
    d->fingerprint.clear();
    if (!d->watch)
        d->watch = std::make_unique<LinkWatch>(qMax(1, d->options.deadPeerTimeoutSec) * 1000, d->options.abort);
    d->watch->clearTrip();
    if (d->watch->aborted())
        return { false, Tr::tr("Not connecting to %1: the run was cancelled.").arg(d->device.target()) };
    const LinkWatch::Guard guard(*d->watch);
    const Device& dev = d->device;
    d->session = ssh_new();
    if (!d->session)
        return { false, Tr::tr("Cannot create an SSH session.") };
    ssh_session s = d->session;
    const QByteArray host = dev.host.toUtf8();
    const unsigned int port = unsigned(dev.port);
    const long timeout = d->options.connectTimeoutSec;
    const int processConfig = d->options.processUserConfig ? 1 : 0;
    const QString knownHosts
        = dev.knownHostsFile.isEmpty() ? QDir::homePath() + QStringLiteral("/.ssh/known_hosts") : dev.knownHostsFile;
    const QByteArray knownHostsBytes = QFile::encodeName(knownHosts);
    ssh_options_set(s, SSH_OPTIONS_HOST, host.constData());
    ssh_options_set(s, SSH_OPTIONS_PORT, &port);
    ssh_options_set(s, SSH_OPTIONS_TIMEOUT, &timeout);
    ssh_options_set(s, SSH_OPTIONS_PROCESS_CONFIG, &processConfig);
    ssh_options_set(s, SSH_OPTIONS_KNOWNHOSTS, knownHostsBytes.constData());
    if (!d->options.useGlobalKnownHosts)
        ssh_options_set(s, SSH_OPTIONS_GLOBAL_KNOWNHOSTS, "/dev/null");
    if (!dev.user.isEmpty()) {
        const QByteArray user = dev.user.toUtf8();
        ssh_options_set(s, SSH_OPTIONS_USER, user.constData());
    }

    if (ssh_connect(s) != SSH_OK) {
        const QString error = d->sshError();
        d->closeAll();
        return { false, Tr::tr("Cannot connect to %1: %2").arg(dev.target(), error) };
    }
    d->watch->setSocket(ssh_get_fd(s));

    ssh_key serverKey = nullptr;
    if (ssh_get_server_publickey(s, &serverKey) != SSH_OK) {
        const QString error = d->sshError();
        d->closeAll();
        d->hostKey = HostKey::Error;
        return { false, Tr::tr("%1 sent no usable host key: %2").arg(dev.target(), error) };
    }
    unsigned char* hash = nullptr;
    size_t hashLength = 0;
    if (ssh_get_publickey_hash(serverKey, SSH_PUBLICKEY_HASH_SHA256, &hash, &hashLength) == 0) {
        const QByteArray raw(reinterpret_cast<const char*>(hash), qsizetype(hashLength));
        d->fingerprint = QStringLiteral("SHA256:")
            + QString::fromLatin1(raw.toBase64(QByteArray::Base64Encoding | QByteArray::OmitTrailingEquals));
        ssh_clean_pubkey_hash(&hash);
    }
    ssh_key_free(serverKey);

    switch (ssh_session_is_known_server(s)) {
    case SSH_KNOWN_HOSTS_OK:
        d->hostKey = HostKey::Known;
        break;
    case SSH_KNOWN_HOSTS_CHANGED:
    case SSH_KNOWN_HOSTS_OTHER:
        // Could be a reinstalled board, could be someone in the middle. Only the user can tell,
        // and they do it by editing known_hosts, not by a button here.
        d->hostKey = HostKey::Changed;
        d->closeAll();
        return { false,
            Tr::tr("The host key of %1 has CHANGED (now %2). It does not match the key in %3. Someone may be "
                   "intercepting the connection, or the device was reinstalled. Headroom will not connect; if the "
                   "change is expected, remove the old key from %3 and connect again.")
                .arg(dev.target(), d->fingerprint, knownHosts) };
    case SSH_KNOWN_HOSTS_UNKNOWN:
    case SSH_KNOWN_HOSTS_NOT_FOUND:
        // Keep the session: acceptHostKey() writes exactly the key that was shown.
        d->hostKey = HostKey::Unknown;
        return { false,
            Tr::tr("The host key of %1 is not known yet. Its fingerprint is %2. Compare it with the device's "
                   "(ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub) and accept it to continue.")
                .arg(dev.target(), d->fingerprint) };
    case SSH_KNOWN_HOSTS_ERROR:
    default: {
        const QString error = d->sshError();
        d->hostKey = HostKey::Error;
        d->closeAll();
        return { false, Tr::tr("Cannot check the host key of %1 against %2: %3").arg(dev.target(), knownHosts, error) };
    }
    }

    int rc = SSH_AUTH_DENIED;
    switch (dev.auth) {
    case Device::Auth::Agent:
        rc = ssh_userauth_agent(s, nullptr);
        break;
    case Device::Auth::Key: {
        ssh_key key = nullptr;
        const QByteArray keyFile = QFile::encodeName(dev.keyFile);
        const char* passphrase = d->credentials.passphrase.isEmpty() ? nullptr : d->credentials.passphrase.constData();
        if (ssh_pki_import_privkey_file(keyFile.constData(), passphrase, nullptr, nullptr, &key) != SSH_OK) {
            d->closeAll();
            return { false,
                Tr::tr("Cannot read the private key %1 (wrong passphrase, or not a key).").arg(dev.keyFile) };
        }
        rc = ssh_userauth_publickey(s, nullptr, key);
        ssh_key_free(key);
        break;
    }
    case Device::Auth::Password:
        rc = ssh_userauth_password(s, nullptr, d->credentials.password.constData());
        break;
    }
    if (rc != SSH_AUTH_SUCCESS) {
        const QString error = d->sshError();
        d->closeAll();
        return { false,
            Tr::tr("%1 refused the login as \"%2\" (%3): %4")
                .arg(dev.target(), dev.user, Device::authName(dev.auth), error) };
    }
    d->authenticated = true;
    return { true, Tr::tr("Connected to %1.").arg(dev.target()) };
}

StepResult SshTransport::acceptHostKey(const QString& fingerprint)
{
    if (d->hostKey != HostKey::Unknown || !d->session)
        return { false, Tr::tr("There is no unknown host key to accept; connect first.") };
    if (fingerprint != d->fingerprint)
        return { false,
            Tr::tr("The fingerprint %1 is not the one the device sent (%2).").arg(fingerprint, d->fingerprint) };
    const QString knownHosts = d->device.knownHostsFile.isEmpty()
        ? QDir::homePath() + QStringLiteral("/.ssh/known_hosts")
        : d->device.knownHostsFile;
    QDir().mkpath(QFileInfo(knownHosts).absolutePath());
    if (ssh_session_update_known_hosts(d->session) != SSH_OK) {
        const QString error = d->sshError();
        d->closeAll();
        return { false, Tr::tr("Cannot write the host key to %1: %2").arg(knownHosts, error) };
    }
    d->closeAll();
    d->hostKey = HostKey::Known;
    return { true, Tr::tr("The host key %1 of %2 was added to %3.").arg(fingerprint, d->device.target(), knownHosts) };
}

ExecResult SshTransport::runShell(const QByteArray& command, int timeoutMs)
{
    ExecResult result;
    if (!isOpen()) {
        result.error = Tr::tr("Not connected to %1.").arg(d->device.target());
        return result;
    }
    ssh_channel channel = ssh_channel_new(d->session);
    if (!channel || d->guarded([&] { return ssh_channel_open_session(channel); }) != SSH_OK
        || d->guarded([&] { return ssh_channel_request_exec(channel, command.constData()); }) != SSH_OK) {
        result.error = Tr::tr("Cannot run a command on %1: %2").arg(d->device.target(), d->sshError());
        if (channel)
            ssh_channel_free(channel);
        d->noteFailure();
        return result;
    }
    QDeadlineTimer deadline(timeoutMs);
    char buffer[kChunk];
    bool failed = false;
    // Bounded by the deadline: each read waits at most 50 ms.
    while (!deadline.hasExpired()) {
        const int n = d->guarded([&] { return ssh_channel_read_timeout(channel, buffer, sizeof buffer, 0, 50); });
        if (n > 0)
            result.out.append(buffer, n);
        const int e = ssh_channel_read_nonblocking(channel, buffer, sizeof buffer, 1);
        if (e > 0)
            result.err.append(buffer, e);
        if (n == SSH_ERROR || e == SSH_ERROR) {
            failed = true;
            break;
        }
        if (ssh_channel_is_eof(channel) && n <= 0 && e <= 0)
            break;
    }
    if (failed || deadline.hasExpired()) {
        result.error = failed ? Tr::tr("The connection to %1 broke: %2").arg(d->device.target(), d->sshError())
                              : Tr::tr("The command did not finish within %1 ms.").arg(timeoutMs);
        d->guarded([&] { return ssh_channel_close(channel); });
        ssh_channel_free(channel);
        d->noteFailure();
        return result;
    }
    d->guarded([&] { return ssh_channel_send_eof(channel); });
    result.exitCode = d->guarded([&] { return ssh_channel_get_exit_status(channel); });
    result.started = true;
    d->guarded([&] { return ssh_channel_close(channel); });
    ssh_channel_free(channel);
    if (result.exitCode < 0 && !isOpen()) {
        // The link went down before the exit status arrived: the command's outcome is unknown.
        result.started = false;
        result.error = Tr::tr("The connection to %1 broke: %2").arg(d->device.target(), d->sshError());
        d->noteFailure();
    }
    return result;
}

StepResult SshTransport::upload(const QString& localPath, const QByteArray& remotePath, int mode)
{
    QString error;
    if (!isOpen())
        return { false, Tr::tr("Not connected to %1.").arg(d->device.target()) };
    if (!d->ensureSftp(&error))
        return { false, error };
    QFile in(localPath);
    if (!in.open(QIODevice::ReadOnly))
        return { false, Tr::tr("Cannot read \"%1\": %2").arg(localPath, in.errorString()) };
    sftp_file file = d->guarded(
        [&] { return sftp_open(d->sftp, remotePath.constData(), O_WRONLY | O_CREAT | O_TRUNC, mode_t(mode)); });
    if (!file) {
        const QString message = d->sftpError(Tr::tr("Cannot create \"%1\" on %2: %3"), remotePath);
        d->noteFailure();
        return { false, message };
    }
    QByteArray chunk;
    while (!(chunk = in.read(kChunk)).isEmpty()) {
        if (d->guarded([&] { return sftp_write(file, chunk.constData(), size_t(chunk.size())); }) != chunk.size()) {
            const QString message = d->sftpError(Tr::tr("Cannot write \"%1\" on %2: %3"), remotePath);
            d->closeFile(file);
            return { false, message };
        }
        m_bytesUploaded += chunk.size();
    }
    if (d->guarded([&] { return sftp_close(file); }) != SSH_NO_ERROR) {
        const QString message = d->sftpError(Tr::tr("Cannot finish writing \"%1\" on %2: %3"), remotePath);
        d->noteFailure();
        return { false, message };
    }
    // The server applies its umask to the mode given at creation; set it exactly.
    d->guarded([&] { return sftp_chmod(d->sftp, remotePath.constData(), mode_t(mode)); });
    return { true, {} };
}

StepResult SshTransport::download(const QByteArray& remotePath, const QString& localPath)
{
    QString error;
    if (!isOpen())
        return { false, Tr::tr("Not connected to %1.").arg(d->device.target()) };
    if (!d->ensureSftp(&error))
        return { false, error };
    sftp_file file = d->guarded([&] { return sftp_open(d->sftp, remotePath.constData(), O_RDONLY, 0); });
    if (!file) {
        const QString message = d->sftpError(Tr::tr("Cannot open \"%1\" on %2: %3"), remotePath);
        d->noteFailure();
        return { false, message };
    }
    QFile out(localPath);
    if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        d->closeFile(file);
        return { false, Tr::tr("Cannot write \"%1\": %2").arg(localPath, out.errorString()) };
    }
    char buffer[kChunk];
    for (;;) {
        const ssize_t n = d->guarded([&] { return sftp_read(file, buffer, sizeof buffer); });
        if (n == 0)
            break;
        if (n < 0) {
            const QString message = d->sftpError(Tr::tr("Cannot read \"%1\" on %2: %3"), remotePath);
            d->closeFile(file);
            return { false, message };
        }
        if (out.write(buffer, n) != n) {
            d->closeFile(file);
            return { false, Tr::tr("Cannot write \"%1\": %2").arg(localPath, out.errorString()) };
        }
    }
    d->closeFile(file);
    // QFile buffers: a full disk may show only when the last bytes go out.
    if (!out.flush())
        return { false, Tr::tr("Cannot write \"%1\": %2").arg(localPath, out.errorString()) };
    return { true, {} };
}

ReadResult SshTransport::readFrom(const QByteArray& remotePath, qint64 offset, qint64 maxBytes)
{
    ReadResult result;
    if (!isOpen()) {
        result.error = Tr::tr("Not connected to %1.").arg(d->device.target());
        return result;
    }
    if (!d->ensureSftp(&result.error))
        return result;
    sftp_file file = d->guarded([&] { return sftp_open(d->sftp, remotePath.constData(), O_RDONLY, 0); });
    if (!file) {
        const bool missing = sftp_get_error(d->sftp) == SSH_FX_NO_SUCH_FILE;
        result.error = d->sftpError(Tr::tr("Cannot open \"%1\" on %2: %3"), remotePath);
        d->noteFailure();
        result.ok = missing && isOpen();
        return result;
    }
    if (sftp_seek64(file, quint64(offset)) != 0) {
        result.error = d->sftpError(Tr::tr("Cannot seek in \"%1\" on %2: %3"), remotePath);
        d->closeFile(file);
        return result;
    }
    result.ok = result.exists = true;
    char buffer[kChunk];
    while (result.data.size() < maxBytes) {
        const ssize_t n = d->guarded(
            [&] { return sftp_read(file, buffer, size_t(qMin<qint64>(kChunk, maxBytes - result.data.size()))); });
        if (n == 0)
            break;
        if (n < 0) {
            result.ok = false;
            result.error = d->sftpError(Tr::tr("Cannot read \"%1\" on %2: %3"), remotePath);
            break;
        }
        result.data.append(buffer, n);
    }
    d->closeFile(file);
    return result;
}

bool SshTransport::keepAlive()
{
    if (!isOpen())
        return false;
    // libssh has no keepalive timer of its own, and its keepalive request does not report a
    // missing answer: an SFTP stat of the home folder is a round trip that must be answered, and
    // the watchdog ends it when the peer has stopped. Without SFTP, an ignore message at least
    // finds a closed socket.
    QString error;
    if (d->ensureSftp(&error)) {
        sftp_attributes attributes = d->guarded([&] { return sftp_stat(d->sftp, "."); });
        if (attributes)
            sftp_attributes_free(attributes);
        d->noteFailure();
        return isOpen();
    }
    if (ssh_send_ignore(d->session, "headroom") != SSH_OK)
        d->noteFailure();
    return isOpen();
}

} // namespace Remote
