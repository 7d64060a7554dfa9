// `headroom verify`'s core: every stored figure is recomputed from the raw files in the project.
// The .headroom file is edited behind the store's back with the sqlite3 C API, as someone with a
// SQLite browser would, and verify must name the figure that changed.

#include "analysis/projectimport.h"
#include "analysis/store.h"
#include "analysis/verify.h"

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
