// The team store on a real PostgreSQL server (issue 24): push, pull, report, compare and verify
// through it, a read-only role, a connection killed mid-push, eight pushes at once, a newer schema.

#include "pgserver.h"

#include "analysis/store/store.h"
#include "analysis/store/teamstore.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>

namespace {

struct Result {
    int exitCode = -1;
    QByteArray out, err;
};

Result headroom(const QStringList& args)
{
    QProcess p;
    p.start(QStringLiteral(HEADROOM_APP_BIN), args);
    if (!p.waitForFinished(120000))
        p.kill();
    return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
        p.readAllStandardError() };
}

QString data(const char* rel)
{
    return QStringLiteral(HEADROOM_TEST_DATA) + u'/' + QLatin1String(rel);
}

// A report without its time of writing.
QByteArray withoutGeneratedAt(QByteArray json)
{
    QJsonObject o = QJsonDocument::fromJson(json).object();
    o.remove(QStringLiteral("generated_at"));
    return QJsonDocument(o).toJson();
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestTeamStore : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void pushPullRoundTrip();
    void readOnlyRole();
    void pushRoleAsDocumented();
    void droppedConnectionLeavesNothing();
    void eightPushesAtOnce();
    void olderStoreUpgraded();
    void newerSchemaRefused();
    void tlsVerifyFull();
    void passwordNeverShown();
    void correctionNamesTheRunItReplaces();
    void snapshotHoldsEveryRun();
    void historyThroughTeamStore();

private:
    QString count(const QString& table, const QString& db = QStringLiteral("team"));
    // A project with one run of a timing list whose numbers are this project's own.
    QString timingProject(int n);

    PgServer m_server;
    QTemporaryDir m_dir;
    QString m_project; // the calibrate run folder imported
    QString m_writer, m_reader;
};

void TestTeamStore::initTestCase()
{
    const QString why = m_server.start();
    if (!why.isEmpty())
        QSKIP(qPrintable(why));
    QVERIFY(m_dir.isValid());
    for (const char* statement :
        { "CREATE ROLE writer LOGIN PASSWORD 'writerpw'", "CREATE ROLE reader LOGIN PASSWORD 'readerpw'",
            "CREATE ROLE pusher LOGIN PASSWORD 'pusherpw'", "CREATE DATABASE team OWNER writer",
            "CREATE DATABASE future OWNER writer", "CREATE DATABASE fleet OWNER writer",
            "CREATE DATABASE old OWNER writer", "CREATE DATABASE history OWNER writer" })
        QCOMPARE(m_server.sql(QStringLiteral("postgres"), QString::fromLatin1(statement)), QString());
    // The reader may read whatever the writer makes there, nothing more.
    QCOMPARE(m_server.sql(QStringLiteral("team"),
                 QStringLiteral("ALTER DEFAULT PRIVILEGES FOR ROLE writer IN SCHEMA public GRANT SELECT ON TABLES TO "
                                "reader")),
        QString());
    m_writer = m_server.url(QStringLiteral("writer"), QStringLiteral("team"));
    m_reader = m_server.url(QStringLiteral("reader"), QStringLiteral("team"));
    m_project = m_dir.filePath(QStringLiteral("P.headroom"));
    const Result imported
        = headroom({ QStringLiteral("import"), data("probe/calibrate-run"), QStringLiteral("--into"), m_project });
    QVERIFY2(imported.exitCode == 0, imported.err.constData());
}

QString TestTeamStore::count(const QString& table, const QString& db)
{
    QByteArray v;
    const QString error = m_server.sql(db, QStringLiteral("SELECT count(*) FROM ") + table, &v);
    return error.isEmpty() ? QString::fromLatin1(v) : error;
}

QString TestTeamStore::timingProject(int n)
{
    const QString log = m_dir.filePath(QStringLiteral("timing-%1.txt").arg(n));
    QFile f(log);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    for (int i = 0; i < 12; ++i)
        f.write(QByteArray::number(200 + n * 7 + i % 5) + '.' + QByteArray::number(n) + " ms\n");
    f.close();
    const QString project = m_dir.filePath(QStringLiteral("timing-%1.headroom").arg(n));
    const Result r = headroom({ QStringLiteral("import"), log, QStringLiteral("--into"), project });
    return r.exitCode == 0 ? project : QString();
}

void TestTeamStore::pushPullRoundTrip()
{
    const Result pushed = headroom({ QStringLiteral("push"), m_project, m_writer });
    QVERIFY2(pushed.exitCode == 0, pushed.err.constData());
    QVERIFY2(pushed.out.contains("pushed as team run 1"), pushed.out.constData());
    QCOMPARE(count(QStringLiteral("runs")), QStringLiteral("1"));

    // The same run again: found by its raw files' SHA-256, skipped, nothing added.
    const Result again = headroom({ QStringLiteral("push"), m_project + QStringLiteral("#1"), m_writer });
    QVERIFY2(again.exitCode == 0, again.err.constData());
    QVERIFY2(again.err.contains("already in the team store as run 1"), again.err.constData());
    QCOMPARE(count(QStringLiteral("runs")), QStringLiteral("1"));
    const QString raws = count(QStringLiteral("raw_files"));
    QVERIFY(raws.toInt() > 0);

    // Provenance: who, from which machine and file.
    const Result listed
        = headroom({ QStringLiteral("pull"), m_writer, QStringLiteral("--list"), QStringLiteral("--json") });
    QVERIFY2(listed.exitCode == 0, listed.err.constData());
    const QJsonArray runs = QJsonDocument::fromJson(listed.out).object().value(u"runs").toArray();
    QCOMPARE(runs.size(), 1);
    const QJsonObject row = runs.first().toObject();
    QCOMPARE(row.value(u"source_file").toString(), QFileInfo(m_project).absoluteFilePath());
    QCOMPARE(row.value(u"source_run").toString(), QStringLiteral("1"));
    QCOMPARE(row.value(u"role").toString(), QStringLiteral("writer"));
    QVERIFY(!row.value(u"pushed_from").toString().isEmpty());
    QVERIFY(!row.value(u"pushed_by").toString().isEmpty());
    QVERIFY(row.value(u"pushed_at").toString().endsWith(u'Z'));

    // Pulled back, the run reports the same JSON as the original (the file has the same name).
    const QString original = m_dir.filePath(QStringLiteral("original.json"));
    QCOMPARE(headroom({ QStringLiteral("report"), m_project, QStringLiteral("--json"), original }).exitCode, 0);
    QDir(m_dir.path()).mkdir(QStringLiteral("pulled"));
    const QString pulledProject = m_dir.filePath(QStringLiteral("pulled/P.headroom"));
    const Result pulled = headroom(
        { QStringLiteral("pull"), m_writer + QStringLiteral("#1"), QStringLiteral("--into"), pulledProject });
    QVERIFY2(pulled.exitCode == 0, pulled.err.constData());
    const QString back = m_dir.filePath(QStringLiteral("back.json"));
    QCOMPARE(headroom({ QStringLiteral("report"), pulledProject, QStringLiteral("--json"), back }).exitCode, 0);
    QVERIFY(!readAll(original).isEmpty());
    QCOMPARE(withoutGeneratedAt(readAll(back)), withoutGeneratedAt(readAll(original)));
    QCOMPARE(count(QStringLiteral("runs")), QStringLiteral("1"));

    // report, compare and verify take the URL where they take a project.
    const QString direct = m_dir.filePath(QStringLiteral("direct.json"));
    const Result report
        = headroom({ QStringLiteral("report"), m_writer + QStringLiteral("#1"), QStringLiteral("--json"), direct });
    QVERIFY2(report.exitCode == 0, report.err.constData());
    const QJsonObject directRun = QJsonDocument::fromJson(readAll(direct)).object().value(u"run").toObject();
    QCOMPARE(directRun.value(u"id").toString(), QStringLiteral("1"));
    QCOMPARE(directRun.value(u"name").toString(),
        QJsonDocument::fromJson(readAll(original)).object().value(u"run").toObject().value(u"name").toString());
    const Result compared = headroom({ QStringLiteral("compare"), m_project, m_writer + QStringLiteral("#1") });
    QVERIFY2(compared.exitCode == 0, QByteArray(compared.out + compared.err).constData());
    const Result verified = headroom({ QStringLiteral("verify"), m_writer });
    QVERIFY2(verified.exitCode == 0, QByteArray(verified.out + verified.err).constData());
    QVERIFY2(verified.out.contains("run 1 "), verified.out.constData());

    // Pushed rows are never changed, not even by the database's superuser through SQL.
    QVERIFY(
        m_server.sql(QStringLiteral("team"), QStringLiteral("UPDATE runs SET name = 'other'")).contains(u"immutable"));
    QVERIFY(m_server.sql(QStringLiteral("team"), QStringLiteral("DELETE FROM raw_files")).contains(u"immutable"));
    QCOMPARE(count(QStringLiteral("raw_files")), raws);
}

void TestTeamStore::readOnlyRole()
{
    QVERIFY(count(QStringLiteral("runs")).toInt() >= 1);
    const QString project = timingProject(100);
    QVERIFY(!project.isEmpty());
    const QString before = count(QStringLiteral("runs"));
    const Result refused = headroom({ QStringLiteral("push"), project, m_reader });
    QCOMPARE(refused.exitCode, 2);
    QVERIFY2(refused.err.contains("may read this team store but not push to it"), refused.err.constData());
    QVERIFY2(refused.err.contains("\"reader\""), refused.err.constData());
    QCOMPARE(count(QStringLiteral("runs")), before);
    // Browsing and verifying work.
    const Result listed = headroom({ QStringLiteral("pull"), m_reader, QStringLiteral("--list") });
    QVERIFY2(listed.exitCode == 0, listed.err.constData());
    const Result verified = headroom({ QStringLiteral("verify"), m_reader + QStringLiteral("#1") });
    QVERIFY2(verified.exitCode == 0, QByteArray(verified.out + verified.err).constData());
}

void TestTeamStore::pushRoleAsDocumented()
{
    // docs/ci.md: a role for CI that may add runs (INSERT, SELECT, the id sequences) but owns nothing.
    QVERIFY(count(QStringLiteral("runs")).toInt() >= 1);
    QCOMPARE(m_server.sql(QStringLiteral("team"),
                 QStringLiteral("GRANT SELECT, INSERT ON ALL TABLES IN SCHEMA public TO pusher; GRANT USAGE ON ALL "
                                "SEQUENCES IN SCHEMA public TO pusher")),
        QString());
    const QString project = timingProject(150);
    QVERIFY(!project.isEmpty());
    const QString pusher = m_server.url(QStringLiteral("pusher"), QStringLiteral("team"));
    const Result pushed = headroom({ QStringLiteral("push"), project, pusher });
    QVERIFY2(pushed.exitCode == 0, pushed.err.constData());
    QByteArray role;
    QCOMPARE(m_server.sql(QStringLiteral("team"),
                 QStringLiteral("SELECT role FROM team_runs ORDER BY run_id DESC LIMIT 1"), &role),
        QString());
    QCOMPARE(role, QByteArray("pusher"));
}

void TestTeamStore::droppedConnectionLeavesNothing()
{
    const QString project = timingProject(200);
    QVERIFY(!project.isEmpty());
    const QString runs = count(QStringLiteral("runs"));
    const QString raws = count(QStringLiteral("raw_files"));
    const QString teamRuns = count(QStringLiteral("team_runs"));
    const QString reps = count(QStringLiteral("repetitions"));
    int killed = 0;
    Analysis::TeamStore::Options o;
    o.beforeCommit = [&killed](int pid) {
        // The server process of the push's connection, killed by its id before COMMIT.
        killed = pid;
        QVERIFY(pid > 0);
        QCOMPARE(::kill(pid, SIGTERM), 0);
        QTRY_VERIFY_WITH_TIMEOUT(::kill(pid, 0) != 0, 20000);
    };
    {
        Analysis::TeamStore team(o);
        QVERIFY(!Analysis::hasErrors(team.open(m_writer)));
        const Analysis::TeamPushResult r = team.push(project, {});
        QVERIFY(killed > 0);
        QVERIFY(!r.ok());
        QVERIFY(r.pushedRunIds.isEmpty());
        bool said = false;
        for (const auto& d : r.diagnostics)
            said = said || d.message.contains(u"connection was lost");
        QVERIFY2(said, qPrintable(r.diagnostics.isEmpty() ? QString() : r.diagnostics.last().message));
    }
    QCOMPARE(count(QStringLiteral("runs")), runs);
    QCOMPARE(count(QStringLiteral("raw_files")), raws);
    QCOMPARE(count(QStringLiteral("team_runs")), teamRuns);
    QCOMPARE(count(QStringLiteral("repetitions")), reps);
    // The retry completes.
    Analysis::TeamStore team;
    QVERIFY(!Analysis::hasErrors(team.open(m_writer)));
    const Analysis::TeamPushResult r = team.push(project, {});
    QVERIFY(r.ok());
    QCOMPARE(r.pushedRunIds.size(), 1);
    QCOMPARE(count(QStringLiteral("runs")).toInt(), runs.toInt() + 1);
}

void TestTeamStore::eightPushesAtOnce()
{
    QStringList projects;
    for (int i = 0; i < 8; ++i) {
        projects << timingProject(300 + i);
        QVERIFY(!projects.last().isEmpty());
    }
    // Into an empty database: all eight find no tables, one makes them while the others wait for it.
    const QString fleet = m_server.url(QStringLiteral("writer"), QStringLiteral("fleet"));
    // Twice: the first wave lands each run once, the second (the same runs again, at once) adds none.
    for (int wave = 0; wave < 2; ++wave) {
        std::vector<std::unique_ptr<QProcess>> pushes;
        for (const QString& p : std::as_const(projects)) {
            pushes.push_back(std::make_unique<QProcess>());
            pushes.back()->start(QStringLiteral(HEADROOM_APP_BIN), { QStringLiteral("push"), p, fleet });
        }
        for (auto& p : pushes) {
            QVERIFY(p->waitForFinished(120000));
            QVERIFY2(p->exitCode() == 0, p->readAllStandardError().constData());
        }
        QCOMPARE(count(QStringLiteral("runs"), QStringLiteral("fleet")), QStringLiteral("8"));
    }
    for (const QString& p : std::as_const(projects)) {
        QByteArray n;
        QCOMPARE(m_server.sql(QStringLiteral("fleet"),
                     QStringLiteral("SELECT count(*) FROM team_runs WHERE source_file = '%1'")
                         .arg(QFileInfo(p).absoluteFilePath()),
                     &n),
            QString());
        QCOMPARE(n, QByteArray("1"));
    }
}

void TestTeamStore::olderStoreUpgraded()
{
    // A team store made by an older Headroom: the last schema step's columns are not there yet.
    const QString old = m_server.url(QStringLiteral("writer"), QStringLiteral("old"));
    const Result first = headroom({ QStringLiteral("push"), m_project, old });
    QVERIFY2(first.exitCode == 0, first.err.constData());
    const int older = Analysis::Store::kSchemaVersion - 1;
    QCOMPARE(
        m_server.sql(QStringLiteral("old"),
            QStringLiteral("ALTER TABLE repetitions DROP COLUMN rejection; ALTER TABLE concurrency_levels DROP "
                           "COLUMN engine_processing_max; DROP TABLE run_labels; UPDATE headroom_store SET value = "
                           "'%1' WHERE key = 'schema_version'")
                .arg(older)),
        QString());
    // Read as it is: the run comes back, the missing columns take the .headroom file's defaults.
    const QString original = m_dir.filePath(QStringLiteral("old-original.json"));
    QCOMPARE(headroom({ QStringLiteral("report"), m_project, QStringLiteral("--json"), original }).exitCode, 0);
    const QString fromOld = m_dir.filePath(QStringLiteral("old-store.json"));
    const Result read
        = headroom({ QStringLiteral("report"), old + QStringLiteral("#1"), QStringLiteral("--json"), fromOld });
    QVERIFY2(read.exitCode == 0, read.err.constData());
    QCOMPARE(QJsonDocument::fromJson(readAll(fromOld)).object().value(u"figures"),
        QJsonDocument::fromJson(readAll(original)).object().value(u"figures"));
    // The next push upgrades it: the columns are back and the version says so.
    const Result second = headroom({ QStringLiteral("push"), timingProject(700), old });
    QVERIFY2(second.exitCode == 0, second.err.constData());
    QByteArray version, columns;
    QCOMPARE(m_server.sql(QStringLiteral("old"),
                 QStringLiteral("SELECT value FROM headroom_store WHERE key = 'schema_version'"), &version),
        QString());
    QCOMPARE(version, QByteArray::number(Analysis::Store::kSchemaVersion));
    QCOMPARE(m_server.sql(QStringLiteral("old"),
                 QStringLiteral("SELECT count(*) FROM information_schema.columns WHERE (table_name, column_name) IN "
                                "(('repetitions', 'rejection'), ('concurrency_levels', 'engine_processing_max'))"),
                 &columns),
        QString());
    QCOMPARE(columns, QByteArray("2"));
    QCOMPARE(count(QStringLiteral("run_labels"), QStringLiteral("old")), QStringLiteral("0")); // a table again
    QCOMPARE(count(QStringLiteral("runs"), QStringLiteral("old")), QStringLiteral("2"));
}

void TestTeamStore::newerSchemaRefused()
{
    const QString future = m_server.url(QStringLiteral("writer"), QStringLiteral("future"));
    const Result pushed = headroom({ QStringLiteral("push"), m_project, future });
    QVERIFY2(pushed.exitCode == 0, pushed.err.constData());
    const int newer = Analysis::Store::kSchemaVersion + 1;
    QCOMPARE(m_server.sql(QStringLiteral("future"),
                 QStringLiteral("UPDATE headroom_store SET value = '%1' WHERE key = 'schema_version'").arg(newer)),
        QString());
    for (const QStringList& args : { QStringList { QStringLiteral("pull"), future, QStringLiteral("--list") },
             QStringList { QStringLiteral("push"), timingProject(400), future },
             QStringList { QStringLiteral("report"), future, QStringLiteral("--json"), QStringLiteral("-") } }) {
        const Result r = headroom(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QByteArray("schema version " + QByteArray::number(newer))), r.err.constData());
        QVERIFY2(r.err.contains(QByteArray("Headroom's " + QByteArray::number(Analysis::Store::kSchemaVersion))),
            r.err.constData());
    }
    QCOMPARE(count(QStringLiteral("runs"), QStringLiteral("future")), QStringLiteral("1"));
}

void TestTeamStore::tlsVerifyFull()
{
    if (m_server.caFile().isEmpty())
        QSKIP("openssl is not installed: the test server runs without TLS");
    // The server's certificate, for 127.0.0.1, checked against the CA that signed it: it connects.
    const QString verified = m_writer + QStringLiteral("?sslmode=verify-full&sslrootcert=") + m_server.caFile();
    const Result ok = headroom({ QStringLiteral("pull"), verified, QStringLiteral("--list") });
    QVERIFY2(ok.exitCode == 0, ok.err.constData());
    QVERIFY2(ok.out.contains("run 1 "), ok.out.constData());
    // Checked against another CA: libpq refuses the server before any password is sent.
    const Result refused = headroom({ QStringLiteral("pull"),
        m_writer + QStringLiteral("?sslmode=verify-full&sslrootcert=") + m_server.otherCaFile(),
        QStringLiteral("--list") });
    QCOMPARE(refused.exitCode, 2);
    QVERIFY2(refused.err.contains("certificate verify failed"), refused.err.constData());
    // A push goes over TLS the same way.
    const QString project = timingProject(500);
    QVERIFY(!project.isEmpty());
    const Result pushed = headroom({ QStringLiteral("push"), project, verified });
    QVERIFY2(pushed.exitCode == 0, pushed.err.constData());
}

void TestTeamStore::passwordNeverShown()
{
    // A wrong password given in the URL: refused, and the message shows it as ***.
    const Result shown = headroom(
        { QStringLiteral("pull"), QStringLiteral("postgresql://writer:s3cret@127.0.0.1:%1/team").arg(m_server.port()),
            QStringLiteral("--list") });
    QCOMPARE(shown.exitCode, 2);
    QVERIFY2(shown.err.contains("writer:***@"), shown.err.constData());
    QVERIFY2(!shown.err.contains("s3cret"), shown.err.constData());
    // A pull that brings nothing leaves no new project behind.
    const QString project = m_dir.filePath(QStringLiteral("never-made.headroom"));
    const Result missing
        = headroom({ QStringLiteral("pull"), m_writer + QStringLiteral("#999999"), QStringLiteral("--into"), project });
    QCOMPARE(missing.exitCode, 2);
    QVERIFY2(missing.err.contains("no run with id 999999"), missing.err.constData());
    QVERIFY(!QFileInfo::exists(project));
}

void TestTeamStore::correctionNamesTheRunItReplaces()
{
    const QString project = timingProject(600);
    QVERIFY(!project.isEmpty());
    const Result missing = headroom(
        { QStringLiteral("push"), project, m_writer, QStringLiteral("--replaces"), QStringLiteral("999999") });
    QCOMPARE(missing.exitCode, 2);
    QVERIFY2(missing.err.contains("no run 999999 to replace"), missing.err.constData());
    const Result pushed
        = headroom({ QStringLiteral("push"), project, m_writer, QStringLiteral("--replaces"), QStringLiteral("1") });
    QVERIFY2(pushed.exitCode == 0, pushed.err.constData());
    const Result listed
        = headroom({ QStringLiteral("pull"), m_writer, QStringLiteral("--list"), QStringLiteral("--json") });
    const QJsonArray runs = QJsonDocument::fromJson(listed.out).object().value(u"runs").toArray();
    QVERIFY(!runs.isEmpty());
    QCOMPARE(runs.last().toObject().value(u"replaces").toString(), QStringLiteral("1"));
    QCOMPARE(runs.last().toObject().value(u"source_file").toString(), QFileInfo(project).absoluteFilePath());
}

// History across builds (issue 24, item 3) read from PostgreSQL: six labelled runs, the sixth slower,
// pushed in one go; `headroom history postgresql://...` marks exactly that one, names the points by
// their team run ids and exits 1, as the same history of the project does.
void TestTeamStore::historyThroughTeamStore()
{
    const QString project = m_dir.filePath(QStringLiteral("history.headroom"));
    for (int i = 1; i <= 6; ++i) {
        const QString csv = m_dir.filePath(QStringLiteral("history-%1.csv").arg(i));
        QFile f(csv);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("input,rep,bytes,wall_ms\n");
        for (int rep = 0; rep < 12; ++rep) // each file its own numbers: no two runs share raw bytes
            f.write("short," + QByteArray::number(rep) + ",100,"
                + QByteArray::number((i == 6 ? 300 : 100) + rep % 5 + i * 0.01, 'f', 2) + '\n');
        f.close();
        const Result r = headroom({ QStringLiteral("import"), csv, QStringLiteral("--into"), project,
            QStringLiteral("--label"), QStringLiteral("commit=h%1").arg(i) });
        QVERIFY2(r.exitCode == 0, r.err.constData());
    }
    const QString store = m_server.url(QStringLiteral("writer"), QStringLiteral("history"));
    const Result pushed = headroom({ QStringLiteral("push"), project, store });
    QVERIFY2(pushed.exitCode == 0, pushed.err.constData());
    QCOMPARE(count(QStringLiteral("run_labels"), QStringLiteral("history")), QStringLiteral("6"));

    const QStringList args { QStringLiteral("--input"), QStringLiteral("short"), QStringLiteral("--figure"),
        QStringLiteral("p50"), QStringLiteral("--by"), QStringLiteral("commit"), QStringLiteral("--json") };
    const Result team = headroom(QStringList { QStringLiteral("history"), store } + args);
    QVERIFY2(team.exitCode == 1, team.err.constData());
    const Result local = headroom(QStringList { QStringLiteral("history"), project } + args);
    QCOMPARE(local.exitCode, 1);
    const QJsonArray fromTeam = QJsonDocument::fromJson(team.out).object().value(u"points").toArray();
    const QJsonArray fromProject = QJsonDocument::fromJson(local.out).object().value(u"points").toArray();
    QCOMPARE(fromTeam.size(), 6);
    QCOMPARE(fromProject.size(), 6);
    QByteArray ids;
    QCOMPARE(m_server.sql(QStringLiteral("history"),
                 QStringLiteral("SELECT string_agg(id::text, ',' ORDER BY id) FROM runs"), &ids),
        QString());
    for (int i = 0; i < 6; ++i) {
        const QJsonObject t = fromTeam.at(i).toObject(), p = fromProject.at(i).toObject();
        QCOMPARE(t.value(u"key").toString(), QStringLiteral("h%1").arg(i + 1));
        QCOMPARE(t.value(u"regression").toBool(), i == 5);
        QCOMPARE(t.value(u"value"), p.value(u"value"));
        QCOMPARE(t.value(u"change"), p.value(u"change"));
        // Named by the team store's ids, which `report postgresql://...#ID` takes.
        QCOMPARE(t.value(u"runs").toArray().at(0).toString(), QString::fromLatin1(ids.split(',').value(i)));
    }
    // The read-only role reads a history too.
    const QString reader = m_server.url(QStringLiteral("reader"), QStringLiteral("history"));
    QCOMPARE(m_server.sql(
                 QStringLiteral("history"), QStringLiteral("GRANT SELECT ON ALL TABLES IN SCHEMA public TO reader")),
        QString());
    const Result read = headroom(QStringList { QStringLiteral("history"), reader } + args);
    QVERIFY2(read.exitCode == 1, read.err.constData());
}

QTEST_GUILESS_MAIN(TestTeamStore)
#include "tst_teamstore.moc"

// The workbench opens a team store as a snapshot (File > Open team store...): every run, under its
// team id, readable like any project; TeamStore::snapshot over an existing file is refused.
void TestTeamStore::snapshotHoldsEveryRun()
{
    Analysis::TeamStore team;
    QVERIFY(!Analysis::hasErrors(team.open(m_reader)));
    Analysis::Diagnostics d;
    QStringList teamIds;
    for (const auto& row : team.listRuns(&d))
        teamIds << row.run.id;
    QVERIFY(!Analysis::hasErrors(d));
    QVERIFY(teamIds.size() >= 3);
    const QString file = m_dir.filePath(QStringLiteral("snapshot.headroom"));
    int written = 0;
    const Analysis::Diagnostics made = team.snapshot(file, &written);
    QVERIFY2(!Analysis::hasErrors(made), qPrintable(made.value(0).toString()));
    QCOMPARE(written, int(teamIds.size()));
    Analysis::Store store;
    QVERIFY(!Analysis::hasErrors(store.open(file, Analysis::Store::OpenMode::ReadOnly)));
    QStringList ids;
    for (const auto& row : store.listRuns(&d))
        ids << row.id;
    QCOMPARE(ids, teamIds);
    for (const QString& id : ids) {
        Analysis::Diagnostics loaded;
        QVERIFY2(store.loadRun(id, &loaded).has_value(), qPrintable(id));
    }
    // The first run reads the same in the snapshot as through the URL.
    const QString fromUrl = m_dir.filePath(QStringLiteral("snap-url.json"));
    const QString fromFile = m_dir.filePath(QStringLiteral("snap-file.json"));
    QCOMPARE(headroom({ QStringLiteral("report"), m_writer + QStringLiteral("#1"), QStringLiteral("--json"), fromUrl })
                 .exitCode,
        0);
    QCOMPARE(headroom({ QStringLiteral("report"), file, QStringLiteral("--run"), QStringLiteral("1"),
                          QStringLiteral("--json"), fromFile })
                 .exitCode,
        0);
    QCOMPARE(QJsonDocument::fromJson(readAll(fromFile)).object().value(u"figures"),
        QJsonDocument::fromJson(readAll(fromUrl)).object().value(u"figures"));
    QVERIFY(Analysis::hasErrors(team.snapshot(file)));
    // The command line writes the same snapshot; run again it refreshes it (tst_teamsnapshot).
    const QString cli = m_dir.filePath(QStringLiteral("snapshot-cli.headroom"));
    const Result r = headroom({ QStringLiteral("pull"), m_reader, QStringLiteral("--snapshot"), cli });
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(r.out.contains(QByteArray(QByteArray::number(teamIds.size()) + " runs")), r.out.constData());
    const Result again = headroom({ QStringLiteral("pull"), m_reader, QStringLiteral("--snapshot"), cli });
    QVERIFY2(again.exitCode == 0, again.err.constData());
    QVERIFY2(again.out.contains("0 new runs"), again.out.constData());
}
