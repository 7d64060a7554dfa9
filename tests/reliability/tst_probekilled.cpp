// The probe is SIGKILLed mid-run (no handler runs, no run_end, no DONE): the host reads the run
// folder as incomplete and keeps every repetition and sample that reached the disk.

#include "reliabilitytest.h"

#include "analysis/project/projectimport.h"
#include "analysis/import/runfolder.h"
#include "analysis/store/store.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace ReliabilityTest;

class TestProbeKilled : public QObject {
    Q_OBJECT

private slots:
    void killedProbeLeavesAnIncompleteRunWithEverythingMeasured()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString out = dir.filePath(QStringLiteral("run"));
        const QString eventsFile = out + QStringLiteral("/events.jsonl");
        QProcess p;
        p.start(probe(),
            { QStringLiteral("run"), QStringLiteral("--repeat"), QStringLiteral("50"), QStringLiteral("--interval-ms"),
                QStringLiteral("10"), QStringLiteral("--out"), out, QStringLiteral("--"), QStringLiteral("/bin/sh"),
                QStringLiteral("-c"), QStringLiteral("sleep 0.15") });
        QVERIFY(p.waitForStarted());
        // Three repetitions on disk, then the kill lands in the middle of the fourth or later.
        QTRY_VERIFY_WITH_TIMEOUT(countEvents(eventsFile, QStringLiteral("rep_end")) >= 3, 30000);
        QCOMPARE(::kill(pid_t(p.processId()), SIGKILL), 0);
        QVERIFY(p.waitForFinished(10000));
        QCOMPARE(p.exitStatus(), QProcess::CrashExit);

        const int repEnds = countEvents(eventsFile, QStringLiteral("rep_end"));
        const int samples = countEvents(eventsFile, QStringLiteral("sample"));
        QVERIFY(repEnds >= 3 && repEnds < 50);
        QVERIFY(samples > 0);
        QCOMPARE(countEvents(eventsFile, QStringLiteral("run_end")), 0);
        QVERIFY(!QFile::exists(out + QStringLiteral("/DONE")));

        const Analysis::RunFolderResult r = Analysis::readRunFolder(out);
        QVERIFY2(r.ok, qPrintable(r.diagnostics.isEmpty() ? QString() : r.diagnostics.first().message));
        QVERIFY(!r.complete);
        QVERIFY(!r.checksumsVerified);
        QCOMPARE(r.run.repetitions.size(), repEnds);
        size_t kept = 0;
        for (const Analysis::MemorySeries& s : r.run.memory)
            kept += s.size();
        QCOMPARE(kept, size_t(samples));

        // Into a project: a warning names the run incomplete; nothing measured is dropped.
        Analysis::Store store;
        QVERIFY(!Analysis::hasErrors(
            store.open(dir.filePath(QStringLiteral("p.headroom")), Analysis::Store::OpenMode::ReadWrite)));
        const Analysis::FileImportOutcome imported = Analysis::importRunFolder(store, out);
        QVERIFY(imported.ok());
        QCOMPARE(imported.runIds.size(), 1);
        bool warned = false;
        for (const Analysis::Diagnostic& d : imported.diagnostics)
            warned = warned || d.message.contains(QLatin1String("incomplete"));
        QVERIFY(warned);
        const auto loaded = store.loadRun(imported.runIds.first());
        QVERIFY(loaded.has_value());
        QCOMPARE(loaded->repetitions.size(), repEnds);
        size_t stored = 0;
        for (const Analysis::MemorySeries& s : loaded->memory)
            stored += s.size();
        QCOMPARE(stored, size_t(samples));
        QVERIFY(store.integrityCheck().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestProbeKilled)
#include "tst_probekilled.moc"
