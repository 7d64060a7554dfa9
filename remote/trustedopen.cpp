// Opening a device whose host key the user may have to confirm (sshtransport.h, TrustedOpen):
// the user's decision about trust, kept apart from the libssh session in sshtransport.cpp. It uses
// only SshTransport's public face, and a transport that is not SSH is only opened.
#include "remote/sshtransport.h"

#include "remote/tr.h"

namespace Remote {

TrustedOpen openTrusting(Transport& transport, const QString& acceptFingerprint)
{
    TrustedOpen r;
    r.opened = transport.open();
    auto* ssh = dynamic_cast<SshTransport*>(&transport);
    if (r.opened.ok || !ssh || ssh->hostKeyState() != SshTransport::HostKey::Unknown)
        return r;
    const QString fingerprint = ssh->hostKeyFingerprint();
    if (acceptFingerprint != fingerprint) {
        r.unknownFingerprint = fingerprint;
        if (!acceptFingerprint.isEmpty())
            r.opened.message = Tr::tr("%1 The fingerprint given to accept (%2) is not this one.")
                                   .arg(r.opened.message, acceptFingerprint);
        return r;
    }
    const StepResult accepted = ssh->acceptHostKey(fingerprint);
    if (!accepted.ok) {
        r.opened = accepted;
        return r;
    }
    r.acceptedMessage = accepted.message;
    r.opened = transport.open();
    return r;
}

} // namespace Remote
