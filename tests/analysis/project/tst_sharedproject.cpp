// A project open in a session while other processes change it (issue 23, shared projects): the
// real `headroom import` adds a run, another connection renames and deletes one, and the session
// lists each change and says so; its own changes are not news.
//
// The session looks every ProjectSession::kWatchIntervalMs (500 ms), so in normal conditions a
// change shows within 2 s. The waits below allow 10 s only so that a loaded machine does not fail
// the test; nothing is asserted about how long a change took to show.

#include "analysis/project/projectsession.h"
#include "analysis/project/runsmodel.h"
#include "analysis/store/store.h"

#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Analysis;

namespace {

constexpr int kWaitMs = 10000;

QProcess* startCliImport(const QString& file, const QString& project, QObject* parent)
{
    auto* p = new QProcess(parent);
    p->start(QStringLiteral(HEADROOM_APP_BIN), { QStringLiteral("import"), file, QStringLiteral("--into"), project });
    return p;
}

QString writeTimingList(const QTemporaryDir& dir, int n)
{
    const QString path = dir.filePath(QStringLiteral("timing-%1.txt").arg(n));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    for (int i = 0; i < 5; ++i)
        f.write(QByteArray::number(200 + n * 10 + i) + " ms\n");
    return path;
}

// Bytes 18-19 of the SQLite header: 2 while the project is in WAL mode, 1 with a rollback journal.
int fileFormatVersion(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly) || !f.seek(18))
        return -1;
    const QByteArray b = f.read(1);
    return b.isEmpty() ? -1 : int(b.at(0));
}

} // namespace

class TstSharedProject final : public QObject {
    Q_OBJECT
private slots:
    void runImportedByTheCliIsListed()
    {
        QTemporaryDir dir;
        const QString project = dir.filePath(QStringLiteral("shared.headroom"));
        ProjectSession session;
        QVERIFY(!hasErrors(session.openProject(project)));
        QCOMPARE(session.runsModel()->rowCount(), 0);
        // A second Store of this process opened and closed beside the session's, as every run load
        // does. It once took the session's lock on the file with it (QFile::close drops every POSIX
        // lock of the process on the file), and the CLI then took the project out of WAL under the
        // session: see docs/reliability.md.
        {
            Store loader;
            QVERIFY(!hasErrors(loader.open(project, Store::OpenMode::ReadOnly)));
        }
        QSignalSpy changed(&session, &ProjectSession::runsChangedElsewhere);
        QSignalSpy reset(session.runsModel(), &QAbstractItemModel::modelReset);
        QProcess* cli = startCliImport(QStringLiteral(HEADROOM_TEST_DATA "/logs/timing-list-ms.txt"), project, this);
        QVERIFY(cli->waitForStarted());
        QTRY_COMPARE_WITH_TIMEOUT(session.runsModel()->rowCount(), 1, kWaitMs);
        QVERIFY(cli->state() == QProcess::NotRunning || cli->waitForFinished(60000));
        QVERIFY2(cli->exitCode() == 0, cli->readAllStandardError().constData());
        QTRY_VERIFY_WITH_TIMEOUT(!changed.isEmpty(), kWaitMs);
        const auto change = changed.constFirst().constFirst().value<RunsChange>();
        const QString id = session.runsModel()->row(0)->id;
        QCOMPARE(change.added, QStringList { id });
        QCOMPARE(reset.count(), 0); // row by row: a view keeps its selection
        // The project stays in WAL mode while the session has it open: the CLI did not fold the WAL
        // into the file and remove it under the session.
        QCOMPARE(fileFormatVersion(project), 2);
        QVERIFY(QFile::exists(project + QStringLiteral("-wal")));
    }

    void renameAndDeleteByAnotherConnection()
    {
        QTemporaryDir dir;
        const QString project = dir.filePath(QStringLiteral("shared.headroom"));
        ProjectSession session;
        QVERIFY(!hasErrors(session.openProject(project)));
        QProcess* cli = startCliImport(writeTimingList(dir, 1), project, this);
        QVERIFY(cli->waitForFinished(60000));
        QVERIFY2(cli->exitCode() == 0, cli->readAllStandardError().constData());
        QTRY_COMPARE_WITH_TIMEOUT(session.runsModel()->rowCount(), 1, kWaitMs);
        const QString id = session.runsModel()->row(0)->id;

        QSignalSpy changed(&session, &ProjectSession::runsChangedElsewhere);
        Store other; // another window's connection
        QVERIFY(!hasErrors(other.open(project, Store::OpenMode::ReadWrite)));
        QVERIFY(other.renameRun(id, QStringLiteral("renamed elsewhere")));
        QTRY_COMPARE_WITH_TIMEOUT(session.runsModel()->row(0)->name, QStringLiteral("renamed elsewhere"), kWaitMs);
        QTRY_VERIFY_WITH_TIMEOUT(!changed.isEmpty(), kWaitMs);
        QCOMPARE(changed.takeFirst().constFirst().value<RunsChange>().changed, QStringList { id });

        QVERIFY(other.deleteRun(id));
        QTRY_COMPARE_WITH_TIMEOUT(session.runsModel()->rowCount(), 0, kWaitMs);
        QTRY_VERIFY_WITH_TIMEOUT(!changed.isEmpty(), kWaitMs);
        QCOMPARE(changed.takeFirst().constFirst().value<RunsChange>().removed, QStringList { id });
    }

    // What the session commits itself (a rename, an import of its own) refills the list once, row
    // by row, and is never reported as another program's: no reload loop.
    void ownChangesAreNotNews()
    {
        QTemporaryDir dir;
        const QString project = dir.filePath(QStringLiteral("own.headroom"));
        ProjectSession session;
        QVERIFY(!hasErrors(session.openProject(project)));
        QSignalSpy changed(&session, &ProjectSession::runsChangedElsewhere);
        QSignalSpy reset(session.runsModel(), &QAbstractItemModel::modelReset);
        QSignalSpy imported(&session, &ProjectSession::importFinished);
        session.importFiles({ writeTimingList(dir, 2) });
        QTRY_VERIFY_WITH_TIMEOUT(!imported.isEmpty(), 60000); // not wait(): it misses a signal sent before it
        QCOMPARE(session.runsModel()->rowCount(), 1);
        QVERIFY(!hasErrors(session.renameRun(session.runsModel()->row(0)->id, QStringLiteral("mine"))));
        QCOMPARE(session.runsModel()->row(0)->name, QStringLiteral("mine"));
        // Three looks of the session's timer: none finds news. (A wait for nothing cannot fail on a
        // slow machine.)
        QVERIFY(!changed.wait(3 * ProjectSession::kWatchIntervalMs));
        QCOMPARE(reset.count(), 0);
    }
};

QTEST_MAIN(TstSharedProject)
#include "tst_sharedproject.moc"
