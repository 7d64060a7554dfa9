// Team store snapshots on a real PostgreSQL server (issue 24): a snapshot of every run reads whole
// tables and holds the same rows as one read through the list of run ids; a refresh fetches only
// the runs pushed since (a report of an older run unchanged), starts over against another database,
// and a refresh whose connection is killed midway leaves the previous snapshot as it was.

#include "pgserver.h"

#include "analysis/store/store.h"
#include "analysis/store/teamstore.h"

#include <sqlite3.h>

#include <QDir>
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

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The report of one run of a project as JSON, without its time of writing (and the project's file
// name unless withProject).
QByteArray report(const QString& project, const QString& run, const QString& out, bool withProject = true)
{
    const Result r
        = headroom({ QStringLiteral("report"), project, QStringLiteral("--run"), run, QStringLiteral("--json"), out });
    if (r.exitCode != 0)
        return "report failed: " + r.err;
    QJsonObject o = QJsonDocument::fromJson(readAll(out)).object();
    o.remove(QStringLiteral("generated_at"));
    if (!withProject)
        o.remove(QStringLiteral("project"));
    return QJsonDocument(o).toJson();
}

// Every row of every run table of a .headroom file, each table's rows sorted; the snapshot's own
// record of its origin left out.
QMap<QString, QStringList> rowsOf(const QString& path)
{
    QMap<QString, QStringList> tables;
    sqlite3* db = nullptr;
    if (sqlite3_open_v2(QFile::encodeName(path).constData(), &db, SQLITE_OPEN_READONLY, nullptr) != SQLITE_OK) {
        sqlite3_close(db);
        return tables;
    }
    QStringList names;
    sqlite3_stmt* s = nullptr;
    sqlite3_prepare_v2(db,
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite%' AND name NOT LIKE "
        "'team_snapshot%'",
        -1, &s, nullptr);
    while (sqlite3_step(s) == SQLITE_ROW)
        names << QString::fromUtf8(reinterpret_cast<const char*>(sqlite3_column_text(s, 0)));
    sqlite3_finalize(s);
    for (const QString& name : names) {
        QStringList rows;
        const QByteArray sql = "SELECT * FROM \"" + name.toUtf8() + '"';
        sqlite3_prepare_v2(db, sql.constData(), -1, &s, nullptr);
        while (sqlite3_step(s) == SQLITE_ROW) {
            QStringList cells;
            for (int c = 0; c < sqlite3_column_count(s); ++c) {
                const auto* blob = static_cast<const char*>(sqlite3_column_blob(s, c));
                cells << QString::number(sqlite3_column_type(s, c)) + u':'
                        + QString::fromLatin1(QByteArray(blob, sqlite3_column_bytes(s, c)).toHex());
            }
            rows << cells.join(u'|');
        }
        sqlite3_finalize(s);
        rows.sort();
        tables.insert(name, rows);
    }
    sqlite3_close(db);
    return tables;
}

QStringList runIdsOf(const QString& path)
{
    Analysis::Store store;
    QStringList ids;
    if (Analysis::hasErrors(store.open(path, Analysis::Store::OpenMode::ReadOnly)))
        return ids;
    for (const auto& row : store.listRuns())
        ids << row.id;
    return ids;
}

} // namespace

class TestTeamSnapshot : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void wholeTablesEqualTheIdList();
    void refreshAddsOnlyNewRuns();
    void refreshAgainstAnotherDatabaseStartsOver();
    void killedRefreshKeepsThePrevious();
    void commandLineRefreshes();

private:
    // A project with one run of a timing list whose numbers are this project's own.
    QString timingProject(int n);
    bool push(int n, const QString& url, const QString& replaces = {});

    PgServer m_server;
    QTemporaryDir m_dir;
    QString m_team, m_other;
};

void TestTeamSnapshot::initTestCase()
{
    const QString why = m_server.start();
    if (!why.isEmpty())
        QSKIP(qPrintable(why));
    QVERIFY(m_dir.isValid());
    for (const char* statement : { "CREATE ROLE writer LOGIN PASSWORD 'writerpw'", "CREATE DATABASE snap OWNER writer",
             "CREATE DATABASE other OWNER writer" })
        QCOMPARE(m_server.sql(QStringLiteral("postgres"), QString::fromLatin1(statement)), QString());
    m_team = m_server.url(QStringLiteral("writer"), QStringLiteral("snap"));
    m_other = m_server.url(QStringLiteral("writer"), QStringLiteral("other"));
    for (int n = 1; n <= 3; ++n)
        QVERIFY(push(n, m_team));
    QVERIFY(push(50, m_other));
}

QString TestTeamSnapshot::timingProject(int n)
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

bool TestTeamSnapshot::push(int n, const QString& url, const QString& replaces)
{
    const QString project = timingProject(n);
    Analysis::TeamStore team;
    if (project.isEmpty() || Analysis::hasErrors(team.open(url)))
        return false;
    const Analysis::TeamPushResult r = team.push(project, {}, replaces);
    return r.ok() && r.pushedRunIds.size() == 1;
}

// Every run at one schema version: every table is read whole, and the file holds exactly the rows
// the per-id reading gives.
void TestTeamSnapshot::wholeTablesEqualTheIdList()
{
    Analysis::TeamStore whole;
    QVERIFY(!Analysis::hasErrors(whole.open(m_team)));
    const QString a = m_dir.filePath(QStringLiteral("whole.headroom"));
    int runs = 0;
    const Analysis::Diagnostics made = whole.snapshot(a, &runs);
    QVERIFY2(!Analysis::hasErrors(made), qPrintable(made.value(0).toString()));
    QCOMPARE(runs, 3);
    Analysis::TeamStore::Options o;
    o.snapshotByIds = true;
    Analysis::TeamStore byIds(o);
    QVERIFY(!Analysis::hasErrors(byIds.open(m_team)));
    const QString b = m_dir.filePath(QStringLiteral("byids.headroom"));
    QVERIFY(!Analysis::hasErrors(byIds.snapshot(b)));
    const auto rowsA = rowsOf(a), rowsB = rowsOf(b);
    QVERIFY(rowsA.value(QStringLiteral("runs")).size() == 3);
    QVERIFY(!rowsA.value(QStringLiteral("repetitions")).isEmpty());
    QVERIFY(!rowsA.value(QStringLiteral("raw_files")).isEmpty());
    QCOMPARE(rowsA.keys(), rowsB.keys());
    for (auto it = rowsA.cbegin(); it != rowsA.cend(); ++it)
        QVERIFY2(it.value() == rowsB.value(it.key()), qPrintable(it.key()));
    QCOMPARE(runIdsOf(a), (QStringList { QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3") }));
}

// Two more pushes (one a correction of run 1): the refresh adds exactly those two, holds the rows a
// whole new snapshot holds, and the report of run 1 is the same before and after.
void TestTeamSnapshot::refreshAddsOnlyNewRuns()
{
    Analysis::TeamStore team;
    QVERIFY(!Analysis::hasErrors(team.open(m_team)));
    const QString file = m_dir.filePath(QStringLiteral("refresh.headroom"));
    QVERIFY(!Analysis::hasErrors(team.snapshot(file)));
    const QStringList before = runIdsOf(file);
    const QByteArray reportBefore = report(file, QStringLiteral("1"), m_dir.filePath(QStringLiteral("r1a.json")));
    QVERIFY2(!reportBefore.startsWith("report failed"), reportBefore.constData());

    Analysis::TeamRefresh nothing;
    QVERIFY(!Analysis::hasErrors(team.refresh(file, file, &nothing)));
    QCOMPARE(nothing.added, 0);
    QVERIFY(!nothing.startedOver);
    QCOMPARE(nothing.runs, int(before.size()));

    QVERIFY(push(4, m_team));
    QVERIFY(push(5, m_team, QStringLiteral("1")));
    Analysis::TeamRefresh refreshed;
    const Analysis::Diagnostics d = team.refresh(file, file, &refreshed);
    QVERIFY2(!Analysis::hasErrors(d), qPrintable(d.value(0).toString()));
    QVERIFY(!refreshed.startedOver);
    QCOMPARE(refreshed.added, 2);
    QCOMPARE(refreshed.runs, int(before.size()) + 2);
    QStringList server;
    for (const auto& row : team.listRuns())
        server << row.run.id;
    QCOMPARE(runIdsOf(file), server);
    QCOMPARE(runIdsOf(file).mid(0, before.size()), before);
    QCOMPARE(report(file, QStringLiteral("1"), m_dir.filePath(QStringLiteral("r1b.json"))), reportBefore);
    // The correction reads as it does from a whole new snapshot, and so does every other row.
    const QString fresh = m_dir.filePath(QStringLiteral("refresh-whole.headroom"));
    QVERIFY(!Analysis::hasErrors(team.snapshot(fresh)));
    const auto refreshedRows = rowsOf(file), freshRows = rowsOf(fresh);
    QCOMPARE(refreshedRows.keys(), freshRows.keys());
    for (auto it = freshRows.cbegin(); it != freshRows.cend(); ++it)
        QVERIFY2(refreshedRows.value(it.key()) == it.value(), qPrintable(it.key()));
    const QString corrected = server.last();
    QCOMPARE(report(file, corrected, m_dir.filePath(QStringLiteral("c-a.json")), false),
        report(fresh, corrected, m_dir.filePath(QStringLiteral("c-b.json")), false));
}

// A snapshot of one database refreshed against another: a whole new snapshot, said so; the
// previous file untouched.
void TestTeamSnapshot::refreshAgainstAnotherDatabaseStartsOver()
{
    Analysis::TeamStore team;
    QVERIFY(!Analysis::hasErrors(team.open(m_team)));
    const QString file = m_dir.filePath(QStringLiteral("from-snap.headroom"));
    QVERIFY(!Analysis::hasErrors(team.snapshot(file)));
    const QByteArray bytes = readAll(file);
    Analysis::TeamStore other;
    QVERIFY(!Analysis::hasErrors(other.open(m_other)));
    const QString dest = m_dir.filePath(QStringLiteral("from-other.headroom"));
    Analysis::TeamRefresh r;
    const Analysis::Diagnostics d = other.refresh(file, dest, &r);
    QVERIFY(!Analysis::hasErrors(d));
    QVERIFY(r.startedOver);
    QVERIFY2(r.reason.contains(u"taken from"), qPrintable(r.reason));
    bool said = false;
    for (const auto& m : d)
        said = said || m.message.contains(u"started over");
    QVERIFY(said);
    QCOMPARE(r.runs, 1);
    QCOMPARE(runIdsOf(dest), QStringList { QStringLiteral("1") });
    QCOMPARE(readAll(file), bytes);
    // A project that is not a snapshot is refused, not overwritten.
    const QString project = timingProject(60);
    const QByteArray projectBytes = readAll(project);
    QVERIFY(!Analysis::TeamStore::isSnapshot(project));
    QVERIFY(Analysis::TeamStore::isSnapshot(file));
    QVERIFY(Analysis::hasErrors(team.refresh(project, project)));
    QCOMPARE(readAll(project), projectBytes);
}

// The refresh's connection killed by its server process id while it reads rows: an error, and the
// previous snapshot reads as before; the retry completes.
void TestTeamSnapshot::killedRefreshKeepsThePrevious()
{
    Analysis::TeamStore team;
    QVERIFY(!Analysis::hasErrors(team.open(m_team)));
    const QString file = m_dir.filePath(QStringLiteral("killed.headroom"));
    QVERIFY(!Analysis::hasErrors(team.snapshot(file)));
    const QStringList before = runIdsOf(file);
    const QByteArray bytes = readAll(file);
    QVERIFY(push(6, m_team));
    int killed = 0;
    Analysis::TeamStore::Options o;
    o.whileReading = [&killed](int pid) {
        killed = pid;
        QVERIFY(pid > 0);
        QCOMPARE(::kill(pid, SIGTERM), 0);
        QTRY_VERIFY_WITH_TIMEOUT(::kill(pid, 0) != 0, 20000);
    };
    {
        Analysis::TeamStore dropped(o);
        QVERIFY(!Analysis::hasErrors(dropped.open(m_team)));
        Analysis::TeamRefresh r;
        QVERIFY(Analysis::hasErrors(dropped.refresh(file, file, &r)));
        QVERIFY(killed > 0);
    }
    QCOMPARE(readAll(file), bytes);
    QCOMPARE(runIdsOf(file), before);
    QCOMPARE(QDir(m_dir.path()).entryList({ QStringLiteral("*.part") }, QDir::Files), QStringList());
    Analysis::TeamRefresh retried;
    QVERIFY(!Analysis::hasErrors(team.refresh(file, file, &retried)));
    QCOMPARE(retried.added, 1);
    QCOMPARE(runIdsOf(file).size(), before.size() + 1);
}

// `headroom pull URL --snapshot F` refreshes F when it is a snapshot already and refuses a project.
void TestTeamSnapshot::commandLineRefreshes()
{
    const QString file = m_dir.filePath(QStringLiteral("cli.headroom"));
    const Result first = headroom({ QStringLiteral("pull"), m_team, QStringLiteral("--snapshot"), file });
    QVERIFY2(first.exitCode == 0, first.err.constData());
    QVERIFY(push(7, m_team));
    const Result again = headroom({ QStringLiteral("pull"), m_team, QStringLiteral("--snapshot"), file });
    QVERIFY2(again.exitCode == 0, again.err.constData());
    QVERIFY2(again.out.contains("1 new run of"), again.out.constData());
    const QString project = timingProject(70);
    const Result refused = headroom({ QStringLiteral("pull"), m_team, QStringLiteral("--snapshot"), project });
    QCOMPARE(refused.exitCode, 2);
    QVERIFY2(refused.err.contains("not a team store snapshot"), refused.err.constData());
}

QTEST_GUILESS_MAIN(TestTeamSnapshot)
#include "tst_teamsnapshot.moc"
