#include "remote/device.h"

#include "remote/tr.h"

#include <QFile>

namespace Remote {

QString Device::target() const
{
    QString t = user.isEmpty() ? host : user + u'@' + host;
    if (port != 22)
        t += u':' + QString::number(port);
    return t;
}

void Device::takeLegacyRunFolder()
{
    if (runFolder == QLatin1String("/tmp/headroom") || runFolder == QLatin1String("/tmp/headroom/")) {
        runFolder.clear();
        movedFromSharedTmp = true;
    }
}

QString Device::runFolderText() const
{
    return runFolder.isEmpty() ? Tr::tr("the device user's cache ($XDG_CACHE_HOME/headroom, else ~/.cache/headroom)")
                               : runFolder;
}

QString Device::movedFromSharedTmpText() const
{
    return Tr::tr("Device \"%1\" kept its probe and runs in /tmp/headroom, a folder any user of the board can create "
                  "first and fill with a program of their own. It now uses the device user's cache "
                  "($XDG_CACHE_HOME/headroom, else ~/.cache/headroom, created 0700); the probe is deployed there on "
                  "the next run. Runs already in /tmp/headroom stay where they are.")
        .arg(name);
}

QString Device::authName(Auth auth)
{
    switch (auth) {
    case Auth::Agent:
        return QStringLiteral("agent");
    case Auth::Key:
        return QStringLiteral("key");
    case Auth::Password:
        return QStringLiteral("password");
    }
    return QStringLiteral("agent");
}

QJsonObject Device::toJson() const
{
    QJsonObject json {
        { QStringLiteral("name"), name },
        { QStringLiteral("host"), host },
        { QStringLiteral("port"), port },
        { QStringLiteral("user"), user },
        { QStringLiteral("auth"), authName(auth) },
        { QStringLiteral("keyFile"), keyFile },
        { QStringLiteral("knownHostsFile"), knownHostsFile },
        { QStringLiteral("runFolder"), runFolder }, // empty: the default
        { QStringLiteral("notes"), notes },
    };
    if (deadPeerTimeoutSec > 0)
        json.insert(QStringLiteral("deadPeerTimeoutSec"), deadPeerTimeoutSec);
    return json;
}

bool Device::fromJson(const QJsonObject& json, Device* device, QString* error)
{
    Device d;
    d.name = json.value(QStringLiteral("name")).toString();
    if (d.name.isEmpty()) {
        *error = Tr::tr("The device has no name.");
        return false;
    }
    d.host = json.value(QStringLiteral("host")).toString();
    d.port = json.value(QStringLiteral("port")).toInt(22);
    if (d.port < 1 || d.port > 65535) {
        *error = Tr::tr("Device \"%1\": port %2 is not between 1 and 65535.").arg(d.name).arg(d.port);
        return false;
    }
    d.user = json.value(QStringLiteral("user")).toString();
    const QString auth = json.value(QStringLiteral("auth")).toString();
    d.auth = auth == QLatin1String("key")   ? Auth::Key
        : auth == QLatin1String("password") ? Auth::Password
                                            : Auth::Agent;
    d.keyFile = json.value(QStringLiteral("keyFile")).toString();
    d.knownHostsFile = json.value(QStringLiteral("knownHostsFile")).toString();
    d.runFolder = json.value(QStringLiteral("runFolder")).toString();
    d.takeLegacyRunFolder();
    if (!d.runFolder.isEmpty() && !d.runFolder.startsWith(u'/')) {
        *error = Tr::tr("Device \"%1\": the run folder \"%2\" is not an absolute path.").arg(d.name, d.runFolder);
        return false;
    }
    d.notes = json.value(QStringLiteral("notes")).toString();
    d.deadPeerTimeoutSec = json.value(QStringLiteral("deadPeerTimeoutSec")).toInt(0);
    if (d.deadPeerTimeoutSec < 0 || d.deadPeerTimeoutSec > 3600) {
        *error = Tr::tr("Device \"%1\": the dead-peer timeout %2 s is not between 1 and 3600.")
                     .arg(d.name)
                     .arg(d.deadPeerTimeoutSec);
        return false;
    }
    *device = d;
    return true;
}

bool Device::fromTarget(const QString& target, Device* device, QString* error)
{
    Device d;
    QString rest = target.trimmed();
    const int at = rest.lastIndexOf(u'@');
    if (at >= 0) {
        d.user = rest.left(at);
        rest = rest.mid(at + 1);
    }
    const int colon = rest.lastIndexOf(u':');
    if (colon >= 0) {
        bool ok = false;
        d.port = rest.mid(colon + 1).toInt(&ok);
        if (!ok || d.port < 1 || d.port > 65535) {
            *error = Tr::tr("\"%1\": the port is not a number between 1 and 65535.").arg(target);
            return false;
        }
        rest = rest.left(colon);
    }
    if (rest.isEmpty() || (at >= 0 && d.user.isEmpty())) {
        *error = Tr::tr("\"%1\" is not of the form user@host[:port].").arg(target);
        return false;
    }
    d.host = rest;
    d.name = target.trimmed();
    *device = d;
    return true;
}

bool operator==(const Device& a, const Device& b)
{
    return a.name == b.name && a.host == b.host && a.port == b.port && a.user == b.user && a.auth == b.auth
        && a.keyFile == b.keyFile && a.knownHostsFile == b.knownHostsFile && a.runFolder == b.runFolder
        && a.notes == b.notes && a.deadPeerTimeoutSec == b.deadPeerTimeoutSec;
}

bool keyNeedsPassphrase(const QString& keyFile)
{
    QFile f(keyFile);
    if (!f.open(QIODevice::ReadOnly))
        return false; // SshTransport reports the unreadable key
    const QByteArray text = f.read(64 * 1024);
    if (text.contains("ENCRYPTED"))
        return true;
    const QByteArray begin = "-----BEGIN OPENSSH PRIVATE KEY-----";
    const qsizetype from = text.indexOf(begin);
    const qsizetype to = text.indexOf("-----END", from + 1);
    if (from < 0 || to < 0)
        return false;
    const QByteArray blob = QByteArray::fromBase64(text.mid(from + begin.size(), to - from - begin.size()));
    const QByteArray magic("openssh-key-v1\0", 15);
    if (!blob.startsWith(magic) || blob.size() < magic.size() + 4)
        return false;
    const auto* p = reinterpret_cast<const unsigned char*>(blob.constData()) + magic.size();
    const quint32 length = (quint32(p[0]) << 24) | (quint32(p[1]) << 16) | (quint32(p[2]) << 8) | p[3];
    return blob.mid(magic.size() + 4, qsizetype(qMin<quint32>(length, 64))) != "none";
}

} // namespace Remote
