#include "analysis/plan/plan.h"
#include "analysis/project/projectimport.h"
#include "analysis/store/store.h"
#include "remote/deploy.h"
#include "remote/devicetest.h"
#include "remote/planrunner.h"
#include "remote/remoteplanrunner.h"
#include "remote/sshtransport.h"
#include "sshdfixture.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QSettings>
#include <QStandardPaths>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <csignal>
#include <fcntl.h>
#include <pwd.h>
#include <unistd.h>

// A password login through a real sshd, as a real local user made for the test (a non-root sshd
// can only log in as its own user, and that user has no password to give). Then issue #12's
// check: after a whole run with a password, the password is in none of the files the run wrote
// (project, run folders, settings), none of the log messages, and no process's command line or
// environment while it ran.
class TestPasswordLogin : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void logsInAndRuns();
    void printingStartupFilesNeverReachAParser();
    void wrongPasswordFailsCleanly();
    void noSecretAnywhereAfterARun();
    void noSecretAnywhereAfterACliRun();

private:
    Remote::Device device() const;
    Remote::SshOptions options() const;
    QString createUser();
    void removeUser();

    SshdFixture m_sshd;
    QString m_skip; // why the tests cannot run here
    QString m_user;
    uid_t m_uid = 0;
    QByteArray m_password;
    QTemporaryDir m_dir;
};

namespace {

QString run(const QString& program, const QStringList& args, const QByteArray& input = {})
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForStarted(10000))
        return QStringLiteral("%1 did not start: %2").arg(program, p.errorString());
    // Secrets go through stdin, never through argv (which every user can read in /proc).
    p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(30000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return QStringLiteral("%1 %2 failed: %3")
            .arg(program, args.join(u' '), QString::fromLocal8Bit(p.readAllStandardError()).trimmed());
    return {};
}

QByteArray randomText(int length, const char* alphabet)
{
    const int n = int(qstrlen(alphabet));
    QByteArray text;
    for (int i = 0; i < length; ++i)
        text += alphabet[QRandomGenerator::system()->bounded(n)];
    return text;
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Every regular file under dir whose bytes hold needle.
QStringList filesHolding(const QString& dir, const QByteArray& needle, int* seen)
{
    QStringList found;
    QDirIterator it(dir, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        ++*seen;
        if (readAll(path).contains(needle))
            found << path;
    }
    return found;
}

// Samples every other process's command line and environment while a run goes on: the probe,
// its workload, the sshd sessions and (for the CLI) headroom itself are all processes here.
struct ProcessWatch {
    ProcessWatch(const QByteArray& secret, const QByteArray& mustSee)
        : secret(secret)
        , mustSee(mustSee)
    {
    }
    QByteArray secret;
    QByteArray mustSee; // a command line that proves the run's processes were sampled
    QStringList leaks;
    bool saw = false;
    void sample()
    {
        const QString self = QString::number(QCoreApplication::applicationPid());
        for (const QString& entry : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            bool isPid = false;
            entry.toInt(&isPid);
            if (!isPid || entry == self) // this test holds the password in memory, not in argv
                continue;
            const QByteArray cmdline = readAll(QStringLiteral("/proc/%1/cmdline").arg(entry));
            saw = saw || cmdline.contains(mustSee);
            if (cmdline.contains(secret) || readAll(QStringLiteral("/proc/%1/environ").arg(entry)).contains(secret))
                leaks << entry + u' ' + QString::fromLocal8Bit(QByteArray(cmdline).replace('\0', ' '));
        }
    }
};

QStringList g_messages; // every Qt log message while the run goes on
QtMessageHandler g_previous = nullptr;

void keepMessage(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    g_messages << message;
    if (g_previous)
        g_previous(type, context, message);
}

} // namespace

void TestPasswordLogin::initTestCase()
{
    if (::geteuid() != 0) {
        m_skip = QStringLiteral("a password login needs a local user with a password: run as root to create one");
        return;
    }
    for (const char* tool : { "/usr/sbin/useradd", "/usr/sbin/chpasswd", "/usr/sbin/userdel" })
        if (!QFileInfo(QString::fromLatin1(tool)).isExecutable()) {
            m_skip = QStringLiteral("%1 is not installed (package passwd)").arg(QLatin1String(tool));
            return;
        }
    m_skip = createUser();
    if (!m_skip.isEmpty())
        return;
    m_skip = m_sshd.start(true);
    if (m_skip.isEmpty() && !m_sshd.trustHostKey())
        m_skip = QStringLiteral("cannot write the test's known_hosts");
}

void TestPasswordLogin::cleanupTestCase()
{
    m_sshd.stop();
    removeUser();
}

QString TestPasswordLogin::createUser()
{
    const QByteArray name = "hrpw" + randomText(8, "abcdefghijklmnopqrstuvwxyz0123456789");
    // Random, and hostile enough to break a careless shell or a careless log line.
    m_password = "pw '$(x)` " + randomText(24, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789");
    // bash reads ~/.bashrc for a command sent by sshd; sshd runs ~/.ssh/rc before every session.
    // Both print on both streams, as a board's banner or a careless rc file does: every test of
    // this class (device test, deploy, whole runs) goes through them.
    if (QString e = run(QStringLiteral("/usr/sbin/useradd"),
            { QStringLiteral("-m"), QStringLiteral("-s"), QStringLiteral("/bin/bash"), QString::fromLatin1(name) });
        !e.isEmpty())
        return e;
    m_user = QString::fromLatin1(name); // from here on cleanupTestCase removes it
    const passwd* pw = ::getpwnam(name.constData());
    if (!pw)
        return QStringLiteral("useradd made no user %1").arg(m_user);
    m_uid = pw->pw_uid;
    const QString home = QString::fromLocal8Bit(pw->pw_dir);
    QDir().mkpath(home + QStringLiteral("/.ssh"));
    for (const auto& [file, text] : QList<QPair<QString, QByteArray>> {
             { QStringLiteral("/.bashrc"), "printf 'Welcome to the board!'\necho 'bashrc: low battery' >&2\n" },
             { QStringLiteral("/.profile"), "echo 'profile says hello'\necho 'profile warning' >&2\n" },
             { QStringLiteral("/.ssh/rc"), "echo 'rc: Welcome'\necho 'rc: on stderr' >&2\n" } }) {
        QFile f(home + file);
        if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size() || !f.flush())
            return QStringLiteral("cannot write %1: %2").arg(f.fileName(), f.errorString());
        f.close();
        if (::chown(QFile::encodeName(f.fileName()).constData(), pw->pw_uid, pw->pw_gid) != 0)
            return QStringLiteral("cannot chown %1").arg(f.fileName());
    }
    if (::chown(QFile::encodeName(home + QStringLiteral("/.ssh")).constData(), pw->pw_uid, pw->pw_gid) != 0)
        return QStringLiteral("cannot chown %1/.ssh").arg(home);
    return run(QStringLiteral("/usr/sbin/chpasswd"), {}, name + ':' + m_password + '\n');
}

void TestPasswordLogin::removeUser()
{
    if (m_user.isEmpty())
        return;
    // userdel refuses a user with processes left; these are the test's own (sessions, probes).
    for (const QString& entry : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        bool isPid = false;
        const int pid = entry.toInt(&isPid);
        if (isPid && m_uid != 0 && QFileInfo(QStringLiteral("/proc/") + entry).ownerId() == m_uid)
            ::kill(pid, SIGKILL);
    }
    QString e;
    for (int i = 0; i < 20; ++i) {
        e = run(QStringLiteral("/usr/sbin/userdel"), { QStringLiteral("-r"), m_user });
        if (e.isEmpty() || ::getpwnam(m_user.toLatin1().constData()) == nullptr)
            break;
        QTest::qWait(100);
    }
    if (::getpwnam(m_user.toLatin1().constData()))
        qWarning("could not remove the test user %s: %s", qPrintable(m_user), qPrintable(e));
    m_user.clear();
}

Remote::Device TestPasswordLogin::device() const
{
    Remote::Device d = m_sshd.device();
    d.name = QStringLiteral("password-device");
    d.user = m_user;
    d.auth = Remote::Device::Auth::Password;
    d.keyFile.clear();
    d.runFolder = QStringLiteral("/home/%1/headroom").arg(m_user); // goes with userdel -r
    return d;
}

Remote::SshOptions TestPasswordLogin::options() const
{
    Remote::SshOptions o;
    o.processUserConfig = false;
    o.useGlobalKnownHosts = false;
    o.connectTimeoutSec = 5;
    return o;
}

void TestPasswordLogin::logsInAndRuns()
{
    if (!m_skip.isEmpty())
        QSKIP(qPrintable(m_skip));
    Remote::Credentials credentials;
    credentials.password = m_password;
    Remote::SshTransport ssh(device(), credentials, options());
    const Remote::StepResult opened = ssh.open();
    QVERIFY2(opened.ok, qPrintable(opened.message));
    QVERIFY(ssh.isOpen());
    const Remote::ExecResult id = ssh.exec({ "id", "-un" });
    QVERIFY2(id.ok(), id.err.constData());
    QCOMPARE(id.out.trimmed(), m_user.toLatin1()); // logged in as that user, not as root
}

namespace {
// The transport's command channel without the frame, to see what the startup files print.
class RawSsh : public Remote::SshTransport {
public:
    using SshTransport::SshTransport;
    Remote::ExecResult raw(const QByteArray& command) { return runShell(command, 30000); }
};
} // namespace

// The device user's startup files print on stdout and stderr around every command (checked on
// the raw channel first, so this test cannot pass on a quiet shell): no parser sees any of it.
void TestPasswordLogin::printingStartupFilesNeverReachAParser()
{
    if (!m_skip.isEmpty())
        QSKIP(qPrintable(m_skip));
    Remote::Credentials credentials;
    credentials.password = m_password;
    RawSsh ssh(device(), credentials, options());
    QVERIFY(ssh.open().ok);
    const Remote::ExecResult raw = ssh.raw("echo exact");
    QVERIFY2(raw.out.contains("Welcome") && raw.err.contains("rc: on stderr") && raw.err.contains("low battery"),
        QByteArray(raw.out + raw.err).constData());

    const Remote::ExecResult echo = ssh.exec({ "echo", "exact" });
    QVERIFY(echo.ok());
    QCOMPARE(echo.out, QByteArray("exact\n"));
    QCOMPARE(echo.err, QByteArray());
    const Remote::DeviceTestReport report = Remote::testDevice(ssh, device().runFolder.toUtf8());
    for (const auto& step : report.steps) {
        qInfo("%s %s: %s", step.ok ? "ok  " : "FAIL", qPrintable(step.name), qPrintable(step.message));
        QVERIFY2(!step.message.contains(QLatin1String("Welcome")) && !step.message.contains(QLatin1String("rc:"))
                && !step.message.contains(QLatin1String("battery")),
            qPrintable(step.message));
    }
    QVERIFY(!report.architecture.isEmpty());
    QVERIFY(!report.probeBuild.isEmpty());
    QVERIFY(report.freeKiB > 0);
    Remote::Deployer deployer(ssh, device().runFolder.toUtf8(),
        { { Remote::probeBuildForMachine(QSysInfo::currentCpuArchitecture()), QString::fromUtf8(HEADROOM_PROBE_BIN) } });
    for (const Remote::StepResult& step : deployer.run())
        QVERIFY2(step.ok && !step.message.contains(QLatin1String("Welcome")), qPrintable(step.message));
    QVERIFY(deployer.succeeded());
    QVERIFY(deployer.probeVersionLine().startsWith(QLatin1String("headroom-probe ")));
}

void TestPasswordLogin::wrongPasswordFailsCleanly()
{
    if (!m_skip.isEmpty())
        QSKIP(qPrintable(m_skip));
    for (const QByteArray& wrong :
        QList<QByteArray> { QByteArray(), m_password.left(m_password.size() - 1), QByteArray(m_password + 'x') }) {
        Remote::Credentials credentials;
        credentials.password = wrong;
        Remote::SshTransport ssh(device(), credentials, options());
        const Remote::StepResult r = ssh.open();
        QVERIFY(!r.ok);
        QVERIFY(!ssh.isOpen());
        QCOMPARE(ssh.hostKeyState(), Remote::SshTransport::HostKey::Known);
        QVERIFY2(r.message.contains(QStringLiteral("refused the login")), qPrintable(r.message));
        QVERIFY(!r.message.contains(QString::fromUtf8(m_password))); // the message never echoes it
        QVERIFY(!ssh.exec({ "true" }).started);
    }
    // No lockout, no state left behind: the right password still works.
    Remote::Credentials right;
    right.password = m_password;
    Remote::SshTransport ssh(device(), right, options());
    QVERIFY(ssh.open().ok);
}

void TestPasswordLogin::noSecretAnywhereAfterARun()
{
    if (!m_skip.isEmpty())
        QSKIP(qPrintable(m_skip));
    QTemporaryDir dir;
    // Settings go to the test's folder: whatever the run writes there is checked too.
    const QString config = dir.filePath(QStringLiteral("config"));
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, config);
    QSettings().setValue(QStringLiteral("runs/root"), dir.filePath(QStringLiteral("runs")));
    QSettings().sync();

    const auto parsed = Analysis::parsePlanFile(QStringLiteral(HEADROOM_TEST_DATA "/plans/calibrate.yaml"));
    QVERIFY(parsed.plan);
    Analysis::Plan plan = *parsed.plan;
    plan.inputs = { plan.inputs.first() };
    plan.repetitions = 1;

    Remote::RemoteRunSettings settings;
    settings.device = device();
    settings.credentials.password = m_password;
    settings.ssh = options();
    settings.builds.insert(
        Remote::probeBuildForMachine(QSysInfo::currentCpuArchitecture()), QStringLiteral(HEADROOM_PROBE_BIN));
    settings.session.pollMs = 50;
    Remote::RemotePlanRunner runner;
    runner.setSettings(settings);

    ProcessWatch watch(m_password, settings.device.runFolder.toUtf8() + "/bin/headroom-probe");
    QTimer sampler;
    connect(&sampler, &QTimer::timeout, this, [&] { watch.sample(); });
    g_messages.clear();
    g_previous = qInstallMessageHandler(keepMessage);
    bool done = false;
    std::optional<Analysis::Run> result;
    QString failure;
    connect(&runner, &Remote::RemotePlanRunner::finished, this, [&](const Analysis::Run& run) {
        result = run;
        done = true;
    });
    connect(&runner, &Remote::RemotePlanRunner::failed, this, [&](const QString& message) {
        failure = message;
        done = true;
    });
    connect(&runner, &Remote::RemotePlanRunner::stageChanged, this,
        [](const QString& stage) { qInfo("%s", qPrintable(stage)); });
    QString error;
    sampler.start(50);
    const bool started = runner.start(plan, QSettings().value(QStringLiteral("runs/root")).toString(), &error);
    if (started)
        (void)QTest::qWaitFor([&] { return done; }, 240000);
    sampler.stop();
    qInstallMessageHandler(g_previous);
    QVERIFY2(started, qPrintable(error));
    QVERIFY2(result, qPrintable(failure.isEmpty() ? QStringLiteral("no result within 240 s") : failure));
    QVERIFY(watch.saw); // the sampling did see the run's processes
    QVERIFY2(watch.leaks.isEmpty(), qPrintable(watch.leaks.join(u'\n')));

    // Into a project, as the live page and headroom run store it.
    const QString project = dir.filePath(QStringLiteral("p.headroom"));
    {
        Analysis::Store store;
        QVERIFY(!Analysis::hasErrors(store.open(project, Analysis::Store::OpenMode::ReadWrite)));
        Analysis::PlanText text { plan.name, QString::fromUtf8(plan.sourceText) };
        const Analysis::FileImportOutcome out = Analysis::importRunFolder(store, runner.runDir(), *result, text);
        QCOMPARE(out.runIds.size(), 1);
        store.close();
    }
    QVERIFY(readAll(project).size() > 0);

    // Nothing the run wrote holds the password: the project (with any -wal beside it), the
    // settings, the fetched run folder, the device's run folder, and the log messages.
    int files = 0;
    for (const QString& where : { dir.path(), settings.device.runFolder })
        QVERIFY2(filesHolding(where, m_password, &files).isEmpty(),
            qPrintable(filesHolding(where, m_password, &files).join(u'\n')));
    QVERIFY2(files >= 5, qPrintable(QString::number(files))); // the run's files were there to read
    QVERIFY(QFile::exists(QSettings().fileName()));
    QVERIFY(!g_messages.isEmpty());
    for (const QString& message : std::as_const(g_messages))
        QVERIFY2(!message.toUtf8().contains(m_password), qPrintable(message));
    // The run ran as the test user on the device side.
    QVERIFY(QFileInfo(runner.deviceRunDir()).ownerId() == m_uid);
}

void TestPasswordLogin::noSecretAnywhereAfterACliRun()
{
    if (!m_skip.isEmpty())
        QSKIP(qPrintable(m_skip));
    if (!QFileInfo(QStringLiteral(HEADROOM_APP_BIN)).isExecutable())
        QSKIP("the headroom binary is not built");
    // The whole command line flow with HOME in a temporary folder: every file headroom writes
    // (devices.json, settings, the project, the run folders) lands under it.
    QTemporaryDir home;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home.path());
    for (const char* name : { "XDG_CONFIG_HOME", "XDG_DATA_HOME", "SSH_AUTH_SOCK", "DISPLAY", "WAYLAND_DISPLAY" })
        env.remove(QLatin1String(name));
    const QString deviceFolder = QStringLiteral("/home/%1/headroom-cli").arg(m_user);
    {
        QProcess add;
        add.setProcessEnvironment(env);
        add.start(QStringLiteral(HEADROOM_APP_BIN),
            { QStringLiteral("device"), QStringLiteral("add"), QStringLiteral("pwbox"),
                QStringLiteral("%1@127.0.0.1:%2").arg(m_user).arg(m_sshd.port()), QStringLiteral("--password"),
                QStringLiteral("--known-hosts"), m_sshd.knownHostsFile(), QStringLiteral("--run-folder"),
                deviceFolder });
        QVERIFY(add.waitForFinished(30000));
        QVERIFY2(add.exitCode() == 0, add.readAllStandardError().constData());
    }

    // The password is typed on a terminal: a pseudo-terminal is the run's stdin.
    const int master = ::posix_openpt(O_RDWR | O_NOCTTY);
    QVERIFY(master >= 0);
    QVERIFY(::grantpt(master) == 0 && ::unlockpt(master) == 0);
    const QString slave = QString::fromLatin1(::ptsname(master));
    QProcess run;
    run.setProcessEnvironment(env);
    run.setStandardInputFile(slave);
    QByteArray out, err;
    bool typed = false;
    connect(&run, &QProcess::readyReadStandardOutput, this, [&] { out += run.readAllStandardOutput(); });
    connect(&run, &QProcess::readyReadStandardError, this, [&] {
        err += run.readAllStandardError();
        if (!typed && err.contains("Password for")) {
            typed = true;
            const QByteArray line = m_password + '\n';
            QCOMPARE(::write(master, line.constData(), size_t(line.size())), ssize_t(line.size()));
        }
    });
    ProcessWatch watch(m_password, deviceFolder.toUtf8() + "/bin/headroom-probe");
    QTimer sampler;
    connect(&sampler, &QTimer::timeout, this, [&] { watch.sample(); });
    sampler.start(50);
    const QString project = home.filePath(QStringLiteral("p.headroom"));
    run.start(QStringLiteral(HEADROOM_APP_BIN),
        { QStringLiteral("run"), QStringLiteral(HEADROOM_TEST_DATA "/plans/e2e/calibrate-e2e.yaml"),
            QStringLiteral("--device"), QStringLiteral("pwbox"), QStringLiteral("--into"), project });
    const bool finished = QTest::qWaitFor([&] { return run.state() == QProcess::NotRunning; }, 240000);
    sampler.stop();
    if (!finished) {
        run.kill();
        run.waitForFinished(5000);
    }
    ::close(master);
    out += run.readAllStandardOutput();
    err += run.readAllStandardError();
    QVERIFY(finished);
    QVERIFY(typed);
    QVERIFY2(run.exitCode() == 0, err.constData());
    QVERIFY2(out.contains("stored in"), out.constData());
    QVERIFY(watch.saw);
    QVERIFY2(watch.leaks.isEmpty(), qPrintable(watch.leaks.join(u'\n')));
    QVERIFY(!out.contains(m_password));
    QVERIFY(!err.contains(m_password)); // the terminal's echo was off, and no message repeats it

    int files = 0;
    for (const QString& where : { home.path(), deviceFolder }) {
        const QStringList holding = filesHolding(where, m_password, &files);
        QVERIFY2(holding.isEmpty(), qPrintable(holding.join(u'\n')));
    }
    QVERIFY(QFileInfo(project).size() > 0);
    QDirIterator it(
        home.path(), { QStringLiteral("devices.json") }, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    QVERIFY(it.hasNext()); // the saved device was among the files read
    QVERIFY2(files >= 8, qPrintable(QString::number(files)));
}

QTEST_GUILESS_MAIN(TestPasswordLogin)
#include "tst_passwordlogin.moc"
