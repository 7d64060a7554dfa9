// Runs shared between projects (storeshare.cpp): export to a standalone file and import into
// another project with raw files, plan, conclusion, draft, verdict and device; the same file twice;
// a damaged file refused with the receiver left byte for byte as it was.

#include "analysis/store/store.h"
#include "storetestdata.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace StoreTestData;

class TestStoreShare : public QObject {
    Q_OBJECT

private slots:
    void exportAndImport();
    void importRefusesDamagedFile();

private:
    QTemporaryDir m_dir;
};

void TestStoreShare::exportAndImport()
{
    const QString aPath = m_dir.filePath(QStringLiteral("alice.headroom"));
    Store alice;
    QVERIFY(!hasErrors(alice.open(aPath, Store::OpenMode::ReadWrite)));
    QVERIFY(
        alice.saveDevice(DeviceRecord { QStringLiteral("board-1"), QStringLiteral("ssh"), QStringLiteral("10.0.0.7"),
            22, QStringLiteral("alice"), { { QStringLiteral("arch"), QStringLiteral("aarch64") } } }));
    const QByteArray log = QByteArray("1709633472\nVmRSS:\t 1024 kB\nVmHWM:\t 2048 kB\n").repeated(500);
    const SaveResult one = alice.saveRun(fullRun(), { rawFile(QStringLiteral("mem.log"), log) },
        PlanText { QStringLiteral("fixed.yaml"), QStringLiteral("version: 1\nrepetitions: 20\n") });
    const SaveResult two = alice.saveRun(minimalRun(), { rawFile(QStringLiteral("other.log"), "other") });
    QVERIFY(one.ok() && two.ok());
    QVERIFY(alice.setConclusion(one.runId, R"({"known":"peak 1.9 GiB of 2 GiB"})"));
    QVERIFY(alice.setVerdict(one.runId, QStringLiteral("memory first")));
    QVERIFY(alice.setConclusionDraft(one.runId, R"({"known":"peak 1.9 GiB, and"})"));

    const QString shared = m_dir.filePath(QStringLiteral("for-bob.headroom"));
    const Diagnostics exported = alice.exportRuns({ one.runId }, shared);
    QVERIFY2(!hasErrors(exported), qPrintable(messages(exported)));
    QVERIFY(QFile::exists(shared));
    QVERIFY(!QFile::exists(shared + QStringLiteral("-wal"))); // one self-contained file
    QVERIFY(hasErrors(alice.exportRuns({ one.runId }, shared))); // never overwrites
    QVERIFY(hasErrors(alice.exportRuns({ QStringLiteral("12345") }, m_dir.filePath(QStringLiteral("none.headroom")))));
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("none.headroom"))));

    const QString bPath = m_dir.filePath(QStringLiteral("bob.headroom"));
    Store bob;
    QVERIFY(!hasErrors(bob.open(bPath, Store::OpenMode::ReadWrite)));
    QVERIFY(bob.saveRun(minimalRun(), { rawFile(QStringLiteral("bob.log"), "bob's own") }).ok());
    const ProjectImportResult imported = bob.importProject(shared);
    QVERIFY2(imported.ok(), qPrintable(messages(imported.diagnostics)));
    QCOMPARE(imported.importedRunIds.size(), 1);
    const QString id = imported.importedRunIds.constFirst();
    const Run run = *bob.loadRun(id);
    QVERIFY(run.provenance.startsWith(fullRun().provenance));
    QVERIFY2(run.provenance.contains(QLatin1String("imported from colleague file for-bob.headroom")),
        qPrintable(run.provenance));
    Run expected = fullRun();
    expected.provenance = run.provenance;
    const QString differences = runDiff(run, expected);
    QVERIFY2(differences.isEmpty(), qPrintable(differences));
    const QList<RawFile> raws = bob.rawFiles(id);
    QCOMPARE(raws.size(), 1);
    QCOMPARE(raws[0].sha256, sha256(log));
    QCOMPARE(sha256(bob.rawFileData(raws[0].id).value_or(QByteArray())), sha256(log));
    QCOMPARE(raws[0].importedAt, alice.rawFiles(one.runId).value(0).importedAt);
    QCOMPARE(bob.plan(id)->text, QStringLiteral("version: 1\nrepetitions: 20\n"));
    QCOMPARE(bob.conclusion(id)->json, QByteArray(R"({"known":"peak 1.9 GiB of 2 GiB"})"));
    QCOMPARE(bob.conclusion(id, ConclusionKind::Draft)->json, QByteArray(R"({"known":"peak 1.9 GiB, and"})"));
    QCOMPARE(bob.listRuns().size(), 2);
    QCOMPARE(bob.listRuns().value(1).verdict.value_or(QString()), QStringLiteral("memory first"));
    QCOMPARE(bob.devices().size(), 1);
    QCOMPARE(bob.devices().value(0), alice.devices().value(0));

    // The same file twice: recognised by the raw files' SHA-256, nothing added.
    const ProjectImportResult again = bob.importProject(shared);
    QVERIFY(again.ok());
    QVERIFY(again.importedRunIds.isEmpty());
    QCOMPARE(again.skippedRunIds, QStringList { id });
    QCOMPARE(bob.listRuns().size(), 2);
    QVERIFY(bob.integrityCheck().isEmpty());
    QVERIFY(hasErrors(bob.importProject(bPath).diagnostics)); // not into itself
}

void TestStoreShare::importRefusesDamagedFile()
{
    const QString shared = makeProject(m_dir, QStringLiteral("damaged-share.headroom"));
    QFile f(shared);
    QVERIFY(f.resize(f.size() - 4096));
    const QString path = makeProject(m_dir, QStringLiteral("receiver.headroom"), minimalRun());
    const QStringList before = RawDb(path).dump();
    Store store;
    QVERIFY(!hasErrors(store.open(path, Store::OpenMode::ReadWrite)));
    const ProjectImportResult result = store.importProject(shared);
    QVERIFY(!result.ok());
    QVERIFY2(
        messages(result.diagnostics).contains(QLatin1String("truncated")), qPrintable(messages(result.diagnostics)));
    QVERIFY(result.importedRunIds.isEmpty());
    store.close();
    QCOMPARE(RawDb(path).dump(), before);
}

QTEST_GUILESS_MAIN(TestStoreShare)
#include "tst_storeshare.moc"
