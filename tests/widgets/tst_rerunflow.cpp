// Issue 6 "the GUI offers the same from the Runs page": Re-run on a device restores a stored run's
// plan and kept inputs (the code `headroom verify --rerun` uses), runs it on the chosen device on
// the Live run page and says reproduced / not reproduced / inconclusive with the numbers. The
// stored run is made by the real `headroom run`; the re-run runs the real probe on this machine.

#include "findbutton.h"
#include "analysis/project/rerun.h"
#include "analysis/project/runsmodel.h"
#include "analysis/store/store.h"
#include "remote/planrunner.h"
#include "sampleproject.h"
#include "widgets/liverunpage.h"
#include "widgets/mainwindow.h"
#include "widgets/rerunflow.h"
#include "widgets/runspage.h"

#include <QInputDialog>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>

using Ui::MainWindow;

namespace {
bool writeFile(const QString& path, const QByteArray& data)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

// Two short inputs, two repetitions of the probe's calibrate workload: seconds.
const QByteArray kPlan = "version: 1\nname: tiny-calibrate\nmode: process\nworkload: calibrate\n"
                         "params:\n  model: null\n  max_new_tokens: 4\n  temperature: null\n  top_p: null\n"
                         "  top_k: null\n  repetition_penalty: null\n  threads: 1\n  batch_size: 1\n"
                         "  context_length: null\n  quantization: f32\n  backend: headroom-calibrate\n"
                         "  cpu_affinity: null\n"
                         "inputs:\n  - {id: a, file: inputs/a.txt}\n  - {id: b, file: inputs/b.txt}\n"
                         "repetitions: 2\nwarmup: 0\nsample_interval_ms: 10\ntimeout_s: 60\n"
                         "limits:\n  memory: auto\n  reserve: 15%\n  latency_s: 30\n"
                         "load_complete: {regex: \"^loaded \"}\n";

} // namespace

class TestRerunFlow : public QObject {
    Q_OBJECT
    QTemporaryDir m_settings;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // run folders never land in the user's data
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
    }

    void rerunFromRunsPage()
    {
        QTemporaryDir tmp;
        const QString planDir = tmp.filePath(QStringLiteral("plan"));
        QVERIFY(writeFile(planDir + QStringLiteral("/inputs/a.txt"), "The quick brown fox.\n"));
        QVERIFY(writeFile(planDir + QStringLiteral("/inputs/b.txt"), "A somewhat longer second prompt, here.\n"));
        QVERIFY(writeFile(planDir + QStringLiteral("/tiny.yaml"), kPlan));
        const QString project = tmp.filePath(QStringLiteral("P.headroom"));
        QProcess run;
        run.start(QStringLiteral(HEADROOM_APP_BIN),
            { QStringLiteral("run"), planDir + QStringLiteral("/tiny.yaml"), QStringLiteral("--into"), project,
                QStringLiteral("--runs-dir"), tmp.filePath(QStringLiteral("runs")), QStringLiteral("--quiet") });
        QVERIFY(run.waitForFinished(180000));
        QVERIFY2(run.exitCode() == 0, run.readAllStandardError().constData());
        // The colleague's plan folder is gone: the re-run can only use what the project kept.
        QVERIFY(QDir(planDir).removeRecursively());

        MainWindow w;
        w.show();
        QVERIFY(w.openProject(project));
        QCOMPARE(w.session()->runsModel()->rowCount(), 1);
        auto* live = qobject_cast<Ui::LiveRunPage*>(w.page(MainWindow::Page::Live));
        live->runner()->setProbePath(QStringLiteral(HEADROOM_PROBE_BIN));
        auto* runs = qobject_cast<Ui::RunsPage*>(w.page(MainWindow::Page::Runs));
        runs->view()->selectRow(0);
        QSignalSpy compared(w.rerunFlow(), &Ui::RerunFlow::compared);
        QSignalSpy failed(w.rerunFlow(), &Ui::RerunFlow::failed);
        QPushButton* rerun = findButton(runs, Ui::RunsPage::tr("Re-run on a device…"));
        QVERIFY(rerun);
        rerun->click();
        auto* ask = w.findChild<QInputDialog*>();
        QVERIFY(ask);
        QVERIFY(ask->comboBoxItems().size() >= 1); // this machine is always first
        ask->setTextValue(ask->comboBoxItems().first());
        ask->accept();
        QTRY_VERIFY_WITH_TIMEOUT(!compared.isEmpty() || !failed.isEmpty(), 180000);
        QVERIFY2(failed.isEmpty(), qPrintable(failed.value(0).value(0).toString()));
        QCOMPARE(w.session()->runsModel()->rowCount(), 2);
        const auto result = compared.first().at(0).value<Analysis::RerunResult>();
        QVERIFY(!result.comparison.rows.isEmpty());
        QStringList inputs;
        for (const auto& row : result.comparison.rows)
            inputs << row.inputId;
        QVERIFY(inputs.contains(QLatin1String("a")) && inputs.contains(QLatin1String("b")));
        // The answer is shown with its numbers.
        QMessageBox* box = nullptr;
        for (auto* b : w.findChildren<QMessageBox*>())
            if (b->text().contains(QLatin1String("re-run on")))
                box = b;
        QVERIFY(box);
        QVERIFY2(box->text().contains(Analysis::rerunStatusName(result.status)), qPrintable(box->text()));
        QVERIFY(box->detailedText().contains(QLatin1String("input a, peak")));
        // The new run says what it repeats, as `headroom verify --rerun` writes it.
        Analysis::Store store;
        QVERIFY(!Analysis::hasErrors(store.open(project, Analysis::Store::OpenMode::ReadOnly)));
        const QList<Analysis::RunRow> rows = store.listRuns();
        QCOMPARE(rows.size(), 2);
        QStringList provenances;
        for (const auto& row : rows)
            provenances << row.provenance;
        const QString original = rows.at(0).provenance.startsWith(u"re-run") ? rows.at(1).id : rows.at(0).id;
        QVERIFY2(provenances.filter(QStringLiteral("re-run of run %1").arg(original)).size() == 1,
            qPrintable(provenances.join(u" | ")));
        // The run the window made is kept like one of `headroom run`, inputs included: it re-runs too.
        const QString windowRun = rows.at(0).id == original ? rows.at(1).id : rows.at(0).id;
        QTemporaryDir again;
        Analysis::Diagnostics restored;
        const auto plan = Analysis::restoreRerunPlan(store, windowRun, again.path(), &restored);
        QStringList why;
        for (const auto& d : restored)
            why << d.toString();
        QVERIFY2(plan, qPrintable(why.join(u'\n')));
        QCOMPARE(plan->inputs.size(), 2);
    }

    // A run imported from a log has no plan: the re-run is refused with the reason, nothing runs.
    void logOnlyRunIsRefused()
    {
        QTemporaryDir dir;
        MainWindow w;
        w.show();
        QVERIFY(w.openProject(dir.filePath(QStringLiteral("p.headroom"))));
        QVERIFY(importSample(w.session(), dir, { QStringLiteral("logs/timing-list-ms.txt") }));
        QSignalSpy failed(w.rerunFlow(), &Ui::RerunFlow::failed);
        w.rerunFlow()->start(runIdAt(w.session(), 0), QStringLiteral("local"));
        QVERIFY(failed.count() == 1 || failed.wait(60000));
        QVERIFY2(failed.first().at(0).toString().contains(QLatin1String("has no plan to re-run")),
            qPrintable(failed.first().at(0).toString()));
        QVERIFY(!w.rerunFlow()->isBusy());
        QCOMPARE(w.session()->runsModel()->rowCount(), 1);
    }
};

QTEST_MAIN(TestRerunFlow)
#include "tst_rerunflow.moc"
