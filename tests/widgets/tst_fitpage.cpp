// The Fit page (issue 26, item 6) on a real fit: the real probe runs a tiny calibrate workload
// (dim 64 or 512, two layers: a point takes well under a second) for every point the search asks
// for, through the same driver as `headroom fit` (remote/fitdriver.h). The page must show every
// point the search measured on its setting's axis, the table, the Pareto chart and the
// recommendation of the certificate it wrote; a fit in the project opens again from its runs; and
// a cancel leaves no half-written run behind.

#include "analysis/project/projectsession.h"
#include "analysis/store/store.h"
#include "widgets/fitcharts.h"
#include "widgets/fitpage.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

Q_DECLARE_METATYPE(Analysis::FitPoint)

namespace {

bool writeFile(const QString& path, const QByteArray& data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

// tst_cli_fit's plan: the calibrate command at a tiny size, {dim} an extra the fit can vary, a
// token counter of bytes + 1.
QByteArray fitPlan(const QByteArray& limits, const QByteArray& fit, int repetitions)
{
    return QByteArrayLiteral(
               "version: 1\n"
               "name: fit-page\n"
               "mode: process\n"
               "command: [headroom-probe, calibrate, --prompt-file, \"{input}\", --max-new-tokens,\n"
               "          \"{max_new_tokens}\", --threads, \"{threads}\", --dim, \"{dim}\", --layers, \"2\",\n"
               "          --heads, \"4\", --vocab, \"256\"]\n"
               "params: {model: null, max_new_tokens: 4, temperature: null, top_p: null, top_k: null,\n"
               "         repetition_penalty: null, threads: 1, batch_size: null, context_length: null,\n"
               "         quantization: f32, backend: headroom-calibrate, cpu_affinity: null,\n"
               "         extra: {dim: 64}}\n"
               "token_count_command: [/bin/sh, -c, 'echo \"tokens: $(($(wc -c < \"$1\") + 1))\"', sh, "
               "\"{input}\"]\n"
               "repetitions: ")
        + QByteArray::number(repetitions)
        + QByteArrayLiteral("\nwarmup: 0\n"
                            "sample_interval_ms: 10\n"
                            "timeout_s: 60\n"
                            "load_complete: {regex: \"^loaded \"}\n"
                            "output_token_regex: \"^token [0-9]+ [0-9]+$\"\n")
        + limits + QByteArrayLiteral("fit:\n") + fit;
}

struct Seen {
    int setting;
    Analysis::FitPoint point;
};

} // namespace

class TestFitPage : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QTemporaryDir m_settings;

    QString planFile(const QString& name, const QByteArray& text)
    {
        const QString path = m_dir.filePath(name + QStringLiteral(".yaml"));
        return writeFile(path, text) ? path : QString();
    }

private slots:
    void initTestCase()
    {
        qRegisterMetaType<Analysis::FitPoint>();
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
        QVERIFY(m_dir.isValid());
        QVERIFY(writeFile(m_dir.filePath(QStringLiteral("base.txt")),
            "The quick brown fox jumps over the lazy dog while the engine counts tokens.\n"));
    }

    void axisTicksAreRoundAndKeepTheEnds()
    {
        QCOMPARE(Ui::FitLengthsView::ticks(64, 2048), (QList<int64_t> { 64, 100, 200, 500, 1000, 2048 }));
        QCOMPARE(Ui::FitLengthsView::ticks(64, 32768),
            (QList<int64_t> { 64, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 32768 }));
    }

    void planWithoutFitIsRefused()
    {
        Analysis::ProjectSession session;
        Ui::FitPage page(&session);
        QByteArray text = fitPlan("limits: {memory: 6MiB, reserve: 1MiB, latency_s: 60}\n", {}, 1);
        text.replace("fit:\n", "inputs: [{id: a, file: base.txt}]\n");
        const QString path = planFile(QStringLiteral("nofit"), text);
        QVERIFY(!page.loadPlan(path));
        QVERIFY2(page.messageLabel()->text().contains(QStringLiteral("no fit section")),
            qPrintable(page.messageLabel()->text()));
        QVERIFY(!page.start()); // nothing to start
    }

    // The plan open on the Plan page is offered; taking it shows its space: one lane per setting.
    void planPagesPlanIsOffered()
    {
        Analysis::ProjectSession session;
        Ui::FitPage page(&session);
        QPushButton* use = nullptr;
        for (QPushButton* b : page.findChildren<QPushButton*>())
            if (b->text() == QStringLiteral("Use the Plan page's plan"))
                use = b;
        QVERIFY(use);
        QVERIFY(!use->isEnabled()); // nothing offered yet
        const QString path = planFile(QStringLiteral("offered"),
            fitPlan("limits: {memory: 6MiB, reserve: 1MiB, latency_s: 60}\n",
                "  lengths: {from: 64, to: 32768, unit: tokens, text: base.txt}\n"
                "  vary: {extra.dim: [64, 96], threads: [1, 2]}\n"
                "  objective: longest_input\n"
                "  within: {memory: ceiling, p90_latency_s: 2.0}\n"
                "  precision: 5%\n"
                "  budget: {minutes: 30, points: 60}\n",
                1));
        page.offerPlan(path);
        QVERIFY(use->isEnabled());
        use->click();
        QVERIFY(page.plan());
        QCOMPARE(page.plan()->sourcePath, path);
        QCOMPARE(page.lengthsView()->lanes().size(), 4);
        QCOMPARE(page.lengthsView()->to(), 32768);
        QVERIFY(!page.start()); // no project open: nothing starts, and it says why
        QVERIFY(page.messageLabel()->text().contains(QStringLiteral("project")));
    }

    // dim 512 needs more than the 6 MiB ceiling at any length (fails at the shortest); dim 64 has a
    // memory boundary between 64 and 2048 tokens and is recommended.
    void fitShowsPointsTableAndRecommendation()
    {
        QTemporaryDir dir;
        Analysis::ProjectSession session;
        QVERIFY(!Analysis::hasErrors(session.openProject(dir.filePath(QStringLiteral("p.headroom")))));
        Ui::FitPage page(&session);
        page.setRunsRoot(dir.filePath(QStringLiteral("runs")));
        page.resize(1280, 800);
        page.show();
        const QString path = planFile(QStringLiteral("found"),
            fitPlan("limits: {memory: 6MiB, reserve: 1MiB, latency_s: 60}\n",
                "  lengths: {from: 64, to: 2048, unit: tokens, text: base.txt}\n"
                "  vary: {extra.dim: [512, 64]}\n"
                "  objective: longest_input\n"
                "  within: {memory: ceiling}\n"
                "  precision: 10%\n"
                "  budget: {minutes: 5, points: 30}\n",
                1));
        QVERIFY(page.loadPlan(path));
        QCOMPARE(page.lengthsView()->lanes().size(), 2);
        QCOMPARE(page.lengthsView()->from(), 64);
        QCOMPARE(page.lengthsView()->to(), 2048);

        QList<Seen> seen;
        connect(&page, &Ui::FitPage::pointMeasured, this, [&seen](int setting, const Analysis::FitPoint& p) {
            seen.append({ setting, p });
        });
        // While it runs, each lane shows exactly the points measured so far (checked at every point).
        int mismatches = 0;
        connect(&page, &Ui::FitPage::pointMeasured, this, [&](int setting, const Analysis::FitPoint&) {
            int n = 0;
            for (const Seen& s : seen)
                n += s.setting == setting ? 1 : 0;
            mismatches += page.lengthsView()->lanes().at(setting).points.size() == n ? 0 : 1;
        });
        // HEADROOM_FITPAGE_GRAB=DIR: the page as it looks while the search runs, to look at.
        const QString grabDir = qEnvironmentVariable("HEADROOM_FITPAGE_GRAB");
        if (!grabDir.isEmpty())
            connect(&page, &Ui::FitPage::pointStarted, this, [&] {
                if (seen.size() == 4)
                    page.grab().save(QDir(grabDir).filePath(QStringLiteral("fitpage-running.png")));
            });
        QSignalSpy finished(&page, &Ui::FitPage::fitFinished);
        QSignalSpy stopped(&page, &Ui::FitPage::fitStopped);
        QVERIFY(page.start());
        QVERIFY(page.isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty() || !stopped.isEmpty(), 240000);
        QVERIFY2(stopped.isEmpty(), stopped.isEmpty() ? "" : qPrintable(stopped.first().at(0).toString()));
        QVERIFY(!page.isRunning());
        QCOMPARE(mismatches, 0);
        const QString fitId = finished.first().at(0).toString();

        // The points on the axes: every point the search measured, in its setting's lane, in order.
        const QList<Ui::FitLane> lanes = page.lengthsView()->lanes();
        QList<int64_t> shown[2], measured[2];
        for (int i = 0; i < 2; ++i)
            for (const auto& p : lanes.at(i).points)
                shown[i] << p.tokens;
        for (const Seen& s : seen)
            measured[s.setting] << s.point.tokens;
        QCOMPARE(shown[0], measured[0]);
        QCOMPARE(shown[1], measured[1]);
        QCOMPARE(lanes.at(0).points.size(), 1); // dim 512 broke at the shortest length
        QCOMPARE(lanes.at(0).points.first().result, Analysis::FitPoint::Result::Breaks);
        QCOMPARE(lanes.at(0).points.first().broke, Analysis::FitLimit::Memory);
        const auto holds = lanes.at(1).holds(), breaks = lanes.at(1).breaks();
        QVERIFY(holds && breaks);
        QVERIFY2(double(*breaks - *holds) / double(*holds) <= 0.10 + 1e-9 || *breaks - *holds <= 1,
            qPrintable(QStringLiteral("%1..%2").arg(*holds).arg(*breaks)));

        // The certificate the page wrote says the same.
        QVERIFY(!page.certificatePath().isEmpty());
        QFile certFile(page.certificatePath());
        QVERIFY(certFile.open(QIODevice::ReadOnly));
        const QJsonObject cert = QJsonDocument::fromJson(certFile.readAll()).object();
        QCOMPARE(cert.value(u"fit_id").toString(), fitId);
        QCOMPARE(cert.value(u"answer").toString(), QStringLiteral("found"));
        QCOMPARE(qint64(cert.value(u"boundary").toObject().value(u"holds_tokens").toDouble()), *holds);
        QCOMPARE(qint64(cert.value(u"boundary").toObject().value(u"breaks_tokens").toDouble()), *breaks);
        QVERIFY(page.storedLabel()->text().contains(page.certificatePath()));
        QVERIFY(page.storedLabel()->text().contains(fitId));

        // The table: dim 512 fails at the shortest length; dim 64 holds `holds` tokens, memory binding,
        // recommended; figures in units, never an exponent.
        QTableWidget* t = page.table();
        QCOMPARE(t->rowCount(), 2);
        QVERIFY(t->item(0, Ui::FitPage::ColSetting)->text().contains(QStringLiteral("512")));
        QVERIFY2(t->item(0, Ui::FitPage::ColStatus)->text().contains(QStringLiteral("fails at the shortest length")),
            qPrintable(t->item(0, Ui::FitPage::ColStatus)->text()));
        QCOMPARE(t->item(1, Ui::FitPage::ColLongest)->text(), QStringLiteral("%1 tokens").arg(*holds));
        QCOMPARE(t->item(1, Ui::FitPage::ColBinding)->text(), QStringLiteral("memory"));
        QVERIFY(t->item(1, Ui::FitPage::ColStatus)->text().contains(QStringLiteral("recommended")));
        QVERIFY(t->item(1, Ui::FitPage::ColPeak)->text().contains(QStringLiteral("MiB")));
        QVERIFY(t->item(1, Ui::FitPage::ColRate)->text().endsWith(QStringLiteral("tokens/s")));
        for (int r = 0; r < t->rowCount(); ++r)
            for (int c = 0; c < t->columnCount(); ++c)
                QVERIFY(!t->item(r, c)->text().contains(QStringLiteral("e+")));

        // The Pareto chart: the one setting that held, marked recommended, at its longest input.
        const auto pareto = page.paretoChart()->points();
        QCOMPARE(pareto.size(), 1);
        QVERIFY(pareto.first().recommended);
        QCOMPARE(pareto.first().tokens, *holds);
        QVERIFY(pareto.first().tokensPerS > 0);

        // The engine arguments: the certificate's, quoted for a shell, dim 64.
        QStringList certArgs;
        for (const auto& v : cert.value(u"engine_arguments").toArray())
            certArgs << v.toString();
        QVERIFY(!certArgs.isEmpty());
        const QString args = page.engineArguments()->text();
        QVERIFY2(args.contains(QStringLiteral("--dim 64")), qPrintable(args));
        QVERIFY(args.contains(QStringLiteral("calibrate")));

        // Every point is a whole run of the fit in the project.
        Analysis::Store store;
        QVERIFY(!Analysis::hasErrors(store.open(session.projectPath(), Analysis::Store::OpenMode::ReadOnly)));
        QCOMPARE(store.listRuns().size(), seen.size());
        for (const Seen& s : seen) {
            const auto run = store.loadRun(s.point.runId);
            QVERIFY(run);
            QCOMPARE(run->params.value(QStringLiteral("fit.id")), fitId);
            QCOMPARE(run->params.value(QStringLiteral("fit.tokens")).toLongLong(), s.point.tokens);
        }

        // A fit in the project opens again, on a fresh page, from its runs alone.
        Ui::FitPage again(&session);
        again.setRunsRoot(dir.filePath(QStringLiteral("runs")));
        QTRY_VERIFY_WITH_TIMEOUT(again.storedFitsBox()->findData(fitId) >= 0, 30000);
        again.showStoredFit(fitId);
        QTRY_VERIFY_WITH_TIMEOUT(again.table()->rowCount() == 2, 30000);
        QCOMPARE(again.table()->item(1, Ui::FitPage::ColLongest)->text(), QStringLiteral("%1 tokens").arg(*holds));
        QVERIFY(again.table()->item(1, Ui::FitPage::ColStatus)->text().contains(QStringLiteral("recommended")));
        QCOMPARE(again.engineArguments()->text(), args);
        QCOMPARE(again.certificatePath(), page.certificatePath());
        QCOMPARE(again.lengthsView()->lanes().at(1).points.size(), measured[1].size());
    }

    // Cancel while a point is being measured: that point is thrown away (no run of it in the project,
    // no folder of it left), the points before it are whole runs, and no certificate is written.
    void cancelLeavesNoHalfWrittenRun()
    {
        QTemporaryDir dir;
        Analysis::ProjectSession session;
        QVERIFY(!Analysis::hasErrors(session.openProject(dir.filePath(QStringLiteral("p.headroom")))));
        Ui::FitPage page(&session);
        const QString runs = dir.filePath(QStringLiteral("runs"));
        page.setRunsRoot(runs);
        const QString path = planFile(QStringLiteral("cancel"),
            fitPlan("limits: {memory: 6MiB, reserve: 1MiB, latency_s: 60}\n",
                "  lengths: {from: 64, to: 2048, unit: tokens, text: base.txt}\n"
                "  objective: longest_input\n"
                "  within: {memory: ceiling}\n"
                "  precision: 5%\n"
                "  budget: {minutes: 5, points: 30}\n",
                5));
        QVERIFY(page.loadPlan(path));
        // Cancel once a point after the first has its probe streaming: a run folder more than the
        // points measured so far, with events in it.
        int measured = 0;
        connect(&page, &Ui::FitPage::pointMeasured, this, [&] { ++measured; });
        bool cancelledWhileStreaming = false;
        QTimer watch;
        connect(&watch, &QTimer::timeout, this, [&] {
            int streaming = 0;
            for (const QString& d : QDir(runs).entryList(QDir::Dirs | QDir::NoDotAndDotDot))
                streaming += QFileInfo(QDir(runs).filePath(d + QStringLiteral("/events.jsonl"))).size() > 0 ? 1 : 0;
            if (measured >= 1 && streaming > measured) {
                cancelledWhileStreaming = true;
                page.cancel();
                watch.stop();
            }
        });
        watch.start(5);
        QSignalSpy finished(&page, &Ui::FitPage::fitFinished);
        QSignalSpy stopped(&page, &Ui::FitPage::fitStopped);
        QVERIFY(page.start());
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty() || !stopped.isEmpty(), 240000);
        if (!cancelledWhileStreaming)
            QSKIP("every point ended before a probe was seen streaming: the cancel of a running point was not reached");
        QVERIFY(finished.isEmpty());
        QVERIFY2(stopped.first().at(0).toString().contains(QStringLiteral("cancelled")),
            qPrintable(stopped.first().at(0).toString()));
        QVERIFY(!page.isRunning());
        QVERIFY(page.certificatePath().isEmpty());

        // The project: only whole runs of the fit, each with its judgement; one per point shown.
        Analysis::Store store;
        QVERIFY(!Analysis::hasErrors(store.open(session.projectPath(), Analysis::Store::OpenMode::ReadOnly)));
        const auto rows = store.listRuns();
        // The cancel reaches the worker after the second point started (it may have ended meanwhile:
        // then a later one is the one thrown away).
        const auto shown = page.lengthsView()->lanes().at(0).points;
        QVERIFY(!rows.isEmpty());
        QCOMPARE(rows.size(), shown.size());
        for (const auto& p : shown)
            QVERIFY(!p.runId.isEmpty());
        for (const auto& row : rows) {
            QVERIFY2(
                !row.name.contains(QStringLiteral("incomplete")) && !row.name.contains(QStringLiteral("interrupted")),
                qPrintable(row.name));
            const auto run = store.loadRun(row.id);
            QVERIFY(run);
            QVERIFY(!run->params.value(QStringLiteral("fit.point")).isEmpty());
        }
        QVERIFY(!page.lengthsView()->lanes().at(0).measuring);
        // On disk: the stored points' run folders only, the fit's folder without a certificate.
        int runFolders = 0, certificates = 0;
        for (const QString& d : QDir(runs).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            runFolders += QFile::exists(QDir(runs).filePath(d + QStringLiteral("/events.jsonl"))) ? 1 : 0;
            certificates += QFile::exists(QDir(runs).filePath(d + QStringLiteral("/certificate.json"))) ? 1 : 0;
        }
        QCOMPARE(runFolders, rows.size());
        QCOMPARE(certificates, 0);
    }
};

QTEST_MAIN(TestFitPage)
#include "tst_fitpage.moc"
