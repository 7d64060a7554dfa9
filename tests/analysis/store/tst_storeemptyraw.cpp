// Empty raw files (an empty stderr, an empty log) all have the SHA-256 e3b0c442...; they must never
// make the store refuse an import as "already imported" (schema 4), while a non-empty file imported
// twice still is. Apart from tst_store.cpp, which is at its size limit.

#include "analysis/store/store.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Analysis;

namespace {
RawFile rawFile(const QString& name, const QByteArray& data)
{
    RawFile r;
    r.name = name;
    r.format = QStringLiteral("memlog");
    r.tool = QStringLiteral("bash loop");
    r.data = data;
    return r;
}

Run minimalRun()
{
    Run run;
    run.name = QStringLiteral("one repetition");
    Repetition r;
    r.wallMs = 12.5;
    run.repetitions = { r };
    return run;
}

QString messagesOf(const Diagnostics& d)
{
    QStringList out;
    for (const auto& x : d)
        out << x.toString();
    return out.join(u'\n');
}
} // namespace

class TestStoreEmptyRaw final : public QObject {
    Q_OBJECT
private slots:
    void emptyFilesNeverCollide()
    {
        QTemporaryDir dir;
        Store store;
        QVERIFY(!hasErrors(store.open(dir.filePath(QStringLiteral("p.headroom")), Store::OpenMode::ReadWrite)));
        const SaveResult a = store.saveRun(minimalRun(),
            { rawFile(QStringLiteral("a.log"), "bytes of a"), rawFile(QStringLiteral("a.stderr"), QByteArray()) });
        QVERIFY2(a.ok(), qPrintable(messagesOf(a.diagnostics)));
        // A different run with its own empty file, and two empty files in one run: both kept.
        const SaveResult b = store.saveRun(minimalRun(),
            { rawFile(QStringLiteral("b.log"), "bytes of b"), rawFile(QStringLiteral("b.stderr"), QByteArray()),
                rawFile(QStringLiteral("b.stdout"), QByteArray()) });
        QVERIFY2(b.ok(), qPrintable(messagesOf(b.diagnostics)));
        QVERIFY(!b.duplicate);
        QCOMPARE(store.rawFiles(b.runId).size(), 3);
        // A run made of nothing but an empty file is not a duplicate of anything either.
        const SaveResult c = store.saveRun(minimalRun(), { rawFile(QStringLiteral("empty.log"), QByteArray()) });
        QVERIFY2(c.ok(), qPrintable(messagesOf(c.diagnostics)));
        QVERIFY(
            !store.findRawBySha(QStringLiteral("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")));
        // A non-empty file imported twice is still caught.
        const SaveResult again = store.saveRun(minimalRun(), { rawFile(QStringLiteral("copy.log"), "bytes of a") });
        QVERIFY(again.duplicate);
        QCOMPARE(again.runId, a.runId);
        QCOMPARE(store.listRuns().size(), 3);
        QVERIFY2(store.integrityCheck().isEmpty(), qPrintable(messagesOf(store.integrityCheck())));
    }

    // A colleague's file whose run keeps an empty file is imported, not skipped as "the same".
    void projectImportWithEmptyFile()
    {
        QTemporaryDir dir;
        const QString theirs = dir.filePath(QStringLiteral("theirs.headroom"));
        {
            Store store;
            QVERIFY(!hasErrors(store.open(theirs, Store::OpenMode::ReadWrite)));
            QVERIFY(store.saveRun(minimalRun(), { rawFile(QStringLiteral("err"), QByteArray()) }).ok());
        }
        Store mine;
        QVERIFY(!hasErrors(mine.open(dir.filePath(QStringLiteral("mine.headroom")), Store::OpenMode::ReadWrite)));
        QVERIFY(mine.saveRun(minimalRun(), { rawFile(QStringLiteral("mine-err"), QByteArray()) }).ok());
        const ProjectImportResult r = mine.importProject(theirs);
        QVERIFY2(r.ok(), qPrintable(messagesOf(r.diagnostics)));
        QCOMPARE(r.importedRunIds.size(), 1);
        QVERIFY(r.skippedRunIds.isEmpty());
        QCOMPARE(mine.listRuns().size(), 2);
    }

    // A project of schema 3 (UNIQUE sha256) with an empty raw file takes another after the upgrade.
    void upgradedFileTakesSecondEmpty()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("v3.headroom"));
        {
            Store::Options old;
            old.schemaVersion = 3;
            Store store(old);
            QVERIFY(!hasErrors(store.open(path, Store::OpenMode::ReadWrite)));
            QVERIFY(store.saveRun(minimalRun(), { rawFile(QStringLiteral("first-empty"), QByteArray()) }).ok());
            QVERIFY(!store.saveRun(minimalRun(), { rawFile(QStringLiteral("second-empty"), QByteArray()) }).ok());
        }
        Store store;
        QVERIFY(!hasErrors(store.open(path, Store::OpenMode::ReadWrite)));
        QCOMPARE(store.schemaVersion(), Store::kSchemaVersion);
        QCOMPARE(store.listRuns().size(), 1);
        QCOMPARE(store.rawFiles(store.listRuns().value(0).id).value(0).name, QStringLiteral("first-empty"));
        const SaveResult second
            = store.saveRun(minimalRun(), { rawFile(QStringLiteral("second-empty"), QByteArray()) });
        QVERIFY2(second.ok(), qPrintable(messagesOf(second.diagnostics)));
        QVERIFY(store.saveRun(minimalRun(), { rawFile(QStringLiteral("x"), "x") }).ok());
        QVERIFY(store.saveRun(minimalRun(), { rawFile(QStringLiteral("x again"), "x") }).duplicate);
        QVERIFY2(store.integrityCheck().isEmpty(), qPrintable(messagesOf(store.integrityCheck())));
    }
};

QTEST_GUILESS_MAIN(TestStoreEmptyRaw)
#include "tst_storeemptyraw.moc"
