#pragma once

#include <QString>

namespace Remote {

// The embedded default device: this machine. It runs the probe from the build tree or next
// to the headroom executable.
class LocalDevice {
public:
    static QString name() { return QStringLiteral("local"); }
    // The probe binary to use on this machine, or an empty string if none was found.
    static QString probePath();
};

} // namespace Remote
