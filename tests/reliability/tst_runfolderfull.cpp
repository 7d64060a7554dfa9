// The device's run folder fills up (a 256 KiB tmpfs mounted by the test; needs root, skipped
// otherwise): the probe must say so clearly, stop the workload, and nothing half-written may be
// read as a complete, verified run.

#include "reliabilitytest.h"

#include "analysis/import/runfolder.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace ReliabilityTest;

class TestRunFolderFull : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_mount;

    static int sh(const QStringList& args)
    {
        QProcess p;
        p.start(args.first(), args.mid(1));
        if (!p.waitForFinished(30000))
            return -1;
        return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_mount = m_dir.filePath(QStringLiteral("small"));
        QVERIFY(QDir().mkpath(m_mount));
        if (sh({ QStringLiteral("mount"), QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                QStringLiteral("size=256k"), QStringLiteral("tmpfs"), m_mount })
            != 0) {
            m_mount.clear();
            QSKIP("cannot mount a 256 KiB tmpfs (needs root and CAP_SYS_ADMIN): the full-disk test does not run");
        }
    }

    void cleanupTestCase()
    {
        if (!m_mount.isEmpty())
            sh({ QStringLiteral("umount"), QStringLiteral("-l"), m_mount });
    }

    void fullRunFolder()
    {
        const QString out = m_mount + QStringLiteral("/run");
        const QString marker = QStringLiteral("headroom-full-%1").arg(QCoreApplication::applicationPid());
        // 3 MB of output fills the 256 KiB folder during the only repetition; then the workload
        // would idle for 8 s unless the probe stops it.
        QProcess p;
        QElapsedTimer timer;
        timer.start();
        p.start(probe(),
            { QStringLiteral("run"), QStringLiteral("--repeat"), QStringLiteral("1"), QStringLiteral("--interval-ms"),
                QStringLiteral("10"), QStringLiteral("--out"), out, QStringLiteral("--"), QStringLiteral("/bin/sh"),
                QStringLiteral("-c"), QStringLiteral("head -c 3000000 /dev/zero | tr '\\0' x; sleep 8"), marker });
        QVERIFY(p.waitForStarted());
        QVERIFY(p.waitForFinished(120000));
        const qint64 took = timer.elapsed();
        const QString err = QString::fromLocal8Bit(p.readAllStandardError());
        qInfo("probe exit %d after %lld ms; stderr: %s", p.exitCode(), took, qPrintable(err.left(300)));

        // Whatever the probe did, the host never calls this run complete.
        const Analysis::RunFolderResult r = Analysis::readRunFolder(out);
        QVERIFY(!(r.ok && r.complete));

        // The probe says which file could not be written and why, stops the workload at once
        // (it would idle for 8 s) and exits with its own status, writing no DONE.
        QVERIFY(p.exitStatus() == QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 74);
        QVERIFY2(err.contains(QLatin1String("No space left on device")), qPrintable(err));
        QVERIFY2(err.contains(out), qPrintable(err));
        QVERIFY2(took < 5000, qPrintable(QString::number(took)));
        QVERIFY(!QFileInfo::exists(out + QStringLiteral("/DONE")));
        // An empty DONE vouches for nothing (readRunFolder).
        QVERIFY(!r.checksumsVerified);
        // The workload is gone when the probe is (its guardian), whatever the cause.
        QTRY_VERIFY_WITH_TIMEOUT(sh({ QStringLiteral("pgrep"), QStringLiteral("-f"), marker }) == 1, 10000);
    }
};

QTEST_GUILESS_MAIN(TestRunFolderFull)
#include "tst_runfolderfull.moc"
