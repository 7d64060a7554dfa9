#pragma once

#include <QJsonObject>
#include <QString>

namespace Remote {

// How a device is reached. A plain value: it is stored in the project file, so it never holds a
// secret (passwords and passphrases live in the system keychain, see secretstore.h).
struct Device {
    enum class Auth { Agent, Key, Password };

    QString name;
    QString host; // empty for the local machine
    int port = 22;
    QString user;
    Auth auth = Auth::Agent;
    QString keyFile; // private key for Auth::Key
    QString knownHostsFile; // empty: the user's ~/.ssh/known_hosts
    // Where probe and run folders live on the device. Empty (the default): the device user's own
    // cache, $XDG_CACHE_HOME/headroom, else ~/.cache/headroom, resolved on the device.
    QString runFolder;
    QString notes;
    // Seconds without an answer after which the link counts as dead (SshOptions); 0: the default.
    int deadPeerTimeoutSec = 0;
    // Set by fromJson when the saved folder was the old shared default /tmp/headroom, which any
    // user of the board could create first; the device now uses the default instead.
    bool movedFromSharedTmp = false;

    bool isLocal() const { return host.isEmpty(); }
    // "user@host:port" as a user would type it; the port only when it is not 22.
    QString target() const;
    // The old shared default /tmp/headroom becomes the default (empty) with movedFromSharedTmp
    // set; every reader of a saved device calls this.
    void takeLegacyRunFolder();
    // The run folder as a person reads it: the path, or the default's description.
    QString runFolderText() const;
    // The one message said when a device saved with /tmp/headroom moved to the default.
    QString movedFromSharedTmpText() const;

    QJsonObject toJson() const;
    // Reads what toJson wrote; unknown auth names fall back to the agent. Returns false and sets
    // *error when a required field is missing or wrong.
    static bool fromJson(const QJsonObject& json, Device* device, QString* error);
    // Parses "user@host[:port]" (the CLI's --device form); false with *error when it does not parse.
    static bool fromTarget(const QString& target, Device* device, QString* error);

    static QString authName(Auth auth);
};

bool operator==(const Device& a, const Device& b);
inline bool operator!=(const Device& a, const Device& b)
{
    return !(a == b);
}

// Does the private key file need a passphrase? PEM keys say so in a header; OpenSSH's own
// format names its cipher ("none" when unencrypted) right after its magic. False for a file
// that cannot be read: open() reports that one.
bool keyNeedsPassphrase(const QString& keyFile);

// The outcome of one small step (device test, deploy): a translated message either way.
struct StepResult {
    bool ok = false;
    QString message;
};

} // namespace Remote
