// `headroom device add|list|test|remove` and `headroom run --device` over SSH, through the real
// binary and a real sshd on 127.0.0.1. HOME points at a temporary folder, so the user's own
// devices.json and known_hosts are never touched.

#include "../remote/sshdfixture.h"

#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TestCliDevice : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void helpForEverySubcommand_data();
    void helpForEverySubcommand();
    void addListTestRemove();
    void runOverSsh();
    void passwordDeviceNeedsATerminal();

private:
    struct Result {
        int exitCode = -1;
        QString out, err;
    };
    Result headroom(const QStringList& args, int timeoutMs = 60000) const;
    QString devicesJson() const;

    QTemporaryDir m_home;
    SshdFixture m_sshd;
    QString m_sshdError;
};

void TestCliDevice::initTestCase()
{
    QVERIFY(m_home.isValid());
    m_sshdError = m_sshd.start();
}

TestCliDevice::Result TestCliDevice::headroom(const QStringList& args, int timeoutMs) const
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), m_home.path());
    // Nothing of the user's may leak in: no agent, no XDG folders elsewhere.
    for (const char* name : { "XDG_CONFIG_HOME", "XDG_DATA_HOME", "SSH_AUTH_SOCK", "DISPLAY", "WAYLAND_DISPLAY" })
        env.remove(QLatin1String(name));
    p.setProcessEnvironment(env);
    p.setStandardInputFile(QProcess::nullDevice()); // not a terminal: no secret is ever asked for
    p.start(QStringLiteral(HEADROOM_APP_BIN), args);
    if (!p.waitForFinished(timeoutMs))
        p.kill();
    p.waitForFinished(5000);
    return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
        QString::fromUtf8(p.readAllStandardError()) };
}

QString TestCliDevice::devicesJson() const
{
    QDirIterator it(
        m_home.path(), { QStringLiteral("devices.json") }, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    return it.hasNext() ? it.next() : QString();
}

void TestCliDevice::helpForEverySubcommand_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addRow("device") << QStringList { QStringLiteral("device"), QStringLiteral("--help") };
    for (const char* sub : { "add", "list", "test", "remove" })
        QTest::addRow("device-%s", sub) << QStringList { QStringLiteral("device"), QLatin1String(sub),
            QStringLiteral("--help") };
    QTest::addRow("run") << QStringList { QStringLiteral("run"), QStringLiteral("--help") };
}

void TestCliDevice::helpForEverySubcommand()
{
    QFETCH(QStringList, args);
    const Result r = headroom(args);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral("headroom")), qPrintable(r.out));
    if (args.constFirst() == u"run")
        QVERIFY(r.out.contains(QStringLiteral("--identity")));
}

void TestCliDevice::addListTestRemove()
{
    if (!m_sshdError.isEmpty())
        QSKIP(qPrintable(m_sshdError));
    const QString target = QStringLiteral("%1@127.0.0.1:%2").arg(SshdFixture::userName()).arg(m_sshd.port());
    const QString knownHosts = m_home.filePath(QStringLiteral("box_known_hosts"));
    const QString runFolder = m_home.filePath(QStringLiteral("device folder"));
    Result r = headroom({ QStringLiteral("device"), QStringLiteral("add"), QStringLiteral("box"), target,
        QStringLiteral("--identity"), m_sshd.clientKey(), QStringLiteral("--known-hosts"), knownHosts,
        QStringLiteral("--run-folder"), runFolder });
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(devicesJson().startsWith(m_home.path())); // the temporary HOME's, not the user's
    r = headroom({ QStringLiteral("device"), QStringLiteral("add"), QStringLiteral("box"), target });
    QCOMPARE(r.exitCode, 2); // the name is taken
    r = headroom({ QStringLiteral("device"), QStringLiteral("add"), QStringLiteral("bad"), QStringLiteral("u@h:0") });
    QCOMPARE(r.exitCode, 2);

    r = headroom({ QStringLiteral("device"), QStringLiteral("list") });
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains(QStringLiteral("local\t")));
    QVERIFY2(r.out.contains(QStringLiteral("box\t") + target), qPrintable(r.out));
    r = headroom({ QStringLiteral("device"), QStringLiteral("list"), QStringLiteral("--json") });
    QCOMPARE(r.exitCode, 0);
    const QJsonArray devices
        = QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("devices")).toArray();
    QCOMPARE(devices.size(), 2);
    const QJsonObject box = devices.at(1).toObject();
    QCOMPARE(box.value(QStringLiteral("name")).toString(), QStringLiteral("box"));
    QCOMPARE(box.value(QStringLiteral("port")).toInt(), m_sshd.port());
    QCOMPARE(box.value(QStringLiteral("auth")).toString(), QStringLiteral("key"));
    QCOMPARE(box.value(QStringLiteral("runFolder")).toString(), runFolder);

    // Unknown host key: the test stops, shows the fingerprint and how to accept it.
    const QString fingerprint = m_sshd.hostFingerprint();
    r = headroom({ QStringLiteral("device"), QStringLiteral("test"), QStringLiteral("box") });
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.contains(QStringLiteral("headroom device test box --accept-host-key ") + fingerprint),
        qPrintable(r.out + r.err));
    QVERIFY(!QFile::exists(knownHosts) || QFile(knownHosts).size() == 0);
    r = headroom({ QStringLiteral("device"), QStringLiteral("test"), QStringLiteral("box"),
        QStringLiteral("--accept-host-key"), QStringLiteral("SHA256:not-this-one") });
    QCOMPARE(r.exitCode, 1);

    r = headroom({ QStringLiteral("device"), QStringLiteral("test"), QStringLiteral("box"),
        QStringLiteral("--accept-host-key"), fingerprint });
    QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
    for (const char* step : { "connect: ok", "quoting: ok", "uname: ok", "space: ok", "proc: ok" })
        QVERIFY2(r.out.contains(QLatin1String(step)), qPrintable(r.out));
    r = headroom({ QStringLiteral("device"), QStringLiteral("test"), QStringLiteral("box") }); // now known
    QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
    QVERIFY(!r.out.contains(QStringLiteral("FAILED\n")));

    r = headroom({ QStringLiteral("device"), QStringLiteral("test"), QStringLiteral("nobody") });
    QCOMPARE(r.exitCode, 2);
    r = headroom({ QStringLiteral("device"), QStringLiteral("remove"), QStringLiteral("box") });
    QCOMPARE(r.exitCode, 0);
    r = headroom({ QStringLiteral("device"), QStringLiteral("list") });
    QVERIFY(!r.out.contains(QStringLiteral("box")));
    r = headroom({ QStringLiteral("device"), QStringLiteral("remove"), QStringLiteral("box") });
    QCOMPARE(r.exitCode, 2);
}

void TestCliDevice::runOverSsh()
{
    if (!m_sshdError.isEmpty())
        QSKIP(qPrintable(m_sshdError));
    const QString plan = QStringLiteral(HEADROOM_TEST_DATA "/plans/e2e/calibrate-e2e.yaml");
    const QString project = m_home.filePath(QStringLiteral("p.headroom"));
    const QString target = QStringLiteral("%1@127.0.0.1:%2").arg(SshdFixture::userName()).arg(m_sshd.port());
    const QStringList base { QStringLiteral("run"), plan, QStringLiteral("--device"), target,
        QStringLiteral("--identity"), m_sshd.clientKey(), QStringLiteral("--into"), project,
        QStringLiteral("--runs-dir"), m_home.filePath(QStringLiteral("runs")) };
    const QString fingerprint = m_sshd.hostFingerprint();

    // First contact: refused, with the fingerprint and the flag that accepts it; nothing stored.
    Result r = headroom(base, 120000);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("--accept-host-key ") + fingerprint), qPrintable(r.err));

    r = headroom(base + QStringList { QStringLiteral("--accept-host-key"), fingerprint }, 240000);
    if (r.exitCode != 0)
        for (const QString& line : r.err.split(u'\n'))
            qInfo("%s", qPrintable(line));
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral("stored in")), qPrintable(r.out));
    QVERIFY(r.err.contains(QStringLiteral("repetition 12 of 12")));
    QFile known(m_home.filePath(QStringLiteral(".ssh/known_hosts")));
    QVERIFY(known.open(QIODevice::ReadOnly));
    const QByteArray entry = "[127.0.0.1]:" + QByteArray::number(m_sshd.port());
    QVERIFY(known.readAll().contains(entry));

    // A saved device by name, its key now known: runs without any flag.
    r = headroom(
        { QStringLiteral("device"), QStringLiteral("add"), QStringLiteral("lab"), target, QStringLiteral("--identity"),
            m_sshd.clientKey(), QStringLiteral("--run-folder"), m_home.filePath(QStringLiteral("lab")) });
    QCOMPARE(r.exitCode, 0);
    r = headroom({ QStringLiteral("run"), plan, QStringLiteral("--device"), QStringLiteral("lab"),
                     QStringLiteral("--into"), project, QStringLiteral("--quiet") },
        240000);
    if (r.exitCode != 0)
        for (const QString& line : r.err.split(u'\n'))
            qInfo("%s", qPrintable(line));
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral("stored in")), qPrintable(r.out));

    // A device that does not exist: a clear error, exit 2.
    r = headroom({ QStringLiteral("run"), plan, QStringLiteral("--device"), QStringLiteral("nowhere"),
        QStringLiteral("--into"), project });
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("headroom device add")), qPrintable(r.err));
}

void TestCliDevice::passwordDeviceNeedsATerminal()
{
    // A password device is saved without any secret; the password is asked on a terminal only,
    // so without one (CI, a pipe) the run stops with a clear message before connecting.
    const QString target = QStringLiteral("someone@127.0.0.1:%1").arg(m_sshd.port() > 0 ? m_sshd.port() : 2222);
    Result r = headroom({ QStringLiteral("device"), QStringLiteral("add"), QStringLiteral("pw"), target,
        QStringLiteral("--password"), QStringLiteral("--identity"), m_home.filePath(QStringLiteral("k")) });
    QCOMPARE(r.exitCode, 2); // one way to log in, not two
    r = headroom({ QStringLiteral("device"), QStringLiteral("add"), QStringLiteral("pw"), target,
        QStringLiteral("--password") });
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    r = headroom({ QStringLiteral("device"), QStringLiteral("list"), QStringLiteral("--json") });
    QCOMPARE(r.exitCode, 0);
    const QJsonArray devices
        = QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("devices")).toArray();
    QJsonObject pw;
    for (const auto& d : devices)
        if (d.toObject().value(QStringLiteral("name")).toString() == u"pw")
            pw = d.toObject();
    QCOMPARE(pw.value(QStringLiteral("auth")).toString(), QStringLiteral("password"));
    QVERIFY(!pw.contains(QStringLiteral("password")));
    r = headroom({ QStringLiteral("run"), QStringLiteral(HEADROOM_TEST_DATA "/plans/e2e/calibrate-e2e.yaml"),
        QStringLiteral("--device"), QStringLiteral("pw"), QStringLiteral("--into"),
        m_home.filePath(QStringLiteral("pw.headroom")) });
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("no terminal")), qPrintable(r.err));
    r = headroom({ QStringLiteral("device"), QStringLiteral("remove"), QStringLiteral("pw") });
    QCOMPARE(r.exitCode, 0);
}

QTEST_GUILESS_MAIN(TestCliDevice)
#include "tst_cli_device.moc"
