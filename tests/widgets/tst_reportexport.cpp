// Markdown, CSV and JSON from the window (issue 23): what the window writes for a run is what
// `headroom report` writes for it (the real binary), a comparison's JSON parses with the page's rows,
// and a file that cannot be written is an error naming it. Sustained runs of two settings add their
// ranking, first rounds against last, above the charts and in the exports.
#include "../analysis/verdict/sustainedruns.h"
#include "analysis/project/comparemodel.h"
#include "analysis/store/store.h"
#include "dialoganswer.h"
#include "findbutton.h"
#include "sampleproject.h"
#include "widgets/comparepage.h"
#include "widgets/mainwindow.h"
#include "widgets/reportexport.h"
#include "widgets/runspage.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QTableView>
#include <QTest>

using Ui::MainWindow;

namespace {
QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// `headroom report` in English, as a pipeline runs it.
bool cliReport(const QString& project, const QString& runId, const QString& option, const QString& target)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
    env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(HEADROOM_APP_BIN),
        { QStringLiteral("report"), project, QStringLiteral("--run"), runId, option, target, QStringLiteral("--lang"),
            QStringLiteral("en") });
    return p.waitForFinished(60000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

// Everything but when and by which build it was written.
QJsonObject withoutGeneration(QJsonObject o)
{
    o.remove(QStringLiteral("generated_at"));
    return o;
}
QByteArrayList withoutGeneration(const QByteArray& markdown)
{
    QByteArrayList lines = markdown.split('\n');
    lines.removeIf([](const QByteArray& l) { return l.contains("Report written by Headroom"); });
    return lines;
}

} // namespace

class TestReportExport : public QObject {
    Q_OBJECT
    QTemporaryDir m_settings;

private slots:
    void initTestCase() { QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path()); }

    void sameAsTheCommandLine_data()
    {
        QTest::addColumn<QString>("suffix");
        QTest::addColumn<QString>("option");
        QTest::addRow("markdown") << QStringLiteral(".md") << QStringLiteral("--md");
        QTest::addRow("csv") << QStringLiteral(".csv") << QStringLiteral("--csv");
        QTest::addRow("json") << QStringLiteral(".json") << QStringLiteral("--json");
    }

    // The Runs page's "Export selected…", the format chosen by the name's suffix.
    void sameAsTheCommandLine()
    {
        QFETCH(QString, suffix);
        QFETCH(QString, option);
        QTemporaryDir dir;
        MainWindow w;
        w.show();
        QVERIFY(w.openProject(dir.filePath(QStringLiteral("p.headroom"))));
        QVERIFY(importSample(w.session(), dir, { QStringLiteral("probe/calibrate-run") }));
        const QString id = runIdAt(w.session(), 0);
        auto* runs = qobject_cast<Ui::RunsPage*>(w.page(MainWindow::Page::Runs));
        w.showPage(MainWindow::Page::Runs);
        runs->view()->selectRow(0);
        const QString mine = dir.filePath(QStringLiteral("from-the-window") + suffix);
        QString said;
        {
            DialogAnswer answer(mine);
            findButton(runs, Ui::RunsPage::tr("Export selected…"))->click();
            QVERIFY(answer.askedForFile);
            said = answer.said;
        }
        QVERIFY2(said.contains(QLatin1String("1 file(s) written")), qPrintable(said));
        const QString theirs = dir.filePath(QStringLiteral("from-the-cli") + suffix);
        if (suffix == u".csv") {
            // A folder of the three tables, named like the file.
            const QString folder = mine.chopped(4), cli = theirs.chopped(4);
            QVERIFY(cliReport(w.session()->projectPath(), id, option, cli));
            for (const QString& table :
                { QStringLiteral("repetitions.csv"), QStringLiteral("inputs.csv"), QStringLiteral("samples.csv") }) {
                const QByteArray a = readAll(QDir(folder).filePath(table));
                QVERIFY2(a.count('\n') > 1, qPrintable(table));
                QCOMPARE(a, readAll(QDir(cli).filePath(table)));
            }
            return;
        }
        QVERIFY(cliReport(w.session()->projectPath(), id, option, theirs));
        const QByteArray a = readAll(mine), b = readAll(theirs);
        if (suffix == u".json") {
            QJsonParseError error;
            const QJsonDocument doc = QJsonDocument::fromJson(a, &error);
            QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
            QCOMPARE(doc.object().value(u"run").toObject().value(u"id").toString(), id);
            QVERIFY(!doc.object().value(u"figures").toObject().isEmpty());
            QCOMPARE(withoutGeneration(doc.object()), withoutGeneration(QJsonDocument::fromJson(b).object()));
        } else {
            QVERIFY(a.contains("| short |"));
            QCOMPARE(withoutGeneration(a), withoutGeneration(b));
        }
    }

    void unwritableTargetIsAnError()
    {
        QTemporaryDir dir;
        Analysis::ProjectSession session;
        QVERIFY(importSample(&session, dir, { QStringLiteral("probe/calibrate-run") }));
        const QString id = runIdAt(&session, 0);
        // A folder under a regular file: not even root can write there.
        QFile plain(dir.filePath(QStringLiteral("plain")));
        QVERIFY(plain.open(QIODevice::WriteOnly));
        plain.close();
        for (auto format : { Ui::ExportFormat::Markdown, Ui::ExportFormat::Csv, Ui::ExportFormat::Json }) {
            const QString target = dir.filePath(QStringLiteral("plain/out") + Ui::exportSuffix(format));
            QStringList errors;
            const QStringList written = Ui::exportRuns(
                session.projectPath(), { id }, format, target, Analysis::SentenceLanguage::English, &errors);
            QVERIFY(written.isEmpty());
            QCOMPARE(errors.size(), 1);
            QVERIFY2(errors.first().contains(QLatin1String("plain")), qPrintable(errors.first()));
        }
        // From the window: the message names the file.
        MainWindow w;
        w.show();
        QVERIFY(w.openProject(session.projectPath()));
        DialogAnswer answer(dir.filePath(QStringLiteral("plain/out.md")));
        w.exportRuns({ id });
        QVERIFY(answer.askedForFile);
        QVERIFY2(answer.said.contains(QLatin1String("0 file(s) written")), qPrintable(answer.said));
        QVERIFY2(answer.said.contains(QLatin1String("plain/out.md")), qPrintable(answer.said));
    }

    // Cancel (the progress dialog's, through the callback) stops before the next run; what was
    // written stays and is listed.
    void cancelStopsBetweenRuns()
    {
        QTemporaryDir dir;
        Analysis::ProjectSession session;
        QVERIFY(importSample(
            &session, dir, { QStringLiteral("probe/calibrate-run"), QStringLiteral("logs/mem-sleep0.5.log") }));
        const QStringList ids { runIdAt(&session, 0), runIdAt(&session, 1) };
        QList<QPair<int, int>> seen;
        QStringList errors;
        const QString folder = dir.filePath(QStringLiteral("runs"));
        const QStringList written = Ui::exportRuns(session.projectPath(), ids, Ui::ExportFormat::Json, folder,
            Analysis::SentenceLanguage::English, &errors, [&seen](int done, int total) {
                seen.append({ done, total });
                return done < 1; // cancelled once the first run is written
            });
        QCOMPARE(written.size(), 1);
        QVERIFY(errors.isEmpty());
        QCOMPARE(seen, (QList<QPair<int, int>> { { 0, 2 }, { 1, 2 } }));
        QCOMPARE(QDir(folder).entryList(QDir::Files).size(), 1);
        QVERIFY(written.first().endsWith(QLatin1String(".json")));
    }

    void comparisonFromTheComparePage()
    {
        QTemporaryDir dir;
        MainWindow w;
        w.show();
        QVERIFY(w.openProject(dir.filePath(QStringLiteral("p.headroom"))));
        QVERIFY(importSample(w.session(), dir, { QStringLiteral("probe/calibrate-run") }));
        auto* compare = qobject_cast<Ui::ComparePage*>(w.page(MainWindow::Page::Compare));
        QVERIFY(!compare->exportButton()->isEnabled()); // nothing compared yet, and it says so
        QVERIFY(compare->exportButton()->toolTip().contains(QLatin1String("two runs")));
        QSignalSpy shown(compare, &Ui::ComparePage::comparisonShown);
        compare->compare({ runIdAt(w.session(), 0), runIdAt(w.session(), 0) }); // against itself: every row
        QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), 60000); // may be shown within compare() (tst_mainwindow)
        QVERIFY(compare->exportButton()->isEnabled());
        const int rows = compare->model()->rowCount();
        QVERIFY(rows > 0);

        const QString json = dir.filePath(QStringLiteral("comparison.json"));
        {
            DialogAnswer answer(json);
            compare->exportButton()->click();
            QVERIFY(answer.askedForFile);
        }
        QJsonParseError error;
        const QJsonObject o = QJsonDocument::fromJson(readAll(json), &error).object();
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        QCOMPARE(o.value(u"rows").toArray().size(), rows); // one comparison: what `headroom compare --json` prints
        QCOMPARE(o.value(u"format_version").toInt(), 1);
        const QJsonObject first = o.value(u"rows").toArray().first().toObject();
        QVERIFY(first.contains(u"ci_low") && first.contains(u"outcome"));

        QString error2;
        const QString csv = dir.filePath(QStringLiteral("comparison.csv"));
        QVERIFY(Ui::exportComparison(compare->comparisonReport(), Ui::ExportFormat::Csv, csv, &error2));
        QCOMPARE(readAll(csv).count('\n'), rows + 1);
        const QString md = dir.filePath(QStringLiteral("comparison.md"));
        QVERIFY(Ui::exportComparison(compare->comparisonReport(), Ui::ExportFormat::Markdown, md, &error2));
        QVERIFY(readAll(md).contains("| short |"));
    }

    // Two sustained runs, threads=2 steady and threads=4 faster at first and slower at the end, and a
    // plain run: the page says the ranking changed, only while a sustained run is checked, and the
    // Markdown and JSON exports carry it.
    void sustainedRankingOnTheComparePage()
    {
        QTemporaryDir dir;
        const QString project = dir.filePath(QStringLiteral("sustained.headroom"));
        QStringList ids;
        {
            using SustainedRuns::cycle;
            Analysis::Store store;
            QVERIFY(!Analysis::hasErrors(store.open(project, Analysis::Store::OpenMode::ReadWrite)));
            const QStringList inputs { QStringLiteral("short") };
            for (const Analysis::Run& run : { SustainedRuns::settingRun(QStringLiteral("a"), QStringLiteral("2"),
                                                  inputs, 40, [](int, int r) { return 100.0 + cycle(r); }),
                     SustainedRuns::settingRun(QStringLiteral("b"), QStringLiteral("4"), inputs, 40,
                         [](int, int r) { return 80.0 + 1.2 * r; }),
                     SustainedRuns::settingRun(
                         QStringLiteral("c"), QStringLiteral("8"), inputs, 40,
                         [](int, int r) { return 90.0 + cycle(r); }, 0) }) {
                const auto saved = store.saveRun(run, {});
                QVERIFY(saved.ok());
                ids << saved.runId;
            }
        }
        MainWindow w;
        w.show();
        QVERIFY(w.openProject(project));
        auto* compare = qobject_cast<Ui::ComparePage*>(w.page(MainWindow::Page::Compare));
        QSignalSpy shown(compare, &Ui::ComparePage::comparisonShown);
        compare->compare({ ids.at(0), ids.at(1), ids.at(2) });
        QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty() && shown.last().first().toInt() == 3, 60000);
        QLabel* label = compare->sustainedLabel();
        QVERIFY(!label->isHidden());
        const QString text = label->text();
        QVERIFY2(text.startsWith(u"Sustained runs ranked by median latency"), qPrintable(text));
        QVERIFY2(
            text.contains(u"first rounds sustained_s=60, threads=4 (84.2 ms) < sustained_s=60, threads=2 (100.0 ms)"),
            qPrintable(text));
        QVERIFY2(text.contains(u"The ranking changed"), qPrintable(text));
        QVERIFY2(
            text.contains(u"not compared: sustained_s=(not set), threads=8 is not a sustained run"), qPrintable(text));

        QString error;
        const QString md = dir.filePath(QStringLiteral("comparison.md"));
        QVERIFY(Ui::exportComparison(compare->comparisonReport(), Ui::ExportFormat::Markdown, md, &error));
        QVERIFY(readAll(md).contains("## Sustained runs: first rounds against last"));
        QVERIFY(readAll(md).contains("The ranking changed"));
        const QString json = dir.filePath(QStringLiteral("comparison.json"));
        QVERIFY(Ui::exportComparison(compare->comparisonReport(), Ui::ExportFormat::Json, json, &error));
        const QJsonObject o = QJsonDocument::fromJson(readAll(json)).object();
        QCOMPARE(o.value(u"comparisons").toArray().size(), 2);
        QVERIFY(o.value(u"sustained_settings").toObject().value(u"changed").toBool());

        // Only the plain run: no ranking shown.
        shown.clear();
        compare->compare({ ids.at(2), ids.at(2) });
        QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), 60000);
        QVERIFY(label->isHidden());
    }
};

QTEST_MAIN(TestReportExport)
#include "tst_reportexport.moc"
