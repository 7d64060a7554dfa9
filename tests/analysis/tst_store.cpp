#include "analysis/store.h"
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

#include <cmath>
#include <limits>

using namespace Analysis;

Q_DECLARE_METATYPE(Analysis::Run)

using namespace StoreTestData;

namespace {
bool sameDouble(double a, double b)
{
    return (std::isnan(a) && std::isnan(b)) || a == b;
}

void compareRuns(const Run& a, const Run& b)
{
    QCOMPARE(a.name, b.name);
    QCOMPARE(a.device, b.device);
    QCOMPARE(a.startedAt, b.startedAt);
    QCOMPARE(a.params, b.params);
    QCOMPARE(a.inputs.size(), b.inputs.size());
    for (int i = 0; i < a.inputs.size(); ++i) {
        QCOMPARE(a.inputs[i].id, b.inputs[i].id);
        QCOMPARE(a.inputs[i].file, b.inputs[i].file);
        QCOMPARE(a.inputs[i].chars, b.inputs[i].chars);
        QCOMPARE(a.inputs[i].bytes, b.inputs[i].bytes);
        QCOMPARE(a.inputs[i].tokens, b.inputs[i].tokens);
    }
    QCOMPARE(a.repetitions.size(), b.repetitions.size());
    for (int i = 0; i < a.repetitions.size(); ++i) {
        const Repetition& x = a.repetitions[i];
        const Repetition& y = b.repetitions[i];
        QCOMPARE(x.inputId, y.inputId);
        QCOMPARE(x.index, y.index);
        QCOMPARE(x.warmup, y.warmup);
        QVERIFY(sameDouble(x.wallMs, y.wallMs));
        QCOMPARE(x.loadMs, y.loadMs);
        QCOMPARE(x.ttftMs, y.ttftMs);
        QCOMPARE(x.tokensOut, y.tokensOut);
        QCOMPARE(x.exitCode, y.exitCode);
        QCOMPARE(x.signal, y.signal);
        QCOMPARE(x.outcome, y.outcome);
        QCOMPARE(x.maxRssKb, y.maxRssKb);
        QCOMPARE(x.inferencePeakKb, y.inferencePeakKb);
        QCOMPARE(x.inferencePeakExactness, y.inferencePeakExactness);
    }
    QCOMPARE(a.timingKind, b.timingKind);
    QCOMPARE(a.memory.keys(), b.memory.keys());
    for (auto it = a.memory.cbegin(); it != a.memory.cend(); ++it) {
        const MemorySeries& x = it.value();
        const MemorySeries& y = b.memory.value(it.key());
        QVERIFY(x.t == y.t);
        QVERIFY(x.rssKb == y.rssKb);
        QVERIFY(x.hwmKb == y.hwmKb);
        QVERIFY(x.vmSizeKb == y.vmSizeKb);
        QVERIFY(x.rssAnonKb == y.rssAnonKb);
        QVERIFY(x.rssFileKb == y.rssFileKb);
        QVERIFY(x.rssShmemKb == y.rssShmemKb);
        QCOMPARE(x.timeIsEpoch, y.timeIsEpoch);
        QCOMPARE(x.pid, y.pid);
    }
    QCOMPARE(a.environment.values, b.environment.values);
    QCOMPARE(a.environment.memTotalKb, b.environment.memTotalKb);
    QCOMPARE(a.environment.memAvailableKb, b.environment.memAvailableKb);
    QCOMPARE(a.environment.cgroupLimitBytes, b.environment.cgroupLimitBytes);
    QCOMPARE(a.sources.size(), b.sources.size());
    for (int i = 0; i < a.sources.size(); ++i) {
        QCOMPARE(a.sources[i].path, b.sources[i].path);
        QCOMPARE(a.sources[i].format, b.sources[i].format);
        QCOMPARE(a.sources[i].sha256, b.sources[i].sha256);
        QCOMPARE(a.sources[i].size, b.sources[i].size);
    }
    QCOMPARE(a.reportedSummaries.size(), b.reportedSummaries.size());
    for (int i = 0; i < a.reportedSummaries.size(); ++i) {
        QCOMPARE(a.reportedSummaries[i].source, b.reportedSummaries[i].source);
        QCOMPARE(a.reportedSummaries[i].n, b.reportedSummaries[i].n);
        QCOMPARE(a.reportedSummaries[i].figures, b.reportedSummaries[i].figures);
    }
}

QString messages(const Diagnostics& diagnostics)
{
    QStringList out;
    for (const Diagnostic& d : diagnostics)
        out.append(d.toString());
    return out.join(QLatin1Char('\n'));
}

// Makes a closed project with one run and its raw file; returns its path.
QString makeProject(const QTemporaryDir& dir, const QString& name, const Run& run = fullRun())
{
    const QString path = dir.filePath(name);
    Store store;
    if (hasErrors(store.open(path, Store::OpenMode::ReadWrite)))
        return {};
    if (!store.saveRun(run, { rawFile(QStringLiteral("mem.log"), QByteArray("mem of ") + name.toUtf8()) }).ok())
        return {};
    return path;
}

} // namespace

class TestStore : public QObject {
    Q_OBJECT

private slots:
    void roundTrip_data();
    void roundTrip();
    void rawFilesAndDuplicates();
    void migrationFromVersion1();
    void newerVersionRefused();
    void refusedFiles_data();
    void refusedFiles();
    void damagedBytesNeverCrash();
    void codeInFileDoesNotRun();
    void exportAndImport();
    void importRefusesDamagedFile();
    void killedImportLeavesProjectAsBefore();

private:
    QTemporaryDir m_dir;
};

void TestStore::roundTrip_data()
{
    QTest::addColumn<Run>("run");
    QTest::addRow("every-field") << fullRun();
    QTest::addRow("absent-optionals-and-nan") << minimalRun();
    QTest::addRow("empty-run") << Run {};
}

void TestStore::roundTrip()
{
    QFETCH(Run, run);
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
    QCOMPARE(loaded->provenance, run.provenance);
    compareRuns(*loaded, run);
    const QList<RunRow> rows = store.listRuns();
    QCOMPARE(rows.size(), 1);
    QCOMPARE(rows[0].model, run.params.value(QStringLiteral("model")));
    QCOMPARE(rows[0].quantization, run.params.value(QStringLiteral("quantization")));
    QCOMPARE(rows[0].startedAt, run.startedAt);
    QVERIFY(!rows[0].verdict);
    QVERIFY(!store.loadRun(QStringLiteral("999"), &diagnostics));
}

void TestStore::rawFilesAndDuplicates()
{
    const QString path = m_dir.filePath(QStringLiteral("raw.headroom"));
    Store store;
    QVERIFY(!hasErrors(store.open(path, Store::OpenMode::ReadWrite)));
    QByteArray bytes;
    for (int i = 0; i < 256 * 4; ++i)
        bytes.append(char(i));
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

void TestStore::migrationFromVersion1()
{
    const QString path = m_dir.filePath(QStringLiteral("v1.headroom"));
    QString id;
    {
        Store::Options v1;
        v1.schemaVersion = 1;
        Store old(v1);
        QVERIFY(!hasErrors(old.open(path, Store::OpenMode::ReadWrite)));
        QCOMPARE(old.schemaVersion(), 1);
        const SaveResult saved = old.saveRun(fullRun(), { rawFile(QStringLiteral("mem.log"), "v1 bytes") });
        QVERIFY2(saved.ok(), qPrintable(messages(saved.diagnostics)));
        id = saved.runId;
    }
    QCOMPARE(RawDb(path).scalar("PRAGMA user_version"), QStringLiteral("1"));
    {
        Store readOnly; // an old file is upgraded only when opened for writing
        QVERIFY(messages(readOnly.open(path, Store::OpenMode::ReadOnly)).contains(QLatin1String("older")));
    }
    Store store;
    const Diagnostics opened = store.open(path, Store::OpenMode::ReadWrite);
    QVERIFY2(!hasErrors(opened), qPrintable(messages(opened)));
    QCOMPARE(store.schemaVersion(), Store::kSchemaVersion);
    compareRuns(*store.loadRun(id), fullRun());
    QVERIFY(store.setConclusion(id, R"({"observed":"peak 1.2 GiB"})"));
    QVERIFY(store.setVerdict(id, QStringLiteral("memory first")));
    QCOMPARE(store.listRuns().value(0).verdict.value_or(QString()), QStringLiteral("memory first"));
    QCOMPARE(store.conclusion(id)->json, QByteArray(R"({"observed":"peak 1.2 GiB"})"));
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

void TestStore::exportAndImport()
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
    compareRuns(run, fullRun());
    QVERIFY(run.provenance.startsWith(fullRun().provenance));
    QVERIFY2(run.provenance.contains(QLatin1String("imported from colleague file for-bob.headroom")),
        qPrintable(run.provenance));
    const QList<RawFile> raws = bob.rawFiles(id);
    QCOMPARE(raws.size(), 1);
    QCOMPARE(raws[0].sha256, sha256(log));
    QCOMPARE(sha256(bob.rawFileData(raws[0].id).value_or(QByteArray())), sha256(log));
    QCOMPARE(raws[0].importedAt, alice.rawFiles(one.runId).value(0).importedAt);
    QCOMPARE(bob.plan(id)->text, QStringLiteral("version: 1\nrepetitions: 20\n"));
    QCOMPARE(bob.conclusion(id)->json, QByteArray(R"({"known":"peak 1.9 GiB of 2 GiB"})"));
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

void TestStore::importRefusesDamagedFile()
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
