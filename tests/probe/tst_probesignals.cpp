// Killing the probe never leaves its workload running.

#include "probetest.h"

#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace ProbeTest;

class TestProbeSignals : public QObject {
    Q_OBJECT

private slots:
    void killingTheProbeKillsTheWorkload_data()
    {
        QTest::addColumn<int>("sig");
        QTest::addRow("SIGTERM") << int(SIGTERM);
        QTest::addRow("SIGINT") << int(SIGINT);
        QTest::addRow("SIGHUP") << int(SIGHUP);
        QTest::addRow("SIGKILL") << int(SIGKILL); // no handler runs: the guardian process acts
    }

    void killingTheProbeKillsTheWorkload()
    {
        QFETCH(int, sig);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("run"));
        // A unique argument marks the workload's processes: a shell and its child sleep.
        const QByteArray marker
            = "4242." + QByteArray::number(QCoreApplication::applicationPid()) + QByteArray::number(sig);
        QProcess p;
        p.start(probe(),
            { QStringLiteral("run"), QStringLiteral("--repeat"), QStringLiteral("3"), QStringLiteral("--out"), out,
                QStringLiteral("--"), QStringLiteral("/bin/sh"), QStringLiteral("-c"),
                u"sleep " + QString::fromLatin1(marker) + u"; true" });
        QVERIFY(p.waitForStarted());
        // Wait until the sampler has seen both the shell and the sleep.
        QTRY_VERIFY_WITH_TIMEOUT(processesWith(marker).size() >= 2, 10000);
        ::kill(pid_t(p.processId()), sig);
        QVERIFY(p.waitForFinished(10000));
        QTRY_VERIFY_WITH_TIMEOUT(processesWith(marker).isEmpty(), 5000);
        if (sig == SIGKILL)
            return; // no final event can be written; the guardian only kills
        QCOMPARE(p.exitCode(), 128 + sig);
        const auto ends = events(out, QStringLiteral("run_end"));
        QCOMPARE(ends.size(), 1);
        QCOMPARE(ends.first().value(u"complete").toBool(), false);
        const auto reps = events(out, QStringLiteral("rep_end"));
        QCOMPARE(reps.size(), 1);
        QCOMPARE(reps.first().value(u"outcome").toString(), QStringLiteral("interrupted"));
        QVERIFY(QFile::exists(out + u"/DONE"));
    }
};

QTEST_GUILESS_MAIN(TestProbeSignals)
#include "tst_probesignals.moc"
