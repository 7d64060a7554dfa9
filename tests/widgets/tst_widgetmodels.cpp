#include "analysis/project/comparemodel.h"
#include "sampleproject.h"
#include "remote/deviceregistry.h"
#include "widgets/devicesmodel.h"

#include <QAbstractItemModelTester>
#include <QTest>

class TestWidgetModels : public QObject {
    Q_OBJECT
private slots:
    void compareModel()
    {
        QTemporaryDir dir;
        Analysis::ProjectSession session;
        QVERIFY(importSample(&session, dir,
            { QStringLiteral("probe/calibrate-run"), QStringLiteral("logs/timing-list-ms.txt"),
                QStringLiteral("logs/timing.csv") }));
        Analysis::CompareModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        // A run against itself: every figure compared, and every one "same".
        const QString probe = runIdAt(&session, 0);
        const Analysis::CompareSet set = Analysis::loadComparison(session.projectPath(), { probe, probe });
        QVERIFY(!Analysis::hasErrors(set.diagnostics));
        QCOMPARE(set.runs.size(), 2);
        QCOMPARE(set.comparisons.size(), 1);
        model.setComparison(set);
        QCOMPARE(model.rowCount(), int(set.comparisons.first().rows.size()));
        QVERIFY(model.rowCount() > 0);
        for (int r = 0; r < model.rowCount(); ++r) {
            const auto& row = set.comparisons.first().rows.at(r);
            QCOMPARE(model.index(r, Analysis::CompareModel::Interval).data(Analysis::CompareModel::SortRole).toDouble(),
                row.ciLow); // the interval shown is the comparison's
            QCOMPARE(model.index(r, Analysis::CompareModel::Outcome).data().toString(),
                Analysis::CompareModel::outcomeDisplay(row.outcome));
            QCOMPARE(model.index(r, Analysis::CompareModel::Figure).data(Qt::ToolTipRole).toString(), row.explanation);
            if (row.figure == Analysis::CompareFigure::PeakMemory)
                QCOMPARE(row.outcome, Analysis::CompareOutcome::Same);
        }
        // Three runs: two comparisons, each against the first.
        const Analysis::CompareSet three
            = Analysis::loadComparison(session.projectPath(), { runIdAt(&session, 1), runIdAt(&session, 2), probe });
        QCOMPARE(three.comparisons.size(), 2);
        model.setComparison(three);
        model.clear();
        QCOMPARE(model.rowCount(), 0);
    }

    void devicesModelKeepsLocalFirst()
    {
        Ui::DevicesModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 1);
        QVERIFY(model.device(0).isLocal());
        Remote::Device pi;
        pi.name = QStringLiteral("pi");
        pi.host = QStringLiteral("127.0.0.1");
        pi.port = 2222;
        pi.user = QStringLiteral("o'brien");
        pi.auth = Remote::Device::Auth::Key;
        pi.keyFile = QStringLiteral("/keys/id_ed25519");
        pi.knownHostsFile = QStringLiteral("/tmp/kh");
        pi.runFolder = QStringLiteral("/data/headroom");
        pi.notes = QStringLiteral("on the desk");
        model.setDevices({ pi, Ui::DevicesModel::localDevice() }); // a stored "local" is not doubled
        QCOMPARE(model.rowCount(), 2);
        QVERIFY(model.device(0).isLocal());
        QCOMPARE(model.device(1), pi);
        model.setStatus(QStringLiteral("pi"), QStringLiteral("test passed"));
        QCOMPARE(model.index(1, Ui::DevicesModel::Status).data().toString(), QStringLiteral("test passed"));
        // Round trip through the project's record.
        QCOMPARE(Remote::DeviceRegistry::fromRecord(Remote::DeviceRegistry::toRecord(pi)), pi);
    }
};

QTEST_MAIN(TestWidgetModels)
#include "tst_widgetmodels.moc"
