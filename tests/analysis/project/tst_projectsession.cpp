// The window's hold on a project, without a window: runs renamed, deleted and brought back
// (issue 23, nothing lost). A deletion keeps a copy of the runs in the session, so Undo delete
// restores them whole: figures, raw files, plan and conclusion.

#include "analysis/project/projectimport.h"
#include "analysis/project/projectsession.h"
#include "analysis/project/runsmodel.h"
#include "analysis/store/store.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Analysis;

class TstProjectSession final : public QObject {
    Q_OBJECT
private slots:
    void renameDeleteAndUndo()
    {
        QTemporaryDir dir;
        const QString project = dir.filePath(QStringLiteral("p.headroom"));
        QString probeRun;
        {
            Store store;
            QVERIFY(!hasErrors(store.open(project, Store::OpenMode::ReadWrite)));
            const auto a = importIntoProject(store, { QStringLiteral(HEADROOM_TEST_DATA "/probe/context-run") }, {});
            const auto b = importIntoProject(store, { QStringLiteral(HEADROOM_TEST_DATA "/logs/timing-list-ms.txt") }, {});
            QVERIFY(a.value(0).ok() && b.value(0).ok());
            probeRun = a.first().runIds.first();
            QVERIFY(store.setConclusion(probeRun, "{\"observed\":\"kept\"}"));
        }
        ProjectSession session;
        QVERIFY(!hasErrors(session.openProject(project)));
        QCOMPARE(session.runsModel()->rowCount(), 2);

        // Renamed: the list and the stored run say the new name; an empty name is refused.
        QVERIFY(!hasErrors(session.renameRun(probeRun, QStringLiteral("  llama q4, board 2  "))));
        Store reader;
        QVERIFY(!hasErrors(reader.open(project, Store::OpenMode::ReadOnly)));
        QCOMPARE(reader.loadRun(probeRun)->name, QStringLiteral("llama q4, board 2"));
        QVERIFY(hasErrors(session.renameRun(probeRun, QStringLiteral("   "))));
        QVERIFY(hasErrors(session.renameRun(QStringLiteral("999"), QStringLiteral("x"))));
        QCOMPARE(reader.loadRun(probeRun)->name, QStringLiteral("llama q4, board 2"));

        const Run before = *reader.loadRun(probeRun);
        const int rawsBefore = int(reader.rawFiles(probeRun).size());
        QVERIFY(!session.canUndoDelete());
        QVERIFY(!hasErrors(session.deleteRuns({ probeRun })));
        QCOMPARE(session.runsModel()->rowCount(), 1);
        QVERIFY(!reader.loadRun(probeRun));
        QVERIFY(session.canUndoDelete());

        // Undo: the run is back, under a new id, with everything it had.
        QVERIFY(!hasErrors(session.undoDelete()));
        QVERIFY(!session.canUndoDelete());
        QCOMPARE(session.runsModel()->rowCount(), 2);
        QString restored;
        for (const RunRow& r : reader.listRuns())
            if (r.name == before.name)
                restored = r.id;
        QVERIFY(!restored.isEmpty());
        const Run after = *reader.loadRun(restored);
        QCOMPARE(after.repetitions.size(), before.repetitions.size());
        QCOMPARE(after.memory.keys(), before.memory.keys());
        QCOMPARE(int(reader.rawFiles(restored).size()), rawsBefore);
        QVERIFY(reader.conclusion(restored));
        QVERIFY(reader.conclusion(restored)->json.contains("kept"));
        QVERIFY(reader.integrityCheck().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TstProjectSession)
#include "tst_projectsession.moc"
