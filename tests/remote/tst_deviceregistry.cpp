#include "remote/deviceregistry.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

class TestDeviceRegistry : public QObject {
    Q_OBJECT
private slots:
    void loadsFixture();
    void refusesBadFiles_data();
    void refusesBadFiles();
    void saveLoadRoundTrip();
    void addAndRemove();
    void oldSharedDefaultMovesOnceWithAMessage();
    void groupsRoundTripAndAreChecked();
};

// A device group (a fleet saved by name) lives in the same file; its members must be saved
// devices or "local" when it is saved, and a group with no member in the file is refused.
void TestDeviceRegistry::groupsRoundTripAndAreChecked()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("devices.json"));
    Remote::DeviceRegistry registry;
    QString error;
    Remote::Device board;
    board.name = QStringLiteral("rk3588-1");
    board.host = QStringLiteral("10.0.0.7");
    QVERIFY(registry.add(board, &error));
    QVERIFY(!registry.setGroup(QStringLiteral("boards"), {}, &error));
    QVERIFY(!registry.setGroup(QStringLiteral("boards"), { QStringLiteral("nosuch") }, &error));
    QVERIFY(error.contains(QLatin1String("nosuch")));
    QVERIFY(!registry.setGroup(
        QStringLiteral("boards"), { QStringLiteral("rk3588-1"), QStringLiteral("rk3588-1") }, &error));
    QVERIFY(!registry.setGroup(QStringLiteral("@boards"), { QStringLiteral("local") }, &error));
    QVERIFY2(
        registry.setGroup(QStringLiteral("boards"), { QStringLiteral("local"), QStringLiteral("rk3588-1") }, &error),
        qPrintable(error));
    QVERIFY2(registry.save(path, &error), qPrintable(error));
    Remote::DeviceRegistry loaded;
    QVERIFY2(loaded.load(path, &error), qPrintable(error));
    QCOMPARE(loaded.groups().value(QStringLiteral("boards")),
        (QStringList { QStringLiteral("local"), QStringLiteral("rk3588-1") }));
    QCOMPARE(loaded.devices().size(), 1);
    QVERIFY(loaded.removeGroup(QStringLiteral("boards")));
    QVERIFY(!loaded.removeGroup(QStringLiteral("boards")));

    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(R"({"format": 1, "devices": [], "groups": {"empty": []}})");
    file.close();
    QVERIFY(!loaded.load(path, &error));
    QVERIFY2(error.contains(path) && error.contains(QLatin1String("empty")), qPrintable(error));
}

// A device saved with the old default /tmp/headroom (a folder any user of the board can create
// first) keeps working: it moves to the default folder, with one message, and the file is saved
// again so the message is not repeated. A folder the user chose stays as it is.
void TestDeviceRegistry::oldSharedDefaultMovesOnceWithAMessage()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("devices.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"format": 1, "devices": [
        {"name": "old", "host": "board", "user": "me", "runFolder": "/tmp/headroom"},
        {"name": "chosen", "host": "board2", "runFolder": "/data/headroom"},
        {"name": "unset", "host": "board3"}]})");
    file.close();
    Remote::DeviceRegistry registry;
    QString error;
    QVERIFY2(registry.load(path, &error), qPrintable(error));
    QCOMPARE(registry.notes().size(), 1);
    QVERIFY2(registry.notes().constFirst().contains(QLatin1String("\"old\""))
            && registry.notes().constFirst().contains(QLatin1String("/tmp/headroom"))
            && registry.notes().constFirst().contains(QLatin1String("~/.cache/headroom")),
        qPrintable(registry.notes().constFirst()));
    QCOMPARE(registry.find(QStringLiteral("old"))->runFolder, QString());
    QCOMPARE(registry.find(QStringLiteral("chosen"))->runFolder, QStringLiteral("/data/headroom"));
    QCOMPARE(registry.find(QStringLiteral("unset"))->runFolder, QString());
    QVERIFY(registry.find(QStringLiteral("unset"))->runFolderText().contains(QLatin1String("XDG_CACHE_HOME")));

    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().contains("/tmp/headroom")); // loading changes no file
    file.close();
    QVERIFY2(registry.save(path, &error), qPrintable(error)); // as the CLI does after the notes
    Remote::DeviceRegistry again;
    QVERIFY2(again.load(path, &error), qPrintable(error));
    QVERIFY(again.notes().isEmpty()); // said once
    QCOMPARE(again.find(QStringLiteral("old"))->runFolder, QString());
    QCOMPARE(again.find(QStringLiteral("chosen"))->runFolder, QStringLiteral("/data/headroom"));
}

void TestDeviceRegistry::loadsFixture()
{
    Remote::DeviceRegistry registry;
    QString error;
    QVERIFY2(registry.load(QFINDTESTDATA("../data/remote/devices-v1.json"), &error), qPrintable(error));
    QCOMPARE(registry.devices().size(), 2);
    const auto lab = registry.find(QStringLiteral("rk3588 lab"));
    QVERIFY(lab);
    QCOMPARE(lab->port, 2222);
    QCOMPARE(lab->auth, Remote::Device::Auth::Key);
    QCOMPARE(lab->target(), QStringLiteral("root@rk.lab.example:2222"));
    QVERIFY(registry.find(QStringLiteral("local")));
    QVERIFY(registry.find(QStringLiteral("local"))->isLocal());
    QVERIFY(!registry.find(QStringLiteral("nope")));
}

void TestDeviceRegistry::refusesBadFiles_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("mentions");
    QTest::addRow("newer-format") << QStringLiteral("devices-future.json") << QStringLiteral("format 2");
    QTest::addRow("bad-port") << QStringLiteral("devices-bad-port.json") << QStringLiteral("device 2");
    QTest::addRow("duplicate-name") << QStringLiteral("devices-duplicate.json") << QStringLiteral("\"a\"");
    QTest::addRow("truncated") << QStringLiteral("devices-truncated.json") << QStringLiteral("byte");
}

void TestDeviceRegistry::refusesBadFiles()
{
    QFETCH(QString, file);
    QFETCH(QString, mentions);
    const QString path = QFINDTESTDATA(QStringLiteral("../data/remote/") + file);
    QVERIFY(!path.isEmpty());
    Remote::DeviceRegistry registry;
    QString error;
    QVERIFY(!registry.load(path, &error));
    QVERIFY2(error.contains(file), qPrintable(error)); // names the file
    QVERIFY2(error.contains(mentions), qPrintable(error));
    QVERIFY(registry.devices().isEmpty()); // nothing half-loaded
}

void TestDeviceRegistry::saveLoadRoundTrip()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sub/devices.json"));
    Remote::DeviceRegistry registry;
    QString error;
    QVERIFY(registry.load(path, &error)); // missing file: empty
    QVERIFY(registry.devices().isEmpty());
    QVERIFY2(registry.load(QFINDTESTDATA("../data/remote/devices-v1.json"), &error), qPrintable(error));
    QVERIFY2(registry.save(path, &error), qPrintable(error));
    Remote::DeviceRegistry back;
    QVERIFY2(back.load(path, &error), qPrintable(error));
    QCOMPARE(back.devices(), registry.devices());
}

void TestDeviceRegistry::addAndRemove()
{
    Remote::DeviceRegistry registry;
    QString error;
    Remote::Device d;
    d.name = QStringLiteral("pi");
    d.host = QStringLiteral("192.0.2.3");
    QVERIFY(registry.add(d, &error));
    QVERIFY(!registry.add(d, &error)); // taken
    QVERIFY(error.contains(QStringLiteral("pi")));
    Remote::Device local = d;
    local.name = QStringLiteral("local");
    QVERIFY(!registry.add(local, &error));
    Remote::Device noHost;
    noHost.name = QStringLiteral("x");
    QVERIFY(!registry.add(noHost, &error));
    QVERIFY(registry.remove(QStringLiteral("pi")));
    QVERIFY(!registry.remove(QStringLiteral("pi")));
    QVERIFY(registry.devices().isEmpty());
}

QTEST_GUILESS_MAIN(TestDeviceRegistry)
#include "tst_deviceregistry.moc"
