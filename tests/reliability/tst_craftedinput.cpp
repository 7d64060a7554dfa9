// A crafted .headroom file, run folder or log cannot make Headroom write outside its project, run
// a command, or use unbounded memory or time. Each case goes through the real `headroom` binary
// where a user would (import, verify), or through the library entry point it uses.

#include "reliabilitytest.h"

#include "analysis/project/projectimport.h"
#include "analysis/store/store.h"

#include <QDirIterator>
#include <QElapsedTimer>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace ReliabilityTest;

class TestCraftedInput : public QObject {
    Q_OBJECT

    static QSet<QString> filesUnder(const QString& root)
    {
        QSet<QString> out;
        QDirIterator it(root, QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System,
            QDirIterator::Subdirectories);
        while (it.hasNext())
            out.insert(it.next());
        return out;
    }

    static int headroom(const QStringList& args, QByteArray* err = nullptr, int timeoutMs = 60000)
    {
        QProcess p;
        p.start(app(), args);
        if (!p.waitForFinished(timeoutMs)) {
            p.kill();
            p.waitForFinished();
            return -2; // did not finish in time
        }
        if (err)
            *err = p.readAllStandardError();
        return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    }

private slots:
    void craftedProjectCannotWriteOutsideOrRunAnything()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString marker = dir.filePath(QStringLiteral("ran-a-command"));
        const QString crafted = dir.filePath(QStringLiteral("crafted.headroom"));
        {
            // Every text a colleague's file carries, made hostile: names that look like paths up
            // and out, a plan whose command would leave a trace if anything ran it.
            QFile log(QStringLiteral(HEADROOM_TEST_DATA "/logs/mem-sleep0.5.log"));
            QVERIFY(log.open(QIODevice::ReadOnly));
            Analysis::Run run;
            run.name = QStringLiteral("../../../escaped-run");
            run.provenance = QStringLiteral("$(touch %1)").arg(marker);
            Analysis::RawFile raw;
            raw.name = QStringLiteral("../../../escaped-raw");
            raw.format = QStringLiteral("memlog");
            raw.tool = QStringLiteral("`touch %1`").arg(marker);
            raw.data = log.readAll();
            Analysis::PlanText plan;
            plan.name = QStringLiteral("../escaped-plan.yaml");
            plan.text = QStringLiteral("version: 1\nname: x\nmode: process\ncommand: [/bin/sh, -c, \"touch %1\"]\n")
                            .arg(marker);
            Analysis::Store s;
            QVERIFY(!Analysis::hasErrors(s.open(crafted, Analysis::Store::OpenMode::ReadWrite)));
            const Analysis::SaveResult saved = s.saveRun(run, { raw }, plan);
            QVERIFY(saved.ok());
            Analysis::DeviceRecord device;
            device.name = QStringLiteral("../../escaped-device");
            device.kind = QStringLiteral("ssh");
            device.host = QStringLiteral("$(touch %1)").arg(marker);
            QVERIFY(s.saveDevice(device));
        }
        const QString sub = dir.filePath(QStringLiteral("a/b"));
        QVERIFY(QDir().mkpath(sub));
        const QString project = sub + QStringLiteral("/p.headroom");
        const QSet<QString> before = filesUnder(dir.path());

        QByteArray err;
        QCOMPARE(headroom({ QStringLiteral("import"), crafted, QStringLiteral("--into"), project }, &err), 0);
        QCOMPARE(headroom({ QStringLiteral("verify"), project }, &err) >= 0, true);
        QCOMPARE(headroom({ QStringLiteral("verify"), crafted }, &err) >= 0, true);

        // Only the project appeared; nothing named after the crafted fields, anywhere up the tree.
        QSet<QString> added = filesUnder(dir.path()) - before;
        added.remove(project);
        QVERIFY2(added.isEmpty(), qPrintable(QStringList(added.values()).join(u' ')));
        QVERIFY(!QFile::exists(marker));
        for (const QString& name : { QStringLiteral("escaped-run"), QStringLiteral("escaped-raw"),
                 QStringLiteral("escaped-plan.yaml"), QStringLiteral("escaped-device") }) {
            QVERIFY(!QFile::exists(dir.filePath(name)));
            QVERIFY(!QFile::exists(QDir(dir.path() + QStringLiteral("/..")).filePath(name)));
        }
        // The names arrive as text, unchanged: nothing was "sanitised" into a different meaning.
        Analysis::Store s;
        QVERIFY(!Analysis::hasErrors(s.open(project, Analysis::Store::OpenMode::ReadOnly)));
        const QList<Analysis::RunRow> rows = s.listRuns();
        QCOMPARE(rows.size(), 1);
        QCOMPARE(rows.first().name, QStringLiteral("../../../escaped-run"));
        QCOMPARE(s.rawFiles(rows.first().id).first().name, QStringLiteral("../../../escaped-raw"));
    }

    void hugeLogIsRefusedBeforeItIsRead()
    {
        // A 1 GiB sparse file costs no disk; read whole it would cost 1 GiB of memory.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString huge = dir.filePath(QStringLiteral("huge.log"));
        {
            QFile f(huge);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QVERIFY(f.resize(qint64(1) << 30));
        }
        Analysis::Store s;
        QVERIFY(!Analysis::hasErrors(
            s.open(dir.filePath(QStringLiteral("p.headroom")), Analysis::Store::OpenMode::ReadWrite)));
        const qint64 peakBefore = peakRssKb();
        const QList<Analysis::FileImportOutcome> outcomes = Analysis::importIntoProject(s, { huge }, {});
        const qint64 grew = peakRssKb() - peakBefore;
        QCOMPARE(outcomes.size(), 1);
        QVERIFY(!outcomes.first().ok());
        QVERIFY(outcomes.first().runIds.isEmpty());
        QVERIFY2(grew < 64 * 1024, qPrintable(QStringLiteral("peak RSS grew by %1 kB").arg(grew)));
        QVERIFY(s.listRuns().isEmpty());
    }

    void runFolderWithAnEndlessFileIsBounded_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("listedAs");
        QTest::addRow("done-lists-dev-zero") << QStringLiteral("/dev/zero") << QStringLiteral("zero");
        QTest::addRow("events-is-dev-zero") << QStringLiteral("/dev/zero") << QStringLiteral("events.jsonl");
    }

    void runFolderWithAnEndlessFileIsBounded()
    {
        // A run folder from someone else whose DONE (or events.jsonl itself) points at a file
        // without an end: the import must finish, with an error, in bounded time.
        QFETCH(QString, target);
        QFETCH(QString, listedAs);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString run = dir.filePath(QStringLiteral("run"));
        QVERIFY(QDir().mkpath(run));
        const QDir fixture(QStringLiteral(HEADROOM_TEST_DATA "/probe/calibrate-run"));
        for (const QString& f : fixture.entryList(QDir::Files))
            if (f != listedAs)
                QVERIFY(QFile::copy(fixture.filePath(f), run + u'/' + f));
        QVERIFY(QFile::link(target, run + u'/' + listedAs));
        if (listedAs != QLatin1String("events.jsonl")) {
            QFile done(run + QStringLiteral("/DONE"));
            QVERIFY(done.open(QIODevice::Append));
            done.write(QByteArray(64, '0') + "  " + listedAs.toUtf8() + '\n');
        }
        QElapsedTimer timer;
        timer.start();
        QByteArray err;
        const int code = headroom(
            { QStringLiteral("import"), run, QStringLiteral("--into"), dir.filePath(QStringLiteral("p.headroom")) },
            &err, 10000);
        qInfo("exit %d after %lld ms: %s", code, timer.elapsed(), err.left(200).constData());
        // readRunFolder reads and hashes only regular files of a bounded size, and stops checking
        // DONE once events.jsonl was refused.
        QVERIFY2(code != -2, "the import did not finish within 10 s");
        QCOMPARE(code, 1);
    }
};

QTEST_GUILESS_MAIN(TestCraftedInput)
#include "tst_craftedinput.moc"
