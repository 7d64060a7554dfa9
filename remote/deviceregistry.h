#pragma once

#include "analysis/store/store.h"
#include "remote/device.h"

#include <QList>
#include <QMap>
#include <QStringList>
#include <optional>

namespace Remote {

// The user's devices, as one JSON file ({"format": 1, "devices": [...]}) without any secret:
// what `headroom device add|list|test|remove` and the device page share. "local" is always
// there and cannot be added or removed.
class DeviceRegistry {
public:
    static constexpr int kFormat = 1;

    // The default file: devices.json in the user's application config folder.
    static QString defaultPath();

    // A missing file is an empty registry. A file that cannot be read, is not JSON, is of a newer
    // format or holds a bad device fails with a message naming the file (and the device).
    // A device saved with the old shared default /tmp/headroom moves to the default folder and
    // notes() says so; the caller prints the notes and saves, so they are said once.
    bool load(const QString& path, QString* error);
    QStringList notes() const { return m_notes; }
    // Written to a temporary file and renamed, so a crash never leaves half a registry.
    bool save(const QString& path, QString* error) const;

    QList<Device> devices() const { return m_devices; } // without "local"
    std::optional<Device> find(const QString& name) const; // "local" included
    // False with *error for an empty or taken name, or "local".
    bool add(const Device& device, QString* error);
    bool remove(const QString& name);

    static Device localDevice();

    // Device groups ("groups": {"NAME": ["a", "b"]} in the same file): a fleet saved by name,
    // for `headroom run --group NAME` (or --device @NAME). Members are saved devices or "local".
    QMap<QString, QStringList> groups() const { return m_groups; }
    // False with *error for an empty name, no members, a member given twice or not saved.
    // Replaces a group of the same name.
    bool setGroup(const QString& name, const QStringList& members, QString* error);
    bool removeGroup(const QString& name);

    // Projects written before the one list kept their devices (Analysis::DeviceRecord); the fields
    // a record has no column for are in its details. A round trip keeps every field.
    static Analysis::DeviceRecord toRecord(const Device& device);
    static Device fromRecord(const Analysis::DeviceRecord& record);
    // Adds the SSH devices of those records whose name is not in the list yet (a project's own
    // devices, moving into the one list); returns their names. The caller saves.
    QStringList adopt(const QList<Analysis::DeviceRecord>& records);

private:
    QList<Device> m_devices;
    QMap<QString, QStringList> m_groups;
    QStringList m_notes;
};

} // namespace Remote
