// `headroom verify`'s core: every stored figure is recomputed from the raw files in the project.
// The .headroom file is edited behind the store's back with the sqlite3 C API, as someone with a
// SQLite browser would, and verify must name the figure that changed.

#include "analysis/project/projectimport.h"
#include "analysis/store/store.h"
#include "analysis/project/verify.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

using namespace Analysis;

class TstVerify : public QObject {
    Q_OBJECT

private slots:
    void init();
    void untouchedProjectReproduces();
    void handEditIsCaught_data();
    void handEditIsCaught();
    void hostileRawNameWritesNothingOutside();
    void everyStoredColumnIsCheckedOrNamed();
    void energyEditIsCaught_data();
    void energyEditIsCaught();
    void gpuMemoryEditIsCaught();
    void rowOfNoRunIsNamed();
    void emptyProjectIsNotReproduced();

private:
    bool exec(const QString& sql);
    QTemporaryDir m_dir;
    QString m_project;
    QString m_probeRun, m_logRun;
};

namespace {
QString data(const char* rel)
{
    return QStringLiteral(HEADROOM_TEST_DATA "/") + QLatin1String(rel);
}
} // namespace

void TstVerify::init()
{
    m_project = m_dir.filePath(QStringLiteral("v-%1-%2.headroom")
                                   .arg(QLatin1String(QTest::currentTestFunction()),
                                       QLatin1String(QTest::currentDataTag() ? QTest::currentDataTag() : "")));
    QFile::remove(m_project);
    Store store;
    QVERIFY(!hasErrors(store.open(m_project, Store::OpenMode::ReadWrite)));
    const auto outcomes
        = importIntoProject(store, { data("probe/calibrate-run"), data("logs/timing-list-ms.txt") }, {});
    QCOMPARE(outcomes.size(), 2);
    QVERIFY(outcomes[0].ok() && outcomes[1].ok());
    m_probeRun = outcomes[0].runIds.value(0);
    m_logRun = outcomes[1].runIds.value(0);
}

bool TstVerify::exec(const QString& sql)
{
    sqlite3* db = nullptr;
    if (sqlite3_open_v2(m_project.toUtf8().constData(), &db, SQLITE_OPEN_READWRITE, nullptr) != SQLITE_OK) {
        sqlite3_close(db);
        return false;
    }
    char* message = nullptr;
    const QString filled
        = QString(sql).replace(QStringLiteral("$PROBE"), m_probeRun).replace(QStringLiteral("$LOG"), m_logRun);
    const int rc = sqlite3_exec(db, filled.toUtf8().constData(), nullptr, nullptr, &message);
    if (message)
        qWarning("%s", message);
    sqlite3_free(message);
    const int changed = sqlite3_changes(db);
    sqlite3_close(db);
    return rc == SQLITE_OK && changed > 0;
}

void TstVerify::untouchedProjectReproduces()
{
    Store store;
    QVERIFY(!hasErrors(store.open(m_project, Store::OpenMode::ReadOnly)));
    const VerifyResult r = verifyProject(store);
    QCOMPARE(r.runs.size(), 2);
    for (const auto& run : r.runs) {
        QVERIFY2(run.status == RunVerification::Status::Reproduced,
            qPrintable(run.diagnostics.isEmpty() ? run.runId : run.diagnostics.first().toString()));
        QVERIFY(run.figuresCompared >= 11);
    }
    QVERIFY(r.allReproduced());
    // DONE also lists each repetition's output, which the project does not keep: said, not hidden.
    const auto probe
        = std::find_if(r.runs.begin(), r.runs.end(), [&](const RunVerification& v) { return v.runId == m_probeRun; });
    QVERIFY(probe->notes.join(u' ').contains(QStringLiteral("DONE")));
    const QJsonObject json = verifyResultToJson(r, m_project);
    QCOMPARE(json.value(u"all_reproduced").toBool(), true);
    QCOMPARE(json.value(u"runs").toArray().size(), 2);
}

void TstVerify::handEditIsCaught_data()
{
    QTest::addColumn<QString>("sql");
    QTest::addColumn<bool>("probeRun");
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("figure"); // empty: the run cannot be recomputed at all
    QTest::addRow("wall-time") << QStringLiteral(
        "UPDATE repetitions SET wall_ms = wall_ms + 1000 WHERE run_id = $PROBE AND input_id = 'long' AND idx = 1")
                               << true << QStringLiteral("long") << QStringLiteral("median_ms");
    QTest::addRow("peak") << QStringLiteral(
        "UPDATE repetitions SET inference_peak_kb = 99999 WHERE run_id = $PROBE AND input_id = 'medium'")
                          << true << QStringLiteral("medium") << QStringLiteral("peak_kb");
    QTest::addRow("outcome") << QStringLiteral(
        "UPDATE repetitions SET outcome = 'oom_killed' WHERE run_id = $PROBE AND input_id = 'short' AND idx = 2")
                             << true << QStringLiteral("short") << QStringLiteral("outcomes");
    QTest::addRow("input-length") << QStringLiteral(
        "UPDATE inputs SET chars = 5000 WHERE run_id = $PROBE AND input_id = 'long'")
                                  << true << QStringLiteral("long") << QStringLiteral("length");
    QTest::addRow("ttft") << QStringLiteral(
        "UPDATE repetitions SET ttft_ms = 1 WHERE run_id = $PROBE AND input_id = 'short' AND idx = 1")
                          << true << QStringLiteral("short") << QStringLiteral("ttft_median_ms");
    QTest::addRow("log-max") << QStringLiteral(
        "UPDATE repetitions SET wall_ms = 100000 WHERE run_id = $LOG AND ord = 4")
                             << false << QString() << QStringLiteral("max_ms");
    QTest::addRow("blob") << QStringLiteral(
        "UPDATE raw_files SET data = CAST('{}' AS BLOB) WHERE run_id = $PROBE AND name = 'events.jsonl'")
                          << true << QString() << QString();
    QTest::addRow("blob-of-log") << QStringLiteral(
        "UPDATE raw_files SET data = CAST('1\n2\n' AS BLOB) WHERE run_id = $LOG")
                                 << false << QString() << QString();
    // Same bytes, other type: Headroom writes series as BLOBs only.
    QTest::addRow("series-as-text") << QStringLiteral(
        "UPDATE memory_series SET rss = CAST(rss AS TEXT) WHERE run_id = $PROBE AND input_id = 'long'")
                                    << true << QString() << QString();
    QTest::addRow("warm-up-flag") << QStringLiteral(
        "UPDATE repetitions SET warmup = 2 WHERE run_id = $PROBE AND input_id = 'long' AND idx = 1")
                                  << true << QString() << QString();
    QTest::addRow("no-raw-files") << QStringLiteral("DELETE FROM raw_files WHERE run_id = $LOG") << false << QString()
                                  << QString();
}

void TstVerify::handEditIsCaught()
{
    QFETCH(QString, sql);
    QFETCH(bool, probeRun);
    QFETCH(QString, input);
    QFETCH(QString, figure);
    QVERIFY(exec(sql));
    Store store;
    QVERIFY(!hasErrors(store.open(m_project, Store::OpenMode::ReadOnly)));
    const VerifyResult r = verifyProject(store);
    QVERIFY(!r.allReproduced());
    const QString edited = probeRun ? m_probeRun : m_logRun;
    for (const auto& run : r.runs) {
        if (run.runId != edited) {
            QCOMPARE(run.status, RunVerification::Status::Reproduced); // the other run is untouched
            continue;
        }
        if (figure.isEmpty()) {
            QCOMPARE(run.status, RunVerification::Status::NotRecomputable);
            QVERIFY(hasErrors(run.diagnostics));
            continue;
        }
        QCOMPARE(run.status, RunVerification::Status::Differs);
        const bool named = std::any_of(run.differences.begin(), run.differences.end(), [&](const FigureDifference& d) {
            return d.inputId == input && d.figure == figure && d.stored != d.recomputed;
        });
        QVERIFY2(named, qPrintable(QStringLiteral("%1 of %2 not reported").arg(figure, input)));
    }
}

void TstVerify::hostileRawNameWritesNothingOutside()
{
    const QString escape = QDir::temp().filePath(QStringLiteral("headroom-verify-escape"));
    QFile::remove(escape);
    QVERIFY(exec(QStringLiteral(
        "UPDATE raw_files SET name = '../headroom-verify-escape' WHERE run_id = $PROBE AND name = 'env.json'")));
    Store store;
    QVERIFY(!hasErrors(store.open(m_project, Store::OpenMode::ReadOnly)));
    const RunVerification v = verifyRun(store, m_probeRun);
    QCOMPARE(v.status, RunVerification::Status::NotRecomputable);
    QVERIFY(!QFile::exists(escape));
}

// Issue 19, item 11: every column of every table, enumerated from the schema at run time (a new
// column is covered without editing this test), is changed in turn in a copy of a project with a
// row in every table; verify must report the run as not reproduced or name the column as not checked.
void TstVerify::everyStoredColumnIsCheckedOrNamed()
{
    {
        Store store;
        QVERIFY(!hasErrors(store.open(m_project, Store::OpenMode::ReadWrite)));
        const auto more = importIntoProject(
            store,
            { data("probe/serve-run"), data("logs/hyperfine.json"), data("logs/mem-sleep0.5.log"),
                data("probe/gpu-run") },
            {});
        for (const auto& o : more)
            QVERIFY2(o.ok(), qPrintable(o.diagnostics.value(0).toString()));
        QVERIFY(importRunFolder(
            store, data("probe/context-run"), {}, PlanText { QStringLiteral("p"), QStringLiteral("version: 1\n") },
            {}, { { QStringLiteral("engine"), QStringLiteral("b4748") } })
                    .ok());
        QVERIFY(store.setConclusion(m_probeRun, "{\"observed\":\"x\"}"));
        QVERIFY(store.setConclusionDraft(m_probeRun, "{\"known\":\"y\"}"));
        QVERIFY(store.saveDevice(DeviceRecord { QStringLiteral("board"), QStringLiteral("ssh"), QStringLiteral("h"), 22,
            QStringLiteral("u"), { { QStringLiteral("arch"), QStringLiteral("aarch64") } } }));
        const VerifyResult clean = verifyProject(store);
        for (const auto& run : clean.runs)
            QVERIFY2(run.status == RunVerification::Status::Reproduced,
                qPrintable(
                    run.runId + u' ' + (run.differences.isEmpty() ? QString() : run.differences.first().figure)));
    }
    sqlite3* db = nullptr;
    QCOMPARE(sqlite3_open_v2(m_project.toUtf8().constData(), &db, SQLITE_OPEN_READONLY, nullptr), SQLITE_OK);
    QList<std::pair<QString, QString>> columns;
    sqlite3_stmt* t = nullptr;
    sqlite3_prepare_v2(
        db, "SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%'", -1, &t, nullptr);
    while (sqlite3_step(t) == SQLITE_ROW) {
        const QString table = QString::fromUtf8(reinterpret_cast<const char*>(sqlite3_column_text(t, 0)));
        sqlite3_stmt* c = nullptr;
        sqlite3_prepare_v2(
            db, QStringLiteral("PRAGMA table_info(%1)").arg(table).toUtf8().constData(), -1, &c, nullptr);
        while (sqlite3_step(c) == SQLITE_ROW)
            columns << std::pair { table, QString::fromUtf8(reinterpret_cast<const char*>(sqlite3_column_text(c, 1))) };
        sqlite3_finalize(c);
    }
    sqlite3_finalize(t);
    sqlite3_close(db);
    QVERIFY(columns.size() > 100);
    const QString pristine = m_project + QStringLiteral(".pristine");
    QVERIFY(QFile::copy(m_project, pristine));
    QStringList uncaught;
    for (const auto& [table, column] : columns) {
        QFile::remove(m_project);
        QVERIFY(QFile::copy(pristine, m_project));
        // One row, changed by type: a number moves, a text grows, a blob has its middle byte
        // replaced (|| gives text, so the result is cast back to a blob), a NULL becomes 7.
        const QString sql = QStringLiteral(
            "UPDATE %1 SET %2 = CASE typeof(%2) WHEN 'integer' THEN %2 + 1000003 WHEN 'real' THEN %2 * 1.5 + 1 "
            "WHEN 'text' THEN %2 || 'x' WHEN 'blob' THEN CAST(substr(%2, 1, length(%2) / 2) || "
            "CASE WHEN substr(%2, length(%2) / 2 + 1, 1) = x'55' THEN x'AA' ELSE x'55' END || "
            "substr(%2, length(%2) / 2 + 2) AS BLOB) ELSE 7 END WHERE rowid = (SELECT min(rowid) FROM %1)")
                                .arg(table, column);
        const bool withoutRowid = table == u"run_params" || table == u"inputs" || table == u"repetitions"
            || table == u"environment" || table == u"sources" || table == u"reported_summaries"
            || table == u"summary_figures" || table == u"concurrency_levels" || table == u"run_events"
            || table == u"mapped_files" || table == u"run_labels"
            || table == u"gpu_memory";
        QString edit = sql;
        if (withoutRowid) // no rowid: the first row by primary key
            edit = QString(sql).replace(QStringLiteral("WHERE rowid = (SELECT min(rowid) FROM %1)").arg(table),
                QStringLiteral("WHERE run_id || '/' || %2 = (SELECT run_id || '/' || %2 FROM %1 LIMIT 1)")
                    .arg(table,
                        table == u"run_params" || table == u"environment" || table == u"run_labels" ? QStringLiteral("key")
                            : table == u"summary_figures"                 ? QStringLiteral("summary_ord || key")
                            : table == u"mapped_files" || table == u"gpu_memory"
                            ? QStringLiteral("rep_ord || '/' || ord")
                                                                          : QStringLiteral("ord")));
        QVERIFY2(exec(edit), qPrintable(QStringLiteral("%1.%2 could not be changed (no row?)").arg(table, column)));
        Store store;
        const Diagnostics opened = store.open(m_project, Store::OpenMode::ReadOnly);
        if (hasErrors(opened))
            continue; // refused as a whole: caught
        const VerifyResult r = verifyProject(store);
        const QString name = table + u'.' + column;
        const bool listed = std::any_of(
            r.runs.begin(), r.runs.end(), [&](const RunVerification& v) { return v.notChecked.contains(name); });
        if (r.allReproduced() && !listed)
            uncaught << name;
    }
    QVERIFY2(uncaught.isEmpty(), qPrintable(uncaught.join(u' ')));
}

// Issue 25: the energy and thermal figures of a run with a power source (probe/power-run, read from
// tests/data/power/jetson-ina3221-battery) are recomputed from its raw files like every other.
void TstVerify::energyEditIsCaught_data()
{
    QTest::addColumn<QString>("column");
    QTest::addColumn<QString>("value");
    QTest::addRow("energy") << QStringLiteral("energy_j") << QStringLiteral("energy_j * 1.5");
    QTest::addRow("mean-power") << QStringLiteral("power_mean_w") << QStringLiteral("power_mean_w + 0.5");
    QTest::addRow("peak-power") << QStringLiteral("power_peak_w") << QStringLiteral("power_peak_w + 0.5");
    QTest::addRow("start-temp") << QStringLiteral("start_temp_c") << QStringLiteral("41.5");
    QTest::addRow("reached") << QStringLiteral("cooldown_reached") << QStringLiteral("1");
}

void TstVerify::energyEditIsCaught()
{
    QFETCH(QString, column);
    QFETCH(QString, value);
    QString powerRun;
    {
        Store store;
        QVERIFY(!hasErrors(store.open(m_project, Store::OpenMode::ReadWrite)));
        const auto outcome = importIntoProject(store, { data("probe/power-run") }, {});
        QVERIFY(outcome.value(0).ok());
        powerRun = outcome.value(0).runIds.value(0);
        const VerifyResult clean = verifyProject(store);
        QVERIFY(clean.allReproduced());
    }
    QVERIFY(exec(QStringLiteral("UPDATE repetitions SET %1 = %2 WHERE run_id = %3 AND ord = 1")
                     .arg(column, value, powerRun)));
    Store store;
    QVERIFY(!hasErrors(store.open(m_project, Store::OpenMode::ReadOnly)));
    const RunVerification v = verifyRun(store, powerRun);
    QVERIFY2(v.status != RunVerification::Status::Reproduced, qPrintable(column));
}

// Issue 25, item 3: a run with GPU memory read through NVML (probe/gpu-run, from the tests'
// stand-in library): its per-GPU peaks are recomputed from events.jsonl like every other figure.
void TstVerify::gpuMemoryEditIsCaught()
{
    QString gpuRun;
    {
        Store store;
        QVERIFY(!hasErrors(store.open(m_project, Store::OpenMode::ReadWrite)));
        const auto outcome = importIntoProject(store, { data("probe/gpu-run") }, {});
        QVERIFY(outcome.value(0).ok());
        gpuRun = outcome.value(0).runIds.value(0);
        QVERIFY(verifyProject(store).allReproduced());
    }
    QVERIFY(exec(QStringLiteral("UPDATE gpu_memory SET process_peak_bytes = process_peak_bytes / 2 WHERE run_id = %1")
                     .arg(gpuRun)));
    Store store;
    QVERIFY(!hasErrors(store.open(m_project, Store::OpenMode::ReadOnly)));
    QVERIFY(verifyRun(store, gpuRun).status != RunVerification::Status::Reproduced);
}

void TstVerify::rowOfNoRunIsNamed()
{
    {
        Store store;
        QVERIFY(!hasErrors(store.open(m_project, Store::OpenMode::ReadWrite)));
        QVERIFY(store.setConclusion(m_probeRun, "{\"observed\":\"x\"}"));
    }
    QVERIFY(exec(QStringLiteral("UPDATE conclusions SET run_id = 4242")));
    Store store;
    QVERIFY(!hasErrors(store.open(m_project, Store::OpenMode::ReadOnly)));
    const VerifyResult r = verifyProject(store);
    QVERIFY(!r.allReproduced());
    QVERIFY(hasErrors(r.diagnostics));
    QVERIFY2(r.diagnostics.first().toString().contains(QLatin1String("\"conclusions\"")),
        qPrintable(r.diagnostics.first().toString()));
}

void TstVerify::emptyProjectIsNotReproduced()
{
    const QString empty = m_dir.filePath(QStringLiteral("empty.headroom"));
    Store store;
    QVERIFY(!hasErrors(store.open(empty, Store::OpenMode::ReadWrite)));
    const VerifyResult r = verifyProject(store);
    QVERIFY(r.runs.isEmpty());
    QVERIFY(!r.allReproduced()); // nothing was checked, so nothing is vouched for
}

QTEST_GUILESS_MAIN(TstVerify)
#include "tst_verify.moc"
