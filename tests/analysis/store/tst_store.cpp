// The store's own file: the round trip, migrations, refusals of damaged files and the SIGKILL
// test. Sharing runs between projects is tst_storeshare.cpp, drafts tst_storedrafts.cpp; the
// fixtures they share live in storetestdata.h.

#include "analysis/import/runfolder.h"
#include "analysis/store/store.h"
#include "storetestdata.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

#include <algorithm>
#include <limits>

using namespace Analysis;

Q_DECLARE_METATYPE(Analysis::Run)

using namespace StoreTestData;

class TestStore : public QObject {
    Q_OBJECT

private slots:
    void fullRunSetsEveryField();
    void roundTrip_data();
    void roundTrip();
    void refusedSeries_data();
    void refusedSeries();
    void damagedSeriesColumns_data();
    void damagedSeriesColumns();
    void rawFilesAndDuplicates();
    void rawFileFromPath();
    void migration_data();
    void migration();
    void newerVersionRefused();
    void refusedFiles_data();
    void refusedFiles();
    void damagedBytesNeverCrash();
    void codeInFileDoesNotRun();
    void killedImportLeavesProjectAsBefore();

private:
    QTemporaryDir m_dir;
};

// The round trip compares every field; this makes sure fullRun() gives each one a value to
// lose, and that the comparison notices a single changed sample.
void TestStore::fullRunSetsEveryField()
{
    QSet<QString> set;
    QSet<QString> all;
    fieldsSet(fullRun(), &set, &all);
    QStringList unset(all.cbegin(), all.cend());
    unset.removeIf([&](const QString& f) { return set.contains(f); });
    unset.sort();
    QVERIFY2(unset.isEmpty(), qPrintable(QStringLiteral("fullRun() leaves at default: ") + unset.join(u' ')));
    QSet<QString> types;
    for (const QString& f : std::as_const(all))
        types.insert(f.section(QLatin1Char('.'), 0, 0));
    const QStringList expectedTypes { QStringLiteral("ConcurrencyLevel"), QStringLiteral("Environment"),
        QStringLiteral("GpuMemory"), QStringLiteral("InputSpec"), QStringLiteral("MappedFile"),
        QStringLiteral("MemorySeries"), QStringLiteral("Repetition"), QStringLiteral("ReportedSummary"),
        QStringLiteral("Run"), QStringLiteral("RunEvent"), QStringLiteral("SourceFile"),
        QStringLiteral("SystemSeries") };
    QStringList reached(types.cbegin(), types.cend());
    reached.sort();
    QCOMPARE(reached, expectedTypes);

    QVERIFY(runDifferences(fullRun(), fullRun()).isEmpty());
    Run changed = fullRun();
    changed.system.canaryMaxMs[3] += 1;
    changed.memory[QStringLiteral("short")].majFaults[999] = 0;
    QCOMPARE(runDifferences(changed, fullRun()),
        QStringList({ QStringLiteral("run.memory[\"short\"].majFaults[999]: 0 vs 17991"),
            QStringLiteral("run.system.canaryMaxMs[3]: 5.5 vs 4.5") }));
}

void TestStore::roundTrip_data()
{
    QTest::addColumn<Run>("run");
    QTest::addColumn<QString>("probeFolder"); // read with readRunFolder instead of run
    QTest::addRow("every-field") << fullRun() << QString();
    QTest::addRow("absent-optionals-and-nan") << minimalRun() << QString();
    QTest::addRow("empty-run") << Run {} << QString();
    Run gpuOnly;
    gpuOnly.system.gpu = QStringLiteral("not available: no NVIDIA GPU");
    QTest::addRow("system-reason-without-samples") << gpuOnly << QString();
    // The probe's own fixtures, as readRunFolder gives them: 0.1.0 cold-start, 0.2 serve mode
    // with a concurrency sweep, 0.2 context sweep.
    for (const char* folder : { "calibrate-run", "serve-run", "context-run" })
        QTest::addRow("probe-%s", folder) << Run {} << QString::fromLatin1(folder);
}

void TestStore::roundTrip()
{
    QFETCH(Run, run);
    QFETCH(QString, probeFolder);
    if (!probeFolder.isEmpty()) {
        const RunFolderResult folder = readRunFolder(QStringLiteral(HEADROOM_TEST_DATA "/probe/") + probeFolder);
        QVERIFY2(folder.ok, qPrintable(messages(folder.diagnostics)));
        run = folder.run;
        QVERIFY(!run.repetitions.isEmpty());
        QVERIFY(!run.memory.isEmpty());
        if (probeFolder == QLatin1String("serve-run")) {
            QVERIFY(!run.concurrencyLevels.isEmpty());
            QVERIFY(!run.system.isEmpty());
            QVERIFY(std::any_of(run.repetitions.cbegin(), run.repetitions.cend(),
                [](const Repetition& r) { return r.concurrency.has_value(); }));
        }
    }
    const QString path
        = m_dir.filePath(QStringLiteral("roundtrip-%1.headroom").arg(QLatin1String(QTest::currentDataTag())));
    QString id;
    {
        Store store;
        QVERIFY2(!hasErrors(store.open(path, Store::OpenMode::ReadWrite)), "open");
        const SaveResult saved = store.saveRun(run, {});
        QVERIFY2(saved.ok(), qPrintable(messages(saved.diagnostics)));
        id = saved.runId;
    }
    Store store;
    const Diagnostics opened = store.open(path, Store::OpenMode::ReadOnly);
    QVERIFY2(!hasErrors(opened), qPrintable(messages(opened)));
    Diagnostics diagnostics;
    const auto loaded = store.loadRun(id, &diagnostics);
    QVERIFY2(loaded, qPrintable(messages(diagnostics)));
    QCOMPARE(loaded->id, id);
    const QString differences = runDiff(*loaded, run);
    QVERIFY2(differences.isEmpty(), qPrintable(differences));
    const QList<RunRow> rows = store.listRuns();
    QCOMPARE(rows.size(), 1);
    QCOMPARE(rows[0].model, run.params.value(QStringLiteral("model")));
    QCOMPARE(rows[0].quantization, run.params.value(QStringLiteral("quantization")));
    QCOMPARE(rows[0].startedAt, run.startedAt);
    QCOMPARE(rows[0].labels, run.labels); // the list carries the labels without loading the run
    QVERIFY(!rows[0].verdict);
    QVERIFY(!store.loadRun(QStringLiteral("999"), &diagnostics));
    // The parameters alone (the stored fits' list reads them without the series): the same map.
    const auto params = store.loadRunParams(id, &diagnostics);
    QVERIFY2(params, qPrintable(messages(diagnostics)));
    QCOMPARE(*params, run.params);
    QCOMPARE(*params, loaded->params);
    Diagnostics missing;
    QVERIFY(!store.loadRunParams(QStringLiteral("999"), &missing));
    QVERIFY(hasErrors(missing));
}

void TestStore::refusedSeries_data()
{
    QTest::addColumn<Run>("run");
    QTest::addColumn<QString>("expected");
    Run memory = fullRun();
    memory.memory[QStringLiteral("short")].involCtxSwitches.pop_back();
    QTest::addRow("memory-column-short") << memory << "999 values of invol_ctx_switches for 1000";
    Run system = fullRun();
    system.system.psiIoSomePct.push_back(0);
    QTest::addRow("system-column-long") << system << "51 values of psi_io_some for 50";
    Run noTime = fullRun();
    noTime.system.t.clear();
    QTest::addRow("system-without-time") << noTime << "50 values of cpu_user for 0";
}

// A series whose columns disagree is refused whole, before anything is written.
void TestStore::refusedSeries()
{
    QFETCH(Run, run);
    QFETCH(QString, expected);
    const QString path
        = m_dir.filePath(QStringLiteral("refused-series-%1.headroom").arg(QLatin1String(QTest::currentDataTag())));
    Store store;
    QVERIFY(!hasErrors(store.open(path, Store::OpenMode::ReadWrite)));
    const SaveResult saved = store.saveRun(run, { rawFile(QStringLiteral("mem.log"), "refused") });
    QVERIFY(!saved.ok());
    QVERIFY2(messages(saved.diagnostics).contains(expected), qPrintable(messages(saved.diagnostics)));
    QVERIFY(store.listRuns().isEmpty());
    QVERIFY(!store.findRawBySha(sha256("refused")));
}

void TestStore::damagedSeriesColumns_data()
{
    QTest::addColumn<QByteArray>("sql");
    QTest::addColumn<QString>("expected");
    QTest::addRow("memory-counter-truncated")
        << QByteArray("UPDATE memory_series SET threads=substr(threads, 1, 100) WHERE input_id='short'")
        << "threads: column holds 90 bytes";
    QTest::addRow("memory-counter-wrong-type")
        << QByteArray("UPDATE memory_series SET maj_faults=t WHERE input_id='short'")
        << "maj_faults: column element type";
    QTest::addRow("system-count-too-large")
        << QByteArray("UPDATE system_series SET n=n+1") << "the system series is malformed";
    QTest::addRow("system-count-hostile")
        << QByteArray("UPDATE system_series SET n=9223372036854775807") << "the system series is malformed";
    QTest::addRow("system-column-newer-format")
        << QByteArray("UPDATE system_series SET cpu_steal=CAST(x'02'||substr(cpu_steal, 2) AS BLOB)")
        << "cpu_steal: column format 2";
}

// Damage inside a column blob of a sound SQLite file is reported by name, never read past.
void TestStore::damagedSeriesColumns()
{
    QFETCH(QByteArray, sql);
    QFETCH(QString, expected);
    const QString path
        = makeProject(m_dir, QStringLiteral("damaged-series-%1.headroom").arg(QLatin1String(QTest::currentDataTag())));
    QVERIFY(!path.isEmpty());
    QVERIFY(RawDb(path).exec(sql.constData()));
    Store store;
    QVERIFY(!hasErrors(store.open(path, Store::OpenMode::ReadOnly)));
    Diagnostics diagnostics;
    QVERIFY(!store.loadRun(store.listRuns().value(0).id, &diagnostics));
    QVERIFY2(messages(diagnostics).contains(expected), qPrintable(messages(diagnostics)));
    QCOMPARE(diagnostics.constFirst().file, path);
}

// A raw file given by path (a long log, issue 27) is copied from disk in pieces and checked
// against the SHA-256 and size given with it: the same bytes come back; a file that no longer
// matches them (changed after it was read) saves nothing; without its SHA-256 it is refused.
void TestStore::rawFileFromPath()
{
    QByteArray bytes;
    for (int i = 0; i < 5 * 1024 * 1024 + 333; ++i)
        bytes.append(char((i * 13 + i / 999) & 0xff));
    const QString log = m_dir.filePath(QStringLiteral("from-path.log"));
    QFile f(log);
    QVERIFY(f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size());
    f.close();
    const auto byPath = [&](const QString& sha) {
        RawFile raw;
        raw.name = QStringLiteral("from-path.log");
        raw.format = QStringLiteral("memlog");
        raw.sourcePath = log;
        raw.size = bytes.size();
        raw.sha256 = sha;
        return raw;
    };
    Store store;
    QVERIFY(!hasErrors(store.open(m_dir.filePath(QStringLiteral("path.headroom")), Store::OpenMode::ReadWrite)));

    const SaveResult unsigned_ = store.saveRun(minimalRun(), { byPath(QString()) });
    QVERIFY(!unsigned_.ok());
    QVERIFY(store.listRuns().isEmpty());

    // The SHA-256 of other bytes: the file "changed" between the read and the save.
    const SaveResult changed = store.saveRun(minimalRun(), { byPath(sha256("other bytes")) });
    QVERIFY(!changed.ok());
    QVERIFY2(messages(changed.diagnostics).contains(QLatin1String("changed while it was being imported")),
        qPrintable(messages(changed.diagnostics)));
    QVERIFY(store.listRuns().isEmpty()); // rolled back, nothing half-saved
    QVERIFY(!store.findRawBySha(sha256("other bytes")));

    const SaveResult saved = store.saveRun(minimalRun(), { byPath(sha256(bytes)) });
    QVERIFY2(saved.ok(), qPrintable(messages(saved.diagnostics)));
    const QList<RawFile> raws = store.rawFiles(saved.runId);
    QCOMPARE(raws.size(), 1);
    QCOMPARE(raws[0].size, qint64(bytes.size()));
    QCOMPARE(raws[0].sha256, sha256(bytes));
    QCOMPARE(store.rawFileData(raws[0].id).value_or(QByteArray()), bytes);
}

void TestStore::rawFilesAndDuplicates()
{
    const QString path = m_dir.filePath(QStringLiteral("raw.headroom"));
    Store store;
    QVERIFY(!hasErrors(store.open(path, Store::OpenMode::ReadWrite)));
    // Over 9 MiB, not a multiple of the 4 MiB pieces the store writes a raw file in, every byte value
    // at every offset class: a piece lost, doubled or shifted changes the bytes read back.
    QByteArray bytes;
    bytes.reserve(9 * 1024 * 1024 + 777);
    for (int i = 0; i < 9 * 1024 * 1024 + 777; ++i)
        bytes.append(char((i * 7 + i / 4096) & 0xff));
    const QByteArray events("{\"v\":1,\"type\":\"sample\"}\n");
    const SaveResult first = store.saveRun(fullRun(),
        { rawFile(QStringLiteral("mem.log"), bytes), rawFile(QStringLiteral("events.jsonl"), events) },
        PlanText { QStringLiteral("fixed"), QStringLiteral("version: 1\nname: x\n") });
    QVERIFY2(first.ok(), qPrintable(messages(first.diagnostics)));

    const QList<RawFile> raws = store.rawFiles(first.runId);
    QCOMPARE(raws.size(), 2);
    QCOMPARE(raws[0].name, QStringLiteral("mem.log"));
    QCOMPARE(raws[0].sha256, sha256(bytes));
    QCOMPARE(raws[0].size, qint64(bytes.size()));
    QCOMPARE(raws[0].tool, QStringLiteral("bash loop"));
    QVERIFY(raws[0].importedAt.isValid());
    QCOMPARE(store.rawFileData(raws[0].id).value_or(QByteArray()), bytes);
    QCOMPARE(store.findRawBySha(sha256(events))->runId, first.runId);
    QCOMPARE(store.plan(first.runId)->text, QStringLiteral("version: 1\nname: x\n"));

    // The same log again, under another name and with another run: detected, nothing saved.
    const SaveResult again = store.saveRun(minimalRun(), { rawFile(QStringLiteral("copy-of-mem.log"), bytes) });
    QVERIFY(again.duplicate);
    QVERIFY(!again.ok());
    QCOMPARE(again.runId, first.runId);
    QVERIFY2(messages(again.diagnostics).contains(QLatin1String("already imported")),
        qPrintable(messages(again.diagnostics)));
    QCOMPARE(store.listRuns().size(), 1);

    // A declared SHA-256 that does not match the content is refused.
    RawFile lying = rawFile(QStringLiteral("x.log"), QByteArray("abc"));
    lying.sha256 = sha256(QByteArray("abd"));
    QVERIFY(!store.saveRun(minimalRun(), { lying }).ok());
    QCOMPARE(store.listRuns().size(), 1);
}

void TestStore::migration_data()
{
    QTest::addColumn<int>("from");
    for (int v = 1; v < Store::kSchemaVersion; ++v)
        QTest::addRow("from-version-%d", v) << v;
}

// A file of every older schema opens, upgrades in place and keeps what it held; the upgraded
// file then keeps every field of a new run.
void TestStore::migration()
{
    QFETCH(int, from);
    const QString path = m_dir.filePath(QStringLiteral("v%1.headroom").arg(from));
    QString id;
    {
        Store::Options old;
        old.schemaVersion = from;
        Store store(old);
        QVERIFY(!hasErrors(store.open(path, Store::OpenMode::ReadWrite)));
        QCOMPARE(store.schemaVersion(), from);
        const SaveResult saved = store.saveRun(fullRun(), { rawFile(QStringLiteral("mem.log"), "old bytes") });
        QVERIFY2(saved.ok(), qPrintable(messages(saved.diagnostics)));
        id = saved.runId;
        const QString differences = runDiff(*store.loadRun(id), asOfVersion(fullRun(), from));
        QVERIFY2(differences.isEmpty(), qPrintable(differences));
    }
    QCOMPARE(RawDb(path).scalar("PRAGMA user_version"), QString::number(from));
    {
        Store readOnly; // an old file is upgraded only when opened for writing
        QVERIFY(messages(readOnly.open(path, Store::OpenMode::ReadOnly)).contains(QLatin1String("older")));
    }
    Store store;
    const Diagnostics opened = store.open(path, Store::OpenMode::ReadWrite);
    QVERIFY2(!hasErrors(opened), qPrintable(messages(opened)));
    QCOMPARE(store.schemaVersion(), Store::kSchemaVersion);
    QString differences = runDiff(*store.loadRun(id), asOfVersion(fullRun(), from));
    QVERIFY2(differences.isEmpty(), qPrintable(differences));
    QCOMPARE(store.rawFileData(store.rawFiles(id).value(0).id).value_or(QByteArray()), QByteArray("old bytes"));
    QVERIFY(store.setConclusion(id, R"({"observed":"peak 1.2 GiB"})"));
    QVERIFY(store.setVerdict(id, QStringLiteral("memory first")));
    QCOMPARE(store.listRuns().value(0).verdict.value_or(QString()), QStringLiteral("memory first"));
    QCOMPARE(store.conclusion(id)->json, QByteArray(R"({"observed":"peak 1.2 GiB"})"));
    const SaveResult fresh = store.saveRun(fullRun(), { rawFile(QStringLiteral("mem.log"), "new bytes") });
    QVERIFY2(fresh.ok(), qPrintable(messages(fresh.diagnostics)));
    differences = runDiff(*store.loadRun(fresh.runId), fullRun());
    QVERIFY2(differences.isEmpty(), qPrintable(differences));
    QVERIFY2(store.integrityCheck().isEmpty(), qPrintable(messages(store.integrityCheck())));
    store.close();
    QCOMPARE(RawDb(path).scalar("PRAGMA user_version"), QString::number(Store::kSchemaVersion));
}

void TestStore::newerVersionRefused()
{
    const QString path = makeProject(m_dir, QStringLiteral("newer.headroom"));
    QVERIFY(!path.isEmpty());
    const QByteArray bump = "PRAGMA user_version=" + QByteArray::number(Store::kSchemaVersion + 1);
    QVERIFY(RawDb(path).exec(bump.constData()));
    for (auto mode : { Store::OpenMode::ReadOnly, Store::OpenMode::ReadWrite }) {
        Store store;
        const QString text = messages(store.open(path, mode));
        QVERIFY2(text.contains(QLatin1String("newer version of Headroom")), qPrintable(text));
        QVERIFY(text.contains(path));
        QVERIFY(!store.isOpen());
    }
    QCOMPARE(RawDb(path).scalar("PRAGMA user_version"), QString::number(Store::kSchemaVersion + 1));
}

void TestStore::refusedFiles_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("expected");
    QTest::addRow("text-file") << "text"
                               << "not a SQLite database";
    QTest::addRow("short-random-bytes") << "short"
                                        << "not a SQLite database";
    QTest::addRow("empty-file-read-only") << "empty"
                                          << "is empty";
    QTest::addRow("missing-file-read-only") << "missing"
                                            << "does not exist";
    QTest::addRow("other-application-sqlite") << "foreign"
                                              << "not a Headroom project";
    QTest::addRow("wrong-application-id") << "appid"
                                          << "not a Headroom project";
    QTest::addRow("truncated") << "truncated"
                               << "truncated";
    QTest::addRow("schema-page-overwritten") << "schema"
                                             << "Headroom project";
    QTest::addRow("table-missing") << "table"
                                   << "is missing";
    QTest::addRow("directory") << "dir"
                               << "not a file";
}

void TestStore::refusedFiles()
{
    QFETCH(QString, kind);
    QFETCH(QString, expected);
    QString path = m_dir.filePath(QStringLiteral("refused-%1.headroom").arg(kind));
    const auto writeBytes = [&](const QByteArray& bytes) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(bytes);
    };
    if (kind == QLatin1String("text")) {
        writeBytes(QByteArray("while true; do date +%s; grep VmRSS /proc/1/status; done\n").repeated(100));
    } else if (kind == QLatin1String("short")) {
        writeBytes(QByteArray("SQLite format 3"));
    } else if (kind == QLatin1String("empty")) {
        writeBytes({});
    } else if (kind == QLatin1String("foreign")) {
        QVERIFY(RawDb(path).exec("CREATE TABLE contacts(name TEXT)"));
    } else if (kind == QLatin1String("appid")) {
        path = makeProject(m_dir, QStringLiteral("appid.headroom"));
        QVERIFY(RawDb(path).exec("PRAGMA application_id=1"));
    } else if (kind == QLatin1String("truncated")) {
        path = makeProject(m_dir, QStringLiteral("truncated.headroom"));
        QFile f(path);
        QVERIFY(f.size() > 8192);
        QVERIFY(f.resize(f.size() / 2));
    } else if (kind == QLatin1String("schema")) {
        path = makeProject(m_dir, QStringLiteral("schema.headroom"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadWrite));
        f.seek(100); // page 1 after the file header holds the schema
        f.write(QByteArray(3000, '\xa5'));
    } else if (kind == QLatin1String("table")) {
        path = makeProject(m_dir, QStringLiteral("table.headroom"));
        QVERIFY(RawDb(path).exec("DROP TABLE summary_figures"));
    } else if (kind == QLatin1String("dir")) {
        QVERIFY(QDir().mkpath(path));
    }
    const QByteArray before = QFile::exists(path) && QFileInfo(path).isFile() ? [&] {
        QFile f(path);
        f.open(QIODevice::ReadOnly);
        return f.readAll();
    }() : QByteArray();
    Store store;
    const Diagnostics d = store.open(path, Store::OpenMode::ReadOnly);
    QVERIFY(hasErrors(d));
    QVERIFY2(messages(d).contains(expected), qPrintable(messages(d)));
    QCOMPARE(d.constFirst().file, path);
    QVERIFY(!store.isOpen());
    if (kind != QLatin1String("empty") && kind != QLatin1String("missing") && kind != QLatin1String("dir")) {
        Store writer; // opening for writing refuses the same files and leaves them untouched
        QVERIFY(hasErrors(writer.open(path, Store::OpenMode::ReadWrite)));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), before);
    }
}

void TestStore::damagedBytesNeverCrash()
{
    const QString original = makeProject(m_dir, QStringLiteral("pristine.headroom"));
    QVERIFY(!original.isEmpty());
    QFile src(original);
    QVERIFY(src.open(QIODevice::ReadOnly));
    const QByteArray pristine = src.readAll();
    const QString path = m_dir.filePath(QStringLiteral("damaged.headroom"));
    int refused = 0;
    int attempts = 0;
    // Overwrite 200 bytes at every 1,024th offset; every result must be a clean answer, and
    // with ASan/UBSan builds this doubles as a small fuzz test.
    for (qsizetype offset = 0; offset < pristine.size(); offset += 1024, ++attempts) {
        QByteArray bytes = pristine;
        for (int i = 0; i < 200 && offset + i < bytes.size(); ++i)
            bytes[offset + i] = char((i * 37 + offset) & 0xff);
        QFile::remove(path);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
        f.close();
        Store store;
        Diagnostics d = store.open(path, Store::OpenMode::ReadOnly);
        if (store.isOpen()) {
            for (const RunRow& row : store.listRuns(&d)) {
                store.loadRun(row.id, &d);
                for (const RawFile& raw : store.rawFiles(row.id, &d))
                    store.rawFileData(raw.id, &d);
            }
            d.append(store.integrityCheck());
        }
        for (const Diagnostic& x : std::as_const(d))
            QVERIFY(!x.message.isEmpty());
        refused += hasErrors(d) ? 1 : 0;
    }
    // Damage that lands in a page's unused space is harmless and goes unnoticed; damage to
    // the structure or to a raw file (SHA-256) must be reported.
    QVERIFY(attempts > 8);
    QVERIFY2(refused > 0, qPrintable(QStringLiteral("%1 of %2").arg(refused).arg(attempts)));
}

// A file from elsewhere may carry triggers; the store turns them off, so a trigger that
// would wipe the raw files on the next save does nothing.
void TestStore::codeInFileDoesNotRun()
{
    const QString path = makeProject(m_dir, QStringLiteral("trigger.headroom"));
    QVERIFY(RawDb(path).exec("CREATE TRIGGER wipe AFTER INSERT ON runs BEGIN DELETE FROM raw_files; END"));
    const QString shared = m_dir.filePath(QStringLiteral("trigger-share.headroom"));
    {
        Store store;
        QVERIFY(!hasErrors(store.open(path, Store::OpenMode::ReadWrite)));
        QVERIFY(store.saveRun(minimalRun(), { rawFile(QStringLiteral("second.log"), "second") }).ok());
        QCOMPARE(RawDb(path).scalar("SELECT count(*) FROM raw_files"), QStringLiteral("2"));
        QVERIFY(!hasErrors(store.exportRuns({ store.listRuns().value(0).id }, shared)));
    }
    QVERIFY(RawDb(shared).exec("CREATE TRIGGER wipe AFTER INSERT ON raw_files BEGIN DELETE FROM runs; END"));
    const QString receiver = makeProject(m_dir, QStringLiteral("trigger-receiver.headroom"), minimalRun());
    Store store;
    QVERIFY(!hasErrors(store.open(receiver, Store::OpenMode::ReadWrite)));
    QVERIFY(store.importProject(shared).ok());
    QCOMPARE(store.listRuns().size(), 2);
}

void TestStore::killedImportLeavesProjectAsBefore()
{
    const QString path = makeProject(m_dir, QStringLiteral("killed.headroom"));
    QVERIFY(!path.isEmpty());
    const QStringList before = RawDb(path).dump();
    QVERIFY(before.size() > 10);

    QProcess helper;
    helper.setProgram(QStringLiteral(STORE_KILL_HELPER));
    helper.setArguments({ path, QStringLiteral("1500000") });
    helper.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    helper.start();
    QVERIFY2(helper.waitForStarted(10000), qPrintable(helper.errorString()));
    QSignalSpy output(&helper, &QProcess::readyReadStandardOutput);
    QByteArray seen;
    for (int i = 0; i < 100 && !seen.contains("begun") && helper.state() == QProcess::Running; ++i) {
        output.wait(1000);
        seen += helper.readAllStandardOutput();
    }
    QVERIFY2(seen.contains("begun"), seen.constData());
    // The transaction is large enough to have spilled into the WAL before COMMIT.
    QVERIFY(QFileInfo(path + QStringLiteral("-wal")).size() > (8 << 20));
    helper.kill(); // SIGKILL
    QVERIFY(helper.waitForFinished(10000));
    QCOMPARE(helper.exitStatus(), QProcess::CrashExit);

    Store store;
    const Diagnostics opened = store.open(path, Store::OpenMode::ReadWrite);
    QVERIFY2(!hasErrors(opened), qPrintable(messages(opened)));
    QCOMPARE(store.listRuns().size(), 1);
    QVERIFY(store.integrityCheck().isEmpty());
    store.close();
    RawDb db(path);
    QCOMPARE(db.scalar("PRAGMA integrity_check"), QStringLiteral("ok"));
    QCOMPARE(db.dump(), before);
}

QTEST_GUILESS_MAIN(TestStore)
#include "tst_store.moc"
