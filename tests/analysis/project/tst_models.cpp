#include "analysis/core/format.h"
#include "analysis/project/comparemodel.h"
#include "analysis/project/figuresmodel.h"
#include "analysis/project/runsmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTest>

using namespace Analysis;

class TestModels : public QObject {
    Q_OBJECT
private slots:
    void runsModel();
    void runsModelChangesInBlocks();
    void figuresModel();
    void compareModelTellsRunsAndPeaksApart();
};

void TestModels::runsModel()
{
    RunsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    RunRow a;
    a.id = QStringLiteral("1");
    a.name = QStringLiteral("calibrate");
    a.device = QStringLiteral("local");
    a.startedAt = QDateTime(QDate(2026, 11, 2), QTime(10, 0), Qt::UTC);
    RunRow b = a;
    b.id = QStringLiteral("2");
    b.name = QStringLiteral("llama q4");
    b.startedAt = QDateTime(QDate(2026, 1, 2), QTime(10, 0), Qt::UTC);
    b.verdict = QStringLiteral("memory");
    model.setRuns({ a, b });
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.index(0, RunsModel::Verdict).data().toString(), QStringLiteral("not decided"));
    QCOMPARE(model.index(1, RunsModel::Verdict).data().toString(), QStringLiteral("memory first"));
    QCOMPARE(model.index(1, 0).data(RunsModel::RunIdRole).toString(), QStringLiteral("2"));

    // Dates sort as dates through SortRole, not as their text.
    QSortFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setSortRole(RunsModel::SortRole);
    proxy.sort(RunsModel::Started);
    QCOMPARE(proxy.index(0, RunsModel::Name).data().toString(), QStringLiteral("llama q4"));
}

// A refill sends one signal per contiguous block of removed or added rows, not one per row: a
// view fitting its columns on each signal made opening 1,000 runs take 28 s.
void TestModels::runsModelChangesInBlocks()
{
    RunsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const auto rows = [](const QString& ids) {
        QList<RunRow> list;
        for (const QChar c : ids) {
            RunRow r;
            r.id = QString(c);
            r.name = QStringLiteral("run ") + c;
            list << r;
        }
        return list;
    };
    const auto ids = [&model] {
        QString s;
        for (int i = 0; i < model.rowCount(); ++i)
            s += model.row(i)->id;
        return s;
    };
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);

    RunsChange change = model.setRuns(rows(QStringLiteral("abcdefghij")));
    QCOMPARE(ids(), QStringLiteral("abcdefghij"));
    QCOMPARE(inserted.size() + reset.size(), 1);
    QCOMPARE(change.added.size(), 10);

    inserted.clear();
    reset.clear();
    // c, d and e go (one block), i goes (another); x y come before f, z at the end.
    change = model.setRuns(rows(QStringLiteral("abxyfghjz")));
    QCOMPARE(ids(), QStringLiteral("abxyfghjz"));
    QCOMPARE(reset.size(), 0);
    QCOMPARE(removed.size(), 2);
    QCOMPARE(inserted.size(), 2);
    QCOMPARE(change.removed,
        (QStringList { QStringLiteral("c"), QStringLiteral("d"), QStringLiteral("e"), QStringLiteral("i") }));
    QCOMPARE(change.added, (QStringList { QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("z") }));
    QVERIFY(change.changed.isEmpty());

    // Everything goes: one block.
    removed.clear();
    model.setRuns({});
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(removed.size(), 1);
}

void TestModels::figuresModel()
{
    FiguresModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    InputFigures f;
    f.inputId = QStringLiteral("long");
    f.length = 412;
    f.lengthUnit = LengthUnit::Tokens;
    f.peakKb = 2048;
    f.peakExactness = Exactness::Sampled;
    f.peakOrigin = QStringLiteral("sampled VmRSS/VmHWM");
    f.peakSource = QStringLiteral("mem.log");
    f.n = 19;
    f.medianMs = 100;
    f.p90Ms = 210;
    f.maxMs = 300;
    f.outcomes[Outcome::Ok] = 20;
    f.outcomes[Outcome::OomKilled] = 1;
    FigureTable t;
    t.inputs = { f };
    Run run;
    run.inputs = { InputSpec { QStringLiteral("long"), QStringLiteral("long.txt"), 1650, 1700, 412 } };
    model.setTable(run, t);
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.index(0, int(InputColumnId::Peak)).data().toString(), QStringLiteral("2.0 MiB (sampled)"));
    QVERIFY(
        model.index(0, int(InputColumnId::Peak)).data(Qt::ToolTipRole).toString().contains(QStringLiteral("mem.log")));
    QVERIFY(model.index(0, int(InputColumnId::Peak))
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("can be missed")));
    QCOMPARE(model.index(0, int(InputColumnId::TailRatio)).data().toString(), QStringLiteral("2.10"));
    QCOMPARE(model.index(0, int(InputColumnId::Outcomes)).data().toString(), QStringLiteral("20 × ok, 1 × OOM-killed"));
    QCOMPARE(model.index(0, int(InputColumnId::AfterLoad)).data().toString(), QString()); // unknown stays blank
    QCOMPARE(model.index(0, int(InputColumnId::Lengths)).data().toString(), QStringLiteral("1650 / 1700 / 412"));
    QCOMPARE(model.index(0, int(InputColumnId::Lengths)).data(FiguresModel::SortRole).toDouble(), 412.0);
    QCOMPARE(model.index(0, int(InputColumnId::Median)).data().toString(), formatMs(100));
    QCOMPARE(model.index(0, int(InputColumnId::TokensPerS)).data().toString(), QString()); // no tokens counted
    // Mapped files not recorded: blank, and the tooltip says why.
    QCOMPARE(model.index(0, int(InputColumnId::ModelFile)).data().toString(), QString());
    QVERIFY(model.index(0, int(InputColumnId::ModelFile)).data(Qt::ToolTipRole).toString().contains(u"not recorded"));
    // Recorded with only code mapped, then with a model file.
    f.anonPeakKb = 700 * 1024;
    f.filePeakKb = 3 * 1024;
    f.mappedScans = 5;
    f.mappedFiles = { MappedFile { QStringLiteral("/usr/bin/llama-cli"), 2048, 4096, true } };
    t.inputs = { f };
    model.setTable(run, t);
    QCOMPARE(model.index(0, int(InputColumnId::AnonPeak)).data().toString(), QStringLiteral("700.0 MiB"));
    QCOMPARE(model.index(0, int(InputColumnId::FilePeak)).data().toString(), QStringLiteral("3.0 MiB"));
    QCOMPARE(model.index(0, int(InputColumnId::ModelFile)).data().toString(), QStringLiteral("none mapped"));
    f.mappedFiles.prepend(MappedFile { QStringLiteral("/models/q4.gguf"), 600 * 1024, 1100 * 1024, false });
    t.inputs = { f };
    model.setTable(run, t);
    QCOMPARE(model.index(0, int(InputColumnId::ModelFile)).data().toString(),
        QStringLiteral("q4.gguf (600.0 MiB resident)"));
    const QString tip = model.index(0, int(InputColumnId::ModelFile)).data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(u"/models/q4.gguf: 600.0 MiB resident of 1.07 GiB mapped, data")
            && tip.contains(u"/usr/bin/llama-cli: 2.0 MiB resident of 4.0 MiB mapped, code"),
        qPrintable(tip));
}

// Two runs of one plan read the same in Compare, and two peaks 40 KiB apart read "25.9 MiB" on both
// sides of a "different": the names carry the run's id, the peaks their KiB.
void TestModels::compareModelTellsRunsAndPeaksApart()
{
    CompareSet set;
    for (const char* id : { "3", "4" }) {
        Run r;
        r.id = QLatin1String(id);
        r.name = QStringLiteral("llama q4");
        set.runs << r;
    }
    QCOMPARE(
        distinctRunNames(set.runs), (QStringList { QStringLiteral("llama q4 #3"), QStringLiteral("llama q4 #4") }));
    // A fleet: the same plan on two devices.
    set.runs[0].device = QStringLiteral("local");
    set.runs[1].device = QStringLiteral("rk3588-1");
    QCOMPARE(distinctRunNames(set.runs),
        (QStringList { QStringLiteral("llama q4 #3 (local)"), QStringLiteral("llama q4 #4 (rk3588-1)") }));
    set.runs[0].device.clear();
    set.runs[1].device.clear();
    set.runs[1].name = QStringLiteral("other");
    QCOMPARE(distinctRunNames(set.runs), (QStringList { QStringLiteral("llama q4"), QStringLiteral("other") }));
    set.runs[1].name = QStringLiteral("llama q4");
    RunComparison cmp;
    FigureComparison row;
    row.figure = CompareFigure::PeakMemory;
    row.base = 26532;
    row.candidate = 26572;
    row.ciLow = 20;
    row.ciHigh = 60;
    row.outcome = CompareOutcome::Different;
    cmp.rows << row;
    row.candidate = 30000; // far apart: MiB as usual
    cmp.rows << row;
    set.comparisons << cmp;
    CompareModel model;
    model.setComparison(set);
    QCOMPARE(model.index(0, CompareModel::Candidate).data().toString(), QStringLiteral("llama q4 #4"));
    QCOMPARE(model.index(0, CompareModel::Base).data().toString(), QLocale().toString(26532) + QStringLiteral(" KiB"));
    QCOMPARE(model.index(0, CompareModel::Value).data().toString(), QLocale().toString(26572) + QStringLiteral(" KiB"));
    QCOMPARE(model.index(1, CompareModel::Value).data().toString(), QStringLiteral("29.3 MiB"));
}

QTEST_GUILESS_MAIN(TestModels)
#include "tst_models.moc"
