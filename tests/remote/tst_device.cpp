#include "remote/device.h"

#include <QTest>

class TestDevice : public QObject {
    Q_OBJECT
private slots:
    void jsonRoundTrip();
    void equality();
    void fromTarget_data();
    void fromTarget();
    void badJson_data();
    void badJson();
};

static Remote::Device sample()
{
    Remote::Device d;
    d.name = QStringLiteral("jetson");
    d.host = QStringLiteral("192.0.2.7");
    d.port = 2222;
    d.user = QStringLiteral("nvidia");
    d.auth = Remote::Device::Auth::Key;
    d.keyFile = QStringLiteral("~/.ssh/id_ed25519");
    d.knownHostsFile = QStringLiteral("/tmp/kh");
    d.runFolder = QStringLiteral("/data/headroom");
    d.notes = QStringLiteral("desk, \"left\" board");
    return d;
}

void TestDevice::jsonRoundTrip()
{
    const Remote::Device d = sample();
    Remote::Device back;
    QString error;
    QVERIFY2(Remote::Device::fromJson(d.toJson(), &back, &error), qPrintable(error));
    QCOMPARE(back, d);
    // No secret field exists to leak.
    QVERIFY(!d.toJson().contains(QStringLiteral("password")));
}

void TestDevice::equality()
{
    Remote::Device a = sample();
    Remote::Device b = sample();
    QVERIFY(a == b);
    b.port = 22;
    QVERIFY(a != b);
    b = a;
    b.auth = Remote::Device::Auth::Password;
    QVERIFY(a != b);
}

void TestDevice::fromTarget_data()
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("user");
    QTest::addColumn<QString>("host");
    QTest::addColumn<int>("port");
    QTest::addRow("user-host") << QStringLiteral("pi@board") << true << QStringLiteral("pi") << QStringLiteral("board")
                               << 22;
    QTest::addRow("user-host-port") << QStringLiteral("pi@10.0.0.2:2200") << true << QStringLiteral("pi")
                                    << QStringLiteral("10.0.0.2") << 2200;
    QTest::addRow("host-only") << QStringLiteral("board") << true << QString() << QStringLiteral("board") << 22;
    QTest::addRow("bad-port") << QStringLiteral("pi@board:x") << false << QString() << QString() << 0;
    QTest::addRow("port-too-big") << QStringLiteral("pi@board:70000") << false << QString() << QString() << 0;
    QTest::addRow("empty-user") << QStringLiteral("@board") << false << QString() << QString() << 0;
    QTest::addRow("empty") << QString() << false << QString() << QString() << 0;
}

void TestDevice::fromTarget()
{
    QFETCH(QString, target);
    QFETCH(bool, ok);
    Remote::Device d;
    QString error;
    QCOMPARE(Remote::Device::fromTarget(target, &d, &error), ok);
    if (!ok) {
        QVERIFY(!error.isEmpty());
        return;
    }
    QTEST(d.user, "user");
    QTEST(d.host, "host");
    QTEST(d.port, "port");
    QCOMPARE(d.target(), target);
}

void TestDevice::badJson_data()
{
    QTest::addColumn<QJsonObject>("json");
    QTest::addRow("no-name") << QJsonObject { { QStringLiteral("host"), QStringLiteral("h") } };
    QTest::addRow("port-zero") << QJsonObject { { QStringLiteral("name"), QStringLiteral("n") },
        { QStringLiteral("port"), 0 } };
    QTest::addRow("relative-run-folder") << QJsonObject { { QStringLiteral("name"), QStringLiteral("n") },
        { QStringLiteral("runFolder"), QStringLiteral("tmp/x") } };
}

void TestDevice::badJson()
{
    QFETCH(QJsonObject, json);
    Remote::Device d;
    QString error;
    QVERIFY(!Remote::Device::fromJson(json, &d, &error));
    QVERIFY(!error.isEmpty());
}

QTEST_GUILESS_MAIN(TestDevice)
#include "tst_device.moc"
