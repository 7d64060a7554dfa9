#include "app/commands.h"

#include "app/devicerun.h"
#include "remote/deviceregistry.h"
#include "remote/devicetest.h"
#include "remote/localtransport.h"
#include "remote/sshtransport.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace App {
namespace {

// headroom device add NAME user@host[:port] [--identity F | --password] [--known-hosts F] [--run-folder DIR]
int deviceAdd(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(Tr::tr("Saves a device in the user's device list (no secret is stored)."));
    p.addPositionalArgument(QStringLiteral("NAME"), Tr::tr("A name for the device."));
    p.addPositionalArgument(QStringLiteral("TARGET"), Tr::tr("user@host[:port]"));
    const QCommandLineOption identity(QStringLiteral("identity"),
        Tr::tr("Log in with this private key file (default: the SSH agent)."), QStringLiteral("FILE"));
    const QCommandLineOption password(QStringLiteral("password"),
        Tr::tr("Log in with a password, asked on the terminal each time it is needed (it is never saved)."));
    const QCommandLineOption knownHosts(QStringLiteral("known-hosts"),
        Tr::tr("The known_hosts file to check the host key against (default: ~/.ssh/known_hosts)."),
        QStringLiteral("FILE"));
    const QCommandLineOption runFolder(QStringLiteral("run-folder"),
        Tr::tr("Where the probe and run folders live on the device, an absolute path owned by the device user and "
               "writable by no one else (default: $XDG_CACHE_HOME/headroom, else ~/.cache/headroom, created 0700)."),
        QStringLiteral("DIR"));
    const QCommandLineOption deadPeer(QStringLiteral("dead-peer-timeout"),
        Tr::tr("Seconds without an answer from the device after which the link counts as dead and is reconnected "
               "(default 15)."),
        QStringLiteral("S"));
    p.addOptions({ identity, password, knownHosts, runFolder, deadPeer });
    int code = 0;
    if (!parseArguments(p, QStringLiteral("device add"), args, &code))
        return code;
    if (p.positionalArguments().size() != 2) {
        err() << Tr::tr("headroom device add: give a name and user@host[:port]") << Qt::endl;
        return 2;
    }
    Remote::Device device;
    QString error;
    if (!Remote::Device::fromTarget(p.positionalArguments().at(1), &device, &error)) {
        err() << Tr::tr("headroom device add: %1").arg(error) << Qt::endl;
        return 2;
    }
    device.name = p.positionalArguments().at(0);
    if (p.isSet(identity) && p.isSet(password)) {
        err() << Tr::tr("headroom device add: give --identity or --password, not both") << Qt::endl;
        return 2;
    }
    if (p.isSet(password))
        device.auth = Remote::Device::Auth::Password;
    if (p.isSet(identity)) {
        device.auth = Remote::Device::Auth::Key;
        device.keyFile = QFileInfo(p.value(identity)).absoluteFilePath();
    }
    if (p.isSet(knownHosts))
        device.knownHostsFile = QFileInfo(p.value(knownHosts)).absoluteFilePath();
    if (p.isSet(runFolder)) {
        device.runFolder = p.value(runFolder);
        if (!device.runFolder.startsWith(u'/')) {
            err() << Tr::tr("headroom device add: the run folder \"%1\" is not an absolute path on the device.")
                         .arg(device.runFolder)
                  << Qt::endl;
            return 2;
        }
    }
    if (p.isSet(deadPeer)) {
        bool numeric = false;
        device.deadPeerTimeoutSec = p.value(deadPeer).toInt(&numeric);
        if (!numeric || device.deadPeerTimeoutSec < 1 || device.deadPeerTimeoutSec > 3600) {
            err() << Tr::tr("headroom device add: --dead-peer-timeout takes whole seconds from 1 to 3600, not \"%1\".")
                         .arg(p.value(deadPeer))
                  << Qt::endl;
            return 2;
        }
    }
    Remote::DeviceRegistry registry;
    const QString path = Remote::DeviceRegistry::defaultPath();
    if (!loadDeviceRegistry(&registry, &error) || !registry.add(device, &error) || !registry.save(path, &error)) {
        err() << Tr::tr("headroom device add: %1").arg(error) << Qt::endl;
        return 2;
    }
    out() << Tr::tr("Device %1 (%2) saved. Check it with: headroom device test %1").arg(device.name, device.target())
          << Qt::endl;
    return 0;
}

int deviceList(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(Tr::tr("Lists the saved devices, and this machine (\"local\")."));
    const QCommandLineOption json(QStringLiteral("json"), Tr::tr("Print JSON."));
    p.addOption(json);
    int code = 0;
    if (!parseArguments(p, QStringLiteral("device list"), args, &code))
        return code;
    Remote::DeviceRegistry registry;
    QString error;
    if (!loadDeviceRegistry(&registry, &error)) {
        err() << Tr::tr("headroom device list: %1").arg(error) << Qt::endl;
        return 2;
    }
    const QList<Remote::Device> devices
        = QList<Remote::Device> { Remote::DeviceRegistry::localDevice() } + registry.devices();
    if (p.isSet(json)) {
        QJsonArray array;
        for (const auto& d : devices)
            array.append(d.toJson());
        out() << QString::fromUtf8(QJsonDocument(
            QJsonObject { { QStringLiteral("format"), Remote::DeviceRegistry::kFormat },
                { QStringLiteral("devices"),
                    array } }).toJson(QJsonDocument::Indented));
        return 0;
    }
    for (const auto& d : devices) {
        const QString target = d.isLocal() ? Tr::tr("this machine") : d.target();
        out()
            << QStringLiteral("%1\t%2\t%3\t%4").arg(d.name, target, Remote::Device::authName(d.auth), d.runFolderText())
            << Qt::endl;
    }
    return 0;
}

int deviceTest(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(Tr::tr("Connects to a saved device and checks what a measurement needs: quoting, "
                                       "architecture, kernel, free space, /proc, cgroups, clear_refs."));
    p.addPositionalArgument(QStringLiteral("NAME"), Tr::tr("The device's name."));
    const QCommandLineOption acceptKey(QStringLiteral("accept-host-key"),
        Tr::tr("Accept and remember the device's host key if it has this SHA256 fingerprint."),
        QStringLiteral("SHA256:..."));
    p.addOption(acceptKey);
    int code = 0;
    if (!parseArguments(p, QStringLiteral("device test"), args, &code))
        return code;
    if (p.positionalArguments().size() != 1) {
        err() << Tr::tr("headroom device test: give one device name") << Qt::endl;
        return 2;
    }
    const QString name = p.positionalArguments().constFirst();
    QString error;
    const std::optional<Remote::Device> device = resolveDevice(name, {}, &error);
    Remote::Credentials credentials;
    if (!device || !askCredentials(*device, &credentials, &error)) {
        err() << Tr::tr("headroom device test: %1").arg(error) << Qt::endl;
        return 2;
    }
    std::unique_ptr<Remote::Transport> transport;
    if (device->isLocal())
        transport = std::make_unique<Remote::LocalTransport>();
    else
        transport = std::make_unique<Remote::SshTransport>(*device, credentials);
    const Remote::TrustedOpen open = Remote::openTrusting(*transport, p.value(acceptKey));
    const Remote::StepResult& opened = open.opened;
    if (!open.unknownFingerprint.isEmpty()) {
        out() << Tr::tr("connect: FAILED: %1").arg(opened.message) << Qt::endl;
        out() << Tr::tr("If this is the device's key, accept it with:\n  headroom device test %1 "
                        "--accept-host-key %2")
                     .arg(name, open.unknownFingerprint)
              << Qt::endl;
        return 1;
    }
    if (!open.acceptedMessage.isEmpty())
        out() << open.acceptedMessage << Qt::endl;
    if (!opened.ok) {
        out() << Tr::tr("connect: FAILED: %1").arg(opened.message) << Qt::endl;
        return 1;
    }
    out() << Tr::tr("connect: ok: %1").arg(opened.message) << Qt::endl;
    const Remote::DeviceTestReport report
        = Remote::testDevice(*transport, device->runFolder.toUtf8(), [](const Remote::DeviceTestStep& step) {
              const QString verdict = step.ok ? Tr::tr("ok", "a device test step passed")
                  : step.required             ? Tr::tr("FAILED")
                                              : Tr::tr("FAILED (optional)");
              out() << QStringLiteral("%1: %2: %3").arg(step.name, verdict, step.message) << Qt::endl;
          });
    out() << (report.passed() ? Tr::tr("The device is ready for measurements.")
                              : Tr::tr("The device is not ready: see the FAILED steps above."))
          << Qt::endl;
    return report.passed() ? 0 : 1;
}

int deviceRemove(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(Tr::tr("Removes a device from the user's device list. Its host key stays in "
                                       "known_hosts, its secrets in the keychain."));
    p.addPositionalArgument(QStringLiteral("NAME"), Tr::tr("The device's name."));
    int code = 0;
    if (!parseArguments(p, QStringLiteral("device remove"), args, &code))
        return code;
    if (p.positionalArguments().size() != 1) {
        err() << Tr::tr("headroom device remove: give one device name") << Qt::endl;
        return 2;
    }
    const QString name = p.positionalArguments().constFirst();
    Remote::DeviceRegistry registry;
    const QString path = Remote::DeviceRegistry::defaultPath();
    QString error;
    if (!loadDeviceRegistry(&registry, &error)) {
        err() << Tr::tr("headroom device remove: %1").arg(error) << Qt::endl;
        return 2;
    }
    if (!registry.remove(name)) {
        err() << Tr::tr("headroom device remove: there is no saved device named \"%1\".").arg(name) << Qt::endl;
        return 2;
    }
    if (!registry.save(path, &error)) {
        err() << Tr::tr("headroom device remove: %1").arg(error) << Qt::endl;
        return 2;
    }
    out() << Tr::tr("Device %1 removed.").arg(name) << Qt::endl;
    return 0;
}

// headroom device group add NAME DEVICE... | group list [--json] | group remove NAME
int deviceGroup(const QStringList& args)
{
    const QString sub = args.value(0);
    QCommandLineParser p;
    const QCommandLineOption json(QStringLiteral("json"), Tr::tr("Print JSON."));
    if (sub == u"add") {
        p.setApplicationDescription(Tr::tr("Saves a device group: a fleet that `headroom run --group NAME` runs a plan "
                                           "on at once. A group of the same name is replaced."));
        p.addPositionalArgument(QStringLiteral("NAME"), Tr::tr("A name for the group."));
        p.addPositionalArgument(
            QStringLiteral("DEVICE"), Tr::tr("Saved devices, or local."), QStringLiteral("DEVICE..."));
    } else if (sub == u"list") {
        p.setApplicationDescription(Tr::tr("Lists the saved device groups and their devices."));
        p.addOption(json);
    } else if (sub == u"remove") {
        p.setApplicationDescription(Tr::tr("Removes a device group; its devices stay."));
        p.addPositionalArgument(QStringLiteral("NAME"), Tr::tr("The group's name."));
    } else {
        const bool help = sub == u"--help" || sub == u"-h";
        QTextStream& s = help ? out() : err();
        if (!help)
            s << Tr::tr("headroom device group: give add, list or remove.") << Qt::endl;
        s << Tr::tr("Usage: headroom device group add NAME DEVICE...\n"
                    "       headroom device group list [--json]\n"
                    "       headroom device group remove NAME\n");
        s.flush();
        return help ? 0 : 2;
    }
    int code = 0;
    const QString command = QStringLiteral("device group ") + sub;
    if (!parseArguments(p, command, args.mid(1), &code))
        return code;
    const QStringList positional = p.positionalArguments();
    if ((sub == u"add" && positional.size() < 2) || (sub == u"remove" && positional.size() != 1)
        || (sub == u"list" && !positional.isEmpty())) {
        err() << (sub == u"add"    ? Tr::tr("headroom device group add: give a name and at least one device")
                : sub == u"remove" ? Tr::tr("headroom device group remove: give one group name")
                                   : Tr::tr("headroom device group list: takes no argument"))
              << Qt::endl;
        return 2;
    }
    Remote::DeviceRegistry registry;
    const QString path = Remote::DeviceRegistry::defaultPath();
    QString error;
    if (!loadDeviceRegistry(&registry, &error)) {
        err() << Tr::tr("headroom %1: %2").arg(command, error) << Qt::endl;
        return 2;
    }
    if (sub == u"list") {
        const QMap<QString, QStringList> groups = registry.groups();
        if (p.isSet(json)) {
            QJsonObject object;
            for (auto it = groups.cbegin(); it != groups.cend(); ++it)
                object.insert(it.key(), QJsonArray::fromStringList(it.value()));
            out() << QString::fromUtf8(QJsonDocument(
                QJsonObject { { QStringLiteral("format"), Remote::DeviceRegistry::kFormat },
                    { QStringLiteral("groups"),
                        object } }).toJson(QJsonDocument::Indented));
            return 0;
        }
        for (auto it = groups.cbegin(); it != groups.cend(); ++it)
            out() << it.key() << '\t' << it.value().join(u' ') << Qt::endl;
        return 0;
    }
    const QString name = positional.constFirst();
    if (sub == u"add" && !registry.setGroup(name, positional.mid(1), &error)) {
        err() << Tr::tr("headroom device group add: %1").arg(error) << Qt::endl;
        return 2;
    }
    if (sub == u"remove" && !registry.removeGroup(name)) {
        err() << Tr::tr("headroom device group remove: there is no device group named \"%1\".").arg(name) << Qt::endl;
        return 2;
    }
    if (!registry.save(path, &error)) {
        err() << Tr::tr("headroom %1: %2").arg(command, error) << Qt::endl;
        return 2;
    }
    out() << (sub == u"add"
            ? Tr::tr("Device group %1 (%2) saved. Run a plan on it with: headroom run PLAN.yaml --group %1 "
                     "--into P.headroom")
                  .arg(name, positional.mid(1).join(QStringLiteral(", ")))
            : Tr::tr("Device group %1 removed.").arg(name))
          << Qt::endl;
    return 0;
}

} // namespace

// headroom device add|list|test|remove|group
int runDevice(const QStringList& args)
{
    const QString sub = args.value(0);
    if (sub == u"add")
        return deviceAdd(args.mid(1));
    if (sub == u"list")
        return deviceList(args.mid(1));
    if (sub == u"test")
        return deviceTest(args.mid(1));
    if (sub == u"remove")
        return deviceRemove(args.mid(1));
    if (sub == u"group")
        return deviceGroup(args.mid(1));
    const bool help = sub == u"--help" || sub == u"-h";
    QTextStream& s = help ? out() : err();
    if (!help && !sub.isEmpty())
        s << Tr::tr("headroom device: unknown subcommand '%1'.").arg(sub) << Qt::endl;
    s << Tr::tr("Usage: headroom device add NAME user@host[:port] [--identity F] [--known-hosts F] [--run-folder DIR]\n"
                "       headroom device list [--json]\n"
                "       headroom device test NAME [--accept-host-key SHA256:...]\n"
                "       headroom device remove NAME\n"
                "       headroom device group add|list|remove ...\n"
                "Each subcommand has --help.\n");
    s.flush();
    return help ? 0 : 2;
}

} // namespace App
