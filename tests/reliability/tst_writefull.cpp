// Every writer of the command line against a full disk (a 64 KiB tmpfs mounted by the test and
// filled; needs root, skipped with the reason otherwise), a character device (/dev/full, after
// the same check on a private node made with mknod, so a regression cannot replace the
// machine's /dev/full) and a FIFO: a non-zero exit, a message that names the file and the
// system's reason, and no truncated file under the final name (an old file stays as it was).

#include "reliabilitytest.h"

#include <QDirIterator>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <sys/sysmacros.h>

using namespace ReliabilityTest;

namespace {

struct Result {
    int exitCode = -1;
    QByteArray err;
};

Result headroom(const QStringList& args, const QString& configHome = {}, const QString& stdoutFile = {})
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (!configHome.isEmpty())
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), configHome);
    p.setProcessEnvironment(env);
    if (!stdoutFile.isEmpty())
        p.setStandardOutputFile(stdoutFile);
    p.start(app(), args);
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
        return {};
    }
    return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardError() };
}

int sh(const QStringList& args)
{
    QProcess p;
    p.start(args.first(), args.mid(1));
    if (!p.waitForFinished(30000))
        return -1;
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

bool isCharDevice(const QString& path)
{
    struct stat st { };
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 && S_ISCHR(st.st_mode);
}

QByteArray contents(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString& path, const QByteArray& data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size() && f.flush();
}

// Names in dir that start with `name.`: QSaveFile's temporary files, which must not be left.
QStringList leftovers(const QString& dir, const QString& name)
{
    return QDir(dir).entryList({ name + QStringLiteral(".*") }, QDir::Files | QDir::Hidden | QDir::System);
}

} // namespace

constexpr char kNoMount[]
    = "cannot mount a 64 KiB tmpfs (needs root and CAP_SYS_ADMIN): the full-disk case does not run";

class TestWriteFull : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_mount;
    QString m_project;
    QString m_config; // XDG_CONFIG_HOME on the full disk, with a saved device list
    QString m_deviceList;
    QString m_node; // a private character device 1:7 (what /dev/full is)

    void unmount()
    {
        if (!m_mount.isEmpty())
            sh({ QStringLiteral("umount"), QStringLiteral("-l"), m_mount });
        m_mount.clear();
    }

    QStringList writer(const QString& kind, const QString& target) const
    {
        if (kind == u"screenshot")
            return { QStringLiteral("--screenshot"), target };
        return { QStringLiteral("report"), m_project, QStringLiteral("--") + kind, target };
    }

public:
    // Whatever happened (a failed check in initTestCase included), the tmpfs goes before m_dir.
    ~TestWriteFull() override { unmount(); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_project = m_dir.filePath(QStringLiteral("demo.headroom"));
        const Result imported = headroom({ QStringLiteral("import"),
            QStringLiteral(HEADROOM_TEST_DATA "/probe/calibrate-run"), QStringLiteral("--into"), m_project });
        QVERIFY2(imported.exitCode == 0, imported.err.constData());

        m_node = m_dir.filePath(QStringLiteral("full-device"));
        if (::mknod(QFile::encodeName(m_node).constData(), S_IFCHR | 0666, makedev(1, 7)) != 0)
            m_node.clear();

        m_mount = m_dir.filePath(QStringLiteral("small"));
        QVERIFY(QDir().mkpath(m_mount));
        if (sh({ QStringLiteral("mount"), QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                QStringLiteral("size=64k"), QStringLiteral("tmpfs"), m_mount })
            != 0) {
            m_mount.clear(); // fullDisk and deviceListFullDisk skip, saying why
            return;
        }
        // Old files that a failed write must leave as they were.
        QVERIFY(writeFile(m_mount + QStringLiteral("/old.md"), "old markdown\n"));
        QVERIFY(writeFile(m_mount + QStringLiteral("/old.json"), "{\"old\": true}\n"));
        QVERIFY(writeFile(m_mount + QStringLiteral("/old.pdf"), "%PDF-old\n"));
        QVERIFY(QDir().mkpath(m_mount + QStringLiteral("/csv")));
        for (const char* name : { "repetitions.csv", "inputs.csv", "samples.csv" })
            QVERIFY(writeFile(m_mount + QStringLiteral("/csv/") + QLatin1String(name), "old,csv\n"));
        m_config = m_mount + QStringLiteral("/config");
        const Result added = headroom({ QStringLiteral("device"), QStringLiteral("add"), QStringLiteral("board"),
                                          QStringLiteral("root@192.0.2.1") },
            m_config);
        QVERIFY2(added.exitCode == 0, added.err.constData());
        for (QDirIterator it(m_config, { QStringLiteral("devices.json") }, QDir::Files, QDirIterator::Subdirectories);
             it.hasNext();)
            m_deviceList = it.next();
        QVERIFY2(!m_deviceList.isEmpty(), "device add wrote no devices.json under XDG_CONFIG_HOME");

        // Fill the disk: 4 KiB at a time until the kernel says ENOSPC.
        QFile filler(m_mount + QStringLiteral("/filler"));
        QVERIFY(filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered));
        const QByteArray block(4096, 'x');
        int blocks = 0;
        while (blocks < 1000 && filler.write(block) == block.size())
            ++blocks;
        QVERIFY2(blocks < 1000, "the 64 KiB tmpfs did not fill");
        filler.close();
    }

    void cleanupTestCase() { unmount(); }

    void fullDisk_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("name"); // under the mount
        QTest::addColumn<bool>("exists");
        QTest::addRow("md-replace") << QStringLiteral("md") << QStringLiteral("old.md") << true;
        QTest::addRow("md-new") << QStringLiteral("md") << QStringLiteral("new.md") << false;
        QTest::addRow("json-replace") << QStringLiteral("json") << QStringLiteral("old.json") << true;
        QTest::addRow("json-new") << QStringLiteral("json") << QStringLiteral("new.json") << false;
        QTest::addRow("pdf-replace") << QStringLiteral("pdf") << QStringLiteral("old.pdf") << true;
        QTest::addRow("pdf-new") << QStringLiteral("pdf") << QStringLiteral("new.pdf") << false;
        QTest::addRow("csv-replace") << QStringLiteral("csv") << QStringLiteral("csv") << true;
        QTest::addRow("csv-new") << QStringLiteral("csv") << QStringLiteral("newcsv") << false;
        QTest::addRow("screenshot-new") << QStringLiteral("screenshot") << QStringLiteral("shots") << false;
    }

    void fullDisk()
    {
        if (m_mount.isEmpty())
            QSKIP(kNoMount);
        QFETCH(QString, kind);
        QFETCH(QString, name);
        QFETCH(bool, exists);
        const QString target = m_mount + u'/' + name;
        const bool folder = kind == u"csv" || kind == u"screenshot";
        QMap<QString, QByteArray> before; // every file the target holds, by path
        if (exists && folder)
            for (const QString& f : QDir(target).entryList(QDir::Files))
                before.insert(target + u'/' + f, contents(target + u'/' + f));
        else if (exists)
            before.insert(target, contents(target));

        const Result r = headroom(writer(kind, target));
        QVERIFY2(r.exitCode != 0, r.err.constData());
        QVERIFY2(r.exitCode != -1, "the writer crashed or hung");
        const QString message = QString::fromUtf8(r.err);
        QVERIFY2(message.contains(m_mount + u'/'), r.err.constData()); // names the file
        QVERIFY2(message.contains(QLatin1String("No space left on device")), r.err.constData());

        for (auto it = before.cbegin(); it != before.cend(); ++it)
            QCOMPARE(contents(it.key()), it.value());
        if (!exists && !folder)
            QVERIFY(!QFileInfo::exists(target));
        if (folder) {
            // Nothing half-written under a final name: each file there is an old one, whole.
            for (const QString& f : QDir(target).entryList(QDir::Files | QDir::Hidden))
                QVERIFY2(before.contains(target + u'/' + f), qPrintable(f));
        } else {
            QCOMPARE(leftovers(m_mount, name), QStringList());
        }
    }

    void deviceListFullDisk()
    {
        if (m_mount.isEmpty())
            QSKIP(kNoMount);
        const QByteArray old = contents(m_deviceList);
        QVERIFY(old.contains("192.0.2.1"));
        const Result r = headroom({ QStringLiteral("device"), QStringLiteral("add"), QStringLiteral("second"),
                                      QStringLiteral("root@192.0.2.2") },
            m_config);
        QVERIFY2(r.exitCode != 0 && r.exitCode != -1, r.err.constData());
        QVERIFY2(r.err.contains(QFile::encodeName(m_deviceList)), r.err.constData());
        QVERIFY2(r.err.contains("No space left on device"), r.err.constData());
        QCOMPARE(contents(m_deviceList), old);
        QCOMPARE(leftovers(QFileInfo(m_deviceList).path(), QStringLiteral("devices.json")), QStringList());
    }

    void characterDevice_data()
    {
        QTest::addColumn<QString>("kind");
        for (const char* kind : { "md", "json", "pdf", "csv", "screenshot" })
            QTest::addRow("%s", kind) << QString::fromLatin1(kind);
    }

    void characterDevice()
    {
        QFETCH(QString, kind);
        // The private node first: if the writer renamed a file over it, /dev/full is not tried.
        QStringList targets;
        if (!m_node.isEmpty())
            targets << m_node;
        targets << QStringLiteral("/dev/full");
        for (const QString& target : std::as_const(targets)) {
            QVERIFY(isCharDevice(target));
            const Result r = headroom(writer(kind, target));
            QVERIFY2(isCharDevice(target), qPrintable(target + QStringLiteral(" was replaced")));
            QVERIFY2(r.exitCode != 0 && r.exitCode != -1, r.err.constData());
            QVERIFY2(r.err.contains(QFile::encodeName(target)), r.err.constData());
            QCOMPARE(leftovers(QFileInfo(target).path(), QFileInfo(target).fileName()), QStringList());
        }
    }

    // A FIFO with no reader: refused at once by name, not a hang until a reader comes.
    void fifo()
    {
        const QString target = m_dir.filePath(QStringLiteral("fifo"));
        QVERIFY(::mkfifo(QFile::encodeName(target).constData(), 0600) == 0);
        const Result r = headroom(writer(QStringLiteral("md"), target));
        QVERIFY2(r.exitCode != 0 && r.exitCode != -1, r.err.constData());
        QVERIFY2(r.err.contains(QFile::encodeName(target)) && r.err.contains("FIFO"), r.err.constData());
        struct stat st { };
        QVERIFY(::lstat(QFile::encodeName(target).constData(), &st) == 0 && S_ISFIFO(st.st_mode));
    }

    // '-' writes to standard output; a full one is an error too.
    void standardOutputFull()
    {
        for (const char* kind : { "--md", "--json" }) {
            const Result r = headroom({ QStringLiteral("report"), m_project, QLatin1String(kind), QStringLiteral("-") },
                {}, QStringLiteral("/dev/full"));
            QVERIFY2(r.exitCode != 0 && r.exitCode != -1, r.err.constData());
            QVERIFY2(r.err.contains("standard output") && r.err.contains("No space left on device"), r.err.constData());
        }
    }
};

QTEST_MAIN(TestWriteFull)
#include "tst_writefull.moc"
