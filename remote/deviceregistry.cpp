#include "remote/deviceregistry.h"

#include "analysis/core/savefile.h"
#include "remote/localdevice.h"
#include "remote/tr.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

namespace Remote {
namespace {
// DeviceRecord's details keys for the fields it has no column for.
const QString kAuth = QStringLiteral("auth");
const QString kKeyFile = QStringLiteral("keyFile");
const QString kKnownHosts = QStringLiteral("knownHostsFile");
const QString kRunFolder = QStringLiteral("runFolder");
const QString kNotes = QStringLiteral("notes");
const QString kDeadPeer = QStringLiteral("deadPeerTimeoutSec");
} // namespace

Analysis::DeviceRecord DeviceRegistry::toRecord(const Device& d)
{
    Analysis::DeviceRecord r;
    r.name = d.name;
    r.kind = d.isLocal() ? QStringLiteral("local") : QStringLiteral("ssh");
    r.host = d.host;
    r.port = d.port;
    r.user = d.user;
    r.details[kAuth] = Device::authName(d.auth);
    if (!d.keyFile.isEmpty())
        r.details[kKeyFile] = d.keyFile;
    if (!d.knownHostsFile.isEmpty())
        r.details[kKnownHosts] = d.knownHostsFile;
    r.details[kRunFolder] = d.runFolder;
    if (!d.notes.isEmpty())
        r.details[kNotes] = d.notes;
    if (d.deadPeerTimeoutSec > 0)
        r.details[kDeadPeer] = QString::number(d.deadPeerTimeoutSec);
    return r;
}

Device DeviceRegistry::fromRecord(const Analysis::DeviceRecord& r)
{
    Device d;
    d.name = r.name;
    d.host = r.host;
    d.port = r.port > 0 ? r.port : 22;
    d.user = r.user;
    const QString auth = r.details.value(kAuth);
    d.auth = auth == QLatin1String("key")   ? Device::Auth::Key
        : auth == QLatin1String("password") ? Device::Auth::Password
                                            : Device::Auth::Agent;
    d.keyFile = r.details.value(kKeyFile);
    d.knownHostsFile = r.details.value(kKnownHosts);
    d.runFolder = r.details.value(kRunFolder);
    d.takeLegacyRunFolder();
    d.notes = r.details.value(kNotes);
    d.deadPeerTimeoutSec = qBound(0, r.details.value(kDeadPeer).toInt(), 3600);
    return d;
}

QStringList DeviceRegistry::adopt(const QList<Analysis::DeviceRecord>& records)
{
    QStringList added;
    for (const Analysis::DeviceRecord& record : records) {
        if (record.kind != QLatin1String("ssh") || find(record.name))
            continue;
        QString error;
        if (add(fromRecord(record), &error))
            added << record.name;
    }
    return added;
}

QString DeviceRegistry::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation) + QStringLiteral("/devices.json");
}

Device DeviceRegistry::localDevice()
{
    Device d;
    d.name = LocalDevice::name();
    // The default: the user's own cache folder, never a shared /tmp (deploy.h).
    return d;
}

bool DeviceRegistry::load(const QString& path, QString* error)
{
    m_devices.clear();
    m_groups.clear();
    m_notes.clear();
    QFile file(path);
    if (!file.exists())
        return true;
    if (!file.open(QIODevice::ReadOnly)) {
        *error = Tr::tr("%1: cannot read: %2").arg(path, file.errorString());
        return false;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (!doc.isObject()) {
        *error = Tr::tr("%1: not a device list (%2 at byte %3).")
                     .arg(path, parseError.errorString())
                     .arg(parseError.offset);
        return false;
    }
    const int format = doc.object().value(QStringLiteral("format")).toInt(0);
    if (format < 1 || format > kFormat) {
        *error = Tr::tr("%1: device list format %2; this Headroom reads format %3. Update Headroom.")
                     .arg(path)
                     .arg(format)
                     .arg(kFormat);
        return false;
    }
    QList<Device> devices;
    const QJsonArray array = doc.object().value(QStringLiteral("devices")).toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        Device d;
        QString why;
        if (!Device::fromJson(array.at(i).toObject(), &d, &why)) {
            *error = Tr::tr("%1: device %2: %3").arg(path).arg(i + 1).arg(why);
            return false;
        }
        devices.append(d);
    }
    // Validate everything first: a bad entry loads nothing (nothing half-imported).
    for (const Device& d : std::as_const(devices)) {
        if (!add(d, error)) {
            m_devices.clear();
            *error = Tr::tr("%1: %2").arg(path, *error);
            return false;
        }
        if (d.movedFromSharedTmp)
            m_notes << d.movedFromSharedTmpText();
    }
    const QJsonObject groups = doc.object().value(QStringLiteral("groups")).toObject();
    for (auto it = groups.constBegin(); it != groups.constEnd(); ++it) {
        QStringList members;
        const QJsonArray array = it.value().toArray();
        for (const QJsonValue& member : array)
            members << member.toString();
        // A group naming a device removed since stays; running it names the missing device.
        if (it.key().trimmed().isEmpty() || members.isEmpty() || members.contains(QString())) {
            m_devices.clear();
            m_groups.clear();
            *error = Tr::tr("%1: device group \"%2\" is empty or names no device.").arg(path, it.key());
            return false;
        }
        m_groups.insert(it.key(), members);
    }
    return true;
}

bool DeviceRegistry::setGroup(const QString& name, const QStringList& members, QString* error)
{
    if (name.trimmed().isEmpty() || name.startsWith(u'@')) {
        *error = Tr::tr("A device group needs a name (not starting with @).");
        return false;
    }
    if (members.isEmpty()) {
        *error = Tr::tr("Device group \"%1\" needs at least one device.").arg(name);
        return false;
    }
    for (qsizetype i = 0; i < members.size(); ++i) {
        if (members.indexOf(members.at(i)) != i) {
            *error = Tr::tr("Device \"%1\" is given twice.").arg(members.at(i));
            return false;
        }
        if (!find(members.at(i))) {
            *error = Tr::tr("There is no saved device named \"%1\".").arg(members.at(i));
            return false;
        }
    }
    m_groups.insert(name, members);
    return true;
}

bool DeviceRegistry::removeGroup(const QString& name)
{
    return m_groups.remove(name) > 0;
}

bool DeviceRegistry::save(const QString& path, QString* error) const
{
    QJsonArray array;
    for (const Device& d : m_devices)
        array.append(d.toJson());
    QJsonObject root { { QStringLiteral("format"), kFormat }, { QStringLiteral("devices"), array } };
    if (!m_groups.isEmpty()) {
        QJsonObject groups;
        for (auto it = m_groups.cbegin(); it != m_groups.cend(); ++it)
            groups.insert(it.key(), QJsonArray::fromStringList(it.value()));
        root.insert(QStringLiteral("groups"), groups);
    }
    QDir().mkpath(QFileInfo(path).absolutePath());
    return Analysis::saveFile(path, QJsonDocument(root).toJson(), error);
}

std::optional<Device> DeviceRegistry::find(const QString& name) const
{
    if (name == LocalDevice::name())
        return localDevice();
    for (const Device& d : m_devices)
        if (d.name == name)
            return d;
    return std::nullopt;
}

bool DeviceRegistry::add(const Device& device, QString* error)
{
    if (device.name.trimmed().isEmpty()) {
        *error = Tr::tr("A device needs a name.");
        return false;
    }
    if (device.name == LocalDevice::name() || find(device.name)) {
        *error = Tr::tr("There is already a device named \"%1\".").arg(device.name);
        return false;
    }
    if (device.host.isEmpty()) {
        *error = Tr::tr("Device \"%1\" has no host.").arg(device.name);
        return false;
    }
    m_devices.append(device);
    return true;
}

bool DeviceRegistry::remove(const QString& name)
{
    for (qsizetype i = 0; i < m_devices.size(); ++i) {
        if (m_devices.at(i).name == name) {
            m_devices.removeAt(i);
            return true;
        }
    }
    return false;
}

} // namespace Remote
