// The report's content, assembled from a real project: the probe fixture and recorded logs are
// imported into a .headroom file, and the report is checked against what the store and the
// verdict say on their own.

#include "analysis/project/projectimport.h"
#include "analysis/report/exportmarkdown.h"
#include "analysis/report/report.h"
#include "analysis/report/reporttables.h"
#include "analysis/verdict/servefigures.h"
#include "analysis/store/store.h"

#include <QCryptographicHash>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Analysis;

class TstReport : public QObject {
    Q_OBJECT

private slots:
    void init();
    void acceptanceLeavesOutInputsWithoutRule();
    void figuresAreTheVerdicts();
    void latestRunByDefault();
    void rawFilesCarryTheirSha256();
    void storedConclusionWins();
    void defaultConclusionHasUnknowns();
    void unknownRunIsAnError();
    void planLimits_data();
    void planLimits();
    void memoryByKind();

private:
    QString importInto(const QStringList& paths);
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

QString TstReport::importInto(const QStringList& paths)
{
    Store store;
    if (hasErrors(store.open(m_project, Store::OpenMode::ReadWrite)))
        return {};
    const auto outcomes = importIntoProject(store, paths, {});
    return outcomes.isEmpty() || outcomes.last().runIds.isEmpty() ? QString() : outcomes.last().runIds.first();
}

void TstReport::init()
{
    m_project = m_dir.filePath(QStringLiteral("r%1.headroom").arg(QLatin1String(QTest::currentTestFunction())));
    QFile::remove(m_project);
    m_logRun = importInto({ data("logs/timing-list-ms.txt") });
    m_probeRun = importInto({ data("probe/calibrate-run") });
    QVERIFY(!m_logRun.isEmpty());
    QVERIFY(!m_probeRun.isEmpty());
}

void TstReport::figuresAreTheVerdicts()
{
    Store store;
    QVERIFY(!hasErrors(store.open(m_project, Store::OpenMode::ReadOnly)));
    Diagnostics d;
    const auto report = loadReport(store, m_probeRun, &d);
    QVERIFY(report);
    const Run run = *store.loadRun(m_probeRun);
    const FigureTable table = perInputFigures(run, {});
    QCOMPARE(report->figures.inputs.size(), 3);
    for (qsizetype i = 0; i < table.inputs.size(); ++i) {
        QCOMPARE(report->figures.inputs[i].inputId, table.inputs[i].inputId);
        QCOMPARE(report->figures.inputs[i].medianMs, table.inputs[i].medianMs);
        QCOMPARE(report->figures.inputs[i].peakKb, table.inputs[i].peakKb);
    }
    QCOMPARE(report->verdict.first, decide(table).first);
    QCOMPARE(report->probeVersion, QStringLiteral("0.1.0"));
    QVERIFY(report->headline(SentenceLanguage::Chinese).startsWith(QStringLiteral("结论")));
    QVERIFY(report->sentence(SentenceLanguage::Chinese).startsWith(QStringLiteral("在 ")));
    QVERIFY(report->sentence(SentenceLanguage::English).startsWith(QStringLiteral("On ")));
}

void TstReport::latestRunByDefault()
{
    Store store;
    QVERIFY(!hasErrors(store.open(m_project, Store::OpenMode::ReadOnly)));
    // The probe run's started_at (2026) is later than the log's import, whatever order they came in.
    Diagnostics d;
    const auto report = loadReport(store, QString(), &d);
    QVERIFY(report);
    QCOMPARE(report->run.id, latestRunId(store));
    const auto rows = store.listRuns();
    for (const auto& row : rows)
        QVERIFY(row.startedAt <= report->run.startedAt || !row.startedAt.isValid());
}

void TstReport::rawFilesCarryTheirSha256()
{
    Store store;
    QVERIFY(!hasErrors(store.open(m_project, Store::OpenMode::ReadOnly)));
    Diagnostics d;
    const auto report = loadReport(store, m_probeRun, &d);
    QVERIFY(report);
    const RawFile* events = report->rawFileNamed(QStringLiteral("events.jsonl"));
    QVERIFY(events);
    QFile f(data("probe/calibrate-run/events.jsonl"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(
        events->sha256, QString::fromLatin1(QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256).toHex()));
    QVERIFY(events->data.isEmpty()); // a report never carries the blobs
    QVERIFY(events->importedAt.isValid());
}

void TstReport::storedConclusionWins()
{
    {
        Store store;
        QVERIFY(!hasErrors(store.open(m_project, Store::OpenMode::ReadWrite)));
        QVERIFY(store.setConclusion(m_probeRun,
            QStringLiteral(
                R"({"version":1,"sentence_zh_CN":"审阅过的句子。","sentence_en":"The reviewed sentence.",)"
                R"("known":["checked by Li"],"unknown":[{"kind":"custom","text":"NPU driver 2.1 untested"}]})")
                .toUtf8()));
    }
    Store store;
    QVERIFY(!hasErrors(store.open(m_project, Store::OpenMode::ReadOnly)));
    Diagnostics d;
    const auto report = loadReport(store, m_probeRun, &d);
    QVERIFY(report);
    QVERIFY(report->conclusionStored);
    QCOMPARE(report->sentence(SentenceLanguage::Chinese), QStringLiteral("审阅过的句子。"));
    QCOMPARE(report->sentence(SentenceLanguage::English), QStringLiteral("The reviewed sentence."));
    QCOMPARE(report->conclusion.known, QStringList { QStringLiteral("checked by Li") });
    QCOMPARE(
        report->unknownTexts(SentenceLanguage::English), QStringList { QStringLiteral("NPU driver 2.1 untested") });
}

void TstReport::defaultConclusionHasUnknowns()
{
    Store store;
    QVERIFY(!hasErrors(store.open(m_project, Store::OpenMode::ReadOnly)));
    Diagnostics d;
    const auto report = loadReport(store, m_logRun, &d);
    QVERIFY(report);
    QVERIFY(!report->conclusionStored);
    QVERIFY(!report->unknownTexts(SentenceLanguage::Chinese).isEmpty());
    QVERIFY(report->probeVersion.isEmpty());
    QCOMPARE(
        report->sentence(SentenceLanguage::English), conclusionSentence(report->conclusion, SentenceLanguage::English));
}

void TstReport::unknownRunIsAnError()
{
    Store store;
    QVERIFY(!hasErrors(store.open(m_project, Store::OpenMode::ReadOnly)));
    Diagnostics d;
    QVERIFY(!loadReport(store, QStringLiteral("9999"), &d));
    QVERIFY(hasErrors(d));
    QVERIFY(d.first().message.contains(QStringLiteral("9999")));
}

void TstReport::planLimits_data()
{
    // The plan runner writes the plan's limits into the run's params (bytes for sizes); the
    // verdict reads them back from the run, wherever the run travelled.
    QTest::addColumn<QString>("memory"); // limits.memory; empty: absent
    QTest::addColumn<QString>("reserve"); // limits.reserve
    QTest::addColumn<QString>("latency"); // limits.latency_s
    QTest::addColumn<qlonglong>("ceilingKb"); // -1: none
    QTest::addColumn<double>("reserveFraction"); // -1: none
    QTest::addColumn<qlonglong>("reserveKb"); // -1: none
    QTest::addColumn<double>("budgetMs"); // -1: none
    QTest::addRow("auto-memory") << QStringLiteral("auto") << QStringLiteral("15%") << QStringLiteral("2") << -1LL
                                 << 0.15 << -1LL << 2000.0;
    QTest::addRow("fixed-memory") << QStringLiteral("3221225472") << QString() << QStringLiteral("0.5")
                                  << qlonglong(3) * 1024 * 1024 << -1.0 << -1LL << 500.0;
    QTest::addRow("reserve-bytes") << QStringLiteral("auto") << QStringLiteral("536870912") << QString() << -1LL << -1.0
                                   << 524288LL << -1.0;
    QTest::addRow("no-limits") << QString() << QString() << QString() << -1LL << -1.0 << -1LL << -1.0;
    QTest::addRow("negative-budget") << QString() << QString() << QStringLiteral("-3") << -1LL << -1.0 << -1LL << -1.0;
    QTest::addRow("not-bytes") << QStringLiteral("12G") << QStringLiteral("150%") << QStringLiteral("x") << -1LL << -1.0
                               << -1LL << -1.0;
}

void TstReport::planLimits()
{
    QFETCH(QString, memory);
    QFETCH(QString, reserve);
    QFETCH(QString, latency);
    QFETCH(qlonglong, ceilingKb);
    QFETCH(double, reserveFraction);
    QFETCH(qlonglong, reserveKb);
    QFETCH(double, budgetMs);
    Run run;
    if (!memory.isEmpty())
        run.params.insert(QStringLiteral("limits.memory"), memory);
    if (!reserve.isEmpty())
        run.params.insert(QStringLiteral("limits.reserve"), reserve);
    if (!latency.isEmpty())
        run.params.insert(QStringLiteral("limits.latency_s"), latency);
    const VerdictOptions o = verdictOptionsFromRun(run);
    QCOMPARE(o.memoryCeilingKb.value_or(-1), ceilingKb);
    QCOMPARE(o.reserveFraction.value_or(-1), reserveFraction);
    QCOMPARE(o.reserveKb.value_or(-1), reserveKb);
    QCOMPARE(o.latencyBudgetMs.value_or(-1), budgetMs);
}

// An input without an acceptance rule has nothing to accept: it is absent from the acceptance
// figures, not "0 of 5" next to the inputs that have a rule (issue 21, item 5).
void TstReport::acceptanceLeavesOutInputsWithoutRule()
{
    Run run;
    run.inputs << InputSpec { QStringLiteral("ruled"), QString(), -1, -1, -1 }
               << InputSpec { QStringLiteral("free"), QString(), -1, -1, -1 };
    run.params.insert(QStringLiteral("acceptance.ruled"), QStringLiteral("exact: yes"));
    for (const QString& id : { QStringLiteral("ruled"), QStringLiteral("free") })
        for (int i = 0; i < 5; ++i) {
            Repetition r;
            r.inputId = id;
            r.index = i;
            r.wallMs = 100;
            r.outcome = i < 3 ? Outcome::Ok : Outcome::Rejected;
            run.repetitions << r;
        }
    const QList<AcceptanceFigures> rows = acceptanceFigures(run);
    QCOMPARE(rows.size(), qsizetype(1));
    QCOMPARE(rows.at(0).inputId, QStringLiteral("ruled"));
    QCOMPARE(rows.at(0).accepted, 3);
    QCOMPARE(rows.at(0).expected, 5);
}

// RssAnon beside RssFile per input, and the files behind RssFile: a probe 0.2.4 run that mapped only
// its own binary says "none mapped"; with a model file mapped, the file is named once with its
// resident and mapped size; a log without mappings says they were not recorded.
void TstReport::memoryByKind()
{
    const QString id = importInto({ data("probe/context-run") });
    QVERIFY(!id.isEmpty());
    Store store;
    QVERIFY(!hasErrors(store.open(m_project, Store::OpenMode::ReadOnly)));
    Run run = *store.loadRun(id);
    const auto kindTable = [](const Report& r) {
        for (const ReportTable& t : planFigureTables(r))
            if (t.title == QLatin1String("Memory by kind"))
                return t;
        return ReportTable {};
    };
    ReportTable t = kindTable(makeReport(run, {}, {}, std::nullopt));
    QCOMPARE(t.rows.size(), 1);
    QCOMPARE(t.rows.first().at(3), QStringLiteral("none mapped"));
    QVERIFY(!t.rows.first().at(1).isEmpty() && !t.rows.first().at(2).isEmpty()); // RssAnon, RssFile peaks
    QVERIFY(t.notes.join(u' ').contains(QLatin1String("no data file of 16 MiB or more was mapped")));

    for (Repetition& r : run.repetitions)
        r.mappedFiles.prepend(MappedFile { QStringLiteral("/models/q4.gguf"), 300 * 1024, 1024 * 1024, false });
    t = kindTable(makeReport(run, {}, {}, std::nullopt));
    QCOMPARE(t.rows.first().at(3), QStringLiteral("/models/q4.gguf"));
    QCOMPARE(t.rows.first().at(4), QStringLiteral("300.0 MiB / 1.00 GiB"));
    const QString md = reportToMarkdown(makeReport(run, {}, {}, std::nullopt), SentenceLanguage::English);
    QVERIFY2(md.contains(QLatin1String(
                 "Model file /models/q4.gguf: 300.0 MiB resident, file-backed (of 1.00 GiB mapped), with every input.")),
        qPrintable(md));

    for (Repetition& r : run.repetitions) {
        r.mappedFiles.clear();
        r.mappedScans.reset();
    }
    t = kindTable(makeReport(run, {}, {}, std::nullopt));
    QCOMPARE(t.rows.first().at(3), QString());
    QVERIFY(t.notes.join(u' ').contains(QLatin1String("was not recorded")));
}

QTEST_GUILESS_MAIN(TstReport)
#include "tst_report.moc"
