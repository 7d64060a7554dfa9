// A project locked by another process (this test, through its own SQLite connection): Headroom
// waits (the busy timeout), then says the project is in use, naming it, never "damaged"; a lock
// released while it waits lets it go on.

#include "reliabilitytest.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <sqlite3.h>

using namespace ReliabilityTest;

namespace {

// Holds a lock on a project from this process until released or destroyed.
class Lock {
public:
    Lock(const QString& path, const char* journalMode, const char* begin)
    {
        if (sqlite3_open(QFile::encodeName(path).constData(), &m_db) != SQLITE_OK)
            return;
        const QByteArray mode = QByteArray("PRAGMA journal_mode=") + journalMode;
        m_ok = sqlite3_exec(m_db, mode.constData(), nullptr, nullptr, nullptr) == SQLITE_OK
            && sqlite3_exec(m_db, begin, nullptr, nullptr, nullptr) == SQLITE_OK
            // A write, so that even a reader in rollback-journal mode is locked out.
            && sqlite3_exec(m_db, "UPDATE runs SET name=name", nullptr, nullptr, nullptr) == SQLITE_OK;
    }
    ~Lock() { release(); }
    bool ok() const { return m_ok; }
    void release()
    {
        if (!m_db)
            return;
        sqlite3_exec(m_db, "ROLLBACK", nullptr, nullptr, nullptr);
        sqlite3_close(m_db);
        m_db = nullptr;
    }

private:
    sqlite3* m_db = nullptr;
    bool m_ok = false;
};

} // namespace

class TestProjectBusy : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_project;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_project = m_dir.filePath(QStringLiteral("busy.headroom"));
        QProcess p;
        p.start(app(),
            { QStringLiteral("import"), QStringLiteral(HEADROOM_TEST_DATA "/probe/calibrate-run"),
                QStringLiteral("--into"), m_project });
        QVERIFY(p.waitForFinished(120000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
    }

    void inUse_data()
    {
        QTest::addColumn<QByteArray>("journal");
        QTest::addColumn<QByteArray>("begin");
        QTest::addColumn<QStringList>("command");
        const QStringList report { QStringLiteral("report"), QString(), QStringLiteral("--json"), QStringLiteral("-") };
        const QStringList import { QStringLiteral("import"),
            QStringLiteral(HEADROOM_TEST_DATA "/logs/timing-list-ms.txt"), QStringLiteral("--into"), QString() };
        // Another sqlite3 (or a Headroom of an older file) writing in rollback-journal mode: even reading waits.
        QTest::addRow("exclusive-report") << QByteArray("DELETE") << QByteArray("BEGIN EXCLUSIVE") << report;
        QTest::addRow("exclusive-import") << QByteArray("DELETE") << QByteArray("BEGIN EXCLUSIVE") << import;
        // Another Headroom importing (WAL, as a Store opened for writing): a second writer waits.
        QTest::addRow("wal-writer-import") << QByteArray("WAL") << QByteArray("BEGIN IMMEDIATE") << import;
    }

    void inUse()
    {
        QFETCH(QByteArray, journal);
        QFETCH(QByteArray, begin);
        QFETCH(QStringList, command);
        command.replaceInStrings(QRegularExpression(QStringLiteral("^$")), m_project);
        Lock lock(m_project, journal.constData(), begin.constData());
        QVERIFY(lock.ok());
        QProcess p;
        QElapsedTimer timer;
        timer.start();
        p.start(app(), command);
        QVERIFY(p.waitForFinished(120000));
        const qint64 waited = timer.elapsed();
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QVERIFY2(p.exitStatus() == QProcess::NormalExit && p.exitCode() != 0, qPrintable(err));
        QVERIFY2(err.contains(QLatin1String("in use by another process")), qPrintable(err));
        QVERIFY2(err.contains(m_project), qPrintable(err));
        QVERIFY2(!err.contains(QLatin1String("damaged")) && !err.contains(QLatin1String("database is locked")),
            qPrintable(err));
        // It waited: SQLite's busy handler sleeps the whole timeout (5 s) before giving up. A
        // generous lower bound only; nothing is asserted about how much longer it took.
        QVERIFY2(waited >= 4000, qPrintable(QStringLiteral("gave up after %1 ms").arg(waited)));
    }

    // The lock goes away while Headroom waits: the report is written.
    void releasedWhileWaiting()
    {
        Lock lock(m_project, "DELETE", "BEGIN EXCLUSIVE");
        QVERIFY(lock.ok());
        QProcess p;
        QSignalSpy finished(&p, &QProcess::finished);
        QTimer::singleShot(1000, this, [&lock] { lock.release(); });
        p.start(app(), { QStringLiteral("report"), m_project, QStringLiteral("--json"), QStringLiteral("-") });
        QVERIFY(finished.wait(120000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        QVERIFY(p.readAllStandardOutput().startsWith("{"));
    }
};

QTEST_MAIN(TestProjectBusy)
#include "tst_projectbusy.moc"
