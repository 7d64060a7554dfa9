// The workbench is SIGKILLed in the middle of an import (`headroom import` of a large mem.log, in
// a child process, killed while its transaction is being written): every page of the project file
// is byte for byte what it was, opens, lists the same runs and passes PRAGMA integrity_check.
// (tst_store's killedImportLeavesProjectAsBefore kills inside Store::importProject at a seam;
// this one kills the real command at a moment it does not choose.)

#include "reliabilitytest.h"

#include "analysis/store.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace ReliabilityTest;

class TestImportKilled : public QObject {
    Q_OBJECT

    // SHA-256 of the file past SQLite's 100-byte header: opening a project in WAL mode rewrites the
    // header's journal-mode bytes and change counter, never a page of data.
    static QByteArray sha(const QString& path)
    {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly) || f.size() <= 100)
            return QByteArray();
        return QCryptographicHash::hash(f.readAll().mid(100), QCryptographicHash::Sha256).toHex();
    }

    static QStringList runIds(const QString& project)
    {
        Analysis::Store s;
        if (Analysis::hasErrors(s.open(project, Analysis::Store::OpenMode::ReadOnly)))
            return { QStringLiteral("cannot open") };
        QStringList ids;
        for (const Analysis::RunRow& r : s.listRuns())
            ids << r.id + u'/' + r.name;
        return ids;
    }

private slots:
    void killedImportLeavesTheProjectUnchanged()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString project = dir.filePath(QStringLiteral("p.headroom"));
        QProcess first;
        first.start(app(),
            { QStringLiteral("import"), QStringLiteral(HEADROOM_TEST_DATA "/logs/mem-sleep0.5.log"),
                QStringLiteral("--into"), project });
        QVERIFY(first.waitForFinished(60000));
        QCOMPARE(first.exitCode(), 0);
        const QStringList before = runIds(project);
        QCOMPARE(before.size(), 1);
        const QByteArray shaBefore = sha(project);

        // The seeds' loop format, 1.2 million readings (about 60 MB): parsing and writing take
        // long enough for the kill to land inside the write transaction.
        const QString big = dir.filePath(QStringLiteral("big-mem.log"));
        {
            QFile f(big);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QByteArray chunk;
            for (int i = 0; i < 1200000; ++i) {
                chunk += QByteArray::number(1700000000 + i) + "\nVmHWM:\t  " + QByteArray::number(200000 + i % 5000)
                    + " kB\nVmRSS:\t  " + QByteArray::number(190000 + i % 4000) + " kB\n";
                if (chunk.size() > (1 << 20)) {
                    QVERIFY(f.write(chunk) == chunk.size());
                    chunk.clear();
                }
            }
            QVERIFY(f.write(chunk) == chunk.size());
        }

        QProcess importer;
        importer.start(app(), { QStringLiteral("import"), big, QStringLiteral("--into"), project });
        QVERIFY(importer.waitForStarted());
        // The write-ahead log grows only inside the import's transaction; a few MiB in, the raw
        // file and the series are still being written.
        const QString wal = project + QStringLiteral("-wal");
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(wal).size() > (4 << 20) || importer.state() == QProcess::NotRunning, 120000);
        QVERIFY2(importer.state() == QProcess::Running, "the import ended before it could be killed");
        QCOMPARE(::kill(pid_t(importer.processId()), SIGKILL), 0);
        QVERIFY(importer.waitForFinished(10000));
        QCOMPARE(importer.exitStatus(), QProcess::CrashExit);

        // Uncommitted frames in the WAL never reach the main file's pages.
        QCOMPARE(sha(project), shaBefore);
        QCOMPARE(runIds(project), before);
        Analysis::Store s;
        QVERIFY(!Analysis::hasErrors(s.open(project, Analysis::Store::OpenMode::ReadWrite)));
        const Analysis::Diagnostics check = s.integrityCheck();
        QVERIFY2(check.isEmpty(), qPrintable(check.isEmpty() ? QString() : check.first().message));
        // The project still takes imports after the crash.
        s.close();
        QProcess again;
        again.start(app(),
            { QStringLiteral("import"), QStringLiteral(HEADROOM_TEST_DATA "/logs/timing.csv"), QStringLiteral("--into"),
                project });
        QVERIFY(again.waitForFinished(60000));
        QCOMPARE(again.exitCode(), 0);
        QCOMPARE(runIds(project).size(), 2);
    }
};

QTEST_GUILESS_MAIN(TestImportKilled)
#include "tst_importkilled.moc"
