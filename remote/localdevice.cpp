#include "remote/localdevice.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace Remote {

QString LocalDevice::probePath()
{
    // Installed layout first (next to headroom), then the build tree this binary came from.
    const QString beside = QCoreApplication::applicationDirPath() + QStringLiteral("/headroom-probe");
    if (QFileInfo(beside).isExecutable())
        return beside;
    const QString built = QString::fromUtf8(HEADROOM_PROBE_BUILD_PATH);
    if (QFileInfo(built).isExecutable())
        return built;
    return {};
}

} // namespace Remote
