#include "widgets/devicesmodel.h"

#include "remote/deviceregistry.h"
#include "remote/localdevice.h"

namespace Ui {

DevicesModel::DevicesModel(QObject* parent)
    : QAbstractTableModel(parent)
{
    m_devices << localDevice();
}

Remote::Device DevicesModel::localDevice()
{
    return Remote::DeviceRegistry::localDevice();
}

void DevicesModel::setDevices(const QList<Remote::Device>& devices)
{
    beginResetModel();
    m_devices = { localDevice() };
    for (const auto& d : devices)
        if (!d.isLocal() && d.name != Remote::LocalDevice::name())
            m_devices << d;
    endResetModel();
}

int DevicesModel::rowOf(const QString& name) const
{
    for (int i = 0; i < m_devices.size(); ++i)
        if (m_devices.at(i).name == name)
            return i;
    return -1;
}

void DevicesModel::setStatus(const QString& name, const QString& status)
{
    m_status[name] = status;
    const int r = rowOf(name);
    if (r >= 0)
        emit dataChanged(index(r, Status), index(r, Status));
}

int DevicesModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_devices.size());
}

int DevicesModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DevicesModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Remote::Device& d = m_devices.at(index.row());
    if (role == Qt::ToolTipRole && index.column() == Status)
        return m_status.value(d.name);
    if (role != Qt::DisplayRole)
        return {};
    switch (Column(index.column())) {
    case Name:
        return d.isLocal() ? tr("This machine") : d.name;
    case Target:
        return d.isLocal() ? tr("local") : d.target();
    case Auth:
        if (d.isLocal())
            return QString();
        switch (d.auth) {
        case Remote::Device::Auth::Agent:
            return tr("SSH agent");
        case Remote::Device::Auth::Key:
            return tr("Key file");
        case Remote::Device::Auth::Password:
            return tr("Password");
        }
        return {};
    case Status:
        return m_status.value(d.name, tr("not tested"));
    case ColumnCount:
        break;
    }
    return {};
}

QVariant DevicesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case Name:
        return tr("Device");
    case Target:
        return tr("Address");
    case Auth:
        return tr("Sign-in");
    case Status:
        return tr("Status");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace Ui
