#include "sshdfixture.h"

#include <QHash>

#include <QDir>
#include <QFile>

#include <arpa/inet.h>
#include <csignal>
#include <netinet/in.h>
#include <pwd.h>
#include <sys/socket.h>
#include <unistd.h>

namespace {
int freePort()
{
    // Bind to port 0 and ask which one the kernel gave; sshd takes it a moment later.
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in addr {};
    addr.sin_family = AF_INET;
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t length = sizeof addr;
    int port = 0;
    if (::bind(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) == 0
        && ::getsockname(fd, reinterpret_cast<sockaddr*>(&addr), &length) == 0)
        port = ntohs(addr.sin_port);
    ::close(fd);
    return port;
}
} // namespace

SshdFixture::SshdFixture() = default;

SshdFixture::~SshdFixture()
{
    stop();
}

QString SshdFixture::userName()
{
    const passwd* pw = ::getpwuid(::getuid());
    return pw ? QString::fromLocal8Bit(pw->pw_name) : QString();
}

QString SshdFixture::run(const QString& program, const QStringList& args, QByteArray* out)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(20000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return QStringLiteral("%1 failed: %2 %3")
            .arg(program, p.errorString(), QString::fromLocal8Bit(p.readAllStandardError()));
    if (out)
        *out = p.readAllStandardOutput();
    return {};
}

QString SshdFixture::makeHostKey()
{
    QFile::remove(m_dir.filePath(QStringLiteral("host_ed25519")));
    QFile::remove(hostPublicKey());
    return run(QStringLiteral("ssh-keygen"),
        { QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"), QStringLiteral("-N"), QString(),
            QStringLiteral("-f"), m_dir.filePath(QStringLiteral("host_ed25519")) });
}

QString SshdFixture::start(bool passwordAuthentication, bool sftp)
{
    if (!QFile::exists(QStringLiteral("/usr/sbin/sshd")))
        return QStringLiteral("/usr/sbin/sshd is not installed (package openssh-server)");
    if (!m_dir.isValid())
        return QStringLiteral("no temporary folder");
    m_passwordAuthentication = passwordAuthentication;
    if (m_port == 0) {
        for (const QString& key : { QStringLiteral("id_ed25519"), QStringLiteral("id_other") }) {
            if (QString e = run(QStringLiteral("ssh-keygen"),
                    { QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"), QStringLiteral("-N"),
                        QString(), QStringLiteral("-f"), m_dir.filePath(key) });
                !e.isEmpty())
                return e;
        }
        if (QString e = makeHostKey(); !e.isEmpty())
            return e;
        QFile::remove(m_dir.filePath(QStringLiteral("authorized_keys")));
        if (!QFile::copy(clientKey() + QStringLiteral(".pub"), m_dir.filePath(QStringLiteral("authorized_keys"))))
            return QStringLiteral("cannot write authorized_keys");
        m_port = freePort();
        if (m_port == 0)
            return QStringLiteral("no free port on 127.0.0.1");
    }
    // As root, sshd insists on its privilege separation folder.
    if (::geteuid() == 0)
        QDir().mkpath(QStringLiteral("/run/sshd"));
    // With a key, the tests log in as the user running them, whose ~/.bashrc belongs to the machine,
    // not to the test: bash sources it for every command sshd runs, and one CI machine's took 3 s
    // (a pyenv init), about 2 s of every exec. SHLVL=1 makes bash count itself as a nested shell,
    // which does not read it. The password fixture logs in as a user the test makes, whose noisy
    // ~/.bashrc is part of what it tests (tst_passwordlogin), so it keeps reading it.
    QFile config(m_dir.filePath(QStringLiteral("sshd_config")));
    if (!config.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return QStringLiteral("cannot write sshd_config");
    const QString text = QStringLiteral(
        "ListenAddress 127.0.0.1\nPort %1\nHostKey %2/host_ed25519\nPidFile %2/sshd.pid\n"
        "AuthorizedKeysFile %2/authorized_keys\nPasswordAuthentication %3\nKbdInteractiveAuthentication no\n"
        "UsePAM no\nStrictModes no\nPermitRootLogin yes\n%4%5LogLevel INFO\n")
                             .arg(m_port)
                             .arg(m_dir.path(), passwordAuthentication ? QStringLiteral("yes") : QStringLiteral("no"),
                                 sftp ? QStringLiteral("Subsystem sftp internal-sftp\n") : QString(),
                                 passwordAuthentication ? QString() : QStringLiteral("SetEnv SHLVL=1\n"));
    config.write(text.toUtf8());
    config.close();

    QObject::disconnect(&m_sshd, &QProcess::readyRead, nullptr, nullptr);
    m_sshd.setProcessChannelMode(QProcess::MergedChannels);
    m_sshd.start(QStringLiteral("/usr/sbin/sshd"),
        { QStringLiteral("-f"), config.fileName(), QStringLiteral("-D"), QStringLiteral("-e") });
    if (!m_sshd.waitForStarted(5000))
        return QStringLiteral("sshd did not start: %1").arg(m_sshd.errorString());
    // sshd -e says "Server listening on 127.0.0.1 port N." once the socket accepts connections.
    QByteArray log;
    for (int i = 0; i < 100 && !log.contains("Server listening"); ++i) {
        if (!m_sshd.waitForReadyRead(100) && m_sshd.state() != QProcess::Running)
            break;
        log += m_sshd.readAll();
    }
    if (!log.contains("Server listening")) {
        m_sshd.kill();
        m_sshd.waitForFinished(2000);
        return QStringLiteral("sshd is not listening: %1").arg(QString::fromLocal8Bit(log + m_sshd.readAll()));
    }
    // Keep draining the log so a chatty sshd never blocks on a full pipe.
    QObject::connect(&m_sshd, &QProcess::readyRead, &m_sshd, [this] { m_sshd.readAll(); });
    return {};
}

void SshdFixture::stop()
{
    if (m_sshd.state() == QProcess::NotRunning)
        return;
    killSessions();
    m_sshd.terminate();
    if (!m_sshd.waitForFinished(5000)) {
        m_sshd.kill();
        m_sshd.waitForFinished(2000);
    }
}

QString SshdFixture::restartWithNewHostKey()
{
    stop();
    if (QString e = makeHostKey(); !e.isEmpty())
        return e;
    return start(m_passwordAuthentication);
}

int SshdFixture::killSessions()
{
    return signalSessions(SIGKILL, false);
}

int SshdFixture::signalSessions(int signal, bool wholeTree)
{
    const qint64 listener = m_sshd.processId();
    if (listener <= 0)
        return 0;
    // pid -> (parent, comm) for every process, then the listener's children (or all of its
    // descendants that are sshd processes: the monitor and the unprivileged session process that
    // holds the socket).
    QHash<qint64, QPair<qint64, QByteArray>> processes;
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString& entry : entries) {
        bool isPid = false;
        const qint64 pid = entry.toLongLong(&isPid);
        if (!isPid)
            continue;
        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
        if (!stat.open(QIODevice::ReadOnly))
            continue;
        // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so split after the last ')'.
        const QByteArray line = stat.readAll();
        const qsizetype open = line.indexOf('(');
        const qsizetype close = line.lastIndexOf(')');
        const QList<QByteArray> fields = line.mid(close + 2).split(' ');
        if (open > 0 && close > open && fields.size() > 1)
            processes.insert(pid, { fields.at(1).toLongLong(), line.mid(open + 1, close - open - 1) });
    }
    const auto below = [&](qint64 pid) {
        for (qint64 p = processes.value(pid).first; p > 1; p = processes.value(p).first)
            if (p == listener)
                return true;
        return false;
    };
    int signalled = 0;
    for (auto it = processes.cbegin(); it != processes.cend(); ++it) {
        const bool pick = wholeTree ? below(it.key()) && it.value().second == "sshd" : it.value().first == listener;
        if (pick && ::kill(pid_t(it.key()), signal) == 0)
            ++signalled;
    }
    return signalled;
}

bool SshdFixture::trustHostKey()
{
    QFile pub(hostPublicKey());
    QFile known(knownHostsFile());
    if (!pub.open(QIODevice::ReadOnly) || !known.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    const QList<QByteArray> parts = pub.readAll().trimmed().split(' ');
    if (parts.size() < 2)
        return false;
    known.write("[127.0.0.1]:" + QByteArray::number(m_port) + ' ' + parts.at(0) + ' ' + parts.at(1) + '\n');
    return true;
}

QString SshdFixture::hostFingerprint() const
{
    QByteArray out;
    if (!run(QStringLiteral("ssh-keygen"), { QStringLiteral("-lf"), hostPublicKey() }, &out).isEmpty())
        return {};
    // "256 SHA256:xxxx comment (ED25519)"
    const QList<QByteArray> parts = out.split(' ');
    return parts.size() > 1 ? QString::fromLatin1(parts.at(1)) : QString();
}

Remote::Device SshdFixture::device() const
{
    Remote::Device d;
    d.name = QStringLiteral("test-sshd");
    d.host = QStringLiteral("127.0.0.1");
    d.port = m_port;
    d.user = userName();
    d.auth = Remote::Device::Auth::Key;
    d.keyFile = clientKey();
    d.knownHostsFile = knownHostsFile();
    d.runFolder = m_dir.filePath(QStringLiteral("device-run"));
    return d;
}
