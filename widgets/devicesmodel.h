#pragma once

#include "analysis/store/store.h"
#include "remote/device.h"

#include <QAbstractTableModel>

namespace Ui {

// The user's devices as a table (the one list, remote/deviceregistry.h, that the command line
// reads and writes too): the local machine always first, then the saved ones.
class DevicesModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Name, Target, Auth, Status, ColumnCount };

    explicit DevicesModel(QObject* parent = nullptr);

    // Replaces the stored devices; the local one stays first.
    void setDevices(const QList<Remote::Device>& devices);
    const Remote::Device& device(int row) const { return m_devices.at(row); }
    QList<Remote::Device> devices() const { return m_devices; }
    int rowOf(const QString& name) const; // -1 when absent
    void setStatus(const QString& name, const QString& status);
    // The saved device groups (name -> devices), for the Live run page's fleet; set before
    // setDevices(), whose reset tells the views.
    void setGroups(const QMap<QString, QStringList>& groups) { m_groups = groups; }
    QMap<QString, QStringList> groups() const { return m_groups; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    static Remote::Device localDevice();

private:
    QList<Remote::Device> m_devices;
    QMap<QString, QString> m_status;
    QMap<QString, QStringList> m_groups;
};

} // namespace Ui
